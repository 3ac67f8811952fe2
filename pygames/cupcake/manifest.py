"""Cupcake Empire's manifest (``pygames.core.manifest``): its spec, parts and tuning."""

from pygames.core.manifest import Manifest, Table, Tuning
from pygames.core.spec import GameSpec

SPEC = GameSpec(
    id="cupcake",
    names={"en": "Cupcake Empire", "zh-TW": "杯子蛋糕帝國", "ja": "カップケーキ帝国"},
    min_players=2,
    max_players=4,
    # 2: CE17, the dice re-rolled are those used (in the column when it was
    # activated) and those hired; the tuned city and supply (cupcake/data.py).
    rules_version=2,
    older_rules=(1,),
    bots=("greedy", "search"),
    # No options: the seed has no variants.
)

MANIFEST = Manifest(
    spec=SPEC,
    package=__package__,
    # Every rule of RULES.md (CE01–CE54): the steps of tutorial.py teach them all.
    teaches=tuple(f"CE{n:02d}" for n in range(1, 55)),
    tuning=Tuning(
        coach_simulations=25,
        tables=(Table("cupcake", players=4, simulations=190),),
        # The review, in income (search_policy.review_values). Measured at 32 x 12 (a
        # machine at load 5-6: CPU seconds): three-player games of a random seat against
        # two search seats (174-191 moves) 8-12 s each, four-player ones of a random
        # seat against three greedy seats (232-235 moves) 15-17 s (Chromium: about 3x);
        # 24 x 8 and 48 x 8 found the same losses within 0.01 a decision. The random
        # seat lost 3.3 income a decision (233), the search seats 0.003 (335), greedy
        # 0.32 (439); 83 of the random seat's decisions lost 3 or more, none of the
        # search seats', 19 of greedy's.
        review_simulations=32,
        review_playouts=12,
        mistake_loss=3,
    ),
)
