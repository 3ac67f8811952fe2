"""The search bot (pygames/core/search.py), with a game taken from the registry
(``GAME_ID``: its own search bot, two to four players, options).

It must choose a legal action, choose the same one again given the same generator and
simulation count (also in Pyodide), run in slices for the browser, and play whole games
through the command line; every game's search bot is a seat kind. Each game's search
policy (legal in every mode, blind to what its seat cannot see, its playouts) is checked
in its tests' folder. How strong it is, and how fast, is measured by
benchmarks/search_bench.py.
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

import pytest

from pygames import GAMES
from pygames.core import search
from pygames.core.bots import bot_for, bot_rng, play_bot_turn
from pygames.core.record import SEAT_KINDS, Record, replay
from pygames.core.rng import Rng

SPEC = next(
    game.spec
    for game in GAMES.values()
    if "search" in game.spec.bots
    and game.spec.options
    and game.spec.min_players <= 2
    and game.spec.max_players >= 4
)
GAME_ID = SPEC.id
GAME = GAMES[GAME_ID].rules()
SearchBot = GAMES[GAME_ID].bots()["search"]
# Every option at its last choice (the table that makes the most to think about).
LAST = {option.key: option.choices[-1] for option in SPEC.options}
ROOT = Path(__file__).resolve().parent.parent


def position(players: int, options: dict, moves: int, seed: int):
    """A position ``moves`` decisions into a game of greedy and random bots."""
    state = GAME.new_game(players, options, seed)
    kinds = [bot_for(GAME, "bot:greedy"), bot_for(GAME, "bot:random")]
    for n in range(moves):
        movers = GAME.to_move(state)
        if not movers:
            break
        seat = movers[0]
        GAME.apply(
            state, seat, play_bot_turn(GAME, state, seat, kinds[(seat + n) % 2], bot_rng(seed, n))
        )
    return state


def decide(state, bot, seed: int = 5):
    seat = GAME.to_move(state)[0]
    return bot.choose(
        GAME, GAME.view(state, seat), seat, GAME.legal_actions(state, seat), Rng(seed)
    )


# -- legal choices -------------------------------------------------------------------------


def test_the_game_free_policy_plays_out_to_the_end():
    # Through the engine contract only: random playouts to the end, rewards by places.
    bot = search.SearchBot(simulations=12)
    for n in range(3):
        state = position(3, {}, moves=10 + 20 * n, seed=40 + n)
        seat = GAME.to_move(state)[0]
        assert GAME.is_legal(state, seat, decide(state, bot, seed=n))


def test_a_forced_move_needs_no_search():
    state = position(2, {}, moves=0, seed=3)
    seat = GAME.to_move(state)[0]
    only = GAME.legal_actions(state, seat)[:1]
    search_ = SearchBot(simulations=50).start(GAME, GAME.view(state, seat), seat, only, Rng(1))
    assert search_.done and search_.best() == only[0] and search_.step(10) == 0
    assert search_.iterations == 0


# -- reproducible ----------------------------------------------------------------------------


def test_a_search_game_is_the_same_game_every_time(monkeypatch):
    # Without a budget the search runs a fixed count: a seed gives one game, move for move.
    from pygames.__main__ import play_out
    from pygames.core.record import Seat

    monkeypatch.setattr(search, "DEFAULT_SIMULATIONS", 40)
    seats = [Seat("S", "bot:search"), Seat("G", "bot:greedy"), Seat("T", "bot:search")]
    first, again = play_out(GAME_ID, seats, 8), play_out(GAME_ID, seats, 8)
    assert first.actions == again.actions
    game, state = replay(first)
    assert game.result(state) is not None


# -- never peeks -------------------------------------------------------------------------------


# -- the incremental interface (the browser) ---------------------------------------------------


def test_slices_add_up_to_the_whole_search():
    state = position(4, {}, moves=20, seed=9)
    seat = GAME.to_move(state)[0]
    view, legal = GAME.view(state, seat), GAME.legal_actions(state, seat)
    bot = SearchBot(simulations=90)
    whole = bot.choose(GAME, view, seat, legal, Rng(4))
    sliced = bot.start(GAME, view, seat, legal, Rng(4))
    assert not sliced.done and sliced.iterations == 0
    assert sliced.step(10) == 10 and sliced.iterations == 10
    while not sliced.done:
        assert sliced.run_for(0.002) >= 1
    assert sliced.iterations == 90 and sliced.step(5) == 0 and sliced.run_for(0.01) == 0
    assert sliced.best() == whole
    visits = sum(count for _, count, _ in sliced.stats())
    assert visits == 90


def test_a_budget_stops_on_time():
    state = position(4, LAST, moves=5, seed=2)
    seat = GAME.to_move(state)[0]
    bot = SearchBot(budget=0.05)
    assert bot.simulations is None
    started = time.perf_counter()
    found = bot.start(GAME, GAME.view(state, seat), seat, GAME.legal_actions(state, seat), Rng(1))
    while not found.done:
        found.run_for(search.SLICE_SECONDS)
    assert time.perf_counter() - started < 1.0
    assert found.iterations >= 1 and found.best() in GAME.legal_actions(state, seat)
    # a count and a budget: whichever comes first
    both = SearchBot(simulations=3, budget=10.0)
    assert GAME.is_legal(state, seat, decide(state, both))


def test_settings_are_checked():
    with pytest.raises(ValueError):
        SearchBot(simulations=0)
    with pytest.raises(ValueError):
        SearchBot(budget=0)
    with pytest.raises(ValueError):
        SearchBot(simulations=5).start(GAME, {}, 0, [], Rng(1))
    assert SearchBot().simulations == search.DEFAULT_SIMULATIONS and SearchBot().budget is None


# -- the command line and records ---------------------------------------------------------------


def simulate(folder: Path, *args: str) -> dict:
    done = subprocess.run(
        [sys.executable, "-m", "pygames", "simulate", GAME_ID, *args, "--records", str(folder)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_a_tiny_budget_search_game_finishes_through_simulate(tmp_path):
    summary = simulate(
        tmp_path,
        "--players",
        "4",
        "--games",
        "1",
        "--seed",
        "3",
        "--bots",
        "search,greedy",
        "--budget",
        "0.005",
    )
    assert summary["finished"] == 1 and summary["bots"] == ["bot:search", "bot:greedy"]
    record = Record.loads((tmp_path / f"{GAME_ID}-3.json").read_text(encoding="utf-8"))
    assert [seat.kind for seat in record.seats] == ["bot:search", "bot:greedy"] * 2
    game, state = replay(record)
    assert game.result(state) is not None


def test_simulate_refuses_a_budget_that_is_not_seconds(tmp_path):
    for bad in ("0", "-1", "soon", "nan"):
        done = subprocess.run(
            [
                sys.executable,
                "-m",
                "pygames",
                "simulate",
                GAME_ID,
                "--games",
                "1",
                "--bots",
                "search",
                "--budget",
                bad,
            ],
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert done.returncode == 2 and "seconds" in done.stderr


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_search_is_a_seat_kind_and_a_bot(game_id):
    assert "bot:search" in SEAT_KINDS
    game, bots = GAMES[game_id].rules(), GAMES[game_id].bots()
    for kind in GAMES[game_id].spec.bots:
        assert isinstance(bot_for(game, f"bot:{kind}"), bots[kind]), kind
    if "search" in bots:
        assert issubclass(bots["search"], search.SearchBot)


# -- Pyodide ----------------------------------------------------------------------------------------

CHOICE_CODE = """
import json
from pygames import GAMES
from pygames.core.bots import bot_for, bot_rng, play_bot_turn
from pygames.core.rng import Rng

