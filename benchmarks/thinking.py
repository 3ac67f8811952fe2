#!/usr/bin/env python3
"""What more thinking buys each search bot, decision by decision.

    python3 benchmarks/thinking.py [--only TABLE,...] [--positions 30] [--deals 1000]
        [--factors 0.25,1,4] [--seeds 3] [--set KEY=VALUE ...] [--workers 2]

A match against greedy shows strength, but near its ceiling (where the search wins
most games at any budget) it cannot show a gain. Here the yardstick is the search's own: at
``--positions`` decisions spread over three greedy games (the seat to move, two legal
actions or more), each candidate the search may choose is valued on ``--deals`` deals
shared by all candidates (the same hidden cards, dice and playout choices for each),
by the very playout and judge the search uses: the *reference*. Then the search runs at
each count (a browser second's count, ``ladder.SECOND``, times each factor) with
``--seeds`` generators, and its choice is scored by the reference:

- agreement: how often it chose the reference's best candidate;
- regret: the reference's best value less its choice's, in standard deviations of a
  playout's reward at that position, the mean over the decisions.

A search that gains from more simulations agrees more and regrets less at higher
counts. Only the search's own model is the judge here (its playouts and evaluation):
whether that model is right is what the ladder's matches measure. Prints a table;
asserts nothing; the same arguments give the same figures.
"""

from __future__ import annotations

import argparse
import multiprocessing
import sys
from math import sqrt
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.ladder import GAMES, SECOND, make_bot, search_settings  # noqa: E402
from pygames import get_game  # noqa: E402
from pygames.core.bots import decision_points  # noqa: E402
from pygames.core.rng import Rng  # noqa: E402

GREEDY_SEEDS = (1, 2, 3)  # the greedy games the decisions are taken from
CANDIDATES = 8  # the ranking's best, valued whether or not a search chooses them


def decisions(name: str, count: int) -> list:
    """``count`` (state, seat) decisions spread over the greedy games."""
    game_id, options, players, _ = GAMES[name]
    game = get_game(game_id)
    greedy = make_bot(game_id, "greedy", {})
    found = []
    for seed in GREEDY_SEEDS:
        found += decision_points(game, players, options, seed, greedy)
    step = max(1, len(found) // count)
    return found[::step][:count]


class Reference:
    """The candidates of one decision valued on shared deals, as they are asked for."""

    def __init__(self, game, bot, state, seat: int, deals: int) -> None:
        self.game, self.seat, self.deals = game, seat, deals
        self.view = game.view(state, seat)
        legal = game.legal_actions(state, seat)
        self.search = bot.start(game, self.view, seat, legal, Rng(77))
        self.values: dict = {}
        self.squares = self.count = 0.0  # every reward seen, for the spread
        self.total = 0.0
        for action in self.search.ranked()[:CANDIDATES]:
            self.value(action)

    def value(self, action) -> float:
        if action not in self.values:
            game, search, seat = self.game, self.search, self.seat
            total = 0.0
            for deal in range(self.deals):
                state = game.determinize(self.view, seat, Rng(1_000 + deal))
                if hasattr(state, "rng"):
                    state.rng = Rng(2_000 + deal)  # the dice too, alike for every candidate
                game.perform(state, seat, action)
                reward = search.play_out(state, Rng(3_000 + deal))[seat]
                total += reward
                self.total += reward
                self.squares += reward * reward
                self.count += 1
            self.values[action] = total / self.deals
        return self.values[action]

    @property
    def spread(self) -> float:
        mean = self.total / self.count
        variance = self.squares / self.count - mean * mean
        return sqrt(variance) if variance > 0 else 1.0


def measure(job) -> dict:
    """Agreement and regret per factor for one game."""
    name, positions, deals, factors, seeds, settings = job
    game_id, _, _, _ = GAMES[name]
    game = get_game(game_id)
    agree = {f: 0 for f in factors}
    regret = {f: 0.0 for f in factors}
    tried = 0
    for number, (state, seat) in enumerate(decisions(name, positions)):
        reference_bot = make_bot(game_id, "search", {"simulations": 1} | settings)
        reference = Reference(game, reference_bot, state, seat, deals)
        legal = game.legal_actions(state, seat)
        chosen = {}
        for factor in factors:
            simulations = max(1, round(SECOND[name] * factor))
            bot = make_bot(game_id, "search", {"simulations": simulations} | settings)
            for seed in range(seeds):
                view = game.view(state, seat)
                chosen[factor, seed] = bot.choose(game, view, seat, legal, Rng(number * 101 + seed))
        # Every choice valued before any is scored, so that all are scored against the
        # same best and the same spread.
        for action in chosen.values():
            reference.value(action)
        best, spread = max(reference.values.values()), reference.spread
        for (factor, _), action in chosen.items():
            value = reference.value(action)
            agree[factor] += value == best
            regret[factor] += (best - value) / spread
        tried += seeds
    return {
        "name": name,
        "decisions": tried,
        "rows": [
            (f, round(SECOND[name] * f), agree[f] / tried, regret[f] / tried) for f in factors
        ],
    }


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", default=",".join(GAMES), help="comma-separated names")
    parser.add_argument("--positions", type=int, default=30)
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--factors", default="0.25,1,4")
    parser.add_argument("--seeds", type=int, default=3, help="searches a decision and count")
    parser.add_argument("--set", action="append", default=[], help="search KEY=VALUE")
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args(argv)
    settings = search_settings(args.set)
    factors = [float(f) for f in args.factors.split(",")]
    jobs = [
        (name, args.positions, args.deals, factors, args.seeds, settings)
        for name in args.only.split(",")
    ]
    print(f"decision quality by thinking time, {settings or 'as shipped'}")
    print(f"  {'game':<16} {'time':>5} {'sims':>6} {'agreement':>10} {'regret (sd)':>12}")
    with multiprocessing.Pool(args.workers) as pool:
        for result in pool.imap(measure, jobs):
            for factor, sims, agreement, regret in result["rows"]:
                print(
                    f"  {result['name']:<16} {factor:>4g}s {sims:>6,} {agreement:>10.1%} "
                    f"{regret:>12.3f}",
                    flush=True,
                )
            print(f"  ({result['decisions']} searches a count)", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
