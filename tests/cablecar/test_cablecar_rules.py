"""Cable Car basic rules CC01–CC09, set-up and placing (docs: shared/rules/cablecar.md, seed 004 基本規則).

Every expectation here is worked out by hand from the rules on a hand-built board;
the comments follow each line tile by tile. Track ends: 0,1 top; 2,3 right; 4,5 bottom;
6,7 left (clockwise from the top-left end). A car starts on the even end of its
station's side (top 0, right 2, bottom 4, left 6). Two players: seat 0 owns the odd
stations, seat 1 the even ones. Squares are (row, col) from 0; actions count from 1.
"""

from __future__ import annotations

import json

import pytest
from cablecar_positions import (
    FULL_SET,
    GAME,
    assert_refused,
    connections,
    engine_connections,
    expected_squares,
    fill_board,
    give_hand,
    hand_at,
    kind,
    new_state,
    pairs_of,
    place_at,
    put,
    rotated,
    set_top,
    tiles_in_game,
)

from pygames.cablecar.actions import Draw, Place
from pygames.cablecar.data import (
    CHARTS,
    COLOURS,
    POWER,
    SIZE,
    TILE_COPIES,
    TILE_NAMES,
    station_at,
    station_square,
)
from pygames.cablecar.help import RULES
from pygames.cablecar.state import Line
from pygames.cablecar.tracks import EMPTY, trace

EDGE = {(r, c) for r in range(SIZE) for c in range(SIZE) if r in (0, 7) or c in (0, 7)}

# FACTS.md, copied by hand: stations by player count, seat by seat.
FACTS_CHARTS = {
    2: [list(range(1, 32, 2)), list(range(2, 33, 2))],
    3: [
        [1, 4, 6, 11, 15, 20, 23, 25, 28, 31],
        [2, 7, 9, 12, 14, 19, 22, 27, 29, 32],
        [3, 5, 8, 10, 13, 18, 21, 24, 26, 30],
    ],
    4: [
        [4, 7, 11, 16, 20, 23, 27, 32],
        [3, 8, 12, 15, 19, 24, 28, 31],
        [1, 6, 10, 13, 18, 21, 25, 30],
        [2, 5, 9, 14, 17, 22, 26, 29],
    ],
    5: [
        [1, 5, 10, 14, 22, 28],
        [6, 12, 18, 23, 27, 32],
        [3, 7, 15, 19, 25, 29],
        [2, 9, 13, 21, 26, 30],
        [4, 8, 11, 20, 24, 31],
    ],
    6: [
        [1, 5, 10, 19, 27],
        [2, 11, 18, 25, 29],
        [4, 8, 14, 21, 26],
        [6, 15, 20, 24, 31],
        [3, 9, 13, 23, 30],
        [7, 12, 22, 28, 32],
    ],
}
# FACTS.md, copied by hand: the 24 tiles and their copies.
FACTS_TILES = {
    "0-1 2-3 4-5 6-7": 2,
    "0-1 2-3 4-7 5-6": 2,
    "0-1 2-5 3-4 6-7": 2,
    "0-1 2-5 3-6 4-7": 2,
    "0-1 2-7 3-4 5-6": 2,
    "0-1 2-7 3-6 4-5": 2,
    "0-3 1-2 4-5 6-7": 2,
    "0-3 1-2 4-7 5-6": 3,
    "0-3 1-4 2-5 6-7": 2,
    "0-3 1-4 2-7 5-6": 4,
    "0-3 1-6 2-5 4-7": 2,
    "0-3 1-6 2-7 4-5": 2,
    "0-5 1-2 3-4 6-7": 2,
    "0-5 1-2 3-6 4-7": 4,
    "0-5 1-4 2-3 6-7": 2,
    "0-5 1-4 2-7 3-6": 4,
    "0-5 1-6 2-3 4-7": 2,
    "0-5 1-6 2-7 3-4": 4,
    "0-7 1-2 3-4 5-6": 2,
    "0-7 1-2 3-6 4-5": 2,
    "0-7 1-4 2-3 5-6": 2,
    "0-7 1-4 2-5 3-6": 4,
    "0-7 1-6 2-3 4-5": 2,
    "0-7 1-6 2-5 3-4": 3,
}
LOOPS_BACK = "0-1 2-3 4-5 6-7"  # on any edge square it turns the car straight back out
CROSS = "0-5 1-4 2-7 3-6"  # on any edge square it leads the car inwards


