"""Food Tycoon's search bot (its ``SearchPolicy``): it chooses a legal action in every
phase and table size, for both rules (FT: basic and advanced), the same one again given
the same generator and simulation count, the same one whatever the other seats hold (it
sees only its view), its playouts go to the end of the game (the reward is the win),
and a whole game with it finishes. How strong and how fast it is: see the game's
bots.py."""

from __future__ import annotations

import copy

import pytest
from helpers import greedy_positions

from pygames.core.bots import bot_for, bot_rng, play_bot_turn
from pygames.core.rng import Rng
from pygames.foodtycoon.bots import SearchBot
from pygames.foodtycoon.rules import GAME


def positions(players: int, options: dict | None, seed: int, every: int):
    return greedy_positions(GAME, players, options, seed, every)


def choose(state, seat: int, simulations: int, seed: int):
    bot = SearchBot(simulations=simulations)
    return bot.choose(
        GAME, GAME.view(state, seat), seat, GAME.legal_actions(state, seat), Rng(seed)
    )


@pytest.mark.parametrize("players, rules", [(3, "basic"), (4, "advanced"), (6, "basic")])
def test_search_chooses_legal_actions_in_every_phase(players, rules):
    phases = set()
    for n, (state, seat) in enumerate(positions(players, {"rules": rules}, 20 + players, 5)):
        action = choose(state, seat, 12, n)
        assert action in GAME.legal_actions(state, seat), f"{action} in phase {state.phase}"
        phases.add(state.phase)
        if n >= 60:
            break
    assert {"auction", "choose"} <= phases


BASIC = {"rules": "basic"}


def test_same_generator_and_count_give_the_same_choice():
    for n, (state, seat) in enumerate(positions(4, BASIC, 30, 13)):
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


def test_what_the_others_hold_does_not_change_its_choice():
    checked = 0
    for n, (state, seat) in enumerate(positions(4, BASIC, 40, 9)):
        if n >= 4:
            break
        view = GAME.view(state, seat)
        # Another table the seat cannot tell apart: its unseen cards dealt again.
        other = GAME.determinize(view, seat, Rng(1000 + n))
        assert GAME.view(other, seat) == view
        checked += [h for s, h in enumerate(state.hands) if s != seat] != [
            h for s, h in enumerate(other.hands) if s != seat
        ] or state.recipe_deck != other.recipe_deck
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


def test_playouts_stop_at_their_horizon():
    """Whole games: the reward is the win."""
    for n, (state, seat) in enumerate(positions(4, BASIC, 50, 17)):
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
            assert phase == "over", (round_, phase)


def test_a_game_with_a_quick_search_bot_finishes():
    players = 3
    state = GAME.new_game(players, {"rules": "advanced"}, 60 + players)
    bots = [SearchBot(simulations=8)] + [bot_for(GAME, "bot:greedy")] * (players - 1)
    move = 0
    while GAME.to_move(state):
        seat = GAME.to_move(state)[0]
        GAME.apply(state, seat, play_bot_turn(GAME, state, seat, bots[seat], bot_rng(60, move)))
        move += 1
        assert move < 5000
    assert GAME.result(state) is not None
