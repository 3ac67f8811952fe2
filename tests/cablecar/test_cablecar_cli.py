"""Cable Car on the command line: a replayed record whose move its rules refuse names
the move and the reason (CC01, the power station; a square off the board)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from helpers import run_cli


@pytest.fixture(scope="module")
def simulated(tmp_path_factory):
    folder = tmp_path_factory.mktemp("records")
    done = run_cli(
        "simulate", "cablecar", "--players", "4", "--games", "2", "--seed", "3",
        "--records", str(folder),
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    return done, folder


def bad_replay(path: Path, *fragments: str) -> str:
    shown = run_cli("replay", str(path))
    assert shown.returncode != 0 and shown.stdout == ""
    assert "Traceback" not in shown.stderr
    message = json.loads(shown.stderr)["error"]
    for fragment in fragments:
        assert fragment in message, message
    return message


def test_cc01_replay_of_a_move_on_the_power_station_names_it(simulated, tmp_path):
    _, folder = simulated
    data = json.loads((folder / "cablecar-3.json").read_text(encoding="utf-8"))
    seat = data["actions"][6][0]
    data["actions"][6] = [seat, "hand 4,5"]  # the power station
    path = tmp_path / "tampered.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    bad_replay(path, "Move 7", "'hand 4,5'", "power station")


def test_replay_of_a_square_off_the_board_says_so(simulated, tmp_path):
    _, folder = simulated
    data = json.loads((folder / "cablecar-4.json").read_text(encoding="utf-8"))
    data["actions"][2] = [data["actions"][2][0], "place 9,9"]
    path = tmp_path / "off.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    bad_replay(path, "Move 3", "'place 9,9'", "Row 9, column 9 is off the board")
