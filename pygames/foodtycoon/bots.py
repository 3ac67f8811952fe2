"""Food Tycoon bots.

Greedy values what it holds by the recipes in its hand: each recipe it could still
cook is worth ``FAME_VALUE`` money per point of fame plus its money bags, and counts
in proportion to the ingredients it already has for it (the most valuable recipes
served first), with a premium once complete. A lot is worth what it adds to that
value (its ingredients and recipe), plus a little for a face-down event; greedy bids
one more than the last bid while that stays within the lot's worth and its money.
It thinks of a dish when it has fewer than two recipes it could still cook, else it
opens shop; it cooks its most famous dish; it discards the recipe worth least to it.

Search (``pygames.core.search``, ``SearchBot`` here) plays each decision out in many
deals of the hidden cards with greedy players to the end of the round, and scores
the position with greedy's values for every seat at once; in an auction it weighs
only passing and the next bid up. It plays no better than greedy, so the app does
not offer it (``BOTS``). Against three greedy players (seats rotated, 300
simulations a decision, about 1300 a second in CPython) it won 8 of 38 four-player
games (21 %; 25 % is an even share); playing out two rounds instead won 1 of 10.
Before, 48 moves of playout at 150 simulations won 13 of 52. Greedy's valuation
already decides its bids, and the search's evaluation is that same valuation: a
stronger search needs a better judge of a position than greedy's.
"""

from __future__ import annotations

from pygames.core import search
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
from pygames.foodtycoon.legality import cookable, ingredient_choices, orders
from pygames.foodtycoon.scoring import fame
from pygames.foodtycoon.state import recipes_left

FAME_VALUE = 4  # money a point of fame is worth to greedy (measured: see below)
COMPLETE_BONUS = 2  # a recipe ready to cook counts this many times its share of worth...
SCALE = 60  # ... in sixtieths (every recipe has 2–5 ingredients: 60 divides by each)
EVENT_VALUE = 2  # a face-down event, on average (most favour their buyer)
CARD_VALUE = 1  # an ingredient card no recipe in hand needs (a tie-break, a future use)
# Measured (python -m pygames simulate foodtycoon --players 4 --games 100 --bots
# greedy,random,random,random): greedy wins 94 of 100 basic games, 100 of 100 advanced.
BID_SHARE = 100  # greedy bids up to this percentage of a lot's worth
DISH_WEIGHT = 3  # the search: a cooked dish against the same recipe still in hand


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


def plan_value(hand: list[int], have: list[int], dishes: list[int], advanced: bool) -> int:
    """The worth of a hand of recipes with these ingredients, in money × SCALE."""
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


def state_value(state, seat: int) -> int:
    """A seat's position for the search, in money × SCALE: its dishes (fame, and the
    money bags that pay at every shop), its money, and the plans its hand and
    ingredients hold. A dish counts DISH_WEIGHT times its worth, so cooking a
    complete recipe (worth twice over in ``plan_value``) gains."""
    dishes = state.dishes[seat]
    cooked = FAME_VALUE * fame(state, seat) + sum(RECIPES[d].bags for d in dishes)
    return SCALE * (DISH_WEIGHT * cooked + state.money[seat]) + plan_value(
        state.hands[seat], state.ingredients[seat], dishes, state.advanced
    )


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


def greedy_action(state, seat: int, rng: Rng):
    """Greedy's move for ``seat`` in ``state`` (its own cards are the true ones)."""
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
        limit = min(lot_worth(state, seat, lot) * BID_SHARE // 100, state.money[seat])
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


class SearchPolicy(search.Policy):
    """Food Tycoon knowledge for ``pygames.core.search``.

    A playout runs greedy for every seat to the end of the round (the round the
    search's root is in) and scores the position with greedy's values for every seat
    at once. In an auction the search weighs only passing and the next bid up: a
    jump bid never buys more than the next bid does against players who bid one up,
    it only costs more."""

    rounds = None
    ROUNDS_AHEAD = 1  # a playout ends when this many rounds have ended (2: no better)

    def __init__(self) -> None:
        self._round = None  # the round of the position searched
        self._state = None  # the playout's state (None until its first move)

    @property
    def max_plies(self) -> int:
        # The search's playout loop reads this before every move: stop once the
        # playout has crossed into the next round.
        state = self._state
        return 0 if state is not None and state.round - self._round >= self.ROUNDS_AHEAD else 10_000

    def rank(self, game, state, seat, actions, rng):
        """Greedy's move first, then the rest in a random order; in an auction only
        pass and the next bid up."""
        self._round = state.round
        first = greedy_action(state, seat, rng)
        if state.phase == "auction":
            order = [first] + [a for a in (Pass(), Bid(state.high + 1)) if a != first]
            return [a for a in order if a in actions]
        rest = [a for a in actions if a != first]
        rng.shuffle(rest)
        return ([first] if first in actions else []) + rest

    def playout_action(self, game, state, seat, rng):
        self._state = state
        return greedy_action(state, seat, rng)

    def evaluate(self, game, state):
        """Each seat's value less the average of the others' (finished games: fame
        decides, far above anything else)."""
        self._state = None
        if state.phase == "over":
            places = game.result(state).places
            values = [-1000 * SCALE * place for place in places]
        else:
            values = [state_value(state, s) for s in range(state.players)]
        total = sum(values)
        players = state.players
        return [players * v - total for v in values]


class SearchBot(search.SearchBot):
    """Monte Carlo tree search with ``SearchPolicy`` (settings: see the base class)."""

    def __init__(self, **settings) -> None:
        settings.setdefault("depth", 1)
        settings.setdefault("simulations", 300)
        super().__init__(SearchPolicy(), **settings)


# The search bot stays out until it beats greedy (see above).
BOTS = {"greedy": GreedyBot}
