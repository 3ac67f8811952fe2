#!/usr/bin/env python3
"""The bot ladder: does each rung of a game's bots beat the rung below it clearly?

    python3 benchmarks/ladder.py [--games 40] [--only TABLE,TABLE,...]
        [--workers 2] [--simulations N | --budget SECONDS] [--budgets 0.25,1,4]
        [--thinking 0.25,1,4] [--versus 4:1] [--set KEY=VALUE ...]
        [--rungs greedy,search] [--tables 4,2] [--first-seed 1] [--every-seat]
        [--browser] [--speed-only]

For every game (and Cable Car's shares game as a game of its own), each rung over the
one below it (random < greedy < search):
- at the table: one bot of the upper rung, the lower rung in every other seat, at 4
  players (Food Tycoon: 3, its smallest table), the upper bot's seat moving one place a
  game. Its win share (a shared win counts its share) with a 95 % Wilson interval; the
  mark is twice the fair share (50 % at 4 players, 67 % at 3);
- two players, where the game has a 2-player table: the upper bot in either seat in
  turn; the mark is 60 %.
With ``--every-seat`` each seed is played once with the upper bot in every seat (N
games a seat): the deals' favour to one seat then cancels out of the match, which seat
rotation over single games leaves in.
Every match plays seeds 1..N (``--first-seed`` moves them), the bots drawing from
``bot_rng(seed, move)`` as ``python -m pygames simulate`` does, so with simulation
counts (the default: each game's count below) a rerun plays the very same games.
``--simulations N`` sets another count: thinking time shown as the counts the browser
runs in 0.25, 1 and 4 s is reproducible and does not depend on this machine's load.
``--budget`` gives the search bots wall-clock seconds a move instead, and ``--budgets``
plays the search-over-greedy table once per budget (both machine-dependent).

Thinking time, reproducibly: ``--thinking 0.25,1,4`` plays the search-over-greedy match
at the table with each game's count times each factor (the counts the browser runs in
0.25, 1 and 4 s), and ``--versus 4:1`` plays the search at four times its count against
the search at its count, at 2 players (or ``--tables``), each seed in both seats: a
gain from more thinking shows there even where the match against greedy is near 100 %.
``--set KEY=VALUE`` gives the search bots another setting (``exploration=1``, say).

Also: simulations per second of one search decision in CPython, from the position after
10 greedy moves; with ``--browser``, a table at the end measured side by side in CPython
and in Pyodide in headless Chromium (``benchmarks/ladder_speed.py``), with the longest
slice the page waited for. ``--speed-only`` prints only that table. Prints tables;
asserts nothing.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks import ladder_speed  # noqa: E402
from benchmarks.search_bench import play  # noqa: E402  (a whole seeded bot game)
from pygames import GAMES as REGISTRY  # noqa: E402
from pygames import get_game  # noqa: E402
from pygames.core.bots import RandomBot, bot_rng, play_bot_turn  # noqa: E402

# The tables each game's manifest lists (``tuning.tables``), by name (a game's id, or
# its id and a variant's):
# (game id, options, players at the table, has a 2-player table).
TABLES = {
    table.name: (game_id, table)
    for game_id, manifest in REGISTRY.items()
    for table in manifest.tuning.tables
}
GAMES = {
    name: (game_id, dict(table.options), table.players, table.two_players)
    for name, (game_id, table) in TABLES.items()
}
# Simulations per search decision: about what the browser's Strong level reaches in its
# second (half the CPython rate; ``--browser`` measures both); a table may play under its
# second (its hint's count) and clear the marks all the same.
SIMULATIONS = {name: table.simulations for name, (_, table) in TABLES.items()}
# What the browser runs in a second, for the thinking-time matches: the ladder's counts
# (measured under load; see RESULTS.md), or a table's own second where it plays under it.
SECOND = {name: table.second or table.simulations for name, (_, table) in TABLES.items()}
RUNGS = ("random", "greedy", "search")
Z95 = 1.959964


def make_bot(game_id: str, rung: str, search: dict):
    if rung == "random":
        return RandomBot()
    bots = __import__(f"pygames.{game_id}.bots", fromlist=["BOTS"])
    if rung == "search":
        return bots.SearchBot(**search)
    return bots.BOTS[rung]()


def play_one(job) -> float:
    """One game of a match: the upper rung's share of the win."""
    game_id, options, players, upper, lower, seed, upper_seats, search, lower_search = job
    bots = [
        make_bot(game_id, upper, search)
        if s in upper_seats
        else make_bot(game_id, lower, lower_search)
        for s in range(players)
    ]
    winners = play(get_game(game_id), bots, seed, options).winners
    return sum(1 for w in winners if w in upper_seats) / len(winners)


