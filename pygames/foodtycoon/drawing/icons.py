"""The ingredients' pictures, drawn on the ingredient cards in the card's ink: grain an
ear of wheat, meat a drumstick, vegetable a leaf, fish a fish, egg an egg. With them a
card says what it is at a glance, on the table and in a recipe's needs, without its
name (which the card's title and the supply's labels give)."""

from __future__ import annotations

import svg


def _grain(ink: str) -> list[svg.Element]:
    kernels = [
        svg.Ellipse(cx=18 + side * 4, cy=cy, rx=3, ry=4.5, fill=ink)
        for cy in (8, 14, 20)
        for side in (-1, 1)
    ]
    return [
        svg.Line(x1=18, y1=4, x2=18, y2=27, stroke=ink, stroke_width=1.8),
        svg.Ellipse(cx=18, cy=5, rx=2.4, ry=3.6, fill=ink),
        *kernels,
    ]


def _meat(ink: str) -> list[svg.Element]:
    return [
        svg.Line(x1=18, y1=17, x2=27, y2=25, stroke=ink, stroke_width=3.5),
        svg.Circle(cx=27.5, cy=23, r=2.6, fill=ink),
        svg.Circle(cx=25, cy=26.5, r=2.6, fill=ink),
        svg.Ellipse(cx=14, cy=12, rx=8, ry=7, fill=ink),
    ]


def _vegetable(ink: str) -> list[svg.Element]:
    leaf = svg.Path(
        d=[
            svg.M(8, 26),
            svg.C(8, 12, 17, 5, 29, 5),
            svg.C(29, 18, 21, 26, 8, 26),
            svg.Z(),
        ],
        fill=ink,
    )
    return [leaf, svg.Line(x1=8, y1=26, x2=24, y2=10, stroke="#ffffff", stroke_width=1.4)]


def _fish(ink: str) -> list[svg.Element]:
    tail = svg.Polygon(points=[24, 15, 32, 9, 32, 21], fill=ink)
    body = svg.Ellipse(cx=15, cy=15, rx=10, ry=6, fill=ink)
    eye = svg.Circle(cx=10, cy=13.5, r=1.6, fill="#ffffff")
    return [tail, body, eye]


def _egg(ink: str) -> list[svg.Element]:
    return [svg.Ellipse(cx=18, cy=15, rx=7, ry=9.5, fill="#f7e7b4", stroke=ink, stroke_width=2)]


# In the order of data.INGREDIENTS: grain, meat, vegetable, fish, egg.
_DRAW = (_grain, _meat, _vegetable, _fish, _egg)


def ingredient_icon(kind: int, ink: str) -> list[svg.Element]:
    """The picture of ingredient ``kind`` in the top 25 units of a 36 × 50 card (the
    count goes under it)."""
    return [svg.G(transform=[svg.Translate(4, 1.5), svg.Scale(0.78)], elements=_DRAW[kind](ink))]


def ingredient_badge(kind: int, fill: str, ink: str) -> list[svg.Element]:
    """Ingredient ``kind`` as a small square of its card's colour with its picture, in a
    36 × 32 box: one needed card in a recipe's needs."""
    return [
        svg.Rect(x=1, y=1, width=34, height=30, rx=5, fill=fill, stroke="#2a1d16", stroke_width=2),
        svg.G(transform=[svg.Translate(1, 0.5)], elements=_DRAW[kind](ink)),
    ]
