"""The board's words: names in the language of the moment (from the catalogs) and
text fitted into boxes of a given width (names can be long). The board and the
panel beside it share these, so a space or a recipe is named the same way in both."""

from __future__ import annotations

from pygames.core.screen import say

# -- text in boxes ----------------------------------------------------------------------------


def is_wide(ch: str) -> bool:
    return ord(ch) >= 0x2E80  # CJK and full-width forms


def text_width(value: str, size: int) -> int:
    """About how wide ``value`` is at ``size`` (CJK a full em, other characters 0.6)."""
    return sum(size if is_wide(ch) else size * 3 // 5 for ch in str(value))


def fit(value, width: int, size: int) -> str:
    """``value`` cut to ``width`` with an ellipsis (names can be long)."""
    value = str(value)
    if text_width(value, size) <= width:
        return value
    while value and text_width(value + "…", size) > width:
        value = value[:-1]
    return value + "…"


def wrap(value, width: int, size: int, lines: int) -> list[str]:
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


def player_name(names, seat) -> str:
    if isinstance(seat, int) and 0 <= seat < len(names or ()):
        return str(names[seat])
    return say("foodparadise.board.player", n=seat + 1 if isinstance(seat, int) else "?")


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
