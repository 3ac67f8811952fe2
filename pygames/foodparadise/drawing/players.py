"""Each player in the middle of the board: the chain's sign (as printed, and
translated), the name, the cash, the ingredients held, the price cards (how many; the
prices only in the viewing seat's own view), the face-up recipe with what it needs and
what is held of it, and the recipes built.

FP11 (rules version 2): when the buyer chooses whose token to take, each holder it may
take from is a button (``data-action`` "buy from P"), outlined and badged "take it"
over its sign, so the choice is made on the player it is taken from."""

from __future__ import annotations

import svg
from pygames.core.drawing.parts import clickable, group
from pygames.core.screen import say
from pygames.foodparadise.actions import Buy
from pygames.foodparadise.drawing.centre import INNER, LEFT, PLAYERS_TOP
from pygames.foodparadise.drawing.pieces import (
    BOX_EDGE,
    CHAIN_COLOURS,
    CORNER,
    GREY,
    HIGHLIGHT,
    MUTED,
    NOW,
    SIZE,
    box,
    icon,
    svg_text,
    token,
    use,
)
from pygames.foodparadise.drawing.words import (
    chain_name,
    counts_words,
    fit,
    ingredient_name,
    player_name,
    recipe_name,
    text_width,
)

GAP = 10
WIN_RECIPES = 4


def _prices(hand: list[int]) -> str:
    """ "200 700×2 900": a hand's prices, equal cards counted."""
    return " ".join(
        f"{price:,}" + (f"×{hand.count(price)}" if hand.count(price) > 1 else "")
        for price in sorted(set(hand))
    )


def _recipe(view: dict, number) -> dict | None:
    return view["recipes"][number] if isinstance(number, int) else None


def _label(view, entry, names) -> str:
    seat = entry["seat"]
    recipe = _recipe(view, entry["recipe"])
    built = [recipe_name(view["recipes"][n]["key"]) for n in entry["built"]]
    sep = say("foodparadise.board.list_sep")
    hand = entry["hand"]
    cards = (
        say("foodparadise.board.your_cards", list=sep.join(f"{p:,}" for p in hand))
        if hand is not None
        else say("foodparadise.board.cards", n=entry["price_cards"])
    )
    return say(
        "foodparadise.board.player_label",
        name=player_name(names, seat),
        chain=f"{entry['chain']['name']} {chain_name(entry['chain'])}",
        cash=entry["cash"],
        ingredients=counts_words(entry["ingredients"]),
        cards=cards,
        recipe=recipe_name(recipe["key"]) if recipe else say("foodparadise.board.no_recipe"),
        built=sep.join(built) or say("foodparadise.board.none"),
    )


TAKE_BADGE = 116  # the width of the "take it" badge over a holder's sign


