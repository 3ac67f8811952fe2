"""Food Tycoon's fixed tables: ingredients, the 22 recipes, the 15 events, the dice,
and their names as messages (``recipe_msg``, ``cards_msg``, ...) for the rules, the log
and the drawing alike.

Everything the rules count on is here, in one place, so a table can change without
touching the rules. The recipes, dice and lot counts are the publisher's (FACTS.md);
the events beyond the four known ones, and what happens when a pile runs out, are this
edition's design (see help.py, "This edition's choices").
"""

from __future__ import annotations

from typing import NamedTuple

from pygames.core.messages import Msg, current_language, render, template

# -- ingredients -----------------------------------------------------------------------

# Index order is used everywhere (counts are lists of 5 in this order); the letters are
# the recipe table's, the colours the card backs' (穀 yellow, 肉 red, 菜 green, 魚 blue,
# 蛋 white).
INGREDIENTS = ("grain", "meat", "vegetable", "fish", "egg")
LETTERS = "GMVFE"
GRAIN, MEAT, VEGETABLE, FISH, EGG = range(5)
CARDS_PER_INGREDIENT = 18  # 90 ingredient cards
INGREDIENT_CARD_COLOURS = ("yellow", "red", "green", "blue", "white")


def counts_of(letters: str) -> tuple[int, ...]:
    """ "EEG" -> (1, 0, 0, 0, 2): how many of each ingredient, in INGREDIENTS order."""
    return tuple(letters.count(letter) for letter in LETTERS)


# -- recipes -----------------------------------------------------------------------------

COLOURS = ("white", "red", "green", "yellow", "blue")  # the recipe cards' colours


class Recipe(NamedTuple):
    key: str  # the action texts' name ("cook egg-tart"); its name is the text of
    # "foodtycoon.recipe.<key>" in the catalogs (pygames/foodtycoon/lang)
    zh: str  # the name printed on the card (FACTS.md); the export uses it
    colour: int  # index into COLOURS
    needs: tuple[int, ...]  # ingredient counts, INGREDIENTS order
    bags: int  # money bags: income when opening shop (FT06)
    fame: int  # points


def _recipe(key, zh, colour, letters, bags, fame) -> Recipe:
    return Recipe(key, zh, COLOURS.index(colour), counts_of(letters), bags, fame)


RECIPES = (
    _recipe("egg-tart", "蛋塔", "white", "EEG", 2, 2),
    _recipe("egg-fried-rice", "蛋炒飯", "white", "EG", 1, 2),
    _recipe("scallion-omelette", "蔥花蛋", "white", "EV", 2, 3),
    _recipe("cake", "蛋糕", "white", "EEEEG", 3, 4),
    _recipe("pepper-pork", "青椒炒肉絲", "red", "MMV", 3, 1),
    _recipe("twice-cooked-pork", "回鍋肉", "red", "MVE", 2, 2),
    _recipe("blood-cake", "豬血糕", "red", "MG", 1, 2),
    _recipe("steak-dinner", "頂級排餐", "red", "MMMME", 4, 3),
    _recipe("cabbage-rolls", "高麗菜捲", "green", "VVM", 3, 1),
    _recipe("salad", "沙拉", "green", "VVV", 2, 2),
    _recipe("sunshine-salad", "陽光沙拉", "green", "VVVE", 2, 3),
    _recipe("tomato-fish", "番茄魚片", "green", "FV", 0, 3),
    _recipe("sushi", "握壽司", "yellow", "FFGG", 3, 2),
    _recipe("ramen", "拉麵", "yellow", "GGME", 3, 2),
    _recipe("congee", "廣東粥", "yellow", "GEM", 1, 3),
    _recipe("hot-pot", "銅燒火鍋", "yellow", "EMFVG", 3, 3),
    _recipe("rice-crust", "炒鍋巴", "yellow", "GGGM", 0, 5),
    _recipe("curry-fish-balls", "咖哩魚蛋", "blue", "FE", 2, 1),
    _recipe("eel-rice", "鰻魚飯", "blue", "FFG", 2, 2),
    _recipe("milkfish-soup", "虱目魚湯", "blue", "FFF", 1, 3),
    _recipe("lobster-salad", "龍蝦沙拉", "blue", "FFFVV", 3, 4),
    _recipe("buddha-jumps", "佛跳牆", "blue", "FFFMM", 2, 5),
)
RECIPE_COPIES = 2  # 44 recipe cards
RECIPE_INDEX = {recipe.key: index for index, recipe in enumerate(RECIPES)}


