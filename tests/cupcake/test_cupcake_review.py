"""Cupcake Empire's part of the review (``core.review``): values in income (CE50's
score) and the sentences of ``review.py``, told from the mover's view only."""

from __future__ import annotations

import pytest

from pygames.__main__ import play_out
from pygames.core import review
from pygames.core.messages import Count
from pygames.core.record import Seat, replay
from pygames.core.rng import Rng
from pygames.core.search import against_the_best
from pygames.cupcake import review as reasons
from pygames.cupcake.actions import Activate, Done, EndTurn, MakeMenu, PayMove
from pygames.cupcake.data import MOVE_PRICE, menu_gain
from pygames.cupcake.greedy import worth
from pygames.cupcake.rules import GAME
from pygames.cupcake.search_policy import SearchPolicy, turn_in_progress


@pytest.fixture(scope="module")
def record():
    """A seeded game of a random seat against two greedy ones (seat 0 is random)."""
    kinds = ("bot:random", "bot:greedy", "bot:greedy")
    return play_out("cupcake", [Seat(f"P{n + 1}", k) for n, k in enumerate(kinds)], 11)


def ask(state, seat, played, best, loss=1.0):
    view = GAME.view(state, seat)
    return review.Question(GAME, view, seat, played, best, loss, "margin", 4242)


def positions(record):
    """(state before the move, seat, action played, legal actions) of every move."""
    game, state = replay(record, 0)
    for seat, text in record.actions:
        yield state.clone(), seat, game.parse_action(text), game.legal_actions(state, seat)
        game.apply(state, seat, text)


def test_review_values_at_the_end_are_the_ce50_income_margins(record):
    """CE50: a finished game's values are the incomes' margins (the score)."""
    _, state = replay(record)
    scores = GAME.result(state).scores
    for policy in (SearchPolicy(), SearchPolicy().searching(1)):
        assert policy.review_values(GAME, state) == against_the_best(scores)


def test_review_values_are_safe_at_any_time_and_finish_only_the_searched_turn(record):
    """The policy keeps the seat it searches for: its values finish that seat's turn on
    a copy (the position is left as it was, the search's reward unchanged); the bot's
    own policy (no seat) finishes a turn in progress and leaves a fresh one alone."""
    state, seat = next((s, seat) for s, seat, _, _ in positions(record) if s.phase == "action")
    before = state.to_json()
    policy = SearchPolicy().searching(seat)
    values = policy.review_values(GAME, state)
    assert state.to_json() == before
    assert SearchPolicy().review_values(GAME, state) == values  # the turn was in progress
    reward = policy.evaluate(GAME, state.clone())
    assert reward == policy.evaluate(GAME, state.clone())
    assert policy.seat == seat and SearchPolicy().seat == -1
    # a turn not begun: only the seat's own worth, in income steps
    fresh = next(s for s, _, _, _ in positions(record) if s.phase == "start")
    assert turn_in_progress(fresh) == -1
    found = SearchPolicy().review_values(GAME, fresh)
    assert found == against_the_best([worth(fresh, s) / 100 for s in range(fresh.players)])


def test_done_with_parts_of_the_action_left_says_so(record):
    """CE15: ``done`` gives up what is left of the action."""
    for state, seat, _, legal in positions(record):
        if state.phase == "action" and state.parts and len(legal) > 1:
            part = next(a for a in legal if not isinstance(a, (Done, MakeMenu)))
            why = reasons.reason(ask(state, seat, Done(), part))
            if why is not None and why.key == "cupcake.review.done_early":
                assert why.params["parts"].count == len(state.parts)
                assert why.render("en").startswith("Finishes the action with ")
                return
    pytest.fail("no done with parts left found")  # pragma: no cover


def test_a_menu_item_left_unmade_at_the_end_of_the_turn_says_its_production(record):
    """CE23/CE24: ``end`` with a menu item that could be made."""
    state, seat = next((s, seat) for s, seat, _, _ in positions(record) if s.phase == "after")
    state.bases[seat][0] += 1  # a vanilla base and a lemon frosting to make one of
    state.frostings[seat][0] += 1
    menu = MakeMenu(0, 0)
    assert menu in GAME.legal_actions(state, seat) and EndTurn() in GAME.legal_actions(state, seat)
    why = reasons.reason(ask(state, seat, EndTurn(), menu))
    assert why.key == "cupcake.review.menu_left" and why.params["gain"] == menu_gain(0, 0)
    assert why.render("en") == (
        "Ends the turn with a menu item unmade: a vanilla base with a lemon frosting raises "
        f"production by {menu_gain(0, 0)}."
    )


