"""Hot-seat privacy in CPython: the page never holds a seat's secrets unless that seat
said it is at the screen and no hand-over has been asked for since, whatever path
brings a turn back (a move, undo, a bot's move, the end of a phase, reload, replay, a
language change); and it asks for a hand-over only where a different person's secret
would be shown.

A walk plays each game at random through ``ui.table_view`` as the page does
(``TablePage.act`` is a thin wrapper over these calls): the person at the device does
what the screen asks, and at random moments someone presses Undo, reloads or switches
the language. The oracle is the screen's own words: once it asks for a seat (the
privacy screen, or a decision in public of another seat), the device is handed on and
nobody is known to be at it until the test presses that seat's button. Every registered
game is walked, at the table its tests' folder gives (tests/<game>/<game>_setups.py);
a game's own privacy cases are checked there too.
"""

from __future__ import annotations

import random

import pytest
from helpers import game_tests_module

from pygames import GAMES
from pygames.core.errors import IllegalAction
from pygames.core.record import Seat
from ui import table_view
from ui.i18n import set_language
from ui.session import Table, UndoRefused, load_table
from ui.table_view import TableScreen


def new_table(game: str, seed: int) -> Table:
    kinds, options = game_tests_module(game, "setups").HOT_SEAT
    seats = [Seat(f"P{i + 1}", kind) for i, kind in enumerate(kinds)]
    return Table.new(game, seats, options, seed=seed)


class Walk:
    """The page's table and screen, and what the test knows of who is at the device."""

    def __init__(self, game: str, seed: int) -> None:
        self.table = new_table(game, seed)
        self.screen = TableScreen()
        self.confirmed = None  # the seat that pressed its button, until a hand-over
        self.paths: dict[str, int] = {}

    def count(self, path: str) -> None:
        self.paths[path] = self.paths.get(path, 0) + 1

    def check(self) -> dict[str, str]:
        """Repaint, and check whose secrets the repaint holds."""
        table, screen = self.table, self.screen
        html = table_view.parts(table, screen)
        ctx = table_view.context(table, screen)
        seat = table_view.acting_seat(table)
        shown = table_view.viewer(table, screen)
        guarded = table_view.guards_secrets(table, screen)
        if guarded and seat is not None and seat != self.confirmed:
            self.confirmed = None  # the screen asks for another seat: the device moves on
        if guarded:
            assert shown is None or shown == self.confirmed, (shown, self.confirmed)
        public = table.view(None)
        if shown is None:
            assert {**ctx.view, "seat": None} == public  # a spectator's view, at most
        else:
            assert ctx.view == table.view(shown)
        if table_view.is_screened(table, screen):
            assert ctx.legal == [] and f'data-action="ui:reveal {seat}"' in html["panel"]
            self.count("screened")
        if table_view.in_public(table, screen):
            assert ctx.legal and f'data-action="ui:reveal {seat}"' in html["panel"]
            self.count("public")
        return html

    def step(self, rng: random.Random) -> None:
        table, screen = self.table, self.screen
        roll = rng.random()
        if roll < 0.12 and table.undo_seat() is not None:
            # Someone at the device presses Undo: who it is, nobody knows.
            try:
                table.undo(table.undo_seat())
            except UndoRefused:
                self.count("undo refused")
            else:
                screen.clear_choice()
                self.count("undo")
        elif roll < 0.16:
            self.table = load_table(table.record.to_json())
            self.screen = TableScreen()
            self.confirmed = None
            self.count("reload")
        elif roll < 0.20:
            set_language(rng.choice(["en", "zh-TW", "ja"]))
            table.retell()
            self.count("language")
        elif table.bot_to_move() is not None and table.human_to_move() is None:
            table.bot_step()
            screen.clear_choice()
            self.count("bot")
        elif table_view.is_screened(table, screen):
            seat = table.human_to_move()
            assert table_view.reveal(table, screen, str(seat))
            self.confirmed = seat
            self.count("reveal")
        else:
            seat = table.human_to_move()
            legal = table_view.context(table, screen).legal
            if seat is None or not legal:
                return
            try:
                table.apply(seat, rng.choice(legal))
            except IllegalAction:  # pragma: no cover - legal actions are legal
                raise
            screen.clear_choice()
            self.count("move")


@pytest.mark.parametrize("game", list(GAMES))
def test_no_path_shows_a_secret_to_a_seat_that_did_not_confirm(game):
    try:
        for seed in (1, 2):
            walk = Walk(game, seed)
            rng = random.Random(seed)
            for _ in range(220):
                walk.check()
                if walk.table.is_over():
                    break
                walk.step(rng)
            # Replay of the shared game: a spectator's view at every move.
            record = walk.table.record
            shared = TableScreen(mode="shared", total_moves=len(record.actions))
            for upto in range(0, len(record.actions) + 1, 7):
                partial = load_table(
                    {**record.to_json(), "actions": record.to_json()["actions"][:upto]}
                )
                assert table_view.viewer(partial, shared) is None
                assert table_view.context(partial, shared).legal == []
            for path in ("move", "reload", "language"):
                assert walk.paths.get(path), (path, walk.paths)
            # A game that takes back little says so in its setups (UNDO_IN_WALKS).
            undo = game_tests_module(game, "setups").UNDO_IN_WALKS
            assert walk.paths.get("undo") or not undo, walk.paths
            assert walk.paths.get("undo") or walk.paths.get("undo refused"), walk.paths
            if not table_view.load_screen(game).has_secrets:
                assert "screened" not in walk.paths and "reveal" not in walk.paths
            else:
                assert walk.paths.get("reveal") and walk.paths.get("screened")
    finally:
        set_language("en")


@pytest.mark.parametrize("game", list(GAMES))
def test_only_games_with_secrets_ask_for_a_hand_over(game):
    """A game's ``has_secrets`` is honest: a game without secrets has the same view for
    every seat (nothing to hide); a game with them, views that differ from a spectator's."""
    table = new_table(game, 3)
    differs = False
    for _ in range(60):
        if table.is_over():
            break
        public = table.view(None)
        for seat in range(len(table.seats)):
            differs |= {**table.view(seat), "seat": None} != public
        seat = table.to_move()[0]
        table.apply(seat, table.legal_actions(seat)[0])
    assert differs == table_view.load_screen(game).has_secrets
