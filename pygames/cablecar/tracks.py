"""Cable Car's board geometry and line tracing, shared by the rules, the drawing and
the bots.

Squares are numbered row * 8 + col from the top-left. Track ends on a square are
numbered 0–7 clockwise from the left end of the top edge (0,1 top; 2,3 right; 4,5
bottom; 6,7 left); a placed tile is ``kind * 4 + quarter turns`` and
``data.CONNECT[placed][end]`` is the end the track from ``end`` leads to. A car's line
enters a tile by an even end and leaves by an odd one.
"""

from __future__ import annotations

from pygames.cablecar.data import CONNECT, POWER, SIZE, TILE_NAMES, station_at, station_square

EMPTY = -1  # an empty square on the board
SQUARES = SIZE * SIZE
POWER_SQUARES = frozenset(r * SIZE + c for r, c in POWER)
# Leaving a square through ``end``: (row step, col step, the end it enters the next by).
STEP = (
    (-1, 0, 5),
    (-1, 0, 4),
    (0, 1, 7),
    (0, 1, 6),
    (1, 0, 1),
    (1, 0, 0),
    (0, -1, 3),
    (0, -1, 2),
)


def inside(row: int, col: int) -> bool:
    return 0 <= row < SIZE and 0 <= col < SIZE


# -- where a tile may go (CC08, CC09, CC19) ----------------------------------------------

ON_EDGE = tuple(r in (0, SIZE - 1) or c in (0, SIZE - 1) for r in range(SIZE) for c in range(SIZE))
NEIGHBOURS = tuple(
    tuple(
        (r + dr) * SIZE + c + dc
        for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1))
        if inside(r + dr, c + dc)
    )
    for r in range(SIZE)
    for c in range(SIZE)
)
PLAYABLE = tuple(square for square in range(SQUARES) if square not in POWER_SQUARES)
# The distinct turns of each tile kind: a symmetric tile looks the same after some.
DISTINCT_TURNS = tuple(
    tuple(
        t
        for t in range(4)
        if CONNECT[kind * 4 + t] not in {CONNECT[kind * 4 + u] for u in range(t)}
    )
    for kind in range(len(TILE_NAMES))
)
# Per placed tile: the first placed tile with the same track layout.
LAYOUT = tuple(CONNECT.index(layout) for layout in CONNECT)


def touches(board: list[int], square: int) -> bool:
    """CC08: an edge square, or next to a placed tile (the power station is not a tile)."""
    return ON_EDGE[square] or any(board[n] != EMPTY for n in NEIGHBOURS[square])


def one_tile_joins(chart) -> tuple[frozenset[int], ...]:
    """Per placed tile (kind * 4 + turns): the edge squares where that tile alone would
    lead a car's line straight back out to a station (CC09)."""
    owned = {station for stations in chart for station in stations}
    table = []
    for placed in range(len(CONNECT)):
        squares = set()
        for square in range(SQUARES):
            row, col = divmod(square, SIZE)
            for side in range(4):
                dr, dc, _ = STEP[2 * side]
                if inside(row + dr, col + dc) or station_at(row, col, side) not in owned:
                    continue  # not an outer side, or no car starts there
                odr, odc, _ = STEP[CONNECT[placed][2 * side]]
                if not inside(row + odr, col + odc):
                    squares.add(square)
        table.append(frozenset(squares))
    return tuple(table)


# -- following a car's line (CC11–CC13) ----------------------------------------------------


def car_start(station: int) -> tuple[int, int]:
    """(square index, end) where a station's car enters the board: the even end of
    its side (the first clockwise)."""
    row, col, side = station_square(station)
    return row * SIZE + col, 2 * side


