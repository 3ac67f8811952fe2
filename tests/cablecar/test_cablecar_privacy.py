"""Cable Car's hot-seat privacy: an undo brings Ann's turn back with her hidden tile
(CC03) covered until she says she is at the screen."""

from __future__ import annotations

from pygames.core.record import Seat
from ui import table_view
from ui.session import Table
from ui.table_view import TableScreen


def test_undo_after_a_move_covers_the_hand_again():
    """The reported leak: Ann moves, the screen asks for Bob, Undo brings Ann's turn
    back; her hand stays covered until she says she is at the screen."""
    table = Table.new("cablecar", [Seat("Ann", "human"), Seat("Bob", "human")], seed=5)
    screen = TableScreen()
    table_view.parts(table, screen)
    assert table_view.reveal(table, screen, "0")
    assert "hand-tile" in table_view.parts(table, screen)["panel"]
    table.apply(0, "draw")
    table.apply(0, table.legal_texts(0)[0])
    assert table_view.parts(table, screen)["status"] == "Pass the device to Bob."
    table.undo(0)
    html = table_view.parts(table, screen)
    assert table_view.is_screened(table, screen) and table_view.viewer(table, screen) is None
    assert "hand-tile" not in html["panel"] and 'data-action="ui:reveal 0"' in html["panel"]
    assert not table_view.reveal(table, screen, "1")  # only the seat to act may uncover
    assert table_view.reveal(table, screen, "0") and table_view.viewer(table, screen) == 0
