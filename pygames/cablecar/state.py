"""Cable Car's state: plain data, with its JSON form and a cheap clone.

The JSON form is written by hand rather than derived from the fields
(``core.state.GameState``): the basic game's JSON keeps the keys it always had (no
shares fields), and a scored line's ``end`` is a station number or "power".
"""

from __future__ import annotations

from dataclasses import dataclass

from pygames.cablecar.basic import BASIC, BasicGame
from pygames.cablecar.shares import SHARES
from pygames.core.rng import Rng

MODES = {"basic": BASIC, "shares": SHARES}


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

    @property
    def mode(self) -> BasicGame:
        """The mode of play: the basic game or the shares game."""
        return MODES[self.options.get("mode", "basic")]

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
