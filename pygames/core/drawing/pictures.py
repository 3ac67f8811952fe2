"""The rules help's pictures: a game's ``drawing/pictures.py`` names its drawings and
hands them to ``picture_lookup``, which gives its ``picture(name)`` (what the help's
reader calls, ``ui/rules_help.py``)."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from pygames.core.messages import current_language


def picture_lookup(drawings: Mapping[str, Callable[[], str]]) -> Callable[[str], str | None]:
    """``picture(name)``: the SVG markup of the drawing ``name`` in the language of the
    moment (None: no such drawing), drawn once per language (a picture is the same
    every time)."""
    drawn: dict[tuple[str, str], str] = {}

    def picture(name: str) -> str | None:
        draw = drawings.get(name)
        if draw is None:
            return None
        key = (name, current_language())
        if key not in drawn:
            drawn[key] = draw()
        return drawn[key]

    return picture
