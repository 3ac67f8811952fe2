"""Food Tycoon's greedy bot: it values what it holds by the recipes in its hand.

Each recipe it could still cook is worth ``FAME_VALUE`` money per point of fame plus
its money bags, and counts in proportion to the ingredients it already has for it (the
most valuable recipes served first), with a premium once complete. A lot is worth what
it adds to that value (its ingredients and recipe), plus a little for a face-down
event; greedy bids one more than the last bid while that stays within the lot's worth
and its money. It thinks of a dish when it has fewer than two recipes it could still
cook, else it opens shop; it cooks its most famous dish; it discards the recipe worth
least to it. (How strong it is: see ``bots``.)
"""

from __future__ import annotations

from pygames.core.rng import Rng
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
from pygames.foodtycoon.data import COLOURS, RECIPES
from pygames.foodtycoon.legal import cookable, ingredient_choices, orders
from pygames.foodtycoon.state import recipes_left

FAME_VALUE = 4  # money a point of fame is worth to greedy (measured: see below)
COMPLETE_BONUS = 2  # a recipe ready to cook counts this many times its share of worth...
SCALE = 60  # ... in sixtieths (every recipe has 2–5 ingredients: 60 divides by each)
EVENT_VALUE = 2  # a face-down event, on average (most favour their buyer)
CARD_VALUE = 1  # an ingredient card no recipe in hand needs (a tie-break, a future use)
# Measured (python -m pygames simulate foodtycoon --players 4 --games 100 --bots
# greedy,random,random,random): greedy wins 94 of 100 basic games, 100 of 100 advanced.
BID_SHARE = 100  # greedy bids up to this percentage of a lot's worth


def worth(recipe: int, dishes: list[int], advanced: bool) -> int:
    """What cooking ``recipe`` would be worth to its cook, in money; nothing if the
    cook already has that dish (FT19). Advanced: a third dish of a colour or a fifth
    colour adds its bonus."""
    if recipe in dishes:
        return 0
    card = RECIPES[recipe]
    points = card.fame
    if advanced:
        same = sum(RECIPES[d].colour == card.colour for d in dishes)
        points += 3 if same == 2 else 1 if same > 2 else 0
        colours = {RECIPES[d].colour for d in dishes}
        if card.colour not in colours and len(colours) == len(COLOURS) - 1:
            points += 3
    return FAME_VALUE * points + card.bags


