"""Saved games to open in the browser at a chosen point: a table in mid-game with Ann
(a person) to act, or a finished game, made in CPython by bots playing every seat and
handed to the page as its localStorage (``storage_items``)."""

from __future__ import annotations

import functools
import json

from pygames import GAMES
from pygames.core.record import Record, Seat
from ui.session import Table
from ui.storage import SAVE_PREFIX, MemoryStore, Saves

NAMES = ["Ann", "Bob", "Cy", "Dee"]


def a_game(fits=lambda spec: True) -> str:
    """The first registered game whose spec ``fits``: the game a test that needs *a*
    game plays, taken from the registry rather than named."""
    for game_id, manifest in GAMES.items():
        if fits(manifest.spec):
            return game_id
    raise AssertionError("no registered game fits this test")


def players(game_id: str) -> int:
    spec = GAMES[game_id].spec
    return min(max(spec.min_players, 3), spec.max_players)


def greedy_pair(game_id: str, seed: int = 11) -> Record:
    """Two greedy bots' whole game; the record then has Ann as a person (to review)."""
    table = Table.new(game_id, [Seat("Ann", "bot:greedy"), Seat("Bob", "bot:greedy")], seed=seed)
    while not table.is_over():
        table.bot_step()
    record = table.record
    seats = [Seat("Ann", "human"), Seat("Bob", "bot:greedy")]
    return Record(
        record.game, record.rules_version, record.seed, seats, record.options, record.actions
    )


def play(game_id: str, *, moves: int | None, seed: int = 5) -> Record:
    """Bots play seed ``seed`` until Ann may act after at least ``moves`` moves (None:
    to the end); the record then has Ann as a person and the others as bots. Played
    once per process (several test modules show the same positions); each call gets a
    record of its own."""
    record = _played(game_id, moves, seed)
    return Record(
        record.game,
        record.rules_version,
        record.seed,
        list(record.seats),
        dict(record.options),
        list(record.actions),
    )


@functools.cache
def _played(game_id: str, moves: int | None, seed: int) -> Record:
    count = players(game_id)
    bots = [Seat(NAMES[i], "bot:greedy") for i in range(count)]
    table = Table.new(game_id, bots, seed=seed)
    while not table.is_over():
        if moves is not None and table.moves >= moves and 0 in table.to_move():
            break
        table.bot_step()
    seats = [Seat("Ann", "human")] + bots[1:]
    record = table.record
    return Record(
        record.game, record.rules_version, record.seed, seats, record.options, list(record.actions)
    )


def storage_items(records: dict[str, Record]) -> dict[str, str]:
    """localStorage's keys and values holding each record under its save id."""
    store = MemoryStore()
    saves = Saves(store)
    for n, (save_id, record) in enumerate(records.items()):
        finished = Table(record).is_over()
        saves.write(save_id, record, finished=finished, now_ms=1_700_000_000_000 + n)
    return dict(store.data)


def saved_entry(record: Record, save_id: str) -> str:
    """localStorage's text of ``record`` saved as ``save_id``, in progress, written
    without replaying it (a record the rules refuse included)."""
    store = MemoryStore()
    Saves(store).write(save_id, record, finished=False, now_ms=1_700_000_000_000)
    return store.get(SAVE_PREFIX + save_id)


def init_script(items: dict[str, str]) -> str:
    """A page script that fills localStorage before the app starts (once per tab)."""
    return (
        "if (!sessionStorage.getItem('positions-set')) {"
        f" const items = {json.dumps(items)};"
        " for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v);"
        " sessionStorage.setItem('positions-set', '1'); }"
    )


def with_two_people(record: Record) -> Record:
    """The same game with Bob, the second seat, a person too: the privacy screen."""
    seats = [record.seats[0], Seat("Bob", "human"), *record.seats[2:]]
    return Record(
        record.game, record.rules_version, record.seed, seats, record.options, record.actions
    )


def finished(game_id: str) -> tuple[Record, list[str]]:
    """A whole game of greedy bots (3 seats, or the nearest count), and its log."""
    seats = [Seat(f"Bot {i + 1}", "bot:greedy") for i in range(players(game_id))]
    table = Table.new(game_id, seats, seed=5)
    while not table.is_over():
        table.bot_step()
    return table.record, list(table.log)
