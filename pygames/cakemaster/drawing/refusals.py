"""Why a click on Cake Master's table plays nothing (``CakeMasterScreen.refusal``).

A click on a card or a quarter stands for the action it would mean now: a card in a
cake for keeping it (or discarding it), a quarter for placing the card chosen there.
The rules say why that action is refused (``legal.check``, asked of the seat's view
and changing nothing); the sentence says it in the game's words, each card named as
the screen shows it (``CardWords``), each quarter by where it is on the cake. A click
on anything else (a customer, another player's name, the table) says what the
decision asks (its prompt).
"""

from __future__ import annotations

from types import SimpleNamespace

from pygames.cakemaster.actions import CHOICES, Discard, Draft, Give, Place, Return, parse_or_none
from pygames.cakemaster.legal import check
from pygames.core.errors import IllegalAction
from pygames.core.messages import Msg
from pygames.core.screen import Context

# The engine's refusals the screen words itself (the others: the decision's prompt).
_NOT_HELD = ("cakemaster.not_in_hand", "cakemaster.not_given")


def _number(value) -> int | None:
    text = str(value or "")
    return int(text) if text.isdigit() else None


def _rules_view(view: dict, seat: int) -> SimpleNamespace:
    """What ``legal.check`` reads of a seat's position, taken from its view."""
    return SimpleNamespace(
        players=int(view.get("players") or 0),
        phase=view.get("phase"),
        hands={seat: list(view.get("hand") or [])},
        cakes={seat: view["cakes"][seat]},
        kept={seat: view.get("kept")},
        exchanges_left=view.get("exchanges_left"),
        deck=view.get("deck"),
    )


def refused(view: dict, seat: int, action) -> IllegalAction | None:
    """The rules' refusal of ``action`` by ``seat`` now, or None (they accept it)."""
    try:
        check(_rules_view(view, seat), seat, action)
    except IllegalAction as exc:
        return exc
    return None


def keeping(view: dict, number: int):
    """The choice of this phase that keeps (or discards) card ``number``."""
    phase = view.get("phase")
    others = [n for n in view.get("hand") or [] if n != number][:2]
    if phase == "discard":
        return Discard(number)
    if len(others) < 2 and phase != "return":
        return None
    if phase == "draft":
        return Draft(number, others[0], others[1])
    if phase == "give":
        return Give(number, tuple(sorted(others)))
    if phase == "return" and others:
        return Return(number, others[0])
    return None


def _where(view: dict, seat: int, cake: int, number: int) -> int | None:
    """The quarter of ``seat``'s cake ``cake`` that holds card ``number``."""
    try:
        return list(view["cakes"][seat][cake - 1]).index(number) + 1
    except (KeyError, IndexError, TypeError, ValueError):
        return None


def nearest(ctx: Context, place: dict[str, str], chosen: int | None):
    """The action a click at ``place`` would mean now, else None."""
    view, me = ctx.view, ctx.seat
    action = parse_or_none(place.get("action", ""))
    if action is not None:
        return action
    seat, cake = _number(place.get("seat")), _number(place.get("cake"))
    quarter = place.get("quarter", "").split(".")
    number = _number(place.get("card"))
    if view.get("phase") == "place":
        if seat != me or cake is None or chosen is None:
            return None
        if len(quarter) == 2 and all(part.isdigit() for part in quarter):
            return Place(chosen, int(quarter[0]), int(quarter[1]))
        spot = _where(view, seat, cake, number) if number is not None else None
        return Place(chosen, cake, spot) if spot else None
    if number is not None:
        return keeping(view, number)
    hand = view.get("hand") or []
    card = chosen if chosen is not None else (hand[0] if hand else None)
    if len(quarter) == 2 and card is not None:
        return Place(card, _number(quarter[0]) or 1, _number(quarter[1]) or 1)
    return None


def why(ctx: Context, place: dict[str, str], chosen: int | None, words, prompt: Msg) -> Msg:
    """The one sentence a click at ``place`` says: the rules' refusal of the action it
    would mean, in the game's words, else what the decision asks (``prompt``).
    ``chosen``: the card the seat has chosen (to place); ``words(number)``: a card
    named as the screen shows it."""
    view, me = ctx.view, ctx.seat
    phase = view.get("phase")
    seat = _number(place.get("seat"))
    owner = ctx.names[seat] if seat is not None and seat < len(ctx.names) else ""
    number = _number(place.get("card"))
    theirs = seat is not None and seat != me
    if phase == "place" and theirs and chosen is not None and "cake" in place:
        return Msg("cakemaster.refusal.other_cake", name=owner, card=words(chosen), rule="CM06")
    action = nearest(ctx, place, chosen)
    exc = refused(view, me, action) if action is not None and me is not None else None
    if exc is None:
        return prompt
    key = exc.message.key
    if key == "cakemaster.quarter_taken" and isinstance(action, Place):
        held = view["cakes"][me][action.cake - 1][action.quarter - 1]
        return Msg(
            "cakemaster.refusal.taken",
            where=Msg(f"cakemaster.where.{action.quarter}"),
            cake=action.cake,
            card=words(held),
            rule=exc.rule,
        )
    if key in _NOT_HELD and number is not None and isinstance(action, (*CHOICES, Discard)):
        if theirs:
            return Msg(
                "cakemaster.refusal.in_cake_other", card=words(number), name=owner, rule=exc.rule
            )
        return Msg("cakemaster.refusal.in_cake_own", card=words(number), rule=exc.rule)
    if isinstance(action, Place) and phase in ("draft", "give", "return", "discard"):
        return Msg(f"cakemaster.refusal.phase.{phase}", rule=exc.rule)
    return prompt
