"""A Cupcake Empire seat's tracks: its income, production and sales (0–20), and its
creativity marker, whose green squares give idea discs (CE18/CE19). What the actions
do (``turn.py``, ``parts.py``) moves them through these.
"""

from __future__ import annotations

from pygames.core.messages import Event, Player, Scored
from pygames.cupcake.data import CREATIVITY_SQUARES, GREEN_EVERY, IDEAS_MAX, TRACK_MAX
from pygames.cupcake.state import State


def raise_track(state: State, seat: int, track: str, delta: int) -> None:
    """Production and sales run 0–20."""
    values = getattr(state, track)
    values[seat] = max(0, min(TRACK_MAX, values[seat] + delta))


def gain_income(state: State, seat: int, delta: int, events: list) -> None:
    state.income[seat] += delta
    events.append(Scored(seat, delta))


def pay_income(state: State, seat: int, cost: int) -> None:
    state.income[seat] -= cost


def gain_idea(state: State, seat: int, events: list) -> bool:
    """CE19: an idea disc from the supply, at most 3 held."""
    if state.ideas[seat] >= IDEAS_MAX or not state.supply_ideas:
        return False
    state.ideas[seat] += 1
    state.supply_ideas -= 1
    events.append(Event("cupcake.log.idea", who=Player(seat)))
    return True


def spend_idea(state: State, seat: int) -> None:
    state.ideas[seat] -= 1
    state.supply_ideas += 1


def step_creativity(state: State, seat: int, steps: int, events: list) -> None:
    """CE18/CE19: each step reaching a green square gives an idea disc."""
    for _ in range(steps):
        state.creativity[seat] = (state.creativity[seat] + 1) % CREATIVITY_SQUARES
        if state.creativity[seat] % GREEN_EVERY == 0:
            gain_idea(state, seat, events)
