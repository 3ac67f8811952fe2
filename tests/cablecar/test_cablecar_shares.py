"""Cable Car shares game CC21–CC25, set-up and exchanges (docs: shared/rules/cablecar.md, seed 004 進階規則).

Companies by number: 0 yellow, 1 blue, 2 orange, 3 black, 4 red, 5 brown, 6 green,
7 purple. A holding lists a player's companies by percentage: [10 %, 20 %, 30 %, 40 %].
Share piles hold their top card last. Track ends: 0,1 top; 2,3 right; 4,5 bottom; 6,7
left; a car starts on the even end of its station's side.
"""

from __future__ import annotations

import json

import pytest
from cablecar_positions import FULL_SET, GAME, assert_refused, tiles_in_game

from pygames.cablecar.actions import Draw, Exchange, Place
from pygames.cablecar.data import COMPANIES, PERCENTS, SHARES_CHART, station_square
from pygames.cablecar.help import rules_text

YELLOW, BLUE, ORANGE, BLACK, RED, BROWN, GREEN, PURPLE = range(8)
# FACTS.md, copied by hand: the companies of the shares game.
FACTS_COMPANIES = ["yellow", "blue", "orange", "black", "red", "brown", "green", "purple"]


def shares_game(players: int = 2, seed: int = 0, **options):
    return GAME.new_game(players, {"mode": "shares", **options}, seed)


def view_text(state, seat) -> str:
    return json.dumps(GAME.view(state, seat), sort_keys=True)


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


# -- CC21 companies, cars, markers ------------------------------------------------------------


def test_cc21_eight_companies_with_four_cars_on_all_32_stations():
    assert list(COMPANIES) == FACTS_COMPANIES
    assert len(SHARES_CHART) == 8 and all(len(stations) == 4 for stations in SHARES_CHART)
    assert sorted(n for stations in SHARES_CHART for n in stations) == list(range(1, 33))


