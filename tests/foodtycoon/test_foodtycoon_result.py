"""Food Tycoon's result screen and log: scores in fame (FT20), "No dish cooked." for a
seat without lines, each dish shown once, and a cooked dish's fame in the log; a gain of fame signed (``Count``)."""

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
