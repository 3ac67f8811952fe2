"""Cake Master's result screen and log: scores in stars (CM22), "Nothing scored." for a
seat without lines, and the log's gains in stars (one star singular); stars counted in every language (``Count``)."""

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
