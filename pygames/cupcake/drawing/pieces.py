"""The pieces of Cupcake Empire's board: sizes and colours, and the small elements every
part of the board uses (text, boxes, labelled groups, the clickable ones), and the
components drawn small: dice with their faces, extra-action discs, customers,
shops and bakeries (cupcakes: ``cupcakes.py``).

Colour is never the only cue: every player's piece carries its seat number, a die its
colour's letter, a disc its kind's letter, a customer the letters of its liking on
shirt and pants, a blocked space a cross.
"""

from __future__ import annotations

from functools import partial

import svg
from pygames.core.drawing import parts
from pygames.core.drawing.marks import mark, numbered_mark, seat_shape
from pygames.core.drawing.parts import clickable

WIDTH = 1600  # the board, in viewBox units (its height depends on the player count)
# A column of a player board: its width, a die in it, a level's row.
COLUMN_W = 96
DIE = 28
LEVEL_H = 48

INK = "#2a1d16"
PAPER = "#fbf4ea"
BOX = "#ffffff"
BOX_EDGE = "#cdb9a3"
MUTED = "#6a5a4e"
NOW = "#25507a"  # the seat to move
LIT = "#e0115f"  # what the turn is doing now

DISTRICT_FILLS = {"grey": "#d9d6d2", "yellow": "#f7e48c", "beige": "#eddcc1"}

# A seat's colour (fill, ink): blue, red, black, white. Every piece also shows its number.
SEAT_COLOURS = (
    ("#2456a6", "#ffffff"),
    ("#b8262b", "#ffffff"),
    ("#262626", "#ffffff"),
    ("#f4f4f4", INK),
)
BLOCK_FILL = "#9a948d"

DIE_FILLS = {
    "grey": "#b7b3ae",
    "purple": "#7a4aa8",
    "yellow": "#f2cc2e",
    "orange": "#ee8a2a",
    "green": "#3c9a4b",
    "pink": "#ee7fb6",
}
DIE_INK = {"yellow": INK, "grey": INK, "pink": INK, "orange": INK}

BASE_FILLS = {"vanilla": "#f1dcaa", "chocolate": "#6b3f22"}
FROSTING_FILLS = {
    "lemon": "#f6e04a",
    "chocolate": "#7b4a2c",
    "mint": "#79d1a8",
    "strawberry": "#ee5d74",
}
SHIRT_FLAVOUR = {"yellow": "lemon", "brown": "chocolate", "green": "mint", "red": "strawberry"}
PANTS_FLAVOUR = {"light": "vanilla", "dark": "chocolate"}
DISC_FILLS = {
    "base": "#f1dcaa",
    "frosting": "#f6b3c4",
    "shop": "#f7e48c",
    "sell": "#a9d8b2",
    "income": "#ffd77a",
    "creativity": "#b7d7f2",
}


def seat_colour(seat) -> tuple[str, str]:
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)] if isinstance(seat, int) else SEAT_COLOURS[0]


# -- elements ------------------------------------------------------------------------------------


svg_text = partial(parts.svg_text, fill=INK)
box = partial(parts.box, fill=BOX, stroke=BOX_EDGE, rx=8)


def hit(x, y, w, h, rx=6) -> svg.Rect:
    """The highlighted area of a clickable piece."""
    return svg.Rect(x=x, y=y, width=w, height=h, rx=rx, class_=["hit"], stroke=LIT, stroke_width=3)


