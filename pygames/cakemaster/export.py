"""A Cake Master game as plain JSON: ``python -m pygames export RECORD.json``.

The position is the one after the record's last move. Format (keys in this order)::

    {
      "game": "cakemaster",
      "mode": "draft" | "two players" | "solo",
      "moves": 192,                      # moves in the record
      "finished": true,
      "rounds": [
        {
          "round": 1,
          "finished": true,
          "customers": [{"number": 7, "key": "six_berries",
                         "request": "At least 6 berries, of either kind."}],
          "players": {
            "Ann": {
              "cakes": [
                {"cake": 1,
                 "quarters": [{"quarter": 1, "card": 12, "icing": "chocolate",
                               "rosette_cw": true, "rosette_ccw": false,
                               "raspberries": 1, "blueberries": 0}, ...],
                 "tasty": 6,
                 "customer": 7},
                ...],
              "tasty": 14, "tasty_stars": 2, "customer_stars": 1, "stars": 3
            }, ...
          }
        }, ...
      ],
      "scores": {"Ann": 9, ...},
      "rating": "Pastry chef"            # solo only, once finished (else null)
    }

- ``rounds``: every round played so far, the one in progress last (``finished``
  false). Each player has 3 cakes; a cake's ``quarters`` are its 4 quarters clockwise
  from the top-right (1 top-right, 2 bottom-right, 3 bottom-left, 4 top-left), each the
  card placed there or null while empty. ``rosette_cw`` / ``rosette_ccw``: a half
  rosette on the card's clockwise / anticlockwise cut edge (quarter q's clockwise edge
  meets quarter q+1's anticlockwise edge, and quarter 4's meets quarter 1's).
- ``tasty``: the cake's tasty points (null while incomplete, and always null solo,
  where tasty points are not used); the player's ``tasty`` is the total of its
  complete cakes.
- ``customer``: the number of the customer the cake serves (null: none). Cakes and
  customers are matched one to one so that the most customers are served (of equal
  ways, the first cakes take the first customers); while a round is in progress only
  complete cakes count.
- ``tasty_stars``, ``customer_stars``, ``stars`` (their sum): the round's stars; null
  while the round is in progress.
- ``scores``: stars per player name. A name used by more than one seat is written
  "name (seat N)" from its second seat on, so every key is unique.
"""

from __future__ import annotations

from pygames.cakemaster.data import (
    best_assignment,
    cake_tasty,
    card,
    customer,
    customer_request,
    rating_name,
    solo_rating,
    tasty_total,
)
from pygames.cakemaster.rules import GAME

MODES = {1: "solo", 2: "two players"}


def _quarter(index: int, number: int | None):
    if number is None:
        return None
    c = card(number)
    return {
        "quarter": index + 1,
        "card": number,
        "icing": c.icing,
        "rosette_cw": c.rosette_cw,
        "rosette_ccw": c.rosette_ccw,
        "raspberries": c.raspberries,
        "blueberries": c.blueberries,
    }


def _round(summary: dict, names: list[str], solo: bool, finished: bool) -> dict:
    players = {}
    for seat, name in enumerate(names):
        cakes = summary["cakes"][seat]
        served = summary["served"][seat]
        players[name] = {
            "cakes": [
                {
                    "cake": c + 1,
                    "quarters": [_quarter(q, n) for q, n in enumerate(cake)],
                    "tasty": None if solo else cake_tasty(cake),
                    "customer": served[c],
                }
                for c, cake in enumerate(cakes)
            ],
            "tasty": None if solo else tasty_total(cakes),
            "tasty_stars": summary["tasty_stars"][seat] if finished else None,
            "customer_stars": summary["customer_stars"][seat] if finished else None,
            "stars": summary["tasty_stars"][seat] + summary["customer_stars"][seat]
            if finished
            else None,
        }
    return {
        "round": summary["round"],
        "finished": finished,
        "customers": [
            {"number": n, "key": customer(n).key, "request": str(customer_request(n))}
            for n in summary["customers"]
        ],
        "players": players,
    }


def export_position(record, state) -> dict:
    """The export of ``state`` (the position after ``record``'s moves) as JSON data."""
    names = record.unique_names()
    solo = state.players == 1
    rounds = [_round(summary, names, solo, True) for summary in state.rounds]
    if state.phase != "over":
        current = {
            "round": state.round,
            "customers": list(state.customers),
            "cakes": state.cakes,
            "served": [best_assignment(cakes, state.customers) for cakes in state.cakes],
        }
        rounds.append(_round(current, names, solo, False))
    finished = not GAME.to_move(state)
    return {
        "game": "cakemaster",
        "mode": MODES.get(state.players, "draft"),
        "moves": len(record.actions),
        "finished": finished,
        "rounds": rounds,
        "scores": {names[seat]: stars for seat, stars in enumerate(state.stars)},
        "rating": str(rating_name(solo_rating(state.stars[0]))) if solo and finished else None,
    }
