"""Cake Master's search policy (``search_policy``): what the search weighs and how it
rewards a position. Legality, blindness and whole games: tests/test_search_games.py."""

from __future__ import annotations

from itertools import permutations

from pygames import get_game
from pygames.cakemaster.actions import Draft, Exchange, Place
from pygames.cakemaster.appraisal import (
    CARD_TRAITS,
    CHOICE,
    STAR_WEIGHT,
    TASTY_WEIGHT,
    Appraiser,
    StarAppraiser,
    _choosing_finishes,
    _finishes,
    cake_counts,
    most_served,
)
from pygames.cakemaster.bots import SearchBot
from pygames.cakemaster.data import cake_tasty
from pygames.cakemaster.greedy import GreedyBot
from pygames.cakemaster.search_policy import (
    CHOICES,
    FINISH_SETS,
    FINISHES,
    PLACEMENTS,
    PLAN_PIECE,
    SearchPolicy,
    _canonical,
)
from pygames.core.bots import bot_rng, play_bot_turn
from pygames.core.rng import Rng

GAME = get_game("cakemaster")


def _placing(players: int, seed: int, turn: int = 1):
    """A state between greedy bots where a seat is to place its first card of a turn."""
    state = GAME.new_game(players, None, seed)
    move = 0
    while state.phase != "place" or state.turn != turn:
        seat = GAME.to_move(state)[0]
        action = play_bot_turn(GAME, state, seat, GreedyBot(), bot_rng(seed, move))
        GAME.apply(state, seat, action)
        move += 1
    return state, GAME.to_move(state)[0]


def test_only_the_best_plans_first_placements_are_weighed():
    """With three cards to place, the ranking weighs whole plans (each card to its own
    quarter) and offers the first placements of the best few."""
    state, seat = _placing(4, 5, turn=2)
    legal = GAME.legal_actions(state, seat)
    policy = SearchPolicy()
    ranked = policy.rank(GAME, state, seat, legal, Rng(1))
    assert len(legal) > PLACEMENTS == len(ranked)
    assert all(type(action) is Place and action in legal for action in ranked)
    hand = state.hands[seat]
    assert len(hand) == 3 and {action.card for action in ranked} == {hand[0]}
    for first in ranked:
        plan = policy._plans[first]
        assert [number for number, _, _ in plan] == hand
        assert (plan[0][1] + 1, plan[0][2] + 1) == (first.cake, first.quarter)
        assert len({(c, q) for _, c, q in plan}) == 3
        assert all(state.cakes[seat][c][q] is None for _, c, q in plan)


def test_alike_plans_are_weighed_once():
    """Empty cakes are alike, and so are an empty cake's quarters turned round: at a
    round's first placement every plan puts the first card in the first cake's first
    quarter, and 16 plans of 1,320 are weighed (3 cards to 3 cakes, 1; 2 to one cake
    and 1 to another, 3 pairs of cards times 3 distances, 9; all 3 in one cake, 6)."""
    state, seat = _placing(4, 5)
    assert all(card is None for cake in state.cakes[seat] for card in cake)
    every = list(permutations([(c, q) for c in range(3) for q in range(4)], 3))
    weighed = [spots for spots in every if _canonical(spots, [0, 1, 2])]
    assert len(every) == 1320 and len(weighed) == 16
    assert {spots[0] for spots in weighed} == {(0, 0)}
    policy = SearchPolicy()
    ranked = policy.rank(GAME, state, seat, GAME.legal_actions(state, seat), Rng(1))
    assert ranked == [Place(state.hands[seat][0], 1, 1)]
    # A begun cake is not like an empty one: each of its quarters counts.
    assert _canonical(((0, 2), (1, 0), (0, 1)), [1, 2])
    assert not _canonical(((0, 2), (1, 1)), [1, 2])
    assert not _canonical(((2, 0),), [1, 2])


def test_a_playout_places_the_rest_of_the_hand_by_its_plan():
    state, seat = _placing(4, 5, turn=2)
    policy = SearchPolicy()
    first = policy.rank(GAME, state, seat, GAME.legal_actions(state, seat), Rng(1))[1]
    plan = policy._plans[first]
    GAME.perform(state, seat, first)
    card, c, q = plan[1]
    assert policy.playout_action(GAME, state, seat, Rng(2)) == Place(card, c + 1, q + 1)


