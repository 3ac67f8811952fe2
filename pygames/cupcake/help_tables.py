"""The tables of Cupcake Empire's rules help, built from ``data`` in each language: the
city, the player board's columns, the supply by player count and the 20 goals. The city
and the supply are those of a rules version (the newest unless told)."""

from __future__ import annotations

from pygames.core.messages import Msg
from pygames.cupcake.data import (
    COLOURS,
    COLUMNS,
    DISC_KINDS,
    GOALS,
    LEVEL_PARTS,
    city,
    supply,
)
from pygames.cupcake.manifest import SPEC

NEWEST = SPEC.rules_version

_WORDS = {
    "en": {
        "district": "District",
        "colour": "Colour",
        "houses": "Houses: distance → number",
        "shops": "Shop spaces (players)",
        "bakeries": "Bakery spaces",
        "grey": "grey",
        "yellow": "yellow",
        "beige": "beige",
        "none": "none",
        "any": "any",
        "column": "Column",
        "experts": "Experts",
        "dice": "Dice for levels",
        "discs": "Disc spaces (level)",
        "level": "Level {n}",
        "players": "Players",
        "item": "Supply",
        "goal": "Goal",
        "needs": "Needs",
        "supply": (
            "Single bases (each flavour)",
            "Mixed bases",
            "Single frostings (each flavour)",
            "Mixed frostings (each of 6 pairs)",
            "Dice (each of purple, yellow, orange, green)",
            "Pink dice",
            "Idea discs",
        ),
        "disc": "Extra-action discs: {disc}s",
        "first": (
            "A game begun before this edition tuned its tables (rules version 1) is played "
            "and replayed by its first tables, and re-rolls the dice standing in the "
            "activated column when the action ends (a die moved away after activating is "
            "not rolled, a die moved in is)."
        ),
        "first_city_same": "Its city is the one above; its supply:",
        "first_city": "Its city:",
        "first_supply": "Its supply:",
    },
    "zh-TW": {
        "district": "區域",
        "colour": "顏色",
        "houses": "房屋：距離 → 數字",
        "shops": "蛋糕店空位（人數）",
        "bakeries": "烘焙坊空位",
        "grey": "灰色",
        "yellow": "黃色",
        "beige": "米色",
        "none": "無",
        "any": "任何人數",
        "column": "行動欄",
        "experts": "專家",
        "dice": "各等級所需骰子",
        "discs": "圓片空位（等級）",
        "level": "等級{n}",
        "players": "人數",
        "item": "供應區",
        "goal": "目標",
        "needs": "條件",
        "supply": (
            "單種蛋糕底層（每種口味）",
            "混合蛋糕底層",
            "單種糖霜層（每種口味）",
            "混合糖霜層（6種組合各）",
            "骰子（紫、黃、橘、綠各）",
            "粉紅骰",
            "創意圓片",
        ),
        "disc": "額外行動圓片：{disc}",
        "first": (
            "本版調整各表之前開始的遊戲（規則版本1）依最初的表進行與重播，並在行動結束時重擲"
            "站在已啟動行動欄中的骰子（啟動後被移走的骰子不重擲，移入的骰子要重擲）。"
        ),
        "first_city_same": "它的城市與上表相同；它的供應區：",
        "first_city": "它的城市：",
        "first_supply": "它的供應區：",
    },
    "ja": {
        "district": "地区",
        "colour": "色",
        "houses": "家：距離 → 数字",
        "shops": "店舗スペース（人数）",
        "bakeries": "ベーカリースペース",
        "grey": "灰色",
        "yellow": "黄色",
        "beige": "ベージュ",
        "none": "なし",
        "any": "何人でも",
        "column": "列",
        "experts": "エキスパート",
        "dice": "レベルに要るダイス",
        "discs": "ディスクスペース（レベル）",
        "level": "レベル{n}",
        "players": "人数",
        "item": "ストック",
        "goal": "目標",
        "needs": "条件",
        "supply": (
            "単品の生地（各味）",
            "ミックスの生地",
            "単品のフロスティング（各味）",
            "ミックスのフロスティング（6組の各）",
            "ダイス（紫・黄・オレンジ・緑の各）",
            "ピンクのダイス",
            "アイデアディスク",
        ),
        "disc": "追加アクションディスク：{disc}",
        "first": (
            "この版が表を調整する前に始めたゲーム（ルール版1）は最初の表で遊び、再生され、"
            "アクションの終わりに起動した列にあるダイスを振り直します（起動の後に動かし出した"
            "ダイスは振らず、動かし入れたダイスは振ります）。"
        ),
        "first_city_same": "町は上の表と同じです。ストック：",
        "first_city": "町：",
        "first_supply": "ストック：",
    },
}

