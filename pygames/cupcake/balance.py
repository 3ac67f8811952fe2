"""What benchmarks/balance.py counts of Cupcake Empire beyond the common figures (the
manifest's ``balance()``): per goal, the games it was in play, those in which a player
met it and the share of players who did; customers served a player and of the 24;
income, menu items, shops and bakeries at the end. Not shipped: build.py leaves it out
of the game's zip.
"""

from __future__ import annotations

import statistics
from collections import Counter

from pygames.cupcake import board
from pygames.cupcake.data import GOALS


def collect(state, result, kinds) -> dict:
    """A finished game's own figures: the goals in play and who met them (the greedy
    seats apart), and per seat what it built and served."""
    n = state.players
    return {
        "goals": {g: sum(g in met for met in state.goals_met) for g in state.goals},
        "goals_greedy": {
            g: sum(g in state.goals_met[s] for s in range(n) if kinds[s] == "greedy")
            for g in state.goals
        },
        "served": [len(state.served[s]) for s in range(n)],
        "income": list(state.income),
        "menu": [len(state.menu[s]) for s in range(n)],
        "shops": [board.shop_count(state, s) for s in range(n)],
        "bakeries": [board.bakery_count(state, s) - 1 for s in range(n)],  # less the start one
        "discs": [sum(len(c) for c in state.discs[s]) for s in range(n)],
        "production": list(state.production),
        "sales": list(state.sales),
    }


def report(games: list[dict], players: int) -> list[str]:
    """The lines the benchmark prints after the common figures of a player count."""
    from benchmarks.balance import _by_kind, _pct

    lines = ["  goals: in play (games) / met by some player (games, %) / players who met it"]
    cells = []
    for goal in GOALS:
        played = [g for g in games if goal in g["goals"]]
        if not played:
            cells.append(f"{goal} —")
            continue
        met = sum(1 for g in played if g["goals"][goal])
        players_met = sum(g["goals"][goal] for g in played)
        cells.append(
            f"{goal} {len(played):3} {met:3} {_pct(met, len(played)):>4} "
            f"{_pct(players_met, len(played) * players):>4}"
        )
    for start in range(0, len(cells), 5):
        lines.append("    " + " | ".join(cells[start : start + 5]))
    if any(k == "random" for g in games for k in g["kinds"]):
        met_g = Counter()
        seen = Counter()
        for g in games:
            for goal, count in g["goals_greedy"].items():
                seen[goal] += 1
                met_g[goal] += count > 0
        line = ", ".join(f"{goal} {_pct(met_g[goal], seen[goal])}" for goal in GOALS if seen[goal])
        lines.append(f"    met by a greedy seat: {line}")
    rates = [
        _pct(sum(1 for g in games if g["goals"].get(goal)), _in_play(games, goal))
        for goal in GOALS
        if _in_play(games, goal)
    ]
    inside = sum(1 for r in rates if 15 <= int(r.rstrip("%")) <= 85)
    lines.append(f"    goals met in 15–85 % of their games: {inside} of {len(rates)}")
    lines.append("  per player at the end (greedy seats; random seats after /):")
    for key, label in (
        ("served", "customers served"),
        ("income", "income"),
        ("production", "production"),
        ("sales", "sales"),
        ("menu", "menu items"),
        ("shops", "shops in the city"),
        ("bakeries", "bakeries built"),
        ("discs", "extra-action discs"),
    ):
        lines.append(f"    {label:<20} {_by_kind(games, key)}")
    box = sum(1 for g in games if g["end"] == "income" and 9 <= g["turns"] <= 14)
    lines.append(f"  ended by reaching 70 in 9–14 turns a player: {box} ({_pct(box, len(games))})")
    served = [sum(g["served"]) for g in games]
    lines.append(
        f"  customers served of the 24 a game: mean {statistics.mean(served):.1f} "
        f"(min {min(served)}, max {max(served)})"
    )
    return lines


def _in_play(games: list[dict], goal: str) -> int:
    return sum(1 for g in games if goal in g["goals"])
