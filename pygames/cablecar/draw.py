"""Cable Car as SVG: the board (``draw_board``) and single tiles (``draw_tile``).

Everything is drawn in integer units (a square is ``TILE`` = 90 units) inside a
``viewBox``, so the same picture scales from a phone to a projector and the output is
byte-for-byte deterministic. Each tile kind on the board is one ``<symbol>`` placed
with ``<use>`` and turned by a rotation about the square's centre. Player names only
ever reach the markup through ``pygames.core.svgtext``.

Play aids cost no round trip to Python: every station carries its line as it stands
now (trace and a badge: tiles so far, or the points scored) in a hidden group that the
board's own CSS shows while the station is hovered or focused, or while an element of
the page with ``data-trace="<station>"`` is (the side panel's list of scored lines).
Every text a player reads comes from the game's catalogs (``pygames/cablecar/lang``),
in the language of the moment.
"""

from __future__ import annotations

import svg
from pygames.cablecar.actions import Place
from pygames.cablecar.data import CONNECT, POWER, SIZE, TILE_NAMES, station_square
from pygames.cablecar.rules import EMPTY, car_start, tile_count, waiting_square
from pygames.core.messages import template
from pygames.core.screen import say
from pygames.core.svgtext import attrs, text, title

TILE = 90
THIRD = TILE // 3
MARGIN = 64  # room for the station tabs around the board
BOARD = SIZE * TILE
VIEW = BOARD + 2 * MARGIN
TAB_GAP, TAB_DEPTH, TAB_INSET = 7, 48, 6

# Board and tile colours.
FRAME = "#25323a"
FRAME_EDGE = "#151d22"
SQUARE = "#c9d2bf"
SQUARE_EDGE = "#b2bca6"
TILE_FACE = "#f7f1e1"
TILE_EDGE = "#d9cfb6"
RAIL = "#35302b"
SLOT = "#8a8174"
POWER_FILL = "#3b4a54"
LAST_MARK = "#e0115f"  # not a player colour, so it never reads as an owner
LEGAL_EDGE = "#1d2a31"

# Player colours: (fill, ink for text on the fill, pale tint for a scored station).
# Close to the Okabe-Ito set: yellow, orange and green differ in lightness too, so they
# stay apart for red-green colour blindness. The page around the board should reuse them.
PALETTE = {
    "yellow": ("#f2d21b", "#1c1a14", "#f4ecb8"),
    "blue": ("#1f6fc5", "#ffffff", "#c3d7ef"),
    "orange": ("#e0630f", "#1c1a14", "#f5cfb4"),
    "green": ("#0f9d6e", "#ffffff", "#bfe3d4"),
    "purple": ("#b45fa0", "#ffffff", "#ecd0e4"),
    "black": ("#1f1f1f", "#ffffff", "#c9c9c9"),
    "red": ("#c8362e", "#ffffff", "#f1c3c3"),
    "brown": ("#8b5a2b", "#ffffff", "#e1cfbd"),
}
UNOWNED = ("#9aa4aa", "#1c1a14", "#9aa4aa")


def _tiles(n: int) -> str:
    return tile_count(n).render()


def colour_word(colour: str) -> str:
    """A colour in the language of the moment ("yellow"), or as the view names it."""
    key = f"cablecar.colour.{colour}"
    return say(key) if template(key) else colour


STYLE = """
.cc-board .legal { cursor: pointer; outline: none; }
.cc-board .legal .ghost { opacity: 0; transition: opacity .12s; }
.cc-board .legal:hover .ghost, .cc-board .legal:focus .ghost { opacity: .85; }
.cc-board .legal:hover .hit, .cc-board .legal:focus .hit { fill-opacity: 0; stroke-dasharray: none; }
.cc-board .legal:focus-visible .hit { stroke: #ffffff; stroke-width: 7; }
.cc-board .station { cursor: default; outline: none; }
.cc-board .aid { display: none; pointer-events: none; }
.cc-board .station:hover .aid, .cc-board .station:focus .aid { display: inline; }
.cc-board .station:hover .tab, .cc-board .station:focus .tab { stroke: #ffffff; stroke-width: 4; }
.cc-board .station:focus-visible .tab { stroke-width: 7; }
""" + "".join(
    # An element elsewhere on the page naming a station (data-trace) shows its line too.
    f':root:has([data-trace="{n}"]:hover, [data-trace="{n}"]:focus) .cc-board .station.s{n} .aid'
    " { display: inline; }\n"
    for n in range(1, 4 * SIZE + 1)
)