_GOALS = {
    "en": (
        "a menu with at least 4 single frostings",
        "a menu with at least 4 single bases",
        "a menu with at least 2 single and 2 mixed frostings",
        "a menu with at least 2 single and 2 mixed bases",
        "a menu with at least 2 mixed frostings and 2 mixed bases",
        "at least 5 customers",
        "at least 2 customers in light brown and 2 in dark brown pants",
        "customers in all 4 shirt colours",
        "at least 2 customers of sale value 1 and 2 of value 2",
        "at least 2 customers of sale value 1 and 2 of value 3",
        "at least 5 shops in the city",
        "shops in at least 4 different districts",
        "at least 2 shops in yellow and 2 in beige districts",
        "at least 2 bakeries and 2 shops in yellow districts",
        "at least 2 bakeries and 2 shops in beige districts",
        "at least 3 extra-action discs in one column",
        "at least 5 extra-action discs",
        "at least 5 different extra-action discs",
        "at least 2 extra-action discs in each of two columns",
        "at least 2 pairs of identical extra-action discs",
    ),
    "zh-TW": (
        "使用至少4個單種糖霜層創建菜單",
        "使用至少4個單種蛋糕底層創建菜單",
        "使用至少2個單種和2個混合糖霜層創建菜單",
        "使用至少2個單種和2個混合蛋糕底層創建菜單",
        "使用至少2個混合糖霜層和2個混合蛋糕底層創建菜單",
        "獲得至少5個顧客",
        "獲得至少2位淺棕色及2位深棕色長褲的顧客",
        "獲得4種顏色上衣的顧客",
        "獲得至少2個銷售價值1及2個銷售價值2的顧客",
        "獲得至少2個銷售價值1及2個銷售價值3的顧客",
        "在城市拓展至少5間蛋糕店",
        "在至少4個不同的區域拓展蛋糕店",
        "在黃色區域和米色區域至少各拓展2間蛋糕店",
        "在黃色區域至少有2間烘焙坊和2間蛋糕店",
        "在米色區域至少有2間烘焙坊和2間蛋糕店",
        "在同一行動欄至少放置3枚額外行動圓片",
        "至少放置5枚額外行動圓片",
        "至少放置5枚不同的額外行動圓片",
        "在兩個行動欄至少各放置2枚額外行動圓片",
        "放置至少2對相同的額外行動圓片",
    ),
    "ja": (
        "単品のフロスティング4つ以上でメニューを作る",
        "単品の生地4つ以上でメニューを作る",
        "単品2つとミックス2つ以上のフロスティングでメニューを作る",
        "単品2つとミックス2つ以上の生地でメニューを作る",
        "ミックスのフロスティング2つとミックスの生地2つ以上でメニューを作る",
        "お客5人以上",
        "薄茶のズボンのお客2人と焦げ茶のズボンのお客2人以上",
        "シャツの4色すべてのお客",
        "販売価値1のお客2人と価値2のお客2人以上",
        "販売価値1のお客2人と価値3のお客2人以上",
        "町に店舗5軒以上",
        "4つ以上の異なる地区に店舗",
        "黄色の地区とベージュの地区にそれぞれ店舗2軒以上",
        "黄色の地区にベーカリー2軒と店舗2軒以上",
        "ベージュの地区にベーカリー2軒と店舗2軒以上",
        "1つの列に追加アクションディスク3枚以上",
        "追加アクションディスク5枚以上",
        "異なる追加アクションディスク5枚以上",
        "2つの列にそれぞれ追加アクションディスク2枚以上",
        "同じ追加アクションディスクの組2組以上",
    ),
}


