"""Food Paradise's knowledge for the search bot (``pygames.core.search``).

``FastGreedy`` is ``greedy.GreedyBot`` read straight off a full state (no view built):
the same values and choices at under half the cost, so the playouts can afford it.
``SearchPolicy`` ranks greedy's choice first, plays ``FastGreedy`` for every seat in
the playouts and judges the position where a playout stops with ``position_worth``,
whose weights were fitted to who won greedy games (a logit model of the winner over
the seats' positions at the start of a round, its weights turned into money).
"""

from __future__ import annotations

from pygames.core import search
from pygames.core.rng import Rng
from pygames.foodparadise.actions import Buy, Decline, PlayCard, Research, Roll, Stay
from pygames.foodparadise.data import (
    CORNER_SPACES,
    DIE_SIDES,
    MARKET_PRICE,
    RECIPES,
    RESEARCH_STEPS,
    SPACES,
    TRACK,
)
from pygames.foodparadise.greedy import GREEDY, MEAN_PRICE, GreedyBot, Weights
from pygames.foodparadise.turn import holders

RECIPE_KINDS = tuple(recipe.ingredients for recipe in RECIPES)
SOURCE, DEMAND, RESEARCH, CORNER = range(4)
SPACE_KIND = tuple(
    {"source": SOURCE, "demand": DEMAND, "research": RESEARCH, "corner": CORNER}[s.kind]
    for s in TRACK
)
SPACE_INGREDIENT = tuple(space.ingredient for space in TRACK)
SPACE_CORNER = tuple(space.corner for space in TRACK)
ROLL, BUY, DECLINE, RESEARCH_ACTION, STAY = Roll(), Buy(), Decline(), Research(), Stay()
CARDS = {price: PlayCard(price) for price in range(200, 1000, 100)}


def _passes(start: int, steps: int, space: int) -> bool:
    return 1 <= (space - start) % SPACES <= steps


