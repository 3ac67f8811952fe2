#!/usr/bin/env python3
"""Benchmarks of the built site; prints figures, asserts nothing about speed.

    python3 benchmarks/bench.py [--runs 3] [--clicks 40] [--moves 300] [--only boot,clicks,heap,playouts]
    python3 benchmarks/bench.py --only clicks --site /tmp/dist-before [--games GAME,GAME]
    python3 benchmarks/bench.py --only clicks --site /tmp/dist-after --compare before=/tmp/dist-before
    python3 benchmarks/bench.py --only boot --runs 7 --compare before=/tmp/dist-before
    python3 benchmarks/bench.py --only links --links 10,40 --runs 3
    python3 build.py --dist /tmp/a && python3 benchmarks/bench.py --only boot --site /tmp/a ...

1. Boot (benchmarks/boot_bench.py): time to data-app-state=ready of the site vs a
   blank page that only runs loadPyodide() on the same runtime files, on a first visit
   (fresh profile) and a repeat visit (reload, restoring the memory snapshot), with
   bytes until ready and in total, the JS heap, which boot path was taken, whether
   random differs between two restored loads, and playouts per second after a restore
   vs a plain boot. Every build given with --compare boots in the same runs, in turn
   with the others, so a change is measured side by side under the same load. "Not
   loadPyodide" is the time to ready outside loadPyodide() itself.
   --only links: a first visit on emulated 10 and 40 Mbit/s links, bare vs the site
   as it is vs the site fetching the snapshot before starting (what decides when the
   snapshot is used).
2. Click-to-repaint latency of each game, two people at one device (and a bot where a
   game needs three): median and p95 of the time from a click on a game action to the
   board's data-moves changing and the new board painted. The driver clicks legal
   actions found by their data-action attributes, passes the privacy screen and builds
   multi-click decisions (card, then quarter) without counting those clicks.
   With --compare, each build plays each game in the same runs, in turn.
3. JS heap after 10 and after 300 moves of bot games.
4. Random playouts per second of every game, CPython vs Pyodide (under Node).

Chromium runs with the test flags and a proxy that is not there, so nothing leaves
127.0.0.1. Parts that need the UI print a note and are skipped when it is missing.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import build  # noqa: E402
from benchmarks.boot_bench import BARE_PAGE, bench_boot, first_visit_on_links  # noqa: E402
from benchmarks.browsing import (  # noqa: E402
    counting_server,
    heap_used,
    new_profile,
    url_of,
    wait_ready,
)

# One step of a game played by clicking, as a person would: returns what it did.
# - the privacy screen between two people at one device ("ui:reveal N"): {revealed};
# - a game action (any data-action not starting "ui:"; each is a whole move), timed from
#   the click until the board's data-moves changed and the new board was painted: {ms};
# - when a decision takes several clicks (Cake Master's card before its quarter or its
#   passes, Food Tycoon's ingredient picker), a click that builds it: {prepared};
# - nothing to click (a bot's turn, or the game is over): {idle}.
# Only data-action attributes are relied on, so the markup may change around them.
PLAY_STEP = """async (n) => {
  const enabled = (el) => !el.disabled && !el.hasAttribute("disabled")
    && el.getAttribute("aria-disabled") !== "true" && !el.closest("[hidden]");
  const find = (selector) => [...document.querySelectorAll(selector)].filter(enabled);
  const click = (el) =>
    el.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, view: window }));
  // The page has answered a click once something changed and a frame was painted.
  const settled = (done, limitMs) => new Promise((resolve) => {
    const timer = setTimeout(() => { watch.disconnect(); resolve(false); }, limitMs);
    const watch = new MutationObserver(() => {
      if (!done()) return;
      watch.disconnect();
      clearTimeout(timer);
      // rAF runs just before the frame is painted; the task after it, just after.
      requestAnimationFrame(() => setTimeout(() => resolve(true), 0));
    });
    watch.observe(document, { subtree: true, childList: true, attributes: true });
  });
  const movesNow = () => {
    const board = document.querySelector("[data-moves]");
    return board ? Number(board.dataset.moves) : null;
  };
  const before = movesNow();
  if (before === null) return { skip: "no element with data-moves" };
  const pick = (list) => list[(n * 7919) % list.length];

  const reveal = find('[data-action^="ui:reveal"]');
  if (reveal.length) {
    const answered = settled(() => true, 5000);
    click(reveal[0]);
    await answered;
    return { revealed: reveal[0].dataset.action };
  }
  const moves = find('[data-action]:not([data-action^="ui:"])');
  if (!moves.length) {
    const steps = find('[data-action^="ui:pick "]:not([aria-pressed="true"]), [data-action^="ui:add "]');
    if (!steps.length) return { idle: true };
    const step = pick(steps);
    const answered = settled(() => true, 5000);
    click(step);
    await answered;
    return { prepared: step.dataset.action };
  }
  const target = pick(moves);
  const answered = settled(() => movesNow() !== null && movesNow() > before, 5000);
  const started = performance.now();
  click(target);
  return (await answered)
    ? { ms: performance.now() - started, action: target.dataset.action }
    : { timeout: target.dataset.action };
}"""


def click_seats(spec) -> str:
    """The table timed by --only clicks: two people at one device (and greedy bots where
    a game needs more players; they move after the default pause, never inside a timed
    click)."""
    bots = [f"bot:greedy:{chr(ord('C') + n)}" for n in range(max(0, spec.min_players - 2))]
    return ",".join(["human:A", "human:B", *bots])


def click_tables() -> dict[str, str]:
    """Every registered game's --only clicks table, by id (the registry's order)."""
    from pygames import GAMES

    return {game_id: click_seats(manifest.spec) for game_id, manifest in GAMES.items()}


def heap_game() -> str:
    """The game of the heap measurement: the registry's first."""
    return next(iter(click_tables()))


