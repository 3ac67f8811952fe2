"""Shared test helpers: the command line, and refusal checks for any game.

A game's own position builders live in its tests' folder (tests/<game>/<game>_positions.py
and the like); nothing here names a game."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from pygames.core.errors import IllegalAction
from pygames.core.messages import LANGUAGES, template

ROOT = Path(__file__).resolve().parent.parent


def run_cli(*args: str) -> subprocess.CompletedProcess:
    """``python -m pygames ARGS…`` from the project's folder: its exit status and output."""
    return subprocess.run(
        [sys.executable, "-m", "pygames", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )


def dump(state) -> str:
    return json.dumps(state.to_json(), sort_keys=True)


def assert_refused(state, seat: int, action, rule: str, game) -> IllegalAction:
    """The action is refused naming ``rule``, with a readable message (a catalog key),
    and the state (all of it, as JSON) is exactly as before."""
    before = dump(state)
    with pytest.raises(IllegalAction) as info:
        game.apply(state, seat, action)
    exc = info.value
    assert exc.rule == rule, f"{action!r} refused under {exc.rule!r}, expected {rule!r}: {exc}"
    key = exc.message.key
    assert all(template(key, lang) is not None for lang in LANGUAGES), f"{key} lacks a text"
    assert len(exc.plain) >= 15 and (exc.plain[0].isupper() or exc.plain[0] in "'\"")
    assert exc.plain.rstrip()[-1] in ".!"
    assert "Traceback" not in str(exc) and "\n" not in str(exc)
    assert dump(state) == before, "a refused action changed the state"
    assert not game.is_legal(state, seat, action)
    return exc


# -- results and ties (each game's tests/<game>/test_<game>_ties.py) ----------------------------

NAMES = ["Ann", "Ben", "Cal", "Dee"]


def lines_of(result, seat: int) -> list[str]:
    """The labels of a seat's breakdown lines, as the result shows them."""
    return [str(label) for label, _ in result.breakdown[seat]]


def adds_up(result) -> bool:
    """Every seat's breakdown adds up to its score."""
    return all(
        sum(points for _, points in lines) == score
        for lines, score in zip(result.breakdown, result.scores)
    )


def tie_status(result, game_id: str) -> str | None:
    """The status line of a result between NAMES, in the game's score unit."""
    from pygames.core.manifest import find
    from ui import table_view

    unit = find(game_id).rules().score_unit
    return table_view.tie_status(NAMES[: len(result.places)], result, unit)


def tie_notes(result, game_id: str) -> list[str]:
    """The result panel's notes on ties between NAMES, in the game's score unit."""
    from pygames.core.manifest import find
    from ui import table_view

    unit = find(game_id).rules().score_unit
    return [text for _, text in table_view.tie_notes(NAMES[: len(result.places)], result, unit)]


# -- what a screen says ----------------------------------------------------------------------


def visible_words(html: str) -> set[str]:
    """The words in Latin letters a person reads or hears on a screen: in text nodes
    (not in a style) and in labels in attributes (title, placeholder, aria-label, alt)."""
    from html.parser import HTMLParser

    class Visible(HTMLParser):
        def __init__(self):
            super().__init__()
            self.parts: list[str] = []
            self.in_style = False

        def handle_starttag(self, tag, attrs):
            self.in_style = tag == "style"
            for name, value in attrs:
                if name in ("title", "placeholder", "aria-label", "alt") and value:
                    self.parts.append(value)

        def handle_endtag(self, tag):
            self.in_style = False

        def handle_data(self, data):
            if not self.in_style:
                self.parts.append(data)

    parser = Visible()
    parser.feed(html)
    return set(re.findall(r"[A-Za-z]+", " ".join(parser.parts)))


# -- a table at a person's decision (the coach's tests) --------------------------------------


def table_at(game_id: str, decisions: int, *, seed: int = 5, players: int = 3):
    """Ann (a person) and greedy bots; Ann's first ``decisions`` decisions made by the
    greedy rule, the bots' moves played out: the table with Ann to decide."""
    from pygames import GAMES
    from pygames.core.bots import bot_for, bot_rng
    from pygames.core.record import Seat
    from ui.session import Table

    spec = GAMES[game_id].spec
    count = min(max(spec.min_players, players), spec.max_players)
    seats = [Seat("Ann")] + [Seat(f"Bot {n}", "bot:greedy") for n in range(1, count)]
    table = Table.new(game_id, seats, seed=seed)
    greedy = bot_for(table.game, "bot:greedy")
    made = 0
    while True:
        while table.bot_to_move() is not None:
            table.bot_step()
        seat = table.human_to_move()
        assert seat == 0, "the game ended before Ann's decision"
        if made == decisions:
            return table
        legal = table.legal_actions(seat)
        rng = bot_rng(table.record.seed, table.moves)
        table.apply(seat, greedy.choose(table.game, table.view(seat), seat, legal, rng))
        made += 1


# -- positions a bot meets --------------------------------------------------------------------


def greedy_positions(game, players: int, options: dict | None, seed: int, every: int):
    """Every ``every``-th decision of a game between greedy bots where there is a choice:
    (a copy of the state, the seat to decide)."""
    from pygames.core.bots import bot_for, bot_rng, play_bot_turn

    state = game.new_game(players, options, seed)
    greedy = bot_for(game, "bot:greedy")
    move = 0
    while game.to_move(state):
        seat = game.to_move(state)[0]
        if move % every == 0 and len(game.legal_actions(state, seat)) > 1:
            yield state.clone(), seat
        game.apply(state, seat, play_bot_turn(game, state, seat, greedy, bot_rng(seed, move)))
        move += 1


# -- a finished game at the table ------------------------------------------------------------


def finished_table(game_id: str, players: int, seed: int = 7, kind: str = "bot:random"):
    """A table whose seats P0, P1… are all bots of ``kind``, played to the end."""
    from pygames.core.record import Seat
    from ui.session import Table

    table = Table.new(game_id, [Seat(f"P{i}", kind) for i in range(players)], seed=seed)
    while not table.is_over():
        table.bot_step()
    return table


def review_said(record, **settings) -> list:
    """The record's review (``core.review``), checked: a verdict a move, and every why a
    message the three languages can say."""
    from pygames.core.messages import Msg
    from pygames.core.review import review

    verdicts = review(record, **settings)
    assert len(verdicts) == len(record.actions)
    for verdict in verdicts:
        if verdict.why is not None:
            assert isinstance(verdict.why, Msg)
            for lang in LANGUAGES:
                assert verdict.why.render(lang)
    return verdicts


def words_of(markup: str) -> str:
    """The text a reader sees (tags, classes and attributes left out)."""
    return re.sub(r"<[^>]+>", " ", markup)


# -- what a game's tests folder tells the cross-game tests -----------------------------------

TESTS = Path(__file__).resolve().parent


def game_tests_module(game_id: str, name: str):
    """``tests/<game_id>/<game_id>_<name>.py``: what a cross-game test plays or expects of
    one game, kept in that game's tests' folder (AssertionError when it has none)."""
    import importlib.util

    module_name = f"{game_id}_{name}"
    if module_name in sys.modules:
        return sys.modules[module_name]
    path = TESTS / game_id / f"{module_name}.py"
    assert path.is_file(), f"{game_id} has no {path.relative_to(TESTS.parent)}"
    spec = importlib.util.spec_from_file_location(module_name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[module_name] = module
    spec.loader.exec_module(module)
    return module
