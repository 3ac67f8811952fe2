"""Cable Car's board for screen readers: a placed tile (CC07) says where it is."""

from __future__ import annotations

from pygames.core.record import Seat
from ui import table_view
from ui.session import Table


def test_placed_cable_car_tiles_say_where_they_are():
    table = Table.new("cablecar", [Seat("Ann"), Seat("Bob")], {}, seed=5)
    hidden_tile = [a for a in table.legal_actions(0) if str(a).startswith("hand ")][0]
    table.apply(0, hidden_tile)
    board = table_view.parts(table, table_view.TableScreen(shown_seat=1))["board"]
    assert board.count('aria-label="A tile at row ') == 1
