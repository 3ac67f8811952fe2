"""Food Tycoon bots: legal, reproducible, blind to what their seat cannot see, and
greedy far stronger than random."""

from __future__ import annotations

from test_foodtycoon_helpers import (
    GAME,
    act,
    cooking,
    give_dishes,
    pass_auctions,
    ready,
    script_dice,
    set_hand,
    set_ingredients,
    to_roll,
)

from pygames.__main__ import play_out
from pygames.core.bots import bot_for
from pygames.core.record import Seat, replay
from pygames.core.rng import Rng
from pygames.foodtycoon import bots, search_policy
from pygames.foodtycoon.actions import Bid, Cook, Pass
from pygames.foodtycoon.data import RECIPE_INDEX


def test_bots_are_registered():
    assert isinstance(bot_for(GAME, "bot:greedy"), bots.GreedyBot)
    assert isinstance(bot_for(GAME, "bot:search"), bots.SearchBot)
    assert GAME.spec.bots == ("greedy", "search") and set(bots.BOTS) == {"greedy", "search"}


def test_greedy_moves_are_legal_in_every_phase_and_both_rule_sets():
    for rules in ("basic", "advanced"):
        for seed in range(6):
            seats = [Seat(f"P{i}", "bot:greedy") for i in range(3 + seed % 4)]
            record = play_out("foodtycoon", seats, seed, {"rules": rules})
            _, state = replay(record)  # replay checks every move against the rules
            assert GAME.result(state) is not None


def test_greedy_sees_only_its_view():
    state = to_roll(ready(4, seed=60))
    script_dice(state, (2, 4, 6, 6), (1, 1, 1, 1), (3, 3, 3, 3))
    for _ in range(3):
        act(state, 0, "roll")
    bot = bots.GreedyBot()
    seat = state.turn
    first = bot.choose(GAME, GAME.view(state, seat), seat, GAME.legal_actions(state, seat), Rng(5))
    other = (seat + 1) % 4
    state.hands[other], state.recipe_deck[: len(state.hands[other])] = (
        state.recipe_deck[: len(state.hands[other])],
        state.hands[other],
    )
    state.recipe_deck.reverse()
    second = bot.choose(GAME, GAME.view(state, seat), seat, GAME.legal_actions(state, seat), Rng(5))
    assert first == second


def _first_lot_completes_seat_ones_recipe():
    """Three players, the first lot on auction: it completes seat 1's Buddha Jumps."""
    state = to_roll(ready(3, seed=61))
    set_hand(state, 1, "buddha-jumps")
    set_ingredients(state, 1, fish=3, meat=1)
    set_ingredients(state, 2)
    set_hand(state, 2, "salad")
    script_dice(state, (2, 1, 1, 1), (3, 3, 3, 3))
    act(state, 0, "roll")
    act(state, 0, "roll")
    return state


def test_greedy_bids_for_a_lot_that_completes_a_recipe_and_not_beyond_its_worth():
    state = _first_lot_completes_seat_ones_recipe()
    lot = state.lots[0]
    worth = bots.lot_worth(state, 1, lot)
    assert worth > bots.lot_worth(state, 2, lot) and worth >= bots.FAME_VALUE * 5
    assert bots.greedy_action(state, 1, Rng(1)) == Bid(1)
    state.high, state.bidder = worth, 2
    assert bots.greedy_action(state, 1, Rng(1)) == Pass()


def test_the_search_bids_on_past_greedys_limit_and_models_others_as_greedy():
    """Its own bids, first candidate and playouts, go to twice a lot's worth (money left
    at the end counts for nothing); the other seats' limits stay greedy's."""
    state = _first_lot_completes_seat_ones_recipe()
    worth = bots.lot_worth(state, 1, state.lots[0])
    state.money[1] = 2 * worth
    state.high, state.bidder = worth, 2
    assert bots.greedy_action(state, 1, Rng(1)) == Pass()
    policy = search_policy.SearchPolicy()
    ranked = policy.rank(GAME, state, 1, [Pass(), Bid(worth + 1)], Rng(1))
    assert ranked == [Bid(worth + 1), Pass()]
    own = worth * search_policy.OWN_BID_SHARE // 100
    limits = policy._auction_limits(state)
    assert limits[1] == min(own, state.money[1]) > worth
    assert limits[2] == max(state.high, bots.lot_worth(state, 2, state.lots[0]))


