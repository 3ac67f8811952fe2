"""How big every game's board words are on a phone, a laptop and a projector.

Each game is played by greedy bots from seed 7 at 4 players (or the nearest count it
allows) to its mid-game point (``checks.MID_GAME``), then opened with Ann as a person at
a phone (390×844, touch) and a laptop (1280×800), and in presenter mode at 1920×1080.
Printed per game, size and language: the 10th percentile of the board's word sizes in
CSS px (``tests/browser/board_words.py``), the smallest words, and how many words can't
be reached (off-screen with nothing scrolling to them).

    python3 benchmarks/screen_words.py [--games GAME,...] [--langs en,ja] [--shots DIR] [--dist DIR]

Needs dist/ built (``python3 build.py``) and Debian's chromium.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))  # page_helpers imports colour_check

from playwright.sync_api import sync_playwright  # noqa: E402

from benchmarks.browsing import BOOT_TIMEOUT_MS, CHROMIUM, CHROMIUM_ARGS, counting_server  # noqa: E402
from pygames import GAMES  # noqa: E402
from pygames.core.record import Record, Seat  # noqa: E402
from pygames.core.share import pack  # noqa: E402
from tests.browser.board_words import TARGETS, board_words, smallest, word_size  # noqa: E402
from tests.browser.page_helpers import open_save, switch_to  # noqa: E402
from tests.browser.positions import init_script, storage_items  # noqa: E402
from ui.links import present_fragment  # noqa: E402
from ui.session import Table  # noqa: E402

SIZES = {"phone": (390, 844), "laptop": (1280, 800), "projector": (1920, 1080)}
NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve", "Flo"]


def mid_game(game_id: str, seed: int = 7, players: int = 4) -> Record:
    spec = GAMES[game_id].spec
    count = min(max(spec.min_players, players), spec.max_players)
    bots = [Seat(NAMES[i], "bot:greedy") for i in range(count)]
    table = Table.new(game_id, bots, seed=seed)
    while not table.is_over():
        if table.moves >= GAMES[game_id].checks().MID_GAME and 0 in table.to_move():
            break
        table.bot_step()
    return table.record


def as_person(record: Record) -> Record:
    seats = [Seat("Ann", "human")] + list(record.seats[1:])
    return Record(
        record.game, record.rules_version, record.seed, seats, record.options, list(record.actions)
    )


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--langs", default="en,zh-TW,ja")
    parser.add_argument("--sizes", default=",".join(SIZES))
    parser.add_argument("--shots", type=Path, help="leave a screenshot of each here")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="the built site")
    args = parser.parse_args(argv)
    games = args.games.split(",")
    langs = args.langs.split(",")
    records = {game_id: mid_game(game_id) for game_id in games}
    saved = storage_items({f"{g}-mid": as_person(r) for g, r in records.items()})
    server, _counter = counting_server(args.dist)
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    print(
        f"{'game':<13} {'size':<10} {'lang':<6} {'p10 px':>6} {'target':>6} {'unreachable':>11}  smallest"
    )
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for size in args.sizes.split(","):
            width, height = SIZES[size]
            phone = size == "phone"
            context = browser.new_context(
                viewport={"width": width, "height": height}, is_mobile=phone, has_touch=phone
            )
            context.add_init_script(init_script(saved))
            page = context.new_page()
            page.goto(base + "?botdelay=0")
            page.wait_for_function(
                "() => document.documentElement.dataset.appState === 'ready'",
                timeout=BOOT_TIMEOUT_MS,
            )
            for game_id in games:
                if size == "projector":
                    fragment = present_fragment(pack(records[game_id]))
                    page.evaluate("f => { location.hash = f }", fragment)
                    page.wait_for_function(
                        "() => document.querySelector('.present #board > svg')", timeout=60_000
                    )
                else:
                    open_save(page, f"{game_id}-mid")
                for lang in langs:
                    switch_to(page, lang)
                    page.evaluate("document.fonts.ready")
                    words = board_words(page)
                    unreachable = sum(1 for word in words if word["unreachable"])
                    print(
                        f"{game_id:<13} {size:<10} {lang:<6} {word_size(words):>6.1f}"
                        f" {TARGETS[size]:>6} {unreachable:>11}  {smallest(words)}",
                        flush=True,
                    )
                    if args.shots:
                        args.shots.mkdir(parents=True, exist_ok=True)
                        page.screenshot(path=str(args.shots / f"{game_id}-{size}-{lang}.png"))
            context.close()
        browser.close()
    server.shutdown()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
