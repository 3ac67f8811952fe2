"""Cake Master bots.

Greedy values a seat's cakes by finishing them many times at random (``appraisal``:
tasty points and customers served over a fixed set of random draws). It then

- places the card and quarter that raise this value most;
- drafts the card whose best placement raises it most, and passes to each neighbour
  the card that would raise that neighbour's value least (their cakes are public);
- with two players keeps likewise, and gives back the card the other player gains
  least from; solo, discards the card that helps least, and exchanges a card that
  fits nowhere without lowering the value (while exchanges last).

Everything is integer arithmetic, so a choice is the same in CPython and Pyodide.

Search (``pygames.core.search``, policy in ``search_policy``) plays each decision out
in many deals of the cards it has not seen: the rest of the turn (its own cards by the
plan it weighs, the others' by a cheap rule of thumb, ``best_spots``), then every seat's
cakes finished with a few random draws (one of eight sets made for the decision, drawn
per playout) and scored as the round would score them (tasty points ranked, customers
served); the reward is a seat's stars less the best other seat's. Its tree holds only
its own choices (depth 1). Its candidates come from the star appraisal
(``StarAppraiser``): every seat's cakes finished 80 times, each empty quarter taking
the better for its cake of two random cards, and a seat's cakes worth the tasty stars
they would win, the customers they serve and their tasty points. To place, that ranks
whole plans for the hand (each card to its own quarter), and the candidates are the
first placements of the two best; a card choice, the three best as greedy would rank
them by that measure.

Against three greedy players (600 simulations a decision, the ladder's seeds 1-40, each
in every seat) it won 54.1 % of 160 4-player games (95 % interval 46-62 %; 25 % is an
even share, the mark 50 %) and 76.2 % of 80 2-player games (the mark 60 %). With one
fixed set of 8 finishes for all of a decision's playouts it won 46.2 % and 66.2 %,
less than its ranking alone (each decision the ranking's first move: 52.1 % of the
160): that set's luck biased every playout alike. It runs about 4,000 simulations a
second in CPython (one decision after 10 greedy moves); a decision's ranking takes
20-90 ms in CPython.
"""

from __future__ import annotations

from pygames.cakemaster.actions import Discard, Draft, Exchange, Give, Place
from pygames.cakemaster.appraisal import (
    CUSTOMER_WEIGHT,
    SAMPLES,
    TASTY_WEIGHT,
    Appraiser,
)
from pygames.cakemaster.search_policy import SearchPolicy, best_spots
from pygames.core import search
from pygames.core.rng import Rng

EXPLORATION = 2.0  # the search's: rewards are noisy, so its candidates all get tried often
DENIAL = 3  # tenths: how much a neighbour's gain from a passed card counts against it


def _cakes(view: dict, seat: int) -> list:
    return [list(cake) for cake in view["cakes"][seat]]


class GreedyBot:
    name = "greedy"
    samples, tasty_weight, customer_weight, denial = SAMPLES, TASTY_WEIGHT, CUSTOMER_WEIGHT, DENIAL

    def choose(self, game, view: dict, seat: int, legal: list, rng: Rng):
        appraiser = Appraiser(view, rng, self.samples, self.tasty_weight, self.customer_weight)
        values = self.values(view, seat, legal, appraiser)
        best, best_value = None, None
        for action, value in zip(legal, values):
            if value is None:
                continue
            value = value * 64 + rng.below(64)
            if best_value is None or value > best_value:
                best, best_value = action, value
        exchanges = [a for a in legal if type(a) is Exchange]
        if exchanges:
            # A card that lowers the value wherever it goes: swap it for a new one.
            worst_gain = {}
            for action, value in zip(legal, values):
                if type(action) is Place:
                    worst_gain[action.card] = max(worst_gain.get(action.card, value), value)
            if worst_gain:
                card, gain = min(worst_gain.items(), key=lambda item: (item[1], item[0]))
                if gain < 0:
                    return Exchange(card)
        return best

    def values(self, view: dict, seat: int, legal: list, appraiser: Appraiser) -> list:
        """Greedy's value of each action (None: an exchange, which it weighs apart)."""
        return search.drain(self.value_steps(view, seat, legal, appraiser))

    def value_steps(self, view: dict, seat: int, legal: list, appraiser: Appraiser):
        """``values`` a piece at a time: a generator that yields after each appraisal
        and returns the list (the search's ranking runs in the browser's slices)."""
        kind = type(legal[0])
        mine = _cakes(view, seat)
        if kind is Place or kind is Exchange or kind is Discard:
            now = appraiser.value(mine)
            out = []
            for action in legal:
                if type(action) is Place:
                    mine[action.cake - 1][action.quarter - 1] = action.card
                    out.append(appraiser.value(mine) - now)
                    mine[action.cake - 1][action.quarter - 1] = None
                elif type(action) is Discard:
                    out.append(-appraiser.gain(mine, action.card))
                else:
                    out.append(None)
                yield
            return out
        gains = {}
        for number in view["hand"]:
            gains[number] = yield from appraiser.gain_steps(mine, number)
        players = view["players"]
        left, right = (seat + 1) % players, (seat - 1) % players  # 2 players: the other
        theirs = {}  # (seat, card) -> that seat's gain from the card
        for other in dict.fromkeys((left, right)):
            cakes = _cakes(view, other)
            for number in view["hand"]:
                theirs[other, number] = yield from appraiser.gain_steps(cakes, number)
        out = []
        for action in legal:
            if kind is Draft:
                value = 10 * gains[action.keep] - self.denial * (
                    theirs[left, action.left] + theirs[right, action.right]
                )
            elif kind is Give:
                # The other player keeps the better of the two for it and returns the rest.
                value = 10 * gains[action.keep] - self.denial * max(
                    theirs[left, n] for n in action.give
                )
            else:  # Return
                value = 10 * gains[action.keep] - self.denial * theirs[left, action.back]
            out.append(value)
        return out


# -- search (the policy: ``search_policy``) ------------------------------------------------


class SearchBot(search.SearchBot):
    """Monte Carlo tree search with ``SearchPolicy`` (settings: see the base class);
    its tree holds only its own choices (depth 1)."""

    def __init__(self, **settings) -> None:
        settings.setdefault("depth", 1)
        settings.setdefault("exploration", EXPLORATION)
        settings.setdefault("simulations", 600)
        super().__init__(SearchPolicy(), **settings)


BOTS = {"greedy": GreedyBot, "search": SearchBot}
__all__ = ["BOTS", "GreedyBot", "SearchBot", "SearchPolicy", "best_spots"]
