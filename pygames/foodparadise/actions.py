"""Food Paradise's actions and their one text form:

- ``corner N`` — FP03: put your token and sign on corner N (1–4; corner 1 is space 0,
  then clockwise: 2 is space 9, 3 space 18, 4 space 27).
- ``roll`` — FP08: roll the 4-sided die and move that many spaces.
- ``card P`` — FP08: play the price card of price P (200–900) from your hand and move
  P // 100 spaces; the card goes under the price deck.
- ``buy`` / ``decline`` — FP10/FP12: the ingredient offered to you at the turned price.
- ``buy from P`` — FP11 (rules version 2): the bank has none of it and two or more
  other players hold some: buy it at the turned price and take the token from player
  P (1–4, the seat's number: seat 0 is player 1). With the bank holding some, or one
  other player alone holding any, there is nothing to choose and the action is
  ``buy``; at rules version 1 it is always ``buy`` (from the player holding the most).
- ``research`` / ``stay`` — FP17: on a market-research space, move 6 and do the market
  demand there, or stay.

``parse`` is the only reader of action text; everything else receives these objects.
"""

from __future__ import annotations

from dataclasses import dataclass

from pygames.core.actions import Action
from pygames.core.errors import IllegalAction


@dataclass(frozen=True)
class Corner(Action):
    """FP03: choose corner ``corner`` (1–4)."""

    corner: int

    def text(self) -> str:
        return f"corner {self.corner}"


@dataclass(frozen=True)
class Roll(Action):
    """FP08: move by the die."""

    def text(self) -> str:
        return "roll"


@dataclass(frozen=True)
class PlayCard(Action):
    """FP08: move by a price card from hand (``price`` names the card)."""

    price: int

    def text(self) -> str:
        return f"card {self.price}"

    @property
    def steps(self) -> int:
        return self.price // 100


@dataclass(frozen=True)
class Buy(Action):
    """FP10: buy the offered ingredient; FP11 (rules version 2): ``source``, when
    given, is the seat whose token is taken (the bank has none, and the buyer chose
    among two or more holders)."""

    source: int | None = None

    def text(self) -> str:
        return "buy" if self.source is None else f"buy from {self.source + 1}"


@dataclass(frozen=True)
class Decline(Action):
    """FP12: let the offer go on to the next player."""

    def text(self) -> str:
        return "decline"


@dataclass(frozen=True)
class Research(Action):
    """FP17: move 6 spaces and do the market demand there."""

    def text(self) -> str:
        return "research"


@dataclass(frozen=True)
class Stay(Action):
    """FP17: do nothing on the market-research space."""

    def text(self) -> str:
        return "stay"


_WORDS = {
    "roll": Roll(),
    "buy": Buy(),
    "decline": Decline(),
    "research": Research(),
    "stay": Stay(),
}


def _number(word: str, low: int, high: int) -> int | None:
    # ASCII digits only: str.isdigit() also accepts "²" (int() fails) and "١".
    if 1 <= len(word) <= 3 and all(ch in "0123456789" for ch in word):
        value = int(word)
        if low <= value <= high:
            return value
    return None


def parse(text: str):
    """The action a text names; IllegalAction for text that names none."""
    words = text.strip().split() if isinstance(text, str) else []
    if len(words) == 1 and words[0] in _WORDS:
        return _WORDS[words[0]]
    if len(words) == 2 and words[0] == "corner":
        number = _number(words[1], 1, 4)
        if number is not None:
            return Corner(number)
    if len(words) == 3 and words[:2] == ["buy", "from"]:
        player = _number(words[2], 1, 4)
        if player is not None:
            return Buy(player - 1)
    if len(words) == 2 and words[0] == "card":
        price = _number(words[1], 200, 900)
        if price is not None and price % 100 == 0:
            return PlayCard(price)
    raise IllegalAction("foodparadise.not_a_move", move=repr(str(text)[:30]))
