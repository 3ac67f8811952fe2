"""Why a Cupcake Empire move lost (``core.review``): one sentence from the mover's view.

``reason(question)`` plays the move played and the best found on the same positions
dealt from the view (``question.deal``), each followed by the rest of the mover's turn
as the search plays it (``search_policy.finish_turn``), and says the first of these
that the best does and the move played does not, on every deal looked at:

- a goal in play met this turn (CE19: 6 income);
- a customer served this turn (CE30: sales rise by the customer's value);
- more income this turn (the income step, discs, goals; less what was given back);
- production and sales raised more (what the income step pays in the turns to come);
- or, on the move itself: ``done`` with parts of the action left unused, ``end`` with
  a menu item left unmade, income given back (a paid move, a rest, an idea bought)
  for a turn that earns less.

The best move is named in the log's words when every deal says it alike
(``core.review.move_words``). None when nothing concrete is found (the generic
sentence follows).
"""

from __future__ import annotations

from dataclasses import dataclass

from pygames.core.errors import IllegalAction
from pygames.core.messages import Count, Msg
from pygames.core.review import move_words
from pygames.cupcake.actions import BuyIdea, Done, EndTurn, MakeMenu, PayMove, Rest
from pygames.cupcake.data import (
    GOAL_INCOME,
    IDEA_PRICE,
    MOVE_PRICE,
    REST_INCOME_COST,
    base_msg,
    frosting_msg,
    menu_gain,
)
from pygames.cupcake.search_policy import finish_turn

DEALS = (1, 2)  # the positions each move is played on (the same ones for both)


@dataclass(frozen=True)
class Turn:
    """What the mover's turn made, from the position before the move to its end."""

    goals: frozenset
    served: int
    income: int
    growth: int  # production and sales raised


def turn_after(question, action, k: int) -> Turn | None:
    """The mover's turn on deal ``k``: the action, then the rest as the search plays it."""
    seat, position = question.seat, question.deal(k)
    goals, served = set(position.goals_met[seat]), len(position.served[seat])
    income = position.income[seat]
    growth = position.production[seat] + position.sales[seat]
    try:
        question.game.apply(position, seat, action)
    except IllegalAction:
        return None
    finish_turn(question.game, position, seat)
    return Turn(
        frozenset(position.goals_met[seat]) - goals,
        len(position.served[seat]) - served,
        position.income[seat] - income,
        position.production[seat] + position.sales[seat] - growth,
    )


def reason(question) -> Msg | None:
    played, best = question.played, question.best
    turns = [(turn_after(question, played, k), turn_after(question, best, k)) for k in DEALS]
    if any(mine is None or theirs is None for mine, theirs in turns):
        return None
    words = {"best": move_words(question, best)}
    goals = frozenset.intersection(*(theirs.goals - mine.goals for mine, theirs in turns))
    if goals:
        gain = Count("cupcake.unit", GOAL_INCOME)
        return Msg("cupcake.review.goal", goal=min(goals), gain=gain, **words)
    if all(theirs.served > mine.served for mine, theirs in turns):
        return Msg("cupcake.review.customer", **words)
    on_move = _on_the_move(question, played, best, turns)
    if on_move is not None:
        return on_move
    more = min(theirs.income - mine.income for mine, theirs in turns)
    if more >= 1:
        return Msg("cupcake.review.income", more=Count("cupcake.unit", more), **words)
    grown = min(theirs.growth - mine.growth for mine, theirs in turns)
    if grown >= 1:
        return Msg(
            "cupcake.review.growth", steps=Count("cupcake.count.track_steps", grown), **words
        )
    return None


def _on_the_move(question, played, best, turns) -> Msg | None:
    """What the move played itself gives up: parts left, a menu item, income paid."""
    turn = question.view["turn"]
    if isinstance(played, Done) and turn and turn["parts"]:
        left = len(turn["parts"])
        return Msg("cupcake.review.done_early", parts=Count("cupcake.count.parts", left))
    if isinstance(played, EndTurn) and isinstance(best, MakeMenu):
        return Msg(
            "cupcake.review.menu_left",
            base=base_msg(best.base),
            frosting=frosting_msg(best.frosting),
            gain=menu_gain(best.base, best.frosting),
        )
    paid = _paid(played)
    if paid and all(theirs.income > mine.income for mine, theirs in turns):
        given = Count("cupcake.unit", paid)
        return Msg("cupcake.review.paid", paid=given, best=move_words(question, best))
    return None


def _paid(action) -> int:
    """The income an action gives back (CE44, CE47, CE48), 0 for the others."""
    if isinstance(action, PayMove):
        return MOVE_PRICE
    if isinstance(action, BuyIdea):
        return IDEA_PRICE
    if isinstance(action, Rest) and action.pay == "income":
        return REST_INCOME_COST * len(action.dice)
    return 0
