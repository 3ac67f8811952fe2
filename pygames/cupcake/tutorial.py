"""Cupcake Empire's tutorial (``core.lesson``): a two-player game, the learner first.

Seed 516 deals the learner a shop disc and a sell column already at level 2, and puts a
customer who likes vanilla with chocolate at house 3 of the yellow district 3: the
learner sets the disc on the expand column, takes vanilla with chocolate as its first
menu item (the opponent took vanilla with lemon), opens two shops with one activation
(one of them beside that customer), then sells to it at distance 3. The opponent's turn
bakes a base, its frosting disc adds a frosting, and the two make a menu item. The
learner's rolls show a first 6 (an idea disc), then two 6s (a creativity step, and the
opponent's step onto a green square). Income is explained right after it first rises,
a sale right after it is made; the hire column, the rest area and special actions, the
goals and the end are said in the last notes.
"""

from pygames.core.lesson import Lesson, Move, Step

LESSON = Lesson(
    players=2,
    seed=516,
    script=(
        Step("cupcake.lesson.goal", rules=("CE06", "CE07", "CE15")),
        Step("cupcake.lesson.start_disc", "start-disc 3", rules=("CE11", "CE42", "CE43")),
        Move(1, "start-disc 1"),
        Move(1, "first vanilla lemon"),
        Step("cupcake.lesson.first", "first vanilla chocolate", rules=("CE12",)),
        Step("cupcake.lesson.board", rules=("CE05", "CE08", "CE09", "CE14")),
        Step("cupcake.lesson.activate", "activate 3 1", rules=("CE13", "CE26")),
        Step("cupcake.lesson.shop", "shop 3", rules=("CE01", "CE27")),
        Step("cupcake.lesson.shop_disc", "shop 2", rules=("CE10", "CE28", "CE29")),
        Step("cupcake.lesson.done", "done", rules=("CE17",)),
        Step("cupcake.lesson.income", rules=("CE15", "CE18")),
        Step("cupcake.lesson.end", "end", rules=("CE13",)),
        Move(1, "activate 1 1"),
        Move(1, "base chocolate"),
        Move(1, "frosting mint"),
        Move(1, "menu chocolate mint"),
        Move(1, "done"),
        Move(1, "end"),
        Step("cupcake.lesson.menu", rules=("CE21", "CE22", "CE23", "CE24")),
        Step("cupcake.lesson.sell_column", "activate 4 2", rules=("CE14", "CE30")),
        Step("cupcake.lesson.sell", "sell 3 3", rules=("CE30", "CE31", "CE32")),
        Step("cupcake.lesson.sold", rules=("CE33", "CE34", "CE25")),
        Step("cupcake.lesson.done_again", "done", rules=("CE15", "CE17")),
        Step("cupcake.lesson.sixes", rules=("CE18", "CE19")),
        Step("cupcake.lesson.hire", rules=("CE35", "CE36", "CE37", "CE38", "CE39", "CE40")),
        Step("cupcake.lesson.discs", rules=("CE41", "CE02", "CE03")),
        Step("cupcake.lesson.rest", rules=("CE20", "CE44", "CE45", "CE46", "CE47", "CE48")),
        Step("cupcake.lesson.goals", rules=("CE04", "CE16", "CE51", "CE52", "CE53", "CE54")),
        Step("cupcake.lesson.over", rules=("CE49", "CE50")),
    ),
)
