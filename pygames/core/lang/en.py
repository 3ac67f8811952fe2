"""What every game shares, in English."""

TEXTS = {
    # -- moves and turns
    "core.not_an_action": "{text} is not a move of this game.",
    "core.game_over": "The game is over; no more moves can be made.",
    "core.not_your_turn": "It is not your turn.",
    "core.wrong_phase": "That move cannot be made now.",
    "core.scored": "{who} {delta:+d}",
    "core.prompt.choose": "{name}: choose a move.",
    "core.privacy.show": "{name}, click to show your tile",
    "core.ruled": "{text} ({rule})",
    # -- setting up a table
    "core.seed": "A seed is a whole number from 0 to 2^63 - 1.",
    "core.no_game": "There is no game called {game} here.",
    "core.players": "{game} is for {low}–{high} players, not {n}.",
    "core.option_value": "Option {option} cannot be {value}; choose one of {choices}.",
    "core.no_option": "{game} has no option {option}.",
    "core.no_bot": "{game} has no bot called {bot}.",
    # -- records, saves and links
    "core.state_bad_field": "The saved position is damaged (field {field}).",
    "core.state_missing_field": "The saved position is incomplete (field {field} is missing).",
    "core.state_not_object": "The saved position is damaged.",
    "core.record.not_json": "This is not a saved game: its text is not valid JSON.",
    "core.record.no_record": "This is not a saved game: it holds no record.",
    "core.record.format": "This record was written in a format this version cannot read.",
    "core.record.rules_version": "This {game} record uses rules version {version}; this edition plays version {ours}.",
    "core.record.seed": "The record's seed is not a whole number from 0 to 2^63 - 1.",
    "core.record.no_players": "The record lists no players.",
    "core.record.options": "The record's options are not a list of settings.",
    "core.record.moves_list": "The record's list of moves is missing or far too long.",
    "core.record.bad_move": "Move {n} of the record is not a move.",
    "core.record.link_no_game": "This link does not hold a game.",
    "core.record.link_too_long": "This link is too long to be a game.",
    "core.record.link_damaged": "This link is damaged or cut short: the game in it cannot be read.",
    "core.record.seat_no_name": "Player {n} of the record has no name.",
    "core.record.seat_kind": "Player {n} is of an unknown kind {kind}.",
    "core.record.move_breaks_rules": "Move {n} ({name}: {move}) breaks the rules: {why}",
    "core.record.cannot_read": "Cannot read {path}: {why}",
    # -- loading a game's code
    "core.load_status": "{game} could not be loaded (the server answered {status}).",
    "core.load_missing": "{game} could not be loaded: its package is missing from the download.",
    "core.load_failed": "{game} could not be loaded: {why}",
}
