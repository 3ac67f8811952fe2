"""Boot: how soon the app is ready, against a bare ``loadPyodide()`` on the same runtime
files, side by side in one run (``python3 benchmarks/bench.py --only boot``).

Every run takes a fresh profile for the bare page and for each site, in a rotating
order, so a busy machine slows each alike:
- first visit (cold): load until ``data-app-state=ready``; the bytes until ready (each
  response's transfer size, as the page's resource timing records it, up to ready) and
  the JS heap then; after that the background work the first visit still does (the
  memory snapshot, the offline copy), counted by the server as bytes in total;
- repeat visit (warm): a reload in the same profile, which restores the snapshot;
  then a second reload, to check that ``random`` differs between two restored loads.
Figures are medians of the runs; ratios are medians of each run's own ratio to bare,
with their spread (min–max). Then random playouts per second are timed in a restored
page and in a plainly booted one, in turn.
"""

from __future__ import annotations

import json
import statistics
import time
from pathlib import Path

from benchmarks.browsing import MARKS, heap_used, new_profile, served_folder, url_of, wait_ready
from pygames import GAMES

BARE_PAGE = """<!doctype html>
<html data-app-state="loading"><head><meta charset="utf-8"><title>bare loadPyodide</title>
<link rel="icon" href="data:,"></head><body>
<script type="module">
import { loadPyodide } from "./pyodide/pyodide.mjs";
performance.mark("bare: loadPyodide");
const pyodide = await loadPyodide({ indexURL: new URL("./pyodide/", location.href).href });
performance.mark("bare: loaded");
pyodide.runPython("import sys");
window.__pyodide = pyodide;
document.documentElement.dataset.appState = "ready";
</script></body></html>
"""

# Bytes on the wire until ready: the page and every response that ended by then.
BYTES_UNTIL_READY = """() => {
  const ready = window.__readyAt;
  const resources = performance.getEntriesByType("resource");
  const entries = [...performance.getEntriesByType("navigation"),
                   ...resources.filter((e) => e.responseEnd <= ready)];
  return entries.reduce((sum, e) => sum + e.transferSize, 0);
}"""
PYODIDE = "(window.pygamesBoot && pygamesBoot.pyodide) || window.__pyodide"
# Older builds give the page no handle on the interpreter: these are null there.
WASM_BYTES = f"(() => {{ const p = {PYODIDE}; return p ? p._module.HEAP8.length : null; }})()"
BOOT_PATH = "window.pygamesBoot ? pygamesBoot.path : 'n/a'"
DRAW = "p.runPython('import random; str(random.random())')"
RANDOM = f"(() => {{ const p = {PYODIDE}; return p ? {DRAW} : null; }})()"

# Random playouts in the page's interpreter, for the given seconds; games per second.
PLAYOUTS = """
import time
from ui.loader import ensure_game
from pygames import get_game
from pygames.core.bots import bot_for, bot_rng, play_bot_turn

async def playouts(game_id, players, seconds):
    await ensure_game(game_id)
    game = get_game(game_id)
    bot = bot_for(game, "bot:random")
    games, started = 0, time.perf_counter()
    while time.perf_counter() - started < seconds:
        state = game.new_game(players, {}, games + 1)
        n = 0
        while game.to_move(state):
            seat = game.to_move(state)[0]
            game.apply(state, seat, play_bot_turn(game, state, seat, bot, bot_rng(games + 1, n)))
            n += 1
        games += 1
    return games / (time.perf_counter() - started)
"""


