#!/usr/bin/env python3
"""Bundle the static site into dist/ (standard library only).

    python3 build.py            build dist/ and print a size report
    python3 build.py serve      build, then serve dist/ on http://127.0.0.1:8000
    python3 build.py serve --port 8080 --no-build

Pyodide and PyScript come from their npm packages (``npm pack``) and svg.py from its
wheel (``pip download``); each is fetched once into .cache/ and reused. Nothing in
dist/ points at another origin: the site must work offline and from a classroom LAN.
"""

from __future__ import annotations

import argparse
import base64
import functools
import gzip
import hashlib
import http.server
import io
import json
import re
import shutil
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import build_bytecode
import build_policy
import build_snapshot

ROOT = Path(__file__).resolve().parent
CACHE = ROOT / ".cache"
DIST = ROOT / "dist"

PYODIDE = ("pyodide", "314.0.7")
PYSCRIPT = ("@pyscript/core", "0.7.31")
SVGPY = ("svg.py", "1.10.0")
SEGNO = ("segno", "1.6.6")  # QR codes: py/qr.zip, fetched the first time a code is shown

# The parts of segno that make a code: `import segno` loads these five (the writers
# too, though we draw with svg.py); its command line and helpers stay out.
SEGNO_MODULES = ("__init__", "consts", "encoder", "utils", "writers")

# The runtime files loadPyodide() fetches; the rest of the npm package (typings,
# consoles, source maps, the classic-script build) is not needed by a page.
PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)

# PyScript imports every plugin not switched off with "!name" in the config. We use
# none of them (they pull in xterm, codemirror and TOML chunks); "error" stays on: it
# shows a Python traceback on the page, and its chunk is loaded either way.
PYSCRIPT_PLUGINS_OFF = (
    "codemirror",
    "deprecations-manager",
    "donkey",
    "py-editor",
    "py-game",
    "py-terminal",
)

# Bytecode for Pyodide's Python, shipped beside the sources in the zips: build_bytecode.py.
PYC_CACHE = CACHE / "pyc"
SNAPSHOT_CACHE = CACHE / "snapshot"

SYMBOLS_MARKER = "<!-- build:svg-symbols -->"
HEAD_MARKER = "<!-- build:head -->"
BODY_MARKER = "<!-- build:body -->"
POLICY_MARKER = "<!-- build:policy -->"

# ui/ files the page loads as they are (index.html names them), not from the app's zip:
# the boot watch, PyScript's guard and the Python entry.
UI_FILES = ("boot_watch.js", "pyscript_guard.mjs", "entry.py")

# Absolute URLs that may appear in shipped text because nothing ever fetches them:
# XML namespaces, links inside error messages and docstrings, and MicroPython's
# package installer (PyScript bundles it; it runs only under MicroPython).
INERT_URLS = (
    "http://www.w3.org/2000/svg",
    "http://www.w3.org/1999/xlink",
    "http://www.w3.org/1999/xhtml",
    "http://www.w3.org/XML/1998/namespace",
    "http://0.0.0.0",  # PyScript compares location.href with it, to swap in localhost
    "http://localhost:8000",  # index.html tells a person opening it from disk to serve it
    "https://micropython.org/pi/v2",
    "https://raw.githubusercontent.com/",
    "https://packages.pyscript.net/?q=",
    "https://developer.mozilla.org/en-US/docs/Web/HTML/Element/",
    "https://docs.pyscript.net/latest/faq/#sharedarraybuffer",
    "https://github.com/pyscript/pyscript/issues/257#issuecomment-1119595062",
    "https://pyscript.github.io/docs/2023.11.2/user-guide/workers/",
)
TEXT_SUFFIXES = (".html", ".js", ".mjs", ".css", ".json", ".webmanifest", ".svg", ".py", ".txt")
URL_RE = re.compile(r"""(?:https?|wss?|ftp)://[^\s"'`<>()\\]*""")
LITERAL_HOST_RE = re.compile(
    r"(?:https?|wss?|ftp)://[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*(?::\d+)?(?:[/?#]|$)"
)


# -- fetching, once ------------------------------------------------------------------
def npm_package(name: str, version: str) -> Path:
    """The unpacked ``package/`` folder of an npm package, fetched into .cache/npm."""
    folder = CACHE / "npm" / f"{name.replace('/', '_').lstrip('@')}-{version}"
    if (folder / "package" / "package.json").is_file():
        return folder / "package"
    if folder.exists():  # an interrupted fetch
        shutil.rmtree(folder)
    staging = folder.with_name(folder.name + ".partial")
    shutil.rmtree(staging, ignore_errors=True)
    staging.mkdir(parents=True)
    subprocess.run(
        ["npm", "pack", f"{name}@{version}", "--silent"],
        check=True,
        cwd=staging,
        stdout=subprocess.DEVNULL,
    )
    (tgz,) = staging.glob("*.tgz")
    with tarfile.open(tgz) as archive:
        try:
            archive.extractall(staging, filter="data")
        except TypeError:  # Python before 3.11.4 has no extraction filters
            archive.extractall(staging)
    staging.rename(folder)  # only a complete package ever sits under the final name
    return folder / "package"


