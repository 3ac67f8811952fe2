"""Food Paradise bots.

Greedy puts a money value on one more token of each ingredient (``token_value``):
much for an ingredient its face-up recipe still lacks, some for what the recipes
under it will need, some for the face-up market demand while it holds none (a sale
brings 1,200), and some for each opponent whose face-up recipe lacks it (there are
only 3 tokens of a kind: buying one denies it). It buys when that value is at least
the price. It moves to the best space it can reach: for the die the average over its
four faces, for each price card in hand the one space that card reaches, less what
keeping the card is worth (``Weights.card_keep``); a space is worth the revenue
passed or collected, the expected gain of an offer there, a sale. It researches when
the sale is worth more than the own-corner revenue it would skip, and takes the
corner whose next 18 spaces hold the most of what its face-up recipe needs.

The weights were measured in two-player games between greedy bots differing in one
weight (400 games, seats alternated): a face-up need of 2,500 and a denial of 600
won 243 of 400 against 1,500 and 150 (even in four-player games: 96 of 200).

Search (``pygames.core.search``, ``SearchBot`` here) plays each decision out in many
deals of the hidden cards (the order of the decks, the others' price cards and
recipe piles) with greedy players, 4 turns of its own deep, and judges the position
with ``position_worth``. With 300 simulations a decision (seats rotated) it beat
greedy in 47 of 76 two-player games (62 %); against two greedy players it won 10 of
24 three-player games (42 %; 33 % is an even share), against three 10 of 24
four-player games (42 %; 25 % is even). A decision takes about
0.25 s in CPython at two players, 0.45 s at four.
"""

from __future__ import annotations

from dataclasses import dataclass

from pygames.core import search
from pygames.core.rng import Rng
from pygames.foodparadise.actions import Buy, Corner, Decline, PlayCard, Research, Roll, Stay
from pygames.foodparadise.data import (
    CORNER_SPACES,
    DIE_SIDES,
    KIND,
    KINDS,
    MARKET_PRICE,
    RECIPES,
    RESEARCH_STEPS,
    SPACES,
    TRACK,
    chain_recipes,
)

MEAN_PRICE = 550  # what a turned price card asks, on average (12,300 / 23, rounded)


@dataclass(frozen=True)
class Weights:
    """Greedy's values, in money."""

    face_up_need: int = 2500  # a token the face-up recipe lacks
    pile_need: int = 300  # per recipe under the face-up one needing a token not held
    demand_need: int = 400  # the face-up demand, while holding none of it
    denial: int = 600  # per opponent whose face-up recipe lacks the token
    card_keep: int = 150  # a price card in hand: a move for later
    offer_chance: int = 70  # percent: how often a good offer is still good at its price


GREEDY = Weights()


def _holding(view: dict, seat: int) -> list[int]:
    return [view["seats"][seat]["ingredients"][key] for key in KINDS]


def _pile_recipes(view: dict, seat: int) -> list[int]:
    entry = view["seats"][seat]
    chain = RECIPES[entry["recipe"]].chain if entry["recipe"] is not None else None
    if chain is None:
        return []
    return [r for r in chain_recipes(chain) if r not in entry["built"] and r != entry["recipe"]]


def token_value(view: dict, seat: int, kind: int, weights: Weights = GREEDY) -> int:
    """What one more token of ``kind`` is worth to ``seat``, in money."""
    held = _holding(view, seat)
    entry = view["seats"][seat]
    face_up = RECIPES[entry["recipe"]].ingredients if entry["recipe"] is not None else ()
    value = 0
    spare = held[kind]
    if kind in face_up:
        if not held[kind]:
            value += weights.face_up_need
        spare -= 1
    wanted = sum(kind in RECIPES[r].ingredients for r in _pile_recipes(view, seat))
    value += weights.pile_need * max(wanted - max(spare, 0), 0)
    if KIND[view["demand"]] == kind and not held[kind]:
        value += weights.demand_need
    for other, other_entry in enumerate(view["seats"]):
        if other != seat and other_entry["recipe"] is not None:
            lacks = other_entry["ingredients"][KINDS[kind]] == 0
            if lacks and kind in RECIPES[other_entry["recipe"]].ingredients:
                value += weights.denial
    return value


def _own_corner(view: dict, seat: int) -> int:
    return CORNER_SPACES[view["seats"][seat]["corner"] - 1]


def _passes(start: int, steps: int, space: int) -> bool:
    return 1 <= (space - start) % SPACES <= steps


def sale_value(view: dict, seat: int) -> int:
    return MARKET_PRICE if _holding(view, seat)[KIND[view["demand"]]] else 0


def research_value(view: dict, seat: int, at: int) -> int:
    """Researching from ``at``: the sale, less the own revenue skipped on the way."""
    lost = 0
    if _passes(at, RESEARCH_STEPS, _own_corner(view, seat)):
        lost = view["corners"][view["seats"][seat]["corner"] - 1]["revenue"]
    return sale_value(view, seat) - lost


