"""Cake Master two-player and solo rules (CM24–CM30), actions, views and hidden
information, state and record round trips. Hand-built positions use the helpers of
test_cakemaster_rules.py (cakes built from the card table, rounds set up directly).
"""

from __future__ import annotations

import itertools
import json
import random
from collections import Counter

import pytest
from cakemaster_cards import (
    BOTH,
    BOTH_RASP,
    CHOC,
    GAME,
    MATCHA,
    PLAIN,
    STRAW,
    VAN,
    arrange,
    cake,
    dull,
    dump,
    every_card,
    finish_round,
    flat,
    play_random,
)
from helpers import assert_refused

from pygames.cakemaster.actions import Draft, Give, Place, Return
from pygames.cakemaster.actions import parse as parse_action
from pygames.cakemaster.data import SOLO_RATINGS, rating_name, solo_rating
from pygames.core.errors import IllegalAction
from pygames.core.rng import Rng

# -- CM24 two players -------------------------------------------------------------------------------


def test_cm24_two_players_keep_one_give_two_then_keep_one_return_one():
    state = GAME.new_game(2, None, 25)
    a, b = list(state.hands[0]), list(state.hands[1])
    assert state.phase == "give" and GAME.to_move(state) == (0, 1)
    assert_refused(state, 0, f"keep {a[0]} left {a[1]} right {a[2]}", "CM24", game=GAME)
    GAME.apply(state, 0, f"keep {a[0]} give {a[2]} {a[1]}")
    assert GAME.view(state, 1)["hand"] == b and GAME.view(state, 1)["choice"] is None
    GAME.apply(state, 1, f"keep {b[1]} give {b[0]} {b[2]}")
    assert state.phase == "return" and sorted(state.hands[0]) == sorted([a[0], b[0], b[2]])
    assert GAME.view(state, 0)["kept"] == a[0]
    assert_refused(state, 0, f"keep {a[0]} return {b[0]}", "CM24", game=GAME)  # own kept card
    assert_refused(state, 0, f"keep {b[0]} return {b[0]}", "CM24", game=GAME)
    GAME.apply(state, 0, f"keep {b[2]} return {b[0]}")
    GAME.apply(state, 1, f"keep {a[1]} return {a[2]}")
    assert state.phase == "place"
    assert state.hands[0] == [a[0], b[2], a[2]] and state.hands[1] == [b[1], a[1], b[0]]
    assert GAME.view(state, 0)["known"] == [[a[1], 1], [b[0], 1]]


def test_cm24_two_player_game_end_to_end():
    state = GAME.new_game(2, None, 26)
    play_random(state, lambda s: False, seed=3)
    assert state.phase == "over" and len(state.rounds) == 3
    assert all(None not in c for r in state.rounds for cakes in r["cakes"] for c in cakes)
    assert GAME.result(state).scores == state.stars


# -- CM25–CM30 solo ------------------------------------------------------------------------------------


def test_cm25_cm26_cm27_solo_flow():
    state = GAME.new_game(1, None, 27)
    assert len(state.customers) == 3, "CM26"
    assert state.phase == "discard" and len(state.hands[0]) == 4, "CM27"
    four = list(state.hands[0])
    assert_refused(state, 0, f"place {four[0]} 1.1", "CM27", game=GAME)
    GAME.apply(state, 0, f"discard {four[1]}")
    assert state.discard == [four[1]] and state.phase == "place" and len(state.hands[0]) == 3
    play_random(state, lambda s: s.round == 2)
    summary = state.rounds[0]
    assert summary["tasty"] == [0] and summary["tasty_stars"] == [0], "CM25"
    assert GAME.view(state, 0)["cake_tasty"] == [[None] * 3]