def choices(game_id, job):
    game = GAMES[game_id].rules()
    SearchBot = GAMES[game_id].bots()["search"]
    out = []
    for options, moves, seed in job:
        state = game.new_game(4, options, seed)
        greedy = bot_for(game, "bot:greedy")
        for n in range(moves):
            seat = game.to_move(state)[0]
            game.apply(state, seat, play_bot_turn(game, state, seat, greedy, bot_rng(seed, n)))
        seat = game.to_move(state)[0]
        found = SearchBot(simulations=150).start(
            game, game.view(state, seat), seat, game.legal_actions(state, seat), Rng(seed))
        while not found.done:
            found.step(25)
        out.append([str(found.best()), found.stats()])
    return out

OUTPUT = json.dumps(choices(*json.loads(INPUT)))
"""


def test_pyodide_makes_the_same_choices(dist, tmp_path):
    from test_pyodide_agreement import run_in_pyodide

    first = dict(list(LAST.items())[:1])
    job = [GAME_ID, [[{}, 4, 1], [first, 21, 2], [LAST, 30, 3]]]
    scope = {"INPUT": json.dumps(job)}
    exec(compile(CHOICE_CODE, "choices", "exec"), scope)
    mine = json.loads(scope["OUTPUT"])
    theirs = json.loads(run_in_pyodide(CHOICE_CODE, json.dumps(job), dist, tmp_path))
    assert theirs == mine


def test_a_playout_from_a_generator_of_its_own_repeats_and_leaves_the_search_as_it_was():
    """``Search.play_out`` (what shared-deal searches and benchmarks/thinking.py use)."""
    state = position(4, {}, 12, 3)
    seat = GAME.to_move(state)[0]
    view, legal = GAME.view(state, seat), GAME.legal_actions(state, seat)
    found = SearchBot(simulations=8).start(GAME, view, seat, legal, Rng(5))
    ranked = found.ranked()
    assert sorted(map(str, ranked)) == sorted(map(str, legal))
    own = found.rng.state
    rewards = []
    for _ in range(2):
        deal = GAME.determinize(view, seat, Rng(9))
        GAME.perform(deal, seat, ranked[0])
        rewards.append(found.play_out(deal, Rng(11)))
    assert rewards[0] == rewards[1] and len(rewards[0]) == 4
    assert found.rng.state == own