def squares_of(action_list) -> set[tuple[int, int]]:
    return {(a.row, a.col) for a in action_list if isinstance(a, Place)}


def played(state, seat, action):
    GAME.apply(state, seat, action)
    return state


# -- CC01 board ------------------------------------------------------------------------


def test_cc01_board_power_station_and_32_stations():
    assert SIZE == 8 and POWER == {(3, 3), (3, 4), (4, 3), (4, 4)}
    named = {
        1: (0, 0, 0),
        8: (0, 7, 0),
        9: (0, 7, 1),
        16: (7, 7, 1),
        17: (7, 7, 2),
        24: (7, 0, 2),
        25: (7, 0, 3),
        32: (0, 0, 3),
        12: (3, 7, 1),
        28: (4, 0, 3),
    }
    for station, where in named.items():
        assert station_square(station) == where
    sides = {station_square(n) for n in range(1, 33)}
    outer = {
        (r, c, s)
        for r, c in EDGE
        for s, off in enumerate(((-1, 0), (0, 1), (1, 0), (0, -1)))
        if not (0 <= r + off[0] < 8 and 0 <= c + off[1] < 8)
    }
    assert sides == outer and len(outer) == 32
    assert all(station_at(*station_square(n)) == n for n in range(1, 33))


def test_cc01_no_tile_on_the_power_station():
    state = new_state(2)
    put(state, 1, 3, CROSS)
    put(state, 2, 3, CROSS)  # (3,3) now touches a tile, still no place for one
    give_hand(state, 0, CROSS)
    for r, c in POWER:
        exc = assert_refused(state, 0, hand_at(r, c), "CC01")
        assert "power station" in str(exc)
    assert not squares_of(GAME.legal_actions(state, 0)) & POWER


# -- CC02 cars by player count -----------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_cc02_charts_match_the_rulebook(players):
    assert [list(s) for s in CHARTS[players]] == FACTS_CHARTS[players]
    owned = [n for stations in CHARTS[players] for n in stations]
    assert len(owned) == len(set(owned)), "a station holds one car"
    assert len({len(s) for s in CHARTS[players]}) == 1, "every player has as many cars"
    unowned = set(range(1, 33)) - set(owned)
    assert unowned == (set() if players in (2, 4) else {16, 17})
    view = GAME.view(new_state(players), None)
    assert view["colours"] == list(COLOURS[:players])
    assert {(c["station"], c["owner"]) for c in view["cars"]} == {
        (n, seat) for seat, stations in enumerate(FACTS_CHARTS[players]) for n in stations
    }
    assert all(c["scored"] is None for c in view["cars"])


def test_cc02_colours_in_cable_car_order():
    assert COLOURS == ("yellow", "blue", "orange", "green", "purple", "black")


def test_cc02_unowned_station_16_still_ends_a_line():
    """3 players: station 15 (yellow, seat 0) at (6,7) right side runs to station 16."""
    state = new_state(3)
    put(state, 7, 7, "0-3 1-2 4-5 6-7")  # corner of 16/17: no car there, so no line
    give_hand(state, 0, "0-1 2-5 3-4 6-7")
    played(state, 0, hand_at(6, 7))
    # 15: (6,7) in at 2 -> 5 down -> (7,7) in at 0 -> 3 -> off the right side: station 16
    assert state.scored == {15: Line(15, 0, 2, 16, 2)}
    assert state.scores == [2, 0, 0]


# -- CC03 tiles and hidden hands ------------------------------------------------------------


def test_cc03_sixty_tiles_as_the_rulebook_lists():
    counted = {frozenset(pairs_of(name)): copies for name, copies in TILE_COPIES}
    assert counted == {frozenset(pairs_of(name)): copies for name, copies in FACTS_TILES.items()}
    assert sum(FACTS_TILES.values()) == 60 and len(TILE_NAMES) == 24


