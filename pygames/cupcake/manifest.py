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
    ),
)
