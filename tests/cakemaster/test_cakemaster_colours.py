"""Cake Master's colours are never the only signal: no two icings look alike for any
colour vision without their card's drawing telling them apart (tests/colour_check.py
says how that is measured)."""

from __future__ import annotations

from colour_check import assert_none_alike, markup, without_colours

from pygames.cakemaster.data import CARD_SHAPES, ICINGS
from pygames.cakemaster.drawing.pieces import ICING, card_art


def test_no_two_icings_look_alike_for_any_colour_vision():
    entries = [
        (icing, ICING[icing][0], without_colours(markup(card_art(i * len(CARD_SHAPES) + 1))))
        for i, icing in enumerate(ICINGS)
    ]
    assert_none_alike(entries, "cakemaster icings")
