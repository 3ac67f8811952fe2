#!/usr/bin/env python3
"""The search bot's figures: simulations per second, and how often it beats greedy.

    python3 benchmarks/search_bench.py speed [--game GAME] [--pyodide] [--browser] [--simulations 1000]
    python3 benchmarks/search_bench.py match [--game GAME] --lineup 1v3 --games 100 [--simulations 400 | --budget 1] [--mode KEY=VALUE]
    python3 benchmarks/search_bench.py match --lineup 2v2 --games 100 [...]

GAME is a registered game's id (default: the registry's first). speed: simulations
per second of one search from positions early, midway and late in greedy games, for
the default options and each option's every other value (``modes``), in CPython; with ``--pyodide`` in our Pyodide runtime under Node, and
with ``--browser`` in that runtime in headless Chromium (a page served from
127.0.0.1 that loads Pyodide and runs the same code; every other request fails):
both from a zip of pygames/ unpacked the way PyScript does.
Wall-clock figures: the machine's load average is printed with them.

match: 4 players (or the game's most, if fewer) between search and greedy, seeds 1..,
in two line-ups:
- 2v2: search in two seats facing each other, greedy in the other two; the seats swap
  every other game (search, greedy, search, greedy / greedy, search, greedy, search).
  The search side wins a game when its winner is a search seat (a shared win counts
  its share). 50 % is an even match.
- 1v3: one search seat (seat = game number mod 4) against three greedy seats. Reports
  its outright wins (25 % is even), and how often it finished ahead of a greedy seat,
  pair by pair (50 % is even; a tie counts half).
Each game's seats play ``python -m pygames simulate`` style: bot_rng(seed, move), so
the default options' 1v3 figures at the default count can be checked with the command
itself, one run per search seat: ``simulate GAME --players 4 --games 25 --bots
search,greedy,greedy,greedy`` (then greedy,search,greedy,greedy, ...). Here ``--mode``
also plays the other option values. Prints one JSON line; asserts nothing.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pygames import GAMES, get_game  # noqa: E402
from pygames.core.bots import bot_rng, play_bot_turn  # noqa: E402
from tests.browser.chromium import CHROMIUM, CHROMIUM_ARGS  # noqa: E402


def modes(game_id: str) -> dict[str, dict]:
    """The table option sets played: the defaults, then each option's other values one
    at a time ("hand=2")."""
    found = {"default": {}}
    for option in GAMES[game_id].spec.options:
        for value in option.choices[1:]:
            found[f"{option.key}={value}"] = {option.key: value}
    return found


def table_size(game_id: str) -> int:
    spec = GAMES[game_id].spec
    return max(spec.min_players, min(4, spec.max_players))


# Run as is by CPython and by Pyodide: INPUT is the job (JSON), OUTPUT the figures.
SPEED_CODE = """
import json, time
from pygames import GAMES, get_game
from pygames.core.bots import bot_rng, play_bot_turn
from pygames.core.rng import Rng

def position(game, options, players, moves, seed):
    state = game.new_game(players, options, seed)
    greedy = GAMES[game.spec.id].bots()["greedy"]()
    for n in range(moves):
        if not game.to_move(state):
            break
        seat = game.to_move(state)[0]
        game.apply(state, seat, play_bot_turn(game, state, seat, greedy, bot_rng(seed, n)))
    return state

def speed(job):
    game = get_game(job["game"])
    SearchBot = GAMES[job["game"]].bots()["search"]
    rows = []
    for name, options in job["modes"].items():
        sims = seconds = 0
        for moves in (1, 24, 48):
            state = position(game, options, job["players"], moves, 11)
            seat = game.to_move(state)[0]
            bot = SearchBot(simulations=job["simulations"])
            started = time.perf_counter()
            search = bot.start(game, game.view(state, seat), seat, game.legal_actions(state, seat), Rng(5))
            while not search.done:
                search.step(50)
            seconds += time.perf_counter() - started
            sims += search.iterations
        rows.append({"mode": name, "simulations": sims, "per_second": round(sims / seconds)})
    return rows