def test_cm28_three_exchanges_a_game():
    state = GAME.new_game(1, None, 28)
    reveals = GAME.reveal_count(state)
    old = state.hands[0][0]
    GAME.apply(state, 0, f"exchange {old}")
    assert old not in state.hands[0] and old in state.discard and len(state.hands[0]) == 4
    assert GAME.reveal_count(state) == reveals + 1 and not GAME.can_undo(f"exchange {old}")
    GAME.apply(state, 0, f"discard {state.hands[0][0]}")
    GAME.apply(state, 0, f"exchange {state.hands[0][0]}")  # in the place phase too
    GAME.apply(state, 0, f"exchange {state.hands[0][0]}")
    assert state.exchanges_left == 0
    exc = assert_refused(state, 0, f"exchange {state.hands[0][0]}", "CM28", game=GAME)
    assert "all 3 exchanges" in str(exc)
    assert every_card(state) == Counter(range(1, 73))


def test_cm29_cm30_solo_customers_met_leave_and_are_refilled():
    state = GAME.new_game(1, None, 29)
    state.customer_deck += state.customers
    for n in (10, 12, 1):
        state.customer_deck.remove(n)
    state.customers = [10, 12, 1]
    built = [
        cake((CHOC, PLAIN), (STRAW, PLAIN), (VAN, PLAIN), (MATCHA, PLAIN)),  # 10, 12
        cake((CHOC, BOTH), (STRAW, BOTH), (VAN, BOTH), (VAN, BOTH_RASP)),
    ]  # 12
    arrange(state, [built + dull(flat(built), 1)])
    finish_round(state)
    summary = state.rounds[0]
    assert summary["served"] == [[10, 12, None]] and state.stars == [2], "CM29"
    assert state.customer_discard == [10, 12]
    assert len(state.customers) == 3 and state.customers[0] == 1, "CM30: 1 stays, 2 new"


def test_solo_rating_table():
    assert [solo_rating(s) for s in range(10)] == ["apprentice"] * 3 + ["baker"] * 2 + [
        "pastry_chef"
    ] * 2 + ["head_pastry_chef"] * 2 + ["cake_master"]
    assert SOLO_RATINGS[-1][0] == 9
    state = GAME.new_game(1, None, 30)
    play_random(state, lambda s: False)
    result = GAME.result(state)
    label, points = result.breakdown[0][-1]
    assert result.places == [1] and points == 0
    assert str(label) == f"Rating: {rating_name(solo_rating(state.stars[0]))}"
    assert GAME.view(state, 0)["rating"] == solo_rating(state.stars[0])


# -- actions, views and hidden information -------------------------------------------------------------


def test_action_texts_round_trip():
    for action in (Draft(1, 2, 3), Give(4, (5, 6)), Return(7, 8), Place(72, 3, 4)):
        assert parse_action(str(action)) == action
    assert parse_action("keep 4 give 9 5") == Give(4, (5, 9))
    for text in ("keep 0 left 1 right 2", "keep 73 left 1 right 2", "place ² 1.1", "hello", ""):
        with pytest.raises(IllegalAction):
            parse_action(text)


def test_cm06_a_seat_that_has_decided_is_told_it_waits_for_the_others():
    state = GAME.new_game(3, None, 8)
    hand = list(state.hands[0])
    GAME.apply(state, 0, f"keep {hand[0]} left {hand[1]} right {hand[2]}")
    again = f"keep {hand[1]} left {hand[0]} right {hand[2]}"
    refused = assert_refused(state, 0, again, GAME.turn_rule, game=GAME)
    assert refused.plain == "You have made your choice: the others are still choosing."
    for seat in (1, 2):
        GAME.apply(state, seat, GAME.legal_actions(state, seat)[0])
    assert state.phase == "place"
    while state.hands[0]:
        GAME.apply(state, 0, GAME.legal_actions(state, 0)[0])
    refused = assert_refused(state, 0, f"place {hand[0]} 3.4", GAME.turn_rule, game=GAME)
    assert refused.plain == "You have placed your cards: the others are still placing theirs."


