"""Cupcake Empire's components and this edition's designed tables, in one place.

The box's counts are confirmed (FACTS); the city, the player board and the supply per
player count are not public, so this edition designs them (every choice is also stated
in ``help.py``):

Tables that a rules version may change are keyed by it (``CITY``, ``SUPPLIES``; a game
reads those of its state's ``rules_version``): version 1's stay as they were, so its
records replay as played; version 2's are tuned with ``benchmarks/balance.py``.

- **The city** (``CITY``; ``DISTRICTS`` its colours and distances, the same in every
  version): 6 districts, 1 grey (the start), 2 yellow, 3 beige. Each
  has 4 houses at distances 1–4 from its mailbox; a house's number (1–3) is what a
  customer there is worth (its sale value: sales and income rise by it). Farther houses
  and the outer districts pay more. Yellow and beige districts have 4 shop spaces each
  (two for any game, one blocked at 2 players, one blocked at 2 and 3 players) and 2
  bakery spaces; the grey district has a bakery space per player and no shop space
  (no action places a shop there).
- **The player board** (``COLUMNS``): 5 action columns of 6 dice spaces. A column's
  base level is the number of its thresholds the dice in it reach (3, 5 and 6 dice;
  the hire column has four levels at 3, 4, 5 and 6 dice); each expert die in it (the
  column's colour, or pink) adds a level, up to the column's top level. Each column has
  one extra-action disc space per level (a disc may be used when the level done reaches
  its space); a disc goes on the column's first free space.
- **The tracks**: production and sales 0–20; income from 0 up (the game ends at 70);
  the creativity track is a ring of 12 squares, every third one green (0, 3, 6, 9).
- **The supply** (``SUPPLIES``) by player count, below.
"""

from __future__ import annotations

from dataclasses import dataclass

from pygames.core.messages import Msg

# -- dice -------------------------------------------------------------------------------
COLOURS = ("grey", "purple", "yellow", "orange", "green", "pink")
GREY, PURPLE, YELLOW, ORANGE, GREEN, PINK = range(6)
COLOUR = {name: index for index, name in enumerate(COLOURS)}
DICE_TOTAL = {GREY: 12, PURPLE: 6, YELLOW: 6, ORANGE: 6, GREEN: 6, PINK: 4}  # 40
PLAYER_DICE = (GREY, GREY, GREY, PURPLE, YELLOW, ORANGE, GREEN, PINK)  # 8 a player
DIE_SIDES = 6
REST_FACE = 6  # a 6 goes to the rest area


# -- the player board's columns -----------------------------------------------------------
@dataclass(frozen=True)
class Column:
    number: int  # 1–5, the die face that lands here
    key: str  # the action: bake, frost, expand, sell, hire
    colour: int  # its experts' colour (pink is an expert everywhere)
    thresholds: tuple[int, ...]  # dice needed for base levels 1, 2, ...
    disc_levels: tuple[int, ...]  # the level of each extra-action disc space, top first

    @property
    def top(self) -> int:
        return len(self.thresholds)


DICE_SPACES = 6  # per column
COLUMNS = (
    Column(1, "bake", PURPLE, (3, 5, 6), (1, 2, 3)),
    Column(2, "frost", YELLOW, (3, 5, 6), (1, 2, 3)),
    Column(3, "expand", ORANGE, (3, 5, 6), (1, 2, 3)),
    Column(4, "sell", GREEN, (3, 5, 6), (1, 2, 3)),
    Column(5, "hire", PINK, (3, 4, 5, 6), (1, 2, 3, 4)),
)
BAKE, FROST, EXPAND, SELL, HIRE = range(5)

# What each column does at each level: the parts its action is made of (CE21–CE38).
# A part is done by one action; ``PARTS`` says which. A disc adds its own part.
LEVEL_PARTS = {
    BAKE: (("base",), ("mixed_base",), ("base", "mixed_base")),
    FROST: (("frosting",), ("mixed_frosting",), ("frosting", "mixed_frosting")),
    EXPAND: (("shop_yellow",), ("shop_beige",), ("shop_yellow", "shop_beige")),
    SELL: (("sell_2",), ("sell_3",), ("sell_4",)),
    HIRE: (("die",), ("die", "disc"), ("bakery_yellow", "disc"), ("hire_4",)),
}
SELL_DISTANCE = {"sell_2": 2, "sell_3": 3, "sell_4": 4}

