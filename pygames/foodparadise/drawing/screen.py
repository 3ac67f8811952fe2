"""Food Paradise beside its board: the prompt, the panel of the decision in hand, every
player's recipe progress, the note under each name and the privacy screen's button.

The board (``draw.py``) offers every legal action too (corners, the die, landing
spaces, buy and decline, research and stay, the players to take a token from); the
panel repeats them as buttons built from the legal actions (objects), so nothing is
offered that the rules would refuse. When the bank has none of the ingredient on offer
and the buyer chooses whose token to take (FP11, rules version 2), the prompt says so
and the panel has a button per holder: its name, how many it holds, and the recipe it
is needed for when that player's face-up recipe needs it.
The panel shows the viewing seat's own price cards, each with its steps and where it
would land; never another seat's, and nothing private while the privacy screen
covers the device or for a spectator. Texts come from the catalogs (``say``); every
value passes through ``esc``; names come from ``Context.names``.
"""

from __future__ import annotations

from pygames.core.messages import Count, Fact, Msg, Player
from pygames.core.screen import Context, GameScreen, action_buttons, esc, say
from pygames.foodparadise.actions import Buy, Corner, Decline, PlayCard, Research, Roll, Stay
from pygames.foodparadise.drawing import refusals
from pygames.foodparadise.drawing.words import (
    ingredient_name,
    player_name,
    recipe_name,
    space_words,
)

# Laid out without the shell's style sheet (a game's own CSS would live in ui/style.css).
_ROW = "display:flex;flex-wrap:wrap;gap:8px;margin:6px 0"
_LIST = "list-style:none;padding:0;margin:0;display:grid;gap:6px"


def _button(action, words: str, label: str = "", classes: str = "") -> str:
    label = label or words
    return (
        f'<button type="button" class="{esc(classes)}" data-action="{esc(action)}" '
        f'aria-label="{esc(label)}" title="{esc(label)}">{esc(words)}</button>'
    )


def _icon(kind: str) -> str:
    """An ingredient's symbol (defined in the board's ``<defs>``) inside HTML."""
    return (
        f'<svg class="fp-icon" viewBox="0 0 40 40" width="22" height="22" aria-hidden="true">'
        f'<use href="#fp-{esc(kind)}"></use></svg>'
    )


def _landing(view: dict, steps: int) -> int | None:
    mover = view["seats"][view["mover"]]
    if mover["position"] is None:
        return None
    return (mover["position"] + steps) % len(view["spaces"])


def _hand(ctx: Context) -> str:
    """The viewing seat's price cards: buttons when it may play them, else a list."""
    view = ctx.view
    seat = ctx.seat
    if not isinstance(seat, int) or view["seats"][seat]["hand"] is None:
        return ""
    hand = view["seats"][seat]["hand"]
    playable = {a.price: a for a in ctx.legal if isinstance(a, PlayCard)}
    items = []
    for price in sorted(set(hand)):
        steps = price // 100
        copies = hand.count(price)
        many = f" ×{copies}" if copies > 1 else ""
        if price in playable:
            to = _landing(view, steps)
            words = say(
                "foodparadise.screen.card",
                price=price,
                steps=Count("foodparadise.count.steps", steps),
                number=to,
                space=space_words(view, to),
            )
            label = say(
                "foodparadise.board.land", price=price, steps=steps, space=space_words(view, to)
            )
            items.append(f"<li>{_button(playable[price], words + many, label, 'fp-card')}</li>")
        else:
            counted = Count("foodparadise.count.steps", steps)
            words = say("foodparadise.screen.card_held", price=price, steps=counted)
            items.append(f'<li class="fp-card held">{esc(words + many)}</li>')
    body = (
        f'<ul class="fp-hand-cards" style="{_LIST}">{"".join(items)}</ul>'
        if items
        else f'<p class="hint">{esc(say("foodparadise.screen.no_cards"))}</p>'
    )
    heading = esc(say("foodparadise.screen.hand"))
    return f'<section class="fp-hand" id="hand"><h2>{heading}</h2>{body}</section>'


def _offer_line(ctx: Context, key: str) -> str:
    """The ingredient on offer, its price and the viewer's cash."""
    offer = ctx.view["offer"]
    cash = ctx.view["seats"][ctx.seat]["cash"] if isinstance(ctx.seat, int) else 0
    kind = offer["ingredient"]
    words = say(key, kind=ingredient_name(kind), price=offer["price"], cash=cash)
    return f'<p class="fp-offer">{_icon(kind)} {esc(words)}</p>'