def test_greedy_cooks_its_most_famous_dish():
    state = cooking(seed=62)
    set_hand(state, 0, "egg-fried-rice", "scallion-omelette", "curry-fish-balls")
    set_ingredients(state, 0, egg=2, grain=1, vegetable=1, fish=1)
    pass_auctions(state)
    assert bots.greedy_action(state, 0, Rng(2)) == Cook(RECIPE_INDEX["scallion-omelette"])


def test_greedy_values_nothing_it_has_already_cooked():
    assert bots.worth(RECIPE_INDEX["salad"], [RECIPE_INDEX["salad"]], False) == 0
    state = ready(3, seed=63)
    give_dishes(state, 0, "salad")
    assert bots.plan_value(
        [RECIPE_INDEX["salad"]], [0, 0, 3, 0, 0], state.dishes[0], False
    ) == bots.plan_value([], [0, 0, 3, 0, 0], [], False)


def test_greedy_wins_most_games_against_random():
    wins = 0
    for seed in range(20):
        seats = [Seat("greedy", "bot:greedy")] + [Seat(f"r{i}", "bot:random") for i in range(3)]
        _, state = replay(play_out("foodtycoon", seats, seed))
        wins += GAME.result(state).places[0] == 1
    assert wins >= 16


def test_search_is_legal_and_reproducible():
    state = to_roll(ready(3, seed=64))
    script_dice(state, (2, 4, 6, 6), (3, 3, 5, 5))
    act(state, 0, "roll")
    act(state, 0, "roll")
    seat = state.turn
    view, legal = GAME.view(state, seat), GAME.legal_actions(state, seat)
    bot = bots.SearchBot(simulations=40)
    first = bot.choose(GAME, view, seat, legal, Rng(9))
    assert first in legal and bot.choose(GAME, view, seat, legal, Rng(9)) == first


def test_playouts_settle_an_auction_as_bidding_one_up_would():
    state = to_roll(ready(3, seed=61))
    set_hand(state, 1, "buddha-jumps")
    set_ingredients(state, 1, fish=3, meat=1)
    set_hand(state, 2, "pepper-pork")
    set_ingredients(state, 2, meat=1, vegetable=1)
    script_dice(state, (2, 1, 1, 1), (3, 3, 3, 3))
    act(state, 0, "roll")
    act(state, 0, "roll")
    outcomes = []
    for quick in (False, True):
        table = state.clone()
        policy = search_policy.SearchPolicy()
        while table.phase == "auction" and table.current == 0:
            seat = table.turn
            if quick:
                action = policy.playout_action(GAME, table, seat, Rng(1))
            else:
                action = bots.greedy_action(table, seat, Rng(1))
            GAME.apply(table, seat, action)
        lot = table.lots[0]
        outcomes.append((lot.buyer, lot.price))
    (buyer, price), (quick_buyer, quick_price) = outcomes
    assert buyer == quick_buyer == 1 and abs(price - quick_price) <= 1


def test_search_keeps_its_first_candidate_unless_another_is_clearly_better():
    state = to_roll(ready(3, seed=64))
    script_dice(state, (2, 4, 6, 6), (3, 3, 5, 5))
    act(state, 0, "roll")
    act(state, 0, "roll")
    seat = state.turn
    view, legal = GAME.view(state, seat), GAME.legal_actions(state, seat)
    found = bots.SearchBot(simulations=1).start(GAME, view, seat, legal, Rng(3))
    found.step(1)  # one playout: no comparison yet
    own = search_policy.OWN_BID_SHARE  # its first candidate: greedy's, bidding higher
    assert found.best() == bots.greedy_action(
        GAME.determinize(view, seat, Rng(4)), seat, Rng(5), own
    )