def _player(view, entry, names, x, y, w, h, *, badge: int = 0) -> svg.G:
    """One player's box; ``badge`` is the width kept free at the right of its sign."""
    seat = entry["seat"]
    chain = entry["chain"]
    fill, ink = CHAIN_COLOURS.get(chain["colour"], GREY)
    acting = seat in view["to_move"]
    parts: list[svg.Element] = [
        box(x, y, w, h, stroke=NOW if acting else BOX_EDGE, width=5 if acting else 2),
        svg.Rect(x=x + 2, y=y + 2, width=w - 4, height=36, rx=8, fill=fill),
        *token(seat, chain["colour"], x + 22, y + 20, 13),
        svg_text(x + 42, y + 28, chain["name"], 21, fill=ink, weight=700),
    ]
    translated = chain_name(chain)
    if translated != chain["name"]:
        left = x + 48 + len(chain["name"]) * 21
        room = x + w - 10 - badge - left
        parts.append(svg_text(left, y + 27, fit(translated, room, 15), 15, fill=ink))
    cash = say("foodparadise.board.cash", cash=entry["cash"])
    name = fit(player_name(names, seat), w - 56 - text_width(cash, 19), 18)  # bold runs wide
    parts += [
        svg_text(x + 10, y + 62, name, 18, weight=700),
        svg_text(
            x + w - 10,
            y + 62,
            cash,
            19,
            anchor="end",
            weight=700,
            classes=["cash"],
        ),
    ]
    slot = (w - 12) // 8
    for n, (kind, count) in enumerate(entry["ingredients"].items()):
        sx = x + 6 + n * slot
        parts += [icon(kind, sx, y + 72, 28, faded=not count)]
        if count:
            parts.append(svg_text(sx + slot - 4, y + 106, count, 15, anchor="end", weight=700))
    hand = entry["hand"]
    parts.append(use("fp-card", x + 6, y + 110, 26, 26))
    cards = (
        say("foodparadise.board.hand", list=_prices(hand) or "—")
        if hand is not None
        else say("foodparadise.board.cards", n=entry["price_cards"])
    )
    parts.append(svg_text(x + 36, y + 130, fit(cards, w - 44, 16), 16, classes=["cards"]))
    recipe = _recipe(view, entry["recipe"])
    if recipe is not None:
        needs = recipe["ingredients"]
        words = recipe_name(recipe["key"])
        parts.append(svg_text(x + 10, y + 158, fit(words, w - 130, 17), 17, weight=700))
        for n, kind in enumerate(needs):
            held = entry["ingredients"][kind] > 0
            ix = x + w - 112 + n * 36
            parts.append(icon(kind, ix, y + 140, 30, faded=not held))
            if held:
                parts.append(
                    svg_text(ix + 30, y + 172, "✓", 15, fill="#1d7a33", anchor="end", weight=700)
                )
        if entry["pile"]:
            parts.append(
                svg_text(
                    x + 10,
                    y + 176,
                    fit(say("foodparadise.board.pile", n=entry["pile"]), w - 130, 13),
                    13,
                    fill=MUTED,
                )
            )
    else:
        parts.append(svg_text(x + 10, y + 162, say("foodparadise.board.no_recipe"), 16, fill=MUTED))
    built = say("foodparadise.board.list_sep").join(
        recipe_name(view["recipes"][number]["key"]) for number in entry["built"]
    )
    line = say("foodparadise.board.built", n=len(entry["built"]), of=WIN_RECIPES, list=built or "—")
    parts.append(svg_text(x + 10, y + h - 8, fit(line, w - 20, 15), 15, classes=["built"]))
    return group(
        _label(view, entry, names),
        parts,
        ["player"] + (["to-move"] if acting else []),
        {
            "seat": seat,
            "cash": entry["cash"],
            "cards": entry["price_cards"],
            "built": len(entry["built"]),
            "chain": chain["key"],
        },
    )


def _take(view, entry, names, action: Buy, box_parts: svg.G, x, y, w, h) -> svg.G:
    """FP11: a holder to take the offered token from, as a button over its box."""
    offer = view["offer"]
    kind = offer["ingredient"]
    name = player_name(names, entry["seat"])
    label = say(
        "foodparadise.board.take_label",
        kind=ingredient_name(kind),
        price=offer["price"],
        name=name,
        count=entry["ingredients"][kind],
    )
    bx = x + w - TAKE_BADGE - 6
    return clickable(
        action,
        label,
        [
            box_parts,
            svg.Rect(
                x=x - 4,
                y=y - 4,
                width=w + 8,
                height=h + 8,
                rx=12,
                stroke=HIGHLIGHT,
                stroke_width=5,
                class_=["hit"],
            ),
            svg.Rect(x=bx, y=y + 6, width=TAKE_BADGE, height=28, rx=14, fill=HIGHLIGHT),
            icon(kind, bx + 3, y + 8, 24),
            svg_text(
                bx + 30 + (TAKE_BADGE - 34) // 2,
                y + 26,
                fit(say("foodparadise.board.take_here"), TAKE_BADGE - 38, 16),
                16,
                fill="#ffffff",
                anchor="middle",
                weight=700,
            ),
        ],
        ["take"],
        {"seat": entry["seat"]},
    )


def players(view: dict, names: list, legal=()) -> list[svg.Element]:
    w = (INNER - GAP) // 2
    h = (SIZE - CORNER - 14 - PLAYERS_TOP - GAP) // 2
    takes = {a.source: a for a in legal if isinstance(a, Buy) and a.source is not None}
    parts = []
    for entry in view["seats"]:
        row, col = divmod(entry["seat"], 2)
        x, y = LEFT + col * (w + GAP), PLAYERS_TOP + row * (h + GAP)
        action = takes.get(entry["seat"])
        if action is None:
            parts.append(_player(view, entry, names, x, y, w, h))
        else:
            drawn = _player(view, entry, names, x, y, w, h, badge=TAKE_BADGE + 6)
            parts.append(_take(view, entry, names, action, drawn, x, y, w, h))
    return parts
