"""Cake Master's tutorial (``core.lesson``): the first round of a three-player game.

Three players, because three is the smallest table that plays the usual draft (CM05:
keep one card, pass one to each neighbour), the rule of every table of 3 to 6; two
players draft another way (CM24) and one plays solo. Three is also the fewest moves to
a scored round: 4 turns of one choice and 3 placements each, 16 moves of the learner.

Seed 246 deals a round that builds three cakes a newcomer can follow: cake 1 all
vanilla (two complete rosettes), cake 2 chocolate and matcha (the two colours the
round's customer asks for), cake 3 all strawberry (three raspberry-and-blueberry
pairs). The learner's 17 tasty points are the most (2 stars), the others tie for the
fewest with 13 (0 stars each), and cake 2 serves the customer (1 star). The other
seats' moves are the greedy bot's in that game. In the last turn the others place
first, so the learner's last card completes the round and its scoring notes follow it.
"""

from pygames.core.lesson import Lesson, Move, Step


def _moves(seat: int, *actions: str) -> tuple[Move, ...]:
    return tuple(Move(seat, action) for action in actions)


LESSON = Lesson(
    players=3,
    seed=246,
    script=(
        Step("cakemaster.lesson.goal", rules=("CM01", "CM02", "CM12")),
        # Turn 1
        Step("cakemaster.lesson.keep_1", "keep 45 left 3 right 57", rules=("CM04", "CM05")),
        Move(1, "keep 53 left 39 right 51"),
        Move(2, "keep 18 left 50 right 6"),
        Step("cakemaster.lesson.place_1", "place 51 1.2", rules=("CM06", "CM10")),
        Step("cakemaster.lesson.place_2", "place 50 1.4", rules=("CM08",)),
        Step("cakemaster.lesson.place_3", "place 45 1.1", rules=("CM14",)),
        *_moves(1, "place 53 1.3", "place 6 2.1", "place 3 3.2"),
        *_moves(2, "place 18 3.1", "place 39 1.3", "place 57 2.2"),
        # Turn 2
        Step("cakemaster.lesson.keep_2", "keep 44 left 19 right 21", rules=("CM05",)),
        Move(1, "keep 10 left 52 right 60"),
        Move(2, "keep 54 left 2 right 13"),
        Step("cakemaster.lesson.place_4", "place 44 1.3", rules=("CM11",)),
        Step("cakemaster.lesson.place_5", "place 2 2.1", rules=("CM07", "CM09")),
        Step("cakemaster.lesson.place_6", "place 60 2.4", rules=("CM18",)),
        *_moves(1, "place 10 3.4", "place 13 3.1", "place 19 3.3"),
        *_moves(2, "place 54 1.1", "place 52 1.2", "place 21 3.2"),
        # Turn 3
        Step("cakemaster.lesson.keep_3", "keep 70 left 42 right 41"),
        Move(1, "keep 28 left 22 right 23"),
        Move(2, "keep 58 left 31 right 24"),
        Step("cakemaster.lesson.place_7", "place 70 2.2"),
        Step("cakemaster.lesson.place_8", "place 31 3.2", rules=("CM13",)),
        Step("cakemaster.lesson.place_9", "place 23 3.3", rules=("CM16",)),
        *_moves(1, "place 28 2.3", "place 24 2.2", "place 42 1.1"),
        *_moves(2, "place 22 3.3", "place 58 2.3", "place 41 1.4"),
        # Turn 4: the others place first, so the learner's last card ends the round.
        Step("cakemaster.lesson.keep_4", "keep 26 left 8 right 37"),
        Move(1, "keep 46 left 35 right 71"),
        Move(2, "keep 66 left 32 right 27"),
        *_moves(1, "place 46 1.2", "place 8 1.4", "place 27 2.4"),
        *_moves(2, "place 66 2.1", "place 35 3.4", "place 37 2.4"),
        Step("cakemaster.lesson.place_10", "place 26 3.4"),
        Step("cakemaster.lesson.place_11", "place 32 3.1", rules=("CM14",)),
        Step("cakemaster.lesson.place_12", "place 71 2.3", rules=("CM12",)),
        # Round 1 scored
        Step("cakemaster.lesson.tasty", rules=("CM13", "CM14", "CM15", "CM16")),
        Step("cakemaster.lesson.stars", rules=("CM17", "CM18", "CM19", "CM20")),
        Step("cakemaster.lesson.end", rules=("CM03", "CM21", "CM22", "CM23")),
    ),
)
