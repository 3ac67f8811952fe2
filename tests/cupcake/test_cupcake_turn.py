"""Cupcake Empire turns, CE13–CE20: activating, levels, income, goals, the re-roll,
sixes and creativity; with the seed's second worked example (two 6s rolled)."""

from __future__ import annotations

from cupcake_positions import Dice, dice, do, legal_texts, refused, started

from pygames.cupcake.data import COLOUR, GREEN, GREY, PURPLE
from pygames.cupcake.rules import GAME


def test_ce13_discs_used_before_or_after_when_the_level_reaches_them():
    """CE13: a disc on a space the level reaches adds its part; one on a higher space does not."""
    state = started()
    dice(state, 0, "purple", "", "", "", "")
    state.discs[0][0] = [5, 4]  # creativity on the level-1 space, income on the level-2 one
    do(state, "activate 1 1")
    assert sorted(state.parts) == ["base", "creativity"]
    refused(state, "income", "CE43")
    do(state, "creativity")  # before the action
    assert state.creativity[0] == 2
    do(state, "base chocolate")
    assert state.bases[0][1] == 1 and state.parts == []


def test_ce14_level_from_dice_and_experts_lower_levels_allowed():
    """CE14: 3 dice give level 1, 5 level 2, 6 level 3; each expert +1; any lower level."""
    state = started()
    dice(state, 0, "grey,grey", "grey,grey,grey", "grey,grey,grey,grey,orange", "green", "")
    view = GAME.view(state, 0)["seats"][0]["columns"]
    assert [c["level"] for c in view] == [0, 1, 3, 1, 0]
    texts = legal_texts(state)
    assert {"activate 3 1", "activate 3 2", "activate 3 3", "activate 1 0"} <= texts
    assert "activate 2 0" not in texts  # a column with a level is used at a level
    refused(state, "activate 4 2", "CE14")
    refused(state, "activate 2 0", "CE14")
    # pink is an expert in every column
    dice(state, 0, "pink", "", "", "", "")
    assert GAME.view(state, 0)["seats"][0]["columns"][0]["level"] == 1


def test_ce15_income_rises_by_the_lower_track():
    """CE15: production 7 and sales 4 give 4."""
    state = started()
    state.goals = []
    dice(state, 0, "", "", "", "", "grey")
    state.production[0], state.sales[0] = 7, 4
    do(state, "activate 5 0", "done")
    assert state.income[0] == 9


def test_ce16_goals_claimed_for_six_once():
    """CE16: a goal met at the income step gives +6, once only."""
    state = started()
    state.goals = ["D2"]
    state.discs[0] = [[0, 1], [2], [3], [4], []]
    dice(state, 0, "", "", "", "", "grey")
    state.production[0] = state.sales[0] = 1
    do(state, "activate 5 0", "done")
    assert state.income[0] == 5 + 1 + 6 and state.goals_met[0] == ["D2"]
    do(state, "end")
    dice(state, 1, "", "", "", "", "grey")
    do(state, "activate 5 0", "done", "end")
    dice(state, 0, "", "", "", "", "grey")
    do(state, "activate 5 0", "done")
    assert state.goals_met[0] == ["D2"] and state.income[0] == 12 + 1


def test_ce17_activated_and_new_dice_rerolled_by_number():
    """CE17: the activated column's dice and a hired die roll; colour is ignored; a 6
    and a die with no space go to the rest area; the other columns stay."""
    state = started()
    state.goals = []
    dice(state, 0, "grey", "grey,grey,grey,grey,grey,grey", "", "", "pink")
    do(state, "activate 5 1", "hire green")
    state.rng = Dice(2, 6)  # the pink die to column 2 (full), the green one rests
    do(state, "done")
    assert state.dice[0][4] == [] and state.dice[0][0] == [GREY]
    assert len(state.dice[0][1]) == 6
    assert sorted(state.rest[0]) == sorted([COLOUR["pink"], GREEN])


def test_ce18_ce19_two_sixes_the_seeds_example():
    """The seed's example (CE18, CE19): 5 dice rolled with two 6s: the first gives an idea
    disc, the second a step onto a green square, another idea disc; every other player
    moves 2 steps (and one reaching a green square gains an idea disc on this turn)."""
    state = started(3)
    state.goals = []
    dice(state, 0, "purple,grey,grey,grey,grey", "", "", "", "")
    state.creativity = [2, 0, 1]  # seat 1 will pass no green square, seat 2 reaches 3
    state.rng = Dice(6, 1, 6, 3, 4)
    do(state, "activate 1 1", "done")
    assert state.rest[0] == [GREY, PURPLE]
    assert state.ideas == [2, 0, 1]
    assert state.creativity == [3, 2, 3]


def test_ce19_at_most_three_idea_discs():
    """CE19: a green square with 3 idea discs held gives none."""
    state = started()
    state.ideas[1] = 3
    state.creativity[1] = 2
    state.goals = []
    dice(state, 0, "purple", "", "", "", "")
    state.rng = Dice(6)
    do(state, "activate 1 1", "done")
    assert state.ideas[1] == 3 and state.creativity[1] == 3
    supply = state.supply_ideas
    state.ideas[0] = 3
    refused(state, "buy-idea", "CE19")
    assert state.supply_ideas == supply


def test_ce20_rest_area_and_one_special_action_once_a_turn_at_any_time():
    """CE20: before activating, during the action and after the roll; once each a turn."""
    state = started()
    state.goals = []
    dice(state, 0, "purple", "", "", "", "")
    state.rest[0] = [GREY, GREY]
    state.income[0] = 20
    do(state, "rest 2 income grey")  # before activating
    refused(state, "rest 3 income grey", "CE20")
    do(state, "activate 1 1", "buy-idea")  # during the action
    refused(state, "idea-move grey 2 3", "CE20")
    state.rng = Dice(3)
    do(state, "base vanilla", "done")
    assert state.phase == "after"
    refused(state, "pay-move grey 2 4", "CE20")
    assert "end" in legal_texts(state)
    do(state, "end")
    dice(state, 1, "", "", "", "", "grey")
    state.rng = Dice(2)
    do(state, "activate 5 0", "done", "end")
    assert state.rest_used is False and state.special == ""
    assert state.dice[0][0] == [] and PURPLE in state.dice[0][2]
