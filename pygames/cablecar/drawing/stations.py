"""Cable Car's stations on the board: each station's tab (its number on the owner's
colour, its car, the points once scored) and the play aid it holds (its line as it
stands now, shown while the station is hovered or focused). Player names reach the
markup only through ``pygames.core.drawing.svgtext``."""

from __future__ import annotations

import functools

import svg
from pygames.cablecar.data import station_square
from pygames.cablecar.drawing import words
from pygames.cablecar.drawing.layout import FULL, Layout
from pygames.cablecar.drawing.lines import trace_paths
from pygames.cablecar.drawing.pieces import (
    BOARD,
    FRAME,
    FRAME_EDGE,
    INWARD,
    MARGIN,
    TAB_DEPTH,
    TAB_GAP,
    TAB_INSET,
    TILE,
    VIEW,
    owner_colours,
    owner_shape,
    square_origin,
    station_outside,
)
from pygames.cablecar.drawing.side import side_of
from pygames.cablecar.drawing.words import colour_word
from pygames.cablecar.tracks import car_start, follow
from pygames.core.drawing.board import Memo
from pygames.core.drawing.marks import TEXT_DROP, mark
from pygames.core.drawing.svgtext import attrs, text, title
from pygames.core.drawing.textfit import text_width
from pygames.core.messages import Count
from pygames.core.screen import say

# -- stations ------------------------------------------------------------------------


def tab_box(station: int, layout: Layout = FULL) -> tuple[int, int, int, int]:
    """x, y, width, height of a station's tab outside the board edge (the tabs left
    and right as deep as the layout makes them)."""
    row, col, side = station_square(station)
    x, y = MARGIN + col * TILE, MARGIN + row * TILE
    long = TILE - 2 * TAB_INSET
    if side == 0:
        return x + TAB_INSET, MARGIN - TAB_GAP - TAB_DEPTH, long, TAB_DEPTH
    if side == 1:
        return MARGIN + BOARD + TAB_GAP, y + TAB_INSET, layout.side_tab, long
    if side == 2:
        return x + TAB_INSET, MARGIN + BOARD + TAB_GAP, long, TAB_DEPTH
    return MARGIN - TAB_GAP - layout.side_tab, y + TAB_INSET, layout.side_tab, long


def drop(size: int) -> int:
    """How far below a word's middle its baseline lies (about half a digit's height)."""
    return (size * 7 + 10) // 20


def _owner_name(view: dict, owner: int, names: list[str] | None) -> str:
    """Who owns a car: a player (with their colour), or in the shares game a company."""
    colour = view["colours"][owner] if owner < len(view["colours"]) else "?"
    return side_of(view).car_owner(colour_word(colour), owner, names)


def _station_title(view: dict, station: int, car: dict | None, names: list[str] | None) -> str:
    if car is None:
        return say("cablecar.board.no_car", station=station)
    who = _owner_name(view, car["owner"], names)
    line = car["scored"]
    if not line:
        steps, _, _ = follow(view["board"], station)
        return say("cablecar.board.open", station=station, who=who, tiles=words.tiles(len(steps)))
    power = line["end"] == "power"
    to = (
        say("cablecar.board.to_power")
        if power
        else say("cablecar.board.to_station", station=line["end"])
    )
    return say(
        "cablecar.board.scored",
        station=station,
        who=who,
        to=to,
        tiles=words.tiles(line["tiles"]),
        double=" ×2" if power else "",
        points=Count("core.unit.points", line["points"]),
    )


_pieces = Memo()


def station_markup(
    view: dict,
    station: int,
    car: dict | None,
    names: list[str] | None,
    layout: Layout = FULL,
    spot: tuple[int, int] | None = None,
) -> str:
    """``station_tab`` as markup, kept under everything it reads: the car, its line as
    it stands, the colours, the mode of play, the names, the layout and where its
    scored line's badge stands (``badge_spots``)."""
    line = follow(view["board"], station) if car else None
    key = (
        station,
        None if car is None else (car["owner"], _frozen(car["scored"])),
        None if line is None else (tuple(line[0]), line[1], line[2]),
        tuple(view["colours"]),
        view.get("mode"),
        tuple(names or ()),
        layout,
        spot,
    )
    return _pieces.get(key, lambda: station_tab(view, station, car, names, layout, spot))


