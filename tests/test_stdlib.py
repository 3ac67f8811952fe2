"""The standard library the site ships (build_stdlib.py): it holds every module our
shipped sources import, it is a smaller copy of Pyodide's, made the same each time, and
Pyodide boots from it and plays every game under Node."""

from __future__ import annotations

import ast
import io
import json
import re
import subprocess
import zipfile
from pathlib import Path

import build
import build_stdlib

HERE = Path(__file__).resolve().parent


def pyodide_package() -> Path:
    return build.npm_package(*build.PYODIDE)


def stdlib_modules(data: bytes) -> dict[str, bytes]:
    """Dotted module name -> source, of a standard library zip."""
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        return {
            n[:-3].replace("/", ".").removesuffix(".__init__"): archive.read(n)
            for n in archive.namelist()
            if n.endswith(".py")
        }


def imports_of(source: str) -> set[str]:
    """Every module name an import statement of ``source`` names (at any depth), with
    its packages, and ``m.n`` for ``from m import n``; relative imports are ours."""
    flags = ast.PyCF_ONLY_AST | ast.PyCF_ALLOW_TOP_LEVEL_AWAIT
    found = set()
    for node in ast.walk(compile(source, "<source>", "exec", flags=flags)):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0:
            names = [node.module] + [f"{node.module}.{alias.name}" for alias in node.names]
        else:
            continue
        for name in names:
            parts = name.split(".")
            found.update(".".join(parts[:n]) for n in range(1, len(parts) + 1))
    return found


def shipped_sources() -> dict[str, str]:
    """Every Python source the site ships (our zips), and the entry script (ui/entry.py)."""
    entries = build.app_entries() + build.svgpy_entries() + build.segno_entries()
    for game_id in build.game_ids():
        entries += build.game_entries(game_id)
    sources = {name: data.decode("utf-8") for name, data in entries if name.endswith(".py")}
    sources["ui/entry.py"] = (build.ROOT / "ui" / "entry.py").read_text("utf-8")
    return sources


# Imported inside library functions the site never calls, so left out.
NEVER_CALLED = {
    "segno/__init__.py": {"webbrowser"},  # QRCode.show(): opens a desktop browser
    "segno/writers.py": {"ctypes"},  # write_terminal_win(): a Windows console
}


def test_every_standard_module_the_shipped_sources_import_is_kept():
    original = stdlib_modules((pyodide_package() / "python_stdlib.zip").read_bytes())
    kept = stdlib_modules(build_stdlib.shipped(pyodide_package())[0])
    sources = shipped_sources()
    assert len(sources) > 200 and "segno/writers.py" in sources and "svg/_types.py" in sources
    missing = {
        f"{module} (imported by {name})"
        for name, source in sources.items()
        for module in imports_of(source)
        if module in original and module not in kept and module not in NEVER_CALLED.get(name, set())
    }
    assert not missing, sorted(missing)


def test_the_standard_library_is_a_smaller_copy_of_pyodides():
    package = pyodide_package()
    original = stdlib_modules((package / "python_stdlib.zip").read_bytes())
    stdlib, lock = build_stdlib.shipped(package)
    kept = stdlib_modules(stdlib)
    assert len(stdlib) < 0.6 * (package / "python_stdlib.zip").stat().st_size
    assert all(kept[name] == original[name] for name in kept)  # each module unchanged
    # Pyodide's start and what the page leans on are there; what it never uses is not.
    assert {"site", "_pyodide._importhook", "pyodide.ffi", "asyncio", "traceback"} <= set(kept)
    assert not {"unittest", "pdb", "multiprocessing", "_pyrepl", "email.mime"} & set(kept)
    info = json.loads((package / "pyodide-lock.json").read_bytes())["info"]
    assert json.loads(lock) == {"info": info, "packages": {}}


