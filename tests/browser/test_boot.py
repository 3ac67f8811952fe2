"""The built site boots in real Chromium from 127.0.0.1 alone, and again offline;
a failure at start shows itself (data-app-state=error and a message)."""

from __future__ import annotations

import io
import json
import re
import shutil
import time
import zipfile

import build
import build_bytecode
from pygames import GAMES
from tests.browser.fixtures import Sent, boot_mode
from tests.browser.positions import a_game

SW_TIMEOUT_MS = 60_000
GAME = a_game(lambda spec: spec.min_players <= 2 <= spec.max_players)  # a game of two people


def test_boots_with_no_external_request_and_no_console_error(page, site, wait_ready):
    requested = []
    page.on("request", lambda request: requested.append(request.url))
    page.goto(site.url())
    wait_ready(page)
    # segno (QR codes) comes only when a code is shown, never with the page.
    assert not [url for url in requested if "qr.zip" in url]
    log = page.context.log
    assert log.errors == [], log.dump()
    assert log.failed_requests == [], log.dump()
    assert page.locator("#app").count() == 1


def test_boots_again_with_the_server_gone(page, site, wait_ready):
    page.goto(site.url())
    wait_ready(page)
    # The page registers the worker once ready; it takes control of the page (clients.claim)
    # once it has cached every file of the build.
    page.wait_for_function(
        "() => navigator.serviceWorker.controller !== null", timeout=SW_TIMEOUT_MS
    )
    site.stop()
    try:
        page.reload()
        wait_ready(page)
        assert page.evaluate("navigator.serviceWorker.controller !== null")
        # A game's code (py/games/<id>.zip, fetched when the game is first opened) is
        # in the offline copy too.
        page.evaluate("g => { location.hash = `#new=${g}&seats=human:A,human:B&seed=1` }", GAME)
        page.wait_for_selector("[data-moves]", timeout=SW_TIMEOUT_MS)
        # So is segno (py/qr.zip, fetched the first time a QR code is shown).
        page.click("[data-action='ui:share']")
        page.click("[data-action='ui:qr share-link']")
        page.wait_for_selector("#qr-dialog svg.qr", timeout=SW_TIMEOUT_MS)
    finally:
        site.start()
    log = page.context.log
    assert log.errors == [], log.dump()


def test_a_reload_is_answered_from_the_offline_copy_without_the_worker(page, site, wait_ready):
    page.goto(site.url())
    wait_ready(page)
    page.wait_for_function(
        "() => navigator.serviceWorker.controller !== null", timeout=SW_TIMEOUT_MS
    )
    page.reload()
    wait_ready(page)
    # Chromium has static routes: the browser looks every file up in the worker's cache
    # itself, so a reload neither starts the worker nor passes the runtime through it.
    sources = page.evaluate("""[performance.getEntriesByType("navigation")[0],
                                ...performance.getEntriesByType("resource")]
        .map((entry) => [entry.name.replace(location.origin, ""), entry.workerFinalSourceType])""")
    assert len(sources) > 10
    assert [(name, source) for name, source in sources if source != "cache"] == []
    log = page.context.log
    assert log.errors == [], log.dump()


def test_requests_to_other_origins_are_aborted_and_recorded(page, site):
    page.goto(site.url("icon.svg"))
    outcome = page.evaluate("""async () => {
        try { await fetch("http://example.com/probe.js"); return "fetched"; }
        catch (error) { return "blocked"; }
    }""")
    assert outcome == "blocked"
    log = page.context.log
    assert log.foreign_requests == ["http://example.com/probe.js"]
    log.foreign_requests.clear()  # seen and expected: do not fail this test at teardown


def broken_copy(dist, tmp_path, damage):
    """A copy of dist/ with one thing broken by ``damage(folder)``."""
    folder = tmp_path / "site"
    shutil.copytree(dist, folder)
    damage(folder)
    return folder


