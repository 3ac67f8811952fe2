"""Cable Car rules (seed 004, 基本規則): state, actions, legality, scoring.

A turn is either ``draw`` then ``place R,C`` (CC05: draw the top tile and place it) or
``hand R,C`` (CC06: place your hidden tile, then draw a new one). Rows and columns
are 1–8 from the top-left.
"""

from __future__ import annotations

from dataclasses import dataclass

from pygames import GAMES
from pygames.cablecar.data import (
    CHARTS, COLOURS, CONNECT, POWER, SIZE, TILE_COPIES, TILE_NAMES, station_at, station_square,
)
from pygames.core.errors import IllegalAction
from pygames.core.game import Game, Result, places_from_scores
from pygames.core.rng import Rng

EMPTY = -1
_POWER_INDEX = frozenset(r * SIZE + c for r, c in POWER)
# Where a path leaving through ``end`` goes: (row step, col step, end it enters by).
_STEP = {0: (-1, 0, 5), 1: (-1, 0, 4), 2: (0, 1, 7), 3: (0, 1, 6),
         4: (1, 0, 1), 5: (1, 0, 0), 6: (0, -1, 3), 7: (0, -1, 2)}
SQUARES = SIZE * SIZE


def _inside(row: int, col: int) -> bool:
    return 0 <= row < SIZE and 0 <= col < SIZE


_ON_EDGE = tuple(r in (0, SIZE - 1) or c in (0, SIZE - 1) for r in range(SIZE) for c in range(SIZE))
_NEIGHBOURS = tuple(
    tuple((r + dr) * SIZE + c + dc for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)) if _inside(r + dr, c + dc))
    for r in range(SIZE) for c in range(SIZE)
)


_PLAYABLE = tuple(square for square in range(SQUARES) if divmod(square, SIZE) not in POWER)


def _touches(board: list[int], square: int) -> bool:
    """CC08: an edge square, or next to a placed tile (the power station is not a tile)."""
    return _ON_EDGE[square] or any(board[n] != EMPTY for n in _NEIGHBOURS[square])


def _one_tile_joins(players: int) -> tuple[frozenset[int], ...]:
    """Per placed tile (kind * 4 + turns): the edge squares where that tile alone would
    lead a car's line straight back out to a station (CC09)."""
    owned = {station for stations in CHARTS[players] for station in stations}
    table = []
    for placed in range(len(CONNECT)):
        squares = set()
        for square in range(SQUARES):
            row, col = divmod(square, SIZE)
            for side in range(4):
                dr, dc, _ = _STEP[2 * side]
                if _inside(row + dr, col + dc) or station_at(row, col, side) not in owned:
                    continue  # not an outer side, or no car starts there
                odr, odc, _ = _STEP[CONNECT[placed][2 * side]]
                if not _inside(row + odr, col + odc):
                    squares.add(square)
        table.append(frozenset(squares))
    return tuple(table)


_ONE_TILE_JOINS = {players: _one_tile_joins(players) for players in CHARTS}
_OWNERS = {players: {station: seat for seat, stations in enumerate(chart) for station in stations}
           for players, chart in CHARTS.items()}


# -- actions ---------------------------------------------------------------------

@dataclass(frozen=True)
class Draw:
    """CC05: draw the top tile, then place it."""

    def __str__(self) -> str:
        return "draw"


@dataclass(frozen=True)
class Place:
    """Place a tile at (row, col), 0-based. ``source`` is "drawn" (the tile just drawn,
    CC05) or "hand" (the hidden tile, CC06)."""

    source: str
    row: int
    col: int

    def __str__(self) -> str:
        verb = "place" if self.source == "drawn" else "hand"
        return f"{verb} {self.row + 1},{self.col + 1}"


def parse_action(text: str):
    words = text.strip().split() if isinstance(text, str) else []
    if words == ["draw"]:
        return Draw()
    if len(words) == 2 and words[0] in ("place", "hand"):
        parts = words[1].split(",")
        # ASCII digits only: str.isdigit() also accepts "²" (int() fails) and "١".
        if len(parts) == 2 and all(len(p) == 1 and p in "0123456789" for p in parts):
            row, col = int(parts[0]) - 1, int(parts[1]) - 1
            if 0 <= row < SIZE and 0 <= col < SIZE:
                return Place("drawn" if words[0] == "place" else "hand", row, col)
    raise IllegalAction(f"{str(text)[:30]!r} is not a Cable Car move: try 'draw', 'place R,C' or 'hand R,C'.")


