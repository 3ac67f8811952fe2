"""What every game shares, in 繁體中文."""

TEXTS = {
    "core.not_an_action": "{text} 不是這個遊戲的動作。",
    "core.game_over": "遊戲已結束，不能再行動。",
    "core.not_your_turn": "現在不是你的回合。",
    "core.wrong_phase": "現在不能這樣行動。",
    "core.scored": "{who} {delta:+d}",
    "core.prompt.choose": "{name}：請選擇動作。",
    "core.privacy.show": "{name}，按此顯示你的板塊",
    "core.state_bad_field": "存檔的局面已損壞（欄位 {field}）。",
    "core.state_missing_field": "存檔的局面不完整（缺少欄位 {field}）。",
    "core.state_not_object": "存檔的局面已損壞。",
}
