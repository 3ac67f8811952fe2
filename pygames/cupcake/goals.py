"""The 20 goal tiles (CE51–CE54): each a test of one seat's position.

A goal is claimed in the income step (CE16) when its test holds then; once claimed it
stays met even if the position changes later (a shop displaced, CE53's note).
Menu items count however they were made, the first one included; bakeries count in
yellow and beige districts only, so the start bakery (grey) never counts (C4, C5).
"""

from __future__ import annotations

from collections import Counter

from pygames.cupcake import board
from pygames.cupcake.data import LIKINGS, MIXED_BASE, districts_of, is_mixed_frosting
from pygames.cupcake.state import State


def _menu_counts(state: State, seat: int) -> tuple[int, int, int, int]:
    """(single frostings, mixed frostings, single bases, mixed bases) in the menu."""
    menu = state.menu[seat]
    mixed_f = sum(1 for _, f in menu if is_mixed_frosting(f))
    mixed_b = sum(1 for b, _ in menu if b == MIXED_BASE)
    return len(menu) - mixed_f, mixed_f, len(menu) - mixed_b, mixed_b


def _in(state: State, seat: int, colour: str, what: str) -> int:
    count = board.shop_count if what == "shop" else board.bakery_count
    return sum(count(state, seat, d) for d in districts_of(colour))


def met(state: State, seat: int, goal: str) -> bool:
    single_f, mixed_f, single_b, mixed_b = _menu_counts(state, seat)
    served = state.served[seat]
    values = Counter(value for _, value in served)
    pants = Counter(LIKINGS[liking][0] for liking, _ in served)
    shirts = {LIKINGS[liking][1] for liking, _ in served}
    discs = state.discs[seat]
    kinds = Counter(kind for column in discs for kind in column)
    tests = {
        # A: menus (CE51)
        "A1": lambda: single_f >= 4,
        "A2": lambda: single_b >= 4,
        "A3": lambda: single_f >= 2 and mixed_f >= 2,
        "A4": lambda: single_b >= 2 and mixed_b >= 2,
        "A5": lambda: mixed_f >= 2 and mixed_b >= 2,
        # B: customers (CE52)
        "B1": lambda: len(served) >= 5,
        "B2": lambda: pants[0] >= 2 and pants[1] >= 2,
        "B3": lambda: len(shirts) >= 4,
        "B4": lambda: values[1] >= 2 and values[2] >= 2,
        "B5": lambda: values[1] >= 2 and values[3] >= 2,
        # C: shops and bakeries (CE53)
        "C1": lambda: board.shop_count(state, seat) >= 5,
        "C2": lambda: sum(1 for row in state.shops if seat in row) >= 4,
        "C3": lambda: (
            _in(state, seat, "yellow", "shop") >= 2 and _in(state, seat, "beige", "shop") >= 2
        ),
        "C4": lambda: (
            _in(state, seat, "yellow", "bakery") >= 2 and _in(state, seat, "yellow", "shop") >= 2
        ),
        "C5": lambda: (
            _in(state, seat, "beige", "bakery") >= 2 and _in(state, seat, "beige", "shop") >= 2
        ),
        # D: extra-action discs (CE54)
        "D1": lambda: any(len(column) >= 3 for column in discs),
        "D2": lambda: sum(kinds.values()) >= 5,
        "D3": lambda: len(kinds) >= 5,
        "D4": lambda: sum(1 for column in discs if len(column) >= 2) >= 2,
        "D5": lambda: sum(n // 2 for n in kinds.values()) >= 2,
    }
    return tests[goal]()
