"""The middle of the board: the face-up market demand, the two decks, the bank's
ingredients, and the decision of the moment (``decision``: the die to roll, the
ingredient on offer with buy and decline, research or stay, the winner). Each part
fills its box of the layout (``layout``); no word is smaller than ``F`` units."""

from __future__ import annotations

import svg
from pygames.core.drawing.parts import group
from pygames.core.messages import Count
from pygames.core.screen import say
from pygames.foodparadise.drawing.decision import decision, fitted
from pygames.foodparadise.drawing.layout import F, Layout, Rect
from pygames.foodparadise.drawing.pieces import (
    BOX_EDGE,
    INK,
    MUTED,
    box,
    icon,
    svg_text,
    use,
)
from pygames.foodparadise.drawing.words import (
    bold,
    counts_words,
    fit,
    ingredient_name,
    text_width,
    wrap,
)


def _demand(view, r: Rect) -> svg.G:
    """The market demand: what the market wants (its symbol and name) and how many
    demand cards are left."""
    kind = view["demand"]
    x, y, w, h = r.x, r.y, r.w, r.h
    label = say("foodparadise.board.demand_card", kind=ingredient_name(kind))
    lines = wrap(say("foodparadise.board.market_wants"), bold(w - 52), F, 2)
    row = y + 14 + 22 * len(lines)
    parts = [
        box(x, y, w, h, stroke=INK, width=3),
        use("fp-market", x + 8, y + 8, 32, 32),
        *[svg_text(x + 46, y + 28 + n * 22, line, F, weight=700) for n, line in enumerate(lines)],
        icon(kind, x + 10, row, 48),
        fitted(ingredient_name(kind), x + 66, row + 24, bold(w - 76)),
        svg_text(
            x + 10,
            y + h - 10,
            fit(say("foodparadise.board.demand_deck", n=view["demand_deck"]), w - 16, F),
            F,
            fill=MUTED,
        ),
    ]
    return group(label, parts, ["demand-card"], {"ingredient": kind, "deck": view["demand_deck"]})


def _price_deck(view, r: Rect) -> svg.G:
    """The price cards left: a card's back, the count and the words, one under another
    in a narrow box, side by side in a low one."""
    x, y, w, h = r.x, r.y, r.w, r.h
    count = view["price_deck"]
    label = say("foodparadise.board.price_deck", n=Count("foodparadise.count.cards", count))
    back = use("fp-card", x + 10, y + (h - 48) // 2, 48, 48, opacity=None if count else 0.3)
    words = say("foodparadise.board.price_cards")
    if h < 100:  # low: side by side
        parts = [
            back,
            svg_text(x + 66, y + h // 2 + 12, count, 32, weight=700),
            svg_text(x + 120, y + h // 2 + 7, fit(words, w - 130, F), F, fill=MUTED),
        ]
    else:
        lines = wrap(words, w - 10, F, 2)
        parts = [
            use("fp-card", x + (w - 48) // 2, y + 8, 48, 48, opacity=None if count else 0.3),
            svg_text(x + w // 2, y + 90, count, 32, anchor="middle", weight=700),
            *[
                svg_text(
                    x + w // 2,
                    y + h - 10 - (len(lines) - 1 - n) * 22,
                    line,
                    F,
                    fill=MUTED,
                    anchor="middle",
                )
                for n, line in enumerate(lines)
            ],
        ]
    return group(label, [box(x, y, w, h), *parts], ["deck", "price-deck"], {"count": count})


def _bank(view, r: Rect) -> svg.G:
    """The bank's tokens: a row (or two) of symbols with their counts."""
    supply = view["supply"]
    label = say("foodparadise.board.supply_label", list=counts_words(supply))
    title = say("foodparadise.board.supply")
    rows = 1 if r.h < 90 else 2
    # one row: the title at its left; two: the title above them
    head = min(text_width(title, 22) * 7 // 6 + 24, 150) if rows == 1 else 10
    top = r.y if rows == 1 else r.y + 30
    per_row = -(-len(supply) // rows)
    slot = (r.w - head) // per_row
    row_h = (r.y + r.h - top) // rows
    parts: list[svg.Element] = [
        box(r.x, r.y, r.w, r.h, fill="#fffdf7", stroke=BOX_EDGE),
        svg_text(
            r.x + 10,
            r.y + (r.h // 2 + 8 if rows == 1 else 26),
            fit(title, bold(r.w - 20) if rows == 2 else head - 20, 22),
            22,
            weight=700,
        ),
    ]
    size = min(40, row_h - 6, slot - 30)
    for n, (kind, count) in enumerate(supply.items()):
        row, col = divmod(n, per_row)
        sx = r.x + head + col * slot
        sy = top + row * row_h + (row_h - size) // 2
        parts += [
            icon(kind, sx, sy, size, faded=not count),
            svg_text(
                sx + size + 4,
                sy + size // 2 + 9,
                count,
                24,
                weight=700,
                fill=INK if count else MUTED,
            ),
        ]
    return group(label, parts, ["supply"], {kind: count for kind, count in supply.items()})


def centre(view: dict, names: list, legal: list, lay: Layout) -> list[svg.Element]:
    return [
        _demand(view, lay.demand),
        _price_deck(view, lay.deck),
        svg.G(class_=["decision", view["phase"]], elements=decision(view, names, legal, lay)),
        _bank(view, lay.bank),
    ]