def test_python_error_at_start_shows_error_state(context, dist, tmp_path, serve_folder):
    def break_entry(folder):
        app = folder / "py" / "app.zip"
        with zipfile.ZipFile(app) as archive:
            files = {name: archive.read(name) for name in archive.namelist()}
        files["ui/main.py"] = b"raise RuntimeError('boom at start')\n"
        files.pop(build_bytecode.pyc_name("ui/main.py"), None)  # the shipped bytecode would win
        buffer = io.BytesIO()
        with zipfile.ZipFile(buffer, "w") as archive:
            for name, data in files.items():
                archive.writestr(name, data)
        app.write_bytes(buffer.getvalue())

    server = serve_folder(broken_copy(dist, tmp_path, break_entry))
    boot_mode(context, "plain")  # a snapshot made from the intact zip has ui.main already
    page = context.new_page()
    page.goto(server.url())
    page.wait_for_function(
        "() => document.documentElement.dataset.appState !== 'loading'", timeout=120_000
    )
    assert page.evaluate("document.documentElement.dataset.appState") == "error"
    assert "boom at start" in page.locator("#boot-error").text_content()
    assert page.locator("#boot-error").is_visible()


def test_missing_runtime_file_shows_error_state(context, dist, tmp_path, serve_folder):
    server = serve_folder(
        broken_copy(dist, tmp_path, lambda f: (f / "pyodide" / "python_stdlib.zip").unlink())
    )
    page = context.new_page()
    page.goto(server.url())
    page.wait_for_function(
        "() => document.documentElement.dataset.appState !== 'loading'", timeout=120_000
    )
    assert page.evaluate("document.documentElement.dataset.appState") == "error"
    assert page.locator("#boot-error").text_content().strip()


def test_start_up_texts_speak_the_chosen_language(context, dist, tmp_path, serve_folder):
    """Before Python runs, the loading and failure texts follow the language the app
    will choose (here the one chosen earlier: Japanese); the error is shown once."""
    server = serve_folder(
        broken_copy(dist, tmp_path, lambda f: (f / "pyodide" / "python_stdlib.zip").unlink())
    )
    context.add_init_script("localStorage.setItem('pygames.v1.lang', 'ja')")
    page = context.new_page()
    page.goto(server.url())
    assert page.locator("#boot .boot-loading").text_content() in (
        "ゲームを読み込んでいます…",
        "Loading the games…",
    )
    page.wait_for_function(
        "() => document.documentElement.dataset.appState !== 'loading'", timeout=120_000
    )
    assert page.evaluate("document.documentElement.lang") == "ja"
    assert page.locator("#boot-error").text_content().startswith("pygames を起動できませんでした。")
    assert page.locator("#boot .boot-loading").text_content() == "ゲームを読み込んでいます…"
    assert all(not box.is_visible() for box in page.locator(".py-error").all())


def test_opened_from_disk_it_says_to_serve_the_folder(browser, dist):
    """Double-clicked on a USB stick: browsers refuse module scripts from file://, so the
    page would load forever; it says what to do instead, in the browser's language."""
    for locale, said in (("en-GB", "python3 -m http.server"), ("ja-JP", "サーバーで配信")):
        context = browser.new_context(locale=locale)  # not the fixture: file:// is no host
        try:
            page = context.new_page()
            page.goto((dist / "index.html").as_uri())
            page.wait_for_function("() => document.documentElement.dataset.appState === 'error'")
            assert said in page.locator("#boot-error").inner_text()
        finally:
            context.close()


