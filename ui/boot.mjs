// PyScript's interpreter (pyscript.json "interpreter": "./pyodide/boot.mjs"): Pyodide's
// own loadPyodide, wrapped to fetch less on a first visit and to restore the memory
// snapshot that build_snapshot.py made, with our modules already imported. build.py
// writes this file beside pyodide.mjs with SNAPSHOT filled in (null when the build could
// make none).
//
// Compressed on any host: build.py writes FILE.gz beside the runtime's wasm and the
// snapshot. A first visit fetches those and inflates them here (DecompressionStream), so a
// host that sends files as they are still sends 3.5 MB of wasm, not 9.6. A page the
// offline copy answers fetches the plain files from it (sw.js keeps them inflated).
//
// When the snapshot is used: a visit restores it if this browser has it cached. A first
// visit fetches it before starting Python only when the link is fast enough for its
// bytes to cost less time than Python's own start saves (snapshotFirst); otherwise it
// boots plainly and fetches the snapshot once the app is ready, into the Cache Storage
// "pygames.snapshot", for the next visit. Save-Data means neither. Without Cache Storage
// (not a secure context) only the browser's HTTP cache keeps it. Any failure (no
// DecompressionStream, a missing, truncated or foreign file, Pyodide refusing it) boots
// without it, with a console warning.
//
// globalThis.pygamesBoot says what happened ({path: "snapshot"|"plain", why, stored,
// mbit: the link's speed as measured, and the interpreter, for benchmarks});
// tests and benchmarks may set globalThis.PYGAMES_BOOT first: "plain" never restores,
// "snapshot" fetches the snapshot first even when it is not cached.
import { loadPyodide as loadPlain, version } from "./pyodide.mjs";

export { version };

// {"url": "snapshot-<hash>.bin", "bytes": N, "gzip": bytes of its .gz copy, "files":
// {path: size}}: files the restored heap relies on (the standard library's zip), which
// Pyodide writes at every boot.
const SNAPSHOT = /* build:snapshot */ null;
const CACHE = "pygames.snapshot"; // not "pygames-…": sw.js drops those of other builds
const WASM = "pyodide.asm.wasm";
const here = (name) => new URL(name, import.meta.url).href;
const boot = (globalThis.pygamesBoot = { path: "plain", why: "", stored: null, mbit: null, pyodide: null });
const offline = Boolean(globalThis.navigator && navigator.serviceWorker && navigator.serviceWorker.controller);
const canInflate = typeof DecompressionStream === "function";

// Python's start that a restore saves, in ms: a plain boot's time outside fetching, on a
// laptop (benchmarks/RESULTS.md); the snapshot is fetched first when its bytes take less.
const PYTHON_START_MS = 2000;
// The link is judged once this much of the wasm's gzip copy (3.5 MB) has arrived: late
// enough to measure, early enough for the snapshot to share the rest of the download.
const MEASURED_BYTES = 1 << 20;

// The wasm, fetched and compiled as soon as this module runs, while the snapshot is read:
// Pyodide's loader takes the compiled module from globalThis.pygamesWasm (build.py
// patches pyodide.mjs to) instead of fetching the file itself, later.
const meter = startWasm();

// Python starts as soon as this module runs: index.html loads it as a module script
// before PyScript's, so it starts as early as a bare page would, not when PyScript
// asks for it, a few hundred milliseconds later.
const started = start({ indexURL: here("./") });
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

