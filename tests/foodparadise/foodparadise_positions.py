"""Food Paradise test helpers: positions built by hand. The mover is given a price
card to move an exact number of steps; decks and holdings are set directly."""

from __future__ import annotations

from pygames.foodparadise.actions import Corner, PlayCard
from pygames.foodparadise.data import RECIPES, TRACK
from pygames.foodparadise.rules import GAME

BEEF, PORK, CHICKEN, FISH, SHRIMP, VEG, GRAIN, SEASONING = range(8)


def started(players: int = 3, seed: int = 1, rules_version: int | None = None):
    """A game whose seats took corners 1, 2, 3, ... in turn (seat s on space 9s), by
    the newest rules unless ``rules_version`` says otherwise."""
    state = GAME.new_game(players, {}, seed, rules_version)
    for seat in range(players):
        GAME.apply(state, seat, Corner(seat + 1))
    return state


def move_to(state, space: int, seat: int | None = None):
    """The mover (or ``seat``, made the mover) plays a price card reaching ``space``."""
    seat = state.mover if seat is None else seat
    state.mover = seat
    steps = (space - state.positions[seat]) % 36
    if not 2 <= steps <= 9:  # start 3 spaces short of it
        state.positions[seat], steps = (space - 3) % 36, 3
    state.hands[seat].append(steps * 100)
    return GAME.apply(state, seat, PlayCard(steps * 100))


def source_space(kind: int, after: int = 0) -> int:
    return next(
        s.number for s in TRACK if s.kind == "source" and s.ingredient == kind and s.number > after
    )


def demanding(state, kind: int) -> None:
    state.demand_deck = [kind, *[k for k in range(8) if k != kind]]


def holding_recipe(state, seat: int) -> int:
    recipe = state.piles[seat][0]
    for kind in RECIPES[recipe].ingredients:
        state.holdings[seat][kind] += 1
        state.supply[kind] -= 1
    return recipe
