"""Cake Master's greedy bot.

Greedy values a seat's cakes by finishing them many times at random (``appraisal``:
tasty points and customers served over a fixed set of random draws). It then

- places the card and quarter that raise this value most;
- drafts the card whose best placement raises it most, and passes to each neighbour
  the card that would raise that neighbour's value least (their cakes are public);
- with two players keeps likewise, and gives back the card the other player gains
  least from; solo, discards the card that helps least, and exchanges a card that
  fits nowhere without lowering the value (while exchanges last).

Everything is integer arithmetic, so a choice is the same in CPython and Pyodide.
"""

from __future__ import annotations

from pygames.cakemaster.actions import Discard, Draft, Exchange, Give, Place
from pygames.cakemaster.appraisal import (
    CUSTOMER_WEIGHT,
    SAMPLES,
    TASTY_WEIGHT,
    Appraiser,
)
from pygames.core import search
from pygames.core.rng import Rng

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
