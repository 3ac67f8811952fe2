"""Reading a Cupcake Empire position: levels, experts, spaces, what a menu serves.

Pure functions of the state (nothing here changes it); the rules, the views, the goals
and the bots share them.
"""

from __future__ import annotations

from pygames.cupcake.data import (
    BAKERIES_EACH,
    COLUMNS,
    DICE_SPACES,
    PINK,
    SELL_DISTANCE,
    SHOPS_EACH,
    city,
    likes,
)
from pygames.cupcake.state import BLOCKED, EMPTY, State


def is_expert(colour: int, column: int) -> bool:
    """CE14: a die of the column's colour, or a pink die, is an expert there."""
    return colour == PINK or colour == COLUMNS[column].colour


def level_of(dice: list[int], column: int) -> int:
    """CE14: the thresholds the dice reach, plus one per expert, up to the top level."""
    spec = COLUMNS[column]
    base = sum(1 for need in spec.thresholds if len(dice) >= need)
    experts = sum(1 for colour in dice if is_expert(colour, column))
    return min(base + experts, spec.top)


def column_level(state: State, seat: int, column: int) -> int:
    return level_of(state.dice[seat][column], column)


def free_dice_spaces(state: State, seat: int, column: int) -> int:
    return DICE_SPACES - len(state.dice[seat][column])


def disc_space_level(column: int, space: int) -> int:
    return COLUMNS[column].disc_levels[space]


def usable_discs(state: State, seat: int, column: int, level: int) -> list[int]:
    """CE13: the column's discs whose space the level reaches."""
    kinds = state.discs[seat][column]
    return [kind for space, kind in enumerate(kinds) if disc_space_level(column, space) <= level]


def can_hold_disc(state: State, seat: int, column: int, kind: int) -> bool:
    """A free disc space, and CE42: no disc of that kind in the column yet."""
    held = state.discs[seat][column]
    return len(held) < len(COLUMNS[column].disc_levels) and kind not in held


def house_number(state: State, district: int, house: int) -> int:
    """CE33: what a customer at the house is worth (the game's rules version's city)."""
    return city(state.rules_version)[district].houses[house][1]


def open_shop_spaces(players: int, district: int, rules_version: int) -> int:
    return sum(1 for fewest in city(rules_version)[district].shop_spaces if players >= fewest)


def shop_count(state: State, seat: int, district: int | None = None) -> int:
    spaces = state.shops if district is None else [state.shops[district]]
    return sum(row.count(seat) for row in spaces)


def bakery_count(state: State, seat: int, district: int | None = None) -> int:
    spaces = state.bakeries if district is None else [state.bakeries[district]]
    return sum(row.count(seat) for row in spaces)


def shops_left(state: State, seat: int) -> int:
    return SHOPS_EACH - shop_count(state, seat)


def bakeries_left(state: State, seat: int) -> int:
    return BAKERIES_EACH - bakery_count(state, seat)


def has_free_shop_space(state: State, district: int) -> bool:
    return EMPTY in state.shops[district]


def displaceable(state: State, seat: int, district: int) -> list[int]:
    """CE28: the other players with a shop there (blocking shops are not players')."""
    return sorted({o for o in state.shops[district] if o >= 0 and o != seat})


def present(state: State, seat: int, district: int) -> bool:
    """CE30: a bakery or a shop of the seat's in the district."""
    return seat in state.shops[district] or seat in state.bakeries[district]


def serves(state: State, seat: int, liking: int) -> bool:
    """CE32: a menu item of the seat's that the customer likes."""
    return any(likes(liking, base, frosting) for base, frosting in state.menu[seat])


def sell_distance(part: str) -> int:
    return SELL_DISTANCE.get(part, 0)


def blocked_layout(players: int, rules_version: int) -> list[list[int]]:
    """CE10: the shop spaces at the start, those closed at this player count blocked."""
    return [
        [EMPTY if players >= fewest else BLOCKED for fewest in district.shop_spaces]
        for district in city(rules_version)
    ]
