"""What Cupcake Empire's actions do (CE13–CE50), each appending to ``events`` what
happened. The refusals are in ``legal.py``: nothing here checks anything.
"""

from __future__ import annotations

from pygames.core.messages import Count, Event, Msg, Player, Scored
from pygames.cupcake import board, goals
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
    CREATIVITY_SQUARES,
    DICE_SPACES,
    DISC_CREATIVITY,
    DISC_INCOME,
    DISC_PART,
    DISTRICTS,
    END_INCOME,
    GOAL_INCOME,
    GREEN_EVERY,
    IDEAS_MAX,
    LEVEL_PARTS,
    REST_FACE,
    TRACK_MAX,
    TURN_LIMIT,
    base_msg,
    colour_msg,
    column_msg,
    disc_msg,
    district_msg,
    frosting_msg,
    liking_msg,
    menu_gain,
)
from pygames.cupcake.legal import part_for
from pygames.cupcake.state import EMPTY, State


# -- tracks -----------------------------------------------------------------------------
def raise_track(state: State, seat: int, track: str, delta: int) -> None:
    """Production and sales run 0–20."""
    values = getattr(state, track)
    values[seat] = max(0, min(TRACK_MAX, values[seat] + delta))


def gain_income(state: State, seat: int, delta: int, events: list) -> None:
    state.income[seat] += delta
    events.append(Scored(seat, delta))


def pay_income(state: State, seat: int, cost: int) -> None:
    state.income[seat] -= cost


def gain_idea(state: State, seat: int, events: list) -> bool:
    """CE19: an idea disc from the supply, at most 3 held."""
    if state.ideas[seat] >= IDEAS_MAX or not state.supply_ideas:
        return False
    state.ideas[seat] += 1
    state.supply_ideas -= 1
    events.append(Event("cupcake.log.idea", who=Player(seat)))
    return True


def spend_idea(state: State, seat: int) -> None:
    state.ideas[seat] -= 1
    state.supply_ideas += 1


def step_creativity(state: State, seat: int, steps: int, events: list) -> None:
    """CE18/CE19: each step reaching a green square gives an idea disc."""
    for _ in range(steps):
        state.creativity[seat] = (state.creativity[seat] + 1) % CREATIVITY_SQUARES
        if state.creativity[seat] % GREEN_EVERY == 0:
            gain_idea(state, seat, events)


# -- menu items (CE23–CE25) -----------------------------------------------------------------
def make_menu(state: State, seat: int, base: int, frosting: int, events: list) -> None:
    state.bases[seat][base] -= 1
    state.frostings[seat][frosting] -= 1
    state.menu[seat].append([base, frosting])
    gain = menu_gain(base, frosting)
    raise_track(state, seat, "production", gain)
    events.append(
        Event(
            "cupcake.log.menu",
            base=base_msg(base),
            frosting=frosting_msg(frosting),
            gain=gain,
            production=state.production[seat],
        )
    )


# -- activating a column (CE13, CE14) ---------------------------------------------------------
def activate(state: State, seat: int, column: int, level: int, events: list) -> None:
    state.active, state.level, state.phase = column, level, "action"
    if state.rules_version >= 2:  # CE17: the dice standing in the column are used
        state.used = [[colour, column] for colour in state.dice[seat][column]]
    parts = list(LEVEL_PARTS[column][level - 1]) if level else []
    discs = board.usable_discs(state, seat, column, level) if level else []
    parts += [DISC_PART[kind] for kind in discs]
    state.parts = parts
    events.append(Event("cupcake.log.activate", column=column_msg(column), level=level))


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
        events.append(Event("cupcake.log.disc_creativity", steps=DISC_CREATIVITY))
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


# -- the end of the action: income, goals, the re-roll (CE15–CE19) --------------------------
def finish_action(state: State, seat: int, events: list) -> None:
    events.append(Event("cupcake.log.done"))
    gain = min(state.production[seat], state.sales[seat])
    if gain:
        events.append(Event("cupcake.log.income", gain=gain))
        gain_income(state, seat, gain, events)
    for goal in state.goals:
        if goal not in state.goals_met[seat] and goals.met(state, seat, goal):
            state.goals_met[seat].append(goal)
            events.append(Event("cupcake.log.goal", goal=goal, gain=GOAL_INCOME))
            gain_income(state, seat, GOAL_INCOME, events)
    roll(state, seat, events)
    state.parts, state.phase = [], "after"


