"""Cable Car variants CC19–CC20 (docs: shared/rules/cablecar.md, seed 004 變體規則), and
the table options that switch them on without changing the basic game.

Track ends: 0,1 top; 2,3 right; 4,5 bottom; 6,7 left. A quarter turn clockwise moves
end e to e + 2. Two players: seat 0 owns the odd stations, seat 1 the even ones.
Squares are (row, col) from 0; action texts count from 1.
"""

from __future__ import annotations

import json

import pytest
from cablecar_positions import (
    FULL_SET,
    GAME,
    assert_refused,
    connections,
    fill_board,
    kind,
    new_state,
    rotated,
    score_finished_lines,
    set_top,
    take_from_deck,
    tiles_in_game,
)

from pygames import GAMES
from pygames.cablecar.actions import Draw, Place
from pygames.cablecar.actions import parse as parse_action
from pygames.cablecar.data import CONNECT, POWER, SIZE, TILE_NAMES
from pygames.cablecar.tracks import EMPTY, trace
from pygames.core.record import Record, Seat, new_record, replay

FREE = {"orientation": "free"}
U_TOP = "0-1 2-5 3-6 4-7"  # printed: on a top square the car turns straight back out
LOOPS_BACK = "0-1 2-3 4-5 6-7"
CROSS = "0-5 1-4 2-7 3-6"  # the same in every turn
BASIC_STATE_KEYS = {
    "players",
    "options",
    "rng",
    "deck",
    "hands",
    "board",
    "drawn",
    "current",
    "scores",
    "scored",
    "last",
    "placed",
}
BASIC_VIEW_KEYS = {
    "game",
    "players",
    "options",
    "seat",
    "current",
    "to_move",
    "board",
    "drawn",
    "last",
    "deck",
    "hand_sizes",
    "hand",
    "scores",
    "cars",
    "colours",
    "placed",
}


def new_table(players: int = 2, seed: int = 0, **options):
    return GAME.new_game(players, options, seed)


def give_hand_tiles(state, seat: int, names: list[str]) -> None:
    """Make ``names`` the hidden tiles of ``seat`` (in that order); its old tiles go
    under the pile."""
    old = state.hands[seat]
    state.hands[seat] = []
    state.deck[:0] = old
    state.hands[seat] = [take_from_deck(state, kind(name)) for name in names]


def texts(state, seat) -> set[str]:
    return {str(a) for a in GAME.legal_actions(state, seat)}


# -- the options ------------------------------------------------------------------------


def test_cc19_cc20_options_and_defaults():
    spec = GAMES["cablecar"].spec
    assert [(o.key, o.choices) for o in spec.options] == [
        ("orientation", ("fixed", "free")),
        ("hand", (1, 2, 3)),
        ("mode", ("basic", "shares")),
    ]
    assert all(set(o.names) == {"en", "zh-TW", "ja"} for o in spec.options)
    assert spec.option_values(None) == {"orientation": "fixed", "hand": 1, "mode": "basic"}
    assert spec.rules_version == 1
    with pytest.raises(ValueError):
        spec.option_values({"hand": 4})
    with pytest.raises(ValueError):
        spec.option_values({"orientation": "turned"})


@pytest.mark.parametrize("players", [2, 4, 6])
def test_cc19_cc20_default_options_are_the_basic_game(players):
    """No options, {} and the explicit defaults deal the same game, with the state JSON
    and view keys the basic game always had."""
    plain = GAME.new_game(players, None, 77)
    explicit = GAME.new_game(players, {"orientation": "fixed", "hand": 1, "mode": "basic"}, 77)
    assert json.dumps(plain.to_json(), sort_keys=True) == json.dumps(
        explicit.to_json(), sort_keys=True
    )
    assert set(plain.to_json()) == BASIC_STATE_KEYS
    assert set(GAME.view(plain, 0)) == BASIC_VIEW_KEYS
    assert all(isinstance(s, int) for s in GAME.view(plain, None)["scores"])


