"""What Cupcake Empire allows: the actions each phase accepts (``PHASES``) and the one
refusal per action (``refusal``). The legal actions (``legal_actions``) are the
candidates (``candidates.py``) nobody refuses, so listing moves and checking one
(``check``) share the same code.

A refusal is first a small ``Refusal`` (key, rule, parameters): listing the legal
actions only asks whether there is one, and ``error`` makes it the ``IllegalAction``
naming its rule that ``check`` raises.
"""

from __future__ import annotations

from typing import NamedTuple

from pygames.core.errors import IllegalAction
from pygames.core.messages import Count, Msg
from pygames.core.phases import Phase, PhaseTable
from pygames.cupcake import board, candidates
from pygames.cupcake.actions import (
    ANYTIME,
    Activate,
    Borrow,
    BuyIdea,
    Done,
    EndTurn,
    FirstMenu,
    GainCreativity,
    GainIncome,
    Hire,
    IdeaDisc,
    IdeaMove,
    MakeMenu,
    PayMove,
    PlaceBakery,
    PlaceShop,
    Rest,
    Sell,
    StartDisc,
    TakeBase,
    TakeDisc,
    TakeFrosting,
)
from pygames.cupcake.data import (
    COLUMNS,
    DISTRICTS,
    GREY,
    HIRE,
    IDEA_PRICE,
    IDEAS_MAX,
    MIXED_BASE,
    MOVE_PRICE,
    base_msg,
    colour_msg,
    column_msg,
    disc_msg,
    district_msg,
    districts_of,
    frosting_msg,
    is_mixed_frosting,
)
from pygames.cupcake.state import EMPTY, State

# The actions that carry out a part of the activated column's level or of a disc.
PART_KINDS = (
    TakeBase,
    TakeFrosting,
    PlaceShop,
    Sell,
    Hire,
    TakeDisc,
    PlaceBakery,
    Borrow,
    GainIncome,
    GainCreativity,
)

# What each phase accepts, and the rule that says so: a refusal before ``refusal``'s.
PHASES = PhaseTable(
    *(
        Phase(name, kinds, rule, prompt=f"cupcake.prompt.{name}", waiting=f"cupcake.now.{name}")
        for name, kinds, rule in (
            ("disc", (StartDisc,), "CE11"),
            ("menu", (FirstMenu,), "CE12"),
            ("start", (Activate, *ANYTIME), "CE13"),
            ("action", (*PART_KINDS, Done, *ANYTIME), "CE13"),
            ("after", (EndTurn, *ANYTIME), "CE17"),
        )
    )
)


# The rule each part of an action rests on, and its name in messages.
PART_RULE = {
    "base": "CE21",
    "mixed_base": "CE21",
    "frosting": "CE22",
    "mixed_frosting": "CE22",
    "shop_yellow": "CE26",
    "shop_beige": "CE26",
    "sell_2": "CE30",
    "sell_3": "CE30",
    "sell_4": "CE30",
    "die": "CE35",
    "disc": "CE36",
    "bakery_yellow": "CE37",
    "hire_4": "CE38",
    "income": "CE43",
    "creativity": "CE43",
}


class Refusal(NamedTuple):
    key: str
    rule: str
    params: dict


def _refuse(key: str, rule: str, **params) -> Refusal:
    return Refusal(f"cupcake.{key}", rule, params)


def error(refusal: Refusal) -> IllegalAction:
    return IllegalAction(refusal.key, refusal.rule, **refusal.params)


# -- which part of the action an action uses ------------------------------------------
def wanted_parts(state: State, action) -> tuple[str, ...]:
    """The parts that could do ``action``, least capable first."""
    kind = type(action)
    if kind is TakeBase:
        return ("mixed_base",) if action.base == MIXED_BASE else ("base",)
    if kind is TakeFrosting:
        return ("mixed_frosting",) if is_mixed_frosting(action.frosting) else ("frosting",)
    if kind is PlaceShop:
        return (f"shop_{DISTRICTS[action.district].colour}",)
    if kind is Sell:
        distance = DISTRICTS[action.district].houses[action.house][0]
        return tuple(f"sell_{d}" for d in range(max(distance, 2), 5))
    if kind is Hire:
        return ("die",)
    if kind is TakeDisc:
        return ("disc",)
    if kind is PlaceBakery:  # CE37 yellow, CE38 beige; no part builds in the grey district
        return BAKERY_PARTS.get(DISTRICTS[action.district].colour, ())
    if kind is Borrow:
        return ("hire_4",)
    if kind is GainIncome:
        return ("income",)
    return ("creativity",)


# The part that builds a bakery in a district of each colour (CE37, CE38).
BAKERY_PARTS = {"yellow": ("bakery_yellow",), "beige": ("hire_4",)}
BAKERY_RULE = {"bakery_yellow": "CE37", "hire_4": "CE38"}


def part_for(state: State, action) -> str | None:
    for part in wanted_parts(state, action):
        if part in state.parts:
            return part
    return None


