"""Every rung of every game's bot ladder (random, greedy, search) plays legally, the same
way again from the same generator, and blind to what its seat may not see.

One test per property covers every table of every game's manifest (``Tuning.tables``,
the tables ``benchmarks/ladder.py`` plays: a game's variants as tables of their own),
so a new game or a new bot is checked by its manifest alone. How strong the rungs are
is measured by ``benchmarks/ladder.py``, not here.
"""

from __future__ import annotations

import copy
from functools import cache

import pytest

from pygames import GAMES, get_game
from pygames.core.bots import RandomBot, bot_rng, decision_points
from pygames.core.rng import Rng
from pygames.core.screen import load_screen

# name: (game id, options, players), from every game's manifest
LADDERS = {
    table.name: (game_id, dict(table.options), table.players)
    for game_id, manifest in GAMES.items()
    for table in manifest.tuning.tables
}
RUNGS = ("random", "greedy", "search")
SIMULATIONS = 6  # a quick search: these tests check behaviour, not strength


def make_bot(game_id: str, rung: str):
    if rung == "random":
        return RandomBot()
    bots = GAMES[game_id].bots()
    if rung == "search":
        return bots["search"](simulations=SIMULATIONS)
    return bots[rung]()


@cache
def decisions(name: str, count: int, seed: int = 3) -> tuple:
    """``count`` decisions spread over one greedy game: (state, seat), each with two
    legal actions or more (bots get views: the states stay as they are)."""
    game_id, options, players = LADDERS[name]
    game = get_game(game_id)
    found = decision_points(game, players, options, seed, make_bot(game_id, "greedy"))
    step = max(1, len(found) // count)
    return tuple(found[::step][:count])


CASES = [(name, rung) for name in LADDERS for rung in RUNGS]


def test_every_game_has_a_ladder():
    assert {game_id for game_id, _, _ in LADDERS.values()} == set(GAMES)


@pytest.mark.parametrize("name, rung", CASES)
def test_every_rung_chooses_a_legal_action_and_finishes_a_game(name, rung):
    """The rung in seat 0, greedy bots in the others, to the end of a game."""
    game_id, options, players = LADDERS[name]
    game = get_game(game_id)
    bot, greedy = make_bot(game_id, rung), make_bot(game_id, "greedy")
    state = game.new_game(players, options, 17)
    move = 0
    while game.to_move(state):
        seat = game.to_move(state)[0]
        legal = game.legal_actions(state, seat)
        chooser = bot if seat == 0 else greedy
        action = chooser.choose(game, game.view(state, seat), seat, legal, bot_rng(17, move))
        assert action in legal, f"{rung} chose {action}, not a legal action"
        game.apply(state, seat, action)
        move += 1
        assert move < 5000, "the game does not end"
    assert game.result(state) is not None


@pytest.mark.parametrize("name, rung", CASES)
def test_every_rung_chooses_the_same_again_from_the_same_generator(name, rung):
    game_id = LADDERS[name][0]
    game = get_game(game_id)
    for n, (state, seat) in enumerate(decisions(name, 4)):
        view, legal = game.view(state, seat), game.legal_actions(state, seat)
        choices = {str(make_bot(game_id, rung).choose(game, view, seat, legal, Rng(50 + n)))}
        choices.add(str(make_bot(game_id, rung).choose(game, view, seat, legal, Rng(50 + n))))
        assert len(choices) == 1, f"two choices from one generator: {choices}"


@pytest.mark.parametrize("name, rung", CASES)
def test_no_rung_reads_what_its_seat_cannot_see(name, rung):
    """Two tables the seat cannot tell apart (its unseen parts dealt again) get the same
    choice, and the bot leaves the view it was given as it was."""
    game_id, _, players = LADDERS[name]
    game = get_game(game_id)
    redealt = 0
    for n, (state, seat) in enumerate(decisions(name, 4)):
        view = game.view(state, seat)
        other = game.determinize(view, seat, Rng(1000 + n))
        assert game.view(other, seat) == view, "a deal the seat could tell apart"
        others = [s for s in range(players) if s != seat]
        redealt += any(game.view(state, s) != game.view(other, s) for s in others)
        choices = set()
        for truth in (state, other):
            seen = game.view(truth, seat)
            kept = copy.deepcopy(seen)
            legal = game.legal_actions(truth, seat)
            choices.add(str(make_bot(game_id, rung).choose(game, seen, seat, legal, Rng(7))))
            assert seen == kept, f"{rung} changed the view it was given"
        assert len(choices) == 1, f"the hidden deal changed the choice: {choices}"
    # In a game with secrets the other seats' hands really were dealt again.
    assert redealt > 0 if load_screen(game_id).has_secrets else redealt == 0
