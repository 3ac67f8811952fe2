"""Cable Car's bots (``BOTS``): greedy and the search.

Greedy (``greedy.py``) looks one placement ahead: its own points less the opponents'
average, an open line counting its length plus a bonus for the growth still to come
(in the shares game: each company by how much more than an even eighth of it it holds).

Search (``pygames.core.search``, ``SearchBot`` here) plays each decision out in many
deals of the hidden tiles and shares. ``SearchPolicy`` (``search_policy.py``) gives it
Cable Car's knowledge: greedy's values to order the actions, greedy itself (on a faster
line tracer) for the playouts, which run until the searching seat has had two more
turns, and greedy's position value, for every seat at once, as the reward. In the shares
game the reward is instead the final score the position promises (company values by
rank, blurred while many tiles are to come, and majority bonuses) less the best other
seat's (``shares_policy``). Against three greedy players at 390 simulations a move,
seeds 1001-1040, it won 42.5 % of the 4-player games (greedy's position value as the
reward: 40 %, at 500 and 390 simulations) and 66 % of the 2-player ones.
"""

from __future__ import annotations

from pygames.cablecar.greedy import GreedyBot, position_value
from pygames.cablecar.search_policy import SearchPolicy, _gains, _Lines
from pygames.cablecar.shares_policy import SharesPolicy
from pygames.core import search
from pygames.core.rng import Rng

# The search's pieces are also reachable from here (tests/test_search.py checks them).
__all__ = ["BOTS", "GreedyBot", "SearchBot", "SearchPolicy", "position_value", "_Lines", "_gains"]


class SearchBot(search.SearchBot):
    """Monte Carlo tree search with ``SearchPolicy`` (``SharesPolicy`` in the shares
    game; settings: see the base class).

    Its tree holds only its own choices (depth 1): the other players' replies come
    from greedy playouts. Against three greedy players (300 simulations a move, 60
    games) a tree two deep won as often (82 % against 81 %) at a fifth to a third
    less speed, and three deep won less (69 %): it plays the others as if they chose
    their best reply by this evaluation, which greedy players do not."""

    def __init__(self, **settings) -> None:
        settings.setdefault("depth", 1)
        super().__init__(SearchPolicy(), **settings)
        self._policies = {"basic": self.policy, "shares": SharesPolicy()}

    def start(self, game, view: dict, seat: int, legal: list, rng: Rng) -> search.Search:
        """A search of this decision with the policy of the table's mode of play."""
        self.policy = self._policies[view.get("mode", "basic")]
        return super().start(game, view, seat, legal, rng)


BOTS = {"greedy": GreedyBot, "search": SearchBot}
