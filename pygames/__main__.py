"""Command line: check and benchmark the engines without a browser.

python -m pygames simulate GAME --players 4 --games 200 --seed 1 [--bots greedy,random] [--records DIR]
    [--option KEY=VALUE ...] [--rotate]   (game options; move the bots a seat on each game)
    [--budget SECONDS]   (search bots: seconds per move instead of a fixed simulation count)
python -m pygames replay RECORD.json
python -m pygames export RECORD.json     (the position after the last move, as JSON)
python -m pygames review RECORD.json     (every move judged: JSON, one entry a move)
    [--simulations N] [--playouts K] [--lang en|zh-TW|ja]
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time

from pygames import GAMES, get_game
from pygames.core import review
from pygames.core.bots import bot_for, bot_rng, play_bot_turn
from pygames.core.errors import RecordError
from pygames.core.messages import LANGUAGES, Msg
from pygames.core.record import Record, Seat, new_record, replay


def play_out(
    game_id: str,
    seats: list[Seat],
    seed: int,
    options: dict | None = None,
    budget: float | None = None,
) -> Record:
    """A whole game between bots, as a record. ``budget``: seconds of wall clock per
    decision for the bots that search (else they run their fixed simulation count)."""
    game = get_game(game_id)
    record = new_record(game_id, seats, options, seed)
    state = game.new_game(len(seats), record.options, seed)
    bots = [bot_for(game, seat.kind) for seat in seats]
    if budget is not None:
        for bot in bots:
            if hasattr(bot, "budget"):
                bot.budget, bot.simulations = budget, None
    while True:
        movers = game.to_move(state)
        if not movers:
            return record
        seat = movers[0]
        action = play_bot_turn(game, state, seat, bots[seat], bot_rng(seed, len(record.actions)))
        game.apply(state, seat, action)
        record.actions.append((seat, str(action)))


def simulate(args) -> dict:
    game = get_game(args.game)
    kinds = [f"bot:{k}" for k in args.bots.split(",")]
    if args.records:
        os.makedirs(args.records, exist_ok=True)
    options = _options(game, args.option or [])
    wins = [0.0] * args.players
    wins_by_kind = dict.fromkeys(kinds, 0.0)
    started = time.perf_counter()
    finished = 0
    for n in range(args.games):
        seed = args.seed + n
        # --rotate: game n seats the kinds n places on, so each kind plays every seat.
        shift = n % args.players if args.rotate else 0
        seat_kinds = [kinds[(i - shift) % args.players % len(kinds)] for i in range(args.players)]
        seats = [Seat(f"{kind[4:]} {i + 1}", kind) for i, kind in enumerate(seat_kinds)]
        record = play_out(args.game, seats, seed, options, budget=args.budget)
        _, state = replay(record) if args.records else (None, None)
        result = game.result(state) if state else None
        if result is None:
            state = game.new_game(args.players, record.options, seed)
            for seat, text in record.actions:
                game.apply(state, seat, text)
            result = game.result(state)
        finished += result is not None
        for w in result.winners:
            wins[w] += 1 / len(result.winners)
            wins_by_kind[seat_kinds[w]] += 1 / len(result.winners)
        if args.records:
            with open(
                os.path.join(args.records, f"{args.game}-{seed}.json"), "w", encoding="utf-8"
            ) as fh:
                fh.write(record.dumps())
    elapsed = time.perf_counter() - started
    return {
        "game": args.game,
        "players": args.players,
        "bots": kinds,
        "games": args.games,
        "finished": finished,
        "seconds": round(elapsed, 3),
        "games_per_second": round(args.games / elapsed, 2) if elapsed else None,
        "options": options,
        "rotate": bool(args.rotate),
        "wins": [round(w, 2) for w in wins],
        "wins_by_bot": {kind: round(w, 2) for kind, w in wins_by_kind.items()},
    }


def _options(game, pairs: list[str]) -> dict:
    """Game options from ``key=value`` texts (numbers where the option's choices are)."""
    given = {}
    for pair in pairs:
        key, eq, value = pair.partition("=")
        option = next((o for o in game.spec.options if o.key == key), None)
        if not eq or option is None:
            raise ValueError(f"{pair!r} is not key=value for an option of {game.spec.names['en']}.")
        given[key] = next((c for c in option.choices if str(c) == value), value)
    return game.spec.option_values(given)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m pygames")
    sub = parser.add_subparsers(dest="command", required=True)
    sim = sub.add_parser("simulate", help="bots play whole games; prints a JSON summary")
    sim.add_argument("game", choices=sorted(GAMES))
    sim.add_argument("--players", type=int, default=4)
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--bots", default="random", help="comma-separated bot kinds, seat by seat")
    sim.add_argument("--records", help="write each game's record as JSON into this folder")
    sim.add_argument(
        "--option",
        action="append",
        metavar="KEY=VALUE",
        help="a game option (repeatable), e.g. --option mode=shares",
    )
    sim.add_argument(
        "--rotate",
        action="store_true",
        help="move the bot kinds one seat on each game, so seat order evens out",
    )
    sim.add_argument(
        "--budget",
        type=_seconds,
        metavar="SECONDS",
        help="search bots: seconds per move (default: a fixed simulation count)",
    )
    rep = sub.add_parser("replay", help="validate a record; print its final result as JSON")
    rep.add_argument("record")
    exp = sub.add_parser("export", help="print the position after a record's last move as JSON")
    exp.add_argument("record")
    rev = sub.add_parser("review", help="judge every move of a record; prints JSON")
    rev.add_argument("record")
    rev.add_argument("--simulations", type=int, help="the search's simulations a move")
    rev.add_argument("--playouts", type=int, help="deals that value each move")
    rev.add_argument("--lang", default="en", choices=LANGUAGES, help="the language of 'why'")
    args = parser.parse_args(argv)

    if args.command == "simulate":
        try:
            GAMES[args.game].spec.check_players(args.players)
            summary = simulate(args)
        except ValueError as exc:
            print(json.dumps({"error": str(exc)}), file=sys.stderr)
            return 2
        print(json.dumps(summary))
        return 0

    try:
        record, game, state = load_record(args.record)
    except RecordError as exc:
        print(json.dumps({"error": str(exc)}), file=sys.stderr)
        return 2
    if args.command == "review":
        print(json.dumps(review_json(record, args), ensure_ascii=False))
        return 0
    if args.command == "export":
        exporter = GAMES[record.game].export()
        print(json.dumps(exporter.export_position(record, state), ensure_ascii=False))
        return 0
    result = game.result(state)
    print(
        json.dumps(
            {
                "game": record.game,
                "moves": len(record.actions),
                "finished": result is not None,
                "result": result.to_json() if result else None,
            },
            ensure_ascii=False,
        )
    )
    return 0


def review_json(record: Record, args) -> dict:
    """The review of a record as the CLI prints it: the unit, then a move an entry."""
    game = get_game(record.game)
    unit = review.unit_of(game)
    names = record.unique_names()
    verdicts = review.review(record, simulations=args.simulations, playouts=args.playouts)
    return {
        "game": record.game,
        "unit": unit,
        "unit_words": Msg(f"core.review.unit.{unit}").render(args.lang),
        "moves": [v.to_json(args.lang, names) for v in verdicts],
    }


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = 0.0
    if not 0 < value <= 3600:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds (more than 0).")
    return value


def load_record(path: str):
    """(record, game, state after its moves); RecordError says what is wrong."""
    try:
        with open(path, encoding="utf-8") as fh:
            text = fh.read()
    except (OSError, UnicodeDecodeError) as exc:
        raise RecordError("core.record.cannot_read", path=path, why=str(exc)) from exc
    record = Record.loads(text)
    game, state = replay(record)
    return record, game, state


def run_quietly(argv=None) -> int:
    """``main``, ending quietly when the reader of the output stops early (``| head``):
    the rest of the output goes nowhere and the exit status is 1, as Python's docs
    advise for a closed pipe, instead of a BrokenPipeError's traceback."""
    try:
        code = main(argv)
        sys.stdout.flush()
    except BrokenPipeError:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    return code


if __name__ == "__main__":
    sys.exit(run_quietly())
