"""The end of Cupcake Empire (CE49, CE50) as a ``Result``.

A seat's score is its income. CE50: the highest income wins; ties go to more
customers served, then more shops in the city; seats equal on all three share the
place.
"""

from __future__ import annotations

from pygames.core.game import Result
from pygames.core.messages import Fact, Msg
from pygames.core.ranking import TieBreak, figures, rank
from pygames.cupcake import board
from pygames.cupcake.state import State


def ranking_keys(state: State) -> list[tuple[int, int, int]]:
    return [
        (state.income[seat], len(state.served[seat]), board.shop_count(state, seat))
        for seat in range(state.players)
    ]


# CE50's tie-breaks, in order.
TIEBREAKS = (
    TieBreak("cupcake.tie.customers", "cupcake.score.tiebreak_customers", "CE50"),
    TieBreak("cupcake.tie.shops", "cupcake.score.tiebreak_shops", "CE50"),
)


def result(state: State) -> Result | None:
    """Income, then each seat's customers served and shops: as the tie-breaks they
    were for a seat level on income with another, else as plain figures."""
    if state.phase != "over":
        return None
    keys = ranking_keys(state)
    found, ties = rank(keys, TIEBREAKS)
    breakdown = []
    for seat, (income, customers, shops) in enumerate(keys):
        lines = [(Msg("cupcake.score.income"), income)]
        lines += figures(keys, TIEBREAKS, seat) or [
            (Fact("cupcake.score.customers", n=customers), 0),
            (Fact("cupcake.score.shops", n=shops), 0),
        ]
        breakdown.append(lines)
    return Result([key[0] for key in keys], found, breakdown, ties)
