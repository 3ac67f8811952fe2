"""Food Paradise's components, as this edition designs them (the seed gives only the
counts; every choice below is also stated in ``help.py``).

- The track: 36 spaces numbered 0–35 clockwise. Corners (大格) are spaces 0, 9, 18
  and 27 (corners 1–4); each side between two corners has 8 small spaces, laid out
  the same way: source, **market demand** (市場需求), source, source, **market
  research** (市場調查), source, source, source. A research space sends a player 6
  spaces on, past the next corner (no revenue for passing it), onto the next side's
  demand space: research sells, but it may skip your own corner's revenue.
- 24 source spaces, 3 of each ingredient, no two alike on one side.
- 4 restaurant chains (餐廳招牌), 5 recipes each (3 different ingredients a recipe).
  Over the 20 recipes beef, chicken, fish and shrimp are needed 7 times and pork,
  vegetables, grain and seasoning 8 times; within a chain one ingredient is needed
  once and each of the others twice.
- 23 price cards: prices 200–900, each showing steps = price // 100; three cards of
  each price from 200 to 800 and two of 900.
- 8 market-demand cards, one per ingredient. 24 ingredient tokens, 3 of each.
"""

from __future__ import annotations

from dataclasses import dataclass

from pygames.core.messages import Msg

# The ingredients: (key, the token's word on the seed's board, the source space).
INGREDIENTS = (
    ("beef", "牛", "牧場"),
    ("pork", "豬", "豬圈"),
    ("chicken", "雞", "雞舍"),
    ("fish", "魚", "魚池"),
    ("shrimp", "蝦", "蝦塭"),
    ("vegetables", "菜", "菜園"),
    ("grain", "穀物", "田野"),
    ("seasoning", "調味料", "醬料廠"),
)
KINDS = tuple(key for key, _, _ in INGREDIENTS)
KIND = {key: index for index, key in enumerate(KINDS)}
BEEF, PORK, CHICKEN, FISH, SHRIMP, VEGETABLES, GRAIN, SEASONING = range(8)
TOKENS_PER_KIND = 3

SPACES = 36
CORNER_SPACES = (0, 9, 18, 27)  # corners 1–4
RESEARCH_STEPS = 6
# The ingredients of each side's six source spaces, in track order.
SIDE_SOURCES = (
    (BEEF, CHICKEN, FISH, VEGETABLES, GRAIN, SEASONING),
    (PORK, SHRIMP, BEEF, CHICKEN, VEGETABLES, GRAIN),
    (FISH, SEASONING, PORK, SHRIMP, BEEF, VEGETABLES),
    (CHICKEN, GRAIN, SEASONING, FISH, PORK, SHRIMP),
)


@dataclass(frozen=True)
class Space:
    number: int
    kind: str  # "corner" | "source" | "demand" | "research"
    corner: int = -1  # corners: 0–3 (shown as 1–4)
    ingredient: int = -1  # sources: the ingredient's index in KINDS


def _track() -> tuple[Space, ...]:
    track = []
    for side, sources in enumerate(SIDE_SOURCES):
        track.append(Space(CORNER_SPACES[side], "corner", corner=side))
        left = list(sources)
        for slot in range(1, 9):
            number = CORNER_SPACES[side] + slot
            if slot == 2:
                track.append(Space(number, "demand"))
            elif slot == 5:
                track.append(Space(number, "research"))
            else:
                track.append(Space(number, "source", ingredient=left.pop(0)))
    return tuple(track)


TRACK = _track()


@dataclass(frozen=True)
class Chain:
    key: str
    name: str  # as on the sign
    colour: str


CHAINS = (
    Chain("kendeji", "啃的雞", "blue"),
    Chain("miandianwang", "麵點王", "red"),
    Chain("haohuichao", "好會炒", "green"),
    Chain("bishenke", "必神客", "yellow"),
)


@dataclass(frozen=True)
class Recipe:
    number: int  # 0–19; chain c holds recipes 5c..5c+4
    chain: int
    key: str
    name: str  # as on the card
    ingredients: tuple[int, int, int]


