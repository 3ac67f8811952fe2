"""Food Tycoon's things in words: messages naming recipes, ingredients, colours and
events, and ``Words``, a list of messages joined as the language joins lists.

Every name is a catalog key (``pygames/foodtycoon/lang``), so the rules, the log, the
panel and the table name a card the same way in every language.
"""

from __future__ import annotations

from pygames.core.messages import Msg, current_language, render, template
from pygames.foodtycoon.data import COLOURS, EVENTS, INGREDIENTS, RECIPES


class Words(Msg):
    """Several values (messages or numbers) joined by the catalog's separator ``sep``;
    ``empty`` (a message) when there are none."""

    __slots__ = ()

    def __init__(self, items, sep: str, empty: Msg | None = None) -> None:
        super().__init__(sep, items=tuple(items), empty=empty)

    def render(self, lang: str | None = None, names=None) -> str:
        lang = lang or current_language()
        items, empty = self.params["items"], self.params["empty"]
        if not items and empty is not None:
            return empty.render(lang, names)
        return template(self.key, lang).join(render(item, lang, names) for item in items)


def recipe(index: int) -> Msg:
    return Msg(f"foodtycoon.recipe.{RECIPES[index].key}")


def ingredient(kind: int) -> Msg:
    return Msg(f"foodtycoon.ingredient.{INGREDIENTS[kind]}")


def colour(index: int) -> Msg:
    """A recipe colour's name ("white")."""
    return Msg(f"foodtycoon.colour.{COLOURS[index]}")


def event(key: str) -> Msg:
    """An event card's name, by its key (as views write it)."""
    return Msg(f"foodtycoon.event.{key}")


def effect(key: str) -> Msg:
    """What an event card does, in one sentence."""
    card = next(card for card in EVENTS if card.key == key)
    if card.ingredient is None:
        return Msg(f"foodtycoon.effect.{card.effect}")
    return Msg(f"foodtycoon.effect.{card.effect}", ingredient=ingredient(card.ingredient))


def cards(counts) -> Words:
    """Ingredient counts in words: "2 × grain, 1 × egg" ("no ingredients" if none)."""
    return Words(
        [
            Msg("foodtycoon.board.cards", n=n, ingredient=ingredient(kind))
            for kind, n in enumerate(counts)
            if n
        ],
        "foodtycoon.board.list_sep",
        Msg("foodtycoon.board.no_ingredients"),
    )
