"""Cable Car's lines on the board: each scored line in its owner's colour, and the
glow along a station's line as it stands (the play aid's trace)."""

from __future__ import annotations

from functools import partial

import svg
from pygames.cablecar.drawing.pieces import (
    FRAME_EDGE,
    INWARD,
    TAB_GAP,
    end_point,
    owner_colours,
    square_origin,
    station_outside,
    track_curve,
)
from pygames.cablecar.tracks import car_start, follow
from pygames.core.drawing.board import Memo
from pygames.core.drawing.svgtext import attrs, path_text

_lines = Memo()


def _line_path(board: list[int], station: int) -> tuple[list[svg.PathData], list[tuple]]:
    """The continuous path of a car's line, from its station tab along every track it
    follows (to the far station's tab if it reached one), and the track pieces used."""
    steps, end, _ = follow(board, station)
    start = car_start(station)[1]
    d: list[svg.PathData] = [svg.MoveTo(*station_outside(station, start))]
    pieces = []
    for square, a, b in steps:
        curve = track_curve(a, b, *square_origin(square))
        d += [svg.LineTo(curve[0].x, curve[0].y), curve[1]]
        pieces.append((square, min(a, b), max(a, b)))
    if isinstance(end, int) and steps:
        square, _, out = steps[-1]
        x, y = end_point(out, *square_origin(square))
        u, v = INWARD[out]
        d.append(svg.LineTo(x - u * TAB_GAP, y - v * TAB_GAP))
    return d, pieces


def scored_lines(view: dict) -> str:
    """Each scored line in its owner's colour over a dark edge, as markup. A line that
    another car also scored (the two ends of one line) is drawn dashed over the first."""
    drawn: set[tuple] = set()
    parts: list[str] = []
    for car in sorted(view["cars"], key=lambda c: c["station"]):
        if not car["scored"]:
            continue
        steps, end, _ = follow(view["board"], car["station"])
        pieces = [(square, min(a, b), max(a, b)) for square, a, b in steps]
        shared = bool(drawn.intersection(pieces))
        drawn.update(pieces)
        fill = owner_colours(view, car["owner"])[0]
        key = ("line", car["station"], car["owner"], tuple(steps), end, shared, fill)
        parts.append(_lines.get(key, partial(_scored_line, view, car, shared, fill)))
    return "".join(parts)


def _scored_line(view: dict, car: dict, shared: bool, fill: str) -> svg.G:
    d, _ = _line_path(view["board"], car["station"])
    return svg.G(
        class_=["scored-line", f"owner-{car['owner']}", f"s{car['station']}"],
        data=attrs({"station": car["station"]}),
        elements=[
            svg.Path(
                d=path_text(d),
                fill="none",
                stroke=FRAME_EDGE,
                stroke_width=13,
                stroke_linejoin="round",
                stroke_dasharray=[18, 18] if shared else None,
            ),
            svg.Path(
                d=path_text(d),
                fill="none",
                stroke=fill,
                stroke_width=8,
                stroke_linejoin="round",
                stroke_dasharray=[18, 18] if shared else None,
            ),
        ],
    )


def trace_paths(view: dict, station: int, owner: int | None, **group) -> svg.G:
    """A glow along a station's line as it stands now (scored or still open)."""
    d, _ = _line_path(view["board"], station)
    return svg.G(
        **group,
        elements=[
            svg.Path(
                d=path_text(d),
                fill="none",
                stroke="#ffffff",
                stroke_width=26,
                stroke_opacity=0.55,
                stroke_linecap="round",
                stroke_linejoin="round",
            ),
            svg.Path(
                d=path_text(d),
                fill="none",
                stroke=owner_colours(view, owner)[0],
                stroke_width=14,
                stroke_linecap="round",
                stroke_linejoin="round",
            ),
        ],
    )
