"""The end of Cupcake Empire (CE49, CE50) as a ``Result``.

A seat's score is its income. CE50: the highest income wins; ties go to more
customers served, then more shops in the city; seats equal on all three share the
place.
"""

from __future__ import annotations

from pygames.core.game import Result
from pygames.core.messages import Fact, Msg
from pygames.core.ranking import places
from pygames.cupcake import board
from pygames.cupcake.state import State


def ranking_keys(state: State) -> list[tuple[int, int, int]]:
    return [
        (state.income[seat], len(state.served[seat]), board.shop_count(state, seat))
        for seat in range(state.players)
    ]


def result(state: State) -> Result | None:
    if state.phase != "over":
        return None
    keys = ranking_keys(state)
    breakdown = []
    for income, customers, shops in keys:
        breakdown.append(
            [
                (Msg("cupcake.score.income"), income),
                (Fact("cupcake.score.customers", n=customers), 0),
                (Fact("cupcake.score.shops", n=shops), 0),
            ]
        )
    return Result([key[0] for key in keys], places(keys), breakdown)
