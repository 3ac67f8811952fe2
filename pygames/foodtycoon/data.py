"""Food Tycoon's fixed tables: ingredients, the 22 recipes, the 15 events, the dice.

Everything the rules count on is here, in one place, so a table can change without
touching the rules. The recipes, dice and lot counts are the publisher's (FACTS.md);
the events beyond the four known ones, and what happens when a pile runs out, are this
edition's design (see help.py, "This edition's choices").
"""

from __future__ import annotations

from typing import NamedTuple

# -- ingredients -----------------------------------------------------------------------

# Index order is used everywhere (counts are lists of 5 in this order); the letters are
# the recipe table's, the colours the card backs' (穀 yellow, 肉 red, 菜 green, 魚 blue,
# 蛋 white).
INGREDIENTS = ("grain", "meat", "vegetable", "fish", "egg")
LETTERS = "GMVFE"
GRAIN, MEAT, VEGETABLE, FISH, EGG = range(5)
INGREDIENT_NAMES = {
    "grain": {"en": "grain", "zh-TW": "穀", "ja": "穀物"},
    "meat": {"en": "meat", "zh-TW": "肉", "ja": "肉"},
    "vegetable": {"en": "vegetable", "zh-TW": "菜", "ja": "野菜"},
    "fish": {"en": "fish", "zh-TW": "魚", "ja": "魚"},
    "egg": {"en": "egg", "zh-TW": "蛋", "ja": "卵"},
}
CARDS_PER_INGREDIENT = 18  # 90 ingredient cards
INGREDIENT_CARD_COLOURS = ("yellow", "red", "green", "blue", "white")


def counts_of(letters: str) -> tuple[int, ...]:
    """ "EEG" -> (1, 0, 0, 0, 2): how many of each ingredient, in INGREDIENTS order."""
    return tuple(letters.count(letter) for letter in LETTERS)


# -- recipes -----------------------------------------------------------------------------

COLOURS = ("white", "red", "green", "yellow", "blue")  # the recipe cards' colours


class Recipe(NamedTuple):
    key: str  # the action texts' name ("cook egg-tart")
    zh: str  # the card's name (FACTS.md); the export uses it
    en: str
    ja: str
    colour: int  # index into COLOURS
    needs: tuple[int, ...]  # ingredient counts, INGREDIENTS order
    bags: int  # money bags: income when opening shop (FT06)
    fame: int  # points


def _recipe(key, zh, en, ja, colour, letters, bags, fame) -> Recipe:
    return Recipe(key, zh, en, ja, COLOURS.index(colour), counts_of(letters), bags, fame)


RECIPES = (
    _recipe("egg-tart", "蛋塔", "Egg tart", "エッグタルト", "white", "EEG", 2, 2),
    _recipe("egg-fried-rice", "蛋炒飯", "Egg fried rice", "卵チャーハン", "white", "EG", 1, 2),
    _recipe(
        "scallion-omelette", "蔥花蛋", "Scallion omelette", "ねぎ入り卵焼き", "white", "EV", 2, 3
    ),
    _recipe("cake", "蛋糕", "Cake", "ケーキ", "white", "EEEEG", 3, 4),
    _recipe(
        "pepper-pork", "青椒炒肉絲", "Pepper pork stir-fry", "チンジャオロース", "red", "MMV", 3, 1
    ),
    _recipe("twice-cooked-pork", "回鍋肉", "Twice-cooked pork", "ホイコーロー", "red", "MVE", 2, 2),
    _recipe("blood-cake", "豬血糕", "Pig's blood cake", "豚血もち", "red", "MG", 1, 2),
    _recipe("steak-dinner", "頂級排餐", "Prime steak dinner", "極上ステーキ", "red", "MMMME", 4, 3),
    _recipe("cabbage-rolls", "高麗菜捲", "Cabbage rolls", "ロールキャベツ", "green", "VVM", 3, 1),
    _recipe("salad", "沙拉", "Salad", "サラダ", "green", "VVV", 2, 2),
    _recipe(
        "sunshine-salad", "陽光沙拉", "Sunshine salad", "サンシャインサラダ", "green", "VVVE", 2, 3
    ),
    _recipe("tomato-fish", "番茄魚片", "Tomato fish fillet", "トマトと白身魚", "green", "FV", 0, 3),
    _recipe("sushi", "握壽司", "Nigiri sushi", "握り寿司", "yellow", "FFGG", 3, 2),
    _recipe("ramen", "拉麵", "Ramen", "ラーメン", "yellow", "GGME", 3, 2),
    _recipe("congee", "廣東粥", "Cantonese congee", "広東粥", "yellow", "GEM", 1, 3),
    _recipe("hot-pot", "銅燒火鍋", "Copper hot pot", "銅鍋の火鍋", "yellow", "EMFVG", 3, 3),
    _recipe("rice-crust", "炒鍋巴", "Fried rice crust", "おこげ炒め", "yellow", "GGGM", 0, 5),
    _recipe(
        "curry-fish-balls",
        "咖哩魚蛋",
        "Curry fish balls",
        "カレーフィッシュボール",
        "blue",
        "FE",
        2,
        1,
    ),
    _recipe("eel-rice", "鰻魚飯", "Eel rice", "うな丼", "blue", "FFG", 2, 2),
    _recipe("milkfish-soup", "虱目魚湯", "Milkfish soup", "サバヒーのスープ", "blue", "FFF", 1, 3),
    _recipe(
        "lobster-salad", "龍蝦沙拉", "Lobster salad", "ロブスターサラダ", "blue", "FFFVV", 3, 4
    ),
    _recipe(
        "buddha-jumps", "佛跳牆", "Buddha jumps over the wall", "仏跳牆", "blue", "FFFMM", 2, 5
    ),
)
RECIPE_COPIES = 2  # 44 recipe cards
RECIPE_INDEX = {recipe.key: index for index, recipe in enumerate(RECIPES)}


