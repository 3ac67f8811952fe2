"""The memory snapshot the page restores instead of starting Python (used by build.py;
standard library only).

A page that boots Pyodide runs its start-up, then imports our modules: about as long
again as the runtime's own start. Pyodide can instead restore a copy of its memory
taken once those imports are done. The build makes that copy under Node, with the same
pinned Pyodide, by importing the very ``app.zip`` the site ships from the path the page
imports it from; ``ui/boot.mjs`` restores it (``pyodide/boot.mjs`` in dist/).

What a snapshot holds and what it does not:
- the whole wasm heap (about 30 MiB): every module imported, ``random``'s state (the
  page reseeds it), the hash seed (fixed, 0, so that two builds are byte for byte
  alike), ``os.environ``;
- not the virtual disk: ``app.zip`` must still be written at the same path at boot, and
  the standard library's zip must be the one the site ships (``build_stdlib.py``: the
  heap holds zipimport's directory of it), which the builder loads Pyodide with;
- JS objects only as paths from ``globalThis`` (``from js import document``). Anything
  *read* from the page at import time would be frozen into every visitor's copy, so the
  builder puts placeholders there that throw on any use: the build then fails, loudly.

The snapshot is named by a hash of everything it is made from, kept in
``.cache/snapshot/`` under that name, and rebuilt only when one of them changes.
"""

from __future__ import annotations

import hashlib
import io
import json
import os
import tempfile
import zipfile
from pathlib import Path

import build_bytecode
import build_stdlib

NODE = "node"
APP_ZIP = "/home/pyodide/app.zip"  # where pyscript.json writes py/app.zip on the page
# Imported in the snapshot although the start screen does not need them: every module
# app.zip holds (a table, svg.py, presenter mode, ...), and what reading an encoded link
# imports. A restored page then imports nothing of ours before a game's own zip.
WARM_MODULES = ("urllib.parse",)
# Globals a module might read at import time; the builder makes each throw on use.
PAGE_GLOBALS = (
    "document",
    "window",
    "navigator",
    "location",
    "history",
    "localStorage",
    "sessionStorage",
    "indexedDB",
    "caches",
)

MAKE_JS = r"""
import { readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants } from "node:zlib";
const [indexURL, appZip, jobFile, outFile] = process.argv.slice(1);
const job = JSON.parse(readFileSync(jobFile, "utf8"));
const { loadPyodide } = await import(pathToFileURL(indexURL + "pyodide.mjs").href);
// The same build, the same bytes: the heap keeps random state (mimalloc's, seeded from
// crypto.getRandomValues) and clock readings (file times, import caches). The builder
// gives both a fixed course; the page's random module is reseeded after a restore.
let state = 0x9e3779b9;
const next = () => ((state = (Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0));
const fixedCrypto = {
  getRandomValues(view) {
    const bytes = new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
    for (let i = 0; i < bytes.length; i++) bytes[i] = next() & 0xff;
    return view;
  },
};
Object.defineProperty(globalThis, "crypto", { value: fixedCrypto, configurable: true });
let ticks = 0;
const EPOCH_MS = Date.UTC(2020, 0, 1);
Date.now = () => EPOCH_MS + ticks++;
performance.now = () => ticks++;
const say = (line) => process.stderr.write(line + "\n");
const pyodide = await loadPyodide({
  indexURL, stdLibURL: job.stdlib, lockFileURL: job.lock, stdout: say, stderr: say,
  _makeSnapshot: true, env: { PYTHONHASHSEED: "0" },
});
// After loadPyodide, which reads navigator itself: from here on, any use of a page
// global is a module reading the page at import time.
const placeholder = (name) => new Proxy(function () {}, {
  get(target, key) {
    if (typeof key === "symbol" || key === "then") return undefined;  // Pyodide's own probes
    throw new Error(`a module read ${name}.${String(key)} at import time`);
  },
  set(target, key) { throw new Error(`a module set ${name}.${String(key)} at import time`); },
  apply() { throw new Error(`a module called ${name}() at import time`); },
  construct() { throw new Error(`a module constructed ${name} at import time`); },
  has() { return false; },
});
for (const name of job.page_globals) {
  Object.defineProperty(globalThis, name, { value: placeholder(name), configurable: true });
}
pyodide.FS.writeFile(job.app_zip, new Uint8Array(readFileSync(appZip)));
pyodide.globals.set("JOB", JSON.stringify(job));
let imported;
try {
  imported = pyodide.runPython(job.code);
} catch (error) {  // the Python traceback, without Node's excerpt of minified code
  process.stderr.write(String((error && error.message) || error).trim() + "\n");
  process.exit(1);
}
const snapshot = pyodide.makeMemorySnapshot();
writeFileSync(outFile, snapshot);
// Served as Content-Encoding: br where the host can (build.StaticHandler does): quality
// 9 with a 16 MiB window makes 5.3 MB of 31 in seconds; quality 11, 4.6 MB in a minute.
writeFileSync(outFile + ".br", brotliCompressSync(snapshot, { params: {
  [constants.BROTLI_PARAM_QUALITY]: 9,
  [constants.BROTLI_PARAM_LGWIN]: 24,
  [constants.BROTLI_PARAM_SIZE_HINT]: snapshot.length,
} }));
process.stdout.write(JSON.stringify({ ...imported.toJs({ dict_converter: Object.fromEntries }), bytes: snapshot.length }));
"""