def move_value(view: dict, seat: int, steps: int, weights: Weights = GREEDY) -> int:
    """What ending a move of ``steps`` is worth: revenue passed, then the space."""
    start = view["seats"][seat]["position"]
    to = (start + steps) % SPACES
    own = _own_corner(view, seat)
    value = 0
    if _passes(start, steps, own):
        value += view["corners"][view["seats"][seat]["corner"] - 1]["revenue"]
    space = TRACK[to]
    if space.kind == "source":
        gain = token_value(view, seat, space.ingredient, weights) - MEAN_PRICE
        value += max(gain, 0) * weights.offer_chance // 100
    elif space.kind == "demand":
        value += sale_value(view, seat)
    elif space.kind == "research":
        value += max(research_value(view, seat, to), 0)
    elif to != own:
        value += view["corners"][space.corner]["revenue"]
    return value


class GreedyBot:
    name = "greedy"

    def __init__(self, weights: Weights = GREEDY) -> None:
        self.weights = weights

    def choose(self, game, view: dict, seat: int, legal: list, rng: Rng):
        first = legal[0]
        if isinstance(first, Corner):
            return max(legal, key=lambda action: self._corner_value(view, seat, action))
        if isinstance(first, (Buy, Decline)):
            offer = view["offer"]
            worth = token_value(view, seat, KIND[offer["ingredient"]], self.weights)
            return Buy() if worth >= offer["price"] else Decline()
        if isinstance(first, (Research, Stay)):
            at = view["seats"][seat]["position"]
            return Research() if research_value(view, seat, at) > 0 else Stay()
        return self._move(view, seat, legal)

    def _move(self, view: dict, seat: int, legal: list):
        best, best_value = (
            Roll(),
            sum(move_value(view, seat, face, self.weights) for face in range(1, DIE_SIDES + 1))
            // DIE_SIDES,
        )
        for action in legal:
            if isinstance(action, PlayCard):
                value = move_value(view, seat, action.steps, self.weights) - self.weights.card_keep
                if value > best_value:
                    best, best_value = action, value
        return best

    def _corner_value(self, view: dict, seat: int, action: Corner) -> int:
        recipe = view["seats"][seat]["recipe"]
        needs = RECIPES[recipe].ingredients if recipe is not None else ()
        start = CORNER_SPACES[action.corner - 1]
        ahead = [TRACK[(start + step) % SPACES] for step in range(1, 19)]
        # the most of what it needs, ties: the first corner
        return sum(space.ingredient in needs for space in ahead) * 10 - action.corner


# -- the search ---------------------------------------------------------------------
RECIPE_WORTH = 2500  # a built recipe (a quarter of a win, and 500 more revenue a lap)
REVENUE_WORTH = 300  # per 500 of revenue under the sign (about a lap's worth, discounted)
PROGRESS_WORTH = (0, 400, 1000, 1800)  # by tokens held of the face-up recipe's three
CARD_WORTH = 100  # a price card in hand
WIN_REWARD = 10_000


def position_worth(state, seat: int) -> int:
    """What a seat's position is worth, in money: the search's judge of a playout."""
    worth = state.cash[seat] + RECIPE_WORTH * len(state.built[seat])
    worth += REVENUE_WORTH * state.revenue[state.corners[seat]] // 500
    pile = state.piles[seat]
    if pile:
        held = sum(1 for kind in RECIPES[pile[0]].ingredients if state.holdings[seat][kind])
        worth += PROGRESS_WORTH[held]
    return worth + CARD_WORTH * len(state.hands[seat])


class SearchPolicy(search.Policy):
    """Food Paradise knowledge for ``pygames.core.search``: greedy's choice ranked
    first, greedy playing every seat in the playouts, and after 4 more turns of the
    searching seat the position judged by ``position_worth`` (each seat's worth less
    the best of the others'); a finished game gives the winners ``WIN_REWARD``."""

    rounds = 4

    def __init__(self) -> None:
        self.greedy = GreedyBot()

    def rank(self, game, state, seat: int, actions: list, rng: Rng) -> list:
        best = self.greedy.choose(game, game.view(state, seat), seat, actions, rng)
        return [best] + [action for action in actions if action != best]

    def playout_action(self, game, state, seat: int, rng: Rng):
        legal = game.legal_actions(state, seat)
        if len(legal) == 1:
            return legal[0]
        return self.greedy.choose(game, game.view(state, seat), seat, legal, rng)

    def evaluate(self, game, state) -> list:
        seats = range(state.players)
        if state.phase == "over":
            winners = game.result(state).winners
            return [WIN_REWARD if seat in winners else -WIN_REWARD for seat in seats]
        worth = [position_worth(state, seat) for seat in seats]
        return [worth[s] - max(worth[o] for o in seats if o != s) for s in seats]


class SearchBot(search.SearchBot):
    """Monte Carlo tree search with ``SearchPolicy`` (settings: see the base class),
    300 simulations a decision unless told otherwise."""

    def __init__(self, **settings) -> None:
        settings.setdefault("simulations", 300)
        super().__init__(SearchPolicy(), **settings)


BOTS = {"greedy": GreedyBot, "search": SearchBot}
