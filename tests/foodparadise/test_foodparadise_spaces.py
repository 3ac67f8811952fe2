"""Food Paradise spaces, FP16–FP18: market demand, market research and the corners
of others, each on a position built by hand."""

from __future__ import annotations

from foodparadise_positions import (
    FISH,
    GRAIN,
    demanding,
    move_to,
    started,
)

from pygames.foodparadise.actions import Research, Stay
from pygames.foodparadise.rules import GAME


def test_fp16_market_demand_buys_all_of_the_kind_for_1200_in_all():
    state = started(2)
    demanding(state, FISH)
    state.holdings[0][FISH] = 2
    state.supply[FISH] = 1
    events = move_to(state, 2)  # space 2: market demand
    assert state.holdings[0][FISH] == 0 and state.supply[FISH] == 3
    assert state.cash[0] == 2000 + 1200  # 1,200 for both tokens together
    sold = next(e for e in events if e.key == "foodparadise.log.sold")
    assert sold.params["count"] == 2 and sold.params["amount"] == 1200
    assert state.demand_deck[-1] == FISH and state.demand_deck[0] != FISH  # the next demand
    state = started(2)  # nothing to sell: nothing happens, the demand stays
    demanding(state, FISH)
    events = move_to(state, 2)
    assert state.cash[0] == 2000 and state.demand_deck[0] == FISH
    assert "foodparadise.log.no_sale" in [e.key for e in events]


def test_fp17_market_research_moves_6_and_sells_without_revenue():
    state = started(2)
    demanding(state, GRAIN)
    state.holdings[0][GRAIN] = 1
    state.supply[GRAIN] = 2
    state.positions[0] = 30
    move_to(state, 32)  # a research space
    assert state.phase == "research" and GAME.legal_actions(state, 0) == [Research(), Stay()]
    events = GAME.apply(state, 0, Research())
    assert state.positions[0] == 2  # 32 + 6, past its own corner (space 0)...
    assert state.cash[0] == 2000 + 1200  # ... with no revenue: only the sale
    assert "foodparadise.log.revenue_own" not in [e.key for e in events]
    assert state.last_move == [0, 32, 2, 6, 0] and GAME.to_move(state) == (1,)
    state = started(2)
    state.positions[0] = 30
    move_to(state, 32)
    GAME.apply(state, 0, Stay())
    assert state.positions[0] == 32 and state.cash[0] == 2000 and GAME.to_move(state) == (1,)


def test_fp18_another_players_corner_and_an_empty_corner_pay_their_revenue():
    state = started(2)
    state.revenue[1] = 1000
    state.positions[0] = 5
    events = move_to(state, 9)  # seat 1's corner
    assert state.cash == [3000, 2000]  # from the bank: seat 1 loses nothing
    assert events[-1].key == "foodparadise.log.revenue_other"
    state = started(2)
    state.positions[0] = 14
    move_to(state, 18)  # corner 3, nobody's
    assert state.cash[0] == 2500
