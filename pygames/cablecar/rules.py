"""Cable Car rules (seed 004): state, actions, legality, scoring.

Actions and their texts: ``pygames.cablecar.actions``.

Options (``pygames.GAMES["cablecar"].options``, the basic value first):
``orientation`` "fixed" | "free", ``hand`` 1 | 2 | 3, ``mode`` "basic" | "shares".
``legal_actions`` lists every distinct placement once: of hidden tiles of one kind only
the first, and of the turns of a symmetric tile only the smallest that gives each
distinct track layout; ``apply`` accepts the others too.

In the shares game cars belong to companies: a car's and a line's ``owner`` is a
company number (``data.COMPANIES``), ``scores`` are the players' totals, known only
once the game is over, and ``profits`` are the companies' markers.
"""

from __future__ import annotations

from dataclasses import dataclass

from pygames import GAMES
from pygames.cablecar import shares
from pygames.cablecar.actions import Draw, Exchange, Place, parse
from pygames.cablecar.data import (
    CHARTS,
    COLOURS,
    COMPANIES,
    CONNECT,
    POWER,
    SHARES_CHART,
    SIZE,
    TILE_COPIES,
    TILE_NAMES,
    station_at,
    station_square,
)
from pygames.core.errors import IllegalAction
from pygames.core.game import Game, Result, places_from_scores
from pygames.core.messages import Event, Msg, Scored
from pygames.core.rng import Rng

EMPTY = -1
_POWER_INDEX = frozenset(r * SIZE + c for r, c in POWER)
# Where a path leaving through ``end`` goes: (row step, col step, end it enters by).
_STEP = {
    0: (-1, 0, 5),
    1: (-1, 0, 4),
    2: (0, 1, 7),
    3: (0, 1, 6),
    4: (1, 0, 1),
    5: (1, 0, 0),
    6: (0, -1, 3),
    7: (0, -1, 2),
}
SQUARES = SIZE * SIZE


def _inside(row: int, col: int) -> bool:
    return 0 <= row < SIZE and 0 <= col < SIZE


_ON_EDGE = tuple(r in (0, SIZE - 1) or c in (0, SIZE - 1) for r in range(SIZE) for c in range(SIZE))
_NEIGHBOURS = tuple(
    tuple(
        (r + dr) * SIZE + c + dc
        for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1))
        if _inside(r + dr, c + dc)
    )
    for r in range(SIZE)
    for c in range(SIZE)
)


_PLAYABLE = tuple(square for square in range(SQUARES) if divmod(square, SIZE) not in POWER)


def _touches(board: list[int], square: int) -> bool:
    """CC08: an edge square, or next to a placed tile (the power station is not a tile)."""
    return _ON_EDGE[square] or any(board[n] != EMPTY for n in _NEIGHBOURS[square])


def _one_tile_joins(chart) -> tuple[frozenset[int], ...]:
    """Per placed tile (kind * 4 + turns): the edge squares where that tile alone would
    lead a car's line straight back out to a station (CC09)."""
    owned = {station for stations in chart for station in stations}
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


# Who owns the cars: a seat in the basic game (by player count), a company in the
# shares game (key "shares").
_CHARTS = {**CHARTS, "shares": SHARES_CHART}
_ONE_TILE_JOINS = {key: _one_tile_joins(chart) for key, chart in _CHARTS.items()}
_OWNERS = {
    key: {station: owner for owner, stations in enumerate(chart) for station in stations}
    for key, chart in _CHARTS.items()
}
# The distinct turns of each tile kind: a symmetric tile looks the same after some.
_DISTINCT_TURNS = tuple(
    tuple(
        t
        for t in range(4)
        if CONNECT[kind * 4 + t] not in {CONNECT[kind * 4 + u] for u in range(t)}
    )
    for kind in range(len(TILE_NAMES))
)


def chart_key(state) -> int | str:
    return "shares" if state.profits is not None else state.players


def chart_of(state) -> tuple[tuple[int, ...], ...]:
    """The stations of each car owner: seats, or companies in the shares game."""
    return _CHARTS[chart_key(state)]


def free_orientation(state) -> bool:
    return state.options.get("orientation", "fixed") == "free"


# -- state -----------------------------------------------------------------------


