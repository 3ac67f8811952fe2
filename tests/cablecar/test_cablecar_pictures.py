"""Cable Car's pictures in the rules help (``drawing/pictures.py``): their words are the
language of the moment, and the positions they show are what their captions say,
replayed through the rules (CC09, CC11, CC13). What every game's pictures are (small,
still, one a section): tests/test_rules_pictures.py."""

from __future__ import annotations

from cablecar_positions import assert_refused, give_hand, new_state

from pygames.cablecar.data import SIZE
from pygames.cablecar.drawing import pictures
from pygames.cablecar.tracks import EMPTY, follow
from pygames.core.messages import set_current_language


def test_the_badge_speaks_the_language_of_the_moment():
    set_current_language("ja")
    try:
        japanese = pictures.picture("station-line")
    finally:
        set_current_language("en")
    assert ">点<" in japanese and ">points<" in pictures.picture("station-line")


def test_cc11_the_station_line_picture_scores_1_per_tile():
    """CC11: the caption's line, station 3 (yellow, seat 0) to station 2 over four
    tiles, scores 4."""
    view = pictures.GAME.view(pictures._position(*pictures.STATION_LINE), None)
    car = next(car for car in view["cars"] if car["station"] == 3)
    assert car["owner"] == 0 and view["colours"][0] == "yellow"
    assert car["scored"] == {"station": 3, "owner": 0, "tiles": 4, "end": 2, "points": 4}


def test_cc13_the_power_line_picture_scores_2_per_tile():
    """CC13: station 20 (blue, seat 1) to the power station over three tiles: 6."""
    view = pictures.GAME.view(pictures._position(*pictures.POWER_LINE), None)
    car = next(car for car in view["cars"] if car["station"] == 20)
    assert car["owner"] == 1 and view["colours"][1] == "blue"
    assert car["scored"]["end"] == "power" and car["scored"]["tiles"] == 3
    assert car["scored"]["points"] == 6


def test_cc09_the_one_tile_picture_shows_a_refused_placement():
    """CC09: the crossed-out tile in the corner joins station 8's car to station 9
    through itself alone, and the rules refuse it there while it fits elsewhere."""
    board = [EMPTY] * (SIZE * SIZE)
    board[SIZE - 1] = 6 * 4
    assert follow(board, 8)[1] == 9
    state = new_state(2, 1)
    give_hand(state, 0, "0-3 1-2 4-5 6-7")
    assert_refused(state, 0, "hand 1,8", "CC09")
