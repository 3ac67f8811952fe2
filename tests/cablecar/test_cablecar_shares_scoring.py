"""Cable Car shares game CC26–CC32: profits, final scoring; hidden information and JSON.

Companies by number: 0 yellow, 1 blue, 2 orange, 3 black, 4 red, 5 brown, 6 green,
7 purple. A holding lists a player's companies by percentage: [10 %, 20 %, 30 %, 40 %].
Share piles hold their top card last. Track ends: 0,1 top; 2,3 right; 4,5 bottom; 6,7
left; a car starts on the even end of its station's side.
"""

from __future__ import annotations

import json

import pytest
from cablecar_positions import FULL_SET, GAME, assert_refused, give_hand, put, tiles_in_game

from pygames.cablecar.actions import Exchange, Place
from pygames.cablecar.data import POWER, SHARES_CHART, SIZE
from pygames.cablecar.shares import company_ranks, final_scores
from pygames.cablecar.state import Line
from pygames.cablecar.tracks import line_points, trace
from pygames.core.bots import bot_for, bot_rng, play_bot_turn
from pygames.core.rng import Rng

YELLOW, BLUE, ORANGE, BLACK, RED, BROWN, GREEN, PURPLE = range(8)


def shares_game(players: int = 2, seed: int = 0, **options):
    return GAME.new_game(players, {"mode": "shares", **options}, seed)


def all_cards(state, index: int) -> list[int]:
    """Every card of one percentage: held, face up, in the pile."""
    return sorted(
        [h[index] for h in state.shares] + [state.face_up[index]] + state.share_piles[index]
    )


def set_holdings(state, holdings: list[list[int]]) -> None:
    """Deal these holdings; the other cards of each percentage go face up and into the pile."""
    state.shares = [list(h) for h in holdings]
    state.known = [[None] * 4 for _ in holdings]
    for index in range(4):
        rest = [c for c in range(8) if c not in [h[index] for h in holdings]]
        state.face_up[index], state.share_piles[index] = rest[0], rest[1:]


def company_of(station: int) -> int:
    return next(c for c, stations in enumerate(SHARES_CHART) if station in stations)


def fill_shares_board(state, empty: list[tuple[int, int]], hand_sizes: list[int]) -> None:
    """Every tile on the board except the squares in ``empty``, whose tiles wait in the
    hands; pile empty; lines the board finishes scored for their companies."""
    pool = list(state.deck) + [tile for hand in state.hands for tile in hand]
    state.hands = [[pool.pop() for _ in range(size)] for size in hand_sizes]
    for square in range(SIZE * SIZE):
        if divmod(square, SIZE) not in POWER and divmod(square, SIZE) not in empty:
            state.board[square] = pool.pop() * 4
    assert not pool
    state.deck = []
    state.placed = SIZE * SIZE - len(POWER) - len(empty)
    for company, stations in enumerate(SHARES_CHART):
        for station in stations:
            tiles, end, _ = trace(state.board, station)
            if end is not None:
                state.scored[station] = Line(station, company, tiles, end, line_points(tiles, end))
                state.profits[company] += line_points(tiles, end)


# -- CC26 profit ---------------------------------------------------------------------------------------


def test_cc26_a_line_scores_profit_for_its_company():
    state = shares_game(2)
    put(state, 0, 2, "0-3 1-2 4-7 5-6")  # station 3 (red): in at 0 -> 3, right
    give_hand(state, 0, "0-5 1-6 2-3 4-7")  # at (0,3): in at 6 -> 1, out at station 4
    GAME.apply(state, 0, "hand 1,4")
    assert company_of(3) == RED
    assert state.scored == {3: Line(3, RED, 2, 4, 2)}
    assert state.profits == [0, 0, 0, 0, 2, 0, 0, 0] and state.scores == [0, 0]
    view = GAME.view(state, 1)
    assert view["profits"][RED] == 2 and view["scores"] == [None, None]
    assert view["ranks"] == [2, 2, 2, 2, 1, 2, 2, 2] and view["values"][RED] == 8
    assert next(c for c in view["cars"] if c["station"] == 3)["scored"]["owner"] == RED
    assert trace(state.board, 4)[1] is None  # green's car at 4 runs 0 -> 5 into (1,3)


