"""Cupcake Empire's colours are never the only signal: every seat's token has a shape
of its own, and no two seats, dice or frostings look alike for any colour vision
without a shape, picture or letter telling them apart (tests/colour_check.py says how
that is measured)."""

from __future__ import annotations

import pytest
from colour_check import (
    assert_apart_by_colour,
    assert_board_owners_apart,
    assert_none_alike,
    assert_shapes_of_their_own,
    markup,
    shape_of,
    without_colours,
)

from pygames.cupcake.data import COLOURS as DICE
from pygames.cupcake.drawing.cupcakes import frosting_shape
from pygames.cupcake.drawing.pieces import (
    DIE_FILLS,
    FROSTING_FILLS,
    SEAT_COLOURS,
    die,
    seat_token,
)
from pygames.cupcake.drawing.words import die_letter, frosting_letters


def seats():
    return [
        (f"seat {s + 1}", fill, shape_of(seat_token(s, 20, 20, 12)))
        for s, (fill, _) in enumerate(SEAT_COLOURS)
    ]


PALETTES = {
    "cupcake seats": seats,
    "cupcake dice": lambda: [
        (colour, DIE_FILLS[colour], without_colours(markup(die(colour, 3, 0, 0, 30, letter=die_letter(colour)))))
        for colour in DICE
    ],
    "cupcake frostings": lambda: [
        (name, fill, without_colours(markup(frosting_shape(name, 0, 0, 30, frosting_letters(name)))))
        for name, fill in FROSTING_FILLS.items()
    ],
}  # fmt: skip


def test_every_seat_colour_has_a_shape_of_its_own():
    assert_shapes_of_their_own(seats(), "cupcake seats")


@pytest.mark.parametrize("palette", sorted(PALETTES))
def test_no_two_entries_look_alike_for_any_colour_vision(palette):
    assert_none_alike(PALETTES[palette](), palette)


def test_the_seat_colours_stay_apart_by_colour_alone():
    assert_apart_by_colour(seats(), "cupcake seats")


def test_no_two_owners_marks_on_a_board_look_alike():
    assert_board_owners_apart("cupcake", 4)
