"""Cupcake Empire's board for screen readers: its many empty spaces (discs, shops,
bakeries) are hidden from it, so what is read out is what is on the board."""

from __future__ import annotations

import random

from pygames.core.record import Seat
from ui import table_view
from ui.session import Table


def test_its_empty_spaces_are_quiet():
    """The walk of tests/test_board_names.py (three players, seeded random moves)."""
    table = Table.new("cupcake", [Seat(f"P{n}<i>") for n in range(3)], {}, seed=5)
    pick = random.Random("cupcake")
    quiet = 0
    for _ in range(60):
        if table.is_over():
            break
        seat = table.human_to_move()
        screen = table_view.TableScreen(mode="local", shown_seat=seat)
        quiet += table_view.parts(table, screen)["board"].count('aria-hidden="true"')
        table.apply(seat, pick.choice(table.legal_actions(seat)))
    assert quiet > 40  # its empty disc, shop and bakery spaces
