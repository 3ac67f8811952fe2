"""The search's knowledge of Food Tycoon (``pygames.core.search``): whole games.

A playout plays every seat as greedy does (``greedy.greedy_action``) to the end of the
game, and the reward is the final ranking: a win is what counts, with a little for the
fame margin over the best other seat (capped), so that a near miss still tells
something. The game is short (five or six rounds at three players), so a whole game is
affordable once the auctions are quick: greedy bids one more than the last bid up to
its limit (the lot's worth to it, or its money), a limit that does not change while
the lot is on the table, so a playout works out each seat's limit once per lot and
bids at once what bidding one by one would come to: one more than the best other
limit (never more than its own). A seat that passed on a lot stays out of it, so at
the root, in an auction, passing means dropping out of this lot; the search weighs it
against the next bid up.

The searching seat bids more boldly than greedy, in its playouts and in its first
candidate: up to twice a lot's worth (``OWN_BID_SHARE``). Greedy prices fame in money
as if money kept its worth, but money left at the end counts for nothing; a greedy bot
bidding up to 140 % or more of its worth won about half the games against two plain
greedy ones (a third is an even share), and a search whose own playouts bid that way
judges a lot by what it will really pay for it.

The search is one level deep (``PairedSearch``): every candidate of the decision at
hand is played out on the same deals of the hidden cards and the same dice, and the
first candidate (greedy's move, bidding boldly) stands unless another one wins clearly
more on those deals. Whole games are noisy (most of a game is still to come), and with
a hundred or two playouts a decision, a move that looks better only by chance is
common; the first candidate is the safe default.
"""

from __future__ import annotations

from pygames.core import search
from pygames.core.paired import PairedSearch
from pygames.core.rng import Rng
from pygames.foodtycoon.actions import Bid, Pass
from pygames.foodtycoon.greedy import BID_SHARE, greedy_action, lot_worth, plan_value
from pygames.foodtycoon.scoring import fame

WIN_REWARD = 100  # a win, against ...
MARGIN_REWARD = 2  # ... this much per point of fame ahead of (or behind) the best other seat
MARGIN_CAP = 10  # fame margins beyond this tell nothing more
SIMULATIONS = 200  # playouts a decision: what the browser's second buys (see ``bots``)
# The searching seat's own bids, in its playouts and its first candidate: up to this
# percentage of a lot's worth (greedy's money is worth less than greedy thinks, since
# money left at the end counts for nothing).
OWN_BID_SHARE = 200


def _taken_value(state, seat: int, action) -> int:
    """Greedy's value of the seat's plans with the ingredient cards of ``action``."""
    have = [held + action.kinds.count(kind) for kind, held in enumerate(state.ingredients[seat])]
    return plan_value(state.hands[seat], have, state.dishes[seat], state.advanced)


def _kept_value(state, seat: int, action) -> int:
    """Greedy's value of the seat's plans without the recipe ``action`` discards."""
    kept = (
        list(state.hands[seat])
        if state.phase == "setup-recipes"
        else state.hands[seat] + state.drawn
    )
    kept.remove(action.recipe)
    return plan_value(kept, state.ingredients[seat], state.dishes[seat], state.advanced)


_CARD_VALUES = {
    "setup-ingredients": _taken_value,
    "pick": _taken_value,
    "setup-recipes": _kept_value,
    "think": _kept_value,
}


class SearchPolicy(search.Policy):
    """Greedy for every seat to the end of the game, auctions settled at once."""

    rounds = None

    def __init__(self) -> None:
        self._playout = None  # the state of the playout the limits below belong to
        self._limits_key = None  # (round, position in the auction order) of ``_limits``
        self._limits: list[int] = []
        self._searcher = None  # the seat whose decision is searched

    def rank(self, game, state, seat, actions, rng):
        """Greedy's move (bidding boldly) first; in an auction only pass and the next bid
        up; cards to take or keep by greedy's value of what they leave; the rest in a
        random order."""
        self._searcher = seat
        first = greedy_action(state, seat, rng, OWN_BID_SHARE)
        if state.phase == "auction":
            order = [first] + [a for a in (Pass(), Bid(state.high + 1)) if a != first]
            return [a for a in order if a in actions]
        rest = [a for a in actions if a != first]
        rng.shuffle(rest)
        value = _CARD_VALUES.get(state.phase)
        if value is not None:
            rest.sort(key=lambda action: -value(state, seat, action))
        return ([first] if first in actions else []) + rest

    def playout_action(self, game, state, seat, rng: Rng):
        if state.phase != "auction":
            return greedy_action(state, seat, rng)
        limits = self._auction_limits(state)
        mine = limits[seat]
        if mine <= state.high:
            return Pass()
        best_other = max(limit for other, limit in enumerate(limits) if other != seat)
        if mine < best_other:
            return Pass()  # outbid in the end: bidding on would only raise the price
        return Bid(max(state.high + 1, min(mine, best_other + 1)))

    def _auction_limits(self, state) -> list[int]:
        """Each seat's highest bid for the lot on the table (0: it passed on it)."""
        key = (state.round, state.current)
        if state is self._playout and key == self._limits_key:
            return self._limits
        lot = state.lots[state.order[state.current]]
        out = set()
        for bidder, amount, _forced in state.bids:
            if amount is None:
                out.add(bidder)
            else:
                out.discard(bidder)
        shares = [
            OWN_BID_SHARE if seat == self._searcher else BID_SHARE for seat in range(state.players)
        ]
        limits = [
            0
            if seat in out
            else min(lot_worth(state, seat, lot) * shares[seat] // 100, state.money[seat])
            for seat in range(state.players)
        ]
        if state.bidder is not None:
            limits[state.bidder] = max(limits[state.bidder], state.high)
        self._playout, self._limits_key, self._limits = state, key, limits
        return limits

    # The review (``core.review``): each seat's fame less the best other seat's.
    review_unit = "margin"

    def review_values(self, game, state) -> list:
        """Per seat, its fame (``game.score_unit``) less the best other seat's, at the
        end of the playout: a whole game, so the final margins (a playout cut short by
        ``max_plies``: the fame so far). Safe at any time (it forgets the playout's
        auction limits, as ``evaluate`` does)."""
        self._playout = None
        return search.against_the_best([fame(state, seat) for seat in range(state.players)])

    def evaluate(self, game, state):
        """A win (shared when tied: the ranking breaks every tie), and the fame margin
        over the best other seat, capped."""
        self._playout = None
        result = game.result(state)
        if result is None:  # cut short by ``max_plies`` (a guard): fame alone, no winner
            scores, places = [fame(state, seat) for seat in range(state.players)], []
        else:
            scores, places = result.scores, result.places
        rewards = []
        for seat, score in enumerate(scores):
            best_other = max(s for other, s in enumerate(scores) if other != seat)
            margin = max(-MARGIN_CAP, min(MARGIN_CAP, score - best_other))
            won = bool(places) and places[seat] == 1
            rewards.append(WIN_REWARD * won + MARGIN_REWARD * margin)
        return rewards


class SearchBot(search.SearchBot):
    """The search with ``SearchPolicy``, one level deep, each decision's candidates
    played on the same deals (``PairedSearch``; settings: see the base class; only
    ``simulations`` and ``budget`` matter here)."""

    def __init__(self, **settings) -> None:
        settings.setdefault("depth", 1)
        settings.setdefault("simulations", SIMULATIONS)
        super().__init__(SearchPolicy(), **settings)

    def start(self, game, view: dict, seat: int, legal: list, rng: Rng) -> PairedSearch:
        return PairedSearch(self, game, view, seat, legal, rng)
