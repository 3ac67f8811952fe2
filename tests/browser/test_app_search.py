"""The search bot in the built app: it thinks for up to a second a move in slices, so
the page keeps answering while it does, and its moves are saved like any other."""

from __future__ import annotations

from playwright.sync_api import expect

MOVE_TIMEOUT_MS = 20_000
# A search slice is 20 ms; anything near this long means the page froze.
LONGEST_ALLOWED_GAP_MS = 250

# Counts timer ticks and keeps the longest gap between two (the page's event loop is
# free only between a bot's slices).
WATCH_TICKS = """() => {
  window.__ticks = {count: 0, longest: 0, last: performance.now()};
  setInterval(() => {
    const now = performance.now(), ticks = window.__ticks;
    ticks.longest = Math.max(ticks.longest, now - ticks.last);
    ticks.last = now; ticks.count += 1;
  }, 10);
}"""


def moves(page) -> int:
    return int(page.get_attribute("#board", "data-moves"))


def test_a_search_bot_plays_without_freezing_the_page(page, site, wait_ready):
    page.goto(
        site.url("?botdelay=0#new=cablecar&seats=human:Ann,bot:search:Deep,bot:search:Wise&seed=5")
    )
    wait_ready(page)
    expect(page.locator("#board svg")).to_be_visible(timeout=MOVE_TIMEOUT_MS)
    page.evaluate(WATCH_TICKS)
    for _turn in range(3):
        expect(page.locator("#board [data-action^='hand ']").first).to_be_visible(
            timeout=MOVE_TIMEOUT_MS
        )
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
    ticks = page.evaluate("() => window.__ticks")
    assert ticks["count"] > 50, ticks  # the bots thought for a while…
    assert ticks["longest"] < LONGEST_ALLOWED_GAP_MS, ticks  # …and never held the page
    names = page.locator("#players .name").all_inner_texts()
    assert names == ["Ann", "Deep", "Wise"]
    log = page.locator("#log").inner_text()
    assert "Deep" in log and "Wise" in log
