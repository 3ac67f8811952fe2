"""Cupcake Empire test helpers: positions built by hand, and scripted dice."""

from __future__ import annotations

import pytest

from pygames.core.errors import IllegalAction
from pygames.cupcake.data import COLOUR
from pygames.cupcake.rules import GAME
from pygames.cupcake.state import EMPTY


class Dice:
    """A stand-in for the state's generator that rolls the faces given, in order."""

    def __init__(self, *faces: int) -> None:
        self.faces = list(faces)

    def below(self, n: int) -> int:
        return self.faces.pop(0) - 1


def started(players: int = 2, seed: int = 1, rules_version: int | None = None):
    """A game past its set-up (every seat took its first legal choice), seat 0 to move
    with a turn not yet begun; the start discs are put back in the supply (tests place
    the discs they need). ``rules_version``: the newest unless told."""
    state = GAME.new_game(players, {}, seed, rules_version)
    while state.phase in ("disc", "menu"):
        seat = state.mover
        GAME.apply(state, seat, GAME.legal_actions(state, seat)[0])
    state.first = state.mover = 0
    for seat in range(players):
        for column in state.discs[seat]:
            for kind in column:
                state.supply_discs[kind] += 1
            column.clear()
    return state


def dice(state, seat: int, *columns: str) -> None:
    """Set the seat's columns: one word of colours per column ("green,grey", "")."""
    state.dice[seat] = [[COLOUR[c] for c in col.split(",") if c] for col in columns]


def empty_city(state) -> None:
    state.houses = [[EMPTY] * 4 for _ in range(6)]


def do(state, *texts: str, seat: int | None = None):
    """Apply the texts for the mover (or ``seat``); the events of the last."""
    events = []
    for text in texts:
        events = GAME.apply(state, state.mover if seat is None else seat, text)
    return events


def refused(state, text: str, rule: str, seat: int | None = None) -> IllegalAction:
    """The action is refused naming ``rule``, and the state is left as it was."""
    before = state.to_json()
    with pytest.raises(IllegalAction) as caught:
        GAME.apply(state, state.mover if seat is None else seat, text)
    assert caught.value.rule == rule, str(caught.value)
    assert state.to_json() == before
    assert str(caught.value).endswith(f"({rule})")
    return caught.value


def legal_texts(state, seat: int | None = None) -> set[str]:
    return {a.text() for a in GAME.legal_actions(state, state.mover if seat is None else seat)}
