"""What Cake Master allows: who is to choose or place (``to_move``), the legal actions
of a seat (``legal_actions``) and the refusal of any other (``check``: an
``IllegalAction`` naming its rule). Nothing here changes the state.

Drafting choices are simultaneous: every seat still to choose is to move, and a seat
that has placed all its cards waits for the others.
"""

from __future__ import annotations

from pygames.cakemaster.actions import Discard, Draft, Exchange, Give, Place, Return
from pygames.cakemaster.data import CAKES, QUARTERS, SOLO_EXCHANGES
from pygames.cakemaster.state import State, mode_of
from pygames.core.errors import IllegalAction
from pygames.core.messages import Count
from pygames.core.phases import Phase, PhaseTable

# Per phase: the action it takes, the rule, what to do (said when another comes) and
# the prompt of the seats to act.
PHASES = PhaseTable(
    *(
        Phase(
            name,
            (kind,),
            rule,
            prompt=f"cakemaster.prompt.{name}",
            waiting=f"cakemaster.now.{name}",
        )
        for name, kind, rule in (
            ("draft", Draft, "CM05"),
            ("give", Give, "CM24"),
            ("return", Return, "CM24"),
            ("discard", Discard, "CM27"),
            ("place", Place, "CM06"),
        )
    )
)


def to_move(state: State) -> tuple[int, ...]:
    if state.phase == "over":
        return ()
    if state.phase == "place":
        return tuple(s for s in range(state.players) if state.hands[s])
    return tuple(s for s in range(state.players) if state.choices[s] is None)


def legal_actions(state: State, seat: int) -> list:
    if seat not in to_move(state):
        return []
    hand = state.hands[seat]
    phase = state.phase
    if phase == "place":
        actions = [
            Place(k, c + 1, q + 1)
            for k in hand
            for c in range(CAKES)
            for q in range(QUARTERS)
            if state.cakes[seat][c][q] is None
        ]
    elif phase == "draft":
        actions = [Draft(k, l, r) for k in hand for l in hand for r in hand if len({k, l, r}) == 3]
    elif phase == "give":
        actions = [Give(k, tuple(sorted(c for c in hand if c != k))) for k in hand]
    elif phase == "return":
        got = [c for c in hand if c != state.kept[seat]]
        actions = [Return(got[0], got[1]), Return(got[1], got[0])]
    else:
        actions = [Discard(k) for k in hand]
    if state.exchanges_left and state.deck and phase in ("discard", "place"):
        actions += [Exchange(k) for k in hand]
    return actions


def legal_actions_of_hand(state: State, seat: int) -> list:
    """The choices ``seat``'s hand allows in this phase, whether or not it has chosen."""
    saved, state.choices[seat] = state.choices[seat], None
    try:
        return legal_actions(state, seat)
    finally:
        state.choices[seat] = saved


def check(state: State, seat: int, action) -> None:
    hand = state.hands[seat]
    kind = type(action)
    if kind is Exchange:
        if mode_of(state.players) != "solo":
            raise IllegalAction("cakemaster.exchange_solo", "CM28")
        if not state.exchanges_left:
            exchanges = Count("cakemaster.count.exchanges", SOLO_EXCHANGES)
            raise IllegalAction("cakemaster.exchanges_used", "CM28", n=exchanges)
        if state.phase not in ("discard", "place"):
            raise IllegalAction("cakemaster.exchange_no_cards", "CM28")
        _in_hand(hand, action.card, "CM28")
        return
    PHASES.check(state.phase, action)
    rule = PHASES[state.phase].rule
    if kind is Place:
        _in_hand(hand, action.card, rule)
        if state.cakes[seat][action.cake - 1][action.quarter - 1] is not None:
            raise IllegalAction(
                "cakemaster.quarter_taken", "CM11", quarter=action.quarter, cake=action.cake
            )
    elif kind is Return:
        got = [c for c in hand if c != state.kept[seat]]
        for number in (action.keep, action.back):
            if number not in got:
                raise IllegalAction("cakemaster.not_given", rule, card=number)
        if action.keep == action.back:
            raise IllegalAction("cakemaster.keep_one_return_other", rule)
    else:
        cards = [action.card] if kind is Discard else action.cards()
        for number in cards:
            _in_hand(hand, number, rule)
        if len(set(cards)) != len(cards):
            raise IllegalAction("cakemaster.three_different", rule)


def _in_hand(hand: list[int], number: int, rule: str) -> None:
    if number not in hand:
        raise IllegalAction("cakemaster.not_in_hand", rule, card=number)