def button(action, label: str, words: str, x, y, w, h, classes=()) -> svg.G:
    """A labelled button drawn on the board."""
    return clickable(
        action,
        label,
        [
            hit(x, y, w, h, rx=h // 2),
            svg_text(x + w // 2, y + h * 2 // 3, words, h // 2, anchor="middle", weight=700),
        ],
        ["button", *classes],
    )


# -- components ----------------------------------------------------------------------------------

_PIPS = {
    1: ((2, 2),),
    2: ((1, 1), (3, 3)),
    3: ((1, 1), (2, 2), (3, 3)),
    4: ((1, 1), (3, 1), (1, 3), (3, 3)),
    5: ((1, 1), (3, 1), (2, 2), (1, 3), (3, 3)),
    6: ((1, 1), (3, 1), (1, 2), (3, 2), (1, 3), (3, 3)),
}


def die(colour: str, face: int, x, y, size, *, letter: str = "", expert=False) -> list:
    """A die of ``colour`` showing ``face``; its colour's letter in a corner and a
    star when it is an expert where it stands."""
    ink = DIE_INK.get(colour, "#ffffff")
    parts: list[svg.Element] = [
        svg.Rect(
            x=x,
            y=y,
            width=size,
            height=size,
            rx=size // 5,
            fill=DIE_FILLS.get(colour, "#ffffff"),
            stroke=INK,
            stroke_width=2 if expert else 1,
        )
    ]
    r = max(2, size // 11)
    for px, py in _PIPS.get(face, ()):
        parts.append(svg.Circle(cx=x + px * size // 4, cy=y + py * size // 4, r=r, fill=ink))
    if letter:
        parts.append(
            svg_text(
                x + size - 3,
                y + size - 3,
                letter,
                max(12, size * 2 // 5),
                fill=ink,
                anchor="end",
                weight=700,
            )
        )
    if expert:
        parts.append(svg_text(x + 2, y + size * 2 // 5, "★", size * 2 // 5, fill=ink))
    return parts


def disc(kind: str, cx, cy, r, letter: str) -> list:
    """An extra-action disc: its kind's colour and its kind's letter."""
    return [
        svg.Circle(
            cx=cx, cy=cy, r=r, fill=DISC_FILLS.get(kind, "#ffffff"), stroke=INK, stroke_width=2
        ),
        svg_text(cx, cy + r * 2 // 5, letter, r, anchor="middle", weight=700),
    ]


def empty_disc(cx, cy, r, words: str = "") -> list:
    parts = [
        svg.Circle(
            cx=cx, cy=cy, r=r, fill="none", stroke=MUTED, stroke_width=1.5, stroke_dasharray="3 3"
        )
    ]
    if words:
        parts.append(svg_text(cx, cy + r * 2 // 5, words, r, fill=MUTED, anchor="middle"))
    return parts


def idea(cx, cy, r, *, held=True) -> list:
    """An idea disc (a light bulb), or the dashed place of one."""
    if not held:
        return empty_disc(cx, cy, r)
    return [
        svg.Circle(cx=cx, cy=cy, r=r, fill="#fff3a6", stroke=INK, stroke_width=2),
        svg_text(cx, cy + r * 2 // 5, "✦", r, fill="#8a6400", anchor="middle"),  # 4.7:1
    ]


def meeple(shirt: str, pants: str, x, y, h, *, shirt_letter="", pants_letter="", letter=0) -> list:
    """A customer: a head, a shirt of its frosting's colour and pants of its base's,
    each with its flavour's letter (``letter`` units high; by default a quarter of the
    customer, at least 12: a Chinese or Japanese letter stays readable). ``x, y`` is
    the top left; it is ``h`` tall and ``h * 3 // 4`` wide."""
    w = h * 3 // 4
    cx = x + w // 2
    head = h // 7
    shirt_fill = FROSTING_FILLS[SHIRT_FLAVOUR[shirt]]
    pants_fill = BASE_FILLS[PANTS_FLAVOUR[pants]]
    top = y + head * 2
    mid = y + h * 11 // 20
    parts: list[svg.Element] = [
        svg.Circle(cx=cx, cy=y + head, r=head, fill="#f3d2b3", stroke=INK, stroke_width=1.5),
        svg.Rect(
            x=x,
            y=top,
            width=w,
            height=mid - top,
            rx=head // 2,
            fill=shirt_fill,
            stroke=INK,
            stroke_width=1.5,
        ),
        svg.Rect(
            x=x + w // 8,
            y=mid,
            width=w * 3 // 4,
            height=y + h - mid,
            rx=2,
            fill=pants_fill,
            stroke=INK,
            stroke_width=1.5,
        ),
    ]
    size = letter or max(12, h // 4)
    # the legs apart, under the pants' letter
    legs = mid + (size + 3 if pants_letter else (y + h - mid) // 3)
    if legs < y + h:
        parts.append(svg.Line(x1=cx, y1=legs, x2=cx, y2=y + h, stroke=INK, stroke_width=1.5))
    if shirt_letter:
        ink = "#ffffff" if shirt == "brown" else INK
        parts.append(
            svg_text(
                cx,
                (top + mid) // 2 + size * 2 // 5,
                shirt_letter,
                size,
                fill=ink,
                anchor="middle",
                weight=700,
            )
        )
    if pants_letter:
        ink = "#ffffff" if pants == "dark" else INK
        parts.append(
            svg_text(
                cx,
                mid + size,
                pants_letter,
                size,
                fill=ink,
                anchor="middle",
                weight=700,
            )
        )
    return parts


def seat_token(seat, cx, cy, r) -> list:
    """A seat's token: its shape (``pygames.core.drawing.marks``) in its colour, its number."""
    fill, ink = seat_colour(seat)
    shape = seat_shape(seat) if isinstance(seat, int) else "circle"
    return numbered_mark(
        shape,
        cx,
        cy,
        r,
        seat + 1,
        fill=fill,
        ink=ink,
        stroke=INK,
        stroke_width=1.5,
        owner=seat,
        weight=700,
    )


def _roof_mark(seat, cx, cy, r) -> svg.Element:
    """The seat's shape, small, on a shop's or a bakery's wall above its number."""
    fill, ink = seat_colour(seat)
    shape = seat_shape(seat) if isinstance(seat, int) else "circle"
    return mark(shape, cx, cy, r, fill=fill, stroke=ink, stroke_width=1.5, owner=seat)


def shop(seat, x, y, s) -> list:
    """A shop: a little house with a pointed roof, in the seat's colour, its number."""
    fill, ink = seat_colour(seat)
    return [
        svg.Polygon(
            points=[
                x,
                y + s * 2 // 5,
                x + s // 2,
                y,
                x + s,
                y + s * 2 // 5,
                x + s,
                y + s,
                x,
                y + s,
            ],
            fill=fill,
            stroke=INK,
            stroke_width=1.5,
        ),
        _roof_mark(seat, x + s // 2, y + s * 7 // 20, s * 3 // 20),
        svg_text(
            x + s // 2, y + s * 9 // 10, seat + 1, s // 2, fill=ink, anchor="middle", weight=700
        ),
    ]


def blocked(x, y, s) -> list:
    """A shop space blocked at this player count: grey, crossed."""
    return [
        svg.Rect(x=x, y=y, width=s, height=s, rx=3, fill=BLOCK_FILL, stroke=INK, stroke_width=1),
        svg.Line(x1=x + 3, y1=y + 3, x2=x + s - 3, y2=y + s - 3, stroke=INK, stroke_width=2),
        svg.Line(x1=x + s - 3, y1=y + 3, x2=x + 3, y2=y + s - 3, stroke=INK, stroke_width=2),
    ]


def bakery(seat, x, y, s) -> list:
    """A bakery: a flat-roofed building with a chimney, in the seat's colour."""
    fill, ink = seat_colour(seat)
    return [
        svg.Rect(
            x=x + s * 3 // 5,
            y=y,
            width=s // 5,
            height=s // 3,
            fill=fill,
            stroke=INK,
            stroke_width=1.5,
        ),
        svg.Rect(
            x=x,
            y=y + s // 4,
            width=s,
            height=s * 3 // 4,
            rx=2,
            fill=fill,
            stroke=INK,
            stroke_width=1.5,
        ),
        _roof_mark(seat, x + s // 4, y + s * 9 // 20, s * 3 // 20),
        svg_text(
            x + s // 2, y + s * 9 // 10, seat + 1, s // 2, fill=ink, anchor="middle", weight=700
        ),
    ]
