"""Food Tycoon's state: plain data with a JSON round trip, and the card moves every
rule shares (taking from a pile, drawing from a deck that refills from its discards).

Cards are numbers: an ingredient is its index in ``data.INGREDIENTS`` (hands and piles
are counts of each), a recipe card its kind's index in ``data.RECIPES``, an event card
its kind's index in ``data.EVENTS`` (the two copies of a kind are alike). Decks list
their cards with the top last.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pygames.core.rng import Rng


@dataclass
class Lot:
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

    def to_json(self) -> dict:
        return {
            "dice": list(self.dice),
            "ingredients": list(self.ingredients),
            "chosen": list(self.chosen),
            "recipe": self.recipe,
            "event": self.event,
            "pending": self.pending,
            "status": self.status,
            "buyer": self.buyer,
            "price": self.price,
        }

    @classmethod
    def from_json(cls, data: dict) -> Lot:
        return cls(
            list(data["dice"]),
            list(data["ingredients"]),
            list(data["chosen"]),
            data["recipe"],
            data["event"],
            data["pending"],
            data["status"],
            data["buyer"],
            data["price"],
        )

    def clone(self) -> Lot:
        return Lot(
            list(self.dice),
            list(self.ingredients),
            list(self.chosen),
            self.recipe,
            self.event,
            self.pending,
            self.status,
            self.buyer,
            self.price,
        )


@dataclass
class State:
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

    _LISTS = (
        "money",
        "piles",
        "recipe_deck",
        "recipe_discard",
        "event_deck",
        "event_discard",
        "drawn",
        "order",
    )
    _NESTED = ("ingredients", "hands", "dishes", "bids", "tiebreak", "known")
    _PLAIN = (
        "players",
        "round",
        "host",
        "phase",
        "turn",
        "current",
        "high",
        "bidder",
        "passes",
        "reveals",
    )

    def to_json(self) -> dict:
        data = {name: getattr(self, name) for name in self._PLAIN}
        data.update({name: list(getattr(self, name)) for name in self._LISTS})
        data.update({name: [list(item) for item in getattr(self, name)] for name in self._NESTED})
        data.update(
            options=dict(self.options),
            rng=self.rng.state,
            lots=[lot.to_json() for lot in self.lots],
            last_event=copy_json(self.last_event),
        )
        return data

    @classmethod
    def from_json(cls, data: dict) -> State:
        state = cls(
            data["players"],
            dict(data["options"]),
            Rng(data["rng"]),
            *([] for _ in range(9)),
        )
        for name in cls._PLAIN:
            setattr(state, name, data[name])
        for name in cls._LISTS:
            setattr(state, name, list(data[name]))
        for name in cls._NESTED:
            setattr(state, name, [list(item) for item in data[name]])
        state.lots = [Lot.from_json(lot) for lot in data["lots"]]
        state.last_event = copy_json(data["last_event"])
        return state

    def clone(self) -> State:
        copy = State.__new__(State)
        for name in self._PLAIN:
            setattr(copy, name, getattr(self, name))
        for name in self._LISTS:
            setattr(copy, name, list(getattr(self, name)))
        for name in self._NESTED:
            setattr(copy, name, [list(item) for item in getattr(self, name)])
        copy.options = self.options
        copy.rng = Rng(self.rng.state)
        copy.lots = [lot.clone() for lot in self.lots]
        copy.last_event = self.last_event  # replaced, never changed in place
        return copy

    @property
    def advanced(self) -> bool:
        return self.options.get("rules", "basic") == "advanced"


def copy_json(value):
    """A deep copy of plain JSON data (the last event's summary)."""
    if isinstance(value, dict):
        return {key: copy_json(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [copy_json(item) for item in value]
    return value


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
