"""Cable Car basic rules CC10–CC18, lines and scoring (docs: shared/rules/cablecar.md, seed 004 基本規則).

Every expectation here is worked out by hand from the rules on a hand-built board;
the comments follow each line tile by tile. Track ends: 0,1 top; 2,3 right; 4,5 bottom;
6,7 left (clockwise from the top-left end). A car starts on the even end of its
station's side (top 0, right 2, bottom 4, left 6). Two players: seat 0 owns the odd
stations, seat 1 the even ones. Squares are (row, col) from 0; actions count from 1.
"""

from __future__ import annotations

import pytest
from cablecar_positions import (
    FULL_SET,
    GAME,
    assert_refused,
    connections,
    fill_board,
    give_hand,
    hand_at,
    new_state,
    put,
    rotated,
    rotated_square,
    tiles_in_game,
)

from pygames.cablecar.actions import Draw, Place
from pygames.cablecar.data import (
    CHARTS,
)
from pygames.cablecar.state import Line
from pygames.cablecar.tracks import trace

LOOPS_BACK = "0-1 2-3 4-5 6-7"  # on any edge square it turns the car straight back out
CROSS = "0-5 1-4 2-7 3-6"  # on any edge square it leads the car inwards


def played(state, seat, action):
    GAME.apply(state, seat, action)
    return state


# -- CC10 / CC16 blocking, anyone extends any line -----------------------------------------------


def test_cc10_blocking_an_opponent_is_allowed():
    state = new_state(2)
    put(state, 0, 2, "0-5 1-4 2-3 6-7")
    state.current = 1
    give_hand(state, 1, LOOPS_BACK)
    assert hand_at(1, 2) in {str(a) for a in GAME.legal_actions(state, 1)}
    played(state, 1, hand_at(1, 2))
    # 3: (0,2) in 0 -> 5 -> (1,2) in 0 -> 1 -> (0,2) in 4 -> 1 -> station 3; 3 passes
    assert state.scored == {3: Line(3, 0, 3, 3, 3)} and state.scores == [3, 0]


def build_four_tile_line(state):
    """Station 3 (seat 0): (0,2) 0->5, (1,2) 0->7, (1,1) 2->1, then (0,1) 4->1 ends it
    at station 2. (0,1) is left for the test to place, from seat 0's or 1's hand."""
    put(state, 0, 2, "0-5 1-2 3-4 6-7")
    put(state, 1, 2, "0-7 1-2 3-4 5-6")
    put(state, 1, 1, "0-3 1-2 4-5 6-7")
    assert trace(state.board, 3) == (3, None, [2, 10, 9])


@pytest.mark.parametrize("placer", [0, 1])
def test_cc11_cc16_line_to_a_station_scores_for_its_owner(placer):
    state = new_state(2)
    build_four_tile_line(state)
    state.current = placer
    give_hand(state, placer, "0-7 1-4 2-3 5-6")  # 4->1; station 2's own car 0->7 stays open
    played(state, placer, hand_at(0, 1))
    assert state.scored == {3: Line(3, 0, 4, 2, 4)}
    assert state.scores == [4, 0], "the car's owner scores, whoever placed the tile"
    assert trace(state.board, 2)[1] is None


# -- CC12 a tile passed twice counts twice ---------------------------------------------------------


def test_cc12_tile_passed_twice_counts_twice():
    state = new_state(2)
    put(state, 0, 2, "0-5 1-2 3-4 6-7")
    put(state, 1, 2, "0-3 1-2 4-5 6-7")
    put(state, 1, 3, "0-5 1-6 2-3 4-7")
    give_hand(state, 0, "0-3 1-2 4-7 5-6")
    played(state, 0, hand_at(0, 3))
    # 3: (0,2) 0->5, (1,2) 0->3, (1,3) 6->1, (0,3) 4->7, (0,2) again 2->1 -> station 3
    tiles, end, path = trace(state.board, 3)
    assert (tiles, end, path) == (5, 3, [2, 10, 11, 3, 2]) and len(set(path)) == 4
    assert state.scored == {3: Line(3, 0, 5, 3, 5)} and state.scores == [5, 0]
    assert trace(state.board, 4)[1] is None  # (0,3) 0->3 into empty (0,4)


