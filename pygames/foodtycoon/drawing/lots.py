"""This round's lots (dice, ingredient cards, the face-up recipe, the face-down event,
buyer and price) and the bids for the lot being auctioned. The one clickable thing on
the table is here: the next lot's slot while the host may roll."""

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
    seat_marker,
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
    die = min(44, (w - 24 - 3 * 6) // 4)
    for n, face in enumerate(lot["dice"]):
        meaning = say("foodtycoon.board.six") if face == SIX else ingredient_name(face - 1)
        parts.append(
            svg.G(
                class_=["die"],
                elements=[
                    title(say("foodtycoon.board.die", face=face, meaning=meaning)),
                    use(f"ft-die-{face}", x + 12 + n * (die + 6), y + 42, die, die),
                ],
            )
        )
    kinds = [k for k, count in enumerate(lot["ingredients"]) if count]
    card_w = min(40, (w - 24 - 4 * 6) // 5)
    for n, kind in enumerate(kinds):
        parts += ingredient_card(
            kind, lot["ingredients"][kind], x + 12 + n * (card_w + 6), y + 94, card_w
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
                y + 124 if not kinds else y + 94 + card_w * 50 // 36 + 18,
                fit(note, w - 24, 20),
                20,
                fill=MUTED,
            )
        )
    cy = y + 158
    if lot["recipe"]:
        parts += _recipe_card(lot["recipe"], x + 12, cy, w - 24)
    if lot["event"]:
        ey = cy + 62
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
    """A lot's face-up recipe: its name and fame, then the cards it needs, a small
    picture of each, and its colour's initial (the card is in that colour)."""
    recipe = RECIPES[RECIPE_INDEX[key]]
    colour = COLOURS[recipe.colour]
    fill, ink = CARD[colour]
    fame = f"★{recipe.fame}"
    parts: list[svg.Element] = [
        svg.Rect(x=x, y=y, width=w, height=56, rx=6, fill=fill, stroke=INK, stroke_width=1.5),
        svg_text(x + 8, y + 23, fit(recipe_name(key), w - 56, 20), 20, fill=ink, weight=700),
        svg_text(x + w - 8, y + 23, fame, 20, fill=ink, anchor="end", weight=700),
        svg_text(
            x + w - 8, y + 48, say(f"foodtycoon.colour_letter.{colour}"), 20, fill=ink, anchor="end"
        ),
    ]
    cards = [kind for kind, n in enumerate(recipe.needs) for _ in range(n)]
    step = min(26, (w - 40) // max(len(cards), 1))
    for n, kind in enumerate(cards):
        parts.append(use(f"ft-need-{kind}", x + 8 + n * step, y + 30, 24, 21))
    return parts


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
        use("ft-die-6", x + 12, y + 42, 40, 40),
        use("ft-die-3", x + 58, y + 42, 40, 40),
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


# The lots and the bids keep their places and sizes all game (room for two rows of bids),
# so that the board never changes size or moves its parts between moves.
LOTS_H = 316
BIDS_H = 138
BID_ROWS = 2
CHIP_H, CHIP_R = 38, 16
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
    count = lots_count(view)
    across = lots_across(count, frame.w)
    w = (frame.w - GAP * (across - 1)) // across
    h = LOTS_H
    parts = []
    for index in range(count):
        row, col = divmod(index, across)
        x, top = frame.x + col * (w + GAP), y + row * (h + GAP)
        if index < len(view["lots"]):
            parts.append(_lot(view, index, view["lots"][index], x, top, w, h, names))
        else:
            rollable = bool(legal) and index == len(view["lots"])
            parts.append(_empty_lot(index, x, top, w, h, rollable))
    return parts, lots_height(count, frame.w)


def bids_section(view, frame, y, names, legal):
    auction = view.get("auction")
    if not auction or view.get("lot") is None:
        caption = say("foodtycoon.board.no_auction")
        return [
            box(frame.x, y, frame.w, BIDS_H, fill="none", stroke=BOX_EDGE, dash=[10, 6]),
            svg_text(frame.x + 14, y + 30, fit(caption, frame.w - 28, 20), 20, fill=MUTED),
        ], BIDS_H
    head = say("foodtycoon.board.bids", n=view["lot"] + 1)
    high = (
        say(
            "foodtycoon.board.high",
            amount=auction["high"],
            name=player_name(names, auction["bidder"]),
        )
        if auction["bidder"] is not None
        else say("foodtycoon.board.no_bid")
    )
    parts: list[svg.Element] = [
        svg_text(
            frame.x + 14,
            y + 30,
            fit(head + say("foodtycoon.board.item_sep") + high, frame.w - 28, 22),
            22,
            weight=700,
            classes=["high"],
        )
    ]
    for chip in _placed(_chips(auction["bids"], names, len(auction["bids"]), frame), frame, y):
        parts.append(_chip(*chip))
    return [box(frame.x, y, frame.w, BIDS_H, stroke=NOW, width=3), *parts], BIDS_H


def _chips(entries, names, total: int, frame) -> list[tuple]:
    """The chips of the latest bids that fit in the box's rows, oldest first, after one
    saying how many earlier bids are left out."""
    for shown in range(min(len(entries), 18), 0, -1):
        chips = []
        if total > shown:
            chips.append((None, say("foodtycoon.board.earlier", n=total - shown), "earlier"))
        chips += [_entry(seat, amount, forced, names) for seat, amount, forced in entries[-shown:]]
        if _rows(chips, frame) <= BID_ROWS:
            return chips
    return [(None, say("foodtycoon.board.earlier", n=total), "earlier")] if total else []


def _entry(seat, amount, forced, names) -> tuple:
    name = fit(player_name(names, seat), 150, 20)
    if amount is not None:
        return seat, say("foodtycoon.board.bid_entry", name=name, amount=amount), "bid"
    key = "foodtycoon.board." + ("forced_entry" if forced else "pass_entry")
    return seat, say(key, name=name), "forced" if forced else "pass"


def _width(seat, label) -> int:
    return text_width(label, 20) + (2 * CHIP_R + 24 if seat is not None else 22)


def _rows(chips, frame) -> int:
    return len({cy for *_, cy in _placed(chips, frame, 0)})


def _placed(chips, frame, y) -> list[tuple]:
    """Each chip with its place, in rows across the box."""
    placed = []
    cx, cy = frame.x + 14, y + 46
    for seat, label, kind in chips:
        w = _width(seat, label)
        if cx + w > frame.right - 14 and cx > frame.x + 14:
            cx, cy = frame.x + 14, cy + CHIP_H + 6
        placed.append((seat, label, kind, cx, cy))
        cx += w + 8
    return placed


def _chip(seat, label, kind, cx, cy) -> svg.G:
    element: list[svg.Element] = [
        svg.Rect(
            x=cx,
            y=cy,
            width=_width(seat, label),
            height=CHIP_H,
            rx=CHIP_H // 2,
            fill=BOX if kind == "bid" else "#eee8dc",
            stroke=INK if kind == "bid" else BOX_EDGE,
            stroke_width=2,
            stroke_dasharray=[5, 4] if kind == "forced" else None,
        )
    ]
    if seat is not None:
        element += seat_marker(seat, cx + 4 + CHIP_R, cy + CHIP_H // 2, CHIP_R)
    element.append(
        svg_text(
            cx + (2 * CHIP_R + 12 if seat is not None else 10),
            cy + CHIP_H // 2 + 7,
            label,
            20,
            weight=700 if kind == "bid" else None,
            fill=INK if kind == "bid" else MUTED,
        )
    )
    return svg.G(class_=["bid", kind], elements=element)