def pypi_wheel(project: tuple[str, str]) -> Path:
    """A pure-Python wheel from PyPI (``pip download``), fetched once into .cache/wheels."""
    name, version = project
    folder = CACHE / "wheels"
    pattern = f"{name.replace('.', '_').replace('-', '_')}-{version}-*.whl"
    found = sorted(folder.glob(pattern))
    if found:
        return found[0]
    folder.mkdir(parents=True, exist_ok=True)
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "download",
            "--no-deps",
            "--quiet",
            "-d",
            str(folder),
            f"{name}=={version}",
        ],
        check=True,
    )
    return sorted(folder.glob(pattern))[0]


def svgpy_wheel() -> Path:
    return pypi_wheel(SVGPY)


def segno_wheel() -> Path:
    return pypi_wheel(SEGNO)


# -- small helpers -----------------------------------------------------------------------
def write(path: Path, data: bytes | str) -> None:
    """Write only when the content changed, so unchanged files keep their mtime and
    browsers revalidating them get a cheap 304 after a rebuild."""
    if isinstance(data, str):
        data = data.encode("utf-8")
    path.parent.mkdir(parents=True, exist_ok=True)
    if path.is_file() and path.read_bytes() == data:
        return
    path.write_bytes(data)


def source_files(folder: Path) -> list[Path]:
    """Files under ``folder`` in a stable order, without bytecode caches."""
    return sorted(
        p
        for p in folder.rglob("*")
        if p.is_file() and "__pycache__" not in p.parts and p.suffix not in (".pyc", ".pyo")
    )


