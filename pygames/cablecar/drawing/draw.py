"""Cable Car as SVG: the board (``draw_board``) and single tiles (``draw_tile``).

Everything is drawn in integer units (a square is ``TILE`` = 90 units) inside a
``viewBox`` and the output is byte-for-byte deterministic. The picture is laid out for
the room the board has (``layout.layout_for(space)``): on a phone upright the tabs left
and right are narrower, so the whole board fits the page's width; in presenter mode's
wide row a panel stands at each side of the board (``wall.py``: the owners, the pile,
the last tile), so the picture fills the row; every word is as big as the screen asks,
and the squares keep their place in the picture on every screen. A scored line's badge
keeps clear of its owner's other badges (``stations.badge_spots``), as presenter mode
shows them all at once.
Each tile kind on the board is one ``<symbol>`` placed with ``<use>`` and turned by a
rotation about the square's centre. Player names only ever reach the markup through
``pygames.core.drawing.svgtext``.

Play aids cost no round trip to Python: every station carries its line as it stands
now (trace and a badge: tiles so far, or the points scored) in a hidden group that the
board's own CSS shows while the station is hovered or focused, or while an element of
the page with ``data-trace="<station>"`` is (the side panel's list of scored lines: the
page then gives the board's container the same ``data-trace``, ``ui.browser``).
Every text a player reads comes from the game's catalogs (``pygames/cablecar/lang``),
in the language of the moment.
"""

from __future__ import annotations

import functools

import svg
from pygames.cablecar.actions import Place
from pygames.cablecar.data import POWER, SIZE, TILE_NAMES
from pygames.cablecar.drawing.layout import FULL, Layout, layout_for
from pygames.cablecar.drawing.lines import scored_lines, trace_paths
from pygames.cablecar.drawing.pieces import (
    BOARD,
    FRAME,
    FRAME_EDGE,
    LABEL,
    LAST_MARK,
    LEGAL_EDGE,
    MARGIN,
    PALETTE,
    POWER_FILL,
    RAIL,
    SLOT,
    SQUARE,
    SQUARE_EDGE,
    THIRD,
    TILE,
    draw_tile,
    square_origin,
    tile_art,
    tile_symbol_id,
    tile_use,
)
from pygames.cablecar.drawing.stations import (
    badge_spots,
    drop,
    scored_badges,
    station_markup,
)
from pygames.cablecar.drawing.wall import panels
from pygames.cablecar.tracks import EMPTY
from pygames.core.drawing.board import LayeredBoard, Memo, markup
from pygames.core.drawing.parts import group
from pygames.core.drawing.svgtext import attrs, title
from pygames.core.screen import LAPTOP, Space, say

__all__ = ["PALETTE", "STYLE", "draw_board", "draw_tile"]

STYLE = """
.cc-board .legal { cursor: pointer; outline: none; }
.cc-board .legal .ghost { opacity: 0; transition: opacity .12s; }
.cc-board .legal:hover .ghost, .cc-board .legal:focus .ghost { opacity: .85; }
.cc-board .legal:hover .hit, .cc-board .legal:focus .hit { fill-opacity: 0; stroke-dasharray: none; }
.cc-board .legal:focus-visible .hit { stroke: #ffffff; stroke-width: 7; }
.cc-board .station { cursor: default; outline: none; }
.cc-board .aid { display: none; pointer-events: none; }
.cc-board .badge { display: none; pointer-events: none; }
.cc-board .station:hover .aid, .cc-board .station:focus .aid { display: inline; }
.cc-board .station:hover .tab, .cc-board .station:focus .tab { stroke: #ffffff; stroke-width: 4; }
.cc-board .station:focus-visible .tab { stroke-width: 7; }
""" + "".join(
    # An element elsewhere on the page naming a station (data-trace) shows its line too:
    # the page puts its number on the board's container while it is hovered or focused.
    f'[data-trace="{n}"] > .cc-board .station.s{n} .aid {{ display: inline; }}\n'
    for n in range(1, 4 * SIZE + 1)
)


