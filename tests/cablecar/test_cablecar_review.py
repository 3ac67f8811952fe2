"""Cable Car's part of a game's review (``core.review``): the search policy's values in
points ahead of the best other seat (the final score margins once the game is over,
CC17 and CC27-CC31 in the shares game; open lines counted as greedy counts them
before, CC11), and ``review.reason``'s sentences: a line the best move finishes (CC11),
an opponent's line the move played finishes (CC16), a line left open for its owner to
finish next turn at the power station (CC13), an exchange of shares (CC25), said from
the mover's view only (hidden tiles CC03, hidden shares CC22)."""

from __future__ import annotations

import pytest

from pygames.cablecar import review
from pygames.cablecar.actions import Place
from pygames.cablecar.bots import SearchBot
from pygames.cablecar.data import PERCENTS
from pygames.cablecar.greedy import OPEN_BONUS
from pygames.cablecar.rules import GAME
from pygames.cablecar.search_policy import SearchPolicy
from pygames.cablecar.shares import held_percent
from pygames.cablecar.shares_policy import SharesPolicy
from pygames.cablecar.tracks import trace
from pygames.core import review as core_review
from pygames.core.bots import bot_for, bot_rng, play_bot_turn
from pygames.core.messages import LANGUAGES, Count, Msg, Player
from pygames.core.record import Seat, new_record
from pygames.core.rng import Rng
from pygames.core.search import against_the_best

GREEDY = bot_for(GAME, "bot:greedy")
RANDOM = bot_for(GAME, "bot:random")


def played_game(players: int, options: dict, seed: int, moves: int | None = None, mixed=False):
    """(state, actions) after ``moves`` decisions (None: to the end) of greedy bots
    (``mixed``: every third decision a random bot's)."""
    state, actions, n = GAME.new_game(players, options, seed), [], 0
    while GAME.to_move(state) and (moves is None or n < moves):
        seat = GAME.to_move(state)[0]
        bot = RANDOM if mixed and n % 3 == 2 else GREEDY
        action = play_bot_turn(GAME, state, seat, bot, bot_rng(seed, n))
        GAME.apply(state, seat, action)
        actions.append((seat, action.text()))
        n += 1
    return state, actions


def question(state, played: str, best: str, seed: int = 1234) -> core_review.Question:
    seat = GAME.to_move(state)[0]
    view = GAME.view(state, seat)
    parse = GAME.parse_action
    return core_review.Question(GAME, view, seat, parse(played), parse(best), 3.0, "margin", seed)


# -- values ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "players, options, policy",
    [(3, {}, SearchPolicy()), (4, {"mode": "shares"}, SharesPolicy()), (2, {}, SharesPolicy())],
)
def test_values_at_the_end_are_the_final_score_margins_cc17_cc31(players, options, policy):
    state, _ = played_game(players, options, seed=11)
    scores = GAME.result(state).scores
    assert policy.review_unit == "margin"
    assert policy.review_values(GAME, state) == against_the_best(scores)
    assert core_review.unit_of(GAME) == "margin"


def test_values_before_the_end_count_open_lines_as_greedy_does_cc11():
    state, _ = played_game(3, {}, seed=5, moves=30)
    points = list(state.scores)
    for seat, stations in enumerate(state.mode.chart(state)):
        for station in stations:
            if station not in state.scored:
                points[seat] += trace(state.board, station)[0] + OPEN_BONUS
    assert SearchPolicy().review_values(GAME, state) == against_the_best(points)


def test_values_in_the_shares_game_are_points_cc28_cc30():
    # At the end of the pile every rank is exact: the values are the final scoring's
    # margins for these profits (the lines still open counted as greedy counts them).
    state, _ = played_game(3, {"mode": "shares"}, seed=8, moves=40)
    values = SearchPolicy().review_values(GAME, state)
    assert len(values) == 3 and max(values) >= 0 and min(values) < 0
    assert all(abs(v) < 200 for v in values)  # points, not the search's scaled rewards


def test_review_values_leave_the_search_bots_choice_alone():
    state, _ = played_game(3, {}, seed=3, moves=12)
    seat = GAME.to_move(state)[0]
    bot = SearchBot(simulations=40)

    def choice():
        legal = GAME.legal_actions(state, seat)
        return bot.choose(GAME, GAME.view(state, seat), seat, legal, Rng(9))

    first = choice()
    other, _ = played_game(3, {}, seed=4, moves=20)
    bot.policy.review_values(GAME, other)
    bot.policy.review_values(GAME, state)
    assert choice() == first


# -- reasons --------------------------------------------------------------------------------


