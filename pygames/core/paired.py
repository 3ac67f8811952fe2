"""A one-level search that plays every candidate of a decision on the same deals.

``core.search`` gives each simulation a deal of its own, so two moves are compared on
different luck, and with a few hundred noisy playouts a move that only looks better
is common. Here each deal (a determinization, and a seed for the state's dice and the
playout's choices) is played out once per candidate, one simulation each: what the
deal alone decides cancels out of the comparison.

The candidates are the policy's ``CANDIDATES`` best ranked, the policy's own choice
first (greedy's, in every game here). ``best`` keeps that first move unless another
beats it on the deals played by more than ``CONFIDENCE`` standard errors of the paired
difference, in exact fractions, so the choice is the same in CPython and in Pyodide.
A game uses it by returning a ``PairedSearch`` from its bot's ``start``.
"""

from __future__ import annotations

from fractions import Fraction

from pygames.core import search
from pygames.core.rng import Rng

PLAYOUT_SALT = 0x5EED  # the playouts' generator of a deal: its seed, changed


class PairedSearch(search.Search):
    """``search.Search`` one level deep, its candidates played on shared deals."""

    CANDIDATES = 4
    CONFIDENCE = Fraction(1, 2)

    def __init__(self, *args) -> None:
        super().__init__(*args)
        self._deal = None  # (state, seed) of the deal being played, and ...
        self._queue: list = []  # ... the candidates still to play on it
        self._rewards: list = []  # the searching seat's reward per candidate on it
        self._sums: dict = {}  # per candidate: (deals, sum, sum of squares) of its lead

    def _candidates(self) -> list:
        return self._root_order()[: self.CANDIDATES]

    def _simulate(self) -> None:
        game, rng = self.game, self.rng
        candidates = self._candidates()
        if not self._queue:
            self._deal = (game.determinize(self.view, self.seat, rng), rng.next_u64())
            self._queue, self._rewards = list(candidates), []
        deal, seed = self._deal
        action = self._queue.pop(0)
        state = deal.clone()
        if hasattr(state, "rng"):
            state.rng = Rng(seed)
        game.perform(state, self.seat, action)
        reward = self.play_out(state, Rng(seed ^ PLAYOUT_SALT))[self.seat]
        child = self.root.children.get(action)
        if child is None:
            child = self.root.children[action] = search.Node(action, self.seat)
        child.visits += 1
        child.available += 1
        child.total += reward
        self.root.visits += 1
        self.iterations += 1
        self._rewards.append(reward)
        if not self._queue:
            first = self._rewards[0]
            for other, got in zip(candidates[1:], self._rewards[1:]):
                deals, total, squares = self._sums.get(other, (0, 0, 0))
                lead = got - first
                self._sums[other] = (deals + 1, total + lead, squares + lead * lead)

    def best(self):
        """The first candidate, or the one of the highest mean lead over it among those
        whose lead is clear."""
        if len(self.legal) == 1:
            return self.legal[0]
        best, best_lead = self._candidates()[0], Fraction(0)
        for action, (deals, total, squares) in self._sums.items():
            if deals < 2:
                continue
            lead = Fraction(total, deals)
            variance = Fraction(squares * deals - total * total, deals * (deals - 1))
            if lead > best_lead and lead * lead > self.CONFIDENCE**2 * variance / deals:
                best, best_lead = action, lead
        return best
