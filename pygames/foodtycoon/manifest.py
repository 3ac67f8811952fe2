"""Food Tycoon's manifest (``pygames.core.manifest``): its spec, parts and tuning."""

from pygames.core.manifest import Manifest, Table, Tuning
from pygames.core.spec import GameSpec, Option

SPEC = GameSpec(
    id="foodtycoon",
    names={"en": "Food Tycoon", "zh-TW": "美食大亨", "ja": "フードタイクーン"},
    min_players=3,
    max_players=6,
    rules_version=1,
    options=(
        # The seed's advanced rules (進階規則): FT22–FT25.
        Option(
            "rules",
            ("basic", "advanced"),
            {"en": "Rules", "zh-TW": "遊戲規則", "ja": "ルール"},
            {
                "basic": {"en": "Basic rules", "zh-TW": "基本規則", "ja": "基本ルール"},
                "advanced": {
                    "en": "Advanced rules",
                    "zh-TW": "進階規則",
                    "ja": "上級ルール",
                },
            },
        ),
    ),
    bots=("greedy", "search"),
)

MANIFEST = Manifest(
    spec=SPEC,
    package=__package__,
    # tutorial.py's steps: every basic rule but FT14 (bids take turns, never equal at once)
    teaches=(
        "FT01",
        "FT02",
        "FT03",
        "FT04",
        "FT05",
        "FT06",
        "FT07",
        "FT08",
        "FT09",
        "FT10",
        "FT11",
        "FT12",
        "FT13",
        "FT15",
        "FT16",
        "FT17",
        "FT18",
        "FT19",
        "FT20",
        "FT21",
    ),
    tuning=Tuning(
        coach_simulations=60,
        # The review (core.review), in fame (each seat's less the best other seat's, at
        # the end of whole-game playouts), measured in CPython on a busy 2-core machine
        # on 3-player basic games (random, search, search; seeds 1-3, 118-140 moves):
        # about 10 s of CPU a game at 100 simulations and 24 deals (8 s at 12 deals);
        # mean loss a move 0.43 fame for the random seat, 0.056 for the search seats
        # (7.7x; 12 deals: 0.47 and 0.081, 5.8x); a loss of 1 fame or more: 14 % of
        # the random seat's moves, 2.2 % of the search seats'.
        review_simulations=100,
        review_playouts=24,
        mistake_loss=1,
        tables=(Table("foodtycoon", players=3, two_players=False, simulations=200),),
    ),
)
