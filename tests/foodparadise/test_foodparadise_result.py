"""Food Paradise's result screen: no score unit (the first to build its recipes or the
richest at the limit wins, FP20), "Nothing scored." for a seat without lines."""

from __future__ import annotations

from helpers import finished_table
from result_checks import (
    english,  # noqa: F401 (a fixture, autouse)
    nothing_scored,
    shown,
)


def test_fp20_has_no_score_unit():
    from pygames.foodparadise.rules import GAME

    assert GAME.score_unit is None
    assert 'class="score"' not in shown(finished_table("foodparadise", 2))["result"]


def test_a_seat_without_lines_says_nothing_scored():
    assert nothing_scored(finished_table("foodparadise", 2)).count("Nothing scored.") == 2
