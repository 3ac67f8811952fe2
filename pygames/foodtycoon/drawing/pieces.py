"""The table's pieces: sizes and colours, the symbols defined once (dice faces,
ingredient cards, card backs, the coin) and the small elements every section uses.
Colour is never the only cue: ingredient cards carry their picture (``icons``),
seat markers their shape and seat number (``pygames.core.drawing.marks``)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

import svg
from pygames.core.drawing import parts
from pygames.core.drawing.marks import numbered_mark, seat_shape
from pygames.core.drawing.parts import use
from pygames.core.drawing.svgtext import text
from pygames.foodtycoon.data import INGREDIENT_CARD_COLOURS, SIX
from pygames.foodtycoon.drawing.icons import ingredient_badge, ingredient_icon

PAD = 16  # around the picture
GAP = 12  # between sections


@dataclass(frozen=True)
class Frame:
    """A column of the table (``layout``): its left edge and width, in the picture's
    units; a section is drawn across it. ``h``, when not 0, is the height a section that
    can grow is given (a wall's picture taking the room's shape): it fills it."""

    x: int
    w: int
    h: int = 0

    @property
    def right(self) -> int:
        return self.x + self.w


INK = "#2a1d16"
PAPER = "#f6eedd"
BOX = "#ffffff"
BOX_EDGE = "#cdbd9f"
MUTED = "#6b5d50"
NOW = "#25507a"  # the lot being auctioned, the player to move
DIE_FACE, SIX_FACE, SIX_PIP = "#ffffff", "#2a1d16", "#f2c94c"

# Card colours (the ingredient cards' backs and the recipes' colours): (fill, ink).
CARD = {
    "yellow": ("#f2c94c", INK),
    "red": ("#c8362e", "#ffffff"),
    "green": ("#3f8f46", "#ffffff"),
    "blue": ("#2d6cb5", "#ffffff"),
    "white": ("#fffdf7", INK),
}
# Seat markers (fill, ink); each also has its seat's shape and number. Purple is
# Okabe-Ito's reddish purple: the darker one read as blue under protanopia.
SEATS = (
    ("#1f6fc5", "#ffffff"),
    ("#e0630f", INK),
    ("#0f9d6e", "#ffffff"),
    ("#cc79a7", INK),
    ("#f2d21b", INK),
    ("#4a4a4a", "#ffffff"),
)
RECIPE_BACK, EVENT_BACK = "#8c2f1b", "#3b2f63"

# Where a die face's pips go in its 40-unit box.
PIPS = {
    1: ((20, 20),),
    2: ((11, 11), (29, 29)),
    3: ((11, 11), (20, 20), (29, 29)),
    4: ((11, 11), (29, 11), (11, 29), (29, 29)),
    5: ((11, 11), (29, 11), (20, 20), (11, 29), (29, 29)),
    6: ((11, 10), (11, 20), (11, 30), (29, 10), (29, 20), (29, 30)),
}


svg_text = partial(parts.svg_text, fill=INK)
box = partial(parts.box, fill=BOX, stroke=BOX_EDGE)


def symbols() -> list[svg.Element]:
    parts: list[svg.Element] = []
    for face, pips in PIPS.items():
        six = face == SIX
        parts.append(
            svg.Symbol(
                id=f"ft-die-{face}",
                viewBox=svg.ViewBoxSpec(0, 0, 40, 40),
                elements=[
                    svg.Rect(
                        x=1,
                        y=1,
                        width=38,
                        height=38,
                        rx=7,
                        fill=SIX_FACE if six else DIE_FACE,
                        stroke=INK,
                        stroke_width=2,
                    ),
                    *[
                        svg.Circle(cx=px, cy=py, r=4, fill=SIX_PIP if six else INK)
                        for px, py in pips
                    ],
                ],
            )
        )
    for kind, colour in enumerate(INGREDIENT_CARD_COLOURS):
        fill, ink = CARD[colour]
        parts.append(
            svg.Symbol(
                id=f"ft-card-{kind}",
                viewBox=svg.ViewBoxSpec(0, 0, 36, 50),
                elements=[
                    svg.Rect(
                        x=1, y=1, width=34, height=48, rx=5, fill=fill, stroke=INK, stroke_width=1.5
                    ),
                    *ingredient_icon(kind, ink),
                ],
            )
        )
    for kind, colour in enumerate(INGREDIENT_CARD_COLOURS):
        parts.append(
            svg.Symbol(
                id=f"ft-need-{kind}",
                viewBox=svg.ViewBoxSpec(0, 0, 36, 32),
                elements=ingredient_badge(kind, *CARD[colour]),
            )
        )
    for name, fill, mark in (("recipe", RECIPE_BACK, "♨"), ("event", EVENT_BACK, "?")):
        parts.append(
            svg.Symbol(
                id=f"ft-back-{name}",
                viewBox=svg.ViewBoxSpec(0, 0, 36, 50),
                elements=[
                    svg.Rect(
                        x=1, y=1, width=34, height=48, rx=5, fill=fill, stroke=INK, stroke_width=1.5
                    ),
                    svg.Rect(
                        x=5,
                        y=5,
                        width=26,
                        height=40,
                        rx=3,
                        fill="none",
                        stroke="#ffffff",
                        stroke_width=1.5,
                        stroke_opacity=0.6,
                    ),
                    svg.Text(
                        x=18,
                        y=33,
                        text=text(mark),
                        font_size=20,
                        fill="#ffffff",
                        text_anchor="middle",
                    ),
                ],
            )
        )
    parts.append(
        svg.Symbol(
            id="ft-coin",
            viewBox=svg.ViewBoxSpec(0, 0, 32, 32),
            elements=[
                svg.Circle(cx=16, cy=16, r=14, fill="#e8b923", stroke="#8a6a00", stroke_width=2),
                svg.Circle(cx=16, cy=16, r=9, fill="none", stroke="#8a6a00", stroke_width=1.5),
            ],
        )
    )
    return parts


def ingredient_card(kind: int, count: int, x: int, y: int, w: int = 36) -> list[svg.Element]:
    """An ingredient card (its picture on top) with a count on it."""
    h = w * 50 // 36
    ink = CARD[INGREDIENT_CARD_COLOURS[kind]][1]
    return [
        use(f"ft-card-{kind}", x, y, w, h, opacity=None if count else 0.35),
        svg_text(x + w // 2, y + h - h // 7, count, w * 2 // 3, fill=ink, anchor="middle"),
    ]


def seat_marker(seat: int, cx: int, cy: int, r: int) -> list[svg.Element]:
    """A seat's marker: its shape (``core.drawing.marks``) in its colour, with its number."""
    fill, ink = SEATS[seat % len(SEATS)]
    return numbered_mark(
        seat_shape(seat), cx, cy, r, seat + 1, fill=fill, ink=ink, stroke=INK, owner=seat
    )
