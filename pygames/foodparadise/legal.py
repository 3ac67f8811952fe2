"""What Food Paradise allows: the legal actions of the seat deciding (``legal_actions``)
and the refusal of any other (``check``, an ``IllegalAction`` naming its rule).

Each phase accepts its own actions (``PHASES``): the corner at set-up (FP03), the
move (roll or play a price card, FP08), the offer (buy or decline, FP10; at rules
version 2, when the bank has none and two or more others hold some, the buy names
whose token it takes, FP11) and research (research or stay, FP17).
"""

from __future__ import annotations

from pygames.core.errors import IllegalAction
from pygames.core.messages import Player
from pygames.core.phases import Phase, PhaseTable
from pygames.foodparadise import turn
from pygames.foodparadise.actions import (
    Buy,
    Corner,
    Decline,
    PlayCard,
    Research,
    Roll,
    Stay,
)
from pygames.foodparadise.data import CORNER_SPACES, ingredient_msg
from pygames.foodparadise.state import State

PHASES = PhaseTable(
    *(
        Phase(
            name,
            kinds,
            rule,
            prompt=f"foodparadise.prompt.{name}",
            waiting=f"foodparadise.now.{name}",
        )
        for name, kinds, rule in (
            ("corner", (Corner,), "FP03"),
            ("move", (Roll, PlayCard), "FP08"),
            ("offer", (Buy, Decline), "FP10"),
            ("research", (Research, Stay), "FP17"),
        )
    )
)


def legal_actions(state: State, seat: int) -> list:
    """The actions of ``seat``, the seat deciding now (``GAME.to_move``)."""
    phase = state.phase
    if phase == "corner":
        return [Corner(c + 1) for c in range(len(CORNER_SPACES)) if c not in state.corners]
    if phase == "move":
        return [Roll()] + [PlayCard(price) for price in sorted(set(state.hands[seat]))]
    if phase == "offer":
        choices = turn.take_choices(state, seat, state.offer_kind)
        buys = [Buy(source) for source in choices] if choices else [Buy()]
        return [*buys, Decline()]
    return [Research(), Stay()]


def check(state: State, seat: int, action) -> None:
    PHASES.check(state.phase, action)
    if isinstance(action, Corner) and action.corner - 1 in state.corners:
        owner = state.corners.index(action.corner - 1)
        raise IllegalAction(
            "foodparadise.corner_taken", "FP03", corner=action.corner, who=Player(owner)
        )
    if isinstance(action, PlayCard) and action.price not in state.hands[seat]:
        raise IllegalAction("foodparadise.no_such_card", "FP08", price=action.price)
    if isinstance(action, Buy):
        _check_take(state, seat, action.source)


def _check_take(state: State, seat: int, source: int | None) -> None:
    """FP11: a buy names whose token it takes exactly when there is a choice (rules
    version 2, the bank out of it, two or more other holders), and then one of them."""
    kind = ingredient_msg(state.offer_kind)
    choices = turn.take_choices(state, seat, state.offer_kind)
    if source is None:
        if choices:
            raise IllegalAction("foodparadise.take_whom", "FP11", kind=kind)
        return
    if state.rules_version < 2:
        raise IllegalAction("foodparadise.take_v1", "FP11", kind=kind)
    if source == seat:
        raise IllegalAction("foodparadise.take_own", "FP11", kind=kind)
    if not 0 <= source < state.players:
        raise IllegalAction("foodparadise.take_nobody", "FP11", n=source + 1)
    if state.supply[state.offer_kind]:
        raise IllegalAction("foodparadise.take_bank_has", "FP11", kind=kind)
    if not state.holdings[source][state.offer_kind]:
        raise IllegalAction("foodparadise.take_none_held", "FP11", who=Player(source), kind=kind)
    if source not in choices:  # the only other holder: nothing to choose
        raise IllegalAction("foodparadise.take_only", "FP11", who=Player(source), kind=kind)
