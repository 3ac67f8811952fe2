"""Cable Car's texts in 日本語."""

_COLOURS = {
    "yellow": "黄",
    "blue": "青",
    "orange": "オレンジ",
    "black": "黒",
    "red": "赤",
    "brown": "茶",
    "green": "緑",
    "purple": "紫",
}

TEXTS = {
    # -- refusals ----------------------------------------------------------------------
    "cablecar.not_a_move": (
        "{move}はケーブルカーの手ではありません。'draw'、'place R,C'、'hand R,C' を試してください。"
    ),
    "cablecar.not_cablecar": "それはケーブルカーの手ではありません。",
    "cablecar.already_drawn": "すでにタイルを引いています。先にそれを置いてください。",
    "cablecar.pile_empty": "山札がありません。手持ちのタイルを置いてください。",
    "cablecar.draw_first": "タイルを置く前に引くか、手持ちのタイルを置いてください。",
    "cablecar.place_drawn": "この手番でタイルを引いたので、そのタイルを置かなければなりません。",
    "cablecar.no_hidden_tile": "手持ちのタイルがありません。",
    "cablecar.only_one_hidden": "手持ちタイルは1枚だけです。{n}枚目の手持ちタイルはありません。",
    "cablecar.not_that_many": "手持ちタイルは{held}です。{n}枚目の手持ちタイルはありません。",
    "cablecar.count.hidden_tiles.one": "{n}枚",
    "cablecar.count.hidden_tiles.other": "{n}枚",
    "cablecar.count.keys.one": "キー1",
    "cablecar.count.keys.other": "キー1–{n}",
    "cablecar.no_turning": (
        "このテーブルではタイルはボードの向きのままです。回転させずに置いてください。"
    ),
    "cablecar.off_board": "{row}行{col}列はボードの外です。行と列は1から8までです。",
    "cablecar.power_square": "{row}行{col}列は発電所です。タイルは置けません。",
    "cablecar.occupied": "{row}行{col}列にはすでにタイルがあります。",
    "cablecar.not_touching": "{row}行{col}列はボードの外周にも置かれたタイルにも接していません。",
    "cablecar.one_tile_join": (
        "{row}行{col}列のタイルは、タイル1枚だけで駅と駅をつないでしまいます。"
        "これはそのタイルをほかのどこにも置けない場合にだけ許されます。"
    ),
    "cablecar.one_tile_join_turned": (
        "{row}行{col}列のタイルは、タイル1枚だけで駅と駅をつないでしまいます。"
        "これはどう回転させてもそのタイルをほかのどこにも置けない場合にだけ許されます。"
    ),
    "cablecar.no_shares": "このテーブルは株券なしで遊んでいます。タイルを置いてください。",
    "cablecar.exchanges_closed": "株券はもう交換できません：{colour}のマーカーが{limit}に達しました。",
    "cablecar.no_share_pile": "{percent}%の株券の山はありません。",
    "cablecar.pile_no_hidden": "{percent}%の山には伏せたカードが残っていません。",
    # -- the final score's lines -------------------------------------------------------
    "cablecar.score.line": "駅{station}から駅{end}まで：{tiles}",
    "cablecar.score.power": "駅{station}から発電所まで：{tiles} ×2",
    "cablecar.score.reward": "{company} {parts} × 10 × 価値{value}",
    "cablecar.score.majority": "{company}の筆頭株主：利益{profit} ÷ 10",
    # -- words used everywhere ---------------------------------------------------------
    "cablecar.tiles.one": "タイル{n}枚",
    "cablecar.tiles.other": "タイル{n}枚",
    "cablecar.turned.0": "",
    "cablecar.turned.1": "（右に90°回転）",
    "cablecar.turned.2": "（180°回転）",
    "cablecar.turned.3": "（右に270°回転）",
    **{f"cablecar.colour.{c}": word for c, word in _COLOURS.items()},
    **{f"cablecar.company.{c}": word for c, word in _COLOURS.items()},
    # -- the log -----------------------------------------------------------------------
    "cablecar.log.drew": "山札からタイルを引いた",
    "cablecar.log.placed": "{which}を{square}に置いた{turned}",
    "cablecar.log.which_drawn": "引いたタイル",
    "cablecar.log.which_hand": "手持ちのタイル",
    "cablecar.log.which_hand2": "2枚目の手持ちタイル",
    "cablecar.log.which_hand3": "3枚目の手持ちタイル",
    "cablecar.log.exchanged_face_up": "{percent}%の株券を交換し、表向きのカードを取った",
    "cablecar.log.exchanged_pile": "{percent}%の株券を交換し、伏せたカードを取った",
    # -- prompts -----------------------------------------------------------------------
    "cablecar.prompt.place_drawn": "{name}：引いたタイルを、印のついたマスに置いてください。",
    "cablecar.prompt.place_or_draw": "{name}：{tile}を置くか、山札から引いてください{exchange}。",
    "cablecar.prompt.pile_empty": "{name}：山札がなくなりました。{tile}を置いてください{exchange}。",
    "cablecar.prompt.draw_only": "{name}：山札から引いてください{exchange}。",
    "cablecar.prompt.tile_one": "手持ちのタイル",
    "cablecar.prompt.tile_many": "手持ちのタイルのどれか",
    "cablecar.prompt.or_exchange": "（株券の交換もできます）",
    "cablecar.privacy.show": "{name}さん、クリックしてタイルを表示",
    "cablecar.privacy.show.touch": "{name}さん、タップしてタイルを表示",
    "cablecar.privacy.show_shares": "{name}さん、クリックしてタイルと株券を表示",
    "cablecar.privacy.show_shares.touch": "{name}さん、タップしてタイルと株券を表示",
    # -- the panel: tiles --------------------------------------------------------------
    "cablecar.panel.hidden_tile": "手持ちタイル",
    "cablecar.panel.your_tile": "あなたの手持ちタイル",
    "cablecar.panel.your_tile_n": "あなたの手持ちタイル{n}",
    "cablecar.panel.caption": "{name}の手持ちタイル",
    "cablecar.panel.caption_n": "{name}の手持ちタイル{n}",
    "cablecar.panel.no_tile": "手持ちタイルはもうありません",
    "cablecar.panel.drawn": "引いたタイル",
    "cablecar.panel.drawn_place": "引いたタイル：置いてください",
    "cablecar.panel.chosen": "（選択中）",
    "cablecar.panel.draw_button": "山札から引く",
    "cablecar.panel.left": "（残り{n}枚）",
    "cablecar.panel.turn_group": "タイルの回転",
    "cablecar.panel.turn_left_key.touch": "タイルを左に90°回す",
    "cablecar.panel.turn_left_key": "タイルを左に90°回す（Shift+R）",
    "cablecar.panel.turn_right_key.touch": "タイルを右に90°回す",
    "cablecar.panel.turn_right_key": "タイルを右に90°回す（R）",
    "cablecar.panel.turn_state.0": "回転なし",
    "cablecar.panel.turn_state.1": "右に90°回転",
    "cablecar.panel.turn_state.2": "180°回転",
    "cablecar.panel.turn_state.3": "右に270°回転",
    "cablecar.panel.fits_nowhere": (
        "この向きではタイルを置ける場所がありません。回転させるか、別のタイルを選んでください。"
    ),
    "cablecar.panel.pick_hint.touch": "タイルを選び、マスを選んでください。",
    "cablecar.panel.pick_hint": "タイルを選び（{keys}）、マスを選んでください。",
    "cablecar.panel.pick_turn_hint.touch": "タイルを選んで回し、マスを選んでください。",
    "cablecar.panel.pick_turn_hint": "タイルを選んで（{keys}）回し（R）、マスを選んでください。",
    "cablecar.panel.turn_hint.touch": "タイルを好きな向きに回して、マスを選んでください。",
    "cablecar.panel.turn_hint": "タイルを好きな向きに回して（R）、マスを選んでください。",
    # -- the panel: shares -------------------------------------------------------------
    "cablecar.panel.shares": "株券",
    "cablecar.panel.share_col": "比率",
    "cablecar.panel.yours_col": "あなた",
    "cablecar.panel.face_up_col": "表向き",
    "cablecar.panel.pile_col": "山",
    "cablecar.panel.exchange_hint": (
        "タイルを置く代わりに株券を1枚交換できます。自分のカードを同じ比率の山の一番下に"
        "裏向きで入れ、表向きのカードか、山の一番上の伏せたカードを取ります。"
    ),
    "cablecar.panel.exchange_closed": (
        "株券の交換は終わりました：ある会社のマーカーが{limit}に達しました。"
    ),
    "cablecar.panel.take": "取る",
    "cablecar.panel.take_hidden": "伏せたカードを取る",
    "cablecar.panel.take_face_up_label": (
        "自分の{percent}%の株券を、表向きの{percent}%の{company}と交換する"
    ),
    "cablecar.panel.take_pile_label": (
        "自分の{percent}%の株券を、山の一番上の{percent}%のカードと交換する"
    ),
    "cablecar.panel.hidden_cards": "伏せたカード{n}枚",
    # -- beside the panel --------------------------------------------------------------
    "cablecar.side.companies": "ケーブルカー会社",
    "cablecar.side.company_col": "会社",
    "cablecar.side.profit_col": "利益",
    "cablecar.side.rank_col": "順位",
    "cablecar.side.value_col": "価値",
    "cablecar.side.threshold": "どれかのマーカーが{limit}に達すると、株券の交換は終わります。",
    "cablecar.side.threshold_reached": "マーカーが{limit}に達しました。もう株券は交換できません。",
    "cablecar.side.rank_1": "1位",
    "cablecar.side.rank_2": "2位",
    "cablecar.side.rank_3": "3位",
    "cablecar.side.rank_n": "{n}位",
    "cablecar.side.holdings": "持ち株",
    "cablecar.side.player_col": "プレイヤー",
    "cablecar.side.seen_taking": "取ったのを見られたカード：{cards}",
    "cablecar.side.lines": "得点した路線",
    "cablecar.side.line": "{station} → {end} · {tiles}",
    "cablecar.side.line_power": "{station} → 発電所 · {tiles} ×2",
    "cablecar.side.line_label": "駅{station}からの路線を表示",
    # -- the board ---------------------------------------------------------------------
    "cablecar.board.title": "ケーブルカーのボード",
    "cablecar.board.power": "発電所：ここに着いた路線は得点が2倍",
    "cablecar.board.no_car": "駅{station}：ケーブルカーなし",
    "cablecar.board.player": "{name}（{colour}）",
    "cablecar.board.company": "{colour}の会社",
    "cablecar.board.open": "駅{station}：{who}、未完成の路線、ここまで{tiles}",
    "cablecar.board.scored": "駅{station}：{who}、{to}までの路線、{tiles}{double} = {points}",
    "cablecar.board.to_station": "駅{station}",
    "cablecar.board.to_power": "発電所",
    "cablecar.board.so_far": "ここまで",
    "cablecar.board.points": "点",
    "cablecar.board.place": "{which}を{row}行{col}列に置く{turned}",
    "cablecar.board.which_drawn": "引いたタイル",
    "cablecar.board.which_hand": "手持ちのタイル",
    "cablecar.board.which_hand2": "2枚目の手持ちタイル",
    "cablecar.board.which_hand3": "3枚目の手持ちタイル",
    "cablecar.board.which_first": "1枚目の手持ちタイル",
    "cablecar.result.none": "得点した路線はありません。",
    # The coach's reasons (ui/coach.py)
    "cablecar.coach.grows.one": "{who}の未完成の路線が{n}マス伸びます",
    "cablecar.coach.grows.other": "{who}の未完成の路線が{n}マス伸びます",
    "cablecar.coach.ends.one": "{who}の{station}番駅からの路線が{n}マスで終わります",
    "cablecar.coach.ends.other": "{who}の{station}番駅からの路線が{n}マスで終わります",
    # The review's reasons (review.py): what the move played did, what the best did.
    "cablecar.review.sentence": "{played}。より良い手：{best}。",
    "cablecar.review.played_only": "{played}。より良い手：{move}。",
    "cablecar.review.best_only": "より良い手：{best}。",
    "cablecar.review.gives": "駅{station}の路線を未完成のまま残し、{who}が次の手番に{points}で完成させられます",
    "cablecar.review.gives_other": "駅{station}の路線を未完成のまま残し、{mover}の次の手番までに完成されると{who}が{points}を得ます",
    "cablecar.review.exposes": "{who}の{station}番駅からの路線を残し、{finisher}が次の手番に{points}で終わらせられます",
    "cablecar.review.finishes": "{who}の{station}番駅からの路線を完成させ、{points}を与えます",
    "cablecar.review.extends": "{who}の{station}番駅からの未完成の路線を{tiles}伸ばします",
    "cablecar.review.ends_own": (
        "{who}の{station}番駅からの路線を{tiles}で終わらせ、{points}にしかなりません"
    ),
    "cablecar.review.best_finishes": "{move}と、{who}の{station}番駅からの路線が完成して{points}",
    "cablecar.review.best_extends": "{move}と、{who}の{station}番駅からの路線が{tiles}伸びる",
    "cablecar.review.best_ends": "{move}と、{who}の{station}番駅からの路線を今{points}で終わらせられる",
    "cablecar.review.holding": "{clause}（{holder}の持ち株{percent}%）",
    "cablecar.review.swaps": "{percent}%の{given}株（{given_rank}）を手放して{taken}を取ります",
    "cablecar.review.best_swaps": "{percent}%の{given}株（{given_rank}）を{taken}と交換する",
    "cablecar.review.face_up_card": "表向きの{company}（{rank}、{holder}の持ち株は{after}%に）",
    "cablecar.review.rank": "利益{profit}、{rank}",
    "cablecar.review.hidden_card": "伏せたカード",
    "cablecar.review.tile_at": "{which}を{square}に置く{turned}",
    "cablecar.review.which_place": "引いたタイル",
    "cablecar.review.which_hand": "手持ちのタイル",
    "cablecar.review.which_hand2": "2枚目の手持ちタイル",
    "cablecar.review.which_hand3": "3枚目の手持ちタイル",
    "cablecar.review.drawing": "山札から引く",
    "cablecar.review.exchanging_face_up": "{percent}%の株券を表向きのカードと交換する",
    "cablecar.review.exchanging_pile": "{percent}%の株券を伏せたカードと交換する",
    "cablecar.board.tile_at": "{row}行{col}列のタイル",
    "cablecar.wall.players": "プレイヤー",
    "cablecar.wall.lines": "路線：完成 {done}・未完 {open}",
    "cablecar.wall.lines_short": "完成 {done}・未完 {open}",
    "cablecar.wall.row": "{name}：{score}、路線 完成{done}・未完成{open}",
    "cablecar.wall.at": "{row}行{col}列",
    "cablecar.wall.last": "最後のタイル",
    "cablecar.wall.pile": "残りタイル",
    "cablecar.wall.hand": "{name}のタイル",
    "cablecar.refusal.station": (
        "駅{station}は路線を表示するだけです：タイルは盤上で示されたマスに置いてください。"
    ),
    "cablecar.refusal.hand_tile": "手持ちのタイルは、盤上で示されたマスを選んで置きます。",
    "cablecar.refusal.hand_pick": (
        "手持ちタイル{n}は盤の横のボタンで選び、それから盤上で示されたマスを選んでください。"
    ),
    "cablecar.refusal.drawn_tile": "引いたタイルは、盤上で示されたマスを選んで置きます。",
    # A move refused, as the page shows it: its sentence, then the rule it rests on.
    "cablecar.refusal.rule": "{why}",
    # The tutorial (tutorial.py): the learner plays yellow against one opponent.
    "cablecar.lesson.goal": (
        "あなたは黄色です。あなたのケーブルカーは盤の周りの奇数番号の駅に、相手のものは偶数番号の駅に"
        "あります。タイルを置いて、自分のケーブルカーの路線をできるだけ長く伸ばしてから駅につなげましょう。"
        "あなたが先手で、その後は交互に手番を行います。"
    ),
    "cablecar.lesson.first_tile": (
        "手持ちのタイルは1枚です。駅19の隣の囲まれたマスに置きましょう。タイルは駅か置かれたタイルの"
        "隣に、印刷された向きのまま置きます。置いたら新しいタイルを1枚引いて手持ちにします。"
    ),
    "cablecar.lesson.board": (
        "相手があなたのタイルの隣に置きました。盤では、丸印のついた黄色の駅があなたのケーブルカー、"
        "四角印のついた青の駅が相手のものです。点線のマスはタイルを置ける場所で、赤い枠は最後に"
        "置かれたタイルを示します。"
    ),
    "cablecar.lesson.draw": (
        "今度は手持ちのタイルを置かずに、山札の一番上のタイルを引きましょう。"
        "引いたタイルはすぐに置かなければなりません。"
    ),
    "cablecar.lesson.place_drawn": (
        "引いたタイルを囲まれたマスに置きましょう。駅19のケーブルカーの路線が完成します。"
    ),
    "cablecar.lesson.scored": (
        "駅{station}からの路線が{tiles}を通って駅{end}に着きました。タイル1枚につき1点で{points}です。"
        "そのケーブルカーは向きを変え、二度と得点しません。真ん中のタイルは相手のものです。"
        "どのタイルでも、どの路線でも伸ばせます。"
    ),
    "cablecar.lesson.grow": (
        "相手は下の方から線路を伸ばしています。駅{station}のケーブルカーの路線を始めましょう。"
        "手持ちのタイルを囲まれたマスに置きます。"
    ),
    "cablecar.lesson.their_line": (
        "相手の駅{station}からの路線が駅{end}に着き、相手に{points}が入りました。"
        "誰のケーブルカーがある駅でも、駅に着けば路線は終わります。"
    ),
    "cablecar.lesson.power": (
        "駅{station}のケーブルカーにも自分の路線があります。中央の発電所まで伸ばしましょう。"
        "手持ちのタイルを囲まれたマスに置きます。"
    ),
    "cablecar.lesson.power_scored": (
        "駅{station}からの路線が{tiles}を通って発電所に着きました。得点は2倍、"
        "タイル1枚につき2点で{points}です。"
    ),
    "cablecar.lesson.one_tile": (
        "一番上の列には印のついたマスがありません。そこではこのタイル1枚だけで2つの駅がつながって"
        "しまうからです。それは他に置ける場所がないときだけ許されます。駅{station}の隣に置きましょう。"
    ),
    "cablecar.lesson.cut_short": (
        "相手が、駅{station}からのあなたの路線を{tiles}で駅{end}に着かせ、終わらせました。あなたに{points}が入りますが、"
        "もっと伸ばせたはずでした。相手の路線をふさぐ置き方もかまいません。得点は、誰がタイルを"
        "置いたかに関係なく、いつもケーブルカーの持ち主に入ります。"
    ),
    "cablecar.lesson.end": (
        "すべてのタイルが置かれ、すべての路線が得点するまで続けます。自分のケーブルカーがすべて得点して"
        "いても、毎手番タイルを置きます。路線が同じタイルを2回通れば2回数えます。どの駅にも着かない"
        "輪になった路線は得点しません。最も得点の高い人が勝ち、同点なら勝利を分け合います。"
    ),
}
