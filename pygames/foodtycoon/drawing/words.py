"""The table's words: names and lists in the language of the moment (from the
catalogs), and text fitted into boxes of a given width (names can be long).

The board and the panel beside it share these, so a lot or a recipe is described the
same way in both.
"""

from __future__ import annotations

from functools import partial

from pygames.core.drawing import words

# Text in boxes is every board's: re-exported for the drawing modules.
from pygames.core.drawing.textfit import fit, is_wide, text_width, wrap  # noqa: F401
from pygames.core.messages import Count
from pygames.core.screen import say
from pygames.foodtycoon.data import RECIPE_INDEX, RECIPES, cards_msg, colour_msg, ingredient_msg

# -- names and lists ----------------------------------------------------------------------


def ingredient_name(kind: int) -> str:
    return ingredient_msg(kind).render()


def recipe_name(key: str) -> str:
    return say(f"foodtycoon.recipe.{key}")


def event_name(key: str) -> str:
    return say(f"foodtycoon.event.{key}")


def cards_text(counts) -> str:
    """ "2 × grain, 1 × egg": ingredient counts in words."""
    return cards_msg(counts).render()


def recipe_label(key: str) -> str:
    recipe = RECIPES[RECIPE_INDEX[key]]
    return say(
        "foodtycoon.board.recipe_card",
        recipe=recipe_name(key),
        colour=colour_msg(recipe.colour),
        needs=cards_text(recipe.needs),
        fame=recipe.fame,
        bags=Count("foodtycoon.count.bags", recipe.bags),
    )


player_name = partial(words.player_name, key="foodtycoon.board.player")


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
