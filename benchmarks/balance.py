#!/usr/bin/env python3
"""Balance figures of a game's designed tables, from seeded bot games.

    python3 benchmarks/balance.py GAME [--games 60] [--players 2,3,4]
        [--bots greedy|mix] [--seed 1] [--rules VERSION] [--workers 1]

Plays ``--games`` games at each player count, seeds S..S+N-1, the bots drawing from
``bot_rng(seed, move)`` as ``python -m pygames simulate`` does, so a rerun plays the very
same games. ``--bots greedy``: greedy in every seat; ``mix``: half the seats greedy
(rounded up) and the others random, the pattern moving one seat a game. ``--rules``
plays an older rules version the game still replays (default: the newest).

Per player count it prints: the games, their length (turns a player; moves a game),
how they ended, the win share (a shared win counts its share) of each place in the turn
order (the start player first) and of each seat, with the largest share over the fair
one, the win share of each bot kind, then the figures of the game's
own paths, from its ``balance.py`` (the manifest's ``balance()``: ``collect`` takes a
finished game's figures, ``report`` prints them; e.g. per goal, how often it was met).
Other games get the common figures only. Prints figures; asserts nothing.
"""

from __future__ import annotations

import argparse
import multiprocessing
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pygames import GAMES, get_game  # noqa: E402
from pygames.core.bots import RandomBot, bot_for, bot_rng, play_bot_turn  # noqa: E402


# -- one game ---------------------------------------------------------------------------
def seat_kinds(players: int, bots: str, n: int) -> list[str]:
    """The bot kind of each seat in game ``n`` (from 0)."""
    if bots == "greedy":
        return ["greedy"] * players
    greedy = (players + 1) // 2
    pattern = ["greedy"] * greedy + ["random"] * (players - greedy)
    shift = n % players
    return [pattern[(seat - shift) % players] for seat in range(players)]


def play(job) -> dict:
    """One seeded game between bots: the common figures and the game's own."""
    game_id, players, kinds, seed, rules = job
    game = get_game(game_id)
    bots = [RandomBot() if k == "random" else bot_for(game, f"bot:{k}") for k in kinds]
    state = game.new_game(players, {}, seed, rules)
    moves = 0
    started = time.perf_counter()
    while True:
        movers = game.to_move(state)
        if not movers:
            break
        seat = movers[0]
        action = play_bot_turn(game, state, seat, bots[seat], bot_rng(seed, moves))
        game.apply(state, seat, action)
        moves += 1
    result = game.result(state)
    found = {
        "seconds": time.perf_counter() - started,
        "moves": moves,
        "kinds": kinds,
        "winners": result.winners,
        "scores": result.scores,
        "turns": state.turns / players if hasattr(state, "turns") else None,
        "first": getattr(state, "first", 0),  # the start player (seat 0 where none)
        "end": getattr(state, "end", "") or "over",
    }
    own = GAMES[game_id].balance()
    if own is not None:
        found.update(own.collect(state, result, kinds))
    return found


# -- the common figures -------------------------------------------------------------------
def _pct(part: float, whole: float) -> str:
    return f"{round(100 * part / whole)}%" if whole else "—"


def _mean(values, digits: int = 1) -> str:
    if not values:
        return "—"
    return f"{statistics.mean(values):,.{digits}f}"


def _by_kind(games: list[dict], key: str, digits: int = 1) -> str:
    greedy = [g[key][s] for g in games for s, k in enumerate(g["kinds"]) if k == "greedy"]
    other = [g[key][s] for g in games for s, k in enumerate(g["kinds"]) if k != "greedy"]
    text = f"mean {_mean(greedy, digits)}"
    if greedy:
        text += f" (min {min(greedy):,}, max {max(greedy):,})"
    if other:
        text += f" / {_mean(other, digits)}"
    return text


def _spread(values: list[float]) -> str:
    ordered = sorted(values)
    n = len(ordered)

    def at(q: float) -> float:
        return ordered[min(n - 1, int(q * n))]

    def g(value: float) -> str:
        return f"{round(value, 1):g}"

    return (
        f"mean {statistics.mean(ordered):.1f} (min {g(ordered[0])}, 10 % {g(at(0.1))}, "
        f"median {g(at(0.5))}, 90 % {g(at(0.9))}, max {g(ordered[-1])})"
    )


def report(game_id: str, games: list[dict], players: int, seconds: float) -> None:
    n = len(games)
    print(f"\n== {players} players: {n} games ({seconds:.0f} s, {seconds / n:.2f} s a game)")
    turns = [g["turns"] for g in games if g["turns"] is not None]
    if turns:
        print(f"  turns a player: {_spread(turns)}")
    print(f"  moves a game: {_spread([g['moves'] for g in games])}")
    ends = Counter(g["end"] for g in games)
    print("  end: " + ", ".join(f"{k} {v} ({_pct(v, n)})" for k, v in ends.most_common()))
    shares = [0.0] * players
    order = [0.0] * players  # by place in the turn order, the start player first
    by_kind: Counter = Counter()
    seats_of_kind: Counter = Counter()
    for g in games:
        for s in g["winners"]:
            shares[s] += 1 / len(g["winners"])
            order[(s - g["first"]) % players] += 1 / len(g["winners"])
            by_kind[g["kinds"][s]] += 1 / len(g["winners"])
        seats_of_kind.update(g["kinds"])
    for label, wins in (("turn order (start player first)", order), ("seat", shares)):
        print(
            f"  win shares by {label}: "
            + " / ".join(f"{100 * w / n:.1f}%" for w in wins)
            + f"; largest over fair share {max(wins) / n * players:.2f}"
        )
    if len(seats_of_kind) > 1:
        kinds = ", ".join(
            f"{k} {100 * by_kind[k] / n:.1f}% of wins with {seats_of_kind[k] / n:.1f} seats"
            for k in sorted(seats_of_kind)
        )
        print(f"  by bot: {kinds}")
    own = GAMES[game_id].balance()
    if own is not None:
        for line in own.report(games, players):
            print(line)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game", choices=sorted(GAMES))
    parser.add_argument("--games", type=int, default=60, help="games a player count")
    parser.add_argument("--players", default="2,3,4", help="player counts, e.g. 2,3,4")
    parser.add_argument("--bots", choices=("greedy", "mix"), default="greedy")
    parser.add_argument("--seed", type=int, default=1, help="the first seed")
    parser.add_argument("--rules", type=int, help="rules version (default: the newest)")
    parser.add_argument("--workers", type=int, default=1, help="processes playing games")
    args = parser.parse_args(argv)
    spec = GAMES[args.game].spec
    rules = spec.rules_version if args.rules is None else args.rules
    if rules not in spec.rules_versions:
        parser.error(f"{spec.names['en']} plays rules versions {spec.rules_versions}")
    counts = [int(n) for n in args.players.split(",")]
    for players in counts:
        spec.check_players(players)
    print(
        f"{spec.names['en']}, rules v{rules}, {args.bots} bots, {args.games} games a "
        f"player count, seeds {args.seed}..{args.seed + args.games - 1}"
    )
    pool = multiprocessing.Pool(args.workers) if args.workers > 1 else None
    try:
        for players in counts:
            jobs = [
                (args.game, players, seat_kinds(players, args.bots, n), args.seed + n, rules)
                for n in range(args.games)
            ]
            started = time.perf_counter()
            games = pool.map(play, jobs) if pool else [play(job) for job in jobs]
            report(args.game, games, players, time.perf_counter() - started)
    finally:
        if pool:
            pool.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
