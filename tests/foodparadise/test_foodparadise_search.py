"""Food Paradise's search knowledge: the playouts' quick greedy chooses exactly as the
greedy bot does, the position judge rewards what wins, and the search bot plays its
own choice only (depth 1)."""

from __future__ import annotations

from pygames.__main__ import play_out
from pygames.core.bots import bot_rng
from pygames.core.record import Seat, replay
from pygames.foodparadise.bots import BOTS, SearchBot
from pygames.foodparadise.data import RECIPES
from pygames.foodparadise.greedy import GreedyBot
from pygames.foodparadise.rules import GAME
from pygames.foodparadise.search_policy import (
    LOSS_SPREAD,
    PROGRESS_WORTH,
    WIN_REWARD,
    FastGreedy,
    SearchPolicy,
    position_worth,
)


def test_fast_greedy_chooses_as_greedy_does_at_every_table():
    greedy, fast = GreedyBot(), FastGreedy()
    compared = 0
    for players in (2, 3, 4):
        for seed in range(12):
            state = GAME.new_game(players, {}, seed)
            move = 0
            while GAME.to_move(state):
                (seat,) = GAME.to_move(state)
                legal = GAME.legal_actions(state, seat)
                view = GAME.view(state, seat)
                action = greedy.choose(GAME, view, seat, legal, bot_rng(seed, move))
                if state.phase != "corner":
                    assert fast.choose(state, seat) == action
                    compared += 1
                GAME.apply(state, seat, action)
                move += 1
    assert compared > 3000


def test_position_worth_counts_progress_cash_and_cards():
    state = GAME.new_game(2, {}, 5)
    for seat in range(2):
        GAME.apply(state, seat, f"corner {seat + 1}")
    before = position_worth(state, 0)
    state.holdings[0][RECIPES[state.piles[0][0]].ingredients[0]] += 1
    assert position_worth(state, 0) - before >= PROGRESS_WORTH[1]
    state.cash[0] += 500
    state.hands[0].append(500)
    assert position_worth(state, 0) - before > PROGRESS_WORTH[1] + 500


def test_the_reward_is_measured_against_the_best_other_seat():
    state = GAME.new_game(3, {}, 2)
    for seat in range(3):
        GAME.apply(state, seat, f"corner {seat + 1}")
    state.cash = [4000, 6000, 2000]
    rewards = SearchPolicy().evaluate(GAME, state)
    worth = [position_worth(state, seat) for seat in range(3)]
    assert rewards[0] == worth[0] - worth[1] and rewards[1] == worth[1] - worth[0]
    assert rewards[2] == worth[2] - worth[1]


def test_a_lost_game_scores_less_the_further_behind_the_loser_is():
    """A finished playout: the winner gets the win; a loser's loss grows with how far
    its position is behind the best other seat's (down to ``LOSS_SPREAD``), so a search
    that can no longer win still prefers the closer loss."""
    seats = [Seat(f"P{i}", "bot:greedy") for i in range(3)]
    _, state = replay(play_out("foodparadise", seats, 4))
    (winner,) = GAME.result(state).winners
    policy = SearchPolicy()
    rewards = policy.evaluate(GAME, state)
    worth = [position_worth(state, seat) for seat in range(3)]
    losers = [seat for seat in range(3) if seat != winner]
    assert rewards[winner] == WIN_REWARD
    for seat in losers:
        behind = worth[seat] - max(w for other, w in enumerate(worth) if other != seat)
        assert rewards[seat] == -WIN_REWARD + max(-LOSS_SPREAD, min(0, behind))
    loser = max(losers, key=lambda seat: rewards[seat])
    assert rewards[loser] > -WIN_REWARD - LOSS_SPREAD + 1000  # room to lose 1,000 more
    state.cash[loser] -= 1000
    assert policy.evaluate(GAME, state)[loser] == rewards[loser] - 1000


def test_the_search_bot_searches_its_own_choice_only():
    bot = BOTS["search"]()
    assert isinstance(bot, SearchBot) and bot.depth == 1 and bot.simulations >= 120
