"""Starting from the memory snapshot (ui/boot.mjs): a first visit boots plainly and
caches the snapshot after ready; the next visit restores it; any failure boots plainly.
Every other browser test boots from the snapshot (fixtures.py), so every game is played
after a restore."""

from __future__ import annotations

import gzip
import json
import re
import shutil

import pytest

from tests.browser.fixtures import boot_mode, record_ready
from tests.browser.positions import a_game

# Modules a plain boot must not import (tests/test_lean_start.py keeps them off). Not
# zipfile, shutil and tempfile: Pyodide 314 imports those itself, in loadPyodide().
LEAN = ("urllib.parse", "html", "html.entities", "ipaddress")


def python(page, code: str):
    """Run ``code`` in the page's interpreter; its last expression, as JSON."""
    return json.loads(page.evaluate("(code) => pygamesBoot.pyodide.runPython(code)", code))


def boot(page) -> dict:
    return page.evaluate("({path: pygamesBoot.path, why: pygamesBoot.why})")


def snapshot_url(dist) -> str:
    boot_js = (dist / "pyodide" / "boot.mjs").read_text()
    return re.search(r'"url": "(snapshot-\w+\.bin)"', boot_js).group(1)


def test_a_first_visit_on_a_fast_link_restores_at_once_and_so_does_the_next(
    context, site, dist, wait_ready
):
    """127.0.0.1 is a fast link: the snapshot is fetched before Python starts (a slow
    one, tests/browser/test_first_visit.py). Then every visit restores it."""
    boot_mode(context, "auto")
    record_ready(context)
    page = context.new_page()
    page.goto(site.url())
    wait_ready(page)
    assert boot(page)["path"] == "snapshot"
    assert boot(page)["why"].startswith("fetched first; the link measured")
    assert page.evaluate("pygamesBoot.stored") is True
    # Fetched before ready, compressed on the wire (build.StaticHandler sends FILE.br).
    name = snapshot_url(dist)
    entry = page.evaluate(  # the GET, after a HEAD that asked how the host sends it
        "(name) => performance.getEntriesByType('resource')"
        ".filter((e) => e.name.endsWith(name)).pop().toJSON()",
        name,
    )
    assert entry["responseEnd"] < page.evaluate("window.__readyAt")
    assert entry["decodedBodySize"] == (dist / "pyodide" / name).stat().st_size
    assert entry["encodedBodySize"] < entry["decodedBodySize"] / 4

    draws = []
    for _ in range(2):
        page.reload()
        wait_ready(page)
        assert boot(page) == {"path": "snapshot", "why": ""}
        assert page.locator("#app").inner_text().strip()  # the home page is shown
        draws.append(python(page, "import random; str(random.random())"))
    assert draws[0] != draws[1]  # reseeded after each restore, not the builder's state

    # A new build's snapshot, not cached yet, while the offline copy's worker answers:
    # a plain start, and the snapshot fetched through the worker and cached.
    page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=120_000)
    assert page.evaluate("caches.delete('pygames.snapshot')") is True
    page.reload()
    wait_ready(page)
    assert boot(page) == {"path": "plain", "why": "not cached yet"}
    assert page.evaluate("pygamesBoot.stored") is True
    page.reload()
    wait_ready(page)
    assert boot(page)["path"] == "snapshot"
    assert context.log.errors == [], context.log.dump()


def test_a_plain_boot_imports_nothing_it_does_not_need(context, site, wait_ready):
    boot_mode(context, "plain")
    page = context.new_page()
    page.goto(site.url())
    wait_ready(page, boot_path="plain")
    imported = python(
        page, f"import json, sys; json.dumps([m for m in {LEAN!r} if m in sys.modules])"
    )
    assert imported == []


def test_a_restored_page_keeps_its_own_call_trampoline(context, site, wait_ready):
    # The snapshot holds the builder's (Node's) pointer; ui/boot.mjs puts the page's back.
    read = """() => {
      const Module = pygamesBoot.pyodide._module;
      const offset = Module.HEAP32[Module.__PyEM_EMSCRIPTEN_TRAMPOLINE_OFFSET >>> 2];
      return Module.HEAP32[(Module.__PyRuntime + offset) >>> 2];
    }"""
    values = {}
    for mode in ("plain", "snapshot"):
        page = context.new_page()
        boot_mode(context, mode)
        page.goto(site.url())
        wait_ready(page, boot_path=mode)
        values[mode] = page.evaluate(read)
        page.close()
    # Chromium's is a wasm trampoline's table index; Node's is 0 (a slower JS fallback).
    assert values["plain"] != 0
    assert values["snapshot"] == values["plain"]


def damaged_copy(dist, tmp_path, damage):
    folder = tmp_path / "site"
    shutil.copytree(dist, folder)
    damage(folder / "pyodide" / snapshot_url(dist))
    return folder


def rewrite(path, data: bytes) -> None:
    """The snapshot made ``data``: its gzip copy too, and no brotli copy."""
    path.write_bytes(data)
    path.with_name(path.name + ".gz").write_bytes(gzip.compress(data, 1))
    path.with_name(path.name + ".br").unlink()


def truncate(path):
    rewrite(path, path.read_bytes()[: 1 << 20])


def foreign_build(path):
    data = bytearray(path.read_bytes())
    data[16:48] = b"0" * 32  # the build id Pyodide writes after the header's four words
    rewrite(path, bytes(data))


def garbled_copy(path):
    path.with_name(path.name + ".br").unlink()
    path.with_name(path.name + ".gz").write_bytes(b"\x1f\x8b not gzip after all")


def missing(path):
    for copy in (path, path.with_name(path.name + ".br"), path.with_name(path.name + ".gz")):
        copy.unlink()


@pytest.mark.parametrize(
    "damage, said",
    [
        (truncate, "has 1048576 bytes"),
        (foreign_build, "build id"),
        (garbled_copy, "could not be read"),
        (missing, "HTTP 404"),
    ],
)
def test_a_bad_snapshot_boots_plainly(
    context, dist, tmp_path, serve_folder, wait_ready, damage, said
):
    server = serve_folder(damaged_copy(dist, tmp_path, damage))
    page = context.new_page()  # boot mode "snapshot": fetched even though not cached
    page.goto(server.url(f"#new={a_game()}&seats=human:Ann,bot:random:Robo&seed=4"))
    wait_ready(page, boot_path="plain")
    assert said in boot(page)["why"]
    warnings = [text for kind, text in context.log.console if kind == "warning"]
    assert any("starting without the memory snapshot" in w and said in w for w in warnings)
    page.wait_for_selector("[data-moves]", timeout=60_000)  # and the app works
    assert page.evaluate("pygamesBoot.stored") is False  # not fetched again on this visit
    not_found = "Failed to load resource: the server responded with a status of 404"
    errors = [e for e in context.log.errors if not (damage is missing and e.startswith(not_found))]
    assert errors == [], context.log.dump()
