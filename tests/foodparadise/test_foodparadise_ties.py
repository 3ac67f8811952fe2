"""Food Paradise's ranking (FP20): after a win the others rank by recipes built, then
cash; at the turn limit cash breaks a tie on recipes, and a tie on both is shared."""

from __future__ import annotations

import pytest
from helpers import lines_of
from helpers import tie_notes as notes
from helpers import tie_status as status

from pygames import get_game
from ui import i18n


@pytest.fixture(autouse=True)
def english():
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def foodparadise_over(end, recipes, cash, winner=-1):
    from pygames.foodparadise import scoring

    state = get_game("foodparadise").new_game(len(cash), None, 3)
    state.phase, state.end, state.winner = "over", end, winner
    state.built = [list(range(n)) for n in recipes]
    state.cash = list(cash)
    return scoring.result(state)


def test_fp20_the_tiebreaks_are_the_rules():
    from pygames.foodparadise import scoring

    assert [scoring.RECIPES.rule, scoring.CASH.rule] == ["FP20", "FP20"]


def test_fp_at_the_turn_limit_cash_breaks_a_tie_on_recipes():
    result = foodparadise_over("limit", [3, 3, 1], [3100, 4200, 9000])
    assert result.places == [2, 1, 3] and result.scores == [0, 1, 0]
    assert status(result, "foodparadise") == (
        "Game over: Ben wins, tied with Ann on 3 recipes built; "
        "more cash decided it (4,200 to 3,100)."
    )
    assert notes(result, "foodparadise") == [
        "Ben ranks above Ann, both on 3 recipes built: more cash decided it (4,200 to 3,100)."
    ]
    assert lines_of(result, 1)[1:] == ["Recipes built: 3", "Tie-break: cash 4,200"]
    assert lines_of(result, 2) == ["Recipes built: 1", "Cash: 9,000"]


def test_fp_at_the_turn_limit_level_on_recipes_and_cash_shares_the_win():
    result = foodparadise_over("limit", [3, 3], [4200, 4200])
    assert result.places == [1, 1] and result.scores == [1, 1]
    assert status(result, "foodparadise") == (
        "Game over: Ann and Ben win together, still level after every tie-break."
    )
    assert notes(result, "foodparadise") == [
        "Ann and Ben share 1st place, each with 3 recipes built: still level after every tie-break."
    ]


def test_fp20_after_a_win_the_others_rank_by_recipes_then_cash():
    result = foodparadise_over("recipes", [4, 2, 2, 3], [100, 500, 800, 50], winner=0)
    assert result.places == [1, 4, 3, 2]
    assert status(result, "foodparadise") is None  # the win was no tie
    assert notes(result, "foodparadise") == [
        "Dee ranks above Cal: more recipes built decided it (3 to 2).",
        "Cal ranks above Ben: more cash decided it (800 to 500).",
    ]
    assert lines_of(result, 0) == ["Won: 4 recipes built", "Recipes built: 4", "Cash: 100"]
    assert lines_of(result, 1) == ["Tie-break: recipes built 2", "Tie-break: cash 500"]