def search_settings(pairs: list[str]) -> dict:
    """``KEY=VALUE`` texts as search bot settings (numbers where they are numbers)."""
    settings = {}
    for pair in pairs:
        key, value = pair.split("=", 1)
        settings[key] = float(value) if value.replace(".", "", 1).isdigit() else value
    return settings


def wilson(share: float, n: int) -> tuple[float, float]:
    """The 95 % Wilson score interval of a proportion ``share`` out of ``n``."""
    if n == 0:
        return 0.0, 1.0
    z2 = Z95 * Z95
    centre = (share + z2 / (2 * n)) / (1 + z2 / n)
    half = Z95 * math.sqrt(share * (1 - share) / n + z2 / (4 * n * n)) / (1 + z2 / n)
    return max(0.0, centre - half), min(1.0, centre + half)


SETTINGS: dict = {}  # ``--set KEY=VALUE``: more search settings (a knob under trial)
FIRST_SEED = 1  # ``--first-seed``: tune on other seeds than the ladder's own
EVERY_SEAT = False  # ``--every-seat``: each seed with the upper bot in every seat


def match(
    pool, name, upper, lower, players, games, search: dict, lower_search=None, every_seat=None
):
    """The upper rung in one seat, the lower in the others; ``lower_search`` the lower
    search bot's settings where they differ (``search`` else)."""
    game_id, options, _, _ = GAMES[name]
    every_seat = EVERY_SEAT if every_seat is None else every_seat
    lower_search = search if lower_search is None else lower_search
    seeds = range(FIRST_SEED, FIRST_SEED + games)
    seats = [range(players) if every_seat else [(seed - 1) % players] for seed in seeds]
    jobs = [
        (game_id, options, players, upper, lower, seed, {seat}, search, lower_search)
        for seed, seed_seats in zip(seeds, seats)
        for seat in seed_seats
    ]
    started = time.perf_counter()
    shares = pool.map(play_one, jobs)
    share = sum(shares) / len(jobs)
    return share, wilson(share, len(jobs)), time.perf_counter() - started


def search_speed(name: str, search: dict) -> float:
    """Simulations per second of one search decision: the first one with a choice
    (two legal actions or more) after 10 greedy moves."""
    game_id, options, players, _ = GAMES[name]
    game = get_game(game_id)
    greedy = make_bot(game_id, "greedy", {})
    state = game.new_game(players, options, 1)
    move = 0
    while move < 10 or len(game.legal_actions(state, game.to_move(state)[0])) < 2:
        seat = game.to_move(state)[0]
        game.apply(state, seat, play_bot_turn(game, state, seat, greedy, bot_rng(1, move)))
        move += 1
    seat = game.to_move(state)[0]
    bot = make_bot(game_id, "search", search)
    started = time.perf_counter()
    play_bot_turn(game, state, seat, bot, bot_rng(1, move))
    return bot.simulations / (time.perf_counter() - started) if bot.simulations else math.nan


def row(label: str, mark: float, result) -> str:
    share, (low, high), seconds = result
    verdict = "clears it" if low >= mark else "above it" if share >= mark else "BELOW"
    return (
        f"  {label:<44} {share:6.1%}  [{low:5.1%}, {high:5.1%}]  mark {mark:4.0%}  "
        f"{verdict:<9} ({seconds:,.0f} s)"
    )