MOVES = "(() => { const b = document.querySelector('[data-moves]'); return b ? Number(b.dataset.moves) : null; })()"


def bench_clicks(playwright, tmp: Path, sites: list, clicks: int, games: list[str], runs: int):
    """Each game played ``runs`` times on each site (label, server, counter): a fresh
    profile each time, sites and games in turn so a busy machine slows each alike.
    The figures pool every run's clicks."""
    print("\nClick to repaint: ms from a click on a game action to the new board painted")
    print(f"  {clicks} moves a game, {runs} runs each, pooled; per run: median/p95")
    labels = [label for label, *_ in sites]
    times = {(label, g): [] for label in labels for g in games}
    per_run = {(label, g): [] for label in labels for g in games}
    kinds = {(label, g): {} for label in labels for g in games}
    notes = {(label, g): set() for label in labels for g in games}
    for run in range(runs):
        shift = run % len(sites)
        for game_id in games:
            for label, server, _counter in sites[shift:] + sites[:shift]:
                key = (label, game_id)
                mine: list[float] = []
                notes[key].update(
                    click_game(playwright, tmp, server, game_id, clicks, mine, kinds[key])
                )
                times[key] += mine
                per_run[key].append(f"{median(mine):.0f}/{p95(mine):.0f}" if mine else "-")
    for game_id in games:
        for label in labels:
            key = (label, game_id)
            name = game_id if len(labels) == 1 else f"{game_id} {label}"
            print(f"  {name:<11} ({click_tables()[game_id]}): " + summary(times[key]))
            print(f"    per run: {' '.join(per_run[key])}")
            print(
                "    moves clicked: " + ", ".join(f"{k} {v}" for k, v in sorted(kinds[key].items()))
            )
            for note in sorted(notes[key]):
                print(f"    note: {note}")


def click_game(playwright, tmp, site, game_id, clicks, times, kinds) -> list[str]:
    context = new_profile(playwright, tmp, f"clicks-{game_id}")
    try:
        page = context.pages[0] if context.pages else context.new_page()
        page.goto(url_of(site, f"#new={game_id}&seats={click_tables()[game_id]}&seed=1"))
        wait_ready(page)
        try:
            page.wait_for_selector("[data-moves]", timeout=30_000)
        except Exception:
            return ["skipped: the page shows no element with data-moves"]
        return click_moves(page, clicks, times, kinds)
    finally:
        context.close()


def median(times: list[float]) -> float:
    return statistics.median(times)


def p95(times: list[float]) -> float:
    """The 95th percentile, nearest rank."""
    ordered = sorted(times)
    return ordered[min(len(ordered) - 1, int(round(0.95 * (len(ordered) - 1))))]


def summary(times: list[float]) -> str:
    """Median, p95 and the slowest of click times, in ms."""
    if not times:
        return "no click applied a move"
    return (
        f"{len(times)} moves, median {median(times):.1f}, p95 {p95(times):.1f}, "
        f"max {max(times):.1f}"
    )


IDLE_LIMIT_S = 15  # nothing to click for this long: the game is over, or a bot is stuck


