"""Food Tycoon's actions: the game's one grammar. Each action is a small frozen value
that writes its own text (``text()``), and ``parse`` reads any of them back.

Texts (recipe keys as in ``data.RECIPES``, ingredient names as in ``data.INGREDIENTS``,
lot numbers from 1 in the order they were rolled):

- ``discard egg-tart`` — FT02 set-up: put one of the 4 dealt recipes face up on the
  discards (keep the other 3); FT07 thinking: discard one of the 2 drawn (keep the other).
- ``take grain,egg`` — FT03: the 2 ingredient cards taken at set-up.
- ``shop`` / ``think`` — FT05: open shop (FT06) or think of a dish (FT07).
- ``roll`` — FT09: the host rolls the 4 dice for the next lot.
- ``choose fish,fish`` — FT11: the host's free ingredients for a lot with three
  sixes (2 cards) or four (5 cards).
- ``order 3,1,2`` — FT22 (advanced rules): the auction order of the lots; a lot left
  out is removed.
- ``bid 7`` / ``pass`` — FT13: a bid, or no bid now (a pass at the cooking step
  cooks nothing).
- ``cook egg-tart`` — FT17: cook a dish from hand.

Ingredient lists are written in INGREDIENTS order ("grain,egg", never "egg,grain");
the parser accepts any order, and the letters G M V F E for the names.
"""

from __future__ import annotations

from dataclasses import dataclass

from pygames.core.actions import Action
from pygames.core.errors import IllegalAction
from pygames.foodtycoon.data import INGREDIENTS, LETTERS, RECIPE_INDEX, RECIPES

MAX_BID = 10**6  # a bid's text never needs more digits than this


@dataclass(frozen=True)
class Discard(Action):
    recipe: int

    def text(self) -> str:
        return f"discard {RECIPES[self.recipe].key}"


@dataclass(frozen=True)
class Cards(Action):
    """Ingredient cards by kind (sorted), written after the action's verb."""

    kinds: tuple[int, ...]
    verb = ""

    def text(self) -> str:
        return f"{self.verb} " + ",".join(INGREDIENTS[k] for k in self.kinds)


@dataclass(frozen=True)
class Take(Cards):
    """FT03: the ingredient cards taken at set-up."""

    verb = "take"


@dataclass(frozen=True)
class Choose(Cards):
    """FT11: the host's free ingredient cards for the lot just rolled."""

    verb = "choose"


@dataclass(frozen=True)
class Shop(Action):
    def text(self) -> str:
        return "shop"


@dataclass(frozen=True)
class Think(Action):
    def text(self) -> str:
        return "think"


@dataclass(frozen=True)
class Roll(Action):
    def text(self) -> str:
        return "roll"


@dataclass(frozen=True)
class Order(Action):
    """Lot indices (0-based) in auction order."""

    lots: tuple[int, ...]

    def text(self) -> str:
        return "order " + ",".join(str(lot + 1) for lot in self.lots)


@dataclass(frozen=True)
class Bid(Action):
    amount: int

    def text(self) -> str:
        return f"bid {self.amount}"


@dataclass(frozen=True)
class Pass(Action):
    def text(self) -> str:
        return "pass"


@dataclass(frozen=True)
class Cook(Action):
    recipe: int

    def text(self) -> str:
        return f"cook {RECIPES[self.recipe].key}"


_SIMPLE = {"shop": Shop(), "think": Think(), "roll": Roll(), "pass": Pass()}
_RECIPE_VERBS = {"discard": Discard, "cook": Cook}
_CARD_VERBS = {"take": Take, "choose": Choose}
_NAMES = {name: index for index, name in enumerate(INGREDIENTS)}
_NAMES.update({letter: index for index, letter in enumerate(LETTERS)})


def _number(text: str) -> int | None:
    # ASCII digits only: str.isdigit() also accepts "²" and "١", which int() refuses.
    if 0 < len(text) <= 7 and all(ch in "0123456789" for ch in text):
        return int(text)
    return None


def _kinds(text: str) -> tuple[int, ...] | None:
    names = text.split(",")
    if len(names) > 5 or not all(name.strip() in _NAMES for name in names):
        return None
    return tuple(sorted(_NAMES[name.strip()] for name in names))


def parse(text) -> Action:
    """The action a text stands for; IllegalAction for text that is no move."""
    words = text.strip().split(None, 1) if isinstance(text, str) else []
    if len(words) == 1 and words[0] in _SIMPLE:
        return _SIMPLE[words[0]]
    if len(words) == 2:
        verb, rest = words[0], words[1].strip()
        if verb in _RECIPE_VERBS and rest in RECIPE_INDEX:
            return _RECIPE_VERBS[verb](RECIPE_INDEX[rest])
        if verb in _CARD_VERBS:
            kinds = _kinds(rest)
            if kinds is not None:
                return _CARD_VERBS[verb](kinds)
        if verb == "bid":
            amount = _number(rest)
            if amount is not None and amount <= MAX_BID:
                return Bid(amount)
        if verb == "order":
            numbers = [_number(part.strip()) for part in rest.split(",")]
            if len(numbers) <= 9 and all(n is not None and n >= 1 for n in numbers):
                return Order(tuple(n - 1 for n in numbers))
    raise IllegalAction("foodtycoon.refuse.not_a_move", move=repr(str(text)[:30]))
