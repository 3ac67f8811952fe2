"""Cake Master's texts in 日本語: refusals, score lines, the log, prompts,
the panel, the board, the customers' requests, icings and the solo rating."""

TEXTS = {
    "cakemaster.log.drafted": "残すカードを選び、左右に1枚ずつ渡した",
    "cakemaster.log.gave": "カードを1枚残し、2枚を相手に渡した",
    "cakemaster.log.returned": "受け取ったカードの1枚を残し、もう1枚を返した",
    "cakemaster.log.discarded": "カードを1枚捨てた",
    "cakemaster.log.exchanged": "カードを1枚新しいカードと交換した",
    "cakemaster.log.placed": "カード{number}（{icing}）をケーキ{cake}の{where}に置いた",
    "cakemaster.prompt.draft": "{name}：残すカードを選び、残りの2枚をどちらに渡すか決めてください。",
    "cakemaster.prompt.give": "{name}：残すカードを選んでください。残りの2枚は相手に渡します。",
    "cakemaster.prompt.return": "{name}：渡された2枚のうち1枚を残してください。もう1枚は相手に返します。",
    "cakemaster.prompt.discard": "{name}：4枚のうち1枚を捨ててください{exchange}。",
    "cakemaster.prompt.place": "{name}：カードを選び、ケーキの空いている場所を選んでください{exchange}。",
    "cakemaster.prompt.or_exchange": "（交換もできます）",
    "cakemaster.prompt.other": "{name}：あなたの番です。",
    "cakemaster.panel.hand": "あなたのカード",
    "cakemaster.panel.caption_keep": "残したカード",
    "cakemaster.panel.chosen": "（選択中）",
    "cakemaster.panel.pick_keep_hint.touch": "残すカードを選んでください。",
    "cakemaster.panel.pick_keep_hint": "残すカードを選んでください（{keys}）。",
    "cakemaster.panel.pick_place_hint.touch": "カードを選び、ケーキの印のついた場所を選んでください。",
    "cakemaster.panel.pick_place_hint": "カードを選び（{keys}）、ケーキの印のついた場所を選んでください。",
    "cakemaster.panel.pass_group": "残りの2枚の行き先",
    "cakemaster.panel.to_left": "← 左隣へ",
    "cakemaster.panel.to_right": "右隣へ →",
    "cakemaster.panel.pass_label": "カード{keep}を残し、カード{left}を左隣（次のプレイヤー）に、カード{right}を右隣（前のプレイヤー）に渡す",
    "cakemaster.panel.give_button": "これを残し、2枚を渡す",
    "cakemaster.panel.give_label": "カード{keep}を残し、カード{a}と{b}を相手に渡す",
    "cakemaster.panel.return_button": "これを残し、もう1枚を返す",
    "cakemaster.panel.return_label": "カード{keep}を残し、カード{back}を相手に返す",
    "cakemaster.panel.discard_button": "捨てる",
    "cakemaster.panel.discard_label": "カード{number}を捨てる",
    "cakemaster.panel.exchange_button": "交換",
    "cakemaster.panel.exchange_label": "カード{number}を山札の新しいカードと交換する",
    "cakemaster.panel.exchanges_left": "このゲームで残りの交換回数：{n}",
    "cakemaster.panel.your_choice": "あなたの選択",
    "cakemaster.panel.choice_keep": "残す",
    "cakemaster.panel.choice_left": "左隣へ",
    "cakemaster.panel.choice_right": "右隣へ",
    "cakemaster.panel.choice_give": "相手へ",
    "cakemaster.panel.choice_back": "相手に返す",
    "cakemaster.panel.waiting": "ほかのプレイヤーの選択を待っています。",
    "cakemaster.panel.waiting_place": "ほかのプレイヤーがカードを置くのを待っています。",
    "cakemaster.panel.rounds": "ラウンドの得点",
    "cakemaster.panel.round_n": "第{n}ラウンド",
    "cakemaster.panel.player_col": "プレイヤー",
    "cakemaster.panel.tasty_col": "おいしさ",
    "cakemaster.panel.tasty_stars_col": "★ おいしさ",
    "cakemaster.panel.customer_stars_col": "★ お客様",
    "cakemaster.panel.total_col": "スター",
    "cakemaster.panel.customers_then": "お客様：{list}",
    "cakemaster.panel.show_round_cakes": "第{n}ラウンドのケーキを表示",
    "cakemaster.panel.rating": "評価：{rating}",
    "cakemaster.panel.status_chosen": "✓ 選択済み",
    "cakemaster.panel.status_choosing": "選択中…",
    "cakemaster.panel.status_placing": "カードを配置中…",
    "cakemaster.panel.status_placed": "✓ 配置済み",
    "cakemaster.panel.show_cards": "{name}さん、クリックして手札を表示",
    "cakemaster.panel.show_cards.touch": "{name}さん、タップして手札を表示",
    "cakemaster.panel.left_neighbour": "あなたの左隣",
    "cakemaster.panel.right_neighbour": "あなたの右隣",
    "cakemaster.board.board": "ケーキマスターのテーブル",
    "cakemaster.board.round": "第{round}ラウンド（全{rounds}）· 手番{turn}（全{turns}）",
    "cakemaster.board.over": "ゲーム終了",
    "cakemaster.board.scored": "第{round}ラウンド（全{rounds}）の得点",
    "cakemaster.board.round_stars": "このラウンド：{stars}",
    "cakemaster.panel.go_on": "次のラウンドへ",
    "cakemaster.panel.scored": "第{n}ラウンドの得点が出ました。ケーキを見てから進んでください（キーN）。",
    "cakemaster.panel.scored.touch": "第{n}ラウンドの得点が出ました。ケーキを見てから進んでください。",
    "cakemaster.panel.scored_shown": "第{n}ラウンドの得点：プレイヤーが進むまでケーキは卓に残ります。",
    "cakemaster.prompt.scored": "第{n}ラウンドの得点が出ました。ケーキを見てから次のラウンドへ進んでください。",
    "cakemaster.board.deck": "山札：{n}",
    "cakemaster.board.exchanges": "残りの交換回数：{n}",
    "cakemaster.board.customer": "お客様{number}：{request}",
    "cakemaster.board.no_customers": "待っているお客様はいません。",
    "cakemaster.board.player": "プレイヤー{n}",
    "cakemaster.board.stars": "{name}：{stars}",
    "cakemaster.board.tasty_round": "このラウンドの{n}",
    "cakemaster.count.tasty.one": "おいしさポイント{n}",
    "cakemaster.count.tasty.other": "おいしさポイント{n}",
    "cakemaster.count.keys.one": "キー1",
    "cakemaster.count.keys.other": "キー1–{n}",
    "cakemaster.count.exchanges.one": "交換{n}回",
    "cakemaster.count.exchanges.other": "交換{n}回",
    "cakemaster.board.round_cakes": "{name}：第{round}ラウンドのケーキ",
    "cakemaster.board.hand.one": "手札{n}枚",
    "cakemaster.board.hand.other": "手札{n}枚",
    "cakemaster.board.chosen": "✓ 選択済み",
    "cakemaster.board.choosing": "選択中…",
    "cakemaster.board.placing": "配置中…",
    "cakemaster.board.done": "✓ 完了",
    "cakemaster.board.cake_building": "{name}のケーキ{cake}：4枚中{n}枚",
    "cakemaster.board.cake_tasty": "{name}のケーキ{cake}：{total}（アイシングの色{colours}、ロゼット{rosettes}、半分のロゼットなし{no_half}、ラズベリーとブルーベリーの組合せ{pairs}）",
    "cakemaster.board.cake_done": "{name}のケーキ{cake}：完成",
    "cakemaster.board.serves": "お客様{number}の要望を満たす：{request}",
    "cakemaster.where.1": "右上",
    "cakemaster.where.2": "右下",
    "cakemaster.where.3": "左下",
    "cakemaster.where.4": "左上",
    "cakemaster.board.quarter": "ケーキ{cake}の{where}：{card}",
    "cakemaster.board.place": "{card}をケーキ{cake}の{where}に置く",
    "cakemaster.board.card": "カード{number}：{parts}",
    "cakemaster.board.sep": "、",
    "cakemaster.board.icing": "{icing}のアイシング",
    "cakemaster.board.rosette_both": "両方の切り口に半分のロゼット",
    "cakemaster.board.rosette_cw": "時計回り側の切り口に半分のロゼット",
    "cakemaster.board.rosette_ccw": "反時計回り側の切り口に半分のロゼット",
    "cakemaster.board.raspberry.one": "ラズベリー{n}個",
    "cakemaster.board.raspberry.other": "ラズベリー{n}個",
    "cakemaster.board.blueberry.one": "ブルーベリー{n}個",
    "cakemaster.board.blueberry.other": "ブルーベリー{n}個",
    "cakemaster.customer.five_raspberries": "ラズベリーがちょうど5個。",
    "cakemaster.customer.three_blueberries": "ブルーベリーがちょうど3個。",
    "cakemaster.customer.two_of_each": "ラズベリーがちょうど2個、ブルーベリーがちょうど2個。",
    "cakemaster.customer.raspberries_only": "ラズベリーがあり、ブルーベリーがない。",
    "cakemaster.customer.blueberries_only": "ブルーベリーがあり、ラズベリーがない。",
    "cakemaster.customer.no_berries": "ベリーが1個もない（どちらの種類も）。",
    "cakemaster.customer.six_berries": "ベリーが6個以上（どちらの種類でもよい）。",
    "cakemaster.customer.one_colour": "アイシングが1色だけ。",
    "cakemaster.customer.two_colours": "アイシングがちょうど2色。",
    "cakemaster.customer.four_colours": "アイシングが4色すべて。",
    "cakemaster.customer.two_rosettes": "完成したロゼットが2つ以上。",
    "cakemaster.customer.no_half_rosette": "半分のロゼットがない。",
    "cakemaster.icing.chocolate": "チョコレート",
    "cakemaster.icing.strawberry": "ストロベリー",
    "cakemaster.icing.vanilla": "バニラ",
    "cakemaster.icing.matcha": "抹茶",
    "cakemaster.rating.apprentice": "見習い",
    "cakemaster.rating.baker": "パン職人",
    "cakemaster.rating.pastry_chef": "パティシエ",
    "cakemaster.rating.head_pastry_chef": "シェフ・パティシエ",
    "cakemaster.rating.cake_master": "ケーキマスター",
    "cakemaster.waiting_place": "あなたはカードを置きました。ほかの人がまだ置いています。",
    "cakemaster.waiting_choice": "あなたは選び終えました。ほかの人がまだ選んでいます。",
    "cakemaster.bad_quarter": "ケーキの番号は1〜3、区画の番号は1〜4です。'place K C.Q' の形で、たとえば 'place 12 2.4' "
    "と書いてください。",
    "cakemaster.not_a_move": "{move}はケーキマスターの手ではありません。'keep K left L right R' や 'place K C.Q' "
    "を試してください。",
    "cakemaster.exchange_solo": "カードの交換はソロプレイのルールです。複数人で遊ぶときは、カードはドラフトで手に入ります。",
    "cakemaster.exchanges_used": "このゲームの{n}をすべて使いました。",
    "cakemaster.exchange_no_cards": "カードを交換できるのは、手札があるときだけです。",
    "cakemaster.now.draft": "今は残すカードを1枚選び、左右に1枚ずつ渡してください：'keep K left L right R'。",
    "cakemaster.now.give": "今はカードを1枚残し、残りの2枚を相手に渡してください：'keep K give A B'。",
    "cakemaster.now.return": "今は渡された2枚のうち1枚を残し、もう1枚を相手に返してください：'keep K return R'。",
    "cakemaster.now.discard": "今は引いた4枚のうち1枚を捨ててください：'discard K'。",
    "cakemaster.now.place": "今は手札のカードを自分のケーキに置いてください：'place K C.Q'。",
    "cakemaster.quarter_taken": "ケーキ{cake}の区画{quarter}にはすでにカードがあります。置いたカードは動かせません。",
    "cakemaster.not_given": "カード{card}は、渡された2枚のカードのどちらでもありません。",
    "cakemaster.keep_one_return_other": "渡された2枚のうち1枚を残し、もう1枚を相手に返してください。",
    "cakemaster.three_different": "異なる3枚のカードを指定してください：残す1枚と、渡す2枚です。",
    "cakemaster.not_in_hand": "カード{card}は手札にありません。",
    "cakemaster.score.tasty": "第{round}ラウンド：おいしさポイント{points}",
    "cakemaster.score.customers": "第{round}ラウンド：要望を満たしたお客様",
    "cakemaster.score.rating": "評価：{rating}",
    "cakemaster.score.tiebreak_tasty": "同点の比較：第3ラウンドのおいしさポイント{n}",
    "cakemaster.tie.tasty": "第3ラウンドのおいしさポイント",
    "cakemaster.unit.one": "スター{n}個",
    "cakemaster.unit.other": "スター{n}個",
    "cakemaster.legend.heading": "ケーキの上の印",
    "cakemaster.legend.half_ring": (
        "赤い破線の円：隣のカードにもう半分がない半分のロゼット。半分のままです："
        "ロゼットにならず、そのケーキは「半分のロゼットなし」の点を得られません。"
    ),
    "cakemaster.legend.last": "ピンクの縁：直前の手番で置いたカード。",
    "cakemaster.legend.legal": "青い破線の縁：選んだカードを置ける場所。",
    "cakemaster.picture.colours": "アイシングの色：{n}",
    "cakemaster.picture.rosettes": "完成したロゼット：{n}",
    "cakemaster.picture.no_half": "半分のロゼットなし",
    "cakemaster.picture.pairs": "ラズベリーとブルーベリーの組：{n}",
    "cakemaster.picture.total": "おいしさポイント",
    # The coach's words for a card and a move (ui/coach.py): the card as the screen shows it
    "cakemaster.coach.card": "{parts}の{icing}のカード",
    "cakemaster.coach.card_icing": "{icing}のカード",
    "cakemaster.coach.card_plain": "飾りのない{icing}のカード",
    "cakemaster.coach.and": "、",
    "cakemaster.coach.pass": "{keep}を残し、{left}を左隣に、{right}を右隣に渡す",
    "cakemaster.coach.give": "{keep}を残し、{a}と{b}を相手に渡す",
    "cakemaster.coach.return": "{keep}を残し、{back}を相手に返す",
    "cakemaster.coach.place": "{card}をケーキ{cake}の{where}に置く",
    "cakemaster.coach.discard": "{card}を捨てる",
    "cakemaster.coach.exchange": "{card}を山札の新しいカードと交換する",
    "cakemaster.coach.serves": "ケーキ{cake}が完成し、お客様{customer}の注文に合います",
    "cakemaster.coach.completes.one": "ケーキ{cake}が完成し、おいしさポイント{n}になります",
    "cakemaster.coach.completes.other": "ケーキ{cake}が完成し、おいしさポイント{n}になります",
    "cakemaster.refusal.phase.draft": "全員がカードを渡すまでケーキには置けません：残すカードを選び、"
    "残り2枚を渡す向きを決めてください（{rule}）。",
    "cakemaster.refusal.phase.give": "カードを渡して返してもらうまでケーキには置けません：残すカードを"
    "選び、残り2枚は相手に渡してください（{rule}）。",
    "cakemaster.refusal.phase.return": "カードを1枚返すまでケーキには置けません：受け取った2枚のうち"
    "1枚を残してください（{rule}）。",
    "cakemaster.refusal.phase.discard": "カードを1枚捨てるまでケーキには置けません：4枚のうち1枚を"
    "捨ててください（{rule}）。",
    "cakemaster.refusal.taken": "ケーキ{cake}の{where}の区画にはすでに{card}があり、置いたカードは"
    "動かせません（{rule}）。",
    "cakemaster.refusal.other_cake": "それは{name}のケーキです：{card}は自分のケーキの空いた区画に"
    "置いてください（{rule}）。",
    "cakemaster.refusal.in_cake_own": "選べるのは手札のカードだけで、{card}はすでに自分のケーキに"
    "あります（{rule}）。",
    "cakemaster.refusal.in_cake_other": "選べるのは手札のカードだけで、{card}は{name}のケーキに"
    "あります（{rule}）。",
    # The tutorial (tutorial.py): a teacher's words for each step of round 1
    "cakemaster.lesson.goal": "ケーキマスターへようこそ！3つのラウンドのそれぞれで、よく"
    "シャッフルした山札のカードを使い、4枚の1/4カードでできた丸いケーキを3つ作ります。"
    "よいケーキはスターを得て、第3ラウンドの後にスターが最も多い人が勝ちです。第1ラウンドの"
    "お客様は1人（第2ラウンドは2人、第3ラウンドは3人）：アイシングがちょうど2色のケーキを"
    "求めています。",
    "cakemaster.lesson.keep_1": "毎回、全員が3枚取り、1枚を残して左右の隣に1枚ずつ渡します。"
    "全員同時に、見えないように選びます。バニラのケーキを始めるためにバニラのカードを残し、"
    "チョコレートのカードを左隣に、抹茶のカードを右隣に渡しましょう。",
    "cakemaster.lesson.place_1": "両隣からバニラのカードが2枚来ました。持っている3枚をすべて"
    "置きます。ケーキは1枚の皿にのる4つの区画です。両方の切り口に半分のロゼットがある"
    "バニラのカードをケーキ1の右下に置きましょう。",
    "cakemaster.lesson.place_2": "ブルーベリー2個のバニラのカードをケーキ1の左上に置きます。"
    "もう1枚とは角で接するだけですが、どちらも同じケーキの一部です。",
    "cakemaster.lesson.place_3": "残したバニラのカードをケーキ1の右上に置きます。その半分のロゼットが"
    "下のカードの半分と合わさり、おいしさポイント1の完成したロゼットになります。",
    "cakemaster.lesson.keep_2": "ほかのプレイヤーもカードを置き、全員に見えています。"
    "ケーキ1を仕上げるためにラズベリー1個のバニラのカードを残し、ストロベリーのカードは"
    "両隣に渡しましょう。",
    "cakemaster.lesson.place_4": "残したバニラのカードをケーキ1の左下に置きます。その半分のロゼットが左上の半分と"
    "合わさり、2つ目の完成したロゼットです。ケーキ1は完成し、置いたカードは動かせません。",
    "cakemaster.lesson.place_5": "カードは1つのケーキにまとめても、分けてもかまいません。"
    "チョコレートのカードでケーキ2を右上から始めます。色やロゼットは合わなくてもかまいません。",
    "cakemaster.lesson.place_6": "抹茶のカードをケーキ2の左上に加えます。チョコレートと抹茶："
    "ケーキ2がこの2色のままなら、お客様の要望を満たしてスターがもう1つです。",
    "cakemaster.lesson.keep_3": "ケーキ1はいっぱいなので、バニラのカードはもう役に立ちません。"
    "両方の切り口に半分のロゼットがある抹茶のカードをケーキ2のために残し、バニラのカードを"
    "渡しましょう。",
    "cakemaster.lesson.place_7": "抹茶のカードをケーキ2の右下、チョコレートのカードの下に"
    "置きます。まだ2色です。",
    "cakemaster.lesson.place_8": "ストロベリーのカードでケーキ3を右下から始めます。アイシング"
    "1色のケーキはおいしさポイント3、2色は1、3色以上は0です。",
    "cakemaster.lesson.place_9": "ラズベリー2個のストロベリーのカードをケーキ3の左下に置き"
    "ます。ラズベリーとブルーベリーの組1つがおいしさポイント1です。",
    "cakemaster.lesson.keep_4": "このラウンド最後の手番です。ケーキ3のためにストロベリーの"
    "カードを残し、ほかの2枚を渡しましょう。",
    "cakemaster.lesson.place_10": "両隣は最後のカードを置きました。半分のロゼットがある"
    "ストロベリーのカードをケーキ3の左上に置きます。",
    "cakemaster.lesson.place_11": "ブルーベリー2個のストロベリーのカードをケーキ3の右上に置きます。"
    "その半分のロゼットが左上の半分と合わさり、ブルーベリーはケーキ3のラズベリーと組になります。",
    "cakemaster.lesson.place_12": "最後の1枚：抹茶のカードをケーキ2の左下に置きます。その"
    "半分のロゼットが隣の半分と合わさり、ケーキがすべて完成してラウンドの得点計算です。",
    "cakemaster.lesson.tasty": "第1ラウンドの得点計算。おいしさポイント：ケーキ1は1色で3＋"
    "ロゼット2＋ラズベリーとブルーベリーの組1＝6、ケーキ2は2色で1＋ロゼット1＋組2＝4、"
    "ケーキ3は3＋ロゼット1＋組3＝7。半分のロゼットがないケーキはもう1ポイントですが、"
    "あなたのケーキにはどれも半分のロゼットがあります。",
    "cakemaster.lesson.stars": "あなたのおいしさポイント17が最も高いので2スター。ほかの2人は"
    "13で最低に並び、0スターずつです（その間の人は1スター）。ケーキ2はお客様の要望を満たす"
    "のでもう1スター。1つのケーキで得点できるお客様は1人まで、1人のお客様で得点できるのは"
    "同じプレイヤーのケーキ1つまでです。",
    "cakemaster.lesson.end": "その後、カードとお客様をすべて捨て、山札をシャッフルして"
    "第2ラウンドへ。第3ラウンドの後にスターが最も多い人が勝ち、同点なら第3ラウンドの"
    "おいしさポイントが多い人が勝ちです。",
}