class FastGreedy:
    """``GreedyBot``'s choices on a full state (``bots.token_value`` and company, with
    the state's lists in place of the view's dicts)."""

    def __init__(self, weights: Weights = GREEDY) -> None:
        self.weights = weights

    def token_value(self, state, seat: int, kind: int) -> int:
        weights = self.weights
        value = self.need(state, seat, kind, state.holdings[seat][kind])
        for other in range(state.players):
            other_pile = state.piles[other]
            if other != seat and other_pile and not state.holdings[other][kind]:
                if kind in RECIPE_KINDS[other_pile[0]]:
                    value += weights.denial
        return value

    def take_cost(self, state, holder: int, kind: int) -> int:
        """``greedy.take_cost``: what losing one token of ``kind`` costs ``holder``."""
        return self.need(state, holder, kind, state.holdings[holder][kind] - 1)

    def need(self, state, seat: int, kind: int, have: int) -> int:
        """``greedy._need``: what ``seat``'s own plans make a token of ``kind`` worth
        while it holds ``have`` of them."""
        weights = self.weights
        pile = state.piles[seat]
        value = 0
        if pile:
            spare = have
            if kind in RECIPE_KINDS[pile[0]]:
                if not have:
                    value += weights.face_up_need
                spare -= 1
            wanted = 0
            for recipe in pile[1:]:
                if kind in RECIPE_KINDS[recipe]:
                    wanted += 1
            value += weights.pile_need * max(wanted - max(spare, 0), 0)
        if state.demand_deck[0] == kind and not have:
            value += weights.demand_need
        return value

    def take_from(self, state, kind: int, sources: list[int]) -> int:
        """``greedy.take_from``: the rival the loss costs most, then the leader."""
        return max(
            sources,
            key=lambda s: (self.take_cost(state, s, kind), len(state.built[s]), state.cash[s]),
        )

    def take_denial(self, state, holder: int, kind: int) -> int:
        """``greedy.take_denial``: taking a rival's last token its face-up recipe needs."""
        pile = state.piles[holder]
        if pile and kind in RECIPE_KINDS[pile[0]] and state.holdings[holder][kind] == 1:
            return self.weights.denial
        return 0

    def offer_choice(self, state, seat: int):
        """Greedy's answer to the offer (``GreedyBot._offer``)."""
        kind = state.offer_kind
        worth = self.token_value(state, seat, kind)
        buy = BUY
        if state.rules_version >= 2 and not state.supply[kind]:
            sources = holders(state, seat, kind)
            source = self.take_from(state, kind, sources) if len(sources) > 1 else sources[0]
            if len(sources) > 1:
                buy = Buy(source)
            worth += self.take_denial(state, source, kind)
        return buy if worth >= state.offer_price else DECLINE

    def research_value(self, state, seat: int, at: int) -> int:
        corner = state.corners[seat]
        lost = state.revenue[corner] if _passes(at, RESEARCH_STEPS, CORNER_SPACES[corner]) else 0
        sale = MARKET_PRICE if state.holdings[seat][state.demand_deck[0]] else 0
        return sale - lost

    def move_value(self, state, seat: int, steps: int) -> int:
        start = state.positions[seat]
        to = (start + steps) % SPACES
        corner = state.corners[seat]
        own = CORNER_SPACES[corner]
        value = state.revenue[corner] if _passes(start, steps, own) else 0
        kind = SPACE_KIND[to]
        if kind == SOURCE:
            gain = self.token_value(state, seat, SPACE_INGREDIENT[to]) - MEAN_PRICE
            if gain > 0:
                value += gain * self.weights.offer_chance // 100
        elif kind == DEMAND:
            if state.holdings[seat][state.demand_deck[0]]:
                value += MARKET_PRICE
        elif kind == RESEARCH:
            value += max(self.research_value(state, seat, to), 0)
        elif to != own:
            value += state.revenue[SPACE_CORNER[to]]
        return value

    def choose(self, state, seat: int):
        """Greedy's action for ``seat``, to move in ``state`` (past the corner choice)."""
        phase = state.phase
        if phase == "offer":
            return self.offer_choice(state, seat)
        if phase == "research":
            at = state.positions[seat]
            return RESEARCH_ACTION if self.research_value(state, seat, at) > 0 else STAY
        best = ROLL
        hand = state.hands[seat]
        if not hand:
            return best
        move_value = self.move_value
        best_value = (
            sum(move_value(state, seat, face) for face in range(1, DIE_SIDES + 1)) // DIE_SIDES
        )
        keep = self.weights.card_keep
        for price in sorted(set(hand)):
            value = move_value(state, seat, price // 100) - keep
            if value > best_value:
                best, best_value = CARDS[price], value
        return best


# -- the judge of a playout ---------------------------------------------------------
# Fitted to greedy self-play (1,500 four-player games, each seat's position at the
# start of every round against who won; two-player games gave much the same): what
# the winning odds say each item is worth.
RECIPE_WORTH = 1400  # a built recipe (besides the 500 it adds under the sign)
REVENUE_WORTH = 1400  # per 500 of revenue under the sign
PROGRESS_WORTH = (0, 800, 1750, 3400)  # by tokens held of the face-up recipe's three
CARD_WORTH = 600  # a price card in hand: a move of one's choice
SPARE_WORTH = 350  # per kind held beyond the face-up recipe that a later recipe needs
TOKEN_WORTH = 100  # any token held (it may be sold, or denies another)
WIN_REWARD = 20_000
# A lost game scores -WIN_REWARD plus the loser's worth less the best other seat's, down
# to this much below: once a loss looks sure, losing closer still tells moves apart.
LOSS_SPREAD = 20_000


def position_worth(state, seat: int) -> int:
    """What a seat's position is worth, in money: the search's judge of a playout."""
    holding = state.holdings[seat]
    worth = state.cash[seat] + RECIPE_WORTH * len(state.built[seat])
    worth += REVENUE_WORTH * state.revenue[state.corners[seat]] // 500
    worth += CARD_WORTH * len(state.hands[seat]) + TOKEN_WORTH * sum(holding)
    pile = state.piles[seat]
    if pile:
        face_up = RECIPE_KINDS[pile[0]]
        worth += PROGRESS_WORTH[sum(1 for kind in face_up if holding[kind])]
        later = set()
        for recipe in pile[1:]:
            later.update(RECIPE_KINDS[recipe])
        worth += SPARE_WORTH * sum(
            1 for kind in later if holding[kind] > (1 if kind in face_up else 0)
        )
    return worth


# How far ahead in worth makes a seat's odds of winning e (2.718) times another's:
# fitted to the same kind of games (1,500 greedy games of 2-4 players, 24,577 round
# starts; the likelihood of the winner peaked between 2,500 and 2,750).
WIN_ODDS_SCALE = 2600


def win_chances(worths: list[int]) -> list[float]:
    """Each seat's chance to win from its ``position_worth``: odds of about
    exp(worth / WIN_ODDS_SCALE), with exp as (1 + x / 16) ** 16 by + * / alone (exactly
    rounded, so CPython and Pyodide agree to the last bit)."""
    top = max(worths)
    weights = []
    for worth in worths:
        base = 1 + (top - worth) / (16 * WIN_ODDS_SCALE)
        for _ in range(4):
            base *= base
        weights.append(1 / base)
    total = 0.0
    for weight in weights:
        total += weight
    return [weight / total for weight in weights]


class SearchPolicy(search.Policy):
    """Greedy's choice ranked first, ``FastGreedy`` playing every seat in the playouts,
    and after ``rounds`` more turns of the searching seat the position judged by
    ``position_worth`` (each seat's worth less the best of the others'); a finished
    game gives the winner ``WIN_REWARD`` and the others ``-WIN_REWARD`` and their worth
    behind the best other seat (at most ``LOSS_SPREAD``)."""

    rounds = 2  # the odds fitted at a round's start judge well soon; longer costs time

    def __init__(self) -> None:
        self.greedy = GreedyBot()
        self.fast = FastGreedy()

    def rank(self, game, state, seat: int, actions: list, rng: Rng) -> list:
        best = self.greedy.choose(game, game.view(state, seat), seat, actions, rng)
        return [best] + [action for action in actions if action != best]

    def playout_action(self, game, state, seat: int, rng: Rng):
        if state.phase == "corner":
            legal = game.legal_actions(state, seat)
            return self.greedy.choose(game, game.view(state, seat), seat, legal, rng)
        return self.fast.choose(state, seat)

    def evaluate(self, game, state) -> list:
        seats = range(state.players)
        margins = search.against_the_best([position_worth(state, seat) for seat in seats])
        if state.phase == "over":
            winners = game.result(state).winners
            return [
                WIN_REWARD
                if seat in winners
                else -WIN_REWARD + max(-LOSS_SPREAD, min(0, margins[seat]))
                for seat in seats
            ]
        return margins

    # The review (``core.review``) in the game's own score: 1 for the winner, 0 for
    # the others (equal at the limit: 1 each), so a margin is in wins.
    review_unit = "margin"

    def review_values(self, game, state) -> list:
        """Per seat, its expected score less the best other seat's: at the end the
        score's own margins; cut short, each seat's chance to win by ``win_chances``.
        Reads the state only (no per-decision state: safe at any time)."""
        if state.phase == "over":
            return search.against_the_best(game.result(state).scores)
        worths = [position_worth(state, seat) for seat in range(state.players)]
        return search.against_the_best(win_chances(worths))
