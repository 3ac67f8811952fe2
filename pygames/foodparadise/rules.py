"""Food Paradise rules (seed 002): the game object ``GAME``, the contract put together,
and the set-up.

One seat decides at a time: the seat choosing its corner (FP03, seat 0 first), the
mover (roll or play a price card, FP08; research or stay, FP17), or the seat an
ingredient is offered to (buy or decline, FP10/FP12; at rules version 2, when the bank
has none and two or more others hold some, the buy names whose token it takes, FP11).
What each phase allows is in ``legal.py``, carrying an action out and what a turn sets
off in ``turn.py``, the actions and their texts in ``actions.py``, the state in
``state.py``, what a seat sees in ``views.py``, the result in ``scoring.py``.
"""

from __future__ import annotations

from pygames.core.game import Assembled
from pygames.core.rng import Rng
from pygames.foodparadise import legal, scoring, turn, views
from pygames.foodparadise.actions import parse
from pygames.foodparadise.data import (
    CHAINS,
    CORNER_SPACES,
    INGREDIENTS,
    PRICE_CARDS,
    START_CASH,
    START_REVENUE,
    TOKENS_PER_KIND,
    chain_recipes,
)
from pygames.foodparadise.manifest import SPEC
from pygames.foodparadise.state import State


class FoodParadise(Assembled):
    spec = SPEC
    legal, turn, views, scoring, State = legal, turn, views, scoring, State
    turn_rule = "FP08"
    over_rule = "FP20"
    score_unit = None  # the first to 4 recipes or 10,000 wins: no score

    # set-up (FP01–FP07)
    def setup(self, players: int, options: dict, rng: Rng, rules_version: int) -> State:
        """FP02: chains dealt at random; FP05 each seat's recipes shuffled (face-up
        first); FP06 the price and demand decks shuffled; FP04 500 under every
        corner; FP07 2,000 each. Seat 0 chooses its corner first and moves first."""
        chains = list(range(len(CHAINS)))
        rng.shuffle(chains)
        state = State(players, options, rng, rules_version)
        state.chains = chains[:players]
        state.piles = []
        for chain in state.chains:
            pile = chain_recipes(chain)
            rng.shuffle(pile)
            state.piles.append(pile)
        state.price_deck = list(PRICE_CARDS)
        rng.shuffle(state.price_deck)
        state.demand_deck = list(range(len(INGREDIENTS)))
        rng.shuffle(state.demand_deck)
        state.corners = [-1] * players
        state.positions = [-1] * players
        state.revenue = [START_REVENUE] * len(CORNER_SPACES)
        state.cash = [START_CASH] * players
        state.holdings = [[0] * len(INGREDIENTS) for _ in range(players)]
        state.supply = [TOKENS_PER_KIND] * len(INGREDIENTS)
        state.built = [[] for _ in range(players)]
        state.hands = [[] for _ in range(players)]
        state.reveals = 1
        return state

    def to_move(self, state: State) -> tuple[int, ...]:
        if state.phase == "over":
            return ()
        if state.phase == "offer":
            return (state.offer_queue[0],)
        return (state.mover,)

    def parse_action(self, text: str):
        return parse(text)

    def can_undo(self, action_text: str) -> bool:
        """A roll showed the die. (Turned cards and revealed recipes count in
        ``reveal_count``, whichever action set them off.)"""
        return action_text.strip() != "roll"

    def reveal_count(self, state: State) -> int:
        return state.reveals


GAME = FoodParadise()
