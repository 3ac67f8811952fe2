#!/usr/bin/env python3
"""How long a review takes in the browser; prints figures, asserts nothing
(benchmarks/RESULTS.md, "Reviews").

    python3 benchmarks/review_speed.py [--site DIST] [--runs 3] [--game GAME]

A two-player game (two greedy bots, seed 11; the first seat a person afterwards; by
default the first game by id, Cable Car: about sixty moves) is put in localStorage as a
save, then its review is opened in
Chromium (``#review=…&game=…``). Per run: the seconds from the address to the last
verdict, the review's own work (``#board[data-review-ms]``), the longest slice and
repaint, the longest gap between two 10 ms timer ticks while it ran (the page is
never frozen longer), and the size of the review kept with the save. A second
opening of the same address then reads the kept review: its seconds to the last
verdict. The issue's goal: the whole review in under a minute.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))  # the browser tests' helpers (their page scripts)

import bench  # noqa: E402

from pygames import GAMES  # noqa: E402
from pygames.core.record import Record  # noqa: E402
from tests.browser.page_helpers import TAKE_LONGEST, WATCH_TICKS  # noqa: E402
from tests.browser.positions import greedy_pair, init_script, storage_items  # noqa: E402
from ui.storage import REVIEW_PREFIX  # noqa: E402

SAVE = "cc-review"
REVIEWED = "n => Number(document.getElementById('board')?.dataset.reviewed) >= n"


def one_run(playwright, tmp: Path, site, record: Record) -> dict:
    context = bench.new_profile(playwright, tmp, "review")
    try:
        context.add_init_script(init_script(storage_items({SAVE: record})))
        page = context.pages[0] if context.pages else context.new_page()
        page.set_viewport_size({"width": 1280, "height": 800})
        page.goto(bench.url_of(site, "?botdelay=0"))
        bench.wait_ready(page)
        page.evaluate(WATCH_TICKS)
        fragment = f"#review={record.to_share()}&game={SAVE}"
        total = len(record.actions)
        started = time.monotonic()
        page.evaluate("f => { location.hash = f }", fragment)
        page.wait_for_function(REVIEWED, arg=1, timeout=600_000)
        opening = page.evaluate(TAKE_LONGEST)
        page.wait_for_function(REVIEWED, arg=total, timeout=600_000)
        whole = time.monotonic() - started
        gap = page.evaluate(TAKE_LONGEST)
        board = page.evaluate("({...document.getElementById('board').dataset})")
        kept = page.evaluate("k => localStorage.getItem(k) || ''", REVIEW_PREFIX + SAVE)
        page.evaluate("() => { location.hash = '#' }")
        page.wait_for_function("() => !document.getElementById('board')?.dataset.reviewed")
        again = time.monotonic()
        page.evaluate("f => { location.hash = f }", fragment)
        page.wait_for_function(REVIEWED, arg=total, timeout=600_000)
        return {
            "whole": whole,
            "work_ms": board.get("reviewMs"),
            "slice_ms": board.get("sliceMs"),
            "paint_ms": board.get("paintMs"),
            "gap_ms": gap,
            "opening_ms": opening,
            "kept_bytes": len(kept),
            "again": time.monotonic() - again,
        }
    finally:
        context.close()


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--site", type=Path, default=bench.build.DIST)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--game", choices=sorted(GAMES), default=sorted(GAMES)[0])
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    record = greedy_pair(args.game)
    print(f"{args.game}, {len(record.actions)} moves, reviewed in Chromium ({args.site}):")
    print("| run | s to the last verdict | work ms | longest slice ms | repaint ms "
          "| longest tick gap ms | kept bytes | s again (kept) |")  # fmt: skip
    print("|---|---|---|---|---|---|---|---|")
    server, _ = bench.counting_server(args.site)
    try:
        with tempfile.TemporaryDirectory() as tmp_name, sync_playwright() as playwright:
            for run in range(1, args.runs + 1):
                r = one_run(playwright, Path(tmp_name), server, record)
                print(
                    f"| {run} | {r['whole']:.1f} | {r['work_ms']} | {r['slice_ms']} "
                    f"| {r['paint_ms']} | {r['gap_ms']:.0f} | {r['kept_bytes']:,} "
                    f"| {r['again']:.2f} |",
                    flush=True,
                )
    finally:
        server.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
