"""Cable Car's state: plain data, with its JSON form and a cheap clone
(``core.state.GameState``).

Two things differ from the fields as they stand: the basic game's JSON keeps the keys it
always had (the shares game's fields, None there, are left out), and the scored lines
are written as a list, each naming its station (a line's ``end`` is a station number or
"power").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pygames.cablecar.basic import BASIC, BasicGame
from pygames.cablecar.shares import SHARES
from pygames.core.rng import Rng
from pygames.core.state import GameState

MODES = {"basic": BASIC, "shares": SHARES}

# The shares game's fields: absent from the basic game's JSON.
SHARES_FIELDS = ("profits", "shares", "share_piles", "face_up", "known")


@dataclass(frozen=True)
class Line(GameState):
    """A scored line: where it started and ended, how many tiles it passed, its points."""

    station: int
    owner: int
    tiles: int
    end: Any  # a station number, or "power"
    points: int

    def clone(self) -> Line:
        return self  # never changed once scored: shared by every copy


@dataclass
class State(GameState):
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
    known: list[list[int | None]] | None = None  # per seat: face-up cards seen taken, held

    @property
    def mode(self) -> BasicGame:
        """The mode of play: the basic game or the shares game."""
        return MODES[self.options.get("mode", "basic")]

    def to_json(self) -> dict:
        data = super().to_json()
        data["scored"] = list(data["scored"].values())
        if self.profits is None:  # the basic game's JSON stays as it always was
            for name in SHARES_FIELDS:
                del data[name]
        return data

    @classmethod
    def from_json(cls, data) -> State:
        if isinstance(data, dict):
            data = {name: None for name in SHARES_FIELDS} | data
            scored = data.get("scored")
            if isinstance(scored, list) and all(isinstance(d, dict) for d in scored):
                data["scored"] = {str(d.get("station")): d for d in scored}
        return super().from_json(data)