def test_a_new_build_replaces_the_offline_copy(context, dist, tmp_path, serve_folder, wait_ready):
    folder = tmp_path / "site"
    shutil.copytree(dist, folder)
    sent = Sent()
    server = serve_folder(folder, sent.handler())
    page = context.new_page()
    page.goto(server.url())
    wait_ready(page)
    assert page.evaluate("pygamesBoot.stored") is True  # the snapshot, cached for next time
    page.wait_for_function(
        "() => navigator.serviceWorker.controller !== null", timeout=SW_TIMEOUT_MS
    )
    old_version = re.search(r'const VERSION = "(\w+)"', (folder / "sw.js").read_text()).group(1)

    # A new build: one file changes, so does the worker's version.
    index = folder / "index.html"
    index.write_text(
        index.read_text().replace("</head>", '<meta name="new-build" content="1">\n</head>')
    )
    (folder / "sw.js").write_text(build.service_worker(folder))
    new_version = re.search(r'const VERSION = "(\w+)"', (folder / "sw.js").read_text()).group(1)
    assert new_version != old_version

    # Weeks later: the HTTP cache has let the first visit's files go.
    context.new_cdp_session(page).send("Network.clearBrowserCache")
    sent.requests.clear()
    page.reload()  # the browser checks sw.js, installs the new worker, drops the old cache
    wait_ready(page)
    wanted = [f"pygames-{new_version}"]
    deadline = time.monotonic() + SW_TIMEOUT_MS / 1000
    offline_copies = "caches.keys().then((keys) => keys.filter((k) => k.startsWith('pygames-')))"
    while page.evaluate(offline_copies) != wanted:  # (wait_for_function does not await)
        assert time.monotonic() < deadline, page.evaluate("caches.keys()")
        time.sleep(0.2)
    # The memory snapshot's cache is ui/boot.mjs's own, not an offline copy to drop.
    assert "pygames.snapshot" in page.evaluate("caches.keys()")
    # Only what changed came again: the new worker took the rest from the old copy.
    downloads = {r.split()[1] for r in sent.requests if r.endswith(" 200")}
    assert downloads == {"/sw.js", "/index.html"}, sent.requests
    page.reload()
    wait_ready(page)
    assert page.locator('meta[name="new-build"]').count() == 1


# Runs in the page's interpreter once the app is up: for every module of ours that is
# loaded, is its bytecode there, and does loading the module's code compile nothing?
BYTECODE_PROBE = """
import builtins, json, sys
import js
compiled = []
real_compile = builtins.compile
def counting_compile(*args, **kwargs):
    compiled.append(str(args[1]) if len(args) > 1 else "?")
    return real_compile(*args, **kwargs)
report = {"modules": {}, "pyscript_imported": "pyscript" in sys.modules}
builtins.compile = counting_compile  # the import system compiles sources with it
try:
    for name, module in sorted(sys.modules.items()):
        path = getattr(module, "__file__", None) or ""
        if name.split(".")[0] in ("ui", "pygames", "svg") and path:
            before = len(compiled)
            module.__loader__.get_code(name)
            report["modules"][name] = {
                # imported in place from its zip, from the bytecode beside the source
                "pyc": path.endswith(".pyc") and ".zip/" in path,
                "compiles": len(compiled) - before,
            }
finally:
    builtins.compile = real_compile
js.document.documentElement.dataset.bytecodeProbe = json.dumps(report)
"""


def probe_bytecode(page) -> dict:
    # Straight into the interpreter: the page runs no Python script added to it
    # (ui/pyscript_guard.mjs).
    page.evaluate("(code) => pygamesBoot.pyodide.runPython(code)", BYTECODE_PROBE)
    return json.loads(page.evaluate("document.documentElement.dataset.bytecodeProbe"))


def test_modules_load_from_the_shipped_bytecode(page, site, wait_ready):
    page.goto(site.url())
    wait_ready(page)
    report = probe_bytecode(page)
    modules = report["modules"]
    assert "ui.main" in modules and "pygames.core.record" in modules
    assert {n: m for n, m in modules.items() if not m["pyc"] or m["compiles"]} == {}
    # PyScript's own package is written but not imported before our script.
    assert report["pyscript_imported"] is False
    # A game's code arrives later, from its own zip: with its bytecode too.
    page.evaluate("g => { location.hash = `#new=${g}&seats=human:A,human:B&seed=1` }", GAME)
    page.wait_for_selector("[data-moves]", timeout=60_000)
    modules = probe_bytecode(page)["modules"]
    assert GAMES[GAME].package + ".rules" in modules
    assert {n: m for n, m in modules.items() if not m["pyc"] or m["compiles"]} == {}
    log = page.context.log
    assert log.errors == [], log.dump()