# -- events -------------------------------------------------------------------------------


class Event(NamedTuple):
    key: str
    zh: str
    en: str
    ja: str
    effect: str  # how events.resolve carries it out (see below)
    ingredient: int | None = None


# Effects: "gain" everyone takes 1 of the ingredient, the buyer 2 more; "spoil" everyone
# but the buyer returns all its cards of the ingredient; "disaster" everyone but the
# buyer returns half its ingredient cards; "share" money pooled and split evenly, the
# buyer +1; "tax" everyone but the buyer pays a fifth of its money; "boom" everyone
# takes its dishes' money bags, the buyer 5 more; "inspiration" everyone draws a
# recipe, the buyer 2. The numbers are in the constants below.
EVENTS = (
    Event("harvest", "豐收", "Harvest", "豊作", "gain", GRAIN),
    Event("farming", "養殖", "Farming", "畜産", "gain", MEAT),
    Event("garden", "菜園", "Kitchen garden", "家庭菜園", "gain", VEGETABLE),
    Event("catch", "漁獲", "Good catch", "大漁", "gain", FISH),
    Event("hens", "養雞", "Hen house", "養鶏", "gain", EGG),
    Event("rats", "鼠患", "Rats", "ネズミ被害", "spoil", GRAIN),
    Event("power-cut", "停電", "Power cut", "停電", "spoil", MEAT),
    Event("pests", "蟲害", "Pests", "虫害", "spoil", VEGETABLE),
    Event("red-tide", "赤潮", "Red tide", "赤潮", "spoil", FISH),
    Event("bird-flu", "禽流感", "Bird flu", "鳥インフルエンザ", "spoil", EGG),
    Event("disaster", "天災", "Disaster", "天災", "disaster"),
    Event("share", "均富", "Share the wealth", "均富", "share"),
    Event("tax", "繳稅", "Tax day", "納税", "tax"),
    Event("boom", "生意興隆", "Booming business", "商売繁盛", "boom"),
    Event("inspiration", "靈感", "Inspiration", "ひらめき", "inspiration"),
)
EVENT_COPIES = 2  # 30 event cards
EVENT_INDEX = {event.key: index for index, event in enumerate(EVENTS)}

GAIN_EVERYONE = 1  # "gain": cards for every player ...
GAIN_BUYER_MORE = 2  # ... and this many more for the buyer
SHARE_BUYER_BONUS = 1  # "share": the buyer's extra money after the split
TAX_DIVISOR = 5  # "tax": a fifth of each other player's money, rounded down
BOOM_BUYER_MORE = 5  # "boom": the buyer's money on top of its dishes' bags
INSPIRATION_EVERYONE = 1  # "inspiration": recipe cards for every player ...
INSPIRATION_BUYER_MORE = 1  # ... and this many more for the buyer

