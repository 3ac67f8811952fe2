"""The evaluation graph of a review (``pygames.core.review``): a line a player over the
game, each move a point that can be chosen.

Pure drawing (no page, no ``ui``): the review page passes the points worked out so far
and each player's line (name, colour, the shape its marks have: ``core.drawing.marks``,
so colour is never the only cue), and gets SVG markup. Each move is a column of the
plot: clicking anywhere in it (``data-action="ui:review-at N"``) chooses the move; the
column of the move chosen is shaded and is the graph's one Tab stop (the others are
reached by the arrows, as the board's roving Tab stop is). A mistake is ringed. The
axis says the values' unit in words; every text is escaped (svg.py escapes nothing).

The picture is 600 units wide and its words 22 units high, so a phone's 360 px shows
them at 13 px and the stylesheet keeps it at most 640 px wide.
"""

from __future__ import annotations

from dataclasses import dataclass

import svg
from pygames.core.drawing.board import LayeredBoard, markup
from pygames.core.drawing.marks import mark
from pygames.core.drawing.parts import svg_text
from pygames.core.drawing.svgtext import attrs, text

WIDTH, HEIGHT = 600, 280
LEFT, RIGHT, TOP, BOTTOM = 76, 14, 18, 58  # room for the values, the moves and the unit
FONT = 22
INK, GRID, CHOSEN, MISTAKE = "#1f2430", "#c9ced8", "#1f63b5", "#b3261e"
# Seat colours of a game whose seats have none of their own (dark enough on white).
SEAT_COLOURS = ("#1f63b5", "#c0392b", "#2e7d32", "#7b3fa0", "#b35900", "#00796b")


@dataclass(frozen=True)
class Line:
    """A player: the seat, its name, the CSS colour of its line and its marks' shape."""

    seat: int
    name: str
    colour: str
    shape: str


@dataclass(frozen=True)
class Point:
    """A move judged: its number (from 1), its mover, the value of the move played,
    whether it was a mistake, and what a screen reader says of it."""

    move: int
    seat: int
    value: float
    mistake: bool
    label: str


def seat_colour(seat: int) -> str:
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def value_range(points: list[Point]) -> tuple[float, float]:
    """The values the plot spans: every point's, and zero, with a margin."""
    values = [p.value for p in points] + [0.0]
    low, high = min(values), max(values)
    if high - low < 2:
        low, high = low - 1, high + 1
    margin = (high - low) / 12
    return low - margin, high + margin


def number(value: float) -> str:
    """A value on the axis: a whole number when it is one or is 10 or more, else one
    decimal."""
    rounded = round(value, 1)
    if rounded == int(rounded) or abs(rounded) >= 10:
        rounded = round(rounded)
        return f"{int(rounded):+d}" if rounded else "0"
    return f"{rounded:+.1f}"


