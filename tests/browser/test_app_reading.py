"""Reading the table in the built app: a shared game continued from the move being
viewed, and the new-game form's turn order hint, not shown for one player."""

from __future__ import annotations

from playwright.sync_api import expect

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
