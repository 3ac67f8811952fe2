"""Dealing what a seat cannot see, for ``determinize``: the unseen cards shuffled and
handed out in the sizes the view shows."""

from __future__ import annotations

from pygames.core.rng import Rng


def deal_unseen(rng: Rng, unseen: list, sizes: list[int]) -> tuple[list[list], list]:
    """``unseen`` shuffled with ``rng`` and cut into hands of ``sizes`` (in order);
    returns (the hands, what is left over: the pile, in its new order)."""
    pool = list(unseen)
    rng.shuffle(pool)
    hands, at = [], 0
    for size in sizes:
        hands.append(pool[at : at + size])
        at += size
    if at > len(pool):
        raise ValueError("More cards are hidden in the view than are unseen.")
    return hands, pool[at:]