# -- extra-action discs -------------------------------------------------------------------
DISC_KINDS = ("base", "frosting", "shop", "sell", "income", "creativity")
DISC = {name: index for index, name in enumerate(DISC_KINDS)}
D_BASE, D_FROSTING, D_SHOP, D_SELL, D_INCOME, D_CREATIVITY = range(6)
DISCS_PER_KIND = 4  # 24 in the box
DISC_PART = {
    D_BASE: "base",
    D_FROSTING: "frosting",
    D_SHOP: "shop_yellow",
    D_SELL: "sell_2",
    D_INCOME: "income",
    D_CREATIVITY: "creativity",
}
DISC_INCOME = 3
DISC_CREATIVITY = 2

# -- layers: bases and frostings ----------------------------------------------------------
BASE_FLAVOURS = ("vanilla", "chocolate")  # pants: light brown, dark brown
FROSTING_FLAVOURS = ("lemon", "chocolate", "mint", "strawberry")  # shirts
SHIRTS = ("yellow", "brown", "green", "red")
PANTS = ("light", "dark")
# A base: 0 vanilla, 1 chocolate, 2 mixed (both). A frosting: 0–3 single, 4–9 mixed,
# a pair of flavours each.
MIXED_BASE = 2
BASES = ("vanilla", "chocolate", "mixed")
MIXED_PAIRS = ((0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3))
FROSTINGS = FROSTING_FLAVOURS + tuple(
    f"{FROSTING_FLAVOURS[a]}+{FROSTING_FLAVOURS[b]}" for a, b in MIXED_PAIRS
)
BASE = {name: index for index, name in enumerate(BASES)}
FROSTING = {name: index for index, name in enumerate(FROSTINGS)}
SINGLE_FROSTINGS = 4


def base_flavours(base: int) -> tuple[int, ...]:
    return (0, 1) if base == MIXED_BASE else (base,)


def frosting_flavours(frosting: int) -> tuple[int, ...]:
    return MIXED_PAIRS[frosting - 4] if frosting >= SINGLE_FROSTINGS else (frosting,)


def is_mixed_frosting(frosting: int) -> bool:
    return frosting >= SINGLE_FROSTINGS


def menu_gain(base: int, frosting: int) -> int:
    """CE24: +2 single and single, +3 one mixed, +4 both mixed."""
    return 2 + (base == MIXED_BASE) + is_mixed_frosting(frosting)


# -- customers ----------------------------------------------------------------------------
# A liking: base flavour × frosting flavour, numbered base * 4 + frosting (0–7).
LIKINGS = tuple((b, f) for b in range(2) for f in range(4))
CUSTOMERS_PER_LIKING = 3  # 24 customers


def likes(liking: int, base: int, frosting: int) -> bool:
    """CE31: a menu item serves a customer if its base and its frosting each have the
    customer's flavour (a mixed layer has both of its flavours)."""
    want_base, want_frosting = LIKINGS[liking]
    return want_base in base_flavours(base) and want_frosting in frosting_flavours(frosting)


# -- the city -----------------------------------------------------------------------------
@dataclass(frozen=True)
class District:
    number: int  # 1–6
    colour: str  # grey | yellow | beige
    houses: tuple[tuple[int, int], ...]  # (distance, house number) per house
    shop_spaces: tuple[int, ...]  # per space: the fewest players it is open for
    bakery_spaces: int  # the grey district: one per player


def _city(grey, yellow, beige, shops, bakeries) -> tuple[District, ...]:
    """The 6 districts: grey, 2 yellow, 3 beige; ``shops`` and ``bakeries`` per colour."""
    colours = ("grey", "yellow", "yellow", "beige", "beige", "beige")
    houses = {"grey": grey, "yellow": yellow, "beige": beige}
    return tuple(
        District(n, colour, houses[colour], shops[colour], bakeries[colour])
        for n, colour in enumerate(colours, 1)
    )


# The city by rules version. Every version has the same districts (colours) and 4
# houses a district at distances 1–4 (house h at distance h): what a version may change
# is the house numbers and the shop and bakery spaces. Version 2 keeps version 1's city:
# of the trials measured with ``benchmarks/balance.py`` (richer houses, a fifth shop
# space a district, customers one of each shirt colour to a district), none changed
# the customers served or the goals met beyond the noise of 200 games.
_FIRST_CITY = _city(
    grey=((1, 1), (2, 1), (3, 2), (4, 2)),
    yellow=((1, 1), (2, 2), (3, 2), (4, 3)),
    beige=((1, 1), (2, 2), (3, 3), (4, 3)),
    shops={"grey": (), "yellow": (2, 2, 3, 4), "beige": (2, 2, 3, 4)},
    bakeries={"grey": 4, "yellow": 2, "beige": 2},
)
CITY = {1: _FIRST_CITY, 2: _FIRST_CITY}
# What every version shares: the districts' colours and the houses' distances.
DISTRICTS = CITY[1]
GREY_DISTRICT = 0
HOUSES = 4  # per district


