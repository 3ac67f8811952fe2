"""The search bot in the built app: it thinks for up to a second a move in slices, so
the page keeps answering while it does, and its moves are saved like any other."""

from __future__ import annotations

import statistics
import time

import pytest
from playwright.sync_api import expect

from pygames import get_game

MOVE_TIMEOUT_MS = 20_000
SLICE_MS = 20  # a search slice; the page runs its timers and repaints between two
# The longest gap allowed between two 10 ms ticks while bots think, on a quiet machine.
LONGEST_ALLOWED_GAP_MS = 250
# A page that holds for this long froze, however busy the machine is.
FROZEN_MS = 1000
IDLE_SAMPLE_S = 0.3  # before each of Ann's moves: the timer's jitter with nothing to do

# Counts timer ticks and keeps the longest gap between two (the page's event loop is
# free only between a bot's slices); ``reset`` starts a new longest.
WATCH_TICKS = """() => {
  window.__ticks = {count: 0, longest: 0, last: performance.now()};
  setInterval(() => {
    const now = performance.now(), ticks = window.__ticks;
    ticks.longest = Math.max(ticks.longest, now - ticks.last);
    ticks.last = now; ticks.count += 1;
  }, 10);
}"""
TAKE_LONGEST = "() => { const t = window.__ticks, l = t.longest; t.longest = 0; return l; }"

# Times each click that applies a move: from the click to the board with the move painted.
WATCH_REPAINTS = """() => {
  window.__repaints = [];
  let clicked = null;
  addEventListener("click", () => { clicked = performance.now(); }, true);
  const moves = () => Number((document.querySelector("[data-moves]") || {dataset: {}}).dataset.moves);
  let seen = moves();
  new MutationObserver(() => {
    const now = moves();
    if (now === seen) return;
    seen = now;
    if (clicked === null) return;  // a bot's move
    const started = clicked;
    clicked = null;
    requestAnimationFrame(() => setTimeout(() => window.__repaints.push(performance.now() - started), 0));
  }).observe(document, {subtree: true, childList: true, attributes: true, attributeFilter: ["data-moves"]});
}"""


def allowed_gap(idle_ms: float, repaint_ms: float) -> float:
    """The longest gap allowed while bots think, scaled by how fast this machine runs
    the same page just now. Between two ticks a bot may end a slice, then apply two
    moves and repaint after each (a draw, then its placement), each repaint as long as
    Ann's take (their median); add the timer's own jitter when idle, and double it for
    a busy machine's unevenness. On a quiet machine that is about the fixed 250 ms; a
    page that holds for a whole second fails however busy the machine is."""
    expected = SLICE_MS + 2 * repaint_ms + idle_ms
    return min(FROZEN_MS, max(LONGEST_ALLOWED_GAP_MS, 2 * expected))


def moves(page) -> int:
    return int(page.get_attribute("#board", "data-moves"))


def test_a_search_bot_plays_without_freezing_the_page(page, site, wait_ready):
    page.goto(
        site.url("?botdelay=0#new=cablecar&seats=human:Ann,bot:search:Deep,bot:search:Wise&seed=5")
    )
    wait_ready(page)
    expect(page.locator("#board svg")).to_be_visible(timeout=MOVE_TIMEOUT_MS)
    page.evaluate(WATCH_TICKS)
    page.evaluate(WATCH_REPAINTS)
    idle, busy = [], []
    for _turn in range(3):
        expect(page.locator("#board [data-action^='hand ']").first).to_be_visible(
            timeout=MOVE_TIMEOUT_MS
        )
        busy.append(page.evaluate(TAKE_LONGEST))
        time.sleep(IDLE_SAMPLE_S)
        idle.append(page.evaluate(TAKE_LONGEST))
        before = moves(page)
        page.locator("#board [data-action^='hand ']").first.click()
        # Ann's move, then each bot's (a draw and its placement, or a hidden tile).
        page.wait_for_function(
            """before => {
                 const board = document.querySelector('#board');
                 return +board.dataset.moves >= before + 3
                     && board.querySelector("[data-action^='hand ']") !== null;
               }""",
            arg=before,
            timeout=MOVE_TIMEOUT_MS,
        )
    busy.append(page.evaluate(TAKE_LONGEST))
    ticks = page.evaluate("() => window.__ticks")
    repaints = page.evaluate("() => window.__repaints")
    assert ticks["count"] > 50, ticks  # the bots thought for a while…
    assert len(repaints) == 3, repaints
    limit = allowed_gap(max(idle), statistics.median(repaints))
    # …and never held the page.
    assert max(busy) < limit, f"gaps {busy} ms, idle {idle} ms, Ann's repaints {repaints} ms"
    names = page.locator("#players .name").all_inner_texts()
    assert names == ["Ann", "Deep", "Wise"]
    log = page.locator("#log").inner_text()
    assert "Deep" in log and "Wise" in log


# Every other game whose Strong level searches: two or three search bots play on their
# own for a few seconds; the page's timer must keep ticking between their slices.
WATCH_SECONDS = 6
SEARCHING = [
    (game_id, 3 if game_id == "foodtycoon" else 2)
    for game_id in ("cakemaster", "foodtycoon", "foodparadise", "cupcake")
    if "search" in get_game(game_id).spec.bots
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
    longest = page.evaluate(TAKE_LONGEST)
    ticks = page.evaluate("() => window.__ticks")
    print(
        f"{game_id}: {moves(page) - first} moves, {ticks['count']} ticks, longest {longest:.0f} ms"
    )
    assert moves(page) > first + 2, "the bots did not play"
    assert ticks["count"] > 5 * WATCH_SECONDS, ticks  # it ticked all along (slowly: repaints)
    assert longest < FROZEN_MS, f"the page held for {longest:.0f} ms while bots thought"
