"""Cake Master rules CM01–CM23 (docs: shared/rules/cakemaster.md, seed 001); the
two-player and solo rules CM24–CM30 are in test_cakemaster_play.py.

Cakes are built by hand from the card table (an icing and a shape name one card:
every icing has each of the 18 shapes once) and every expectation is worked out by
hand from the seed's scoring table; comments count each line. Quarters are 1–4
clockwise from the top-right; quarter q's clockwise (cw) edge meets quarter q+1's
anticlockwise (ccw) edge, quarter 4's meets quarter 1's.
"""

from __future__ import annotations

import json
from collections import Counter

import pytest
from helpers import assert_refused

from pygames import get_game
from pygames.cakemaster.actions import parse as parse_action
from pygames.cakemaster.data import (
    CARDS,
    CUSTOMERS,
    ICINGS,
    best_assignment,
    card,
    customer,
    meets,
    tasty_breakdown,
    tasty_stars,
)
from pygames.core.errors import IllegalAction
from pygames.core.rng import Rng

GAME = get_game("cakemaster")
CHOC, STRAW, VAN, MATCHA = ICINGS
# Shapes: (rosette_cw, rosette_ccw, raspberries, blueberries).
PLAIN, RASP, BLUE, PAIR, RASP2, BLUE2 = (
    (0, 0, 0, 0),
    (0, 0, 1, 0),
    (0, 0, 0, 1),
    (0, 0, 1, 1),
    (0, 0, 2, 0),
    (0, 0, 0, 2),
)
CW, CW_RASP, CW_BLUE, CW_RASP2 = (1, 0, 0, 0), (1, 0, 1, 0), (1, 0, 0, 1), (1, 0, 2, 0)
CCW, CCW_RASP, CCW_BLUE, CCW_BLUE2 = (0, 1, 0, 0), (0, 1, 1, 0), (0, 1, 0, 1), (0, 1, 0, 2)
BOTH, BOTH_RASP, BOTH_BLUE, BOTH_PAIR = (1, 1, 0, 0), (1, 1, 1, 0), (1, 1, 0, 1), (1, 1, 1, 1)


def num(icing: str, shape: tuple) -> int:
    """The card number of ``icing`` with ``shape`` (exactly one exists)."""
    found = [
        c.number
        for c in CARDS
        if c.icing == icing
        and (int(c.rosette_cw), int(c.rosette_ccw), c.raspberries, c.blueberries) == shape
    ]
    assert len(found) == 1, (icing, shape)
    return found[0]


def cake(*quarters) -> list[int]:
    """Card numbers of a cake from (icing, shape) per quarter 1–4."""
    numbers = [num(icing, shape) for icing, shape in quarters]
    assert len(set(numbers)) == 4
    return numbers


def cards(numbers) -> list:
    return [card(n) for n in numbers]


def tasty(*quarters) -> dict:
    return tasty_breakdown(cards(cake(*quarters)))


def dump(state) -> str:
    return json.dumps(state.to_json(), sort_keys=True)


def every_card(state) -> Counter:
    held = list(state.deck) + list(state.discard) + [n for h in state.hands for n in h]
    held += [n for cakes in state.cakes for c in cakes for n in c if n is not None]
    return Counter(held)


def arrange(state, cakes_by_seat) -> None:
    """The last turn of a round set up directly: each seat's 3 cakes as given (4 card
    numbers each) except quarter 4 of cake 3, whose card waits in its hand."""
    used = [n for cakes in cakes_by_seat for c in cakes for n in c]
    assert len(set(used)) == len(used)
    state.turn, state.phase = 4, "place"
    state.cakes = [[list(c) for c in cakes] for cakes in cakes_by_seat]
    state.hands = []
    for cakes in state.cakes:
        state.hands.append([cakes[2][3]])
        cakes[2][3] = None
    state.deck = [n for n in range(1, 73) if n not in used]
    state.discard = []
    state.choices = [None] * state.players


def finish_round(state) -> None:
    for seat in range(state.players):
        GAME.apply(state, seat, f"place {state.hands[seat][0]} 3.4")


def play_random(state, until, seed: int = 1) -> None:
    rng = Rng(seed)
    while GAME.to_move(state) and not until(state):
        movers = GAME.to_move(state)
        seat = movers[rng.below(len(movers))]
        legal = GAME.legal_actions(state, seat)
        GAME.apply(state, seat, legal[rng.below(len(legal))])