# -- geometry of one square -----------------------------------------------------------

# End e of a square, in units from its top-left corner (0,1 top; 2,3 right; 4,5 bottom;
# 6,7 left, clockwise), and the unit vector pointing from that end into the square.
END_POINTS = (
    (THIRD, 0),
    (2 * THIRD, 0),
    (TILE, THIRD),
    (TILE, 2 * THIRD),
    (2 * THIRD, TILE),
    (THIRD, TILE),
    (0, 2 * THIRD),
    (0, THIRD),
)
INWARD = ((0, 1), (0, 1), (-1, 0), (-1, 0), (0, -1), (0, -1), (1, 0), (1, 0))
# The corner shared by two neighbouring sides (side = end // 2).
_CORNERS = {
    frozenset((0, 1)): (TILE, 0),
    frozenset((1, 2)): (TILE, TILE),
    frozenset((2, 3)): (0, TILE),
    frozenset((3, 0)): (0, 0),
}
# Leaving a square through an end: the step to the next square.
_STEPS = ((-1, 0), (-1, 0), (0, 1), (0, 1), (1, 0), (1, 0), (0, -1), (0, -1))


def end_point(end: int, x: int = 0, y: int = 0) -> tuple[int, int]:
    """Where track end ``end`` of the square whose top-left corner is (x, y) lies."""
    ex, ey = END_POINTS[end]
    return x + ex, y + ey


def entry_end(out: int) -> int:
    """The end by which a line leaving through ``out`` enters the next square."""
    return (5 - out) % 8 if out // 2 in (0, 2) else (9 - out) % 8


def _reach(a: int, b: int) -> tuple[int, int]:
    """How far the curve from end a to end b runs straight inward at each end.

    Ends on neighbouring sides make a quarter ellipse about the shared corner (0.55 of
    the radius approximates a circle with a cubic curve); ends on one side make a short
    U-turn; ends on opposite sides an S-curve or a straight line."""
    side_a, side_b = a // 2, b // 2
    if side_a == side_b:
        return 34, 34
    if (side_a - side_b) % 4 == 2:
        return 36, 36
    cx, cy = _CORNERS[frozenset((side_a, side_b))]
    (ax, ay), (bx, by) = END_POINTS[a], END_POINTS[b]
    from_a, from_b = abs(ax - cx) + abs(ay - cy), abs(bx - cx) + abs(by - cy)
    return (from_b * 11 + 10) // 20, (from_a * 11 + 10) // 20


def track_curve(a: int, b: int, x: int = 0, y: int = 0) -> list[svg.PathData]:
    """A smooth cubic from end a to end b of the square at (x, y), leaving each end
    straight inward so tracks line up across squares."""
    (x0, y0), (x3, y3) = end_point(a, x, y), end_point(b, x, y)
    ka, kb = _reach(a, b)
    (ua, va), (ub, vb) = INWARD[a], INWARD[b]
    return [
        svg.MoveTo(x0, y0),
        svg.CubicBezier(x0 + ua * ka, y0 + va * ka, x3 + ub * kb, y3 + vb * kb, x3, y3),
    ]


def square_origin(square: int) -> tuple[int, int]:
    row, col = divmod(square, SIZE)
    return MARGIN + col * TILE, MARGIN + row * TILE


