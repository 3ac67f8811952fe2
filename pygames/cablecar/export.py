"""A Cable Car position as plain JSON: ``python -m pygames export RECORD.json``.

The position is the one after the record's last move. Format (keys in this order)::

    {
      "game": "cablecar",
      "mode": "basic" | "shares",
      "moves": 57,                          # moves in the record
      "finished": true,                     # no moves left
      "tiles": {"R,C": "a-b c-d e-f g-h", ...},
      "stations": {"N": {"owner": ..., "score": ..., "end": ...}, ...},
      "companies": {"yellow": {"profit": 38, "rank": 1, "value": 8}, ...},   # shares only
      "shares": {"Ann": {"10": "blue", "20": "yellow", ...}, ...},           # shares only
      "scores": {"Ann": 31, ...}
    }

- ``tiles``: every placed tile, keyed "row,column" with rows and columns 1–8 from the
  top-left. The value is the tile's four paths as it lies on the board (turned, if the
  table plays with free orientation) in the track-end numbering of the rules: ends 0–7
  clockwise from the left end of the top edge (0,1 top; 2,3 right; 4,5 bottom; 6,7
  left), each pair with the smaller end first, pairs sorted ("0-3 1-2 4-7 5-6").
- ``stations``: all 32, keyed "1"–"32" (numbered clockwise from the top-left: 1–8 top,
  9–16 right, 17–24 bottom, 25–32 left). ``owner`` is the player's name in the basic
  game, the company's colour in the shares game, or null for a station without a car
  (16 and 17 with 3, 5 or 6 players). ``end`` is the station number where the car's
  line ended, or "power" for the power station, or null while the line is open (or
  there is no car); ``score`` is the line's points (profit in the shares game), null
  while open.
- ``companies`` (shares game): each company's profit (its marker), rank and value by the
  final scoring rules (tied companies share a rank; value = 9 - rank).
- ``shares`` (shares game): the colour of each player's share card per percentage.
- ``scores``: points per player name. In the shares game these are the final scoring of
  this position (the totals once the game is over). A name used by more than one seat
  is written "name (seat N)" from its second seat on, so every key is unique.
"""

from __future__ import annotations

from pygames.cablecar.data import SIZE, placed_pairs
from pygames.cablecar.rules import GAME
from pygames.cablecar.tracks import EMPTY


def export_position(record, state) -> dict:
    """The export of ``state`` (the position after ``record``'s moves) as JSON data."""
    names = record.unique_names()
    mode = state.mode
    tiles = {}
    for square, placed in enumerate(state.board):
        if placed != EMPTY:
            row, col = divmod(square, SIZE)
            tiles[f"{row + 1},{col + 1}"] = placed_pairs(placed)
    owners = mode.owners(state)
    stations = {}
    for station in range(1, 4 * SIZE + 1):
        owner = owners.get(station)
        line = state.scored.get(station)
        stations[str(station)] = {
            "owner": None if owner is None else mode.owner_label(owner, names),
            "score": line.points if line else None,
            "end": line.end if line else None,
        }
    data = {
        "game": "cablecar",
        "mode": mode.name,
        "moves": len(record.actions),
        "finished": not GAME.to_move(state),
        "tiles": tiles,
        "stations": stations,
        **mode.export(state, names),
    }
    scores = mode.final(state)[0]  # in the shares game: the final scoring of this position
    data["scores"] = {names[seat]: points for seat, points in enumerate(scores)}
    return data
