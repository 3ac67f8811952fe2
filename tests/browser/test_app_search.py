"""The search bot in the built app: it thinks for up to a second a move in slices, so
the page keeps answering while it does. In every game whose Strong level searches, two
or three search bots play on their own for a few seconds; the page's timer must keep
ticking between their slices. (Cable Car's person playing beside two search bots, with
the page's repaints timed: in its own browser tests.)"""

from __future__ import annotations

import time

import pytest
from playwright.sync_api import expect

from pygames import GAMES
from tests.browser.page_helpers import (
    FROZEN_MS,
    MOVE_TIMEOUT_MS,
    TAKE_LONGEST,
    WATCH_TICKS,
    moves,
)

WATCH_SECONDS = 6
# The page's ticks so far and the time since the last one (a hold the longest gap
# between two ticks does not see yet).
SINCE_LAST = "() => ({...window.__ticks, since: performance.now() - window.__ticks.last})"
SEARCHING = [
    (game_id, max(2, manifest.spec.min_players))
    for game_id, manifest in GAMES.items()
    if "search" in manifest.spec.bots
]


@pytest.mark.parametrize("game_id, players", SEARCHING)
def test_search_bots_of_every_game_never_hold_the_page(page, site, wait_ready, game_id, players):
    seats = ",".join(f"bot:search:Bot{n + 1}" for n in range(players))
    page.goto(site.url(f"?botdelay=0#new={game_id}&seats={seats}&seed=5"))
    wait_ready(page)
    expect(page.locator("#board svg")).to_be_visible(timeout=MOVE_TIMEOUT_MS)
    page.evaluate(WATCH_TICKS)
    first = moves(page)
    time.sleep(WATCH_SECONDS)
    ticks = page.evaluate(SINCE_LAST)
    longest = page.evaluate(TAKE_LONGEST)
    print(
        f"{game_id}: {moves(page) - first} moves, {ticks['count']} ticks, longest {longest:.0f} ms"
    )
    assert moves(page) > first + 2, "the bots did not play"
    # It ticked all along: never FROZEN_MS between two ticks, nor since the last one.
    # How many ticks the window holds follows the share of the cores the browser gets,
    # not the bots (55-63 in every game on a 2-core machine at load 5-8, 30 on one far
    # busier): the count only has to show a tick every second.
    assert ticks["count"] >= WATCH_SECONDS and ticks["since"] < FROZEN_MS, ticks
    assert longest < FROZEN_MS, f"the page held for {longest:.0f} ms while bots thought"
