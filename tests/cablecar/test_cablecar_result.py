"""Cable Car's result screen: scores in points (CC17), one point singular in English
and counted in the others, "No line scored." for a seat without lines, and each line
scored shown once; a line's tiles counted (``Count``)."""

from __future__ import annotations

from helpers import finished_table, words_of
from result_checks import (
    breakdown_not_in_the_side,
    english,  # noqa: F401 (a fixture, autouse)
    nothing_scored,
    unit_read,
)

from ui import i18n, table_view


def test_cc17_scores_read_in_points():
    unit_read("cablecar", 2, "point")


def test_a_seat_without_lines_says_no_line_scored():
    assert nothing_scored(finished_table("cablecar", 2)).count("No line scored.") == 2


def test_the_lines_scored_show_in_the_result_only():
    breakdown_not_in_the_side("cablecar", 2)


def test_one_point_is_singular_in_english_and_counted_in_the_others():
    from pygames.core.game import Result
    from pygames.core.messages import Msg

    table = finished_table("cablecar", 2)
    line = Msg("cablecar.score.line", station=1, end=2, tiles="1 tile")
    res = Result([1, 0], [1, 2], [[(line, 1)], []])
    assert '<span class="pts" data-points="1">1 point</span>' in table_view.result(table, res)
    assert "1 point<" in table_view.result(table, res) and "1 points" not in (
        table_view.result(table, res)
    )
    i18n.set_language("zh-TW")
    zh = table_view.result(table, res)
    assert ">1分<" in zh and "point" not in words_of(zh)
    i18n.set_language("ja")
    ja = table_view.result(table, res)
    assert ">1点<" in ja and "point" not in words_of(ja)


def test_a_lines_tiles_are_counted_in_every_language():
    from pygames.core.messages import Count

    assert Count("cablecar.tiles", 1).render("en") == "1 tile"
    assert Count("cablecar.tiles", 5).render("ja") == "タイル5枚"


def test_the_score_is_counted_in_cores_points():
    from pygames.cablecar.rules import GAME

    assert GAME.score_unit == "core.unit.points"
