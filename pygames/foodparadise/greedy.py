"""Food Paradise's greedy bot and the money values it plays by (``bots.py`` tells
how it plays and how its weights were measured)."""

from __future__ import annotations

from dataclasses import dataclass

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
    value = _need(view, seat, kind, _holding(view, seat)[kind], weights)
    for other, other_entry in enumerate(view["seats"]):
        if other != seat and other_entry["recipe"] is not None:
            lacks = other_entry["ingredients"][KINDS[kind]] == 0
            if lacks and kind in RECIPES[other_entry["recipe"]].ingredients:
                value += weights.denial
    return value


def take_cost(view: dict, holder: int, kind: int, weights: Weights = GREEDY) -> int:
    """FP11: what losing one token of ``kind`` costs ``holder``, in money: the value of
    that token to it with the one fewer it would keep (its face-up recipe's need when
    it is its only one, what its later recipes need beyond what it keeps, the market
    demand when it sells its only one), as ``token_value`` says for its own buys, but
    not what others lack."""
    left = view["seats"][holder]["ingredients"][KINDS[kind]] - 1
    return _need(view, holder, kind, left, weights)


def _need(view: dict, seat: int, kind: int, have: int, weights: Weights) -> int:
    """What ``seat``'s own plans make a token of ``kind`` worth while it holds ``have``
    of them: its face-up recipe's need when it holds none, what its later recipes need
    beyond the spare ones, the market demand when it holds none."""
    entry = view["seats"][seat]
    face_up = RECIPES[entry["recipe"]].ingredients if entry["recipe"] is not None else ()
    value = 0
    spare = have
    if kind in face_up:
        if not have:
            value += weights.face_up_need
        spare -= 1
    wanted = sum(kind in RECIPES[r].ingredients for r in _pile_recipes(view, seat))
    value += weights.pile_need * max(wanted - max(spare, 0), 0)
    if KIND[view["demand"]] == kind and not have:
        value += weights.demand_need
    return value


def take_from(view: dict, kind: int, sources: list[int], weights: Weights = GREEDY) -> int:
    """FP11 (rules version 2): whose token to take, among ``sources`` (clockwise from
    the buyer's left): the rival it costs most (``take_cost``), then the leader (more
    recipes built, then more cash); seat order decides only between rivals equal in
    all three."""
    seats = view["seats"]
    return max(
        sources,
        key=lambda s: (
            take_cost(view, s, kind, weights),
            len(seats[s]["built"]),
            seats[s]["cash"],
        ),
    )


def take_denial(view: dict, holder: int, kind: int, weights: Weights = GREEDY) -> int:
    """FP11 (rules version 2): taking ``holder``'s last ``kind`` that its face-up recipe
    needs denies it as buying the last of the bank's would (``Weights.denial``)."""
    entry = view["seats"][holder]
    face_up = RECIPES[entry["recipe"]].ingredients if entry["recipe"] is not None else ()
    return weights.denial if kind in face_up and entry["ingredients"][KINDS[kind]] == 1 else 0


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
            return self._offer(view, seat, legal)
        if isinstance(first, (Research, Stay)):
            at = view["seats"][seat]["position"]
            return Research() if research_value(view, seat, at) > 0 else Stay()
        return self._move(view, seat, legal)

    def _offer(self, view: dict, seat: int, legal: list):
        """Buy when the token is worth its price to it; FP11 (rules version 2): taking
        it from a rival is worth the denial too, and with a choice it takes from the
        rival the loss costs most (``take_from``)."""
        offer = view["offer"]
        kind = KIND[offer["ingredient"]]
        worth = token_value(view, seat, kind, self.weights)
        buy = Buy()
        sources = [a.source for a in legal if isinstance(a, Buy) and a.source is not None]
        if sources:
            buy = Buy(take_from(view, kind, sources, self.weights))
            worth += take_denial(view, buy.source, kind, self.weights)
        elif view["rules_version"] >= 2 and not view["supply"][offer["ingredient"]]:
            (source,) = [  # the one holder (with more, the legal buys name them)
                s
                for s, entry in enumerate(view["seats"])
                if s != seat and entry["ingredients"][offer["ingredient"]]
            ]
            worth += take_denial(view, source, kind, self.weights)
        return buy if worth >= offer["price"] else Decline()

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
