"""What benchmarks/balance.py counts of Food Paradise beyond the common figures (the
manifest's ``balance()``): recipes built and cash at the end, per bot kind, and what
the winners held against the others. Not shipped: build.py leaves it out of the
game's zip.
"""

from __future__ import annotations


def collect(state, result, kinds) -> dict:
    """A finished game's own figures: recipes built and cash per seat, the winner."""
    return {
        "recipes": [len(state.built[s]) for s in range(state.players)],
        "cash": list(state.cash),
        "winner": state.winner,
    }


def report(games: list[dict], players: int) -> list[str]:
    """The lines the benchmark prints after the common figures of a player count."""
    from benchmarks.balance import _by_kind, _mean

    lines = ["  per player at the end (greedy seats; random seats after /):"]
    lines.append(f"    {'recipes built':<20} {_by_kind(games, 'recipes')}")
    lines.append(f"    {'cash':<20} {_by_kind(games, 'cash', 0)}")
    won_r, won_c, lost_r, lost_c = [], [], [], []
    for g in games:
        for s in range(players):
            if s in g["winners"]:
                won_r.append(g["recipes"][s])
                won_c.append(g["cash"][s])
            else:
                lost_r.append(g["recipes"][s])
                lost_c.append(g["cash"][s])
    lines.append(
        f"    winners: recipes {_mean(won_r, 2)}, cash {_mean(won_c, 0)}; "
        f"the others: recipes {_mean(lost_r, 2)}, cash {_mean(lost_c, 0)}"
    )
    return lines