# -- the power station -----------------------------------------------------------------


def power_station() -> svg.G:
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


def empty_square(x: int, y: int, classes: list[str] = (), data=None) -> svg.Rect:
    """A square of the board, its top-left corner at (x, y)."""
    return svg.Rect(
        x=x + 1,
        y=y + 1,
        width=TILE - 2,
        height=TILE - 2,
        fill=SQUARE,
        stroke=SQUARE_EDGE,
        stroke_width=2,
        class_=list(classes) or None,
        data=attrs(data) if data else None,
    )


def legal_mark(x: int, y: int, classes: list[str] = ()) -> svg.Rect:
    """The dashed square where a tile may go, its top-left corner at (x, y)."""
    return svg.Rect(
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
        class_=list(classes) or None,
    )


def _legal_square(view: dict, action: Place) -> svg.G:
    x, y = square_origin(action.square)
    kind = _placement_tile(view, action)
    parts: list[svg.Element] = []
    if kind is not None:
        parts.append(
            svg.G(class_=["ghost"], elements=[tile_use(kind * 4 + action.turns, x, y, ["tile"])])
        )
    parts.append(legal_mark(x, y, ["hit"]))
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


@functools.cache
def tile_symbol(kind: int) -> str:
    """A tile kind's ``<symbol>``, as markup: the same for every board, so it is made
    once (svg.py writes a string among an element's children as it is)."""
    return str(
        svg.Symbol(
            id=tile_symbol_id(kind),
            viewBox=svg.ViewBoxSpec(0, 0, TILE, TILE),
            elements=tile_art(kind),
        )
    )


_pieces = Memo()


def draw_board(
    view: dict,
    *,
    legal=(),
    names: list[str] | None = None,
    trace_station: int | None = None,
    space: Space = LAPTOP,
) -> LayeredBoard:
    """The whole board for ``game.view(...)``. ``legal`` holds actions; each
    placement among them (``Place``: "place R,C", "hand2 R,C r1", …) becomes one focusable
    element carrying ``data-action``, showing the tile it puts down, turned, while
    hovered or focused. Only one placement per square is drawn, so pass the placements
    of the tile and turn the player has chosen. ``names`` are the seats' player names
    (shown in tooltips); ``trace_station`` always shows that station's line. ``space``
    is the room the board has on the screen: it decides the layout.

    Drawn in layers, each piece kept in a memo under what decides it: a move redraws
    the tile put down, the squares offered and the stations whose line changed; the
    frame and the stations are kept under the layout too."""
    layout = layout_for(space)
    board = view["board"]
    placements = _placements(legal)
    last = view.get("last")
    several = len(view.get("hand") or []) > 1
    layers = [
        # Every tile kind's symbol, so that the definitions never change in a game.
        ("defs", _pieces.get("defs", _defs)),
        ("ground", _pieces.get(("ground", layout), lambda: markup(_ground(layout)))),
        ("tiles", markup(_placed_tile(placed, square) for square, placed in enumerate(board))),
        ("lines", scored_lines(view)),
        ("last", _pieces.get(("last", last), lambda: _last_mark(last))),
        ("trace", _trace(view, trace_station)),
        (
            "moves",
            markup(
                _pieces.get(
                    ("move", str(action), _placement_tile(view, action), several),
                    functools.partial(_legal_square, view, action),
                )
                for action in placements
            ),
        ),
    ]
    # The stations come last: the line a hovered station shows lies over everything.
    cars = {car["station"]: car for car in view["cars"]}
    spots = badge_spots(view, layout)
    layers += [
        (f"station-{n}", station_markup(view, n, cars.get(n), names, layout, spots.get(n)))
        for n in range(1, 4 * SIZE + 1)
    ]
    # The scored lines' badges over every line (shown by presenter mode's "why").
    layers.append(("badges", scored_badges(view, spots, layout)))
    if layout.panel:
        owners, pile = panels(view, names, layout)
        layers += [("wall-owners", owners), ("wall-pile", pile)]
    return LayeredBoard(
        svg.SVG(
            viewBox=svg.ViewBoxSpec(*layout.view),
            class_=["cc-board"],
            data=attrs({"layout": layout.name}),
            style="font-family: system-ui, 'Segoe UI', Roboto, sans-serif; font-weight: 700",
            extra=attrs({"role": "group", "aria-label": say("cablecar.board.title")}),
        ),
        layers,
    )


