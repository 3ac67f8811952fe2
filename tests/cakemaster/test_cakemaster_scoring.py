"""Cake Master scoring CM13–CM23 (docs: shared/rules/cakemaster.md, seed 001): tasty
points line by line, tasty stars, customers, the end of a round and of the game.

Cakes are built by hand from the card table (an icing and a shape name one card:
every icing has each of the 18 shapes once) and every expectation is worked out by
hand from the seed's scoring table; comments count each line. Quarters are 1–4
clockwise from the top-right; quarter q's clockwise (cw) edge meets quarter q+1's
anticlockwise (ccw) edge, quarter 4's meets quarter 1's.
"""

from __future__ import annotations

from collections import Counter

import pytest
from cakemaster_cards import (
    BLUE,
    BLUE2,
    BOTH,
    BOTH_BLUE,
    BOTH_PAIR,
    BOTH_RASP,
    CCW,
    CHOC,
    CW,
    GAME,
    MATCHA,
    PAIR,
    PLAIN,
    RASP,
    RASP2,
    STRAW,
    VAN,
    arrange,
    cake,
    cards,
    dull,
    every_card,
    finish_round,
    flat,
    play_random,
    tasty,
)

from pygames.cakemaster.data import (
    CUSTOMERS,
    best_assignment,
    customer,
    meets,
    tasty_stars,
)

# -- CM13–CM16 tasty points, line by line -------------------------------------------------------


def test_cm13_icing_colours():
    # No rosettes, no berries: only the colour line and the no-half bonus (1).
    assert tasty((CHOC, PLAIN), (STRAW, PLAIN), (VAN, PLAIN), (MATCHA, PLAIN)) == {
        "colours": 0,
        "rosettes": 0,
        "no_half": 1,
        "pairs": 0,
        "total": 1,
    }  # 4 colours
    assert tasty((CHOC, PLAIN), (STRAW, PLAIN), (VAN, PLAIN), (VAN, RASP))["colours"] == 0  # 3
    assert tasty((CHOC, PLAIN), (CHOC, RASP), (VAN, PLAIN), (VAN, RASP))["colours"] == 1  # 2
    assert tasty((CHOC, PLAIN), (CHOC, RASP), (CHOC, BLUE2), (CHOC, RASP2)) == {
        "colours": 3,
        "rosettes": 0,
        "no_half": 1,
        "pairs": 2,
        "total": 6,
    }  # 1 colour; 3r 3b


def test_cm14_complete_rosettes():
    # Four cards with halves on both edges: every joint closes, 4 rosettes, no half.
    assert tasty((CHOC, BOTH), (STRAW, BOTH), (VAN, BOTH), (MATCHA, BOTH)) == {
        "colours": 0,
        "rosettes": 4,
        "no_half": 1,
        "pairs": 0,
        "total": 5,
    }
    # cw half at q1 meets ccw half at q2: one rosette; q2's other edge bare, q3/q4 plain.
    assert tasty((CHOC, CW), (CHOC, CCW), (CHOC, PLAIN), (CHOC, RASP)) == {
        "colours": 3,
        "rosettes": 1,
        "no_half": 1,
        "pairs": 0,
        "total": 5,
    }
    # The same two cards the other way round: q1 (CCW) has a bare cw edge and q2 (CW) a
    # bare ccw edge, so q1-q2 has nothing; q2's cw half meets q3's bare ccw edge (a
    # half) and q1's ccw half meets q4's bare cw edge (a half). No rosette, no bonus.
    assert tasty((CHOC, CCW), (CHOC, CW), (CHOC, PLAIN), (CHOC, RASP)) == {
        "colours": 3,
        "rosettes": 0,
        "no_half": 0,
        "pairs": 0,
        "total": 3,
    }