# -- state -----------------------------------------------------------------------

@dataclass
class Line:
    """A scored line: where it started and ended, how many tiles it passed, its points."""

    station: int
    owner: int
    tiles: int
    end: int | str          # a station number, or "power"
    points: int

    def to_json(self) -> dict:
        return {"station": self.station, "owner": self.owner, "tiles": self.tiles,
                "end": self.end, "points": self.points}


@dataclass
class State:
    players: int
    options: dict
    rng: Rng
    deck: list[int]                  # tile kinds, top of the pile last
    hands: list[list[int]]
    board: list[int]                 # per square: kind * 4 + quarter turns, or EMPTY
    drawn: int | None                # the tile drawn this turn, awaiting placement
    current: int
    scores: list[int]
    scored: dict[int, Line]          # station -> its scored line (CC14: a car scores once)
    last: int | None = None          # square index of the last tile placed
    placed: int = 0

    def to_json(self) -> dict:
        return {
            "players": self.players, "options": dict(self.options), "rng": self.rng.state,
            "deck": list(self.deck), "hands": [list(h) for h in self.hands],
            "board": list(self.board), "drawn": self.drawn, "current": self.current,
            "scores": list(self.scores),
            "scored": [line.to_json() for line in self.scored.values()],
            "last": self.last, "placed": self.placed,
        }

    @classmethod
    def from_json(cls, data: dict) -> "State":
        return cls(
            players=data["players"], options=dict(data["options"]), rng=Rng(data["rng"]),
            deck=list(data["deck"]), hands=[list(h) for h in data["hands"]],
            board=list(data["board"]), drawn=data["drawn"], current=data["current"],
            scores=list(data["scores"]),
            scored={d["station"]: Line(**d) for d in data["scored"]},
            last=data["last"], placed=data["placed"],
        )

    def clone(self) -> "State":
        return State(
            self.players, self.options, Rng(self.rng.state), list(self.deck),
            [list(h) for h in self.hands], list(self.board), self.drawn, self.current,
            list(self.scores), dict(self.scored), self.last, self.placed,
        )


# -- tracing lines -----------------------------------------------------------------

def car_start(station: int) -> tuple[int, int]:
    """(square index, end) where a station's car enters the board: the even end of
    its side (the first clockwise)."""
    row, col, side = station_square(station)
    return row * SIZE + col, 2 * side


