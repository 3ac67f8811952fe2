"""What every game shares, in 日本語."""

TEXTS = {
    # -- moves and turns
    "core.not_an_action": "{text} はこのゲームの手ではありません。",
    "core.game_over": "ゲームは終了しています。これ以上手は指せません。",
    "core.not_your_turn": "あなたの手番ではありません。",
    "core.wrong_phase": "今はその手を指せません。",
    "core.scored": "{who} {delta:+d}",
    "core.prompt.choose": "{name}：手を選んでください。",
    "core.privacy.show": "{name}さん、クリックしてタイルを表示",
    "core.ruled": "{text} ({rule})",
    # -- setting up a table
    "core.seed": "シードは0から2^63 - 1までの整数です。",
    "core.no_game": "{game}というゲームはここにはありません。",
    "core.players": "{game}は{low}〜{high}人用です。{n}人では遊べません。",
    "core.option_value": "設定{option}を{value}にはできません。{choices}から選んでください。",
    "core.no_option": "{game}には{option}という設定はありません。",
    "core.no_bot": "{game}には{bot}というボットはありません。",
    # -- records, saves and links
    "core.state_bad_field": "保存された局面が壊れています（項目 {field}）。",
    "core.state_missing_field": "保存された局面が不完全です（項目 {field} がありません）。",
    "core.state_not_object": "保存された局面が壊れています。",
    "core.record.not_json": "保存したゲームではありません：内容が正しいJSONではありません。",
    "core.record.no_record": "保存したゲームではありません：記録が入っていません。",
    "core.record.format": "この記録は、このバージョンでは読めない形式で書かれています。",
    "core.record.rules_version": "この{game}の記録はルールのバージョン{version}を使っています。この版はバージョン{ours}です。",
    "core.record.seed": "記録のシードが0から2^63 - 1までの整数ではありません。",
    "core.record.no_players": "記録にプレイヤーがいません。",
    "core.record.options": "記録の設定が設定の一覧になっていません。",
    "core.record.moves_list": "記録の手の一覧がないか、長すぎます。",
    "core.record.bad_move": "記録の{n}手目は手ではありません。",
    "core.record.link_no_game": "このリンクにはゲームが入っていません。",
    "core.record.link_too_long": "このリンクは長すぎて、ゲームではありえません。",
    "core.record.link_damaged": "このリンクは壊れているか途中で切れています。中のゲームを読めません。",
    "core.record.seat_no_name": "記録のプレイヤー{n}に名前がありません。",
    "core.record.seat_kind": "プレイヤー{n}の種類{kind}は不明です。",
    "core.record.move_breaks_rules": "{n}手目（{name}：{move}）がルールに反しています：{why}",
    "core.record.cannot_read": "{path}を読み込めません：{why}",
    # -- loading a game's code
    "core.load_status": "{game}を読み込めませんでした（サーバーの応答：{status}）。",
    "core.load_missing": "{game}を読み込めませんでした：ダウンロードにゲームのプログラムが入っていません。",
    "core.load_failed": "{game}を読み込めませんでした：{why}",
}