def zip_bytes(entries: list[tuple[str, bytes]]) -> bytes:
    """A deterministic zip (fixed timestamps, sorted names): same input, same bytes,
    same service-worker version."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for name, data in sorted(entries):
            info = zipfile.ZipInfo(name, date_time=(2020, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            archive.writestr(info, data, compresslevel=9)
    return buffer.getvalue()


def strip_source_map(text: str) -> str:
    # Maps are not shipped; the comment would only make devtools ask for a 404.
    return re.sub(r"\n?//# sourceMappingURL=\S+\s*$", "\n", text)


def external_urls(text: str) -> list[str]:
    """Absolute URLs with a literal host that are not known to be inert."""
    found = []
    for match in URL_RE.finditer(text):
        url = match.group(0)
        if not LITERAL_HOST_RE.match(url + " ") and not re.fullmatch(
            r"(?:https?|wss?|ftp)://[\w.-]+", url
        ):
            continue  # a bare scheme or a template such as https://${host}
        if not url.startswith(INERT_URLS):
            found.append(url)
    return found


# -- the parts of dist/ ------------------------------------------------------------------
def copy_pyodide(dist: Path) -> None:
    import build_stdlib  # the standard library and lock file cut to what the site uses

    package = npm_package(*PYODIDE)
    trimmed = dict(zip(("python_stdlib.zip", "pyodide-lock.json"), build_stdlib.shipped(package)))
    for name in PYODIDE_FILES:
        data = trimmed[name] if name in trimmed else (package / name).read_bytes()
        if name == "pyodide.mjs":
            text = strip_source_map(data.decode("utf-8"))
            # Packages missing from the local lock file would be fetched from a CDN.
            cdn = "`https://cdn.jsdelivr.net/pyodide/v${U}/full/`"
            text, count = re.subn(
                r"`https://cdn\.jsdelivr\.net/pyodide/v\$\{\w+\}/full/`", "`./pyodide/`", text
            )
            if count != 1:
                raise SystemExit(f"pyodide.mjs changed: expected one CDN fallback like {cdn}")
            data = patch_wasm_loader(text).encode("utf-8")
        write(dist / "pyodide" / name, data)


# Pyodide fetches pyodide.asm.wasm itself, uncompressed. ui/boot.mjs fetches its gzip copy
# instead, inflates and compiles it as it arrives and leaves the compiled module in
# globalThis.pygamesWasm: Pyodide's loader then takes that, and fetches nothing. Without
# these two patches the page would download the wasm twice, so a changed loader stops the
# build.
WASM_LOADER_PATCHES = (
    (
        r'let\{binary:(\w+),response:(\w+)\}=(\w+)\((\w+)\+"pyodide\.asm\.wasm"\)',
        r'let{binary:\1,response:\2}=globalThis.pygamesWasm?{}:\3(\4+"pyodide.asm.wasm")',
    ),
    (
        r"try\{let (\w+);(\w+)\?\1=await WebAssembly\.instantiateStreaming\(\2,(\w+)\)",
        r"try{let \1;if(globalThis.pygamesWasm){let m=await globalThis.pygamesWasm;"
        r"\1={module:m,instance:await WebAssembly.instantiate(m,\3)}}"
        r"else \2?\1=await WebAssembly.instantiateStreaming(\2,\3)",
    ),
)


def patch_wasm_loader(text: str) -> str:
    """pyodide.mjs with WASM_LOADER_PATCHES applied, each exactly once."""
    for pattern, replacement in WASM_LOADER_PATCHES:
        text, count = re.subn(pattern, replacement, text)
        if count != 1:
            raise SystemExit(f"pyodide.mjs changed: its wasm loader no longer matches {pattern}")
    return text


# Large files that compress well, also written as FILE.gz: ui/boot.mjs fetches those and
# inflates them itself, so a host that sends files as they are still sends few bytes.
GZIPPED = ("pyodide/pyodide.asm.wasm",)


def gzip_copy(data: bytes) -> bytes:
    """``data`` gzipped at level 9 with no name or time in the header (same input, same
    bytes), kept in .cache/gzip: the snapshot takes seconds to compress."""
    folder = CACHE / "gzip"
    cached = folder / (hashlib.sha256(data).hexdigest()[:32] + ".gz")
    if cached.is_file():
        return cached.read_bytes()
    packed = gzip.compress(data, compresslevel=9, mtime=0)
    folder.mkdir(parents=True, exist_ok=True)
    partial = cached.with_name(cached.name + ".partial")
    partial.write_bytes(packed)
    partial.replace(cached)
    return packed


def pyscript_chunks(package_dist: Path) -> list[str]:
    """core.js and every chunk it imports statically, plus the plugins left on."""
    core = (package_dist / "core.js").read_text("utf-8")
    wanted, todo = [], ["core.js"]
    main_chunk = re.search(r'from"\./(core-[\w-]+\.js)"', core).group(1)
    main_text = (package_dist / main_chunk).read_text("utf-8")
    start = main_text.index("{codemirror:")  # the plugin table: name:()=>import("./chunk.js")
    plugin_map = main_text[start : main_text.index("};", start)]
    for name, chunk in re.findall(r'"?([\w-]+)"?:\(\)=>import\("\./([\w-]+\.js)"\)', plugin_map):
        if name not in PYSCRIPT_PLUGINS_OFF:
            todo.append(chunk)
    while todo:
        name = todo.pop()
        if name in wanted:
            continue
        wanted.append(name)
        text = (package_dist / name).read_text("utf-8")
        todo.extend(re.findall(r'(?:from|import)\s*"\./([\w-]+\.js)"', text))
    return sorted(wanted)


# Two steps of PyScript's boot that this site does not need, removed from its bundle.
# Each pattern is checked: if a PyScript update changes the code, the build says so
# and ships the chunk unchanged (slower to start, still correct).
PYSCRIPT_BOOT_PATCHES = (
    # PyScript opens its IndexedDB package cache and waits for it before loadPyodide(),
    # but uses it only to install "packages", which this site has none of. The cache
    # still opens (its constructor starts that) and is closed as before; loadPyodide()
    # just no longer waits for it.
    (
        "do not wait for the package cache before loadPyodide()",
        r"(let\{packages:(\w+),index_urls:\w+\}=\w+;.{0,1500}?)if\(await (\w+)\.sync\(\),",
        r"\1if(\2&&await \3.sync(),",
    ),
    # Before the first script, PyScript writes its `pyscript` package to the file system
    # and imports it (about ten modules, html.entities among them): most of its Python
    # start-up time. Our code never imports `pyscript`; the files are still written, so
    # `from pyscript import ...` keeps working, importing it when first asked.
    (
        "do not import the pyscript package before the first script",
        r'(\w+)\.push\("import pyscript as _pyscript"\),\1\.push\(\.\.\.\["_Path","_path","_os","_pyscript"\]',
        r'\1.push(...["_Path","_path","_os"]',
    ),
)


def patch_pyscript_boot(texts: dict[str, str], notes: list[str]) -> dict[str, str]:
    """Apply PYSCRIPT_BOOT_PATCHES to the chunks (name -> text)."""
    for description, pattern, replacement in PYSCRIPT_BOOT_PATCHES:
        count = 0
        for name, text in texts.items():
            texts[name], n = re.subn(pattern, replacement, text, flags=re.S)
            count += n
        if count == 0:
            notes.append(f"PyScript's code changed, not patched: {description}")
    return texts


def copy_pyscript(dist: Path, notes: list[str]) -> list[str]:
    package_dist = npm_package(*PYSCRIPT) / "dist"
    chunks = pyscript_chunks(package_dist)
    texts = {}
    for name in chunks:
        text = strip_source_map((package_dist / name).read_text("utf-8"))
        # The default interpreter URLs point at a CDN. Our config names the local
        # runtime, but make sure no code path can fall back to another origin.
        text = re.sub(
            r"`https://cdn\.jsdelivr\.net/pyodide/v\$\{\w+\}/full/pyodide\.mjs`",
            "`./pyodide/pyodide.mjs`",
            text,
        )
        text = re.sub(
            r"`https://cdn\.jsdelivr\.net/npm/@micropython/[^`]*`",
            "`./micropython/micropython.mjs`",
            text,
        )
        texts[name] = text
    for name, text in patch_pyscript_boot(texts, notes).items():
        write(dist / "pyscript" / name, text)
    write(dist / "pyscript" / "core.css", (package_dist / "core.css").read_bytes())
    return chunks


def svgpy_entries() -> list[tuple[str, bytes]]:
    """svg.py's package (and its licence) from the wheel."""
    entries = []
    with zipfile.ZipFile(svgpy_wheel()) as wheel:
        for name in wheel.namelist():
            if name.startswith("svg/") or name.endswith(".dist-info/LICENSE"):
                entries.append((name, wheel.read(name)))
    return entries


