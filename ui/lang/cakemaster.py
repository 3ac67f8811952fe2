"""Cake Master's texts at the table in 繁體中文 and 日本語.

``PANEL`` follows ``ui.games.cakemaster.TEXT`` (log phrases, prompts, the hand, the
rounds) and ``BOARD`` follows ``pygames.cakemaster.draw.TEXT`` (the table's labels and
tooltips): the same keys, the same shapes and the same {placeholders} as their
English (tests/test_cakemaster_draw.py checks). The Japanese follows the seed's terms
(アイシング, ロゼット, おいしさポイント, スター, お客様); ``lang`` picks the data's own
texts (icing names, customers' requests) in that language.
"""

PANEL = {
    "zh-TW": {
        "drafted": "選好要保留的卡牌，並向左右各傳出1張",
        "gave": "保留1張卡牌，把另外2張交給對手",
        "returned": "從收到的卡牌中保留1張，把另1張還給對手",
        "discarded": "棄掉了1張卡牌",
        "exchanged": "將1張卡牌換成新的卡牌",
        "placed": "把卡牌{number}（{icing}）放進蛋糕{cake}的{where}",
        "played": "執行了{text!r}",
        "prompt_draft": "{name}：請選擇要保留的卡牌，再決定另外2張傳往哪一邊。",
        "prompt_give": "{name}：請選擇要保留的卡牌；另外2張交給對手。",
        "prompt_return": "{name}：從對手交來的2張中保留1張；另1張還給對手。",
        "prompt_discard": "{name}：請從4張卡牌中棄掉1張{exchange}。",
        "prompt_place": "{name}：請選擇1張卡牌，再選擇蛋糕上空著的四分之一{exchange}。",
        "or_exchange": "，或交換1張",
        "prompt_other": "{name}：輪到你了。",
        "hand": "你的卡牌",
        "caption_keep": "已保留",
        "chosen": "（已選擇）",
        "pick_keep_hint": "請選擇要保留的卡牌（按鍵1–{n}）。",
        "pick_place_hint": "請選擇1張卡牌（按鍵1–{n}），再選擇你蛋糕上標示的四分之一。",
        "pass_group": "另外2張卡牌的去向",
        "to_left": "← 傳給左邊",
        "to_right": "傳給右邊 →",
        "pass_label": "保留卡牌{keep}；把卡牌{left}傳給左邊（下一位玩家），把卡牌{right}傳給右邊（上一位玩家）",
        "give_button": "保留這張，交出另外2張",
        "give_label": "保留卡牌{keep}；把卡牌{a}和{b}交給對手",
        "return_button": "保留這張，還回另1張",
        "return_label": "保留卡牌{keep}；把卡牌{back}還給對手",
        "discard_button": "棄掉",
        "discard_label": "棄掉卡牌{number}",
        "exchange_button": "交換",
        "exchange_label": "把卡牌{number}換成牌堆的新卡牌",
        "exchanges_left": "本局剩餘交換次數：{n}",
        "your_choice": "你的選擇",
        "choice_keep": "保留",
        "choice_left": "傳給左邊",
        "choice_right": "傳給右邊",
        "choice_give": "交給對手",
        "choice_back": "還給對手",
        "waiting": "等待其他玩家選擇。",
        "waiting_place": "等待其他玩家放置卡牌。",
        "rounds": "各輪計分",
        "round_n": "第{n}輪",
        "player_col": "玩家",
        "tasty_col": "美味分數",
        "tasty_stars_col": "★ 美味",
        "customer_stars_col": "★ 顧客",
        "total_col": "星星",
        "customers_then": "顧客：{list}",
        "show_round_cakes": "顯示第{n}輪的蛋糕",
        "rating": "評價：{rating}",
        "status_chosen": "✓ 已選擇",
        "status_choosing": "選擇中…",
        "status_placing": "放置卡牌中…",
        "status_placed": "✓ 已放置",
        "show_cards": "{name}，請點擊以查看你的卡牌",
        "left_neighbour": "你左邊的玩家",
        "right_neighbour": "你右邊的玩家",
    },
    "ja": {
        "drafted": "残すカードを選び、左右に1枚ずつ渡した",
        "gave": "カードを1枚残し、2枚を相手に渡した",
        "returned": "受け取ったカードの1枚を残し、もう1枚を返した",
        "discarded": "カードを1枚捨てた",
        "exchanged": "カードを1枚新しいカードと交換した",
        "placed": "カード{number}（{icing}）をケーキ{cake}の{where}に置いた",
        "played": "{text!r}を指した",
        "prompt_draft": "{name}：残すカードを選び、残りの2枚をどちらに渡すか決めてください。",
        "prompt_give": "{name}：残すカードを選んでください。残りの2枚は相手に渡します。",
        "prompt_return": "{name}：渡された2枚のうち1枚を残してください。もう1枚は相手に返します。",
        "prompt_discard": "{name}：4枚のうち1枚を捨ててください{exchange}。",
        "prompt_place": "{name}：カードを選び、ケーキの空いている場所を選んでください{exchange}。",
        "or_exchange": "（交換もできます）",
        "prompt_other": "{name}：あなたの番です。",
        "hand": "あなたのカード",
        "caption_keep": "残したカード",
        "chosen": "（選択中）",
        "pick_keep_hint": "残すカードを選んでください（キー1–{n}）。",
        "pick_place_hint": "カードを選び（キー1–{n}）、ケーキの印のついた場所を選んでください。",
        "pass_group": "残りの2枚の行き先",
        "to_left": "← 左隣へ",
        "to_right": "右隣へ →",
        "pass_label": "カード{keep}を残し、カード{left}を左隣（次のプレイヤー）に、カード{right}を右隣（前のプレイヤー）に渡す",
        "give_button": "これを残し、2枚を渡す",
        "give_label": "カード{keep}を残し、カード{a}と{b}を相手に渡す",
        "return_button": "これを残し、もう1枚を返す",
        "return_label": "カード{keep}を残し、カード{back}を相手に返す",
        "discard_button": "捨てる",
        "discard_label": "カード{number}を捨てる",
        "exchange_button": "交換",
        "exchange_label": "カード{number}を山札の新しいカードと交換する",
        "exchanges_left": "このゲームで残りの交換回数：{n}",
        "your_choice": "あなたの選択",
        "choice_keep": "残す",
        "choice_left": "左隣へ",
        "choice_right": "右隣へ",
        "choice_give": "相手へ",
        "choice_back": "相手に返す",
        "waiting": "ほかのプレイヤーの選択を待っています。",
        "waiting_place": "ほかのプレイヤーがカードを置くのを待っています。",
        "rounds": "ラウンドの得点",
        "round_n": "第{n}ラウンド",
        "player_col": "プレイヤー",
        "tasty_col": "おいしさ",
        "tasty_stars_col": "★ おいしさ",
        "customer_stars_col": "★ お客様",
        "total_col": "スター",
        "customers_then": "お客様：{list}",
        "show_round_cakes": "第{n}ラウンドのケーキを表示",
        "rating": "評価：{rating}",
        "status_chosen": "✓ 選択済み",
        "status_choosing": "選択中…",
        "status_placing": "カードを配置中…",
        "status_placed": "✓ 配置済み",
        "show_cards": "{name}さん、クリックして手札を表示",
        "left_neighbour": "あなたの左隣",
        "right_neighbour": "あなたの右隣",
    },
}

