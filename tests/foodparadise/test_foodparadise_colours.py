"""Food Paradise's colours are never the only signal: every chain's token has a shape of
its own, and no two tokens or ingredients look alike for any colour vision without a
shape or picture telling them apart (tests/colour_check.py says how that is measured)."""

from __future__ import annotations

import re

import pytest
from colour_check import (
    assert_apart_by_colour,
    assert_board_owners_apart,
    assert_none_alike,
    assert_shapes_of_their_own,
    shape_of,
    without_colours,
)

from pygames.foodparadise.data import KINDS as FP_KINDS
from pygames.foodparadise.drawing.pieces import CHAIN_COLOURS, token
from pygames.foodparadise.drawing.symbols import symbols as fp_symbols


def tokens():
    return [
        (f"seat {s + 1} ({colour})", fill, shape_of(token(s, colour, 20, 20, 12)))
        for s, (colour, (fill, _)) in enumerate(CHAIN_COLOURS.items())
    ]


def _fp_symbol(kind: str) -> str:
    found = [s for s in fp_symbols() if getattr(s, "id", None) == f"fp-{kind}"]
    return str(found[0])


def _first_fill(text: str) -> str:
    return re.search(r'fill="(#[0-9a-fA-F]{6})"', text).group(1)


PALETTES = {
    "foodparadise tokens": tokens,
    "foodparadise ingredients": lambda: [
        (kind, _first_fill(_fp_symbol(kind)), without_colours(_fp_symbol(kind)))
        for kind in FP_KINDS
    ],
}


def test_every_token_colour_has_a_shape_of_its_own():
    assert_shapes_of_their_own(tokens(), "foodparadise tokens")


@pytest.mark.parametrize("palette", sorted(PALETTES))
def test_no_two_entries_look_alike_for_any_colour_vision(palette):
    assert_none_alike(PALETTES[palette](), palette)


def test_the_token_colours_stay_apart_by_colour_alone():
    assert_apart_by_colour(tokens(), "foodparadise tokens")


def test_no_two_owners_marks_on_a_board_look_alike():
    assert_board_owners_apart("foodparadise", 4)
