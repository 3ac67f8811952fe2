"""Food Tycoon's state: plain data (its JSON round trip and clone come from its fields,
``pygames.core.state``), and the card moves every rule shares (taking from a pile, drawing from a deck that refills from its discards).

Cards are numbers: an ingredient is its index in ``data.INGREDIENTS`` (hands and piles
are counts of each), a recipe card its kind's index in ``data.RECIPES``, an event card
its kind's index in ``data.EVENTS`` (the two copies of a kind are alike). Decks list
their cards with the top last.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pygames.core.rng import Rng
from pygames.core.state import GameState


@dataclass
class Lot(GameState):
    """One lot (FT11–FT12): what a roll of the 4 dice put on the table."""

    dice: list[int]
    ingredients: list[int]  # counts by kind, the host's choice included
    chosen: list[int]  # the host's free choice (part of ``ingredients``)
    recipe: int | None  # face up
    event: int | None  # face down until the lot is bought
    pending: int = 0  # free ingredients the host has still to choose
    status: str = "open"  # open, sold, unsold (nobody bid), removed (FT22)
    buyer: int | None = None
    price: int = 0


@dataclass
class State(GameState):
    players: int
    options: dict
    rng: Rng
    money: list[int]
    ingredients: list[list[int]]  # per seat: counts by kind (public)
    hands: list[list[int]]  # per seat: recipe cards (private)
    dishes: list[list[int]]  # per seat: cooked recipes, in order
    piles: list[int]  # the supply: counts by kind
    recipe_deck: list[int]
    recipe_discard: list[int]  # face up
    event_deck: list[int]
    event_discard: list[int]  # turned events, face up
    round: int = 1
    host: int = 0
    phase: str = "setup-recipes"
    turn: int = 0  # the seat whose decision it is
    drawn: list[int] = field(default_factory=list)  # FT07: the thinker's 2 cards
    lots: list[Lot] = field(default_factory=list)
    order: list[int] = field(default_factory=list)  # lot indices, auction order
    current: int = 0  # position in ``order`` being auctioned
    high: int = 0  # the auction's highest bid (0: none yet)
    bidder: int | None = None  # who made it
    passes: int = 0  # passes in a row since the last bid
    bids: list[list] = field(default_factory=list)  # this lot's [seat, amount or None, forced]
    last_event: dict | None = None  # the last event turned and what it changed
    reveals: int = 0  # times hidden information was shown
    tiebreak: list[list[int]] = field(default_factory=list)  # FT21: dice rolled at the end
    # Per seat: recipe cards known to be in its hand because it bought them face up in
    # a lot. Public until the dish is cooked (the only way a card leaves a hand), so a
    # view keeps them after the round's lots are cleared.
    known: list[list[int]] = field(default_factory=list)

    def clone(self) -> State:
        copy = super().clone()
        copy.lots = [lot.clone() for lot in self.lots]  # the base copies a list of values
        return copy

    @property
    def advanced(self) -> bool:
        return self.options.get("rules", "basic") == "advanced"


# -- card moves ---------------------------------------------------------------------------


def take_ingredients(state: State, seat: int, kind: int, count: int) -> int:
    """Move up to ``count`` cards of ``kind`` from its pile to ``seat``'s hand; an empty
    pile gives nothing (this edition's rule). Returns how many moved."""
    moved = min(count, state.piles[kind])
    state.piles[kind] -= moved
    state.ingredients[seat][kind] += moved
    return moved


def return_ingredients(state: State, seat: int, kind: int, count: int) -> None:
    state.ingredients[seat][kind] -= count
    state.piles[kind] += count


def draw_recipe(state: State) -> int | None:
    """The top recipe card; FT08: an empty deck is refilled by shuffling the
    discards. None when both are empty (every recipe is in hands, lots or dishes)."""
    if not state.recipe_deck and state.recipe_discard:
        state.recipe_deck, state.recipe_discard = state.recipe_discard, []
        state.rng.shuffle(state.recipe_deck)
    return state.recipe_deck.pop() if state.recipe_deck else None


def recipes_left(state: State) -> int:
    return len(state.recipe_deck) + len(state.recipe_discard)


def draw_event(state: State) -> int | None:
    """The top event card, face down; an empty deck is refilled by shuffling the
    turned events (this edition's rule, as for recipes)."""
    if not state.event_deck and state.event_discard:
        state.event_deck, state.event_discard = state.event_discard, []
        state.rng.shuffle(state.event_deck)
    return state.event_deck.pop() if state.event_deck else None


def clockwise_from(state: State, seat: int) -> list[int]:
    """Every seat, starting with ``seat`` and going clockwise (to the left)."""
    return [(seat + step) % state.players for step in range(state.players)]