def city(rules_version: int) -> tuple[District, ...]:
    """The districts of a rules version (house numbers, shop and bakery spaces)."""
    return CITY[rules_version]


def districts_of(colour: str) -> tuple[int, ...]:
    return tuple(i for i, d in enumerate(DISTRICTS) if d.colour == colour)


# -- the player's pieces and tracks -------------------------------------------------------
SHOPS_EACH = 6
BAKERIES_EACH = 3
START_INCOME = 5
START_PRODUCTION = 2
START_SALES = 1
TRACK_MAX = 20  # production and sales
END_INCOME = 70
GOAL_INCOME = 6
IDEAS_MAX = 3
CREATIVITY_SQUARES = 12
GREEN_EVERY = 3  # squares 0, 3, 6, 9 are green; the marker starts on 0
BAKERY_GAIN = {"yellow": 1, "beige": 2}  # CE37, CE38: sales and production
REST_IDEA_COST = 1  # CE44: an idea disc brings back any of the rest dice to one column
REST_INCOME_COST = 1  # CE44: per die
IDEA_PRICE = 2  # CE47: income given back for an idea disc
MOVE_PRICE = 3  # CE48: income given back per die moved
# The safeguard (not in the seed): after this many turns each the game ends as if 70
# had been reached.
TURN_LIMIT = 40


# -- the supply by player count (CE02, CE03) ----------------------------------------------
@dataclass(frozen=True)
class Supply:
    single_base: int  # of each flavour
    mixed_base: int
    single_frosting: int  # of each flavour
    mixed_frosting: int  # of each pair
    dice: int  # of each of purple, yellow, orange, green
    pink: int
    discs: tuple[int, ...]  # per kind (``DISC_KINDS``)
    ideas: int


# The supply by rules version and player count. Version 2 (tuned with
# ``benchmarks/balance.py``): fewer extra-action discs (version 1's 6 a player let every
# player meet every D goal), the whole box's mixed layers at 2 and 3 players.
SUPPLIES = {
    1: {
        2: Supply(4, 6, 2, 1, 3, 2, (2,) * 6, 6),
        3: Supply(6, 9, 3, 2, 3, 1, (3,) * 6, 9),
        4: Supply(8, 12, 4, 2, 2, 0, (4,) * 6, 12),
    },
    2: {
        2: Supply(4, 8, 2, 2, 3, 2, (2, 2, 1, 1, 1, 1), 6),
        3: Supply(6, 12, 3, 2, 3, 1, (2, 2, 2, 2, 2, 1), 9),
        4: Supply(8, 12, 4, 2, 2, 0, (3, 3, 3, 2, 2, 2), 12),
    },
}


def supply(rules_version: int, players: int) -> Supply:
    return SUPPLIES[rules_version][players]


# -- goals (CE51–CE54): one drawn from each pile -------------------------------------------
PILES = ("A", "B", "C", "D")
GOALS = tuple(f"{pile}{n}" for pile in PILES for n in range(1, 6))


# -- names in messages (the catalogs hold the words) ---------------------------------------
def base_msg(base: int) -> Msg:
    return Msg(f"cupcake.base.{BASES[base]}")


def frosting_msg(frosting: int) -> Msg:
    if is_mixed_frosting(frosting):
        a, b = frosting_flavours(frosting)
        return Msg(
            "cupcake.frosting.mixed",
            a=Msg(f"cupcake.flavour.{FROSTING_FLAVOURS[a]}"),
            b=Msg(f"cupcake.flavour.{FROSTING_FLAVOURS[b]}"),
        )
    return Msg(f"cupcake.frosting.{FROSTINGS[frosting]}")


def liking_msg(liking: int) -> Msg:
    b, f = LIKINGS[liking]
    return Msg(
        "cupcake.liking",
        base=Msg(f"cupcake.flavour.{BASE_FLAVOURS[b]}"),
        frosting=Msg(f"cupcake.flavour.{FROSTING_FLAVOURS[f]}"),
    )


def colour_msg(colour: int) -> Msg:
    return Msg(f"cupcake.colour.{COLOURS[colour]}")


def disc_msg(kind: int) -> Msg:
    return Msg(f"cupcake.disc.{DISC_KINDS[kind]}")


def column_msg(column: int) -> Msg:
    return Msg(f"cupcake.column.{COLUMNS[column].key}", number=column + 1)


def district_msg(district: int) -> Msg:
    return Msg(f"cupcake.district.{DISTRICTS[district].colour}", number=district + 1)