def segno_entries() -> list[tuple[str, bytes]]:
    """segno's modules that make a code (SEGNO_MODULES), and its licence: py/qr.zip.
    Its docstrings and comments hold a few links; the zip is never scanned for URLs,
    and nothing in these modules fetches anything."""
    wanted = {f"segno/{module}.py" for module in SEGNO_MODULES}
    entries = []
    with zipfile.ZipFile(segno_wheel()) as archive:
        for name in archive.namelist():
            if name in wanted or re.fullmatch(r"segno-[^/]+\.dist-info/licenses/LICENSE", name):
                entries.append((name, archive.read(name)))
    missing = wanted - {name for name, _ in entries}
    if missing:
        raise SystemExit(f"segno's wheel has no {', '.join(sorted(missing))}")
    return entries


def registered_games() -> dict:
    """Every game of the registry by id (its manifest), in the registry's order."""
    sys.path.insert(0, str(ROOT))
    try:
        from pygames import GAMES
    finally:
        sys.path.remove(str(ROOT))
    return dict(GAMES)


def game_ids() -> list[str]:
    return sorted(registered_games())


def package_path(manifest) -> str:
    """The game's package as a path inside the zips (``pygames/<id>``)."""
    return manifest.package.replace(".", "/")


# What the app needs of every game before any is opened: its package and manifest.
LISTED = ("__init__.py", "manifest.py")


def app_entries() -> list[tuple[str, bytes]]:
    """pygames/__init__.py, pygames/core/, ui/ and every game's manifest: what every
    page needs."""
    entries = [("pygames/__init__.py", (ROOT / "pygames" / "__init__.py").read_bytes())]
    for folder in (ROOT / "pygames" / "core", ROOT / "ui"):
        for path in source_files(folder):
            if path.suffix in (".css", ".mjs") or path.name in UI_FILES:
                continue  # served as files: ui_stylesheets(), boot_module(), UI_FILES
            entries.append((path.relative_to(ROOT).as_posix(), path.read_bytes()))
    for manifest in registered_games().values():
        for name in LISTED:
            entries.append(
                (f"{package_path(manifest)}/{name}", (manifest.folder / name).read_bytes())
            )
    return entries


def game_entries(game_id: str) -> list[tuple[str, bytes]]:
    """The game's package without what the app zip holds (its manifest), its stylesheet
    (a file of its own), its rules reference and the parts for tests and benchmarks only."""
    from pygames.core.manifest import NOT_SHIPPED, PARTS

    manifest = registered_games()[game_id]
    left_out = {*LISTED, "style.css", "RULES.md", *(PARTS[part] + ".py" for part in NOT_SHIPPED)}
    folder = manifest.folder
    return [
        (f"{package_path(manifest)}/{p.relative_to(folder).as_posix()}", p.read_bytes())
        for p in source_files(folder)
        if p.relative_to(folder).as_posix() not in left_out
    ]


def game_stylesheets() -> dict[str, bytes]:
    """Each game's style.css, served as ``py/games/<id>.css`` and linked when the game
    is first opened (ui/loader.py)."""
    return {
        f"py/games/{game_id}.css": manifest.stylesheet.read_bytes()
        for game_id, manifest in registered_games().items()
        if manifest.stylesheet.is_file()
    }


def ui_stylesheets() -> list[Path]:
    return sorted((ROOT / "ui").glob("*.css")) if (ROOT / "ui").is_dir() else []


def symbol_sheets() -> str:
    """Every svg/*.svg symbol sheet (not the icon), inlined so renderers can
    ``<use href="#id">`` its symbols."""
    sheets = []
    found = sorted((ROOT / "svg").glob("*.svg")) if (ROOT / "svg").is_dir() else []
    for path in (p for p in found if p.name != ICON):
        text = path.read_text("utf-8")
        text = re.sub(r"<\?xml[^>]*\?>|<!DOCTYPE[^>]*>", "", text).strip()
        sheets.append(f"<!-- {path.name} -->\n{text}")
    if not sheets:
        return ""
    # Not display:none: some browsers then drop gradients and clip paths in symbols.
    return (
        '<div class="symbol-sheets" aria-hidden="true" '
        'style="position:absolute;width:0;height:0;overflow:hidden">\n'
        + "\n".join(sheets)
        + "\n</div>"
    )


