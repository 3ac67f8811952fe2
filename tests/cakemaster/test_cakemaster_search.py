"""Cake Master's search policy (``search_policy``): what the search weighs and how it
rewards a position. Legality, blindness and whole games: tests/test_search_games.py."""

from __future__ import annotations

from pygames import get_game
from pygames.cakemaster.actions import Draft, Place
from pygames.cakemaster.appraisal import Appraiser
from pygames.cakemaster.bots import GreedyBot, SearchBot, SearchPolicy
from pygames.cakemaster.search_policy import CHOICES, PLACEMENTS
from pygames.core.bots import bot_rng, play_bot_turn
from pygames.core.rng import Rng

GAME = get_game("cakemaster")


def _placing(players: int, seed: int):
    """A state between greedy bots where a seat is to place its first card of a turn."""
    state = GAME.new_game(players, None, seed)
    move = 0
    while state.phase != "place":
        seat = GAME.to_move(state)[0]
        action = play_bot_turn(GAME, state, seat, GreedyBot(), bot_rng(seed, move))
        GAME.apply(state, seat, action)
        move += 1
    return state, GAME.to_move(state)[0]


def test_only_greedys_best_placements_are_weighed():
    state, seat = _placing(4, 5)
    legal = GAME.legal_actions(state, seat)
    ranked = SearchPolicy().rank(GAME, state, seat, legal, Rng(1))
    assert len(legal) > PLACEMENTS == len(ranked)
    assert all(type(action) is Place and action in legal for action in ranked)


def test_only_the_best_card_choices_are_weighed():
    state = GAME.new_game(4, None, 5)
    seat = GAME.to_move(state)[0]
    legal = GAME.legal_actions(state, seat)
    ranked = SearchPolicy().rank(GAME, state, seat, legal, Rng(3))
    assert len(legal) > CHOICES == len(ranked)
    assert all(type(action) is Draft and action in legal for action in ranked)
    assert len(set(ranked)) == CHOICES


def test_the_reward_is_stars_against_the_best_other_seat():
    state, seat = _placing(3, 6)
    policy = SearchPolicy()
    policy.rank(GAME, state, seat, GAME.legal_actions(state, seat), Rng(2))
    state.cakes = [[[None] * 4 for _ in range(3)] for _ in range(3)]  # nothing to finish
    state.stars = [4, 1, 2]
    rewards = policy.evaluate(GAME, state)
    assert rewards[0] > 0 > rewards[2] > rewards[1]
    assert rewards[0] == -rewards[2]  # the leader's margin is the runner-up's gap


def test_the_ranking_runs_in_pieces_and_slicing_changes_no_choice():
    """Its ranking (40 finishes of every choice) is the costly part of a decision: the
    browser's slices stop between its pieces, and the choice is the one made at once."""
    state = GAME.new_game(4, None, 5)
    seat = GAME.to_move(state)[0]
    view, legal = GAME.view(state, seat), GAME.legal_actions(state, seat)
    bot = SearchBot(simulations=60)
    whole = bot.choose(GAME, view, seat, legal, Rng(8))
    sliced = bot.start(GAME, view, seat, legal, Rng(8))
    ranking_slices = 0
    while sliced.run_for(0) == 0:  # a zero slice: one piece of work each
        ranking_slices += 1
    assert ranking_slices >= len(legal)  # a piece an action at least
    while not sliced.done:
        sliced.run_for(0)
    assert sliced.iterations == 60 and sliced.best() == whole


def test_greedy_values_in_pieces_are_its_values():
    state, seat = _placing(4, 3)
    view, legal = GAME.view(state, seat), GAME.legal_actions(state, seat)
    pieces = GreedyBot().value_steps(view, seat, legal, Appraiser(view, Rng(4)))
    count = 0
    while True:
        try:
            next(pieces)
            count += 1
        except StopIteration as finished:
            values = finished.value
            break
    assert count == len(legal) > 1
    assert values == GreedyBot().values(view, seat, legal, Appraiser(view, Rng(4)))
