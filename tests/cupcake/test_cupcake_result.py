"""Cupcake Empire's result screen: scores in income (CE49), "Nothing scored." for a seat
without lines, and each breakdown line shown once; income, customers and dice counted (``Count``)."""

from __future__ import annotations

from helpers import finished_table
from result_checks import (
    breakdown_not_in_the_side,
    english,  # noqa: F401 (a fixture, autouse)
    nothing_scored,
    unit_read,
)


def test_ce49_scores_read_in_income():
    unit_read("cupcake", 2, "income")


def test_a_seat_without_lines_says_nothing_scored():
    assert nothing_scored(finished_table("cupcake", 2)).count("Nothing scored.") == 2


def test_the_breakdown_shows_in_the_result_only():
    breakdown_not_in_the_side("cupcake", 2)


def test_income_and_customers_read_as_counted():
    from pygames.core.messages import Count, Fact, Msg

    assert str(Count("cupcake.unit", 12)) == "12 income"
    fact = Fact("cupcake.score.customers", n=3)
    assert str(fact) == str(Msg("cupcake.score.customers", n=3)) == "Customers served: 3"
    assert fact.render("ja") == Msg("cupcake.score.customers", n=3).render("ja")


def test_one_die_and_many_dice():
    from pygames.core.messages import Count, Event

    one = Event("cupcake.log.rest_idea", n=1, dice=Count("cupcake.dice", 1), column="column 4")
    two = Event("cupcake.log.rest_idea", n=2, dice=Count("cupcake.dice", 2), column="column 4")
    assert str(one).startswith("brought 1 die back") and str(two).startswith("brought 2 dice")
    assert "ダイス1個" in one.render("ja") and "1顆骰子" in one.render("zh-TW")


def test_the_score_is_counted_in_its_own_unit():
    from pygames.cupcake.rules import GAME

    assert GAME.score_unit == "cupcake.unit"