def _defs() -> svg.Defs:
    return svg.Defs(
        elements=[svg.Style(text=STYLE)] + [tile_symbol(kind) for kind in range(len(TILE_NAMES))]
    )


def _ground(layout: Layout = FULL) -> list[svg.Element]:
    """The frame (the layout's picture but for the wall's panels), the rows' and
    columns' labels, the squares and the power station: the same all game."""
    start, end = layout.frame
    _, top, _, height = layout.view
    parts: list[svg.Element] = [
        svg.Rect(x=start, y=top, width=end - start, height=height, rx=24, fill=FRAME),
        coordinate_labels(layout),
        svg.Rect(
            x=MARGIN - 4, y=MARGIN - 4, width=BOARD + 8, height=BOARD + 8, rx=6, fill=FRAME_EDGE
        ),
    ]
    for square in range(SIZE * SIZE):
        row, col = divmod(square, SIZE)
        x, y = square_origin(square)
        classes = ["square", f"r{row + 1}c{col + 1}"]
        if (row, col) in POWER:
            classes.append("power")
        # (its row and column: for a click's refusal)
        parts.append(empty_square(x, y, classes, {"square": f"{row + 1},{col + 1}"}))
    parts.append(power_station())
    return parts


def coordinate_labels(layout: Layout) -> svg.G:
    """The rows' numbers left of the board and the columns' above it, 1 to 8 from the
    top-left, as the texts name a square ("3,5": row 3, column 5). Hidden from screen
    readers: every square that can be played or holds a tile says its row and column."""
    size = layout.label
    spots = [(layout.row_label(n), ["row-label", f"r{n + 1}"], n + 1) for n in range(SIZE)]
    spots += [(layout.col_label(n), ["col-label", f"c{n + 1}"], n + 1) for n in range(SIZE)]
    return svg.G(
        class_=["coords"],
        extra=attrs({"aria-hidden": "true"}),
        elements=[
            svg.Text(
                x=x,
                y=y + drop(size),
                text=str(number),
                font_size=size,
                fill=LABEL,
                text_anchor="middle",
                class_=classes,
            )
            for (x, y), classes, number in spots
        ],
    )


def _placed_tile(placed: int, square: int) -> str:
    if placed == EMPTY:
        return ""
    row, col = divmod(square, SIZE)
    # Named for screen readers (the empty squares say nothing; the stations say their lines).
    return _pieces.get(
        ("tile", placed, square),
        lambda: group(
            say("cablecar.board.tile_at", row=row + 1, col=col + 1),
            [tile_use(placed, *square_origin(square), ["tile", f"r{row + 1}c{col + 1}"])],
            ["placed"],
            {"square": f"{row + 1},{col + 1}"},  # a click on it says why nothing goes there
        ),
    )


def _last_mark(last: int | None) -> str:
    if last is None:
        return ""
    row, col = divmod(last, SIZE)
    return str(square_frame(*square_origin(last), ["last-mark", f"r{row + 1}c{col + 1}"]))


def square_frame(x: int, y: int, classes: list[str] = ()) -> svg.Rect:
    """The red frame round a square (the last tile placed), its corner at (x, y)."""
    return svg.Rect(
        x=x + 3,
        y=y + 3,
        width=TILE - 6,
        height=TILE - 6,
        rx=6,
        fill="none",
        stroke=LAST_MARK,
        stroke_width=5,
        class_=list(classes) or None,
    )


def _trace(view: dict, station: int | None) -> str:
    if station is None:
        return ""
    owner = next((c["owner"] for c in view["cars"] if c["station"] == station), None)
    return str(
        trace_paths(view, station, owner, class_=["trace"], data=attrs({"station": station}))
    )
