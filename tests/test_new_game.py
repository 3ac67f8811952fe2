"""Adding a game touches its folder, its tests and one registry line.

A throwaway game (tic-tac-toe, ``tests/fixtures/tictactoe/``: a manifest, rules, a bot,
a board, texts, help, export, checks and a stylesheet) is registered here through its
manifest alone, as the registry's line would, and the project takes it from there: the
home page lists it, bots play it, the table draws it, a save keeps it, a link carries
it and a replay rebuilds it. No other file names it (checked below), so nothing else had
to change for it.
"""

from __future__ import annotations

import importlib
import json
import re
from pathlib import Path

import pytest

from pygames import GAMES
from pygames.__main__ import play_out
from pygames.core import review
from pygames.core.errors import IllegalAction
from pygames.core.manifest import register, unregister
from pygames.core.record import Record, Seat, replay
from ui import i18n, pages, table_view
from ui.session import Table
from ui.storage import MemoryStore, Saves

ROOT = Path(__file__).resolve().parent.parent
FIXTURE = ROOT / "tests" / "fixtures" / "tictactoe"


@pytest.fixture
def tictactoe():
    manifest = importlib.import_module("tests.fixtures.tictactoe.manifest").MANIFEST
    register(manifest)
    i18n.set_language("en")
    yield manifest
    unregister(manifest.id)


def finished_record() -> Record:
    seats = [Seat("Ann <b>", "bot:greedy"), Seat("Bo", "bot:random")]
    return play_out("tictactoe", seats, seed=3)


def test_the_home_page_lists_a_game_registered_by_its_manifest(tictactoe):
    assert "tictactoe" in GAMES
    home = pages.home([m.spec for m in GAMES.values()], [], [], format_time=str)
    assert "Tic-tac-toe" in home
    assert re.search(r"setup=tictactoe", home)
    assert tictactoe.spec.seat_kinds() == ("human", "bot:random", "bot:greedy")


def test_its_bots_play_it_to_the_end_and_a_replay_rebuilds_it(tictactoe):
    record = finished_record()
    game, state = replay(record)
    result = game.result(state)
    assert result is not None and not game.to_move(state)
    assert 5 <= len(record.actions) <= 9
    # The greedy seat moves first and wins or draws against the random one.
    assert result.scores[1] == 0
    # Refusals are the game's own sentences, in the catalogs its manifest names.
    taken = record.actions[0][1]
    again = Table(
        Record.from_json({**record.to_json(), "actions": record.to_json()["actions"][:1]})
    )
    with pytest.raises(IllegalAction) as refused:
        again.game.apply(again.state, 1, taken)
    assert refused.value.rule == "TT02"
    assert refused.value.message.render("en") == f"Square {taken.split()[1]} is taken."


def test_the_table_draws_it_with_its_board_and_log(tictactoe):
    table = Table.new("tictactoe", [Seat("Ann"), Seat("Bo <i>")], seed=1)
    table.apply(0, "mark 5")
    parts = table_view.parts(table, table_view.TableScreen(mode="local"))
    board = parts["board"]
    assert board.count('data-action="mark ') == 8 and "Square 5" in board
    assert "Ann marked square 5." in " ".join(parts.values())
    assert "<i>" not in " ".join(parts.values())  # the name is escaped, never markup


def test_a_save_and_a_link_carry_it(tictactoe):
    record = finished_record()
    saves = Saves(MemoryStore())
    save_id = saves.new_id("tictactoe", 1_700_000_000_000)
    saves.write(save_id, record, finished=True, now_ms=1_700_000_000_000)
    listed, broken = saves.list()
    assert broken == [] and [s.id for s in listed] == [save_id]
    loaded = saves.load(save_id)
    assert loaded.to_json() == record.to_json()
    shared = Record.from_share(record.to_share())
    assert shared.actions == record.actions and shared.game == "tictactoe"
    assert json.dumps(replay(shared)[1].to_json()) == json.dumps(replay(record)[1].to_json())


def test_a_review_judges_it_without_a_search_or_a_reason_of_its_own(tictactoe):
    """Its strongest bot (greedy) names the best move, the default policy's random
    playouts value it, and the generic sentence says why."""
    record = finished_record()
    verdicts = review.review(record, simulations=4, playouts=4)
    assert [v.action for v in verdicts] == [text for _, text in record.actions]
    assert all(v.best_value >= v.value for v in verdicts)
    assert review.unit_of(tictactoe.rules()) == "places"
    for verdict in (v for v in verdicts if v.why is not None):
        assert verdict.why.key == "core.review.better_places"
        assert str(verdict.why).startswith("Better: ")


def test_its_own_checks_and_catalogs_are_found_through_the_manifest(tictactoe):
    checks = tictactoe.checks()
    game = tictactoe.rules()
    record = finished_record()
    _, state = replay(record)
    checks.position_holds(game, state)
    checks.end_holds(game, state, game.result(state))
    assert tictactoe.catalog("ja")["tictactoe.taken"]
    assert tictactoe.stylesheet.read_text().startswith("/*")
    assert tictactoe.export().export_position(record, state)["moves"] == len(record.actions)


def test_no_other_file_names_it():
    """Everything the game needed is in its folder and this test."""
    naming = []
    for path in ROOT.rglob("*"):
        if not path.is_file() or path.suffix not in (".py", ".css", ".js", ".mjs", ".html"):
            continue
        rel = path.relative_to(ROOT)
        if rel.parts[0] in ("dist", ".cache", "node_modules", "test-artifacts", ".git"):
            continue
        if path.is_relative_to(FIXTURE) or path == Path(__file__).resolve():
            continue
        if "tictactoe" in path.read_text("utf-8", errors="replace"):
            naming.append(str(rel))
    assert naming == []