def test_cc03_tile_set_symmetric_under_turns_and_mirrors():
    copies = {pairs_of(name): n for name, n in FACTS_TILES.items()}
    mirror = {0: 1, 1: 0, 2: 7, 7: 2, 3: 6, 6: 3, 4: 5, 5: 4}
    for name, n in FACTS_TILES.items():
        assert copies[pairs_of(rotated(name, 1))] == n
        assert (
            copies[frozenset(tuple(sorted((mirror[a], mirror[b]))) for a, b in pairs_of(name))] == n
        )


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_cc03_each_player_draws_one_hidden_tile(players):
    state = new_state(players, seed=players)
    assert tiles_in_game(state) == FULL_SET
    assert [len(h) for h in state.hands] == [1] * players
    assert len(state.deck) == 60 - players and state.board == [EMPTY] * 64
    for seat in range(players):
        view = GAME.view(state, seat)
        assert view["hand"] == state.hands[seat] and view["hand_sizes"] == [1] * players
        assert view["deck"] == 60 - players


def test_cc03_hidden_tiles_and_pile_are_hidden_from_others():
    state = new_state(3, seed=5)
    before = {seat: json.dumps(GAME.view(state, seat), sort_keys=True) for seat in (1, 2, None)}
    mine = json.dumps(GAME.view(state, 0), sort_keys=True)
    # change only what seat 0 and the pile hide: seat 0's tile, the pile order, the RNG
    other = next(i for i, k in enumerate(state.deck) if k != state.hands[0][0])
    state.hands[0][0], state.deck[other] = state.deck[other], state.hands[0][0]
    state.deck.reverse()
    state.rng.state ^= 0xDEADBEEF
    for seat, text in before.items():
        assert json.dumps(GAME.view(state, seat), sort_keys=True) == text
    assert json.dumps(GAME.view(state, 0), sort_keys=True) != mine
    assert GAME.view(state, None)["hand"] is None


# -- CC04 turns ---------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_cc04_first_seat_starts_then_clockwise(players):
    state = new_state(players, seed=11)
    order = []
    for turn in range(2 * players):
        (seat,) = GAME.to_move(state)
        order.append(seat)
        if turn % 2:  # option 1: draw, then place; the turn does not pass on the draw
            played(state, seat, "draw")
            assert GAME.to_move(state) == (seat,)
        place = next(a for a in GAME.legal_actions(state, seat) if isinstance(a, Place))
        played(state, seat, place)
    assert order == [t % players for t in range(2 * players)]


def test_cc04_out_of_turn_refused():
    state = new_state(4)
    exc = assert_refused(state, 1, "draw", "CC04")
    assert "not your turn" in str(exc)
    played(state, 0, "draw")
    assert_refused(state, 2, place_at(0, 0), "CC04")


def test_cc04_players_with_nothing_to_place_are_passed_at_the_end():
    state = new_state(4, seed=3)
    fill_board(state, empty=[(1, 1), (6, 6)], hand_sizes=[1, 0, 1, 0])
    assert GAME.to_move(state) == (0,)
    assert_refused(state, 0, "draw", "CC05")  # the pile is empty
    played(state, 0, hand_at(1, 1))
    assert GAME.to_move(state) == (2,), "seat 1 has no tile: its turn is passed"
    assert_refused(state, 1, hand_at(6, 6), "CC04")
    assert GAME.result(state) is None
    played(state, 2, hand_at(6, 6))
    assert GAME.to_move(state) == ()


# -- CC05 / CC06 the two turn options ---------------------------------------------------------


def test_cc05_draw_the_top_tile_and_place_it():
    state = new_state(3)
    set_top(state, CROSS)
    hand, deck = list(state.hands[0]), len(state.deck)
    played(state, 0, "draw")
    assert state.drawn == kind(CROSS) and len(state.deck) == deck - 1
    assert state.hands[0] == hand
    assert all(GAME.view(state, s)["drawn"] == kind(CROSS) for s in (0, 1, None))  # face up
    legal = GAME.legal_actions(state, 0)
    assert legal and all(isinstance(a, Place) and a.source == "drawn" for a in legal)
    assert squares_of(legal) == EDGE
    played(state, 0, place_at(0, 3))
    assert state.board[3] == kind(CROSS) * 4 and state.drawn is None
    assert state.hands[0] == hand and GAME.to_move(state) == (1,)
    assert tiles_in_game(state) == FULL_SET


