"""Food Tycoon's colours are never the only signal: every seat's marker has a shape of
its own, and no two seats, ingredients or dish colours look alike for any colour vision
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

from pygames.foodtycoon.data import COLOURS as DISH_COLOURS
from pygames.foodtycoon.data import INGREDIENT_CARD_COLOURS, RECIPES
from pygames.foodtycoon.drawing.icons import ingredient_icon
from pygames.foodtycoon.drawing.lots import _recipe_card
from pygames.foodtycoon.drawing.pieces import CARD, INK, SEATS, seat_marker


def seats():
    return [
        (f"seat {s + 1}", fill, shape_of(seat_marker(s, 20, 20, 12)))
        for s, (fill, _) in enumerate(SEATS)
    ]


PALETTES = {
    "foodtycoon seats": seats,
    "foodtycoon ingredients": lambda: [
        (colour, CARD[colour][0], without_colours(markup(ingredient_icon(kind, INK))))
        for kind, colour in enumerate(INGREDIENT_CARD_COLOURS)
    ],
    "foodtycoon dish colours": lambda: [
        (colour, CARD[colour][0], without_colours(markup(_recipe_card(r.key, 0, 0, 300))))
        for colour in DISH_COLOURS
        for r in [next(r for r in RECIPES if DISH_COLOURS[r.colour] == colour)]
    ],
}


def test_every_seat_colour_has_a_shape_of_its_own():
    assert_shapes_of_their_own(seats(), "foodtycoon seats")


@pytest.mark.parametrize("palette", sorted(PALETTES))
def test_no_two_entries_look_alike_for_any_colour_vision(palette):
    assert_none_alike(PALETTES[palette](), palette)


def test_the_seat_colours_stay_apart_by_colour_alone():
    assert_apart_by_colour(seats(), "foodtycoon seats")


def test_no_two_owners_marks_on_a_board_look_alike():
    assert_board_owners_apart("foodtycoon", 6)
