#!/usr/bin/env python3
"""Gzip through DecompressionStream against a brotli decoder of our own, for the two large
files a first visit fetches; prints figures, asserts nothing.

    python3 benchmarks/compression.py [--runs 5] [--no-zopfli]

For dist/pyodide/pyodide.asm.wasm and the memory snapshot (dist/pyodide/snapshot-*.bin;
run ``python3 build.py`` first), the bytes of each form a plain static host would send:
raw; gzip level 9 (Python's zlib, as build.py writes FILE.gz); zopfli (the ``zopfli``
wheel, 15 iterations: gzip a browser inflates the same way, smaller and slower to make);
brotli quality 11, window 24 bits (Node's zlib, as build_snapshot.py makes its .br), with
the time each takes to make. Then, in Chromium as the browser tests launch it (only
127.0.0.1 reachable), the median of ``--runs`` decodes from memory of each: gzip and
zopfli through DecompressionStream("gzip") streamed into an ArrayBuffer; brotli through
two decoders from npm, brotli-dec-wasm (Rust compiled to wasm) and brotli (a pure
JavaScript port of Google's decoder), each with what a page would download for it and
the time it takes to load and start. Last, the time to move and decode each form at 10,
40 and 100 Mbit/s: bytes * 8 / rate + start + decode, a brotli decoder's own bytes and
start counted with each file and once for both. DecompressionStream inflates while the
bytes arrive, so its real cost is nearer max(move, decode) than their sum.

Compressed copies, their build times and the npm decoders (fetched with ``npm pack``
when missing) are kept in .cache/bench/compression/, never in dist/.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import importlib
import json
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path
from urllib.parse import urlparse

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import build  # noqa: E402
from tests.browser.chromium import CHROMIUM, CHROMIUM_ARGS  # noqa: E402

WORK = ROOT / ".cache" / "bench" / "compression"
DIST = ROOT / "dist" / "pyodide"
RATES = (10, 40, 100)  # Mbit/s
BROTLI_QUALITY, BROTLI_WINDOW = 11, 24
ZOPFLI_ITERATIONS = 15

# npm package, version, the files a page downloads to decode with it (in its package/).
DECODERS = {
    "brotli-dec-wasm": (
        "2.3.2",
        ["index.js", "pkg/brotli_dec_wasm.js", "pkg/brotli_dec_wasm_bg.wasm"],
    ),
    "brotli": (
        "2.1.0",
        [
            f"dec/{name}.js"
            for name in (
                "decode bit_reader context dictionary dictionary-browser dictionary.bin "
                "huffman prefix streams transform"
            ).split()
        ],
    ),
}
# brotli's browser dictionary imports base64-js (CommonJS); the page maps it to this.
BASE64_SHIM = """export default { toByteArray(text) {
  const bytes = atob(text), out = new Uint8Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) out[i] = bytes.charCodeAt(i);
  return out;
} };
"""
PAGE = """<!doctype html><meta charset="utf-8"><title>decoders</title>
<script type="importmap">{"imports": {
  "#dictionary-data": "./npm/brotli/package/dec/dictionary-browser.js",
  "base64-js": "./npm/base64-shim.js"}}</script>
<script type="module">
const buffers = {};
const hex = async (bytes) => [...new Uint8Array(await crypto.subtle.digest("SHA-256", bytes))]
  .map((b) => b.toString(16).padStart(2, "0")).join("");