# What each event does, for the help page and the table (one sentence per language).
EVENT_TEXT = {
    "gain": {
        "en": "Every player takes 1 {ingredient}; the buyer takes 2 more.",
        "zh-TW": "每位玩家拿取1張{ingredient}；得標者再多拿2張。",
        "ja": "全員が{ingredient}を1枚取り、落札者はさらに2枚取ります。",
    },
    "spoil": {
        "en": "Every player except the buyer returns all its {ingredient} cards to the pile.",
        "zh-TW": "除得標者外，每位玩家將手上所有{ingredient}食材卡放回食材堆。",
        "ja": "落札者以外の全員が、手札の{ingredient}カードをすべて山に戻します。",
    },
    "disaster": {
        "en": "Every player except the buyer returns half of its ingredient cards "
        "(rounded down), from the kinds it holds most of.",
        "zh-TW": "除得標者外，每位玩家將手上一半的食材卡（無條件捨去）放回食材堆，"
        "從持有最多的種類開始。",
        "ja": "落札者以外の全員が、食材カードの半分（端数切り捨て）を、多く持つ種類から山に戻します。",
    },
    "share": {
        "en": "All players' money is pooled and split evenly (what cannot be split goes "
        "to the bank); then the buyer takes 1 more.",
        "zh-TW": "所有玩家的錢集中後平均分配（無法均分的餘數歸公區）；之後得標者再拿1元。",
        "ja": "全員のお金を集めて均等に分け（割り切れない分は銀行へ）、その後落札者が1金多く受け取ります。",
    },
    "tax": {
        "en": "Every player except the buyer pays the bank a fifth of its money (rounded down).",
        "zh-TW": "除得標者外，每位玩家繳交手上金錢的五分之一（無條件捨去）給公區。",
        "ja": "落札者以外の全員が、所持金の5分の1（端数切り捨て）を銀行に払います。",
    },
    "boom": {
        "en": "Every player takes money equal to the money bags on its dishes; the buyer takes 5 more.",
        "zh-TW": "每位玩家拿取等同已完成料理錢袋數量的金錢；得標者再多拿5元。",
        "ja": "全員が完成した料理のお金袋の数だけお金を受け取り、落札者はさらに5金受け取ります。",
    },
    "inspiration": {
        "en": "Every player draws 1 recipe card; the buyer draws 1 more (the buyer draws first).",
        "zh-TW": "每位玩家抽取1張食譜卡；得標者再多抽1張（得標者先抽）。",
        "ja": "全員がレシピカードを1枚引き、落札者はさらに1枚引きます（落札者から引きます）。",
    },
}


def event_text(key: str, lang: str = "en") -> str:
    """One event's effect as a sentence in ``lang`` (English if missing)."""
    event = EVENTS[EVENT_INDEX[key]]
    template = EVENT_TEXT[event.effect]
    text = template.get(lang, template["en"])
    if event.ingredient is None:
        return text
    names = INGREDIENT_NAMES[INGREDIENTS[event.ingredient]]
    return text.format(ingredient=names.get(lang, names["en"]))


# -- dice, lots, money, the end ------------------------------------------------------------

DICE = 4  # the host rolls all 4 dice once per lot (FT09)
DIE_FACES = 6
SIX = 6  # faces 1–5 are ingredients (FT10): face - 1 is the index


class Sixes(NamedTuple):
    """What the sixes of one roll add to the lot (FT11)."""

    events: int
    recipes: int
    host_choice: int  # ingredient cards of the host's choice


SIXES = {
    0: Sixes(0, 0, 0),
    1: Sixes(1, 0, 0),
    2: Sixes(1, 1, 0),
    3: Sixes(1, 1, 2),
    4: Sixes(1, 1, 5),
}
LOTS = {3: 2, 4: 3, 5: 3, 6: 4}  # lots per round by player count (FT09)

START_MONEY = 30  # FT03
START_INGREDIENTS = 2  # FT03: any 2 ingredient cards
DEALT_RECIPES = 4  # FT02: dealt 4 ...
KEPT_RECIPES = 3  # ... keep 3
THINK_DRAW = 2  # FT07: draw 2, keep 1
SHOP_BASE = 5  # FT06: 5 + the money bags of your dishes
FAME_TO_END = {"basic": 10, "advanced": 18}  # FT20, FT23
COLOUR_SET = 3  # FT24: 3 or more dishes of one colour ...
COLOUR_SET_BONUS = 1  # ... +1 for each dish of that colour
ALL_COLOURS_BONUS = 3  # FT25: dishes of all 5 colours
