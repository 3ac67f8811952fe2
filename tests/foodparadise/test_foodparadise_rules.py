"""Food Paradise turns, FP08–FP15 (shared/rules/foodparadise.md, seed 002): moving,
revenue for passing your corner, and the offer of an ingredient going round the
table; each on a position built by hand (``foodparadise_positions``)."""

from __future__ import annotations

import pytest
from foodparadise_positions import (
    BEEF,
    FISH,
    GRAIN,
    PORK,
    SHRIMP,
    move_to,
    source_space,
    started,
)

from pygames.core.errors import IllegalAction
from pygames.foodparadise.actions import Buy, Decline, PlayCard, Roll
from pygames.foodparadise.rules import GAME


def test_fp08_roll_moves_1_to_4_and_a_card_moves_its_steps_under_the_deck():
    values = set()
    for seed in range(30):
        state = started(2, seed)
        events = GAME.apply(state, 0, Roll())
        value = events[0].params["value"]
        values.add(value)
        assert state.last_move[:4] == [0, 0, value, value] and state.last_move[4] == value
    assert values == {1, 2, 3, 4}
    state = started(2)
    state.hands[0] = [700]
    assert PlayCard(700) in GAME.legal_actions(state, 0)
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, 0, PlayCard(300))
    assert refused.value.rule == "FP08"
    GAME.apply(state, 0, PlayCard(700))
    assert state.positions[0] == 7 and state.hands[0] == [] and state.price_deck[-1] == 700


def test_fp09_passing_own_corner_pays_its_revenue():
    state = started(2)
    state.positions[0] = 33
    state.revenue[0] = 1500
    state.demand_deck = [BEEF, *[k for k in range(8) if k != BEEF]]
    events = move_to(state, 2)  # 33 → 2 passes space 0; space 2 is a demand space
    assert state.cash[0] == 2000 + 1500
    assert "foodparadise.log.revenue_own" in [e.key for e in events]
    state = started(2)
    state.positions[1] = 4
    move_to(state, 9 + 2, seat=1)  # seat 1's corner is space 9: 4 → 11 passes it
    assert state.cash[1] == 2500
    state = started(2)  # ending on your own corner counts as passing it
    state.positions[0] = 30
    move_to(state, 0)
    assert state.cash[0] == 2500
    state = started(2)  # leaving it does not
    move_to(state, 2)
    assert state.cash[0] == 2000


def test_fp10_a_source_turns_a_price_card_offered_first_to_the_mover():
    state = started(3)
    state.price_deck.insert(0, 400)
    space = source_space(FISH)
    events = move_to(state, space)
    assert state.phase == "offer" and GAME.to_move(state) == (0,)
    assert [e.key for e in events][-1] == "foodparadise.log.turned"
    assert GAME.view(state, 1)["offer"] == {
        "price": 400,
        "steps": 4,
        "ingredient": "fish",
        "space": space,
        "asked": 0,
        "waiting": [1, 2],
        "take_from": [],
    }
    GAME.apply(state, 0, Buy())
    assert state.cash[0] == 1600 and state.holdings[0][FISH] == 1 and state.supply[FISH] == 2
    assert 400 in state.hands[0] and GAME.to_move(state) == (1,)  # and seat 1 moves on