def test_cc26_the_power_station_doubles_profit():
    state = shares_game(3)
    put(state, 0, 3, "0-5 1-4 2-3 6-7")
    put(state, 1, 3, "0-5 1-2 3-4 6-7")
    give_hand(state, 0, "0-5 1-6 2-3 4-7")
    GAME.apply(state, 0, "hand 3,4")
    # station 4 (green): straight down three tiles into the power station
    assert state.scored == {4: Line(4, GREEN, 3, "power", 6)} and state.profits[GREEN] == 6


# -- CC27 end ---------------------------------------------------------------------------------------------


def test_cc27_the_last_tile_ends_the_game_and_the_shares_are_scored():
    state = shares_game(3, seed=8)
    fill_shares_board(state, empty=[(2, 2), (5, 5)], hand_sizes=[1, 0, 1])
    GAME.apply(state, 0, GAME.legal_actions(state, 0)[0])
    assert GAME.result(state) is None and state.scores == [0, 0, 0]
    assert GAME.to_move(state) == (2,)
    assert GAME.view(state, 0)["holdings"] is None
    GAME.apply(state, 2, next(a for a in GAME.legal_actions(state, 2) if isinstance(a, Place)))
    assert GAME.to_move(state) == ()
    assert set(state.scored) == set(range(1, 33)), "every car has scored"
    result = GAME.result(state)
    assert result.scores == final_scores(state.profits, state.shares)[0] == state.scores
    view = GAME.view(state, None)
    assert view["holdings"] == state.shares and view["scores"] == result.scores
    assert sum(line.points for line in state.scored.values()) == sum(state.profits)
    assert_refused(state, 0, "exchange 10 pile", "CC17")


# -- CC28 company values -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "profits,ranks,values",
    [
        ([38, 30, 20, 20, 12, 5, 3, 0], [1, 2, 3, 3, 4, 5, 6, 7], [8, 7, 6, 6, 5, 4, 3, 2]),
        ([10, 40, 10, 40, 0, 0, 7, 7], [2, 1, 2, 1, 4, 4, 3, 3], [7, 8, 7, 8, 5, 5, 6, 6]),
        ([9] * 8, [1] * 8, [8] * 8),
        ([0, 1, 2, 3, 4, 5, 6, 7], [8, 7, 6, 5, 4, 3, 2, 1], [1, 2, 3, 4, 5, 6, 7, 8]),
    ],
)
def test_cc28_value_by_rank_ties_share_and_the_next_rank_follows_on(profits, ranks, values):
    assert company_ranks(profits) == (ranks, values)


# -- CC29 reward, CC30 majority bonus, CC31 winner ------------------------------------------------------


def english(scoring):
    """``final_scores``'s result with its labels (messages) in English."""
    scores, lines = scoring
    return scores, [[(str(label), points) for label, points in seat] for seat in lines]


def test_cc29_reward_is_percentage_times_10_times_value():
    profits = [38, 30, 20, 20, 12, 5, 3, 0]  # values 8, 7, 6, 6, 5, 4, 3, 2
    scores, lines = english(final_scores(profits, [[PURPLE, PURPLE, PURPLE, PURPLE]]))
    # 100 % of purple (value 2): 1.0 x 10 x 2 = 20, and its majority: 0 // 10
    assert scores == [20] and lines == [
        [("Purple 10% + 20% + 30% + 40% × 10 × value 2", 20), ("Purple majority: profit 0 ÷ 10", 0)]
    ]
    scores, _ = final_scores(profits, [[BLUE, RED, GREEN, BLACK], [BLACK, GREEN, RED, BLUE]])
    # seat 0: blue 10% x 7 = 7, red 20% x 5 = 10, green 30% x 3 = 9, black 40% x 6 = 24
    # seat 1: black 10% x 6 = 6, green 20% x 3 = 6, red 30% x 5 = 15, blue 40% x 7 = 28
    # majorities: black 3 (0's 40 %), red 1 (1's 30 %), green 0 (0's 30 %), blue 3 (1's 40 %)
    assert scores == [7 + 10 + 9 + 24 + 2 + 0, 6 + 6 + 15 + 28 + 1 + 3]