@dataclass
class Line:
    """A scored line: where it started and ended, how many tiles it passed, its points."""

    station: int
    owner: int
    tiles: int
    end: int | str  # a station number, or "power"
    points: int

    def to_json(self) -> dict:
        return {
            "station": self.station,
            "owner": self.owner,
            "tiles": self.tiles,
            "end": self.end,
            "points": self.points,
        }


@dataclass
class State:
    players: int
    options: dict
    rng: Rng
    deck: list[int]  # tile kinds, top of the pile last
    hands: list[list[int]]
    board: list[int]  # per square: kind * 4 + quarter turns, or EMPTY
    drawn: int | None  # the tile drawn this turn, awaiting placement
    current: int
    scores: list[int]  # per seat (shares game: 0 until the final scoring)
    scored: dict[int, Line]  # station -> its scored line (CC14: a car scores once)
    last: int | None = None  # square index of the last tile placed
    placed: int = 0
    # The shares game only (None otherwise); see pygames.cablecar.shares.
    profits: list[int] | None = None  # per company: its marker (CC26)
    shares: list[list[int]] | None = None  # per seat: company held per percentage
    share_piles: list[list[int]] | None = None  # per percentage: hidden cards, top last
    face_up: list[int] | None = None  # per percentage: the face-up card
    known: list[list] | None = None  # per seat: face-up cards seen taken, held

    def to_json(self) -> dict:
        data = {
            "players": self.players,
            "options": dict(self.options),
            "rng": self.rng.state,
            "deck": list(self.deck),
            "hands": [list(h) for h in self.hands],
            "board": list(self.board),
            "drawn": self.drawn,
            "current": self.current,
            "scores": list(self.scores),
            "scored": [line.to_json() for line in self.scored.values()],
            "last": self.last,
            "placed": self.placed,
        }
        if self.profits is not None:  # the basic game's JSON stays as it always was
            data.update(
                profits=list(self.profits),
                shares=[list(h) for h in self.shares],
                share_piles=[list(p) for p in self.share_piles],
                face_up=list(self.face_up),
                known=[list(k) for k in self.known],
            )
        return data

    @classmethod
    def from_json(cls, data: dict) -> State:
        state = cls(
            players=data["players"],
            options=dict(data["options"]),
            rng=Rng(data["rng"]),
            deck=list(data["deck"]),
            hands=[list(h) for h in data["hands"]],
            board=list(data["board"]),
            drawn=data["drawn"],
            current=data["current"],
            scores=list(data["scores"]),
            scored={d["station"]: Line(**d) for d in data["scored"]},
            last=data["last"],
            placed=data["placed"],
        )
        if data.get("profits") is not None:
            state.profits = list(data["profits"])
            state.shares = [list(h) for h in data["shares"]]
            state.share_piles = [list(p) for p in data["share_piles"]]
            state.face_up = list(data["face_up"])
            state.known = [list(k) for k in data["known"]]
        return state

    def clone(self) -> State:
        copy = State(
            self.players,
            self.options,
            Rng(self.rng.state),
            list(self.deck),
            [list(h) for h in self.hands],
            list(self.board),
            self.drawn,
            self.current,
            list(self.scores),
            dict(self.scored),
            self.last,
            self.placed,
        )
        if self.profits is not None:
            copy.profits = list(self.profits)
            copy.shares = [list(h) for h in self.shares]
            copy.share_piles = [list(p) for p in self.share_piles]
            copy.face_up = list(self.face_up)
            copy.known = [list(k) for k in self.known]
        return copy


# -- tracing lines -----------------------------------------------------------------


def car_start(station: int) -> tuple[int, int]:
    """(square index, end) where a station's car enters the board: the even end of
    its side (the first clockwise)."""
    row, col, side = station_square(station)
    return row * SIZE + col, 2 * side


def trace(board: list[int], station: int):
    """Follow a car's line. Returns (tiles passed, end, squares visited) where end is a
    station number, "power", or None while the line is still open (CC11–CC13)."""
    return _follow(board, station)[:3]


def waiting_square(board: list[int], station: int) -> int | None:
    """The empty square an open line runs into (its next tile goes there), or None
    once the line has ended. Only a tile there can change the line."""
    return _follow(board, station)[3]