window.bench = {
  async load(name) {
    buffers[name] = new Uint8Array(await (await fetch("files/" + name)).arrayBuffer());
    return buffers[name].length;
  },
  drop(name) { delete buffers[name]; },
  async start(decoder) {
    const started = performance.now();
    if (decoder === "brotli-dec-wasm") {
      const module = await import("./npm/brotli-dec-wasm/package/index.js");
      window.brotliDecWasm = await module.default;
    } else {
      window.brotliJs = await import("./npm/brotli/package/dec/decode.js");
    }
    return performance.now() - started;
  },
  async decode(decoder, name, size, check) {
    const input = buffers[name];
    const started = performance.now();
    let out;
    if (decoder === "DecompressionStream") {
      const stream = new Blob([input]).stream().pipeThrough(new DecompressionStream("gzip"));
      out = new Uint8Array(await new Response(stream).arrayBuffer());
    } else if (decoder === "brotli-dec-wasm") {
      out = window.brotliDecWasm.decompress(input);
    } else {
      out = window.brotliJs.decompress(input, size);
    }
    const ms = performance.now() - started;
    return [ms, out.length, check ? await hex(out) : ""];
  },
};
document.title = "ready";
</script>
"""


def mb(count: int) -> str:
    return f"{count / 1e6:.2f} MB"


def sources() -> dict[str, Path]:
    snapshots = sorted(
        DIST.glob("snapshot-*.bin"), key=lambda path: path.stat().st_mtime, reverse=True
    )
    wasm = DIST / "pyodide.asm.wasm"
    if not wasm.is_file() or not snapshots:
        sys.exit("dist/pyodide has no pyodide.asm.wasm or snapshot-*.bin: run python3 build.py")
    return {"wasm": wasm, "snapshot": snapshots[0]}


# -- compressed copies ----------------------------------------------------------------
def zopfli_module():
    """The zopfli wheel from .cache/bench/compression/pydeps, installed there if missing."""
    folder = WORK / "pydeps"
    folder.mkdir(parents=True, exist_ok=True)
    sys.path.insert(0, str(folder))
    try:
        import zopfli.gzip  # noqa: PLC0415

        return zopfli.gzip
    except ImportError:
        pass
    print("note: installing the zopfli wheel into .cache/bench/compression/pydeps", flush=True)
    result = subprocess.run(
        [sys.executable, "-m", "pip", "install", "-q", "--target", str(folder), "zopfli"],
        capture_output=True,
        text=True,
    )
    if result.returncode:
        print("note: pip could not install zopfli; its row is skipped\n" + result.stderr[-400:])
        return None
    importlib.invalidate_caches()
    import zopfli.gzip  # noqa: PLC0415

    return zopfli.gzip


BROTLI_JS = """
const { readFileSync, writeFileSync } = require("node:fs");
const { brotliCompressSync, constants } = require("node:zlib");
const [input, output, quality, window] = process.argv.slice(1);
const data = readFileSync(input);
const started = performance.now();
const packed = brotliCompressSync(data, { params: {
  [constants.BROTLI_PARAM_QUALITY]: Number(quality),
  [constants.BROTLI_PARAM_LGWIN]: Number(window),
  [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
} });
const seconds = (performance.now() - started) / 1000;
writeFileSync(output, packed);
console.log(seconds);
"""


def make_copies(label: str, source: Path, use_zopfli: bool) -> tuple[bytes, dict]:
    """The file's bytes and {form: (file name under files/, bytes, seconds to make)};
    copies are kept by the file's hash, with the seconds they took."""
    data = source.read_bytes()
    key = hashlib.sha256(data).hexdigest()[:16]
    files = WORK / "files"
    files.mkdir(parents=True, exist_ok=True)
    times_path = files / "build-seconds.json"
    times = json.loads(times_path.read_text()) if times_path.is_file() else {}
    forms = {}

    def made(form: str, name: str, make) -> None:
        path = files / name
        if not path.is_file() or name not in times:
            print(f"making {label} {form} ...", flush=True)
            started = time.perf_counter()
            made_bytes = make(path)  # bytes to write, or the seconds a maker that wrote took
            if isinstance(made_bytes, bytes):
                times[name] = time.perf_counter() - started
                path.write_bytes(made_bytes)
            else:
                times[name] = made_bytes
            times_path.write_text(json.dumps(times, indent=1))
        forms[form] = (name, path.stat().st_size, times[name])

    made("gzip -9", f"{label}-{key}.gz", lambda _path: gzip.compress(data, 9, mtime=0))
    zopfli = zopfli_module() if use_zopfli else None
    if zopfli is not None:
        made(
            f"zopfli i{ZOPFLI_ITERATIONS}",
            f"{label}-{key}.zopfli.gz",
            lambda _path: zopfli.compress(data, numiterations=ZOPFLI_ITERATIONS),
        )

    def brotli(path: Path) -> float:
        args = [str(source), str(path), str(BROTLI_QUALITY), str(BROTLI_WINDOW)]
        out = subprocess.run(
            ["node", "-e", BROTLI_JS, *args], capture_output=True, text=True, check=True
        )
        return float(out.stdout.strip())

    made(f"brotli q{BROTLI_QUALITY} w{BROTLI_WINDOW}", f"{label}-{key}.br", brotli)
    return data, forms


# -- decoders ---------------------------------------------------------------------------
def fetch_decoders() -> dict[str, tuple[int, int]]:
    """Each decoder npm-packed into .cache/bench/compression/npm/<name>/ when missing;
    {name: (raw bytes, gzip -9 bytes)} of what a page downloads for it."""
    npm = WORK / "npm"
    npm.mkdir(parents=True, exist_ok=True)
    (npm / "base64-shim.js").write_text(BASE64_SHIM)
    sizes = {}
    for name, (version, needed) in DECODERS.items():
        folder = npm / name
        if not (folder / "package" / needed[0]).is_file():
            print(f"note: npm pack {name}@{version} into {folder}", flush=True)
            folder.mkdir(exist_ok=True)
            try:
                packed = subprocess.run(
                    ["npm", "pack", f"{name}@{version}", "--pack-destination", str(folder)],
                    capture_output=True,
                    text=True,
                    check=True,
                ).stdout.split()[-1]
                subprocess.run(["tar", "xzf", packed], cwd=folder, check=True)
            except (OSError, subprocess.CalledProcessError) as error:
                print(f"note: could not fetch {name} ({error}); its column is skipped")
                continue
        parts = [(folder / "package" / file).read_bytes() for file in needed]
        if name == "brotli":
            parts.append(BASE64_SHIM.encode())
        sizes[name] = (
            sum(len(part) for part in parts),
            sum(len(gzip.compress(part, 9, mtime=0)) for part in parts),
        )
    return sizes


def serve(folder: Path):
    server = build.make_server(folder, "127.0.0.1", 0)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def measure(copies: dict, decoders: dict, runs: int) -> tuple[dict, dict]:
    """({(label, form, decoder): (median ms, all ok)}, {decoder: start ms})."""
    from playwright.sync_api import sync_playwright  # noqa: PLC0415

    (WORK / "index.html").write_text(PAGE)
    server = serve(WORK)
    origin = f"http://127.0.0.1:{server.server_address[1]}/"
    decodes, starts = {}, {}
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(
                executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True
            )
            context = browser.new_context()
            context.route(
                "**/*",
                lambda route: (
                    route.continue_()
                    if urlparse(route.request.url).hostname == "127.0.0.1"
                    else route.abort()
                ),
            )
            page = context.new_page()
            page.goto(origin + "index.html")
            page.wait_for_function("() => document.title === 'ready'")
            for decoder in decoders:
                starts[decoder] = page.evaluate("(d) => bench.start(d)", decoder)
            for label, (data, forms) in copies.items():
                digest = hashlib.sha256(data).hexdigest()
                for form, (name, _size, _seconds) in forms.items():
                    users = list(decoders) if form.startswith("brotli") else ["DecompressionStream"]
                    page.evaluate("(n) => bench.load(n)", name)
                    for decoder in users:
                        times, ok = [], True
                        for run in range(runs):
                            ms, length, hexdigest = page.evaluate(
                                "([d, n, s, c]) => bench.decode(d, n, s, c)",
                                [decoder, name, len(data), run == 0],
                            )
                            times.append(ms)
                            ok = ok and length == len(data) and (run or hexdigest == digest)
                        decodes[(label, form, decoder)] = (statistics.median(times), ok)
                        print(f"  decoded {label} {form} with {decoder}", flush=True)
                    page.evaluate("(n) => bench.drop(n)", name)
            browser.close()
    finally:
        server.shutdown()
        server.server_close()
    return decodes, starts


# -- the tables ---------------------------------------------------------------------------
def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=5, help="decodes of each, median kept")
    parser.add_argument("--no-zopfli", action="store_true", help="skip the zopfli row")
    args = parser.parse_args()

    copies = {
        label: make_copies(label, path, not args.no_zopfli) for label, path in sources().items()
    }
    decoders = fetch_decoders()
    decodes, starts = measure(copies, decoders, args.runs)

    print("\nbytes, build time, decode in Chromium (median of", args.runs, "from memory)")
    print(f"{'file':<9}{'form':<16}{'bytes':>12}{'ratio':>7}{'build s':>9}  decoder")
    options = {}  # label -> [(option, bytes incl. nothing of the decoder, decoder, ms)]
    for label, (data, forms) in copies.items():
        print(f"{label:<9}{'raw':<16}{len(data):>12,}{1:>7.3f}{'-':>9}  -")
        options[label] = [("raw", len(data), None, 0.0)]
        for form, (_name, size, seconds) in forms.items():
            head = f"{label:<9}{form:<16}{size:>12,}{size / len(data):>7.3f}{seconds:>9.1f}"
            users = list(decoders) if form.startswith("brotli") else ["DecompressionStream"]
            for decoder in users:
                ms, ok = decodes[(label, form, decoder)]
                print(f"{head}  {decoder} {ms:.0f} ms{'' if ok else ' (OUTPUT WRONG)'}")
                head = " " * len(head)
                short = "DS" if decoder == "DecompressionStream" else decoder
                options[label].append((f"{form.split()[0]} + {short}", size, decoder, ms))

    print("\ndecoders a page downloads (a plain host sends the raw bytes)")
    print(f"{'decoder':<22}{'raw bytes':>11}{'gzip -9':>10}{'load+start ms':>15}")
    print(f"{'DecompressionStream':<22}{0:>11}{0:>10}{0:>15}  (in the browser)")
    for decoder, (raw, packed) in decoders.items():
        print(f"{decoder:<22}{raw:>11,}{packed:>10,}{starts[decoder]:>15.0f}")

    # Both files on one page: a brotli decoder's bytes and start are paid once.
    options["both"] = [
        (name, size + other[1], decoder, ms + other[3])
        for (name, size, decoder, ms), other in zip(
            options["wasm"], options["snapshot"], strict=True
        )
    ]
    print("\nmove + decode, seconds: bytes*8/rate + decode (+ the decoder's bytes and start)")
    print(f"{'file':<10}{'option':<28}" + "".join(f"{f'{r} Mbit/s':>12}" for r in RATES))
    for label, rows in options.items():
        totals = [[cost(row, rate, decoders, starts) for rate in RATES] for row in rows]
        best = [min(column) for column in zip(*totals, strict=True)]
        for row, seconds in zip(rows, totals, strict=True):
            cells = "".join(
                f"{value:>11.2f}{'*' if value == low else ' '}"
                for value, low in zip(seconds, best, strict=True)
            )
            print(f"{label:<10}{row[0]:<28}{cells}")
    print("(* fastest at that rate; 'both' counts a decoder's bytes and start once)")
    print(
        "DecompressionStream inflating while the bytes arrive (decode hidden), both files: "
        + "; ".join(
            f"{row[0]} " + "/".join(f"{row[1] * 8 / (rate * 1e6):.2f}" for rate in RATES) + " s"
            for row in options["both"]
            if row[2] == "DecompressionStream"
        )
    )
    for label, rows in options.items():
        fastest = [min(rows, key=lambda row: cost(row, rate, decoders, starts)) for rate in RATES]
        print(
            f"{label}: fastest at "
            + ", ".join(f"{rate} Mbit/s {row[0]}" for rate, row in zip(RATES, fastest, strict=True))
        )


def cost(option, rate: float, decoders: dict, starts: dict) -> float:
    """Seconds to move an option's bytes (and its decoder's) at rate Mbit/s and decode."""
    _name, size, decoder, ms = option
    extra = decoders.get(decoder, (0, 0))[0]
    return (size + extra) * 8 / (rate * 1e6) + (ms + starts.get(decoder, 0.0)) / 1000


if __name__ == "__main__":
    main()
