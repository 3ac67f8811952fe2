"""Cable Car's scores: the lines a tile completes (``score_lines``), the end of the
game (``over``) and its result (``result``; the final scoring of the shares game is
``shares.final_scores``).
"""

from __future__ import annotations

from pygames.cablecar.data import CONNECT
from pygames.cablecar.state import Line, State
from pygames.cablecar.tracks import line_points, walk
from pygames.core.game import Result
from pygames.core.ranking import places


def over(state: State) -> bool:
    """CC17: the game ends once every tile is placed: none drawn, none in the pile or
    in a hand."""
    return state.drawn is None and not state.deck and not any(state.hands)


def score_lines(state: State) -> dict[int, int]:
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


def result(state: State) -> Result | None:
    """CC17: highest total wins, ties share (CC27–CC31 in the shares game)."""
    if not over(state):
        return None
    scores, breakdown = state.mode.final(state)
    return Result(scores, places(scores), breakdown)
