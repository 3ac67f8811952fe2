"""Cable Car's colours are never the only signal: every car colour and every company of
the shares game (CC21) has a shape of its own (``pygames.core.drawing.marks``), on the
board and in the players list, and no two look alike for any colour vision
(tests/colour_check.py says how that is measured)."""

from __future__ import annotations

import re

import pytest
from colour_check import (
    assert_apart_by_colour,
    assert_board_owners_apart,
    assert_none_alike,
    assert_shapes_of_their_own,
    mid_game_board,
    owner_marks,
)

from pygames.cablecar.data import COLOURS as CC_PLAYERS
from pygames.cablecar.data import COMPANIES
from pygames.cablecar.drawing.pieces import PALETTE
from pygames.core.drawing import marks


def cc_entries(colours) -> list[tuple[str, str, str]]:
    return [(name, PALETTE[name][0], marks.colour_shape(name)) for name in colours]


PALETTES = {
    "cablecar players": lambda: cc_entries(CC_PLAYERS),
    "cablecar companies": lambda: cc_entries(COMPANIES),
}


@pytest.mark.parametrize("palette", sorted(PALETTES))
def test_every_player_colour_has_a_shape_of_its_own(palette):
    assert_shapes_of_their_own(PALETTES[palette](), palette)


@pytest.mark.parametrize("palette", sorted(PALETTES))
def test_no_two_entries_look_alike_for_any_colour_vision(palette):
    assert_none_alike(PALETTES[palette](), palette)


def test_the_player_colours_stay_apart_by_colour_alone():
    """At most 6 player colours can also stay apart by colour for every deficiency (the
    8 companies cannot: their shapes carry them)."""
    assert_apart_by_colour(PALETTES["cablecar players"](), "cablecar players")


@pytest.mark.parametrize("players, options", [(6, None), (5, {"mode": "shares"})])
def test_no_two_owners_marks_on_a_board_look_alike(players, options):
    """On a board in mid-game (the basic game's cars, the shares game's companies), every
    owner's marks differ from every other owner's in shape, or in colour for every
    colour vision."""
    assert_board_owners_apart("cablecar", players, options, at_least=3)


def test_the_players_list_swatch_is_the_boards_shape():
    """The players list shows each seat's colour as the shape its marks have on the
    board (``ui.table_view.players``)."""
    from pygames.core.record import Seat
    from ui import table_view
    from ui.session import Table

    table = Table.new("cablecar", [Seat(f"P{i}", "human") for i in range(6)], seed=11)
    listed = table_view.parts(table, table_view.TableScreen(mode="local", shown_seat=0))
    swatches = re.findall(
        r'<svg class="swatch mark-swatch c-(\w+)" data-mark="(\w+)"', listed["players"]
    )
    assert swatches == [(colour, marks.colour_shape(colour)) for colour in CC_PLAYERS]
    drawn = owner_marks(mid_game_board("cablecar", 6))
    for owner, seen in drawn.items():
        assert {shape for _, shape in seen} == {swatches[int(owner)][1]}
