"""The die as it fell: the four-sided die (a triangle, as on the roll button) showing
the value rolled as pips, one to four, and the value in words for whoever cannot see
it. Drawn in the decision's box from the roll until the next move."""

from __future__ import annotations

import svg
from pygames.core.drawing.parts import group
from pygames.core.screen import say
from pygames.foodparadise.drawing.pieces import INK
from pygames.foodparadise.drawing.words import player_name

# Where the pips of each value stand, in a triangle of side 1 pointing up (x, y).
PIPS = {
    1: ((0.5, 0.64),),
    2: ((0.38, 0.72), (0.62, 0.72)),
    3: ((0.5, 0.47), (0.34, 0.76), (0.66, 0.76)),
    4: ((0.5, 0.42), (0.32, 0.78), (0.68, 0.78), (0.5, 0.64)),
}


def rolled(view: dict) -> int:
    """The value the last move's die showed; 0 when the last move was not a roll."""
    last = view.get("last_move")
    return int(last["die"] or 0) if last else 0


def die_face(view: dict, names: list, x: int, y: int, size: int) -> svg.G:
    """The last roll's die, ``size`` units a side, its top left at ``x``, ``y``."""
    value = rolled(view)
    last = view["last_move"]
    label = say("foodparadise.board.die_face", name=player_name(names, last["seat"]), die=value)
    corners = [x + size // 2, y + 2, x + size - 2, y + size - 4, x + 2, y + size - 4]
    pips = [
        svg.Circle(cx=x + round(px * size), cy=y + round(py * size), r=max(3, size // 11), fill=INK)
        for px, py in PIPS.get(value, ())
    ]
    return group(
        label,
        [
            svg.Polygon(
                points=corners, fill="#ffffff", stroke=INK, stroke_width=3, stroke_linejoin="round"
            ),
            *pips,
        ],
        ["die-face"],
        {"value": value},
    )
