"""dist/ holds every part of the site, refers to no other origin, and the service
worker knows every file."""

from __future__ import annotations

import gzip
import json
import re
import subprocess
import zipfile
from pathlib import Path

import build
import build_bytecode
import build_snapshot
from build_bytecode import pyc_name
from pygames import GAMES


def files_of(dist) -> set[str]:
    return {p.relative_to(dist).as_posix() for p in dist.rglob("*") if p.is_file()}


def test_dist_has_every_part(dist):
    files = files_of(dist)
    for name in build.PYODIDE_FILES:
        assert f"pyodide/{name}" in files
    for name in (
        "index.html",
        "pyscript.json",
        "sw.js",
        "manifest.webmanifest",
        "icon.svg",
        "pyscript/core.js",
        "pyscript/core.css",
        "py/app.zip",
        "py/qr.zip",
    ):
        assert name in files
    assert not [f for f in files if f.endswith(".map") or "__pycache__" in f]
    # Only what the boot loads from PyScript: no editor, terminal or TOML chunks.
    chunks = {f for f in files if f.startswith("pyscript/")}
    assert not [
        c
        for c in chunks
        if re.search(r"codemirror|xterm|toml|py-editor|py-terminal|py-game|zip-", c)
    ]


def test_the_accessibility_audit_ships_nothing(dist):
    """axe-core is the browser tests' (tests/browser/axe.py): no file of it in dist/,
    no mention of it in any shipped text or zip."""
    files = files_of(dist)
    assert not [f for f in files if "axe" in f.lower()]
    for path in dist.rglob("*"):
        if path.is_file() and path.suffix in build.TEXT_SUFFIXES:
            assert "axe-core" not in path.read_text("utf-8", errors="replace"), path
    for archive in dist.rglob("*.zip"):
        with zipfile.ZipFile(archive) as zipped:
            assert not [n for n in zipped.namelist() if "axe" in n.lower()], archive


def test_pyscript_config_is_local(dist):
    config = json.loads((dist / "pyscript.json").read_text())
    # Our wrapper of pyodide.mjs (ui/boot.mjs), beside it, so PyScript's indexURL is the same.
    assert config["interpreter"] == "./pyodide/boot.mjs"
    assert (dist / "pyodide" / "boot.mjs").is_file()
    # Written as a file and imported in place, not unpacked.
    assert config["files"] == {"./py/app.zip": "./app.zip"}
    assert "packages" not in config  # packages would be fetched from an index


def test_index_page(dist):
    page = (dist / "index.html").read_text()
    assert 'data-app-state="loading"' in page
    assert '<main id="app">' in page
    # The entry is put in by ui/pyscript_guard.mjs, once PyScript may run it alone.
    assert 'type="py"' not in page and "./ui/pyscript_guard.mjs" in page
    assert '"src", "./ui/entry.py"' in (dist / "ui" / "pyscript_guard.mjs").read_text()
    assert "import ui.main" in (dist / "ui" / "entry.py").read_text()
    assert "<!-- build:" not in page
    for sheet in sorted((build.ROOT / "svg").glob("*.svg")):
        ids = re.findall(r'<symbol[^>]*\bid="([^"]+)"', sheet.read_text())
        for symbol_id in ids:
            assert f'id="{symbol_id}"' in page, f"{sheet.name}: #{symbol_id} not inlined"
    for link in re.findall(r'(?:href|src)="\./([^"#?]+)"', page):
        assert (dist / link).is_file(), f"index.html links to missing {link}"


def test_no_other_origin_in_any_text_asset(dist):
    assert build.check_no_external_urls(dist) == []


def test_external_url_check_catches_a_cdn():
    assert build.external_urls('import("https://cdn.jsdelivr.net/npm/x.js")') == [
        "https://cdn.jsdelivr.net/npm/x.js"
    ]
    assert build.external_urls('<svg xmlns="http://www.w3.org/2000/svg">') == []
    assert build.external_urls("new URL(`https://${host}`)") == []