def dull(avoid=(), count: int = 3) -> list[list[int]]:
    """``count`` cakes of cards not in ``avoid`` (nor in each other), each worth exactly
    1 tasty point and meeting no customer at all (found by a seeded search: e.g. 3
    colours, a half rosette, no rosette, 1 raspberry-and-blueberry pair)."""
    rng = Rng(99)
    taken = set(avoid)
    found = []
    while len(found) < count:
        numbers = [n for n in (1 + rng.below(72) for _ in range(4))]
        if len(set(numbers)) < 4 or taken & set(numbers):
            continue
        if tasty_breakdown(cards(numbers))["total"] == 1 and not any(
            meets(c, cards(numbers)) for c in CUSTOMERS
        ):
            found.append(numbers)
            taken.update(numbers)
    return found


def flat(cakes) -> set:
    return {n for c in cakes for n in c}


# -- CM01 components -------------------------------------------------------------------------


def test_cm01_seventy_two_cards_and_twelve_customers():
    assert len(CARDS) == 72 and [c.number for c in CARDS] == list(range(1, 73))
    assert Counter(c.icing for c in CARDS) == {icing: 18 for icing in ICINGS}
    shapes = {
        icing: sorted(
            (c.rosette_cw, c.rosette_ccw, c.raspberries, c.blueberries)
            for c in CARDS
            if c.icing == icing
        )
        for icing in ICINGS
    }
    assert all(s == shapes[CHOC] and len(set(s)) == 18 for s in shapes.values()), "the same 18 each"
    assert sum(c.raspberries for c in CARDS) == sum(c.blueberries for c in CARDS) == 40
    assert [c.number for c in CUSTOMERS] == list(range(1, 13)) and len(
        {c.key for c in CUSTOMERS}
    ) == 12
    state = GAME.new_game(4, None, 3)
    assert every_card(state) == Counter(range(1, 73))
    assert sorted(state.customer_deck + state.customers) == list(range(1, 13))
    other = GAME.new_game(4, None, 4)
    assert state.deck != other.deck and state.customer_deck != other.customer_deck, "shuffled"


def test_cm01_every_icon_of_the_seed_matters():
    icons = {icon for c in CUSTOMERS for icon, _ in c.icons}
    assert icons >= {
        "colours",
        "rosette",
        "no_half_rosette",
        "raspberry",
        "no_raspberry",
        "blueberry",
        "no_blueberry",
        "berry",
        "no_berry",
    }
    assert customer(1).key == "five_raspberries" and customer(1).raspberries == (5, 5)


def test_cm01_every_request_is_achievable_and_not_trivial():
    rng = Rng(11)
    for request in CUSTOMERS:
        met = missed = 0
        for _ in range(20_000):
            numbers = []
            while len(numbers) < 4:
                n = 1 + rng.below(72)
                if n not in numbers:
                    numbers.append(n)
            if meets(request, cards(numbers)):
                met += 1
            else:
                missed += 1
            if met >= 1 and missed >= 1 and met + missed >= 400:
                break
        assert met and missed, request.key
        assert met < 0.35 * (met + missed), f"{request.key} is met too easily"


# -- CM02–CM04 rounds and turns ---------------------------------------------------------------


def test_cm02_cm03_three_rounds_with_one_two_three_customers():
    state = GAME.new_game(3, None, 5)
    seen = []
    for rnd in (1, 2, 3):
        assert state.round == rnd and len(state.customers) == rnd, "CM03"
        seen.append(list(state.customers))
        play_random(state, lambda s, r=rnd: s.round > r)
    assert state.phase == "over" and len(state.rounds) == 3, "CM02"
    assert [r["customers"] for r in state.rounds] == seen
    assert len({n for group in seen for n in group}) == 6, "new customers each round"
    assert GAME.result(state) is not None and GAME.to_move(state) == ()


def test_cm04_each_turn_every_player_takes_three_cards():
    for players in (2, 3, 6):
        state = GAME.new_game(players, None, 8)
        for turn in (1, 2):
            assert state.turn == turn and [len(h) for h in state.hands] == [3] * players
            assert len(state.deck) == 72 - 3 * players * turn
            play_random(state, lambda s, t=turn: s.turn > t)


def test_cm04_six_players_use_the_whole_deck():
    state = GAME.new_game(6, None, 2)
    play_random(state, lambda s: s.turn == 4)
    assert state.deck == []


# -- CM05/CM06 the draft --------------------------------------------------------------------