def ladder(pool, name: str, games: int, search: dict, uppers, sizes) -> None:
    game_id, _, players, two = GAMES[name]
    offered = get_game(game_id).spec.bots  # (every game offers all three now)
    seeds = f"{games} seeds, every seat" if EVERY_SEAT else f"{games} games"
    print(f"\n{name}: {seeds} a match, search {search}")
    for lower, upper in zip(RUNGS, RUNGS[1:]):  # every game's bots module has all three
        if upper not in uppers:
            continue
        note = "" if upper in offered else " (not offered)"
        tables = [(players, 2 / players)] + ([(2, 0.60)] if two else [])
        for count, mark in tables:
            if sizes and count not in sizes:
                continue
            label = f"{upper}{note} vs {lower}, {count} players"
            print(row(label, mark, match(pool, name, upper, lower, count, games, search)))
    if "search" in uppers:
        speed = search_speed(name, search)
        print(f"  search: {speed:,.0f} simulations/s in CPython (one decision after 10 moves)")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=40, help="games a match (seeds 1..N)")
    parser.add_argument("--only", default=",".join(GAMES), help="comma-separated names")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--simulations", type=int, help="every game's search count")
    parser.add_argument("--budget", type=float, help="seconds a search decision instead")
    parser.add_argument("--budgets", help="search vs greedy at each budget, e.g. 0.25,1,4")
    parser.add_argument("--set", action="append", default=[], help="search KEY=VALUE")
    parser.add_argument("--thinking", help="search vs greedy at count factors, e.g. 0.25,1,4")
    parser.add_argument("--versus", help="search at two count factors, e.g. 4:1")
    parser.add_argument("--rungs", default="greedy,search", help="upper rungs to play")
    parser.add_argument("--tables", help="table sizes to play, e.g. 2 (default: all)")
    parser.add_argument("--first-seed", type=int, default=1, help="seeds from here on")
    parser.add_argument("--every-seat", action="store_true", help="each seed in every seat")
    parser.add_argument("--browser", action="store_true", help="search speed in Chromium too")
    parser.add_argument("--speed-only", action="store_true", help="only the speed table")
    args = parser.parse_args(argv)
    global FIRST_SEED, EVERY_SEAT
    SETTINGS.update(search_settings(args.set))
    FIRST_SEED, EVERY_SEAT = args.first_seed, args.every_seat
    uppers = args.rungs.split(",")
    sizes = {int(n) for n in args.tables.split(",")} if args.tables else None
    names = args.only.split(",")
    if args.speed_only:
        print_speed(names, args.simulations, args.browser)
        return 0
    with multiprocessing.Pool(args.workers) as pool:
        for name in names:
            game_id, _, players, _ = GAMES[name]
            if args.thinking:
                thinking(pool, name, args.games, args.thinking, sizes or {players})
                continue
            if args.versus:
                versus(pool, name, args.games, args.versus, sizes or {2})
                continue
            if args.budgets:
                print(f"\n{name}: search vs greedy by budget, {args.games} games each")
                for budget in (float(b) for b in args.budgets.split(",")):
                    result = match(
                        pool, name, "search", "greedy", players, args.games, {"budget": budget}
                    )
                    print(row(f"{budget:g} s a move, {players} players", 2 / players, result))
                continue
            if args.budget:
                search = {"budget": args.budget}
            else:
                search = {"simulations": args.simulations or SIMULATIONS[name]} | SETTINGS
            ladder(pool, name, args.games, search, uppers, sizes)
    if args.browser:
        print_speed(names, args.simulations, True)
    return 0


def counted(name: str, factor: float) -> dict:
    """The search's settings at ``factor`` times the game's count in a browser second."""
    return {"simulations": max(1, round(SECOND[name] * factor))} | SETTINGS


def thinking(pool, name: str, games: int, factors: str, sizes) -> None:
    """The search-over-greedy match at each factor of the game's count."""
    seeds = f"{games} seeds, every seat" if EVERY_SEAT else f"{games} games"
    print(f"\n{name}: search vs greedy by thinking time, {seeds} each")
    for players in sorted(sizes, reverse=True):
        mark = 2 / players if players > 2 else 0.60
        for factor in (float(f) for f in factors.split(",")):
            search = counted(name, factor)
            result = match(pool, name, "search", "greedy", players, games, search)
            label = f"{factor:g} s: {search['simulations']:,} sims, {players} players"
            print(row(label, mark, result))


def versus(pool, name: str, games: int, factors: str, sizes) -> None:
    """The search at one factor of its count against the search at another, each seed
    with the first in every seat; the mark is an even share (more thinking should beat
    it)."""
    more, less = (float(f) for f in factors.split(":"))
    upper, lower = counted(name, more), counted(name, less)
    print(
        f"\n{name}: search at {upper['simulations']:,} against search at "
        f"{lower['simulations']:,} sims, {games} seeds, every seat"
    )
    for players in sorted(sizes, reverse=True):
        result = match(pool, name, "search", "search", players, games, upper, lower, True)
        print(row(f"{more:g}x vs {less:g}x, {players} players", 1 / players, result))


def print_speed(names: list[str], simulations: int | None, browser: bool) -> None:
    rows = []
    for name in names:
        game_id, options, players, _ = GAMES[name]
        rows.append((name, game_id, options, players, simulations or SIMULATIONS[name]))
    ladder_speed.print_table(ladder_speed.measure(rows, browser))


if __name__ == "__main__":
    sys.exit(main())
