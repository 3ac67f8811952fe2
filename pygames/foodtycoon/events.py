"""FT16: an event card bought in a lot is turned at once and carried out.

Every event acts on all players and favours its buyer (FACTS.md; the table is in
``data.EVENTS``). Nobody chooses anything: an event is carried out the same way every
time, so it needs no decision from the players and replays exactly.

Where players take from a limited supply (an ingredient pile, the recipe deck) the
buyer is served first, in full, then the others clockwise from the buyer's left
(FACTS.md, for the harvest); what is not there is not taken.
"""

from __future__ import annotations

from pygames.foodtycoon.data import (
    BOOM_BUYER_MORE,
    EVENTS,
    GAIN_BUYER_MORE,
    GAIN_EVERYONE,
    INGREDIENTS,
    INSPIRATION_BUYER_MORE,
    INSPIRATION_EVERYONE,
    RECIPES,
    SHARE_BUYER_BONUS,
    TAX_DIVISOR,
)
from pygames.foodtycoon.state import (
    State,
    clockwise_from,
    draw_recipe,
    return_ingredients,
    take_ingredients,
)


def resolve(state: State, event: int, buyer: int) -> dict:
    """Carry out ``event`` for ``buyer``; returns what it changed (the view's
    ``last_event``): per seat the money and ingredient changes and recipes drawn."""
    kind = EVENTS[event]
    money = list(state.money)
    ingredients = [list(hand) for hand in state.ingredients]
    drawn = [len(hand) for hand in state.hands]
    _EFFECTS[kind.effect](state, buyer, kind.ingredient)
    return {
        "event": kind.key,
        "buyer": buyer,
        "money": [after - before for after, before in zip(state.money, money)],
        "ingredients": [
            [a - b for a, b in zip(after, before)]
            for after, before in zip(state.ingredients, ingredients)
        ],
        "recipes": [len(hand) - before for hand, before in zip(state.hands, drawn)],
    }


def _others(state: State, buyer: int) -> list[int]:
    return clockwise_from(state, buyer)[1:]


def _gain(state: State, buyer: int, ingredient: int) -> None:
    """Harvest and its kin: everyone 1 card of the kind, the buyer 2 more."""
    take_ingredients(state, buyer, ingredient, GAIN_EVERYONE + GAIN_BUYER_MORE)
    for seat in _others(state, buyer):
        take_ingredients(state, seat, ingredient, GAIN_EVERYONE)


def _spoil(state: State, buyer: int, ingredient: int) -> None:
    """Rats, power cut, pests, red tide, bird flu: the others lose every card of the kind."""
    for seat in _others(state, buyer):
        return_ingredients(state, seat, ingredient, state.ingredients[seat][ingredient])


def _disaster(state: State, buyer: int, _ingredient) -> None:
    """The others return half their ingredient cards (rounded down), one at a time
    from the kind they hold most of (ties: the first in INGREDIENTS order)."""
    for seat in _others(state, buyer):
        hand = state.ingredients[seat]
        for _ in range(sum(hand) // 2):
            most = max(range(len(INGREDIENTS)), key=lambda k: (hand[k], -k))
            return_ingredients(state, seat, most, 1)


def _share(state: State, buyer: int, _ingredient) -> None:
    """Share the wealth: pool all money, split evenly (the remainder goes to the
    bank), then the buyer takes 1 from the bank."""
    each = sum(state.money) // state.players
    state.money = [each] * state.players
    state.money[buyer] += SHARE_BUYER_BONUS


def _tax(state: State, buyer: int, _ingredient) -> None:
    for seat in _others(state, buyer):
        state.money[seat] -= state.money[seat] // TAX_DIVISOR


def _boom(state: State, buyer: int, _ingredient) -> None:
    for seat in range(state.players):
        state.money[seat] += sum(RECIPES[dish].bags for dish in state.dishes[seat])
    state.money[buyer] += BOOM_BUYER_MORE


def _inspiration(state: State, buyer: int, _ingredient) -> None:
    for seat in clockwise_from(state, buyer):
        count = INSPIRATION_EVERYONE + (INSPIRATION_BUYER_MORE if seat == buyer else 0)
        for _ in range(count):
            recipe = draw_recipe(state)
            if recipe is not None:
                state.hands[seat].append(recipe)


_EFFECTS = {
    "gain": _gain,
    "spoil": _spoil,
    "disaster": _disaster,
    "share": _share,
    "tax": _tax,
    "boom": _boom,
    "inspiration": _inspiration,
}