def test_cm15_no_half_rosette_bonus():
    assert tasty((CHOC, PLAIN), (CHOC, RASP), (CHOC, BLUE), (CHOC, PAIR))["no_half"] == 1
    # One stray half (q1 cw, q2 plain): the bonus is lost.
    assert tasty((CHOC, CW), (CHOC, RASP), (CHOC, BLUE), (CHOC, PAIR)) == {
        "colours": 3,
        "rosettes": 0,
        "no_half": 0,
        "pairs": 2,
        "total": 5,
    }
    # cw/ccw alternating: q1-q2 and q3-q4 close, q2-q3 and q4-q1 bare: 2 rosettes, no half.
    assert tasty((CHOC, CW), (STRAW, CCW), (VAN, CW), (MATCHA, CCW)) == {
        "colours": 0,
        "rosettes": 2,
        "no_half": 1,
        "pairs": 0,
        "total": 3,
    }


def test_cm16_raspberry_and_blueberry_pairs():
    # 1+1, 2+0, 0+2, 0+1: raspberries 3, blueberries 4: 3 pairs.
    assert tasty((VAN, PAIR), (VAN, RASP2), (VAN, BLUE2), (VAN, BLUE)) == {
        "colours": 3,
        "rosettes": 0,
        "no_half": 1,
        "pairs": 3,
        "total": 7,
    }
    # only raspberries: no pair.
    assert tasty((VAN, RASP), (VAN, RASP2), (STRAW, RASP), (STRAW, RASP2))["pairs"] == 0


def test_cm13_to_cm16_in_the_engine_round_scoring():
    state = GAME.new_game(2, None, 20)
    best = [
        cake((CHOC, PLAIN), (CHOC, RASP), (CHOC, BLUE2), (CHOC, RASP2)),  # 6
        cake(
            (STRAW, BOTH), (STRAW, BOTH_RASP), (STRAW, BOTH_BLUE), (STRAW, BOTH_PAIR)
        ),  # 3+4+1+2 = 10
        cake((VAN, PAIR), (VAN, RASP2), (VAN, BLUE2), (VAN, BLUE)),
    ]  # 7
    arrange(state, [best, dull(flat(best))])
    finish_round(state)
    summary = state.rounds[0]
    assert summary["cake_tasty"][0] == [6, 10, 7] and summary["tasty"][0] == 23
    assert summary["cake_tasty"][1] == [1, 1, 1] and summary["tasty"][1] == 3
    assert summary["tasty_stars"] == [2, 0]


# -- CM17 tasty stars ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "totals,stars",
    [
        ([10, 7, 3, 7], [2, 1, 0, 1]),
        ([10, 10, 3, 5], [2, 2, 0, 1]),  # tied for the highest: both 2
        ([10, 3, 3, 5], [2, 0, 0, 1]),  # tied for the lowest: both 0
        ([6, 6, 6], [1, 1, 1]),  # everyone tied: all 1
        ([6, 4], [2, 0]),
        ([5, 5], [1, 1]),  # two players
        ([9, 9, 2, 2, 2, 9], [2, 2, 0, 0, 0, 2]),
    ],
)
def test_cm17_highest_two_lowest_zero_others_one(totals, stars):
    assert tasty_stars(totals) == stars


# -- CM18–CM20 customers --------------------------------------------------------------------------