# -- events -------------------------------------------------------------------------------


class EventCard(NamedTuple):
    key: str  # its name: "foodtycoon.event.<key>" in the catalogs
    zh: str  # the name printed on the card
    effect: str  # how events.resolve carries it out (see below)
    ingredient: int | None = None


# Effects: "gain" everyone takes 1 of the ingredient, the buyer 2 more; "spoil" everyone
# but the buyer returns all its cards of the ingredient; "disaster" everyone but the
# buyer returns half its ingredient cards; "share" money pooled and split evenly, the
# buyer +1; "tax" everyone but the buyer pays a fifth of its money; "boom" everyone
# takes its dishes' money bags, the buyer 5 more; "inspiration" everyone draws a
# recipe, the buyer 2. The numbers are in the constants below; the sentence a player
# reads is "foodtycoon.effect.<effect>" in the catalogs.
EVENTS = (
    EventCard("harvest", "豐收", "gain", GRAIN),
    EventCard("farming", "養殖", "gain", MEAT),
    EventCard("garden", "菜園", "gain", VEGETABLE),
    EventCard("catch", "漁獲", "gain", FISH),
    EventCard("hens", "養雞", "gain", EGG),
    EventCard("rats", "鼠患", "spoil", GRAIN),
    EventCard("power-cut", "停電", "spoil", MEAT),
    EventCard("pests", "蟲害", "spoil", VEGETABLE),
    EventCard("red-tide", "赤潮", "spoil", FISH),
    EventCard("bird-flu", "禽流感", "spoil", EGG),
    EventCard("disaster", "天災", "disaster"),
    EventCard("share", "均富", "share"),
    EventCard("tax", "繳稅", "tax"),
    EventCard("boom", "生意興隆", "boom"),
    EventCard("inspiration", "靈感", "inspiration"),
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
DEALT_RECIPES = 4  # FT02: dealt 4, keep 3 (one is discarded face up)
THINK_DRAW = 2  # FT07: draw 2, keep 1
SHOP_BASE = 5  # FT06: 5 + the money bags of your dishes
FAME_TO_END = {"basic": 10, "advanced": 18}  # FT20, FT23
COLOUR_SET = 3  # FT24: 3 or more dishes of one colour ...
COLOUR_SET_BONUS = 1  # ... +1 for each dish of that colour
ALL_COLOURS_BONUS = 3  # FT25: dishes of all 5 colours


# -- the components' names in messages (the catalogs hold the words) ---------------------
# Every name is a catalog key (``pygames/foodtycoon/lang``), so the rules, the log, the
# panel and the table name a card the same way in every language.


class Words(Msg):
    """Several values (messages or numbers) joined by the catalog's separator ``sep``;
    ``empty`` (a message) when there are none."""

    __slots__ = ()

    def __init__(self, items, sep: str, empty: Msg | None = None) -> None:
        super().__init__(sep, items=tuple(items), empty=empty)

    def render(self, lang: str | None = None, names=None) -> str:
        lang = lang or current_language()
        items, empty = self.params["items"], self.params["empty"]
        if not items and empty is not None:
            return empty.render(lang, names)
        return template(self.key, lang).join(render(item, lang, names) for item in items)


def recipe_msg(index: int) -> Msg:
    return Msg(f"foodtycoon.recipe.{RECIPES[index].key}")


def ingredient_msg(kind: int) -> Msg:
    return Msg(f"foodtycoon.ingredient.{INGREDIENTS[kind]}")


def colour_msg(index: int) -> Msg:
    """A recipe colour's name ("white")."""
    return Msg(f"foodtycoon.colour.{COLOURS[index]}")


def event_msg(key: str) -> Msg:
    """An event card's name, by its key (as views write it)."""
    return Msg(f"foodtycoon.event.{key}")


def effect_msg(key: str) -> Msg:
    """What an event card does, in one sentence."""
    card = next(card for card in EVENTS if card.key == key)
    if card.ingredient is None:
        return Msg(f"foodtycoon.effect.{card.effect}")
    return Msg(f"foodtycoon.effect.{card.effect}", ingredient=ingredient_msg(card.ingredient))


def cards_msg(counts) -> Words:
    """Ingredient counts in words: "2 × grain, 1 × egg" ("no ingredients" if none)."""
    return Words(
        [
            Msg("foodtycoon.board.cards", n=n, ingredient=ingredient_msg(kind))
            for kind, n in enumerate(counts)
            if n
        ],
        "foodtycoon.board.list_sep",
        Msg("foodtycoon.board.no_ingredients"),
    )
