"""``python -m pygames export RECORD.json``: the position after a record's last move as
JSON (format: pygames/cablecar/export.py). Every expectation is read back from the
replayed state independently: tile pairs from the printed tile names turned by hand
(end e -> e + 2 per quarter turn), lines by tracing.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from cablecar_positions import rotated
from helpers import run_cli

from pygames.__main__ import play_out
from pygames.cablecar.actions import Place
from pygames.cablecar.data import CHARTS, COMPANIES, PERCENTS, SHARES_CHART, TILE_NAMES
from pygames.cablecar.export import export_position
from pygames.cablecar.rules import GAME
from pygames.cablecar.shares import company_ranks, final_scores
from pygames.cablecar.tracks import EMPTY, trace
from pygames.core.record import Seat, new_record, replay

PAIRS = re.compile(r"([0-7])-([0-7]) ([0-7])-([0-7]) ([0-7])-([0-7]) ([0-7])-([0-7])\Z")


def bot_game(players: int, seed: int, options: dict | None = None, names=None):
    names = names or [f"Player {i + 1}" for i in range(players)]
    seats = [Seat(name, "bot:greedy" if i % 2 else "bot:random") for i, name in enumerate(names)]
    return play_out("cablecar", seats, seed, options)


def check_tiles(exported: dict, state) -> None:
    tiles = exported["tiles"]
    assert len(tiles) == state.placed
    for square, placed in enumerate(state.board):
        row, col = divmod(square, 8)
        key = f"{row + 1},{col + 1}"
        if placed == EMPTY:
            assert key not in tiles
            continue
        text = tiles[key]
        ends = [int(x) for x in PAIRS.match(text).groups()]
        assert sorted(ends) == list(range(8))
        pairs = [(ends[i], ends[i + 1]) for i in (0, 2, 4, 6)]
        assert all(a < b for a, b in pairs) and pairs == sorted(pairs)
        assert text == rotated(TILE_NAMES[placed // 4], placed % 4)


def check_stations(exported: dict, state, owner_names: dict) -> None:
    stations = exported["stations"]
    assert list(stations) == [str(n) for n in range(1, 33)]
    for n in range(1, 33):
        entry = stations[str(n)]
        assert set(entry) == {"owner", "score", "end"}
        assert entry["owner"] == owner_names.get(n)
        tiles, end, _ = trace(state.board, n)
        if n not in owner_names or end is None:
            assert entry["score"] is None and entry["end"] is None
        else:
            assert entry["end"] == end
            assert entry["score"] == (2 * tiles if end == "power" else tiles)


@pytest.mark.parametrize("players", [2, 3, 5])
def test_export_of_a_finished_basic_game(players):
    record = bot_game(players, seed=players)
    _, state = replay(record)
    exported = export_position(record, state)
    assert list(exported) == ["game", "mode", "moves", "finished", "tiles", "stations", "scores"]
    assert exported["game"] == "cablecar" and exported["mode"] == "basic"
    assert exported["finished"] is True and exported["moves"] == len(record.actions)
    check_tiles(exported, state)
    assert len(exported["tiles"]) == 60
    owners = {
        n: record.seats[seat].name
        for seat, stations in enumerate(CHARTS[players])
        for n in stations
    }
    check_stations(exported, state, owners)
    if players in (3, 5):
        assert (
            exported["stations"]["16"]
            == exported["stations"]["17"]
            == {"owner": None, "score": None, "end": None}
        )
    assert exported["scores"] == {
        seat.name: score for seat, score in zip(record.seats, state.scores)
    }
    assert "companies" not in exported and "shares" not in exported
    totals = {}
    for entry in exported["stations"].values():
        if entry["owner"] is not None:
            totals[entry["owner"]] = totals.get(entry["owner"], 0) + entry["score"]
    assert totals == exported["scores"]


def test_export_of_a_game_in_progress_shows_open_lines_as_null():
    record = bot_game(4, seed=8)
    record.actions = record.actions[:14]
    _, state = replay(record)
    exported = export_position(record, state)
    assert exported["finished"] is False and exported["moves"] == 14
    check_tiles(exported, state)
    owners = {
        n: record.seats[seat].name for seat, stations in enumerate(CHARTS[4]) for n in stations
    }
    check_stations(exported, state, owners)
    assert any(entry["end"] is None for entry in exported["stations"].values())


def test_export_writes_turned_tiles_as_they_lie():
    seats = [Seat("Ann"), Seat("Bo")]
    record = new_record("cablecar", seats, {"orientation": "free", "hand": 2}, 11)
    _, state = replay(record)
    for turns in (1, 2, 3, 1):
        (seat,) = GAME.to_move(state)
        action = next(
            a
            for a in GAME.legal_actions(state, seat)
            if isinstance(a, Place) and a.turns == turns and a.index == 1
        )
        GAME.apply(state, seat, action)
        record.actions.append((seat, str(action)))
    _, state = replay(record)
    exported = export_position(record, state)
    check_tiles(exported, state)
    turned = [v for v in state.board if v != EMPTY and v % 4]
    assert len(turned) == 4
    for square, placed in enumerate(state.board):
        if placed != EMPTY:
            key = f"{square // 8 + 1},{square % 8 + 1}"
            assert exported["tiles"][key] == rotated(TILE_NAMES[placed // 4], placed % 4)


def test_export_of_a_shares_game():
    record = bot_game(4, seed=21, options={"mode": "shares"})
    _, state = replay(record)
    exported = export_position(record, state)
    assert list(exported) == [
        "game",
        "mode",
        "moves",
        "finished",
        "tiles",
        "stations",
        "companies",
        "shares",
        "scores",
    ]
    assert exported["mode"] == "shares" and exported["finished"] is True
    check_tiles(exported, state)
    owners = {n: colour for colour, stations in zip(COMPANIES, SHARES_CHART) for n in stations}
    check_stations(exported, state, owners)
    ranks, values = company_ranks(state.profits)
    assert exported["companies"] == {
        colour: {"profit": state.profits[c], "rank": ranks[c], "value": values[c]}
        for c, colour in enumerate(COMPANIES)
    }
    for colour, entry in exported["companies"].items():
        assert entry["profit"] == sum(
            s["score"] for s in exported["stations"].values() if s["owner"] == colour
        )
    assert exported["shares"] == {
        seat.name: {str(p): COMPANIES[c] for p, c in zip(PERCENTS, holding)}
        for seat, holding in zip(record.seats, state.shares)
    }
    expected = final_scores(state.profits, state.shares)[0]
    assert list(exported["scores"].values()) == expected == state.scores


def test_export_names_every_seat_apart():
    record = bot_game(3, seed=2, names=["Ann", "Ann", "Bo"])
    _, state = replay(record)
    exported = export_position(record, state)
    assert list(exported["scores"]) == ["Ann", "Ann (seat 2)", "Bo"]
    assert {s["owner"] for s in exported["stations"].values()} == {
        "Ann",
        "Ann (seat 2)",
        "Bo",
        None,
    }


def test_export_command_prints_the_position(tmp_path):
    record = bot_game(2, seed=5, options={"mode": "shares", "orientation": "free"})
    path = tmp_path / "game.json"
    path.write_text(record.dumps(), encoding="utf-8")
    shown = run_cli("export", str(path))
    assert shown.returncode == 0, shown.stderr
    _, state = replay(record)
    assert json.loads(shown.stdout) == json.loads(json.dumps(export_position(record, state)))


def bad_export(path: Path, *fragments: str) -> None:
    shown = run_cli("export", str(path))
    assert shown.returncode != 0 and shown.stdout == ""
    assert "Traceback" not in shown.stderr
    message = json.loads(shown.stderr)["error"]
    for fragment in fragments:
        assert fragment in message, message


def test_export_of_a_bad_file_fails_clearly(tmp_path):
    record = bot_game(2, seed=6)
    text = record.dumps()
    bad_export(tmp_path / "missing.json", "Cannot read")
    cut = tmp_path / "cut.json"
    cut.write_text(text[: len(text) // 2], encoding="utf-8")
    bad_export(cut, "not valid JSON")
    binary = tmp_path / "binary.json"
    binary.write_bytes(b"\xff\xfe\x00garbage")
    bad_export(binary, "Cannot read")
    data = json.loads(text)
    data["actions"][4] = [data["actions"][4][0], "hand 4,4"]
    tampered = tmp_path / "tampered.json"
    tampered.write_text(json.dumps(data), encoding="utf-8")
    bad_export(tampered, "Move 5", "power station")
    data = json.loads(text)
    data["options"] = {"mode": "stocks"}
    wrong = tmp_path / "options.json"
    wrong.write_text(json.dumps(data), encoding="utf-8")
    bad_export(wrong, "mode")
