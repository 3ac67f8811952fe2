"""Cable Car's texts at the table in 繁體中文 and 日本語.

``PANEL`` follows ``ui.games.cablecar.TEXT`` (log phrases, prompts, tiles, shares) and
``BOARD`` follows ``pygames.cablecar.draw.TEXT`` (the board's tooltips and labels):
the same keys, the same shapes and the same {placeholders} as their English
(tests/test_i18n.py checks). zh-TW uses the rulebook's terms.
"""

_ZH_COMPANIES = {
    "yellow": "黃色",
    "blue": "藍色",
    "orange": "橘色",
    "black": "黑色",
    "red": "紅色",
    "brown": "棕色",
    "green": "綠色",
    "purple": "紫色",
}
_JA_COMPANIES = {
    "yellow": "黄",
    "blue": "青",
    "orange": "オレンジ",
    "black": "黒",
    "red": "赤",
    "brown": "茶",
    "green": "緑",
    "purple": "紫",
}

PANEL = {
    "zh-TW": {
        "drew": "從車軌板塊堆抽取了1個板塊",
        "placed": "將{which}放在{square}{turned}",
        "which_drawn": "抽到的板塊",
        "which_hand": {"hand": "手牌板塊", "hand2": "第2個手牌板塊", "hand3": "第3個手牌板塊"},
        "turned": ("", "，順時針旋轉90°", "，旋轉180°", "，順時針旋轉270°"),
        "exchanged": {
            "face-up": "交易了{percent}%股票，拿取已翻至正面的卡牌",
            "pile": "交易了{percent}%股票，拿取卡牌堆最上方的卡牌",
        },
        "played": "執行了{text!r}",
        "place_drawn": "{name}：請將抽到的板塊放在標示的方格上。",
        "place_or_draw": "{name}：請打出{tile}，或從車軌板塊堆抽取{exchange}。",
        "pile_empty": "{name}：車軌板塊堆已用完；請打出{tile}{exchange}。",
        "draw_only": "{name}：請從車軌板塊堆抽取{exchange}。",
        "tile_one": "你的手牌板塊",
        "tile_many": "1個手牌板塊",
        "or_exchange": "，或交易股票",
        "hidden_tile": "手牌板塊",
        "your_tile": "你的手牌板塊",
        "your_tile_n": "你的第{n}個手牌板塊",
        "caption": "{name}的手牌板塊",
        "caption_n": "{name}的第{n}個手牌板塊",
        "no_tile": "沒有剩下的手牌板塊",
        "drawn": "抽到的板塊",
        "drawn_place": "抽到的板塊：請放置",
        "chosen": "（已選擇）",
        "draw_button": "從板塊堆抽取",
        "left": "（剩{n}個）",
        "turn_group": "旋轉板塊",
        "turn_left_key": "將板塊逆時針旋轉90°（Shift+R）",
        "turn_right_key": "將板塊順時針旋轉90°（R）",
        "turn_state": ("未旋轉", "順時針旋轉90°", "旋轉180°", "順時針旋轉270°"),
        "fits_nowhere": "以這個方向，此板塊無處可放：請旋轉它，或選擇另一個板塊。",
        "pick_hint": "選擇1個板塊（按鍵1–{n}），再選擇方格。",
        "pick_turn_hint": "選擇1個板塊（按鍵1–{n}）並旋轉（R），再選擇方格。",
        "turn_hint": "依需要旋轉板塊（R），再選擇方格。",
        "shares": "股票",
        "share_col": "股份比重",
        "yours_col": "你的",
        "face_up_col": "正面朝上",
        "pile_col": "卡牌堆",
        "exchange_hint": "你可以不放置板塊，改為交易1張股票：將你的股票卡正面朝下放到對應卡牌堆的最下方，"
        "然後拿取已翻至正面的卡牌或卡牌堆最上方的卡牌。",
        "exchange_closed": "已不能交易股票：已有公司的計分標記達到{limit}。",
        "take": "拿取",
        "take_hidden": "拿取暗牌",
        "take_face_up_label": "以你的{percent}%股票卡交換正面朝上的{percent}%{company}股票卡",
        "take_pile_label": "以你的{percent}%股票卡交換卡牌堆最上方的{percent}%卡牌",
        "hidden_cards": "暗牌{n}張",
        "companies": "纜車公司",
        "company_col": "公司",
        "profit_col": "利潤",
        "rank_col": "排名",
        "value_col": "價值",
        "threshold": "當任何計分標記達到{limit}時，就不能再交易股票。",
        "threshold_reached": "已有計分標記達到{limit}：不能再交易股票。",
        "rank": {1: "第1名", 2: "第2名", 3: "第3名"},
        "rank_n": "第{n}名",
        "holdings": "持股",
        "player_col": "玩家",
        "seen_taking": "曾被看見拿取：{cards}",
        "lines": "已計分的路線",
        "line": "{station} → {end} · {tiles}",
        "line_power": "{station} → 發電站 · {tiles} ×2",
        "tiles_1": "1個板塊",
        "tiles_n": "{n}個板塊",
        "line_label": "顯示從車站{station}出發的路線",
        "company_names": _ZH_COMPANIES,
    },
    "ja": {
        "drew": "山札からタイルを引いた",
        "placed": "{which}を{square}に置いた{turned}",
        "which_drawn": "引いたタイル",
        "which_hand": {
            "hand": "手持ちのタイル",
            "hand2": "2枚目の手持ちタイル",
            "hand3": "3枚目の手持ちタイル",
        },
        "turned": ("", "（右に90°回転）", "（180°回転）", "（右に270°回転）"),
        "exchanged": {
            "face-up": "{percent}%の株券を交換し、表向きのカードを取った",
            "pile": "{percent}%の株券を交換し、伏せたカードを取った",
        },
        "played": "{text!r}を指した",
        "place_drawn": "{name}：引いたタイルを、印のついたマスに置いてください。",
        "place_or_draw": "{name}：{tile}を置くか、山札から引いてください{exchange}。",
        "pile_empty": "{name}：山札がなくなりました。{tile}を置いてください{exchange}。",
        "draw_only": "{name}：山札から引いてください{exchange}。",
        "tile_one": "手持ちのタイル",
        "tile_many": "手持ちのタイルのどれか",
        "or_exchange": "（株券の交換もできます）",
        "hidden_tile": "手持ちタイル",
        "your_tile": "あなたの手持ちタイル",
        "your_tile_n": "あなたの手持ちタイル{n}",
        "caption": "{name}の手持ちタイル",
        "caption_n": "{name}の手持ちタイル{n}",
        "no_tile": "手持ちタイルはもうありません",
        "drawn": "引いたタイル",
        "drawn_place": "引いたタイル：置いてください",
        "chosen": "（選択中）",
        "draw_button": "山札から引く",
        "left": "（残り{n}枚）",
        "turn_group": "タイルの回転",
        "turn_left_key": "タイルを左に90°回す（Shift+R）",
        "turn_right_key": "タイルを右に90°回す（R）",
        "turn_state": ("回転なし", "右に90°回転", "180°回転", "右に270°回転"),
        "fits_nowhere": "この向きではタイルを置ける場所がありません。回転させるか、別のタイルを選んでください。",
        "pick_hint": "タイルを選び（キー1–{n}）、マスを選んでください。",
        "pick_turn_hint": "タイルを選んで（キー1–{n}）回し（R）、マスを選んでください。",
        "turn_hint": "タイルを好きな向きに回して（R）、マスを選んでください。",
        "shares": "株券",
        "share_col": "比率",
        "yours_col": "あなた",
        "face_up_col": "表向き",
        "pile_col": "山",
        "exchange_hint": "タイルを置く代わりに株券を1枚交換できます。自分のカードを同じ比率の山の一番下に"
        "裏向きで入れ、表向きのカードか、山の一番上の伏せたカードを取ります。",
        "exchange_closed": "株券の交換は終わりました：ある会社のマーカーが{limit}に達しました。",
        "take": "取る",
        "take_hidden": "伏せたカードを取る",
        "take_face_up_label": "自分の{percent}%の株券を、表向きの{percent}%の{company}と交換する",
        "take_pile_label": "自分の{percent}%の株券を、山の一番上の{percent}%のカードと交換する",
        "hidden_cards": "伏せたカード{n}枚",
        "companies": "ケーブルカー会社",
        "company_col": "会社",
        "profit_col": "利益",
        "rank_col": "順位",
        "value_col": "価値",
        "threshold": "どれかのマーカーが{limit}に達すると、株券の交換は終わります。",
        "threshold_reached": "マーカーが{limit}に達しました。もう株券は交換できません。",
        "rank": {1: "1位", 2: "2位", 3: "3位"},
        "rank_n": "{n}位",
        "holdings": "持ち株",
        "player_col": "プレイヤー",
        "seen_taking": "取ったのを見られたカード：{cards}",
        "lines": "得点した路線",
        "line": "{station} → {end} · {tiles}",
        "line_power": "{station} → 発電所 · {tiles} ×2",
        "tiles_1": "タイル1枚",
        "tiles_n": "タイル{n}枚",
        "line_label": "駅{station}からの路線を表示",
        "company_names": _JA_COMPANIES,
    },
}

