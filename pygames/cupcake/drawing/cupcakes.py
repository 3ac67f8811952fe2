"""A cupcake drawn: its base and its frosting, each in its flavours' colours (``pieces``'s
``BASE_FILLS``, ``FROSTING_FILLS``) and with their letters; mixed layers striped or in
two halves. The layers held, the menu items and the supply are drawn with these."""

from __future__ import annotations

import dataclasses

import svg
from pygames.cupcake.drawing.pieces import BASE_FILLS, FROSTING_FILLS, INK, svg_text


def _letters(letters: str, cx, cy, s, ink) -> list:
    if not letters:
        return []
    size = max(12, s * 2 // 5)
    return [svg_text(cx, cy + size * 2 // 5, letters, size, fill=ink, anchor="middle", weight=700)]


def frosting_shape(frosting: str, x, y, s, letters: str = "") -> list:
    """A cupcake's top: one colour, or two halves when mixed (``frosting`` as the view
    names it, "lemon+mint"), with its flavours' letters."""
    flavours = frosting.split("+")
    top_h = s * 9 // 20
    if len(flavours) == 1:
        parts: list[svg.Element] = [
            svg.Ellipse(
                cx=x + s // 2,
                cy=y + top_h * 3 // 5,
                rx=s // 2,
                ry=top_h * 3 // 5,
                fill=FROSTING_FILLS[flavours[0]],
                stroke=INK,
                stroke_width=1.2,
            )
        ]
    else:
        parts = [
            svg.Rect(
                x=x + n * s // 2,
                y=y,
                width=s // 2,
                height=top_h * 6 // 5,
                rx=s // 6,
                fill=FROSTING_FILLS[flavour],
                stroke=INK,
                stroke_width=1.2,
            )
            for n, flavour in enumerate(flavours)
        ]
    ink = "#ffffff" if flavours == ["chocolate"] else INK
    marks = _letters(letters, x + s // 2, y + top_h * 3 // 5, s, ink)
    if len(flavours) > 1:  # dark letters across two halves, one maybe dark: a light outline
        marks = [
            dataclasses.replace(m, stroke="#ffffff", stroke_width=2, paint_order="stroke")
            for m in marks
        ]
    return parts + marks


def base_shape(base: str, x, y, s, letters: str = "") -> list:
    """A cupcake's base (its top at ``y + s * 9 // 20``): one colour, striped when mixed,
    with its flavours' letters."""
    by = y + s * 9 // 20
    points = [x + s // 10, by, x + s * 9 // 10, by, x + s * 3 // 4, y + s, x + s // 4, y + s]
    fill = BASE_FILLS["vanilla" if base == "mixed" else base]
    parts: list[svg.Element] = [svg.Polygon(points=points, fill=fill, stroke=INK, stroke_width=1.2)]
    if base == "mixed":
        for n in (1, 3):
            lx = x + s // 4 + n * s // 8
            parts.append(
                svg.Line(
                    x1=lx,
                    y1=by + 2,
                    x2=lx,
                    y2=y + s - 2,
                    stroke=BASE_FILLS["chocolate"],
                    stroke_width=max(2, s // 8),
                )
            )
    ink = "#ffffff" if base == "chocolate" else INK
    return parts + _letters(letters, x + s // 2, (by + y + s) // 2, s, ink)


def cupcake(base: str, frosting: str, x, y, s, letters: tuple[str, str] = ("", "")) -> list:
    """A cupcake: its frosting on its base (``letters``: the base's and the frosting's)."""
    return base_shape(base, x, y, s, letters[0]) + frosting_shape(frosting, x, y, s, letters[1])
