"""Cable Car on a phone held upright (issue 37), in real Chromium: a 390×844 touch
screen, mid-game and at the end. The whole board is in the page's width, laid out
narrow (drawing/layout.py): all 32 stations' numbers in sight with nothing scrolling
sideways, every word on the board at least 11 CSS px, the squares 40.6 px or more (the
full picture's would be 40.5; the rows' labels left of the board take 1.4 px of each); a
square tapped on the board plays, and the squares are offered again among the board's
places as buttons (under 44 px), in each language."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from pygames import GAMES
from tests.browser.board_words import TARGETS, board_words, smallest
from tests.browser.fixtures import boot_mode, wait_until_ready
from tests.browser.page_helpers import moves, open_save, switch_to, wait_more_moves
from tests.browser.positions import init_script, play, storage_items

PHONE = {"width": 390, "height": 844}
MID_GAME = GAMES["cablecar"].checks().MID_GAME

# Where each station's number and the board's squares are on the screen.
READ_BOARD = """() => {
  const board = document.querySelector('#board');
  const svg = board.querySelector('svg');
  const box = (el) => { const r = el.getBoundingClientRect();
    return {left: r.left, right: r.right, width: r.width}; };
  const numbers = [...board.querySelectorAll('.station')].map((station) => {
    const number = station.querySelector('text');
    return {station: station.dataset.station, text: number.textContent, ...box(number)};
  });
  const squares = [...board.querySelectorAll('.square')].map((s) => box(s).width);
  return {layout: svg.dataset.layout, space: board.dataset.space, svg: box(svg),
    page: document.documentElement.scrollWidth, sideways: board.scrollWidth - board.clientWidth,
    numbers, squares, pitch: box(board.querySelector('.square.r1c2')).left
      - box(board.querySelector('.square.r1c1')).left};
}"""


@pytest.fixture(scope="module")
def phone(browser, site):
    """One phone page (one start of Pyodide, from the snapshot) holding both games."""
    saves = {
        "phone-mid": play("cablecar", moves=MID_GAME),
        "phone-end": play("cablecar", moves=None),
    }
    site.start()
    context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True)
    boot_mode(context, "snapshot")
    context.add_init_script(init_script(storage_items(saves)))
    page = context.new_page()
    page.goto(site.url("?botdelay=0"))
    wait_until_ready(page)
    yield page
    context.close()


@pytest.mark.parametrize("save", ["phone-mid", "phone-end"])
def test_the_whole_board_fits_a_phone_with_words_of_11_px(phone, save):
    page = phone
    open_save(page, save)
    for lang in ("en", "zh-TW", "ja"):
        switch_to(page, lang)
        seen = page.evaluate(READ_BOARD)
        assert seen["layout"] == "narrow" and "phone" in seen["space"], seen["space"]
        assert seen["page"] <= PHONE["width"] and seen["sideways"] <= 0
        assert 0 <= seen["svg"]["left"] and seen["svg"]["right"] <= PHONE["width"]
        numbers = seen["numbers"]
        assert sorted(int(n["text"]) for n in numbers) == list(range(1, 33))
        outside = [n["text"] for n in numbers if n["left"] < 0 or n["right"] > PHONE["width"]]
        assert not outside, f"station numbers off the screen: {outside}"
        assert len(seen["squares"]) == 64 and seen["pitch"] >= 40.6, seen["pitch"]
        words = board_words(page)
        assert words and not [w for w in words if w["unreachable"]]
        least = min(w["size"] for w in words)
        assert least >= TARGETS["phone"], f"{lang}: {smallest(words)}"


def test_a_square_tapped_on_the_board_plays_and_is_offered_as_a_button(phone):
    page = phone
    open_save(page, "phone-mid")
    switch_to(page, "en")
    squares = page.locator("#board [data-action]")
    assert squares.count() > 0
    first = squares.first.get_attribute("data-action")
    # Under 44 px, so the page offers the same places as buttons of 44 px.
    offered = page.locator(f"#board-moves button[data-action='{first}']")
    expect(offered).to_have_count(1)
    box = offered.bounding_box()
    assert box["height"] >= 44
    before = moves(page)
    squares.first.tap()
    wait_more_moves(page, before)  # the bots may go on at once
