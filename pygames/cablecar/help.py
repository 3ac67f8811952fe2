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
way it is printed (tiles are not turned, unless the table plays with free
orientation). It may not join a station to a station through that one tile alone,
unless the tile fits nowhere else.

## Scoring
As soon as a line reaches any station, its owner scores 1 point per tile the line
passed (a tile passed twice counts twice). A line that reaches the power station
scores 2 points per tile. The car is turned: a line scores once. Any tile, placed by
anyone, may extend or finish any line. Closed loops touch no station and score nothing.

## End
When all 60 tiles are placed, every line has scored. The highest score wins; equal
scores share the place.

## Variants (table options)
- **Free orientation**: a tile may be turned a quarter, half or three-quarter turn
  before it is placed. The one-tile rule still holds: a tile may join a station to a
  station through itself alone only if it fits nowhere else, however it is turned.
- **Two or three hidden tiles**: each player starts with 2 (or 3) hidden tiles and,
  after placing one of them, draws a new one, so the hand stays at 2 (or 3) while the
  pile lasts. Drawing from the pile and placing that tile stays possible.

## The shares game
Nobody owns cars: 8 cable-car companies do — yellow, blue, orange, black, red,
brown, green and purple — with 4 cars each, on all 32 stations, at any number of
players (2–6). Each company has a profit marker, starting at 0.

Share cards: each company has one 10 %, one 20 %, one 30 % and one 40 % card. The
cards lie in four piles by percentage, shuffled face down. Each player draws one card
from each pile and keeps them hidden; then the top card of each pile is turned face
up beside it. Each player also draws one hidden tile (or 2 or 3, as the table chose).

On your turn, either
1. **place a tile** exactly as in the basic game (draw one from the pile and place it,
   or place a hidden tile and draw a new one); or
2. **exchange a share**, but only while no company's marker has reached 25: put one of
   your share cards face down under the pile of its percentage, then take either that
   pile's face-up card or its top hidden card. If you took the face-up card, the next
   card of the pile is turned face up. You always hold one card of each percentage;
   an exchange only changes its company.

A line that reaches a station or the power station scores profit for the company
whose car it started from, counted as in the basic game (1 per tile, 2 per tile at
the power station). The car is turned and scores no more.

When all 60 tiles are placed (and so every line has scored), the game ends:
- **Company values** go by profit: the highest profit is worth 8, the next 7, then 6
  and so on. Companies with equal profit share a rank and a value, and the next
  profit takes the next rank: profits 38, 30, 20, 20, 12 are worth 8, 7, 6, 6, 5.
- **Reward**: for each company, your percentage of it × 10 × its value (40 % + 20 %
  of a company worth 8: 0.6 × 10 × 8 = 48).
- **Majority bonus**: the player holding the highest percentage of a company adds a
  tenth of its profit, rounded down. Players tied for the highest percentage each add
  it; a player with none of a company's shares never has its majority.
- The highest total wins; equal totals share the place.

Example (the rulebook's): yellow has the top profit, 38, and is worth 8; blue is worth
5 and green 4. Holding yellow 40 % and 20 %, blue 10 % and green 30 % gives
6 × 8 + 1 × 5 + 3 × 4 = 65, plus the yellow majority bonus 3 = 68.

### The company chart (this edition's)
| company | stations |
|---|---|
| yellow | 1, 15, 19, 29 |
| blue | 8, 10, 22, 28 |
| orange | 2, 14, 20, 32 |
| black | 7, 11, 21, 25 |
| red | 3, 13, 17, 31 |
| brown | 6, 12, 24, 26 |
| green | 4, 16, 18, 30 |
| purple | 5, 9, 23, 27 |

Each company has one station on every edge of the board, and one station at every
distance from a corner: one corner station (1, 8, 9, 16, 17, 24, 25 or 32), one next
to it, one further in, and one of the middle stations facing the power station. No
company has two stations side by side. Turning the board a quarter turn turns the
chart into itself (yellow → purple → red → black → yellow, and orange → blue → green
→ brown → orange), so the companies of each of these two groups of four have exactly
the same chances. Between the groups, computer-played games measured average profits
of 24.8 and 24.8 (3,000 games of random moves) and 25.8 and 25.5 (1,500 games of
greedy moves).

## This edition's choices
- The first player is seat 1 as set up (the table chooses the order); turns go clockwise.
- "Joining two stations through one tile" applies to lines that start at a car; a
  corner tile may join two stations that carry no car (16 and 17 with 3, 5 or 6 players).
- When the pile is empty, players place their hidden tiles; a player with no tile
  left is skipped, in the shares game too (so they exchange no more shares).
- Undo takes back your own last move, but not a draw or a share exchange: a drawn
  tile, a share card taken and a card turned face up have been seen.
- With free orientation the rule for one-tile lines counts every turn of the tile:
  a tile that joins two stations by itself in one turn but fits elsewhere in another
  may not be placed that way.
- The variants and the shares game can be combined freely.
- Shares game: the share card you put under a pile is never shown; the face-up card
  you take is seen by all. Players' totals stay hidden until the final scoring; the
  company markers, ranks and the face-up cards are public.
""",
}


def rules_text(lang: str = "en") -> str:
    return RULES.get(lang, RULES["en"])
