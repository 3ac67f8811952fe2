"""Counted texts (``Count``): the count picks the catalog form, in every language,
and every game's score reads in its own unit ("1 star", "2 stars", "スター2個"); a
game's own counted words are checked in its tests' folder (test_<game>_result.py)."""

from __future__ import annotations

import re

import pytest

from pygames import GAMES
from pygames.core.errors import SetupError
from pygames.core.lang import en as core_en
from pygames.core.messages import Count, Fact, Msg, plural_form, template
from ui.lang import en as ui_en


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


# -- counted words: no "1 recipes", no "keys 1–1" ------------------------------------------

# A word right after a placeholder that names someone or something ("{who} wins"): the
# placeholder holds a name, not a count.
VERBS = frozenset(
    "wins ranks plays chooses sees holds uses touches gains comes goes needs already builds"
    " waits ends finishes adds fits raises lacks makes reaches".split()
)
# Placeholders that hold a word before a noun ("all its {ingredient} cards").
WORDS = frozenset({"ingredient", "colour", "kind"})
NOT_PLURAL = frozenset({"is", "has", "was", "as", "this", "yours", "less", "bonus", "plus"})
STOP = frozenset(
    "and or to of on in at for the a an with from by than then not no each all only".split()
)
NUMBER_THEN_NOUN = re.compile(r"\{(\w+)[^}]*\}(?:\s+([a-z]+))?(?:\s+([a-z]+))?(?:\s+([a-z]+))?")
UP_TO_A_COUNT = re.compile(r"\b1\s*[–~-]\s*\{\w+[^}]*\}")


def english_catalogs() -> dict[str, dict]:
    """Every English catalog: the app's, core's, each game's (its board texts too)."""
    found = {"ui": ui_en.TEXTS, "core": core_en.TEXTS}
    for game_id, manifest in GAMES.items():
        found[game_id] = manifest.catalog("en")
    return found


def plural(word: str | None) -> bool:
    return bool(word) and word.endswith("s") and not word.endswith("ss") and word not in NOT_PLURAL


def miscounted(text: str) -> list[str]:
    """The phrases of ``text`` that put a count before a noun in one form, or up to a
    count ("keys 1–{n}": "keys 1–1" for one)."""
    found = [m.group(0) for m in UP_TO_A_COUNT.finditer(text)]
    for m in NUMBER_THEN_NOUN.finditer(text):
        name, first, second, third = m.groups()
        if name in WORDS or first in VERBS or second in VERBS:
            continue
        modifiers = first and first not in STOP  # "{n} money bags", "{n} free ingredient cards"
        if plural(first) or (modifiers and plural(second)):
            found.append(m.group(0))
        elif modifiers and second and second not in STOP and not plural(second) and plural(third):
            found.append(m.group(0))
    return found


def test_the_check_finds_a_count_before_a_noun_in_one_form():
    assert miscounted("{bags} money bags") == ["{bags} money bags"]
    assert miscounted("choose {n} free ingredient cards.") == ["{n} free ingredient cards"]
    assert miscounted("{name}: {n} recipes in hand") == ["{n} recipes in hand"]
    assert miscounted("Choose a tile (keys 1–{n}).") == ["1–{n}"]
    assert miscounted("{who} wins with {score}") == miscounted("all its {ingredient} cards") == []
    assert miscounted("{name}: {recipes} in hand") == []


@pytest.mark.parametrize("namespace", ["ui", "core", *sorted(GAMES)])
def test_every_count_before_a_noun_is_a_counted_text(namespace):
    """Issue 37 part 5: counts read right ("1 money bag", "1 recipe", "key 1"): a number
    before a noun is a ``Count`` family (key.one, key.other) or a counted phrase given
    as the placeholder's value, never one form for every number."""
    wrong = []
    for key, text in english_catalogs()[namespace].items():
        if key.rsplit(".", 1)[-1] in ("one", "other") or key.endswith(
            (".one.touch", ".other.touch")
        ):
            continue
        wrong += [f"{key}: {phrase}" for phrase in miscounted(text)]
    assert wrong == [], wrong


@pytest.mark.parametrize("namespace", ["core", *sorted(GAMES)])
def test_a_count_of_one_reads_as_one_in_every_language(namespace):
    """Issue 37 part 5: every counted text said for 1 holds no range up to 1 ("keys
    1–1") and, in English, no plural after the 1 ("1 money bags")."""
    families = {
        key.rsplit(".", 1)[0] for key in english_catalogs()[namespace] if key.endswith(".one")
    }
    assert families, namespace
    for family in sorted(families):
        for lang in ("en", "zh-TW", "ja"):
            one = template(f"{family}.one", lang).format_map(Others(n=1))
            assert not re.search(r"1\s*[–~〜-]\s*1", one), (family, lang, one)
        english = template(f"{family}.one", "en").format_map(Others(n=1))
        for first, second in re.findall(r"(?<![\d.,])1 ([a-z]+)(?: ([a-z]+))?", english):
            assert not plural(first), (family, english)
            assert first in STOP or not plural(second), (family, english)


class Others(dict):
    """A count's other values as a word: only the count itself is set."""

    def __missing__(self, key: str) -> str:
        return "x"


def test_how_many_play_is_counted():
    """Issue 37 part 5: a game for one number of players says it once ("2 players",
    "1 player"), never "2–2 players"; a range reads "2–5 players"."""
    import dataclasses

    spec = next(iter(GAMES.values())).spec
    ranged = dataclasses.replace(spec, min_players=2, max_players=5)
    assert ranged.player_range().render("en") == "2–5 players"
    assert ranged.player_range().render("ja") == "2〜5人"
    two = dataclasses.replace(spec, min_players=2, max_players=2)
    assert two.player_range().render("en") == "2 players"
    solo = dataclasses.replace(spec, min_players=1, max_players=1)
    assert solo.player_range().render("en") == "1 player"
    with pytest.raises(SetupError) as refused:
        solo.check_players(3)
    assert str(refused.value.message) == f"{spec.names['en']} is for 1 player, not 3."
