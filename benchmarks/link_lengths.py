#!/usr/bin/env python3
"""How long a link to a finished game is, for every game at every player count; prints
figures, asserts nothing.

    python3 benchmarks/link_lengths.py [--seeds 5] [--origin https://example.org/pygames/]

Each game is played to its end by the bots a class would meet (each game's heuristic
bot where it has one, else the random one) with names of 12 characters, and measured
as a whole link (origin + ``#play=`` + share text), in both share forms
(``pygames.core.share``): ``r1`` (the record's JSON, deflated) and ``r2`` (the
actions as places among the legal ones), with the time packing and unpacking take.
Chat apps cut or refuse links over about 2,000 characters.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pygames import GAMES  # noqa: E402
from pygames.core import share  # noqa: E402
from pygames.core.record import Record, Seat  # noqa: E402
from ui.session import Table  # noqa: E402


def finished_game(game_id: str, players: int, seed: int) -> Record:
    spec = GAMES[game_id].spec
    kind = "bot:greedy" if "bot:greedy" in spec.seat_kinds() else "bot:random"
    seats = [Seat(f"Player {n + 1:>5}"[:12].ljust(12, "x"), kind) for n in range(players)]
    table = Table.new(game_id, seats, {}, seed)
    while table.bot_step():
        pass
    return table.record


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seeds", type=int, default=5)
    parser.add_argument("--origin", default="https://example.org/pygames/")
    args = parser.parse_args()
    prefix = len(args.origin) + len("#play=")
    print(f"{'game':<14}{'players':>8}{'moves':>7}{'r1 max':>8}{'r2 max':>8}{'r2 mean':>9}", end="")
    print(f"{'pack ms':>9}{'unpack ms':>10}")
    for game_id, spec in ((g, m.spec) for g, m in GAMES.items()):
        for players in range(spec.min_players, spec.max_players + 1):
            whole, places, moves, packing, unpacking = [], [], [], [], []
            for seed in range(args.seeds):
                record = finished_game(game_id, players, seed)
                whole.append(
                    prefix + len(share.WHOLE) + len(share._encode(record.dumps().encode()))
                )
                started = time.perf_counter()
                text = record.to_share()
                packing.append(time.perf_counter() - started)
                started = time.perf_counter()
                assert Record.from_share(text) == record
                unpacking.append(time.perf_counter() - started)
                places.append(prefix + len(text))
                moves.append(len(record.actions))
            print(
                f"{game_id:<14}{players:>8}{max(moves):>7}{max(whole):>8}{max(places):>8}"
                f"{statistics.mean(places):>9.0f}{1000 * max(packing):>9.1f}"
                f"{1000 * max(unpacking):>10.1f}"
            )


if __name__ == "__main__":
    main()