# -- CC13 the power station doubles -------------------------------------------------------------------


def test_cc13_line_to_the_power_station_scores_double():
    state = new_state(2)
    put(state, 0, 3, "0-5 1-4 2-3 6-7")
    put(state, 1, 3, "0-5 1-2 3-4 6-7")
    give_hand(state, 0, "0-5 1-6 2-3 4-7")
    played(state, 0, hand_at(2, 3))
    # 4 (seat 1): straight down (0,3), (1,3), (2,3) into (3,3): 3 tiles x 2
    assert state.scored == {4: Line(4, 1, 3, "power", 6)} and state.scores == [0, 6]


def test_cc13_from_the_left_edge():
    state = new_state(2)
    put(state, 4, 0, CROSS)
    put(state, 4, 1, CROSS)
    give_hand(state, 0, CROSS)
    played(state, 0, hand_at(4, 2))
    # 28 (seat 1) on the left of (4,0): 6->3 three times, into (4,3)
    assert state.scored[28] == Line(28, 1, 3, "power", 6) and state.scores[1] == 6


# -- CC14 a scored car is turned --------------------------------------------------------------------


def test_cc14_a_car_scores_once():
    state = new_state(2)
    build_four_tile_line(state)
    give_hand(state, 0, "0-7 1-4 2-3 5-6")
    played(state, 0, hand_at(0, 1))
    assert state.scores == [4, 0] and GAME.result(state) is None  # scored at once
    line = state.scored[3]
    give_hand(state, 1, CROSS)
    played(state, 1, hand_at(7, 3))  # 21 (seat 0): 4->1 up into empty (6,3)
    give_hand(state, 0, CROSS)
    played(state, 0, hand_at(7, 4))  # 20 (seat 1): likewise open
    assert state.scores == [4, 0] and state.scored == {3: line}
    cars = {c["station"]: c["scored"] for c in GAME.view(state, 1)["cars"]}
    assert cars[3] == line.to_json() and all(v is None for s, v in cars.items() if s != 3)


# -- CC15 a player with every line scored still plays --------------------------------------------------


def two_tile_line(state, station, last_by_hand=None):
    """Station's car (not at a corner's second side) runs to the next station clockwise
    in 2 tiles: the top-edge pattern (0,c) 0->3, (0,c+1) 6->1, turned to its side."""
    turns, col = divmod(station - 1, 8)
    first, second = rotated("0-3 1-2 4-7 5-6", turns), rotated("0-5 1-6 2-3 4-7", turns)
    put(state, *rotated_square(0, col, turns), first)
    if last_by_hand is None:
        put(state, *rotated_square(0, col + 1, turns), second)
        return None
    give_hand(state, last_by_hand, second)
    return hand_at(*rotated_square(0, col + 1, turns))


def test_cc15_all_lines_scored_still_places_every_turn():
    state = new_state(6)
    blue = CHARTS[6][1]  # 2, 11, 18, 25, 29
    for station in blue:  # yellow finishes each of blue's lines with its hidden tile
        state.current = 0
        played(state, 0, two_tile_line(state, station, last_by_hand=0))
    assert {s: (l.tiles, l.end) for s, l in state.scored.items() if l.owner == 1} == {
        2: (2, 3),
        11: (2, 12),
        18: (2, 19),
        25: (2, 26),
        29: (2, 30),
    }
    assert state.scores[1] == 10
    assert GAME.to_move(state) == (1,)
    legal = GAME.legal_actions(state, 1)
    assert Draw() in legal and any(isinstance(a, Place) for a in legal)
    played(state, 1, "draw")
    played(state, 1, next(a for a in GAME.legal_actions(state, 1)))
    assert GAME.to_move(state) == (2,) and state.scores[1] == 10