def _part(part: str, lang: str) -> str:
    return Msg(f"cupcake.part.{part}").render(lang)


def district_table(lang: str, rules_version: int = NEWEST) -> str:
    w = _WORDS[lang]
    rows = [
        f"| {w['district']} | {w['colour']} | {w['houses']} | {w['shops']} | {w['bakeries']} |",
        "|---|---|---|---|---|",
    ]
    for d in city(rules_version):
        houses = ", ".join(f"{dist} → {number}" for dist, number in d.houses)
        if d.shop_spaces:
            shops = ", ".join(w["any"] if n == 2 else f"{n}+" for n in d.shop_spaces)
        else:
            shops = w["none"]
        bakeries = str(d.bakery_spaces)
        rows.append(f"| {d.number} | {w[d.colour]} | {houses} | {shops} | {bakeries} |")
    return "\n".join(rows)


def column_table(lang: str) -> str:
    w = _WORDS[lang]
    levels = [w["level"].format(n=n) for n in range(1, 5)]
    rows = [
        f"| {w['column']} | {w['experts']} | {w['dice']} | {w['discs']} | "
        + " | ".join(levels)
        + " |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for c, column in enumerate(COLUMNS):
        name = Msg(f"cupcake.column.{column.key}", number=column.number).render(lang)
        experts = Msg(f"cupcake.colour.{COLOURS[column.colour]}").render(lang)
        dice = ", ".join(str(n) for n in column.thresholds)
        discs = ", ".join(str(n) for n in column.disc_levels)
        cells = [" + ".join(_part(p, lang) for p in parts) for parts in LEVEL_PARTS[c]]
        cells += ["—"] * (4 - len(cells))
        rows.append(f"| {name} | {experts} | {dice} | {discs} | " + " | ".join(cells) + " |")
    return "\n".join(rows)


def supply_table(lang: str, rules_version: int = NEWEST) -> str:
    w = _WORDS[lang]
    rows = [f"| {w['item']} | 2 | 3 | 4 |", "|---|---|---|---|"]
    fields = ("single_base", "mixed_base", "single_frosting", "mixed_frosting", "dice", "pink")
    stock = [supply(rules_version, n) for n in (2, 3, 4)]
    for label, key in zip(w["supply"], fields):
        rows.append(f"| {label} | " + " | ".join(str(getattr(s, key)) for s in stock) + " |")
    for kind, name in enumerate(DISC_KINDS):
        label = w["disc"].format(disc=Msg(f"cupcake.disc.{name}").render(lang))
        rows.append(f"| {label} | " + " | ".join(str(s.discs[kind]) for s in stock) + " |")
    rows.append(f"| {w['supply'][-1]} | " + " | ".join(str(s.ideas) for s in stock) + " |")
    return "\n".join(rows)


def first_tables(lang: str) -> str:
    """What a game of rules version 1 plays by, where it differs: its re-roll (CE17)
    and its tables."""
    w = _WORDS[lang]
    parts = [w["first"]]
    if city(1) == city(NEWEST):
        parts.append(w["first_city_same"])
    else:
        parts += [w["first_city"], district_table(lang, 1), w["first_supply"]]
    parts.append(supply_table(lang, 1))
    return "\n\n".join(parts)


def goal_table(lang: str) -> str:
    w = _WORDS[lang]
    rows = [f"| {w['goal']} | {w['needs']} |", "|---|---|"]
    rows += [f"| {goal} | {text} |" for goal, text in zip(GOALS, _GOALS[lang])]
    return "\n".join(rows)
