"""Food Paradise's manifest (``pygames.core.manifest``): its spec, parts and tuning."""

from pygames.core.manifest import Manifest, Table, Tuning
from pygames.core.spec import GameSpec

SPEC = GameSpec(
    id="foodparadise",
    names={"en": "Food Paradise", "zh-TW": "美食天堂", "ja": "フードパラダイス"},
    min_players=2,
    max_players=4,
    # 2: FP11, the buyer chooses whose token to take when the bank has none
    # (1: from the player holding the most).
    rules_version=2,
    older_rules=(1,),
    bots=("greedy", "search"),
    # No options: the seed has no variants.
)

MANIFEST = Manifest(
    spec=SPEC,
    package=__package__,
    # The rule ids its tutorial (tutorial.py) teaches: every rule of RULES.md.
    teaches=(
        *("FP01", "FP02", "FP03", "FP04", "FP05", "FP06", "FP07", "FP08", "FP09", "FP10"),
        *("FP11", "FP12", "FP13", "FP14", "FP15", "FP16", "FP17", "FP18", "FP19", "FP20"),
    ),
    tuning=Tuning(
        coach_simulations=120,
        tables=(Table("foodparadise", players=4, simulations=780),),
        # The review, in wins (search_policy.review_values): 3 seeded three-player games
        # of a random seat against two search seats (131-173 moves) took 9-11 s each in
        # CPython at 200 x 24 (100 x 12: 3-6 s), four-player greedy games (219-249 moves)
        # 9-10 s; Chromium about 3x. The random seat lost 0.025 a decision on average,
        # the search seats 0.0022 (11x); 15 of the random seat's 119 decisions lost 0.08
        # or more, none of the search seats' 304.
        review_simulations=200,
        review_playouts=24,
        mistake_loss=0.08,
    ),
)
