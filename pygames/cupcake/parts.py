"""What the parts of an activated column's level, and of its extra-action discs, do
(CE21–CE43): a layer taken, a shop placed, moved or displacing another, a customer
served, a die hired, a disc or a bakery placed, a level borrowed, income and creativity
from the discs. ``turn.py`` carries out one with ``do_part``; nothing here checks
anything (``legal.py``).
"""

from __future__ import annotations

from pygames.core.messages import Count, Event, Player
from pygames.cupcake import board
from pygames.cupcake.actions import (
    Borrow,
    GainCreativity,
    GainIncome,
    Hire,
    PlaceBakery,
    PlaceShop,
    Sell,
    TakeBase,
    TakeDisc,
    TakeFrosting,
)
from pygames.cupcake.data import (
    BAKERY_GAIN,
    COLUMNS,
    DISC_CREATIVITY,
    DISC_INCOME,
    DISC_PART,
    DISTRICTS,
    LEVEL_PARTS,
    base_msg,
    colour_msg,
    column_msg,
    disc_msg,
    district_msg,
    frosting_msg,
    liking_msg,
)
from pygames.cupcake.legal import part_for
from pygames.cupcake.state import EMPTY, State
from pygames.cupcake.tracks import gain_income, raise_track, step_creativity


def do_part(state: State, seat: int, action, events: list) -> None:
    """One part of the action (a column's or a disc's, CE21–CE43)."""
    part = part_for(state, action)
    state.parts.remove(part)
    kind = type(action)
    if kind is TakeBase:
        state.supply_bases[action.base] -= 1
        state.bases[seat][action.base] += 1
        events.append(Event("cupcake.log.base", what=base_msg(action.base)))
    elif kind is TakeFrosting:
        state.supply_frostings[action.frosting] -= 1
        state.frostings[seat][action.frosting] += 1
        events.append(Event("cupcake.log.frosting", what=frosting_msg(action.frosting)))
    elif kind is PlaceShop:
        place_shop(state, seat, action, events)
    elif kind is Sell:
        sell(state, seat, action, events)
    elif kind is Hire:
        state.supply_dice[action.colour] -= 1
        state.fresh.append(action.colour)
        state.fresh.sort()
        events.append(Event("cupcake.log.hire", colour=colour_msg(action.colour)))
    elif kind is TakeDisc:
        place_disc(state, seat, action.kind, action.column, events)
    elif kind is PlaceBakery:
        place_bakery(state, seat, action.district, events)
    elif kind is Borrow:
        state.borrowed = action.column
        state.parts += list(LEVEL_PARTS[action.column][action.level - 1])
        events.append(
            Event("cupcake.log.borrow", column=column_msg(action.column), level=action.level)
        )
    elif kind is GainIncome:
        events.append(Event("cupcake.log.disc_income", gain=DISC_INCOME))
        gain_income(state, seat, DISC_INCOME, events)
    elif kind is GainCreativity:
        steps = Count("cupcake.count.steps", DISC_CREATIVITY)
        events.append(Event("cupcake.log.disc_creativity", steps=steps))
        step_creativity(state, seat, DISC_CREATIVITY, events)


def place_shop(state: State, seat: int, action: PlaceShop, events: list) -> None:
    d = action.district
    if action.source >= 0:  # CE29: moved, sales unchanged
        row = state.shops[action.source]
        row[row.index(seat)] = EMPTY
    row = state.shops[d]
    if action.victim >= 0:  # CE28: the victim's shop goes back, its sales -1
        row[row.index(action.victim)] = EMPTY
        raise_track(state, action.victim, "sales", -1)
    row[row.index(EMPTY)] = seat
    if action.source >= 0:
        events.append(
            Event("cupcake.log.shop_moved", source=district_msg(action.source), to=district_msg(d))
        )
    else:  # CE27
        raise_track(state, seat, "sales", 1)
        events.append(Event("cupcake.log.shop", to=district_msg(d), sales=state.sales[seat]))
    if action.victim >= 0:
        events.append(Event("cupcake.log.displaced", who=Player(action.victim)))


def sell(state: State, seat: int, action: Sell, events: list) -> None:
    """CE33: the customer to the board at its value; sales and income rise by it."""
    d, h = action.district, action.house
    liking = state.houses[d][h]
    value = board.house_number(state, d, h)
    state.houses[d][h] = EMPTY
    state.served[seat].append([liking, value])
    raise_track(state, seat, "sales", value)
    events.append(
        Event(
            "cupcake.log.sell",
            customer=liking_msg(liking),
            district=district_msg(d),
            house=h + 1,
            value=value,
        )
    )
    gain_income(state, seat, value, events)


def place_disc(state: State, seat: int, kind: int, column: int, events: list) -> None:
    """A disc onto the column's first free space; CE41: on the active column, within
    the level done, it may be used at once."""
    state.supply_discs[kind] -= 1
    state.discs[seat][column].append(kind)
    events.append(Event("cupcake.log.disc", kind=disc_msg(kind), column=column_msg(column)))
    space = len(state.discs[seat][column]) - 1
    if (
        state.phase == "action"
        and column == state.active
        and COLUMNS[column].disc_levels[space] <= state.level
    ):
        state.parts.append(DISC_PART[kind])


def place_bakery(state: State, seat: int, d: int, events: list) -> None:
    """CE37/CE38: a bakery (never displaced, CE39); sales and production rise."""
    row = state.bakeries[d]
    row[row.index(EMPTY)] = seat
    gain = BAKERY_GAIN[DISTRICTS[d].colour]
    raise_track(state, seat, "sales", gain)
    raise_track(state, seat, "production", gain)
    events.append(Event("cupcake.log.bakery", to=district_msg(d), gain=gain))