def test_cc21_chart_is_fair():
    """This edition's chart: per company one station on each edge, one at each distance
    from a corner along the edge (0: a corner station … 3: a middle one), and never two
    neighbouring stations (32 and 1 are neighbours too)."""
    for stations in SHARES_CHART:
        assert sorted((n - 1) // 8 for n in stations) == [0, 1, 2, 3], "one per edge"
        assert sorted(min((n - 1) % 8, 7 - (n - 1) % 8) for n in stations) == [0, 1, 2, 3]
        assert sorted((n - 1) % 8 < 4 for n in stations) == [False, False, True, True], "halves"
        assert not any(n % 32 + 1 in stations for n in stations), "no neighbours"
        squares = [station_square(n)[:2] for n in stations]
        assert len(set(squares)) == 4, "never two cars on one corner square"


def test_cc21_a_quarter_turn_maps_the_chart_onto_itself():
    """Station n faces the square of station n + 8 after a quarter turn of the board; the
    rules look the same from every side, so companies that a turn maps onto each other
    have exactly equal chances: two groups of four."""

    def quarter_turn(stations):
        return {(n + 7) % 32 + 1 for n in stations}  # n + 8, counted round 1..32

    step = {
        c: next(d for d, other in enumerate(SHARES_CHART) if set(other) == quarter_turn(stations))
        for c, stations in enumerate(SHARES_CHART)
    }
    assert step == {
        YELLOW: PURPLE,
        PURPLE: RED,
        RED: BLACK,
        BLACK: YELLOW,
        ORANGE: BLUE,
        BLUE: GREEN,
        GREEN: BROWN,
        BROWN: ORANGE,
    }


def test_cc21_help_states_the_chart():
    text = rules_text("en")
    for colour, stations in zip(COMPANIES, SHARES_CHART):
        row = f"| {colour} | {', '.join(map(str, stations))} |"
        assert row in text, row


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_cc21_all_companies_at_every_player_count(players):
    state = shares_game(players, seed=players)
    view = GAME.view(state, 0)
    assert view["mode"] == "shares" and view["companies"] == FACTS_COMPANIES
    assert view["colours"] == FACTS_COMPANIES, "cars' owners index the company colours"
    assert {(c["station"], c["owner"]) for c in view["cars"]} == {
        (n, company) for company, stations in enumerate(SHARES_CHART) for n in stations
    }
    assert view["profits"] == [0] * 8 and state.profits == [0] * 8
    assert view["ranks"] == [1] * 8 and view["values"] == [8] * 8
    assert view["scores"] == [None] * players, "players' totals are hidden until the end"
    assert state.scores == [0] * players


# -- CC22 share cards ------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_cc22_each_player_draws_one_share_of_each_percentage(players):
    state = shares_game(players, seed=40 + players)
    for index in range(4):
        assert all_cards(state, index) == list(range(8)), "one card per company per pile"
        assert len(state.share_piles[index]) == 8 - players - 1 >= 1
    assert all(len(h) == 4 for h in state.shares)
    view = GAME.view(state, None)
    assert view["share_piles"] == [8 - players - 1] * 4 and view["share_counts"] == [4] * players
    assert view["face_up"] == state.face_up and view["percents"] == [10, 20, 30, 40]


def test_cc22_the_deal_is_shuffled():
    deals = {json.dumps(shares_game(4, seed).shares) for seed in range(20)}
    assert len(deals) == 20


def test_cc22_shares_are_hidden():
    state = shares_game(3, seed=7)
    for seat in range(3):
        view = GAME.view(state, seat)
        assert view["shares"] == state.shares[seat] and view["holdings"] is None
    assert GAME.view(state, None)["shares"] is None
    before = {seat: view_text(state, seat) for seat in (1, 2, None)}
    mine = view_text(state, 0)
    # change only what seat 0 and the piles hide
    for index in range(4):
        pile = state.share_piles[index]
        state.shares[0][index], pile[0] = pile[0], state.shares[0][index]
        pile.reverse()
    assert {seat: view_text(state, seat) for seat in (1, 2, None)} == before
    assert view_text(state, 0) != mine
    text = json.dumps(GAME.view(state, 1))
    assert 'holdings": null' in text


# -- CC23 hidden tiles -------------------------------------------------------------------------------


@pytest.mark.parametrize("size", [1, 2])
def test_cc23_each_player_draws_hidden_tiles(size):
    state = shares_game(4, seed=3, hand=size)
    assert [len(h) for h in state.hands] == [size] * 4 and tiles_in_game(state) == FULL_SET
    assert len(state.deck) == 60 - 4 * size


# -- CC24 place or exchange ------------------------------------------------------------------------


def test_cc24_a_turn_is_a_placement_or_an_exchange():
    state = shares_game(3)
    legal = GAME.legal_actions(state, 0)
    exchanges = [a for a in legal if isinstance(a, Exchange)]
    assert sorted(map(str, exchanges)) == sorted(
        f"exchange {p} {take}" for p in PERCENTS for take in ("face-up", "pile")
    )
    assert Draw() in legal
    assert any(isinstance(a, Place) and a.source == "hand" for a in legal)
    GAME.apply(state, 0, "exchange 30 pile")
    assert GAME.to_move(state) == (1,), "an exchange is the whole turn"
    assert state.placed == 0 and tiles_in_game(state) == FULL_SET
    GAME.apply(state, 1, "draw")
    assert not any(isinstance(a, Exchange) for a in GAME.legal_actions(state, 1))
    exc = assert_refused(state, 1, "exchange 10 face-up", "CC24")
    assert "must place" in str(exc)


def test_cc24_no_exchange_in_the_basic_game():
    state = GAME.new_game(2, None, 0)
    exc = assert_refused(state, 0, "exchange 20 face-up", "CC24")
    assert "without shares" in str(exc)
    assert not any(isinstance(a, Exchange) for a in GAME.legal_actions(state, 0))


def test_cc24_exchange_out_of_turn_refused():
    state = shares_game(3)
    assert_refused(state, 2, "exchange 20 face-up", "CC04")


# -- CC25 exchanges ---------------------------------------------------------------------------------


def test_cc25_take_the_face_up_card():
    state = shares_game(2, seed=1)
    set_holdings(state, [[YELLOW, BLUE, ORANGE, BLACK], [RED, BROWN, GREEN, PURPLE]])
    # the 20 % cards nobody holds: yellow (face up), then orange … purple (the top)
    assert state.face_up[1] == YELLOW and state.share_piles[1] == [
        ORANGE,
        BLACK,
        RED,
        GREEN,
        PURPLE,
    ]
    seen_by_1 = GAME.view(state, 1)
    GAME.apply(state, 0, "exchange 20 face-up")
    assert state.shares[0] == [YELLOW, YELLOW, ORANGE, BLACK]
    assert state.face_up[1] == PURPLE, "the pile's top card is turned face up"
    assert state.share_piles[1] == [BLUE, ORANGE, BLACK, RED, GREEN], "the old share goes under"
    view = GAME.view(state, 1)
    assert view["face_up"][1] == PURPLE and view["known_shares"][0] == [None, YELLOW, None, None]
    assert view["shares"] == seen_by_1["shares"] and view["share_piles"] == [5, 5, 5, 5]
    assert all_cards(state, 1) == list(range(8))


def test_cc25_take_the_top_hidden_card():
    state = shares_game(2, seed=1)
    set_holdings(state, [[YELLOW, BLUE, ORANGE, BLACK], [RED, BROWN, GREEN, PURPLE]])
    up = list(state.face_up)
    # the 40 % cards nobody holds: yellow (face up), then blue, orange, red, brown, green
    assert state.share_piles[3] == [BLUE, ORANGE, RED, BROWN, GREEN]
    GAME.apply(state, 0, "exchange 40 pile")
    assert state.shares[0] == [YELLOW, BLUE, ORANGE, GREEN]
    assert state.share_piles[3] == [BLACK, BLUE, ORANGE, RED, BROWN] and state.face_up == up
    assert GAME.view(state, 1)["known_shares"][0] == [None] * 4, "nobody saw the card"


def test_cc25_a_taken_face_up_card_is_forgotten_once_exchanged_again():
    state = shares_game(2, seed=2)
    GAME.apply(state, 0, "exchange 10 face-up")
    assert state.known[0][0] == state.shares[0][0]
    GAME.apply(state, 1, "exchange 10 face-up")
    GAME.apply(state, 0, "exchange 10 pile")
    assert state.known[0][0] is None and state.known[1][0] == state.shares[1][0]


def test_cc25_six_players_the_piles_never_run_dry():
    """6 x 4 shares + 4 face up = 28 of 32: one hidden card per pile, and every
    exchange puts one back first."""
    state = shares_game(6, seed=6)
    assert [len(p) for p in state.share_piles] == [1, 1, 1, 1]
    hidden = state.share_piles[2][0]
    mine = state.shares[0][2]
    GAME.apply(state, 0, "exchange 30 pile")
    assert state.shares[0][2] == hidden and state.share_piles[2] == [mine]
    GAME.apply(state, 1, "exchange 30 face-up")
    assert state.face_up[2] == mine, "the card put under is now the next one up"
    for turn in range(40):
        (seat,) = GAME.to_move(state)
        GAME.apply(
            state, seat, f"exchange {PERCENTS[turn % 4]} {'pile' if turn % 3 else 'face-up'}"
        )
        for index in range(4):
            assert all_cards(state, index) == list(range(8)) and len(state.share_piles[index]) == 1


@pytest.mark.parametrize("company", [YELLOW, PURPLE])
def test_cc25_no_exchange_once_a_marker_has_reached_25(company):
    state = shares_game(3)
    state.profits[company] = 24
    assert GAME.is_legal(state, 0, "exchange 20 pile")
    state.profits[company] = 25
    exc = assert_refused(state, 0, "exchange 20 pile", "CC25")
    assert COMPANIES[company] in str(exc) and "25" in str(exc)
    assert_refused(state, 0, "exchange 10 face-up", "CC25")
    assert not any(isinstance(a, Exchange) for a in GAME.legal_actions(state, 0))
    assert GAME.view(state, 0)["exchange_open"] is False
    state.profits[company] = 31
    assert_refused(state, 0, "exchange 40 face-up", "CC25")


@pytest.mark.parametrize(
    "text",
    [
        "exchange 50 face-up",
        "exchange 25 pile",
        "exchange 20",
        "exchange yellow 20 face-up",
        "exchange 20 yellow",
        "exchange 20 face-up pile",
        "exchange 20% pile",
    ],
)
def test_cc25_only_shares_you_hold_can_be_exchanged(text):
    """Every player holds exactly one share of each percentage, and a move names the
    percentage only (the share goes under the pile face down: naming its company would
    show it). So a share you do not hold cannot be named at all: a percentage without a
    pile, a company name, or anything else is not a move."""
    state = shares_game(2)
    exc = assert_refused(state, 0, text, "")
    assert "not a Cable Car move" in str(exc)
    assert GAME.parse_action("exchange 20 face-up") == Exchange(20, "face-up")
    assert str(Exchange(40, "pile")) == "exchange 40 pile"


def test_cc25_an_exchange_cannot_be_undone():
    assert not GAME.can_undo("exchange 20 pile") and not GAME.can_undo("exchange 10 face-up")
    assert GAME.can_undo("hand 1,3 r1") and not GAME.can_undo("draw")
