// PyScript's interpreter (pyscript.json "interpreter": "./pyodide/boot.mjs"): Pyodide's
// own loadPyodide, wrapped to restore the memory snapshot that build_snapshot.py made,
// with our modules already imported. build.py writes this file beside pyodide.mjs with
// SNAPSHOT filled in (null when the build could make none).
//
// When: a visit restores the snapshot only if this browser has it cached. A first visit
// boots as before and, once the app is ready, fetches the snapshot in the background
// into the Cache Storage "pygames.snapshot": fetching it first would put its 5.3 MB
// before ready, and pays only on fast links (benchmarks/RESULTS.md). Any failure (no
// Cache Storage, a missing, truncated or foreign file, Pyodide refusing it) boots
// without it, with a console warning.
//
// globalThis.pygamesBoot says what happened ({path: "snapshot"|"plain", why, stored,
// and the interpreter, for benchmarks});
// tests and benchmarks may set globalThis.PYGAMES_BOOT first: "plain" never restores,
// "snapshot" fetches the snapshot even when it is not cached.
import { loadPyodide as loadPlain, version } from "./pyodide.mjs";
import createPyodideModule from "./pyodide.asm.mjs";

export { version };

// {"url": "snapshot-<hash>.bin", "bytes": N, "files": {path: size}}: files the restored
// heap relies on (the standard library's zip), which Pyodide writes at every boot.
const SNAPSHOT = /* build:snapshot */ null;
const CACHE = "pygames.snapshot"; // not "pygames-…": sw.js drops those of other builds
const boot = (globalThis.pygamesBoot = { path: "plain", why: "", stored: null, pyodide: null });

// Python starts as soon as this module runs: index.html loads it as a module script
// before PyScript's, so it starts as early as a bare page would, not when PyScript
// asks for it, a few hundred milliseconds later.
const started = start({ indexURL: new URL("./", import.meta.url).href });
started.catch(() => {}); // a failure is PyScript's to report, once it asks

// What PyScript calls. It passes stdout and stderr (and an index URL, this folder);
// packages would come as further options, and this site has none.
export async function loadPyodide(options = {}) {
  const known = ["stdout", "stderr", "indexURL"];
  const ignored = Object.keys(options).filter((key) => !known.includes(key));
  if (ignored.length) console.warn("pygames: boot.mjs ignores these loadPyodide options:", ignored);
  const pyodide = await started;
  if (options.stdout) pyodide.setStdout({ batched: options.stdout });
  if (options.stderr) pyodide.setStderr({ batched: options.stderr });
  return pyodide;
}

async function start(options) {
  const mode = globalThis.PYGAMES_BOOT || "auto";
  if (!SNAPSHOT || mode === "plain") {
    boot.why = SNAPSHOT ? "PYGAMES_BOOT is plain" : "this build has no snapshot";
    return (boot.pyodide = await loadPlain(options));
  }
  const url = new URL(SNAPSHOT.url, import.meta.url).href;
  let pyodide = null;
  let failed = false;
  try {
    const found = await readSnapshot(url, mode === "snapshot");
    if (found) {
      pyodide = await loadPlain({ ...options, _loadSnapshot: found.bytes, createPyodideModule: restoring });
      afterRestore(pyodide);
      boot.path = "snapshot";
      if (!found.cached) boot.stored = whenReady().then(() => store(url, found.bytes));
    } else {
      boot.why = "not cached yet";
    }
  } catch (error) {
    boot.why = String((error && error.message) || error);
    console.warn("pygames: starting without the memory snapshot:", boot.why);
    pyodide = null;
    failed = true;
    forget().catch(() => {});
  }
  if (!pyodide) {
    pyodide = await loadPlain(options);
    // Not again in a visit where it failed: the next visit fetches it afresh.
    boot.stored = failed ? Promise.resolve(false) : whenReady().then(() => store(url));
  }
  return (boot.pyodide = pyodide);
}