def test_solo_exchanges_stay_among_the_candidates_after_the_plans():
    state, seat = _placing(1, 4, turn=2)
    legal = GAME.legal_actions(state, seat)
    exchanges = [a for a in legal if type(a) is Exchange]
    assert exchanges and len(state.hands[seat]) > 1
    ranked = SearchPolicy().rank(GAME, state, seat, legal, Rng(1))
    assert ranked[PLACEMENTS:] == exchanges
    assert all(type(a) is Place for a in ranked[:PLACEMENTS])


def test_a_single_card_is_placed_by_the_plans_too():
    """A last card is a plan of one: its best quarters, by the star appraisal."""
    state, seat = _placing(4, 5, turn=2)
    state.hands[seat] = state.hands[seat][:1]
    legal = GAME.legal_actions(state, seat)
    policy = SearchPolicy()
    ranked = policy.rank(GAME, state, seat, legal, Rng(1))
    assert len(ranked) == PLACEMENTS and all(action in legal for action in ranked)
    assert [len(policy._plans[action]) for action in ranked] == [1] * PLACEMENTS


def _view(mine: list, theirs: list, customers: list) -> dict:
    return {"players": 2, "cakes": [mine, theirs], "discard": [], "customers": customers}


def test_the_star_appraisal_counts_the_stars_its_cakes_win():
    """Full cakes leave no luck: each draw counts the same two stars (or none) and
    tasty points; greedy's measure counts the tasty points alone."""
    strong = [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]
    weak = [[1, 13, 25, 37], [2, 14, 26, 38], [3, 15, 27, 39]]
    tasty = {
        name: sum(cake_tasty(c) for c in cakes) for name, cakes in (("s", strong), ("w", weak))
    }
    assert tasty["s"] != tasty["w"]
    high, low = (strong, weak) if tasty["s"] > tasty["w"] else (weak, strong)
    winner = StarAppraiser(_view(high, low, []), 0, Rng(1), samples=5)
    loser = StarAppraiser(_view(low, high, []), 0, Rng(1), samples=5)
    assert winner.value(high) == 5 * (2 * STAR_WEIGHT + TASTY_WEIGHT * max(tasty.values()))
    assert loser.value(low) == 5 * TASTY_WEIGHT * min(tasty.values())
    plain = Appraiser(_view(high, low, []), Rng(1), samples=5)
    assert plain.value(high) == 5 * TASTY_WEIGHT * max(tasty.values())


def test_solo_the_star_appraisal_counts_customers_alone():
    """Solo there are no tasty stars and no tasty points: full cakes are worth the
    customers they serve, in every draw, as greedy counts them."""
    state, seat = _placing(1, 4)
    view = GAME.view(state, seat)
    full = [[1, 2, 3, 4], [19, 20, 21, 22], [37, 38, 39, 40]]
    star = StarAppraiser(view, seat, Rng(3), samples=12)
    value = star.value(full)
    assert value == Appraiser.value(star, full)
    served = most_served(tuple(star.cake(tuple(cake), i)[1][0] for i, cake in enumerate(full)))
    assert served > 0 and value == 12 * star.customer_weight * served


def test_finishes_keep_a_cake_to_its_icing():
    """Of an empty quarter's two cards in a draw, the star appraisal's finish takes the
    one whose icing the cake holds most of, though it comes second; greedy's finish
    takes the first."""
    cake = (1, 2, 3, None)  # three chocolate quarters
    offered = (55, 5)  # matcha first, chocolate second
    draw = offered + (56,) * (12 * CHOICE - len(offered))
    chosen = _choosing_finishes(cake, 0, [draw], {}, [])
    assert chosen == ((cake_counts((1, 2, 3, 5))[0], 0),)
    assert _finishes(cake, 0, [draw], {}, []) == ((cake_counts((1, 2, 3, 55))[0], 0),)
    assert CARD_TRAITS[5][0] == CARD_TRAITS[1][0] != CARD_TRAITS[55][0]
    assert cake_counts((1, 2, 3, 5))[0] != cake_counts((1, 2, 3, 55))[0]


def test_only_the_best_card_choices_are_weighed():
    state = GAME.new_game(4, None, 5)
    seat = GAME.to_move(state)[0]
    legal = GAME.legal_actions(state, seat)
    ranked = SearchPolicy().rank(GAME, state, seat, legal, Rng(3))
    assert len(legal) > CHOICES == len(ranked)
    assert all(type(action) is Draft and action in legal for action in ranked)
    assert len(set(ranked)) == CHOICES