def line_segments(board: list[int], station: int) -> tuple[list[tuple[int, int, int]], object]:
    """Follow a car's line as (square, entry end, exit end) steps, in board orientation.
    Returns the steps and where the line stops: a station number, "power" or None
    (open), as ``rules.trace`` does."""
    square, end = car_start(station)
    power = {r * SIZE + c for r, c in POWER}
    steps = []
    # Each of the board's 256 track pieces can be passed at most once, so a longer
    # walk means the board is not a Cable Car board.
    for _ in range(4 * SIZE * SIZE + 1):
        if square in power:
            return steps, "power"
        placed = board[square]
        if placed == EMPTY:
            return steps, None
        out = CONNECT[placed][end]
        steps.append((square, end, out))
        row, col = divmod(square, SIZE)
        dr, dc = _STEPS[out]
        if not (0 <= row + dr < SIZE and 0 <= col + dc < SIZE):
            side = out // 2
            return steps, (col + 1, row + 9, 24 - col, 32 - row)[side]
        square, end = (row + dr) * SIZE + col + dc, entry_end(out)
    raise ValueError(f"the line from station {station} never ends")


# -- tiles --------------------------------------------------------------------------


def tile_art(kind: int) -> list[svg.Element]:
    """One tile, unturned, in a 90×90 box: a cream face and four tracks. Each track
    is laid over a band of the face colour so crossings read as bridges."""
    parts: list[svg.Element] = [
        svg.Rect(
            x=1,
            y=1,
            width=TILE - 2,
            height=TILE - 2,
            rx=3,
            fill=TILE_FACE,
            stroke=TILE_EDGE,
            stroke_width=1.5,
        )
    ]
    for pair in TILE_NAMES[kind].split():
        a, b = (int(end) for end in pair.split("-"))
        d = track_curve(a, b)
        parts += [
            svg.Path(d=d, fill="none", stroke=TILE_FACE, stroke_width=15),
            svg.Path(d=d, fill="none", stroke=RAIL, stroke_width=10),
            svg.Path(d=d, fill="none", stroke=SLOT, stroke_width=2),
        ]
    return parts


def tile_back() -> list[svg.Element]:
    """A face-down tile: dark, with the eight track ends and a cable car roundel."""
    parts: list[svg.Element] = [
        svg.Rect(
            x=1,
            y=1,
            width=TILE - 2,
            height=TILE - 2,
            rx=6,
            fill=FRAME,
            stroke=FRAME_EDGE,
            stroke_width=2,
        ),
        svg.Rect(
            x=9,
            y=9,
            width=TILE - 18,
            height=TILE - 18,
            rx=4,
            fill="none",
            stroke=SLOT,
            stroke_width=2,
        ),
    ]
    for end in range(8):
        (x, y), (u, v) = END_POINTS[end], INWARD[end]
        parts.append(
            svg.Line(x1=x, y1=y, x2=x + 14 * u, y2=y + 14 * v, stroke=SLOT, stroke_width=6)
        )
    parts += [
        svg.Circle(cx=45, cy=45, r=17, fill=POWER_FILL, stroke=SLOT, stroke_width=2),
        *_car_icon(45, 45, "#f6c700"),
    ]
    return parts


def _car_icon(cx: int, cy: int, colour: str) -> list[svg.Element]:
    """A small cable car seen from the side, centred on (cx, cy)."""
    return [
        svg.Line(x1=cx - 13, y1=cy - 9, x2=cx + 13, y2=cy - 9, stroke=colour, stroke_width=2),
        svg.Rect(x=cx - 9, y=cy - 6, width=18, height=13, rx=3, fill=colour),
        svg.Rect(x=cx - 6, y=cy - 3, width=5, height=5, fill=POWER_FILL),
        svg.Rect(x=cx + 1, y=cy - 3, width=5, height=5, fill=POWER_FILL),
    ]


def tile_symbol_id(kind: int) -> str:
    return f"cc-tile-{kind}"


