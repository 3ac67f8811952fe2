"""Cupcake Empire's state: plain data (ints, strings and lists) besides the generator.

Indices (all from 0): seats; columns 0–4 (``data.COLUMNS``); districts 0–5
(``data.DISTRICTS``); houses 0–3 of a district; dice by colour (``data.COLOURS``);
bases 0–2 and frostings 0–9 (``data.BASES``, ``data.FROSTINGS``); customers by liking
0–7 (``data.LIKINGS``); extra-action discs by kind 0–5 (``data.DISC_KINDS``).
A space's occupant is a seat, ``EMPTY`` or (shops only) ``BLOCKED``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pygames.core.rng import Rng
from pygames.core.state import GameState

EMPTY = -1
BLOCKED = -2


@dataclass
class State(GameState):
    """The JSON is the fields (``GameState``)."""

    players: int
    options: dict
    rng: Rng
    rules_version: int = 1  # the rules the game is played by (``data.CITY``, CE17)
    # disc (CE11) | menu (CE12) | start | action | after | over
    phase: str = "disc"
    first: int = 0  # the start player
    mover: int = 0  # the seat deciding now (set-up) or whose turn it is
    queue: list[int] = field(default_factory=list)  # set-up: the seats still to choose
    turns: int = 0  # turns finished, all seats together
    ending: bool = False  # CE49: someone ended a turn at 70 or more
    goals: list[str] = field(default_factory=list)  # the 4 in play, piles A–D
    # the city
    houses: list[list[int]] = field(default_factory=list)  # per district, house: liking or EMPTY
    shops: list[list[int]] = field(default_factory=list)  # per district, space: occupant
    bakeries: list[list[int]] = field(default_factory=list)  # per district, space: occupant
    # the supply
    supply_bases: list[int] = field(default_factory=list)  # per base
    supply_frostings: list[int] = field(default_factory=list)  # per frosting
    supply_dice: list[int] = field(default_factory=list)  # per colour (grey: 0)
    supply_discs: list[int] = field(default_factory=list)  # per kind
    supply_ideas: int = 0
    # per seat
    income: list[int] = field(default_factory=list)
    production: list[int] = field(default_factory=list)
    sales: list[int] = field(default_factory=list)
    creativity: list[int] = field(default_factory=list)  # square 0–11
    ideas: list[int] = field(default_factory=list)
    bases: list[list[int]] = field(default_factory=list)  # per seat, per base: held
    frostings: list[list[int]] = field(default_factory=list)  # per seat, per frosting
    menu: list[list[list[int]]] = field(default_factory=list)  # per seat: [base, frosting]
    served: list[list[list[int]]] = field(default_factory=list)  # per seat: [liking, value]
    dice: list[list[list[int]]] = field(default_factory=list)  # per seat, column: colours
    rest: list[list[int]] = field(default_factory=list)  # per seat: colours
    discs: list[list[list[int]]] = field(default_factory=list)  # per seat, column: kinds
    goals_met: list[list[str]] = field(default_factory=list)
    start_disc: list[int] = field(default_factory=list)  # set-up: each seat's dealt disc
    # the turn in progress
    active: int = -1  # the column activated, or -1
    level: int = 0
    parts: list[str] = field(default_factory=list)  # what is left of the action
    borrowed: int = -1  # CE38: the column whose action is borrowed
    fresh: list[int] = field(default_factory=list)  # colours hired this turn
    # CE17 (rules 2): the dice used this turn, [colour, column where it is now], each
    # die that stood in the column when it was activated; re-rolled at ``done``
    used: list[list[int]] = field(default_factory=list)
    rest_used: bool = False  # CE20: the rest area, once a turn
    special: str = ""  # CE20: the special action used this turn ("" none)
    last_roll: list[int] = field(default_factory=list)  # [colour, face, ...] of the roll
    end: str = ""  # "" | "income" | "limit"
