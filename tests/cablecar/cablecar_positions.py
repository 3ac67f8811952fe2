"""Hand-built Cable Car positions for the tests of tests/cablecar/.

Squares are (row, col) counted from 0 at the top-left, as in pygames.cablecar.data;
action texts count from 1 ("hand 1,3" is row 0, col 2). Helpers that put tiles on the
board or in a hand take them out of the draw pile, so a hand-built position still
holds exactly the 60 tiles (CC03).
"""

from __future__ import annotations

from collections import Counter

import helpers

from pygames.cablecar.data import (
    CHARTS,
    CONNECT,
    POWER,
    SIZE,
    TILE_COPIES,
    TILE_NAMES,
    station_square,
)
from pygames.cablecar.rules import GAME
from pygames.cablecar.state import Line
from pygames.cablecar.tracks import EMPTY, line_points, trace
from pygames.core.errors import IllegalAction


def assert_refused(state, seat: int, action, rule: str, game=GAME) -> IllegalAction:
    """helpers.assert_refused, for a Cable Car position unless told otherwise."""
    return helpers.assert_refused(state, seat, action, rule, game)


FULL_SET = Counter({kind: copies for kind, (_, copies) in enumerate(TILE_COPIES)})


# -- tile names ----------------------------------------------------------------------


def pairs_of(name: str) -> frozenset:
    """A tile's paths as a set of end pairs: "0-3 1-2 ..." -> {(0, 3), (1, 2), ...}."""
    return frozenset(tuple(sorted(int(x) for x in pair.split("-"))) for pair in name.split())


def kind(name: str) -> int:
    """The tile kind whose pairs are ``name`` (pairs may be given in any order)."""
    wanted = pairs_of(name)
    for index, known in enumerate(TILE_NAMES):
        if pairs_of(known) == wanted:
            return index
    raise AssertionError(f"no tile {name!r}")


def rotated(name: str, quarter_turns: int) -> str:
    """The tile ``name`` turned clockwise (end e becomes e + 2 per quarter turn)."""
    pairs = sorted(
        tuple(sorted(((a + 2 * quarter_turns) % 8, (b + 2 * quarter_turns) % 8)))
        for a, b in pairs_of(name)
    )
    return " ".join(f"{a}-{b}" for a, b in pairs)


def rotated_square(row: int, col: int, quarter_turns: int) -> tuple[int, int]:
    """Where a square goes when the whole board turns clockwise (stations move +8)."""
    for _ in range(quarter_turns % 4):
        row, col = col, SIZE - 1 - row
    return row, col


# -- building positions ---------------------------------------------------------------


def new_state(players: int = 2, seed: int = 0):
    return GAME.new_game(players, None, seed)


def take_from_deck(state, tile: int) -> int:
    """Remove one copy of ``tile`` from the draw pile (the test needs it elsewhere)."""
    if tile not in state.deck:
        for _seat, hand in enumerate(state.hands):
            if tile in hand:  # swap with a pile tile of another kind so hands keep their size
                other = next(k for k in state.deck if k != tile)
                state.deck.remove(other)
                hand[hand.index(tile)] = other
                return tile
        raise AssertionError(f"no copy of {TILE_NAMES[tile]!r} left")
    state.deck.remove(tile)
    return tile


def put(state, row: int, col: int, name: str) -> None:
    """Set a tile on the board directly (no rules, no scoring), board orientation."""
    assert (row, col) not in POWER and state.board[row * SIZE + col] == EMPTY
    state.board[row * SIZE + col] = take_from_deck(state, kind(name)) * 4
    state.placed += 1


def give_hand(state, seat: int, name: str) -> None:
    """Make ``name`` the hidden tile of ``seat``; its old tile goes under the pile."""
    tile = kind(name)
    old = state.hands[seat]
    if old == [tile]:
        return
    take_from_deck(state, tile)
    state.deck[:0] = old
    state.hands[seat] = [tile]


def set_top(state, name: str) -> None:
    """Make ``name`` the top tile of the draw pile (the next one drawn)."""
    state.deck.append(take_from_deck(state, kind(name)))


