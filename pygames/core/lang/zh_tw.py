"""What every game shares, in 繁體中文."""

TEXTS = {
    # -- moves and turns
    "core.not_an_action": "{text} 不是這個遊戲的動作。",
    "core.game_over": "遊戲已經結束；不能再行動。",
    "core.not_your_turn": "現在不是你的回合。",
    "core.wrong_phase": "現在不能這樣行動。",
    "core.scored": "{who} {delta:+d}",
    "core.prompt.choose": "{name}：請選擇行動。",
    "core.privacy.show": "{name}，請點擊以查看你的板塊",
    "core.ruled": "{text} ({rule})",
    # -- setting up a table
    "core.seed": "亂數種子須為0到2^63 - 1之間的整數。",
    "core.no_game": "這裡沒有名為{game}的遊戲。",
    "core.players": "{game}適合{low}~{high}人，不能是{n}人。",
    "core.option_value": "選項{option}不能是{value}；請從{choices}中選擇。",
    "core.no_option": "{game}沒有選項{option}。",
    "core.no_bot": "{game}沒有名為{bot}的電腦玩家。",
    # -- records, saves and links
    "core.state_bad_field": "存檔的局面已損壞（欄位 {field}）。",
    "core.state_missing_field": "存檔的局面不完整（缺少欄位 {field}）。",
    "core.state_not_object": "存檔的局面已損壞。",
    "core.record.not_json": "這不是已儲存的遊戲：其內容不是有效的JSON。",
    "core.record.no_record": "這不是已儲存的遊戲：其中沒有遊戲紀錄。",
    "core.record.format": "這份遊戲紀錄的格式無法被此版本讀取。",
    "core.record.rules_version": "這份{game}紀錄使用第{version}版規則；本版使用第{ours}版。",
    "core.record.seed": "遊戲紀錄的亂數種子不是0到2^63 - 1之間的整數。",
    "core.record.no_players": "遊戲紀錄中沒有玩家。",
    "core.record.options": "遊戲紀錄的選項不是設定的列表。",
    "core.record.moves_list": "遊戲紀錄的行動列表遺失或過長。",
    "core.record.bad_move": "遊戲紀錄的第{n}步不是有效的行動。",
    "core.record.link_no_game": "此連結中沒有遊戲。",
    "core.record.link_too_long": "此連結太長，不可能是一場遊戲。",
    "core.record.link_damaged": "此連結已損壞或不完整：無法讀取其中的遊戲。",
    "core.record.seat_no_name": "遊戲紀錄中的第{n}位玩家沒有名字。",
    "core.record.seat_kind": "第{n}位玩家的類型{kind}無法識別。",
    "core.record.move_breaks_rules": "第{n}步（{name}：{move}）違反規則：{why}",
    "core.record.cannot_read": "無法讀取{path}：{why}",
    # -- loading a game's code
    "core.load_status": "無法載入{game}（伺服器回應{status}）。",
    "core.load_missing": "無法載入{game}：下載的內容中缺少遊戲程式。",
    "core.load_failed": "無法載入{game}：{why}",
}
