"""Food Paradise: building recipes (FP19), the two ways to win at once (FP20) and this
edition's safeguard, the turn limit."""

from __future__ import annotations

import pytest
from foodparadise_positions import (
    demanding,
    holding_recipe,
    move_to,
    source_space,
    started,
)

from pygames.core.errors import IllegalAction
from pygames.core.rng import Rng
from pygames.foodparadise.actions import Buy, Corner, Decline, Roll, Stay
from pygames.foodparadise.data import (
    RECIPES,
    TURN_LIMIT,
)
from pygames.foodparadise.rules import GAME

QUIET = (Corner, Roll, Decline, Stay)


def test_fp19_the_face_up_recipe_is_built_at_the_end_of_the_turn():
    state = started(2)
    recipe = holding_recipe(state, 0)
    extra = RECIPES[recipe].ingredients[0]
    state.holdings[0][extra] += 1
    state.supply[extra] -= 1
    next_recipe = state.piles[0][1]
    demanding(state, next(k for k in range(8) if state.holdings[0][k] == 0))
    events = move_to(state, 2)
    assert state.built[0] == [recipe] and state.piles[0][0] == next_recipe
    assert state.holdings[0][extra] == 1 and sum(state.holdings[0]) == 1  # one of each back
    assert state.revenue == [1000, 500, 500, 500]  # +500 under its sign
    keys = [e.key for e in events]
    assert keys[-2:] == ["foodparadise.log.built", "foodparadise.log.next_recipe"]
    assert GAME.view(state, 1)["seats"][0]["recipe"] == next_recipe
    # a recipe completed by buying on another's turn is built at the owner's turn end
    state = started(2)
    need = RECIPES[state.piles[1][0]].ingredients
    for kind in need[:2]:
        state.holdings[1][kind] += 1
        state.supply[kind] -= 1
    state.price_deck.insert(0, 200)
    move_to(state, source_space(need[2], 5))
    GAME.apply(state, 0, Decline())
    GAME.apply(state, 1, Buy())
    assert state.built[1] == [] and GAME.to_move(state) == (1,)
    demanding(state, next(k for k in range(8) if state.holdings[1][k] == 0))
    state.positions[1] = 9
    move_to(state, 11)
    assert len(state.built[1]) == 1


def test_fp20_a_fourth_recipe_wins_at_once():
    state = started(3)
    state.built[1] = state.piles[1][1:4]
    state.piles[1] = state.piles[1][:1] + state.piles[1][4:]
    holding_recipe(state, 1)
    state.mover = 1
    demanding(state, next(k for k in range(8) if state.holdings[1][k] == 0))
    move_to(state, 11)
    assert state.phase == "over" and state.winner == 1 and state.end == "recipes"
    assert GAME.to_move(state) == () and GAME.legal_actions(state, 1) == []
    result = GAME.result(state)
    assert result.winners == [1] and result.scores == [0, 1, 0]
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, 2, Roll())
    assert refused.value.rule == "FP20"


def test_fp20_holding_10000_wins_at_once_even_mid_move():
    state = started(2)
    state.cash[0] = 9500
    state.positions[0] = 33
    state.price_deck.insert(0, 300)
    move_to(state, 1)  # passes its corner (+500) before the source offers anything
    assert state.phase == "over" and state.winner == 0 and state.end == "cash"
    assert state.offer_queue == [] and GAME.result(state).places[0] == 1
    assert str(GAME.result(state).breakdown[0][0][0]) == "Won: 10,000 in cash"


def test_safeguard_turn_limit_most_recipes_then_cash_ties_shared():

    state = started(3)
    state.turns = TURN_LIMIT * 3 - 1
    state.built = [[0], [5], []]
    state.cash = [4000, 4000, 9000]
    move_to(state, 2)
    assert state.phase == "over" and state.end == "limit" and state.winner == -1
    result = GAME.result(state)
    assert result.places == [1, 1, 3] and result.scores == [1, 1, 0]
    state = started(2)
    state.turns = TURN_LIMIT * 2 - 1
    state.cash = [3000, 5000]
    move_to(state, 2)
    result = GAME.result(state)
    assert result.winners == [1] and result.places == [2, 1]
    assert [sum(p for _, p in lines) for lines in result.breakdown] == result.scores


def test_safeguard_random_bots_always_end_some_at_the_turn_limit():
    """Random bots spend at random and build slowly: some of their games are ended by
    the limit (with its ranking), none goes on past it."""
    ends = []
    for seed in range(8):
        state = GAME.new_game(4, {}, seed)
        rng = Rng(seed)
        while GAME.to_move(state):
            (seat,) = GAME.to_move(state)
            legal = GAME.legal_actions(state, seat)
            GAME.apply(state, seat, legal[rng.below(len(legal))])
        assert state.turns <= TURN_LIMIT * 4
        if state.end == "limit":
            assert state.turns == TURN_LIMIT * 4 and state.winner == -1
            result = GAME.result(state)
            keys = [(len(state.built[s]), state.cash[s]) for s in range(4)]
            assert all(keys[w] == max(keys) for w in result.winners)
        ends.append(state.end)
    assert "limit" in ends and set(ends) - {"limit"}


def test_safeguard_revenue_alone_ends_a_game_where_nobody_buys():
    """Rolling, declining and staying builds nothing, yet revenue reaches 10,000."""
    state = GAME.new_game(2, {}, 8)
    while GAME.to_move(state):
        (seat,) = GAME.to_move(state)
        legal = GAME.legal_actions(state, seat)
        GAME.apply(state, seat, [a for a in legal if isinstance(a, QUIET)][0])
    assert state.built == [[], []] and state.end == "cash" and max(state.cash) >= 10_000
    assert state.turns < TURN_LIMIT * 2
