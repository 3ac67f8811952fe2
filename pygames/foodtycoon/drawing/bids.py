"""The bids for the lot being auctioned: the high bid, then the latest bids as chips
(who, how much, a pass or a forced pass) in the box's two rows (more where presenter
mode gives the box more height), a first chip counting the earlier ones."""

from __future__ import annotations

import svg
from pygames.core.screen import say
from pygames.foodtycoon.drawing.pieces import (
    BOX,
    BOX_EDGE,
    INK,
    MUTED,
    NOW,
    box,
    seat_marker,
    svg_text,
)
from pygames.foodtycoon.drawing.words import fit, player_name, text_width, wrap

# The box keeps its size all game: room for two rows of chips; in a narrow box the
# high bid goes on a line of its own, and three rows.
CHIP_H, CHIP_R = 38, 16
NARROW = 600


def bid_rows(w: int) -> int:
    return 2 if w >= NARROW else 3


def _chips_top(w: int) -> int:
    return 46 if w >= NARROW else 73


def bids_height(w: int) -> int:
    return _chips_top(w) + bid_rows(w) * (CHIP_H + 6) + 4


def _height(frame) -> int:
    """The box's height: its own, or more when the frame gives it more (``frame.h``)."""
    return max(bids_height(frame.w), frame.h)


def _rows_held(frame) -> int:
    """Rows of chips the box holds: more when it is given more height."""
    return (_height(frame) - _chips_top(frame.w) - 4) // (CHIP_H + 6)


def bids_section(view, frame, y, names, legal):
    auction = view.get("auction")
    if not auction or view.get("lot") is None:
        caption = wrap(say("foodtycoon.board.no_auction"), frame.w - 28, 20, 3)
        return [
            box(
                frame.x,
                y,
                frame.w,
                _height(frame),
                fill="none",
                stroke=BOX_EDGE,
                dash=[10, 6],
            ),
            *[
                svg_text(frame.x + 14, y + 30 + 27 * n, line, 20, fill=MUTED)
                for n, line in enumerate(caption)
            ],
        ], _height(frame)
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
    lines = [head + say("foodtycoon.board.item_sep") + high]
    if frame.w < NARROW:
        lines = [head, high]
    parts: list[svg.Element] = [
        svg_text(
            frame.x + 14,
            y + 30 + 27 * n,
            fit(line, frame.w - 28, 22),
            22,
            weight=700,
            classes=["high"],
        )
        for n, line in enumerate(lines)
    ]
    for chip in _placed(_chips(auction["bids"], names, len(auction["bids"]), frame), frame, y):
        parts.append(_chip(*chip))
    height = _height(frame)
    return [box(frame.x, y, frame.w, height, stroke=NOW, width=3), *parts], height


def _chips(entries, names, total: int, frame) -> list[tuple]:
    """The chips of the latest bids that fit in the box's rows, oldest first, after one
    saying how many earlier bids are left out."""
    for shown in range(min(len(entries), 40), 0, -1):
        chips = []
        if total > shown:
            chips.append((None, say("foodtycoon.board.earlier", n=total - shown), "earlier"))
        chips += [_entry(seat, amount, forced, names) for seat, amount, forced in entries[-shown:]]
        if _rows(chips, frame) <= _rows_held(frame):
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
    cx, cy = frame.x + 14, y + _chips_top(frame.w)
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