def test_the_standard_library_is_made_the_same_each_time():
    package = pyodide_package()
    first = build_stdlib.shipped(package)
    build_stdlib.shipped.cache_clear()
    again = build_stdlib.shipped(package)
    assert first == again
    original = (package / "python_stdlib.zip").read_bytes()
    roots = build_stdlib.our_imports() | set(build_stdlib.BOOT)
    assert build_stdlib.trim_stdlib(original, roots) == build_stdlib.trim_stdlib(
        original, set(sorted(roots, reverse=True))
    )


def test_the_site_ships_the_standard_library_its_snapshot_was_made_with(dist):
    stdlib = (dist / "pyodide" / "python_stdlib.zip").read_bytes()
    assert (stdlib, (dist / "pyodide" / "pyodide-lock.json").read_bytes()) == (
        build_stdlib.shipped(pyodide_package())
    )
    boot = (dist / "pyodide" / "boot.mjs").read_text("utf-8")
    snapshot = json.loads(re.search(r"const SNAPSHOT = (\{.*\});", boot)[1])
    assert snapshot["files"] == {"/lib/python314.zip": len(stdlib)}


# Run under Node by tests/pyodide_runner.mjs with dist/pyodide (the trimmed standard
# library and lock file) and every zip of dist/py: INPUT is the zip's size.
PLAY = """
import importlib, importlib.util, json, os, sys, zipfile
import js

stdlib = next(p for p in sys.path if p.startswith("/lib/") and p.endswith(".zip"))
assert os.path.getsize(stdlib) == int(INPUT), "not the trimmed standard library"
assert importlib.util.find_spec("unittest") is None
for name in ("document", "window", "navigator", "location", "localStorage"):
    setattr(js, name, js.Object.new())  # the page's globals, which modules only name

def modules(path):
    with zipfile.ZipFile(path) as archive:
        names = [n[:-3].replace("/", ".") for n in archive.namelist() if n.endswith(".py")]
    return sorted(n.removesuffix(".__init__") for n in names)

for name in modules("/home/pyodide/app.zip"):
    importlib.import_module(name)

from pygames import GAMES
from pygames.core.messages import set_current_language
from pygames.core.record import Seat
from ui import pages, qr, rules_help, table_view
from ui.session import Table

played = {}
for game_id, manifest in GAMES.items():
    for name in modules(f"/home/pyodide/py/games/{game_id}.zip"):
        importlib.import_module(name)
    spec = manifest.spec
    for lang in ("en", "zh-TW", "ja"):
        pages.help_page(spec, rules_help.help_html(game_id, lang))  # pictures too
    players = min(max(spec.min_players, 3), spec.max_players)
    kinds = ["bot:greedy"] + ["bot:random"] * (players - 1)
    table = Table.new(game_id, [Seat(f"P{n}", kind) for n, kind in enumerate(kinds)], {}, 7)
    while not table.is_over():
        if table.moves % 10 == 0:
            set_current_language(["en", "ja", "zh-TW"][table.moves // 10 % 3])
            table_view.parts(table, table_view.TableScreen(mode="local", shown_seat=None))
        table.bot_step()
    set_current_language("en")
    table_view.parts(table, table_view.TableScreen(mode="local", shown_seat=None))
    manifest.export().export_position(table.record, table.state)
    played[game_id] = [table.moves, table.result() is not None, len(table.share_text())]
qr.qr_svg("https://example.org/#play=" + "x" * 200, "code")
OUTPUT = json.dumps(played)
"""


def test_pyodide_boots_from_it_and_plays_every_game(dist, tmp_path):
    code = tmp_path / "play.py"
    code.write_text(PLAY, encoding="utf-8")
    py = dist / "py"
    archives = [py / "app.zip", *sorted((py / "games").glob("*.zip")), py / "qr.zip"]
    done = subprocess.run(
        ["node", str(HERE / "pyodide_runner.mjs"), str(dist / "pyodide"), str(code)]
        + [str(path) for path in archives],
        input=str((dist / "pyodide" / "python_stdlib.zip").stat().st_size),
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    played = json.loads(done.stdout)
    assert set(played) == set(build.game_ids())
    for game_id, (moves, over, share) in played.items():
        assert moves > 10 and over and share > 0, game_id
