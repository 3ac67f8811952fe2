"""The table's words: names and lists in the language of the moment (from the
catalogs), and text fitted into boxes of a given width (names can be long).

The board and the panel beside it share these, so a lot or a recipe is described the
same way in both.
"""

from __future__ import annotations

from pygames.core.screen import say
from pygames.foodtycoon import names
from pygames.foodtycoon.data import RECIPE_INDEX, RECIPES

# -- names and lists ----------------------------------------------------------------------


def ingredient_name(kind: int) -> str:
    return names.ingredient(kind).render()


def recipe_name(key: str) -> str:
    return say(f"foodtycoon.recipe.{key}")


def event_name(key: str) -> str:
    return say(f"foodtycoon.event.{key}")


def cards_text(counts) -> str:
    """ "2 × grain, 1 × egg": ingredient counts in words."""
    return names.cards(counts).render()


def recipe_label(key: str) -> str:
    recipe = RECIPES[RECIPE_INDEX[key]]
    return say(
        "foodtycoon.board.recipe_card",
        recipe=recipe_name(key),
        colour=names.colour(recipe.colour),
        needs=cards_text(recipe.needs),
        fame=recipe.fame,
        bags=recipe.bags,
    )


def player_name(seats, seat) -> str:
    if isinstance(seat, int) and 0 <= seat < len(seats):
        return str(seats[seat])
    return say("foodtycoon.board.player", n=seat + 1 if isinstance(seat, int) else "?")


def lot_contents(lot) -> str:
    """What a lot holds, in words (face-down events unnamed)."""
    parts = [cards_text(lot["ingredients"])]
    if any(lot["chosen"]):
        parts.append(say("foodtycoon.board.host_choice", list=cards_text(lot["chosen"])))
    if lot["pending"]:
        parts.append(say("foodtycoon.board.pending", n=lot["pending"]))
    if lot["recipe"]:
        parts.append(recipe_label(lot["recipe"]))
    if lot["turned"]:
        parts.append(say("foodtycoon.board.event_turned", event=event_name(lot["turned"])))
    elif lot["event"]:
        parts.append(say("foodtycoon.board.event_down"))
    return say("foodtycoon.board.item_sep").join(parts)


# -- text in boxes --------------------------------------------------------------------------


def is_wide(ch: str) -> bool:
    return ord(ch) >= 0x2E80  # CJK and full-width forms


def text_width(value: str, size: int) -> int:
    """About how wide ``value`` is at ``size`` (CJK a full em, other characters 0.6)."""
    return sum(size if is_wide(ch) else size * 3 // 5 for ch in value)


def fit(value: str, width: int, size: int) -> str:
    """``value`` cut to ``width`` with an ellipsis (names can be long)."""
    value = str(value)
    if text_width(value, size) <= width:
        return value
    while value and text_width(value + "…", size) > width:
        value = value[:-1]
    return value + "…"


def wrap(value: str, width: int, size: int, lines: int) -> list[str]:
    """``value`` broken into at most ``lines`` lines of ``width``: at spaces, or
    anywhere between CJK characters; the last line is cut if need be."""
    out: list[str] = []
    rest = str(value)
    while rest and len(out) < lines:
        if text_width(rest, size) <= width or len(out) == lines - 1:
            out.append(fit(rest, width, size))
            break
        cut = 1
        while cut < len(rest) and text_width(rest[: cut + 1], size) <= width:
            cut += 1
        space = rest.rfind(" ", 0, cut + 1)
        if space > 0 and not is_wide(rest[cut - 1]):
            cut = space
        out.append(rest[:cut].rstrip())
        rest = rest[cut:].lstrip()
    return out