REQUEST_CASES = {
    "five_raspberries": (
        cake((CHOC, RASP2), (STRAW, RASP2), (VAN, RASP), (MATCHA, BLUE)),
        cake((CHOC, RASP2), (STRAW, RASP2), (VAN, RASP2), (MATCHA, BLUE)),
    ),
    "three_blueberries": (
        cake((CHOC, BLUE2), (STRAW, BLUE), (VAN, RASP), (MATCHA, PLAIN)),
        cake((CHOC, BLUE2), (STRAW, BLUE2), (VAN, RASP), (MATCHA, PLAIN)),
    ),
    "two_of_each": (
        cake((CHOC, PAIR), (STRAW, PAIR), (VAN, PLAIN), (MATCHA, PLAIN)),
        cake((CHOC, PAIR), (STRAW, PAIR), (VAN, RASP), (MATCHA, PLAIN)),
    ),
    "raspberries_only": (
        cake((CHOC, RASP), (STRAW, PLAIN), (VAN, PLAIN), (MATCHA, PLAIN)),
        cake((CHOC, RASP), (STRAW, BLUE), (VAN, PLAIN), (MATCHA, PLAIN)),
    ),
    "blueberries_only": (
        cake((CHOC, BLUE), (STRAW, PLAIN), (VAN, PLAIN), (MATCHA, PLAIN)),
        cake((CHOC, PLAIN), (STRAW, CW), (VAN, CCW), (MATCHA, BOTH)),
    ),
    "no_berries": (
        cake((CHOC, PLAIN), (STRAW, CW), (VAN, CCW), (MATCHA, BOTH)),
        cake((CHOC, PLAIN), (STRAW, CW), (VAN, CCW), (MATCHA, BOTH_RASP)),
    ),
    "six_berries": (
        cake((CHOC, RASP2), (STRAW, BLUE2), (VAN, PAIR), (MATCHA, PLAIN)),
        cake((CHOC, RASP2), (STRAW, BLUE2), (VAN, RASP), (MATCHA, PLAIN)),
    ),
    "one_colour": (
        cake((VAN, PLAIN), (VAN, CW), (VAN, CCW), (VAN, BOTH)),
        cake((VAN, PLAIN), (VAN, CW), (VAN, CCW), (MATCHA, BOTH)),
    ),
    "two_colours": (
        cake((VAN, PLAIN), (VAN, CW), (CHOC, CCW), (CHOC, BOTH)),
        cake((VAN, PLAIN), (VAN, CW), (VAN, CCW), (VAN, BOTH)),
    ),
    "four_colours": (
        cake((CHOC, PLAIN), (STRAW, PLAIN), (VAN, PLAIN), (MATCHA, PLAIN)),
        cake((CHOC, PLAIN), (STRAW, PLAIN), (VAN, PLAIN), (VAN, RASP)),
    ),
    "two_rosettes": (
        cake((CHOC, CW), (STRAW, CCW), (VAN, CW), (MATCHA, CCW)),
        cake((CHOC, CW), (STRAW, CCW), (VAN, CW), (MATCHA, PLAIN)),
    ),
    "no_half_rosette": (
        cake((CHOC, BOTH), (STRAW, BOTH), (VAN, BOTH), (MATCHA, BOTH)),
        cake((CHOC, BOTH), (STRAW, BOTH), (VAN, BOTH), (MATCHA, CW)),
    ),
}


@pytest.mark.parametrize("key", sorted(REQUEST_CASES))
def test_cm18_each_request_met_and_missed(key):
    request = next(c for c in CUSTOMERS if c.key == key)
    good, bad = REQUEST_CASES[key]
    assert meets(request, cards(good)) and not meets(request, cards(bad))


def test_cm18_a_star_per_cake_meeting_a_customer():
    state = GAME.new_game(2, None, 21)
    state.customer_deck += state.customers
    state.customers = [10]  # four colours
    mine = [REQUEST_CASES["four_colours"][0]]  # chocolate, strawberry, vanilla, matcha plain
    theirs = [cake((CHOC, CW), (STRAW, CCW), (VAN, BOTH), (MATCHA, RASP))]
    others = dull(flat(mine + theirs), 4)
    arrange(state, [mine + others[:2], others[2:] + theirs])
    finish_round(state)
    summary = state.rounds[0]
    assert summary["served"][0] == [10, None, None] and summary["customer_stars"][0] == 1
    assert summary["served"][1] == [None, None, 10] and summary["customer_stars"][1] == 1, (
        "CM20 for another player: both may serve the same customer"
    )


def test_cm19_a_cake_scores_one_customer_only():
    # Four colours with 2 rosettes and no half: meets 10, 11 and 12.
    one = cake((CHOC, CW), (STRAW, CCW), (VAN, CW), (MATCHA, CCW))
    assert all(meets(customer(n), cards(one)) for n in (10, 11, 12))
    assert best_assignment([one, [None] * 4, [None] * 4], [10, 11, 12]) == [10, None, None]


def test_cm20_a_customer_scores_one_of_a_players_cakes():
    a = cake((CHOC, PLAIN), (STRAW, PLAIN), (VAN, PLAIN), (MATCHA, PLAIN))
    b = cake((CHOC, RASP), (STRAW, RASP), (VAN, RASP), (MATCHA, RASP))
    assert best_assignment([a, b, [None] * 4], [10]) == [10, None, None]


