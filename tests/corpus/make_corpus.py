"""Write the behaviour corpus: seeded bot games of every game, player count and
option, with each record's final result, export and a digest of every legal-action
list met along the way. ``test_corpus.py`` replays it and compares.

    python3 tests/corpus/make_corpus.py [GAME ...]   (writes tests/corpus/<game>.jsonl)
    python3 tests/corpus/make_corpus.py --replay search
    python3 tests/corpus/make_corpus.py --results

Run it only to add games; the committed files are the reference the engines must
keep matching. After a deliberate change of a bot, ``--replay KIND`` plays again only
the entries with a seat of that kind (same seats, seed and options) and leaves every
other line as it is, so the diff shows that nothing else moved. After a deliberate
change of what a result says (not of who wins), ``--results`` replays every stored
record as it is and rewrites only its ``result``.
"""

from __future__ import annotations

import itertools
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", ".."))

from pygames import GAMES  # noqa: E402
from pygames.__main__ import play_out  # noqa: E402
from pygames.core.record import Record, Seat  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
# Search bots are slow at their full simulation count; the corpus plays them at this
# many simulations a decision (the records store the choices, so replays need no bot).
SEARCH_SIMULATIONS = 12
# Games with few tables (option sets × player counts) get more deals, so each game has
# dozens of records: about RECORDS_WANTED, from 1 to MOST_REPEATS deals a table and mix.
RECORDS_WANTED, MOST_REPEATS = 72, 4


def repeats(spec) -> int:
    tables = len(list(option_sets(spec))) * (spec.max_players - spec.min_players + 1)
    return min(MOST_REPEATS, max(1, RECORDS_WANTED // (tables * 3)))


def option_sets(spec):
    keys = [o.key for o in spec.options]
    for values in itertools.product(*(o.choices for o in spec.options)):
        yield dict(zip(keys, values))


def bot_mixes(spec, players):
    kinds = ["random"] + list(spec.bots)
    mixes = [
        ["random"] * players,
        ["greedy"] * players if "greedy" in kinds else ["random"] * players,
    ]
    mixes.append([kinds[i % len(kinds)] for i in range(players)])
    return mixes


def legal_digest(game, record, options):
    """Every legal-action list along the record, in order, folded into one text digest."""
    import hashlib

    state = game.new_game(len(record.seats), options, record.seed)
    digest = hashlib.sha256()
    for seat, text in record.actions:
        movers = game.to_move(state)
        digest.update(repr(movers).encode())
        for mover in movers:
            digest.update("|".join(str(a) for a in game.legal_actions(state, mover)).encode())
        game.apply(state, seat, text)
    return digest.hexdigest(), state


def export_of(game_id, record, state):
    import importlib

    return importlib.import_module(f"pygames.{game_id}.export").export_position(record, state)


def entries(game_id):
    spec = GAMES[game_id].spec
    game = GAMES[game_id].rules()
    seed = 1000
    for options in option_sets(spec):
        for players in range(spec.min_players, spec.max_players + 1):
            for mix in bot_mixes(spec, players) * repeats(spec):
                seed += 1
                seats = [Seat(f"{kind} {i + 1}", f"bot:{kind}") for i, kind in enumerate(mix)]
                record = play_out_light(game_id, seats, seed, options)
                digest, state = legal_digest(game, record, record.options)
                result = game.result(state)
                yield {
                    "record": record.to_json(),
                    "bots": mix,
                    "result": result.to_json() if result else None,
                    "export": export_of(game_id, record, state),
                    "legal_digest": digest,
                }


def play_out_light(game_id, seats, seed, options):
    import pygames.core.bots as bots_module

    original = bots_module.bot_for

    def light(game, kind):
        bot = original(game, kind)
        if hasattr(bot, "simulations"):
            bot.simulations, bot.budget = SEARCH_SIMULATIONS, None
        return bot

    import pygames.__main__ as cli

    cli.bot_for = light
    try:
        return play_out(game_id, seats, seed, options)
    finally:
        cli.bot_for = original


def rewrite(update, said: str) -> None:
    """Every stored entry through ``update(entry)``, which changes it in place and says
    whether it did; each file written again with what changed."""
    for name in sorted(os.listdir(HERE)):
        if not name.endswith(".jsonl"):
            continue
        path = os.path.join(HERE, name)
        with open(path, encoding="utf-8") as fh:
            lines = fh.read().splitlines()
        changed = 0
        for number, line in enumerate(lines):
            entry = json.loads(line)
            if update(entry):
                lines[number] = _line(entry)
                changed += 1
        with open(path, "w", encoding="utf-8") as fh:
            fh.write("".join(line + "\n" for line in lines))
        print(name, changed, "of", len(lines), said)


def replay(kind: str) -> None:
    """The entries with a bot of ``kind`` played again (after a change of that bot)."""

    def again(entry: dict) -> bool:
        if kind not in entry["bots"]:
            return False
        old = Record.from_json(entry["record"])
        game = GAMES[old.game].rules()
        record = play_out_light(old.game, old.seats, old.seed, old.options)
        digest, state = legal_digest(game, record, record.options)
        result = game.result(state)
        entry.update(
            record=record.to_json(),
            result=result.to_json() if result else None,
            export=export_of(old.game, record, state),
            legal_digest=digest,
        )
        return True

    rewrite(again, "played again")


def results() -> None:
    """Each entry's result written again from its record (after a change of what a
    result says, never of how a game plays)."""

    def again(entry: dict) -> bool:
        record = Record.from_json(entry["record"])
        game = GAMES[record.game].rules()
        _, state = legal_digest(game, record, record.options)
        result = game.result(state)
        found = result.to_json() if result else None
        if found == entry["result"]:
            return False
        entry["result"] = found
        return True

    rewrite(again, "results rewritten")


def _line(entry: dict) -> str:
    return json.dumps(entry, ensure_ascii=False, separators=(",", ":"), sort_keys=True)


def main():
    if sys.argv[1:2] == ["--replay"]:
        replay(sys.argv[2])
        return
    if sys.argv[1:2] == ["--results"]:
        results()
        return
    for game_id in sys.argv[1:] or GAMES:
        if not GAMES[game_id].spec.playable:
            continue
        path = os.path.join(HERE, f"{game_id}.jsonl")
        count = 0
        with open(path, "w", encoding="utf-8") as fh:
            for entry in entries(game_id):
                fh.write(_line(entry) + "\n")
                count += 1
        print(game_id, count, os.path.getsize(path))


if __name__ == "__main__":
    main()
