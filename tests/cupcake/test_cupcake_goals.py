"""The 20 goals, CE51–CE54: each met and not met by a position built by hand, claimed
at the income step and kept once met."""

from __future__ import annotations

import pytest
from cupcake_positions import Dice, dice, do, started

from pygames.cupcake.data import FROSTING, GOALS, LIKINGS
from pygames.cupcake.goals import met
from pygames.cupcake.state import EMPTY

L, C, M, S = (FROSTING[f] for f in ("lemon", "chocolate", "mint", "strawberry"))
LM, CS = FROSTING["lemon+mint"], FROSTING["chocolate+strawberry"]
V, CH, MIX = 0, 1, 2


def customer(base: int, frosting: int, value: int) -> list[int]:
    return [LIKINGS.index((base, frosting)), value]


# goal -> (a position's changes meeting it, changes just short of it)
MENUS = {
    "A1": ([[V, L], [V, C], [CH, M], [MIX, S]], [[V, L], [V, C], [CH, M], [MIX, LM]]),
    "A2": ([[V, L], [CH, C], [V, LM], [CH, CS]], [[V, L], [CH, C], [V, LM], [MIX, CS]]),
    "A3": ([[V, L], [V, C], [CH, LM], [MIX, CS]], [[V, L], [V, C], [CH, M], [MIX, CS]]),
    "A4": ([[V, L], [CH, C], [MIX, M], [MIX, S]], [[V, L], [CH, C], [CH, M], [MIX, S]]),
    "A5": ([[MIX, LM], [MIX, CS]], [[MIX, LM], [CH, CS], [V, S]]),
}
CUSTOMERS = {
    "B1": ([customer(0, 0, 1)] * 5, [customer(0, 0, 1)] * 4),
    "B2": (
        [customer(0, 0, 1), customer(0, 1, 1), customer(1, 0, 2), customer(1, 2, 3)],
        [customer(0, 0, 1), customer(1, 1, 1), customer(1, 0, 2), customer(1, 2, 3)],
    ),
    "B3": (
        [customer(0, 0, 1), customer(0, 1, 1), customer(1, 2, 2), customer(1, 3, 3)],
        [customer(0, 0, 1), customer(0, 1, 1), customer(1, 2, 2), customer(1, 2, 3)],
    ),
    "B4": (
        [customer(0, 0, 1), customer(0, 1, 1), customer(1, 2, 2), customer(1, 3, 2)],
        [customer(0, 0, 1), customer(0, 1, 1), customer(1, 2, 2), customer(1, 3, 3)],
    ),
    "B5": (
        [customer(0, 0, 1), customer(0, 1, 1), customer(1, 2, 3), customer(1, 3, 3)],
        [customer(0, 0, 1), customer(0, 1, 2), customer(1, 2, 3), customer(1, 3, 3)],
    ),
}
# shops and bakeries of seat 0: district index -> (shops, bakeries)
CITY = {
    "C1": ({1: (2, 0), 2: (1, 0), 3: (2, 0)}, {1: (2, 0), 2: (1, 0), 3: (1, 0)}),
    "C2": ({1: (1, 0), 2: (1, 0), 3: (1, 0), 5: (1, 0)}, {1: (2, 0), 2: (1, 0), 3: (1, 0)}),
    "C3": ({1: (1, 0), 2: (1, 0), 3: (1, 0), 4: (1, 0)}, {1: (2, 0), 3: (1, 0)}),
    "C4": ({1: (1, 1), 2: (1, 1)}, {1: (2, 1), 3: (0, 1)}),
    "C5": ({3: (1, 1), 4: (1, 1)}, {3: (2, 1), 1: (0, 1)}),
}
DISCS = {
    "D1": ([[0, 1, 2], [], [], [], []], [[0, 1], [2], [], [], []]),
    "D2": ([[0, 1], [2], [3], [4], []], [[0, 1], [2], [3], [], []]),
    "D3": ([[0, 1], [2, 3], [], [4], []], [[0, 1], [2, 3], [0], [1], []]),
    "D4": ([[0, 1], [2], [3, 4], [], []], [[0, 1, 2], [3], [4], [], []]),
    "D5": ([[0, 1], [0, 1], [], [], []], [[0, 1], [0, 2], [3], [], []]),
}


def position(goal: str, meets: bool):
    state = started(4)
    which = 0 if meets else 1
    if goal in MENUS:
        state.menu[0] = MENUS[goal][which]
    elif goal in CUSTOMERS:
        state.served[0] = CUSTOMERS[goal][which]
    elif goal in CITY:
        state.bakeries = [[EMPTY] * len(row) for row in state.bakeries]
        state.bakeries[0][0] = 0
        for d, (shops, bakeries) in CITY[goal][which].items():
            state.shops[d] = [0] * shops + [EMPTY] * (4 - shops)
            for space in range(bakeries):
                state.bakeries[d][space] = 0
    else:
        state.discs[0] = DISCS[goal][which]
    return state


def test_every_goal_has_a_position():
    assert set(MENUS) | set(CUSTOMERS) | set(CITY) | set(DISCS) == set(GOALS)


@pytest.mark.parametrize("goal", sorted(MENUS))
def test_ce51_menu_goals_met_and_not_met(goal):
    """CE51: A1–A5 count the menu's single and mixed frostings and bases."""
    assert met(position(goal, True), 0, goal)
    assert not met(position(goal, False), 0, goal)


@pytest.mark.parametrize("goal", sorted(CUSTOMERS))
def test_ce52_customer_goals_met_and_not_met(goal):
    """CE52: B1–B5 count customers, their pants, shirts and sale values."""
    assert met(position(goal, True), 0, goal)
    assert not met(position(goal, False), 0, goal)


@pytest.mark.parametrize("goal", sorted(CITY))
def test_ce53_city_goals_met_and_not_met(goal):
    """CE53: C1–C5 count shops and bakeries by district (the grey start bakery never)."""
    assert met(position(goal, True), 0, goal)
    assert not met(position(goal, False), 0, goal)


@pytest.mark.parametrize("goal", sorted(DISCS))
def test_ce54_disc_goals_met_and_not_met(goal):
    """CE54: D1–D5 count the extra-action discs by column and kind."""
    assert met(position(goal, True), 0, goal)
    assert not met(position(goal, False), 0, goal)


def test_ce53_a_goal_met_stays_met_after_its_shops_are_displaced():
    """CE53's note (and CE16): once claimed a goal is kept."""
    state = position("C1", True)
    state.goals = ["C1"]
    dice(state, 0, "", "", "", "", "grey")
    state.rng = Dice(2)
    do(state, "activate 5 0", "done", "end")
    assert state.goals_met[0] == ["C1"]
    state.shops[1] = [1, 1, EMPTY, EMPTY]
    assert not met(state, 0, "C1")
    for seat in (1, 2, 3):
        dice(state, seat, "", "", "", "", "grey")
        state.rng = Dice(2)
        do(state, "activate 5 0", "done", "end")
    income = state.income[0]
    dice(state, 0, "", "", "", "", "grey")
    state.rng = Dice(2)
    do(state, "activate 5 0", "done")
    assert state.goals_met[0] == ["C1"]
    assert state.income[0] == income + min(state.production[0], state.sales[0])
