"""Food Paradise bots.

Greedy puts a money value on one more token of each ingredient (``token_value``):
much for an ingredient its face-up recipe still lacks, some for what the recipes
under it will need, some for the face-up market demand while it holds none (a sale
brings 1,200), and some for each opponent whose face-up recipe lacks it (there are
only 3 tokens of a kind: buying one denies it). It buys when that value is at least
the price. When the bank has none and the token is taken from a rival (FP11, rules
version 2), taking a rival's last token its face-up recipe needs adds the denial, and
with a choice of rivals it takes from the one the loss costs most (``take_cost``: the
face-up recipe it breaks, what its later recipes and the market demand lose), then
from the leader (more recipes, then more cash); seat order only breaks a tie of all
three. Search weighs each such choice as a candidate of its own, greedy's first.

It moves to the best space it can reach: for the die the average over its four faces,
for each price card in hand the one space that card reaches, less what keeping the
card is worth (``Weights.card_keep``); a space is worth the revenue passed or
collected, the expected gain of an offer there, a sale. It researches when
the sale is worth more than the own-corner revenue it would skip, and takes the
corner whose next 18 spaces hold the most of what its face-up recipe needs.

The weights were measured in two-player games between greedy bots differing in one
weight (400 games, seats alternated): a face-up need of 2,500 and a denial of 600
won 243 of 400 against 1,500 and 150 (even in four-player games: 96 of 200).

Search (``pygames.core.search``, ``SearchBot`` here; its knowledge in
``search_policy.py``) plays each decision out in many deals of the hidden cards (the
order of the decks, the others' price cards and recipe piles), greedy's choice tried
first. Only its own choice is a tree node: every later move, its own and the others',
is greedy's (``FastGreedy``: the same choices read straight off the state, at under
half the cost of building a view for each), as the others really play.
After 2 more turns of its own a playout is judged by ``position_worth``, each seat's
money plus what its recipes, revenue, progress, price cards and tokens are worth, in
the proportions that predicted the winner of greedy games, less the best other seat's
(a win means beating the leader); a finished game gives the winner ``WIN_REWARD`` and
a loser ``-WIN_REWARD`` less how far its worth is behind the best other seat's (down to
``LOSS_SPREAD`` more), so a search that can no longer win still plays for the closer
loss rather than finding every move alike.

Measured against greedy, seats rotated, seeds 1001-1020, in CPython at 1,000-2,000
simulations a second (a loaded machine; the browser buys about half in its second):
with 780 simulations a decision (``SIMULATIONS``) it won 12 of 20 four-player games
(60 %, 95 % interval 39-78 %; 25 % is even) and 17 of 20 two-player games (85 %,
64-95 %); with 600, 13 of 20 four-player games (65 %); with 120, 13 of 20 four-player
and 14 of 20 two-player games. The judge is what matters: with 120 simulations and
the weights it had before the fit (progress 400/1,000/1,800, a price card 100, which
made it decline what greedy rightly buys) it won 3 of 20 four-player games and 10 of
20 two-player ones. Valuing a price card at 250 instead of 600 won 11 of 20
four-player games at 780: no better.
"""

from __future__ import annotations

from pygames.core import search
from pygames.foodparadise.greedy import (
    GREEDY,
    MEAN_PRICE,
    GreedyBot,
    Weights,
    move_value,
    research_value,
    sale_value,
    token_value,
)
from pygames.foodparadise.search_policy import SearchPolicy, position_worth

SIMULATIONS = 780  # about what a browser's second buys (Pyodide: half CPython's 1,560 a second)

__all__ = [
    "BOTS",
    "GREEDY",
    "MEAN_PRICE",
    "GreedyBot",
    "SearchBot",
    "SearchPolicy",
    "Weights",
    "move_value",
    "position_worth",
    "research_value",
    "sale_value",
    "token_value",
]


class SearchBot(search.SearchBot):
    """Monte Carlo tree search with ``SearchPolicy``, a tree of the bot's own choice only
    (``depth`` 1: every later move is greedy's, as the others really play), and
    ``SIMULATIONS`` a decision unless told otherwise (settings: see the base class)."""

    def __init__(self, **settings) -> None:
        settings.setdefault("simulations", SIMULATIONS)
        settings.setdefault("depth", 1)
        super().__init__(SearchPolicy(), **settings)


BOTS = {"greedy": GreedyBot, "search": SearchBot}
