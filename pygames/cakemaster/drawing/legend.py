"""What the marks on the cakes mean, as a legend beside the table: the dashed red ring
round a half rosette that stays half, the pink edge of the quarters just placed, the
dashed blue edge of a quarter where the chosen card may go. Each entry shows the mark
as the table draws it (same colours, widths and dashes) and says what it means."""

from __future__ import annotations

import svg
from pygames.cakemaster.drawing.pieces import (
    CREAM,
    HALF_MARK,
    LAST_MARK,
    LEGAL_EDGE,
    PIPING,
    PLATE_EDGE,
)
from pygames.core.screen import esc, say


def _swatch(elements: list[svg.Element]) -> str:
    picture = svg.SVG(
        viewBox=svg.ViewBoxSpec(0, 0, 48, 48),
        width=32,
        height=32,
        extra={"aria-hidden": "true", "focusable": "false"},
        elements=elements,
    )
    return str(picture)


def _half_ring() -> str:
    half = svg.Path(
        d=[svg.M(24, 10), svg.Arc(14, 14, 0, False, True, 24, 38), svg.Z()],
        fill=CREAM,
        stroke=PIPING,
        stroke_width=2,
    )
    ring = svg.Circle(
        cx=24, cy=24, r=20, fill="none", stroke=HALF_MARK, stroke_width=4, stroke_dasharray=[6, 4]
    )
    edge = svg.Line(x1=24, y1=2, x2=24, y2=46, stroke=PLATE_EDGE, stroke_width=2)
    return _swatch([edge, half, ring])


def _quarter(stroke: str, width: int, dash) -> str:
    quarter = svg.Path(
        d=[svg.M(8, 40), svg.L(8, 8), svg.Arc(32, 32, 0, False, True, 40, 40), svg.Z()],
        fill="#ffffff",
        stroke=stroke,
        stroke_width=width,
        stroke_dasharray=dash,
    )
    return _swatch([quarter])


def legend() -> str:
    """The legend's HTML, in the language of the moment."""
    entries = (
        ("half", _half_ring(), "cakemaster.legend.half_ring"),
        ("last", _quarter(LAST_MARK, 5, None), "cakemaster.legend.last"),
        ("legal", _quarter(LEGAL_EDGE, 4, [7, 5]), "cakemaster.legend.legal"),
    )
    items = "".join(
        f'<li data-mark="{mark}">{picture}<span>{esc(say(key))}</span></li>'
        for mark, picture, key in entries
    )
    heading = esc(say("cakemaster.legend.heading"))
    return f'<section class="cm-legend" id="legend"><h2>{heading}</h2><ul>{items}</ul></section>'