BOARD = {
    "zh-TW": {
        "board": "舊金山纜車圖板",
        "power": "發電站：連結至此的路線分數加倍",
        "no_car": "車站{station}：沒有纜車指示物",
        "player": "{name}（{colour}）",
        "company": "{colour}公司",
        "open": "車站{station}：{who}，未完成的路線，目前{tiles}",
        "scored": "車站{station}：{who}，路線連結至{to}，{tiles}{double} = {points}分",
        "to_station": "車站{station}",
        "to_power": "發電站",
        "tiles_1": "1個板塊",
        "tiles_n": "{n}個板塊",
        "so_far": "目前",
        "points": "分",
        "place": "將{which}放在第{row}列第{col}行{turned}",
        "place_which": "抽到的板塊",
        "hand_which": ("你的手牌板塊", "你的第2個手牌板塊", "你的第3個手牌板塊"),
        "hand_first": "你的第1個手牌板塊",
        "turned": ("", "，順時針旋轉90°", "，旋轉180°", "，順時針旋轉270°"),
        "colours": dict(_ZH_COMPANIES),
    },
    "ja": {
        "board": "ケーブルカーのボード",
        "power": "発電所：ここに着いた路線は得点が2倍",
        "no_car": "駅{station}：ケーブルカーなし",
        "player": "{name}（{colour}）",
        "company": "{colour}の会社",
        "open": "駅{station}：{who}、未完成の路線、ここまで{tiles}",
        "scored": "駅{station}：{who}、{to}までの路線、{tiles}{double} = {points}点",
        "to_station": "駅{station}",
        "to_power": "発電所",
        "tiles_1": "タイル1枚",
        "tiles_n": "タイル{n}枚",
        "so_far": "ここまで",
        "points": "点",
        "place": "{which}を{row}行{col}列に置く{turned}",
        "place_which": "引いたタイル",
        "hand_which": ("手持ちのタイル", "2枚目の手持ちタイル", "3枚目の手持ちタイル"),
        "hand_first": "1枚目の手持ちタイル",
        "turned": ("", "（右に90°回転）", "（180°回転）", "（右に270°回転）"),
        "colours": dict(_JA_COMPANIES),
    },
}

