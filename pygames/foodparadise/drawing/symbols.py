"""The symbols defined once in the board's ``<defs>`` and placed with ``<use>``: the
eight ingredients (each a shape of its own on a disc of its own colour, so colour is
never the only cue), the market-demand stall, the research magnifier, a price card's
back and the four-sided die; and the board's style (focus and hover of what can be
clicked)."""

from __future__ import annotations

import svg
from pygames.core.drawing.svgtext import text
from pygames.foodparadise.drawing.pieces import INK

STYLE = """
.fp-board .legal { cursor: pointer; outline: none; }
.fp-board .legal .hit { fill: #fff6cc; fill-opacity: .35; }
.fp-board .legal:hover .hit, .fp-board .legal:focus .hit { fill-opacity: .75; stroke-width: 7; }
.fp-board .legal:focus-visible .hit { stroke-width: 9; }
.fp-board .take .hit { fill-opacity: .08; }
.fp-board .take:hover .hit, .fp-board .take:focus .hit { fill-opacity: .25; }
.fp-board .button .hit { fill: #ffffff; fill-opacity: 1; }
.fp-board .button:hover .hit, .fp-board .button:focus .hit { fill: #fff6cc; }
"""


# -- the symbols ------------------------------------------------------------------------------


def _disc(fill: str) -> svg.Circle:
    return svg.Circle(cx=20, cy=20, r=19, fill=fill, stroke=INK, stroke_width=1.5)


def _symbol(name: str, elements: list) -> svg.Symbol:
    return svg.Symbol(id=f"fp-{name}", viewBox=svg.ViewBoxSpec(0, 0, 40, 40), elements=elements)


def _ingredients() -> list[svg.Symbol]:
    dark = {"stroke": INK, "stroke_width": 1.2}
    return [
        _symbol(  # a steak with its bone
            "beef",
            [
                _disc("#f3d9d3"),
                svg.Path(
                    d=[
                        svg.M(7, 20),
                        svg.C(7, 10, 20, 5, 29, 10),
                        svg.C(37, 15, 34, 29, 24, 31),
                        svg.C(15, 34, 7, 30, 7, 20),
                        svg.Z(),
                    ],
                    fill="#a8392a",
                    **dark,
                ),
                svg.Circle(cx=24, cy=19, r=4, fill="#ffffff", **dark),
            ],
        ),
        _symbol(  # a pig's face
            "pork",
            [
                _disc("#fde3ea"),
                svg.Polygon(points=[9, 13, 13, 4, 18, 11], fill="#f09ab2", **dark),
                svg.Polygon(points=[22, 11, 27, 4, 31, 13], fill="#f09ab2", **dark),
                svg.Circle(cx=20, cy=21, r=12, fill="#f4a6bb", **dark),
                svg.Ellipse(cx=20, cy=25, rx=6, ry=4, fill="#e0728f", **dark),
                svg.Circle(cx=18, cy=25, r=1.3, fill=INK),
                svg.Circle(cx=22, cy=25, r=1.3, fill=INK),
                svg.Circle(cx=15, cy=17, r=1.6, fill=INK),
                svg.Circle(cx=25, cy=17, r=1.6, fill=INK),
            ],
        ),
        _symbol(  # a drumstick
            "chicken",
            [
                _disc("#fbefd5"),
                svg.Line(x1=21, y1=21, x2=31, y2=31, stroke="#ffffff", stroke_width=5),
                svg.Circle(cx=32, cy=29, r=3, fill="#ffffff", **dark),
                svg.Circle(cx=29, cy=32, r=3, fill="#ffffff", **dark),
                svg.Ellipse(
                    cx=16,
                    cy=16,
                    rx=11,
                    ry=8,
                    fill="#c98a3a",
                    transform=[svg.Rotate(45, 16, 16)],
                    **dark,
                ),
            ],
        ),
        _symbol(  # a fish
            "fish",
            [
                _disc("#dbeaf7"),
                svg.Polygon(points=[27, 20, 36, 12, 36, 28], fill="#1f5b9c", **dark),
                svg.Ellipse(cx=18, cy=20, rx=12, ry=7, fill="#2d6cb5", **dark),
                svg.Circle(cx=11, cy=18, r=2, fill="#ffffff"),
            ],
        ),
        _symbol(  # a curled shrimp
            "shrimp",
            [
                _disc("#fde5d4"),
                svg.Path(
                    d=[svg.M(11, 13), svg.Arc(10, 10, 0, True, False, 29, 13)],
                    fill="none",
                    stroke="#e8692b",
                    stroke_width=8,
                    stroke_linecap="round",
                ),
                svg.Polygon(points=[29, 13, 35, 7, 35, 17], fill="#e8692b", **dark),
                svg.Line(x1=14, y1=25, x2=19, y2=21, stroke="#ffffff", stroke_width=1.5),
                svg.Line(x1=20, y1=30, x2=21, y2=24, stroke="#ffffff", stroke_width=1.5),
                svg.Circle(cx=11, cy=12, r=1.6, fill=INK),
            ],
        ),
        _symbol(  # a leaf
            "vegetables",
            [
                _disc("#dff0db"),
                svg.Path(
                    d=[
                        svg.M(20, 6),
                        svg.C(33, 12, 33, 27, 20, 34),
                        svg.C(7, 27, 7, 12, 20, 6),
                        svg.Z(),
                    ],
                    fill="#3f8f46",
                    **dark,
                ),
                svg.Line(x1=20, y1=10, x2=20, y2=32, stroke="#ffffff", stroke_width=1.6),
                svg.Line(x1=20, y1=18, x2=26, y2=14, stroke="#ffffff", stroke_width=1.2),
                svg.Line(x1=20, y1=24, x2=14, y2=20, stroke="#ffffff", stroke_width=1.2),
            ],
        ),
        _symbol(  # an ear of wheat
            "grain",
            [
                _disc("#f8efc9"),
                svg.Line(x1=20, y1=35, x2=20, y2=7, stroke="#8a6510", stroke_width=2),
                *[
                    svg.Ellipse(
                        cx=20 + side * 5,
                        cy=y,
                        rx=3,
                        ry=6,
                        fill="#d9a520",
                        transform=[svg.Rotate(side * 35, 20 + side * 5, y)],
                        **dark,
                    )
                    for y in (12, 19, 26)
                    for side in (-1, 1)
                ],
                svg.Ellipse(cx=20, cy=7, rx=3, ry=5, fill="#d9a520", **dark),
            ],
        ),
        _symbol(  # a bottle of sauce
            "seasoning",
            [
                _disc("#eee3f3"),
                svg.Rect(x=17, y=6, width=6, height=9, rx=1, fill="#4a2a73", **dark),
                svg.Rect(x=13, y=14, width=14, height=21, rx=4, fill="#6b3fa0", **dark),
                svg.Rect(x=14, y=20, width=12, height=8, fill="#ffffff"),
            ],
        ),
    ]