def test_a_weaker_activation_says_the_income_or_growth_it_gives_up(record):
    """CE13/CE15: the random seat's activation against the best other one, played out."""
    said = []
    for state, seat, played, legal in positions(record):
        if seat == 0 and isinstance(played, Activate) and len(legal) > 1:
            others = [a for a in legal if isinstance(a, Activate) and a != played]
            best = max(others, key=lambda a: _turn_income(state, seat, a), default=None)
            if best is not None and _turn_income(state, seat, best) > _turn_income(
                state, seat, played
            ):
                why = reasons.reason(ask(state, seat, played, best))
                said.append(why)
        if len(said) >= 3:
            break
    keys = {why.key for why in said if why is not None}
    assert keys & {"cupcake.review.income", "cupcake.review.goal", "cupcake.review.customer"}
    income = next(w for w in said if w is not None and w.key == "cupcake.review.income")
    assert income.params["more"].count >= 1
    assert income.render("en").startswith("Better: activated column ")


def _turn_income(state, seat, action):
    from pygames.cupcake.search_policy import finish_turn

    position = state.clone()
    GAME.apply(position, seat, action)
    finish_turn(GAME, position, seat)
    return position.income[seat] - state.income[seat]


def test_the_reason_uses_only_the_view(record):
    """Nothing is hidden but the generator (the dice still to roll): positions that
    differ only in it give the same sentence."""
    state, seat, played, legal = next(
        (s, seat, played, legal)
        for s, seat, played, legal in positions(record)
        if seat == 0 and isinstance(played, Activate) and len(legal) > 2
    )
    other = state.clone()
    other.rng = Rng(987654321)
    assert GAME.view(state, seat) == GAME.view(other, seat)
    for best in [a for a in legal if a != played][:3]:
        assert reasons.reason(ask(state, seat, played, best)) == reasons.reason(
            ask(other, seat, played, best)
        )


def test_reason_never_raises_on_any_move_of_a_seeded_game(record):
    """Every decision of the game's first 120 moves against another legal action, then
    a short review of its opening at low settings."""
    said = 0
    for n, (state, seat, played, legal) in enumerate(positions(record)):
        if n >= 120:
            break
        others = [a for a in legal if a != played]
        if others:
            why = reasons.reason(ask(state, seat, played, others[n % len(others)]))
            assert why is None or why.render("en")
            said += why is not None
    assert said > 10
    opening = record.__class__.loads(record.dumps())
    opening.actions = opening.actions[:30]
    assert len(review.review(opening, simulations=4, playouts=2)) == 30


def test_income_given_back_for_a_move_that_earns_nothing_says_how_much(record):
    """CE48: a paid move of a die after the roll gives back 3 income for nothing."""
    for state, seat, _, legal in positions(record):
        paid = [a for a in legal if isinstance(a, PayMove)]
        if state.phase == "after" and paid and EndTurn() in legal:
            why = reasons.reason(ask(state, seat, paid[0], EndTurn()))
            assert why.key == "cupcake.review.paid"
            assert why.params["paid"] == Count("cupcake.unit", MOVE_PRICE)
            assert why.render("en") == (
                f"Gives back {MOVE_PRICE} income that this turn does not earn back. "
                "Better: ended the turn."
            )
            return
    pytest.fail("no paid move after a roll found")  # pragma: no cover


def test_the_review_values_each_move_with_the_movers_own_search_policy(record, monkeypatch):
    """core.review asks the values of the search's own policy, which knows the seat it
    searches for: each value finishes the mover's turn, never another seat's."""
    asked = []
    real = SearchPolicy.review_values

    def spy(self, game, state):
        asked.append(self.seat)
        return real(self, game, state)

    monkeypatch.setattr(SearchPolicy, "review_values", spy)
    opening = record.__class__.loads(record.dumps())
    opening.actions = opening.actions[:40]
    review.review(opening, simulations=4, playouts=2)
    movers = [seat for seat, _ in opening.actions]
    assert asked and -1 not in asked and set(asked) == set(movers)
