"""Food Tycoon's part of a game's review (``core.review``): the search policy's
``review_values`` (fame, each seat's less the best other seat's; FT20/FT21) and
``review.reason``, one sentence on the auction (FT13/FT15), cooking (FT17) and the
other decisions, read from the mover's view only (hidden recipes, FT02)."""

from __future__ import annotations

import pytest
from foodtycoon_positions import GAME, positions
from helpers import finished_table, review_said

from pygames.core.review import Question
from pygames.core.rng import Rng
from pygames.foodtycoon import review as reasons
from pygames.foodtycoon.actions import Bid, Cook, Pass
from pygames.foodtycoon.data import EVENTS, RECIPE_INDEX
from pygames.foodtycoon.search_policy import SearchPolicy

EGG_FRIED_RICE = RECIPE_INDEX["egg-fried-rice"]  # egg and grain, 2 fame
RICE_CRUST = RECIPE_INDEX["rice-crust"]  # 3 grain and meat
GRAIN, FISH, EGG = 0, 3, 4


def question(state, seat, played, best):
    return Question(GAME, GAME.view(state, seat), seat, played, best, 2.0, "margin", 9)


def auction(seed: int = 4):
    """A seeded position of a lot up for auction: (state, seat to bid, the lot)."""
    for state, seat in positions(3, "basic", seed):
        if state.phase == "auction":
            return state, seat, state.lots[state.order[state.current]]
    raise AssertionError("no auction")


def holding(state, seat, hand, ingredients):
    state.hands[seat] = list(hand)
    state.ingredients[seat] = list(ingredients)
    state.dishes[seat] = []


@pytest.mark.parametrize("players,rules", [(3, "basic"), (4, "advanced")])
def test_review_values_at_the_end_are_the_fame_margins_ft20(players, rules):
    """FT20/FT21 (advanced: FT23-FT25 in the fame): a finished game's values are each
    seat's fame less the best other seat's (the result's scores)."""
    state, rng = GAME.new_game(players, {"rules": rules}, 12), Rng(12)
    while GAME.to_move(state):
        seat = GAME.to_move(state)[0]
        GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)))
    fame = GAME.result(state).scores
    values = SearchPolicy().review_values(GAME, state)
    assert values == [f - max(o for j, o in enumerate(fame) if j != i) for i, f in enumerate(fame)]


def test_a_bid_on_a_lot_that_completes_no_recipe_ft13():
    """FT13/FT15: the issue's example: 9 bid for a fish when the only recipe wants
    grain and meat."""
    state, seat, lot = auction()
    holding(state, seat, [RICE_CRUST], [0, 0, 0, 0, 0])
    lot.ingredients, lot.chosen, lot.recipe = [0, 0, 0, 1, 0], [0] * 5, None
    why = reasons.reason(question(state, seat, Bid(9), Pass()))
    assert why.key == "foodtycoon.review.bid_nothing" and why.params["amount"] == 9
    assert why.render("en") == "Bids 9 on a lot that completes no recipe of yours; better: pass."


def test_a_pass_on_a_lot_that_completes_a_recipe_ft15():
    """FT15/FT17: the lot's egg completes egg fried rice (2 fame) with the grain held."""
    state, seat, lot = auction()
    holding(state, seat, [EGG_FRIED_RICE, RICE_CRUST], [1, 0, 0, 0, 0])
    lot.ingredients, lot.chosen, lot.recipe = [0, 0, 0, 0, 1], [0] * 5, None
    why = reasons.reason(question(state, seat, Pass(), Bid(5)))
    assert why.key == "foodtycoon.review.pass_completes"
    assert why.params["amount"] == 5 and why.params["fame"].count == 2
    assert (
        why.render("en") == "Passes on a lot that completes Egg fried rice (2 fame); better: bid 5."
    )


def test_cooking_nothing_while_a_dish_is_ready_ft17():
    """FT17: egg fried rice is ready and the move cooks nothing."""
    state, seat = next((s, seat) for s, seat in positions(3, "basic", 4) if s.phase == "cook")
    holding(state, seat, [EGG_FRIED_RICE], [1, 0, 0, 0, 1])
    why = reasons.reason(question(state, seat, Pass(), Cook(EGG_FRIED_RICE)))
    assert why.key == "foodtycoon.review.no_cook"
    assert why.render("en") == "Cooks nothing while Egg fried rice is ready (2 fame)."


def test_an_auction_move_no_worse_on_the_recipes_gets_no_sentence_of_its_own():
    """A bid below the best found: nothing concrete to say."""
    state, seat, lot = auction()
    assert reasons.reason(question(state, seat, Bid(lot.price + 1), Bid(lot.price + 3))) is None


def test_the_reason_reads_only_the_view_ft02():
    """FT02: the other hands, the face-down event and the decks differ, the bidder's
    view does not, and neither does the sentence."""
    said, views = [], []
    for shift in (0, 1):
        state, seat, lot = auction()
        holding(state, seat, [RICE_CRUST], [0, 0, 0, 0, 0])
        lot.ingredients, lot.chosen, lot.recipe = [0, 0, 0, 1, 0], [0] * 5, None
        others = [s for s in range(state.players) if s != seat]
        if shift:  # the others' unknown recipes and the deck dealt otherwise
            known = [c for s in others for c in state.known[s]]
            pool = [c for s in others for c in state.hands[s]] + state.recipe_deck
            for card in known:
                pool.remove(card)
            pool = pool[3:] + pool[:3]
            for s in others:
                unknown = len(state.hands[s]) - len(state.known[s])
                state.hands[s] = list(state.known[s]) + pool[:unknown]
                pool = pool[unknown:]
            state.recipe_deck = pool
            state.event_deck.reverse()
            if lot.event is not None:
                lot.event = (lot.event + 1) % len(EVENTS)
        views.append(GAME.view(state, seat))
        said.append(reasons.reason(question(state, seat, Bid(9), Pass())).render("en"))
    assert views[0] == views[1]
    assert said[0] == said[1]


def test_every_move_of_a_seeded_game_gets_a_verdict_and_a_sentence_or_none():
    """A whole seeded game reviewed at a low simulation count: every reason is a
    message (or None) that the three languages can say."""
    table = finished_table("foodtycoon", 3, seed=21)
    verdicts = review_said(table.record, simulations=4, playouts=2)
    assert any(v.loss > 0 for v in verdicts)
