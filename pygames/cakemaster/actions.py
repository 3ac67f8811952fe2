"""Cake Master's actions and their one text form (card numbers 1–72, cakes 1–3,
quarters 1–4 clockwise from top-right):

- ``keep K left L right R`` — CM05 (3–6 players): keep K, pass L to the left
  neighbour (the next seat) and R to the right neighbour (the seat before).
- ``keep K give A B`` — CM24 (2 players, phase "give"): keep K, give A and B.
- ``keep K return R`` — CM24 (phase "return"): of the 2 cards received keep K, give R
  back.
- ``discard K`` — CM27 (solo, phase "discard"): of the 4 cards drawn discard K.
- ``exchange K`` — CM28 (solo, up to 3 times a game): K goes to the discard pile and
  a new card is drawn.
- ``place K C.Q`` — CM06: put card K into quarter Q of cake C.

``parse`` is the only reader of action text (records, links, the view's ``choice``
and ``last``); everything else receives these objects.
"""

from __future__ import annotations

from dataclasses import dataclass

from pygames.cakemaster.data import CAKES, CARD_COUNT, QUARTERS
from pygames.core.actions import Action
from pygames.core.errors import IllegalAction


@dataclass(frozen=True)
class Draft(Action):
    """CM05: keep one card, pass one to each neighbour."""

    keep: int
    left: int
    right: int

    def text(self) -> str:
        return f"keep {self.keep} left {self.left} right {self.right}"

    def cards(self) -> list[int]:
        return [self.keep, self.left, self.right]


@dataclass(frozen=True)
class Give(Action):
    """CM24, two players: keep one card, give the other two (smaller number first)."""

    keep: int
    give: tuple[int, int]

    def text(self) -> str:
        return f"keep {self.keep} give {self.give[0]} {self.give[1]}"

    def cards(self) -> list[int]:
        return [self.keep, *self.give]


@dataclass(frozen=True)
class Return(Action):
    """CM24, two players: of the two cards received keep one, give the other back."""

    keep: int
    back: int

    def text(self) -> str:
        return f"keep {self.keep} return {self.back}"

    def cards(self) -> list[int]:
        return [self.keep, self.back]


@dataclass(frozen=True)
class Discard(Action):
    """CM27, solo: discard one of the four cards drawn."""

    card: int

    def text(self) -> str:
        return f"discard {self.card}"


@dataclass(frozen=True)
class Exchange(Action):
    """CM28, solo: swap a card in hand for a new one from the deck."""

    card: int

    def text(self) -> str:
        return f"exchange {self.card}"


@dataclass(frozen=True)
class Place(Action):
    """CM06: put ``card`` into ``cake`` (1–3) at ``quarter`` (1–4)."""

    card: int
    cake: int
    quarter: int

    def text(self) -> str:
        return f"place {self.card} {self.cake}.{self.quarter}"


# The hidden choices: made at once by every seat, shown only when all have chosen.
CHOICES = (Draft, Give, Return)


def choice_of(phase: str, cards: list[int]):
    """The choice a seat's stored cards (``State.choices``) stand for in ``phase``."""
    if phase == "draft":
        return Draft(*cards)
    if phase == "give":
        return Give(cards[0], (cards[1], cards[2]))
    return Return(*cards)


def _number(word: str, high: int) -> int | None:
    # ASCII digits only: str.isdigit() also accepts "²" (int() fails) and "١".
    if 1 <= len(word) <= 2 and all(ch in "0123456789" for ch in word):
        value = int(word)
        if 1 <= value <= high:
            return value
    return None


def parse(text: str):
    """The action a text names; IllegalAction for text that names none."""
    words = text.strip().split() if isinstance(text, str) else []
    nums = [_number(w, CARD_COUNT) for w in words]
    shape = [w if n is None else "#" for w, n in zip(words, nums)]
    if shape == ["keep", "#", "left", "#", "right", "#"]:
        return Draft(nums[1], nums[3], nums[5])
    if shape == ["keep", "#", "give", "#", "#"]:
        return Give(nums[1], (min(nums[3], nums[4]), max(nums[3], nums[4])))
    if shape == ["keep", "#", "return", "#"]:
        return Return(nums[1], nums[3])
    if shape == ["discard", "#"]:
        return Discard(nums[1])
    if shape == ["exchange", "#"]:
        return Exchange(nums[1])
    if len(words) == 3 and shape[:2] == ["place", "#"]:
        parts = words[2].split(".")
        if len(parts) == 2:
            cake, quarter = _number(parts[0], CAKES), _number(parts[1], QUARTERS)
            if cake is not None and quarter is not None:
                return Place(nums[1], cake, quarter)
            raise IllegalAction("cakemaster.bad_quarter", "CM10")
    raise IllegalAction("cakemaster.not_a_move", move=repr(str(text)[:30]))


def parse_or_none(text):
    """The action a text names, or None (a view's entries, read leniently)."""
    try:
        return parse(text)
    except IllegalAction:
        return None