def _follow(board: list[int], station: int):
    square, end = car_start(station)
    tiles = 0
    path = []
    while True:
        if square in _POWER_INDEX:
            return tiles, "power", path, None
        placed = board[square]
        if placed == EMPTY:
            return tiles, None, path, square
        path.append(square)
        tiles += 1
        out = CONNECT[placed][end]
        row, col = divmod(square, SIZE)
        dr, dc, enter = _STEP[out]
        nr, nc = row + dr, col + dc
        if not (0 <= nr < SIZE and 0 <= nc < SIZE):
            return tiles, station_at(row, col, out // 2), path, None
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
    turn_rule = "CC04"  # clockwise turns
    over_rule = "CC17"  # the game has ended

    # set-up (CC01–CC04; CC20 hands; CC21–CC23 the shares game)
    def setup(self, players: int, options: dict, rng: Rng) -> State:
        deck = [kind for kind, (_, copies) in enumerate(TILE_COPIES) for _ in range(copies)]
        rng.shuffle(deck)
        size = options.get("hand", 1)
        hands = [[deck.pop() for _ in range(size)] for _ in range(players)]
        state = State(
            players, options, rng, deck, hands, [EMPTY] * SQUARES, None, 0, [0] * players, {}
        )
        if options.get("mode", "basic") == "shares":
            state.shares, state.share_piles, state.face_up = shares.deal_shares(players, rng)
            state.profits = [0] * len(COMPANIES)
            state.known = [[None] * len(shares.PERCENTS) for _ in range(players)]
        return state

    def to_move(self, state: State) -> tuple[int, ...]:
        if state.drawn is None and not state.deck and not any(state.hands):
            return ()
        return (state.current,)

    def parse_action(self, text: str):
        return parse(text)

    def can_undo(self, action_text: str) -> bool:
        """A drawn tile has been seen, and so has a share card taken in an exchange (and
        the card turned face up): neither can be taken back."""
        try:
            return not isinstance(parse(action_text), (Draw, Exchange))
        except IllegalAction:
            return True

    # legality
    def placements(self, state: State, kind: int) -> list[tuple[int, int]]:
        """(square, turns) where a tile of ``kind`` may go (CC07–CC09, CC19): every
        distinct turn when tiles may be turned. The one-tile rule gives way only when
        the tile fits nowhere else, however it is turned."""
        near, turns, allowed = self._placements(state, kind)
        return allowed or [(sq, t) for sq in near for t in turns]

    def _placements(self, state: State, kind: int):
        """(squares a tile may touch, its distinct turns, the placements that join no
        station to a station through this one tile)."""
        board = state.board
        near = [
            square for square in _PLAYABLE if board[square] == EMPTY and _touches(board, square)
        ]
        turns = _DISTINCT_TURNS[kind] if free_orientation(state) else (0,)
        joins = _ONE_TILE_JOINS[chart_key(state)]
        allowed = [(sq, t) for sq in near for t in turns if sq not in joins[kind * 4 + t]]
        return near, turns, allowed

    def placeable(self, state: State, kind: int) -> list[int]:
        """Squares where a tile of ``kind`` may go, in some turn."""
        return sorted({square for square, _ in self.placements(state, kind)})

    def joins_through_one_tile(self, state: State, placed: int, square: int) -> bool:
        """CC09: would this tile alone join a car's station to a station?"""
        return square in _ONE_TILE_JOINS[chart_key(state)][placed]

    def legal_actions(self, state: State, seat: int) -> list:
        if seat not in self.to_move(state):
            return []
        if state.drawn is not None:
            return [
                Place("drawn", *divmod(sq, SIZE), 0, t)
                for sq, t in self.placements(state, state.drawn)
            ]
        actions: list = [Draw()] if state.deck else []
        hand = state.hands[seat]
        for index, kind in enumerate(hand):
            if kind not in hand[:index]:  # a second tile of one kind places nothing new
                actions += [
                    Place("hand", *divmod(sq, SIZE), index, t)
                    for sq, t in self.placements(state, kind)
                ]
        if state.profits is not None:
            actions += shares.legal_exchanges(state)
        return actions

    def check(self, state: State, seat: int, action) -> None:
        if isinstance(action, Draw):
            if state.drawn is not None:
                raise IllegalAction("cablecar.already_drawn", "CC05")
            if not state.deck:
                raise IllegalAction("cablecar.pile_empty", "CC05")
            return
        if isinstance(action, Exchange):
            shares.check_exchange(state, seat, action)
            return
        if not isinstance(action, Place):
            raise IllegalAction("cablecar.not_cablecar")
        if action.source == "drawn" and state.drawn is None:
            raise IllegalAction("cablecar.draw_first", "CC05")
        if action.source == "hand":
            if state.drawn is not None:
                raise IllegalAction("cablecar.place_drawn", "CC05")
            if not state.hands[seat]:
                raise IllegalAction("cablecar.no_hidden_tile", "CC06")
            held = len(state.hands[seat])
            if action.index >= held:
                if held == 1:
                    raise IllegalAction("cablecar.only_one_hidden", "CC20", n=action.index + 1)
                raise IllegalAction("cablecar.not_that_many", "CC20", held=held, n=action.index + 1)
        if action.turns and not free_orientation(state):
            raise IllegalAction("cablecar.no_turning", "CC07")
        if not 0 <= action.turns < 4 or (action.source == "drawn" and action.index):
            raise IllegalAction("cablecar.not_cablecar")
        kind = state.drawn if action.source == "drawn" else state.hands[seat][action.index]
        square = action.square
        where = {"row": action.row + 1, "col": action.col + 1}
        if square in _POWER_INDEX:
            raise IllegalAction("cablecar.power_square", "CC01", **where)
        if state.board[square] != EMPTY:
            raise IllegalAction("cablecar.occupied", "CC08", **where)
        if not _touches(state.board, square):
            raise IllegalAction("cablecar.not_touching", "CC08", **where)
        placed = kind * 4 + action.turns
        if self.joins_through_one_tile(state, placed, square) and self._placements(state, kind)[2]:
            key = (
                "cablecar.one_tile_join_turned"
                if free_orientation(state)
                else "cablecar.one_tile_join"
            )
            raise IllegalAction(key, "CC09", **where)

    # carrying out
    def perform(self, state: State, seat: int, action) -> list[Event]:
        """What happened: the action (as the log tells it), then the points it made:
        per seat in the basic game, per company marker in the shares game."""
        if isinstance(action, Draw):
            state.drawn = state.deck.pop()
            return [describe(action)]
        if isinstance(action, Exchange):
            shares.perform_exchange(state, seat, action)
            self._pass_turn(state)
            return [describe(action)]
        square = action.square
        if action.source == "drawn":
            kind, state.drawn = state.drawn, None
        else:
            kind = state.hands[seat].pop(action.index)
            if state.deck:
                state.hands[seat].append(state.deck.pop())  # CC06/CC20: draw a new hidden tile
        state.board[square] = kind * 4 + action.turns  # CC07, or CC19 turned
        state.last = square
        state.placed += 1
        gains = self._score(state)
        self._pass_turn(state)
        if state.profits is not None and not self.to_move(state):
            state.scores = shares.final_scores(state.profits, state.shares)[0]  # CC27
        events = [describe(action)]
        for owner in sorted(gains):
            if state.profits is None:
                events.append(Scored(owner, gains[owner]))
            else:
                events.append(Scored(None, gains[owner], what=shares.company_name(owner)))
        return events

    def _score(self, state: State) -> dict[int, int]:
        """CC11–CC14, CC16, CC26: every car whose line now reaches a station or the
        power station scores at once, whoever placed the tile; its car is turned.

        Only lines through the tile just placed can have been completed, so each of its
        four paths is followed both ways instead of tracing every car. Returns the
        points gained per owner (seat, or company in the shares game)."""
        board, square = state.board, state.last
        connect = CONNECT[board[square]]
        owners = _OWNERS[chart_key(state)]
        totals = state.scores if state.profits is None else state.profits
        gains: dict[int, int] = {}
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
            totals[owner] += points
            gains[owner] = gains.get(owner, 0) + points
        return gains

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
        for owner, stations in enumerate(chart_of(state)):
            for station in stations:
                line = state.scored.get(station)
                cars.append(
                    {"station": station, "owner": owner, "scored": line.to_json() if line else None}
                )
        over = not self.to_move(state)
        view = {
            "game": "cablecar",
            "players": state.players,
            "options": dict(state.options),
            "seat": seat,
            "current": state.current,
            "to_move": list(self.to_move(state)),
            "board": list(state.board),
            "drawn": state.drawn,
            "last": state.last,
            "deck": len(state.deck),
            "hand_sizes": [len(h) for h in state.hands],
            "hand": list(state.hands[seat]) if seat is not None else None,
            "scores": list(state.scores),
            "cars": cars,
            "colours": list(COLOURS[: state.players]),
            "placed": state.placed,
        }
        if state.profits is not None:
            # Cars belong to companies: ``colours`` (which cars' owners index) lists them.
            # Players' points depend on hidden shares: known only at the end.
            view.update(
                shares.shares_view(state, seat, over),
                colours=list(COMPANIES),
                scores=list(state.scores) if over else [None] * state.players,
            )
        return view

    def determinize(self, view: dict, seat: int, rng: Rng) -> State:
        """The view's board with the unseen tiles dealt at random to hands and pile
        (and, in the shares game, the unseen share cards to players and piles)."""
        unseen = [kind for kind, (_, copies) in enumerate(TILE_COPIES) for _ in range(copies)]
        for placed in view["board"]:
            if placed != EMPTY:
                unseen.remove(placed // 4)
        for kind in view["hand"] + ([view["drawn"]] if view["drawn"] is not None else []):
            unseen.remove(kind)
        rng.shuffle(unseen)
        hands = []
        for other, size in enumerate(view["hand_sizes"]):
            hands.append(
                list(view["hand"]) if other == seat else [unseen.pop() for _ in range(size)]
            )
        scored = {c["station"]: Line(**c["scored"]) for c in view["cars"] if c["scored"]}
        scores = [0 if s is None else s for s in view["scores"]]
        state = State(
            view["players"],
            dict(view["options"]),
            Rng(rng.next_u64()),
            unseen,
            hands,
            list(view["board"]),
            view["drawn"],
            view["current"],
            scores,
            scored,
            view["last"],
            view["placed"],
        )
        if view.get("mode") == "shares":
            state.profits = list(view["profits"])
            state.shares, state.share_piles, state.face_up, state.known = shares.deal_unseen_shares(
                view, seat, rng
            )
        return state

    def result(self, state: State) -> Result | None:
        """CC17: highest total wins, ties share (CC27–CC31 in the shares game)."""
        if self.to_move(state):
            return None
        if state.profits is not None:
            scores, breakdown = shares.final_scores(state.profits, state.shares)
            return Result(scores, places_from_scores(scores), breakdown)
        breakdown = [[] for _ in range(state.players)]
        for station in sorted(state.scored):
            line = state.scored[station]
            breakdown[line.owner].append((line_label(line), line.points))
        return Result(list(state.scores), places_from_scores(state.scores), breakdown)

    def state_from_json(self, data: dict) -> State:
        return State.from_json(data)

    @staticmethod
    def tile_name(kind: int) -> str:
        return TILE_NAMES[kind]


def describe(action) -> Event:
    """An action as the log tells it ("placed the drawn tile at 3,5, turned once");
    an exchange never names the share given away: it goes face down."""
    if isinstance(action, Draw):
        return Event("cablecar.log.drew")
    if isinstance(action, Exchange):
        take = "face_up" if action.take == "face-up" else "pile"
        return Event(f"cablecar.log.exchanged_{take}", percent=action.percent)
    which = "which_drawn" if action.source == "drawn" else f"which_{action.verb}"
    return Event(
        "cablecar.log.placed",
        which=Msg(f"cablecar.log.{which}"),
        square=action.where,
        turned=Msg(f"cablecar.turned.{action.turns}"),
    )


def tile_count(n: int) -> Msg:
    """ "1 tile", "4 tiles"."""
    return Msg("cablecar.tiles_1") if n == 1 else Msg("cablecar.tiles_n", n=n)


def line_label(line: Line) -> Msg:
    """ "Station 3 to station 2: 4 tiles", "… to the power station: 3 tiles ×2"."""
    if line.end == "power":
        return Msg("cablecar.score.power", station=line.station, tiles=tile_count(line.tiles))
    return Msg(
        "cablecar.score.line", station=line.station, end=line.end, tiles=tile_count(line.tiles)
    )


GAME = CableCar()


parse_action = parse
