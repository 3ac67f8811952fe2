"""Cupcake Empire's rest area and special actions, CE44–CE48."""

from __future__ import annotations

from cupcake_positions import dice, do, legal_texts, refused, started

from pygames.cupcake.data import COLOUR, D_INCOME, GREEN, GREY
from pygames.cupcake.rules import GAME


def test_ce44_rest_dice_back_for_an_idea_or_an_income_each():
    """CE44: some or all into one column for one idea disc; or one income a die; the
    column's spaces still limit."""
    state = started()
    state.rest[0] = [GREY, GREY, GREEN]
    state.ideas[0] = 1
    dice(state, 0, "", "", "", "grey,grey,grey,grey", "")
    refused(state, "rest 4 idea grey grey green", "CE44")  # 2 spaces only
    refused(state, "rest 1 idea orange", "CE44")
    do(state, "rest 4 idea grey green")
    assert state.rest[0] == [GREY] and state.ideas[0] == 0
    assert sorted(state.dice[0][3]) == sorted([GREY] * 5 + [GREEN])
    assert GAME.view(state, 0)["seats"][0]["columns"][3]["level"] == 3
    state = started()
    state.rest[0] = [GREY, GREY]
    state.income[0] = 1
    refused(state, "rest 1 income grey grey", "CE44")
    do(state, "rest 1 income grey")
    assert state.income[0] == 0 and state.rest[0] == [GREY]
    state.ideas[0] = 0
    assert not any(t.startswith("rest") for t in legal_texts(state))


def test_ce45_idea_disc_for_an_extra_action_disc():
    """CE45: placed on any column; on the column about to be activated, used at once."""
    state = started()
    state.ideas[0] = 1
    dice(state, 0, "purple", "", "", "", "")
    do(state, "idea-disc income 1")
    assert state.ideas[0] == 0 and state.discs[0][0] == [D_INCOME]
    do(state, "activate 1 1")
    assert "income" in state.parts
    state = started()
    refused(state, "idea-disc income 1", "CE45")


def test_ce46_idea_disc_moves_a_die_and_the_gap_closes():
    """CE46: one die from one column to another (the dice below move up)."""
    state = started()
    state.ideas[0] = 1
    dice(state, 0, "grey,purple,grey", "", "", "grey,grey", "")
    refused(state, "idea-move green 1 4", "CE46")
    refused(state, "idea-move purple 1 1", "CE46")
    do(state, "idea-move purple 1 4")
    assert state.dice[0][0] == [GREY, GREY] and state.dice[0][3] == [GREY, GREY, COLOUR["purple"]]
    state = started()
    dice(state, 0, "grey", "", "", "", "")
    refused(state, "idea-move grey 1 2", "CE46")


def test_ce47_two_income_for_an_idea_disc():
    """CE47."""
    state = started()
    state.income[0] = 2
    do(state, "buy-idea")
    assert state.income[0] == 0 and state.ideas[0] == 1
    state = started()
    state.income[0] = 1
    refused(state, "buy-idea", "CE47")


def test_ce48_three_income_per_die_moved():
    """CE48: 3 income a die, as many dice as paid for, as one special action."""
    state = started()
    state.income[0] = 7
    dice(state, 0, "grey,grey", "", "", "", "")
    do(state, "pay-move grey 1 4", "pay-move grey 1 4")
    assert state.income[0] == 1 and state.dice[0][3] == [GREY, GREY]
    refused(state, "pay-move grey 4 1", "CE48")
    refused(state, "buy-idea", "CE20")