def click_moves(
    page, wanted: int, times: list | None = None, kinds: dict | None = None
) -> list[str]:
    """Click until ``wanted`` game actions applied a move (each one's time appended to
    ``times``, its first word counted in ``kinds``); returns notes on what went wrong."""
    notes: list[str] = []
    applied = steps = 0
    idle_since = None
    while applied < wanted and steps < 10 * wanted + 50:
        # Waiting is not a step: the same game gets the same clicks however long bots take.
        outcome = page.evaluate(PLAY_STEP, steps)
        if outcome.get("idle"):
            idle_since = idle_since or time.monotonic()
            if time.monotonic() - idle_since > IDLE_LIMIT_S:
                notes.append(f"nothing to click for {IDLE_LIMIT_S} s after {applied} moves")
                break
            time.sleep(0.05)
            continue
        idle_since = None
        steps += 1
        if "ms" in outcome:
            applied += 1
            if times is not None:
                times.append(outcome["ms"])
            if kinds is not None:
                kind = outcome["action"].split()[0]
                kinds[kind] = kinds.get(kind, 0) + 1
        elif "skip" in outcome:
            notes.append(outcome["skip"])
            break
        elif "timeout" in outcome:
            notes.append(f"no move within 5 s of clicking {outcome['timeout']!r}")
    if applied < wanted and not notes:
        notes.append(f"only {applied} moves in {steps} clicks")
    return notes


def bench_heap(playwright, tmp: Path, site, target_moves: int) -> None:
    print(
        f"\nJS heap (used, after a forced GC): 10 moves by clicks, then bot games to {target_moves} moves"
    )
    context = new_profile(playwright, tmp, "heap")
    try:
        page = context.pages[0] if context.pages else context.new_page()
        cdp = context.new_cdp_session(page)
        page.goto(url_of(site, f"?botdelay=0#new={heap_game()}&seats=human:A,human:B&seed=1"))
        wait_ready(page)
        print(f"  at ready: {heap_used(cdp) / 1e6:.1f} MB")
        try:
            page.wait_for_selector("[data-moves]", timeout=30_000)
        except Exception:
            print("  skipped: no element with data-moves")
            return
        notes = click_moves(page, 10)
        done = page.evaluate(MOVES) or 0
        print(
            f"  after {done} moves: {heap_used(cdp) / 1e6:.1f} MB"
            + (f" ({'; '.join(notes)})" if notes else "")
        )
        # Same page from here on: a new game per fragment, as a player starting another.
        seats, seed, last, still_since = "seats=bot:random:A,bot:random:B", 1, -1, time.monotonic()
        page.evaluate(f"location.hash = '#new={heap_game()}&{seats}&seed={seed}'")
        deadline = time.monotonic() + 600
        while time.monotonic() < deadline:
            moves = page.evaluate(MOVES) or 0
            if done + moves >= target_moves:
                print(
                    f"  after {done + moves} moves ({seed} bot games): {heap_used(cdp) / 1e6:.1f} MB"
                )
                return
            if moves != last:
                last, still_since = moves, time.monotonic()
            elif time.monotonic() - still_since > 3:  # game over (or stuck): next game
                if moves == 0:
                    print("  skipped: bots do not move (is ?botdelay=0 supported?)")
                    return
                done += moves
                seed += 1
                page.evaluate(f"location.hash = '#new={heap_game()}&{seats}&seed={seed}'")
                last, still_since = -1, time.monotonic()
            time.sleep(0.05)
        print(f"  stopped: only {done} moves in 10 minutes")
    finally:
        context.close()


# -- playouts --------------------------------------------------------------------------------------
PLAYOUT_CODE = """
import json, time
from pygames.core.bots import bot_for, bot_rng, play_bot_turn
from pygames import get_game

def playouts(game_id, players, seconds):
    game = get_game(game_id)
    bot = bot_for(game, "bot:random")
    games = actions = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        state = game.new_game(players, {}, games + 1)
        n = 0
        while True:
            movers = game.to_move(state)
            if not movers:
                break
            seat = movers[0]
            game.apply(state, seat, play_bot_turn(game, state, seat, bot, bot_rng(games + 1, n)))
            n += 1
        games += 1
        actions += n
    elapsed = time.perf_counter() - started
    return {"game": game_id, "players": players, "games_per_s": games / elapsed,
            "actions_per_s": actions / elapsed}

job = json.loads(INPUT)
OUTPUT = json.dumps([playouts(g, p, job["seconds"]) for g, p in job["tables"]])
"""


