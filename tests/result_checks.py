"""What every game's result-screen tests check (tests/<game>/test_<game>_result.py):
the score read in the game's unit, the breakdown shown in the result only, what a seat
without breakdown lines says. The ``english`` fixture, imported by a test module, puts
its tests in English (autouse)."""

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
