"""Which Food Tycoon actions the rules allow: every legal action of a position, and
the check of one action, which refuses it naming the rule (FT02–FT22).

The phase table says which kind of action each phase takes; the checks here go on
from there (the recipe is in hand, the bid is high enough, ...).
"""

from __future__ import annotations

from itertools import combinations_with_replacement, permutations

from pygames.core.errors import IllegalAction
from pygames.core.messages import Count, Msg
from pygames.core.phases import Phase, PhaseTable
from pygames.foodtycoon.actions import (
    Bid,
    Choose,
    Cook,
    Discard,
    Order,
    Pass,
    Roll,
    Shop,
    Take,
    Think,
)
from pygames.foodtycoon.data import (
    INGREDIENTS,
    RECIPES,
    START_INGREDIENTS,
    Words,
    ingredient_msg,
    recipe_msg,
)
from pygames.foodtycoon.state import State, recipes_left

KINDS = len(INGREDIENTS)

# The action each phase expects, the rule that says so (a move made at the wrong
# moment is refused naming it, saying what to do now) and the prompt of its seat.
PHASES = PhaseTable(
    *(
        Phase(name, accepts, rule, f"foodtycoon.prompt.{name}", f"foodtycoon.refuse.now.{name}")
        for name, accepts, rule in (
            ("setup-recipes", (Discard,), "FT02"),
            ("setup-ingredients", (Take,), "FT03"),
            ("choose", (Shop, Think), "FT05"),
            ("think", (Discard,), "FT07"),
            ("roll", (Roll,), "FT09"),
            ("pick", (Choose,), "FT11"),
            ("order", (Order,), "FT22"),
            ("auction", (Bid, Pass), "FT13"),
            ("cook", (Cook, Pass), "FT17"),
        )
    )
)


def missing(state: State, seat: int, dish: int) -> list[int]:
    """Per ingredient kind, the cards ``seat`` lacks to cook ``dish``."""
    have = state.ingredients[seat]
    return [max(0, need - held) for need, held in zip(RECIPES[dish].needs, have)]


def can_cook(state: State, seat: int, dish: int) -> bool:
    """FT17/FT19: in hand, ingredients in hand, not already one of its dishes."""
    if dish not in state.hands[seat] or dish in state.dishes[seat]:
        return False
    have = state.ingredients[seat]
    return all(held >= need for need, held in zip(RECIPES[dish].needs, have))


def cookable(state: State, seat: int) -> list[int]:
    return sorted(r for r in set(state.hands[seat]) if can_cook(state, seat, r))


def ingredient_choices(piles: list[int], size: int) -> list[tuple[int, ...]]:
    """Every way to take ``size`` cards from the piles (kinds sorted)."""
    return [
        kinds
        for kinds in combinations_with_replacement(range(KINDS), size)
        if all(kinds.count(k) <= piles[k] for k in set(kinds))
    ]


def orders(lots: int) -> list[tuple[int, ...]]:
    """FT22: every auction order of all the lots, or of all but one."""
    return list(permutations(range(lots))) + list(permutations(range(lots), lots - 1))


def legal_actions(state: State, seat: int) -> list:
    phase = state.phase
    if phase in ("setup-recipes", "think"):
        cards = state.hands[seat] if phase == "setup-recipes" else state.drawn
        return [Discard(r) for r in sorted(set(cards))]
    if phase == "setup-ingredients":
        return [Take(k) for k in ingredient_choices(state.piles, START_INGREDIENTS)]
    if phase == "choose":
        return [Shop(), Think()] if recipes_left(state) else [Shop()]
    if phase == "roll":
        return [Roll()]
    if phase == "pick":
        lot = state.lots[-1]
        return [Choose(k) for k in ingredient_choices(state.piles, lot.pending)]
    if phase == "order":
        return [Order(o) for o in orders(len(state.lots))]
    if phase == "auction":
        return [Pass()] + [Bid(a) for a in range(state.high + 1, state.money[seat] + 1)]
    return [Pass()] + [Cook(r) for r in cookable(state, seat)]  # cook


