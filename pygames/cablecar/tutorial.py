"""Cable Car's tutorial (``core.lesson``): a first draft, two moves and a note."""

from pygames.core.lesson import Lesson, Move, Step

LESSON = Lesson(
    players=2,
    seed=1,
    script=(
        Step("cablecar.lesson.place", "hand 2,8", rules=("CC05",)),
        Move(1, "hand 1,2"),
        Step("cablecar.lesson.note", rules=("CC08",)),
        Step("cablecar.lesson.draw", "draw", rules=("CC05",)),
    ),
)
