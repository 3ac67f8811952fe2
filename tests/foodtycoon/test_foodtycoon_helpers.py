"""Hand-built Food Tycoon positions for the rule tests (this module holds no tests).

Helpers that give a player cards take them from where they lie (a deck, a pile), so a
hand-built position still holds every card exactly once (FT01).
"""

from __future__ import annotations

from pygames import get_game
from pygames.core.rng import Rng
from pygames.foodtycoon.data import INGREDIENTS, LOTS, RECIPE_INDEX, RECIPES

GAME = get_game("foodtycoon")


class ScriptedRng(Rng):
    """A generator whose ``below`` answers come from a script first (dice: a face f
    is ``below(6) == f - 1``), then from the seeded sequence."""

    __slots__ = ("script",)

    def __init__(self, state: int, script) -> None:
        super().__init__(state)
        self.script = list(script)

    def below(self, n: int) -> int:
        if self.script:
            value = self.script.pop(0)
            assert 0 <= value < n
            return value
        return super().below(n)


def dice_script(*rolls) -> list[int]:
    """The ``below`` answers that roll these faces, roll after roll."""
    return [face - 1 for roll in rolls for face in roll]


def script_dice(state, *rolls) -> None:
    state.rng = ScriptedRng(state.rng.state, dice_script(*rolls))


def act(state, seat: int, text: str):
    GAME.apply(state, seat, text)
    return state


def new_state(players: int = 4, rules: str = "basic", seed: int = 0):
    return GAME.new_game(players, {"rules": rules}, seed)


def ready(players: int = 4, rules: str = "basic", seed: int = 0):
    """A game after set-up (round 1, the choose step): everyone discarded its first
    dealt recipe and took a grain and an egg."""
    state = new_state(players, rules, seed)
    for seat in range(players):
        act(state, seat, f"discard {RECIPES[state.hands[seat][0]].key}")
    for seat in range(players):
        act(state, seat, "take grain,egg")
    return state


def to_roll(state):
    """Everyone opens shop: the host is to roll."""
    while state.phase == "choose":
        act(state, state.turn, "shop")
    return state


def cooking(players: int = 3, seed: int = 17):
    """Round 1 with plain lots (dice 1, 2, 3, 4) up for auction; ``pass_auctions``
    then leaves them unsold and brings the cooking step."""
    state = to_roll(ready(players, seed=seed))
    script_dice(state, *[(1, 2, 3, 4)] * LOTS[players])
    for _ in range(LOTS[players]):
        act(state, state.host, "roll")
    return state


def pass_auctions(state):
    while state.phase == "auction":
        act(state, state.turn, "pass")
    return state


def _take_recipe(state, recipe: int) -> None:
    for place in [state.recipe_deck, state.recipe_discard, *state.hands]:
        if recipe in place:
            place.remove(recipe)
            for hand, known in zip(state.hands, state.known):  # a copy known to be there
                if known.count(recipe) > hand.count(recipe):
                    known.remove(recipe)
            return
    raise AssertionError(f"no free copy of {RECIPES[recipe].key}")


def give_recipes(state, seat: int, *keys: str) -> None:
    """Put these recipe cards in ``seat``'s hand (from the decks or others' hands)."""
    for key in keys:
        _take_recipe(state, RECIPE_INDEX[key])
        state.hands[seat].append(RECIPE_INDEX[key])


def set_hand(state, seat: int, *keys: str) -> None:
    """``seat``'s recipe hand is exactly these cards (the old ones go to the deck)."""
    state.recipe_deck[:0] = state.hands[seat]
    state.hands[seat], state.known[seat] = [], []
    give_recipes(state, seat, *keys)


def give_dishes(state, seat: int, *keys: str) -> None:
    for key in keys:
        _take_recipe(state, RECIPE_INDEX[key])
        state.dishes[seat].append(RECIPE_INDEX[key])


def set_ingredients(state, seat: int, **counts: int) -> None:
    """``seat`` holds exactly these ingredient cards (``grain=2, egg=1``), to and from
    the piles."""
    for kind, name in enumerate(INGREDIENTS):
        want = counts.get(name, 0)
        state.piles[kind] += state.ingredients[seat][kind] - want
        state.ingredients[seat][kind] = want
        assert state.piles[kind] >= 0


def counts(**named: int) -> list[int]:
    return [named.get(name, 0) for name in INGREDIENTS]
