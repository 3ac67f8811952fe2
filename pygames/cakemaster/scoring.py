"""Scoring Cake Master: a round's tasty points, customers and stars (CM13–CM21, solo
CM25/CM29), and the final result (CM22/CM23)."""

from __future__ import annotations

from pygames.cakemaster.data import (
    best_assignment,
    cake_tasty,
    rating_name,
    solo_rating,
    tasty_stars,
)
from pygames.cakemaster.state import State
from pygames.core.game import Result
from pygames.core.messages import Fact, Msg
from pygames.core.ranking import TieBreak, figures, rank

# CM23: a tie goes to more tasty points in round 3.
TIEBREAKS = (TieBreak("cakemaster.tie.tasty", "cakemaster.score.tiebreak_tasty", "CM23"),)


def score_round(state: State) -> None:
    """CM13–CM20 (solo: CM25, CM29), then CM21: customers and cards are discarded."""
    solo = state.players == 1
    served = [best_assignment(cakes, state.customers) for cakes in state.cakes]
    cake_points = [[None if solo else cake_tasty(cake) for cake in cakes] for cakes in state.cakes]
    totals = [0 if solo else sum(points) for points in cake_points]
    from_tasty = [0] * state.players if solo else tasty_stars(totals)
    from_customers = [sum(c is not None for c in row) for row in served]
    for seat in range(state.players):
        state.stars[seat] += from_tasty[seat] + from_customers[seat]
    state.rounds.append(
        {
            "round": state.round,
            "customers": list(state.customers),
            "cakes": [[list(cake) for cake in cakes] for cakes in state.cakes],
            "cake_tasty": cake_points,
            "tasty": totals,
            "tasty_stars": from_tasty,
            "customer_stars": from_customers,
            "served": served,
        }
    )
    if solo:  # CM29: only the customers met leave
        gone = [c for c in state.customers if c in served[0]]
    else:
        gone = list(state.customers)
    state.customer_discard += gone
    state.customers = [c for c in state.customers if c not in gone]


def result(state: State) -> Result | None:
    """CM22/CM23: most stars; ties broken by round 3's tasty points (a seat level on
    stars lists them as its tie-break); still tied, a shared place. Solo: the stars
    and this edition's rating."""
    if state.phase != "over":
        return None
    breakdown = [[] for _ in range(state.players)]
    for summary in state.rounds:
        number = summary["round"]
        for seat in range(state.players):
            if state.players > 1:
                tasty = Msg("cakemaster.score.tasty", round=number, points=summary["tasty"][seat])
                breakdown[seat].append((tasty, summary["tasty_stars"][seat]))
            served = Msg("cakemaster.score.customers", round=number)
            breakdown[seat].append((served, summary["customer_stars"][seat]))
    if state.players == 1:
        rating = rating_name(solo_rating(state.stars[0]))
        breakdown[0].append((Fact("cakemaster.score.rating", rating=rating), 0))
        return Result(list(state.stars), [1], breakdown)
    keys = list(zip(state.stars, state.rounds[-1]["tasty"]))
    found, ties = rank(keys, TIEBREAKS)
    for seat in range(state.players):
        breakdown[seat] += figures(keys, TIEBREAKS, seat)
    return Result(list(state.stars), found, breakdown, ties)
