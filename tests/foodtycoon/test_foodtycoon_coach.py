"""The coach at Food Tycoon: a single move is said without playing it out, the set-up's
ingredients (FT03) are added one by one, and the reason names the recipe the cards help."""

from __future__ import annotations

from helpers import table_at

from pygames.core.screen import load_screen, say
from ui import coach, table_view
from ui.table_view import TableScreen


def test_a_single_move_is_said_without_playing_it_out():
    table = table_at("foodtycoon", 3)
    while len(table.legal_actions(0)) != 1:
        seat = table.human_to_move()
        table.apply(seat, table.legal_actions(seat)[0])
        while table.bot_to_move() is not None:
            table.bot_step()
        assert table.human_to_move() == 0
    assert str(coach.work_out(table, 0).why) == "This is the only move you can make now."


def test_a_hint_step_adds_the_ingredients_one_by_one():
    """FT03: the set-up's two ingredient cards are chosen over several clicks."""
    food = table_at("foodtycoon", 1)  # the set-up's two ingredient cards
    take = next(a for a in food.legal_actions(0) if len(set(str(a)[5:].split(","))) == 2)
    names = str(take).split(" ", 1)[1].split(",")
    steps, picking = [], TableScreen()
    ft = load_screen("foodtycoon")
    while (step := ft.hint_step(table_view.context(food, picking), take)) is not None:
        steps.append(step)
        picking.choice.append(step.split(" ", 1)[1])
    assert steps == [f"ui:add {name}" for name in names]
    picking.choice = [names[0], names[0], names[0]]
    assert ft.hint_step(table_view.context(food, picking), take) == f"ui:drop {names[0]}"


def test_food_tycoons_reason_names_the_recipe_the_cards_help():
    """Greedy's choice of the set-up's two ingredients, in the game's words: how many
    cards a recipe in Ann's hand still lacks they give."""
    table = table_at("foodtycoon", 1)
    hint = coach.work_out(table, 0)
    assert str(hint.action).startswith("take ")
    assert hint.why.key == "coach.reason"
    assert "still lacks" in str(hint.why)
    recipes = [str(say(f"foodtycoon.recipe.{key}")) for key in table.view(0)["hand"]]
    assert any(name in str(hint.why) for name in recipes)
