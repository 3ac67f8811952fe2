"""Cake Master's search policy (``search_policy``): what the search weighs and how it
rewards a position. Legality, blindness and whole games: tests/test_search_games.py."""

from __future__ import annotations

from pygames import get_game
from pygames.cakemaster.actions import Draft, Place
from pygames.cakemaster.bots import GreedyBot, SearchPolicy
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