def hand_at(row: int, col: int) -> str:
    return f"hand {row + 1},{col + 1}"


def place_at(row: int, col: int) -> str:
    return f"place {row + 1},{col + 1}"


def tiles_in_game(state) -> Counter:
    """Every tile wherever it is: board, hands, pile, the tile just drawn."""
    tiles = Counter(v // 4 for v in state.board if v != EMPTY)
    for hand in state.hands:
        tiles.update(hand)
    tiles.update(state.deck)
    if state.drawn is not None:
        tiles[state.drawn] += 1
    return tiles


# -- an independent statement of the placement rules (CC01, CC08, CC09) ----------------


def cars(players: int) -> dict[int, int]:
    """station -> owning seat."""
    return {station: seat for seat, stations in enumerate(CHARTS[players]) for station in stations}


def makes_one_tile_line(board: list[int], players: int, square: int, placed: int) -> bool:
    """Would ``placed`` at ``square`` give some car a line through only that tile?"""
    trial = list(board)
    trial[square] = placed
    row, col = divmod(square, SIZE)
    for station in cars(players):
        if station_square(station)[:2] != (row, col):
            continue  # a line through one tile starts on that tile's square
        tiles, end, squares = trace(trial, station)
        if squares[:1] == [square] and tiles == 1 and end not in (None, "power"):
            return True
    return False


def expected_squares(state, tile: int) -> set[tuple[int, int]]:
    """The squares the seed allows for ``tile``: next to an edge station or a placed
    tile (the power station is no neighbour), never completing a one-tile line unless
    every such square would."""
    board = state.board
    near = set()
    for row in range(SIZE):
        for col in range(SIZE):
            if board[row * SIZE + col] != EMPTY or (row, col) in POWER:
                continue
            on_edge = row in (0, SIZE - 1) or col in (0, SIZE - 1)
            touches = any(
                0 <= r < SIZE and 0 <= c < SIZE and board[r * SIZE + c] != EMPTY
                for r, c in ((row - 1, col), (row + 1, col), (row, col - 1), (row, col + 1))
            )
            if on_edge or touches:
                near.add((row, col))
    fine = {
        (r, c)
        for r, c in near
        if not makes_one_tile_line(board, state.players, r * SIZE + c, tile * 4)
    }
    return fine or near


def connections(name: str) -> dict[int, int]:
    """end -> other end for a tile in board orientation, read from its name."""
    out = {}
    for a, b in pairs_of(name):
        out[a], out[b] = b, a
    return out


def engine_connections(tile_value: int) -> dict[int, int]:
    return dict(enumerate(CONNECT[tile_value]))


def fill_board(state, empty: list[tuple[int, int]], hand_sizes: list[int]) -> None:
    """The end of a game set up directly: every tile on the board except the squares
    in ``empty``, whose tiles wait in the hands (``hand_sizes`` per seat); pile empty.
    Lines the filled board already finishes are scored as if their tiles had been
    placed in play; the placements still to come score the rest."""
    assert sum(hand_sizes) == len(empty) and state.drawn is None
    assert all(value == EMPTY for value in state.board), "start from a new game"
    pool = list(state.deck) + [tile for hand in state.hands for tile in hand]
    state.hands = [[pool.pop() for _ in range(size)] for size in hand_sizes]
    for row in range(SIZE):
        for col in range(SIZE):
            if (row, col) not in POWER and (row, col) not in empty:
                state.board[row * SIZE + col] = pool.pop() * 4
    assert not pool
    state.deck = []
    state.placed = SIZE * SIZE - len(POWER) - len(empty)
    score_finished_lines(state)


def score_finished_lines(state) -> None:
    """Score every car whose line a hand-built board finishes (the engine scores only
    lines through the tile just placed, which is all that play can finish)."""
    for owner, stations in enumerate(CHARTS[state.players]):
        for station in stations:
            tiles, end, _ = trace(state.board, station)
            if end is not None and station not in state.scored:
                points = line_points(tiles, end)
                state.scored[station] = Line(station, owner, tiles, end, points)
                state.scores[owner] += points
