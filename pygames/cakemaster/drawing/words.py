"""Cake Master's pictures in words: card labels, names, and text fitted to the space
the drawing gives it. Every text comes from the game's catalogs (``say``), in the
language of the moment."""

from __future__ import annotations

from functools import partial

from pygames.cakemaster.data import card
from pygames.core.drawing import textfit, words
from pygames.core.drawing.textfit import may_break
from pygames.core.screen import say


def icing_name(icing: str) -> str:
    return say(f"cakemaster.icing.{icing}")


def where(quarter: int) -> str:
    """A quarter of a cake in words ("top right")."""
    return say(f"cakemaster.where.{quarter}")


def card_label(number: int) -> str:
    """A card in words: its icing, its half rosettes and its berries."""
    c = card(number)
    parts = [say("cakemaster.board.icing", icing=icing_name(c.icing))]
    if c.rosette_cw and c.rosette_ccw:
        parts.append(say("cakemaster.board.rosette_both"))
    elif c.rosette_cw or c.rosette_ccw:
        parts.append(
            say("cakemaster.board.rosette_cw" if c.rosette_cw else "cakemaster.board.rosette_ccw")
        )
    for kind, n in (("raspberry", c.raspberries), ("blueberry", c.blueberries)):
        if n:
            parts.append(
                say(f"cakemaster.board.{kind}_1")
                if n == 1
                else say(f"cakemaster.board.{kind}_n", n=n)
            )
    return say(
        "cakemaster.board.card", number=number, parts=say("cakemaster.board.sep").join(parts)
    )


seat_name = partial(words.player_name, key="cakemaster.board.player")
# Widths in half-em units (wide characters count two); a text cut to ``units`` of them
# has its ellipsis past the cut.
width = partial(textfit.text_width, size=2, narrow=1)
fit = partial(textfit.fit, size=2, narrow=1, ellipsis_in=False)


def wrap(value: str, units: int, lines: int) -> list[str]:
    """Lines of about ``units`` half-em widths: at spaces, else anywhere (CJK)."""
    words = value.split(" ") if " " in value else list(value)
    joiner = " " if " " in value else ""
    result, line = [], ""
    for word in words:
        candidate = f"{line}{joiner}{word}" if line else word
        if line and width(candidate) > units:
            keep = len(line)  # CJK line rules: what may not start a line takes
            while not joiner and keep > 1 and not may_break(line[keep - 1], (line + word)[keep]):
                keep -= 1  # the characters before it along
            if keep < len(line):
                result.append(line[:keep])
                line = line[keep:] + word
                continue
            result.append(line)
            line = word
        else:
            line = candidate
    result.append(line)
    if len(result) > lines:
        result = result[: lines - 1] + [fit(joiner.join(result[lines - 1 :]), units)]
    return result
