"""Cable Car's pieces, defined once: the units of the picture, its colours (and an
owner's colour and shape), the track curves of one square, where a station's tab meets
the board, and the tiles (each kind once, as a ``<symbol>`` on the board or inline on
its own: ``draw_tile``).

Everything is drawn in integer units (a square is ``TILE`` = 90 units) inside a
``viewBox`` and the output is byte-for-byte deterministic. The squares' place in the
picture is the same on every screen; the room around them (the station tabs) and the
words' sizes are the layout's (``layout.py``).
"""

from __future__ import annotations

import svg
from pygames.cablecar.data import SIZE, TILE_NAMES
from pygames.cablecar.tracks import car_start
from pygames.core.drawing.marks import colour_shape
from pygames.core.drawing.svgtext import attrs, path_text, title

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
LABEL = "#c9d2bf"  # the rows' and columns' numbers on the frame, as pale as a square
LAST_MARK = "#e0115f"  # not a player colour, so it never reads as an owner
LEGAL_EDGE = "#1d2a31"

# Player colours: (fill, ink for text on the fill, pale tint for a scored station).
# Close to the Okabe-Ito set: yellow, orange and green differ in lightness too, so they
# stay apart for red-green colour blindness; purple is Okabe-Ito's reddish purple (the
# darker one read as blue under protanopia) and brown is dark (it read as red). Each
# colour also has its shape (``pygames.core.drawing.marks``); tests/test_colour_vision.py checks
# both. The page around the board reuses them (the screen's ``palette``: ``.c-*``).
PALETTE = {
    "yellow": ("#f2d21b", "#1c1a14", "#f4ecb8"),
    "blue": ("#1f6fc5", "#ffffff", "#c3d7ef"),
    "orange": ("#e0630f", "#1c1a14", "#f5cfb4"),
    "green": ("#0f9d6e", "#ffffff", "#bfe3d4"),
    "purple": ("#cc79a7", "#1c1a14", "#f1d9e7"),
    "black": ("#1f1f1f", "#ffffff", "#c9c9c9"),
    "red": ("#c8362e", "#ffffff", "#f1c3c3"),
    "brown": ("#5a3a1e", "#ffffff", "#ddd0c3"),
}
UNOWNED = ("#9aa4aa", "#1c1a14", "#9aa4aa")


def owner_colours(view: dict, owner: int | None) -> tuple[str, str, str]:
    if owner is None or owner >= len(view["colours"]):
        return UNOWNED
    return PALETTE.get(view["colours"][owner], UNOWNED)


def owner_shape(view: dict, owner: int | None) -> str | None:
    """The shape that marks an owner besides its colour (``pygames.core.drawing.marks``)."""
    if owner is None or owner >= len(view["colours"]):
        return None
    return colour_shape(view["colours"][owner])


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


def end_point(end: int, x: int = 0, y: int = 0) -> tuple[int, int]:
    """Where track end ``end`` of the square whose top-left corner is (x, y) lies."""
    ex, ey = END_POINTS[end]
    return x + ex, y + ey


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


# -- tiles --------------------------------------------------------------------------


def station_outside(station: int, end: int) -> tuple[int, int]:
    """The point on the station tab's inner edge facing track end ``end``."""
    square, _ = car_start(station)
    x, y = end_point(end, *square_origin(square))
    u, v = INWARD[end]
    return x - u * TAB_GAP, y - v * TAB_GAP


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
            svg.Path(d=path_text(d), fill="none", stroke=TILE_FACE, stroke_width=15),
            svg.Path(d=path_text(d), fill="none", stroke=RAIL, stroke_width=10),
            svg.Path(d=path_text(d), fill="none", stroke=SLOT, stroke_width=2),
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
        *car_icon(45, 45, "#f6c700"),
    ]
    return parts


def car_icon(cx: int, cy: int, colour: str) -> list[svg.Element]:
    """A small cable car seen from the side, centred on (cx, cy)."""
    return [
        svg.Line(x1=cx - 13, y1=cy - 9, x2=cx + 13, y2=cy - 9, stroke=colour, stroke_width=2),
        svg.Rect(x=cx - 9, y=cy - 6, width=18, height=13, rx=3, fill=colour),
        svg.Rect(x=cx - 6, y=cy - 3, width=5, height=5, fill=POWER_FILL),
        svg.Rect(x=cx + 1, y=cy - 3, width=5, height=5, fill=POWER_FILL),
    ]


def tile_symbol_id(kind: int) -> str:
    return f"cc-tile-{kind}"


def tile_use(placed: int, x: int, y: int, classes: list[str]) -> svg.Use:
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
