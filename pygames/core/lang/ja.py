"""What every game shares, in 日本語."""

TEXTS = {
    "core.not_an_action": "{text} はこのゲームの手ではありません。",
    "core.game_over": "ゲームは終了しました。これ以上手番はありません。",
    "core.not_your_turn": "あなたの手番ではありません。",
    "core.wrong_phase": "今はその手を指せません。",
    "core.scored": "{who} {delta:+d}",
    "core.prompt.choose": "{name}：手を選んでください。",
    "core.privacy.show": "{name}さん、クリックしてタイルを表示",
    "core.state_bad_field": "保存された局面が壊れています（項目 {field}）。",
    "core.state_missing_field": "保存された局面が不完全です（項目 {field} がありません）。",
    "core.state_not_object": "保存された局面が壊れています。",
}
