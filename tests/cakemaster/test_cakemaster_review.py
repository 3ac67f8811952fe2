"""Cake Master's part of a game's review (``core.review``): the search policy's
``review_values`` (stars, each seat's less the best other seat's; solo the stars
themselves) and ``review.reason``, one sentence on the cakes (CM13-CM20), the cards
kept or passed (CM05) and a solo discard (CM27), read from the mover's view only."""

from __future__ import annotations

import pytest
from helpers import finished_table, greedy_positions, review_said

from pygames.cakemaster import review as reasons
from pygames.cakemaster.actions import Draft, Place
from pygames.cakemaster.rules import GAME
from pygames.cakemaster.search_policy import SearchPolicy
from pygames.core.review import Question


def question(state, seat, played, best):
    return Question(GAME, GAME.view(state, seat), seat, played, best, 1.0, "margin", 5)


def placing(players: int = 3):
    """A game in its first placement, every hand emptied (the test sets seat 0's)."""
    state = GAME.new_game(players, None, 3)
    state.phase = "place"
    state.hands = [[] for _ in range(players)]
    return state


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_review_values_at_the_end_are_the_margins_of_stars_cm22(players):
    """CM22: a finished game's values are each seat's stars less the best other seat's
    (solo: the stars themselves), whatever the policy did before."""
    table = finished_table("cakemaster", players, seed=11)
    stars = GAME.result(table.state).scores
    values = SearchPolicy().review_values(GAME, table.state)
    if players == 1:
        assert values == stars
    else:
        assert values == [
            s - max(o for j, o in enumerate(stars) if j != i) for i, s in enumerate(stars)
        ]


def test_review_values_mid_round_are_stars_and_leave_the_playout_free():
    """CM17/CM18: in a round under way the values add the round's expected stars (at
    most 2 tasty stars and 3 customers a seat); a fresh policy needs no decision first,
    and the call ends the playout's turn as ``evaluate`` does."""
    state, _ = next(iter(greedy_positions(GAME, 3, None, 4, 20)))
    policy = SearchPolicy()
    policy._stop = True
    values = policy.review_values(GAME, state)
    assert policy._stop is False and policy.max_plies > 0
    assert all(-5 <= v <= 5 for v in values)
    assert values == SearchPolicy().review_values(GAME, state)  # the same every time


def test_a_placement_that_misses_a_customer_cm18():
    """CM18: cake 1 holds three chocolate cards and the customer wants one colour: the
    chocolate card there completes it for the customer; the strawberry card elsewhere
    does not."""
    state = placing()
    state.customers = [8]  # a single icing colour
    state.cakes[0][0] = [1, 3, 4, None]
    state.hands[0] = [2, 19]
    why = reasons.reason(question(state, 0, Place(19, 2, 1), Place(2, 1, 4)))
    assert why.key == "cakemaster.review.serves"
    assert why.params["request"].key == "cakemaster.customer.one_colour"
    assert why.render("en") == (
        "Better: the chocolate card into cake 1, top left, which completes that cake for a "
        "customer: a star more. The request: A single icing colour."
    )


def test_a_placement_that_adds_an_icing_colour_cm13():
    """CM13: a strawberry card on a chocolate cake makes two colours (1 tasty point at
    most for its icing) where the chocolate card keeps one."""
    state = placing()
    state.customers = [12]
    state.cakes[0][0] = [1, None, None, None]
    state.hands[0] = [2, 19]
    why = reasons.reason(question(state, 0, Place(19, 1, 2), Place(2, 1, 2)))
    assert why.key == "cakemaster.review.colour"
    assert (why.params["n"], why.params["cake"], why.params["points"]) == (2, 1, 1)
    assert why.render("en") == (
        "That makes 2 icing colours on cake 1 (icing points: 1 at most, 3 for one colour); "
        "better: the chocolate card into cake 1, bottom right."
    )


def test_a_draft_that_keeps_the_card_that_fits_worse_cm05():
    """CM05: keeping the strawberry card when cake 1 is chocolate, where the best keeps
    the chocolate card."""
    state = GAME.new_game(3, None, 3)
    state.hands[0] = [1, 19, 37]
    state.cakes[0][0] = [2, None, None, None]
    played, best = Draft(19, 1, 37), Draft(1, 19, 37)
    why = reasons.reason(question(state, 0, played, best))
    assert why.key == "cakemaster.review.keep"
    assert why.render("en").startswith(
        "It keeps the strawberry card, which fits your cakes less well than the chocolate card"
    )


def test_a_move_no_better_on_the_cakes_gets_no_sentence_of_its_own():
    """Two placements alike on the cakes as they stand: nothing concrete to say."""
    state = placing()
    state.customers = [12]
    state.hands[0] = [1, 2]
    assert reasons.reason(question(state, 0, Place(1, 2, 1), Place(1, 1, 1))) is None


def test_the_reason_reads_only_the_view():
    """Hidden information: the other hands and the deck differ, the mover's view does
    not, and neither does the sentence."""
    said = []
    for shift in (0, 7):
        state = placing()
        state.customers = [8]
        state.cakes[0][0] = [1, 3, 4, None]
        state.hands[0] = [2, 19]
        rest = [n for n in range(20, 73) if n not in (2, 19)]
        rest = rest[shift:] + rest[:shift]
        state.hands[1], state.hands[2], state.deck = rest[:2], rest[2:4], rest[4:]
        why = reasons.reason(question(state, 0, Place(19, 2, 1), Place(2, 1, 4)))
        said.append(why.render("en"))
    assert said[0] == said[1]


@pytest.mark.parametrize("players", [1, 3])
def test_every_move_of_a_seeded_game_gets_a_verdict_and_a_sentence_or_none(players):
    """A whole seeded game reviewed at a low simulation count: every reason is a
    message (or None) that the three languages can say."""
    table = finished_table("cakemaster", players, seed=21)
    verdicts = review_said(table.record, simulations=3, playouts=2)
    assert any(v.loss > 0 for v in verdicts)