def _frozen(scored: dict | None):
    return tuple(sorted(scored.items())) if scored else None


def station_tab(
    view: dict,
    station: int,
    car: dict | None,
    names: list[str] | None,
    layout: Layout = FULL,
    spot: tuple[int, int] | None = None,
) -> svg.G:
    """A station tab: number on the owner's colour and the car pointing at the board;
    once the line has scored the car is turned away, the tab goes pale and shows the
    points. A station with a car can take the focus and holds its line's play aid.
    Its words are the layout's sizes."""
    x, y, w, h = tab_box(station, layout)
    owner = car["owner"] if car else None
    fill, ink, tint = owner_colours(view, owner)
    shape = owner_shape(view, owner) or "circle"
    line = car["scored"] if car else None
    start = car_start(station)[1]
    side = start // 2
    classes = ["station", f"s{station}"] + ([f"owner-{owner}"] if car else ["unowned"])
    label = _station_title(view, station, car, names)
    parts: list[svg.Element] = [title(label)]
    cx, cy = x + w // 2, y + h // 2
    if line:
        classes.append("scored")
        parts.append(
            svg.Rect(
                x=x,
                y=y,
                width=w,
                height=h,
                rx=8,
                fill=tint,
                stroke=fill,
                stroke_width=4,
                class_=["tab"],
            )
        )
        # Number and points side by side on the long tabs, stacked on the tall ones;
        # as large as the layout asks (on a phone a unit is under half a pixel).
        if side in (0, 2):
            (nx, ny), (px, py) = (x + 19, cy), (x + w - 21, cy)
        else:
            (nx, ny), (px, py) = (cx, y + 19), (cx, y + h - 22)
        # The shape as wide as the tab allows (a narrow side tab on a phone).
        radius = min(18, min(w, h) // 2 - 2)
        parts += [
            svg.Text(
                x=nx,
                y=ny + drop(layout.scored),
                text=text(station),
                font_size=layout.scored,
                fill="#3d4448",
                text_anchor="middle",
            ),
            # The points on the owner's shape; a halo of the owner's colour keeps them
            # legible where they reach past a narrow shape's edge.
            mark(shape, px, py, radius, fill=fill, stroke=FRAME, owner=owner),
            svg.Text(
                x=px,
                y=py + drop(layout.points) + round(radius * TEXT_DROP.get(shape, 0)),
                text=text(line["points"]),
                font_size=layout.points,
                fill=ink,
                stroke=fill,
                stroke_width=4,
                paint_order="stroke",
                text_anchor="middle",
                class_=["points"],
            ),
        ]
    else:
        # On the narrow side tabs the number moves along the tab, away from the car.
        shift = {1: 7, 3: -7}.get(side, 0)
        size = layout.number if side in (0, 2) else layout.side_number
        parts += [
            svg.Rect(
                x=x,
                y=y,
                width=w,
                height=h,
                rx=8,
                fill=fill,
                stroke=FRAME_EDGE,
                stroke_width=2,
                class_=["tab"],
            ),
            svg.Text(
                x=cx,
                y=cy + drop(size) + shift,
                text=text(station),
                font_size=size,
                fill=ink,
                text_anchor="middle",
            ),
        ]
        if car:
            parts += [
                _car_marker(station, start, ink),
                _tab_mark(shape, x, y, w, h, side, fill, ink, owner),
            ]
    parts += [_line_aid(view, station, car, layout, spot)] if car else []
    return svg.G(
        class_=classes,
        data=attrs({"station": station}),
        tabindex=0 if car else None,
        extra=attrs({"role": "img" if car else None, "aria-label": label if car else None}),
        elements=parts,
    )


def _tab_mark(shape, x, y, w, h, side, fill, ink, owner) -> svg.Element:
    """The owner's shape on an open station's tab, clear of its number: left of it on
    the long tabs, on the far side of it on the tall ones (the number moves along)."""
    if side in (0, 2):
        cx, cy, r = x + 12, y + h // 2, 7
    else:
        cx, cy, r = x + w // 2, y + h // 2 + (-24 if side == 1 else 24), 8
    return mark(shape, cx, cy, r, fill=fill, stroke=ink, stroke_width=2.5, owner=owner)


def badge_size(value, caption: str, layout: Layout = FULL) -> tuple[int, int, int, int]:
    """A line aid's badge: its width and height, and how far down its value's and its
    caption's baselines lie, for the layout's words (28, 14: 31 + 18 + 7 high)."""
    big, small = layout.aid_value, layout.aid_caption
    above, below = (big * 11 + 5) // 10, (small * 13 + 5) // 10
    width = max(
        TILE - 16,
        text_width(caption, small, small * 7 // 10) + 16,
        text_width(value, big, big * 7 // 10) + 16,
    )
    return width, above + below + 7, above, above + below


def _badge_at(x: int, y: int, width: int, height: int, layout: Layout) -> tuple[int, int]:
    """A badge centred on the square at (x, y), kept inside the board's frame."""
    left, right = layout.frame
    bx = min(max(x + (TILE - width) // 2, left + 2), right - 2 - width)
    by = min(max(y + (TILE - height) // 2, 2), VIEW - 2 - height)
    return bx, by


# Room kept between two badges shown together (their edges are 4 units wide).
BADGE_CLEAR = 6


def _overlap(a: tuple[int, int, int, int], b: tuple[int, int, int, int]) -> int:
    ax, ay, aw, ah = a
    bx, by, bw, bh = b
    across = min(ax + aw, bx + bw) + BADGE_CLEAR - max(ax, bx)
    down = min(ay + ah, by + bh) + BADGE_CLEAR - max(ay, by)
    return max(0, across) * max(0, down)


def badge_spots(view: dict, layout: Layout = FULL) -> dict[int, tuple[int, int]]:
    """Where each scored line's badge stands (its box's corner), so that the badges
    of one owner's lines, shown all at once (presenter mode's "why this score"), never
    cover each other: each line's badge, station by station, on the first of its tiles
    (then beside one) where it is clear of the owner's badges placed before; where none
    is, where it covers least."""
    board = view["board"]
    caption = say("cablecar.board.points")
    spots: dict[int, tuple[int, int]] = {}
    taken: dict[int, list[tuple[int, int, int, int]]] = {}
    for car in sorted(view["cars"], key=lambda c: c["station"]):
        line = car["scored"]
        if not line:
            continue
        station = car["station"]
        steps, _, _ = follow(board, station)
        width, height, _, _ = badge_size(line["points"], caption, layout)
        squares = [square for square, _, _ in steps] or [car_start(station)[0]]
        centred = [_badge_at(*square_origin(square), width, height, layout) for square in squares]
        step_x, step_y = width // 2 + BADGE_CLEAR, height // 2 + BADGE_CLEAR
        beside = [
            _badge_at(x + dx, y + dy, width, height, layout)
            for (x, y) in (square_origin(square) for square in squares)
            for dx, dy in ((0, -step_y), (0, step_y), (-step_x, 0), (step_x, 0))
        ]
        placed = taken.setdefault(car["owner"], [])
        candidates = [(x, y, width, height) for x, y in centred + beside]
        best = min(
            enumerate(candidates),
            key=lambda found: (sum(_overlap(found[1], box) for box in placed), found[0]),
        )[1]
        placed.append(best)
        spots[station] = best[:2]
    return spots


def _line_aid(
    view: dict,
    station: int,
    car: dict,
    layout: Layout = FULL,
    spot: tuple[int, int] | None = None,
) -> svg.G:
    """The station's line as it stands (hidden until the station is hovered or
    focused): the trace, and a badge with what it scores now. An open line's badge
    sits on the empty square it runs into, where its next tile goes; a scored line's
    on its first tile, or at ``spot`` (``badge_spots``). The badge grows past its
    square for the layout's words, kept inside the board's frame."""
    board = view["board"]
    steps, _, waiting = follow(board, station)
    line = car["scored"]
    parts: list[svg.Element] = [trace_paths(view, station, car["owner"])] if steps else []
    if waiting is not None:
        x, y = square_origin(waiting)
        parts.append(
            svg.Rect(
                x=x + 5,
                y=y + 5,
                width=TILE - 10,
                height=TILE - 10,
                rx=8,
                fill="none",
                stroke="#ffffff",
                stroke_width=4,
                stroke_dasharray=[9, 6],
            )
        )
    else:
        x, y = square_origin(steps[0][0] if steps else car_start(station)[0])
    value, caption = (
        (line["points"], say("cablecar.board.points"))
        if line
        else (len(steps), say("cablecar.board.so_far"))
    )
    fill = owner_colours(view, car["owner"])[0]
    width, height, _, _ = badge_size(value, caption, layout)
    at = spot if line and spot else _badge_at(x, y, width, height, layout)
    parts += points_badge(value, caption, at, fill, layout)
    return svg.G(class_=["aid"], elements=parts)


def points_badge(value, caption: str, at: tuple[int, int], fill: str, layout: Layout) -> list:
    """A line's badge at ``at`` (its box's corner): the value over its caption."""
    big, small = layout.aid_value, layout.aid_caption
    width, height, value_y, caption_y = badge_size(value, caption, layout)
    bx, by = at
    middle = bx + width // 2
    return [
        svg.Rect(
            x=bx,
            y=by,
            width=width,
            height=height,
            rx=10,
            fill=FRAME,
            fill_opacity=0.92,
            stroke=fill,
            stroke_width=4,
        ),
        svg.Text(
            x=middle,
            y=by + value_y,
            text=text(value),
            font_size=big,
            fill="#ffffff",
            text_anchor="middle",
            class_=["aid-value"],
        ),
        svg.Text(
            x=middle,
            y=by + caption_y,
            text=text(caption),
            font_size=small,
            fill="#ffffff",
            text_anchor="middle",
        ),
    ]


def scored_badges(view: dict, spots: dict[int, tuple[int, int]], layout: Layout = FULL) -> str:
    """Every scored line's badge again, over everything on the board (no other line's
    trace over it), each hidden until something shows it: presenter mode's "why this
    score" shows one owner's all at once (``screen.scored_marks``: ``.badge.s<N>``)."""
    parts = []
    for car in sorted(view["cars"], key=lambda c: c["station"]):
        line, station = car["scored"], car["station"]
        if not line or station not in spots:
            continue
        fill = owner_colours(view, car["owner"])[0]
        at = spots[station]
        key = ("badge", station, car["owner"], line["points"], at, fill, layout)
        parts.append(
            _pieces.get(
                key,
                functools.partial(
                    _badge_group, station, car["owner"], line["points"], at, fill, layout
                ),
            )
        )
    return "".join(parts)


def _badge_group(station, owner, points, at, fill, layout) -> svg.G:
    return svg.G(
        class_=["badge", f"s{station}", f"owner-{owner}"],
        data=attrs({"station": station}),
        elements=points_badge(points, say("cablecar.board.points"), at, fill, layout),
    )


def _car_marker(station: int, start: int, colour: str) -> svg.Polygon:
    """A small arrowhead on the tab's inner edge at the car's track end."""
    x, y = station_outside(station, start)
    u, v = INWARD[start]
    # Tip at the edge of the tab, base 9 units back towards the station.
    bx, by = x - 9 * u, y - 9 * v
    return svg.Polygon(
        points=[x, y, bx + 7 * v, by + 7 * u, bx - 7 * v, by - 7 * u], fill=colour, class_=["car"]
    )
