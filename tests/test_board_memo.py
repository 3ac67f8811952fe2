"""Boards (and the parts beside them) drawn from memos of their pieces
(``pygames.core.drawing.board``) are the ones drawn afresh: every game, seeded games with every option at its last choice and at its
default, for each seat's eyes and a spectator's, while the language changes."""

from __future__ import annotations

import random

import pytest

from pygames import GAMES
from pygames.core.drawing import board as core_board
from pygames.core.messages import LANGUAGES, set_current_language
from pygames.core.record import Seat
from ui import table_view
from ui.session import Table


def fresh(draw):
    """``draw()`` with every memo empty, the memos as they were afterwards."""
    kept = [memo.made for memo in core_board._memos]
    for memo in core_board._memos:
        memo.made = {}
    try:
        return draw()
    finally:
        for memo, made in zip(core_board._memos, kept):
            memo.made = made


def tables():
    for game_id, spec in ((g, m.spec) for g, m in GAMES.items()):
        players = max(spec.min_players, min(3, spec.max_players))
        for options in ({}, {option.key: option.choices[-1] for option in spec.options}):
            yield pytest.param(game_id, players, options, id=f"{game_id}-{len(options)}")


@pytest.mark.parametrize(("game_id", "players", "options"), tables())
def test_a_board_from_memos_is_the_board_drawn_afresh(game_id, players, options):
    seats = [Seat(f"P{n}<b>") for n in range(players)]
    table = Table.new(game_id, seats, options, seed=5)
    pick = random.Random(game_id)
    languages = sorted(LANGUAGES)
    compared = 0
    try:
        for step in range(70):
            if table.is_over():
                break
            set_current_language(languages[step % len(languages)])
            seat = table.human_to_move()
            for eyes in (seat, None):
                screen = table_view.TableScreen(mode="local", shown_seat=eyes)
                warm = table_view.parts(table, screen)
                cold = fresh(lambda screen=screen: table_view.parts(table, screen))
                assert warm["board"] == cold["board"], f"step {step}, eyes {eyes}"
                assert warm == cold, f"step {step}, eyes {eyes}: a part beside the board"
                compared += 1
            table.apply(seat, pick.choice(table.legal_actions(seat)))
    finally:
        set_current_language("en")
    assert compared > 40