def test_no_protocol_relative_urls(dist):
    for path in dist.rglob("*"):
        if path.is_file() and path.suffix in build.TEXT_SUFFIXES:
            text = path.read_text(errors="replace")
            assert not re.search(r"""["'`(]//[a-z0-9-]+\.[a-z]{2,}""", text), path


def service_worker_assets(dist) -> dict[str, list]:
    """sw.js's ASSETS by name: [integrity] or [integrity, [gzip copy, its integrity]]."""
    sw = (dist / "sw.js").read_text()
    assets = json.loads(re.search(r"const ASSETS = (\[.*?\n\]);", sw, re.S).group(1))
    return {name: rest for name, *rest in assets}


def test_service_worker_lists_every_file_but_the_snapshot_and_the_copies(dist):
    sw = (dist / "sw.js").read_text()
    assets = service_worker_assets(dist)
    snapshots = {f for f in files_of(dist) if f.startswith("pyodide/snapshot-")}
    # With its brotli and gzip copies; ui/boot.mjs caches it itself.
    assert len(snapshots) == 3
    copies = {f for f in files_of(dist) if f.endswith(".gz")} - snapshots
    assert copies == {"pyodide/pyodide.asm.wasm.gz"}
    assert set(assets) == files_of(dist) - {"sw.js"} - snapshots - copies
    assert "py/qr.zip" in assets  # QR codes work offline once the site was saved
    assert re.search(r'const VERSION = "[0-9a-f]{16}";', sw)


def test_the_service_worker_knows_each_files_hash_and_takes_the_gzip_copy(dist):
    """It takes what the page fetched from the HTTP cache only if the hash is this
    build's, and keeps the wasm inflated from the copy a first visit fetched."""
    for name, (digest, *copy) in service_worker_assets(dist).items():
        assert digest == build.integrity((dist / name).read_bytes()), name
        if copy:
            (gzip_name, gzip_digest), *_ = copy
            assert gzip_name == name + ".gz"
            assert gzip_digest == build.integrity((dist / gzip_name).read_bytes())
            assert gzip.decompress((dist / gzip_name).read_bytes()) == (dist / name).read_bytes()
    assert len(service_worker_assets(dist)["pyodide/pyodide.asm.wasm"]) == 2


def test_the_gzip_copies_inflate_to_their_files_and_are_the_same_every_build(dist):
    (snapshot,) = (dist / "pyodide").glob("snapshot-*.bin")
    packed = (dist / "pyodide" / (snapshot.name + ".gz")).read_bytes()
    assert gzip.decompress(packed) == snapshot.read_bytes()
    assert packed[4:8] == b"\0\0\0\0"  # no time in the header
    assert build.gzip_copy(b"pygames") == build.gzip_copy(b"pygames")
    about = json.loads(
        re.search(r"const SNAPSHOT = (\{.*?\});", (dist / "pyodide/boot.mjs").read_text()).group(1)
    )
    assert about["gzip"] == len(packed) and about["bytes"] == snapshot.stat().st_size


def test_pyodide_takes_the_wasm_boot_mjs_compiled(dist):
    """Patched once each (build.WASM_LOADER_PATCHES), else the page fetches it twice."""
    loader = (dist / "pyodide" / "pyodide.mjs").read_text()
    assert loader.count("globalThis.pygamesWasm?{}:") == 1
    assert loader.count("if(globalThis.pygamesWasm){") == 1
    assert 'href="./pyodide/pyodide.asm.wasm' not in (dist / "index.html").read_text()


def test_app_zip_has_core_ui_and_svg_but_no_game(dist):
    with zipfile.ZipFile(dist / "py" / "app.zip") as archive:
        names = archive.namelist()
    assert "pygames/__init__.py" in names
    assert any(n.startswith("pygames/core/") for n in names)
    assert "ui/main.py" in names
    assert "svg/__init__.py" in names and "svg/elements.py" in names
    assert {
        "pygames/core/lang/en.py",
        "pygames/core/lang/zh_tw.py",
        "pygames/core/lang/ja.py",
    } <= set(names)
    # What every game shares, and of each game only its manifest (the home page lists
    # the games from them): nothing else of one game, not even its texts or panel.
    listed = {f"pygames/{g}/{n}" for g in GAMES for n in ("__init__.py", "manifest.py")}
    shared = ("pygames/__init__.", "pygames/core/", "ui/", "svg")
    left = [n for n in names if not n.startswith(shared) and n.removesuffix("c") not in listed]
    assert left == []
    assert listed <= set(names)
    assert not [n for n in names if n.startswith("ui/games/")]
    for game_id in GAMES:
        assert not [n for n in names if n.startswith(f"ui/lang/{game_id}.")], game_id


