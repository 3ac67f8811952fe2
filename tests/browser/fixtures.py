"""Browser fixtures: the built site served from a thread, and real Chromium. A plugin
(tests/conftest.py registers it), so a game's own browser tests (``tests/<game>/
test_browser_*.py``) have them as tests/browser/'s do.

- ``site``: dist/ on http://127.0.0.1:<free port>; ``site.url("#new=...")``,
  ``site.stop()`` / ``site.start()`` (same port) for the offline tests.
  ``serve_folder(path)`` serves another folder the same way for one test.
- ``context``: a fresh profile per test. Every request to a host other than
  127.0.0.1 is aborted (the browser's proxy is a closed port, loopback excepted),
  recorded, and fails the test at teardown. ``context.log`` holds console messages,
  page errors and failed requests.
- Every page boots from the memory snapshot (ui/boot.mjs), fetched at once rather than
  after a first plain boot: ``PYGAMES_BOOT = "snapshot"``, set before the page's scripts.
  So every game is played after a restore. ``boot_mode(context, "auto")`` (or
  ``"plain"``) sets it otherwise for one context; tests/browser/test_snapshot_boot.py
  checks the real first-visit course.
- The site's Content Security Policy (build_policy.py) is watched in every context of
  the session's Chromium, those tests make themselves included: anything it refuses
  (``securitypolicyviolation``, in any page or popup) fails the test at teardown.
  ``browser.refused.take()`` takes what a test meant to be refused.
- ``page``: a page of that context. The ``wait_ready`` fixture is a function:
  ``wait_ready(page)`` waits for ``data-app-state=ready`` and fails at once on
  ``error``, printing the console.

We block with the proxy rather than ``context.route``: routing turns off the HTTP
cache, and the service worker's precache is meant to come from that cache.

Under pytest-xdist every worker has its own of each: a server on a port of its own
(so its service worker and offline copy are its own origin's), its own Chromium
(Playwright gives each launch a fresh temporary profile) and its own contexts.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from urllib.parse import urlsplit

import pytest

import build
from tests.browser.chromium import CHROMIUM, CHROMIUM_ARGS

BOOT_TIMEOUT_MS = 120_000
LOCAL_SCHEMES = ("data", "blob", "about")


class SiteServer:
    """dist/ served from a daemon thread; can stop and start again on the same port."""

    def __init__(self, root, handler=build.StaticHandler):
        self.root = root
        self.handler = handler
        self.port = 0
        self._server = None
        self.start()

    def start(self):
        if self._server is None:
            self._server = build.make_server(self.root, "127.0.0.1", self.port, self.handler)
            self.port = self._server.server_address[1]
            threading.Thread(target=self._server.serve_forever, daemon=True).start()

    def stop(self):
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
            self._server = None

    def url(self, rest: str = "") -> str:
        return f"http://127.0.0.1:{self.port}/{rest.lstrip('/')}"


class Sent:
    """What a server sent: the bytes, and each request as "GET /path 200"."""

    def __init__(self):
        self.lock = threading.Lock()
        self.bytes = 0
        self.requests: list[str] = []

    def handler(self, base=build.StaticHandler):
        """``base`` counting into this (for ``serve_folder(folder, sent.handler(...))``)."""
        sent = self

        class Counting(base):
            def setup(self):
                super().setup()
                raw = self.wfile

                class Writer:
                    def write(self, data):
                        with sent.lock:
                            sent.bytes += len(data)
                        return raw.write(data)

                    def __getattr__(self, name):
                        return getattr(raw, name)

                self.wfile = Writer()

            def log_request(self, code="-", size="-"):
                with sent.lock:
                    sent.requests.append(f"{self.command} {self.path.split('?')[0]} {code}")

        return Counting


@dataclass
class BrowserLog:
    console: list = field(default_factory=list)  # (type, text)
    page_errors: list = field(default_factory=list)
    failed_requests: list = field(default_factory=list)
    foreign_requests: list = field(default_factory=list)

    @property
    def errors(self) -> list[str]:
        return [text for kind, text in self.console if kind == "error"] + [
            str(e) for e in self.page_errors
        ]

    def dump(self) -> str:
        lines = [f"console {kind}: {text}" for kind, text in self.console]
        lines += [f"page error: {e}" for e in self.page_errors]
        lines += [f"failed request: {r}" for r in self.failed_requests]
        return "\n".join(lines) or "(nothing logged)"


def is_foreign(url: str) -> bool:
    parts = urlsplit(url)
    return parts.scheme not in LOCAL_SCHEMES and parts.hostname != "127.0.0.1"


@pytest.fixture(scope="session")
def site(dist):
    server = SiteServer(dist)
    yield server
    server.stop()


@pytest.fixture
def serve_folder():
    """``serve_folder(path[, handler])`` -> a SiteServer for another folder (e.g. a
    damaged copy of dist/), or served another way (build.PlainHandler: as most static
    hosts serve files); stopped after the test."""
    servers = []

    def start(folder, handler=build.StaticHandler):
        servers.append(SiteServer(folder, handler))
        return servers[-1]

    yield start
    for server in servers:
        server.stop()


# Set before any of the page's scripts: every refusal, from the first byte on.
POLICY_WATCH = """
document.addEventListener("securitypolicyviolation", (event) => {
  globalThis.pygamesPolicyRefused(`${event.effectiveDirective} refused ${event.blockedURI}`
    + ` at ${event.sourceFile || location.href}:${event.lineNumber}`
    + (event.sample ? ` (${event.sample})` : ""));
});
"""


class Refused(list):
    """What the policy refused in the watched contexts, as "page: directive refused what"."""

    def take(self) -> list[str]:
        """What was refused so far, no longer counted against the test."""
        taken = list(self)
        self.clear()
        return taken


def watch_policy(context, refused: Refused) -> None:
    context.expose_binding(
        "pygamesPolicyRefused", lambda source, what: refused.append(f"{source['page'].url}: {what}")
    )
    context.add_init_script(POLICY_WATCH)


class WatchedBrowser:
    """The session's Chromium, whose every new context watches the policy."""

    def __init__(self, chromium):
        self._chromium = chromium
        self.refused = Refused()

    def new_context(self, **options):
        context = self._chromium.new_context(**options)
        watch_policy(context, self.refused)
        return context

    def new_page(self, **options):
        context = self.new_context(**options)
        page = context.new_page()
        page.on("close", lambda _: context.close())  # as Playwright's own: one page, one context
        return page

    def __getattr__(self, name):
        return getattr(self._chromium, name)