def test_reveal_count_changes_only_when_something_is_shown():
    state = GAME.new_game(3, None, 31)
    start = GAME.reveal_count(state)
    hands = [list(h) for h in state.hands]
    GAME.apply(state, 0, "keep {} left {} right {}".format(*hands[0]))
    GAME.apply(state, 1, "keep {} left {} right {}".format(*hands[1]))
    assert GAME.reveal_count(state) == start, "a hidden choice shows nothing"
    GAME.apply(state, 2, "keep {} left {} right {}".format(*hands[2]))
    assert GAME.reveal_count(state) == start + 1, "the cards passed on are seen"
    for seat in range(3):
        for n, q in zip(list(state.hands[seat]), (1, 2, 3)):
            GAME.apply(state, seat, f"place {n} 1.{q}")
            if seat < 2 or q < 3:
                assert GAME.reveal_count(state) == start + 1
    assert GAME.reveal_count(state) == start + 2 and state.turn == 2, "a new deal"


def scramble(state, seat: int, rng: Rng):
    """The same position as ``seat`` sees it, with everything hidden from it dealt
    again at random: other hands (but cards it passed stay where it passed them),
    their hidden choices, the deck and the customer deck."""
    return GAME.determinize(GAME.view(state, seat), seat, rng)


def test_no_view_shows_another_players_hand_or_choice():
    for players in (2, 3, 5):
        state = GAME.new_game(players, None, 40 + players)
        rng = Rng(players)
        for _step in range(160):
            movers = GAME.to_move(state)
            if not movers:
                break
            for seat in [None, *range(players)]:
                view = GAME.view(state, seat)
                if seat is not None:
                    assert view["hand"] == state.hands[seat]
                other = scramble(state, seat if seat is not None else 0, rng)
                # a different deal of the hidden cards looks the same to this seat
                assert GAME.view(other, seat) == view
            for seat in range(players):
                if seat not in movers:
                    continue
                view = json.dumps(GAME.view(state, seat))
                for other in range(players):
                    if other != seat and state.hands[other]:
                        assert f'"hand": {json.dumps(state.hands[other])}' not in view
            seat = movers[rng.below(len(movers))]
            legal = GAME.legal_actions(state, seat)
            GAME.apply(state, seat, legal[rng.below(len(legal))])


def test_cm24_a_deal_in_the_return_phase_can_be_played_on_from_either_seat():
    """The deal knows which cards each player gave, so the other player's return
    resolves the exchange in a dealt position too (searching bots play it on)."""
    for seed in range(12):
        state = GAME.new_game(2, None, seed)
        for seat in (0, 1):
            GAME.apply(state, seat, GAME.legal_actions(state, seat)[0])
        GAME.apply(state, 0, GAME.legal_actions(state, 0)[0])
        for viewer in (0, 1):
            dealt = GAME.determinize(GAME.view(state, viewer), viewer, Rng(seed))
            GAME.apply(dealt, 1, GAME.legal_actions(dealt, 1)[-1])
            assert dealt.phase == "place" and sorted(map(len, dealt.hands)) == [3, 3]


def test_determinize_deals_a_consistent_full_state():
    state = GAME.new_game(4, None, 50)
    play_random(state, lambda s: s.round == 2 and s.turn == 2 and s.phase == "place")
    GAME.apply(state, 1, f"place {state.hands[1][0]} 1.1")
    view = GAME.view(state, 0)
    dealt = GAME.determinize(view, 0, Rng(3))
    assert every_card(dealt) == Counter(range(1, 73))
    assert sorted(dealt.customer_deck + dealt.customers + dealt.customer_discard) == list(
        range(1, 13)
    )
    for card_number, holder in view["known"]:
        placed = any(card_number in c for c in state.cakes[holder])
        assert placed or card_number in dealt.hands[holder], "cards passed stay with their receiver"
    again = GAME.determinize(view, 0, Rng(4))
    assert dealt.hands[0] == again.hands[0] == state.hands[0]
    assert [dealt.hands[s] for s in (1, 2, 3)] != [again.hands[s] for s in (1, 2, 3)]
    play_random(dealt, lambda s: False)  # a determinized state plays to the end
    assert GAME.result(dealt) is not None


