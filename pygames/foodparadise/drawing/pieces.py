"""The pieces of Food Paradise's board: sizes and colours, and the small elements
every part of the board uses (text, boxes, symbols placed, labelled groups, the
clickable ones, tokens). The symbols are in ``symbols``, the words in ``words``.

Colour is never the only cue: every token has its seat's shape and number
(``pygames.core.drawing.marks``), every chain its printed name.
"""

from __future__ import annotations

from functools import partial

import svg
from pygames.core.drawing import parts
from pygames.core.drawing.marks import numbered_mark, seat_shape
from pygames.core.drawing.parts import use

INK = "#2a1d16"
PAPER = "#f6eedd"
BOX = "#ffffff"
BOX_EDGE = "#cdbd9f"
MUTED = "#5e5044"
NOW = "#25507a"  # the seat to move, the offer
HIGHLIGHT = "#e0115f"  # where a price card would land
HIGHLIGHT_INK = "#b0104f"  # the highlight's words: 6.2:1 on the board's ground (#f8f3de)

# A chain's colour (the view's word) as (fill, ink). Red is dark and green light and
# bluish, so the two stay apart for red-green colour blindness (dark ink on the light
# green: 4.8:1).
CHAIN_COLOURS = {
    "blue": ("#2d6cb5", "#ffffff"),
    "red": ("#a8261f", "#ffffff"),
    "green": ("#2e9e5b", INK),
    "yellow": ("#f2c94c", INK),
}
GREY = ("#8a8178", "#ffffff")


# -- elements ------------------------------------------------------------------------------------


svg_text = partial(parts.svg_text, fill=INK)
box = partial(parts.box, fill=BOX, stroke=BOX_EDGE)


def icon(kind: str, x, y, size, *, faded: bool = False) -> svg.Use:
    """An ingredient's symbol (``kind`` from ``data.KINDS``)."""
    return use(f"fp-{kind}", x, y, size, size, opacity=0.3 if faded else None)


def token(seat: int, colour: str, cx, cy, r) -> list[svg.Element]:
    """A player's token: its seat's shape (``core.drawing.marks``) in its chain's colour, and
    its seat number."""
    fill, ink = CHAIN_COLOURS.get(colour, GREY)
    return numbered_mark(
        seat_shape(seat),
        cx,
        cy,
        r,
        seat + 1,
        fill=fill,
        ink=ink,
        stroke=INK,
        owner=seat,
        weight=700,
    )
