"""Each player in the middle of the board: the chain's sign (as printed, and
translated), the name, the cash, the ingredients held, the price cards (how many; the
prices only in the viewing seat's own view), the face-up recipe with what it needs and
what is held of it, and the recipes built; each in its box of the layout (side by side
on a wide board, one under another on a tall one).

FP11 (rules version 2): when the buyer chooses whose token to take, each holder it may
take from is a button (``data-action`` "buy from P"), outlined and badged "take it"
over its sign, so the choice is made on the player it is taken from."""

from __future__ import annotations

import svg
from pygames.core.drawing.parts import clickable, group
from pygames.core.screen import say
from pygames.foodparadise.actions import Buy
from pygames.foodparadise.drawing.layout import TOKEN, F, Layout, Rect
from pygames.foodparadise.drawing.pieces import (
    BOX_EDGE,
    CHAIN_COLOURS,
    GREY,
    HIGHLIGHT,
    MUTED,
    NOW,
    box,
    icon,
    svg_text,
    token,
    use,
)
from pygames.foodparadise.drawing.words import (
    bold,
    chain_name,
    counts_words,
    fit,
    ingredient_name,
    player_name,
    recipe_name,
    text_width,
    wrap,
)

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


TAKE_BADGE = 150  # the width of the "take it" badge over a holder's sign
ICON = 32


