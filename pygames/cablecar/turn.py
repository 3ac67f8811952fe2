"""What Cable Car's actions do (``perform``), each returning its events: what the log
tells (``describe``) and the points it made. The refusals are in ``legal.py``:
nothing here checks anything.
"""

from __future__ import annotations

from pygames.cablecar.actions import Draw, Exchange
from pygames.cablecar.scoring import over, score_lines
from pygames.cablecar.state import State
from pygames.core.messages import Event, Msg


def perform(state: State, seat: int, action) -> list[Event]:
    """What happened: the action (as the log tells it), then the points it made:
    per seat in the basic game, per company marker in the shares game."""
    if isinstance(action, Draw):
        state.drawn = state.deck.pop()
        return [describe(action)]
    if isinstance(action, Exchange):
        state.mode.perform_exchange(state, seat, action)
        pass_turn(state)
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
    gains = score_lines(state)
    pass_turn(state)
    if over(state):
        state.mode.game_over(state)
    return [describe(action)] + [state.mode.gained(o, gains[o]) for o in sorted(gains)]


def pass_turn(state: State) -> None:
    """Clockwise; a player with no tile to place once the pile is empty is passed."""
    for step in range(1, state.players + 1):
        nxt = (state.current + step) % state.players
        if state.deck or state.hands[nxt]:
            state.current = nxt
            return


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