def boot_once(playwright, tmp: Path, server, counter, path: str, is_site: bool) -> dict:
    context = new_profile(playwright, tmp, "site" if is_site else "bare")
    try:
        page = context.pages[0] if context.pages else context.new_page()
        cdp = context.new_cdp_session(page)
        counter.reset()
        page.goto(url_of(server, path))
        figures = {"cold_ms": wait_ready(page), "cold_marks": page.evaluate(MARKS)}
        figures["cold_bytes"] = page.evaluate(BYTES_UNTIL_READY)
        figures["cold_heap"] = heap_used(cdp)
        figures["cold_path"] = page.evaluate(BOOT_PATH)
        if is_site:  # what the first visit does after ready: the snapshot, the offline copy
            figures["stored"] = page.evaluate("window.pygamesBoot ? pygamesBoot.stored : null")
            if (served_folder(server) / "sw.js").is_file():
                page.wait_for_function(
                    "() => navigator.serviceWorker.controller !== null", timeout=120_000
                )
            time.sleep(0.5)
        figures["cold_total_bytes"] = counter.bytes
        counter.reset()
        page.reload()
        figures["warm_ms"] = wait_ready(page)
        figures["warm_marks"] = page.evaluate(MARKS)
        figures["warm_heap"] = heap_used(cdp)
        figures["warm_wasm"] = page.evaluate(WASM_BYTES)
        figures["warm_path"] = page.evaluate(BOOT_PATH)
        time.sleep(0.3)
        figures["warm_bytes"] = counter.bytes
        draws = [page.evaluate(RANDOM)]
        page.reload()
        wait_ready(page)
        draws.append(page.evaluate(RANDOM))
        figures["random_differs"] = None if draws[0] is None else draws[0] != draws[1]
        return figures
    finally:
        context.close()


def bench_boot(playwright, tmp: Path, sites: list, bare, bare_counter, runs: int) -> None:
    """``sites``: (label, server, counter) per build to time; all are booted in every
    run, in a rotating order with the bare page."""
    targets = [("bare", bare, bare_counter, "bare.html", False)]
    targets += [(label, server, counter, "", True) for label, server, counter in sites]
    results = {label: [] for label, *_ in targets}
    for run in range(runs):
        shift = run % len(targets)
        for label, server, counter, path, is_site in targets[shift:] + targets[:shift]:
            results[label].append(boot_once(playwright, tmp, server, counter, path, is_site))
    for label, _, _, _, is_site in targets:
        for r in results[label]:
            for kind in ("cold", "warm"):
                r[f"{kind}_overhead_ms"] = overhead(r, kind, is_site)
    print(
        f"\nBoot, {runs} runs (fresh profile each; first visit = cold; repeat visit = a reload"
        " in the same profile once the first visit's background work is done)"
    )
    for kind in ("cold", "warm"):
        print(f"  bare {kind} timeline (ms, median): " + timeline(results["bare"], kind))
    for label, *_ in targets[1:]:
        print_boot(label, results[label], results["bare"])
    for label, server, _counter in sites:
        if (served_folder(server) / "pyodide" / "boot.mjs").is_file():  # a build with a snapshot
            playouts_after_boot(playwright, tmp, label, server)
    print("  every run:", json.dumps(results))


ROWS = (  # title, key, unit
    ("ready, first visit (cold)", "cold_ms", "ms"),
    ("ready, repeat visit (warm)", "warm_ms", "ms"),
    ("  of which not loadPyodide, cold", "cold_overhead_ms", "ms"),
    ("  of which not loadPyodide, warm", "warm_overhead_ms", "ms"),
    ("bytes until ready, first visit", "cold_bytes", "B"),
    ("bytes in total, first visit", "cold_total_bytes", "B"),
    ("bytes sent, repeat visit", "warm_bytes", "B"),
    ("JS heap after boot, first visit", "cold_heap", "B"),
    ("JS heap after boot, repeat visit", "warm_heap", "B"),
    ("wasm memory, repeat visit", "warm_wasm", "B"),
)


