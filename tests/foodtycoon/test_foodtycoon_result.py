"""Food Tycoon's result screen and log: scores in fame (FT20), "No dish cooked." for a
seat without lines, each dish shown once, and a cooked dish's fame in the log; a gain of fame signed (``Count``)."""

from __future__ import annotations

import re

from helpers import finished_table
from result_checks import (
    breakdown_not_in_the_side,
    english,  # noqa: F401 (a fixture, autouse)
    nothing_scored,
    unit_read,
)


def test_ft20_scores_read_in_fame():
    unit_read("foodtycoon", 3, "fame")


def test_a_seat_without_lines_says_no_dish_cooked():
    assert nothing_scored(finished_table("foodtycoon", 3)).count("No dish cooked.") == 3


def test_the_dishes_show_in_the_result_only():
    breakdown_not_in_the_side("foodtycoon", 3)


def test_the_log_says_gains_in_fame():
    tycoon = finished_table("foodtycoon", 3)
    cooked = [line for line in tycoon.log if " cooked " in line]
    assert cooked and all(re.search(r"\(\+\d+ fame\)$", line) for line in cooked)


def test_a_gain_of_fame_keeps_its_sign():
    from pygames.core.messages import Count

    assert Count("foodtycoon.unit", 2, signed=True).render("ja") == "名声+2"


def test_the_score_is_counted_in_its_own_unit():
    from pygames.foodtycoon.rules import GAME

    assert GAME.score_unit == "foodtycoon.unit"
