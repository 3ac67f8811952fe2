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
    ("0-1 2-3 4-5 6-7", 2),
    ("0-1 2-3 4-7 5-6", 2),
    ("0-1 2-5 3-4 6-7", 2),
    ("0-1 2-5 3-6 4-7", 2),
    ("0-1 2-7 3-4 5-6", 2),
    ("0-1 2-7 3-6 4-5", 2),
    ("0-3 1-2 4-5 6-7", 2),
    ("0-3 1-2 4-7 5-6", 3),
    ("0-3 1-4 2-5 6-7", 2),
    ("0-3 1-4 2-7 5-6", 4),
    ("0-3 1-6 2-5 4-7", 2),
    ("0-3 1-6 2-7 4-5", 2),
    ("0-5 1-2 3-4 6-7", 2),
    ("0-5 1-2 3-6 4-7", 4),
    ("0-5 1-4 2-3 6-7", 2),
    ("0-5 1-4 2-7 3-6", 4),
    ("0-5 1-6 2-3 4-7", 2),
    ("0-5 1-6 2-7 3-4", 4),
    ("0-7 1-2 3-4 5-6", 2),
    ("0-7 1-2 3-6 4-5", 2),
    ("0-7 1-4 2-3 5-6", 2),
    ("0-7 1-4 2-5 3-6", 4),
    ("0-7 1-6 2-3 4-5", 2),
    ("0-7 1-6 2-5 3-4", 3),
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
    3: (
        (1, 4, 6, 11, 15, 20, 23, 25, 28, 31),
        (2, 7, 9, 12, 14, 19, 22, 27, 29, 32),
        (3, 5, 8, 10, 13, 18, 21, 24, 26, 30),
    ),
    4: (
        (4, 7, 11, 16, 20, 23, 27, 32),
        (3, 8, 12, 15, 19, 24, 28, 31),
        (1, 6, 10, 13, 18, 21, 25, 30),
        (2, 5, 9, 14, 17, 22, 26, 29),
    ),
    5: (
        (1, 5, 10, 14, 22, 28),
        (6, 12, 18, 23, 27, 32),
        (3, 7, 15, 19, 25, 29),
        (2, 9, 13, 21, 26, 30),
        (4, 8, 11, 20, 24, 31),
    ),
    6: (
        (1, 5, 10, 19, 27),
        (2, 11, 18, 25, 29),
        (4, 8, 14, 21, 26),
        (6, 15, 20, 24, 31),
        (3, 9, 13, 23, 30),
        (7, 12, 22, 28, 32),
    ),
}


def placed_pairs(placed: int) -> str:
    """A placed tile (kind * 4 + quarter turns) as its track pairs on the board, in the
    numbering above: the smaller end first, pairs sorted ("0-3 1-2 4-7 5-6")."""
    exits = CONNECT[placed]
    return " ".join(f"{end}-{exits[end]}" for end in range(8) if end < exits[end])


# -- the shares game (進階規則) ---------------------------------------------------------

# The 8 companies, in the order the rules list them; a company's index is its number
# everywhere (charts, profits, share cards).
COMPANIES = ("yellow", "blue", "orange", "black", "red", "brown", "green", "purple")
PERCENTS = (10, 20, 30, 40)  # the 4 share piles; each holds one card per company
EXCHANGE_LIMIT = 25  # CC25: no exchanges once a marker has reached this

# This edition's chart (the rulebook's is not known): every company has one station on
# each edge, and one station at each distance from a corner, counted along the edge:
# 0 (a corner station: 1, 8, 9, 16, 17, 24, 25, 32), 1, 2 and 3 (the middle stations,
# facing the power station's rows and columns), in the first half of the edge (counted
# clockwise) on two edges and the second half on the other two. So no company has two
# stations side by side or two at one corner square. A quarter turn of the board (station
# n -> n + 8) maps the chart onto itself: yellow -> purple -> red -> black and orange ->
# blue -> green -> brown, so each group's companies have exactly equal chances.
SHARES_CHART = (
    (1, 15, 19, 29),  # yellow
    (8, 10, 22, 28),  # blue
    (2, 14, 20, 32),  # orange
    (7, 11, 21, 25),  # black
    (3, 13, 17, 31),  # red
    (6, 12, 24, 26),  # brown
    (4, 16, 18, 30),  # green
    (5, 9, 23, 27),  # purple
)