@pytest.fixture(scope="session")
def browser():
    from playwright.sync_api import sync_playwright  # only where a test needs Chromium

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield WatchedBrowser(chromium)
        chromium.close()


@pytest.fixture(autouse=True)
def policy_kept(request):
    """Fails a test using Chromium if the site's policy refused anything during it."""
    if "browser" not in request.fixturenames:
        yield
        return
    refused = request.getfixturevalue("browser").refused
    refused.take()
    yield
    if refused:
        pytest.fail("the Content Security Policy refused:\n" + "\n".join(refused.take()))


def boot_mode(context, mode: str) -> None:
    """How ui/boot.mjs starts Python in this context's pages: "snapshot", "auto" (as a
    visitor: restore only a cached snapshot) or "plain" (never restore)."""
    context.add_init_script(f"globalThis.PYGAMES_BOOT = {mode!r};")  # the last one set wins


READY_AT = """
new MutationObserver(() => {
  if (document.documentElement.dataset.appState === "ready" && window.__readyAt === undefined) {
    window.__readyAt = performance.now();
  }
}).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-app-state"] });
"""


def record_ready(context) -> None:
    """Pages of ``context`` keep in ``window.__readyAt`` when they became ready (ms)."""
    context.add_init_script(READY_AT)


@pytest.fixture
def context(browser, site):
    site.start()  # a test may have stopped it
    ctx = browser.new_context()  # watched: WatchedBrowser
    boot_mode(ctx, "snapshot")
    log = BrowserLog()
    ctx.log = log

    def on_request(request):
        if is_foreign(request.url):
            log.foreign_requests.append(request.url)

    ctx.on("request", on_request)  # pages and (in Chromium) service workers
    ctx.on("console", lambda m: log.console.append((m.type, m.text)))
    ctx.on("weberror", lambda e: log.page_errors.append(e.error))
    ctx.on("requestfailed", lambda r: log.failed_requests.append(f"{r.url} {r.failure}"))
    ctx.on("page", lambda p: p.on("websocket", lambda ws: on_request(ws)))
    yield ctx
    ctx.close()
    if log.foreign_requests:
        pytest.fail("requests to other origins: " + ", ".join(sorted(set(log.foreign_requests))))


@pytest.fixture
def page(context):
    return context.new_page()


BOOT_PATH = """() => [globalThis.PYGAMES_BOOT || null,
  window.pygamesBoot ? pygamesBoot.path : null, window.pygamesBoot ? pygamesBoot.why : ""]"""


def wait_until_ready(page, timeout_ms: int = BOOT_TIMEOUT_MS, boot_path: str | None = None) -> None:
    """Wait for data-app-state=ready; fail at once on "error", with the console. Then
    check how Python started: from the snapshot when the context asked for it (so no
    test silently runs on the plain path), or as ``boot_path`` says."""
    page.wait_for_function(
        "() => document.documentElement.dataset.appState !== 'loading'", timeout=timeout_ms
    )
    state = page.evaluate("document.documentElement.dataset.appState")
    log = getattr(page.context, "log", None)
    if state != "ready":
        message = page.evaluate("(document.getElementById('boot-error') || {}).textContent || ''")
        pytest.fail(f"app state is {state!r}: {message}\n{log.dump() if log else ''}")
    mode, path, why = page.evaluate(BOOT_PATH)
    wanted = boot_path or ("snapshot" if mode == "snapshot" else None)
    if wanted is not None and path != wanted:
        pytest.fail(f"Python started {path!r}, not {wanted!r}: {why}\n{log.dump() if log else ''}")


@pytest.fixture
def wait_ready():
    """``wait_ready(page[, boot_path=...])``: see wait_until_ready."""
    return wait_until_ready
