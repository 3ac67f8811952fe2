"""A Food Tycoon position as plain JSON: ``python -m pygames export RECORD.json``.

The position is the one after the record's last move. Format (keys in this order)::

    {
      "game": "foodtycoon",
      "options": {"rules": "basic"},          # or "advanced"
      "moves": 212,                           # moves in the record
      "finished": true,                       # no moves left
      "round": 6,                             # the round being played (or the last one)
      "players": {
        "Ann": {"money": 23,
                "ingredients": {"grain": 1, "meat": 0, "vegetable": 2, "fish": 0, "egg": 1},
                "hand_recipes": 3,
                "dishes": ["蛋塔", "佛跳牆"],
                "fame": 7},
        ...
      },
      "ranking": [{"place": 1, "player": "Ann", "fame": 12}, ...]   # null until finished
    }

- ``players``: one entry per seat in seat order, keyed by name (a name used by more
  than one seat is written "name (seat N)" from its second seat on). ``ingredients``
  counts the ingredient cards in hand by kind; ``hand_recipes`` is how many recipe
  cards the player holds (which ones stays secret); ``dishes`` are the recipe names
  as printed on the cards (the Chinese names of FACTS.md), in the order cooked;
  ``fame`` is the player's points, with the advanced rules' colour bonuses included.
- ``ranking``: once the game is over, every player from first to last by the full
  tie-break chain (fame, money, money bags on dishes, ingredient cards in hand, dice),
  with the place (1 = won) and fame.
"""

from __future__ import annotations

from pygames.foodtycoon.data import INGREDIENTS, RECIPES
from pygames.foodtycoon.rules import GAME
from pygames.foodtycoon.scoring import fame


def export_position(record, state) -> dict:
    """The export of ``state`` (the position after ``record``'s moves) as JSON data."""
    names = record.unique_names()
    players = {}
    for seat, name in enumerate(names):
        players[name] = {
            "money": state.money[seat],
            "ingredients": dict(zip(INGREDIENTS, state.ingredients[seat])),
            "hand_recipes": len(state.hands[seat]),
            "dishes": [RECIPES[dish].zh for dish in state.dishes[seat]],
            "fame": fame(state, seat),
        }
    result = GAME.result(state)
    ranking = None
    if result is not None:
        order = sorted(range(state.players), key=lambda seat: (result.places[seat], seat))
        ranking = [
            {"place": result.places[seat], "player": names[seat], "fame": result.scores[seat]}
            for seat in order
        ]
    return {
        "game": "foodtycoon",
        "options": dict(state.options),
        "moves": len(record.actions),
        "finished": result is not None,
        "round": state.round,
        "players": players,
        "ranking": ranking,
    }
