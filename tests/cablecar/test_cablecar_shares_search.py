"""The search bot's reward in the shares game (pygames.cablecar.shares_policy, CC28-CC30).

Companies by number: 0 yellow … 7 purple; a holding lists a player's companies by
percentage: [10 %, 20 %, 30 %, 40 %].
"""

from __future__ import annotations

from cablecar_positions import GAME

from pygames.cablecar.bots import GreedyBot, SearchBot, SearchPolicy
from pygames.cablecar.shares import company_ranks, final_scores
from pygames.cablecar.shares_policy import (
    POINT,
    SharesPolicy,
    against_the_best,
    company_values,
    promised_scores,
)
from pygames.core.bots import bot_rng, play_bot_turn
from pygames.core.rng import Rng


def test_unblurred_values_are_cc28_values_where_no_companies_tie():
    profits = [38, 30, 20, 12, 5, 3, 1, 0]
    assert company_values(profits, 1) == [2 * v for v in company_ranks(profits)[1]]


def test_blurred_values_split_close_companies():
    """Level companies share the value between their two ranks; far ones keep theirs."""
    level = company_values([20, 20, 0, 0, 0, 0, 0, 0], 4)  # in eighths of a value
    assert level[:2] == [8 * 15 // 2, 8 * 15 // 2]  # 8 and 7 shared
    assert level[2:] == [8 * 7 // 2] * 6  # values 6 down to 1 shared: 3.5 each
    assert company_values([40, 20, 0, 0, 0, 0, 0, 0], 4)[:2] == [8 * 8, 8 * 7]


def test_unblurred_promise_is_the_final_score_with_whole_profits():
    """With profits in tens (no rounding in CC30) and no tied companies, the promised
    score is CC29 plus CC30 exactly, in twentieths of a point."""
    profits = [40, 30, 20, 10, 0, 50, 60, 70]
    holdings = [[0, 1, 2, 3], [5, 6, 7, 0], [7, 7, 7, 7]]
    assert promised_scores(profits, holdings, 1) == [
        20 * s for s in final_scores(profits, holdings)[0]
    ]


def test_each_seat_is_measured_against_the_best_other():
    assert against_the_best([50, 70, 60, 70]) == [-20, 0, -10, 0]
    assert against_the_best([10, 30, 20]) == [-20, 10, -10]


def test_a_finished_game_is_rewarded_by_its_real_margins():
    for players in (2, 4):
        state = GAME.new_game(players, {"mode": "shares"}, 7)
        greedy, move = GreedyBot(), 0
        while GAME.to_move(state):
            seat = GAME.to_move(state)[0]
            GAME.apply(state, seat, play_bot_turn(GAME, state, seat, greedy, bot_rng(7, move)))
            move += 1
        rewards = SharesPolicy().evaluate(GAME, state)
        margins = against_the_best(GAME.result(state).scores)
        sure = {2: 8}.get(players)
        expected = [POINT * (m if sure is None else max(-sure, min(sure, m))) for m in margins]
        assert rewards == expected


def test_the_search_bot_takes_the_policy_of_the_mode():
    bot = SearchBot(simulations=20)
    for options, kind in (({}, SearchPolicy), ({"mode": "shares"}, SharesPolicy)):
        state = GAME.new_game(4, options, 3)
        seat = GAME.to_move(state)[0]
        legal = GAME.legal_actions(state, seat)
        action = bot.choose(GAME, GAME.view(state, seat), seat, legal, Rng(3))
        assert type(bot.policy) is kind and action in legal
