"""Reading the table in the built app: a shared game continued from the move being
viewed, and the new-game form's turn order hint, not shown for one player."""

from __future__ import annotations

from playwright.sync_api import expect

from pygames import GAMES as GAMES_BY_ID
from pygames.core.record import Seat
from tests.browser.page_helpers import saved_records, wait_moves
from tests.browser.positions import a_game
from ui.session import Table

TWO = a_game(lambda spec: spec.min_players <= 2 <= spec.max_players)  # a game of two
SOLO = a_game(lambda spec: spec.min_players == 1 and spec.max_players >= 3)  # alone or three


def test_continue_starts_from_the_move_being_viewed(page, site, wait_ready):
    table = Table.new(TWO, [Seat("Ann"), Seat("Bob")], seed=3)
    while len(table.record.actions) < 6:
        seat = table.game.to_move(table.state)[0]
        table.apply(seat, table.legal_texts(seat)[0])
    page.goto(site.url("#play=" + table.record.to_share()))
    wait_ready(page)
    wait_moves(page, 6)
    for back in (5, 4, 3):  # the replay's "back" button, three times
        page.click(f"[data-action='ui:replay {back}']")
        wait_moves(page, back)
    page.click("[data-action='ui:continue']")
    page.wait_for_function("g => location.hash.startsWith(`#game=${g}-`)", arg=TWO)
    wait_moves(page, 3)
    (saved,) = saved_records(page)
    assert saved["actions"] == [list(action) for action in table.record.actions[:3]]


def test_the_turn_order_hint_is_hidden_for_one_player(page, site, wait_ready):
    page.goto(site.url(f"#setup={SOLO}"))
    wait_ready(page)
    hint = page.locator("#order-hint")
    expect(page.locator("#players")).to_have_value("1")
    expect(hint).to_be_hidden()
    page.select_option("#players", "3")
    expect(hint).to_be_visible()
    expect(hint).to_have_text("Seat 1 starts; turns go clockwise in this order.")
    page.select_option("#players", "1")
    expect(hint).to_be_hidden()


# The room the log's list leaves left of each line (its padding) against the width of
# the line's number as drawn ("123. "), and the lines the replay's counter takes.
MOVE_NUMBERS = """() => {
  const list = document.querySelector('#log');
  const item = list.querySelector('li');
  const style = getComputedStyle(item, '::marker');
  const ctx = document.createElement('canvas').getContext('2d');
  ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  const widest = `${list.children.length}. `;
  const room = item.getBoundingClientRect().left - list.getBoundingClientRect().left;
  const range = document.createRange();
  range.selectNodeContents(document.querySelector('#replay-at'));
  const tops = new Set([...range.getClientRects()].map(r => Math.round(r.top)));
  return {room, needs: ctx.measureText(widest).width, widest, counterLines: tops.size};
}"""


# The lines an element's words take.
LINES = """selector => {
  const range = document.createRange();
  range.selectNodeContents(document.querySelector(selector));
  return new Set([...range.getClientRects()].map(r => Math.round(r.top))).size;
}"""


def long_game(moves: int) -> Table:
    """A game of random bots at four seats (or the most) run to ``moves`` moves: the
    first registered game whose bots play that long."""
    for game_id, manifest in GAMES_BY_ID.items():
        count = min(4, manifest.spec.max_players)
        table = Table.new(
            game_id, [Seat(f"Bot {i + 1}", "bot:random") for i in range(count)], seed=3
        )
        while table.moves < moves and table.bot_step():
            pass
        if table.moves >= moves:
            return table
    raise AssertionError(f"no registered game plays {moves} moves")


def test_move_numbers_of_three_digits_are_shown_whole(page, site, wait_ready):
    """Issue 37 part 5: past move 100 the log's numbers ("123.") fit left of its lines
    (where its scroll box cut the first digit) and the replay's counter ("123 / 123")
    stays on one line."""
    table = long_game(123)
    page.goto(site.url("#play=" + table.record.to_share()))
    wait_ready(page)
    wait_moves(page, table.moves)
    found = page.evaluate(MOVE_NUMBERS)
    assert found["widest"] == "123. " and found["room"] >= found["needs"], found
    assert found["counterLines"] == 1, found
    # Presenter mode's counter ("Move 123 / 123"), on a projector and on a laptop.
    for width, height in ((1920, 1080), (1280, 800)):
        page.set_viewport_size({"width": width, "height": height})
        page.goto(site.url(f"#present={table.record.to_share()}&at={table.moves}"))
        wait_ready(page)
        expect(page.locator("#present-at")).to_contain_text(str(table.moves))
        assert page.evaluate(LINES, "#present-at") == 1, (width, height)
