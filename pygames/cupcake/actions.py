"""Cupcake Empire's actions and their one text form. Columns, districts, houses and
seats are numbered from 1 in the text and from 0 in the objects.

Set-up:
- ``start-disc C`` — CE11: put your start extra-action disc on column C.
- ``first BASE FROSTING`` — CE12: your first menu item (single layers, e.g.
  ``first vanilla mint``).

The turn's steps:
- ``activate C L`` — CE13/CE14: activate column C at level L (0 only for a column
  with no level: its dice are re-rolled and nothing else happens).
- ``base F`` (``vanilla``, ``chocolate``, ``mixed``), ``frosting F`` (``lemon``,
  ``mint``, … or a pair ``lemon+mint``) — CE21/CE22 and the discs (CE43).
- ``shop D``, ``shop D over P``, ``shop D from E``, ``shop D from E over P`` —
  CE26–CE29: a shop in district D (displacing player P's shop, moving yours from E).
- ``sell D H`` — CE30: sell to the customer at house H of district D.
- ``hire COLOUR`` — CE35: a die from the supply.
- ``disc KIND C`` — CE36/CE37: an extra-action disc from the supply onto column C.
- ``bakery D`` — CE37/CE38.
- ``borrow C L`` — CE38: column C's action at level L, by column 5's level 4.
- ``income`` / ``creativity`` — CE43: the discs' income +3 and creativity +2.
- ``done`` — the action is over (anything left of it is given up): income, goals and
  the re-roll follow (CE15–CE19).
- ``end`` — CE17: the turn is over.

At any time in your turn (CE20, CE23, CE44–CE48):
- ``menu BASE FROSTING`` — CE23: a menu item from a base and a frosting you hold.
- ``rest C idea COLOURS…`` / ``rest C income COLOURS…`` — CE44: rest dice back into
  column C, for an idea disc, or one income each.
- ``idea-disc KIND C`` — CE45; ``idea-move COLOUR A B`` — CE46; ``buy-idea`` — CE47;
  ``pay-move COLOUR A B`` — CE48 (may be repeated, 3 income a die).

``parse`` is the only reader of action text; everything else receives these objects.
"""

from __future__ import annotations

from dataclasses import dataclass

from pygames.core.actions import Action
from pygames.core.errors import IllegalAction
from pygames.cupcake.data import (
    BASE,
    BASES,
    COLOUR,
    COLOURS,
    DISC,
    DISC_KINDS,
    FROSTING,
    FROSTINGS,
)


@dataclass(frozen=True)
class StartDisc(Action):
    """CE11: the start disc goes on ``column``."""

    column: int

    def text(self) -> str:
        return f"start-disc {self.column + 1}"


@dataclass(frozen=True)
class FirstMenu(Action):
    """CE12: the first menu item, a single base and a single frosting."""

    base: int
    frosting: int

    def text(self) -> str:
        return f"first {BASES[self.base]} {FROSTINGS[self.frosting]}"


@dataclass(frozen=True)
class Activate(Action):
    """CE13/CE14: activate ``column`` at ``level``."""

    column: int
    level: int

    def text(self) -> str:
        return f"activate {self.column + 1} {self.level}"


@dataclass(frozen=True)
class TakeBase(Action):
    """CE21/CE43: a base from the supply (``data.BASES``)."""

    base: int

    def text(self) -> str:
        return f"base {BASES[self.base]}"


@dataclass(frozen=True)
class TakeFrosting(Action):
    """CE22/CE43: a frosting from the supply (``data.FROSTINGS``)."""

    frosting: int

    def text(self) -> str:
        return f"frosting {FROSTINGS[self.frosting]}"


@dataclass(frozen=True)
class PlaceShop(Action):
    """CE26–CE29: a shop in ``district``; ``source`` the district a shop is moved from
    (-1: from the reserve), ``victim`` the seat whose shop is displaced (-1: none)."""

    district: int
    source: int = -1
    victim: int = -1

    def text(self) -> str:
        words = [f"shop {self.district + 1}"]
        if self.source >= 0:
            words.append(f"from {self.source + 1}")
        if self.victim >= 0:
            words.append(f"over {self.victim + 1}")
        return " ".join(words)


