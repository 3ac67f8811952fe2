"""Cupcake Empire's texts: the rules help in three languages with the same outline and
every designed table, the seed's A–C slip stated, and the catalogs used by the rules."""

from __future__ import annotations

from pygames.core.messages import Msg
from pygames.cupcake import help as rules_help
from pygames.cupcake.data import DISTRICTS, GOALS, SUPPLY, TURN_LIMIT
from ui.rules_help import outline, render


def test_help_has_the_same_outline_in_every_language_with_the_designed_tables():
    texts = rules_help.HELP
    shape = outline(texts["en"])
    assert [kind for kind, *_ in shape].count("h2") >= 9
    for lang in ("zh-TW", "ja"):
        assert outline(texts[lang]) == shape, lang
    tables = [entry for entry in shape if entry[0] == "table"]
    # the city (6 districts), the columns (5), the supply (8 items), the goals (20)
    assert [rows for _, rows, _ in tables] == [7, 6, 9, 21]
    for lang, text in texts.items():
        assert "TABLE" not in text and str(TURN_LIMIT) in text
        for goal in GOALS:
            assert f"| {goal} |" in text
        for n, d in enumerate(DISTRICTS, 1):
            houses = ", ".join(f"{dist} → {number}" for dist, number in d.houses)
            assert f"| {n} |" in text and houses in text
        ideas = " | ".join(str(SUPPLY[n].ideas) for n in (2, 3, 4))
        assert f"| {ideas} |" in text, lang
        assert "<table>" in render(text)
    assert rules_help.rules_text("fr") == texts["en"]


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