def _held(entry, x, y, w) -> tuple[list[svg.Element], int]:
    """The ingredients held, each a symbol and its count, in rows of ``w``; and the
    height they took (nothing held: a dash)."""
    held = [(kind, count) for kind, count in entry["ingredients"].items() if count]
    if not held:
        return [svg_text(x, y + 24, "—", F, fill=MUTED)], 32
    slot = ICON + 20
    per_row = max(1, w // slot)
    parts: list[svg.Element] = []
    for n, (kind, count) in enumerate(held):
        row, col = divmod(n, per_row)
        sx, sy = x + col * slot, y + row * (ICON + 6)
        parts += [
            icon(kind, sx, sy, ICON),
            svg_text(sx + ICON + 3, sy + ICON - 6, count, F, weight=700),
        ]
    rows = -(-len(held) // per_row)
    return parts, rows * (ICON + 6)


def _recipe_part(view, entry, x, y, w, room) -> tuple[list[svg.Element], int]:
    """The face-up recipe: what it needs (held ones ticked) and its name; under it,
    how many recipes are still face down when there is room."""
    recipe = _recipe(view, entry["recipe"])
    if recipe is None:
        return [
            svg_text(x, y + 22, fit(say("foodparadise.board.no_recipe"), w, F), F, fill=MUTED)
        ], 30
    parts: list[svg.Element] = []
    for n, kind in enumerate(recipe["ingredients"]):
        held = entry["ingredients"][kind] > 0
        ix = x + n * (ICON + 14)
        parts.append(icon(kind, ix, y, ICON, faded=not held))
        if held:
            parts.append(
                svg_text(
                    ix + ICON + 12, y + ICON - 4, "✓", F, fill="#1d7a33", anchor="end", weight=700
                )
            )
    count = max(1, min(3, (room - ICON - 6) // 24))
    lines = wrap(recipe_name(recipe["key"]), bold(w), F, count)
    parts += [
        svg_text(x, y + ICON + 22 + n * 24, line, F, weight=700) for n, line in enumerate(lines)
    ]
    used = ICON + 6 + 24 * len(lines)
    if entry["pile"] and room - used >= 28:
        parts.append(
            svg_text(
                x,
                y + used + 22,
                fit(say("foodparadise.board.pile", n=entry["pile"]), w, F),
                F,
                fill=MUTED,
            )
        )
        used += 28
    return parts, used


def _card_lines(words: str, hand, width: int) -> list[str]:
    """The price cards in one line, or two: the words, then the prices (never a price
    broken between lines)."""
    if text_width(words, F) <= width or hand is None:
        return wrap(words, width, F, 2)
    label = say("foodparadise.board.hand", list="").strip()
    return [fit(label, width, F), fit(_prices(hand), width, F)]


def _player(view, entry, names, r: Rect, *, badge: int = 0) -> svg.G:
    """One player's box; ``badge`` is the width kept free at the right of its sign."""
    x, y, w, h = r.x, r.y, r.w, r.h
    seat = entry["seat"]
    chain = entry["chain"]
    fill, ink = CHAIN_COLOURS.get(chain["colour"], GREY)
    acting = seat in view["to_move"]
    parts: list[svg.Element] = [
        box(x, y, w, h, stroke=NOW if acting else BOX_EDGE, width=5 if acting else 2),
        svg.Rect(x=x + 2, y=y + 2, width=w - 4, height=38, rx=8, fill=fill),
        *token(seat, chain["colour"], x + 24, y + 21, TOKEN),
        svg_text(x + 48, y + 30, chain["name"], 24, fill=ink, weight=700),
    ]
    translated = chain_name(chain)
    left = x + 56 + text_width(chain["name"], 24)
    room = x + w - 10 - badge - left
    if translated != chain["name"] and text_width(translated, F) <= room:  # whole or not at all
        parts.append(svg_text(left, y + 30, translated, F, fill=ink))
    cash = say("foodparadise.board.cash", cash=entry["cash"])
    room = w - 30 - text_width(cash, F) * 7 // 6
    name = fit(player_name(names, seat), bold(room), 22)
    parts += [
        svg_text(x + 10, y + 64, name, 22, weight=700),
        svg_text(x + w - 10, y + 64, cash, F, anchor="end", weight=700, classes=["cash"]),
    ]
    held, tall = _held(entry, x + 8, y + 72, w - 16)
    parts += held
    top = y + 72 + tall + 2
    hand = entry["hand"]
    cards = (
        say("foodparadise.board.hand", list=_prices(hand) or "—")
        if hand is not None
        else say("foodparadise.board.cards", n=entry["price_cards"])
    )
    lines = _card_lines(cards, hand, w - 52)
    parts.append(use("fp-card", x + 8, top + 2, 30, 30))
    parts += [
        svg_text(x + 44, top + 23 + n * 24, line, F, classes=["cards"])
        for n, line in enumerate(lines)
    ]
    top += 24 * len(lines) + 8
    # the recipes built, along the bottom: on two lines when the recipe keeps its room
    built = say("foodparadise.board.list_sep").join(
        recipe_name(view["recipes"][number]["key"]) for number in entry["built"]
    )
    line = say("foodparadise.board.built", n=len(entry["built"]), of=WIN_RECIPES, list=built or "—")
    built = wrap(line, w - 20, F, 2)
    if y + h - 32 - 24 * len(built) - top < ICON + 6 + 48:
        built = [fit(line, w - 20, F)]
    recipe, _ = _recipe_part(view, entry, x + 10, top, w - 20, y + h - 8 - 24 * len(built) - top)
    parts += recipe
    parts += [
        svg_text(x + 10, y + h - 10 - (len(built) - 1 - n) * 24, line, F, classes=["built"])
        for n, line in enumerate(built)
    ]
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


def _take(view, entry, names, action: Buy, box_parts: svg.G, r: Rect) -> svg.G:
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
    x, y, w, h = r.x, r.y, r.w, r.h
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
            svg.Rect(x=bx, y=y + 5, width=TAKE_BADGE, height=34, rx=17, fill=HIGHLIGHT),
            icon(kind, bx + 3, y + 7, 30),
            svg_text(
                bx + 36 + (TAKE_BADGE - 40) // 2,
                y + 29,
                fit(say("foodparadise.board.take_here"), TAKE_BADGE - 44, F),
                F,
                fill="#ffffff",
                anchor="middle",
                weight=700,
            ),
        ],
        ["take"],
        {"seat": entry["seat"]},
    )


def players(view: dict, names: list, legal, lay: Layout) -> list[svg.Element]:
    """Every player in its box of the layout; FP11's holders as buttons."""
    takes = {a.source: a for a in legal if isinstance(a, Buy) and a.source is not None}
    parts = []
    for entry, r in zip(view["seats"], lay.players):
        action = takes.get(entry["seat"])
        if action is None:
            parts.append(_player(view, entry, names, r))
        else:
            drawn = _player(view, entry, names, r, badge=TAKE_BADGE + 6)
            parts.append(_take(view, entry, names, action, drawn, r))
    return parts