def _take_button(ctx: Context, action: Buy) -> str:
    """FP11: buy, taking the token from ``action.source``: who, how many it holds, and
    the recipe it is needed for when that player's face-up recipe needs it."""
    view = ctx.view
    offer = view["offer"]
    kind = offer["ingredient"]
    entry = view["seats"][action.source]
    name = player_name(ctx.names, action.source)
    count = entry["ingredients"][kind]
    recipe = view["recipes"][entry["recipe"]] if isinstance(entry["recipe"], int) else None
    if recipe is not None and kind in recipe["ingredients"]:
        words = say(
            "foodparadise.screen.buy_from_needed",
            price=offer["price"],
            name=name,
            count=count,
            recipe=recipe_name(recipe["key"]),
        )
    else:
        words = say("foodparadise.screen.buy_from", price=offer["price"], name=name, count=count)
    return _button(action, words, classes="fp-take")  # its words are its label


def _decision(ctx: Context) -> str:
    """Buttons for the actions that are not price cards."""
    view, legal = ctx.view, ctx.legal
    buttons = []
    lines = []
    for action in legal:
        if isinstance(action, Corner):
            space = view["corners"][action.corner - 1]["space"]
            words = say("foodparadise.screen.corner", corner=action.corner, space=space)
            label = say("foodparadise.board.choose_corner", corner=action.corner)
            buttons.append(_button(action, words, label, "fp-corner"))
        elif isinstance(action, Roll):
            buttons.append(_button(action, say("foodparadise.screen.roll"), classes="primary"))
        elif isinstance(action, Buy) and action.source is not None:
            if not lines:
                lines.append(_offer_line(ctx, "foodparadise.screen.take_offer"))
            buttons.append(_take_button(ctx, action))
        elif isinstance(action, Buy):
            offer = view["offer"]
            kind = offer["ingredient"]
            lines.append(_offer_line(ctx, "foodparadise.screen.offer"))
            words = say("foodparadise.screen.buy", price=offer["price"])
            label = say(
                "foodparadise.board.buy_label", kind=ingredient_name(kind), price=offer["price"]
            )
            buttons.append(_button(action, words, label, "primary"))
        elif isinstance(action, Decline):
            kind = view["offer"]["ingredient"]
            label = say("foodparadise.board.decline_label", kind=ingredient_name(kind))
            buttons.append(_button(action, say("foodparadise.screen.decline"), label))
        elif isinstance(action, Research):
            to = space_words(view, view["research"]["to"])
            words = say("foodparadise.screen.research", space=to)
            buttons.append(_button(action, words, classes="primary"))
        elif isinstance(action, Stay):
            label = say("foodparadise.board.stay_label")
            buttons.append(_button(action, say("foodparadise.screen.stay"), label))
    if not buttons:
        return ""
    return (
        "".join(lines) + f'<div class="actions fp-actions" style="{_ROW}">{"".join(buttons)}</div>'
    )


def _current_recipe(view: dict, entry: dict) -> str:
    number = entry["recipe"]
    if not isinstance(number, int):
        words = say("foodparadise.screen.no_recipe")
        return f'<li class="fp-recipe none">{esc(words)}</li>'
    recipe = view["recipes"][number]
    needs = recipe["ingredients"]
    held = entry["ingredients"]
    icons = "".join(
        f'<span class="fp-need held">{_icon(kind)}</span>'
        if held[kind]
        else f'<span class="fp-need" style="opacity:.35">{_icon(kind)}</span>'
        for kind in needs
    )
    words = say(
        "foodparadise.screen.recipe_line",
        recipe=recipe_name(recipe["key"]),
        have=sum(1 for kind in needs if held[kind] > 0),
        needs=say("foodparadise.screen.list_sep").join(ingredient_name(k) for k in needs),
    )
    return f'<li class="fp-recipe" data-recipe="{number}">{icons} {esc(words)}</li>'


def _progress(view: dict, entry: dict, names: list) -> str:
    """One player's public progress."""
    seat = entry["seat"]
    sep = say("foodparadise.screen.list_sep")
    none = say("foodparadise.screen.none")
    chain = entry["chain"]
    sign = say(f"foodparadise.chain.{chain['key']}")
    sign = chain["name"] if sign == chain["name"] else f"{chain['name']} {sign}"
    built = sep.join(recipe_name(view["recipes"][n]["key"]) for n in entry["built"])
    built_line = say("foodparadise.screen.built", n=len(entry["built"]), list=built or none)
    holding = sep.join(
        f"{ingredient_name(kind)} ×{count}" for kind, count in entry["ingredients"].items() if count
    )
    held = say("foodparadise.screen.holds", list=holding or none, cards=entry["price_cards"])
    return (
        f'<div class="fp-progress-of" data-seat="{seat}" data-built="{len(entry["built"])}">'
        f"<h3>{esc(player_name(names, seat))} · {esc(sign)}</h3>"
        f'<ul style="{_LIST}">{_current_recipe(view, entry)}'
        f'<li class="fp-built">{esc(built_line)}</li>'
        f'<li class="fp-holds">{esc(held)}</li></ul></div>'
    )