BOARD = {
    "zh-TW": {
        "lang": "zh-TW",
        "board": "蛋糕大師的桌面",
        "round": "第{round}輪（共{rounds}輪）· 第{turn}回合（共{turns}回合）",
        "over": "遊戲結束",
        "deck": "牌堆：{n}",
        "exchanges": "剩餘交換次數：{n}",
        "customer": "顧客{number}：{request}",
        "no_customers": "沒有等待中的顧客。",
        "player": "玩家{n}",
        "stars_1": "{name}：1顆星星",
        "stars": "{name}：{n}顆星星",
        "tasty_round": "本輪美味分數{n}分",
        "round_cakes": "{name}：第{round}輪的蛋糕",
        "hand_1": "手上1張卡牌",
        "hand_n": "手上{n}張卡牌",
        "chosen": "✓ 已選擇",
        "choosing": "選擇中…",
        "placing": "放置中…",
        "done": "✓ 完成",
        "cake_building": "{name}，蛋糕{cake}：4格中已有{n}格",
        "cake_tasty": "{name}，蛋糕{cake}：美味分數{total}分（糖霜顏色{colours}、玫瑰花飾{rosettes}、"
        "沒有半朵玫瑰花飾{no_half}、覆盆子與藍莓的組合{pairs}）",
        "cake_done": "{name}，蛋糕{cake}：已完成",
        "serves": "滿足顧客{number}：{request}",
        "where": ("右上", "右下", "左下", "左上"),
        "quarter": "蛋糕{cake}，{where}：{card}",
        "place": "把{card}放進蛋糕{cake}的{where}",
        "card": "卡牌{number}：{parts}",
        "sep": "；",
        "icing": "{icing}糖霜",
        "rosette_both": "兩條切邊都有半朵玫瑰花飾",
        "rosette_cw": "順時針切邊有半朵玫瑰花飾",
        "rosette_ccw": "逆時針切邊有半朵玫瑰花飾",
        "raspberry_1": "1顆覆盆子",
        "raspberry_n": "{n}顆覆盆子",
        "blueberry_1": "1顆藍莓",
        "blueberry_n": "{n}顆藍莓",
    },
    "ja": {
        "lang": "ja",
        "board": "ケーキマスターのテーブル",
        "round": "第{round}ラウンド（全{rounds}）· 手番{turn}（全{turns}）",
        "over": "ゲーム終了",
        "deck": "山札：{n}",
        "exchanges": "残りの交換回数：{n}",
        "customer": "お客様{number}：{request}",
        "no_customers": "待っているお客様はいません。",
        "player": "プレイヤー{n}",
        "stars_1": "{name}：スター1個",
        "stars": "{name}：スター{n}個",
        "tasty_round": "このラウンドのおいしさポイント{n}",
        "round_cakes": "{name}：第{round}ラウンドのケーキ",
        "hand_1": "手札1枚",
        "hand_n": "手札{n}枚",
        "chosen": "✓ 選択済み",
        "choosing": "選択中…",
        "placing": "配置中…",
        "done": "✓ 完了",
        "cake_building": "{name}のケーキ{cake}：4枚中{n}枚",
        "cake_tasty": "{name}のケーキ{cake}：おいしさポイント{total}（アイシングの色{colours}、ロゼット{rosettes}、"
        "半分のロゼットなし{no_half}、ラズベリーとブルーベリーの組合せ{pairs}）",
        "cake_done": "{name}のケーキ{cake}：完成",
        "serves": "お客様{number}の要望を満たす：{request}",
        "where": ("右上", "右下", "左下", "左上"),
        "quarter": "ケーキ{cake}の{where}：{card}",
        "place": "{card}をケーキ{cake}の{where}に置く",
        "card": "カード{number}：{parts}",
        "sep": "、",
        "icing": "{icing}のアイシング",
        "rosette_both": "両方の切り口に半分のロゼット",
        "rosette_cw": "時計回り側の切り口に半分のロゼット",
        "rosette_ccw": "反時計回り側の切り口に半分のロゼット",
        "raspberry_1": "ラズベリー1個",
        "raspberry_n": "ラズベリー{n}個",
        "blueberry_1": "ブルーベリー1個",
        "blueberry_n": "ブルーベリー{n}個",
    },
}