def test_each_game_has_its_zip_and_stylesheet(dist):
    # A game is one folder: rules, data, bots, drawing, screen, texts, help, export;
    # its manifest is in the app zip, its test and benchmark hooks are not shipped.
    for game_id in GAMES:
        with zipfile.ZipFile(dist / "py" / "games" / f"{game_id}.zip") as archive:
            names = archive.namelist()
        assert all(n.startswith(f"pygames/{game_id}/") for n in names)
        for module in (
            "rules",
            "data",
            "bots",
            "drawing/draw",
            "drawing/screen",
            "help",
            "export",
        ):
            assert f"pygames/{game_id}/{module}.py" in names, (game_id, module)
        for lang in ("en", "zh_tw", "ja"):
            assert f"pygames/{game_id}/lang/{lang}.py" in names, (game_id, lang)
        for left_out in ("__init__.py", "manifest.py", "checks.py", "balance.py", "style.css"):
            assert f"pygames/{game_id}/{left_out}" not in names, (game_id, left_out)
        assert (dist / "py" / "games" / f"{game_id}.css").is_file()


def test_qr_zip_holds_segno_and_nothing_loads_it_at_start(dist):
    with zipfile.ZipFile(dist / "py" / "qr.zip") as archive:
        names = set(archive.namelist())
    sources = {n for n in names if n.endswith(".py")}
    assert sources == {f"segno/{m}.py" for m in build.SEGNO_MODULES}
    assert "segno/__init__.py" in sources and "segno/encoder.py" in sources
    assert any(n.endswith("/LICENSE") for n in names)
    with zipfile.ZipFile(dist / "py" / "app.zip") as archive:
        assert not [n for n in archive.namelist() if n.startswith("segno")]
        assert "ui/qr.py" in archive.namelist()
    assert "qr.zip" not in (dist / "index.html").read_text()  # not preloaded either
    assert "qr.zip" not in (dist / "pyscript.json").read_text()


def test_build_is_reproducible(dist, tmp_path):
    # Same sources, same bytes: the service worker's version changes only with content.
    # (A second build, into a folder of its own, against the session's dist/.)
    build.build(tmp_path / "two", quiet=True)
    names = files_of(dist)
    assert names == files_of(tmp_path / "two")
    for name in names:
        assert (dist / name).read_bytes() == (tmp_path / "two" / name).read_bytes(), name


def bytecode_of(archive: zipfile.ZipFile) -> dict[str, bytes]:
    """source name -> the pyc shipped for it (None if there is none)."""
    names = set(archive.namelist())
    return {
        n: archive.read(pyc_name(n)) if pyc_name(n) in names else None
        for n in names
        if n.endswith(".py")
    }


def test_every_module_ships_with_unchecked_bytecode(dist):
    zips = [dist / "py" / "app.zip", *[dist / "py" / "games" / f"{g}.zip" for g in GAMES]]
    zips.append(dist / "py" / "qr.zip")
    magics = set()
    for path in zips:
        with zipfile.ZipFile(path) as archive:
            pycs = bytecode_of(archive)
            expected = {pyc_name(n) for n in pycs}
            extra = [n for n in archive.namelist() if n.endswith(".pyc") and n not in expected]
        assert extra == [], f"{path.name}: bytecode without its source"
        assert pycs and all(pycs.values()), (
            f"{path.name}: no bytecode for {[n for n, c in pycs.items() if not c]}"
        )
        for name, pyc in pycs.items():
            # PEP 552 header: magic, flags (0b01: hash-based, source not checked), source hash.
            assert int.from_bytes(pyc[4:8], "little") == 0b01, name
            magics.add(pyc[:4])
    assert len(magics) == 1 and next(iter(magics)).endswith(b"\r\n")  # one Python made them all
    assert pyc_name("ui/main.py") == "ui/main.pyc"  # beside its source, where zipimport looks