OUTPUT = json.dumps(speed(json.loads(INPUT)))
"""


def bench_speed(args) -> None:
    job = json.dumps(
        {
            "game": args.game,
            "modes": modes(args.game),
            "players": table_size(args.game),
            "simulations": args.simulations,
        }
    )
    scope = {"INPUT": job}
    exec(compile(SPEED_CODE, "speed", "exec"), scope)
    figures = {
        "load_average": [round(x, 2) for x in os.getloadavg()],
        "cpython": json.loads(scope["OUTPUT"]),
    }
    if args.pyodide:
        figures["pyodide_node"] = run_in_pyodide(SPEED_CODE, job)
    if args.browser:
        figures["pyodide_chromium"] = run_in_chromium(SPEED_CODE, job)
    print(json.dumps(figures))


def zip_pygames(archive: Path) -> None:
    with zipfile.ZipFile(archive, "w") as zf:
        for path in sorted((ROOT / "pygames").rglob("*.py")):
            zf.write(path, path.relative_to(ROOT).as_posix())


def run_in_pyodide(code: str, job: str):
    if shutil.which("node") is None:
        return "node is not installed"
    import build

    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        archive = folder / "pygames.zip"
        zip_pygames(archive)
        (folder / "code.py").write_text(code, encoding="utf-8")
        done = subprocess.run(
            [
                "node",
                str(ROOT / "tests" / "pyodide_runner.mjs"),
                str(build.npm_package(*build.PYODIDE)),
                str(folder / "code.py"),
                str(archive),
            ],
            input=job,
            capture_output=True,
            text=True,
            timeout=1200,
            cwd=folder,
        )
    if done.returncode != 0:
        return "Pyodide run failed: " + done.stderr[-2000:]
    return json.loads(done.stdout)


BROWSER_PAGE = """<!doctype html>
<html data-state="loading"><head><meta charset="utf-8"><title>search speed</title>
<link rel="icon" href="data:,"></head><body>
<script type="module">
import { loadPyodide } from "./pyodide/pyodide.mjs";
try {
  const pyodide = await loadPyodide({ indexURL: new URL("./pyodide/", location.href).href });
  const archive = await (await fetch("./pygames.zip")).arrayBuffer();
  pyodide.unpackArchive(archive, "zip", { extractDir: "." });
  pyodide.globals.set("INPUT", await (await fetch("./job.json")).text());
  await pyodide.runPythonAsync(await (await fetch("./code.py")).text());
  document.body.dataset.output = String(pyodide.globals.get("OUTPUT"));
  document.documentElement.dataset.state = "done";
} catch (error) {
  document.body.dataset.output = String(error);
  document.documentElement.dataset.state = "error";
}
</script></body></html>
"""


def run_in_chromium(code: str, job: str):
    """Run ``code`` with INPUT = ``job`` in Pyodide in headless Chromium; its OUTPUT."""
    import threading

    import build

    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        return "playwright is not installed"
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        runtime = build.npm_package(*build.PYODIDE)
        (folder / "pyodide").mkdir()
        for name in build.PYODIDE_FILES:
            shutil.copy(runtime / name, folder / "pyodide" / name)
        zip_pygames(folder / "pygames.zip")
        (folder / "code.py").write_text(code, encoding="utf-8")
        (folder / "job.json").write_text(job, encoding="utf-8")
        (folder / "index.html").write_text(BROWSER_PAGE, encoding="utf-8")
        server = build.make_server(folder, "127.0.0.1", 0)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        origin = f"http://127.0.0.1:{server.server_address[1]}/"
        try:
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
                page = browser.new_page()
                page.route(
                    "**/*",
                    lambda route: (
                        route.continue_() if route.request.url.startswith(origin) else route.abort()
                    ),
                )
                page.goto(origin + "index.html")
                page.wait_for_selector(
                    "html[data-state=done], html[data-state=error]",
                    state="attached",
                    timeout=600_000,
                )
                state = page.evaluate("document.documentElement.dataset.state")
                output = page.evaluate("document.body.dataset.output")
                browser.close()
        finally:
            server.shutdown()
            server.server_close()
    if state != "done":
        return "Pyodide in Chromium failed: " + output[-2000:]
    return json.loads(output)


# -- matches -----------------------------------------------------------------------------


def play(game, bots: list, seed: int, options: dict | None = None):
    """A whole game; returns its result."""
    state = game.new_game(len(bots), options, seed)
    move = 0
    while True:
        movers = game.to_move(state)
        if not movers:
            return game.result(state)
        seat = movers[0]
        action = play_bot_turn(game, state, seat, bots[seat], bot_rng(seed, move))
        game.apply(state, seat, action)
        move += 1


def bench_match(args) -> None:
    game = get_game(args.game)
    bots = GAMES[args.game].bots()
    players = table_size(args.game)
    settings = {"budget": args.budget} if args.budget else {"simulations": args.simulations}
    for knob in ("depth", "widening", "exploration"):
        if getattr(args, knob) is not None:
            settings[knob] = getattr(args, knob)
    search, greedy = bots["search"](**settings), bots["greedy"]()
    side_wins = outright = ahead = pairs = 0.0
    margins = []
    started = time.perf_counter()
    for n in range(args.games):
        seed = args.seed + n
        if args.lineup == "2v2":
            mine = tuple(range(n % 2, players, 2))
        else:
            mine = (n % players,)
        seats = [search if seat in mine else greedy for seat in range(players)]
        result = play(game, seats, seed, modes(args.game)[args.mode])
        winners = result.winners
        side_wins += sum(1 for w in winners if w in mine) / len(winners)
        scores = result.scores
        theirs = [s for seat, s in enumerate(scores) if seat not in mine]
        for seat in mine:
            outright += 1 / len(winners) if seat in winners else 0
            for other in theirs:
                ahead += 1 if scores[seat] > other else 0.5 if scores[seat] == other else 0
                pairs += 1
            margins.append(scores[seat] - sum(theirs) / len(theirs))
        if args.progress:
            print(
                f"game {n + 1}: scores {scores} search seats {mine} side wins {side_wins:g}",
                file=sys.stderr,
                flush=True,
            )
    elapsed = time.perf_counter() - started
    games = args.games
    print(
        json.dumps(
            {
                "game": args.game,
                "lineup": args.lineup,
                "mode": args.mode,
                "games": games,
                "settings": settings,
                "seeds": [args.seed, args.seed + games - 1],
                "search_side_win_rate": round(side_wins / games, 3),
                "search_seat_outright_win_rate": round(
                    outright / (games * (2 if args.lineup == "2v2" else 1)), 3
                ),
                "ahead_of_greedy_pairwise": round(ahead / pairs, 3),
                "mean_margin_over_greedy": round(sum(margins) / len(margins), 2),
                "seconds": round(elapsed, 1),
            }
        )
    )


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    first = next(iter(GAMES))
    speed = sub.add_parser("speed")
    speed.add_argument("--game", choices=sorted(GAMES), default=first)
    speed.add_argument("--simulations", type=int, default=1000)
    speed.add_argument("--pyodide", action="store_true", help="also in Pyodide under Node")
    speed.add_argument(
        "--browser", action="store_true", help="also in Pyodide in headless Chromium"
    )
    match = sub.add_parser("match")
    match.add_argument("--game", choices=sorted(GAMES), default=first)
    match.add_argument("--lineup", choices=("2v2", "1v3"), default="2v2")
    match.add_argument("--mode", default="default", help="table options: KEY=VALUE")
    match.add_argument("--games", type=int, default=100)
    match.add_argument("--seed", type=int, default=1)
    match.add_argument("--simulations", type=int, default=400)
    match.add_argument("--budget", type=float)
    match.add_argument("--depth", type=int, help="search tree depth (default: the bot's)")
    match.add_argument("--widening", type=int)
    match.add_argument("--exploration", type=float)
    match.add_argument("--progress", action="store_true")
    args = parser.parse_args(argv)
    if args.command == "match" and args.mode not in modes(args.game):
        parser.error(f"--mode is one of {', '.join(modes(args.game))}")
    if args.command == "speed":
        bench_speed(args)
    else:
        bench_match(args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
