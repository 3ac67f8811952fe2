"""Food Tycoon invariants (its checks.py: ``position_holds``, ``end_holds``), checked by
tests/test_playouts.py at sampled moves of seeded bot games (3–6 players, basic and
advanced rules), and here at every move of short random games.

Each check restates a rule from shared/rules/foodtycoon.md on its own terms (FT13, FT15,
FT18-FT21, FT23-FT25: counting cards, recomputing fame and the ranking), not by calling
the engine's helpers.
"""

from __future__ import annotations

import pytest

from pygames import get_game
from pygames.core.rng import Rng
from pygames.foodtycoon.checks import end_holds, position_holds

GAME = get_game("foodtycoon")


# -- the checks on short games -----------------------------------------------------------------


@pytest.mark.parametrize("players", [3, 4, 5, 6])
@pytest.mark.parametrize("rules", ["basic", "advanced"])
def test_invariants_hold_at_every_move_of_random_games(players, rules):
    for seed in range(3):
        state = GAME.new_game(players, {"rules": rules}, seed)
        rng = Rng(seed)
        while GAME.to_move(state):
            position_holds(GAME, state)
            (seat,) = GAME.to_move(state)
            legal = GAME.legal_actions(state, seat)
            GAME.apply(state, seat, legal[rng.below(len(legal))])
        position_holds(GAME, state)
        end_holds(GAME, state, GAME.result(state))
