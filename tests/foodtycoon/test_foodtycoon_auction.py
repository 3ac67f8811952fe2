"""Food Tycoon auctions: FT13–FT16 and this edition's bidding procedure (bids go round
from the host's left; a player who passed may bid again; sold once every other player
has passed in a row since the last bid; unsold when all pass without a bid).
"""

from __future__ import annotations

from helpers import assert_refused
from test_foodtycoon_helpers import GAME, act, counts, ready, script_dice, set_ingredients, to_roll

from pygames.foodtycoon.actions import Bid, Pass
from pygames.foodtycoon.data import EVENT_INDEX


def auction(players=4, host=0, rolls=None, seed=20):
    """Round 1 with the lots rolled (by default (2,4,6,6) then plain ingredients):
    the first lot is up for auction."""
    state = ready(players, seed=seed)
    state.host = state.turn = host
    to_roll(state)
    lots = {3: 2, 4: 3, 5: 3, 6: 4}[players]
    script_dice(state, *(rolls or [(2, 4, 6, 6)] + [(1, 1, 5, 5)] * (lots - 1)))
    for _ in range(lots):
        act(state, host, "roll")
    assert state.phase == "auction"
    return state


def test_ft13_bidding_starts_left_of_the_host_and_goes_round():
    state = auction(host=2)
    assert GAME.to_move(state) == (3,) and state.order[state.current] == 0
    order = []
    for _ in range(4):
        order.append(state.turn)
        act(state, state.turn, "bid 1" if not order[:-1] else "pass")
    assert order == [3, 0, 1, 2]
    assert state.lots[0].status == "sold" and state.lots[0].buyer == 3


def test_ft13_a_player_who_passed_may_bid_again():
    state = auction()
    act(state, 1, "pass")
    act(state, 2, "bid 3")
    act(state, 3, "pass")
    act(state, 0, "pass")
    assert GAME.to_move(state) == (1,), "bidding goes on: seat 1 may bid again"
    act(state, 1, "bid 4")
    act(state, 2, "pass")
    act(state, 3, "pass")
    assert state.phase == "auction" and state.current == 0
    act(state, 0, "pass")
    lot = state.lots[0]
    assert (lot.status, lot.buyer, lot.price) == ("sold", 1, 4)
    assert state.current == 1 and GAME.to_move(state) == (1,), (
        "the next lot starts left of the host"
    )


def test_ft13_each_bid_higher_than_the_last_and_affordable():
    state = auction()
    assert state.money[1] == 35, "30 to start, 5 for opening shop"
    assert GAME.legal_actions(state, 1) == [Pass()] + [Bid(a) for a in range(1, 36)]
    exc = assert_refused(state, 1, "bid 36", "FT13", GAME)
    assert "only 35 money: you cannot bid 36" in str(exc)
    exc = assert_refused(state, 1, "bid 0", "FT13", GAME)
    assert "A bid must be at least 1." in str(exc)
    act(state, 1, "bid 7")
    exc = assert_refused(state, 2, "bid 5", "FT13", GAME)
    assert "more than the last bid of 7" in str(exc)
    assert GAME.legal_actions(state, 2) == [Pass()] + [Bid(a) for a in range(8, 36)]
    assert_refused(state, 2, "cook salad", "FT13", GAME)
    assert_refused(state, 3, "bid 9", "FT05", GAME)


def test_ft14_equal_bids_cannot_happen():
    """Bids come one at a time, each more than the last: an equal top bid is refused,
    so the seed's dice roll-off for equal bids is never needed."""
    state = auction()
    act(state, 1, "bid 6")
    exc = assert_refused(state, 2, "bid 6", "FT13", GAME)
    assert "more than the last bid of 6" in str(exc)