// {bytes, since, done}: how the gzip copy's download went, for snapshotFirst; null
// when the plain file is fetched (the offline copy has it inflated, and the browser
// keeps its compiled code).
function startWasm() {
  const meter = { bytes: 0, since: 0, done: null };
  if (offline || !canInflate) {
    if (!offline) console.warn("pygames: this browser has no DecompressionStream; fetching the runtime uncompressed");
    globalThis.pygamesWasm = WebAssembly.compileStreaming(fetch(here(WASM)));
    return null;
  }
  let finished;
  meter.done = new Promise((resolve) => (finished = resolve));
  const counted = fetch(here(WASM + ".gz")).then((response) => {
    if (!response.ok) throw new Error(`${WASM}.gz: HTTP ${response.status}`);
    meter.since = performance.now();
    const count = new TransformStream({
      transform(chunk, controller) {
        meter.bytes += chunk.byteLength;
        if (meter.bytes >= MEASURED_BYTES) finished();
        controller.enqueue(chunk);
      },
      flush: () => (performance.mark("pygames: wasm fetched"), finished()),
    });
    return new Response(response.body.pipeThrough(count), { headers: response.headers });
  });
  const compiled = WebAssembly.compileStreaming(inflated(counted, "application/wasm"));
  compiled.then(() => performance.mark("pygames: wasm compiled"), () => {});
  globalThis.pygamesWasm = compiled.catch((error) => {
    finished();
    console.warn(`pygames: ${WASM}.gz could not be used (${error}); fetching ${WASM}`);
    return WebAssembly.compileStreaming(fetch(here(WASM)));
  });
  return meter;
}

// ``response`` (a promise) with its body inflated, unless the host already sent it with
// a Content-Encoding the browser removed (some serve FILE.gz so).
async function inflated(response, type) {
  const got = await response;
  if (!got.ok) throw new Error(`${got.url}: HTTP ${got.status}`);
  if (got.headers.get("Content-Encoding")) return got;
  const body = got.body.pipeThrough(new DecompressionStream("gzip"));
  return new Response(body, { headers: { "Content-Type": type } });
}

