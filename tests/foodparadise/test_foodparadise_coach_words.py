"""Food Paradise's coach words (issue 39 part 3): what an ingredient bought gives."""

from __future__ import annotations

from pygames.core.screen import load_screen
from tests.test_coach_words import positions


def test_food_paradise_says_what_an_ingredient_bought_gives():
    """FP10, FP16, FP19: an ingredient bought is said with the face-up recipe it brings
    nearer (or completes), else with the market's demand it meets."""
    from pygames.foodparadise.actions import Buy

    table = positions("foodparadise", 1)[0]
    view = table.view(0)
    me = view["seats"][0]
    recipe = next(r for r in view["recipes"] if r["number"] == me["recipe"])
    first, second, third = recipe["ingredients"]
    me["ingredients"] = dict.fromkeys(me["ingredients"], 0)
    view["offer"] = {"ingredient": first}
    screen = load_screen("foodparadise")
    said = str(screen.hint_reason(view, Buy()))
    assert said.startswith("that gives ") and "1 of its 3 ingredients" in said, said
    me["ingredients"][second] = me["ingredients"][third] = 1
    assert "all 3 ingredients" in str(screen.hint_reason(view, Buy()))
    me["ingredients"][first] = 1
    others = [k for k in me["ingredients"] if k not in recipe["ingredients"]]
    view["offer"], view["demand"] = {"ingredient": others[0]}, others[0]
    assert "the market demands" in str(screen.hint_reason(view, Buy()))
    view["demand"] = others[1]
    assert screen.hint_reason(view, Buy()) is None
