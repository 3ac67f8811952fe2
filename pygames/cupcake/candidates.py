"""The candidate actions of a Cupcake Empire position: everything that might be legal
now, generated cheaply (``candidate_actions``). ``legal.refusal`` decides; the legal
actions are the candidates it does not refuse (so listing moves and checking one share
the same code).
"""

from __future__ import annotations

from pygames.cupcake import board
from pygames.cupcake.actions import (
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
    BASES,
    COLUMNS,
    DISC_KINDS,
    DISTRICTS,
    FROSTINGS,
    HIRE,
    MIXED_BASE,
    MOVE_PRICE,
    SINGLE_FROSTINGS,
)
from pygames.cupcake.state import EMPTY, State


def _sub_multisets(dice: list[int], most: int) -> list[tuple[int, ...]]:
    """Every non-empty sorted selection of ``dice`` of at most ``most`` dice."""
    counts: dict[int, int] = {}
    for colour in dice:
        counts[colour] = counts.get(colour, 0) + 1
    found: list[tuple[int, ...]] = [()]
    for colour in sorted(counts):
        found = [pick + (colour,) * n for pick in found for n in range(counts[colour] + 1)]
    return sorted(pick for pick in found if 0 < len(pick) <= most)


def candidate_actions(state: State, seat: int) -> list:
    """What ``seat``, the seat to move, might do in the phase of the moment."""
    phase = state.phase
    if phase == "disc":
        found = [StartDisc(c) for c in range(len(COLUMNS))]
    elif phase == "menu":
        found = [FirstMenu(b, f) for b in range(2) for f in range(SINGLE_FROSTINGS)]
    else:
        found = []
        if phase == "start":
            found += activations(state, seat)
        elif phase == "action":
            found += part_candidates(state, seat) + [Done()]
        else:
            found.append(EndTurn())
        found += anytime_candidates(state, seat)
    return found


def activations(state: State, seat: int) -> list:
    found = []
    for column in range(len(COLUMNS)):
        level = board.column_level(state, seat, column)
        levels = range(1, level + 1) if level else (0,)
        found += [Activate(column, n) for n in levels]
    return found


def anytime_candidates(state: State, seat: int) -> list:
    found: list = []
    bases = [b for b in range(len(BASES)) if state.bases[seat][b]]
    frostings = [f for f in range(len(FROSTINGS)) if state.frostings[seat][f]]
    found += [MakeMenu(b, f) for b in bases for f in frostings]
    rest = state.rest[seat]
    if rest and not state.rest_used:
        for column in range(len(COLUMNS)):
            room = board.free_dice_spaces(state, seat, column)
            for pick in _sub_multisets(rest, room):
                found.append(Rest(column, "idea", pick))
                found.append(Rest(column, "income", pick))
    if not state.special and state.ideas[seat]:
        found += [
            IdeaDisc(kind, column)
            for kind in range(len(DISC_KINDS))
            if state.supply_discs[kind]
            for column in range(len(COLUMNS))
        ]
    # (only candidates that may pass: the refusals still decide)
    can_idea = not state.special and state.ideas[seat]
    can_pay = state.special in ("", "pay-move") and state.income[seat] >= MOVE_PRICE
    moves = []
    if can_idea or can_pay:
        room = [c for c in range(len(COLUMNS)) if board.free_dice_spaces(state, seat, c)]
        for source in range(len(COLUMNS)):
            for colour in sorted(set(state.dice[seat][source])):
                moves += [(colour, source, target) for target in room if target != source]
    if can_idea:
        found += [IdeaMove(*move) for move in moves]
    if not state.special:
        found.append(BuyIdea())
    if can_pay:
        found += [PayMove(*move) for move in moves]
    return found


def part_candidates(state: State, seat: int) -> list:
    found: list = []
    parts = set(state.parts)
    if "base" in parts:
        found += [TakeBase(0), TakeBase(1)]
    if "mixed_base" in parts:
        found.append(TakeBase(MIXED_BASE))
    if "frosting" in parts:
        found += [TakeFrosting(f) for f in range(SINGLE_FROSTINGS)]
    if "mixed_frosting" in parts:
        found += [TakeFrosting(f) for f in range(SINGLE_FROSTINGS, len(FROSTINGS))]
    for colour in ("yellow", "beige"):
        if f"shop_{colour}" in parts:
            found += _shop_candidates(state, seat, colour)
    if any(part.startswith("sell_") for part in parts):
        for d in range(len(DISTRICTS)):
            for h in range(len(DISTRICTS[d].houses)):
                if state.houses[d][h] != EMPTY:
                    found.append(Sell(d, h))
    if "die" in parts:
        found += [Hire(colour) for colour in range(1, 6)]
    if "disc" in parts:
        found += [
            TakeDisc(kind, column)
            for kind in range(len(DISC_KINDS))
            for column in range(len(COLUMNS))
        ]
    if "bakery_yellow" in parts or "hire_4" in parts:
        colour = {"bakery_yellow": "yellow", "hire_4": "beige"}
        for part in ("bakery_yellow", "hire_4"):
            if part in parts:
                found += [
                    PlaceBakery(d)
                    for d in range(len(DISTRICTS))
                    if DISTRICTS[d].colour == colour[part]
                ]
    if "hire_4" in parts:
        found += [
            Borrow(column, level)
            for column in range(HIRE)
            for level in range(1, COLUMNS[column].top + 1)
        ]
    if "income" in parts:
        found.append(GainIncome())
    if "creativity" in parts:
        found.append(GainCreativity())
    return found


def _shop_candidates(state: State, seat: int, colour: str) -> list:
    found = []
    left = board.shops_left(state, seat)
    sources = [-1] if left else [s for s in range(len(DISTRICTS)) if seat in state.shops[s]]
    for d in range(len(DISTRICTS)):
        if DISTRICTS[d].colour != colour:
            continue
        for source in sources:
            if source == d:
                continue
            if board.has_free_shop_space(state, d):
                found.append(PlaceShop(d, source))
            else:
                found += [PlaceShop(d, source, v) for v in board.displaceable(state, seat, d)]
    return found
