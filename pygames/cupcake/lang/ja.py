"""Cupcake Empire's texts in 日本語."""

TEXTS = {
    # components
    "cupcake.flavour.vanilla": "バニラ",
    "cupcake.flavour.chocolate": "チョコレート",
    "cupcake.flavour.lemon": "レモン",
    "cupcake.flavour.mint": "ミント",
    "cupcake.flavour.strawberry": "ストロベリー",
    "cupcake.base.vanilla": "バニラの生地",
    "cupcake.base.chocolate": "チョコレートの生地",
    "cupcake.base.mixed": "ミックスの生地",
    "cupcake.frosting.lemon": "レモンのフロスティング",
    "cupcake.frosting.chocolate": "チョコレートのフロスティング",
    "cupcake.frosting.mint": "ミントのフロスティング",
    "cupcake.frosting.strawberry": "ストロベリーのフロスティング",
    "cupcake.frosting.mixed": "{a}と{b}のミックスのフロスティング",
    "cupcake.liking": "{base}生地に{frosting}が好きなお客",
    "cupcake.colour.grey": "灰色のダイス",
    "cupcake.colour.purple": "紫のダイス",
    "cupcake.colour.yellow": "黄色のダイス",
    "cupcake.colour.orange": "オレンジのダイス",
    "cupcake.colour.green": "緑のダイス",
    "cupcake.colour.pink": "ピンクのダイス",
    "cupcake.disc.base": "生地ディスク",
    "cupcake.disc.frosting": "フロスティングディスク",
    "cupcake.disc.shop": "店舗ディスク",
    "cupcake.disc.sell": "販売ディスク",
    "cupcake.disc.income": "収入ディスク",
    "cupcake.disc.creativity": "創造力ディスク",
    "cupcake.column.bake": "第{number}列（焼く）",
    "cupcake.column.frost": "第{number}列（フロスティング）",
    "cupcake.column.expand": "第{number}列（出店）",
    "cupcake.column.sell": "第{number}列（販売）",
    "cupcake.column.hire": "第{number}列（雇用）",
    "cupcake.district.grey": "灰色の地区{number}",
    "cupcake.district.yellow": "黄色の地区{number}",
    "cupcake.district.beige": "ベージュの地区{number}",
    # the parts of an action
    "cupcake.part.base": "単品の生地を選ぶこと",
    "cupcake.part.mixed_base": "ミックスの生地を取ること",
    "cupcake.part.frosting": "単品のフロスティングを選ぶこと",
    "cupcake.part.mixed_frosting": "ミックスのフロスティングを取ること",
    "cupcake.part.shop_yellow": "黄色の地区への出店",
    "cupcake.part.shop_beige": "ベージュの地区への出店",
    "cupcake.part.sell_2": "距離2までの販売",
    "cupcake.part.sell_3": "距離3までの販売",
    "cupcake.part.sell_4": "距離4までの販売",
    "cupcake.part.die": "ダイスの雇用",
    "cupcake.part.disc": "追加アクションディスクの獲得",
    "cupcake.part.bakery_yellow": "黄色の地区へのベーカリー",
    "cupcake.part.hire_4": "ベージュの地区へのベーカリーか他の列のアクション",
    "cupcake.part.income": "収入+3",
    "cupcake.part.creativity": "創造力+2",
    # refusals
    "cupcake.not_a_move": "{move}はカップケーキ帝国の手ではありません。",
    "cupcake.no_part": "この手番に起動したものでは今は{what}ができません。",
    "cupcake.supply_empty": "ストックに{what}が残っていません。",
    "cupcake.no_grey_dice": "灰色のダイスはストックになく、雇えません。",
    "cupcake.no_shop_in_grey": "店舗は黄色かベージュの地区に出します。灰色の地区には出せません。",
    "cupcake.no_bakery_in_grey": "新しいベーカリーは黄色かベージュの地区に置きます。",
    "cupcake.bakery_yellow_only": "雇用列のレベル3のベーカリーは黄色の地区（{districts}）に置きます。{district}には置けません。",
    "cupcake.bakery_beige_only": "雇用列のレベル4のベーカリーはベージュの地区（{districts}）に置きます。{district}には置けません。",
    "cupcake.too_far": "そのお客は販売の届く距離より遠くにいます。",
    "cupcake.no_bakeries": "置けるベーカリーが残っていません。",
    "cupcake.bakery_full": "{district}にはベーカリーの空きがありません（ベーカリーは追い出せません）。",
    "cupcake.borrow_other": "雇用列のレベル4は他の列のアクションを使います。",
    "cupcake.no_such_level": "{column}のレベルは1から{top}までです。",
    "cupcake.shops_in_reserve": "手元に店舗が残っています。それを置いてください。",
    "cupcake.no_shops_left": "店舗が残っていません。町にある自分の店舗を動かしてください。",
    "cupcake.move_elsewhere": "店舗は別の地区へ動かします。",
    "cupcake.no_shop_there": "{district}に動かせる自分の店舗がありません。",
    "cupcake.district_full": "{district}は満員です。追い出す店舗のプレイヤーを指定してください。",
    "cupcake.space_free": "{district}には店舗の空きがあります。誰も追い出せません。",
    "cupcake.displace_other": "追い出せるのは他のプレイヤーの店舗だけです。",
    "cupcake.no_victim_shop": "プレイヤー{victim}は{district}に店舗を持っていません。",
    "cupcake.no_customer": "{district}の家{house}にはお客がいません。",
    "cupcake.not_present": "{district}にベーカリーも店舗もありません。",
    "cupcake.not_liked": "メニューにそのお客の好みの品がありません。",
    "cupcake.disc_twice": "{column}にはすでに{kind}があります。同じ列に同じものは置けません。",
    "cupcake.disc_full": "{column}にはディスクの空きがありません。",
    "cupcake.no_base": "{what}を持っていません。",
    "cupcake.no_frosting": "{what}を持っていません。",
    "cupcake.special_used": "この手番はもう特殊アクションを行いました。",
    "cupcake.same_column": "ダイスは別の列へ動かします。",
    "cupcake.no_die_there": "{column}に{colour}がありません。",
    "cupcake.column_full": "{column}にはダイスの空きがありません。",
    "cupcake.rest_used": "この手番はもう休憩所を使いました。",
    "cupcake.not_resting": "休憩所に{colour}がありません。",
    "cupcake.too_many_dice": "{column}にはそれほどダイスの空きがありません。",
    "cupcake.no_idea": "アイデアディスクを持っていません。",
    "cupcake.no_income": "収入を{cost}戻す必要があり、足りません。",
    "cupcake.ideas_full": "アイデアディスクはすでに上限の{most}です。",
    "cupcake.count.ideas.one": "{n}枚",
    "cupcake.count.ideas.other": "{n}枚",
    "cupcake.count.steps.one": "{n}マス",
    "cupcake.count.steps.other": "{n}マス",
    "cupcake.count.turns.one": "{n}手番",
    "cupcake.count.turns.other": "{n}手番",
    "cupcake.no_ideas_left": "ストックにアイデアディスクが残っていません。",
    "cupcake.first_single": "最初のメニューは単品の生地と単品のフロスティングです。",
    "cupcake.pairing_taken": "その組み合わせは他のプレイヤーの最初のメニューです。",
    "cupcake.level_too_high": "{column}はレベル{level}までです。",
    "cupcake.level_zero": "{column}にはレベルがあります。1以上を選んでください。",
    # what each phase waits for, and its prompt
    "cupcake.now.disc": "まず最初のディスクを列に置いてください。",
    "cupcake.now.menu": "まず最初のメニューを選んでください。",
    "cupcake.now.start": "まず列を1つ起動してください。",
    "cupcake.now.action": "列のアクションを行うか、完了してください。",
    "cupcake.now.after": "ダイスは振り直しました。手番を終えてください。",
    "cupcake.prompt.disc": "{name}：最初の追加アクションディスクを列に置いてください。",
    "cupcake.prompt.disc_dealt": "{name}：配られた最初の追加アクションディスクは{disc}（{does}）です。列に置いてください。",
    "cupcake.prompt.menu": "{name}：単品の生地と単品のフロスティングでメニューを選んでください。",
    "cupcake.prompt.start": "{name}：列を1つ起動してください。",
    "cupcake.prompt.action": "{name}：アクションとディスクを使い、完了してください。",
    "cupcake.prompt.after": "{name}：手番を終えてください。",
    # the log
    "cupcake.log.start_disc": "{kind}を{column}に置いた",
    "cupcake.log.first": "最初のメニュー：{base}と{frosting}",
    "cupcake.log.activate": "{column}をレベル{level}で起動した",
    "cupcake.log.base": "{what}を取った",
    "cupcake.log.frosting": "{what}を取った",
    "cupcake.log.menu": "{base}と{frosting}でメニューを作った：生産+{gain}、現在{production}",
    "cupcake.log.shop": "{to}に出店した：販売は現在{sales}",
    "cupcake.log.shop_moved": "店舗を{source}から{to}へ動かした",
    "cupcake.log.displaced": "{who}の店舗が追い出された：販売-1",
    "cupcake.log.sell": "{district}の家{house}の{customer}に販売した（価値{value}）",
    "cupcake.log.hire": "{colour}を雇った",
    "cupcake.log.disc": "{kind}を{column}に置いた",
    "cupcake.log.bakery": "{to}にベーカリーを置いた：販売と生産+{gain}",
    "cupcake.log.borrow": "{column}のレベル{level}のアクションを使った",
    "cupcake.log.disc_income": "収入ディスク：+{gain}",
    "cupcake.log.disc_creativity": "創造力ディスク：{steps}",
    "cupcake.log.done": "アクションを終えた",
    "cupcake.log.income": "収入が{gain}上がる",
    "cupcake.log.goal": "目標{goal}を達成：+{gain}",
    "cupcake.log.rolled": "振り直し：{dice}",
    "cupcake.log.rolled_rest": "振り直し：{dice}。休憩所へ：{rest}",
    "cupcake.log.rolled_only_rest": "振り直し：{dice}。すべて休憩所へ",
    "cupcake.log.die": "{die}の{face}",
    "cupcake.log.dice": "{first}、{rest}",
    "cupcake.log.idea": "{who}がアイデアディスクを得る",
    "cupcake.log.end": "手番を終えた",
    "cupcake.log.ending": "{who}が{income}に達した：このラウンドが最後",
    "cupcake.log.over": "ラウンドが終わり、ゲーム終了",
    "cupcake.log.turn_limit": "各自{turns}：ゲーム終了",
    "cupcake.log.rest_idea": "アイデアディスクで休憩所の{dice}を{column}へ戻した",
    "cupcake.log.rest_income": "収入{n}を戻して休憩所の{dice}を{column}へ戻した",
    "cupcake.log.idea_disc": "アイデアディスクで追加アクションディスクを得た",
    "cupcake.log.buy_idea": "収入{cost}を戻してアイデアディスクを得た",
    "cupcake.log.idea_move": "アイデアディスクで{colour}を{source}から{target}へ動かした",
    "cupcake.log.pay_move": "収入{cost}を戻して{colour}を{source}から{target}へ動かした",
    # score lines
    "cupcake.score.income": "収入",
    "cupcake.score.customers": "お客の数：{n}",
    "cupcake.score.shops": "町の店舗：{n}",
    "cupcake.score.tiebreak_customers": "同点の比較：お客の数{n}",
    "cupcake.score.tiebreak_shops": "同点の比較：町の店舗{n}",
    "cupcake.tie.customers": "お客の数",
    "cupcake.tie.shops": "町の店舗の数",
    "cupcake.unit.one": "収入{n}",
    "cupcake.unit.other": "収入{n}",
    "cupcake.dice.one": "ダイス{n}個",
    "cupcake.dice.other": "ダイス{n}個",
    # The coach's words for a move (ui/coach.py)
    "cupcake.coach.first": "最初のメニューを{base}と{frosting}にする",
    # The tutorial (tutorial.py): each step's sentence, in the order taught
    "cupcake.lesson.goal": "カップケーキ帝国へようこそ！収入が得点です。毎回のアクションの後、"
    "生産と販売の低いほうだけ収入が上がります。収入5・生産2・販売1、"
    "灰色の地区のベーカリー1軒から始まります。",
    "cupcake.lesson.start_disc": "配られたのは店舗ディスク、"
    "6種ある追加アクションディスクの1つです。第3列（出店）に置きましょう。店舗をもう1軒出せます。"
    "同じ列に同じディスクは置けません。",
    "cupcake.lesson.first": "相手は最初のメニューをバニラとレモンにしました。"
    "この組み合わせはもう選べません。バニラとチョコレートを選びましょう。"
    "黄色の地区3にそれを好むお客がいます。",
    "cupcake.lesson.board": "ダイスは5つの列（焼く・フロスティング・出店・販売・雇用）に並びます。"
    "ダイス3個でレベル1、もっと多ければ上のレベル。列の色（かピンク）"
    "のエキスパートダイス1個ごとにもう1レベル。色のダイスは同じ色の列から、"
    "灰色は出目の列から始まります。",
    "cupcake.lesson.activate": "第3列（出店）をレベル1で起動しましょう。黄色の地区に1軒出店し、"
    "レベル1で届くスペースの店舗ディスクでもう1軒出せます。",
    "cupcake.lesson.shop": "あのお客が住む黄色の地区3に出店しましょう。店舗1軒ごとに販売+1。"
    "町は灰色1、黄色2、ベージュ3の地区で、どれも家が4軒あります。",
    "cupcake.lesson.shop_disc": "次はディスクの店舗：黄色の地区2へ。"
    "2人ではもっと多い人数用のスペースはふさがったままです。満員の地区では他の人の店舗を追い出せ、"
    "手元に店舗がなければ自分の店舗を動かします。",
    "cupcake.lesson.done": "完了しましょう。アクションが終わり、収入が上がります。その後、"
    "第3列にあったダイスを振り直し、出目の列へ置きます。",
    "cupcake.lesson.income": "収入+2で7に：生産2と販売3の低いほうです。灰色のダイスは6で休憩所へ。"
    "手番の最初の6でアイデアディスク1枚、相手は創造力が1マス進みます。",
    "cupcake.lesson.end": "手番を終えましょう。次は相手の番です。",
    "cupcake.lesson.menu": "相手はチョコレートの生地を焼き、"
    "フロスティングディスクでミントのフロスティングを足しました。手番中いつでも、"
    "持っている生地とフロスティングでメニューを作れます：生産+2、"
    "高いレベルのミックスを使えば+3か+4。",
    "cupcake.lesson.sell_column": "第4列（販売）はダイス3個、緑がエキスパート："
    "レベル2で距離3まで売れます。レベル2で起動しましょう。",
    "cupcake.lesson.sell": "店舗のある黄色の地区3の家3のお客に売りましょう。ズボン（バニラ）"
    "とシャツ（チョコレート）が、バニラとチョコレートのメニューに合います。",
    "cupcake.lesson.sold": "お客は家の数字2の場所であなたのボードへ。"
    "販売と収入がすぐ2ずつ上がりました。ボードには何人でもお客を置け、"
    "メニューはゲーム中ずっと全員に出せます。",
    "cupcake.lesson.done_again": "完了しましょう。収入がまた生産2と販売5の低いほうだけ上がります。",
    "cupcake.lesson.sixes": "収入+2で11に。6が2つ：アイデアディスク1枚、次に創造力1マス。"
    "相手は2マス進んで緑のマスに着き、アイデアディスクを得ました（3枚まで）。"
    "今は生産が足りません：次は焼いてフロスティングを。",
    "cupcake.lesson.hire": "第5列（雇用）はレベル1でストックのダイス1個、"
    "レベル2でさらに追加アクションディスク1枚。雇ったダイスは同じ色の列（ピンクは第5列）"
    "で待ちます。レベル3で黄色の地区、レベル4でベージュの地区にベーカリー、"
    "または他の列のアクション。",
    "cupcake.lesson.discs": "ベーカリーは販売と生産を上げ、追い出されません。"
    "得たディスクは使用中の列にも置け、レベルが届けばすぐ使えます。ストックには限りがあり、"
    "灰色のダイスはありません。",
    "cupcake.lesson.rest": "手番に1回、"
    "休憩所のダイスを1つの列へ戻せます（アイデアディスク1枚で全部、または1個につき収入1）。"
    "特殊アクションも1つ：アイデアディスクで追加アクションディスクかダイスの移動、"
    "収入2でアイデアディスク、収入3でダイス1個の移動。",
    "cupcake.lesson.goals": "盤には目標が4つ、"
    "A–Dの山から1枚ずつ（Aメニュー・Bお客・C町・Dディスク）。"
    "アクションの終わりに満たしていれば収入+6、それぞれ1回です。",
    "cupcake.lesson.over": "誰かが収入70以上で手番を終えたら、"
    "全員の手番数がそろうまでラウンドを続けて終了。収入が最も多い人の勝ち。同点ならお客の数、"
    "次に町の店舗の数で比べます。",
    # 振り返りの説明（review.py）：その手がなぜ損だったか、手番の人から見えたことだけで
    "cupcake.count.parts.one": "{n}つ",
    "cupcake.count.parts.other": "{n}つ",
    "cupcake.count.track_steps.one": "{n}マス",
    "cupcake.count.track_steps.other": "{n}マス",
    "cupcake.review.goal": "より良い手：{best}。この手番で目標{goal}を達成できた（{gain}多い）。",
    "cupcake.review.customer": "より良い手：{best}。この手番でお客さんに販売できた（その価値が販売に加わる）。",
    "cupcake.review.income": "より良い手：{best}。この手番の収入が{more}多い。",
    "cupcake.review.growth": "より良い手：{best}。この手番で生産と販売が{steps}多く上がり、この先の毎手番の収入が増える。",
    "cupcake.review.done_early": "アクションを{parts}使い残して終えた。",
    "cupcake.review.menu_left": "メニューを作らずに手番を終えた：{base}と{frosting}で生産が{gain}上がった。",
    "cupcake.review.paid": "{paid}を払ったが、この手番では取り戻せない。より良い手：{best}。",
}

# The board and the screen speak from their own part of the catalog.
from pygames.cupcake.lang.screen_ja import TEXTS as _SCREEN  # noqa: E402

TEXTS.update(_SCREEN)
