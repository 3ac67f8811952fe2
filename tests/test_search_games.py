"""The search bot in Cake Master and Food Tycoon (their ``SearchPolicy``).

For each game: it chooses a legal action in every phase and table size, the same one
again given the same generator and simulation count, the same one whatever the other
seats hold (it sees only its view), its playouts stop where its policy says (Cake
Master: the end of the round; Food Tycoon: the end of the game), and a whole game with
it finishes. How strong and how fast it is: see the games' bots.py.
"""

from __future__ import annotations

import copy

import pytest

from pygames import get_game
from pygames.cakemaster import bots as cake_bots
from pygames.core.bots import bot_for, bot_rng, play_bot_turn
from pygames.core.rng import Rng
from pygames.foodtycoon import bots as food_bots

CAKE = get_game("cakemaster")
FOOD = get_game("foodtycoon")
SEARCH_BOTS = {"cakemaster": cake_bots.SearchBot, "foodtycoon": food_bots.SearchBot}
GAMES = {"cakemaster": CAKE, "foodtycoon": FOOD}


def positions(game_id: str, players: int, options: dict | None, seed: int, every: int):
    """Every ``every``-th decision of a game between greedy bots: (state, seat)."""
    game = GAMES[game_id]
    state = game.new_game(players, options, seed)
    greedy = bot_for(game, "bot:greedy")
    move = 0
    while game.to_move(state):
        seat = game.to_move(state)[0]
        if move % every == 0 and len(game.legal_actions(state, seat)) > 1:
            yield state.clone(), seat
        game.apply(state, seat, play_bot_turn(game, state, seat, greedy, bot_rng(seed, move)))
        move += 1


def choose(game_id: str, state, seat: int, simulations: int, seed: int):
    game = GAMES[game_id]
    bot = SEARCH_BOTS[game_id](simulations=simulations)
    return bot.choose(
        game, game.view(state, seat), seat, game.legal_actions(state, seat), Rng(seed)
    )


# -- legal ---------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [1, 2, 3, 4, 6])
def test_cake_master_search_chooses_legal_actions_in_every_phase(players):
    phases = set()
    for n, (state, seat) in enumerate(positions("cakemaster", players, None, 10 + players, 11)):
        action = choose("cakemaster", state, seat, 12, n)
        assert action in CAKE.legal_actions(state, seat), f"{action} in phase {state.phase}"
        phases.add(state.phase)
    assert "place" in phases and len(phases) >= 2


@pytest.mark.parametrize("players, rules", [(3, "basic"), (4, "advanced"), (6, "basic")])
def test_food_tycoon_search_chooses_legal_actions_in_every_phase(players, rules):
    phases = set()
    for n, (state, seat) in enumerate(
        positions("foodtycoon", players, {"rules": rules}, 20 + players, 5)
    ):
        action = choose("foodtycoon", state, seat, 12, n)
        assert action in FOOD.legal_actions(state, seat), f"{action} in phase {state.phase}"
        phases.add(state.phase)
        if n >= 60:
            break
    assert {"auction", "choose"} <= phases


# -- reproducible and blind ----------------------------------------------------------------

CASES = [("cakemaster", 4, None), ("cakemaster", 2, None), ("foodtycoon", 4, {"rules": "basic"})]


@pytest.mark.parametrize("game_id, players, options", CASES)
def test_same_generator_and_count_give_the_same_choice(game_id, players, options):
    game = GAMES[game_id]
    for n, (state, seat) in enumerate(positions(game_id, players, options, 30, 13)):
        if n >= 4:
            break
        view, legal = game.view(state, seat), game.legal_actions(state, seat)
        runs = []
        for _ in range(2):
            found = SEARCH_BOTS[game_id](simulations=50).start(game, view, seat, legal, Rng(99 + n))
            while not found.done:
                found.step(7)
            runs.append((str(found.best()), found.stats()))
        assert runs[0] == runs[1]


@pytest.mark.parametrize("game_id, players, options", CASES)
def test_what_the_others_hold_does_not_change_its_choice(game_id, players, options):
    game = GAMES[game_id]
    checked = 0
    for n, (state, seat) in enumerate(positions(game_id, players, options, 40, 9)):
        if n >= 4:
            break
        view = game.view(state, seat)
        # Another table the seat cannot tell apart: its unseen cards dealt again.
        other = game.determinize(view, seat, Rng(1000 + n))
        assert game.view(other, seat) == view
        deck = "deck" if game_id == "cakemaster" else "recipe_deck"
        checked += [h for s, h in enumerate(state.hands) if s != seat] != [
            h for s, h in enumerate(other.hands) if s != seat
        ] or getattr(state, deck) != getattr(other, deck)
        choices = []
        for truth in (state, other):
            seen = game.view(truth, seat)
            kept = copy.deepcopy(seen)
            bot = SEARCH_BOTS[game_id](simulations=40)
            choices.append(
                str(bot.choose(game, seen, seat, game.legal_actions(truth, seat), Rng(7)))
            )
            assert seen == kept, "the search changed the view it was given"
        assert choices[0] == choices[1]
    assert checked == 4


# -- the horizon ------------------------------------------------------------------------------


@pytest.mark.parametrize("game_id, players, options", CASES)
def test_playouts_stop_at_their_horizon(game_id, players, options):
    game = GAMES[game_id]
    for n, (state, seat) in enumerate(positions(game_id, players, options, 50, 17)):
        if n >= 3:
            break
        bot = SEARCH_BOTS[game_id](simulations=30)
        policy = bot.policy
        reached = []
        evaluate = policy.evaluate

        def watch(game_, end, evaluate=evaluate, reached=reached):
            reached.append((end.round, end.phase))
            return evaluate(game_, end)

        policy.evaluate = watch
        bot.choose(game, game.view(state, seat), seat, game.legal_actions(state, seat), Rng(n))
        assert reached
        for round_, phase in reached:
            if game_id == "foodtycoon":  # whole games: the reward is the win
                assert phase == "over", (round_, phase)
                continue
            # the next round at most, and no further in it than its first decisions
            assert phase == "over" or state.round <= round_ <= state.round + 1


# -- whole games --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "game_id, players, options",
    [
        ("cakemaster", 1, None),
        ("cakemaster", 2, None),
        ("cakemaster", 3, None),
        ("foodtycoon", 3, {"rules": "advanced"}),
    ],
)
def test_a_game_with_a_quick_search_bot_finishes(game_id, players, options):
    game = GAMES[game_id]
    state = game.new_game(players, options, 60 + players)
    bots = [SEARCH_BOTS[game_id](simulations=8)] + [bot_for(game, "bot:greedy")] * (players - 1)
    move = 0
    while game.to_move(state):
        seat = game.to_move(state)[0]
        game.apply(state, seat, play_bot_turn(game, state, seat, bots[seat], bot_rng(60, move)))
        move += 1
        assert move < 5000
    assert game.result(state) is not None
