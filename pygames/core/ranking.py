"""One ranking for every game: places from tie-break keys, highest first, and which
tie-break put apart each pair of seats level on score.

A seat's key is its score, then one value per tie-break in the rules' order (a number,
or a tuple of numbers such as Food Tycoon's dice, compared in order). ``rank`` gives
the places and the ``Ties``: the game's tie-breaks, every pair of seats level on score
that one of them put apart (the first that did, and both seats' values), and, for a
game whose score is not what its ranking compares first (Food Paradise at the turn
limit), what each seat was level on. Screens put it into words: "Ben wins with 70
income, tied with Cal; more customers served decided it (3 to 2)".
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations

from pygames.core.messages import Count, Fact, Msg, current_language, template


def places(keys: list) -> list[int]:
    """Competition ranking: each seat's key is a number or a tuple compared in order
    (score, then each tie-break); equal keys share a place (1, 1, 3)."""
    return [1 + sum(1 for other in keys if other > mine) for mine in keys]


def order(keys: list) -> list[int]:
    """Seats from first place to last (equal keys by seat number)."""
    found = places(keys)
    return sorted(range(len(keys)), key=lambda seat: (found[seat], seat))


@dataclass(frozen=True)
class TieBreak:
    """One tie-break of a game's ranking: ``name`` (a catalog key) is what decides, as
    "{name} decided it" reads ("more customers served"); ``figure`` (a catalog key
    with ``{n}``) a seat's value in its breakdown ("Tie-break: customers served {n}");
    ``rule`` the rule id that sets it."""

    name: str
    figure: str
    rule: str


@dataclass(frozen=True)
class Decided:
    """Two seats level on score that a tie-break put apart: ``above`` ranks ahead of
    ``below``; ``tiebreak`` is the first that told them apart, ``values`` its values
    for ``above`` and ``below``."""

    above: int
    below: int
    tiebreak: TieBreak
    values: tuple

    def clause(self, name=None) -> Msg:
        """ "more customers served decided it (3 to 2)"; with ``name`` (a seat's name or
        a ``Player``) "… decided it against Cal (3 to 2)"."""
        a, b = (Figure(value) for value in self.values)
        what = Msg(self.tiebreak.name)
        if name is None:
            return Msg("core.tie.decided", tiebreak=what, a=a, b=b)
        return Msg("core.tie.decided_against", tiebreak=what, name=name, a=a, b=b)

    def to_json(self) -> dict:
        return {
            "seats": [self.above, self.below],
            "tiebreak": str(Msg(self.tiebreak.name)),
            "rule": self.tiebreak.rule,
            "values": [_plain(value) for value in self.values],
        }


@dataclass(frozen=True)
class Ties:
    """How a ranking treated seats level on score (see the module's docstring):
    ``levels`` is None when the score, in the game's unit, is what they were level on."""

    tiebreaks: tuple[TieBreak, ...] = ()
    decided: tuple[Decided, ...] = ()
    levels: tuple[Msg, ...] | None = None

    def between(self, above: int, below: int) -> Decided | None:
        return next((d for d in self.decided if (d.above, d.below) == (above, below)), None)

    def level_with(self, seat: int) -> bool:
        """Whether a tie-break had to compare ``seat`` with another seat."""
        return any(seat in (d.above, d.below) for d in self.decided)


def rank(keys: list, tiebreaks=(), level: str | None = None) -> tuple[list[int], Ties]:
    """Places (as ``places``) and the ``Ties`` of ``keys``: each key is the score and
    then one value per tie-break of ``tiebreaks``. ``level``, a counted catalog family,
    names the first value when it is not the game's score ("3 recipes built")."""
    keys = [tuple(key) if isinstance(key, (tuple, list)) else (key,) for key in keys]
    if any(len(key) != 1 + len(tiebreaks) for key in keys):
        raise ValueError("a ranking key is the score and one value per tie-break")
    found = places(keys)
    decided = []
    for a, b in combinations(range(len(keys)), 2):
        if keys[a][0] != keys[b][0] or keys[a] == keys[b]:
            continue
        index = next(i for i in range(1, len(keys[a])) if keys[a][i] != keys[b][i])
        above, below = (a, b) if keys[a] > keys[b] else (b, a)
        values = (keys[above][index], keys[below][index])
        decided.append(Decided(above, below, tiebreaks[index - 1], values))
    decided.sort(key=lambda d: (found[d.above], found[d.below], d.above, d.below))
    levels = None if level is None else tuple(Count(level, key[0]) for key in keys)
    return found, Ties(tuple(tiebreaks), tuple(decided), levels)


def level_on_score(keys: list, seat: int) -> bool:
    """Whether another seat has ``seat``'s score (the first value of its key)."""
    first = [key[0] if isinstance(key, (tuple, list)) else key for key in keys]
    return first.count(first[seat]) > 1


def figures(keys: list, tiebreaks, seat: int) -> list[tuple[Fact, int]]:
    """The breakdown lines of a seat level on score with another: each tie-break's
    value as a ``Fact`` worth nothing ("Tie-break: customers served 3"), an empty
    sequence (dice never rolled) left out; none for a seat level with no other."""
    if not level_on_score(keys, seat):
        return []
    values = keys[seat][1:]
    return [
        (Fact(tiebreak.figure, n=Figure(value)), 0)
        for tiebreak, value in zip(tiebreaks, values)
        if value != ()
    ]


class Figure(Msg):
    """A tie-break's value in words: a number with its thousands grouped ("4,200"), a
    sequence (dice rolled again and again) its numbers joined ("3, 5")."""

    __slots__ = ()

    def __init__(self, value) -> None:
        super().__init__("core.tie.sep", value=value)

    def render(self, lang: str | None = None, names=None) -> str:
        value = self.params["value"]
        if isinstance(value, (tuple, list)):
            sep = template("core.tie.sep", lang or current_language())
            return sep.join(f"{int(v):,}" for v in value)
        return f"{int(value):,}"


def _plain(value):
    return list(value) if isinstance(value, (tuple, list)) else value
