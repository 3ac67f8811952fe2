"""What the browser benchmarks share: Chromium as the tests run it, servers that count
the bytes they send, fresh profiles, and waiting for the app to be ready."""

from __future__ import annotations

import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import build  # noqa: E402
from tests.browser.chromium import CHROMIUM, CHROMIUM_ARGS  # noqa: E402, F401

BOOT_TIMEOUT_MS = 180_000

# Records when data-app-state turns "ready", in ms since navigation start.
READY_PROBE = """
new MutationObserver(() => {
  const root = document.documentElement;
  if (root && root.dataset.appState === "ready" && window.__readyAt === undefined) {
    window.__readyAt = performance.now();
  }
}).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-app-state"] });
// PyScript fires py:ready on the script once the interpreter and its files are ready,
// and py:progress at each step before ("Loading Storage", "Loaded interpreter", ...).
addEventListener("py:ready", () => performance.mark("py:ready"), true);
addEventListener("py:progress", (event) => performance.mark("py: " + event.detail));
"""
# Where the site's boot time goes: marks set by PyScript (above) and by index.html.
MARKS = "Object.fromEntries(performance.getEntriesByType('mark').map((m) => [m.name, m.startTime]))"


# -- servers that count what they send ------------------------------------------------------
class Counter:
    def __init__(self):
        self.lock = threading.Lock()
        self.bytes = 0
        self.requests = 0
        self.log = []  # "GET /path 200" per request, for --verbose

    def add(self, count: int) -> None:
        with self.lock:
            self.bytes += count

    def reset(self) -> None:
        with self.lock:
            self.bytes = self.requests = 0
            self.log = []


class CountingWriter:
    def __init__(self, raw, counter: Counter):
        self.raw, self.counter = raw, counter

    def write(self, data):
        self.counter.add(len(data))
        return self.raw.write(data)

    def __getattr__(self, name):
        return getattr(self.raw, name)


def counting_server(root: Path, plain: bool = False) -> tuple[object, Counter]:
    """``root`` served as build.py serve does (the snapshot's .br where br is accepted),
    or, ``plain``, as most static hosts do (every file as it is)."""
    counter = Counter()

    class Handler(build.PlainHandler if plain else build.StaticHandler):
        def setup(self):
            super().setup()
            self.wfile = CountingWriter(self.wfile, counter)

        def log_request(self, code="-", size="-"):
            with counter.lock:
                counter.requests += 1
                counter.log.append(f"{self.command} {self.path} {code}")

    server = build.make_server(root, "127.0.0.1", 0, handler=Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, counter


def served_folder(server) -> Path:
    return Path(server.RequestHandlerClass.keywords["directory"])  # see build.make_server


def url_of(server, rest: str = "") -> str:
    return f"http://127.0.0.1:{server.server_address[1]}/{rest}"


# -- browser helpers ----------------------------------------------------------------------------
def new_profile(playwright, tmp: Path, name: str):
    """A persistent context on a fresh profile folder: a real disk cache, as a visitor has."""
    folder = tmp / f"profile-{name}-{time.monotonic_ns()}"
    context = playwright.chromium.launch_persistent_context(
        str(folder),
        executable_path=CHROMIUM,
        args=CHROMIUM_ARGS,
        headless=True,
    )
    context.add_init_script(READY_PROBE)
    time.sleep(1.0)  # let the new browser finish starting up before anything is timed
    return context


def wait_ready(page) -> float:
    page.wait_for_function(
        "() => document.documentElement.dataset.appState !== 'loading'", timeout=BOOT_TIMEOUT_MS
    )
    state = page.evaluate("document.documentElement.dataset.appState")
    if state != "ready":
        raise RuntimeError(
            f"app state {state}: "
            + page.evaluate("(document.getElementById('boot-error')||{}).textContent||''")
        )
    page.wait_for_function("() => window.__readyAt !== undefined", timeout=10_000)
    return page.evaluate("window.__readyAt")


def heap_used(cdp) -> int:
    cdp.send("HeapProfiler.collectGarbage")
    return int(cdp.send("Runtime.getHeapUsage")["usedSize"])