def test_cm18_cm20_the_assignment_serving_most_customers():
    # Cake 1 meets both "four colours" (10) and "no half" (12); cake 2 only "no half".
    # Taking the first customer each cake can (cake 1 -> 10 is fine, but a greedy
    # cake 1 -> 12 would leave cake 2 nothing): customers listed 12 first.
    one = cake((CHOC, PLAIN), (STRAW, PLAIN), (VAN, PLAIN), (MATCHA, PLAIN))  # 10, 12
    two = cake((CHOC, BOTH), (CHOC, BOTH_RASP), (CHOC, BOTH_BLUE), (CHOC, BOTH_PAIR))  # 12, 8
    assert meets(customer(12), cards(one)) and meets(customer(10), cards(one))
    assert meets(customer(12), cards(two)) and not meets(customer(10), cards(two))
    assert best_assignment([one, two, [None] * 4], [12, 10]) == [10, 12, None]
    # Ties: several assignments serve two; the first cakes take the first customers.
    assert best_assignment([one, one[::-1], [None] * 4], [12, 10]) == [12, 10, None]
    state = GAME.new_game(2, None, 22)
    state.customer_deck += state.customers
    state.customers = [12, 10]
    others = dull(flat([one, two]), 4)
    arrange(state, [[one, two, others[0]], others[1:]])
    finish_round(state)
    assert state.rounds[0]["served"][0] == [10, 12, None]
    assert state.rounds[0]["customer_stars"][0] == 2


# -- CM21 between rounds --------------------------------------------------------------------------


def test_cm21_customers_and_cards_discarded_deck_reshuffled():
    state = GAME.new_game(3, None, 23)
    play_random(state, lambda s: s.round == 2)
    first = state.rounds[0]["customers"]
    assert state.customer_discard == first and not set(first) & set(state.customers)
    assert every_card(state) == Counter(range(1, 73)) and len(state.deck) == 72 - 9
    assert all(c == [None] * 4 for cakes in state.cakes for c in cakes)


# -- CM22/CM23 the end ------------------------------------------------------------------------------


def end_with(stars_before, round3_cakes, players):
    state = GAME.new_game(players, None, 24)
    play_random(state, lambda s: s.round == 3)
    state.stars = list(stars_before)
    state.rounds = [
        dict(r, tasty_stars=[0] * players, customer_stars=[0] * players) for r in state.rounds
    ]
    state.rounds[0]["customer_stars"] = list(stars_before)
    state.customer_deck += state.customers
    state.customers = [1, 2, 3]  # five raspberries, three blueberries, two of each
    arrange(state, round3_cakes)
    finish_round(state)
    return state, GAME.result(state)


def test_cm22_most_stars_wins():
    rich = [cake((CHOC, PLAIN), (CHOC, RASP), (CHOC, BLUE2), (CHOC, RASP2))]  # 6, r3 b2
    others = dull(flat(rich), 5)
    state, result = end_with([6, 3], [others[:3], rich + others[3:]], 2)
    # round 3: seat 1 tasty 6 + 1 + 1 = 8 beats 3: +2 stars; seat 0 +0; no customer met.
    assert state.rounds[2]["tasty"] == [3, 8] and state.rounds[2]["tasty_stars"] == [0, 2]
    assert result.scores == [6, 5] == state.stars
    assert result.places == [1, 2] and result.winners == [0], (
        "CM22: seat 0 has more stars, though seat 1 had more tasty points in round 3"
    )


def test_cm23_tie_broken_by_round_three_tasty_then_shared():
    others = dull((), 6)
    state, result = end_with([4, 4], [others[:3], others[3:]], 2)
    # round 3: 3 tasty points each: tied, 1 star each; still tied on round 3's points.
    assert result.scores == [5, 5] and result.places == [1, 1] and result.winners == [0, 1]
    labels = [str(label) for label, _ in result.breakdown[0]]
    assert labels[-3:] == [
        "Round 3: tasty points 3",
        "Round 3: customers served",
        "Tie-break: tasty points in round 3 3",
    ]
    assert sum(p for _, p in result.breakdown[0]) == 5