class FoodParadiseScreen(GameScreen):
    game_id = "foodparadise"

    def prompt(self, ctx: Context) -> str:
        view = ctx.view
        phase = view.get("phase")
        seats = view.get("to_move") or []
        seat = seats[0] if seats else ctx.seat
        name = ctx.names[seat] if isinstance(seat, int) and seat < len(ctx.names) else ctx.name
        if phase == "offer" and view.get("offer"):
            offer = view["offer"]
            if offer.get("take_from"):  # FP11: the bank has none, the buyer chooses
                holders = say("foodparadise.screen.list_sep").join(
                    player_name(ctx.names, other) for other in offer["take_from"]
                )
                return say(
                    "foodparadise.prompt.take",
                    name=name,
                    kind=ingredient_name(offer["ingredient"]),
                    price=offer["price"],
                    holders=holders,
                )
            return say(
                "foodparadise.prompt.offer",
                name=name,
                kind=ingredient_name(offer["ingredient"]),
                price=offer["price"],
            )
        if phase == "research":
            return say(
                "foodparadise.prompt.research", name=name, kind=ingredient_name(view["demand"])
            )
        if phase in ("corner", "move"):
            return say(f"foodparadise.prompt.{phase}", name=name)
        return super().prompt(ctx)

    def panel(self, ctx: Context) -> str:
        """The decision in hand and your price cards; nothing private when hidden or
        for a spectator."""
        if ctx.hidden:
            return ""
        known = (Corner, Roll, PlayCard, Buy, Decline, Research, Stay)
        strange = [a for a in ctx.legal if not isinstance(a, known)]
        parts = [_decision(ctx), _hand(ctx), action_buttons(strange)]
        parts = [part for part in parts if part]
        return f'<div class="fp-panel">{"".join(parts)}</div>' if parts else ""

    def side(self, ctx: Context) -> str:
        """Every player's recipes (public): the face-up one with what is held of it,
        the ones built, the ingredients and how many price cards."""
        rows = [_progress(ctx.view, entry, ctx.names) for entry in ctx.view.get("seats") or []]
        if not rows:
            return ""
        heading = esc(say("foodparadise.screen.progress"))
        return (
            f'<section class="fp-progress" id="recipes"><h2>{heading}</h2>{"".join(rows)}</section>'
        )

    def player_note(self, view: dict, seat: int) -> str:
        """Under a player's name: cash and recipes built (both public)."""
        seats = view.get("seats") or []
        if not 0 <= seat < len(seats):
            return ""
        entry = seats[seat]
        return esc(say("foodparadise.screen.note", cash=entry["cash"], n=len(entry["built"])))

    def score_lines(self, view: dict, seat: int) -> list | None:
        """What decides the winner so far: the recipes built, then the cash."""
        entry = (view.get("seats") or [])[seat]
        return [
            (Fact("foodparadise.score.recipes", n=len(entry["built"])), 0),
            (Fact("foodparadise.score.cash", cash=entry["cash"]), 0),
        ]

    def scored_marks(self, ctx: Context, seat: int) -> list[str]:
        """The seat's recipes built, on its part of the board."""
        return [f'.player[data-seat="{int(seat)}"] .built']

    def refusal(self, ctx: Context, place: dict[str, str]) -> Msg:
        """A click that plays nothing: the rules' refusal of the action it would mean (a
        corner, a price card's landing space, a player to take a token from), else what
        it is for and what the phase asks (``refusals``)."""
        return refusals.refusal(ctx, place) or super().refusal(ctx, place)

    def privacy_label(self, name: str, view: dict | None = None) -> str:
        """The privacy screen's button (several people share the device)."""
        return say("foodparadise.screen.show_cards", name=name)

    def hint_words(self, view: dict, action) -> Msg | None:
        """A roll in the words of its button (its event tells a roll not yet made)."""
        return Msg("foodparadise.screen.roll") if isinstance(action, Roll) else None

    def hint_reason(self, view: dict, action) -> Msg | None:
        """An ingredient bought (FP10): the face-up recipe's ingredients it completes
        or brings nearer (FP19), else the market's demand it meets (FP16)."""
        offer, seat = view.get("offer"), view.get("seat")
        seats = view.get("seats") or []
        if not isinstance(action, Buy) or not offer or seat is None or seat >= len(seats):
            return None
        me, kind = seats[seat], offer.get("ingredient")
        held = me.get("ingredients") or {}
        recipe = next(
            (r for r in view.get("recipes") or [] if r["number"] == me.get("recipe")), None
        )
        if recipe is not None and kind in recipe["ingredients"] and not held.get(kind):
            needed = set(recipe["ingredients"])
            have = sum(1 for k in needed if held.get(k) or k == kind)
            name = Msg(f"foodparadise.recipe.{recipe['key']}")
            if have == len(needed):
                return Msg("foodparadise.coach.recipe_all", who=Player(seat), recipe=name)
            return Count(
                "foodparadise.coach.recipe",
                have,
                who=Player(seat),
                recipe=name,
                kind=Msg(f"foodparadise.ingredient.{kind}"),
            )
        if kind == view.get("demand"):
            return Msg("foodparadise.coach.demand", kind=Msg(f"foodparadise.ingredient.{kind}"))
        return None


SCREEN = FoodParadiseScreen()
