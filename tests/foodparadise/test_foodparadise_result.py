"""Food Paradise's result screen: no score unit (the first to build its recipes or the
richest at the limit wins, FP20), "Nothing scored." for a seat without lines."""

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


def test_fp20_has_no_score_unit():
    from pygames.foodparadise.rules import GAME

    assert GAME.score_unit is None
    assert 'class="score"' not in shown(finished_table("foodparadise", 2))["result"]


def test_a_seat_without_lines_says_nothing_scored():
    assert nothing_scored(finished_table("foodparadise", 2)).count("Nothing scored.") == 2
