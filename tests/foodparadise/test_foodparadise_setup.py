"""Food Paradise set-up, FP01–FP07 (shared/rules/foodparadise.md, seed 002): the
track, the chains and recipes, corners, revenue, piles, decks and cash."""

from __future__ import annotations

from collections import Counter

import pytest
from foodparadise_positions import (
    started,
)

from pygames.core.errors import IllegalAction
from pygames.foodparadise.actions import Corner
from pygames.foodparadise.data import (
    CORNER_SPACES,
    PRICE_CARDS,
    RECIPES,
    TRACK,
    chain_recipes,
)
from pygames.foodparadise.rules import GAME


def test_fp01_track_of_36_spaces_with_4_corners_and_32_small():
    assert len(TRACK) == 36 and [s.number for s in TRACK] == list(range(36))
    corners = [s.number for s in TRACK if s.kind == "corner"]
    assert corners == list(CORNER_SPACES) == [0, 9, 18, 27]
    kinds = Counter(s.kind for s in TRACK)
    assert kinds == {"corner": 4, "source": 24, "demand": 4, "research": 4}
    assert Counter(s.ingredient for s in TRACK if s.kind == "source") == {k: 3 for k in range(8)}
    for space in TRACK:  # every research space sends its player onto a demand space
        if space.kind == "research":
            assert TRACK[(space.number + 6) % 36].kind == "demand"


def test_fp02_each_seat_draws_a_chain_with_its_5_recipes():
    seen = set()
    for seed in range(20):
        state = GAME.new_game(4, {}, seed)
        assert sorted(state.chains) == [0, 1, 2, 3]
        for seat, chain in enumerate(state.chains):
            assert sorted(state.piles[seat]) == chain_recipes(chain)
        seen.add(tuple(state.chains))
    assert len(seen) > 5  # dealt at random
    recipes = Counter(k for r in RECIPES for k in r.ingredients)
    assert all(len(set(r.ingredients)) == 3 for r in RECIPES) and len(RECIPES) == 20
    assert sorted(recipes.values()) == [7] * 4 + [8] * 4  # every ingredient about as needed


def test_fp03_corners_chosen_in_turn_order_and_never_twice():
    state = GAME.new_game(3, {}, 5)
    assert state.phase == "corner" and GAME.to_move(state) == (0,)
    GAME.apply(state, 0, Corner(3))
    assert GAME.to_move(state) == (1,)
    assert Corner(3) not in GAME.legal_actions(state, 1)
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, 1, Corner(3))
    assert refused.value.rule == "FP03"
    GAME.apply(state, 1, Corner(1))
    GAME.apply(state, 2, Corner(4))
    assert state.positions == [18, 0, 27] and state.phase == "move"
    assert GAME.to_move(state) == (0,)  # seat 0 starts


def test_fp04_500_revenue_under_every_corner_even_empty_ones():
    state = started(2)
    assert state.revenue == [500, 500, 500, 500]
    assert [c["owner"] for c in GAME.view(state, 0)["corners"]] == [0, 1, None, None]


def test_fp05_own_recipe_pile_shuffled_top_face_up_only():
    orders = {tuple(GAME.new_game(2, {}, seed).piles[0]) for seed in range(30)}
    assert len(orders) > 10
    state = started(2)
    view = GAME.view(state, 1)
    for seat in range(2):
        entry = view["seats"][seat]
        assert entry["recipe"] == state.piles[seat][0] and entry["pile"] == 4
    assert "piles" not in view and "price_deck_cards" not in view


def test_fp06_price_and_demand_decks_shuffled_top_demand_face_up():
    state = started(2)
    assert sorted(state.price_deck) == sorted(PRICE_CARDS) and len(PRICE_CARDS) == 23
    assert Counter(PRICE_CARDS) == {200: 3, 300: 3, 400: 3, 500: 3, 600: 3, 700: 3, 800: 3, 900: 2}
    assert sorted(state.demand_deck) == list(range(8))
    view = GAME.view(state, 0)
    assert (
        view["demand"]
        == ("beef", "pork", "chicken", "fish", "shrimp", "vegetables", "grain", "seasoning")[
            state.demand_deck[0]
        ]
    )
    assert view["price_deck"] == 23 and view["demand_deck"] == 8
    decks = {tuple(GAME.new_game(2, {}, seed).price_deck) for seed in range(5)}
    assert len(decks) == 5


def test_fp07_2000_each():
    assert started(4).cash == [2000] * 4
