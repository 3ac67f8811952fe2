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
        tables=(Table("cakemaster", players=4, simulations=600),),
    ),
)
