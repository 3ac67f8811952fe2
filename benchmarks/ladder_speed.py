"""How fast each game's search bot thinks, in CPython and in the browser, side by side.

The same code (``SPEED_CODE``) runs in this CPython and in Pyodide in headless Chromium
(``search_bench.run_in_chromium``: a page on 127.0.0.1, every other request refused),
on the same positions with the same simulation counts: the positions after 10 and after
30 greedy moves of seed 1 (the first with a choice of two actions or more). The search
runs as the browser's Strong level runs it, in slices of ``SLICE_SECONDS`` between
which the page gets the main thread back; the longest slice is how long the page
could not answer a click. The first game is searched once unmeasured first: the wasm
engine runs Pyodide's interpreter unoptimised for its first seconds (without that,
the first game measured ran at a sixth of CPython's speed, the others at 0.3-0.96).
"""

from __future__ import annotations

import json

from benchmarks.search_bench import run_in_chromium

# Run as is by CPython and by Pyodide: INPUT is the job (JSON), OUTPUT the figures.
SPEED_CODE = """
import json, time
from pygames import get_game
from pygames.core.bots import bot_rng, play_bot_turn
from pygames.core.rng import Rng
from pygames.core.search import SLICE_SECONDS

def position(game, bots, options, players, moves):
    greedy = bots.BOTS["greedy"]()
    state = game.new_game(players, options, 1)
    move = 0
    while True:
        movers = game.to_move(state)
        if not movers:
            return None
        seat = movers[0]
        if move >= moves and len(game.legal_actions(state, seat)) > 1:
            return state
        game.apply(state, seat, play_bot_turn(game, state, seat, greedy, bot_rng(1, move)))
        move += 1

def speed(name, game_id, options, players, simulations):
    game = get_game(game_id)
    bots = __import__(f"pygames.{game_id}.bots", fromlist=["SearchBot"])
    sims = seconds = longest = 0.0
    for moves in (10, 30):
        state = position(game, bots, options, players, moves)
        if state is None:
            continue
        seat = game.to_move(state)[0]
        bot = bots.SearchBot(simulations=simulations)
        legal = game.legal_actions(state, seat)
        started = time.perf_counter()
        search = bot.start(game, game.view(state, seat), seat, legal, Rng(5))
        while not search.done:
            sliced = time.perf_counter()
            search.run_for(SLICE_SECONDS)
            longest = max(longest, time.perf_counter() - sliced)
        seconds += time.perf_counter() - started
        sims += search.iterations
    return {"name": name, "per_second": round(sims / seconds), "longest_ms": round(longest * 1000)}

ROWS = json.loads(INPUT)
speed(*ROWS[0])  # unmeasured: Chromium optimises the wasm interpreter in its first seconds
OUTPUT = json.dumps([speed(*row) for row in ROWS])
"""


def measure(rows: list, browser: bool = True) -> list[dict]:
    """Per row (name, game id, options, players, simulations): simulations per second
    and the longest slice, in CPython and (``browser``) in Chromium."""
    job = json.dumps(rows)
    scope = {"INPUT": job}
    exec(compile(SPEED_CODE, "ladder_speed", "exec"), scope)
    figures = {row["name"]: {"cpython": row} for row in json.loads(scope["OUTPUT"])}
    if browser:
        chromium = run_in_chromium(SPEED_CODE, job)
        if isinstance(chromium, str):  # a sentence: why it could not run
            print(f"  (browser figures missing: {chromium})")
        else:
            for row in chromium:
                figures[row["name"]]["chromium"] = row
    return [dict(name=name, **columns) for name, columns in figures.items()]


def print_table(figures: list[dict]) -> None:
    print("\nsearch speed, same positions and counts (simulations/s; longest 20 ms slice)")
    print(f"  {'game':<18} {'CPython':>9} {'Chromium':>9} {'ratio':>6} {'slice ms':>9}")
    for row in figures:
        cpython, chromium = row["cpython"], row.get("chromium")
        if chromium is None:
            print(f"  {row['name']:<18} {cpython['per_second']:>9,}")
            continue
        ratio = chromium["per_second"] / cpython["per_second"]
        print(
            f"  {row['name']:<18} {cpython['per_second']:>9,} {chromium['per_second']:>9,} "
            f"{ratio:>6.2f} {chromium['longest_ms']:>9}"
        )
