"""The table's shell on a phone held upright (390×844, touch) and a laptop (issue 37):
the title bar in two rows in every language, its "More" menu from the keyboard, a
notice as a toast that never moves the board, the decision's box in sight as the page
scrolls beside the board, and Cable Car's board zoomed until its squares take a finger.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from pygames import GAMES
from tests.browser.fixtures import boot_mode
from tests.browser.page_helpers import open_save, switch_to
from tests.browser.positions import init_script, play, storage_items

PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}
LAPTOP = {"viewport": {"width": 1280, "height": 800}}
TARGET = 44  # px: what a finger presses
# The board that must stay whole (``GameScreen.zoomable``), found by its screen.
ZOOMED = next(game_id for game_id, manifest in GAMES.items() if manifest.screen().zoomable)

# The title bar: its height and the rows its controls in sight take.
BAR = """() => {
  const bar = document.querySelector('.table .bar');
  const seen = [...bar.querySelectorAll('a, h1, button, summary')]
    .filter(e => e.getClientRects().length && e.checkVisibility());
  // A row: the controls beside one another (a control under the last row's bottom
  // starts the next).
  let rows = 0, bottom = -Infinity;
  for (const r of seen.map(e => e.getBoundingClientRect()).sort((a, b) => a.top - b.top)) {
    if (r.top >= bottom - 1) { rows += 1; bottom = r.bottom; } else bottom = Math.max(bottom, r.bottom);
  }
  return {height: bar.getBoundingClientRect().height, rows,
          right: Math.max(...seen.map(e => e.getBoundingClientRect().right))};
}"""

# The board's squares where a tile may go, their least width in CSS px.
SQUARES = """() => Math.min(...[...document.querySelectorAll('#board svg .legal')]
  .map(e => e.getBoundingClientRect().width))"""


@pytest.fixture(scope="module")
def mid_games() -> dict[str, str]:
    return storage_items({f"{g}-mid": play(g, moves=GAMES[g].checks().MID_GAME) for g in GAMES})


def new_page(browser, site, wait_ready, mid_games, size: dict):
    site.start()
    context = browser.new_context(**size)
    boot_mode(context, "snapshot")
    context.add_init_script(init_script(mid_games))
    page = context.new_page()
    page.goto(site.url("?botdelay=0"))
    wait_ready(page)
    return context, page


def board_top(page) -> float:
    return page.evaluate("document.querySelector('#board').getBoundingClientRect().top")


def test_the_title_bar_takes_two_rows_on_a_phone_and_more_opens_from_the_keyboard(
    browser, site, wait_ready, mid_games
):
    context, page = new_page(browser, site, wait_ready, mid_games, PHONE)
    try:
        open_save(page, f"{ZOOMED}-mid")
        for lang in ("en", "zh-TW", "ja"):
            if lang != "en":
                switch_to(page, lang)
                expect(page.locator("#board > svg")).to_be_visible()
            bar = page.evaluate(BAR)
            # The way back and the game's name, then the tools: two rows of 44 px.
            assert bar["rows"] <= 2 and bar["height"] <= 2 * TARGET + 30, (lang, bar)
            assert bar["right"] <= 390, (lang, bar)
        # "More": reached by Tab, opened by Enter, its tools a finger's size, inside the
        # window; Escape closes it and leaves the focus on it.
        more = page.locator(".more-tools > summary")
        menu = page.locator(".more-tools .menu")
        expect(menu).to_be_hidden()
        more.focus()
        page.keyboard.press("Enter")
        expect(menu).to_be_visible()
        for action in ("ui:help", "ui:download", "ui:present"):
            box = menu.locator(f"[data-action^='{action}']").bounding_box()
            assert box["height"] >= TARGET and box["x"] >= 0 and box["x"] + box["width"] <= 390
        page.keyboard.press("Escape")
        expect(menu).to_be_hidden()
        assert page.evaluate("document.activeElement.closest('.more-tools') !== null")
        # A choice in it closes it: the rules over the table.
        more.click()
        menu.locator("[data-action^='ui:help']").click()
        expect(page.locator("#help-dialog")).to_be_visible()
        expect(menu).to_be_hidden()
    finally:
        context.close()


def test_a_notice_is_a_toast_that_never_moves_the_board(browser, site, wait_ready, mid_games):
    context, page = new_page(browser, site, wait_ready, mid_games, PHONE)
    try:
        open_save(page, f"{ZOOMED}-mid")
        before = board_top(page)
        # The browser's storage is full: saving the next move fails, and says so.
        page.evaluate(
            "() => { Storage.prototype.setItem = function () {"
            " throw new DOMException('full', 'QuotaExceededError'); }; }"
        )
        moves = page.get_attribute("#board", "data-moves")
        page.locator("#panel button:not([disabled])").last.click()
        page.wait_for_function(
            "n => document.querySelector('#board').dataset.moves !== n", arg=moves
        )
        notice = page.locator("#notice")
        expect(notice).to_be_visible()
        assert notice.get_attribute("role") == "status"
        box = notice.bounding_box()
        assert 0 <= box["y"] <= 16 and box["x"] >= 0 and box["x"] + box["width"] <= 390, box
        assert board_top(page) == before
    finally:
        context.close()


def test_beside_the_board_the_decision_stays_in_sight_as_the_page_scrolls(
    browser, site, wait_ready, mid_games
):
    context, page = new_page(browser, site, wait_ready, mid_games, LAPTOP)
    try:
        # A mouse beside a side column has the browser's zoom: no buttons over the board.
        open_save(page, f"{ZOOMED}-mid")
        expect(page.locator(".board-tools .zoom")).to_be_hidden()
        for game_id in sorted(GAMES):
            open_save(page, f"{game_id}-mid")
            tall = page.evaluate("document.documentElement.scrollHeight - innerHeight")
            if tall < 200:
                continue  # nothing to scroll
            page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)")
            page.wait_for_timeout(100)
            box = page.locator("#decision").bounding_box()
            assert box["y"] >= 0 and box["y"] < 800 - TARGET, (game_id, box)
            page.evaluate("window.scrollTo(0, 0)")
    finally:
        context.close()


def test_cable_car_zooms_on_a_phone_until_its_squares_take_a_finger(
    browser, site, wait_ready, mid_games
):
    context, page = new_page(browser, site, wait_ready, mid_games, PHONE)
    try:
        open_save(page, f"{ZOOMED}-mid")
        whole = page.evaluate(SQUARES)
        assert whole < TARGET  # the whole board on a phone: a square under a finger
        zoom_in = page.locator("[data-action='ui:zoom in']")
        for button in ("in", "out", "fit"):
            box = page.locator(f"[data-action='ui:zoom {button}']").bounding_box()
            assert box["width"] >= TARGET and box["height"] >= TARGET
        # The buttons lie over none of the board: a row of their own under it.
        board = page.locator("#board").bounding_box()
        group = page.locator(".board-tools .zoom").bounding_box()
        assert group["y"] >= board["y"] + board["height"] - 1, (group, board)
        zoom_in.click()  # a finger on the button
        expect(page.locator("#board")).to_have_attribute("data-zoom", "1.5")
        assert page.evaluate(SQUARES) >= TARGET
        # The keyboard: the buttons are reached and pressed as any other.
        zoom_in.focus()
        page.keyboard.press("Enter")
        expect(page.locator("#board")).to_have_attribute("data-zoom", "2")
        page.locator("[data-action='ui:zoom out']").focus()
        page.keyboard.press("Enter")
        expect(page.locator("#board")).to_have_attribute("data-zoom", "1.5")
        # Zoomed, the box scrolls sideways and says so; Fit brings the whole board back.
        expect(page.locator(".board-tools .more.right")).to_be_visible()
        page.locator("[data-action='ui:zoom fit']").focus()
        page.keyboard.press(" ")
        expect(page.locator("#board")).not_to_have_attribute("data-zoom", "1.5")
        assert page.evaluate(SQUARES) == pytest.approx(whole, abs=0.5)
    finally:
        context.close()
