"""The fame track: a lane per player from 0 up to the fame that ends the game, each
player's marker at its fame and the number beside it. Across a wide column the values
run left to right; in a narrow one (beside the other columns on a wall, or a phone's
column for the advanced game's longer track) they climb from the bottom, the goal on
top."""

from __future__ import annotations

import svg
from pygames.core.drawing.parts import group
from pygames.core.screen import say
from pygames.foodtycoon.drawing.pieces import BOX_EDGE, INK, MUTED, seat_marker, svg_text
from pygames.foodtycoon.drawing.words import fit, player_name, wrap

# A lane per player, its marker this big; the track stands upright, a row of ROW units
# per value, in a column narrower than ACROSS or where a value would have less than
# CELL units across (the advanced game's 18 fame on a phone).
LANE, MARKER_R = 36, 16
ACROSS, CELL, ROW = 480, 34, 38
# The least row upright when the frame gives the track less height than its own.
TIGHT = 28
GOAL, PAST = "#f2c94c", ("#faf5ea", "#efe5d2")


def upright(w: int, target: int) -> bool:
    return w < ACROSS or (w - 56) // (target + 1) < CELL


def fame_height(players: int, w: int, target: int, row: int = ROW) -> int:
    """The track's height across ``w``; upright, ``row`` units a value (presenter mode
    packs the advanced game's 19 values into rows of ``TIGHT``)."""
    if not upright(w, target):
        return 52 + players * LANE + 6
    return 66 + (target + 1) * row + 40


def fame_section(view, frame, y, names, legal):
    """The track across ``frame``; upright, its rows taller when the frame gives it more
    height (``frame.h``)."""
    target, players = int(view["target"]), view["players"]
    height = fame_height(players, frame.w, target)
    if upright(frame.w, target):
        row = max(TIGHT, (frame.h - height) // (target + 1) + ROW) if frame.h else ROW
        parts = _upright(view, frame, y, names, target, players, row)
        height = fame_height(players, frame.w, target, row)
    else:
        parts = _across(view, frame, y, names, target, players)
    return parts, height


def _marker(view, names, seat, cx, cy, number_at) -> svg.G:
    fame = int(view["fame"][seat])
    label = say("foodtycoon.board.fame_marker", name=player_name(names, seat), fame=fame)
    nx, ny, anchor = number_at
    return group(
        label,
        [
            *seat_marker(seat, cx, cy, MARKER_R),
            svg_text(nx, ny, fame, 22, anchor=anchor, weight=700),
        ],
        ["fame-marker", f"seat-{seat}"],
        {"seat": seat, "fame": fame},
    )


def _value(value: int, target: int, x: int, y: int, anchor: str) -> svg.Element:
    last = value == target
    return svg_text(
        x,
        y,
        f"{value}★" if last else value,
        20,
        fill=INK if last else MUTED,
        anchor=anchor,
        weight=700 if last else None,
    )


def _across(view, frame, y, names, target, players) -> list[svg.Element]:
    cell, top = (frame.w - 56) // (target + 1), y + 52
    parts: list[svg.Element] = [
        svg_text(frame.x, y + 22, say("foodtycoon.board.fame"), 22, weight=700),
        svg_text(
            frame.right,
            y + 22,
            fit(say("foodtycoon.board.target", target=target), frame.w - 120, 20),
            20,
            fill=MUTED,
            anchor="end",
        ),
    ]
    for value in range(target + 1):
        x = frame.x + value * cell
        parts += [
            svg.Rect(
                x=x,
                y=top,
                width=cell - 2,
                height=players * LANE + 6,
                rx=4,
                fill=GOAL if value == target else PAST[value % 2],
                stroke=BOX_EDGE,
                stroke_width=1,
            ),
            _value(value, target, x + cell // 2, top - 8, "middle"),
        ]
    for seat in range(players):
        cy = top + 3 + seat * LANE + LANE // 2
        cx = frame.x + min(int(view["fame"][seat]), target) * cell + cell // 2 - 1
        parts.append(_marker(view, names, seat, cx, cy, (frame.right, cy + 8, "end")))
    return parts


def _upright(view, frame, y, names, target, players, row_h=ROW) -> list[svg.Element]:
    """The values in rows, the goal on top; a lane per player up the rows, its fame
    under it."""
    lane = min(LANE + 8, (frame.w - 52) // max(players, 1))
    left = frame.x + 50
    top = y + 66
    parts: list[svg.Element] = [
        svg_text(frame.x, y + 22, say("foodtycoon.board.fame"), 22, weight=700),
        *[
            svg_text(frame.x, y + 48 + 22 * n, line, 20, fill=MUTED)
            for n, line in enumerate(
                wrap(say("foodtycoon.board.target", target=target), frame.w, 20, 1)
            )
        ],
    ]
    for value in range(target, -1, -1):
        row = top + (target - value) * row_h
        parts += [
            svg.Rect(
                x=left,
                y=row,
                width=players * lane + 4,
                height=row_h - 2,
                rx=4,
                fill=GOAL if value == target else PAST[value % 2],
                stroke=BOX_EDGE,
                stroke_width=1,
            ),
            _value(value, target, left - 8, row + row_h // 2 + 7, "end"),
        ]
    bottom = top + (target + 1) * row_h
    for seat in range(players):
        cx = left + 2 + seat * lane + lane // 2
        fame = min(int(view["fame"][seat]), target)
        cy = top + (target - fame) * row_h + row_h // 2 - 1
        parts.append(_marker(view, names, seat, cx, cy, (cx, bottom + 28, "middle")))
    return parts
