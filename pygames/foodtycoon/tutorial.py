"""Food Tycoon's tutorial (``core.lesson``): a first round and a half at a table of three.

The learner (seat 0, the first host) keeps 3 of the 4 dealt recipes, takes meat and egg
for Cantonese congee, opens shop, rolls both lots (the first holds grain, 2 fish and a
six: a face-down event), outbids the table for lot 1 with the +5 button, passes on
lot 2, cooks congee (the scoring note follows at once), then, in the next round with
the host moved left, thinks of a dish and keeps milkfish soup for the 5 fish the lot's
event brought. The last note tells how the game ends and who wins.

Seed 205 deals the story: the learner's 4 recipes (congee, cake, scallion omelette,
prime steak dinner), lot 1's dice 6,1,4,4 with Good catch on top of the event deck, and
sushi and milkfish soup as the learner's draw once the third seat has thought too.
Every bid the learner is taught is one of the bidding panel's buttons (+1 and +5 over
the high bid, and Pass), so each step's move is a button the tutor rings; the take of
meat and egg is reached through the picker's + buttons (``FoodTycoonScreen.hint_step``).
The other seats' moves are greedy's except in the auctions, scripted to make the point.
"""

from pygames.core.lesson import Lesson, Move, Step
from pygames.core.messages import Msg


def _recipe(key: str) -> Msg:
    return Msg(f"foodtycoon.recipe.{key}")


CONGEE = {"recipe": _recipe("congee")}
CATCH = {"event": Msg("foodtycoon.event.catch")}

LESSON = Lesson(
    players=3,
    seed=205,
    script=(
        Step("foodtycoon.lesson.goal", rules=("FT01", "FT20")),
        Step(
            "foodtycoon.lesson.setup_discard",
            "discard steak-dinner",
            rules=("FT02",),
            params={"recipe": _recipe("steak-dinner")},
        ),
        Move(1, "discard sunshine-salad"),
        Move(2, "discard twice-cooked-pork"),
        Step("foodtycoon.lesson.take", "take meat,egg", rules=("FT03",), params=CONGEE),
        Move(1, "take fish,fish"),
        Move(2, "take grain,meat"),
        Step("foodtycoon.lesson.shop", "shop", rules=("FT04", "FT05", "FT06")),
        Move(1, "think"),
        Move(1, "discard ramen"),
        Move(2, "shop"),
        Step("foodtycoon.lesson.roll", "roll", rules=("FT09", "FT10")),
        Step("foodtycoon.lesson.sixes", "roll", rules=("FT11", "FT12")),
        Move(1, "bid 2"),
        Move(2, "bid 3"),
        Step("foodtycoon.lesson.bid", "bid 8", rules=("FT13",), params=CONGEE),
        Move(1, "pass"),
        Move(2, "pass"),
        Step("foodtycoon.lesson.bought", rules=("FT15", "FT16"), params=CATCH),
        Move(1, "bid 3"),
        Move(2, "bid 4"),
        Step("foodtycoon.lesson.pass", "pass", rules=("FT13",), params=CONGEE),
        Move(1, "pass"),
        Step(
            "foodtycoon.lesson.cook", "cook congee", rules=("FT17", "FT18", "FT19"), params=CONGEE
        ),
        Step("foodtycoon.lesson.scored", rules=("FT06",), params=CONGEE),
        Move(2, "cook blood-cake"),
        Move(1, "shop"),
        Move(2, "think"),
        Move(2, "discard hot-pot"),
        Step("foodtycoon.lesson.think", "think", rules=("FT04", "FT05", "FT07")),
        Step(
            "foodtycoon.lesson.keep",
            "discard sushi",
            rules=("FT07", "FT08"),
            params={"keep": _recipe("milkfish-soup"), "recipe": _recipe("sushi"), **CATCH},
        ),
        Step("foodtycoon.lesson.end", rules=("FT20", "FT21")),
    ),
)
