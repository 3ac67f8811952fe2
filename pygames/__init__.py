"""pygames: faithful digital editions of five board games.

``GAMES`` lists every game by id. Specs are cheap; ``GAMES[id].load()`` imports the
game's rules only when that game is played.
"""

from pygames.core.errors import SetupError
from pygames.core.spec import GameSpec, Option

GAMES: dict[str, GameSpec] = {
    spec.id: spec
    for spec in (
        GameSpec(
            id="cablecar",
            names={"en": "Cable Car", "zh-TW": "舊金山纜車", "ja": "ケーブルカー"},
            min_players=2,
            max_players=6,
            rules_version=1,
            module="pygames.cablecar.rules",
            bots=("greedy", "search"),
            options=(
                # The seed's variants (變體規則) and its advanced game (進階規則).
                Option(
                    "orientation",
                    ("fixed", "free"),
                    {"en": "Tile orientation", "zh-TW": "板塊方向", "ja": "タイルの向き"},
                    {
                        "fixed": {
                            "en": "Fixed: as printed",
                            "zh-TW": "固定：與圖板方向一致",
                            "ja": "固定：印刷どおりの向き",
                        },
                        "free": {
                            "en": "Free: tiles may be turned",
                            "zh-TW": "自由：板塊可旋轉",
                            "ja": "自由：タイルを回転できる",
                        },
                    },
                ),
                Option(
                    "hand",
                    (1, 2, 3),
                    {"en": "Hidden tiles in hand", "zh-TW": "手牌板塊數", "ja": "手持ちタイル数"},
                    {
                        n: {
                            "en": f"{n} tile{'s' * (n > 1)} in hand",
                            "zh-TW": f"手上 {n} 個板塊",
                            "ja": f"手持ち {n} 枚",
                        }
                        for n in (1, 2, 3)
                    },
                ),
                Option(
                    "mode",
                    ("basic", "shares"),
                    {"en": "Game", "zh-TW": "遊戲規則", "ja": "ルール"},
                    {
                        "basic": {"en": "Basic game", "zh-TW": "基本規則", "ja": "基本ルール"},
                        "shares": {
                            "en": "Shares game",
                            "zh-TW": "進階規則（股票）",
                            "ja": "上級ルール（株）",
                        },
                    },
                ),
            ),
        ),
        GameSpec(
            id="cakemaster",
            names={"en": "Cake Master", "zh-TW": "蛋糕大師", "ja": "ケーキマスター"},
            min_players=1,
            max_players=6,
            rules_version=1,
            module="pygames.cakemaster.rules",
            bots=("greedy", "search"),
            # No options: the player count decides the rules (solo, two players, 3–6).
        ),
        GameSpec(
            id="foodtycoon",
            names={"en": "Food Tycoon", "zh-TW": "美食大亨", "ja": "フードタイクーン"},
            min_players=3,
            max_players=6,
            rules_version=1,
            module="pygames.foodtycoon.rules",
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
        ),
        GameSpec(
            id="foodparadise",
            names={"en": "Food Paradise", "zh-TW": "美食天堂", "ja": "フードパラダイス"},
            min_players=2,
            max_players=4,
            # 2: FP11, the buyer chooses whose token to take when the bank has none
            # (1: from the player holding the most).
            rules_version=2,
            older_rules=(1,),
            module="pygames.foodparadise.rules",
            bots=("greedy", "search"),
            # No options: the seed has no variants.
        ),
        GameSpec(
            id="cupcake",
            names={"en": "Cupcake Empire", "zh-TW": "杯子蛋糕帝國", "ja": "カップケーキ帝国"},
            min_players=2,
            max_players=4,
            # 2: CE17, the dice re-rolled are those used (in the column when it was
            # activated) and those hired; the tuned city and supply (cupcake/data.py).
            rules_version=2,
            older_rules=(1,),
            module="pygames.cupcake.rules",
            bots=("greedy", "search"),
            # No options: the seed has no variants.
        ),
    )
}


def get_game(game_id: str):
    """The rules object of a registered game; SetupError (a ValueError) for an unknown id."""
    spec = GAMES.get(game_id) if isinstance(game_id, str) else None
    if spec is None:
        raise SetupError("core.no_game", game=repr(str(game_id)[:40]))
    return spec.load()
