"""Cable Car's manifest (``pygames.core.manifest``): its spec, parts and tuning."""

from pygames.core.manifest import Manifest, Table, Tuning
from pygames.core.spec import GameSpec, Option

SPEC = GameSpec(
    id="cablecar",
    names={"en": "Cable Car", "zh-TW": "舊金山纜車", "ja": "ケーブルカー"},
    min_players=2,
    max_players=6,
    rules_version=1,
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
)

MANIFEST = Manifest(
    spec=SPEC,
    package=__package__,
    teaches=(
        "CC01",
        "CC02",
        "CC03",
        "CC04",
        "CC05",
        "CC06",
        "CC07",
        "CC08",
        "CC09",
        "CC10",
        "CC11",
        "CC12",
        "CC13",
        "CC14",
        "CC15",
        "CC16",
        "CC17",
        "CC18",
    ),
    tuning=Tuning(
        coach_simulations=150,
        # The review (core.review), measured on seeded games of one random seat against
        # search seats (3 and 4 players, basic and shares, 11 games): at 150 simulations
        # and 16 deals a move takes 0.05 s in CPython (a 60-move game 3 s, 9-10 s in
        # Chromium); the random seat lost 2.5 points a move in the basic game and 3.0 in
        # the shares game, the search seats 0.26 and 0.35. A loss of 4 points or more
        # marks a quarter to a third of the random moves and 1-2 % of the search ones.
        review_simulations=150,
        review_playouts=16,
        mistake_loss=4,
        tables=(
            Table("cablecar", players=4, simulations=150, second=900),
            Table("cablecar-shares", players=4, options={"mode": "shares"}, simulations=390),
        ),
    ),
)
