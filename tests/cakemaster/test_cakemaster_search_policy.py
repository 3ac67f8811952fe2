"""Cake Master's search bot (its ``SearchPolicy``): it chooses a legal action in every
phase and table size, the same one again given the same generator and simulation count,
the same one whatever the other seats hold (it sees only its view), its playouts stop
at the end of the round, and a whole game with it finishes. How strong and how fast it
is: see the game's bots.py."""

from __future__ import annotations

import copy

import pytest
from helpers import greedy_positions

from pygames.cakemaster.bots import SearchBot
from pygames.cakemaster.rules import GAME
from pygames.core.bots import bot_for, bot_rng, play_bot_turn
from pygames.core.rng import Rng


def positions(players: int, seed: int, every: int):
    return greedy_positions(GAME, players, None, seed, every)


def choose(state, seat: int, simulations: int, seed: int):
    bot = SearchBot(simulations=simulations)
    return bot.choose(
        GAME, GAME.view(state, seat), seat, GAME.legal_actions(state, seat), Rng(seed)
    )


@pytest.mark.parametrize("players", [1, 2, 3, 4, 6])
def test_search_chooses_legal_actions_in_every_phase(players):
    phases = set()
    for n, (state, seat) in enumerate(positions(players, 10 + players, 11)):
        action = choose(state, seat, 12, n)
        assert action in GAME.legal_actions(state, seat), f"{action} in phase {state.phase}"
        phases.add(state.phase)
    assert "place" in phases and len(phases) >= 2


@pytest.mark.parametrize("players", [4, 2])
def test_same_generator_and_count_give_the_same_choice(players):
    for n, (state, seat) in enumerate(positions(players, 30, 13)):
        if n >= 4:
            break
        view, legal = GAME.view(state, seat), GAME.legal_actions(state, seat)
        runs = []
        for _ in range(2):
            found = SearchBot(simulations=50).start(GAME, view, seat, legal, Rng(99 + n))
            while not found.done:
                found.step(7)
            runs.append((str(found.best()), found.stats()))
        assert runs[0] == runs[1]


@pytest.mark.parametrize("players", [4, 2])
def test_what_the_others_hold_does_not_change_its_choice(players):
    checked = 0
    for n, (state, seat) in enumerate(positions(players, 40, 9)):
        if n >= 4:
            break
        view = GAME.view(state, seat)
        # Another table the seat cannot tell apart: its unseen cards dealt again.
        other = GAME.determinize(view, seat, Rng(1000 + n))
        assert GAME.view(other, seat) == view
        checked += [h for s, h in enumerate(state.hands) if s != seat] != [
            h for s, h in enumerate(other.hands) if s != seat
        ] or state.deck != other.deck
        choices = []
        for truth in (state, other):
            seen = GAME.view(truth, seat)
            kept = copy.deepcopy(seen)
            bot = SearchBot(simulations=40)
            choices.append(
                str(bot.choose(GAME, seen, seat, GAME.legal_actions(truth, seat), Rng(7)))
            )
            assert seen == kept, "the search changed the view it was given"
        assert choices[0] == choices[1]
    assert checked == 4


@pytest.mark.parametrize("players", [4, 2])
def test_playouts_stop_at_their_horizon(players):
    """The next round at most, and no further in it than its first decisions."""
    for n, (state, seat) in enumerate(positions(players, 50, 17)):
        if n >= 3:
            break
        bot = SearchBot(simulations=30)
        policy = bot.policy
        reached = []
        evaluate = policy.evaluate

        def watch(game_, end, evaluate=evaluate, reached=reached):
            reached.append((end.round, end.phase))
            return evaluate(game_, end)

        policy.evaluate = watch
        bot.choose(GAME, GAME.view(state, seat), seat, GAME.legal_actions(state, seat), Rng(n))
        assert reached
        for round_, phase in reached:
            assert phase == "over" or state.round <= round_ <= state.round + 1


@pytest.mark.parametrize("players", [1, 2, 3])
def test_a_game_with_a_quick_search_bot_finishes(players):
    state = GAME.new_game(players, None, 60 + players)
    bots = [SearchBot(simulations=8)] + [bot_for(GAME, "bot:greedy")] * (players - 1)
    move = 0
    while GAME.to_move(state):
        seat = GAME.to_move(state)[0]
        GAME.apply(state, seat, play_bot_turn(GAME, state, seat, bots[seat], bot_rng(60, move)))
        move += 1
        assert move < 5000
    assert GAME.result(state) is not None
