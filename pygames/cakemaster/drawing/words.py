"""Cake Master's pictures in words: card labels, names, and text fitted to the space
the drawing gives it. Every text comes from the game's catalogs (``say``), in the
language of the moment."""

from __future__ import annotations

from functools import partial

from pygames.cakemaster.data import card
from pygames.core.drawing import textfit, words
from pygames.core.drawing.textfit import may_break
from pygames.core.messages import Count
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
            parts.append(Count(f"cakemaster.board.{kind}", n).render())
    return say(
        "cakemaster.board.card", number=number, parts=say("cakemaster.board.sep").join(parts)
    )


seat_name = partial(words.player_name, key="cakemaster.board.player")
# Widths in half-em units (wide characters count two); a text cut to ``units`` of them
# has its ellipsis past the cut.
width = partial(textfit.text_width, size=2, narrow=1)
fit = partial(textfit.fit, size=2, narrow=1, ellipsis_in=False)


# Chinese and Japanese lines break between phrases: after these, or before these.
_ENDS_PHRASE = "、。，．：；！？）」』"
_STARTS_PHRASE = "（「『"


def _phrases(value: str) -> list[str]:
    """A text without spaces (Chinese, Japanese) cut into phrases at its punctuation; a
    closing mark stays with the phrase before it."""
    phrases, phrase = [], ""
    for char in value:
        if char in _ENDS_PHRASE and not phrase and phrases:
            phrases[-1] += char
            continue
        if char in _STARTS_PHRASE and phrase:
            phrases.append(phrase)
            phrase = ""
        phrase += char
        if char in _ENDS_PHRASE:
            phrases.append(phrase)
            phrase = ""
    return phrases + ([phrase] if phrase else [])


# Japanese particles: a phrase too long for a line is best cut after one of them.
_PARTICLES = "がをはにでとものや"


def _katakana(char: str) -> bool:
    return "\u30a0" <= char <= "\u30ff"


def _breaks(before: str, after: str) -> bool:
    """Whether a line may break between two characters without cutting a word: never
    inside a katakana word ("ラズベリー") or a run of Latin letters and digits."""
    if _katakana(before) and _katakana(after):
        return False
    if before.isascii() and before.isalnum() and after.isascii() and after.isalnum():
        return False
    if before.isdigit():  # a number stays with its counter word ("2顆")
        return False
    return may_break(before, after)


def _cut(phrase: str, units: int) -> list[str]:
    """A phrase wider than ``units`` in pieces that fit, cut only where a line may
    break, after a particle where one is in the line's second half."""
    pieces, rest = [], phrase
    while width(rest) > units:
        fits = [k for k in range(1, len(rest)) if width(rest[:k]) <= units]
        places = [k for k in fits if _breaks(rest[k - 1], rest[k])]
        after = [k for k in places if rest[k - 1] in _PARTICLES and 2 * width(rest[:k]) >= units]
        allowed = [k for k in fits if may_break(rest[k - 1], rest[k])]  # a word too wide
        keep = (after or places or allowed or fits or [1])[-1]
        pieces.append(rest[:keep])
        rest = rest[keep:]
    return pieces + [rest]


def wrap(value: str, units: int, lines: int) -> list[str]:
    """Lines of about ``units`` half-em widths: at spaces, else (Chinese, Japanese)
    between phrases, inside a phrase only when it is wider than a line."""
    spaced = " " in value
    words = value.split(" ") if spaced else _phrases(value)
    joiner = " " if spaced else ""
    result, line = [], ""
    for word in words:
        candidate = f"{line}{joiner}{word}" if line else word
        if line and width(candidate) > units:
            result.append(line)
            line = word
        else:
            line = candidate
        if not spaced and width(line) > units:
            *full, line = _cut(line, units)
            result += full
    result.append(line)
    if len(result) > lines:
        result = result[: lines - 1] + [fit(joiner.join(result[lines - 1 :]), units)]
    return result
