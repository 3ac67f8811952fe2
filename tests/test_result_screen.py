"""The result screen of every game: the ranking once, each breakdown once, scores in
the game's own unit ("1 point", "2 stars", "名声3"), and no game's phrase in another's.
Every registered game is checked; the words a game's result says (its unit, its line
for a seat without lines, its log's gains) in its tests' folder (test_<game>_result.py)."""

from __future__ import annotations

import re
from functools import cache

import pytest
from helpers import finished_table, words_of

from pygames import GAMES
from pygames.core.game import Result
from pygames.core.messages import Count, Fact, Msg
from pygames.core.screen import load_screen
from ui import i18n, table_view
from ui.session import Table


@cache
def finished(game_id: str) -> Table:
    """Random bots, two of them or the fewest the game takes."""
    return finished_table(game_id, max(2, GAMES[game_id].spec.min_players))


def shown(table: Table) -> dict[str, str]:
    return table_view.parts(table, table_view.TableScreen(mode="local"))


@pytest.fixture(autouse=True)
def english():
    i18n.set_language("en")
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_ranking_and_each_breakdown_show_once(game_id):
    table = finished(game_id)
    res = table.result()
    parts = shown(table)
    result = parts["result"]
    seats = re.findall(r'<article class="final" data-seat="(\d+)" data-place="(\d+)"', result)
    assert [int(s) for s, _ in seats] == sorted(
        range(len(table.seats)), key=lambda s: (res.places[s], s)
    )
    assert [int(p) for _, p in seats] == sorted(res.places)
    # Places are the result's alone: the list of players does not rank them again.
    assert 'class="place"' not in parts["players"]
    for lines in res.breakdown:
        for label, _ in lines:
            text = table_view.esc(label.render("en"))
            assert result.count(f'<span class="label">{text}</span>') >= 1


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_scores_read_in_the_games_unit_and_add_up(game_id):
    table = finished(game_id)
    res = table.result()
    result = shown(table)["result"]
    status = shown(table)["status"]
    unit = table.game.score_unit
    # The unit's word, as the game's catalog says one of it ("point" of "1 point").
    words = None if unit is None else str(Count(unit, 1)).replace("1", "").strip()
    if words is None:
        assert unit is None and 'class="score"' not in result and 'class="pts"' not in result
        assert re.fullmatch(r"Game over: P\d (wins|win together)\.", status), status
        return
    assert words in status and "points" not in status.replace(words, "")
    for seat, lines in enumerate(res.breakdown):
        article = result.split(f'data-seat="{seat}"')[1].split("</article>")[0]
        score = re.search(r'class="score" data-score="(-?\d+)">([^<]*)<', article)
        assert int(score.group(1)) == res.scores[seat] and words in score.group(2)
        points = [int(p) for p in re.findall(r'data-points="(-?\d+)"', article)]
        assert sum(points) == res.scores[seat]
        counted = [label for label, _ in lines if not isinstance(label, Fact)]
        assert len(points) == len(counted)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_seat_without_lines_says_the_games_own_words(game_id):
    table = finished(game_id)
    players = len(table.seats)
    res = Result([0] * players, [1] * players, [[] for _ in range(players)])
    result = table_view.result(table, res)
    own = load_screen(game_id).nothing_scored
    expected = str(Msg(own))
    assert result.count(expected) == players
    if own == "core.result.none":
        assert expected == "Nothing scored."
    if "line" not in expected.lower():
        assert "line" not in words_of(result).lower()


@pytest.mark.parametrize("lang", ["zh-TW", "ja"])
@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_no_english_score_words_in_the_other_languages(game_id, lang):
    table = finished(game_id)
    i18n.set_language(lang)
    parts = shown(table)
    for part in ("result", "status", "players"):
        text = words_of(parts[part])
        assert not re.search(r"\b(points?|stars?|fame|income)\b", text), (part, text)