def trace(board: list[int], station: int):
    """Follow a car's line. Returns (tiles passed, end, squares visited) where end is a
    station number, "power", or None while the line is still open (CC11–CC13)."""
    square, end = car_start(station)
    tiles = 0
    path = []
    while True:
        if square in _POWER_INDEX:
            return tiles, "power", path
        placed = board[square]
        if placed == EMPTY:
            return tiles, None, path
        path.append(square)
        tiles += 1
        out = CONNECT[placed][end]
        row, col = divmod(square, SIZE)
        dr, dc, enter = _STEP[out]
        nr, nc = row + dr, col + dc
        if not (0 <= nr < SIZE and 0 <= nc < SIZE):
            return tiles, station_at(row, col, out // 2), path
        square, end = nr * SIZE + nc, enter


def _walk(board: list[int], square: int, out: int, back_in: int):
    """Leave ``square`` by end ``out`` and follow the track to where it stops.

    Returns (station number, "power", or None, tiles passed on the way). None means
    the track runs into an empty square, or loops round into ``square`` by ``back_in``
    (a closed loop). Leaving by an even end walks backwards to a car's start; leaving
    by an odd end walks forwards to the station or power station the line reaches."""
    origin, tiles = square, 0
    while True:
        row, col = divmod(square, SIZE)
        dr, dc, enter = _STEP[out]
        nr, nc = row + dr, col + dc
        if not (0 <= nr < SIZE and 0 <= nc < SIZE):
            return station_at(row, col, out // 2), tiles
        nxt = nr * SIZE + nc
        if nxt in _POWER_INDEX:
            return "power", tiles
        placed = board[nxt]
        if placed == EMPTY or (nxt == origin and enter == back_in):
            return None, tiles
        square, out = nxt, CONNECT[placed][enter]
        tiles += 1


def line_points(tiles: int, end) -> int:
    """CC11/CC12: a point per tile passed; CC13: doubled at the power station."""
    return 2 * tiles if end == "power" else tiles


# -- the game ------------------------------------------------------------------------

class CableCar(Game):
    spec = GAMES["cablecar"]
    turn_rule = "CC04"   # clockwise turns
    over_rule = "CC17"   # the game has ended

    # set-up (CC01–CC04)
    def setup(self, players: int, options: dict, rng: Rng) -> State:
        deck = [kind for kind, (_, copies) in enumerate(TILE_COPIES) for _ in range(copies)]
        rng.shuffle(deck)
        hands = [[deck.pop()] for _ in range(players)]
        return State(players, options, rng, deck, hands, [EMPTY] * SQUARES, None,
                     0, [0] * players, {})

    def to_move(self, state: State) -> tuple[int, ...]:
        if state.drawn is None and not state.deck and not any(state.hands):
            return ()
        return (state.current,)

    def parse_action(self, text: str):
        return parse_action(text)

    def can_undo(self, action_text: str) -> bool:
        """A drawn tile has been seen: drawing cannot be taken back."""
        return action_text.strip() != "draw"

    # legality
    def placeable(self, state: State, kind: int) -> list[int]:
        """Squares where a tile of ``kind`` may go (CC07–CC09)."""
        board = state.board
        near = [square for square in _PLAYABLE if board[square] == EMPTY and _touches(board, square)]
        breaking = _ONE_TILE_JOINS[state.players][kind * 4]
        allowed = [square for square in near if square not in breaking]
        return allowed or near

    def joins_through_one_tile(self, state: State, placed: int, square: int) -> bool:
        """CC09: would this tile alone join a car's station to a station?"""
        return square in _ONE_TILE_JOINS[state.players][placed]

    def legal_actions(self, state: State, seat: int) -> list:
        if seat not in self.to_move(state):
            return []
        if state.drawn is not None:
            return [Place("drawn", *divmod(sq, SIZE)) for sq in self.placeable(state, state.drawn)]
        actions: list = [Draw()] if state.deck else []
        hand = state.hands[seat]
        if hand:
            actions += [Place("hand", *divmod(sq, SIZE)) for sq in self.placeable(state, hand[0])]
        return actions

    def check(self, state: State, seat: int, action) -> None:
        if isinstance(action, Draw):
            if state.drawn is not None:
                raise IllegalAction("You have already drawn a tile: place it first.", "CC05")
            if not state.deck:
                raise IllegalAction("The draw pile is empty: place your hidden tile.", "CC05")
            return
        if not isinstance(action, Place):
            raise IllegalAction("That is not a Cable Car move.")
        if action.source == "drawn" and state.drawn is None:
            raise IllegalAction("Draw a tile before placing it, or place your hidden tile.", "CC05")
        if action.source == "hand":
            if state.drawn is not None:
                raise IllegalAction("You drew a tile this turn: you must place that tile.", "CC05")
            if not state.hands[seat]:
                raise IllegalAction("You hold no hidden tile.", "CC06")
        kind = state.drawn if action.source == "drawn" else state.hands[seat][0]
        square = action.row * SIZE + action.col
        where = f"Row {action.row + 1}, column {action.col + 1}"
        if square in _POWER_INDEX:
            raise IllegalAction(f"{where} is the power station: no tile goes there.", "CC01")
        if state.board[square] != EMPTY:
            raise IllegalAction(f"{where} already holds a tile.", "CC08")
        if not _touches(state.board, square):
            raise IllegalAction(
                f"{where} touches neither the edge of the board nor a placed tile.", "CC08")
        if self.joins_through_one_tile(state, kind * 4, square) and square not in self.placeable(state, kind):
            raise IllegalAction(
                f"A tile at {where.lower()} would join two stations through only one tile; "
                "that is allowed only when the tile fits nowhere else.", "CC09")

    # carrying out
    def perform(self, state: State, seat: int, action) -> None:
        if isinstance(action, Draw):
            state.drawn = state.deck.pop()
            return
        square = action.row * SIZE + action.col
        if action.source == "drawn":
            kind, state.drawn = state.drawn, None
        else:
            kind = state.hands[seat].pop(0)
            if state.deck:
                state.hands[seat].append(state.deck.pop())  # CC06: draw a new hidden tile
        state.board[square] = kind * 4  # CC07: the board's orientation
        state.last = square
        state.placed += 1
        self._score(state)
        self._pass_turn(state)

    def _score(self, state: State) -> None:
        """CC11–CC14, CC16: every car whose line now reaches a station or the power
        station scores at once, whoever placed the tile; its car is turned.

        Only lines through the tile just placed can have been completed, so each of its
        four paths is followed both ways instead of tracing every car."""
        board, square = state.board, state.last
        connect = CONNECT[board[square]]
        owners = _OWNERS[state.players]
        for entry in (0, 2, 4, 6):  # a line enters a tile by an even end, leaves by odd
            start, tiles_back = _walk(board, square, entry, connect[entry])
            owner = owners.get(start)
            if owner is None or start in state.scored:
                continue
            end, tiles_ahead = _walk(board, square, connect[entry], entry)
            if end is None:
                continue
            tiles = 1 + tiles_back + tiles_ahead
            points = line_points(tiles, end)
            state.scored[start] = Line(start, owner, tiles, end, points)
            state.scores[owner] += points

    def _pass_turn(self, state: State) -> None:
        """Clockwise; a player with no tile to place once the pile is empty is passed."""
        for step in range(1, state.players + 1):
            nxt = (state.current + step) % state.players
            if state.deck or state.hands[nxt]:
                state.current = nxt
                return

    # what players see
    def view(self, state: State, seat: int | None) -> dict:
        cars = []
        for owner, stations in enumerate(CHARTS[state.players]):
            for station in stations:
                line = state.scored.get(station)
                cars.append({"station": station, "owner": owner,
                             "scored": line.to_json() if line else None})
        return {
            "game": "cablecar", "players": state.players, "options": dict(state.options),
            "seat": seat, "current": state.current, "to_move": list(self.to_move(state)),
            "board": list(state.board), "drawn": state.drawn, "last": state.last,
            "deck": len(state.deck), "hand_sizes": [len(h) for h in state.hands],
            "hand": list(state.hands[seat]) if seat is not None else None,
            "scores": list(state.scores), "cars": cars,
            "colours": list(COLOURS[: state.players]), "placed": state.placed,
        }

    def determinize(self, view: dict, seat: int, rng: Rng) -> State:
        """The view's board with the unseen tiles dealt at random to hands and pile."""
        unseen = [kind for kind, (_, copies) in enumerate(TILE_COPIES) for _ in range(copies)]
        for placed in view["board"]:
            if placed != EMPTY:
                unseen.remove(placed // 4)
        for kind in view["hand"] + ([view["drawn"]] if view["drawn"] is not None else []):
            unseen.remove(kind)
        rng.shuffle(unseen)
        hands = []
        for other, size in enumerate(view["hand_sizes"]):
            hands.append(list(view["hand"]) if other == seat else [unseen.pop() for _ in range(size)])
        scored = {c["station"]: Line(**c["scored"]) for c in view["cars"] if c["scored"]}
        return State(view["players"], dict(view["options"]), Rng(rng.next_u64()), unseen, hands,
                     list(view["board"]), view["drawn"], view["current"], list(view["scores"]),
                     scored, view["last"], view["placed"])

    def result(self, state: State) -> Result | None:
        """CC17: highest total wins, ties share."""
        if self.to_move(state):
            return None
        breakdown = [[] for _ in range(state.players)]
        for station in sorted(state.scored):
            line = state.scored[station]
            end = "the power station" if line.end == "power" else f"station {line.end}"
            label = f"Station {station} to {end}: {line.tiles} tile{'s' * (line.tiles != 1)}"
            if line.end == "power":
                label += " ×2"
            breakdown[line.owner].append((label, line.points))
        return Result(list(state.scores), places_from_scores(state.scores), breakdown)

    def state_from_json(self, data: dict) -> State:
        return State.from_json(data)

    @staticmethod
    def tile_name(kind: int) -> str:
        return TILE_NAMES[kind]


GAME = CableCar()
