"""Food Paradise's help tables, built from ``data`` with the names in the game's
catalogs, so help and game cannot disagree: the track, the recipes, the price cards,
the numbers this edition chose and the market-demand cards, each in one language.
"""

from __future__ import annotations

from collections import Counter

from pygames.core.messages import Msg
from pygames.foodparadise.data import (
    CHAINS,
    CORNER_SPACES,
    DIE_SIDES,
    KINDS,
    MARKET_PRICE,
    PRICE_CARDS,
    RECIPE_REVENUE,
    RECIPES,
    RESEARCH_STEPS,
    START_CASH,
    START_REVENUE,
    TOKENS_PER_KIND,
    TRACK,
    TURN_LIMIT,
    WIN_CASH,
    WIN_RECIPES,
    steps_of,
)

_HEAD = {
    "en": ("Side", "Corner", "Space", "Chain", "Recipe", "Ingredients", "Price", "Steps", "Cards"),
    "zh-TW": ("邊", "角落格", "格", "集團", "食譜", "食材", "價格", "步數", "張數"),
    "ja": ("辺", "角", "マス", "チェーン", "レシピ", "食材", "価格", "歩数", "枚数"),
}
# The numbers table: its head, then one line per number, in every language.
_NUMBERS = {
    "en": (
        ("What", "Number"),
        (
            "Cash at the start, each player",
            "Revenue money under every corner at the start",
            "Revenue money added under your sign per recipe built",
            "A market sale, for all the tokens sold together",
            "Market research: spaces moved",
            "Ingredient tokens of each kind",
            "The die",
            "Recipes built to win",
            "Cash to win",
            "Turn limit: turns each player",
        ),
    ),
    "zh-TW": (
        ("項目", "數字"),
        (
            "每位玩家的起始現金",
            "遊戲開始時每個角落格下的營收金",
            "每建立1套食譜，招牌卡下增加的營收金",
            "賣給市場一次，不論數量共得",
            "市場調查：前進格數",
            "每種食材代表物的數量",
            "骰子",
            "獲勝所需的食譜數",
            "獲勝所需的現金",
            "回合上限：每人回合數",
        ),
    ),
    "ja": (
        ("項目", "数"),
        (
            "各プレイヤーの最初の現金",
            "最初にどの角の下にも置く売上金",
            "レシピを1つ完成させるごとに看板の下に足す売上金",
            "市場に売ったとき（個数にかかわらず合計）",
            "市場調査で進むマス数",
            "各食材のトークンの数",
            "ダイス",
            "勝利に必要なレシピの数",
            "勝利に必要な現金",
            "手番の上限：各プレイヤーの手番数",
        ),
    ),
}
_SPACE_WORD = {
    "en": {"demand": "Market demand", "research": "Market research", "corner": "Corner {n}"},
    "zh-TW": {"demand": "市場需求", "research": "市場調查", "corner": "角落格{n}"},
    "ja": {"demand": "市場の需要", "research": "市場調査", "corner": "角{n}"},
}


def _kind(kind: int, lang: str) -> str:
    return Msg(f"foodparadise.ingredient.{KINDS[kind]}").render(lang)


def _space_cell(number: int, lang: str) -> str:
    space = TRACK[number]
    words = _SPACE_WORD[lang]
    if space.kind == "corner":
        text = words["corner"].format(n=space.corner + 1)
    elif space.kind == "source":
        source = Msg(f"foodparadise.source.{KINDS[space.ingredient]}").render(lang)
        text = f"{source} ({_kind(space.ingredient, lang)})"
    else:
        text = words[space.kind]
    return f"{number} {text}"


def track_table(lang: str) -> str:
    """Nine rows: a corner, then its side's eight spaces; a column per side."""
    head = _HEAD[lang]
    rows = [
        "| " + " | ".join(f"{head[0]} {side + 1}" for side in range(4)) + " |",
        "|---|---|---|---|",
    ]
    for slot in range(9):
        cells = [_space_cell(CORNER_SPACES[side] + slot, lang) for side in range(4)]
        rows.append("| " + " | ".join(cells) + " |")
    return "\n".join(rows)


def recipe_table(lang: str) -> str:
    head = _HEAD[lang]
    rows = [f"| {head[3]} | {head[4]} | {head[5]} |", "|---|---|---|"]
    for recipe in RECIPES:
        chain = CHAINS[recipe.chain]
        name = Msg(f"foodparadise.recipe.{recipe.key}").render(lang)
        sign = Msg(f"foodparadise.chain.{chain.key}").render(lang)
        if lang != "zh-TW":
            name, sign = f"{name} ({recipe.name})", f"{sign} ({chain.name})"
        needs = ", ".join(_kind(k, lang) for k in recipe.ingredients)
        rows.append(f"| {sign} | {name} | {needs} |")
    return "\n".join(rows)


def price_table(lang: str) -> str:
    head = _HEAD[lang]
    counts = Counter(PRICE_CARDS)
    rows = [f"| {head[6]} | {head[7]} | {head[8]} |", "|---|---|---|"]
    rows += [f"| {price:,} | {steps_of(price)} | {counts[price]} |" for price in sorted(counts)]
    return "\n".join(rows)


def numbers_table(lang: str) -> str:
    """Every number this edition plays by, from ``data``."""
    (what, number), lines = _NUMBERS[lang]
    values = (
        f"{START_CASH:,}",
        f"{START_REVENUE:,}",
        f"{RECIPE_REVENUE:,}",
        f"{MARKET_PRICE:,}",
        str(RESEARCH_STEPS),
        str(TOKENS_PER_KIND),
        f"1–{DIE_SIDES}",
        str(WIN_RECIPES),
        f"{WIN_CASH:,}",
        str(TURN_LIMIT),
    )
    rows = [f"| {what} | {number} |", "|---|---|"]
    rows += [f"| {line} | {value} |" for line, value in zip(lines, values)]
    return "\n".join(rows)


def demand_list(lang: str) -> str:
    """The market-demand cards: one per ingredient."""
    sep = {"en": ", ", "zh-TW": "、", "ja": "、"}[lang]
    return sep.join(_kind(kind, lang) for kind in range(len(KINDS)))
