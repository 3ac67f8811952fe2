"""Counted texts (``Count``): the count picks the catalog form, in every language,
and every game's score reads in its own unit ("1 star", "2 stars", "スター2個"); a
game's own counted words are checked in its tests' folder (test_<game>_result.py)."""

from __future__ import annotations

import pytest

from pygames import GAMES
from pygames.core.messages import Count, Fact, Msg, plural_form


@pytest.mark.parametrize(
    ("count", "form"), [(0, "other"), (1, "one"), (2, "other"), (-1, "one"), (11, "other")]
)
def test_the_count_picks_the_form(count, form):
    assert plural_form(count) == form


def test_english_says_one_and_many_and_the_others_keep_their_counter():
    assert Count("core.unit.points", 1).render("en") == "1 point"
    assert Count("core.unit.points", 2).render("en") == "2 points"
    assert Count("core.unit.points", 0).render("en") == "0 points"
    assert Count("core.unit.points", 1).render("zh-TW") == "1分"
    assert Count("core.unit.points", 3).render("ja") == "3点"


def test_a_gain_keeps_its_sign():
    assert Count("core.unit.points", 3, signed=True).render("en") == "+3 points"
    assert Count("core.unit.points", 1, signed=True).render("en") == "+1 point"
    assert Count("core.unit.points", -1, signed=True).render("en") == "-1 point"


def test_a_missing_family_shows_its_key_and_str_is_english():
    assert Count("core.no_such_family", 2).render("en") == "core.no_such_family.other"
    assert str(Count("core.unit.points", 12)) == "12 points"


def test_a_fact_says_itself_as_a_message_of_its_key():
    fact = Fact("core.unit.points.other", n=3)
    assert str(fact) == str(Msg("core.unit.points.other", n=3)) == "3 points"
    assert fact.render("ja") == Msg("core.unit.points.other", n=3).render("ja")


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_game_says_its_score_in_each_language(game_id):
    unit = GAMES[game_id].rules().score_unit
    if unit is None:
        return
    for lang in ("en", "zh-TW", "ja"):
        one, two = Count(unit, 1).render(lang), Count(unit, 2).render(lang)
        assert "1" in one and "2" in two and unit not in one + two, (lang, one, two)
        if lang != "en":  # no English plural leaks into the other languages
            assert one.replace("1", "2") == two, (lang, one, two)
