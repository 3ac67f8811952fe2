"""Cupcake Empire's rules pictures (``drawing/pictures.py``): their words follow the
language of the moment (what every game's pictures are: small, still, one a section,
tests/test_rules_pictures.py); the rulebook's worked examples hold what their captions
say (CE18, CE19, CE30–CE34, CE38)."""

from __future__ import annotations

import pytest

from pygames.core.messages import current_language, set_current_language
from pygames.cupcake.drawing import pictures
from pygames.cupcake.rules import GAME


@pytest.fixture
def lang_restored():
    before = current_language()
    yield
    set_current_language(before)


def test_pictures_speak_the_language_of_the_moment(lang_restored):
    set_current_language("en")
    english = pictures.picture("sell-example")
    set_current_language("zh-TW")
    chinese = pictures.picture("sell-example")
    set_current_language("ja")
    japanese = pictures.picture("sell-example")
    assert "Beige district" in english
    assert "米色" in chinese and "ベージュ" in japanese
    assert pictures.picture("no-such-picture") is None


def test_ce30_to_ce34_the_selling_example_drawn_is_the_seeds():
    """CE30–CE34: two green experts give column 4 level 2 (distance 3); the customer at
    distance 3 in district 5, where the player has a shop, likes mint on chocolate (on
    the menu); sold, it stands on the board at value 3 and sales and income rise by 3."""
    before = pictures._sell_state(False)
    column = GAME.view(before, 0)["seats"][0]["columns"][3]
    assert column["dice"] == ["green", "green"] and column["level"] == 2
    assert before.parts == ["sell_3"]
    after = pictures._sell_state(True)
    assert after.served[0] == [[pictures._liking("chocolate", "mint"), 3]]
    assert after.sales[0] == before.sales[0] + 3 and after.income[0] == before.income[0] + 3


def test_ce18_ce19_the_two_sixes_example_drawn_is_the_seeds():
    """CE18/CE19: two 6s among 5 dice: the first an idea disc, the second a step onto a
    green square (another); the others move 2 steps, seat 2 onto a green square."""
    state = pictures._two_sixes_state()
    faces = state.last_roll[1::2]
    assert len(faces) == 5 and faces.count(6) == 2
    assert state.ideas == [2, 0, 1]
    assert state.creativity == [3, 2, 3]


def test_ce38_the_borrow_example_sells_at_distance_4_with_column_5s_discs_only():
    """CE38: column 5 at level 4 does column 4's action at level 3 (a sale within
    distance 4) though column 4's dice reach level 1; column 4's sell disc is not used."""
    state = pictures._borrow_state()
    assert state.discs[0][3] and state.parts == ["sell_4"]
    texts = {str(a) for a in GAME.legal_actions(state, 0)}
    assert "sell 5 4" in texts
    assert GAME.view(state, 0)["seats"][0]["columns"][3]["level"] == 1


def test_the_income_step_rises_by_the_lower_of_production_and_sales():
    """CE15: production 2, sales 5 after the sale: income 8 becomes 10."""
    state = pictures._sell_state(True)
    state.goals = []
    assert (state.production[0], state.sales[0], state.income[0]) == (2, 5, 8)
    pictures._play(state, "done")
    assert state.income[0] == 10
