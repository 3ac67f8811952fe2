"""Why a click on Food Paradise's board plays nothing now, in one sentence of the game
(``FoodParadiseScreen.refusal``).

A place that names an action gets the rules' own refusal of the nearest action
(``legal.check`` on a position made from the seat's view, ``views.determinize``: the
real state is never touched): a corner at set-up (FP03), a space of the loop in the
move as the price card that would land there (FP08), another player in an offer as
taking the token from them (FP11), a ``data-action`` no longer offered as itself. The
rest (the die, a recipe, the market demand, the bank, the price deck, a decoration)
says what it is for and what the phase asks now (``foodparadise.now.<phase>``).
"""

from __future__ import annotations

from pygames.core.errors import IllegalAction
from pygames.core.messages import Count, Msg, Player
from pygames.core.rng import Rng
from pygames.foodparadise import legal
from pygames.foodparadise.actions import Buy, Corner, PlayCard, parse
from pygames.foodparadise.data import PRICE_CARDS, RESEARCH_STEPS
from pygames.foodparadise.views import determinize

DIE_STEPS = range(1, 5)
CARD_STEPS = range(min(PRICE_CARDS) // 100, max(PRICE_CARDS) // 100 + 1)


def _number(place: dict, key: str) -> int | None:
    value = str(place.get(key, ""))
    return int(value) if value.isdigit() and len(value) <= 3 else None


def now(view: dict) -> Msg | None:
    """What the phase asks, in the game's words; None when no phase asks anything."""
    phase = view.get("phase")
    return Msg(f"foodparadise.now.{phase}") if phase in legal.PHASES else None


def engine_says(ctx, action) -> Msg | None:
    """The rules' refusal of ``action`` for the seat of ``ctx`` (None: it is legal),
    checked on a copy made from the view."""
    if action in ctx.legal:
        return None
    seat = ctx.seat
    state = determinize(ctx.view, seat, Rng(0))
    try:
        legal.check(state, seat, action)
    except IllegalAction as exc:
        return _named(exc.message, ctx.names)
    return None


def _named(msg: Msg, names: list) -> Msg:
    """``msg`` with the players it names by seat (``Player``) named as at the table."""
    if type(msg) is not Msg:
        return msg
    params = {
        key: names[value.seat]
        if isinstance(value, Player) and 0 <= value.seat < len(names)
        else value
        for key, value in msg.params.items()
    }
    return Msg(msg.key, **params)


def _space(ctx, number: int) -> Msg | None:
    """A space of the loop: a corner at set-up, a price card's landing in the move,
    research's target."""
    view = ctx.view
    if not 0 <= number < len(view.get("spaces") or []):
        return None
    phase, space = view["phase"], view["spaces"][number]
    if phase == "corner":
        if space["kind"] != "corner":
            return Msg("foodparadise.refusal.not_corner", number=number)
        return engine_says(ctx, Corner(space["corner"]))
    if phase == "research" and view.get("research"):
        return Msg(
            "foodparadise.refusal.research",
            steps=Count("foodparadise.count.spaces", RESEARCH_STEPS),
            to=view["research"]["to"],
        )
    if phase != "move":
        return None
    position = view["seats"][ctx.seat]["position"]
    if position is None:
        return None
    steps = (number - position) % len(view["spaces"])
    if steps == 0:
        return Msg("foodparadise.refusal.here", number=number)
    if steps in CARD_STEPS:
        return engine_says(ctx, PlayCard(steps * 100))
    if steps in DIE_STEPS:
        return Msg("foodparadise.refusal.die_only", number=number)
    return Msg(
        "foodparadise.refusal.too_far",
        number=number,
        steps=Count("foodparadise.count.spaces", steps),
        low=CARD_STEPS.start,
        high=CARD_STEPS.stop - 1,
    )


def _seat(ctx, seat: int) -> Msg | None:
    """Another player (their part of the board, their progress, their token) in an
    offer: taking the token from them (FP11)."""
    if ctx.view["phase"] != "offer" or not 0 <= seat < len(ctx.view["seats"]):
        return None
    return engine_says(ctx, Buy(seat))


def _thing(view: dict, key: str, place: dict, asks: Msg) -> Msg | None:
    """A part of the board that is no action: what it is for, then what the phase asks."""
    if key == "recipe":
        number = _number(place, "recipe")
        recipes = view.get("recipes") or []
        if number is not None and number < len(recipes):
            name = Msg(f"foodparadise.recipe.{recipes[number]['key']}")
            return Msg("foodparadise.refusal.recipe", recipe=name, now=asks)
    if key == "value":
        which = "die" if view["phase"] == "move" else "die_rolled"
        return Msg(f"foodparadise.refusal.{which}", now=asks)
    if key == "deck" and view.get("demand"):
        kind = Msg(f"foodparadise.ingredient.{view['demand']}")
        return Msg("foodparadise.refusal.demand", kind=kind, now=asks)
    if key == "count":
        return Msg("foodparadise.refusal.price_deck", now=asks)
    if key == "beef":
        return Msg("foodparadise.refusal.supply", now=asks)
    return None


def refusal(ctx, place: dict[str, str]) -> Msg | None:
    """Why a click at ``place`` (data attributes, the clicked element's first) plays
    nothing for the seat of ``ctx``, which may act; None: the screen's default. The
    first attribute that says something decides (a recipe before the player it is in,
    a token's player in an offer, else the space it stands on)."""
    view = ctx.view
    asks = now(view)
    if asks is None or not isinstance(ctx.seat, int):
        return None
    for key in place:
        why = None
        if key == "action":
            try:
                action = parse(place["action"])
            except IllegalAction:
                continue
            return engine_says(ctx, action) or asks
        if key == "seat":
            seat = _number(place, "seat")
            why = None if seat is None else _seat(ctx, seat)
        elif key == "space":
            space = _number(place, "space")
            why = None if space is None else _space(ctx, space)
        else:
            why = _thing(view, key, place, asks)
        if why is not None:
            return why
    return asks
