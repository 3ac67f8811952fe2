"""Counted texts (``Count``): the count picks the catalog form, in every language,
and a game's score reads in its own unit ("1 star", "2 stars", "スター2個")."""

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
    assert Count("cakemaster.unit", 1).render("en") == "1 star"
    assert Count("cakemaster.unit", 4).render("zh-TW") == "4顆星"
    assert Count("cakemaster.unit", 4).render("ja") == "スター4個"
    assert Count("cablecar.tiles", 1).render("en") == "1 tile"
    assert Count("cablecar.tiles", 5).render("ja") == "タイル5枚"


def test_a_gain_keeps_its_sign():
    assert Count("core.unit.points", 3, signed=True).render("en") == "+3 points"
    assert Count("core.unit.points", 1, signed=True).render("en") == "+1 point"
    assert Count("cakemaster.unit", -1, signed=True).render("en") == "-1 star"
    assert Count("foodtycoon.unit", 2, signed=True).render("ja") == "名声+2"


def test_a_missing_family_shows_its_key_and_str_is_english():
    assert Count("core.no_such_family", 2).render("en") == "core.no_such_family.other"
    assert str(Count("cupcake.unit", 12)) == "12 income"


def test_a_fact_says_itself_as_a_message_of_its_key():
    fact = Fact("cupcake.score.customers", n=3)
    assert str(fact) == str(Msg("cupcake.score.customers", n=3)) == "Customers served: 3"
    assert fact.render("ja") == Msg("cupcake.score.customers", n=3).render("ja")


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


def test_cupcake_counts_one_die_and_many_dice():
    from pygames.core.messages import Event

    one = Event("cupcake.log.rest_idea", n=1, dice=Count("cupcake.dice", 1), column="column 4")
    two = Event("cupcake.log.rest_idea", n=2, dice=Count("cupcake.dice", 2), column="column 4")
    assert str(one).startswith("brought 1 die back") and str(two).startswith("brought 2 dice")
    assert "ダイス1個" in one.render("ja") and "1顆骰子" in one.render("zh-TW")
