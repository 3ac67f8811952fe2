"""Cupcake Empire played through: the action texts' round trip over seeded playouts,
the view and ``determinize``, refusals that change nothing, and the bots."""

from __future__ import annotations

import json

import pytest
from cupcake_positions import refused, started

from pygames.core.bots import RandomBot, bot_for, bot_rng
from pygames.core.errors import IllegalAction
from pygames.core.rng import Rng
from pygames.cupcake.actions import parse
from pygames.cupcake.rules import GAME


def playout(players: int, seed: int, kinds=("bot:greedy", "bot:random")):
    state = GAME.new_game(players, {}, seed)
    bots = [bot_for(GAME, kinds[(seat + seed) % len(kinds)]) for seat in range(players)]
    texts = set()
    move = 0
    while GAME.to_move(state):
        seat = GAME.to_move(state)[0]
        legal = GAME.legal_actions(state, seat)
        for action in legal:
            text = action.text()
            assert parse(text) == action and parse(f"  {text} ") == action
            texts.add(text.split()[0])
        action = bots[seat].choose(GAME, GAME.view(state, seat), seat, legal, bot_rng(seed, move))
        GAME.apply(state, seat, action.text())
        move += 1
    return state, texts


@pytest.mark.parametrize("players", [2, 3, 4])
def test_action_texts_round_trip_over_seeded_playouts(players):
    words = set()
    for seed in range(3):
        state, texts = playout(players, seed)
        assert state.phase == "over" and GAME.result(state).winners
        words |= texts
    assert {"activate", "done", "end", "menu", "base", "frosting", "shop", "sell"} <= words


@pytest.mark.parametrize(
    "text",
    [
        "",
        "activate",
        "activate 6 1",
        "activate 1 5",
        "base strawberry",
        "frosting mint+lemon",
        "shop 2 over",
        "shop 2 over 5",
        "shop 2 over 1 from 3",
        "sell 7 1",
        "sell 1 5",
        "hire black",
        "disc gold 1",
        "rest 1 idea",
        "rest 1 idea purple grey",
        "rest 1 cash grey",
        "menu vanilla",
        "start-disc ²",
        "end now",
    ],
)
def test_texts_that_name_no_action_are_refused(text):
    with pytest.raises(IllegalAction) as caught:
        parse(text)
    assert "not a move of Cupcake Empire" in str(caught.value)


def test_the_view_is_json_and_determinize_rebuilds_the_position():
    state, _ = playout(3, 11)
    for seed in range(4):
        position = GAME.new_game(3, {}, seed)
        bot, rng = RandomBot(), Rng(seed)
        for _ in range(60 + 17 * seed):
            if not GAME.to_move(position):
                break
            seat = GAME.to_move(position)[0]
            legal = GAME.legal_actions(position, seat)
            GAME.apply(position, seat, bot.choose(GAME, None, seat, legal, rng))
        for seat in (None, 0, 1, 2):
            view = GAME.view(position, seat)
            json.dumps(view)
            rebuilt = GAME.determinize(view, seat or 0, Rng(5))
            expected = position.to_json()
            got = rebuilt.to_json()
            for key in ("rng", "options"):
                expected.pop(key), got.pop(key)
            assert got == expected
            assert GAME.view(rebuilt, seat) == view


def test_the_view_states_what_each_column_does_at_each_level():
    view = GAME.view(started(), 0)
    assert [c["action"] for c in view["columns"]] == ["bake", "frost", "expand", "sell", "hire"]
    assert view["columns"][4]["levels"][3] == ["hire_4"]
    assert view["columns"][3]["levels"] == [["sell_2"], ["sell_3"], ["sell_4"]]
    assert len(view["districts"]) == 6 and len(view["goals"]) == 4


def test_refusals_change_nothing_and_another_seat_may_not_act():
    """CE13: only the seat whose turn it is acts."""
    state = started()
    refused(state, "activate 1 1", "CE13", seat=1)
    refused(state, "done", "CE13")
    refused(state, "end", "CE13")


def test_the_greedy_bot_beats_the_random_bot():
    wins = 0
    for seed in range(6):
        state, _ = playout(2, seed)
        greedy = seed % 2  # the seat with (seat + seed) even plays greedy
        wins += greedy in GAME.result(state).winners
    assert wins >= 5


def test_the_view_keeps_the_shape_its_docstring_describes():
    """The drawing is made from these keys: they may be added to, never taken away."""
    state = started(3)
    view = GAME.view(state, 1)
    assert set(view) >= {
        "game", "players", "seat", "phase", "to_move", "mover", "first", "queue", "turns",
        "turn_limit", "end_income", "ending", "end", "goals", "districts", "supply",
        "columns", "seats", "turn", "last_roll",
    }  # fmt: skip
    district = view["districts"][1]
    assert set(district) >= {"district", "colour", "houses", "shops", "bakeries"}
    assert set(district["houses"][0]) >= {"house", "distance", "number", "customer"}
    assert set(district["shops"][0]) >= {"space", "open_from", "owner", "blocked"}
    seat = view["seats"][0]
    assert set(seat) >= {
        "seat", "income", "production", "sales", "creativity", "creativity_squares",
        "green_every", "ideas", "bases", "frostings", "menu", "customers", "columns", "rest",
        "shops_left", "bakeries_left", "shops", "bakeries", "goals_met", "start_disc",
    }  # fmt: skip
    assert set(seat["columns"][0]) >= {"column", "dice", "new", "level", "experts", "discs"}
    assert set(view["turn"]) >= {
        "seat", "column", "level", "parts", "borrowed", "rest_used", "special", "rolled",
    }  # fmt: skip
    assert set(view["supply"]) == {"bases", "frostings", "dice", "discs", "ideas"}


def test_the_search_bot_plays_legal_moves_reproducibly_to_the_end():
    from pygames.cupcake.bots import SearchBot

    state = GAME.new_game(3, {}, 8)
    bots = [SearchBot(simulations=8), bot_for(GAME, "bot:greedy"), SearchBot(simulations=8)]
    move = 0
    while GAME.to_move(state):
        seat = GAME.to_move(state)[0]
        legal = GAME.legal_actions(state, seat)
        view = GAME.view(state, seat)
        action = bots[seat].choose(GAME, view, seat, legal, bot_rng(8, move))
        assert action in legal
        if seat != 1 and move % 25 == 0:
            again = SearchBot(simulations=8).choose(GAME, view, seat, legal, bot_rng(8, move))
            assert again == action
        GAME.apply(state, seat, action)
        move += 1
    assert GAME.result(state).winners


def test_search_evaluations_finish_the_searching_seats_turn():
    from pygames.cupcake.bots import SearchBot

    state = started(3)
    bot = SearchBot(simulations=12)
    seen = []

    class Watched(type(bot.policy)):
        def evaluate(self, game, position):
            rewards = super().evaluate(game, position)
            seen.append((position.phase, position.mover))
            return rewards

    bot.policy = Watched()
    legal = GAME.legal_actions(state, 0)
    assert bot.choose(GAME, GAME.view(state, 0), 0, legal, Rng(3)) in legal
    assert len(seen) == 12
    assert all(phase == "over" or (phase == "start" and mover == 1) for phase, mover in seen)


def test_search_ranks_greedys_choice_first():
    from pygames.cupcake.bots import GreedyBot, SearchBot

    state = started(3)
    legal = GAME.legal_actions(state, 0)
    view = GAME.view(state, 0)
    greedy = GreedyBot().choose(GAME, view, 0, legal, Rng(4))
    search = SearchBot(simulations=1).start(GAME, view, 0, legal, Rng(4))
    search.step(1)
    assert search.best() == greedy