# -- CC17 end and ties ------------------------------------------------------------------------------


def test_cc17_game_ends_when_every_tile_is_placed_and_every_line_scored():
    state = new_state(4, seed=21)
    fill_board(state, empty=[(2, 2), (5, 6)], hand_sizes=[0, 1, 0, 1])
    state.current = 1
    played(state, 1, hand_at(2, 2))
    assert GAME.result(state) is None and GAME.to_move(state) == (3,)
    played(state, 3, hand_at(5, 6))
    assert GAME.to_move(state) == () and all(not GAME.legal_actions(state, s) for s in range(4))
    assert set(state.scored) == {n for stations in CHARTS[4] for n in stations}
    result = GAME.result(state)
    for seat in range(4):
        lines = [l for l in state.scored.values() if l.owner == seat]
        assert result.scores[seat] == sum(l.tiles * (2 if l.end == "power" else 1) for l in lines)
        assert sum(points for _, points in result.breakdown[seat]) == result.scores[seat]
    best = max(result.scores)
    assert result.winners == [s for s in range(4) if result.scores[s] == best]
    assert_refused(state, 0, "draw", "CC17")


def test_cc17_ties_share_the_win():
    state = new_state(4)
    fill_board(state, empty=[(2, 2)], hand_sizes=[1, 0, 0, 0])
    # the game is over (last tile down); the lines are set by hand so two seats tie
    state.board[2 * 8 + 2] = state.hands[0].pop() * 4
    assert GAME.to_move(state) == () and tiles_in_game(state) == FULL_SET
    state.scored = {
        4: Line(4, 0, 5, 6, 5),
        3: Line(3, 1, 6, "power", 12),
        1: Line(1, 2, 12, 30, 12),
        2: Line(2, 3, 2, 5, 2),
    }
    state.scores = [5, 12, 12, 2]
    result = GAME.result(state)
    assert result.places == [3, 1, 1, 4] and result.winners == [1, 2]
    assert result.to_json()["winners"] == [1, 2]
    assert [sum(p for _, p in lines) for lines in result.breakdown] == [5, 12, 12, 2]
    assert "×2" in str(result.breakdown[1][0][0])


# -- CC18 closed loops --------------------------------------------------------------------------------


def test_cc18_closed_loop_scores_nothing():
    state = new_state(2)
    put(state, 1, 1, "0-1 2-7 3-4 5-6")  # 3 <-> 4
    put(state, 1, 2, "0-1 2-3 4-7 5-6")  # 6 <-> 5
    put(state, 2, 2, "0-7 1-2 3-4 5-6")  # 0 <-> 7
    give_hand(state, 0, "0-3 1-2 4-5 6-7")  # 2 <-> 1
    played(state, 0, hand_at(2, 1))
    # (1,1) 4->3 -> (1,2) 6->5 -> (2,2) 0->7 -> (2,1) 2->1 -> (1,1) in at 4: closed
    names = {
        (1, 1): "0-1 2-7 3-4 5-6",
        (1, 2): "0-1 2-3 4-7 5-6",
        (2, 2): "0-7 1-2 3-4 5-6",
        (2, 1): "0-3 1-2 4-5 6-7",
    }
    square, end, seen = (1, 1), 4, []
    steps = {3: (0, 1, 6), 5: (1, 0, 0), 7: (0, -1, 2), 1: (-1, 0, 4)}
    for _ in range(4):
        out = connections(names[square])[end]
        seen.append(square)
        dr, dc, end = steps[out]
        square = (square[0] + dr, square[1] + dc)
    assert square == (1, 1) and end == 4 and len(set(seen)) == 4
    assert state.scored == {} and state.scores == [0, 0]
