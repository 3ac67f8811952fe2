"""The end of Cupcake Empire, CE49–CE50."""

from __future__ import annotations

from cupcake_positions import Dice, dice, do, started

from pygames.cupcake.rules import GAME


def quiet_turn(state, seat: int) -> None:
    dice(state, seat, "", "", "", "", "grey")
    state.rng = Dice(2)
    do(state, "activate 5 0", "done", "end")


def test_ce49_seventy_finishes_the_round():
    """CE49: the second of three players ends a turn at 70: the third still plays, then
    the game is over, everyone having had the same number of turns."""
    state = started(3)
    state.goals = []
    quiet_turn(state, 0)
    state.income[1] = 69
    quiet_turn(state, 1)  # +1 income: 70
    assert state.ending and state.phase == "start" and state.mover == 2
    quiet_turn(state, 2)
    assert state.phase == "over" and state.end == "income" and state.turns == 3
    assert GAME.legal_actions(state, 0) == []


def test_ce49_reaching_seventy_before_the_end_of_the_turn_then_giving_back():
    """CE49: what counts is the income at the end of the turn."""
    state = started(2)
    state.goals = []
    state.income[0] = 71
    dice(state, 0, "", "", "", "", "grey")
    state.rng = Dice(2)
    do(state, "buy-idea", "activate 5 0")
    state.production[0] = state.sales[0] = 0
    do(state, "done", "end")
    assert not state.ending


def test_ce50_highest_income_then_customers_then_shops_else_shared():
    """CE50."""
    state = started(4)
    state.phase = "over"
    state.income = [60, 72, 72, 72]
    state.served = [[], [[0, 1]] * 3, [[0, 1]] * 3, [[0, 1]] * 2]
    state.shops[1] = [1, 2, 2, -1]
    result = GAME.result(state)
    assert result.places == [4, 2, 1, 3] and result.winners == [2]
    state.shops[1] = [1, 2, -1, -1]
    assert GAME.result(state).places == [4, 1, 1, 3]
    assert GAME.result(state).scores == [60, 72, 72, 72]