def test_state_json_round_trip_and_clone():
    state = GAME.new_game(2, None, 51)
    play_random(state, lambda s: s.round == 2 and s.phase == "return")
    data = json.loads(json.dumps(state.to_json()))
    restored = GAME.state_from_json(data)
    assert dump(restored) == dump(state) == dump(state.clone())
    clone = state.clone()
    play_random(clone, lambda s: False)
    assert dump(restored) == dump(state), "a clone shares nothing"


def test_records_replay_the_game():
    from pygames.__main__ import play_out
    from pygames.core.record import Record, Seat, replay

    seats = [Seat("Ann", "bot:greedy"), Seat("Bo", "bot:random"), Seat("Cy", "bot:greedy")]
    record = play_out("cakemaster", seats, 52)
    again = Record.loads(record.dumps())
    assert again == record and Record.from_share(record.to_share()) == record
    game, state = replay(again)
    assert game.result(state) is not None and len(state.rounds) == 3
    assert max(len(text) for _, text in record.actions) <= 64
    _, early = replay(record, upto=40)
    mine = GAME.new_game(3, None, 52)
    for seat, text in record.actions[:40]:
        GAME.apply(mine, seat, text)
    assert dump(mine) == dump(early)


def test_after_the_end_nothing_is_legal():
    state = GAME.new_game(3, None, 53)
    play_random(state, lambda s: False)
    assert all(GAME.legal_actions(state, s) == [] for s in range(3))
    exc = assert_refused(state, 0, "place 1 1.1", "CM22", game=GAME)
    assert "over" in str(exc)


def move_texts(state, seat: int, rng: Rng) -> list[str]:
    """Texts of every kind of move (draft, give, return, discard, exchange, place) made
    from ``seat``'s cards and a few others (in other hands, the deck, the cakes), in
    every cake and quarter: each is a legal move or a near miss."""
    hand = list(state.hands[seat])
    others = [n for n in range(1, 73) if n not in hand]
    pool = hand + rng.sample(others, 3)
    texts = []
    for keep, a, b in itertools.product(pool, repeat=3):
        texts += [f"keep {keep} left {a} right {b}", f"keep {keep} give {a} {b}"]
    texts += [f"keep {keep} return {back}" for keep, back in itertools.product(pool, repeat=2)]
    for number in pool:
        texts += [f"discard {number}", f"exchange {number}"]
        texts += [f"place {number} {c}.{q}" for c, q in itertools.product((1, 2, 3), (1, 2, 3, 4))]
    return texts


EXPECTED_PHASES = {
    1: {"discard", "exchange", "place"},
    2: {"give", "return", "place"},
    3: {"draft", "place"},
    5: {"draft", "place"},
}


@pytest.mark.parametrize("players", sorted(EXPECTED_PHASES))
def test_every_legal_action_is_accepted_and_only_those(players):
    """At sampled positions of a whole game, for every seat: every legal action is
    accepted, and of a sample of texts of every kind of move, exactly those naming a
    legal action (written any way the parser allows) are."""
    state = GAME.new_game(players, None, 54 + players)
    rng, sample = Rng(players), random.Random(players)
    seen = set()
    step = 0
    while GAME.to_move(state):
        if step % 3 == 0:
            for seat in range(players):
                legal = GAME.legal_actions(state, seat)
                texts = {str(action) for action in legal}
                assert all(GAME.is_legal(state, seat, text) for text in texts)
                seen.update(
                    text.split()[0] if text.startswith("exchange") else state.phase
                    for text in texts
                )
                tries = move_texts(state, seat, sample)
                for text in sample.sample(tries, min(120, len(tries))):
                    assert GAME.is_legal(state, seat, text) == (str(parse_action(text)) in texts), (
                        text
                    )
        movers = GAME.to_move(state)
        seat = movers[rng.below(len(movers))]
        legal = GAME.legal_actions(state, seat)
        GAME.apply(state, seat, legal[rng.below(len(legal))])
        step += 1
    assert seen == EXPECTED_PHASES[players]