# What the entry (ui/entry.py) does, without running main(); then what makes two builds alike.
MAKE_PY = r"""
def _make(job):
    import gc, importlib, os, random, sys
    sys.dont_write_bytecode = True
    sys.path.insert(0, job["app_zip"])
    importlib.import_module("ui.main")
    for name in job["warm_modules"]:
        importlib.import_module(name)
    random.seed(0)
    # Files the restored heap relies on that the page writes anew at every boot: the
    # standard library's zip (its directory is cached in the heap). ui/boot.mjs checks
    # them after a restore and boots plainly if one is missing.
    stdlib = [p for p in sys.path if p.startswith("/lib/") and p.endswith(".zip")]
    return {"modules": len(sys.modules), "files": {p: os.path.getsize(p) for p in stdlib}}

import json
_imported = _make(json.loads(JOB))
del _make, JOB, json  # the page's scripts run in these globals
import gc
gc.collect()
del gc
globals().pop("_imported")
"""


def snapshot_key(pyodide: Path, app_zip: bytes) -> str:
    """A hash of what the snapshot is made from: the runtime (with the standard library
    and lock file the site ships), our code, this builder."""
    digest = hashlib.sha256()
    for part in (
        (pyodide / "package.json").read_bytes(),
        (pyodide / "pyodide.asm.wasm").read_bytes(),
        *build_stdlib.shipped(pyodide),
        app_zip,
        MAKE_JS.encode(),
        MAKE_PY.encode(),
        json.dumps([APP_ZIP, WARM_MODULES, PAGE_GLOBALS, str(fixed_index(pyodide))]).encode(),
    ):
        digest.update(hashlib.sha256(part).digest())
    return digest.hexdigest()[:16]


def make_snapshot(app_zip: bytes, pyodide: Path, cache: Path, notes: list[str]) -> dict | None:
    """The snapshot for ``app_zip`` (made, or found in ``cache``): {"path": its file,
    "compressed": the same with brotli, "bytes": its size, "files": {path on the page's
    disk: size}}; or None with a note when it cannot be made: the page then always
    boots without one."""
    path = cache / f"snapshot-{snapshot_key(pyodide, app_zip)}.bin"
    about, compressed = path.with_suffix(".json"), path.with_name(path.name + ".br")
    if not (path.is_file() and compressed.is_file() and about.is_file()):
        cache.mkdir(parents=True, exist_ok=True)
        partial = path.with_name(f"{path.name}.{os.getpid()}.partial")
        partial_br = partial.with_name(partial.name + ".br")
        answer = run_builder(app_zip, pyodide, partial, notes)
        if answer is None:
            partial.unlink(missing_ok=True)
            partial_br.unlink(missing_ok=True)
            return None
        about.write_text(json.dumps({"bytes": answer["bytes"], "files": answer["files"]}))
        partial_br.replace(compressed)
        partial.replace(path)  # builds running at once never read half a file
        prune(cache, keep=KEEP_IN_CACHE)
    return {"path": path, "compressed": compressed, **json.loads(about.read_text())}


