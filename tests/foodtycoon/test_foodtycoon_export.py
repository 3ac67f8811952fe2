"""``python -m pygames export`` for Food Tycoon (format: pygames/foodtycoon/export.py);
and the rules help in three languages."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
from test_foodtycoon_helpers import GAME

from pygames.__main__ import play_out
from pygames.core.record import Seat, replay
from pygames.foodtycoon.checks import expected_fame
from pygames.foodtycoon.data import EVENTS, RECIPES, event_msg, recipe_msg
from pygames.foodtycoon.export import export_position
from pygames.foodtycoon.help import RULES, rules_text

ROOT = Path(__file__).resolve().parents[2]


def game_record(players, seed, rules="basic", names=None):
    names = names or [f"Player {i + 1}" for i in range(players)]
    seats = [Seat(name, "bot:greedy" if i % 2 else "bot:random") for i, name in enumerate(names)]
    return play_out("foodtycoon", seats, seed, {"rules": rules})


@pytest.mark.parametrize("players,rules", [(3, "basic"), (6, "advanced")])
def test_export_of_a_finished_game(players, rules):
    record = game_record(players, seed=players, rules=rules)
    _, state = replay(record)
    exported = export_position(record, state)
    assert list(exported) == ["game", "options", "moves", "finished", "round", "players", "ranking"]
    assert exported["game"] == "foodtycoon" and exported["options"] == {"rules": rules}
    assert exported["finished"] is True and exported["moves"] == len(record.actions)
    assert exported["round"] == state.round
    names = [seat.name for seat in record.seats]
    assert list(exported["players"]) == names
    for seat, name in enumerate(names):
        entry = exported["players"][name]
        assert list(entry) == ["money", "ingredients", "hand_recipes", "dishes", "fame"]
        assert entry["money"] == state.money[seat]
        assert entry["ingredients"] == dict(
            zip(("grain", "meat", "vegetable", "fish", "egg"), state.ingredients[seat])
        )
        assert entry["hand_recipes"] == len(state.hands[seat])
        assert entry["dishes"] == [RECIPES[d].zh for d in state.dishes[seat]]
        assert entry["fame"] == expected_fame(state.dishes[seat], rules == "advanced")
    result = GAME.result(state)
    ranking = exported["ranking"]
    assert [r["place"] for r in ranking] == sorted(result.places) == list(range(1, players + 1))
    assert {r["player"]: (r["place"], r["fame"]) for r in ranking} == {
        names[s]: (result.places[s], result.scores[s]) for s in range(players)
    }
    assert json.loads(json.dumps(exported, ensure_ascii=False)) == exported


def test_export_in_progress_has_no_ranking_and_hides_recipe_names():
    record = game_record(4, seed=2)
    record.actions = record.actions[:40]
    _, state = replay(record)
    exported = export_position(record, state)
    assert exported["finished"] is False and exported["ranking"] is None
    text = json.dumps(exported, ensure_ascii=False)
    held = {RECIPES[c].zh for hand in state.hands for c in hand} - {
        RECIPES[d].zh for dishes in state.dishes for d in dishes
    }
    assert not any(f'"{name}"' in text for name in held), "recipe hands stay secret"


def test_export_names_every_seat_apart():
    record = game_record(3, seed=5, names=["Ann", "Ann", "Bo"])
    _, state = replay(record)
    assert list(export_position(record, state)["players"]) == ["Ann", "Ann (seat 2)", "Bo"]


def test_export_command(tmp_path):
    record = game_record(5, seed=6, rules="advanced")
    path = tmp_path / "game.json"
    path.write_text(record.dumps(), encoding="utf-8")
    shown = subprocess.run(
        [sys.executable, "-m", "pygames", "export", str(path)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert shown.returncode == 0, shown.stderr
    _, state = replay(record)
    assert json.loads(shown.stdout) == export_position(record, state)


# -- the rules help ---------------------------------------------------------------------------


def test_help_has_the_same_outline_in_three_languages():
    from ui import rules_help

    assert set(RULES) == {"en", "zh-TW", "ja"} and rules_text("fr") == RULES["en"]
    shape = rules_help.outline(RULES["en"])
    for lang in ("zh-TW", "ja"):
        assert rules_help.outline(RULES[lang]) == shape, lang
    assert "DICE_TABLE" not in "".join(RULES.values())


def test_help_lists_every_recipe_event_and_choice():
    for recipe in RECIPES:
        name = recipe_msg(RECIPES.index(recipe))
        assert f"| {name} ({recipe.zh}) |" in RULES["en"]
        assert f"| {recipe.zh} |" in RULES["zh-TW"] and f"| {name.render('ja')} |" in RULES["ja"]
    for event in EVENTS:
        assert (
            f"| {event_msg(event.key)} ({event.zh}) |" in RULES["en"]
            and f"| {event.zh} |" in RULES["zh-TW"]
        )
    for lang, heading in (
        ("en", "## This edition's choices"),
        ("zh-TW", "## 本版本的選擇"),
        ("ja", "## この版の選択"),
    ):
        assert heading in RULES[lang]
    for term in ("主持人", "開店賺錢", "思考菜色", "錢袋", "均富", "天災"):
        assert term in RULES["zh-TW"]


def choices_section(lang: str) -> str:
    heading = {
        "en": "## This edition's choices",
        "zh-TW": "## 本版本的選擇",
        "ja": "## この版の選択",
    }[lang]
    return RULES[lang].split(heading, 1)[1]


# Per language: what the help must say (each checked as written, lines joined):
# FT20/FT23 the end comes after the round that reached 10 (18); FT13 bidding starts left
# of the host; the empty lot; FT24 as this edition reads it; recipes bought face up stay
# known.
SAYS = {
    "en": {
        "intro": [
            "ends after the round in which someone reaches 10 fame (18 with the advanced rules)"
        ],
        "round": ["except the bidding, which starts with the player left of the host"],
        "choices": [
            "A lot with nothing in it",
            "is not auctioned",
            "4 green dishes give +4 (not +3)",
            "3 dishes of the same colour",
            "which recipes you bought face up in a lot, until you cook them",
        ],
        "not": "The first to 10 fame ends the game",
    },
    "zh-TW": {
        "intro": ["當有玩家獲得10分（進階規則為18分）時，該回合結束後遊戲即告結束"],
        "round": ["除了競標從主持人左手邊的玩家開始以外"],
        "choices": [
            "沒有任何內容的拍賣物",
            "不進行競標",
            "若完成同種顏色的3道料理，每道料理可額外獲得1分",
            "4道綠色料理得+4分（而非+3分）",
            "以及你從拍賣物得標的正面朝上食譜卡（直到你研發該料理為止）",
        ],
        "not": "率先獲得10分的玩家使遊戲結束",
    },
    "ja": {
        "intro": [
            "誰かの名声が10（上級ルールでは18）に達したラウンドの終わりに、ゲームは終わります"
        ],
        "round": ["ただし競りだけはホストの左のプレイヤーから始まります"],
        "choices": [
            "何も入っていないロット",
            "競りにかけません",
            "緑の料理4つなら+4（+3ではありません）",
            "ロットで落札した表向きのレシピ（その料理を作るまで）",
        ],
        "not": "最初に名声10に達した人がゲームを終わらせます",
    },
}


def joined(text: str, lang: str) -> str:
    """Markdown lines joined back into sentences (English with a space, CJK without)."""
    return re.sub(r"\n *", " " if lang == "en" else "", text)


@pytest.mark.parametrize("lang", sorted(SAYS))
def test_help_states_the_end_the_bidding_order_and_this_editions_choices(lang):
    intro = joined(RULES[lang].split("\n## ", 1)[0], lang)
    for phrase in SAYS[lang]["intro"]:
        assert phrase in intro, phrase
    for phrase in SAYS[lang]["round"]:
        assert phrase in joined(RULES[lang], lang), phrase
    for phrase in SAYS[lang]["choices"]:
        assert phrase in joined(choices_section(lang), lang), phrase
    assert SAYS[lang]["not"] not in joined(RULES[lang], lang), (
        "the first to 10 does not end the game at once"
    )