def roll(state: State, seat: int, events: list) -> None:
    """CE17/CE18: the used and new dice re-rolled and placed by number; 6s and dice
    with no space rest; the first 6 an idea disc, each further 6 a creativity step;
    every other player a step per 6.

    The used dice: at rules 1 those standing in the active column at ``done``; at
    rules 2 those that stood in it when it was activated, wherever they are now
    (``state.used``; a die moved in after activating was not used and stays)."""
    if state.rules_version >= 2:
        dice = []
        for colour, column in state.used:
            state.dice[seat][column].remove(colour)
            dice.append(colour)
        dice += state.fresh
        state.used = []
    else:
        dice = (state.dice[seat][state.active] if state.active >= 0 else []) + state.fresh
        if state.active >= 0:
            state.dice[seat][state.active] = []
    state.fresh = []
    rolled, sixes = [], 0
    placed, rested = [], []  # (colour, face) of each die, by where it went
    for colour in dice:
        face = state.rng.below(6) + 1
        rolled += [colour, face]
        if face == REST_FACE:
            sixes += 1
            state.rest[seat].append(colour)
            rested.append((colour, face))
        elif len(state.dice[seat][face - 1]) < DICE_SPACES:
            state.dice[seat][face - 1].append(colour)
            placed.append((colour, face))
        else:
            state.rest[seat].append(colour)
            rested.append((colour, face))
    state.rest[seat].sort()
    state.last_roll = rolled
    if placed and rested:
        events.append(Event("cupcake.log.rolled_rest", dice=said(placed), rest=said(rested)))
    elif placed or rested:
        key = "cupcake.log.rolled" if placed else "cupcake.log.rolled_only_rest"
        events.append(Event(key, dice=said(placed or rested)))
    if sixes:
        gain_idea(state, seat, events)
        step_creativity(state, seat, sixes - 1, events)
        for step in range(1, state.players):
            other = (seat + step) % state.players
            step_creativity(state, other, sixes, events)


def said(dice: list[tuple[int, int]]) -> Msg:
    """Dice in words, each by its colour and face: "orange die 5, pink die 2"."""
    words = [Msg("cupcake.log.die", die=colour_msg(colour), face=face) for colour, face in dice]
    found = words[-1]
    for word in reversed(words[:-1]):
        found = Msg("cupcake.log.dice", first=word, rest=found)
    return found


# -- the end of a turn (CE49) ----------------------------------------------------------------
def end_turn(state: State, seat: int, events: list) -> None:
    events.append(Event("cupcake.log.end"))
    state.turns += 1
    if state.income[seat] >= END_INCOME and not state.ending:
        state.ending = True
        events.append(Event("cupcake.log.ending", who=Player(seat), income=END_INCOME))
    state.active, state.level, state.parts, state.borrowed = -1, 0, [], -1
    state.rest_used, state.special = False, ""
    if state.turns % state.players == 0:
        if state.ending:
            state.phase, state.end = "over", "income"
            events.append(Event("cupcake.log.over"))
            return
        if state.turns >= TURN_LIMIT * state.players:
            state.phase, state.end = "over", "limit"
            events.append(Event("cupcake.log.turn_limit", turns=TURN_LIMIT))
            return
    state.mover = (seat + 1) % state.players
    state.phase = "start"


# -- moving dice (CE44, CE46, CE48) ---------------------------------------------------------
def move_die(state: State, seat: int, colour: int, source: int, target: int) -> None:
    """A die from one column to another; the dice below move up (CE46). CE17 (rules
    2): of equal dice in ``source``, a used one moves first, and stays used."""
    state.dice[seat][source].remove(colour)
    state.dice[seat][target].append(colour)
    for die in state.used:
        if die[0] == colour and die[1] == source:
            die[1] = target
            break


def rest_back(state: State, seat: int, column: int, dice: tuple, pay: str, events: list) -> None:
    for colour in dice:
        state.rest[seat].remove(colour)
        state.dice[seat][column].append(colour)
    counted = Count("cupcake.dice", len(dice))
    events.append(
        Event(f"cupcake.log.rest_{pay}", n=len(dice), dice=counted, column=column_msg(column))
    )
    state.rest_used = True
