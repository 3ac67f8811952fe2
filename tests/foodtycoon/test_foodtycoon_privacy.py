"""Food Tycoon's hot-seat privacy: bids (FT13) are made at the public table, the bidder's
recipes one press away."""

from __future__ import annotations

import random

from pygames.core.record import Seat
from ui import table_view
from ui.session import Table
from ui.table_view import TableScreen


def food_tycoon_auction() -> tuple[Table, TableScreen]:
    seats = [Seat("P1", "human"), Seat("P2", "human"), Seat("P3", "bot:greedy")]
    table = Table.new("foodtycoon", seats, {"rules": "advanced"}, seed=4)
    rng = random.Random(4)
    while table.state.phase != "auction" or table.human_to_move() is None:
        if table.human_to_move() is None:
            table.bot_step()
            continue
        seat = table.human_to_move()
        table.apply(seat, rng.choice(table.legal_actions(seat)))
    return table, TableScreen()


def test_ft13_bids_at_the_public_table_recipes_one_press_away():
    table, screen = food_tycoon_auction()
    seat = table.human_to_move()
    html = table_view.parts(table, screen)
    assert not table_view.is_screened(table, screen) and table_view.in_public(table, screen)
    assert 'data-action="pass"' in html["panel"] and "Pass the device" not in html["status"]
    assert "ft-recipes" not in html["panel"] or table.view(seat)["hand"] == []
    assert table_view.viewer(table, screen) is None
    assert f'data-action="ui:reveal {seat}"' in html["panel"]
    assert table_view.reveal(table, screen, str(seat))
    assert table_view.viewer(table, screen) == seat
    assert table_view.context(table, screen).view["hand"] == table.view(seat)["hand"]