def test_without_node_the_site_ships_sources_only_and_no_snapshot(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(build_bytecode, "NODE", "no-such-node-here")
    monkeypatch.setattr(build_snapshot, "NODE", "no-such-node-here")
    monkeypatch.setattr(build, "PYC_CACHE", tmp_path / "pyc-cache")  # nothing compiled before
    monkeypatch.setattr(build, "SNAPSHOT_CACHE", tmp_path / "snapshot-cache")
    build.build(tmp_path / "site", quiet=True)
    err = capsys.readouterr().err
    assert "the page compiles them at start" in err
    assert "no memory snapshot can be made" in err
    with zipfile.ZipFile(tmp_path / "site" / "py" / "app.zip") as archive:
        assert "ui/main.py" in archive.namelist()
        assert not [n for n in archive.namelist() if n.endswith(".pyc")]
    assert not list((tmp_path / "site" / "pyodide").glob("snapshot-*"))
    boot = (tmp_path / "site" / "pyodide" / "boot.mjs").read_text()
    assert "const SNAPSHOT = null;" in boot  # the page boots as without this module


def test_bytecode_is_compiled_once_and_reused(tmp_path, monkeypatch):
    pyodide, cache = build.npm_package(*build.PYODIDE), tmp_path / "pyc-cache"
    sources = {"pkg/__init__.py": b"", "pkg/mod.py": b"VALUE = 6 * 7\n", "bad.py": b"def (:\n"}
    notes = []
    first = build_bytecode.compile_pycs(sources, notes, pyodide, cache)
    assert set(first) == {"pkg/__init__.py", "pkg/mod.py"}
    assert [
        n for n in notes if n.startswith("no bytecode for bad.py")
    ]  # a syntax error: source only
    monkeypatch.setattr(
        build_bytecode, "NODE", "no-such-node-here"
    )  # from the cache now, no Node needed
    notes = []
    good = {n: s for n, s in sources.items() if n != "bad.py"}
    assert build_bytecode.compile_pycs(good, notes, pyodide, cache) == first
    assert notes == []


def test_pyscript_boot_patches_apply(tmp_path):
    notes: list[str] = []
    build.copy_pyscript(tmp_path / "site", notes)  # PyScript's part of a build, on its own
    assert not [note for note in notes if "PyScript's code changed" in note], notes
    core = "".join(p.read_text() for p in (tmp_path / "site" / "pyscript").glob("core-*.js"))
    assert "import pyscript as _pyscript" not in core
    assert re.search(
        r"if\(\w+&&await \w+\.sync\(\)", core
    )  # the package cache: waited for only with packages


def test_shipped_bytecode_has_no_docstrings_but_keeps_asserts(tmp_path):
    source = b'"""The module."""\ndef f():\n    """The function."""\n    assert False, "kept"\n'
    notes = []
    pycs = build_bytecode.compile_pycs(
        {"m.py": source}, notes, build.npm_package(*build.PYODIDE), tmp_path / "pyc-cache"
    )
    assert notes == [] and set(pycs) == {"m.py"}
    entries = build_bytecode.with_bytecode([("m.py", source)], pycs)
    (tmp_path / "app.zip").write_bytes(build.zip_bytes(entries))
    code = (
        "import json, m\n"
        "try:\n    m.f()\nexcept AssertionError as error:\n    raised = str(error)\n"
        "OUTPUT = json.dumps([m.__doc__, m.f.__doc__, raised, m.__file__])\n"
    )
    (tmp_path / "code.py").write_text(code)
    runner = Path(__file__).parent / "pyodide_runner.mjs"
    done = subprocess.run(
        ["node", str(runner), str(build.npm_package(*build.PYODIDE)), str(tmp_path / "code.py")]
        + [str(tmp_path / "app.zip")],
        input="",
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert json.loads(done.stdout) == [None, None, "kept", "/home/pyodide/app.zip/m.pyc"]