# -- refusals --------------------------------------------------------------------------
def _part_refusal(state: State, seat: int, action) -> Refusal | None:
    part = part_for(state, action)
    if part is None:
        wanted = wanted_parts(state, action)
        if type(action) is PlaceShop and DISTRICTS[action.district].colour == "grey":
            return _refuse("no_shop_in_grey", "CE26")
        if type(action) is PlaceBakery:
            return _bakery_colour_refusal(state, action.district)
        if type(action) is Sell and any(p.startswith("sell_") for p in state.parts):
            return _refuse("too_far", "CE30")
        return _refuse("no_part", PART_RULE[wanted[0]], what=Msg(f"cupcake.part.{wanted[0]}"))
    kind = type(action)
    if kind is TakeBase:
        if not state.supply_bases[action.base]:
            return _refuse("supply_empty", "CE02", what=base_msg(action.base))
    elif kind is TakeFrosting:
        if not state.supply_frostings[action.frosting]:
            return _refuse("supply_empty", "CE02", what=frosting_msg(action.frosting))
    elif kind is PlaceShop:
        return _shop_refusal(state, seat, action)
    elif kind is Sell:
        return _sell_refusal(state, seat, action)
    elif kind is Hire:
        if action.colour == GREY:
            return _refuse("no_grey_dice", "CE03")
        if not state.supply_dice[action.colour]:
            return _refuse("supply_empty", "CE02", what=colour_msg(action.colour))
    elif kind is TakeDisc:
        return _disc_refusal(state, seat, action.kind, action.column)
    elif kind is PlaceBakery:
        if not board.bakeries_left(state, seat):
            return _refuse("no_bakeries", "CE37")
        if EMPTY not in state.bakeries[action.district]:
            return _refuse("bakery_full", "CE39", district=district_msg(action.district))
    elif kind is Borrow:
        if action.column == HIRE:
            return _refuse("borrow_other", "CE38")
        top = COLUMNS[action.column].top
        if not 1 <= action.level <= top:
            return _refuse("no_such_level", "CE38", column=column_msg(action.column), top=top)
    return None


def _bakery_colour_refusal(state: State, district: int) -> Refusal:
    """CE37/CE38: the bakery part open builds only in districts of its colour (level 3
    yellow, level 4 beige); the grey district takes no new bakery."""
    for part, colour in (("bakery_yellow", "yellow"), ("hire_4", "beige")):
        if part in state.parts:
            where = ", ".join(str(d + 1) for d in districts_of(colour))
            return _refuse(
                f"bakery_{colour}_only",
                BAKERY_RULE[part],
                districts=where,
                district=district_msg(district),
            )
    if DISTRICTS[district].colour == "grey":
        return _refuse("no_bakery_in_grey", "CE37")
    wanted = BAKERY_PARTS[DISTRICTS[district].colour][0]
    return _refuse("no_part", BAKERY_RULE[wanted], what=Msg(f"cupcake.part.{wanted}"))


def _shop_refusal(state: State, seat: int, action: PlaceShop) -> Refusal | None:
    d, source, victim = action.district, action.source, action.victim
    left = board.shops_left(state, seat)
    if source >= 0 and left:
        return _refuse("shops_in_reserve", "CE29")
    if source < 0 and not left:
        return _refuse("no_shops_left", "CE29")
    if source >= 0:
        if source == d:
            return _refuse("move_elsewhere", "CE29")
        if seat not in state.shops[source]:
            return _refuse("no_shop_there", "CE29", district=district_msg(source))
    free = board.has_free_shop_space(state, d)
    if victim < 0:
        if not free:
            return _refuse("district_full", "CE28", district=district_msg(d))
        return None
    if free:
        return _refuse("space_free", "CE28", district=district_msg(d))
    if victim == seat or victim >= state.players:
        return _refuse("displace_other", "CE28")
    if victim not in state.shops[d]:
        return _refuse("no_victim_shop", "CE28", district=district_msg(d), victim=victim + 1)
    return None


def _sell_refusal(state: State, seat: int, action: Sell) -> Refusal | None:
    d, h = action.district, action.house
    liking = state.houses[d][h]
    if liking == EMPTY:
        return _refuse("no_customer", "CE30", district=district_msg(d), house=h + 1)
    if not board.present(state, seat, d):
        return _refuse("not_present", "CE30", district=district_msg(d))
    if not board.serves(state, seat, liking):
        return _refuse("not_liked", "CE32")
    return None


def _disc_refusal(state: State, seat: int, kind: int, column: int) -> Refusal | None:
    if not state.supply_discs[kind]:
        return _refuse("supply_empty", "CE02", what=disc_msg(kind))
    if kind in state.discs[seat][column]:
        return _refuse("disc_twice", "CE42", column=column_msg(column), kind=disc_msg(kind))
    if not board.can_hold_disc(state, seat, column, kind):
        return _refuse("disc_full", "CE36", column=column_msg(column))
    return None


