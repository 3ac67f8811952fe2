"""Food Tycoon rules (seed 003): the engine contract, put together.

A round (FT05–FT19): from the host each player opens shop or thinks of a dish; the host
rolls the 4 dice once per lot; each lot is auctioned; from the host each player may
cook one dish. The host then passes to the left (the next seat). Action texts:
``actions``; what is legal: ``legal``; carrying an action out and what it reports:
``turn``; what a seat sees: ``views``; fame and the ranking: ``scoring``.
"""

from __future__ import annotations

from pygames.core.errors import IllegalAction
from pygames.core.game import Assembled, Result
from pygames.core.rng import Rng
from pygames.foodtycoon import legal, scoring, turn, views
from pygames.foodtycoon.actions import Roll, Think, parse
from pygames.foodtycoon.data import (
    CARDS_PER_INGREDIENT,
    DEALT_RECIPES,
    EVENT_COPIES,
    EVENTS,
    INGREDIENTS,
    RECIPE_COPIES,
    RECIPES,
    START_MONEY,
)
from pygames.foodtycoon.legal import PHASES
from pygames.foodtycoon.manifest import SPEC
from pygames.foodtycoon.state import State

KINDS = len(INGREDIENTS)
__all__ = ["GAME", "PHASES", "FoodTycoon"]


class FoodTycoon(Assembled):
    legal, turn, views, scoring, State = legal, turn, views, scoring, State
    spec = SPEC
    turn_rule = "FT05"  # decisions go round from the host; one seat decides at a time
    over_rule = "FT20"  # the game has ended
    score_unit = "foodtycoon.unit"  # fame

    # -- set-up (FT01–FT04) -------------------------------------------------------------
    def setup(self, players: int, options: dict, rng: Rng, rules_version: int) -> State:
        recipes = [kind for kind in range(len(RECIPES)) for _ in range(RECIPE_COPIES)]
        rng.shuffle(recipes)
        event_cards = [kind for kind in range(len(EVENTS)) for _ in range(EVENT_COPIES)]
        rng.shuffle(event_cards)
        state = State(
            players,
            options,
            rng,
            money=[START_MONEY] * players,
            ingredients=[[0] * KINDS for _ in range(players)],
            hands=[[] for _ in range(players)],
            dishes=[[] for _ in range(players)],
            piles=[CARDS_PER_INGREDIENT] * KINDS,
            recipe_deck=recipes,
            recipe_discard=[],
            event_deck=event_cards,
            event_discard=[],
        )
        for seat in range(players):  # FT02: 4 recipes each, seat by seat
            state.hands[seat] = [recipes.pop() for _ in range(DEALT_RECIPES)]
        # FT04: seat 1 (index 0) is the first host; the set-up choices go round from it.
        state.host = state.turn = 0
        state.tiebreak = [[] for _ in range(players)]
        state.known = [[] for _ in range(players)]
        return state

    def to_move(self, state: State) -> tuple[int, ...]:
        return () if state.phase == "over" else (state.turn,)

    def parse_action(self, text: str):
        return parse(text)

    def reveal_count(self, state: State) -> int:
        """Recipes drawn, dice rolled, events turned: undo never crosses one."""
        return state.reveals

    def can_undo(self, action_text: str) -> bool:
        """Thinking draws recipe cards and rolling shows dice (and a lot's recipe)."""
        try:
            return not isinstance(parse(action_text), (Think, Roll))
        except IllegalAction:
            return True

    # -- what players see (its view reads the game), and the result at the end ---------
    def view(self, state: State, seat: int | None) -> dict:
        return views.view(self, state, seat)

    def result(self, state: State) -> Result | None:
        if state.phase != "over":
            return None
        return scoring.result(state)


GAME = FoodTycoon()