def test_cm05_keep_one_pass_left_and_right():
    state = GAME.new_game(4, None, 9)
    hands = [list(h) for h in state.hands]
    for seat in range(4):
        k, l, r = hands[seat]
        GAME.apply(state, seat, f"keep {k} left {l} right {r}")
    for seat in range(4):
        # the right neighbour (seat - 1) passes left to this seat; the left neighbour
        # (seat + 1) passes right.
        assert state.hands[seat] == [
            hands[seat][0],
            hands[(seat - 1) % 4][1],
            hands[(seat + 1) % 4][2],
        ]
    assert state.phase == "place"


def test_cm05_choices_are_hidden_until_everyone_has_chosen():
    state = GAME.new_game(3, None, 10)
    before = [GAME.view(state, s) for s in (1, 2, None)]
    k, l, r = state.hands[0]
    GAME.apply(state, 0, f"keep {k} left {l} right {r}")
    assert GAME.to_move(state) == (1, 2)
    for seat, old in zip((1, 2, None), before):
        new = GAME.view(state, seat)
        assert new["chosen"] == [True, False, False] and new["to_move"] == [1, 2]
        changed = {key for key in new if new[key] != old[key]}
        assert changed == {"chosen", "to_move"}, changed
    assert GAME.view(state, 0)["choice"] == f"keep {k} left {l} right {r}"
    assert GAME.view(state, 0)["hand"] == [k, l, r], "nothing moves before all have chosen"


def test_cm05_refusals_leave_the_state_unchanged():
    state = GAME.new_game(3, None, 12)
    k, l, r = state.hands[0]
    stranger = state.deck[0]
    assert_refused(state, 0, f"keep {stranger} left {l} right {r}", "CM05", game=GAME)
    assert_refused(state, 0, f"keep {k} left {k} right {r}", "CM05", game=GAME)
    assert_refused(state, 0, f"place {k} 1.1", "CM05", game=GAME)  # draft first
    assert_refused(state, 0, f"keep {k} give {l} {r}", "CM05", game=GAME)
    assert_refused(state, 0, f"exchange {k}", "CM28", game=GAME)
    GAME.apply(state, 0, f"keep {k} left {l} right {r}")
    assert_refused(state, 0, f"keep {l} left {k} right {r}", "CM06", game=GAME)  # already chosen


def test_cm06_everyone_places_the_three_cards_it_holds():
    state = GAME.new_game(3, None, 13)
    play_random(state, lambda s: s.phase == "place")
    assert GAME.to_move(state) == (0, 1, 2)
    held = list(state.hands[1])
    GAME.apply(state, 1, f"place {held[0]} 2.3")
    assert state.cakes[1][1][2] == held[0] and state.hands[1] == held[1:]
    assert GAME.view(state, 0)["last"] == [[1, f"place {held[0]} 2.3"]], "placements are public"
    assert_refused(state, 1, f"keep {held[1]} left {held[2]} right {held[0]}", "CM06", game=GAME)
    assert_refused(state, 1, f"place {held[0]} 1.1", "CM06", game=GAME)  # no longer held
    GAME.apply(state, 1, f"place {held[1]} 2.4")
    GAME.apply(state, 1, f"place {held[2]} 1.1")
    assert GAME.to_move(state) == (0, 2), "a seat that has placed all waits"
    assert_refused(state, 1, f"place {held[2]} 1.2", "CM06", game=GAME)


# -- CM07–CM12 building ------------------------------------------------------------------------


def test_cm07_cards_may_go_into_one_cake_or_be_split():
    state = GAME.new_game(3, None, 14)
    play_random(state, lambda s: s.phase == "place")
    a, b, c = state.hands[0]
    for n, where in ((a, "1.1"), (b, "1.2"), (c, "1.3")):
        GAME.apply(state, 0, f"place {n} {where}")
    assert state.cakes[0][0][:3] == [a, b, c]
    d, e, f = state.hands[1]
    for n, where in ((d, "1.1"), (e, "2.1"), (f, "3.1")):
        GAME.apply(state, 1, f"place {n} {where}")
    assert [cakes[0] for cakes in state.cakes[1]] == [d, e, f]


def placements(state, seat) -> set[str]:
    return {str(action) for action in GAME.legal_actions(state, seat)}


