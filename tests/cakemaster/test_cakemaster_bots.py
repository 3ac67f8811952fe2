"""Cake Master bots: legal choices in every phase and table size, choices made from the
view alone, sensible drafting and building on hand-built positions, and greedy
beating random by a wide margin."""

from __future__ import annotations

from pygames import GAMES, get_game
from pygames.__main__ import play_out
from pygames.cakemaster import bots as cake_bots
from pygames.cakemaster.actions import Discard, Draft, Exchange, Place
from pygames.cakemaster.appraisal import most_served
from pygames.cakemaster.data import CARDS, ICINGS
from pygames.cakemaster.greedy import GreedyBot
from pygames.core.bots import bot_for, bot_rng, play_bot_turn
from pygames.core.record import Seat, replay
from pygames.core.rng import Rng

GAME = get_game("cakemaster")


def num(icing: str, cw: int, ccw: int, red: int, blue: int) -> int:
    return next(
        c.number
        for c in CARDS
        if (c.icing, c.rosette_cw, c.rosette_ccw, c.raspberries, c.blueberries)
        == (icing, bool(cw), bool(ccw), red, blue)
    )


def test_the_registry_names_the_bots_this_module_offers():
    assert set(GAMES["cakemaster"].spec.bots) == set(cake_bots.BOTS)
    assert isinstance(bot_for(GAME, "bot:greedy"), GreedyBot)
    assert bot_for(GAME, "bot:random").name == "random"


def test_greedy_makes_legal_choices_in_every_phase_and_table_size():
    phases = set()
    greedy = GreedyBot()
    for players in range(1, 7):
        state = GAME.new_game(players, None, 80 + players)
        move = 0
        while GAME.to_move(state):
            for seat in GAME.to_move(state):
                legal = GAME.legal_actions(state, seat)
                action = greedy.choose(
                    GAME, GAME.view(state, seat), seat, legal, bot_rng(players, move)
                )
                assert action in legal
            seat = GAME.to_move(state)[0]
            phases.add((players, state.phase))
            GAME.apply(
                state, seat, play_bot_turn(GAME, state, seat, greedy, bot_rng(players, move))
            )
            move += 1
        assert GAME.result(state) is not None
    assert {p for _, p in phases} == {"draft", "give", "return", "discard", "place"}


def test_greedy_chooses_from_the_view_alone():
    greedy = GreedyBot()
    for players in (2, 4):
        state = GAME.new_game(players, None, 90 + players)
        for move in range(40):
            seat = GAME.to_move(state)[0]
            view = GAME.view(state, seat)
            other = GAME.determinize(view, seat, Rng(move))  # other hands dealt again
            assert GAME.view(other, seat) == view
            legal = GAME.legal_actions(state, seat)
            assert greedy.choose(GAME, view, seat, legal, Rng(7)) == greedy.choose(
                GAME, GAME.view(other, seat), seat, GAME.legal_actions(other, seat), Rng(7)
            )
            GAME.apply(state, seat, legal[move % len(legal)])


def placing_position(players: int = 3):
    state = GAME.new_game(players, None, 95)
    while state.phase != "place":
        seat = GAME.to_move(state)[0]
        GAME.apply(state, seat, GAME.legal_actions(state, seat)[0])
    return state


def test_greedy_finishes_a_one_colour_cake_with_its_colour():
    state = placing_position()
    choc, straw = ICINGS[0], ICINGS[1]
    three = [num(choc, 0, 0, 0, 0), num(choc, 0, 0, 1, 0), num(choc, 0, 0, 0, 1)]
    hand = [num(choc, 0, 0, 1, 1), num(straw, 0, 0, 1, 1), num(straw, 1, 1, 0, 0)]
    for seat in range(state.players):
        for cakes in state.cakes[seat]:
            cakes[:] = [None] * 4
    state.cakes[0][0] = three + [None]
    state.hands[0] = list(hand)
    state.customers = []
    view = GAME.view(state, 0)
    action = GreedyBot().choose(GAME, view, 0, GAME.legal_actions(state, 0), Rng(1))
    # one colour 3 + no half 1 + pairs 2 = 6, where a strawberry card would make 1 + 1 + 2
    assert action == Place(hand[0], 1, 4)


def test_greedy_keeps_the_card_its_cakes_need_and_passes_the_rest():
    state = GAME.new_game(3, None, 96)
    choc, straw, van = ICINGS[0], ICINGS[1], ICINGS[2]
    state.customers = []
    for seat in range(3):
        state.cakes[seat] = [[None] * 4 for _ in range(3)]
    # Two chocolate cakes three quarters built: a chocolate card is worth 2 points more.
    state.cakes[0][0] = [num(choc, 0, 0, 0, 0), num(choc, 0, 0, 1, 0), num(choc, 0, 0, 2, 0), None]
    state.cakes[0][1] = [num(choc, 0, 0, 0, 1), num(choc, 0, 0, 0, 2), num(choc, 1, 0, 0, 0), None]
    hand = [num(straw, 0, 0, 0, 0), num(choc, 0, 1, 0, 1), num(van, 0, 0, 0, 0)]
    state.hands[0] = list(hand)
    action = GreedyBot().choose(GAME, GAME.view(state, 0), 0, GAME.legal_actions(state, 0), Rng(2))
    assert isinstance(action, Draft) and action.keep == hand[1]


def test_solo_greedy_discards_and_exchanges_legally():
    greedy = GreedyBot()
    kinds = set()
    for seed in range(4):
        state = GAME.new_game(1, None, 200 + seed)
        move = 0
        while GAME.to_move(state):
            legal = GAME.legal_actions(state, 0)
            action = greedy.choose(GAME, GAME.view(state, 0), 0, legal, bot_rng(seed, move))
            assert action in legal
            kinds.add(type(action))
            GAME.apply(state, 0, action)
            move += 1
        assert 0 <= state.stars[0] <= 9
    assert {Discard, Place, Exchange} <= kinds


def test_most_served_is_a_one_to_one_matching():
    assert most_served((0b11, 0b01, 0)) == 2  # cake 1 takes customer 2, cake 2 customer 1
    assert most_served((0b1, 0b1, 0b1)) == 1
    assert most_served((0b111, 0b111, 0b111)) == 3
    assert most_served((0, 0, 0)) == 0


def test_greedy_beats_random():
    wins = 0
    for n in range(8):
        kinds = ["bot:random"] * 4
        kinds[n % 4] = "bot:greedy"
        record = play_out("cakemaster", [Seat(f"P{i}", k) for i, k in enumerate(kinds)], 300 + n)
        result = replay(record)[0].result(replay(record)[1])
        wins += (n % 4) in result.winners
    assert wins >= 7, f"greedy won {wins} of 8 four-player games against three random bots"


def test_greedy_solo_scores_more_than_random():
    totals = {}
    for kind in ("bot:greedy", "bot:random"):
        totals[kind] = 0
        for seed in range(6):
            _, state = replay(play_out("cakemaster", [Seat("Solo", kind)], 400 + seed))
            totals[kind] += state.stars[0]
    assert totals["bot:greedy"] >= totals["bot:random"] + 12, totals
