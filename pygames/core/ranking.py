"""One ranking for every game: places from tie-break keys, highest first."""

from __future__ import annotations


def places(keys: list) -> list[int]:
    """Competition ranking: each seat's key is a number or a tuple compared in order
    (score, then each tie-break); equal keys share a place (1, 1, 3)."""
    return [1 + sum(1 for other in keys if other > mine) for mine in keys]


def order(keys: list) -> list[int]:
    """Seats from first place to last (equal keys by seat number)."""
    found = places(keys)
    return sorted(range(len(keys)), key=lambda seat: (found[seat], seat))
