"""Players' names: what a name may be, and the names a table shows.

A name from the new-game form, a ``#new=`` link or a record is cleaned of control
characters and of spaces around it (``clean_name``) and never cut: a name longer
than ``MAX_NAME`` is refused with a message naming its seat, and so is a second seat
with the same name (capitals aside) before a game starts (``name_problem``). A
record that already holds two equal names (a save from before this check) is kept as
it is; the table shows them apart (``shown_names``: "Ann", "Ann (seat 2)") in the
language of the moment, everywhere a name shows.
"""

from __future__ import annotations

from dataclasses import dataclass

from pygames.core.messages import Count, Msg

MAX_NAME = 40


def clean_name(name, fallback: str) -> str:
    """A player name without control characters or spaces around it (``fallback``
    when nothing is left); never shortened."""
    text = "".join(ch for ch in str(name) if ch.isprintable()).strip()
    return text or fallback


def same(a: str, b: str) -> bool:
    """Two names a reader could not tell apart at the table."""
    return a.casefold() == b.casefold()


@dataclass(frozen=True)
class NameProblem:
    """Why the names cannot start a game: the message and the seats (from 0) to fix."""

    message: Msg
    seats: tuple[int, ...]


def name_problem(names: list[str]) -> NameProblem | None:
    """The first thing wrong with these names (too long, or repeated), or None."""
    for seat, name in enumerate(names):
        if len(name) > MAX_NAME:
            length = Count("core.count.characters", len(name))
            message = Msg("core.name.too_long", n=seat + 1, length=length, limit=MAX_NAME)
            return NameProblem(message, (seat,))
    for seat, name in enumerate(names):
        for later in range(seat + 1, len(names)):
            if same(name, names[later]):
                message = Msg("core.name.repeated", first=seat + 1, second=later + 1, name=name)
                return NameProblem(message, (seat, later))
    return None


def shown_names(names: list[str], lang: str | None = None) -> list[str]:
    """The names as the table shows them: each as it is, a repeated one marked with
    its seat from its second seat on, so no two seats ever read the same."""
    shown: list[str] = []
    for seat, name in enumerate(names):
        candidate = name
        while any(same(candidate, other) for other in shown) or (
            candidate != name and any(same(candidate, other) for other in names)
        ):
            candidate = Msg("core.name.again", name=candidate, n=seat + 1).render(lang)
        shown.append(candidate)
    return shown
