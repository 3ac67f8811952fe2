"""Cake Master's manifest (``pygames.core.manifest``): its spec, parts and tuning."""

from pygames.core.manifest import Manifest, Table, Tuning
from pygames.core.spec import GameSpec

SPEC = GameSpec(
    id="cakemaster",
    names={"en": "Cake Master", "zh-TW": "蛋糕大師", "ja": "ケーキマスター"},
    min_players=1,
    max_players=6,
    rules_version=1,
    bots=("greedy", "search"),
    # No options: the player count decides the rules (solo, two players, 3–6).
)

MANIFEST = Manifest(
    spec=SPEC,
    package=__package__,
    # What the tutorial teaches (tutorial.py): every rule of a game of 3 to 6 players;
    # the two-player draft (CM24) and solo (CM25-CM30) are other tables.
    teaches=(
        "CM01",
        "CM02",
        "CM03",
        "CM04",
        "CM05",
        "CM06",
        "CM07",
        "CM08",
        "CM09",
        "CM10",
        "CM11",
        "CM12",
        "CM13",
        "CM14",
        "CM15",
        "CM16",
        "CM17",
        "CM18",
        "CM19",
        "CM20",
        "CM21",
        "CM22",
        "CM23",
    ),
    tuning=Tuning(
        coach_simulations=120,
        # The review (core.review), in stars (each seat's less the best other seat's),
        # measured in CPython on a busy 2-core machine: a 4-player game of greedy and
        # search seats (192 moves) reviewed in 13 s of CPU at 60 simulations (18.5 s at
        # 100, about 55 s in Chromium: too near the mark); 3-player games (random, search,
        # search; seeds 1-3): mean loss a move 0.28 star for the random seat, 0.015
        # for the search seats (19x); a loss of half a star or more: 24 % of the
        # random seat's moves, 0.4 % of the search seats'.
        review_simulations=60,
        review_playouts=12,
        mistake_loss=0.5,
        tables=(Table("cakemaster", players=4, simulations=600),),
    ),
)
