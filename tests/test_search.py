"""The search bot (pygames/core/search.py) and Cable Car's search policy.

It must choose a legal action in every table set-up, choose the same one again given
the same generator and simulation count (also in Pyodide), never look past its seat's
view, run in slices for the browser, and play whole games through the command line.
How strong it is, and how fast, is measured by benchmarks/search_bench.py.
"""

from __future__ import annotations

import copy
import json
import subprocess
import sys
import time
from pathlib import Path

import pytest

from pygames import get_game
from pygames.cablecar import bots as cablecar_bots
from pygames.cablecar.actions import Draw, Place
from pygames.cablecar.bots import GreedyBot, SearchBot, SearchPolicy
from pygames.core import search
from pygames.core.bots import bot_for, bot_rng, play_bot_turn
from pygames.core.record import SEAT_KINDS, Record, replay
from pygames.core.rng import Rng

GAME = get_game("cablecar")
ROOT = Path(__file__).resolve().parent.parent
MODES = {
    "basic": {},
    "free orientation": {"orientation": "free"},
    "hand 2": {"hand": 2},
    "hand 3, free": {"hand": 3, "orientation": "free"},
    "shares": {"mode": "shares"},
    "shares, hand 2, free": {"mode": "shares", "hand": 2, "orientation": "free"},
}


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


@pytest.mark.parametrize("mode", MODES)
def test_search_chooses_a_legal_action_in_every_mode(mode):
    bot = SearchBot(simulations=25)
    checked = draws_pending = 0
    for n in range(12):
        players = 2 + n % 5
        state = position(players, MODES[mode], moves=(n * 13) % 70, seed=100 + n)
        if not GAME.to_move(state):
            continue
        seat = GAME.to_move(state)[0]
        if n % 3 == 0 and Draw() in GAME.legal_actions(state, seat):
            GAME.apply(state, seat, Draw())  # the drawn tile must be placed next
        draws_pending += state.drawn is not None
        action = decide(state, bot, seed=n)
        assert GAME.is_legal(state, seat, action), f"{mode}: {action} is not legal"
        assert action in GAME.legal_actions(state, seat)
        checked += 1
    assert checked >= 8 and draws_pending >= 1  # some positions have a drawn tile to place


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


@pytest.mark.parametrize("mode", ["basic", "hand 3, free", "shares"])
def test_same_generator_and_count_give_the_same_choice(mode):
    for n in range(3):
        state = position(4, MODES[mode], moves=8 + 17 * n, seed=200 + n)
        seat = GAME.to_move(state)[0]
        view, legal = GAME.view(state, seat), GAME.legal_actions(state, seat)
        runs = []
        for _ in range(2):
            found = SearchBot(simulations=60).start(GAME, view, seat, legal, Rng(99 + n))
            while not found.done:
                found.step(7)
            runs.append((str(found.best()), found.stats()))
        assert runs[0] == runs[1]


@pytest.mark.parametrize("depth", [2, None])
def test_deeper_trees_choose_legal_actions_reproducibly(depth):
    # Cable Car plays with a tree one deep; the engine grows deeper trees for any game.
    for mode, n in (("basic", 0), ("shares", 1), ("hand 3, free", 2)):
        state = position(3, MODES[mode], moves=5 + 20 * n, seed=250 + n)
        seat = GAME.to_move(state)[0]
        view, legal = GAME.view(state, seat), GAME.legal_actions(state, seat)
        runs = []
        for _ in range(2):
            found = SearchBot(simulations=80, depth=depth).start(GAME, view, seat, legal, Rng(n))
            while not found.done:
                found.step(9)
            runs.append((found.best(), found.stats()))
            deepest = max(len(child.children) for child in found.root.children.values())
            assert deepest > 0, "the tree never grew below the root"
        assert runs[0] == runs[1] and runs[0][0] in legal


def test_a_search_game_is_the_same_game_every_time(monkeypatch):
    # Without a budget the search runs a fixed count: a seed gives one game, move for move.
    from pygames.__main__ import play_out
    from pygames.core.record import Seat

    monkeypatch.setattr(search, "DEFAULT_SIMULATIONS", 40)
    seats = [Seat("S", "bot:search"), Seat("G", "bot:greedy"), Seat("T", "bot:search")]
    first, again = play_out("cablecar", seats, 8), play_out("cablecar", seats, 8)
    assert first.actions == again.actions
    game, state = replay(first)
    assert game.result(state) is not None


# -- never peeks -------------------------------------------------------------------------------


def hide_differently(state, seat: int, rng: Rng):
    """The same position for ``seat``: what it cannot see dealt again at random."""
    other = state.clone()
    unseen = list(other.deck)
    for who, hand in enumerate(other.hands):
        if who != seat:
            unseen += hand
    rng.shuffle(unseen)
    for who, hand in enumerate(other.hands):
        if who != seat:
            other.hands[who] = [unseen.pop() for _ in hand]
    other.deck = unseen
    if other.shares is not None:
        for index in range(len(other.share_piles)):
            cards = list(other.share_piles[index])
            hidden = [
                who
                for who in range(other.players)
                if who != seat and other.known[who][index] is None
            ]
            cards += [other.shares[who][index] for who in hidden]
            rng.shuffle(cards)
            for who in hidden:
                other.shares[who][index] = cards.pop()
            other.share_piles[index] = cards
    return other


