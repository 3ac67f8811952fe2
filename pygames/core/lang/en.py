"""What every game shares, in English."""

TEXTS = {
    "core.not_an_action": "{text} is not a move of this game.",
    "core.game_over": "The game is over; no more moves can be made.",
    "core.not_your_turn": "It is not your turn.",
    "core.wrong_phase": "That move cannot be made now.",
    "core.scored": "{who} {delta:+d}",
    "core.prompt.choose": "{name}: choose a move.",
    "core.privacy.show": "{name}, click to show your tile",
    "core.state_bad_field": "The saved position is damaged (field {field}).",
    "core.state_missing_field": "The saved position is incomplete (field {field} is missing).",
    "core.state_not_object": "The saved position is damaged.",
}
