"""Cable Car's pictures for the rules help (``[picture: NAME]`` lines in ``help.py``).

Each picture is drawn by the board's own code: the squares, the power station, the
tiles (``pieces.tile_art``), the scored lines (``lines.scored_lines``), the station tabs
(``stations.station_tab``) and the line's badge. A picture of the board is a part of it
(rows and columns cropped by the ``viewBox``) in a position replayed from a seed and a
few moves through the rules, so it shows what the rules make of them. The pieces are
still: nothing in a picture takes the focus or carries an action, and no play aid is
drawn. Tiles are inline (no ids), so a page may hold any number of pictures beside the
board. Words come from the game's catalogs, in the language of the moment.
"""

from __future__ import annotations

import svg
from pygames.cablecar.data import POWER, SIZE, TILE_NAMES, station_square
from pygames.cablecar.drawing.draw import (
    coordinate_labels,
    empty_square,
    legal_mark,
    power_station,
    square_frame,
)
from pygames.cablecar.drawing.layout import FULL
from pygames.cablecar.drawing.lines import scored_lines
from pygames.cablecar.drawing.pieces import (
    BOARD,
    FRAME,
    FRAME_EDGE,
    LAST_MARK,
    MARGIN,
    PALETTE,
    TILE,
    VIEW,
    owner_colours,
    square_origin,
    tile_art,
    tile_back,
    track_curve,
)
from pygames.cablecar.drawing.stations import badge_size, points_badge, station_tab
from pygames.cablecar.rules import GAME
from pygames.cablecar.tracks import EMPTY, follow
from pygames.core.drawing.pictures import picture_lookup
from pygames.core.drawing.svgtext import path_text, text
from pygames.core.screen import say

FONT = "font-family: system-ui, 'Segoe UI', Roboto, sans-serif; font-weight: 700"
PAD = 12  # units of the neighbouring squares shown past a cropped edge

# The positions the pictures show: (players, seed, options, moves), each replayed
# through the rules. Found by playing seeded games: the first line to score.
STATION_LINE = (
    2,
    26,
    {},
    [
        "hand 8,2",
        "hand 1,3",
        "hand 1,2",
        "hand 8,7",
        "hand 7,7",
        "hand 5,8",
        "hand 2,3",
        "hand 2,2",
    ],
)
POWER_LINE = (2, 26, {}, ["hand 8,5", "hand 8,4", "hand 7,5", "hand 6,5"])
FIRST_MOVES = (2, 1, {}, ["hand 2,8", "hand 1,4"])
SHARES_LINE = (3, 5, {"mode": "shares"}, [])


def _position(players: int, seed: int, options: dict, moves: list[str]):
    """The state after ``moves`` (each played by the seat to move) from a new game."""
    state = GAME.new_game(players, options, seed)
    for move in moves:
        GAME.apply(state, GAME.to_move(state)[0], move)
    return state


def _still(element):
    """A board piece made a picture's: no focus, no action, no accessible name of its
    own (the figure's caption names the picture), no hidden play aid or ghost."""
    for name in ("tabindex", "data", "extra"):
        if getattr(element, name, None) is not None:
            setattr(element, name, None)
    kids = getattr(element, "elements", None)
    if kids:
        element.elements = [
            _still(kid)
            for kid in kids
            if not (isinstance(kid, svg.G) and {"aid", "ghost"} & set(kid.class_ or []))
        ]
    return element