def follow(board: list[int], station: int):
    """Follow a car's line: (steps, end, waiting). ``steps`` are (square, entry end,
    exit end) in order; ``end`` is a station number, "power", or None while the line
    is open, and then ``waiting`` is the empty square it runs into (its next tile
    goes there; only a tile there can change the line), else None."""
    square, end = car_start(station)
    steps = []
    # Each of the board's 256 track pieces can be passed at most once, so a longer
    # walk means the board is not a Cable Car board.
    for _ in range(4 * SQUARES + 1):
        if square in POWER_SQUARES:
            return steps, "power", None
        placed = board[square]
        if placed == EMPTY:
            return steps, None, square
        out = CONNECT[placed][end]
        steps.append((square, end, out))
        row, col = divmod(square, SIZE)
        dr, dc, enter = STEP[out]
        if not inside(row + dr, col + dc):
            return steps, station_at(row, col, out // 2), None
        square, end = (row + dr) * SIZE + col + dc, enter
    raise ValueError(f"the line from station {station} never ends")


def trace(board: list[int], station: int):
    """(tiles passed, end, squares visited) of a car's line; end as ``follow`` gives it."""
    path, end, _ = _squares(board, station)
    return len(path), end, path


def waiting_square(board: list[int], station: int) -> int | None:
    """The empty square an open line runs into, or None once the line has ended."""
    return _squares(board, station)[2]


def _squares(board: list[int], station: int):
    """``follow`` with the squares only (the bots trace lines often: kept lean)."""
    square, end = car_start(station)
    path = []
    while True:
        if square in POWER_SQUARES:
            return path, "power", None
        placed = board[square]
        if placed == EMPTY:
            return path, None, square
        path.append(square)
        out = CONNECT[placed][end]
        row, col = divmod(square, SIZE)
        dr, dc, enter = STEP[out]
        nr, nc = row + dr, col + dc
        if not (0 <= nr < SIZE and 0 <= nc < SIZE):  # inlined: the bots' hot loop
            return path, station_at(row, col, out // 2), None
        square, end = nr * SIZE + nc, enter


def walk(board: list[int], square: int, out: int, back_in: int):
    """Leave ``square`` by end ``out`` and follow the track to where it stops.

    Returns (station number, "power", or None, tiles passed on the way). None means
    the track runs into an empty square, or loops round into ``square`` by ``back_in``
    (a closed loop). Leaving by an even end walks backwards to a car's start; leaving
    by an odd end walks forwards to the station or power station the line reaches."""
    origin, tiles = square, 0
    while True:
        row, col = divmod(square, SIZE)
        dr, dc, enter = STEP[out]
        nr, nc = row + dr, col + dc
        if not (0 <= nr < SIZE and 0 <= nc < SIZE):  # inlined: every placement scores
            return station_at(row, col, out // 2), tiles
        nxt = nr * SIZE + nc
        if nxt in POWER_SQUARES:
            return "power", tiles
        placed = board[nxt]
        if placed == EMPTY or (nxt == origin and enter == back_in):
            return None, tiles
        square, out = nxt, CONNECT[placed][enter]
        tiles += 1


def line_points(tiles: int, end) -> int:
    """CC11/CC12: a point per tile passed; CC13: doubled at the power station."""
    return 2 * tiles if end == "power" else tiles


# -- a quick tracer on flat tables (the search's inner loop) --------------------------------
# A position is square * 8 + end: a line entering ``square`` by track end ``end``. It
# gives the same answers as ``follow``, several times faster.
POWER_END = 99  # a line's end at the power station (stations are 1..32, open is 0)
EXITS = tuple(out for placed in CONNECT for out in placed)  # [placed * 8 + end] -> end


def _next_position(square: int, out: int) -> int:
    """Where a line leaving ``square`` by ``out`` goes: a position, or minus the
    station it reaches, or -POWER_END."""
    row, col = divmod(square, SIZE)
    dr, dc, enter = STEP[out]
    if not inside(row + dr, col + dc):
        return -station_at(row, col, out // 2)
    if (row + dr) * SIZE + col + dc in POWER_SQUARES:
        return -POWER_END
    return ((row + dr) * SIZE + col + dc) * 8 + enter


NEXT = tuple(_next_position(square, out) for square in range(SQUARES) for out in range(8))


def run(board: list[int], position: int):
    """Follow a line from ``position``: (tiles passed, end, position where it stops).
    end is a station, POWER_END, or 0 while open (then it stops at an empty square)."""
    tiles = 0
    while True:
        placed = board[position >> 3]
        if placed == EMPTY:
            return tiles, 0, position
        tiles += 1
        position = NEXT[(position & ~7) | EXITS[placed * 8 + (position & 7)]]
        if position < 0:
            return tiles, -position, 0