def print_boot(label: str, site: list[dict], bare: list[dict]) -> None:
    name = "site" if label == "site" else f"site {label}"
    print(f"  {'':34}{name:>14}{'bare':>14}{'ratio':>8}  per-run ratios (min-max)")
    for title, key, unit in ROWS:
        if any(r[key] is None for r in site + bare):
            print(f"  {title:<34}{'-':>14}")
            continue
        mine = statistics.median(r[key] for r in site)
        theirs = statistics.median(r[key] for r in bare)
        fmt = (lambda v: f"{v:,.0f} ms") if unit == "ms" else (lambda v: f"{v:,.0f} B")
        pairs = [s[key] / b[key] for s, b in zip(site, bare) if b[key]]
        spread = f"{min(pairs):.3f}-{max(pairs):.3f}" if pairs else "-"
        ratio = f"{statistics.median(pairs):.3f}" if pairs else "-"
        print(f"  {title:<34}{fmt(mine):>14}{fmt(theirs):>14}{ratio:>8}  {spread}")
    paths = [(r["cold_path"], r["warm_path"]) for r in site]
    print(
        f"  boot path: first visit {summarize(p for p, _ in paths)}; "
        f"repeat visit {summarize(p for _, p in paths)}"
    )
    differs = [r["random_differs"] for r in site if r["random_differs"] is not None]
    print(f"  random differs between two repeat-visit loads: {sum(differs)} of {len(differs)} runs")
    for kind in ("cold", "warm"):
        print(f"  {kind} timeline (ms, median): " + timeline(site, kind))


def summarize(paths) -> str:
    counts = {}
    for path in paths:
        counts[path] = counts.get(path, 0) + 1
    return ", ".join(f"{path} {n}" for path, n in sorted(counts.items()))


MODES = ("snapshot", "plain")


def playouts_after_boot(playwright, tmp, label, server, rounds: int = 8, seconds: float = 1.5):
    """Cable Car random playouts (4 players) per second in a page restored from the
    snapshot and in one booted plainly, measured in turn, ``rounds`` times each, the
    order swapped every round (two Chromiums on two cores: two identical pages measured
    so differ by up to 10 %)."""
    pages, contexts = {}, []
    try:
        for mode in MODES:
            context = new_profile(playwright, tmp, f"playouts-{mode}")
            contexts.append(context)
            if mode == "plain":
                context.add_init_script("globalThis.PYGAMES_BOOT = 'plain';")
            page = context.pages[0] if context.pages else context.new_page()
            page.goto(url_of(server))
            wait_ready(page)
            # Both pages as on a repeat visit: the first visit's background work done
            # (the snapshot cached, the offline copy made), then a reload.
            page.evaluate("window.pygamesBoot ? pygamesBoot.stored : null")
            page.wait_for_function(
                "() => navigator.serviceWorker.controller !== null", timeout=120_000
            )
            page.reload()
            wait_ready(page)
            pages[mode] = (page, page.evaluate(BOOT_PATH))
        rates = {mode: [] for mode in pages}
        game_id, spec = next((g, m.spec) for g, m in GAMES.items())  # the registry's first
        players = max(spec.min_players, min(4, spec.max_players))
        code = PLAYOUTS + f"\nawait playouts({game_id!r}, {players}, {seconds!r})\n"
        run = f"({PYODIDE}).runPythonAsync({json.dumps(code)})"
        for round_ in range(rounds):
            for mode in MODES if round_ % 2 == 0 else MODES[::-1]:
                rates[mode].append(pages[mode][0].evaluate(run))
        pairs = [a / b for a, b in zip(rates["snapshot"], rates["plain"])]
        mine, theirs = (statistics.median(rates[m]) for m in MODES)
        print(
            f"  playouts/s in the page ({label}), Cable Car 4 players, {rounds} rounds of "
            f"{seconds:g} s: restored ({pages['snapshot'][1]}) {mine:.1f}, plain boot "
            f"({pages['plain'][1]}) {theirs:.1f}; ratio per round median "
            f"{statistics.median(pairs):.3f} ({min(pairs):.2f}-{max(pairs):.2f})"
        )
    finally:
        for context in contexts:
            context.close()


# A first visit four ways: the bare runtime, the site as a visitor gets it (ui/boot.mjs
# chooses by the link), and each of its two branches forced: a plain start (the snapshot
# fetched after ready) and the snapshot fetched first.
FIRST_VISITS = (
    ("bare loadPyodide", "bare.html", None),
    ("site, as it chooses", "", "auto"),
    ("site, plain start", "", "plain"),
    ("site, snapshot first", "", "snapshot"),
)