# The engine's messages (refusals and the final score's lines): regex of the English,
# then the same in 繁體中文 and 日本語 with the regex's groups as {fields} (see
# ``ui.i18n.engine_message``). Colours and companies are the catalog's colour names.
_ROW_COL = r"[Rr]ow (?P<row>\d+), column (?P<col>\d+)"
_ONE_TILE = (
    r"A tile at " + _ROW_COL + r" would join two stations through only one tile; that is "
    r"allowed only when the tile fits nowhere else"
)

ENGINE = [
    (
        r"(?P<move>.+?) is not a Cable Car move: try 'draw', 'place R,C' or 'hand R,C'\.",
        {
            "zh-TW": "{move}不是舊金山纜車的行動：請試試 'draw'、'place R,C' 或 'hand R,C'。",
            "ja": "{move}はケーブルカーの手ではありません。'draw'、'place R,C'、'hand R,C' を試してください。",
        },
    ),
    (
        r"That is not a Cable Car move\.",
        {"zh-TW": "這不是舊金山纜車的行動。", "ja": "それはケーブルカーの手ではありません。"},
    ),
    (
        r"You have already drawn a tile: place it first\.",
        {
            "zh-TW": "你已經抽取了板塊：請先放置它。",
            "ja": "すでにタイルを引いています。先にそれを置いてください。",
        },
    ),
    (
        r"The draw pile is empty: place your hidden tile\.",
        {
            "zh-TW": "車軌板塊堆已用完：請打出你的手牌板塊。",
            "ja": "山札がありません。手持ちのタイルを置いてください。",
        },
    ),
    (
        r"Draw a tile before placing it, or place your hidden tile\.",
        {
            "zh-TW": "請先抽取板塊再放置，或打出你的手牌板塊。",
            "ja": "タイルを置く前に引くか、手持ちのタイルを置いてください。",
        },
    ),
    (
        r"You drew a tile this turn: you must place that tile\.",
        {
            "zh-TW": "你這回合抽取了板塊：必須放置那個板塊。",
            "ja": "この手番でタイルを引いたので、そのタイルを置かなければなりません。",
        },
    ),
    (
        r"You hold no hidden tile\.",
        {"zh-TW": "你沒有手牌板塊。", "ja": "手持ちのタイルがありません。"},
    ),
    (
        r"You hold only one hidden tile: there is no hidden tile number (?P<n>\d+)\.",
        {
            "zh-TW": "你只有1個手牌板塊：沒有第{n}個手牌板塊。",
            "ja": "手持ちタイルは1枚だけです。{n}枚目の手持ちタイルはありません。",
        },
    ),
    (
        r"You hold (?P<held>\d+) hidden tiles: there is no hidden tile number (?P<n>\d+)\.",
        {
            "zh-TW": "你有{held}個手牌板塊：沒有第{n}個手牌板塊。",
            "ja": "手持ちタイルは{held}枚です。{n}枚目の手持ちタイルはありません。",
        },
    ),
    (
        r"Tiles keep the board's orientation at this table: place it without turning\.",
        {
            "zh-TW": "這桌的板塊放置方向須與圖板一致：請不要旋轉板塊。",
            "ja": "このテーブルではタイルはボードの向きのままです。回転させずに置いてください。",
        },
    ),
    (
        _ROW_COL + r" is the power station: no tile goes there\.",
        {
            "zh-TW": "第{row}列第{col}行是發電站：不能放置板塊。",
            "ja": "{row}行{col}列は発電所です。タイルは置けません。",
        },
    ),
    (
        _ROW_COL + r" already holds a tile\.",
        {
            "zh-TW": "第{row}列第{col}行已經有板塊。",
            "ja": "{row}行{col}列にはすでにタイルがあります。",
        },
    ),
    (
        _ROW_COL + r" touches neither the edge of the board nor a placed tile\.",
        {
            "zh-TW": "第{row}列第{col}行既不與圖板外圍相鄰，也不與已放置的板塊相鄰。",
            "ja": "{row}行{col}列はボードの外周にも置かれたタイルにも接していません。",
        },
    ),
    (
        _ONE_TILE + r", however it is turned\.",
        {
            "zh-TW": "放在第{row}列第{col}行的板塊會讓車站與車站之間只經過1個車軌板塊；"
            "只有當此板塊無論如何旋轉都無法放在其他任何位置時才可以這樣放置。",
            "ja": "{row}行{col}列のタイルは、タイル1枚だけで駅と駅をつないでしまいます。"
            "これはどう回転させてもそのタイルをほかのどこにも置けない場合にだけ許されます。",
        },
    ),
    (
        _ONE_TILE + r"\.",
        {
            "zh-TW": "放在第{row}列第{col}行的板塊會讓車站與車站之間只經過1個車軌板塊；"
            "只有當此板塊無法放在其他任何位置時才可以這樣放置。",
            "ja": "{row}行{col}列のタイルは、タイル1枚だけで駅と駅をつないでしまいます。"
            "これはそのタイルをほかのどこにも置けない場合にだけ許されます。",
        },
    ),
    (
        r"This table plays without shares: place a tile\.",
        {
            "zh-TW": "這桌不使用股票：請放置板塊。",
            "ja": "このテーブルは株券なしで遊んでいます。タイルを置いてください。",
        },
    ),
    (
        r"Shares can no longer be exchanged: the (?P<colour>[a-z]+) marker has reached (?P<limit>\d+)\.",
        {
            "zh-TW": "不能再交易股票：{colour}計分標記已達到{limit}。",
            "ja": "株券はもう交換できません：{colour}のマーカーが{limit}に達しました。",
        },
    ),
    (
        r"There is no (?P<percent>\d+)% share pile\.",
        {"zh-TW": "沒有{percent}%的股票卡牌堆。", "ja": "{percent}%の株券の山はありません。"},
    ),
    (
        r"The (?P<percent>\d+)% pile has no hidden card left\.",
        {
            "zh-TW": "{percent}%的卡牌堆已沒有正面朝下的卡牌。",
            "ja": "{percent}%の山には伏せたカードが残っていません。",
        },
    ),
    # the lines of a final score breakdown
    (
        r"Station (?P<station>\d+) to the power station: (?P<tiles>\d+) tiles? ×2",
        {
            "zh-TW": "車站{station}至發電站：{tiles}個板塊 ×2",
            "ja": "駅{station}から発電所まで：タイル{tiles}枚 ×2",
        },
    ),
    (
        r"Station (?P<station>\d+) to station (?P<end>\d+): (?P<tiles>\d+) tiles?",
        {
            "zh-TW": "車站{station}至車站{end}：{tiles}個板塊",
            "ja": "駅{station}から駅{end}まで：タイル{tiles}枚",
        },
    ),
    (
        r"(?P<company>[A-Z][a-z]+) (?P<parts>\d+%(?: \+ \d+%)*) × 10 × value (?P<value>\d+)",
        {
            "zh-TW": "{company} {parts} × 10 × 價值{value}",
            "ja": "{company} {parts} × 10 × 価値{value}",
        },
    ),
    (
        r"(?P<company>[A-Z][a-z]+) majority: profit (?P<profit>\d+) ÷ 10",
        {
            "zh-TW": "{company}股份比重最高：利潤{profit} ÷ 10",
            "ja": "{company}の筆頭株主：利益{profit} ÷ 10",
        },
    ),
]
