#!/usr/bin/env python3
"""How long the coach takes to work out a hint, per game, in CPython and in Pyodide.

    python3 benchmarks/coach_bench.py [--pyodide] [--players 4] [--games 2]

For each game: greedy games of ``--players`` seats (seeds 1..), seat 0 a person; at
the person's decisions early, midway and late in each game the coach works out a hint
(``ui.coach.work_out``: the strongest bot at its fixed simulation count). Prints one
JSON line: per game the simulation count and the seconds of the slowest and the
median hint. ``--pyodide`` runs the same code in our Pyodide runtime under Node, from the zips of
dist/ (``python3 build.py`` first) unpacked as the browser does. Wall-clock figures: the machine's load
average is printed with them. Asserts nothing.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

# Run as is by CPython and by Pyodide: INPUT is the job (JSON), OUTPUT the figures.
CODE = """
import json, time
from pygames import GAMES
from pygames.core.bots import bot_for, bot_rng, strongest_kind
from pygames.core.record import Seat
from ui import coach
from ui.session import Table

def positions(game_id, players, seed):
    table = Table.new(game_id, [Seat("P0")] + [Seat(f"P{i}", "bot:greedy") for i in range(1, players)], seed=seed)
    greedy = bot_for(table.game, "bot:greedy")
    mine = []
    while not table.is_over():
        seat = table.human_to_move()
        if seat is None:
            table.bot_step()
            continue
        mine.append(table.moves)
        legal = table.legal_actions(seat)
        choice = greedy.choose(table.game, table.view(seat), seat, legal, bot_rng(seed, table.moves))
        table.apply(seat, choice)
    record = table.record
    picks = [mine[len(mine) * k // 10] for k in (1, 5, 8)] if mine else []
    return [Table(type(record)(record.game, record.rules_version, record.seed, record.seats,
                               record.options, record.actions[:n])) for n in picks]

def figures(job):
    out = {}
    for game_id in job["games"]:
        spec = GAMES[game_id].spec
        players = max(spec.min_players, min(job["players"], spec.max_players))
        times = []
        for seed in range(1, job["seeds"] + 1):
            for table in positions(game_id, players, seed):
                seat = table.human_to_move()
                started = time.perf_counter()
                coach.work_out(table, seat)
                times.append(time.perf_counter() - started)
        times.sort()
        out[game_id] = {
            "players": players,
            "kind": strongest_kind(spec),
            "simulations": coach.SIMULATIONS.get(game_id),
            "hints": len(times),
            "median_s": round(times[len(times) // 2], 3),
            "max_s": round(times[-1], 3),
        }
    return out

OUTPUT = json.dumps(figures(json.loads(INPUT)))
"""


def run_in_pyodide(job: str):
    if shutil.which("node") is None:
        return "node is not installed"
    import build

    dist = ROOT / "dist" / "py"
    archives = [dist / "app.zip", *sorted((dist / "games").glob("*.zip"))]
    if not archives[0].exists():
        return "build the site first: python3 build.py"
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        (folder / "code.py").write_text(CODE, encoding="utf-8")
        done = subprocess.run(
            [
                "node",
                str(ROOT / "tests" / "pyodide_runner.mjs"),
                str(build.npm_package(*build.PYODIDE)),
                str(folder / "code.py"),
                *map(str, archives),
            ],
            input=job,
            capture_output=True,
            text=True,
            timeout=3600,
            cwd=folder,
        )
    if done.returncode != 0:
        return "Pyodide run failed: " + done.stderr[-2000:]
    return json.loads(done.stdout)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pyodide", action="store_true", help="also in Pyodide under Node")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=2, help="games (seeds) per game")
    parser.add_argument("--only", nargs="*", help="these games only")
    args = parser.parse_args()
    from pygames import GAMES

    job = json.dumps(
        {"games": args.only or list(GAMES), "players": args.players, "seeds": args.games}
    )
    scope = {"INPUT": job}
    exec(compile(CODE, "coach", "exec"), scope)
    figures = {
        "load_average": [round(x, 2) for x in os.getloadavg()],
        "cpython": json.loads(scope["OUTPUT"]),
    }
    if args.pyodide:
        figures["pyodide_node"] = run_in_pyodide(job)
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
