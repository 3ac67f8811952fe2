"""Cable Car rules (seed 004): legality, carrying out actions, scoring, views.

Actions and their texts: ``pygames.cablecar.actions``; the state: ``state``; the board's
geometry and line tracing: ``tracks``; what differs between the basic game and the
shares game: the table's mode (``state.mode``: ``basic``, ``shares``).

Options (``manifest.SPEC.options``, the basic value first):
``orientation`` "fixed" | "free", ``hand`` 1 | 2 | 3, ``mode`` "basic" | "shares".
``legal_actions`` lists every distinct placement once: of hidden tiles of one kind only
the first, and of the turns of a symmetric tile only the smallest that gives each
distinct track layout; ``apply`` accepts the others too.

In the shares game cars belong to companies: a car's and a line's ``owner`` is a
company number (``data.COMPANIES``), ``scores`` are the players' totals, known only
once the game is over, and ``profits`` are the companies' markers.
"""

from __future__ import annotations

from pygames.cablecar.actions import Draw, Exchange, Place, parse
from pygames.cablecar.basic import line_label, tile_count
from pygames.cablecar.data import CONNECT, SIZE, TILE_COPIES
from pygames.cablecar.manifest import SPEC
from pygames.cablecar.state import Line, State
from pygames.cablecar.tracks import (
    DISTINCT_TURNS,
    EMPTY,
    PLAYABLE,
    POWER_SQUARES,
    SQUARES,
    line_points,
    touches,
    trace,
    waiting_square,
    walk,
)
from pygames.core.errors import IllegalAction
from pygames.core.game import Game, Result
from pygames.core.messages import Event, Msg
from pygames.core.ranking import places
from pygames.core.rng import Rng

# What other modules (and tests) take from the rules.
__all__ = [
    "EMPTY",
    "GAME",
    "CableCar",
    "Draw",
    "Exchange",
    "Line",
    "Place",
    "State",
    "describe",
    "free_orientation",
    "line_label",
    "line_points",
    "parse_action",
    "tile_count",
    "trace",
    "waiting_square",
]


TILES = sum(copies for _, copies in TILE_COPIES)


def free_orientation(state) -> bool:
    return state.options.get("orientation", "fixed") == "free"


class CableCar(Game):
    spec = SPEC
    turn_rule = "CC04"  # clockwise turns
    over_rule = "CC17"  # the game has ended

    # set-up (CC01–CC04; CC20 hands; CC21–CC23 the shares game)
    def setup(self, players: int, options: dict, rng: Rng, rules_version: int) -> State:
        deck = [kind for kind, (_, copies) in enumerate(TILE_COPIES) for _ in range(copies)]
        rng.shuffle(deck)
        size = options.get("hand", 1)
        hands = [[deck.pop() for _ in range(size)] for _ in range(players)]
        state = State(
            players, options, rng, deck, hands, [EMPTY] * SQUARES, None, 0, [0] * players, {}
        )
        state.mode.deal(state, rng)
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

    def reveal_count(self, state: State) -> int:
        """CC06/CC20: the tiles taken from the pile so far. Placing a hidden tile draws
        its replacement in the same action, so that placement has shown a tile too:
        undo never crosses a draw, or it would be a way to see the next tile and choose
        again."""
        return TILES - len(state.deck)

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
        near = [square for square in PLAYABLE if board[square] == EMPTY and touches(board, square)]
        turns = DISTINCT_TURNS[kind] if free_orientation(state) else (0,)
        joins = state.mode.one_tile_joins(state)
        allowed = [(sq, t) for sq in near for t in turns if sq not in joins[kind * 4 + t]]
        return near, turns, allowed

    def joins_through_one_tile(self, state: State, placed: int, square: int) -> bool:
        """CC09: would this tile alone join a car's station to a station?"""
        return square in state.mode.one_tile_joins(state)[placed]

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
        return actions + state.mode.other_actions(state, seat)

    def check(self, state: State, seat: int, action) -> None:
        if isinstance(action, Draw):
            if state.drawn is not None:
                raise IllegalAction("cablecar.already_drawn", "CC05")
            if not state.deck:
                raise IllegalAction("cablecar.pile_empty", "CC05")
            return
        if isinstance(action, Exchange):
            state.mode.check_exchange(state, seat, action)
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
        if square in POWER_SQUARES:
            raise IllegalAction("cablecar.power_square", "CC01", **where)
        if state.board[square] != EMPTY:
            raise IllegalAction("cablecar.occupied", "CC08", **where)
        if not touches(state.board, square):
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
            state.mode.perform_exchange(state, seat, action)
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
        if not self.to_move(state):
            state.mode.game_over(state)
        return [describe(action)] + [state.mode.gained(o, gains[o]) for o in sorted(gains)]

    def _score(self, state: State) -> dict[int, int]:
        """CC11–CC14, CC16, CC26: every car whose line now reaches a station or the
        power station scores at once, whoever placed the tile; its car is turned.

        Only lines through the tile just placed can have been completed, so each of its
        four paths is followed both ways instead of tracing every car. Returns the
        points gained per owner (seat, or company in the shares game)."""
        board, square = state.board, state.last
        connect = CONNECT[board[square]]
        owners = state.mode.owners(state)
        totals = state.mode.totals(state)
        gains: dict[int, int] = {}
        for entry in (0, 2, 4, 6):  # a line enters a tile by an even end, leaves by odd
            start, tiles_back = walk(board, square, entry, connect[entry])
            owner = owners.get(start)
            if owner is None or start in state.scored:
                continue
            end, tiles_ahead = walk(board, square, connect[entry], entry)
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
        mode = state.mode
        for owner, stations in enumerate(mode.chart(state)):
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
            "colours": mode.colours(state),  # of the car owners
            "placed": state.placed,
        }
        view.update(mode.view(state, seat, over))
        return view

    def determinize(self, view: dict, seat: int, rng: Rng) -> State:
        """The view's board with the unseen tiles dealt at random to hands and pile
        (and, in the shares game, the unseen share cards to players and piles).

        The hands are dealt from the end of the shuffled tiles (``core.deal.deal_unseen``
        deals from the front): the search bot's records replay only with this order."""
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
        state.mode.deal_unseen(state, view, seat, rng)
        return state

    def result(self, state: State) -> Result | None:
        """CC17: highest total wins, ties share (CC27–CC31 in the shares game)."""
        if self.to_move(state):
            return None
        scores, breakdown = state.mode.final(state)
        return Result(scores, places(scores), breakdown)

    def state_from_json(self, data: dict) -> State:
        return State.from_json(data)


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


GAME = CableCar()
parse_action = parse
