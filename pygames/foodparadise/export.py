"""A Food Paradise game as plain JSON: ``python -m pygames export RECORD.json``.

The position is the one after the record's last move. Format (keys in this order)::

    {
      "game": "foodparadise",
      "moves": 214,                      # moves in the record
      "finished": true,
      "winner": "Ann",                   # null while playing, or at the turn limit
      "end": "recipes",                  # "recipes" | "cash" | "limit" | null
      "demand": "fish",                  # the face-up market demand
      "players": {
        "Ann": {
          "chain": "啃的雞",             # the sign, as printed (Chinese)
          "corner": 1,                   # 1–4 (null before it is chosen)
          "position": 12,                # space 0–35 (null before a corner is chosen)
          "cash": 6400,
          "ingredients": {"beef": 1, "pork": 0, "chicken": 2, "fish": 0,
                          "shrimp": 0, "vegetables": 0, "grain": 1, "seasoning": 0},
          "price_cards": 3,
          "recipes_built": ["香辣炸雞", "黃金魚排"],
          "revenue": 1500                # the revenue money under its corner
        }, ...
      }
    }

- Spaces are numbered 0–35 clockwise, space 0 being corner 1 (corners 1–4 are spaces
  0, 9, 18, 27). ``ingredients`` counts every kind, 0 included.
- ``price_cards`` is how many price cards the player holds (their prices are secret).
- ``recipes_built`` names the recipes in the order built, as on the cards (Chinese).
- Player names are unique keys: a name used by more than one seat is written
  "name (seat N)" from its second seat on.
"""

from __future__ import annotations

from pygames.foodparadise.data import CHAINS, KINDS, RECIPES
from pygames.foodparadise.state import State


def export_position(record, state: State) -> dict:
    """The export of ``state`` (the position after ``record``'s moves) as JSON data."""
    names = record.unique_names()
    players = {}
    for seat, name in enumerate(names):
        corner = state.corners[seat]
        players[name] = {
            "chain": CHAINS[state.chains[seat]].name,
            "corner": corner + 1 if corner >= 0 else None,
            "position": state.positions[seat] if state.positions[seat] >= 0 else None,
            "cash": state.cash[seat],
            "ingredients": {kind: state.holdings[seat][i] for i, kind in enumerate(KINDS)},
            "price_cards": len(state.hands[seat]),
            "recipes_built": [RECIPES[number].name for number in state.built[seat]],
            "revenue": state.revenue[corner] if corner >= 0 else None,
        }
    return {
        "game": "foodparadise",
        "moves": len(record.actions),
        "finished": state.phase == "over",
        "winner": names[state.winner] if state.winner >= 0 else None,
        "end": state.end or None,
        "demand": KINDS[state.demand_deck[0]],
        "players": players,
    }
