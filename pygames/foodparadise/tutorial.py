"""Food Paradise's tutorial (``core.lesson``): a two-player game, the learner in corner 1.

Seed 348 deals the learner Shrimp wontons (pork, shrimp, vegetables) with the market
demanding chicken, and its rolls tell a whole first game's story in a few turns: a
chicken bought for the market, a seasoning offered round and left unsold, an empty
corner's revenue, shrimp bought after the other player declined it, the pork that
builds the recipe, then a price card onto market research and the chicken sold there.
The rules a first game meets and this deal does not show (passing your own corner,
taking an ingredient from a player, too little cash, an empty price deck) are said in
the notes beside what the learner just saw.
"""

from pygames.core.lesson import Lesson, Move, Step

LESSON = Lesson(
    players=2,
    seed=348,
    script=(
        Step("foodparadise.lesson.goal", rules=("FP02", "FP20")),
        Step("foodparadise.lesson.corner", "corner 1", rules=("FP03", "FP04")),
        Move(1, "corner 4"),
        Step("foodparadise.lesson.board", rules=("FP01", "FP05", "FP06", "FP07")),
        Step("foodparadise.lesson.roll", "roll", rules=("FP08",)),
        Step("foodparadise.lesson.buy_demand", "buy", rules=("FP10",)),
        Move(1, "roll"),
        Move(1, "decline"),
        Step("foodparadise.lesson.decline", "decline", rules=("FP12", "FP13")),
        Step("foodparadise.lesson.roll_again", "roll", rules=("FP08",)),
        Step("foodparadise.lesson.buy_recipe", "buy", rules=("FP10",)),
        Move(1, "roll"),
        Move(1, "buy"),
        Step("foodparadise.lesson.roll_corner", "roll", rules=("FP08",)),
        Step("foodparadise.lesson.revenue", rules=("FP18", "FP09")),
        Move(1, "roll"),
        Move(1, "decline"),
        Step("foodparadise.lesson.buy_offer", "buy", rules=("FP12",)),
        Step("foodparadise.lesson.roll_pork", "roll", rules=("FP08",)),
        Step("foodparadise.lesson.buy_build", "buy", rules=("FP10", "FP19")),
        Step("foodparadise.lesson.built", rules=("FP19", "FP14")),
        Move(1, "roll"),
        Move(1, "buy"),
        Step("foodparadise.lesson.card", "card 400", rules=("FP08",)),
        Step("foodparadise.lesson.research", "research", rules=("FP17",)),
        Step("foodparadise.lesson.sold", rules=("FP16",)),
        Step("foodparadise.lesson.others", rules=("FP11", "FP15")),
        Step("foodparadise.lesson.end", rules=("FP20",)),
    ),
)
