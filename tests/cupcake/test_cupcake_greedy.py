"""Cupcake Empire's greedy bot plans the anytime moves of dice that open an action
before activating (CE13, CE14 the level from the dice, CE48 a paid move; CE46 and CE44
likewise): a sale (CE31, CE32) when a customer waits."""

from __future__ import annotations

from cupcake_positions import dice, empty_city, started

from pygames.core.rng import Rng
from pygames.cupcake.bots import GreedyBot
from pygames.cupcake.rules import GAME


def _waiting_customer(customer: bool):
    """Seat 0: a shop in district 2, a vanilla-lemon menu item, 20 income and no idea
    disc, the green die (the sell column's expert) in column 1 beside three grey dice,
    the sell column empty; a customer who likes vanilla-lemon at district 2's house 2
    (distance 2) when ``customer``."""
    state = started(2, seed=5)
    state.goals = []
    empty_city(state)
    if customer:
        state.houses[1][1] = 0  # vanilla-lemon
    state.shops[1][0] = 0
    state.menu[0] = [[0, 0]]
    state.ideas[0] = 0
    state.income[0] = 20
    dice(state, 0, "grey,grey,grey,green", "purple", "", "", "grey")
    return state


def choice(state) -> str:
    legal = GAME.legal_actions(state, 0)
    return GreedyBot().choose(GAME, GAME.view(state, 0), 0, legal, Rng(1)).text()


def test_ce48_greedy_pays_to_move_the_sell_expert_in_when_a_customer_waits():
    """CE48, CE14, CE31: 3 income for the green die moved into the empty sell column
    (level 1: a sale at distance 2) is worth less than it costs as a step alone, but
    greedy plays the move with the activation it opens: it pays, activates the sell
    column and sells."""
    state = _waiting_customer(True)
    assert choice(state) == "pay-move green 1 4"
    GAME.apply(state, 0, "pay-move green 1 4")
    assert choice(state) == "activate 4 1"
    GAME.apply(state, 0, "activate 4 1")
    assert choice(state) == "sell 2 2"


def test_ce48_greedy_keeps_its_income_when_no_customer_waits():
    """CE48: with no customer to serve, moving the die into the sell column opens
    nothing, so greedy does not pay for it (it activates column 1)."""
    assert choice(_waiting_customer(False)) == "activate 1 1"


def test_ce48_the_search_ranks_greedys_paid_move_first():
    """CE48: the search's candidates come in greedy's order, its move of dice first."""
    from pygames.cupcake.search_policy import greedy_order

    state = _waiting_customer(True)
    ranked = greedy_order(GAME, state, 0, GAME.legal_actions(state, 0))
    assert ranked[0].text() == "pay-move green 1 4"
