"""Does the review see what matters? (benchmarks/RESULTS.md, "Reviews").

    python3 benchmarks/review_check.py [--games 3] [--players 3] [--only GAME]
        [--search-simulations N]

Per game: seeded games of one random seat against search seats (the random seat moves
a seat on each game), each reviewed whole at the game's review settings (its
manifest's ``Tuning.review_…``). Printed side by side:

- the mean loss a judged move (a move with two choices or more) of the random seat and
  of the search seats, and their ratio (the goal: 3 or more in every game);
- how often the review calls a move a mistake, per seat kind;
- "best holds": of the moves where the review named a better move than the one played,
  the share where that better move, valued again on fresh deals (twice the review's
  playouts, other dice), is worth no less than the move played, less twice the
  standard error of that new comparison (the search's own spread);
- the review's time a move and a game (CPython; the browser's Pyodide is about three
  times slower).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pygames import GAMES  # noqa: E402
from pygames.core import review  # noqa: E402
from pygames.core.bots import bot_for, bot_rng, play_bot_turn, strongest_bot  # noqa: E402
from pygames.core.record import Seat, new_record, start  # noqa: E402
from pygames.core.rng import Rng  # noqa: E402
from pygames.core.search import drain  # noqa: E402

FRESH_SEED = 0x5EC0_4D00  # the re-valuation's dice, apart from the review's


def seats_of(spec, players: int, game_number: int) -> list[Seat]:
    players = max(spec.min_players, min(players, spec.max_players))
    kinds = ["bot:search"] * players
    kinds[game_number % players] = "bot:random"
    return [Seat(f"{kind[4:]} {n + 1}", kind) for n, kind in enumerate(kinds)]


def best_holds(record, verdicts) -> tuple[int, int]:
    """(moves whose better move held on fresh deals, moves with a better move). Each is
    valued again by the policy of the review's own search of that move, run as the
    review ran it (a policy may keep what its decision's search set up)."""
    game, state = start(record)
    simulations, playouts, _ = review.settings(record.game)
    bot = strongest_bot(game, simulations)
    held = named = 0
    for index, ((seat, text), verdict) in enumerate(zip(record.actions, verdicts)):
        if verdict.best != verdict.action:
            view = game.view(state, seat)
            legal = game.legal_actions(state, seat)
            rng = Rng(review.review_rng(record.seed, index, 0))
            search = bot.start(game, view, seat, legal, rng)
            drain(_searched(search))
            fresh = record.seed ^ FRESH_SEED
            candidates = [text, verdict.best]
            values = drain(
                review._values(
                    game, view, seat, candidates, index, fresh, search.policy, 2 * playouts
                )
            )
            gains = [b - p for p, b in zip(values[0], values[1])]
            named += 1
            held += review._mean(gains) >= -2 * review._standard_error(gains)
        game.apply(state, seat, text)
    return held, named


def _searched(search):
    while not search.done:
        search.run_for(1.0)
        yield None


def check_game(game_id: str, games: int, players: int, search_simulations: int | None) -> dict:
    spec = GAMES[game_id].spec
    losses = {"random": [], "search": []}
    mistakes = {"random": 0, "search": 0}
    held = named = 0
    seconds = moves = 0.0
    for n in range(games):
        seats = seats_of(spec, players, n)
        record = _played(game_id, seats, 9_000 + n, search_simulations)
        started = time.perf_counter()
        verdicts = review.review(record)
        seconds += time.perf_counter() - started
        moves += len(verdicts)
        for verdict in verdicts:
            if verdict.choices > 1:
                kind = seats[verdict.seat].kind[4:]
                losses[kind].append(verdict.loss)
                mistakes[kind] += verdict.mistake
        h, m = best_holds(record, verdicts)
        held, named = held + h, named + m
    mean = {kind: sum(found) / len(found) if found else 0.0 for kind, found in losses.items()}
    return {
        "game": game_id,
        "games": games,
        "judged": {kind: len(found) for kind, found in losses.items()},
        "loss": mean,
        "ratio": mean["random"] / mean["search"] if mean["search"] else float("inf"),
        "mistakes": {k: mistakes[k] / max(1, len(losses[k])) for k in losses},
        "held": (held, named),
        "per_move": seconds / max(1, moves),
        "per_game": seconds / games,
        "unit": review.unit_of(GAMES[game_id].rules()),
    }


def _played(game_id: str, seats: list[Seat], seed: int, simulations: int | None):
    """A seeded bot game as a record, its search seats at ``simulations`` if given."""
    game = GAMES[game_id].rules()
    record = new_record(game_id, seats, None, seed)
    state = game.new_game(len(seats), record.options, seed)
    bots = [bot_for(game, seat.kind) for seat in seats]
    for bot in bots:
        if simulations is not None and hasattr(bot, "start"):
            bot.simulations, bot.budget = simulations, None
    while movers := game.to_move(state):
        seat = movers[0]
        rng = bot_rng(seed, len(record.actions))
        action = play_bot_turn(game, state, seat, bots[seat], rng)
        game.apply(state, seat, action)
        record.actions.append((seat, str(action)))
    return record


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--only", choices=sorted(GAMES))
    parser.add_argument("--search-simulations", type=int)
    args = parser.parse_args()
    print(
        "| game | unit | moves judged (random / search) | mean loss: random | search "
        "| ratio | mistakes: random | search | best holds | review s a move | s a game |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for game_id in [args.only] if args.only else sorted(GAMES):
        row = check_game(game_id, args.games, args.players, args.search_simulations)
        held, named = row["held"]
        print(
            f"| {game_id} | {row['unit']} | {row['judged']['random']} / {row['judged']['search']} "
            f"| {row['loss']['random']:.3g} | {row['loss']['search']:.3g} | {row['ratio']:.1f} "
            f"| {row['mistakes']['random']:.0%} | {row['mistakes']['search']:.0%} "
            f"| {held}/{named} ({held / max(1, named):.0%}) "
            f"| {row['per_move']:.3f} | {row['per_game']:.1f} |",
            flush=True,
        )


if __name__ == "__main__":
    main()
