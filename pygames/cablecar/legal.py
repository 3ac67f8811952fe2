"""What Cable Car allows: the legal actions (``legal_actions``) and the refusal of any
other (``check``, raising ``IllegalAction`` with its rule id before anything changes).

``legal_actions`` lists every distinct placement once: of hidden tiles of one kind only
the first, and of the turns of a symmetric tile only the smallest that gives each
distinct track layout; ``check`` accepts the others too. What differs in the shares
game (its exchanges) the table's mode answers (``state.mode``).
"""

from __future__ import annotations

from pygames.cablecar.actions import Draw, Exchange, Place
from pygames.cablecar.data import SIZE
from pygames.cablecar.state import State
from pygames.cablecar.tracks import DISTINCT_TURNS, EMPTY, PLAYABLE, POWER_SQUARES, touches
from pygames.core.errors import IllegalAction
from pygames.core.messages import Count


def free_orientation(state) -> bool:
    return state.options.get("orientation", "fixed") == "free"


def placements(state: State, kind: int) -> list[tuple[int, int]]:
    """(square, turns) where a tile of ``kind`` may go (CC07–CC09, CC19): every
    distinct turn when tiles may be turned. The one-tile rule gives way only when
    the tile fits nowhere else, however it is turned."""
    near, turns, allowed = _placements(state, kind)
    return allowed or [(sq, t) for sq in near for t in turns]


def _placements(state: State, kind: int):
    """(squares a tile may touch, its distinct turns, the placements that join no
    station to a station through this one tile)."""
    board = state.board
    near = [square for square in PLAYABLE if board[square] == EMPTY and touches(board, square)]
    turns = DISTINCT_TURNS[kind] if free_orientation(state) else (0,)
    joins = state.mode.one_tile_joins(state)
    allowed = [(sq, t) for sq in near for t in turns if sq not in joins[kind * 4 + t]]
    return near, turns, allowed


def joins_through_one_tile(state: State, placed: int, square: int) -> bool:
    """CC09: would this tile alone join a car's station to a station?"""
    return square in state.mode.one_tile_joins(state)[placed]


def legal_actions(state: State, seat: int) -> list:
    """The actions of the seat to move (``CableCar.to_move`` asks whether it is)."""
    if state.drawn is not None:
        return [Place("drawn", *divmod(sq, SIZE), 0, t) for sq, t in placements(state, state.drawn)]
    actions: list = [Draw()] if state.deck else []
    hand = state.hands[seat]
    for index, kind in enumerate(hand):
        if kind not in hand[:index]:  # a second tile of one kind places nothing new
            actions += [
                Place("hand", *divmod(sq, SIZE), index, t) for sq, t in placements(state, kind)
            ]
    return actions + state.mode.other_actions(state, seat)


def check(state: State, seat: int, action) -> None:
    """IllegalAction, naming its rule, unless ``seat`` (the seat to move) may take
    ``action`` now."""
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
            hidden = Count("cablecar.count.hidden_tiles", held)
            raise IllegalAction("cablecar.not_that_many", "CC20", held=hidden, n=action.index + 1)
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
    if joins_through_one_tile(state, placed, square) and _placements(state, kind)[2]:
        key = (
            "cablecar.one_tile_join_turned" if free_orientation(state) else "cablecar.one_tile_join"
        )
        raise IllegalAction(key, "CC09", **where)
