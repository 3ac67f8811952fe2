"""Record files (issue 13 part 5): the bytes a download writes, read back by the app's
checks and by ``python -m pygames replay``; refused files and what the home page says.
Every registered game's file replays; the rest uses a game taken from the registry."""

from __future__ import annotations

import dataclasses
import json

import pytest
from helpers import run_cli

from pygames import GAMES
from pygames.__main__ import play_out
from pygames.core.errors import RecordError
from pygames.core.record import Record, Seat, replay
from ui import pages, record_file
from ui.i18n import explain, set_language
from ui.record_file import RecordFileError


@pytest.fixture(autouse=True)
def english():
    set_language("en")
    yield
    set_language("en")


# A game two and three may play: the files of this module are of it.
GAME_ID = next(g for g, m in GAMES.items() if m.spec.min_players <= 2 < 3 <= m.spec.max_players)


def played(game: str = GAME_ID, moves: int = 9) -> Record:
    """A game between bots, cut after ``moves`` moves (as a table in mid-game holds)."""
    seats = [
        Seat("安妮 <b>", "bot:greedy"),
        Seat('Bob "2"', "bot:random"),
        Seat("Cy", "bot:random"),
    ]
    record = play_out(game, seats, seed=7)
    record = dataclasses.replace(record, actions=record.actions[:moves], meta={"hints": [1, 0, 0]})
    assert len(record.actions) == moves
    return record


def test_the_file_is_the_records_json_a_field_and_a_move_a_line():
    record = played()
    text = record_file.record_file_text(record)
    assert json.loads(text) == record.to_json()
    assert Record.loads(text) == record
    lines = text.splitlines()
    assert lines[0] == "{" and lines[-1] == "}" and text.endswith("\n")
    assert '    [0, "' in text  # a move a line
    assert sum(line.startswith("    [") for line in lines) == len(record.actions)
    assert "安妮 <b>" in text  # UTF-8, not \\u escapes
    assert record_file.file_bytes(record) == text.encode("utf-8")


@pytest.mark.parametrize("game", list(GAMES))
def test_the_command_line_replays_the_downloaded_bytes_to_the_same_moves(tmp_path, game):
    record = played(game, moves=12)
    path = tmp_path / record_file.file_name(record, save_id=f"{game}-m3x9k2a")
    assert path.name == f"{game}-m3x9k2a.json"
    path.write_bytes(record_file.file_bytes(record))
    done = run_cli("replay", str(path))
    assert done.returncode == 0, done.stderr
    summary = json.loads(done.stdout)
    assert summary["game"] == game and summary["moves"] == 12 and summary["finished"] is False
    exported = run_cli("export", str(path))
    assert exported.returncode == 0, exported.stderr


def test_a_finished_game_file_replays_to_its_result(tmp_path):
    seats = [Seat("A", "bot:greedy"), Seat("B", "bot:random")]
    record = play_out(GAME_ID, seats, seed=3)
    path = tmp_path / "game.json"
    path.write_bytes(record_file.file_bytes(record))
    summary = json.loads(run_cli("replay", str(path)).stdout)
    game, state = replay(record)
    assert summary["finished"] is True and summary["moves"] == len(record.actions)
    assert summary["result"] == json.loads(json.dumps(game.result(state).to_json()))


def test_file_names():
    record = played()
    named = record_file.file_name(record, save_id=f"{GAME_ID}-m3x9k2a")
    assert named == f"{GAME_ID}-m3x9k2a.json"
    assert record_file.file_name(record, date="2026-12-01") == f"{GAME_ID}-2026-12-01.json"
    assert record_file.file_name(record, save_id="x/../y z") == f"{GAME_ID}-x-..-y-z.json"


def test_reading_a_file_back_gives_the_same_record_and_share_text():
    record = played()
    data = record_file.file_bytes(record)
    assert record_file.read_record(data) == record
    assert record_file.read_record(b"\xef\xbb\xbf" + data) == record  # a byte order mark
    assert Record.from_share(record_file.share_text(record)) == record