def _basic_plans() -> list[tuple[int, int, int, tuple, int]]:
    """Every recipe as the basic game's ``plan_value`` serves it, first served first:
    (recipe, worth per ingredient card, premium once complete, needs, cards needed)."""
    rows = []
    for recipe, card in enumerate(RECIPES):
        value_of = worth(recipe, [], False)
        total = sum(card.needs)
        needs = tuple((kind, need) for kind, need in enumerate(card.needs) if need)
        premium = COMPLETE_BONUS * value_of * SCALE // 2
        rows.append((value_of * SCALE // total, value_of, recipe, needs, total, premium))
    rows.sort(reverse=True)
    return [
        (recipe, per_card, premium, needs, total)
        for per_card, _, recipe, needs, total, premium in rows
    ]


BASIC_PLANS = _basic_plans()  # a recipe's worth depends on the dishes only in the advanced game
BASIC_RANK = {row[0]: served for served, row in enumerate(BASIC_PLANS)}


def plan_value(hand: list[int], have: list[int], dishes: list[int], advanced: bool) -> int:
    """The worth of a hand of recipes with these ingredients, in money × SCALE."""
    if not advanced:  # the same sum, served from the table above (playouts call this a lot)
        left = list(have)
        value = 0
        for served in sorted({BASIC_RANK[r] for r in hand}):
            recipe, per_card, premium, needs, total = BASIC_PLANS[served]
            if recipe in dishes:
                continue
            covered = 0
            for kind, need in needs:
                got = left[kind]
                used = need if need < got else got
                left[kind] = got - used
                covered += used
            value += per_card * covered
            if covered == total:
                value += premium
        return value + CARD_VALUE * SCALE * sum(left) // 2
    recipes = [(worth(r, dishes, advanced), r) for r in set(hand)]
    recipes = sorted(
        ((w * SCALE // sum(RECIPES[r].needs), w, r) for w, r in recipes if w), reverse=True
    )
    left = list(have)
    value = 0
    for per_card, value_of, recipe in recipes:
        needs = RECIPES[recipe].needs
        covered = 0
        for kind, need in enumerate(needs):
            used = min(need, left[kind])
            left[kind] -= used
            covered += used
        value += per_card * covered
        if covered == sum(needs):
            value += COMPLETE_BONUS * value_of * SCALE // 2
    return value + CARD_VALUE * SCALE * sum(left) // 2


def lot_worth(state, seat: int, lot) -> int:
    """What a lot adds to ``seat``'s plans, in money (rounded down, at least 0)."""
    hand = state.hands[seat]
    have = state.ingredients[seat]
    dishes, advanced = state.dishes[seat], state.advanced
    before = plan_value(hand, have, dishes, advanced)
    after_hand = hand + [lot.recipe] if lot.recipe is not None else hand
    after_have = [a + b for a, b in zip(have, lot.ingredients)]
    gain = plan_value(after_hand, after_have, dishes, advanced) - before
    return max(0, gain // SCALE + (EVENT_VALUE if lot.event is not None else 0))


def _best(options, value, rng: Rng):
    """The option of highest value; equal values broken at random."""
    best, best_value = [], None
    for option in options:
        v = value(option)
        if best_value is None or v > best_value:
            best, best_value = [option], v
        elif v == best_value:
            best.append(option)
    return best[rng.below(len(best))] if len(best) > 1 else best[0]


def greedy_action(state, seat: int, rng: Rng, bid_share: int = BID_SHARE):
    """Greedy's move for ``seat`` in ``state`` (its own cards are the true ones), bidding
    up to ``bid_share`` percent of a lot's worth."""
    phase = state.phase
    hand, have, dishes, advanced = (
        state.hands[seat],
        state.ingredients[seat],
        state.dishes[seat],
        state.advanced,
    )
    if phase in ("setup-recipes", "think"):
        cards = hand if phase == "setup-recipes" else state.drawn
        keep_base = hand if phase == "think" else []

        def kept_value(card):
            kept = list(cards)
            kept.remove(card)
            return plan_value(keep_base + kept, have, dishes, advanced)

        return Discard(_best(sorted(set(cards)), kept_value, rng))
    if phase in ("setup-ingredients", "pick"):
        size = 2 if phase == "setup-ingredients" else state.lots[-1].pending
        cards = Take if phase == "setup-ingredients" else Choose
        choices = ingredient_choices(state.piles, size)
        return cards(
            _best(
                choices,
                lambda kinds: plan_value(
                    hand, [h + kinds.count(k) for k, h in enumerate(have)], dishes, advanced
                ),
                rng,
            ),
        )
    if phase == "choose":
        live = [r for r in set(hand) if r not in dishes]
        if recipes_left(state) and (
            len(live) < 2
            or (len(live) < 4 and not cookable(state, seat) and state.money[seat] >= 20)
        ):
            return Think()
        return Shop()
    if phase == "roll":
        return Roll()
    if phase == "order":
        values = [lot_worth(state, seat, lot) for lot in state.lots]
        return Order(
            _best(
                [o for o in orders(len(state.lots)) if len(o) == len(state.lots)],
                lambda o: [values[i] for i in o],
                rng,
            )
        )
    if phase == "auction":
        lot = state.lots[state.order[state.current]]
        limit = min(lot_worth(state, seat, lot) * bid_share // 100, state.money[seat])
        return Bid(state.high + 1) if state.high + 1 <= limit else Pass()
    # cook: the most famous dish (then the most money bags)
    dishes_now = cookable(state, seat)
    if not dishes_now:
        return Pass()
    return Cook(_best(dishes_now, lambda r: (worth(r, dishes, advanced), RECIPES[r].bags), rng))


class GreedyBot:
    name = "greedy"

    def choose(self, game, view: dict, seat: int, legal: list, rng: Rng):
        state = game.determinize(view, seat, rng)
        action = greedy_action(state, seat, rng)
        return action if action in legal else legal[0]