def test_a_player_who_cannot_outbid_is_passed_over():
    state = auction()
    state.money = [30, 30, 5, 30]
    act(state, 1, "bid 5")
    assert GAME.to_move(state) == (3,), "seat 2 has only 5: it cannot bid more"
    assert state.bids == [[1, 5, False], [2, None, True]]
    view = GAME.view(state, 0)["auction"]
    assert view == {"high": 5, "bidder": 1, "passes": 1, "bids": [[1, 5, False], [2, None, True]]}
    act(state, 3, "pass")
    act(state, 0, "pass")
    assert state.lots[0].buyer == 1


def test_nobody_bids_the_lot_goes_back():
    state = auction()
    lot = state.lots[0]
    piles, deck_bottom = list(state.piles), None
    for seat in (1, 2, 3, 0):
        act(state, seat, "pass")
    assert lot.status == "unsold" and lot.buyer is None
    assert state.piles == [p + n for p, n in zip(piles, lot.ingredients)]
    assert state.recipe_discard[-1] == lot.recipe, "its recipe was face up: it goes to the discards"
    deck_bottom = state.event_deck[0]
    assert deck_bottom == lot.event, "the unseen event goes under the event deck"
    assert GAME.view(state, 0)["lots"][0]["turned"] is None and state.last_event is None


def test_nobody_can_bid_the_lot_goes_back_at_once():
    state = ready(3, seed=21)
    to_roll(state)
    state.money = [0, 0, 0]
    script_dice(state, (1, 1, 1, 1), (2, 2, 2, 2))
    act(state, 0, "roll")
    assert state.piles[0] == 18 - 3 - 4
    act(state, 0, "roll")
    # both lots went back unsold, nobody could cook: round 2 has begun
    assert state.round == 2 and state.phase == "choose" and state.lots == []
    assert state.piles == [15, 18, 18, 18, 15], "only the set-up cards are out"


def empty_grain_pile(state) -> None:
    """Seat 2 holds only grain: every grain card the others do not hold (no recipe is
    cooked with grain alone). A die showing 1 adds nothing to a lot."""
    set_ingredients(state, 2, grain=state.ingredients[2][0] + state.piles[0])
    assert state.piles[0] == 0


def test_ft10_an_empty_lot_is_not_auctioned():
    state = to_roll(ready(3, seed=22))
    empty_grain_pile(state)
    script_dice(state, (1, 1, 1, 1), (2, 2, 2, 2))
    act(state, 0, "roll")
    assert state.lots[0].ingredients == [0] * 5 and state.phase == "roll"
    act(state, 0, "roll")
    view = GAME.view(state, 0)
    assert state.phase == "auction" and view["lot"] == 1, "the empty lot 1 is passed over"
    lot = view["lots"][0]
    assert (lot["status"], lot["buyer"], lot["price"], lot["recipe"], lot["event"]) == (
        "unsold",
        None,
        0,
        None,
        False,
    )
    assert view["auction"]["bids"] == [] and GAME.to_move(state) == (1,)
    act(state, 1, "bid 2")
    act(state, 2, "pass")
    act(state, 0, "pass")
    assert state.lots[1].buyer == 1 and state.ingredients[1] == counts(grain=1, meat=4, egg=1)


def test_ft10_when_every_lot_is_empty_the_cooking_step_follows():
    state = to_roll(ready(3, seed=23))
    for seat in range(2):
        set_ingredients(state, seat)  # nobody can cook: the round ends at once
    empty_grain_pile(state)
    script_dice(state, (1, 1, 1, 1), (1, 1, 1, 1))
    act(state, 0, "roll")
    act(state, 0, "roll")
    assert state.round == 2 and state.phase == "choose" and state.money == [35, 35, 35]


def test_ft22_an_empty_lot_in_the_host_order_is_passed_over():
    state = to_roll(ready(4, "advanced", seed=24))
    empty_grain_pile(state)
    script_dice(state, (2, 2, 2, 2), (1, 1, 1, 1), (3, 3, 3, 3))
    for _ in range(3):
        act(state, 0, "roll")
    act(state, 0, "order 2,3,1")
    assert state.lots[1].status == "unsold" and GAME.view(state, 0)["lot"] == 2
    for seat in (1, 2, 3, 0):
        act(state, seat, "pass")
    assert GAME.view(state, 0)["lot"] == 0 and state.lots[2].status == "unsold"


