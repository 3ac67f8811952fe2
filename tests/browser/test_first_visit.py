"""A first visit fetches each file once and little of it, from any static host
(ui/boot.mjs, sw.js): the runtime's wasm and the memory snapshot as gzip copies the
page inflates, the offline copy taken from what the page already has, and the snapshot
fetched first only on a link fast enough for it to pay. Every fallback boots plainly."""

from __future__ import annotations

import shutil

import pytest

import build
from tests.browser.fixtures import Sent, boot_mode, record_ready
from tests.browser.page_helpers import wait_more_moves
from tests.browser.positions import a_game

# The runtime files a bare loadPyodide() fetches: the measure of a first visit's bytes.
BARE_RUNTIME = build.PYODIDE_FILES
TARGET = 1.3  # a first visit, the offline copy and the snapshot included


def boot(page) -> dict:
    return page.evaluate("({path: pygamesBoot.path, why: pygamesBoot.why, mbit: pygamesBoot.mbit})")


BOTS_PLAY = f"?botdelay=0#new={a_game()}&seats=bot:random:Ann,bot:random:Bob&seed=3"
LAST_ENTRY = """(name) => performance.getEntriesByType('resource')
  .filter((e) => e.name.endsWith(name)).pop().toJSON()"""


def settled(page) -> None:
    """The first visit's background work done: the snapshot stored, the offline copy made."""
    assert page.evaluate("pygamesBoot.stored") is True
    page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=120_000)


def test_a_first_visit_from_a_plain_host_sends_each_file_once(
    context, dist, serve_folder, wait_ready
):
    """Served as most static hosts serve files (no br, no special headers): a visit,
    bot moves played, the offline copy and the snapshot kept, all in at most 1.3x the
    bytes of the bare runtime's files, none of them sent twice."""
    sent = Sent()
    server = serve_folder(dist, sent.handler(build.PlainHandler))
    boot_mode(context, "auto")
    page = context.new_page()
    page.goto(server.url(BOTS_PLAY))
    wait_ready(page)
    assert boot(page)["path"] == "snapshot"  # 127.0.0.1 is a fast link
    assert boot(page)["why"].startswith("fetched first; the link measured")
    page.wait_for_selector("#board[data-moves]", timeout=60_000)
    wait_more_moves(page, 1)  # the game plays
    settled(page)
    page.wait_for_timeout(500)

    bare = sum((dist / "pyodide" / name).stat().st_size for name in BARE_RUNTIME)
    assert sent.bytes <= TARGET * bare, (sent.bytes, bare, sent.requests)
    full = [r.rsplit(" ", 1)[0] for r in sent.requests if r.endswith(" 200")]
    assert sorted(set(full)) == sorted(full), sent.requests  # nothing sent twice
    assert not [r for r in sent.requests if r.endswith(" 304")]  # nor asked for again
    assert "GET /pyodide/pyodide.asm.wasm.gz" in full
    assert "GET /pyodide/pyodide.asm.wasm" not in full  # the worker keeps it inflated
    assert [r for r in full if r.startswith("GET /pyodide/snapshot-")] == [
        f"GET /pyodide/{snapshot_name(dist)}.gz"
    ]
    # Offline, the next visit restores the snapshot and takes the wasm from the copy.
    sent.requests.clear()
    page.reload()
    wait_ready(page)
    assert boot(page)["path"] == "snapshot"
    assert not [r for r in sent.requests if "/pyodide/" in r], sent.requests
    assert context.log.errors == [], context.log.dump()


def snapshot_name(dist) -> str:
    (path,) = (dist / "pyodide").glob("snapshot-*.bin")
    return path.name


def test_a_host_that_sends_br_sends_the_snapshot_so(context, dist, site, wait_ready):
    boot_mode(context, "auto")
    page = context.new_page()
    page.goto(site.url())
    wait_ready(page)
    assert boot(page)["path"] == "snapshot"
    name = snapshot_name(dist)
    entry = page.evaluate(LAST_ENTRY, name)  # the GET, after a HEAD
    assert entry["decodedBodySize"] == (dist / "pyodide" / name).stat().st_size
    gzip_bytes = (dist / "pyodide" / (name + ".gz")).stat().st_size
    assert entry["encodedBodySize"] < gzip_bytes  # the brotli copy, smaller still


def test_a_slow_link_boots_plainly_and_fetches_the_snapshot_after_ready(context, site, wait_ready):
    boot_mode(context, "auto")
    record_ready(context)
    page = context.new_page()
    cdp = context.new_cdp_session(page)
    cdp.send("Network.enable")
    rate = 8e6 / 8  # 8 Mbit/s, in bytes per second
    cdp.send(
        "Network.emulateNetworkConditions",
        {"offline": False, "latency": 20, "downloadThroughput": rate, "uploadThroughput": rate},
    )
    page.goto(site.url())
    wait_ready(page)
    said = boot(page)
    assert said["path"] == "plain", said
    assert said["why"].startswith("not cached yet; the link measured"), said
    assert 2 <= said["mbit"] <= 12, said
    ready = page.evaluate("window.__readyAt")
    assert page.evaluate("pygamesBoot.stored") is True  # fetched after ready
    started = page.evaluate(
        "performance.getEntriesByType('resource').find((e) => /snapshot-/.test(e.name)).startTime"
    )
    assert started > ready