@dataclass(frozen=True)
class Sell(Action):
    """CE30: sell to the customer at ``house`` of ``district``."""

    district: int
    house: int

    def text(self) -> str:
        return f"sell {self.district + 1} {self.house + 1}"


@dataclass(frozen=True)
class Hire(Action):
    """CE35: a die of ``colour`` from the supply."""

    colour: int

    def text(self) -> str:
        return f"hire {COLOURS[self.colour]}"


@dataclass(frozen=True)
class TakeDisc(Action):
    """CE36/CE37: an extra-action disc of ``kind`` from the supply onto ``column``."""

    kind: int
    column: int

    def text(self) -> str:
        return f"disc {DISC_KINDS[self.kind]} {self.column + 1}"


@dataclass(frozen=True)
class PlaceBakery(Action):
    """CE37/CE38: a bakery in ``district``."""

    district: int

    def text(self) -> str:
        return f"bakery {self.district + 1}"


@dataclass(frozen=True)
class Borrow(Action):
    """CE38: ``column``'s action at ``level``, by the hire column's level 4."""

    column: int
    level: int

    def text(self) -> str:
        return f"borrow {self.column + 1} {self.level}"


@dataclass(frozen=True)
class GainIncome(Action):
    """CE43: the income disc, +3."""

    def text(self) -> str:
        return "income"


@dataclass(frozen=True)
class GainCreativity(Action):
    """CE43: the creativity disc, 2 steps."""

    def text(self) -> str:
        return "creativity"


@dataclass(frozen=True)
class Done(Action):
    """The action step is over: income, goals, the re-roll (CE15–CE19)."""

    def text(self) -> str:
        return "done"


@dataclass(frozen=True)
class EndTurn(Action):
    """The turn is over."""

    def text(self) -> str:
        return "end"


@dataclass(frozen=True)
class MakeMenu(Action):
    """CE23: a menu item from a base and a frosting held."""

    base: int
    frosting: int

    def text(self) -> str:
        return f"menu {BASES[self.base]} {FROSTINGS[self.frosting]}"


@dataclass(frozen=True)
class Rest(Action):
    """CE44: rest dice (``dice``: colours, sorted) back into ``column``, paid with one
    idea disc (``pay`` "idea") or one income a die (``pay`` "income")."""

    column: int
    pay: str
    dice: tuple[int, ...]

    def text(self) -> str:
        colours = " ".join(COLOURS[c] for c in self.dice)
        return f"rest {self.column + 1} {self.pay} {colours}"


@dataclass(frozen=True)
class IdeaDisc(Action):
    """CE45: an idea disc for an extra-action disc of ``kind`` onto ``column``."""

    kind: int
    column: int

    def text(self) -> str:
        return f"idea-disc {DISC_KINDS[self.kind]} {self.column + 1}"


@dataclass(frozen=True)
class IdeaMove(Action):
    """CE46: an idea disc to move a die of ``colour`` from ``source`` to ``target``."""

    colour: int
    source: int
    target: int

    def text(self) -> str:
        return f"idea-move {COLOURS[self.colour]} {self.source + 1} {self.target + 1}"


@dataclass(frozen=True)
class BuyIdea(Action):
    """CE47: 2 income for an idea disc."""

    def text(self) -> str:
        return "buy-idea"


@dataclass(frozen=True)
class PayMove(Action):
    """CE48: 3 income to move a die of ``colour`` from ``source`` to ``target``."""

    colour: int
    source: int
    target: int

    def text(self) -> str:
        return f"pay-move {COLOURS[self.colour]} {self.source + 1} {self.target + 1}"


# Actions a player may take at any time in its own turn (CE20, CE23).
ANYTIME = (MakeMenu, Rest, IdeaDisc, IdeaMove, BuyIdea, PayMove)

