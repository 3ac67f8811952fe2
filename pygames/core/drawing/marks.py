"""Shapes that mark a player or a company besides its colour, defined once for every
game: colour is never the only signal. A mark is drawn filled with its owner's colour
and carries ``data-mark`` (its shape) and ``data-owner`` (the seat it marks, or in
Cable Car's shares game the company), so the colour-vision tests read from the markup
what a player sees.

Cable Car's colours (players and companies) each have their own shape, the same on
the board, in the side panel and in the players list; other games mark their seats by
seat number (``seat_shape``). Shapes are polygons on a unit circle, so each fills
about the same area at one radius."""

from __future__ import annotations

import math

import svg
from pygames.core.drawing.parts import svg_text
from pygames.core.drawing.svgtext import attrs, text

SHAPES = ("circle", "square", "triangle", "diamond", "hexagon", "star", "pentagon", "cross")

# Cable Car's colour names (the `c-<name>` classes): 6 players, 8 companies.
COLOUR_SHAPES = {
    "yellow": "circle",
    "blue": "square",
    "orange": "triangle",
    "green": "diamond",
    "purple": "hexagon",
    "black": "star",
    "red": "pentagon",
    "brown": "cross",
}


def seat_shape(seat: int) -> str:
    """The shape of a seat, in games whose seat colours have no names."""
    return SHAPES[seat % len(SHAPES)]


def colour_shape(colour: str) -> str:
    return COLOUR_SHAPES.get(colour, "circle")


def _regular(n: int, start: float, radius: float = 1.0) -> list[tuple[float, float]]:
    return [
        (
            radius * math.cos(start + 2 * math.pi * i / n),
            radius * math.sin(start + 2 * math.pi * i / n),
        )
        for i in range(n)
    ]


def _star() -> list[tuple[float, float]]:
    outer = _regular(5, -math.pi / 2, 1.15)
    inner = _regular(5, -math.pi / 2 + math.pi / 5, 0.5)
    return [p for pair in zip(outer, inner) for p in pair]


def _cross() -> list[tuple[float, float]]:
    a, b = 0.34, 0.95
    return [(a, -b), (a, -a), (b, -a), (b, a), (a, a), (a, b)] + [
        (-a, b), (-a, a), (-b, a), (-b, -a), (-a, -a), (-a, -b)
    ]  # fmt: skip


# Each shape's outline on the unit circle (the circle itself is drawn as one).
_OUTLINES = {
    "square": [(-0.85, -0.85), (0.85, -0.85), (0.85, 0.85), (-0.85, 0.85)],
    "triangle": _regular(3, -math.pi / 2, 1.25),
    "diamond": _regular(4, -math.pi / 2, 1.12),
    "hexagon": _regular(6, 0, 1.02),
    "star": _star(),
    "pentagon": _regular(5, -math.pi / 2, 1.05),
    "cross": _cross(),
}
# Where text sits best inside a shape (a triangle's middle is low), as a share of r.
TEXT_DROP = {"triangle": 0.25, "star": 0.1}


def outline(shape: str, cx: float, cy: float, r: float) -> list[float]:
    """A polygon shape's points around (cx, cy) at radius ``r``, in whole units (the
    boards are drawn in integer units, so their markup is byte-for-byte stable)."""
    return [round(v) for x, y in _OUTLINES[shape] for v in (cx + x * r, cy + y * r)]


def mark(
    shape: str,
    cx: float,
    cy: float,
    r: float,
    *,
    fill: str,
    stroke: str = "none",
    stroke_width: float = 2,
    owner: int | None = None,
    classes: list[str] | None = None,
) -> svg.Element:
    """A shape filled with its owner's colour, carrying ``data-mark`` (and
    ``data-seat``)."""
    common = {
        "fill": fill,
        "stroke": stroke,
        "stroke_width": stroke_width if stroke != "none" else None,
        "class_": ["mark"] + (classes or []),
        "data": attrs({"mark": shape, "owner": owner}),
    }
    if shape == "circle" or shape not in _OUTLINES:
        return svg.Circle(cx=cx, cy=cy, r=r, **common)
    return svg.Polygon(points=outline(shape, cx, cy, r), stroke_linejoin="round", **common)


def numbered_mark(
    shape: str,
    cx: float,
    cy: float,
    r: float,
    number: int,
    *,
    fill: str,
    ink: str,
    stroke: str,
    stroke_width: float = 2,
    owner: int | None = None,
    weight: int | None = None,
) -> list[svg.Element]:
    """A seat's token: its ``mark`` with a number on it in ``ink``, set lower in the
    shapes whose middle sits low (``TEXT_DROP``)."""
    drop = round(r * TEXT_DROP.get(shape, 0))
    return [
        mark(shape, cx, cy, r, fill=fill, stroke=stroke, stroke_width=stroke_width, owner=owner),
        svg_text(
            cx,
            cy + r * 2 // 5 + 1 + drop,
            number,
            r * 6 // 5,
            fill=ink,
            anchor="middle",
            weight=weight,
        ),
    ]


def swatch(shape: str, css_class: str, label: str | None = None) -> str:
    """A swatch for the page (the players list, the side panel): the shape as a small
    inline SVG, coloured by the page's ``c-<name>`` class (``ui/style.css``); without a
    label it is hidden from assistive technology (a name stands beside it)."""
    body = (
        '<circle r="9"/>'
        if shape == "circle" or shape not in _OUTLINES
        else f'<polygon points="{" ".join(str(v) for v in outline(shape, 0, 0, 9))}"/>'
    )
    named = (
        f'role="img" aria-label="{text(label)}"><title>{text(label)}</title>'
        if label is not None
        else 'aria-hidden="true">'
    )
    return (
        f'<svg class="swatch mark-swatch {text(css_class)}" data-mark="{text(shape)}" '
        f'viewBox="-12 -12 24 24" {named}{body}</svg>'
    )