BOOT_MODULE = ROOT / "ui" / "boot.mjs"
SNAPSHOT_MARKER = "/* build:snapshot */ null"


def boot_module(snapshot: dict | None, gzipped: int = 0) -> str:
    """ui/boot.mjs, PyScript's interpreter: loadPyodide that restores ``snapshot``
    (build_snapshot.make_snapshot's answer), whose gzip copy has ``gzipped`` bytes."""
    text = BOOT_MODULE.read_text("utf-8")
    if SNAPSHOT_MARKER not in text:
        raise SystemExit(f"ui/boot.mjs has no {SNAPSHOT_MARKER} marker")
    about = None
    if snapshot is not None:
        about = {"url": snapshot["path"].name, "bytes": snapshot["bytes"], "gzip": gzipped}
        about["files"] = snapshot["files"]
    return text.replace(SNAPSHOT_MARKER, json.dumps(about))


def pyscript_config() -> dict:
    return {
        "interpreter": "./pyodide/boot.mjs",
        # Written as a file, not unpacked: the entry script imports it in place.
        "files": {"./py/app.zip": "./app.zip"},
        "plugins": [f"!{name}" for name in PYSCRIPT_PLUGINS_OFF],
    }


def mpy_config() -> str:
    """PyScript loads its plugins once per interpreter type it knows, the MicroPython
    type included, using that type's own config; without one it would import every
    plugin chunk. This config only switches them off: no MicroPython script, no
    MicroPython download."""
    return (
        f"<mpy-config hidden>{json.dumps({'plugins': pyscript_config()['plugins']})}</mpy-config>"
    )


def head_links(chunks: list[str], stylesheets: list[str]) -> str:
    """Start every download the boot needs at once, instead of one after another
    as PyScript discovers them (core, config, runtime, wasm, stdlib, app)."""
    lines = [f'<link rel="modulepreload" href="./pyscript/{c}">' for c in chunks if c != "core.js"]
    lines += [
        # Run, not only fetched: it starts Python before PyScript asks (ui/boot.mjs).
        '<script type="module" src="./pyodide/boot.mjs"></script>',
        '<link rel="modulepreload" href="./pyodide/pyodide.mjs">',
        '<link rel="modulepreload" href="./pyodide/pyodide.asm.mjs">',
    ]
    # as=fetch + crossorigin: the same mode and credentials as the fetch() calls of
    # PyScript and Pyodide, so those calls take the preloaded response.
    # Not the wasm: ui/boot.mjs fetches its gzip copy on a first visit, the plain file
    # from the offline copy on later ones; a preload would fetch one of them for nothing.
    for url in (
        "./pyscript.json",
        "./ui/entry.py",
        "./pyodide/python_stdlib.zip",
        "./pyodide/pyodide-lock.json",
        "./py/app.zip",
    ):
        lines.append(f'<link rel="preload" href="{url}" as="fetch" crossorigin>')
    lines += [f'<link rel="stylesheet" href="./{s}">' for s in stylesheets]
    return "\n".join(lines)


# The site's icon (the home screen, the tab): svg/icon.svg, served as icon.svg.
ICON = "icon.svg"

MANIFEST = {
    "name": "pygames",
    "short_name": "pygames",
    "description": "Board games to play offline, in class, and by shared link.",
    "start_url": "./",
    "scope": "./",
    "display": "standalone",
    "background_color": "#f4f1e8",
    "theme_color": "#25507a",
    "icons": [{"src": "icon.svg", "sizes": "any", "type": "image/svg+xml", "purpose": "any"}],
}

