"""Cable Car's actions and their one text form (rows and columns 1–8 from the top-left).

- ``draw`` — CC05: draw the top tile; then it must be placed with ``place R,C``.
- ``hand R,C`` — CC06: place your (first) hidden tile, then draw a new hidden tile.
- ``hand2 R,C``, ``hand3 R,C`` — CC20 (option ``hand`` = 2 or 3): place your 2nd or 3rd
  hidden tile, in the order the view's ``hand`` lists them (a new tile goes last).
- A placement may end in `` r1``, `` r2`` or `` r3``: CC19 (option ``orientation`` =
  "free"), the tile turned that many quarter turns clockwise (``hand2 3,5 r1``,
  ``place 3,5 r2``); without it the tile lies as printed. ``r0`` is never written.
- ``exchange P face-up`` / ``exchange P pile`` — CC24/CC25 (option ``mode`` =
  "shares"): put your P % share (P = 10, 20, 30, 40) under its pile and take the pile's
  face-up card or its top hidden card. The text names the percentage, never the
  company: the share given away goes face down.

``parse`` is the only reader of these texts; ``parse(action.text()) == action``.
"""

from __future__ import annotations

from dataclasses import dataclass

from pygames.cablecar.data import PERCENTS, SIZE
from pygames.core.actions import Action
from pygames.core.errors import IllegalAction

TAKES = ("face-up", "pile")


@dataclass(frozen=True)
class Draw(Action):
    """CC05: draw the top tile, then place it."""

    def text(self) -> str:
        return "draw"


@dataclass(frozen=True)
class Place(Action):
    """Place a tile at (row, col), 0-based, turned ``turns`` quarter turns clockwise
    (CC19). ``source`` is "drawn" (the tile just drawn, CC05) or "hand" (a hidden
    tile, CC06); ``index`` picks the hidden tile (0 = the first, CC20)."""

    source: str
    row: int
    col: int
    index: int = 0
    turns: int = 0

    @property
    def square(self) -> int:
        return self.row * SIZE + self.col

    @property
    def verb(self) -> str:
        """The text's first word: "place" (the drawn tile) or "hand", "hand2", "hand3"."""
        return (
            "place"
            if self.source == "drawn"
            else "hand" + (str(self.index + 1) if self.index else "")
        )

    @property
    def where(self) -> str:
        """The square as the text writes it: "3,5"."""
        return f"{self.row + 1},{self.col + 1}"

    def text(self) -> str:
        turned = f" r{self.turns}" if self.turns else ""
        return f"{self.verb} {self.where}{turned}"


@dataclass(frozen=True)
class Exchange(Action):
    """CC25: put your share of ``percent`` under its pile, then take that pile's
    face-up card (``take`` = "face-up") or its top hidden card ("pile")."""

    percent: int
    take: str

    def text(self) -> str:
        return f"exchange {self.percent} {self.take}"


_SOURCES = {verb: ("drawn" if verb == "place" else "hand", 0) for verb in ("place", "hand")}
_SOURCES.update({"hand2": ("hand", 1), "hand3": ("hand", 2)})
_TURNS = {"r1": 1, "r2": 2, "r3": 3}
_PERCENTS = {str(percent): percent for percent in PERCENTS}
_DIGITS = "0123456789"  # ASCII only: str.isdigit() also accepts "²" (int() fails) and "١"


def parse(text) -> Action:
    """The action a text stands for; IllegalAction for text that is no Cable Car move."""
    words = text.strip().split() if isinstance(text, str) else []
    if words == ["draw"]:
        return Draw()
    if len(words) in (2, 3) and words[0] in _SOURCES and (len(words) == 2 or words[2] in _TURNS):
        parts = words[1].split(",")
        if len(parts) == 2 and all(0 < len(p) <= 2 and set(p) <= set(_DIGITS) for p in parts):
            row, col = int(parts[0]) - 1, int(parts[1]) - 1
            if not (0 <= row < SIZE and 0 <= col < SIZE):
                raise IllegalAction("cablecar.off_board", "CC01", row=row + 1, col=col + 1)
            source, index = _SOURCES[words[0]]
            turns = _TURNS[words[2]] if len(words) == 3 else 0
            return Place(source, row, col, index, turns)
    if len(words) == 3 and words[0] == "exchange" and words[2] in TAKES and words[1] in _PERCENTS:
        return Exchange(_PERCENTS[words[1]], words[2])
    raise IllegalAction("cablecar.not_a_move", move=repr(str(text)[:30]))
