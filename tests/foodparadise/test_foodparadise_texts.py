"""Food Paradise's texts: the three catalogs say the same things, every key the code
names (or builds from the data tables) is in them, and the rules help has the same
outline in every language with the tables built from the data."""

from __future__ import annotations

import ast
from pathlib import Path

from pygames.core.messages import placeholders
from pygames.foodparadise import help as rules_help
from pygames.foodparadise import help_tables
from pygames.foodparadise.data import CHAINS, INGREDIENTS, KINDS, RECIPES, TURN_LIMIT
from pygames.foodparadise.lang import en, ja, zh_tw
from ui.rules_help import outline

PACKAGE = Path(rules_help.__file__).parent
CALLS = {"IllegalAction", "Msg", "Event", "Phase"}


def test_three_catalogs_with_the_same_keys_and_placeholders():
    for other in (zh_tw.TEXTS, ja.TEXTS):
        assert set(other) == set(en.TEXTS)
        for key, text in other.items():
            assert text and placeholders(text) == placeholders(en.TEXTS[key]), key
    assert all(key.startswith("foodparadise.") for key in en.TEXTS)


def keys_named_in_code():
    for path in PACKAGE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call):
                func = node.func
                name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")
                args = list(node.args[:1]) + [
                    k.value for k in node.keywords if k.arg in ("prompt", "waiting")
                ]
                for arg in args:
                    if (
                        name in CALLS
                        and isinstance(arg, ast.Constant)
                        and isinstance(arg.value, str)
                    ):
                        if arg.value.startswith("foodparadise."):
                            yield arg.value


def test_every_key_the_code_names_or_builds_is_in_the_catalogs():
    named = set(keys_named_in_code())
    assert "foodparadise.log.rolled" in named
    built = {f"foodparadise.ingredient.{k}" for k in KINDS}
    built |= {f"foodparadise.source.{k}" for k in KINDS}
    built |= {f"foodparadise.recipe.{r.key}" for r in RECIPES}
    built |= {f"foodparadise.chain.{c.key}" for c in CHAINS}
    built |= {f"foodparadise.space.{kind}" for kind in ("source", "corner", "demand", "research")}
    built |= {
        f"foodparadise.{w}.{p}"
        for w in ("prompt", "now")
        for p in ("corner", "move", "offer", "research")
    }
    built |= {f"foodparadise.score.won_{end}" for end in ("recipes", "cash", "limit")}
    missing = sorted((named | built) - set(en.TEXTS))
    assert not missing, missing
    assert en.TEXTS["foodparadise.ingredient.grain"] == "grain"
    assert [zh_tw.TEXTS[f"foodparadise.source.{k}"] for k, _, _ in INGREDIENTS] == [
        s for _, _, s in INGREDIENTS
    ]
    assert [zh_tw.TEXTS[f"foodparadise.recipe.{r.key}"] for r in RECIPES] == [
        r.name for r in RECIPES
    ]


def test_help_has_the_same_outline_in_every_language_with_the_data_tables():
    texts = rules_help.HELP
    assert set(texts) == {"en", "zh-TW", "ja"}
    shapes = [outline(texts[lang]) for lang in texts]
    assert shapes[0] == shapes[1] == shapes[2]
    for lang, text in texts.items():
        assert "TABLE" not in text and "TURN_LIMIT" not in text and str(TURN_LIMIT) in text
        for recipe in RECIPES:
            assert recipe.name in text, (lang, recipe.name)
        for chain in CHAINS:
            assert chain.name in text or lang == "ja"
        assert "| 900 | 9 | 2 |" in text and "| 200 | 2 | 3 |" in text
    assert "32 Market research" in texts["en"] and "0 Corner 1" in texts["en"]
    assert rules_help.rules_text("fr") == texts["en"]


def test_help_states_fp11_the_turn_limit_winner_and_every_designed_table():
    """FP11 as the buyer's choice, who wins at the turn limit, and every table this
    edition designed (track, recipes, price cards, market-demand cards, the numbers)
    in all three languages, from the data."""
    from pygames.core.messages import Msg
    from pygames.foodparadise.data import MARKET_PRICE, START_CASH, WIN_CASH

    texts = rules_help.HELP
    choice = {"en": "**the buyer chooses**", "zh-TW": "**由購買者選擇**", "ja": "**選びます**"}
    limit = {
        "en": "**built the most recipes\nwins**",
        "zh-TW": "**建立最多食譜的玩家獲勝**",
        "ja": "**完成したレシピが最も多い人が勝ち**",
    }
    for lang, text in texts.items():
        assert choice[lang] in text and limit[lang] in text, lang
        assert help_tables.numbers_table(lang) in text and help_tables.demand_list(lang) in text
        for kind in KINDS:
            assert Msg(f"foodparadise.ingredient.{kind}").render(lang) in (
                help_tables.demand_list(lang)
            )
        for value in (START_CASH, MARKET_PRICE, WIN_CASH):
            assert f"| {value:,} |" in text
        assert f"| {TURN_LIMIT} |" in text
        assert help_tables.track_table(lang) in text and help_tables.recipe_table(lang) in text
        assert help_tables.price_table(lang) in text