SERVICE_WORKER = """\
// Generated by build.py: precaches every file of this build, then serves cache first,
// so the site keeps working with the server gone. A new build has a new VERSION, so
// the browser installs it and the old cache is dropped.
const VERSION = "%(version)s";
const CACHE = "pygames-" + VERSION;
// [name, its SHA-256 as the fetch integrity option wants it, and for a file a first visit
// fetches as a gzip copy (ui/boot.mjs): that copy's name and hash].
const ASSETS = %(assets)s;

const SCOPE = new URL(self.registration.scope);

self.addEventListener("install", (event) => {
  // Browsers with static routes (Chrome 123+) answer requests for this build's files
  // from its cache themselves, without starting this worker for every page load and
  // passing each file through it: a reload then starts as fast as from the HTTP cache.
  // Anything not in the cache goes to the network; requests with a query (?botdelay=0)
  // still reach the fetch handler below, which knows they all mean index.html.
  const routed = event.addRoutes ? event.addRoutes([{
    condition: { urlPattern: new URLPattern({ pathname: SCOPE.pathname + "*", search: "" }), requestMethod: "GET" },
    source: { cacheName: CACHE },
  }]).catch((error) => console.warn("static routes unavailable:", error)) : null;
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    const open = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
    const pages = [...new Set(open.map((client) => client.url.split("#")[0]))];
    try {
      await Promise.all(ASSETS.map((asset) => keep(cache, asset, pages)));
    } catch (error) {
      await caches.delete(CACHE);
      throw error;
    }
    // The address people open is the folder, not index.html: the static route looks
    // the request up as it is.
    await cache.put(SCOPE.href, await cache.match("index.html"));
    await routed;
    await self.skipWaiting();
  })());
});

// Put one file of this build in the cache: an earlier build's copy if it is the same
// file, else inflated from the gzip copy the page fetched, else what the page fetched.
async function keep(cache, [name, integrity, gzip], pages) {
  const same = await earlier(name, integrity);
  if (same) return cache.put(name, same);
  if (gzip && typeof DecompressionStream === "function") {
    const packed = await once([gzip[0]], gzip[1]);
    const body = packed.headers.get("Content-Encoding")
      ? packed.body
      : packed.body.pipeThrough(new DecompressionStream("gzip"));
    const type = name.endsWith(".wasm") ? "application/wasm" : "application/octet-stream";
    return cache.put(name, new Response(body, { headers: { "Content-Type": type } }));
  }
  // index.html is what the open pages' addresses (the folder, ?botdelay=0) answered.
  return cache.put(name, await once(name === "index.html" ? [...pages, name] : [name], integrity));
}

// ``name`` as an earlier build's offline copy holds it, if its SHA-256 is this build's:
// a new build downloads only the files it changed.
async function earlier(name, integrity) {
  for (const key of await caches.keys()) {
    if (!key.startsWith("pygames-") || key === CACHE) continue;
    const hit = await (await caches.open(key)).match(name);
    if (!hit) continue;
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", await hit.clone().arrayBuffer()));
    if ("sha256-" + btoa(String.fromCharCode(...digest)) === integrity) return hit;
  }
  return null;
}

// A file this build shipped, downloaded at most once: the page registers this worker
// once it is ready, so what the page fetched is in the browser's HTTP cache. It is taken
// from there as long as its hash is this build's, else from the network. Of several
// addresses for one file, the first ones are only looked up in that cache.
async function once(urls, integrity) {
  for (const url of urls.slice(0, -1)) {
    try {
      return await fetch(url, { cache: "only-if-cached", mode: "same-origin", integrity });
    } catch (error) {
      /* not cached, or not this build's: the next */
    }
  }
  const url = urls[urls.length - 1];
  try {
    return await fetch(url, { cache: "force-cache", integrity });
  } catch (error) {
    return fetch(url, { cache: "reload", integrity });
  }
}

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key.startsWith("pygames-") && key !== CACHE) await caches.delete(key);
    }
    await self.clients.claim();
  })());
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== SCOPE.origin) return;
  const path = url.pathname.slice(SCOPE.pathname.length);
  // Every page of the app is index.html; its query (?botdelay=0) and fragment
  // (#play=...) are read by the page itself.
  const page = request.mode === "navigate" && (path === "" || path === "index.html");
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const hit = await cache.match(page ? "index.html" : request);
    return hit || fetch(request);
  })());
});
"""


def integrity(data: bytes) -> str:
    """``data``'s SHA-256 in the form of the fetch integrity option."""
    return "sha256-" + base64.b64encode(hashlib.sha256(data).digest()).decode("ascii")


def service_worker(dist: Path) -> str:
    # Not the memory snapshot: ui/boot.mjs keeps it in a cache of its own, fetched after
    # ready, and boot.mjs (precached) names it. Not the compressed copies either: the
    # worker keeps the files they inflate to.
    names = sorted(
        p.relative_to(dist).as_posix()
        for p in dist.rglob("*")
        if p.is_file()
        and p.name != "sw.js"
        and not p.name.startswith("snapshot-")
        and p.suffix not in (".gz", ".br")
    )
    digest = hashlib.sha256()
    assets = []
    for name in names:
        data = (dist / name).read_bytes()
        digest.update(name.encode() + b"\0" + data + b"\0")
        asset = [name, integrity(data)]
        if name in GZIPPED:
            asset.append([name + ".gz", integrity((dist / (name + ".gz")).read_bytes())])
        assets.append(asset)
    return SERVICE_WORKER % {
        "version": digest.hexdigest()[:16],
        "assets": "[\n" + ",\n".join("  " + json.dumps(a) for a in assets) + "\n]",
    }