def test_cc05_refusals():
    state = new_state(2)
    assert_refused(state, 0, place_at(0, 3), "CC05")  # nothing drawn yet
    played(state, 0, "draw")
    assert_refused(state, 0, "draw", "CC05")
    assert_refused(state, 0, hand_at(0, 3), "CC05")  # the drawn tile must be placed


def test_cc06_place_the_hidden_tile_then_draw_a_new_one():
    state = new_state(3)
    give_hand(state, 0, CROSS)
    set_top(state, LOOPS_BACK)
    deck = len(state.deck)
    legal = GAME.legal_actions(state, 0)
    assert Draw() in legal and squares_of(legal) == EDGE
    played(state, 0, hand_at(7, 4))
    assert state.board[7 * 8 + 4] == kind(CROSS) * 4
    assert state.hands[0] == [kind(LOOPS_BACK)] and len(state.deck) == deck - 1
    assert GAME.view(state, 0)["hand"] == [kind(LOOPS_BACK)]
    assert (
        GAME.view(state, 1)["hand_sizes"] == [1, 1, 1] and GAME.view(state, 1)["deck"] == deck - 1
    )
    # the new tile is secret: putting another in its place changes nothing others see
    seen = {s: json.dumps(GAME.view(state, s), sort_keys=True) for s in (1, 2, None)}
    other = next(i for i, k in enumerate(state.deck) if k != kind(LOOPS_BACK))
    state.hands[0][0], state.deck[other] = state.deck[other], state.hands[0][0]
    assert {s: json.dumps(GAME.view(state, s), sort_keys=True) for s in (1, 2, None)} == seen
    assert GAME.to_move(state) == (1,) and tiles_in_game(state) == FULL_SET


def test_cc06_no_hidden_tile_refused_and_no_redraw_from_an_empty_pile():
    state = new_state(2)
    state.deck.append(state.hands[0].pop())
    assert_refused(state, 0, hand_at(0, 3), "CC06")
    state = new_state(2, seed=8)
    fill_board(state, empty=[(2, 2), (5, 5)], hand_sizes=[1, 1])
    played(state, 0, hand_at(2, 2))
    assert state.hands[0] == [] and state.deck == []
    assert GAME.to_move(state) == (1,)


# -- CC07 orientation ------------------------------------------------------------------------


def test_cc07_every_tile_keeps_the_printed_orientation():
    for index, name in enumerate(TILE_NAMES):
        assert engine_connections(index * 4) == connections(name)


def test_cc07_placed_tile_is_not_turned():
    state = new_state(2)
    give_hand(state, 1, "0-5 1-4 2-3 6-7")
    state.current = 1
    played(state, 1, hand_at(0, 3))
    assert state.board[3] == kind("0-5 1-4 2-3 6-7") * 4
    # printed 0-5: station 4's car runs straight down into the empty (1,3)
    assert trace(state.board, 4) == (1, None, [3])
    legal = GAME.legal_actions(state, 0)
    assert all(isinstance(a, Draw) or (isinstance(a, Place) and a.turns == 0) for a in legal)
    for text in ("hand 1,3 90", "hand 1,3,1", "turn", "hand 1,3 r"):
        assert_refused(state, 0, text, "")


# -- CC08 where a tile may go -------------------------------------------------------------------


def test_cc08_next_to_an_edge_station_or_a_placed_tile():
    state = new_state(2)
    give_hand(state, 0, CROSS)
    assert squares_of(GAME.legal_actions(state, 0)) == EDGE
    exc = assert_refused(state, 0, hand_at(2, 2), "CC08")
    assert "touches neither" in str(exc)
    put(state, 0, 3, CROSS)
    legal = squares_of(GAME.legal_actions(state, 0))
    assert legal == (EDGE - {(0, 3)}) | {(1, 3)}
    for square in ((1, 2), (1, 4), (2, 3)):  # diagonal; only the power station beside it
        assert_refused(state, 0, hand_at(*square), "CC08")
    exc = assert_refused(state, 0, hand_at(0, 3), "CC08")
    assert "already holds" in str(exc)
    played(state, 0, hand_at(1, 3))
    assert (2, 3) in squares_of(GAME.legal_actions(state, 1))


