"""Cake Master's state: plain data (lists of ints and None) besides the generator.

The player count decides the rules (``mode_of``): 3–6 players draft, 2 players give
and return (2人用ルール), 1 player plays solo (ソロプレイ).
"""

from __future__ import annotations

from dataclasses import dataclass

from pygames.core.rng import Rng
from pygames.core.state import GameState


def mode_of(players: int) -> str:
    return "solo" if players == 1 else "duel" if players == 2 else "draft"


@dataclass
class State(GameState):
    """The JSON is the fields (``GameState``)."""

    players: int
    options: dict
    rng: Rng
    customer_deck: list[int]  # top last
    customer_discard: list[int]
    customers: list[int]  # in play this round
    deck: list[int] = None  # cake cards, top last
    discard: list[int] = None  # solo: discarded and exchanged cards this round
    round: int = 0
    turn: int = 0
    phase: str = "draft"  # draft | give | return | discard | place | over
    hands: list[list[int]] = None
    choices: list = None  # per seat: its hidden choice as a list of cards, or None
    kept: list = None  # two players, phase "return": the card kept at "give"
    known: list = None  # per seat: [card, holder] it gave away this turn
    cakes: list = None  # per seat, per cake, per quarter: card number or None
    stars: list[int] = None
    rounds: list[dict] = None  # finished rounds (see ``scoring.score_round``)
    exchanges_left: int | None = None
    reveals: int = 0  # how often hidden information was shown
    last: list = None  # public actions since the phase began: [seat, text]
