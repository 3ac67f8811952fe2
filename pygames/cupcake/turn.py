"""What Cupcake Empire's actions do (CE11–CE50): ``perform`` carries one out and says
what happened as events. The refusals are in ``legal.py``: nothing here checks anything.
"""

from __future__ import annotations

from pygames.core.messages import Count, Event, Msg, Player
from pygames.cupcake import board, goals
from pygames.cupcake.actions import (
    Activate,
    BuyIdea,
    Done,
    EndTurn,
    FirstMenu,
    IdeaDisc,
    IdeaMove,
    MakeMenu,
    Rest,
    StartDisc,
)
from pygames.cupcake.data import (
    DICE_SPACES,
    DISC_PART,
    END_INCOME,
    GOAL_INCOME,
    IDEA_PRICE,
    LEVEL_PARTS,
    MOVE_PRICE,
    REST_FACE,
    TURN_LIMIT,
    base_msg,
    colour_msg,
    column_msg,
    disc_msg,
    frosting_msg,
    menu_gain,
)
from pygames.cupcake.legal import PART_KINDS
from pygames.cupcake.parts import do_part, place_disc
from pygames.cupcake.state import State
from pygames.cupcake.tracks import (
    gain_idea,
    gain_income,
    pay_income,
    raise_track,
    spend_idea,
    step_creativity,
)


def perform(state: State, seat: int, action) -> list[Event]:
    """Carry out ``action`` (already checked) for ``seat``: what happened, as events."""
    events: list[Event] = []
    kind = type(action)
    if kind is StartDisc:
        kind_ = state.start_disc[seat]
        state.discs[seat][action.column].append(kind_)
        state.start_disc[seat] = -1
        events.append(
            Event("cupcake.log.start_disc", kind=disc_msg(kind_), column=column_msg(action.column))
        )
        _next_setup(state, "menu")
    elif kind is FirstMenu:
        state.supply_bases[action.base] -= 1
        state.supply_frostings[action.frosting] -= 1
        state.menu[seat].append([action.base, action.frosting])
        events.append(
            Event(
                "cupcake.log.first",
                base=base_msg(action.base),
                frosting=frosting_msg(action.frosting),
            )
        )
        _next_setup(state, "start")
    elif kind is Activate:
        activate(state, seat, action.column, action.level, events)
    elif kind in PART_KINDS:
        do_part(state, seat, action, events)
    elif kind is Done:
        finish_action(state, seat, events)
    elif kind is EndTurn:
        end_turn(state, seat, events)
    else:
        _anytime(state, seat, action, events)
    return events


# -- the set-up's choices (CE11, CE12) --------------------------------------------
def _next_setup(state: State, then: str) -> None:
    """The next seat of the set-up's choices (CE11, CE12), then the first turn."""
    state.queue.pop(0)
    if state.queue:
        state.mover = state.queue[0]
        return
    if then == "menu":  # CE12: from the start player's right, counter-clockwise
        n = state.players
        state.queue = [(state.first - 1 - step) % n for step in range(n)]
        state.phase, state.mover = "menu", state.queue[0]
    else:
        state.phase, state.mover = "start", state.first


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
            turns = Count("cupcake.count.turns", TURN_LIMIT)
            events.append(Event("cupcake.log.turn_limit", turns=turns))
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


# -- the actions of any phase of the turn (CE20, CE23, CE44–CE48) --------------------------
def _anytime(state: State, seat: int, action, events: list) -> None:
    """The actions of CE20/CE23/CE44–CE48, taken in any phase of the turn."""
    kind = type(action)
    if kind is MakeMenu:
        make_menu(state, seat, action.base, action.frosting, events)
    elif kind is Rest:
        if action.pay == "idea":
            spend_idea(state, seat)
        else:
            pay_income(state, seat, len(action.dice))
        rest_back(state, seat, action.column, action.dice, action.pay, events)
    elif kind is IdeaDisc:
        state.special = "idea-disc"
        spend_idea(state, seat)
        events.append(Event("cupcake.log.idea_disc"))
        place_disc(state, seat, action.kind, action.column, events)
    elif kind is BuyIdea:
        state.special = "buy-idea"
        pay_income(state, seat, IDEA_PRICE)
        events.append(Event("cupcake.log.buy_idea", cost=IDEA_PRICE))
        gain_idea(state, seat, events)
    else:  # IdeaMove, PayMove
        if kind is IdeaMove:
            state.special = "idea-move"
            spend_idea(state, seat)
        else:
            state.special = "pay-move"
            pay_income(state, seat, MOVE_PRICE)
        move_die(state, seat, action.colour, action.source, action.target)
        events.append(
            Event(
                "cupcake.log.idea_move" if kind is IdeaMove else "cupcake.log.pay_move",
                colour=colour_msg(action.colour),
                source=column_msg(action.source),
                target=column_msg(action.target),
                cost=MOVE_PRICE,
            )
        )