// {bytes, cached} of the snapshot, or null when this browser has not cached it (fetched
// anyway if ``fetchAnyway``). Throws on a file of the wrong size.
async function readSnapshot(url, fetchAnyway) {
  let response = null;
  if (globalThis.caches) response = (await (await caches.open(CACHE)).match(url)) || null;
  const cached = Boolean(response);
  if (!response && fetchAnyway) response = await fetch(url);
  if (!response) return null;
  if (!response.ok) throw new Error(`${SNAPSHOT.url}: HTTP ${response.status}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes.length !== SNAPSHOT.bytes) {
    throw new Error(`${SNAPSHOT.url} has ${bytes.length} bytes, not ${SNAPSHOT.bytes}`);
  }
  return { bytes, cached };
}

// Pyodide's module, with its restore step made to fit the page: the heap grown to the
// snapshot's size first (else "offset is out of bounds"), and the page's own wasm call
// trampoline kept (the snapshot holds the builder's, which would make every call from
// Python into a function pointer take a slower path).
async function restoring(settings) {
  const Module = await createPyodideModule(settings);
  const restore = Module.API.restoreSnapshot;
  Module.API.restoreSnapshot = (bytes) => {
    const header = new Uint32Array(bytes.buffer, bytes.byteOffset, 4);
    const heapBytes = bytes.length - header[1];
    if (Module.HEAP8.length < heapBytes && !Module.growMemory(heapBytes)) {
      throw new Error(`could not grow memory to ${heapBytes} bytes`);
    }
    const offset = Module.HEAP32[Module.__PyEM_EMSCRIPTEN_TRAMPOLINE_OFFSET >>> 2];
    const at = (Module.__PyRuntime + offset) >>> 2;
    const trampoline = Module.HEAP32[at];
    const config = restore(bytes);
    Module.HEAP32[at] = trampoline;
    return config;
  };
  return Module;
}

// State the snapshot froze at build time that must differ per visit or per place.
function afterRestore(pyodide) {
  for (const [path, bytes] of Object.entries(SNAPSHOT.files)) {
    let size = -1;
    try {
      size = pyodide.FS.stat(path).size;
    } catch (error) {
      /* missing: size stays -1 */
    }
    if (size !== bytes) {
      throw new Error(`${path} is missing or not the one the snapshot was made with`);
    }
  }
  const ok = pyodide.runPython(
    "import random, sys, time\n" +
      "random.seed()\n" + // the builder seeded it with 0
      "getattr(time, 'tzset', int)()\n" + // the builder's time zone, where Python has one
      "'ui.main' in sys.modules",
  );
  if (!ok) throw new Error("the restored snapshot has no ui.main");
}

function whenReady() {
  const root = document.documentElement;
  return new Promise((resolve) => {
    const check = () => root.dataset.appState === "ready" && (watch.disconnect(), resolve());
    const watch = new MutationObserver(check);
    watch.observe(root, { attributes: true, attributeFilter: ["data-app-state"] });
    check();
  });
}

// Cache the snapshot for the next visit (``bytes`` if already fetched), and drop any
// other build's. True once stored.
async function store(url, bytes = null) {
  try {
    if (!globalThis.caches) return false;
    const cache = await caches.open(CACHE);
    for (const request of await cache.keys()) {
      if (request.url !== url) await cache.delete(request);
    }
    if (await cache.match(url)) return true;
    if (!bytes) {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      bytes = new Uint8Array(await response.arrayBuffer());
    }
    if (bytes.byteLength !== SNAPSHOT.bytes) throw new Error(`${bytes.byteLength} bytes`);
    await cache.put(url, new Response(bytes, { headers: { "Content-Type": "application/octet-stream" } }));
    return true;
  } catch (error) {
    console.warn("pygames: the memory snapshot could not be cached:", String(error));
    return false;
  }
}

async function forget() {
  if (globalThis.caches) await caches.delete(CACHE);
}