KEEP_IN_CACHE = 4  # snapshots are 36 MB with their brotli copy: keep the newest few


def prune(cache: Path, keep: int) -> None:
    """Remove all but the ``keep`` newest snapshots (and their files) from ``cache``."""
    made = sorted(cache.glob("snapshot-*.bin"), key=lambda p: p.stat().st_mtime, reverse=True)
    for old in made[keep:]:
        for path in (old, old.with_suffix(".json"), old.with_name(old.name + ".br")):
            path.unlink(missing_ok=True)


def modules_of(app_zip: bytes) -> list[str]:
    """The dotted names of the modules in ``app_zip``, packages before their modules."""
    with zipfile.ZipFile(io.BytesIO(app_zip)) as archive:
        names = [n[:-3].replace("/", ".") for n in archive.namelist() if n.endswith(".py")]
    return sorted(n.removesuffix(".__init__") for n in names)


def fixed_index(pyodide: Path) -> Path:
    """The Pyodide package under a path that does not depend on where this checkout is:
    Pyodide keeps its index path in the heap (several copies), so a snapshot made from
    ``/a/.cache/...`` would differ from one made from ``/b/.cache/...`` in every byte
    after the first. A symlink in the temporary folder, named by the package's version."""
    version = json.loads((pyodide / "package.json").read_text())["version"]
    link = Path(tempfile.gettempdir()) / f"pygames-pyodide-{version}"
    if not (link.is_symlink() and link.resolve() == pyodide.resolve()):
        partial = link.with_name(f"{link.name}.{os.getpid()}.partial")
        partial.unlink(missing_ok=True)
        partial.symlink_to(pyodide.resolve(), target_is_directory=True)
        partial.replace(link)  # builds from two checkouts never see half a link
    return link


def fixed_stdlib(pyodide: Path) -> Path:
    """A folder holding the standard library and lock file the site ships, under a path
    named by their contents: Pyodide keeps the standard library's path in the heap, so a
    new temporary folder would make every build's snapshot differ."""
    stdlib, lock = build_stdlib.shipped(pyodide)
    digest = hashlib.sha256(stdlib + lock).hexdigest()[:16]
    folder = Path(tempfile.gettempdir()) / f"pygames-stdlib-{digest}"
    folder.mkdir(exist_ok=True)
    for name, data in (("python_stdlib.zip", stdlib), ("pyodide-lock.json", lock)):
        path = folder / name
        if not (path.is_file() and path.read_bytes() == data):
            partial = path.with_name(f"{name}.{os.getpid()}.partial")
            partial.write_bytes(data)
            partial.replace(path)  # builds running at once never read half a file
    return folder


def run_builder(app_zip: bytes, pyodide: Path, out: Path, notes: list[str]) -> dict | None:
    """Run MAKE_JS under Node; its answer ({bytes, modules, files}), or None with a note."""
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        (folder / "app.zip").write_bytes(app_zip)
        shipped = fixed_stdlib(pyodide)
        job = {
            "stdlib": str(shipped / "python_stdlib.zip"),
            "lock": str(shipped / "pyodide-lock.json"),
            "app_zip": APP_ZIP,
            "warm_modules": list(WARM_MODULES) + modules_of(app_zip),
            "page_globals": list(PAGE_GLOBALS),
            "code": MAKE_PY,
        }
        (folder / "job.json").write_text(json.dumps(job))
        index = fixed_index(pyodide)
        args = [f"{index}/", str(folder / "app.zip"), str(folder / "job.json"), str(out)]
        env = {**os.environ, "TZ": "UTC"}  # time.timezone is frozen in the heap
        return build_bytecode.run_node(NODE, MAKE_JS, args, "memory snapshot", notes, env=env)
