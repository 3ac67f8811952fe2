"""Cake Master's result screen and log: scores in stars (CM22), "Nothing scored." for a
seat without lines, and the log's gains in stars (one star singular); stars counted in every language (``Count``)."""

from __future__ import annotations

import re

from helpers import finished_table
from result_checks import (
    english,  # noqa: F401 (a fixture, autouse)
    nothing_scored,
    unit_read,
)


def test_cm22_scores_read_in_stars():
    unit_read("cakemaster", 3, "star")


def test_a_seat_without_lines_says_nothing_scored():
    assert nothing_scored(finished_table("cakemaster", 3)).count("Nothing scored.") == 3


def test_the_log_says_gains_in_stars():
    cake = finished_table("cakemaster", 3)
    gains = [line for line in cake.log if re.search(r"\+\d", line)]
    assert gains and all(re.search(r"\+\d+ stars?\b", line) for line in gains)
    assert not any(re.search(r"\+1 stars\b", line) for line in gains)


def test_stars_are_counted_in_every_language():
    from pygames.core.messages import Count

    assert Count("cakemaster.unit", 1).render("en") == "1 star"
    assert Count("cakemaster.unit", 4).render("zh-TW") == "4顆星"
    assert Count("cakemaster.unit", 4).render("ja") == "スター4個"
    assert Count("cakemaster.unit", -1, signed=True).render("en") == "-1 star"


def test_the_score_is_counted_in_its_own_unit():
    from pygames.cakemaster.rules import GAME

    assert GAME.score_unit == "cakemaster.unit"