def test_cc30_majority_bonus_goes_to_every_tied_top_holder_rounded_down():
    profits = [59, 0, 0, 0, 0, 0, 0, 0]  # yellow value 8; the rest 7
    holdings = [
        [YELLOW, BLUE, BLUE, RED],  # yellow 10 %
        [BLUE, YELLOW, ORANGE, BLACK],  # yellow 20 %
        [ORANGE, ORANGE, YELLOW, BROWN],  # yellow 30 %
        [RED, RED, RED, YELLOW],
    ]  # yellow 40 %
    lines = english(final_scores(profits, holdings))[1]
    bonus = {
        seat: [p for label, p in lines[seat] if label.startswith("Yellow majority")]
        for seat in range(4)
    }
    assert bonus == {0: [], 1: [], 2: [], 3: [5]}, "59 // 10 = 5, to the 40 % holder only"
    tied = [
        [YELLOW, BLUE, BLUE, YELLOW],  # yellow 50 %
        [BLUE, YELLOW, YELLOW, BLACK],  # yellow 50 %
        [ORANGE, ORANGE, ORANGE, BROWN],
    ]  # no yellow
    lines = english(final_scores(profits, tied))[1]
    assert [sum(p for label, p in ls if label.startswith("Yellow majority")) for ls in lines] == [
        5,
        5,
        0,
    ]
    # nobody's majority without a share: brown is held by seat 2 alone (40 %)
    assert any(label.startswith("Brown majority") for label, _ in lines[2])
    assert not any(label.startswith("Brown") for label, _ in lines[0] + lines[1])


def test_cc31_highest_total_wins_and_ties_share():
    state = shares_game(3, seed=5)
    fill_shares_board(state, empty=[], hand_sizes=[0, 0, 0])
    assert GAME.to_move(state) == ()
    state.profits = [40, 30, 20, 10, 0, 0, 0, 0]  # values 8, 7, 6, 5, then 4 for the rest
    set_holdings(
        state,
        [[YELLOW, BLUE, ORANGE, BLACK], [BLUE, YELLOW, BLACK, ORANGE], [RED, BROWN, GREEN, PURPLE]],
    )
    result = GAME.result(state)
    # seat 0: 8 + 14 + 18 + 20, majorities blue 3 (20 % > 10 %) and black 1 (40 % > 30 %)
    # seat 1: 7 + 16 + 15 + 24, majorities yellow 4 and orange 2
    # seat 2: 4 + 8 + 12 + 16; its companies made no profit: bonuses of 0
    assert result.scores == [60 + 4, 62 + 6, 40]
    assert result.places == [2, 1, 3] and result.winners == [1]
    for seat in range(3):
        assert sum(p for _, p in result.breakdown[seat]) == result.scores[seat]
    state.profits = [40, 40, 20, 20, 0, 0, 0, 0]  # values 8, 8, 7, 7, then 6
    result = GAME.result(state)
    # seat 0: 8 + 16 + 21 + 28 + blue 4 + black 2; seat 1: 8 + 16 + 21 + 28 + yellow 4 + orange 2
    assert result.scores == [79, 79, 60]
    assert result.places == [1, 1, 3] and result.winners == [0, 1]


# -- CC32 the seed's worked example --------------------------------------------------------------------------

EXAMPLE_PROFITS = [38, 20, 30, 25, 10, 5, 15, 0]  # yellow 1st (8), blue 4th (5), green 5th (4)
PLAYER_A = [BLUE, YELLOW, GREEN, YELLOW]  # 10 % blue, 20 % yellow, 30 % green, 40 % yellow
PLAYER_B = [ORANGE, BLUE, RED, GREEN]  # more blue and more green than A


def test_cc32_worked_example_scoring():
    ranks, values = company_ranks(EXAMPLE_PROFITS)
    assert (ranks[YELLOW], values[YELLOW]) == (1, 8)
    assert (ranks[BLUE], values[BLUE]) == (4, 5) and (ranks[GREEN], values[GREEN]) == (5, 4)
    scores, lines = english(final_scores(EXAMPLE_PROFITS, [PLAYER_A, PLAYER_B]))
    assert lines[0] == [
        ("Yellow 20% + 40% × 10 × value 8", 48),
        ("Yellow majority: profit 38 ÷ 10", 3),
        ("Blue 10% × 10 × value 5", 5),
        ("Green 30% × 10 × value 4", 12),
    ]
    assert scores[0] == 65 + 3 == 68


