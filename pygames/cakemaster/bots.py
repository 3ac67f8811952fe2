"""Cake Master bots: greedy (``greedy.py``) and the search.

Greedy values a seat's cakes by finishing them many times at random (``appraisal``)
and takes the choice that raises this value most, passing the neighbours what helps
them least.

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

from pygames.cakemaster.greedy import GreedyBot
from pygames.cakemaster.search_policy import SearchPolicy
from pygames.core import search

EXPLORATION = 2.0  # the search's: rewards are noisy, so its candidates all get tried often


class SearchBot(search.SearchBot):
    """Monte Carlo tree search with ``SearchPolicy`` (settings: see the base class);
    its tree holds only its own choices (depth 1)."""

    def __init__(self, **settings) -> None:
        settings.setdefault("depth", 1)
        settings.setdefault("exploration", EXPLORATION)
        settings.setdefault("simulations", 600)
        super().__init__(SearchPolicy(), **settings)


BOTS = {"greedy": GreedyBot, "search": SearchBot}
__all__ = ["BOTS", "GreedyBot", "SearchBot"]