# -- the build -----------------------------------------------------------------------------
def build(dist: Path = DIST, quiet: bool = False, bytecode: bool = True) -> dict:
    """Write dist/; return the size report (bytes per part). ``bytecode=False`` ships
    sources only (the page then compiles every module at start)."""
    dist.mkdir(parents=True, exist_ok=True)

    notes: list[str] = []  # what could not be done; printed, the build still works
    copy_pyodide(dist)
    chunks = copy_pyscript(dist, notes)

    svg_entries = svgpy_entries()
    games = game_ids()
    zips = {"py/app.zip": app_entries() + svg_entries}
    zips.update({f"py/games/{g}.zip": game_entries(g) for g in games})
    zips["py/qr.zip"] = segno_entries()
    sources = {n: d for entries in zips.values() for n, d in entries if n.endswith(".py")}
    pycs = (
        build_bytecode.compile_pycs(sources, notes, npm_package(*PYODIDE), PYC_CACHE)
        if bytecode
        else {}
    )
    for rel, entries in zips.items():
        write(dist / rel, zip_bytes(build_bytecode.with_bytecode(entries, pycs)))
    snapshot = build_snapshot.make_snapshot(
        (dist / "py" / "app.zip").read_bytes(), npm_package(*PYODIDE), SNAPSHOT_CACHE, notes
    )
    gzipped = 0
    if snapshot is not None:
        for made in (snapshot["path"], snapshot["compressed"]):
            write(dist / "pyodide" / made.name, made.read_bytes())
        packed = gzip_copy(snapshot["path"].read_bytes())
        write(dist / "pyodide" / (snapshot["path"].name + ".gz"), packed)
        gzipped = len(packed)
    for rel in GZIPPED:
        write(dist / (rel + ".gz"), gzip_copy((dist / rel).read_bytes()))
    write(dist / "pyodide" / "boot.mjs", boot_module(snapshot, gzipped))

    for rel, data in game_stylesheets().items():
        write(dist / rel, data)
    stylesheets = []
    for sheet in ui_stylesheets():
        stylesheets.append(f"ui/{sheet.name}")
        write(dist / "ui" / sheet.name, sheet.read_bytes())

    for name in UI_FILES:
        write(dist / "ui" / name, (ROOT / "ui" / name).read_bytes())

    template = (ROOT / "index.html").read_text("utf-8")
    for marker in (POLICY_MARKER, HEAD_MARKER, BODY_MARKER, SYMBOLS_MARKER):
        if marker not in template:
            raise SystemExit(f"index.html has no {marker} marker")
    page = template.replace(POLICY_MARKER, build_policy.meta_tag())
    page = page.replace(HEAD_MARKER, head_links(chunks, stylesheets))
    page = page.replace(BODY_MARKER, mpy_config())
    page = page.replace(SYMBOLS_MARKER, symbol_sheets())
    write(dist / "index.html", page)

    write(dist / "pyscript.json", json.dumps(pyscript_config(), indent=2) + "\n")
    write(dist / "manifest.webmanifest", json.dumps(MANIFEST, indent=2) + "\n")
    write(dist / ICON, (ROOT / "svg" / ICON).read_bytes())

    expected = {f"pyodide/{n}" for n in PYODIDE_FILES} | {f"pyscript/{c}" for c in chunks}
    expected |= {"pyodide/boot.mjs", *(rel + ".gz" for rel in GZIPPED)}
    if snapshot is not None:
        expected |= {f"pyodide/{snapshot[k].name}" for k in ("path", "compressed")}
        expected.add(f"pyodide/{snapshot['path'].name}.gz")
    expected |= (
        {
            "pyscript/core.css",
            "py/app.zip",
            "py/qr.zip",
            "index.html",
            "pyscript.json",
            "manifest.webmanifest",
            "icon.svg",
            "sw.js",
        }
        | set(stylesheets)
        | {f"ui/{name}" for name in UI_FILES}
    )
    expected |= {f"py/games/{g}.zip" for g in games} | set(game_stylesheets())
    for path in sorted(dist.rglob("*"), reverse=True):  # leftovers of older builds
        rel = path.relative_to(dist).as_posix()
        if path.is_file() and rel not in expected:
            path.unlink()
        elif path.is_dir() and not any(path.iterdir()):
            path.rmdir()
    write(dist / "sw.js", service_worker(dist))

    problems = check_no_external_urls(dist)
    if problems:
        raise SystemExit("dist/ refers to other origins:\n" + "\n".join(problems))
    report = size_report(dist, games, svg_entries, page, template)
    if not quiet:
        print_report(report, dist)
    for note in notes:  # printed even when quiet: a site without bytecode starts slower
        print(f"note: {note}", file=sys.stderr)
    return report


def check_no_external_urls(dist: Path) -> list[str]:
    problems = []
    for path in sorted(dist.rglob("*")):
        if path.is_file() and path.suffix in TEXT_SUFFIXES:
            for url in external_urls(path.read_text("utf-8", errors="replace")):
                problems.append(f"{path.relative_to(dist)}: {url}")
    return problems