def test_fp11_rules_1_empty_supply_taken_from_the_holder_with_most_ties_clockwise():
    """Rules version 1 (older records): the buyer names nobody; the token comes from
    the holder with the most. (Version 2's choice: test_foodparadise_take.py.)"""
    state = started(4, rules_version=1)
    state.supply[PORK] = 0
    state.holdings[1][PORK] = 1
    state.holdings[2][PORK] = 1
    state.holdings[3][PORK] = 1
    state.price_deck.insert(0, 300)
    move_to(state, source_space(PORK))
    events = GAME.apply(state, 0, Buy())
    # equal holders: the first clockwise from the buyer (seat 0) is seat 1
    assert state.holdings[1][PORK] == 0 and state.holdings[0][PORK] == 1
    assert events[1].key == "foodparadise.log.taken_from" and events[1].params["who"].seat == 1
    state = started(4, rules_version=1)
    state.supply[PORK] = 0
    state.holdings[1][PORK] = 1
    state.holdings[3][PORK] = 2
    state.price_deck.insert(0, 300)
    move_to(state, source_space(PORK))
    GAME.apply(state, 0, Buy())
    assert state.holdings[3][PORK] == 1  # the most
    # the mover holding all three can get none from anyone (it is passed over); the
    # next seat may take one from it
    state = started(2, rules_version=1)
    state.supply[PORK] = 0
    state.holdings[0][PORK] = 3
    state.price_deck.insert(0, 300)
    events = move_to(state, source_space(PORK))
    assert "foodparadise.log.none_to_take" in [e.key for e in events]
    assert state.phase == "offer" and GAME.to_move(state) == (1,)
    GAME.apply(state, 1, Buy())
    assert state.holdings[0][PORK] == 2 and state.holdings[1][PORK] == 1


def test_fp12_offer_goes_clockwise_from_the_movers_left_and_stops_at_a_buyer():
    state = started(4)
    state.mover = 2
    state.positions[2] = 18
    state.price_deck.insert(0, 500)
    move_to(state, source_space(SHRIMP, 18))
    asked = []
    for answer in (Decline(), Decline(), Buy()):
        seat = GAME.to_move(state)[0]
        asked.append(seat)
        GAME.apply(state, seat, answer)
    assert asked == [2, 3, 0]  # the mover, then its left: 3, then 0
    assert state.holdings[0][SHRIMP] == 1 and state.cash[0] == 1500
    assert state.phase == "move" and GAME.to_move(state) == (3,)  # seat 1 never asked


def test_fp13_nobody_buys_the_card_goes_under_the_deck():
    state = started(2)
    state.price_deck.insert(0, 800)
    move_to(state, source_space(GRAIN))
    GAME.apply(state, 0, Decline())
    events = GAME.apply(state, 1, Decline())
    assert state.price_deck[-1] == 800 and 800 not in state.hands[0] + state.hands[1]
    assert "foodparadise.log.unsold" in [e.key for e in events]
    assert state.phase == "move" and GAME.to_move(state) == (1,)


def test_fp14_a_seat_without_the_cash_is_never_asked():
    state = started(3)
    state.cash[1] = 599
    state.price_deck.insert(0, 600)
    events = move_to(state, source_space(BEEF))
    assert [e.params["who"].seat for e in events if e.key == "foodparadise.log.cannot_pay"] == [1]
    GAME.apply(state, 0, Decline())
    assert GAME.to_move(state) == (2,)  # seat 1 skipped
    state = started(2)
    state.cash = [100, 100]
    state.price_deck.insert(0, 200)
    move_to(state, source_space(BEEF, 5))
    assert state.phase == "move" and state.price_deck[-1] == 200  # nobody could pay


def test_fp15_empty_price_deck_draws_from_a_hand_at_random():
    drawn_from = set()
    for seed in range(40):
        state = started(3, seed)
        state.hands = [[200, 300], [], [900]]
        state.price_deck = []
        state.positions[0] = 5  # a roll of 1–3 ends on a source (6, 7, 8); 4 on corner 2
        events = GAME.apply(state, 0, Roll())
        if state.positions[0] == 9:
            continue
        drawn = [e for e in events if e.key == "foodparadise.log.drawn_from"]
        assert len(drawn) == 1 and drawn[0].params["who"].seat in (0, 2)
        drawn_from.add(drawn[0].params["who"].seat)
        assert sum(map(len, state.hands)) == 2 and state.offer_price in (200, 300, 900)
        assert state.phase == "offer"
    assert drawn_from == {0, 2}