# The engine's messages (refusals and the final score's lines): regex of the English,
# then the same in 繁體中文 and 日本語 with the regex's groups as {fields} (see
# ``ui.i18n.engine_message``). Rounds are 輪 as in the rounds table beside the board.
ENGINE = [
    (
        r"You have placed your cards: the others are still placing theirs\.",
        {
            "zh-TW": "你已放好卡牌：其他玩家還在放置。",
            "ja": "あなたはカードを置きました。ほかの人がまだ置いています。",
        },
    ),
    (
        r"You have made your choice: the others are still choosing\.",
        {
            "zh-TW": "你已做出選擇：其他玩家還在選擇。",
            "ja": "あなたは選び終えました。ほかの人がまだ選んでいます。",
        },
    ),
    (
        r"Cakes are numbered 1 to 3 and their quarters 1 to 4: write 'place K C\.Q', as in 'place 12 2\.4'\.",
        {
            "zh-TW": "蛋糕編號為1~3，每個蛋糕的格編號為1~4：請寫成 'place K C.Q'，例如 'place 12 2.4'。",
            "ja": "ケーキの番号は1〜3、区画の番号は1〜4です。'place K C.Q' の形で、たとえば 'place 12 2.4' と書いてください。",
        },
    ),
    (
        r"(?P<move>.+?) is not a Cake Master move: try 'keep K left L right R' or 'place K C\.Q'\.",
        {
            "zh-TW": "{move}不是蛋糕大師的行動：請試試 'keep K left L right R' 或 'place K C.Q'。",
            "ja": "{move}はケーキマスターの手ではありません。'keep K left L right R' や 'place K C.Q' を試してください。",
        },
    ),
    (
        r"Exchanging a card is a solo rule: with more players the cards come from the draft\.",
        {
            "zh-TW": "交換卡牌是單人遊戲的規則：多人遊戲時，卡牌來自輪抽。",
            "ja": "カードの交換はソロプレイのルールです。複数人で遊ぶときは、カードはドラフトで手に入ります。",
        },
    ),
    (
        r"You have used all (?P<n>\d+) exchanges of the game\.",
        {
            "zh-TW": "你已用完整場遊戲的{n}次交換。",
            "ja": "このゲームの交換{n}回をすべて使いました。",
        },
    ),
    (
        r"You may exchange a card only while you hold cards\.",
        {
            "zh-TW": "只有手上有卡牌時才能交換卡牌。",
            "ja": "カードを交換できるのは、手札があるときだけです。",
        },
    ),
    # a move of another phase: what to do now
    (
        r"Now choose a card to keep and one to pass each way: 'keep K left L right R'\.",
        {
            "zh-TW": "現在請選擇要保留的卡牌，並向左右各傳出1張：'keep K left L right R'。",
            "ja": "今は残すカードを1枚選び、左右に1枚ずつ渡してください：'keep K left L right R'。",
        },
    ),
    (
        r"Now keep one card and give the other two: 'keep K give A B'\.",
        {
            "zh-TW": "現在請保留1張卡牌，把另外2張交給對手：'keep K give A B'。",
            "ja": "今はカードを1枚残し、残りの2枚を相手に渡してください：'keep K give A B'。",
        },
    ),
    (
        r"Now keep one of the two cards you were given and return the other: 'keep K return R'\.",
        {
            "zh-TW": "現在請從對手交來的2張卡牌中保留1張，另1張還給對手：'keep K return R'。",
            "ja": "今は渡された2枚のうち1枚を残し、もう1枚を相手に返してください：'keep K return R'。",
        },
    ),
    (
        r"Now discard one of the four cards you drew: 'discard K'\.",
        {
            "zh-TW": "現在請從抽到的4張卡牌中棄掉1張：'discard K'。",
            "ja": "今は引いた4枚のうち1枚を捨ててください：'discard K'。",
        },
    ),
    (
        r"Now place the cards you hold into your cakes: 'place K C\.Q'\.",
        {
            "zh-TW": "現在請把手上的卡牌放進你的蛋糕：'place K C.Q'。",
            "ja": "今は手札のカードを自分のケーキに置いてください：'place K C.Q'。",
        },
    ),
    (
        r"Quarter (?P<quarter>\d+) of cake (?P<cake>\d+) already holds a card, and a placed card never moves\.",
        {
            "zh-TW": "蛋糕{cake}的第{quarter}格已經有卡牌，而已放置的卡牌不能移動。",
            "ja": "ケーキ{cake}の区画{quarter}にはすでにカードがあります。置いたカードは動かせません。",
        },
    ),
    (
        r"Card (?P<card>\d+) is not one of the two cards you were given\.",
        {
            "zh-TW": "卡牌{card}不是對手交給你的2張卡牌之一。",
            "ja": "カード{card}は、渡された2枚のカードのどちらでもありません。",
        },
    ),
    (
        r"Keep one of the two cards you were given and return the other\.",
        {
            "zh-TW": "請從對手交來的2張卡牌中保留1張，另1張還給對手。",
            "ja": "渡された2枚のうち1枚を残し、もう1枚を相手に返してください。",
        },
    ),
    (
        r"Name three different cards: one to keep and two to pass on\.",
        {
            "zh-TW": "請指定3張不同的卡牌：1張保留，2張傳出。",
            "ja": "異なる3枚のカードを指定してください：残す1枚と、渡す2枚です。",
        },
    ),
    (
        r"Card (?P<card>\d+) is not in your hand\.",
        {"zh-TW": "卡牌{card}不在你的手上。", "ja": "カード{card}は手札にありません。"},
    ),
    # the lines of a final score breakdown
    (
        r"Round (?P<round>\d+): tasty points (?P<points>\d+)",
        {
            "zh-TW": "第{round}輪：美味分數{points}分",
            "ja": "第{round}ラウンド：おいしさポイント{points}",
        },
    ),
    (
        r"Round (?P<round>\d+): customers served",
        {"zh-TW": "第{round}輪：滿足的顧客", "ja": "第{round}ラウンド：要望を満たしたお客様"},
    ),
    (r"Rating: (?P<rating>.+)", {"zh-TW": "評價：{rating}", "ja": "評価：{rating}"}),
]


def _rating(english: str, lang: str) -> str:
    """A solo rating ("Baker") by the data's own names in ``lang``."""
    from pygames.cakemaster.data import SOLO_RATINGS  # the game's data arrives with the game

    names = next((names for _, _, names in SOLO_RATINGS if names["en"] == english), {})
    return names.get(lang) or english


ENGINE_WORDS = {"rating": _rating}
