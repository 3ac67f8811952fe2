"""The end of Food Paradise (FP20 and this edition's safeguard) as a ``Result``.

A game ends at once when a player builds its 4th recipe or holds 10,000: that player
wins (score 1, place 1); the others score 0 and are placed by recipes built, then
cash. At the turn limit (``data.TURN_LIMIT`` turns each) the most recipes, then the
most cash, wins; players equal on both share the place and each scores 1.
"""

from __future__ import annotations

from pygames.core.game import Result
from pygames.core.messages import Fact, Msg
from pygames.core.ranking import places
from pygames.foodparadise.data import TURN_LIMIT
from pygames.foodparadise.state import State


def result(state: State) -> Result | None:
    if state.phase != "over":
        return None
    seats = range(state.players)
    recipes = [len(state.built[seat]) for seat in seats]
    if state.end == "limit":
        found = places([(recipes[seat], state.cash[seat]) for seat in seats])
        scores = [1 if place == 1 else 0 for place in found]
        how = Msg("foodparadise.score.won_limit", turns=TURN_LIMIT)
    else:
        won = [1 if seat == state.winner else 0 for seat in seats]
        found = places([(won[seat], recipes[seat], state.cash[seat]) for seat in seats])
        scores = won
        how = Msg(f"foodparadise.score.won_{state.end}")
    breakdown = []
    for seat in seats:
        lines = [(how, 1)] if scores[seat] else []
        lines.append((Fact("foodparadise.score.recipes", n=recipes[seat]), 0))
        lines.append((Fact("foodparadise.score.cash", cash=state.cash[seat]), 0))
        breakdown.append(lines)
    return Result(scores, found, breakdown)