def test_reason_names_the_line_the_best_move_finishes_cc11():
    state, _ = played_game(2, {}, seed=1, moves=34)
    seat = GAME.to_move(state)[0]
    found = review.reason(question(state, "hand 2,4", "hand 3,5"))
    assert found.key == "cablecar.review.best_only"
    clause = found.params["best"]
    assert clause.key == "cablecar.review.best_finishes"
    assert clause.params["who"] == Player(seat) and clause.params["station"] == 5
    assert clause.params["points"] == Count("core.unit.points", 14)
    # What it says is what the rules do with that move.
    after = state.clone()
    GAME.apply(after, seat, "hand 3,5")
    assert after.scored[5].owner == seat and after.scored[5].points == 14
    assert str(found) == (
        "Better: the hidden tile at 3,5 finishes Player 1's line from station 5 for 14 points."
    )


def test_reason_names_the_opponents_line_the_move_played_finishes_cc16():
    state, _ = played_game(2, {}, seed=1, moves=33)
    seat = GAME.to_move(state)[0]
    found = review.reason(question(state, "hand 3,5", "hand 2,4"))
    assert found.key == "cablecar.review.played_only"
    clause = found.params["played"]
    assert clause.key == "cablecar.review.finishes"
    assert clause.params["who"] == Player(1 - seat) and clause.params["station"] == 5
    after = state.clone()
    GAME.apply(after, seat, "hand 3,5")
    assert after.scored[5].owner == 1 - seat and after.scored[5].points == 14
    assert str(found) == (
        "Finishes Player 1's line from station 5 for 14 points; better: the hidden tile at 2,4."
    )


def test_reason_says_who_finishes_a_line_left_open_next_turn_cc13():
    state, _ = played_game(2, {}, seed=2, moves=46)
    seat = GAME.to_move(state)[0]
    found = review.reason(question(state, "hand 6,6", "hand 2,5"))
    clause = found.params["played"]
    assert clause.key == "cablecar.review.gives"
    assert clause.params["station"] == 11 and clause.params["who"] == Player(1 - seat)
    assert clause.params["points"] == Count("core.unit.points", 30)
    # The line from station 11 is the opponent's and still open after the move played.
    after = state.clone()
    GAME.apply(after, seat, "hand 6,6")
    assert 11 not in after.scored and 11 in after.mode.chart(after)[1 - seat]
    assert str(found) == (
        "Leaves station 11's line open for Player 1, who can finish it next turn for 30 points; "
        "better: the hidden tile at 2,5."
    )


def test_reason_names_the_shares_an_exchange_swaps_cc25():
    state, _ = played_game(3, {"mode": "shares"}, seed=2, moves=6)
    seat = GAME.to_move(state)[0]
    view = GAME.view(state, seat)
    quiet = next(
        a
        for a in GAME.legal_actions(state, seat)
        if isinstance(a, Place) and not review._effects(GAME, state, review._lines(state), seat, a)
    )
    found = review.reason(question(state, quiet.text(), "exchange 20 face-up"))
    assert found.key == "cablecar.review.best_only"
    swap = found.params["best"]
    assert swap.key == "cablecar.review.best_swaps" and swap.params["percent"] == 20
    given, taken = view["shares"][1], view["face_up"][1]
    assert swap.params["given"] == Msg(f"cablecar.company.{view['companies'][given]}")
    card = swap.params["taken"]
    assert card.params["company"] == Msg(f"cablecar.company.{view['companies'][taken]}")
    holding = list(view["shares"])
    holding[PERCENTS.index(20)] = taken
    assert card.params["after"] == held_percent(holding, taken)
    assert str(found).startswith(f"Better: exchanging the 20% {view['companies'][given].title()}")


def test_reason_reads_only_the_movers_view_cc03_cc22():
    state, _ = played_game(3, {"mode": "shares"}, seed=6, moves=20)
    seat = GAME.to_move(state)[0]
    view = GAME.view(state, seat)
    # Two true positions the mover cannot tell apart: other hands, shares and piles.
    one, two = (GAME.determinize(view, seat, Rng(n)) for n in (1, 2))
    assert (one.hands, one.shares, one.deck) != (two.hands, two.shares, two.deck)
    assert GAME.view(one, seat) == GAME.view(two, seat) == view
    legal = [a.text() for a in GAME.legal_actions(state, seat)]
    for played, best in zip(legal, legal[1:] + legal[:1]):
        said = [review.reason(question(s, played, best)) for s in (one, two)]
        assert said[0] == said[1]


@pytest.mark.parametrize("players, options", [(2, {}), (3, {"mode": "shares", "hand": 2})])
def test_reason_never_fails_on_a_reviewed_game(players, options):
    _, actions = played_game(players, options, seed=21, mixed=True)
    seats = [Seat(f"P{i}", "bot:greedy") for i in range(players)]
    record = new_record("cablecar", seats, options, 21)
    record.actions.extend(actions)
    verdicts = core_review.review(record, simulations=8, playouts=2)
    assert len(verdicts) == len(actions)
    assert any(v.why is not None and v.why.key.startswith("cablecar.review.") for v in verdicts)
    for verdict in verdicts:
        if verdict.why is not None:
            for lang in LANGUAGES:
                text = verdict.why.render(lang)
                assert "{" not in text and "cablecar." not in text and "core." not in text