async function start(options) {
  const mode = globalThis.PYGAMES_BOOT || "auto";
  if (!SNAPSHOT || mode === "plain") {
    boot.why = SNAPSHOT ? "PYGAMES_BOOT is plain" : "this build has no snapshot";
    return (boot.pyodide = await loadPlain(options));
  }
  if (!globalThis.caches) {
    // Not a secure context (a school's server reached by its address), or storage off:
    // only the browser's HTTP cache keeps the snapshot, so each visit decides as a first
    // one does, and on the next the wasm and snapshot come from that cache, fast.
    console.warn("pygames: no Cache Storage; the memory snapshot is kept only by the HTTP cache");
  }
  const url = here(SNAPSHOT.url);
  let pyodide = null;
  let failed = false;
  let fetchAfter = true;
  try {
    const found = await readSnapshot(url, mode === "snapshot");
    if (found) {
      pyodide = await loadPlain({ ...options, _loadSnapshot: found.bytes, createPyodideModule: restoring });
      afterRestore(pyodide);
      boot.path = "snapshot";
      if (found.why) boot.why = found.why;
      if (!found.cached) boot.stored = whenReady().then(() => store(url, found.bytes));
    } else {
      const first = await snapshotFirst();
      boot.why = first.why;
      fetchAfter = !first.saveData;
      if (first.fetch) {
        const bytes = await fetchSnapshot(url);
        performance.mark("pygames: snapshot fetched");
        pyodide = await loadPlain({ ...options, _loadSnapshot: bytes, createPyodideModule: restoring });
        afterRestore(pyodide);
        boot.path = "snapshot";
        boot.stored = whenReady().then(() => store(url, bytes));
      }
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
    boot.stored = failed || !fetchAfter ? Promise.resolve(false) : whenReady().then(() => store(url));
  }
  return (boot.pyodide = pyodide);
}

// {bytes, cached} of the snapshot, or null when this browser has not cached it (fetched
// anyway if ``fetchAnyway``). Throws on a file of the wrong size.
async function readSnapshot(url, fetchAnyway) {
  const response = globalThis.caches && (await (await caches.open(CACHE)).match(url));
  if (response) return { bytes: checked(new Uint8Array(await response.arrayBuffer())), cached: true };
  if (!fetchAnyway) return null;
  return { bytes: await fetchSnapshot(url), cached: false, why: "PYGAMES_BOOT is snapshot" };
}

// The snapshot's bytes from the host: FILE.bin where the host compresses it on the wire
// (it negotiates br: FILE.bin.br, 5 MB), else FILE.bin.gz (6.7 MB) inflated here; the
// plain 31.5 MB file only where the browser cannot inflate.
async function fetchSnapshot(url) {
  let gzip = canInflate;
  if (canInflate) {
    const head = await fetch(url, { method: "HEAD" });
    await head.arrayBuffer(); // empty; left unread, Chrome counts the request as aborted
    gzip = !(head.ok && head.headers.get("Content-Encoding"));
  }
  const name = SNAPSHOT.url + (gzip ? ".gz" : "");
  const got = await (gzip ? inflated(fetch(url + ".gz"), "application/octet-stream") : fetch(url));
  if (!got.ok) throw new Error(`${name}: HTTP ${got.status}`);
  try {
    return checked(new Uint8Array(await got.arrayBuffer()));
  } catch (error) {
    if (error instanceof RangeError || /bytes, not/.test(error.message)) throw error;
    throw new Error(`${name} could not be read (${error})`);
  }
}

function checked(bytes) {
  if (bytes.length !== SNAPSHOT.bytes) {
    throw new Error(`${SNAPSHOT.url} has ${bytes.length} bytes, not ${SNAPSHOT.bytes}`);
  }
  return bytes;
}

// Whether a first visit should fetch the snapshot before starting Python: {fetch, why,
// saveData}. It pays when its bytes take less time than Python's start, which it saves.
// The speed is what the wasm's download measured, with every other file received
// meanwhile. navigator.connection only vetoes: Save-Data, or a link it calls 2g or 3g.
// Its downlink cannot decide (Chrome reports at most 10 Mbit/s, too little to tell 10
// from 40, and a guess such as 1.6 before it has seen any traffic).
async function snapshotFirst() {
  const connection = (globalThis.navigator && navigator.connection) || {};
  if (connection.saveData) return { fetch: false, why: "Save-Data is on", saveData: true };
  if (/2g|3g/.test(connection.effectiveType || "")) {
    return { fetch: false, why: `not cached yet; the browser calls the link ${connection.effectiveType}` };
  }
  if (!meter) return { fetch: false, why: "not cached yet" };
  await meter.done;
  const now = performance.now();
  const bytes = meter.bytes + receivedMeanwhile(meter.since, now);
  const perMs = bytes / Math.max(1, now - meter.since);
  boot.mbit = Math.round((perMs * 8) / 1000);
  performance.mark("pygames: link measured");
  const fetch = SNAPSHOT.gzip / perMs < PYTHON_START_MS;
  return { fetch, why: `${fetch ? "fetched first" : "not cached yet"}; the link measured ${boot.mbit} Mbit/s` };
}

// Bytes of the other files received between ``from`` and ``to`` (ms), each counted for
// the part of its download inside that time.
function receivedMeanwhile(from, to) {
  let bytes = 0;
  for (const entry of performance.getEntriesByType("resource")) {
    if (entry.name.endsWith(WASM + ".gz") || !entry.transferSize) continue;
    const start = Math.max(entry.responseStart || entry.startTime, from);
    const end = Math.min(entry.responseEnd, to);
    const length = Math.max(1, entry.responseEnd - (entry.responseStart || entry.startTime));
    if (end > start) bytes += (entry.transferSize * (end - start)) / length;
  }
  return bytes;
}

// Pyodide's module, with its restore step made to fit the page: the heap grown to the
// snapshot's size first (else "offset is out of bounds"), and the page's own wasm call
// trampoline kept (the snapshot holds the builder's, which would make every call from
// Python into a function pointer take a slower path).
async function restoring(settings) {
  const { default: createPyodideModule } = await import("./pyodide.asm.mjs");
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
// other build's. True once stored; without Cache Storage, false once fetched (the HTTP
// cache may keep it).
async function store(url, bytes = null) {
  try {
    if (!globalThis.caches) return Boolean(bytes || (await fetchSnapshot(url))) && false;
    const cache = await caches.open(CACHE);
    for (const request of await cache.keys()) {
      if (request.url !== url) await cache.delete(request);
    }
    if (await cache.match(url)) return true;
    if (!bytes) bytes = await fetchSnapshot(url);
    await cache.put(url, new Response(checked(bytes), { headers: { "Content-Type": "application/octet-stream" } }));
    return true;
  } catch (error) {
    console.warn("pygames: the memory snapshot could not be cached:", String(error));
    return false;
  }
}

async function forget() {
  if (globalThis.caches) await caches.delete(CACHE);
}