def test_cm08_cards_touching_only_at_a_corner_belong_to_one_cake():
    state = GAME.new_game(3, None, 15)
    play_random(state, lambda s: s.phase == "place")
    a, b, c = state.hands[0]
    # Any card fits any quarter of any cake, with or without a neighbour there.
    assert placements(state, 0) == {
        f"place {n} {k}.{q}" for n in (a, b, c) for k in (1, 2, 3) for q in (1, 2, 3, 4)
    }
    GAME.apply(state, 0, f"place {a} 1.1")
    GAME.apply(state, 0, f"place {b} 1.3")  # touches quarter 1 only at the centre
    assert state.cakes[0][0] == [a, None, b, None]
    assert placements(state, 0) == {
        f"place {c} {k}.{q}"
        for k in (1, 2, 3)
        for q in (1, 2, 3, 4)
        if (k, q) not in ((1, 1), (1, 3))
    }
    # Quarters 1 and 3 are one cake with 2 and 4: the raspberry on 1 and the blueberry
    # on 3 make a pair, and their one icing counts once. Chocolate 1 and 3, strawberry 2,
    # vanilla 4: 3 colours (0), no half rosette (1), 1 pair (1): 2. Were 1 and 3 apart,
    # there would be no pair.
    diagonal = cake((CHOC, RASP), (STRAW, PLAIN), (CHOC, BLUE), (VAN, PLAIN))
    assert tasty_breakdown(cards(diagonal)) == {
        "colours": 0,
        "rosettes": 0,
        "no_half": 1,
        "pairs": 1,
        "total": 2,
    }
    state = GAME.new_game(2, None, 15)
    others = dull(flat([diagonal]), 5)
    arrange(state, [[diagonal] + others[:2], others[2:]])
    assert GAME.view(state, 1)["cake_tasty"][0] == [2, 1, None]
    finish_round(state)
    assert state.rounds[0]["cake_tasty"][0] == [2, 1, 1] and state.rounds[0]["tasty"] == [4, 3]


def test_cm09_colours_and_rosettes_need_not_match():
    # Four icings; quarter 4's bare anticlockwise edge meets quarter 3's half rosette
    # and its own half meets quarter 1's bare edge; quarter 1's half meets quarter 2's
    # bare edge: 3 half rosettes, no complete one. 4 colours (0), no rosette (0), halves
    # (0), raspberry 1 with blueberry 1 (1): 1.
    clash = cake((CHOC, CW), (STRAW, PLAIN), (VAN, CW_RASP), (MATCHA, CW_BLUE))
    assert tasty_breakdown(cards(clash)) == {
        "colours": 0,
        "rosettes": 0,
        "no_half": 0,
        "pairs": 1,
        "total": 1,
    }
    state = GAME.new_game(2, None, 16)
    others = dull(flat([clash]), 5)
    arrange(state, [others[:2] + [clash], others[2:]])
    last = clash[3]
    assert state.hands[0] == [last] and state.cakes[0][2] == clash[:3] + [None]
    assert f"place {last} 3.4" in placements(state, 0) and GAME.is_legal(
        state, 0, f"place {last} 3.4"
    )
    finish_round(state)  # quarter 4 goes in beside quarter 3's half rosette, unmatched
    assert state.rounds[0]["cakes"][0][2] == clash
    assert state.rounds[0]["cake_tasty"][0] == [1, 1, 1] and state.rounds[0]["tasty"] == [3, 3]


def test_cm10_a_cake_is_four_quarters_scored_only_complete():
    state = GAME.new_game(3, None, 17)
    play_random(state, lambda s: s.phase == "place")
    n = state.hands[0][0]
    GAME.apply(state, 0, f"place {n} 1.1")
    view = GAME.view(state, 0)
    assert view["cake_tasty"][0] == [None, None, None] and view["served"][0] == [None, None, None]
    for text in ("place 5 4.1", "place 5 1.5", "place 5 0.1", "place 5 1"):
        with pytest.raises(IllegalAction):
            parse_action(text)


def test_cm11_a_placed_card_never_moves():
    state = GAME.new_game(3, None, 18)
    play_random(state, lambda s: s.phase == "place")
    a, b, _ = state.hands[0]
    GAME.apply(state, 0, f"place {a} 2.2")
    exc = assert_refused(state, 0, f"place {b} 2.2", "CM11", game=GAME)
    assert "never moves" in str(exc)
    assert all(not str(x).endswith(" 2.2") for x in GAME.legal_actions(state, 0))


def test_cm12_four_turns_make_three_cakes_of_four():
    state = GAME.new_game(4, None, 19)
    play_random(state, lambda s: s.round == 2)
    summary = state.rounds[0]
    for cakes in summary["cakes"]:
        assert len(cakes) == 3 and all(len(c) == 4 and None not in c for c in cakes)
    assert state.turn == 1 and all(c == [None] * 4 for cakes in state.cakes for c in cakes)


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
    assert labels[-2:] == ["Round 3: tasty points 3", "Round 3: customers served"]
    assert sum(p for _, p in result.breakdown[0]) == 5
