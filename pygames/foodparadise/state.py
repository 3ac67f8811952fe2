"""Food Paradise's state: plain data (ints and lists of ints) besides the generator.

Ingredients are indices into ``data.KINDS``, recipes numbers 0–19 (``data.RECIPES``),
price cards their prices. Decks keep their top first: a card is turned with
``pop(0)`` and put under the deck with ``append``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pygames.core.rng import Rng
from pygames.core.state import GameState


@dataclass
class State(GameState):
    """The JSON is the fields (``GameState``)."""

    players: int
    options: dict
    rng: Rng
    # The rules the game is played by (``GameSpec.rules_version``; a record keeps its
    # own): 1, FP11 takes from the player holding the most; 2, the buyer chooses.
    rules_version: int = 1
    phase: str = "corner"  # corner | move | offer | research | over
    mover: int = 0  # the seat whose turn it is (choosing a corner, or moving)
    turns: int = 0  # turns finished, all players together (the safeguard counts them)
    chains: list[int] = field(default_factory=list)  # per seat: its chain (data.CHAINS)
    corners: list[int] = field(default_factory=list)  # per seat: its corner 0–3, or -1
    positions: list[int] = field(default_factory=list)  # per seat: its space, or -1
    revenue: list[int] = field(default_factory=list)  # per corner 0–3: money under it
    cash: list[int] = field(default_factory=list)
    holdings: list[list[int]] = field(default_factory=list)  # per seat, per kind: tokens
    supply: list[int] = field(default_factory=list)  # per kind: tokens in the bank
    piles: list[list[int]] = field(default_factory=list)  # per seat: face-up recipe first
    built: list[list[int]] = field(default_factory=list)  # per seat, in building order
    hands: list[list[int]] = field(default_factory=list)  # per seat: price cards, sorted
    price_deck: list[int] = field(default_factory=list)
    demand_deck: list[int] = field(default_factory=list)  # the face-up demand first
    # The offer in progress (phase "offer"): the turned card, the kind, the seats still
    # to be asked (the one asked now first).
    offer_price: int = 0
    offer_kind: int = -1
    offer_queue: list[int] = field(default_factory=list)
    # The last move, for the screen: [seat, from, to, steps, die value or 0].
    last_move: list[int] = field(default_factory=list)
    winner: int = -1
    end: str = ""  # "" | "recipes" | "cash" | "limit"
    reveals: int = 0  # how often hidden information was shown
