"""The coach at Food Paradise: the roll (an event that would tell a roll not made) is
said in the game's words, as its button says it."""

from __future__ import annotations

from helpers import table_at

from pygames import GAMES
from ui import coach


def test_a_roll_is_said_in_the_games_words():
    turn = coach.start_hint(table_at("foodparadise", 1, players=2), 0)
    move = turn._move(GAMES["foodparadise"].rules().parse_action("roll"), [], ["Ann", "Bot 1"])
    assert "Roll the die" in str(move)