def _tile_use(placed: int, x: int, y: int, classes: list[str]) -> svg.Use:
    kind, turns = divmod(placed, 4)
    turn = [svg.Rotate(90 * turns, x + TILE // 2, y + TILE // 2)] if turns else None
    return svg.Use(
        href=f"#{tile_symbol_id(kind)}",
        x=x,
        y=y,
        width=TILE,
        height=TILE,
        transform=turn,
        class_=classes,
    )


def draw_tile(kind: int | None, *, turns: int = 0, label: str = "") -> svg.SVG:
    """One tile on its own (hand, drawn tile); ``None`` is a face-down tile. ``label``
    becomes the tooltip and accessible name. The art is inline, with no ids, so any
    number of these can sit on a page beside the board."""
    if kind is None:
        art = tile_back()
    else:
        turn = [svg.Rotate(90 * (turns % 4), TILE // 2, TILE // 2)] if turns % 4 else None
        art = [svg.G(transform=turn, elements=tile_art(kind))]
    body: list[svg.Element] = [title(label)] if label else []
    return svg.SVG(
        viewBox=svg.ViewBoxSpec(0, 0, TILE, TILE),
        class_=["cc-tile"],
        elements=body + art,
        extra=attrs(
            {"role": "img", "aria-label": label or None, "aria-hidden": None if label else "true"}
        ),
    )


# -- stations ------------------------------------------------------------------------


def _colours(view: dict, owner: int | None) -> tuple[str, str, str]:
    if owner is None or owner >= len(view["colours"]):
        return UNOWNED
    return PALETTE.get(view["colours"][owner], UNOWNED)


def _tab_box(station: int) -> tuple[int, int, int, int]:
    """x, y, width, height of a station's tab outside the board edge."""
    row, col, side = station_square(station)
    x, y = MARGIN + col * TILE, MARGIN + row * TILE
    long = TILE - 2 * TAB_INSET
    if side == 0:
        return x + TAB_INSET, MARGIN - TAB_GAP - TAB_DEPTH, long, TAB_DEPTH
    if side == 1:
        return MARGIN + BOARD + TAB_GAP, y + TAB_INSET, TAB_DEPTH, long
    if side == 2:
        return x + TAB_INSET, MARGIN + BOARD + TAB_GAP, long, TAB_DEPTH
    return MARGIN - TAB_GAP - TAB_DEPTH, y + TAB_INSET, TAB_DEPTH, long


def _station_outside(station: int, end: int) -> tuple[int, int]:
    """The point on the station tab's inner edge facing track end ``end``."""
    square, _ = car_start(station)
    x, y = end_point(end, *square_origin(square))
    u, v = INWARD[end]
    return x - u * TAB_GAP, y - v * TAB_GAP


def _owner_name(view: dict, owner: int, names: list[str] | None) -> str:
    """Who owns a car: a player (with their colour), or in the shares game a company."""
    colour = view["colours"][owner] if owner < len(view["colours"]) else "?"
    colour = colour_word(colour)
    if view.get("mode") == "shares":
        return say("cablecar.board.company", colour=colour)
    if names and owner < len(names):
        return say("cablecar.board.player", name=names[owner], colour=colour)
    return colour


def _station_title(view: dict, station: int, car: dict | None, names: list[str] | None) -> str:
    if car is None:
        return say("cablecar.board.no_car", station=station)
    who = _owner_name(view, car["owner"], names)
    line = car["scored"]
    if not line:
        steps, _ = line_segments(view["board"], station)
        return say("cablecar.board.open", station=station, who=who, tiles=_tiles(len(steps)))
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
        tiles=_tiles(line["tiles"]),
        double=" ×2" if power else "",
        points=line["points"],
    )


def _station(view: dict, station: int, car: dict | None, names: list[str] | None) -> svg.G:
    """A station tab: number on the owner's colour and the car pointing at the board;
    once the line has scored the car is turned away, the tab goes pale and shows the
    points. A station with a car can take the focus and holds its line's play aid."""
    x, y, w, h = _tab_box(station)
    owner = car["owner"] if car else None
    fill, ink, tint = _colours(view, owner)
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
        # large enough to read on a phone, where a unit is under half a pixel.
        if side in (0, 2):
            (nx, ny), (px, py) = (x + 19, cy), (x + w - 21, cy)
        else:
            (nx, ny), (px, py) = (cx, y + 19), (cx, y + h - 22)
        parts += [
            svg.Text(
                x=nx,
                y=ny + 8,
                text=text(station),
                font_size=23,
                fill="#3d4448",
                text_anchor="middle",
            ),
            svg.Circle(cx=px, cy=py, r=18, fill=fill, stroke=FRAME, stroke_width=2),
            svg.Text(
                x=px,
                y=py + 8,
                text=text(line["points"]),
                font_size=22,
                fill=ink,
                text_anchor="middle",
                class_=["points"],
            ),
        ]
    else:
        # On the narrow side tabs the number moves along the tab, away from the car.
        shift = {1: 7, 3: -7}.get(side, 0)
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
                y=cy + 10 + shift,
                text=text(station),
                font_size=29,
                fill=ink,
                text_anchor="middle",
            ),
        ]
        if car:
            parts.append(_car_marker(station, start, ink))
    parts += [_line_aid(view, station, car)] if car else []
    return svg.G(
        class_=classes,
        data=attrs({"station": station}),
        tabindex=0 if car else None,
        extra=attrs({"role": "img" if car else None, "aria-label": label if car else None}),
        elements=parts,
    )


def _line_aid(view: dict, station: int, car: dict) -> svg.G:
    """The station's line as it stands (hidden until the station is hovered or
    focused): the trace, and a badge with what it scores now. An open line's badge
    sits on the empty square it runs into, where its next tile goes; a scored line's
    on its first tile."""
    board = view["board"]
    steps, _ = line_segments(board, station)
    line = car["scored"]
    parts: list[svg.Element] = [_trace_paths(view, station, car["owner"])] if steps else []
    waiting = None if line else waiting_square(board, station)
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
    fill = _colours(view, car["owner"])[0]
    parts += [
        svg.Rect(
            x=x + 8,
            y=y + 17,
            width=TILE - 16,
            height=56,
            rx=10,
            fill=FRAME,
            fill_opacity=0.92,
            stroke=fill,
            stroke_width=4,
        ),
        svg.Text(
            x=x + TILE // 2,
            y=y + 48,
            text=text(value),
            font_size=28,
            fill="#ffffff",
            text_anchor="middle",
            class_=["aid-value"],
        ),
        svg.Text(
            x=x + TILE // 2,
            y=y + 66,
            text=text(caption),
            font_size=14,
            fill="#ffffff",
            text_anchor="middle",
        ),
    ]
    return svg.G(class_=["aid"], elements=parts)


def _car_marker(station: int, start: int, colour: str) -> svg.Polygon:
    """A small arrowhead on the tab's inner edge at the car's track end."""
    x, y = _station_outside(station, start)
    u, v = INWARD[start]
    # Tip at the edge of the tab, base 9 units back towards the station.
    bx, by = x - 9 * u, y - 9 * v
    return svg.Polygon(
        points=[x, y, bx + 7 * v, by + 7 * u, bx - 7 * v, by - 7 * u], fill=colour, class_=["car"]
    )


# -- the power station -----------------------------------------------------------------


def _power_station() -> svg.G:
    top = MARGIN + 3 * TILE
    size = 2 * TILE
    parts: list[svg.Element] = [
        title(say("cablecar.board.power")),
        svg.Rect(
            x=top + 4,
            y=top + 4,
            width=size - 8,
            height=size - 8,
            rx=10,
            fill=POWER_FILL,
            stroke=FRAME_EDGE,
            stroke_width=3,
        ),
    ]
    # The 16 track ends where lines arrive, drawn as short stubs.
    for i in range(2):
        for third in (THIRD, 2 * THIRD):
            offset = top + i * TILE + third
            for x1, y1, x2, y2 in (
                (offset, top, offset, top + 16),
                (offset, top + size, offset, top + size - 16),
                (top, offset, top + 16, offset),
                (top + size, offset, top + size - 16, offset),
            ):
                parts += [
                    svg.Line(x1=x1, y1=y1, x2=x2, y2=y2, stroke=RAIL, stroke_width=10),
                    svg.Line(x1=x1, y1=y1, x2=x2, y2=y2, stroke=SLOT, stroke_width=2),
                ]
    c = top + TILE
    parts += [
        svg.Circle(cx=c, cy=c, r=46, fill="#f6c700", stroke=FRAME_EDGE, stroke_width=3),
        svg.Polygon(
            points=[
                c + 6,
                c - 34,
                c - 18,
                c + 6,
                c - 2,
                c + 6,
                c - 8,
                c + 34,
                c + 18,
                c - 8,
                c + 2,
                c - 8,
            ],
            fill=FRAME_EDGE,
        ),
    ]
    return svg.G(class_=["power-station"], elements=parts)


# -- lines -------------------------------------------------------------------------


def _line_path(board: list[int], station: int) -> tuple[list[svg.PathData], list[tuple]]:
    """The continuous path of a car's line, from its station tab along every track it
    follows (to the far station's tab if it reached one), and the track pieces used."""
    steps, end = line_segments(board, station)
    start = car_start(station)[1]
    d: list[svg.PathData] = [svg.MoveTo(*_station_outside(station, start))]
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


def _scored_lines(view: dict) -> list[svg.Element]:
    """Each scored line in its owner's colour over a dark edge. A line that another
    car also scored (the two ends of one line) is drawn dashed over the first."""
    drawn: set[tuple] = set()
    parts: list[svg.Element] = []
    for car in sorted(view["cars"], key=lambda c: c["station"]):
        if not car["scored"]:
            continue
        d, pieces = _line_path(view["board"], car["station"])
        fill = _colours(view, car["owner"])[0]
        shared = bool(drawn.intersection(pieces))
        drawn.update(pieces)
        classes = ["scored-line", f"owner-{car['owner']}", f"s{car['station']}"]
        parts.append(
            svg.G(
                class_=classes,
                data=attrs({"station": car["station"]}),
                elements=[
                    svg.Path(
                        d=d,
                        fill="none",
                        stroke=FRAME_EDGE,
                        stroke_width=13,
                        stroke_linejoin="round",
                        stroke_dasharray=[18, 18] if shared else None,
                    ),
                    svg.Path(
                        d=d,
                        fill="none",
                        stroke=fill,
                        stroke_width=8,
                        stroke_linejoin="round",
                        stroke_dasharray=[18, 18] if shared else None,
                    ),
                ],
            )
        )
    return parts


def _trace_paths(view: dict, station: int, owner: int | None, **group) -> svg.G:
    """A glow along a station's line as it stands now (scored or still open)."""
    d, _ = _line_path(view["board"], station)
    return svg.G(
        **group,
        elements=[
            svg.Path(
                d=d,
                fill="none",
                stroke="#ffffff",
                stroke_width=26,
                stroke_opacity=0.55,
                stroke_linecap="round",
                stroke_linejoin="round",
            ),
            svg.Path(
                d=d,
                fill="none",
                stroke=_colours(view, owner)[0],
                stroke_width=14,
                stroke_linecap="round",
                stroke_linejoin="round",
            ),
        ],
    )


# -- placements --------------------------------------------------------------------


def _placements(legal) -> list[Place]:
    """The placements among the legal actions, one per square: the first naming a
    square wins. The caller passes the placements of the one tile, turned one way,
    that the player has chosen."""
    found, squares = [], set()
    for action in legal:
        if isinstance(action, Place) and action.square not in squares:
            squares.add(action.square)
            found.append(action)
    return found


def _placement_tile(view: dict, action: Place) -> int | None:
    """The tile kind a placement would put down, when this view shows it."""
    if action.source == "drawn":
        return view.get("drawn")
    hand = view.get("hand") or []
    return hand[action.index] if action.index < len(hand) else None


def _legal_square(view: dict, action: Place) -> svg.G:
    x, y = square_origin(action.square)
    kind = _placement_tile(view, action)
    parts: list[svg.Element] = []
    if kind is not None:
        parts.append(
            svg.G(class_=["ghost"], elements=[_tile_use(kind * 4 + action.turns, x, y, ["tile"])])
        )
    parts.append(
        svg.Rect(
            x=x + 4,
            y=y + 4,
            width=TILE - 8,
            height=TILE - 8,
            rx=6,
            fill="#ffffff",
            fill_opacity=0.45,
            stroke=LEGAL_EDGE,
            stroke_width=3,
            stroke_dasharray=[10, 7],
            class_=["hit"],
        )
    )
    first = action.source == "hand" and action.index == 0 and len(view.get("hand") or []) > 1
    which = (
        say("cablecar.board.which_drawn")
        if action.source == "drawn"
        else say("cablecar.board.which_first")
        if first
        else say(f"cablecar.board.which_{action.verb}")
    )
    label = say(
        "cablecar.board.place",
        which=which,
        row=action.row + 1,
        col=action.col + 1,
        turned=say(f"cablecar.turned.{action.turns}"),
    )
    return svg.G(
        class_=["legal", action.verb],
        data=attrs({"action": str(action)}),
        tabindex=0,
        extra=attrs({"role": "button", "aria-label": label}),
        elements=parts,
    )


# -- the board -----------------------------------------------------------------------


def draw_board(
    view: dict, *, legal=(), names: list[str] | None = None, trace_station: int | None = None
) -> svg.SVG:
    """The whole board for ``game.view(...)``. ``legal`` holds actions; each
    placement among them (``Place``: "place R,C", "hand2 R,C r1", …) becomes one focusable
    element carrying ``data-action``, showing the tile it puts down, turned, while
    hovered or focused. Only one placement per square is drawn, so pass the placements
    of the tile and turn the player has chosen. ``names`` are the seats' player names
    (shown in tooltips); ``trace_station`` always shows that station's line."""
    board = view["board"]
    placements = _placements(legal)
    kinds = {placed // 4 for placed in board if placed != EMPTY}
    kinds.update(k for action in placements if (k := _placement_tile(view, action)) is not None)
    defs = svg.Defs(
        elements=[svg.Style(text=STYLE)]
        + [
            svg.Symbol(
                id=tile_symbol_id(kind),
                viewBox=svg.ViewBoxSpec(0, 0, TILE, TILE),
                elements=tile_art(kind),
            )
            for kind in sorted(kinds)
        ]
    )
    parts: list[svg.Element] = [
        defs,
        svg.Rect(x=0, y=0, width=VIEW, height=VIEW, rx=24, fill=FRAME),
        svg.Rect(
            x=MARGIN - 4, y=MARGIN - 4, width=BOARD + 8, height=BOARD + 8, rx=6, fill=FRAME_EDGE
        ),
    ]
    last = view.get("last")
    for square in range(SIZE * SIZE):
        row, col = divmod(square, SIZE)
        x, y = square_origin(square)
        classes = ["square", f"r{row + 1}c{col + 1}"]
        if (row, col) in POWER:
            classes.append("power")
        if square == last:
            classes.append("last")
        parts.append(
            svg.Rect(
                x=x + 1,
                y=y + 1,
                width=TILE - 2,
                height=TILE - 2,
                fill=SQUARE,
                stroke=SQUARE_EDGE,
                stroke_width=2,
                class_=classes,
            )
        )
    parts.append(_power_station())
    for square, placed in enumerate(board):
        if placed != EMPTY:
            row, col = divmod(square, SIZE)
            parts.append(
                _tile_use(placed, *square_origin(square), ["tile", f"r{row + 1}c{col + 1}"])
            )
    parts += _scored_lines(view)
    if last is not None:
        x, y = square_origin(last)
        parts.append(
            svg.Rect(
                x=x + 3,
                y=y + 3,
                width=TILE - 6,
                height=TILE - 6,
                rx=6,
                fill="none",
                stroke=LAST_MARK,
                stroke_width=5,
                class_=["last-mark"],
            )
        )
    if trace_station is not None:
        owner = next((c["owner"] for c in view["cars"] if c["station"] == trace_station), None)
        parts.append(
            _trace_paths(
                view, trace_station, owner, class_=["trace"], data=attrs({"station": trace_station})
            )
        )
    parts += [_legal_square(view, action) for action in placements]
    # The stations come last: the line a hovered station shows lies over everything.
    cars = {car["station"]: car for car in view["cars"]}
    parts += [_station(view, n, cars.get(n), names) for n in range(1, 4 * SIZE + 1)]
    return svg.SVG(
        viewBox=svg.ViewBoxSpec(0, 0, VIEW, VIEW),
        class_=["cc-board"],
        style="font-family: system-ui, 'Segoe UI', Roboto, sans-serif; font-weight: 700",
        elements=parts,
        extra=attrs({"role": "group", "aria-label": say("cablecar.board.title")}),
    )
