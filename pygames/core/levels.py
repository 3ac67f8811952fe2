"""Bot levels named for people: Beginner, Casual, Strong.

A teacher picks an opponent by how it plays, not by its algorithm. Each level stands
for one of a game's seat kinds (``GameSpec.seat_kinds``), read from the game's bots:

    beginner   bot:random   plays any legal move
    casual     bot:greedy   the game's heuristic bot: the best-looking move now, at once
    strong     bot:search   where the game lists it (it thinks for the browser's
                            budget, ``core.search.BROWSER_BUDGET``, a move), else the
                            strongest bot the game has (``GameSpec.bots`` is strongest last)

The new-game form and setup links (``bot:strong:Ann``) speak in levels; a record keeps
the seat kind a level stood for, so records, saves and replays never depend on this
table.
"""

from __future__ import annotations

LEVELS = ("beginner", "casual", "strong")


def level_kinds(spec) -> dict[str, str]:
    """Each level's seat kind in the game of ``spec``."""
    bots = tuple(spec.bots)
    casual = "bot:greedy" if "greedy" in bots else f"bot:{bots[0]}" if bots else "bot:random"
    strong = "bot:search" if "search" in bots else f"bot:{bots[-1]}" if bots else casual
    return {"beginner": "bot:random", "casual": casual, "strong": strong}


def kind_of_level(spec, level: str) -> str | None:
    """The seat kind ``level`` stands for in this game (None: not a level)."""
    return level_kinds(spec).get(level)


def level_of_kind(spec, kind: str) -> str | None:
    """The level a seat kind is shown as (the first, where two levels share a kind:
    a game whose strongest bot is its heuristic one shows it as Casual)."""
    return next((level for level, k in level_kinds(spec).items() if k == kind), None)


def same_as_casual(spec) -> bool:
    """Whether Strong plays as Casual in this game (it has no stronger bot)."""
    kinds = level_kinds(spec)
    return kinds["strong"] == kinds["casual"]
