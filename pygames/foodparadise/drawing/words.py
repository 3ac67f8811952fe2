"""The board's words: names in the language of the moment (from the catalogs) and
text fitted into boxes of a given width (names can be long). The board and the
panel beside it share these, so a space or a recipe is named the same way in both."""

from __future__ import annotations

from functools import partial

from pygames.core.drawing import words

# Text in boxes is every board's: re-exported for the drawing modules.
from pygames.core.drawing.textfit import fit, is_wide, text_width, wrap  # noqa: F401
from pygames.core.screen import say


def bold(width: int) -> int:
    """The width to fit bold words into (``fit``, ``wrap``) so that they keep within
    ``width``: bold letters run about a sixth wider than the plain ones the fitting
    counts."""
    return width * 6 // 7


def largest(words, width: int, sizes, lines: int = 1) -> tuple[int, list[str]]:
    """The largest of ``sizes`` (largest first) at which ``words`` keep whole in
    ``lines`` lines of ``width``, and those lines; the smallest size's lines, cut,
    when none does."""
    words = str(words)
    for size in sizes:
        out = wrap(words, width, size, lines)
        if "…" not in "".join(out) or "…" in words:
            return size, out
    return size, out


# -- names in the language of the moment ----------------------------------------------------


def ingredient_name(kind: str) -> str:
    return say(f"foodparadise.ingredient.{kind}")


def source_name(kind: str) -> str:
    return say(f"foodparadise.source.{kind}")


def recipe_name(key: str) -> str:
    return say(f"foodparadise.recipe.{key}")


def chain_name(chain: dict) -> str:
    """The translated name of a chain (its sign, printed in Chinese, is ``chain["name"]``)."""
    return say(f"foodparadise.chain.{chain['key']}")


player_name = partial(words.player_name, key="foodparadise.board.player")


def space_words(view: dict, number: int) -> str:
    """A space in words: "Ranch (beef)", "Market demand", "Corner 2"."""
    space = view["spaces"][number]
    if space["kind"] == "source":
        kind = space["ingredient"]
        return say(
            "foodparadise.board.source", source=source_name(kind), kind=ingredient_name(kind)
        )
    if space["kind"] == "corner":
        return say("foodparadise.board.corner", corner=space["corner"])
    return say(f"foodparadise.board.{space['kind']}")


def counts_words(counts: dict) -> str:
    """ "2 × beef, 1 × fish" (or "none")."""
    parts = [
        say("foodparadise.board.count_of", count=count, kind=ingredient_name(kind))
        for kind, count in counts.items()
        if count
    ]
    return say("foodparadise.board.list_sep").join(parts) or say("foodparadise.board.none")