@pytest.mark.parametrize("mode", ["basic", "hand 2", "shares"])
def test_hidden_tiles_and_shares_do_not_change_its_choice(mode):
    changed = 0
    for n in range(4):
        state = position(4, MODES[mode], moves=6 + 15 * n, seed=300 + n)
        seat = GAME.to_move(state)[0]
        other = hide_differently(state, seat, Rng(n))
        changed += other.deck != state.deck or other.hands != state.hands
        view = GAME.view(state, seat)
        assert GAME.view(other, seat) == view  # the seat cannot tell the two apart
        choices = []
        for truth in (state, other):
            bot = SearchBot(simulations=40)
            seen = GAME.view(truth, seat)
            kept = copy.deepcopy(seen)
            choices.append(
                str(bot.choose(GAME, seen, seat, GAME.legal_actions(truth, seat), Rng(7)))
            )
            assert seen == kept, "the search changed the view it was given"
        assert choices[0] == choices[1]
    assert changed == 4


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
    state = position(4, {"hand": 3, "orientation": "free"}, moves=5, seed=2)
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


# -- Cable Car's policy ---------------------------------------------------------------------------


def test_the_policy_tracks_lines_and_placements_as_the_rules_do():
    """The policy's own quick line tracer and placement loop agree with the rules, and
    its playout move is greedy's: the best gain, or a draw when nothing gains."""
    checked = 0
    for mode in ("basic", "hand 3, free", "shares, hand 2, free"):
        for n in range(3):
            policy = SearchPolicy()
            state = GAME.new_game(2 + 2 * n, MODES[mode], 400 + n)
            rng = Rng(n)
            while GAME.to_move(state):
                seat = GAME.to_move(state)[0]
                kept, fresh = (
                    policy.lines(state),
                    cablecar_bots._Lines(state),
                )  # kept: moved on tile by tile
                assert kept.totals() == fresh.totals() and kept.near == fresh.near
                assert {k: sorted(v) for k, v in kept.waiting.items()} == {
                    k: sorted(v) for k, v in fresh.waiting.items()
                }
                twin = SearchPolicy()  # another deal on the same board: a copy of the tracing
                twin.lines(state.clone())
                copied = twin.lines(state.clone())
                assert list(copied.waiting.items()) == list(fresh.waiting.items())  # order too
                assert copied.totals() == fresh.totals() and copied.near == fresh.near
                assert policy.evaluate(GAME, state) == [
                    cablecar_bots.position_value(state, s) for s in range(state.players)
                ]
                for kind in set(
                    state.hands[seat] + ([state.drawn] if state.drawn is not None else [])
                ):
                    assert policy.placements(state, kind) == GAME.placements(state, kind)
                legal = GAME.legal_actions(state, seat)
                gains = dict(cablecar_bots._gains(state, seat, legal, fresh))
                action = policy.playout_action(GAME, state, seat, rng)
                assert action in legal
                best = max(
                    (g for a, g in gains.items() if g is not None and not isinstance(a, Draw)),
                    default=None,
                )
                if isinstance(action, Draw):
                    assert best is None or best <= 0
                else:
                    assert gains[action] == best
                GAME.apply(state, seat, action)
                checked += 1
    assert checked > 300


def test_greedy_gains_match_the_greedy_bot():
    for n in range(4):
        state = position(4, {"orientation": "free"}, moves=10 + 12 * n, seed=500 + n)
        seat = GAME.to_move(state)[0]
        legal = GAME.legal_actions(state, seat)
        gains = dict(cablecar_bots._gains(state, seat, legal, cablecar_bots._Lines(state)))
        now = cablecar_bots.position_value(state, seat)
        for action in legal:
            if isinstance(action, Place):
                trial = state.clone()
                GAME.perform(trial, seat, action)
                # points scored by a placement count as closed lines, as greedy counts them
                assert gains[action] == cablecar_bots.position_value(trial, seat) - now, action


# -- the command line and records ---------------------------------------------------------------


def simulate(folder: Path, *args: str) -> dict:
    done = subprocess.run(
        [sys.executable, "-m", "pygames", "simulate", "cablecar", *args, "--records", str(folder)],
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
    record = Record.loads((tmp_path / "cablecar-3.json").read_text(encoding="utf-8"))
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
                "cablecar",
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


def test_search_is_a_seat_kind_and_a_bot():
    assert "bot:search" in SEAT_KINDS
    assert isinstance(bot_for(GAME, "bot:search"), SearchBot)
    assert isinstance(bot_for(GAME, "bot:greedy"), GreedyBot)


# -- Pyodide ----------------------------------------------------------------------------------------

CHOICE_CODE = """
import json
from pygames import get_game
from pygames.cablecar.bots import SearchBot
from pygames.core.bots import bot_for, bot_rng, play_bot_turn
from pygames.core.rng import Rng

def choices(job):
    game = get_game("cablecar")
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

OUTPUT = json.dumps(choices(json.loads(INPUT)))
"""


def test_pyodide_makes_the_same_choices(dist, tmp_path):
    from test_pyodide_agreement import run_in_pyodide

    job = [[{}, 4, 1], [{"orientation": "free", "hand": 2}, 21, 2], [{"mode": "shares"}, 30, 3]]
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
