"""The tables of Food Tycoon's rules help (recipes, events, dice) in each language,
built from ``data`` and the catalogs' names so they always say what the rules do."""

from __future__ import annotations

from pygames.foodtycoon.data import (
    COLOURS,
    EVENTS,
    INGREDIENTS,
    RECIPES,
    effect_msg,
    event_msg,
    ingredient_msg,
    recipe_msg,
)

COLOUR_NAMES = {
    "en": dict(zip(COLOURS, ("white", "red", "green", "yellow", "blue"))),
    "zh-TW": dict(zip(COLOURS, ("白", "紅", "綠", "黃", "藍"))),
    "ja": dict(zip(COLOURS, ("白", "赤", "緑", "黄", "青"))),
}
HEADERS = {
    "en": ("colour", "recipe", "ingredients", "money bags", "fame"),
    "zh-TW": ("顏色", "食譜", "食材", "錢袋", "分數"),
    "ja": ("色", "レシピ", "食材", "お金袋", "名声"),
}
EVENT_HEADERS = {"en": ("event", "effect"), "zh-TW": ("事件", "效果"), "ja": ("イベント", "効果")}


def _ingredient(kind: int, lang: str) -> str:
    return ingredient_msg(kind).render(lang)


def _needs(needs, lang: str) -> str:
    parts = [_ingredient(k, lang) + (f" ×{n}" if n > 1 else "") for k, n in enumerate(needs) if n]
    return ("、" if lang != "en" else ", ").join(parts)


def _card_name(name, printed: str, lang: str) -> str:
    """A card's name; in English with the name printed on it."""
    return f"{name.render(lang)} ({printed})" if lang == "en" else name.render(lang)


def recipe_table(lang: str) -> str:
    rows = ["| " + " | ".join(HEADERS[lang]) + " |", "|---|---|---|---|---|"]
    for index, recipe in enumerate(RECIPES):
        rows.append(
            f"| {COLOUR_NAMES[lang][COLOURS[recipe.colour]]} | "
            f"{_card_name(recipe_msg(index), recipe.zh, lang)} | "
            f"{_needs(recipe.needs, lang)} | {recipe.bags} | {recipe.fame} |"
        )
    return "\n".join(rows)


def event_table(lang: str) -> str:
    rows = ["| " + " | ".join(EVENT_HEADERS[lang]) + " |", "|---|---|"]
    for event in EVENTS:
        name = _card_name(event_msg(event.key), event.zh, lang)
        rows.append(f"| {name} | {effect_msg(event.key).render(lang)} |")
    return "\n".join(rows)


def dice_table(lang: str) -> str:
    kinds = [_ingredient(k, lang) for k in range(len(INGREDIENTS))]
    if lang == "en":
        rows = ["| dice | the lot gets |", "|---|---|"]
        rows += [f"| each {face} | 1 {name} |" for face, name in enumerate(kinds, 1)]
        rows += [
            "| one 6 | 1 event (face down) |",
            "| two 6s | 1 event + 1 recipe (face up) |",
            "| three 6s | 1 event + 1 recipe + 2 ingredients of the host's choice |",
            "| four 6s | 1 event + 1 recipe + 5 ingredients of the host's choice |",
        ]
    elif lang == "zh-TW":
        rows = ["| 骰子 | 拍賣物內容 |", "|---|---|"]
        rows += [f"| 每個{face}點 | 1張{name} |" for face, name in enumerate(kinds, 1)]
        rows += [
            "| 1個6點 | 1張事件卡（正面朝下） |",
            "| 2個6點 | 1張事件卡＋1張食譜卡（正面朝上） |",
            "| 3個6點 | 1張事件卡＋1張食譜卡＋主持人任選2張食材卡 |",
            "| 4個6點 | 1張事件卡＋1張食譜卡＋主持人任選5張食材卡 |",
        ]
    else:
        rows = ["| ダイス | ロットに加わるもの |", "|---|---|"]
        rows += [f"| {face}の目1つごとに | {name}1枚 |" for face, name in enumerate(kinds, 1)]
        rows += [
            "| 6が1つ | イベント1枚（裏向き） |",
            "| 6が2つ | イベント1枚＋レシピ1枚（表向き） |",
            "| 6が3つ | イベント1枚＋レシピ1枚＋ホストが選ぶ食材2枚 |",
            "| 6が4つ | イベント1枚＋レシピ1枚＋ホストが選ぶ食材5枚 |",
        ]
    return "\n".join(rows)