def test_cc19_cc20_old_records_without_options_replay_the_same():
    record = new_record("cablecar", [Seat("A", "bot:random"), Seat("B", "bot:random")], None, 5)
    state = GAME.new_game(2, record.options, 5)
    for _ in range(12):
        (seat,) = GAME.to_move(state)
        action = GAME.legal_actions(state, seat)[0]
        GAME.apply(state, seat, action)
        record.actions.append((seat, str(action)))
    data = record.to_json()
    data["options"] = {}
    old = Record.from_json(data)
    assert old.options == record.options
    assert replay(old)[1].to_json() == state.to_json()


# -- text forms ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text,action",
    [
        ("hand 3,5", Place("hand", 2, 4)),
        ("hand 3,5 r1", Place("hand", 2, 4, 0, 1)),
        ("place 3,5 r2", Place("drawn", 2, 4, 0, 2)),
        ("hand2 3,5", Place("hand", 2, 4, 1, 0)),
        ("hand3 8,1 r3", Place("hand", 7, 0, 2, 3)),
        ("place 1,1", Place("drawn", 0, 0)),
    ],
)
def test_cc19_cc20_text_forms_round_trip(text, action):
    assert parse_action(text) == action and str(action) == text


@pytest.mark.parametrize(
    "text",
    [
        "hand 3,5 r0",
        "hand 3,5 r4",
        "hand1 3,5",
        "hand4 3,5",
        "place2 3,5",
        "hand 3,5 r1 r1",
        "hand r1 3,5",
    ],
)
def test_cc19_cc20_text_forms_that_mean_nothing(text):
    state = new_table(hand=3, orientation="free")
    exc = assert_refused(state, 0, text, "")
    assert "not a Cable Car move" in str(exc)


def test_cc01_a_hidden_tile_off_the_board_changes_nothing():
    state = new_table(hand=3, orientation="free")
    exc = assert_refused(state, 0, "hand2 9,1", "CC01")
    assert "off the board" in str(exc)


# -- CC19 free orientation --------------------------------------------------------------------


def test_cc19_fixed_orientation_refuses_a_turn():
    state = new_state(2)
    exc = assert_refused(state, 0, "hand 1,3 r1", "CC07")
    assert "orientation" in str(exc)
    GAME.apply(state, 0, "draw")
    assert_refused(state, 0, "place 1,3 r3", "CC07")


def test_cc19_turned_tile_lies_turned():
    state = new_table(**FREE)
    give_hand_tiles(state, 0, [U_TOP])
    GAME.apply(state, 0, "hand 1,3 r1")
    assert state.board[2] == kind(U_TOP) * 4 + 1
    turned = rotated(U_TOP, 1)
    assert turned == "0-5 1-6 2-3 4-7"
    assert dict(enumerate(CONNECT[state.board[2]])) == connections(turned)
    # station 3's car: in at 0 -> 5, down into the empty (1,2)
    assert trace(state.board, 3) == (1, None, [2])
    assert tiles_in_game(state) == FULL_SET


def test_cc19_every_turn_of_every_tile_matches_its_name_turned():
    for index, name in enumerate(TILE_NAMES):
        for turns in range(4):
            assert dict(enumerate(CONNECT[index * 4 + turns])) == connections(rotated(name, turns))


def test_cc19_drawn_tile_may_be_turned():
    state = new_table(**FREE)
    set_top(state, "0-3 1-4 2-7 5-6")
    GAME.apply(state, 0, "draw")
    assert {"place 8,4", "place 8,4 r1", "place 8,4 r2", "place 8,4 r3"} <= texts(state, 0)
    GAME.apply(state, 0, "place 8,4 r3")
    assert state.board[7 * SIZE + 3] == kind("0-3 1-4 2-7 5-6") * 4 + 3 and state.drawn is None


def test_cc19_cc09_one_tile_rule_counts_every_turn():
    """U_TOP as printed joins station 3 to itself at (0,2); turned it leads inwards, so
    with free orientation the printed way is refused there."""
    fixed = new_state(2)
    give_hand_tiles(fixed, 0, [U_TOP])
    assert_refused(fixed, 0, "hand 1,3", "CC09")
    free = new_table(**FREE)
    give_hand_tiles(free, 0, [U_TOP])
    exc = assert_refused(free, 0, "hand 1,3", "CC09")
    assert "however it is turned" in str(exc)
    assert {"hand 1,3 r1", "hand 1,3 r2", "hand 1,3 r3"} <= texts(free, 0)
    assert "hand 1,3" not in texts(free, 0)