_RECIPES = (
    # 啃的雞 (fast food): beef once
    ("fried-chicken", "香辣炸雞", (CHICKEN, GRAIN, SEASONING)),
    ("chicken-burger", "烤雞腿堡", (CHICKEN, VEGETABLES, GRAIN)),
    ("fish-fillet", "黃金魚排", (FISH, VEGETABLES, SEASONING)),
    ("seafood-basket", "海陸拼盤", (PORK, FISH, SHRIMP)),
    ("deluxe-combo", "豪華全餐", (BEEF, PORK, SHRIMP)),
    # 麵點王 (noodles and dumplings): chicken once
    ("beef-noodles", "牛肉麵", (BEEF, GRAIN, SEASONING)),
    ("soup-dumplings", "小籠包", (PORK, VEGETABLES, GRAIN)),
    ("shrimp-wontons", "蝦仁餛飩", (PORK, SHRIMP, VEGETABLES)),
    ("fish-ball-soup", "魚丸湯", (FISH, SHRIMP, SEASONING)),
    ("mixed-noodle-soup", "什錦湯麵", (BEEF, CHICKEN, FISH)),
    # 好會炒 (stir-fry): fish once
    ("kung-pao-chicken", "宮保雞丁", (CHICKEN, VEGETABLES, SEASONING)),
    ("pepper-beef", "青椒牛肉", (BEEF, VEGETABLES, SEASONING)),
    ("yangzhou-fried-rice", "揚州炒飯", (PORK, SHRIMP, GRAIN)),
    ("beef-chow-fun", "蝦仁牛肉炒麵", (BEEF, SHRIMP, GRAIN)),
    ("three-delicacies", "炒三鮮", (PORK, CHICKEN, FISH)),
    # 必神客 (pizza): shrimp once
    ("supreme-pizza", "超級總匯披薩", (BEEF, PORK, VEGETABLES)),
    ("smoked-chicken-pizza", "燻雞火腿披薩", (PORK, CHICKEN, GRAIN)),
    ("seafood-pizza", "海鮮披薩", (FISH, SHRIMP, GRAIN)),
    ("bbq-wings", "烤雞翅", (CHICKEN, VEGETABLES, SEASONING)),
    ("surf-and-turf", "海陸牛排", (BEEF, FISH, SEASONING)),
)
RECIPES = tuple(
    Recipe(number, number // 5, key, name, ingredients)
    for number, (key, name, ingredients) in enumerate(_RECIPES)
)
RECIPES_PER_CHAIN = 5


def chain_recipes(chain: int) -> list[int]:
    return list(range(chain * RECIPES_PER_CHAIN, (chain + 1) * RECIPES_PER_CHAIN))


# Price cards: the price, in money; the card moves price // 100 steps.
PRICE_CARDS = tuple(sorted([price for price in range(200, 900, 100) for _ in range(3)] + [900] * 2))
STEP_VALUE = 100


def steps_of(price: int) -> int:
    return price // STEP_VALUE


DIE_SIDES = 4
START_CASH = 2000
START_REVENUE = 500  # under every corner (FP04)
RECIPE_REVENUE = 500  # added under the builder's sign (FP19)
MARKET_PRICE = 1200  # FP16: for all the tokens sold, however many
WIN_RECIPES = 4
WIN_CASH = 10_000
# The safeguard (not in the seed): after this many turns per player the game ends;
# most recipes built, then most cash, wins; equal players share the place.
TURN_LIMIT = 100


# -- the components' names in messages (the catalogs hold the words) ---------------------
def ingredient_msg(kind: int) -> Msg:
    return Msg(f"foodparadise.ingredient.{KINDS[kind]}")


def recipe_msg(number: int) -> Msg:
    return Msg(f"foodparadise.recipe.{RECIPES[number].key}")


def space_msg(number: int) -> Msg:
    """A space as the log names it: "Ranch (space 1)", "corner 2 (space 9)"."""
    space = TRACK[number]
    if space.kind == "source":
        source = Msg(f"foodparadise.source.{KINDS[space.ingredient]}")
        return Msg("foodparadise.space.source", source=source, number=number)
    if space.kind == "corner":
        return Msg("foodparadise.space.corner", corner=space.corner + 1, number=number)
    return Msg(f"foodparadise.space.{space.kind}", number=number)