_WORDS = {
    "income": GainIncome(),
    "creativity": GainCreativity(),
    "done": Done(),
    "end": EndTurn(),
    "buy-idea": BuyIdea(),
}


def _number(word: str, low: int, high: int) -> int | None:
    # ASCII digits only: str.isdigit() also accepts "²" (int() fails) and "١".
    if 1 <= len(word) <= 2 and all(ch in "0123456789" for ch in word):
        value = int(word)
        if low <= value <= high:
            return value
    return None


def _index(word: str, low: int, high: int) -> int | None:
    value = _number(word, low, high)
    return None if value is None else value - 1


def _parse(words: list[str]):
    head, rest = words[0], words[1:]
    if not rest:
        return _WORDS.get(head)
    n = len(rest)
    if head == "start-disc" and n == 1:
        column = _index(rest[0], 1, 5)
        return None if column is None else StartDisc(column)
    if head in ("first", "menu") and n == 2 and rest[0] in BASE and rest[1] in FROSTING:
        kind = FirstMenu if head == "first" else MakeMenu
        return kind(BASE[rest[0]], FROSTING[rest[1]])
    if head in ("activate", "borrow") and n == 2:
        column, level = _index(rest[0], 1, 5), _number(rest[1], 0, 4)
        if column is None or level is None:
            return None
        return (Activate if head == "activate" else Borrow)(column, level)
    if head == "base" and n == 1 and rest[0] in BASE:
        return TakeBase(BASE[rest[0]])
    if head == "frosting" and n == 1 and rest[0] in FROSTING:
        return TakeFrosting(FROSTING[rest[0]])
    if head == "shop" and n in (1, 3, 5):
        return _shop(rest)
    if head == "sell" and n == 2:
        district, house = _index(rest[0], 1, 6), _index(rest[1], 1, 4)
        return None if district is None or house is None else Sell(district, house)
    if head == "hire" and n == 1 and rest[0] in COLOUR:
        return Hire(COLOUR[rest[0]])
    if head in ("disc", "idea-disc") and n == 2 and rest[0] in DISC:
        column = _index(rest[1], 1, 5)
        if column is None:
            return None
        return (TakeDisc if head == "disc" else IdeaDisc)(DISC[rest[0]], column)
    if head == "bakery" and n == 1:
        district = _index(rest[0], 1, 6)
        return None if district is None else PlaceBakery(district)
    if head in ("idea-move", "pay-move") and n == 3 and rest[0] in COLOUR:
        source, target = _index(rest[1], 1, 5), _index(rest[2], 1, 5)
        if source is None or target is None:
            return None
        return (IdeaMove if head == "idea-move" else PayMove)(COLOUR[rest[0]], source, target)
    if head == "rest" and n >= 3 and rest[1] in ("idea", "income"):
        column = _index(rest[0], 1, 5)
        if column is None or not all(word in COLOUR for word in rest[2:]):
            return None
        dice = tuple(COLOUR[word] for word in rest[2:])
        if list(dice) != sorted(dice):
            return None  # one text per action: the colours in order
        return Rest(column, rest[1], dice)
    return None


def _shop(rest: list[str]):
    district = _index(rest[0], 1, 6)
    source = victim = -1
    pairs = rest[1:]
    seen = []
    while pairs:
        word, value = pairs[0], pairs[1]
        pairs = pairs[2:]
        seen.append(word)
        if word == "from" and (number := _index(value, 1, 6)) is not None:
            source = number
        elif word == "over" and (number := _index(value, 1, 4)) is not None:
            victim = number
        else:
            return None
    if district is None or seen not in ([], ["from"], ["over"], ["from", "over"]):
        return None
    return PlaceShop(district, source, victim)


def parse(text: str):
    """The action a text names; IllegalAction for text that names none."""
    words = text.strip().split() if isinstance(text, str) else []
    found = _parse(words) if words else None
    if found is None:
        raise IllegalAction("cupcake.not_a_move", move=repr(str(text)[:30]))
    return found