def check(state: State, seat: int, action) -> None:
    """IllegalAction (naming the rule) unless ``seat`` may take ``action`` now."""
    PHASES.check(state.phase, action)
    _CHECKS[state.phase](state, seat, action)


def _setup_recipes(state: State, seat: int, action: Discard) -> None:
    if action.recipe not in state.hands[seat]:
        raise IllegalAction("foodtycoon.refuse.not_dealt", "FT02", recipe=recipe_msg(action.recipe))


def _setup_ingredients(state: State, seat: int, action: Take) -> None:
    _ingredients(state, action, START_INGREDIENTS, "FT03")


def _choose(state: State, seat: int, action) -> None:
    if isinstance(action, Think) and not recipes_left(state):
        raise IllegalAction("foodtycoon.refuse.no_recipes_left", "FT08")


def _think(state: State, seat: int, action: Discard) -> None:
    if action.recipe not in state.drawn:
        raise IllegalAction("foodtycoon.refuse.not_drawn", "FT07", recipe=recipe_msg(action.recipe))


def _roll(state: State, seat: int, action) -> None:
    return


def _pick(state: State, seat: int, action: Choose) -> None:
    _ingredients(state, action, state.lots[-1].pending, "FT11")


def _ingredients(state: State, action: Take | Choose, size: int, rule: str) -> None:
    if len(action.kinds) != size:
        cards = Count("foodtycoon.count.ingredient_cards", size)
        raise IllegalAction("foodtycoon.refuse.take_exactly", rule, n=cards)
    for kind in set(action.kinds):
        wanted, left = action.kinds.count(kind), state.piles[kind]
        if wanted > left:
            raise IllegalAction(
                "foodtycoon.refuse.pile_short",
                rule,
                ingredient=ingredient_msg(kind),
                left=Count("foodtycoon.count.cards", left),
            )


def _order(state: State, seat: int, action: Order) -> None:
    count = len(state.lots)
    lots = action.lots
    if (
        len(set(lots)) != len(lots)
        or not all(0 <= lot < count for lot in lots)
        or len(lots) not in (count, count - 1)
    ):
        lots = Count("foodtycoon.count.lots", count)
        raise IllegalAction("foodtycoon.refuse.order_bad", "FT22", count=lots)


def _auction(state: State, seat: int, action) -> None:
    if isinstance(action, Pass):
        return
    if action.amount <= state.high:
        if not state.high:
            raise IllegalAction("foodtycoon.refuse.bid_at_least_1", "FT13")
        raise IllegalAction("foodtycoon.refuse.bid_above", "FT13", high=state.high)
    if action.amount > state.money[seat]:
        raise IllegalAction(
            "foodtycoon.refuse.bid_over_money",
            "FT13",
            money=state.money[seat],
            amount=action.amount,
        )


def _cook(state: State, seat: int, action) -> None:
    if isinstance(action, Pass):
        return
    name = recipe_msg(action.recipe)
    if action.recipe not in state.hands[seat]:
        raise IllegalAction("foodtycoon.refuse.no_recipe", "FT17", recipe=name)
    if action.recipe in state.dishes[seat]:
        raise IllegalAction("foodtycoon.refuse.cooked_already", "FT19", recipe=name)
    short = missing(state, seat, action.recipe)
    if any(short):
        lacking = Words(
            [
                Msg("foodtycoon.refuse.lacking_item", n=n, ingredient=ingredient_msg(kind))
                for kind, n in enumerate(short)
                if n
            ],
            "foodtycoon.refuse.lacking_sep",
        )
        raise IllegalAction("foodtycoon.refuse.lacking", "FT17", recipe=name, lacking=lacking)


_CHECKS = {
    "setup-recipes": _setup_recipes,
    "setup-ingredients": _setup_ingredients,
    "choose": _choose,
    "think": _think,
    "roll": _roll,
    "pick": _pick,
    "order": _order,
    "auction": _auction,
    "cook": _cook,
}
