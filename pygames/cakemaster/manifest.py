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
    tuning=Tuning(
        coach_simulations=120,
        tables=(Table("cakemaster", players=4, simulations=600),),
    ),
)