def bench_playouts(seconds: float) -> None:
    from pygames import GAMES  # here, so the browser parts run whatever state the engines are in

    # Each game at its smallest table and at four players (or its largest, if fewer).
    tables = []
    for game_id, spec in ((g, m.spec) for g, m in GAMES.items()):
        for players in sorted({spec.min_players, min(4, spec.max_players)}):
            tables.append((game_id, players))
    job = json.dumps({"tables": tables, "seconds": seconds})
    scope = {"INPUT": job}
    exec(compile(PLAYOUT_CODE, "playouts", "exec"), scope)
    cpython = json.loads(scope["OUTPUT"])
    pyodide = None
    if shutil.which("node"):
        with tempfile.TemporaryDirectory() as tmp:
            code = Path(tmp) / "playouts.py"
            code.write_text(PLAYOUT_CODE)
            archives = [
                build.DIST / "py" / "app.zip",
                *sorted((build.DIST / "py" / "games").glob("*.zip")),
            ]
            done = subprocess.run(
                [
                    "node",
                    str(ROOT / "tests" / "pyodide_runner.mjs"),
                    str(build.npm_package(*build.PYODIDE)),
                    str(code),
                    *map(str, archives),
                ],
                input=job,
                capture_output=True,
                text=True,
                timeout=600,
            )
            if done.returncode == 0:
                pyodide = json.loads(done.stdout)
            else:
                print("  Pyodide run failed:", done.stderr[-2000:])
    print(f"\nRandom playouts ({seconds:g} s each)")
    for i, mine in enumerate(cpython):
        line = f"  {mine['game']:<11} {mine['players']} players: CPython {mine['games_per_s']:.1f} games/s ({mine['actions_per_s']:,.0f} actions/s)"
        if pyodide:
            theirs = pyodide[i]
            line += (
                f", Pyodide/Node {theirs['games_per_s']:.1f} games/s ({theirs['actions_per_s']:,.0f} actions/s),"
                f" ratio {mine['games_per_s'] / theirs['games_per_s']:.2f}x"
            )
        print(line)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--runs", type=int, default=None, help="how many times each is measured (boot 5, clicks 3)"
    )
    parser.add_argument("--clicks", type=int, default=40)
    parser.add_argument("--moves", type=int, default=300)
    parser.add_argument(
        "--games",
        default=",".join(click_tables()),
        help="clicks: comma-separated games to time (default: all)",
    )
    parser.add_argument("--playout-seconds", type=float, default=3.0)
    parser.add_argument(
        "--links", default="10,40", help="links: emulated link speeds in Mbit/s (first visits)"
    )
    parser.add_argument(
        "--only",
        default="playouts,boot,clicks,heap",
        help="comma-separated parts to run (default: all but links)",
    )
    parser.add_argument(
        "--compare",
        action="append",
        default=[],
        metavar="LABEL=DIR",
        help="boot, clicks: also time another built site (e.g. a copy of dist/ with a "
        "change), side by side with this build in the same runs; repeatable",
    )
    parser.add_argument("--no-build", action="store_true", help="time the dist/ already there")
    parser.add_argument(
        "--site",
        type=Path,
        default=build.DIST,
        help="the built site to time (default: dist/, built first unless --no-build)",
    )
    args = parser.parse_args(argv)
    parts = set(args.only.split(","))

    if not args.no_build and args.site == build.DIST:
        build.build()
    if "playouts" in parts:
        bench_playouts(args.playout_seconds)
    if not parts & {"boot", "links", "clicks", "heap"}:
        return 0
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        bare_root = tmp / "bare"
        bare_root.mkdir()
        (bare_root / "bare.html").write_text(BARE_PAGE)
        # Pyodide's own files as its npm package has them (its full standard library
        # and lock file), served as they are: what the site is measured against.
        os.symlink(build.npm_package(*build.PYODIDE), bare_root / "pyodide")
        site, site_counter = counting_server(args.site)
        plain_site, plain_counter = counting_server(args.site, plain=True)
        bare, bare_counter = counting_server(bare_root, plain=True)
        sites = [("site", site, site_counter), ("plain host", plain_site, plain_counter)]
        for item in args.compare:
            label, _, folder = item.partition("=")
            sites.append((label, *counting_server(Path(folder))))
        print(f"\nsite {url_of(site)}  bare {url_of(bare, 'bare.html')}")
        try:
            with sync_playwright() as playwright:
                if "boot" in parts:
                    bench_boot(playwright, tmp, sites, bare, bare_counter, args.runs or 5)
                if "links" in parts:
                    links = [float(x) for x in args.links.split(",")]
                    first_visit_on_links(playwright, tmp, plain_site, bare, links, args.runs or 3)
                if "clicks" in parts:
                    builds = [entry for entry in sites if entry[0] != "plain host"]
                    bench_clicks(
                        playwright, tmp, builds, args.clicks, args.games.split(","), args.runs or 3
                    )
                if "heap" in parts:
                    bench_heap(playwright, tmp, site, args.moves)
        finally:
            for server in [bare] + [server for _, server, _ in sites]:
                server.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