def refusal_text(exc: Exception, name: str = "game.json") -> str:
    return str(record_file.refusal(name, explain(exc)))


@pytest.mark.parametrize(
    ("data", "why"),
    [
        (b'{"format": 1, "game": ', "not valid JSON"),
        (b"", "not valid JSON"),
        (b"[1, 2]", "holds no record"),
        ('{"format": 1}'.encode("utf-16"), "not UTF-8"),
        (b'{"x": "\xff"}', "not UTF-8"),
        (b" " * (record_file.MAX_FILE_BYTES + 1), "larger than 800 kB"),
    ],
)
def test_a_corrupt_file_is_refused_with_a_reason(data, why):
    with pytest.raises((RecordError, RecordFileError)) as caught:
        record_file.read_record(data)
    text = refusal_text(caught.value)
    assert text.startswith("“game.json” cannot be opened: ") and why in text


@pytest.mark.parametrize(
    "data",
    [
        {"name": "my-app", "version": "1.0.0", "dependencies": {}},  # a package.json
        {"format": "png", "width": 640, "height": 480},
        {"format": 1},
        {},
    ],
    ids=["package", "other-format", "format-only", "empty"],
)
def test_a_json_file_that_is_not_a_record_is_called_that(data):
    """Issue 37 part 5: JSON of something else is "not a saved game", never "written
    in a format this version cannot read"."""
    with pytest.raises(RecordError) as caught:
        record_file.read_record(json.dumps(data).encode())
    text = refusal_text(caught.value)
    assert "not a saved game" in text and "format" not in text, text


def test_a_record_of_a_newer_format_says_so():
    """Issue 37 part 5: a record of a later format says a newer version wrote it."""
    data = played().to_json() | {"format": 2}
    with pytest.raises(RecordError) as caught:
        record_file.read_record(json.dumps(data).encode())
    assert "written by a newer version of pygames (format 2)" in refusal_text(caught.value)
    data["format"] = "1"  # a record whose format is not a number
    with pytest.raises(RecordError) as caught:
        record_file.read_record(json.dumps(data).encode())
    assert "a format this version cannot read" in refusal_text(caught.value)


def test_a_file_whose_move_breaks_the_rules_is_refused_by_the_replay():
    record = played()
    record.actions[4] = (record.actions[4][0], "place 9,9")
    parsed = record_file.read_record(record_file.file_bytes(record))  # its fields are fine
    with pytest.raises(RecordError) as caught:
        replay(parsed)
    assert "Move 5" in refusal_text(caught.value) and "breaks the rules" in refusal_text(
        caught.value
    )


def test_the_size_is_checked_before_reading():
    record_file.check_size(record_file.MAX_FILE_BYTES)
    with pytest.raises(RecordFileError, match="larger than"):
        record_file.check_size(record_file.MAX_FILE_BYTES + 1)


def test_the_refusal_names_the_file_escaped_in_every_language():
    with pytest.raises(RecordError) as caught:
        record_file.read_record(b"nope")
    problem = record_file.refusal("<img src=x onerror=alert(1)>.json", explain(caught.value))
    home = pages.home([], [], [], format_time=str, file_problem=str(problem))
    assert "&lt;img src=x onerror=alert(1)&gt;.json" in home and "<img" not in home
    assert 'id="file-problem"' in home
    set_language("ja")
    assert "を開けません" in str(problem) and "JSON" in str(problem)
    set_language("zh-TW")
    assert "無法開啟" in str(problem)


def test_the_home_page_offers_a_record_file_and_a_drop_target():
    home = pages.home([], [], [], format_time=str)
    assert '<input type="file" id="record-file" accept=".json,application/json">' in home
    assert '<div class="drop-target" id="drop-target" hidden>' in home
    assert 'id="file-problem"' not in home  # nothing refused, nothing said
