"""Cable Car's texts in 繁體中文, in the rulebook's terms (車軌板塊, 纜車指示物, 發電站,
股票卡, 利潤, 價值)."""

_COLOURS = {
    "yellow": "黃色",
    "blue": "藍色",
    "orange": "橘色",
    "black": "黑色",
    "red": "紅色",
    "brown": "棕色",
    "green": "綠色",
    "purple": "紫色",
}

TEXTS = {
    # -- refusals ----------------------------------------------------------------------
    "cablecar.not_a_move": "{move}不是舊金山纜車的行動：請試試 'draw'、'place R,C' 或 'hand R,C'。",
    "cablecar.not_cablecar": "這不是舊金山纜車的行動。",
    "cablecar.already_drawn": "你已經抽取了板塊：請先放置它。",
    "cablecar.pile_empty": "車軌板塊堆已用完：請打出你的手牌板塊。",
    "cablecar.draw_first": "請先抽取板塊再放置，或打出你的手牌板塊。",
    "cablecar.place_drawn": "你這回合抽取了板塊：必須放置那個板塊。",
    "cablecar.no_hidden_tile": "你沒有手牌板塊。",
    "cablecar.only_one_hidden": "你只有1個手牌板塊：沒有第{n}個手牌板塊。",
    "cablecar.not_that_many": "你有{held}：沒有第{n}個手牌板塊。",
    "cablecar.count.hidden_tiles.one": "{n}個手牌板塊",
    "cablecar.count.hidden_tiles.other": "{n}個手牌板塊",
    "cablecar.count.keys.one": "按鍵1",
    "cablecar.count.keys.other": "按鍵1–{n}",
    "cablecar.no_turning": "這桌的板塊放置方向須與圖板一致：請不要旋轉板塊。",
    "cablecar.off_board": "第{row}列第{col}行不在版圖上：列與行都是 1 到 8。",
    "cablecar.power_square": "第{row}列第{col}行是發電站：不能放置板塊。",
    "cablecar.occupied": "第{row}列第{col}行已經有板塊。",
    "cablecar.not_touching": "第{row}列第{col}行既不與圖板外圍相鄰，也不與已放置的板塊相鄰。",
    "cablecar.one_tile_join": (
        "放在第{row}列第{col}行的板塊會讓車站與車站之間只經過1個車軌板塊；"
        "只有當此板塊無法放在其他任何位置時才可以這樣放置。"
    ),
    "cablecar.one_tile_join_turned": (
        "放在第{row}列第{col}行的板塊會讓車站與車站之間只經過1個車軌板塊；"
        "只有當此板塊無論如何旋轉都無法放在其他任何位置時才可以這樣放置。"
    ),
    "cablecar.no_shares": "這桌不使用股票：請放置板塊。",
    "cablecar.exchanges_closed": "不能再交易股票：{colour}計分標記已達到{limit}。",
    "cablecar.no_share_pile": "沒有{percent}%的股票卡牌堆。",
    "cablecar.pile_no_hidden": "{percent}%的卡牌堆已沒有正面朝下的卡牌。",
    # -- the final score's lines -------------------------------------------------------
    "cablecar.score.line": "車站{station}至車站{end}：{tiles}",
    "cablecar.score.power": "車站{station}至發電站：{tiles} ×2",
    "cablecar.score.reward": "{company} {parts} × 10 × 價值{value}",
    "cablecar.score.majority": "{company}股份比重最高：利潤{profit} ÷ 10",
    # -- words used everywhere ---------------------------------------------------------
    "cablecar.tiles.one": "{n}個板塊",
    "cablecar.tiles.other": "{n}個板塊",
    "cablecar.turned.0": "",
    "cablecar.turned.1": "，順時針旋轉90°",
    "cablecar.turned.2": "，旋轉180°",
    "cablecar.turned.3": "，順時針旋轉270°",
    **{f"cablecar.colour.{c}": word for c, word in _COLOURS.items()},
    **{f"cablecar.company.{c}": word for c, word in _COLOURS.items()},
    # -- the log -----------------------------------------------------------------------
    "cablecar.log.drew": "從車軌板塊堆抽取了1個板塊",
    "cablecar.log.placed": "將{which}放在{square}{turned}",
    "cablecar.log.which_drawn": "抽到的板塊",
    "cablecar.log.which_hand": "手牌板塊",
    "cablecar.log.which_hand2": "第2個手牌板塊",
    "cablecar.log.which_hand3": "第3個手牌板塊",
    "cablecar.log.exchanged_face_up": "交易了{percent}%股票，拿取已翻至正面的卡牌",
    "cablecar.log.exchanged_pile": "交易了{percent}%股票，拿取卡牌堆最上方的卡牌",
    # -- prompts -----------------------------------------------------------------------
    "cablecar.prompt.place_drawn": "{name}：請將抽到的板塊放在標示的方格上。",
    "cablecar.prompt.place_or_draw": "{name}：請打出{tile}，或從車軌板塊堆抽取{exchange}。",
    "cablecar.prompt.pile_empty": "{name}：車軌板塊堆已用完；請打出{tile}{exchange}。",
    "cablecar.prompt.draw_only": "{name}：請從車軌板塊堆抽取{exchange}。",
    "cablecar.prompt.tile_one": "你的手牌板塊",
    "cablecar.prompt.tile_many": "1個手牌板塊",
    "cablecar.prompt.or_exchange": "，或交易股票",
    "cablecar.privacy.show": "{name}，請點擊以查看你的板塊",
    "cablecar.privacy.show.touch": "{name}，請輕觸以查看你的板塊",
    "cablecar.privacy.show_shares": "{name}，請點擊以查看你的板塊與股票",
    "cablecar.privacy.show_shares.touch": "{name}，請輕觸以查看你的板塊與股票",
    # -- the panel: tiles --------------------------------------------------------------
    "cablecar.panel.hidden_tile": "手牌板塊",
    "cablecar.panel.your_tile": "你的手牌板塊",
    "cablecar.panel.your_tile_n": "你的第{n}個手牌板塊",
    "cablecar.panel.caption": "{name}的手牌板塊",
    "cablecar.panel.caption_n": "{name}的第{n}個手牌板塊",
    "cablecar.panel.no_tile": "沒有剩下的手牌板塊",
    "cablecar.panel.drawn": "抽到的板塊",
    "cablecar.panel.drawn_place": "抽到的板塊：請放置",
    "cablecar.panel.chosen": "（已選擇）",
    "cablecar.panel.draw_button": "從板塊堆抽取",
    "cablecar.panel.left": "（剩{n}個）",
    "cablecar.panel.turn_group": "旋轉板塊",
    "cablecar.panel.turn_left_key.touch": "將板塊逆時針旋轉90°",
    "cablecar.panel.turn_left_key": "將板塊逆時針旋轉90°（Shift+R）",
    "cablecar.panel.turn_right_key.touch": "將板塊順時針旋轉90°",
    "cablecar.panel.turn_right_key": "將板塊順時針旋轉90°（R）",
    "cablecar.panel.turn_state.0": "未旋轉",
    "cablecar.panel.turn_state.1": "順時針旋轉90°",
    "cablecar.panel.turn_state.2": "旋轉180°",
    "cablecar.panel.turn_state.3": "順時針旋轉270°",
    "cablecar.panel.fits_nowhere": "以這個方向，此板塊無處可放：請旋轉它，或選擇另一個板塊。",
    "cablecar.panel.pick_hint.touch": "選擇1個板塊，再選擇方格。",
    "cablecar.panel.pick_hint": "選擇1個板塊（{keys}），再選擇方格。",
    "cablecar.panel.pick_turn_hint.touch": "選擇1個板塊並旋轉，再選擇方格。",
    "cablecar.panel.pick_turn_hint": "選擇1個板塊（{keys}）並旋轉（R），再選擇方格。",
    "cablecar.panel.turn_hint.touch": "依需要旋轉板塊，再選擇方格。",
    "cablecar.panel.turn_hint": "依需要旋轉板塊（R），再選擇方格。",
    # -- the panel: shares -------------------------------------------------------------
    "cablecar.panel.shares": "股票",
    "cablecar.panel.share_col": "股份比重",
    "cablecar.panel.yours_col": "你的",
    "cablecar.panel.face_up_col": "正面朝上",
    "cablecar.panel.pile_col": "卡牌堆",
    "cablecar.panel.exchange_hint": (
        "你可以不放置板塊，改為交易1張股票：將你的股票卡正面朝下放到對應卡牌堆的最下方，"
        "然後拿取已翻至正面的卡牌或卡牌堆最上方的卡牌。"
    ),
    "cablecar.panel.exchange_closed": "已不能交易股票：已有公司的計分標記達到{limit}。",
    "cablecar.panel.take": "拿取",
    "cablecar.panel.take_hidden": "拿取暗牌",
    "cablecar.panel.take_face_up_label": "以你的{percent}%股票卡交換正面朝上的{percent}%{company}股票卡",
    "cablecar.panel.take_pile_label": "以你的{percent}%股票卡交換卡牌堆最上方的{percent}%卡牌",
    "cablecar.panel.hidden_cards": "暗牌{n}張",
    # -- beside the panel --------------------------------------------------------------
    "cablecar.side.companies": "纜車公司",
    "cablecar.side.company_col": "公司",
    "cablecar.side.profit_col": "利潤",
    "cablecar.side.rank_col": "排名",
    "cablecar.side.value_col": "價值",
    "cablecar.side.threshold": "當任何計分標記達到{limit}時，就不能再交易股票。",
    "cablecar.side.threshold_reached": "已有計分標記達到{limit}：不能再交易股票。",
    "cablecar.side.rank_1": "第1名",
    "cablecar.side.rank_2": "第2名",
    "cablecar.side.rank_3": "第3名",
    "cablecar.side.rank_n": "第{n}名",
    "cablecar.side.holdings": "持股",
    "cablecar.side.player_col": "玩家",
    "cablecar.side.seen_taking": "曾被看見拿取：{cards}",
    "cablecar.side.lines": "已計分的路線",
    "cablecar.side.line": "{station} → {end} · {tiles}",
    "cablecar.side.line_power": "{station} → 發電站 · {tiles} ×2",
    "cablecar.side.line_label": "顯示從車站{station}出發的路線",
    # -- the board ---------------------------------------------------------------------
    "cablecar.board.title": "舊金山纜車圖板",
    "cablecar.board.power": "發電站：連結至此的路線分數加倍",
    "cablecar.board.no_car": "車站{station}：沒有纜車指示物",
    "cablecar.board.player": "{name}（{colour}）",
    "cablecar.board.company": "{colour}公司",
    "cablecar.board.open": "車站{station}：{who}，未完成的路線，目前{tiles}",
    "cablecar.board.scored": "車站{station}：{who}，路線連結至{to}，{tiles}{double} = {points}",
    "cablecar.board.to_station": "車站{station}",
    "cablecar.board.to_power": "發電站",
    "cablecar.board.so_far": "目前",
    "cablecar.board.points": "分",
    "cablecar.board.place": "將{which}放在第{row}列第{col}行{turned}",
    "cablecar.board.which_drawn": "抽到的板塊",
    "cablecar.board.which_hand": "你的手牌板塊",
    "cablecar.board.which_hand2": "你的第2個手牌板塊",
    "cablecar.board.which_hand3": "你的第3個手牌板塊",
    "cablecar.board.which_first": "你的第1個手牌板塊",
    "cablecar.result.none": "沒有完成計分的路線。",
    # The coach's reasons (ui/coach.py)
    "cablecar.coach.grows.one": "{who}未完成的路線就多了{n}格",
    "cablecar.coach.grows.other": "{who}未完成的路線就多了{n}格",
    "cablecar.coach.ends.one": "{who}從{station}號車站出發的路線就在{n}格時結束",
    "cablecar.coach.ends.other": "{who}從{station}號車站出發的路線就在{n}格時結束",
    # The review's reasons (review.py): what the move played did, what the best did.
    "cablecar.review.sentence": "{played}；較好的是{best}。",
    "cablecar.review.played_only": "{played}；較好的是：{move}。",
    "cablecar.review.best_only": "較好的是：{best}。",
    "cablecar.review.gives": "讓{station}號車站的路線保持未完成，{who}下一回合就可以完成它，得{points}",
    "cablecar.review.gives_other": "讓{station}號車站的路線保持未完成：在{mover}再次行動前就可能被完成，{who}得{points}",
    "cablecar.review.exposes": "讓{who}從{station}號車站出發的路線可能被{finisher}在下一回合提早結束，只得{points}",
    "cablecar.review.finishes": "完成了{who}從{station}號車站出發的路線，得{points}",
    "cablecar.review.extends": "讓{who}從{station}號車站出發的未完成路線多了{tiles}",
    "cablecar.review.ends_own": "讓{who}從{station}號車站出發的路線在{tiles}時就結束，只得{points}",
    "cablecar.review.best_finishes": "{move}，完成{who}從{station}號車站出發的路線，得{points}",
    "cablecar.review.best_extends": "{move}，讓{who}從{station}號車站出發的路線多了{tiles}",
    "cablecar.review.best_ends": "{move}，現在就結束{who}從{station}號車站出發的路線，只得{points}",
    "cablecar.review.holding": "{clause}（{holder}持有它的{percent}%）",
    "cablecar.review.swaps": "交出{percent}%的{given}股票（{given_rank}），換來{taken}",
    "cablecar.review.best_swaps": "交出{percent}%的{given}股票（{given_rank}），換來{taken}",
    "cablecar.review.face_up_card": "正面朝上的{company}（{rank}），{holder}因此持有它的{after}%",
    "cablecar.review.rank": "利潤{profit}，{rank}",
    "cablecar.review.hidden_card": "一張未知的卡牌",
    "cablecar.review.tile_at": "將{which}放在{square}{turned}",
    "cablecar.review.which_place": "抽到的板塊",
    "cablecar.review.which_hand": "手牌板塊",
    "cablecar.review.which_hand2": "第2個手牌板塊",
    "cablecar.review.which_hand3": "第3個手牌板塊",
    "cablecar.review.drawing": "從車軌板塊堆抽取板塊",
    "cablecar.review.exchanging_face_up": "以{percent}%股票卡交換正面朝上的卡牌",
    "cablecar.review.exchanging_pile": "以{percent}%股票卡交換卡牌堆最上方的卡牌",
    "cablecar.board.tile_at": "第{row}列第{col}行的板塊",
    "cablecar.wall.players": "玩家",
    "cablecar.wall.lines": "路線：完成 {done} · 未完 {open}",
    "cablecar.wall.lines_short": "完成 {done} · 未完 {open}",
    "cablecar.wall.row": "{name}：{score}，路線完成 {done}、未完成 {open}",
    "cablecar.wall.at": "第{row}列第{col}行",
    "cablecar.wall.last": "最後放的板塊",
    "cablecar.wall.pile": "剩餘板塊",
    "cablecar.wall.hand": "{name}的板塊",
    "cablecar.refusal.station": "車站{station}只顯示它的路線：板塊請放在棋盤上標示出的方格。",
    "cablecar.refusal.hand_tile": "你的手牌板塊要點選棋盤上標示出的方格來放置。",
    "cablecar.refusal.hand_pick": "第{n}個手牌板塊請用棋盤旁的按鈕選擇，再點選棋盤上標示出的方格。",
    "cablecar.refusal.drawn_tile": "抽到的板塊要點選棋盤上標示出的方格來放置。",
    # A move refused, as the page shows it: its sentence, then the rule it rests on.
    "cablecar.refusal.rule": "{why}",
    # The tutorial (tutorial.py): the learner plays yellow against one opponent.
    "cablecar.lesson.goal": (
        "你是黃色玩家：你的纜車指示物在圖板外圍奇數編號的車站，對手的在偶數編號的車站。"
        "擺放車軌板塊，讓你每輛纜車的路線經過越多板塊再連結到車站越好；由你先開始，之後輪流進行。"
    ),
    "cablecar.lesson.first_tile": (
        "你手上有1個手牌板塊。把它放在車站19旁圈起來的方格：板塊須放在車站或已放置板塊的"
        "相鄰空格，方向與圖板一致。之後再抽取1個新的手牌板塊。"
    ),
    "cablecar.lesson.board": (
        "對手在你的板塊旁放了一個板塊。圖板上，有圓形標記的黃色車站是你的纜車，有方形標記的藍色車站"
        "是對手的；虛線方格是板塊可以放置的位置，紅框標示最後放置的板塊。"
    ),
    "cablecar.lesson.draw": (
        "這回合不打出手牌板塊，改從車軌板塊堆上方抽取1個板塊：抽到的板塊必須馬上放置。"
    ),
    "cablecar.lesson.place_drawn": (
        "把抽到的板塊放在圈起來的方格：它會完成從車站19出發的你的纜車路線。"
    ),
    "cablecar.lesson.scored": (
        "你從車站{station}出發的路線經過{tiles}連結至車站{end}：每個板塊1分，共{points}。"
        "這個纜車指示物轉向，不會再計分。中間的板塊是對手的：任何板塊都能延伸任何路線。"
    ),
    "cablecar.lesson.grow": (
        "對手正從下方鋪設路線。開始鋪設從車站{station}出發的你的路線：把手牌板塊放在圈起來的方格。"
    ),
    "cablecar.lesson.their_line": (
        "對手從車站{station}出發的路線連結至車站{end}：對手得{points}。"
        "任何車站都能結束路線，不論那裡是誰的纜車。"
    ),
    "cablecar.lesson.power": (
        "車站{station}的纜車也有自己的路線。把它延伸到中央的發電站：把手牌板塊放在圈起來的方格。"
    ),
    "cablecar.lesson.power_scored": (
        "你從車站{station}出發的路線經過{tiles}連結至發電站，分數加倍：每個板塊2分，共{points}。"
    ),
    "cablecar.lesson.one_tile": (
        "最上面一排沒有標示的方格：這個板塊放在那裡，會讓兩個車站只經過這1個板塊就連結，"
        "只有無處可放時才允許。把它放在車站{station}旁。"
    ),
    "cablecar.lesson.cut_short": (
        "對手讓你從車站{station}出發的路線在{tiles}後就連結至車站{end}而結束：你得{points}，比原本可能得的少。"
        "放置板塊阻擋對手的路線是允許的；不論板塊是誰放的，分數總是歸纜車的主人。"
    ),
    "cablecar.lesson.end": (
        "遊戲持續進行至所有車軌板塊皆擺放在圖板上，且所有路線皆完成計分；即使你的纜車都已計分，"
        "每回合仍須放置板塊。路線來回經過同一板塊時重複計算；沒有連結任何車站的封閉路線不計分。"
        "累積分數最高者獲勝，同分者共享勝利。"
    ),
}
