"""Text fitted into boxes of a given width on a board: an estimate of a text's width
(CJK characters a full em, others 0.6 em), cutting with an ellipsis, and wrapping at
spaces or between CJK characters. Integer arithmetic, so every Python draws alike."""

from __future__ import annotations


def is_wide(ch: str) -> bool:
    return ord(ch) >= 0x2E80  # CJK and full-width forms


def text_width(value: str, size: int, narrow: int | None = None) -> int:
    """About how wide ``value`` is at ``size``: CJK a full em, other characters
    ``narrow`` (0.6 em unless given)."""
    if narrow is None:
        narrow = size * 3 // 5
    return sum(size if is_wide(ch) else narrow for ch in str(value))


def fit(value, width: int, size: int, *, narrow: int | None = None, ellipsis_in=True) -> str:
    """``value`` cut to ``width`` with an ellipsis (names can be long); the ellipsis
    within ``width`` unless ``ellipsis_in`` is false (then it may stand past it).
    ``narrow``: as ``text_width``."""
    value = str(value)
    if text_width(value, size, narrow) <= width:
        return value
    end = "…" if ellipsis_in else ""
    while value and text_width(value + end, size, narrow) > width:
        value = value[:-1]
    return value + "…"


# What may not start a Chinese or Japanese line (small kana, the long-vowel mark,
# closing punctuation) and what may not end one (opening brackets).
NO_START = frozenset(
    "ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶーゝゞヽヾ々ンん・、。，．：；！？）」』】〕〉》"
)
NO_END = frozenset("（「『【〔〈《")


def may_break(before: str, after: str) -> bool:
    """Whether a line may end after ``before`` with ``after`` starting the next."""
    return after not in NO_START and before not in NO_END


def wrap(value, width: int, size: int, lines: int) -> list[str]:
    """``value`` broken into at most ``lines`` lines of ``width``: at spaces, or
    between CJK characters where a line may break (``may_break``: a character that
    may not start a line takes the one before it along); the last line is cut if
    need be."""
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
        elif cut < len(rest) and rest[cut] != " ":
            back = cut
            while back > 1 and not may_break(rest[back - 1], rest[back]):
                back -= 1
            cut = back if back > 1 else cut
        out.append(rest[:cut].rstrip())
        rest = rest[cut:].lstrip()
    return out
