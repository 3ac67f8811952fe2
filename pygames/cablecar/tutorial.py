"""Cable Car's tutorial (``core.lesson``): a first game of two, the learner yellow.

The deal of seed 56 (two players, the basic game, tiles as printed, one hidden tile)
lets a few turns show every scoring a first game meets: the learner's hidden tile
and a drawn one finish a line through an opponent's tile (station 19 to 21, 3 tiles,
CC11, CC16), the opponent's line ends at a station too (18 to 19), the learner leads
the line from station 21 into the power station (3 tiles, doubled: CC13), a hidden
tile fits nowhere in the top row (CC09), and the opponent ends the learner's line from
station 13 early, the points still the learner's (CC10, CC16). Notes teach the set-up,
what the board shows and the end (CC17, CC18, CC12, CC15).

Each scoring note's numbers are the record's (tests/cablecar/test_cablecar_lesson.py).
"""

from pygames.core.lesson import Lesson, Move, Step
from pygames.core.messages import Count


def tiles(n: int) -> Count:
    return Count("cablecar.tiles", n)


def points(n: int) -> Count:
    return Count("core.unit.points", n)


LESSON = Lesson(
    players=2,
    seed=56,
    script=(
        Step("cablecar.lesson.goal", rules=("CC01", "CC02", "CC03", "CC04")),
        Step("cablecar.lesson.first_tile", "hand 8,6", rules=("CC06", "CC07", "CC08")),
        Move(1, "hand 8,5"),
        Step("cablecar.lesson.board", rules=("CC02", "CC08")),
        Step("cablecar.lesson.draw", "draw", rules=("CC05",)),
        Step("cablecar.lesson.place_drawn", "place 8,4", rules=("CC05", "CC11")),
        Step(
            "cablecar.lesson.scored",
            rules=("CC11", "CC14", "CC16"),
            params={"station": 19, "end": 21, "tiles": tiles(3), "points": points(3)},
        ),
        Move(1, "hand 7,4"),
        Step("cablecar.lesson.grow", "hand 4,1", rules=("CC08",), params={"station": 29}),
        Move(1, "hand 8,7"),
        Step(
            "cablecar.lesson.their_line",
            rules=("CC11",),
            params={"station": 18, "end": 19, "points": points(2)},
        ),
        Step("cablecar.lesson.power", "hand 6,4", rules=("CC13",), params={"station": 21}),
        Step(
            "cablecar.lesson.power_scored",
            rules=("CC13",),
            params={"station": 21, "tiles": tiles(3), "points": points(6)},
        ),
        Move(1, "hand 8,3"),
        Step("cablecar.lesson.one_tile", "hand 5,8", rules=("CC09",), params={"station": 13}),
        Move(1, "hand 6,8"),
        Step(
            "cablecar.lesson.cut_short",
            rules=("CC10", "CC16"),
            params={"station": 13, "end": 14, "tiles": tiles(2), "points": points(2)},
        ),
        Step("cablecar.lesson.end", rules=("CC17", "CC15", "CC12", "CC18")),
    ),
)