def size_report(dist: Path, games: list[str], svg_entries, page: str, template: str) -> dict:
    def size(rel: str) -> int:
        return (dist / rel).stat().st_size

    def folder(rel: str) -> int:
        return sum(p.stat().st_size for p in (dist / rel).rglob("*") if p.is_file())

    with zipfile.ZipFile(dist / "py" / "app.zip") as archive:

        def part(names) -> int:  # compressed data plus local and central headers
            return sum(archive.getinfo(n).compress_size + 30 + 46 + 2 * len(n) for n in names)

        svg_names = {name for name, _ in svg_entries}
        svg_part = part(n for n in archive.namelist() if n in svg_names or n.startswith("svg/"))
        pyc_part = part(
            n for n in archive.namelist() if n.endswith(".pyc") and not n.startswith("svg/")
        )
    art = len(page.encode()) - len(template.replace(SYMBOLS_MARKER, "").encode()) + size("icon.svg")
    snapshots = sorted((dist / "pyodide").glob("snapshot-*"))
    copies = [dist / (rel + ".gz") for rel in GZIPPED]
    report = {
        "pyodide runtime": folder("pyodide") - sum(p.stat().st_size for p in snapshots + copies),
        "pyscript": folder("pyscript"),
        "app code (app.zip without svg.py)": size("py/app.zip") - svg_part - pyc_part,
        "app bytecode (in app.zip)": pyc_part,
        "svg.py with bytecode (in app.zip)": svg_part,
    }
    for game_id in games:
        report[f"game {game_id}"] = size(f"py/games/{game_id}.zip")
    report["segno with bytecode (py/qr.zip)"] = size("py/qr.zip")
    for path in copies:  # what a first visit fetches in its place
        report[f"{path.name} (gzip copy)"] = path.stat().st_size
    kinds = {".br": "brotli copy", ".gz": "gzip copy", ".bin": "inflated"}
    for path in snapshots:
        report[f"memory snapshot ({kinds[path.suffix]})"] = path.stat().st_size
    report["art (inlined svg + icon)"] = art
    report["shell (html, config, sw, manifest, css)"] = (
        sum(size(n) for n in ("index.html", "pyscript.json", "sw.js", "manifest.webmanifest"))
        + (folder("ui") if (dist / "ui").is_dir() else 0)
        - (art - size("icon.svg"))
    )
    report["total"] = folder(".")
    return report


def print_report(report: dict, dist: Path) -> None:
    print(f"built {dist}")
    for part, count in report.items():
        print(f"  {part:<42} {count:>11,} bytes")


# -- serving ----------------------------------------------------------------------------------
class PlainHandler(http.server.SimpleHTTPRequestHandler):
    """dist/ as most static hosts serve it (``python3 -m http.server`` does the same):
    every file as it is, no cache headers of our own, no compression negotiated."""

    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".wasm": "application/wasm",
        ".webmanifest": "application/manifest+json",
        ".svg": "image/svg+xml",
        ".json": "application/json",
        ".zip": "application/zip",
        ".bin": "application/octet-stream",
    }

    def log_message(self, format, *args):  # noqa: A002 - the base class's name
        pass


class StaticHandler(PlainHandler):
    """dist/ as a host that serves precompressed files: PlainHandler, plus FILE.br in
    place of FILE where the browser accepts br."""

    def send_head(self):
        """A file with a brotli copy beside it (FILE.br: the memory snapshot) is sent
        as that copy with Content-Encoding: br to a browser that accepts it, as a host
        serving precompressed files does. Anything else as the base class does."""
        path = Path(self.translate_path(self.path))
        compressed = path.with_name(path.name + ".br")
        accepted = self.headers.get("Accept-Encoding", "")
        if "br" not in [part.split(";")[0].strip() for part in accepted.split(",")]:
            return super().send_head()
        if not (path.is_file() and compressed.is_file()) or "Range" in self.headers:
            return super().send_head()
        file = compressed.open("rb")
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(str(path)))
        self.send_header("Content-Encoding", "br")
        self.send_header("Content-Length", str(compressed.stat().st_size))
        self.send_header("Vary", "Accept-Encoding")
        self.send_header("Last-Modified", self.date_time_string(int(path.stat().st_mtime)))
        self.end_headers()
        return file


class StaticServer(http.server.ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True


def make_server(
    dist: Path = DIST, host: str = "127.0.0.1", port: int = 8000, handler=StaticHandler
):
    """A threaded server for ``dist``; port 0 picks a free one (see server_address)."""
    return StaticServer((host, port), functools.partial(handler, directory=str(dist)))


def serve(port: int, dist: Path = DIST, plain: bool = False) -> None:
    server = make_server(dist, "127.0.0.1", port, handler=PlainHandler if plain else StaticHandler)
    host, port = server.server_address[:2]
    print(f"serving {dist} at http://{host}:{port}/  (Ctrl+C stops)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="build.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("command", nargs="?", choices=("build", "serve"), default="build")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--no-build", action="store_true", help="serve the dist/ already there")
    parser.add_argument(
        "--no-bytecode", action="store_true", help="ship sources only (no .pyc in the zips)"
    )
    parser.add_argument("--dist", type=Path, default=DIST, help="where to build (default: dist/)")
    parser.add_argument(
        "--plain",
        action="store_true",
        help="serve every file as it is, as most static hosts do (no br negotiated)",
    )
    args = parser.parse_args(argv)
    if not args.no_build:
        build(args.dist, bytecode=not args.no_bytecode)
    if args.command == "serve":
        serve(args.port, args.dist, plain=args.plain)
    return 0


if __name__ == "__main__":
    sys.exit(main())
