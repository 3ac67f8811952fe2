"""The result screen of every game: the ranking once, each breakdown once, scores in
the game's own unit ("1 point", "2 stars", "名声3"), and no game's phrase in another's."""

from __future__ import annotations

import re
from functools import cache

import pytest

from pygames import GAMES
from pygames.core.game import Result
from pygames.core.messages import Fact, Msg
from pygames.core.record import Seat
from ui import i18n, table_view
from ui.session import Table

PLAYERS = {"cablecar": 2, "cakemaster": 3, "foodtycoon": 3, "foodparadise": 2, "cupcake": 2}


@cache
def finished(game_id: str) -> Table:
    seats = [Seat(f"P{i}", "bot:random") for i in range(PLAYERS[game_id])]
    table = Table.new(game_id, seats, seed=7)
    while not table.is_over():
        table.bot_step()
    return table


def words_of(markup: str) -> str:
    """The text a reader sees (tags, classes and attributes left out)."""
    return re.sub(r"<[^>]+>", " ", markup)


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
            assert text not in parts["extra"] or game_id in ("cakemaster", "foodparadise"), text


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_scores_read_in_the_games_unit_and_add_up(game_id):
    table = finished(game_id)
    res = table.result()
    result = shown(table)["result"]
    status = shown(table)["status"]
    unit = table.game.score_unit
    words = {
        "cablecar": "point",
        "cakemaster": "star",
        "foodtycoon": "fame",
        "cupcake": "income",
        "foodparadise": None,
    }[game_id]
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


def test_one_point_is_singular_in_english_and_counted_in_the_others():
    table = finished("cablecar")
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


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_seat_without_lines_says_the_games_own_words(game_id):
    table = finished(game_id)
    players = len(table.seats)
    res = Result([0] * players, [1] * players, [[] for _ in range(players)])
    result = table_view.result(table, res)
    expected = {
        "cablecar": "No line scored.",
        "foodtycoon": "No dish cooked.",
    }.get(game_id, "Nothing scored.")
    assert result.count(expected) == players
    if game_id != "cablecar":
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


def test_the_log_says_gains_in_the_games_unit():
    cake = finished("cakemaster")
    gains = [line for line in cake.log if re.search(r"\+\d", line)]
    assert gains and all(re.search(r"\+\d+ stars?\b", line) for line in gains)
    assert not any(re.search(r"\+1 stars\b", line) for line in gains)
    tycoon = finished("foodtycoon")
    cooked = [line for line in tycoon.log if " cooked " in line]
    assert cooked and all(re.search(r"\(\+\d+ fame\)$", line) for line in cooked)
