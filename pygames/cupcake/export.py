"""A Cupcake Empire game as plain JSON: ``python -m pygames export RECORD.json``.

The position is the one after the record's last move. Format (keys in this order)::

    {
      "game": "cupcake",
      "moves": 412,                      # moves in the record
      "finished": true,
      "end": "income",                   # "income" (70 reached) | "limit" | null
      "turns": 33,                       # turns finished, all players together
      "goals": ["A2", "B4", "C1", "D5"], # the 4 in play, piles A-D
      "players": {
        "Ann": {
          "income": 74, "production": 14, "sales": 12,
          "menu": [{"base": "vanilla", "frosting": "lemon",
                    "base_kind": "single", "frosting_kind": "single"},
                   {"base": "mixed", "frosting": "mint+strawberry",
                    "base_kind": "mixed", "frosting_kind": "mixed"}],
          "customers": [{"base": "chocolate", "frosting": "mint", "value": 3,
                         "house_number": 3}],
          "shops": {"2": 1, "4": 2},     # per district (1-6) holding any
          "bakeries": {"1": 1, "3": 1},
          "discs": {"1": ["base"], "5": ["income", "shop"]},  # kinds per column (1-5)
          "ideas": 2,
          "goals_met": ["C1"],
          "turns": 9                     # turns this player has finished
        }, ...
      },
      "ranking": [{"place": 1, "player": "Ann", "income": 74}, ...]   # null while playing
    }

- A customer's liking is its pants (``base``: vanilla, chocolate) and its shirt
  (``frosting``: lemon, chocolate, mint, strawberry); its sale value is the number on
  the house it was served from (``house_number``; this edition's houses are worth
  their number).
- ``ranking`` follows CE50 (income, then customers, then shops in the city).
- Player names are unique keys: a name used by more than one seat is written
  "name (seat N)" from its second seat on.
"""

from __future__ import annotations

from pygames.core.ranking import order
from pygames.cupcake import board, scoring
from pygames.cupcake.data import (
    BASE_FLAVOURS,
    BASES,
    DISC_KINDS,
    DISTRICTS,
    FROSTING_FLAVOURS,
    FROSTINGS,
    LIKINGS,
    MIXED_BASE,
    is_mixed_frosting,
)
from pygames.cupcake.state import State


def turns_of(state: State, seat: int) -> int:
    n = state.players
    return state.turns // n + (1 if (seat - state.first) % n < state.turns % n else 0)


def _player(state: State, seat: int) -> dict:
    return {
        "income": state.income[seat],
        "production": state.production[seat],
        "sales": state.sales[seat],
        "menu": [
            {
                "base": BASES[b],
                "frosting": FROSTINGS[f],
                "base_kind": "mixed" if b == MIXED_BASE else "single",
                "frosting_kind": "mixed" if is_mixed_frosting(f) else "single",
            }
            for b, f in state.menu[seat]
        ],
        "customers": [
            {
                "base": BASE_FLAVOURS[LIKINGS[liking][0]],
                "frosting": FROSTING_FLAVOURS[LIKINGS[liking][1]],
                "value": value,
                "house_number": value,
            }
            for liking, value in state.served[seat]
        ],
        "shops": {
            str(d + 1): board.shop_count(state, seat, d)
            for d in range(len(DISTRICTS))
            if board.shop_count(state, seat, d)
        },
        "bakeries": {
            str(d + 1): board.bakery_count(state, seat, d)
            for d in range(len(DISTRICTS))
            if board.bakery_count(state, seat, d)
        },
        "discs": {
            str(c + 1): [DISC_KINDS[k] for k in column]
            for c, column in enumerate(state.discs[seat])
            if column
        },
        "ideas": state.ideas[seat],
        "goals_met": list(state.goals_met[seat]),
        "turns": turns_of(state, seat),
    }


def export_position(record, state: State) -> dict:
    """The export of ``state`` (the position after ``record``'s moves) as JSON data."""
    names = record.unique_names()
    ranking = None
    result = scoring.result(state)
    if result is not None:
        keys = scoring.ranking_keys(state)
        ranking = [
            {"place": result.places[seat], "player": names[seat], "income": state.income[seat]}
            for seat in order(keys)
        ]
    return {
        "game": "cupcake",
        "moves": len(record.actions),
        "finished": state.phase == "over",
        "end": state.end or None,
        "turns": state.turns,
        "goals": list(state.goals),
        "players": {name: _player(state, seat) for seat, name in enumerate(names)},
        "ranking": ranking,
    }