def _menu_refusal(state: State, seat: int, action: MakeMenu) -> Refusal | None:
    if not state.bases[seat][action.base]:
        return _refuse("no_base", "CE23", what=base_msg(action.base))
    if not state.frostings[seat][action.frosting]:
        return _refuse("no_frosting", "CE23", what=frosting_msg(action.frosting))
    return None


def _special_refusal(state: State, kind: str) -> Refusal | None:
    if state.special and not (kind == "pay-move" and state.special == "pay-move"):
        return _refuse("special_used", "CE20")
    return None


def _move_refusal(state: State, seat: int, action, rule: str) -> Refusal | None:
    if action.source == action.target:
        return _refuse("same_column", rule)
    if action.colour not in state.dice[seat][action.source]:
        return _refuse(
            "no_die_there", rule, colour=colour_msg(action.colour), column=column_msg(action.source)
        )
    if not board.free_dice_spaces(state, seat, action.target):
        return _refuse("column_full", rule, column=column_msg(action.target))
    return None


def anytime_refusal(state: State, seat: int, action) -> Refusal | None:
    kind = type(action)
    if kind is MakeMenu:
        return _menu_refusal(state, seat, action)
    if kind is Rest:
        if state.rest_used:
            return _refuse("rest_used", "CE20")
        held = list(state.rest[seat])
        for colour in action.dice:
            if colour not in held:
                return _refuse("not_resting", "CE44", colour=colour_msg(colour))
            held.remove(colour)
        if len(action.dice) > board.free_dice_spaces(state, seat, action.column):
            return _refuse("too_many_dice", "CE44", column=column_msg(action.column))
        if action.pay == "idea" and not state.ideas[seat]:
            return _refuse("no_idea", "CE44")
        if action.pay == "income" and state.income[seat] < len(action.dice):
            return _refuse("no_income", "CE44", cost=len(action.dice))
        return None
    special = {IdeaDisc: "idea-disc", IdeaMove: "idea-move", BuyIdea: "buy-idea"}.get(
        kind, "pay-move"
    )
    found = _special_refusal(state, special)
    if found:
        return found
    if kind is IdeaDisc:
        if not state.ideas[seat]:
            return _refuse("no_idea", "CE45")
        return _disc_refusal(state, seat, action.kind, action.column)
    if kind is IdeaMove:
        if not state.ideas[seat]:
            return _refuse("no_idea", "CE46")
        return _move_refusal(state, seat, action, "CE46")
    if kind is BuyIdea:
        if state.income[seat] < IDEA_PRICE:
            return _refuse("no_income", "CE47", cost=IDEA_PRICE)
        if state.ideas[seat] >= IDEAS_MAX:
            return _refuse("ideas_full", "CE19", most=Count("cupcake.count.ideas", IDEAS_MAX))
        if not state.supply_ideas:
            return _refuse("no_ideas_left", "CE02")
        return None
    if state.income[seat] < MOVE_PRICE:
        return _refuse("no_income", "CE48", cost=MOVE_PRICE)
    return _move_refusal(state, seat, action, "CE48")


def refusal(state: State, seat: int, action) -> Refusal | None:
    """Why the rules refuse ``action`` (already accepted by the phase), or None."""
    kind = type(action)
    if kind is StartDisc:
        return None
    if kind is FirstMenu:
        if action.base == MIXED_BASE or is_mixed_frosting(action.frosting):
            return _refuse("first_single", "CE12")
        pair = [action.base, action.frosting]
        for other in range(state.players):
            if pair in state.menu[other]:
                return _refuse("pairing_taken", "CE12")
        if not state.supply_bases[action.base]:
            return _refuse("supply_empty", "CE02", what=base_msg(action.base))
        if not state.supply_frostings[action.frosting]:
            return _refuse("supply_empty", "CE02", what=frosting_msg(action.frosting))
        return None
    if kind is Activate:
        level = board.column_level(state, seat, action.column)
        if action.level > level:
            return _refuse("level_too_high", "CE14", column=column_msg(action.column), level=level)
        if action.level == 0 and level > 0:
            return _refuse("level_zero", "CE14", column=column_msg(action.column))
        return None
    if kind in (MakeMenu, Rest, IdeaDisc, IdeaMove, BuyIdea, PayMove):
        return anytime_refusal(state, seat, action)
    if kind in PART_KINDS:
        return _part_refusal(state, seat, action)
    return None  # Done, EndTurn: the phase decides


def legal_actions(state: State, seat: int) -> list:
    """The candidates the rules do not refuse, for ``seat``, the seat to move."""
    found = candidates.candidate_actions(state, seat)
    return [a for a in found if refusal(state, seat, a) is None]


def check(state: State, seat: int, action) -> None:
    """IllegalAction (naming its rule) unless ``seat``, the seat to move, may take ``action``."""
    PHASES.check(state.phase, action)
    found = refusal(state, seat, action)
    if found is not None:
        raise error(found)
