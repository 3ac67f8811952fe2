"""Seeded Food Tycoon positions that the screen's tests draw: (state, seat to move) at
the first move of each phase and every ``every`` moves of a random game, a bid preferred
to a pass so that auctions have bids."""

from __future__ import annotations

from pygames import get_game
from pygames.core.rng import Rng
from pygames.foodtycoon.actions import Bid

GAME = get_game("foodtycoon")
NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"]  # the seats' names the tests draw


def positions(players: int, rules: str, seed: int, every: int = 29, mix: int = 7919):
    """``mix`` sets the random moves apart from the seed's deal (each test file keeps the
    positions it was written against)."""
    state = GAME.new_game(players, {"rules": rules}, seed)
    rng = Rng(seed * mix + players)
    seen, moves = set(), 0
    while GAME.to_move(state):
        seat = GAME.to_move(state)[0]
        if state.phase not in seen or moves % every == 0:
            seen.add(state.phase)
            yield state.clone(), seat
        legal = GAME.legal_actions(state, seat)
        bids = [a for a in legal if isinstance(a, Bid)]
        action = bids[rng.below(min(3, len(bids)))] if bids and rng.below(3) else rng.choice(legal)
        GAME.apply(state, seat, action)
        moves += 1