def _tile(placed: int, x: int, y: int) -> svg.G:
    """A tile (kind * 4 + turns) drawn inline, its top-left corner at (x, y)."""
    kind, turns = divmod(placed, 4)
    turn = [svg.Rotate(90 * turns, TILE // 2, TILE // 2)] if turns else []
    return svg.G(transform=[svg.Translate(x, y), *turn], elements=tile_art(kind))


def _tiles(view: dict, squares: list[int], ids: str) -> list[svg.Element]:
    """The placed tiles on ``squares``: each kind once as a ``<symbol>`` (its id
    starting with ``ids``, the picture's own, so pictures on one page never share
    one), placed with ``<use>`` and turned about the square's centre."""
    placed = [(square, view["board"][square]) for square in squares]
    placed = [(square, tile) for square, tile in placed if tile != EMPTY]
    kinds = sorted({tile // 4 for _, tile in placed})
    defs = svg.Defs(
        elements=[
            svg.Symbol(
                id=f"{ids}-{kind}",
                viewBox=svg.ViewBoxSpec(0, 0, TILE, TILE),
                elements=tile_art(kind),
            )
            for kind in kinds
        ]
    )
    uses: list[svg.Element] = []
    for square, tile in placed:
        kind, turns = divmod(tile, 4)
        x, y = square_origin(square)
        uses.append(
            svg.Use(
                href=f"#{ids}-{kind}",
                x=x,
                y=y,
                width=TILE,
                height=TILE,
                transform=[svg.Rotate(90 * turns, x + TILE // 2, y + TILE // 2)] if turns else None,
            )
        )
    return [defs, *uses] if kinds else []


def _box(rows: tuple[int, int], cols: tuple[int, int]) -> tuple[int, int, int, int]:
    """The viewBox of rows and columns (0-based, inclusive): the station tabs and the
    labels where they reach the board's edge, a strip of the neighbours elsewhere."""
    (r0, r1), (c0, c1) = rows, cols
    left = FULL.frame[0] if c0 == 0 else MARGIN + c0 * TILE - PAD
    right = FULL.frame[1] if c1 == SIZE - 1 else MARGIN + (c1 + 1) * TILE + PAD
    top = -FULL.label_top if r0 == 0 else MARGIN + r0 * TILE - PAD
    bottom = VIEW if r1 == SIZE - 1 else MARGIN + (r1 + 1) * TILE + PAD
    return left, top, right - left, bottom - top


def _board_part(
    view: dict,
    rows: tuple[int, int],
    cols: tuple[int, int],
    ids: str,
    marks: list[svg.Element] = (),
) -> str:
    """The board of ``view`` in rows and columns (0-based, inclusive), with ``marks``
    drawn over it; ``ids`` starts the ids of its tiles' symbols."""
    box = _box(rows, cols)
    (r0, r1), (c0, c1) = rows, cols
    near = [
        square
        for square in range(SIZE * SIZE)
        if r0 - 1 <= square // SIZE <= r1 + 1 and c0 - 1 <= square % SIZE <= c1 + 1
    ]
    parts: list = [
        svg.Rect(x=box[0], y=box[1], width=box[2], height=box[3], rx=16, fill=FRAME),
        _labels_within(box),
        svg.Rect(
            x=MARGIN - 4, y=MARGIN - 4, width=BOARD + 8, height=BOARD + 8, rx=6, fill=FRAME_EDGE
        ),
    ]
    for square in near:
        parts.append(empty_square(*square_origin(square)))
    if any(r0 - 1 <= row <= r1 + 1 and c0 - 1 <= col <= c1 + 1 for row, col in POWER):
        parts.append(_still(power_station()))
    parts += _tiles(view, near, ids)
    parts.append(svg.G(elements=[scored_lines(view)]))
    cars = {car["station"]: car for car in view["cars"]}
    for station in range(1, 4 * SIZE + 1):
        row, col, _ = station_square(station)
        if r0 <= row <= r1 and c0 <= col <= c1:
            parts.append(_still(station_tab(view, station, cars.get(station), None, FULL)))
    parts += list(marks)
    return _picture(box, parts)


def _labels_within(box: tuple[int, int, int, int]) -> svg.G:
    """The board's row and column numbers that fall inside ``box`` (the others would
    be drawn outside the picture, over nothing)."""
    labels = coordinate_labels(FULL)
    left, top, width, height = box
    labels.elements = [
        label
        for label in labels.elements
        if left <= label.x <= left + width and top <= label.y <= top + height
    ]
    return labels


def _picture(box: tuple[int, int, int, int], parts: list) -> str:
    return str(
        svg.SVG(
            viewBox=svg.ViewBoxSpec(*box),
            width=min(box[2], 480),
            class_=["cc-picture"],
            style=FONT,
            elements=parts,
        )
    )


def _counted(view: dict, station: int, each: int, badge_square: int) -> list[svg.Element]:
    """On each tile a line passed, what it is worth ("+1", or "+2" to the power
    station), and the line's badge with its points on ``badge_square`` (an empty
    square beside the line)."""
    car = next(car for car in view["cars"] if car["station"] == station)
    fill, ink, _ = owner_colours(view, car["owner"])
    steps, _, _ = follow(view["board"], station)
    marks: list[svg.Element] = []
    for square, _, _ in steps:
        # On the tile's centre (the lines pictured pass each tile once).
        x, y = square_origin(square)
        cx, cy = x + TILE // 2, y + TILE // 2
        marks += [
            svg.Circle(cx=cx, cy=cy, r=19, fill=fill, stroke=FRAME_EDGE, stroke_width=3),
            svg.Text(
                x=cx,
                y=cy + 8,
                text=text(f"+{each}"),
                font_size=22,
                fill=ink,
                text_anchor="middle",
            ),
        ]
    points = car["scored"]["points"]
    caption = say("cablecar.board.points")
    width, height, _, _ = badge_size(points, caption, FULL)
    x, y = square_origin(badge_square)
    return marks + points_badge(
        points, caption, (x + (TILE - width) // 2, y + (TILE - height) // 2), fill, FULL
    )


# -- the pictures ----------------------------------------------------------------------


def corner() -> str:
    """Set-up: the board's top-left quarter, its labels, stations and cars, and the
    power station."""
    view = GAME.view(_position(2, 1, {}, []), None)
    return _board_part(view, (0, 4), (0, 4), "cc-pic-corner")


def tile() -> str:
    """A tile and its routes: the tile as printed, and beside it the same tile with
    each of its four tracks in its own colour, its eight ends marked."""
    kind = 15  # 0-5 1-4 2-7 3-6: a curve, a U-turn, a crossing
    colours = [PALETTE[c][0] for c in ("yellow", "blue", "orange", "green")]
    routes: list[svg.Element] = []
    for pair, colour in zip(TILE_NAMES[kind].split(), colours, strict=True):
        a, b = (int(end) for end in pair.split("-"))
        d = path_text(track_curve(a, b))
        routes += [
            svg.Path(d=d, fill="none", stroke=FRAME_EDGE, stroke_width=9),
            svg.Path(d=d, fill="none", stroke=colour, stroke_width=6),
        ]
    gap = 24
    parts = [
        svg.G(transform=[svg.Translate(0, 0)], elements=tile_art(kind)),
        svg.G(
            transform=[svg.Translate(TILE + gap, 0)],
            elements=[*tile_art(kind), *routes],
        ),
        svg.G(transform=[svg.Translate(2 * (TILE + gap), 0)], elements=tile_back()),
    ]
    return _picture((-4, -4, 3 * TILE + 2 * gap + 8, TILE + 8), parts)


def place() -> str:
    """Where a tile may go: after two moves, the squares on the edge of the board and
    next to a placed tile where the hidden tile fits (dashed, as the board offers
    them), in the top-right corner."""
    state = _position(*FIRST_MOVES)
    seat = GAME.to_move(state)[0]
    view = GAME.view(state, seat)
    marks: list[svg.Element] = []
    for action in GAME.legal_actions(state, seat):
        if getattr(action, "source", None) == "hand":
            marks.append(legal_mark(*square_origin(action.square)))
    return _board_part(view, (0, 3), (3, 7), "cc-pic-place", marks)


def station_line() -> str:
    """Scoring: a line from a car to another station, 1 point per tile."""
    view = GAME.view(_position(*STATION_LINE), None)
    marks = _counted(view, 3, 1, badge_square=2 * SIZE + 2)
    return _board_part(view, (0, 2), (0, 3), "cc-pic-station", marks)


def power_line() -> str:
    """Scoring: a line to the power station, 2 points per tile."""
    view = GAME.view(_position(*POWER_LINE), None)
    marks = _counted(view, 20, 2, badge_square=6 * SIZE + 3)
    return _board_part(view, (3, 7), (1, 6), "cc-pic-power", marks)


def end() -> str:
    """The end: the whole board when the last tile is placed, every line scored, each
    station tab showing its line's points."""
    state = GAME.new_game(2, {}, 7)
    while not GAME.is_over(state):
        seat = GAME.to_move(state)[0]
        GAME.apply(state, seat, GAME.legal_actions(state, seat)[0])
    return _board_part(GAME.view(state, None), (0, SIZE - 1), (0, SIZE - 1), "cc-pic-end")


def turns() -> str:
    """Free orientation: one tile as printed and turned once, twice, three times."""
    kind, gap = 9, 20
    parts = [
        _tile(kind * 4 + turn, turn * (TILE + gap), 0) for turn in range(4)
    ]  # kind 9: 0-3 1-4 2-7 5-6
    return _picture((-4, -4, 4 * TILE + 3 * gap + 8, TILE + 8), parts)


def shares() -> str:
    """The shares game: the top edge, a car of a company on every station."""
    view = GAME.view(_position(*SHARES_LINE), None)
    return _board_part(view, (0, 0), (0, SIZE - 1), "cc-pic-shares")


def one_tile() -> str:
    """The one-tile rule: a tile in a corner square that would join two cars'
    stations through itself alone (crossed out: refused while it fits elsewhere)."""
    view = GAME.view(_position(2, 1, {}, []), None)
    board = list(view["board"])
    square = SIZE - 1  # the top-right corner, between stations 8 and 9
    board[square] = 6 * 4  # 0-3 1-2 4-5 6-7: its 0-3 joins station 8's car to station 9
    view = {**view, "board": board}
    x, y = square_origin(square)
    cross = [
        square_frame(x, y),
        svg.Line(
            x1=x + 16,
            y1=y + 16,
            x2=x + TILE - 16,
            y2=y + TILE - 16,
            stroke=LAST_MARK,
            stroke_width=9,
            stroke_linecap="round",
        ),
        svg.Line(
            x1=x + TILE - 16,
            y1=y + 16,
            x2=x + 16,
            y2=y + TILE - 16,
            stroke=LAST_MARK,
            stroke_width=9,
            stroke_linecap="round",
        ),
    ]
    return _board_part(view, (0, 1), (SIZE - 2, SIZE - 1), "cc-pic-one", cross)


PICTURES = {
    "corner": corner,
    "tile": tile,
    "place": place,
    "station-line": station_line,
    "power-line": power_line,
    "end": end,
    "turns": turns,
    "shares": shares,
    "one-tile": one_tile,
}

picture = picture_lookup(PICTURES)