def draw(
    points: list[Point],
    lines: list[Line],
    *,
    total: int,
    at: int,
    label: str,
    unit: str,
    moves_word: str,
    movers: list[str] | None = None,
) -> LayeredBoard:
    """The graph's SVG: ``points`` of the moves judged so far out of ``total``, the
    move ``at`` chosen; ``label`` names the picture, ``unit`` (the axis) says what the
    values are, ``moves_word`` the other axis, ``movers`` what each move's column is
    called (its number and mover; by default the number).

    Three layers (``LayeredBoard``), so the page replaces only what changed: the axes,
    the lines and marks (as verdicts arrive; they take no clicks), and on top the
    columns that choose a move, which change only when another move is chosen (a
    column replaced under a press would lose the click)."""
    total = max(total, 1)
    low, high = value_range(points)
    plot_w, plot_h = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM
    column = plot_w / total

    def x(move: int) -> float:
        return round(LEFT + (move - 0.5) * column, 1)

    def y(value: float) -> float:
        return round(TOP + (high - value) / (high - low) * plot_h, 1)

    axes: list = [svg.Rect(x=LEFT, y=TOP, width=plot_w, height=plot_h, fill="#ffffff", stroke=GRID)]
    zero = y(0.0)
    axes.append(
        svg.Line(x1=LEFT, y1=zero, x2=WIDTH - RIGHT, y2=zero, stroke=INK, stroke_dasharray=[6, 5])
    )
    for value, baseline in ((high, TOP + FONT - 4), (0.0, zero + 8), (low, TOP + plot_h)):
        if value and abs(y(value) - zero) < FONT:
            continue  # would sit on the zero's label
        axes.append(svg_text(LEFT - 8, baseline, number(value), FONT, fill=INK, anchor="end"))
    bottom = TOP + plot_h + FONT + 2
    axes.append(svg_text(LEFT, bottom, "1", FONT, fill=INK, anchor="start"))
    if total > 1:
        axes.append(svg_text(WIDTH - RIGHT, bottom, total, FONT, fill=INK, anchor="end"))
    axes.append(
        svg_text(
            (LEFT + WIDTH - RIGHT) // 2,
            bottom,
            moves_word,
            FONT,
            fill=INK,
            anchor="middle",
            classes=["axis-moves"],
        )
    )
    axes.append(svg_text(8, HEIGHT - 8, unit, FONT - 2, fill=INK, classes=["axis-unit"]))
    drawn: list = []
    by_seat = {line.seat: line for line in lines}
    for line in lines:
        mine = [p for p in points if p.seat == line.seat]
        if len(mine) > 1:
            at_points = [v for p in mine for v in (x(p.move), y(p.value))]
            # A dark edge under the colour: a light colour (yellow) still reads on white.
            drawn.append(
                svg.Polyline(
                    points=at_points, fill="none", stroke=INK, stroke_width=5, opacity=0.55
                )
            )
            drawn.append(
                svg.Polyline(
                    points=at_points,
                    fill="none",
                    stroke=line.colour,
                    stroke_width=3,
                    stroke_linejoin="round",
                    data=attrs({"seat": line.seat}),
                    class_=["line"],
                )
            )
    for point in points:
        owner = by_seat.get(point.seat)
        cx, cy = x(point.move), y(point.value)
        if point.mistake:
            drawn.append(
                svg.Circle(
                    cx=cx,
                    cy=cy,
                    r=11,
                    fill="none",
                    stroke=MISTAKE,
                    stroke_width=3,
                    class_=["mistake"],
                    data=attrs({"move": point.move}),
                )
            )
        drawn.append(
            mark(
                owner.shape if owner else "circle",
                cx,
                cy,
                6,
                fill=owner.colour if owner else INK,
                stroke=INK,
                stroke_width=1.5,
                owner=point.seat,
            )
        )
    hits: list = []
    for move in range(1, total + 1):
        said = movers[move - 1] if movers and move <= len(movers) else str(move)
        chosen = move == at
        hits.append(
            svg.G(
                class_=["point"] + (["chosen"] if chosen else []),
                tabindex=0 if chosen else -1,
                data=attrs({"action": f"ui:review-at {move}", "move": move}),
                extra=attrs(
                    {
                        "role": "button",
                        "aria-label": said,
                        "aria-current": "true" if chosen else None,
                    }
                ),
                elements=[
                    svg.Title(text=text(said)),
                    svg.Rect(
                        x=round(LEFT + (move - 1) * column, 1),
                        y=TOP,
                        width=round(column, 1),
                        height=plot_h,
                        fill=CHOSEN if chosen else "transparent",
                        fill_opacity=0.16 if chosen else None,
                        class_=["hit"],
                    ),
                ],
            )
        )
    picture = svg.SVG(
        viewBox=svg.ViewBoxSpec(0, 0, WIDTH, HEIGHT),
        class_=["review-graph"],
        extra=attrs({"role": "group", "aria-label": label}),
    )
    return LayeredBoard(
        picture,
        [
            ("review-axes", markup(axes)),
            ("review-lines", markup(drawn)),
            ("review-hits", markup(hits)),
        ],
    )