def _others() -> list[svg.Symbol]:
    return [
        _symbol(  # market demand: a stall with an awning
            "market",
            [
                svg.Rect(
                    x=8, y=17, width=24, height=18, fill="#ffffff", stroke=INK, stroke_width=1.5
                ),
                *[
                    svg.Rect(
                        x=5 + n * 6,
                        y=8,
                        width=6,
                        height=10,
                        fill="#c8362e" if n % 2 == 0 else "#ffffff",
                        stroke=INK,
                        stroke_width=1,
                    )
                    for n in range(5)
                ],
                svg.Rect(
                    x=16, y=24, width=8, height=11, fill="#f2c94c", stroke=INK, stroke_width=1
                ),
            ],
        ),
        _symbol(  # market research: a magnifying glass
            "research",
            [
                svg.Line(
                    x1=24, y1=24, x2=35, y2=35, stroke=INK, stroke_width=5, stroke_linecap="round"
                ),
                svg.Circle(cx=17, cy=17, r=11, fill="#dbeaf7", stroke=INK, stroke_width=3),
                svg.Path(
                    d=[svg.M(11, 16), svg.Arc(6, 6, 0, False, True, 17, 10)],
                    fill="none",
                    stroke="#ffffff",
                    stroke_width=2,
                ),
            ],
        ),
        _symbol(  # a price card's back
            "card",
            [
                svg.Rect(
                    x=7,
                    y=2,
                    width=26,
                    height=36,
                    rx=4,
                    fill="#8c2f1b",
                    stroke=INK,
                    stroke_width=1.5,
                ),
                svg.Rect(
                    x=10,
                    y=5,
                    width=20,
                    height=30,
                    rx=3,
                    fill="none",
                    stroke="#ffffff",
                    stroke_width=1.2,
                ),
                svg.Text(
                    x=20, y=26, text=text("$"), font_size=16, fill="#ffffff", text_anchor="middle"
                ),
            ],
        ),
        _symbol(  # the four-sided die
            "die",
            [
                svg.Polygon(
                    points=[20, 3, 37, 34, 3, 34], fill="#ffffff", stroke=INK, stroke_width=2
                ),
                svg.Line(x1=20, y1=3, x2=20, y2=34, stroke=INK, stroke_width=1),
            ],
        ),
    ]


def symbols() -> list[svg.Element]:
    return [svg.Style(text=STYLE), *_ingredients(), *_others()]