def test_the_reward_is_stars_against_the_best_other_seat():
    state, seat = _placing(3, 6)
    policy = SearchPolicy()
    policy.rank(GAME, state, seat, GAME.legal_actions(state, seat), Rng(2))
    state.cakes = [[[None] * 4 for _ in range(3)] for _ in range(3)]  # nothing to finish
    state.stars = [4, 1, 2]
    rewards = policy.evaluate(GAME, state)
    assert rewards[0] > 0 > rewards[2] > rewards[1]
    assert rewards[0] == -rewards[2]  # the leader's margin is the runner-up's gap


def test_the_playouts_finish_a_cake_as_the_ranking_does():
    """The search judges a playout's cakes by finishes that choose too: of the next two
    cards not in the cake, the one of the icing it holds most of."""
    policy = SearchPolicy()
    rest = [n for n in range(1, 73) if n not in (1, 2, 3, 55, 5)]
    policy._orders = [[1, 55, 2, 5] + rest]  # the cake's own cards are skipped
    (chosen,) = policy._finish([1, 2, 3, None], 0, [])
    assert chosen == (cake_counts((1, 2, 3, 5))[0], 0)
    assert chosen != (cake_counts((1, 2, 3, 55))[0], 0)


def test_each_playout_finishes_with_a_set_of_draws_of_its_own():
    """One fixed set of finishes would bias every playout alike: the decision makes
    ``FINISH_SETS`` sets, and each evaluation draws one, so the same cakes are judged
    on different luck from one playout to the next."""
    state, seat = _placing(4, 5, turn=2)
    policy = SearchPolicy()
    policy.rank(GAME, state, seat, GAME.legal_actions(state, seat), Rng(3))
    assert len(policy._orders) == FINISHES * FINISH_SETS
    sets, values = set(), set()
    for _ in range(40):
        values.add(tuple(policy.evaluate(GAME, state)))
        sets.add(policy._set)
    assert len(sets) > FINISH_SETS // 2 and len(values) > 1
    assert all(set_ < FINISH_SETS for set_ in sets)


def test_the_ranking_runs_in_pieces_and_slicing_changes_no_choice():
    """Its ranking (40 finishes of every choice) is the costly part of a decision: the
    browser's slices stop between its pieces, and the choice is the one made at once."""
    state = GAME.new_game(4, None, 5)
    seat = GAME.to_move(state)[0]
    view, legal = GAME.view(state, seat), GAME.legal_actions(state, seat)
    bot = SearchBot(simulations=60)
    whole = bot.choose(GAME, view, seat, legal, Rng(8))
    sliced = bot.start(GAME, view, seat, legal, Rng(8))
    ranking_slices = 0
    while sliced.run_for(0) == 0:  # a zero slice: one piece of work each
        ranking_slices += 1
    assert ranking_slices >= len(legal)  # a piece an action at least
    while not sliced.done:
        sliced.run_for(0)
    assert sliced.iterations == 60 and sliced.best() == whole


def test_a_placement_ranks_in_pieces_and_slicing_changes_no_choice():
    state, seat = _placing(4, 6, turn=2)  # a card in each cake: 504 plans
    view, legal = GAME.view(state, seat), GAME.legal_actions(state, seat)
    bot = SearchBot(simulations=40)
    whole = bot.choose(GAME, view, seat, legal, Rng(8))
    sliced = bot.start(GAME, view, seat, legal, Rng(8))
    ranking_slices = 0
    while sliced.run_for(0) == 0:
        ranking_slices += 1
    cakes = state.cakes[seat]
    empty = [(c, q) for c in range(3) for q in range(4) if cakes[c][q] is None]
    bare = [c for c in range(3) if cakes[c] == [None] * 4]
    plans = [s for s in permutations(empty, len(state.hands[seat])) if _canonical(s, bare)]
    assert ranking_slices > len(plans) // PLAN_PIECE > 10  # the plans, a piece at a time
    while not sliced.done:
        sliced.run_for(0)
    assert sliced.iterations == 40 and sliced.best() == whole


def test_greedy_values_in_pieces_are_its_values():
    state, seat = _placing(4, 3)
    view, legal = GAME.view(state, seat), GAME.legal_actions(state, seat)
    pieces = GreedyBot().value_steps(view, seat, legal, Appraiser(view, Rng(4)))
    count = 0
    while True:
        try:
            next(pieces)
            count += 1
        except StopIteration as finished:
            values = finished.value
            break
    assert count == len(legal) > 1
    assert values == GreedyBot().values(view, seat, legal, Appraiser(view, Rng(4)))
