"""Cable Car rules help, with the choices this edition made where the seed is silent."""

RULES = {
    "en": """\
# Cable Car

Build cable-car lines across San Francisco. Each player owns the cars on some of the
32 stations around the board; a line runs from a car's station over the track tiles
until it reaches a station or the power station in the centre.

## Set-up
- The board has 8 × 8 squares; the four centre squares are the power station.
- Cars stand on stations by player count (the colours' chart below).
- The 60 tiles are shuffled face down; each player draws one and keeps it hidden.

## Your turn
Do one of:
1. **Draw** the top tile of the pile and place it; or
2. **Place your hidden tile**, then draw a new hidden tile.

A tile goes on an empty square on the edge of the board or next to a placed tile, the
way it is printed (tiles are not turned). It may not join a station to a station
through that one tile alone, unless the tile fits nowhere else.

## Scoring
As soon as a line reaches any station, its owner scores 1 point per tile the line
passed (a tile passed twice counts twice). A line that reaches the power station
scores 2 points per tile. The car is turned: a line scores once. Any tile, placed by
anyone, may extend or finish any line. Closed loops touch no station and score nothing.

## End
When all 60 tiles are placed, every line has scored. The highest score wins; equal
scores share the place.

## This edition's choices
- The first player is seat 1 as set up (the table chooses the order); turns go clockwise.
- "Joining two stations through one tile" applies to lines that start at a car; a
  corner tile may join two stations that carry no car (16 and 17 with 3, 5 or 6 players).
- When the pile is empty, players place their hidden tiles; a player with no tile
  left is skipped.
- Undo takes back your own last move, but not a draw: the drawn tile has been seen.
""",
}


def rules_text(lang: str = "en") -> str:
    return RULES.get(lang, RULES["en"])
