"""This round's lots (dice, ingredient cards, the face-up recipe, the face-down event,
buyer and price), as many to a row as the column holds. The one clickable thing on the
table is here: the next lot's slot while the host may roll."""

from __future__ import annotations

import svg
from pygames.core.drawing.parts import group
from pygames.core.drawing.svgtext import attrs, title
from pygames.core.screen import say
from pygames.foodtycoon.data import COLOURS, RECIPE_INDEX, RECIPES, SIX
from pygames.foodtycoon.drawing.pieces import (
    BOX,
    BOX_EDGE,
    CARD,
    EVENT_BACK,
    GAP,
    INK,
    MUTED,
    NOW,
    box,
    ingredient_card,
    svg_text,
    use,
)
from pygames.foodtycoon.drawing.words import (
    event_name,
    fit,
    ingredient_name,
    lot_contents,
    player_name,
    recipe_name,
    text_width,
    wrap,
)


def _lot_status(view, index, lot, names, width: int) -> tuple[str, str]:
    """(status word, the line under it) of a lot; names are cut to fit ``width``."""
    status = lot["status"]
    if status == "sold":
        name = fit(player_name(names, lot["buyer"]), width // 2, 20)
        return say("foodtycoon.board.status.sold"), say(
            "foodtycoon.board.sold_to", name=name, price=lot["price"]
        )
    if status in ("unsold", "removed"):
        return say(f"foodtycoon.board.status.{status}"), ""
    if lot["pending"]:
        return say("foodtycoon.board.status.pending"), ""
    if view.get("lot") == index and view.get("auction"):
        auction = view["auction"]
        name = fit(player_name(names, auction["bidder"]), width // 2, 20)
        line = (
            say("foodtycoon.board.high", amount=auction["high"], name=name)
            if auction["bidder"] is not None
            else say("foodtycoon.board.no_bid")
        )
        return say("foodtycoon.board.status.now"), line
    order = view.get("order") or []
    ordered = order != list(range(len(order)))
    line = (
        say("foodtycoon.board.order", n=order.index(index) + 1)
        if index in order and ordered
        else ""
    )
    return say("foodtycoon.board.status.waiting"), line


def _lot(view, index, lot, x, y, w, h, names) -> svg.G:
    now = view.get("lot") == index and bool(view.get("auction"))
    gone = lot["status"] in ("unsold", "removed")
    word, line = _lot_status(view, index, lot, names, w - 24)
    parts: list[svg.Element] = [
        box(
            x,
            y,
            w,
            h,
            stroke=NOW if now else BOX_EDGE,
            width=6 if now else 2,
            fill="#eee8dc" if gone else BOX,
            dash=[10, 6] if gone else None,
        ),
        svg_text(x + 12, y + 30, say("foodtycoon.board.lot", n=index + 1), 24, weight=700),
    ]
    die = min(DIE, (w - 24 - 3 * 6) // 4)
    for n, face in enumerate(lot["dice"]):
        meaning = say("foodtycoon.board.six") if face == SIX else ingredient_name(face - 1)
        parts.append(
            svg.G(
                class_=["die"],
                elements=[
                    title(say("foodtycoon.board.die", face=face, meaning=meaning)),
                    use(f"ft-die-{face}", x + 12 + n * (die + 6), y + 40, die, die),
                ],
            )
        )
    kinds = [k for k, count in enumerate(lot["ingredients"]) if count]
    card_w = min(40, (w - 24 - 4 * 6) // 5)
    for n, kind in enumerate(kinds):
        parts += ingredient_card(
            kind, lot["ingredients"][kind], x + 12 + n * (card_w + 6), y + CARDS_Y, card_w
        )
    note = (
        say("foodtycoon.board.pending", n=lot["pending"])
        if lot["pending"]
        else ""
        if kinds
        else say("foodtycoon.board.no_ingredients")
    )
    if note:
        parts.append(
            svg_text(
                x + 12,
                y + CARDS_Y + 28 if not kinds else y + CARDS_Y + card_w * 50 // 36 + 18,
                fit(note, w - 24, 20),
                20,
                fill=MUTED,
            )
        )
    cy = y + RECIPE_Y
    if lot["recipe"]:
        parts += _recipe_card(lot["recipe"], x + 12, cy, w - 24)
    if lot["event"]:
        ey = cy + RECIPE_H + 6
        if lot["turned"]:
            parts += [
                svg.Rect(
                    x=x + 12,
                    y=ey,
                    width=w - 24,
                    height=34,
                    rx=6,
                    fill="#efeaf8",
                    stroke=EVENT_BACK,
                    stroke_width=2,
                ),
                svg_text(
                    x + 20,
                    ey + 24,
                    fit(event_name(lot["turned"]), w - 40, 20),
                    20,
                    fill=EVENT_BACK,
                    weight=700,
                ),
            ]
        else:
            parts += [
                use("ft-back-event", x + 12, ey, 24, 34),
                svg_text(
                    x + 44,
                    ey + 24,
                    fit(say("foodtycoon.board.event_card"), w - 56, 20),
                    20,
                    fill=EVENT_BACK,
                    weight=700,
                ),
            ]
    parts.append(
        svg_text(
            x + 12,
            y + h - 42,
            fit(word, w - 24, 20),
            20,
            weight=700,
            fill=NOW if now else MUTED,
            classes=["lot-status"],
        )
    )
    if line:
        parts.append(
            svg_text(
                x + 12,
                y + h - 14,
                fit(line, w - 24, 20),
                20,
                weight=700 if now else None,
                classes=["line"],
            )
        )
    label = say(
        "foodtycoon.board.lot_label",
        n=index + 1,
        contents=lot_contents(lot),
        status=say("foodtycoon.board.item_sep").join(p for p in (word, line) if p),
    )
    return group(
        label,
        parts,
        ["lot", lot["status"]] + (["now"] if now else []),
        {
            "lot": index + 1,
            "status": lot["status"],
            "buyer": lot["buyer"],
            "price": lot["price"] if lot["status"] == "sold" else None,
        },
    )


def _recipe_card(key: str, x: int, y: int, w: int) -> list[svg.Element]:
    """A lot's face-up recipe: its name (on two lines if need be) with its fame and its
    colour's initial beside it (the card is in that colour), then the cards it needs, a
    small picture of each."""
    recipe = RECIPES[RECIPE_INDEX[key]]
    colour = COLOURS[recipe.colour]
    fill, ink = CARD[colour]
    fame = f"★{recipe.fame}"
    letter = say(f"foodtycoon.colour_letter.{colour}")
    # The star is a full em wide on the screen (text_width counts it narrow).
    room = w - 16 - max(20 + text_width(recipe.fame, 20), text_width(letter, 20)) - 6
    lines = _name_lines(recipe_name(key), room, w - 16)
    # A long name without spaces takes the card's width: its fame goes down by the letter.
    wide = text_width(*lines[0]) > room
    parts: list[svg.Element] = [
        svg.Rect(x=x, y=y, width=w, height=RECIPE_H, rx=6, fill=fill, stroke=INK, stroke_width=1.5),
        svg_text(
            x + w - 8 - (text_width(letter, 20) + 10 if wide else 0),
            y + (46 if wide else 23),
            fame,
            20,
            fill=ink,
            anchor="end",
            weight=700,
        ),
        svg_text(x + w - 8, y + 46, letter, 20, fill=ink, anchor="end"),
    ]
    for n, (line, size) in enumerate(lines):
        parts.append(svg_text(x + 8, y + 23 + 23 * n, line, size, fill=ink, weight=700))
    cards = [kind for kind, n in enumerate(recipe.needs) for _ in range(n)]
    step = min(26, (w - 16) // max(len(cards), 1))
    for n, kind in enumerate(cards):
        parts.append(use(f"ft-need-{kind}", x + 8 + n * step, y + 53, 24, 21))
    return parts


def _name_lines(name: str, room: int, full: int) -> list[tuple[str, int]]:
    """A recipe's name as (line, font size): one line in ``room`` units, or two broken
    at a space; a name without spaces (Chinese, Japanese) is never broken inside a word
    but set on one line across the card (``full``), a little smaller if need be."""
    if text_width(name, 20) <= room:
        return [(name, 20)]
    if " " in name:
        return [(line, 20) for line in wrap(name, room, 20, 2)]
    size = max(16, min(20, 20 * full // text_width(name, 20)))
    return [(fit(name, full, size), size)]


def _empty_lot(index, x, y, w, h, rollable: bool) -> svg.G:
    label = say("foodtycoon.board.lot", n=index + 1)
    parts: list[svg.Element] = [
        box(
            x,
            y,
            w,
            h,
            fill="none" if not rollable else BOX,
            dash=[10, 6],
            stroke=MUTED if rollable else BOX_EDGE,
            width=3 if rollable else 2,
            classes=["hit"] if rollable else None,
        ),
        svg_text(x + 12, y + 30, label, 24, weight=700, fill=INK if rollable else MUTED),
    ]
    if not rollable:
        parts.append(
            svg_text(
                x + 12, y + 62, fit(say("foodtycoon.board.not_rolled"), w - 24, 20), 20, fill=MUTED
            )
        )
        return svg.G(class_=["lot", "empty"], data=attrs({"lot": index + 1}), elements=parts)
    parts += [
        use("ft-die-6", x + 12, y + 40, 40, 40),
        use("ft-die-3", x + 58, y + 40, 40, 40),
        svg_text(x + 12, y + 106, fit(say("foodtycoon.board.roll"), w - 24, 22), 22, weight=700),
    ]
    return svg.G(
        class_=["lot", "empty", "legal", "roll"],
        data=attrs({"action": "roll", "lot": index + 1}),
        tabindex=0,
        extra=attrs(
            {"role": "button", "aria-label": say("foodtycoon.board.roll_label", n=index + 1)}
        ),
        elements=[title(say("foodtycoon.board.roll_label", n=index + 1))] + parts,
    )


# The lots keep their places and sizes all game, so that the board never changes size
# or moves its parts between moves.
LOTS_H = 316
# Down a lot: the dice, the ingredient cards, the recipe card (this tall), the event.
DIE, CARDS_Y, RECIPE_Y, RECIPE_H = 36, 82, 136, 80
# A lot is at least this wide: fewer lots to a row in a narrow column.
LOT_MIN_W = 220


def lots_across(count: int, w: int) -> int:
    """How many lots stand in a row across ``w``."""
    return max(1, min(count, (w + GAP) // (LOT_MIN_W + GAP)))


def lots_height(count: int, w: int) -> int:
    rows = -(-count // lots_across(count, w))
    return rows * LOTS_H + (rows - 1) * GAP


def lots_count(view) -> int:
    return max(int(view["lots_per_round"]), len(view["lots"]))


def lots_section(view, frame, y, names, legal):
    """The lots, as many to a row as ``frame`` holds; taller when the frame gives them
    more height (``frame.h``)."""
    count = lots_count(view)
    across = lots_across(count, frame.w)
    w = (frame.w - GAP * (across - 1)) // across
    rows = -(-count // across)
    total = max(lots_height(count, frame.w), frame.h)
    h = (total - (rows - 1) * GAP) // rows
    parts = []
    for place, index in enumerate(_order(view, count, across)):
        row, col = divmod(place, across)
        x, top = frame.x + col * (w + GAP), y + row * (h + GAP)
        if index < len(view["lots"]):
            parts.append(_lot(view, index, view["lots"][index], x, top, w, h, names))
        else:
            rollable = bool(legal) and index == len(view["lots"])
            parts.append(_empty_lot(index, x, top, w, h, rollable))
    return parts, total


def _order(view, count: int, across: int) -> list[int]:
    """The lots in the order they stand: by number, but when they take more than one
    row (a phone's column) the lot being auctioned leads, in sight under the round."""
    lot = view.get("lot")
    if count <= across or not view.get("auction") or not isinstance(lot, int):
        return list(range(count))
    return [lot] + [index for index in range(count) if index != lot]