def test_cc08_diagonal_is_not_next_to():
    state = new_state(2)
    put(state, 2, 2, CROSS)  # an interior tile on its own
    give_hand(state, 0, CROSS)
    legal = squares_of(GAME.legal_actions(state, 0))
    assert legal - EDGE == {(1, 2), (3, 2), (2, 1), (2, 3)}
    for square in ((1, 1), (1, 3), (3, 1)):
        assert_refused(state, 0, hand_at(*square), "CC08")


# -- CC09 the one-tile rule -------------------------------------------------------------------------


def test_cc09_one_tile_rule():
    """0-1 on a top square turns the car straight back to its own station."""
    state = new_state(2)
    give_hand(state, 0, "0-1 2-5 3-6 4-7")
    exc = assert_refused(state, 0, hand_at(0, 2), "CC09")
    assert "only one tile" in str(exc)
    # allowed: right edge (2->5 inwards), bottom (4->7 left along the edge, inwards),
    # left (6->3); refused: the top row (0->1), (7,7) (16: 2->5 out at 17),
    # (7,0) (17...24: 4->7 out at 25)
    allowed = (
        {(r, 7) for r in range(1, 7)}
        | {(7, c) for c in range(1, 7)}
        | {(r, 0) for r in range(1, 7)}
    )
    assert squares_of(GAME.legal_actions(state, 0)) == allowed
    for square in ((0, 0), (0, 7), (7, 7), (7, 0)):
        assert_refused(state, 0, hand_at(*square), "CC09")
    assert squares_of(GAME.legal_actions(state, 0)) == expected_squares(
        state, kind("0-1 2-5 3-6 4-7")
    )


def test_cc09_one_tile_between_two_stations_at_a_corner():
    state = new_state(2)
    give_hand(state, 0, "0-7 1-4 2-5 3-6")  # at (0,0): station 1 in at 0 -> 7 -> station 32
    assert_refused(state, 0, hand_at(0, 0), "CC09")
    played(state, 0, hand_at(0, 1))  # at (0,1) the same 0-7 leads on into (0,0)
    assert state.scores == [0, 0]


def test_cc09_exception_when_the_tile_fits_nowhere_else():
    state = new_state(2)
    give_hand(state, 0, LOOPS_BACK)  # breaks the rule on every edge square
    assert squares_of(GAME.legal_actions(state, 0)) == EDGE
    played(state, 0, hand_at(0, 2))
    # station 3 (seat 0) in at 0 -> 1 -> back out at station 3 through one tile: 1 point
    assert state.scored == {3: Line(3, 0, 1, 3, 1)} and state.scores == [1, 0]
    state = new_state(4)
    set_top(state, LOOPS_BACK)
    played(state, 0, "draw")
    assert squares_of(GAME.legal_actions(state, 0)) == EDGE


def test_cc09_exception_for_the_hidden_tile_while_the_pile_has_tiles():
    """The exception looks at the tile being placed, not at the pile: a hidden tile that
    fits nowhere else may join through itself though the player could draw instead, and
    the rules help says so in every language."""
    state = new_state(2)
    give_hand(state, 0, LOOPS_BACK)
    assert state.deck and Draw() in GAME.legal_actions(state, 0)
    played(state, 0, hand_at(0, 2))
    assert state.scores == [1, 0]
    assert "even while the pile still\n  has tiles" in RULES["en"]
    assert "即使車軌板塊堆還有板塊" in RULES["zh-TW"]
    assert "山札にまだタイルがあり" in RULES["ja"]


def test_cc09_exception_ends_once_another_square_exists():
    state = new_state(2)
    put(state, 0, 2, CROSS)
    give_hand(state, 0, LOOPS_BACK)
    assert squares_of(GAME.legal_actions(state, 0)) == {(1, 2)}
    for square in ((0, 4), (3, 7), (7, 7)):
        assert_refused(state, 0, hand_at(*square), "CC09")


@pytest.mark.parametrize("players", [3, 5, 6])
def test_cc09_a_station_without_a_car_starts_no_line(players):
    """Rule choice: the one-tile rule is about cars' lines; 16/17 have no car here."""
    state = new_state(players)
    give_hand(state, 0, LOOPS_BACK)
    assert squares_of(GAME.legal_actions(state, 0)) == {(7, 7)}
    assert_refused(state, 0, hand_at(7, 6), "CC09")
    played(state, 0, hand_at(7, 7))
    assert state.scored == {} and state.scores == [0] * players