def test_save_data_fetches_no_snapshot(context, site, wait_ready):
    boot_mode(context, "auto")
    context.add_init_script(
        "Object.defineProperty(Navigator.prototype, 'connection', "
        "{ get: () => ({ saveData: true, effectiveType: '4g', downlink: 10 }) });"
    )
    page = context.new_page()
    page.goto(site.url())
    wait_ready(page)
    assert boot(page) == {"path": "plain", "why": "Save-Data is on", "mbit": None}
    assert page.evaluate("pygamesBoot.stored") is False
    names = page.evaluate("performance.getEntriesByType('resource').map((e) => e.name)")
    assert not [n for n in names if "snapshot-" in n]


def test_without_decompression_stream_the_plain_files_are_fetched(context, site, wait_ready):
    boot_mode(context, "auto")
    context.add_init_script("delete globalThis.DecompressionStream;")
    page = context.new_page()
    page.goto(site.url())
    wait_ready(page)
    assert boot(page) == {"path": "plain", "why": "not cached yet", "mbit": None}
    assert page.evaluate("pygamesBoot.stored") is True  # the plain file, after ready
    names = page.evaluate("performance.getEntriesByType('resource').map((e) => e.name)")
    assert any(n.endswith("/pyodide.asm.wasm") for n in names)
    assert not [n for n in names if n.endswith(".gz")]
    warnings = [text for kind, text in context.log.console if kind == "warning"]
    assert any("no DecompressionStream" in w for w in warnings), context.log.dump()


def test_a_broken_wasm_copy_falls_back_to_the_plain_file(
    context, dist, tmp_path, serve_folder, wait_ready
):
    folder = tmp_path / "site"
    shutil.copytree(dist, folder)
    (folder / "pyodide" / "pyodide.asm.wasm.gz").write_bytes(b"not gzip at all")
    page = context.new_page()
    page.goto(serve_folder(folder).url(f"#new={a_game()}&seats=human:Ann,bot:random:Robo&seed=4"))
    wait_ready(page)
    page.wait_for_selector("[data-moves]", timeout=60_000)
    warnings = [text for kind, text in context.log.console if kind == "warning"]
    assert any("pyodide.asm.wasm.gz could not be used" in w for w in warnings), context.log.dump()


@pytest.mark.parametrize("header", ["gzip", "x-gzip"])
def test_a_host_that_marks_the_copies_as_gzip_encoded_still_works(
    context, dist, serve_folder, wait_ready, header
):
    """Some hosts send FILE.gz with Content-Encoding: gzip; the browser then inflates
    it already, and the page must not inflate it again."""

    class Encoding(build.PlainHandler):
        def end_headers(self):
            if self.path.split("?")[0].endswith(".gz"):
                self.send_header("Content-Encoding", header)
            super().end_headers()

        def guess_type(self, path):
            return (
                "application/octet-stream"
                if str(path).endswith(".gz")
                else super().guess_type(path)
            )

    boot_mode(context, "snapshot")
    page = context.new_page()
    page.goto(serve_folder(dist, Encoding).url())
    wait_ready(page)  # from the snapshot, as the mode asks
    assert context.log.errors == [], context.log.dump()


def test_without_cache_storage_a_fast_link_still_restores_the_snapshot(
    context, dist, serve_folder, wait_ready
):
    """As on a school's server reached by its address (not a secure context): no offline
    copy, no Cache Storage; a visit still restores the snapshot on a fast link."""
    sent = Sent()
    server = serve_folder(dist, sent.handler(build.PlainHandler))
    boot_mode(context, "auto")
    context.add_init_script("delete globalThis.caches;")
    page = context.new_page()
    page.goto(server.url(f"#new={a_game()}&seats=human:Ann,bot:random:Robo&seed=4"))
    wait_ready(page)
    assert boot(page)["path"] == "snapshot"  # a fast link
    assert page.evaluate("pygamesBoot.stored") is False
    page.wait_for_selector("[data-moves]", timeout=60_000)  # and the app works
    warnings = [text for kind, text in context.log.console if kind == "warning"]
    assert any("no Cache Storage" in w for w in warnings), context.log.dump()
    # The next visit decides as a first one does, and restores again: from the HTTP
    # cache where the browser kept the files (a context's cache may be too small to).
    page.reload()
    wait_ready(page)
    assert boot(page)["path"] == "snapshot"
    assert page.evaluate("pygamesBoot.stored") is False
