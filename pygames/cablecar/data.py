"""Cable Car's fixed tables: board geometry, the 60 tiles, the station charts.

Track ends on a tile are numbered 0–7 clockwise from the left end of the top edge
(0,1 top; 2,3 right; 4,5 bottom; 6,7 left). Every path joins an even end to an odd one.
"""

SIZE = 8
SQUARES = SIZE * SIZE
POWER = frozenset({(3, 3), (3, 4), (4, 3), (4, 4)})
COLOURS = ("yellow", "blue", "orange", "green", "purple", "black")

# The 24 tiles (each way to join even ends to odd ends) and how many of each: 60 in all.
TILE_COPIES = (
    ("0-1 2-3 4-5 6-7", 2), ("0-1 2-3 4-7 5-6", 2), ("0-1 2-5 3-4 6-7", 2),
    ("0-1 2-5 3-6 4-7", 2), ("0-1 2-7 3-4 5-6", 2), ("0-1 2-7 3-6 4-5", 2),
    ("0-3 1-2 4-5 6-7", 2), ("0-3 1-2 4-7 5-6", 3), ("0-3 1-4 2-5 6-7", 2),
    ("0-3 1-4 2-7 5-6", 4), ("0-3 1-6 2-5 4-7", 2), ("0-3 1-6 2-7 4-5", 2),
    ("0-5 1-2 3-4 6-7", 2), ("0-5 1-2 3-6 4-7", 4), ("0-5 1-4 2-3 6-7", 2),
    ("0-5 1-4 2-7 3-6", 4), ("0-5 1-6 2-3 4-7", 2), ("0-5 1-6 2-7 3-4", 4),
    ("0-7 1-2 3-4 5-6", 2), ("0-7 1-2 3-6 4-5", 2), ("0-7 1-4 2-3 5-6", 2),
    ("0-7 1-4 2-5 3-6", 4), ("0-7 1-6 2-3 4-5", 2), ("0-7 1-6 2-5 3-4", 3),
)
TILE_NAMES = tuple(name for name, _ in TILE_COPIES)
TILE_COUNT = sum(copies for _, copies in TILE_COPIES)


def _connections(name: str, turns: int) -> tuple[int, ...]:
    """exit[end] for a tile turned clockwise ``turns`` quarter turns."""
    exits = [0] * 8
    for pair in name.split():
        a, b = (int(x) for x in pair.split("-"))
        a, b = (a + 2 * turns) % 8, (b + 2 * turns) % 8
        exits[a], exits[b] = b, a
    return tuple(exits)


# CONNECT[tile * 4 + turns][end] = the end the path from ``end`` leads to.
CONNECT = tuple(_connections(name, turns) for name in TILE_NAMES for turns in range(4))


def station_square(station: int) -> tuple[int, int, int]:
    """(row, col, side) of the square a station (1–32) faces; side 0 top … 3 left."""
    k = station - 1
    if k < 8:
        return 0, k, 0
    if k < 16:
        return k - 8, 7, 1
    if k < 24:
        return 7, 23 - k, 2
    return 31 - k, 0, 3


def station_at(row: int, col: int, side: int) -> int:
    """The station outside ``side`` of the edge square (row, col)."""
    if side == 0:
        return col + 1
    if side == 1:
        return row + 9
    if side == 2:
        return 24 - col
    return 32 - row


# Cars by player count: CHARTS[players][seat] = the stations of that seat's cars.
CHARTS = {
    2: (tuple(range(1, 32, 2)), tuple(range(2, 33, 2))),
    3: ((1, 4, 6, 11, 15, 20, 23, 25, 28, 31), (2, 7, 9, 12, 14, 19, 22, 27, 29, 32),
        (3, 5, 8, 10, 13, 18, 21, 24, 26, 30)),
    4: ((4, 7, 11, 16, 20, 23, 27, 32), (3, 8, 12, 15, 19, 24, 28, 31),
        (1, 6, 10, 13, 18, 21, 25, 30), (2, 5, 9, 14, 17, 22, 26, 29)),
    5: ((1, 5, 10, 14, 22, 28), (6, 12, 18, 23, 27, 32), (3, 7, 15, 19, 25, 29),
        (2, 9, 13, 21, 26, 30), (4, 8, 11, 20, 24, 31)),
    6: ((1, 5, 10, 19, 27), (2, 11, 18, 25, 29), (4, 8, 14, 21, 26),
        (6, 15, 20, 24, 31), (3, 9, 13, 23, 30), (7, 12, 22, 28, 32)),
}