def first_visit_on_links(playwright, tmp: Path, site, bare, links: list[float], runs: int):
    """Time to ready of a first visit on an emulated link of each speed in ``links``
    (Mbit/s down and up, 20 ms latency, by Chrome's network emulation): whether a
    first visit should fetch the snapshot before starting is decided by these."""
    print(
        f"\nFirst visit on an emulated link, site on a plain host, median of {runs} runs "
        "(ratio: per run, to bare)"
    )
    print(f"  {'link':>10}" + "".join(f"{label:>26}" for label, *_ in FIRST_VISITS))
    for mbit in links:
        times = {label: [] for label, *_ in FIRST_VISITS}
        chosen = []
        for run in range(runs):
            shift = run % len(FIRST_VISITS)
            for label, path, mode in FIRST_VISITS[shift:] + FIRST_VISITS[:shift]:
                server = bare if path else site
                ms, why = throttled_visit(playwright, tmp, server, path, mode, mbit)
                times[label].append(ms)
                if mode == "auto":
                    chosen.append(why)
        cells = []
        for label, *_ in FIRST_VISITS:
            ratios = [t / b for t, b in zip(times[label], times[FIRST_VISITS[0][0]])]
            cells.append(
                f"{statistics.median(times[label]):,.0f} ms ({statistics.median(ratios):.2f}x)"
            )
        print(f"  {mbit:>5g} Mbit" + "".join(f"{cell:>26}" for cell in cells))
        print(f"  {'':>10}  as it chose: " + "; ".join(chosen))


def throttled_visit(playwright, tmp: Path, server, path: str, mode, mbit: float) -> float:
    context = new_profile(playwright, tmp, f"link-{mbit:g}")
    try:
        if mode is not None:
            context.add_init_script(f"globalThis.PYGAMES_BOOT = {mode!r};")
        page = context.pages[0] if context.pages else context.new_page()
        cdp = context.new_cdp_session(page)
        cdp.send("Network.enable")
        rate = mbit * 1e6 / 8  # bytes per second
        cdp.send(
            "Network.emulateNetworkConditions",
            {"offline": False, "latency": 20, "downloadThroughput": rate, "uploadThroughput": rate},
        )
        page.goto(url_of(server, path))
        ms = wait_ready(page)
        return ms, page.evaluate("window.pygamesBoot ? pygamesBoot.why : ''")
    finally:
        context.close()


def timeline(runs: list[dict], kind: str) -> str:
    """Each performance mark's median time, in order, then ready."""
    marks = {m for r in runs for m in r[f"{kind}_marks"]}
    medians = {
        m: statistics.median(r[f"{kind}_marks"][m] for r in runs if m in r[f"{kind}_marks"])
        for m in marks
    }
    steps = [f"{MARK_LABELS.get(m, m)} {medians[m]:,.0f}" for m in sorted(marks, key=medians.get)]
    steps.append(f"ready {statistics.median(r[kind + '_ms'] for r in runs):,.0f}")
    return ", ".join(steps)


# loadPyodide() itself, as PyScript reports it and as the bare page marks it.
LOAD_MARKS = {
    True: ("py: Loading interpreter", "py: Loaded interpreter"),
    False: ("bare: loadPyodide", "bare: loaded"),
}


def overhead(run: dict, kind: str, is_site: bool) -> float:
    """Time to ready outside loadPyodide(): what a site adds to the runtime's own start
    (a restore from the snapshot happens inside loadPyodide)."""
    start, end = LOAD_MARKS[is_site]
    marks = run[f"{kind}_marks"]
    if start not in marks or end not in marks:
        return float("nan")
    return run[f"{kind}_ms"] - (marks[end] - marks[start])


MARK_LABELS = {
    "py:ready": "interpreter + app files",
    "pygames:entry": "entry script starts",
    "pygames:imported": "ui.main imported",
}
