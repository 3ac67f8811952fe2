"""The end of Food Paradise (FP20 and this edition's safeguard) as a ``Result``.

A game ends at once when a player builds its 4th recipe or holds 10,000: that player
wins (score 1, place 1); the others score 0 and are placed by recipes built, then
cash. At the turn limit (``data.TURN_LIMIT`` turns each) the most recipes, then the
most cash, wins; players equal on both share the place and each scores 1.
"""

from __future__ import annotations

from pygames.core.game import Result
from pygames.core.messages import Count, Fact, Msg
from pygames.core.ranking import TieBreak, figures, rank
from pygames.foodparadise.data import TURN_LIMIT
from pygames.foodparadise.state import State

# This edition's order of the players a win leaves level (FP20 ends the game; the
# rules stop there): recipes built, then cash. At the turn limit recipes come first
# and cash breaks their ties.
RECIPES = TieBreak("foodparadise.tie.recipes", "foodparadise.score.tiebreak_recipes", "FP20")
CASH = TieBreak("foodparadise.tie.cash", "foodparadise.score.tiebreak_cash", "FP20")


def result(state: State) -> Result | None:
    if state.phase != "over":
        return None
    seats = range(state.players)
    recipes = [len(state.built[seat]) for seat in seats]
    if state.end == "limit":
        tiebreaks = (CASH,)
        keys = [(recipes[seat], state.cash[seat]) for seat in seats]
        found, ties = rank(keys, tiebreaks, level="foodparadise.tie.level")
        scores = [1 if place == 1 else 0 for place in found]
        how = Msg(
            "foodparadise.score.won_limit", turns=Count("foodparadise.count.turns", TURN_LIMIT)
        )
    else:
        tiebreaks = (RECIPES, CASH)
        won = [1 if seat == state.winner else 0 for seat in seats]
        keys = [(won[seat], recipes[seat], state.cash[seat]) for seat in seats]
        found, ties = rank(keys, tiebreaks)
        scores = won
        how = Msg(f"foodparadise.score.won_{state.end}")
    breakdown = []
    for seat in seats:
        # A seat level with another (on recipes at the limit, on having lost after a
        # win) lists the figures that ranked it as tie-breaks, the others plainly.
        lines = [(how, 1)] if scores[seat] else []
        plain = [
            (Fact("foodparadise.score.recipes", n=recipes[seat]), 0),
            (Fact("foodparadise.score.cash", cash=state.cash[seat]), 0),
        ]
        if state.end == "limit":
            lines.append(plain.pop(0))  # what the limit ranks by first, no tie-break
        lines += figures(keys, tiebreaks, seat) or plain
        breakdown.append(lines)
    return Result(scores, found, breakdown, ties)