def last_square_game(options: dict, hand_name: str):
    """Two players, every square filled but (0,2), whose car (station 3, seat 0) waits
    for the last tile; seat 0 holds ``hand_name`` and the pile is empty."""
    state = GAME.new_game(2, options, 3)
    fill_board(state, empty=[(0, 2)], hand_sizes=[1, 0])
    wanted = kind(hand_name)
    if state.hands[0] != [wanted]:
        square = next(sq for sq, v in enumerate(state.board) if v != EMPTY and v // 4 == wanted)
        state.board[square], state.hands[0] = state.hands[0][0] * 4, [wanted]
        state.scored, state.scores = {}, [0, 0]
        score_finished_lines(state)
    assert tiles_in_game(state) == FULL_SET
    return state


def test_cc19_cc09_exception_only_when_no_turn_fits():
    fixed = last_square_game({}, U_TOP)
    assert texts(fixed, 0) == {"hand 1,3"}  # fits nowhere else: allowed
    free = last_square_game(FREE, U_TOP)
    assert texts(free, 0) == {"hand 1,3 r1", "hand 1,3 r2", "hand 1,3 r3"}
    assert_refused(free, 0, "hand 1,3", "CC09")
    loops = last_square_game(FREE, LOOPS_BACK)  # the same in every turn: nothing fits
    assert texts(loops, 0) == {"hand 1,3"}
    for turns in ("", " r1", " r2", " r3"):
        assert GAME.is_legal(loops, 0, "hand 1,3" + turns)
    GAME.apply(loops, 0, "hand 1,3 r2")
    assert loops.scored[3].tiles == 1 and loops.scored[3].end == 3
    assert GAME.to_move(loops) == ()


def test_cc19_symmetric_tiles_listed_once_but_every_turn_accepted():
    state = new_table(**FREE)
    give_hand_tiles(state, 0, [CROSS])
    listed = [a for a in GAME.legal_actions(state, 0) if isinstance(a, Place)]
    assert all(a.turns == 0 for a in listed)
    assert {(a.row, a.col) for a in listed} == {
        (r, c) for r in range(SIZE) for c in range(SIZE) if r in (0, 7) or c in (0, 7)
    }
    for turns in (1, 2, 3):
        assert GAME.is_legal(state, 0, f"hand 1,4 r{turns}")
    GAME.apply(state, 0, "hand 1,4 r1")
    assert CONNECT[state.board[3]] == CONNECT[kind(CROSS) * 4]
    half = new_table(**FREE)  # a half turn gives the same tile: two distinct turns
    give_hand_tiles(half, 0, ["0-3 1-2 4-7 5-6"])
    assert {a.turns for a in GAME.legal_actions(half, 0) if isinstance(a, Place)} == {0, 1}
    assert GAME.is_legal(half, 0, "hand 8,4 r2") and GAME.is_legal(half, 0, "hand 8,4 r3")


# -- CC20 hands of 2 or 3 -----------------------------------------------------------------------


@pytest.mark.parametrize("size", [2, 3])
@pytest.mark.parametrize("players", [2, 6])
def test_cc20_each_player_draws_two_or_three_hidden_tiles(players, size):
    state = new_table(players, seed=9, hand=size)
    assert [len(h) for h in state.hands] == [size] * players
    assert len(state.deck) == 60 - size * players and tiles_in_game(state) == FULL_SET
    view = GAME.view(state, 1)
    assert view["hand"] == state.hands[1] and view["hand_sizes"] == [size] * players
    assert GAME.view(state, None)["hand"] is None
    # the hidden tiles are secret: swapping seat 0's for pile tiles changes no other view
    seen = {s: json.dumps(GAME.view(state, s), sort_keys=True) for s in (1, None)}
    for i in range(size):
        j = next(n for n, k in enumerate(state.deck) if k != state.hands[0][i])
        state.hands[0][i], state.deck[j] = state.deck[j], state.hands[0][i]
    assert {s: json.dumps(GAME.view(state, s), sort_keys=True) for s in (1, None)} == seen


def test_cc20_place_any_hidden_tile_then_refill():
    state = new_table(2, hand=3)
    give_hand_tiles(state, 0, [CROSS, U_TOP, LOOPS_BACK])
    set_top(state, "0-3 1-2 4-7 5-6")
    legal = texts(state, 0)
    assert {"hand 8,4", "hand2 8,4", "hand3 8,4", "draw"} <= legal
    GAME.apply(state, 0, "hand2 8,4")
    assert state.board[7 * SIZE + 3] == kind(U_TOP) * 4
    assert state.hands[0] == [kind(CROSS), kind(LOOPS_BACK), kind("0-3 1-2 4-7 5-6")], (
        "the other tiles stay in order; the new one goes last"
    )
    assert GAME.to_move(state) == (1,) and tiles_in_game(state) == FULL_SET


def test_cc20_drawing_from_the_pile_still_works():
    state = new_table(2, hand=2)
    hand = list(state.hands[0])
    GAME.apply(state, 0, "draw")
    assert all(isinstance(a, Place) and a.source == "drawn" for a in GAME.legal_actions(state, 0))
    assert_refused(state, 0, "hand2 1,1", "CC05")
    GAME.apply(state, 0, next(iter(GAME.legal_actions(state, 0))))
    assert state.hands[0] == hand


def test_cc20_no_such_hidden_tile():
    one = new_state(2)
    exc = assert_refused(one, 0, "hand2 1,1", "CC20")
    assert "only one hidden tile" in str(exc)
    two = new_table(2, hand=2)
    exc = assert_refused(two, 0, "hand3 1,1", "CC20")
    assert "2 hidden tiles" in str(exc)


def test_cc20_tiles_of_one_kind_listed_once():
    state = new_table(2, hand=2)
    give_hand_tiles(state, 0, [CROSS, CROSS])
    listed = [a for a in GAME.legal_actions(state, 0) if isinstance(a, Place)]
    assert listed and all(a.index == 0 for a in listed)
    assert GAME.is_legal(state, 0, "hand2 8,5")


def test_cc20_hands_run_down_once_the_pile_is_empty():
    state = new_table(2, seed=4, hand=3)
    fill_board(state, empty=[(0, 0), (0, 7), (7, 0), (7, 7)], hand_sizes=[3, 1])
    assert GAME.to_move(state) == (0,)
    GAME.apply(state, 0, GAME.legal_actions(state, 0)[0])
    assert len(state.hands[0]) == 2 and not state.deck
    GAME.apply(state, 1, GAME.legal_actions(state, 1)[0])
    assert state.hands[1] == [] and GAME.to_move(state) == (0,), "an empty hand is passed"
    GAME.apply(state, 0, GAME.legal_actions(state, 0)[-1])
    GAME.apply(state, 0, GAME.legal_actions(state, 0)[0])
    assert GAME.to_move(state) == () and GAME.result(state) is not None


def test_cc19_cc20_legal_actions_are_exactly_what_apply_accepts():
    """Free orientation, 3 hidden tiles: every text for every hidden tile, square and
    turn is accepted exactly when the listed actions hold a placement giving the same
    tile at that square (nothing legal is refused, nothing listed twice)."""
    state = new_table(3, seed=12, hand=3, orientation="free")
    for _ in range(9):  # a few placements so that the board has inner squares
        (seat,) = GAME.to_move(state)
        GAME.apply(
            state, seat, next(a for a in GAME.legal_actions(state, seat) if isinstance(a, Place))
        )
    (seat,) = GAME.to_move(state)
    hand = state.hands[seat]
    listed = [a for a in GAME.legal_actions(state, seat) if isinstance(a, Place)]
    layouts = [(hand[a.index], a.row, a.col, CONNECT[hand[a.index] * 4 + a.turns]) for a in listed]
    assert len(layouts) == len(set(layouts)), "each distinct placement once"
    for index in range(3):
        for row in range(SIZE):
            for col in range(SIZE):
                for turns in range(4):
                    action = Place("hand", row, col, index, turns)
                    shape = (hand[index], row, col, CONNECT[hand[index] * 4 + turns])
                    assert GAME.is_legal(state, seat, action) == (shape in set(layouts)), str(
                        action
                    )
    assert Draw() in GAME.legal_actions(state, seat)
    assert not any((r, c) in POWER for _, r, c, _ in layouts)
