"""The board's words: Cupcake Empire's components named in the language of the moment
(from the catalogs), shared by the board and the panel beside it, so a column, a
district or a cupcake is named the same way in both."""

from __future__ import annotations

from functools import partial

from pygames.core.drawing import words

# Text in boxes is every board's: re-exported for the drawing modules.
from pygames.core.drawing.textfit import fit, text_width, wrap  # noqa: F401
from pygames.core.screen import say
from pygames.cupcake.data import DISC, DISC_PART


def sep() -> str:
    return say("cupcake.board.list_sep")


player_name = partial(words.player_name, key="cupcake.board.player")


def column_name(column: int, action: str) -> str:
    """ "column 3 (expand)" (``column`` numbered from 1)."""
    return say(f"cupcake.column.{action}", number=column)


def column_title(action: str) -> str:
    """A column's heading: "Bake"."""
    return say(f"cupcake.board.action.{action}")


def district_name(district: dict) -> str:
    return say(f"cupcake.district.{district['colour']}", number=district["district"])


def die_name(colour: str) -> str:
    return say(f"cupcake.colour.{colour}")


def die_letter(colour: str) -> str:
    return say(f"cupcake.board.die_letter.{colour}")


def disc_name(kind: str) -> str:
    return say(f"cupcake.disc.{kind}")


def disc_letter(kind: str) -> str:
    return say(f"cupcake.board.disc_letter.{kind}")


def flavour_name(flavour: str) -> str:
    return say(f"cupcake.flavour.{flavour}")


def flavour_letter(flavour: str) -> str:
    return say(f"cupcake.board.flavour_letter.{flavour}")


def base_name(base: str) -> str:
    return say(f"cupcake.base.{base}")


def frosting_name(frosting: str) -> str:
    if "+" in frosting:
        a, b = frosting.split("+")
        return say("cupcake.frosting.mixed", a=flavour_name(a), b=flavour_name(b))
    return say(f"cupcake.frosting.{frosting}")


def cupcake_name(base: str, frosting: str) -> str:
    return say("cupcake.board.cupcake", base=base_name(base), frosting=frosting_name(frosting))


def liking_name(customer: dict) -> str:
    return say(
        "cupcake.liking",
        base=flavour_name(customer["base"]),
        frosting=flavour_name(customer["frosting"]),
    )


def part_name(part: str) -> str:
    return say(f"cupcake.part.{part}")


def part_short(part: str) -> str:
    return say(f"cupcake.board.part.{part}")


def level_words(parts: list[str]) -> str:
    """What a level gives, in full: "choosing a single base and taking a mixed base"."""
    return say("cupcake.board.and").join(part_name(p) for p in parts)


def level_short(parts: list[str]) -> str:
    return " + ".join(part_short(p) for p in parts)


def goal_name(goal: str) -> str:
    return say(f"cupcake.board.goal.{goal}")


def base_letters(base: str) -> str:
    """A base's flavours as letters ("V", or "VC" for a mixed base)."""
    flavours = ("vanilla", "chocolate") if base == "mixed" else (base,)
    return "".join(flavour_letter(f) for f in flavours)


def frosting_letters(frosting: str) -> str:
    return "".join(flavour_letter(f) for f in frosting.split("+"))


def cupcake_letters(base: str, frosting: str) -> tuple[str, str]:
    return base_letters(base), frosting_letters(frosting)


def dealt_disc(view: dict) -> str | None:
    """CE11: the kind of extra-action disc the player to place one was dealt (None
    outside the set-up's disc phase)."""
    seats = view.get("seats") or []
    mover = view.get("mover")
    if view.get("phase") != "disc" or not isinstance(mover, int) or not 0 <= mover < len(seats):
        return None
    kind = seats[mover].get("start_disc")
    return kind if kind in DISC else None


def dealt_words(kind: str) -> dict:
    """A dealt disc in words: its name and what it gives ("income disc", "income +3")."""
    return {"disc": disc_name(kind), "does": part_name(DISC_PART[DISC[kind]])}
