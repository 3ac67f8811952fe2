"""Cupcake Empire bots.

Greedy judges a position by ``worth``: its income, the income a turn (the lower of
production and sales) times the turns it expects still to play, a little for each of
production and sales (growth, kept balanced because only the lower one pays), the
goals in play by how near it is to each, the layers it holds that make a menu item,
the customers its menu and its shops can reach, whether its sell column can serve one
of them now (its level reaches the customer's house: ``ready``), its idea and
extra-action discs, and the levels its columns give. It then looks one action ahead:

- before activating, it takes any action of CE20/CE23 (a menu item, rest dice back,
  a special action) that raises its worth, then activates the column and level whose
  action, played out greedily on a copy, is worth the most; but first it plays out,
  the same way, the moves of dice that raise a column's level (an idea disc's move,
  a paid move, rest dice back: the best-kept worth for each column and new level, at
  most ``OPENINGS`` of them) followed by that column's activation, and makes the move
  when that beats every activation without it (so it pays to move a die into the sell
  column when a customer waits, or towards a goal in play);
- during the action it takes the part (or disc, or menu item) that raises its worth
  most, and says ``done`` when none does (menu items first: production counts in the
  income step);
- after the roll it takes what still raises its worth, then ends its turn.

The ``ready`` term makes it keep or bring dice into the sell column when a customer
waits: over 200 four-player games (``benchmarks/balance.py``, seeds 1-200, rules 2) a
player served 2.6 customers a game with it and 2.0 without, and two greedy players with
it won 65 % of 80 four-player games against two without (50 % is even). Planning
the moves of dice raised that to 3.0 customers a player (same games), the goals met
in 15–85 % of their games from 12 to 14 of 20, and shortened four-player games from
10.9 to 9.6 turns a player; the search's playouts (``turn_action``) do not plan them.

Its choices use only its view (``determinize`` rebuilds the position with a generator
of its own, so the roll it imagines is never the real one).

Measured (seats rotated): greedy won 40 of 40 two-player games against the random bot
and 40 of 40 four-player games against three random bots; greedy games last about 12
turns each (random games run to the safeguard). Changing one weight (the income rate
to 50, 70 or 150, the goals to 250 or 900) did not beat these weights measurably over
40 two-player games (12–24 wins of 40). A decision takes about 10 ms in CPython
(planning the moves of dice made a four-player greedy game 1.16 s instead of 0.83).
Greedy is in ``greedy.py``.

Search (``pygames.core.search`` with ``search_policy.py``, ``SearchBot`` here) weighs
only the decision at hand (a tree one level deep). Its candidates come in greedy's
order, greedy's choice first; each simulation deals the hidden dice afresh, takes a
candidate, finishes the seat's turn as greedy would (menu items, greedy's activation,
the parts that raise the worth, ``done``: a roll of its own, ``end``) and judges the
turn's end by ``worth``, the seat's less the best other seat's (a finished game: who
won). Other seats' turns are not played: that keeps a simulation cheap.

Measured with 190 simulations a decision (``benchmarks/ladder.py``, seeds from 1001,
seats rotated): against three greedy players it won 15 of 20 four-player games (75 %,
95 % interval 53–89 %; 25 % is even), against one greedy player 19 of 20 two-player
games (95 %, 76–99 %). The ladder's decision after 10 moves ran 420–800 simulations a
second in CPython on a busy shared machine; over one whole two-player game (seed
1004) its decisions averaged about 110 a second there (load near 6 on 2 cores): later
positions offer more actions.
"""

from __future__ import annotations

from pygames.cupcake.greedy import GREEDY, GreedyBot, Weights, goal_progress, turns_left, worth
from pygames.cupcake.search_policy import SearchBot, SearchPolicy

__all__ = [
    "BOTS",
    "GREEDY",
    "GreedyBot",
    "SearchBot",
    "SearchPolicy",
    "Weights",
    "goal_progress",
    "turns_left",
    "worth",
]

BOTS = {"greedy": GreedyBot, "search": SearchBot}
