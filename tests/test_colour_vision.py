"""Colour is never the only signal (issue 14 part 4): every palette that tells players,
companies or kinds of thing apart is checked under simulated protanopia, deuteranopia
and tritanopia. Two entries whose colours come too close must differ by shape,
pattern, picture or letter; every player colour has a shape of its own
(``pygames.core.drawing.marks``), on the board and in the players list.

The colour science is tests/colour_check.py (Machado, Oliveira and Fernandes (2009),
CIEDE2000); here it is checked, and every game's board in mid-game is checked by it.
Each game's palettes are checked in its tests' folder (tests/<game>/test_<game>_colours.py);
``tests/browser/test_app_colour_vision.py`` runs the same check on the boards as the
browser paints them."""

from __future__ import annotations

import pytest
from colour_check import (  # noqa: F401 (the browser's colour test takes these from here)
    DEFICIENCIES,
    MACHADO,
    THRESHOLD,
    assert_owners_apart,
    ciede2000,
    clashes,
    delta_e,
    mid_game_board,
    owner_marks,
    parse_colour,
    simulate,
)

from pygames import GAMES


def test_the_simulation_keeps_grey_grey_and_brings_red_and_green_together():
    for deficiency in DEFICIENCIES:
        assert delta_e("#808080", "#808080", deficiency) == 0
        white = simulate("#ffffff", deficiency)
        assert all(abs(v - 1) < 0.01 for v in white), deficiency
    # Red and green: far apart for normal vision, close for the red-green deficiencies.
    assert delta_e("#c8362e", "#3f8f46", None) > 40
    assert delta_e("#c8362e", "#3f8f46", "deuteranopia") < THRESHOLD
    # Blue and yellow collapse for tritanopia only... into other hues, still apart.
    assert ciede2000((50, 2.6772, -79.7751), (50, 0, -82.7485)) == pytest.approx(2.0425, 1e-3)


def test_the_check_finds_colours_told_apart_by_colour_alone():
    """The check is not vacuous: red and green circles clash, red and green in two
    shapes do not."""
    same = clashes([("red", "#c8362e", "circle"), ("green", "#3f8f46", "circle")])
    assert same and "deuteranopia" in same[0]
    assert not clashes([("red", "#c8362e", "circle"), ("green", "#3f8f46", "square")])


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_games_owners_on_a_board_stay_apart(game_id):
    """Every game's board in mid-game at its most players: the owners whose marks it
    draws (``data-owner``, ``data-mark``; a game may draw none) are never one alone, and
    each owner's marks differ from every other's in shape, or in colour for every colour
    vision."""
    players = GAMES[game_id].spec.max_players
    found = owner_marks(mid_game_board(game_id, players))
    assert len(found) != 1, found
    assert_owners_apart(found, game_id)
