"""Cupcake Empire's texts: the rules help in three languages with the same outline and
every designed table, the seed's A–C slip stated, and the catalogs used by the rules."""

from __future__ import annotations

from pygames.core.messages import Msg
from pygames.cupcake import help as rules_help
from pygames.cupcake.data import DISC_KINDS, GOALS, TURN_LIMIT, city, supply
from pygames.cupcake.help_tables import NEWEST
from ui.rules_help import outline, render


def test_help_has_the_same_outline_in_every_language_with_the_designed_tables():
    texts = rules_help.HELP
    shape = outline(texts["en"])
    assert [kind for kind, *_ in shape].count("h2") >= 9
    for lang in ("zh-TW", "ja"):
        assert outline(texts[lang]) == shape, lang
    tables = [entry for entry in shape if entry[0] == "table"]
    # the city (6 districts), the columns (5), the supply (13 items), the goals (20),
    # then rules version 1's supply (its city is the same)
    assert city(1) == city(NEWEST)
    assert [rows for _, rows, _ in tables] == [7, 6, 14, 21, 14]
    for text in texts.values():
        assert "TABLE" not in text and str(TURN_LIMIT) in text
        for goal in GOALS:
            assert f"| {goal} |" in text
        assert "<table>" in render(text)
    assert rules_help.rules_text("fr") == texts["en"]


def test_help_tables_are_the_newest_rules_tables_of_data():
    """CE01, CE02, CE10: every number of the city and of the supply by player count, as
    the game's newest rules play them, is in the help in all three languages (and
    rules version 1's supply, which its records keep)."""
    for lang, text in rules_help.HELP.items():
        for n, d in enumerate(city(NEWEST), 1):
            houses = ", ".join(f"{dist} → {number}" for dist, number in d.houses)
            assert f"| {n} |" in text and houses in text
        for version in (NEWEST, 1):
            stock = [supply(version, n) for n in (2, 3, 4)]
            for key in ("single_base", "mixed_base", "single_frosting", "mixed_frosting"):
                assert " | ".join(str(getattr(s, key)) for s in stock) + " |" in text
            for kind, name in enumerate(DISC_KINDS):
                disc = Msg(f"cupcake.disc.{name}").render(lang)
                counts = " | ".join(str(s.discs[kind]) for s in stock)
                assert f"{disc}s | {counts} |" in text or f"{disc} | {counts} |" in text, lang
            assert " | ".join(str(s.ideas) for s in stock) + " |" in text


def test_help_states_ce17s_reading_in_every_language():
    """CE17: the dice used are those standing in the column when it is activated."""
    words = {
        "en": "at the moment you activate it",
        "zh-TW": "啟動行動欄那一刻",
        "ja": "起動した瞬間",
    }
    for lang, text in rules_help.HELP.items():
        flat = " ".join(text.split()) if lang == "en" else "".join(text.split())
        assert "CE17" in text and words[lang] in flat, lang


def test_help_states_the_seeds_slip_of_piles_a_to_c():
    assert "slip" in rules_help.HELP["en"] and "A, B, C and D" in rules_help.HELP["en"]
    assert "筆誤" in rules_help.HELP["zh-TW"]
    assert "誤記" in rules_help.HELP["ja"]


def test_component_names_read_in_every_language():
    for key in ("cupcake.base.mixed", "cupcake.disc.income", "cupcake.part.hire_4"):
        english = Msg(key).render("en")
        assert Msg(key).render("zh-TW") != english != Msg(key).render("ja")
    mixed = Msg(
        "cupcake.frosting.mixed", a=Msg("cupcake.flavour.lemon"), b=Msg("cupcake.flavour.mint")
    )
    assert mixed.render("en") == "mixed lemon and mint frosting"
    assert "檸檬" in mixed.render("zh-TW") and "ミント" in mixed.render("ja")