def test_a_lot_with_a_six_is_auctioned_even_without_ingredients():
    state = to_roll(ready(3, seed=25))
    empty_grain_pile(state)
    script_dice(state, (1, 1, 1, 6), (2, 2, 2, 2))
    act(state, 0, "roll")
    act(state, 0, "roll")
    assert state.phase == "auction" and GAME.view(state, 0)["lot"] == 0
    assert state.lots[0].ingredients == [0] * 5 and state.lots[0].event is not None


def sell_first_lot(state, buyer: int, price: int) -> None:
    """``buyer`` bids ``price`` at its turn, everyone else passes."""
    while state.lots[state.order[0]].status == "open":
        act(
            state,
            state.turn,
            f"bid {price}" if state.turn == buyer and state.bidder is None else "pass",
        )


def test_ft15_the_winner_pays_the_bank_and_takes_the_lot():
    state = auction(rolls=[(1, 3, 3, 5), (1, 1, 5, 5), (3, 3, 3, 3)])
    act(state, 1, "bid 4")
    act(state, 2, "bid 9")
    for seat in (3, 0, 1):
        act(state, seat, "pass")
    assert state.money == [35, 35, 26, 35], "only the buyer pays, to the bank"
    assert state.ingredients[2] == counts(grain=2, vegetable=2, egg=2)  # set-up's grain and egg
    lot = GAME.view(state, 0)["lots"][0]
    assert (lot["status"], lot["buyer"], lot["price"]) == ("sold", 2, 9)


def test_ft15_a_recipe_bought_goes_into_the_hand():
    state = auction()
    state.event_deck.append(state.lots[0].event)  # the lot's event: tax (the buyer is spared)
    state.event_deck.remove(EVENT_INDEX["tax"])
    state.lots[0].event = EVENT_INDEX["tax"]
    recipe, hand = state.lots[0].recipe, list(state.hands[3])
    sell_first_lot(state, 3, 5)
    assert sorted(state.hands[3]) == sorted(hand + [recipe])
    assert state.ingredients[3] == counts(grain=1, meat=1, fish=1, egg=1)
    assert state.money == [28, 28, 28, 30], "35 - 5 for the buyer; the others taxed 7"


def test_ft16_an_event_bought_is_turned_at_once_and_discarded():
    state = auction()
    state.event_deck.append(state.lots[0].event)  # make the lot's event a harvest
    state.lots[0].event = EVENT_INDEX["harvest"]
    state.event_deck.remove(EVENT_INDEX["harvest"])
    reveals = GAME.reveal_count(state)
    act(state, 1, "bid 1")
    for seat in (2, 3, 0):
        act(state, seat, "pass")
    assert GAME.reveal_count(state) == reveals + 1
    assert state.event_discard == [EVENT_INDEX["harvest"]]
    assert state.last_event["event"] == "harvest" and state.last_event["buyer"] == 1
    assert state.last_event["ingredients"] == [
        counts(grain=1),
        counts(grain=3),
        counts(grain=1),
        counts(grain=1),
    ]
    view = GAME.view(state, 3)
    assert view["lots"][0]["turned"] == "harvest" and view["event_discard"] == ["harvest"]
    assert view["last_event"] == state.last_event


def test_lots_are_auctioned_in_roll_order_then_cooking():
    state = auction(players=3)
    for lot in range(2):
        assert state.order[state.current] == lot and GAME.view(state, None)["lot"] == lot
        for seat in (1, 2, 0):
            act(state, seat, "pass")
    assert state.phase in ("cook", "choose") and GAME.view(state, None)["auction"] is None
