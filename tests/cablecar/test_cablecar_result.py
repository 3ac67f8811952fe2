"""Cable Car's result screen: scores in points (CC17), one point singular in English
and counted in the others, "No line scored." for a seat without lines, and each line
scored shown once; a line's tiles counted (``Count``)."""

from __future__ import annotations

import re

import pytest
from helpers import finished_table, words_of

from ui import i18n, table_view


@pytest.fixture(autouse=True)
def english():
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def shown(table) -> dict[str, str]:
    return table_view.parts(table, table_view.TableScreen(mode="local"))


def unit_read(game_id: str, players: int, word: str) -> None:
    """The status and each seat's score say ``word`` (and never "points" otherwise)."""
    table = finished_table(game_id, players)
    status, result = shown(table)["status"], shown(table)["result"]
    assert word in status and "points" not in status.replace(word, "")
    for seat in range(players):
        article = result.split(f'data-seat="{seat}"')[1].split("</article>")[0]
        score = re.search(r'class="score" data-score="(-?\d+)">([^<]*)<', article)
        assert word in score.group(2)


def breakdown_not_in_the_side(game_id: str, players: int) -> None:
    """Each breakdown line shows in the result only, not again beside the board."""
    table = finished_table(game_id, players)
    extra = shown(table)["extra"]
    for lines in table.result().breakdown:
        for label, _ in lines:
            assert table_view.esc(label.render("en")) not in extra, label


def nothing_scored(table) -> str:
    """What a seat without breakdown lines says in the result."""
    from pygames.core.game import Result

    players = len(table.seats)
    res = Result([0] * players, [1] * players, [[] for _ in range(players)])
    return words_of(table_view.result(table, res))


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
