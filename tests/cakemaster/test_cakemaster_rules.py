"""Cake Master rules CM01–CM12 (docs: shared/rules/cakemaster.md, seed 001): the
components, a round's turns, drafting and placing. Scoring (CM13–CM23) is in
test_cakemaster_scoring.py, the two-player and solo rules (CM24–CM30) in
test_cakemaster_play.py.

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
    CHOC,
    CW,
    CW_BLUE,
    CW_RASP,
    GAME,
    MATCHA,
    PLAIN,
    RASP,
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
)
from helpers import assert_refused

from pygames.cakemaster.actions import parse as parse_action
from pygames.cakemaster.data import (
    CARDS,
    CUSTOMERS,
    ICINGS,
    customer,
    meets,
    tasty_breakdown,
)
from pygames.core.errors import IllegalAction
from pygames.core.rng import Rng

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