def test_cc32_worked_example_through_a_finished_game():
    state = shares_game(2, seed=32)
    fill_shares_board(state, empty=[], hand_sizes=[0, 0])
    state.profits = list(EXAMPLE_PROFITS)  # the markers as the seed's example has them
    set_holdings(state, [PLAYER_A, PLAYER_B])
    assert GAME.to_move(state) == ()
    result = GAME.result(state)
    assert result.scores[0] == 68
    # B: orange 10 % x 7 + blue 20 % x 5 + red 30 % x 3 + green 40 % x 4, majorities of
    # orange 3, blue 2, red 1, green 1
    assert result.scores[1] == 7 + 10 + 9 + 16 + 3 + 2 + 1 + 1 == 49
    assert result.places == [1, 2] and result.winners == [0]
    assert result.to_json()["breakdown"][0][1] == ["Yellow majority: profit 38 ÷ 10", 3]


# -- hidden information for bots, JSON ---------------------------------------------------------------------


def test_shares_determinize_matches_the_view():
    state = shares_game(4, seed=14, hand=2)
    for step in [
        "hand",
        "exchange 20 face-up",
        "exchange 30 pile",
        "draw",
        "exchange 10 face-up",
        "hand2",
        "exchange 20 face-up",
    ]:
        (seat,) = GAME.to_move(state)
        if step in ("hand", "hand2"):  # the first placement of that hidden tile
            step = next(
                str(a) for a in GAME.legal_actions(state, seat) if str(a).startswith(step + " ")
            )
        GAME.apply(state, seat, step)
        if step == "draw":
            GAME.apply(state, seat, GAME.legal_actions(state, seat)[0])
    assert state.known[1][1] is not None and state.known[0][1] is None
    (seat,) = GAME.to_move(state)
    view = GAME.view(state, seat)
    for n in range(10):
        guess = GAME.determinize(view, seat, Rng(n))
        assert GAME.view(guess, seat) == view
        assert tiles_in_game(guess) == FULL_SET
        for index in range(4):
            assert all_cards(guess, index) == list(range(8))
        for other in range(4):
            for index, company in enumerate(view["known_shares"][other]):
                assert company is None or guess.shares[other][index] == company


def test_shares_state_json_and_clone_round_trip():
    state = shares_game(5, seed=21, orientation="free", hand=3)
    GAME.apply(state, 0, "exchange 20 face-up")
    data = state.to_json()
    assert {"profits", "shares", "share_piles", "face_up", "known"} <= set(data)
    assert GAME.state_from_json(json.loads(json.dumps(data))).to_json() == data
    copy = state.clone()
    assert copy.to_json() == data
    copy.share_piles[0].append(copy.share_piles[0].pop(0))
    copy.shares[1][0] = copy.shares[0][0]
    assert state.to_json() == data, "a clone shares nothing"


@pytest.mark.parametrize("players", [2, 6])
def test_greedy_bot_plays_the_shares_game(players):
    """Greedy values the companies it holds most; it takes face-up shares when that
    pays, and beats the random bot."""
    greedy_wins = exchanges = 0
    for seed in range(8):
        kinds = [
            "bot:greedy" if (seat + seed) % 2 == 0 else "bot:random" for seat in range(players)
        ]
        bots = [bot_for(GAME, kind) for kind in kinds]
        state = shares_game(players, seed=seed, orientation="free", hand=2)
        moves = 0
        while GAME.to_move(state):
            (seat,) = GAME.to_move(state)
            action = play_bot_turn(GAME, state, seat, bots[seat], bot_rng(seed, moves))
            exchanges += isinstance(action, Exchange) and kinds[seat] == "bot:greedy"
            GAME.apply(state, seat, action)
            moves += 1
        result = GAME.result(state)
        assert result is not None and state.placed == 60
        greedy_wins += all(kinds[w] == "bot:greedy" for w in result.winners)
    assert exchanges > 0 and greedy_wins >= 6
