"""The current decision and the table's feedback where the eyes are (issue 37), on a
phone held upright (390×844, touch) and a laptop (1280×800), one page load each.

For every game in mid-game with Ann (a person) to act: the decision's box (``#decision``:
its panel) is inside the window without scrolling, and so is its first control (on a
phone the box is a bar at the window's bottom; beside the board it comes first). Then,
at one table: Share opens its box inside the window, under the Share button (closed
by Escape or its Close button); a click on a board element that plays nothing says why,
inside the window, and the board does not move for it.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from pygames import GAMES
from tests.browser.fixtures import boot_mode
from tests.browser.page_helpers import open_save
from tests.browser.positions import a_game, init_script, play, storage_items

SIZES = {"phone": (390, 844), "laptop": (1280, 800)}

# Where the decision's box, its first control and the window are, in CSS px.
DECISION = """() => {
  const box = document.querySelector('#decision');
  const rect = e => { const r = e.getBoundingClientRect();
    return {top: r.top, bottom: r.bottom, left: r.left, right: r.right}; };
  const controls = [...box.querySelectorAll('button:not([disabled]), input, select, [data-action]')]
    .filter(e => e.getClientRects().length);
  return {box: rect(box), hidden: box.hidden, first: controls.length ? rect(controls[0]) : null,
          width: document.documentElement.clientWidth, height: innerHeight};
}"""

# The middle of an element drawn on the board, in the upper half of the window, that
# nothing on the board's clickable places holds.
UNPLAYABLE = """() => {
  const shapes = [...document.querySelectorAll('#board svg rect, #board svg circle, #board svg path, #board svg text')]
    .filter(e => !e.closest('[data-action]'));
  for (const e of shapes) {
    const r = e.getBoundingClientRect();
    if (r.width > 10 && r.height > 10 && r.top > 0 && r.bottom < innerHeight / 2) {
      const x = r.left + r.width / 2, y = r.top + r.height / 2;
      const hit = document.elementFromPoint(x, y);
      if (hit && hit.closest('#board svg') && !hit.closest('[data-action]') && hit.tagName !== 'svg')
        return [x, y];
    }
  }
  return null;
}"""


def inside(rect: dict, width: float, height: float) -> bool:
    return (
        rect["top"] >= 0
        and rect["left"] >= 0
        and rect["bottom"] <= height + 0.5
        and rect["right"] <= width + 0.5
    )


def board_box(page) -> dict:
    return page.evaluate(
        "(() => { const r = document.querySelector('#board').getBoundingClientRect();"
        " return {top: r.top, left: r.left, width: r.width, height: r.height}; })()"
    )


@pytest.fixture(scope="module")
def mid_games() -> dict[str, str]:
    return storage_items(
        {f"{g}-mid": play(g, moves=GAMES[g].checks().MID_GAME) for g in sorted(GAMES)}
    )


@pytest.mark.parametrize("size", SIZES)
def test_the_decision_and_the_feedback_are_in_sight(browser, site, wait_ready, mid_games, size):
    site.start()
    width, height = SIZES[size]
    phone = size == "phone"
    context = browser.new_context(
        viewport={"width": width, "height": height}, is_mobile=phone, has_touch=phone
    )
    boot_mode(context, "snapshot")
    context.add_init_script(init_script(mid_games))
    problems = []
    try:
        page = context.new_page()
        page.goto(site.url("?botdelay=0"))
        wait_ready(page)
        for game_id in sorted(GAMES):
            open_save(page, f"{game_id}-mid")
            expect(page.locator("#panel")).not_to_be_empty()
            expect(page.locator("#decision")).to_be_visible()
            seen = page.evaluate(DECISION)
            if not inside(seen["box"], seen["width"], seen["height"]):
                problems.append(f"{game_id} {size}: the decision's box at {seen['box']}")
            if seen["first"] is None or not inside(seen["first"], seen["width"], seen["height"]):
                problems.append(f"{game_id} {size}: its first control at {seen['first']}")

        # Share: its box opens in the window, under the Share button.
        open_save(page, f"{a_game()}-mid")
        page.click("[data-action='ui:share']")
        share = page.locator("#share")
        expect(share).to_be_visible()
        assert "#play=" in share.locator("#share-link").input_value()
        box = share.bounding_box()
        button = page.locator("[data-action='ui:share']").bounding_box()
        assert box["y"] >= button["y"] + button["height"] - 1, (box, button)
        assert box["y"] + box["height"] <= height and box["x"] >= 0
        assert box["x"] + box["width"] <= width
        page.keyboard.press("Escape")  # closes it, as its Close button does
        expect(share).to_be_hidden()
        page.click("[data-action='ui:share']")
        expect(share).to_be_visible()
        page.click("[data-action='ui:share-close']")
        expect(share).to_be_hidden()

        # A click on the board that plays nothing: one sentence in the window, and the
        # board stays where it was.
        before = board_box(page)
        point = page.evaluate(UNPLAYABLE)
        assert point, "no element to click on the board"
        (page.touchscreen.tap if phone else page.mouse.click)(*point)
        refusal = page.locator("#error")
        expect(refusal).to_be_visible()
        sentence = refusal.inner_text()
        assert sentence.endswith(".") and ". " not in sentence, sentence
        said = refusal.bounding_box()
        assert said["y"] >= 0 and said["y"] + said["height"] <= height, said
        assert board_box(page) == before
        assert page.get_attribute("#board", "data-moves") is not None
    finally:
        context.close()
    assert not problems, "\n".join(problems)
