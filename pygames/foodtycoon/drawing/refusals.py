"""Why a click on Food Tycoon's table plays nothing now, in one sentence of the game
(``FoodTycoonScreen.refusal``).

The table offers one move itself (the next lot's roll); every other decision is made
beside it. A click on a lot means the move that lot is for: in the auction a bid for it
(the rules' own refusal when the bid can't be made: not enough money), at the cooking
step its recipe cooked (the rules' refusal: no such recipe in hand, ingredients
lacking, cooked already), else it says what that lot waits for and what to do now. A
player's part of the table says whose it is and what to do now; anything else (the
supply, the fame track, the bids, the header) the decision's prompt. The rules are
asked on a state rebuilt from the seat's view (``views.determinize``, a fixed seed:
the checks read only what the seat sees), so nothing of the game changes.
"""

from __future__ import annotations

from pygames.core.errors import IllegalAction
from pygames.core.messages import Count, Msg
from pygames.core.rng import Rng
from pygames.foodtycoon import legal
from pygames.foodtycoon.actions import Bid, Cook, parse
from pygames.foodtycoon.data import RECIPE_INDEX
from pygames.foodtycoon.views import determinize


def engine_refusal(view: dict, seat, action) -> Msg | None:
    """The rules' refusal of ``action`` by ``seat`` at the position of ``view`` (its
    sentence, without the rule id), or None when the rules allow it."""
    if not isinstance(seat, int):
        return None
    data = dict(view, hand=list(view.get("hand") or []))
    state = determinize(data, seat, Rng(0))
    try:
        legal.check(state, seat, action)
    except IllegalAction as exc:
        return exc.message
    return None


def now(view: dict) -> Msg:
    """What the decision asks, as the second half of a refusal (no name)."""
    phase = view.get("phase")
    lots = view.get("lots") or []
    if phase == "roll":
        return Msg("foodtycoon.refusal.now.roll", lot=len(lots) + 1)
    if phase == "pick" and lots:
        cards = Count("foodtycoon.count.free_cards", lots[-1]["pending"])
        return Msg("foodtycoon.refusal.now.pick", n=cards, lot=len(lots))
    if phase == "auction" and isinstance(view.get("lot"), int):
        return Msg("foodtycoon.refusal.now.auction", lot=view["lot"] + 1)
    return Msg(f"foodtycoon.refusal.now.{phase}")


def because(why: Msg, view: dict) -> Msg:
    return Msg("foodtycoon.refusal.because", why=why, now=now(view))


def refusal(ctx, place: dict[str, str], name_of, prompt) -> Msg:
    """The sentence for a click at ``place`` (data attributes, the nearest first);
    ``name_of(seat)`` a seat's name, ``prompt()`` the decision's prompt as a Msg."""
    view = ctx.view
    if view.get("phase") not in legal.PHASES:
        return prompt()
    text = place.get("action", "")
    if text:
        try:
            found = engine_refusal(view, ctx.seat, parse(text))
        except IllegalAction as exc:  # no move of this game
            found = exc.message
        if found is not None:
            return found
    lot = place.get("lot", "")
    if lot.isdigit() and int(lot) >= 1:
        return _lot(ctx, int(lot) - 1, name_of)
    seat = place.get("seat", place.get("owner", ""))
    if seat.isdigit() and int(seat) < int(view.get("players") or 0):
        return because(
            _seat(ctx, int(seat), "fame" in place and "money" not in place, name_of), view
        )
    return prompt()


def _seat(ctx, seat: int, on_track: bool, name_of) -> Msg:
    """What a player's part of the table (or marker on the fame track) shows."""
    own = "own" if seat == ctx.seat else "other"
    if on_track:
        fame = (ctx.view.get("fame") or [0] * (seat + 1))[seat]
        target = ctx.view.get("target")
        return Msg(
            f"foodtycoon.refusal.why.fame_{own}", name=name_of(seat), fame=fame, target=target
        )
    return Msg(f"foodtycoon.refusal.why.{own}_seat", name=name_of(seat))


def _lot(ctx, index: int, name_of) -> Msg:
    view = ctx.view
    phase, lots = view.get("phase"), view.get("lots") or []
    if index >= len(lots):  # a slot not rolled yet
        if phase == "roll" and index > len(lots):
            why = Msg("foodtycoon.refusal.why.roll_later", n=index + 1, next=len(lots) + 1)
        else:
            why = Msg("foodtycoon.refusal.why.not_rolled", n=index + 1)
        return because(why, view)
    lot = lots[index]
    status = lot.get("status")
    if phase == "auction" and view.get("lot") == index and view.get("auction"):
        high = view["auction"]["high"]
        found = engine_refusal(view, ctx.seat, Bid(high + 1))
        if found is not None:
            return found
        money = (view.get("money") or [])[ctx.seat]
        if high:
            return Msg("foodtycoon.refusal.bid_here", lot=index + 1, high=high, money=money)
        return Msg("foodtycoon.refusal.bid_here_first", lot=index + 1, money=money)
    if phase == "cook" and lot.get("recipe") in RECIPE_INDEX:
        recipe = RECIPE_INDEX[lot["recipe"]]
        found = engine_refusal(view, ctx.seat, Cook(recipe))
        if found is not None:
            return found
        return Msg("foodtycoon.refusal.cook_here", recipe=Msg(f"foodtycoon.recipe.{lot['recipe']}"))
    if status == "sold":
        why = Msg(
            "foodtycoon.refusal.why.sold",
            n=index + 1,
            name=name_of(lot["buyer"]),
            price=lot["price"],
        )
    elif status in ("unsold", "removed"):
        why = Msg(f"foodtycoon.refusal.why.{status}", n=index + 1)
    elif phase == "auction" and isinstance(view.get("lot"), int):
        why = Msg("foodtycoon.refusal.why.after", n=index + 1, now=view["lot"] + 1)
    elif phase == "pick" and index == len(lots) - 1 and lot.get("pending"):
        cards = Count("foodtycoon.count.free_cards", lot["pending"])
        return Msg("foodtycoon.refusal.pick_here", n=cards, lot=index + 1)
    elif phase == "order":
        return Msg("foodtycoon.refusal.order_here", n=index + 1)
    elif phase == "roll":
        why = Msg("foodtycoon.refusal.why.rolled", n=index + 1)
    else:
        why = Msg("foodtycoon.refusal.why.waiting", n=index + 1)
    return because(why, view)
