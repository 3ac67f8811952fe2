"""The command line: ``python -m pygames simulate`` and ``python -m pygames replay``,
with a game taken from the registry (``GAME_ID``: options, two to six players); a game's
own refusals in a replayed record are checked in its tests' folder."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import run_cli

from pygames import GAMES
from pygames.core.record import Record, replay

ROOT = Path(__file__).resolve().parent.parent
SPEC = next(
    game.spec
    for game in GAMES.values()
    if game.spec.options and game.spec.min_players <= 2 and 4 <= game.spec.max_players < 7
)
GAME_ID = SPEC.id
# Each option's last choice, as ``--option key=value`` gives it.
CHOSEN = {option.key: option.choices[-1] for option in SPEC.options}


@pytest.fixture(scope="module")
def simulated(tmp_path_factory):
    folder = tmp_path_factory.mktemp("records")
    done = run_cli(
        "simulate",
        GAME_ID,
        "--players",
        "4",
        "--games",
        "5",
        "--seed",
        "1",
        "--records",
        str(folder),
    )
    return done, folder


def test_simulate_prints_a_summary(simulated):
    done, _ = simulated
    assert done.returncode == 0, done.stderr
    summary = json.loads(done.stdout)
    assert summary["game"] == GAME_ID and summary["players"] == 4
    assert summary["games"] == 5 and summary["finished"] == 5
    assert isinstance(summary["games_per_second"], (int, float)) and summary["games_per_second"] > 0
    assert summary["seconds"] >= 0
    assert len(summary["wins"]) == 4 and abs(sum(summary["wins"]) - 5) < 0.05


def test_simulate_writes_one_record_per_game(simulated):
    _, folder = simulated
    files = sorted(p.name for p in folder.iterdir())
    assert files == [f"{GAME_ID}-{seed}.json" for seed in range(1, 6)]
    for seed in range(1, 6):
        record = Record.loads((folder / f"{GAME_ID}-{seed}.json").read_text(encoding="utf-8"))
        assert record.game == GAME_ID and record.seed == seed and len(record.seats) == 4
        assert all(seat.kind == "bot:random" for seat in record.seats)
        game, state = replay(record)
        assert game.to_move(state) == () and game.result(state) is not None


def test_simulate_with_options_and_rotated_seats(tmp_path):
    done = run_cli(
        "simulate",
        GAME_ID,
        "--players",
        "3",
        "--games",
        "3",
        "--seed",
        "4",
        "--bots",
        "greedy,random,random",
        "--rotate",
        *(arg for key, value in CHOSEN.items() for arg in ("--option", f"{key}={value}")),
        "--records",
        str(tmp_path),
    )
    assert done.returncode == 0, done.stderr
    summary = json.loads(done.stdout)
    assert summary["options"] == SPEC.option_values(CHOSEN) == CHOSEN
    assert abs(sum(summary["wins_by_bot"].values()) - 3) < 0.05
    # Game n seats the greedy bot n places on: seat 1, 2, then 3.
    for n, seed in enumerate(range(4, 7)):
        record = Record.loads((tmp_path / f"{GAME_ID}-{seed}.json").read_text(encoding="utf-8"))
        assert record.options == CHOSEN
        assert [seat.kind for seat in record.seats].index("bot:greedy") == n
    bad = run_cli("simulate", GAME_ID, "--players", "2", "--games", "1", "--option", "colour=red")
    assert bad.returncode == 2 and "not key=value for an option" in bad.stderr


def test_replay_prints_the_final_result(simulated):
    done, folder = simulated
    wins = [0.0] * 4
    for seed in range(1, 6):
        path = folder / f"{GAME_ID}-{seed}.json"
        shown = run_cli("replay", str(path))
        assert shown.returncode == 0, shown.stderr
        out = json.loads(shown.stdout)
        record = Record.loads(path.read_text(encoding="utf-8"))
        game, state = replay(record)
        result = game.result(state)
        assert out == {
            "game": GAME_ID,
            "moves": len(record.actions),
            "finished": True,
            "result": json.loads(json.dumps(result.to_json())),
        }
        scores = out["result"]["scores"]
        assert [sum(p for _, p in lines) for lines in out["result"]["breakdown"]] == scores
        assert out["result"]["winners"] == [s for s in range(4) if scores[s] == max(scores)]
        for seat in out["result"]["winners"]:
            wins[seat] += 1 / len(out["result"]["winners"])
    assert [round(w, 2) for w in wins] == json.loads(done.stdout)["wins"]


def test_replay_of_a_game_in_progress(simulated, tmp_path):
    _, folder = simulated
    record = Record.loads((folder / f"{GAME_ID}-1.json").read_text(encoding="utf-8"))
    record.actions = record.actions[:10]
    path = tmp_path / "part.json"
    path.write_text(record.dumps(), encoding="utf-8")
    shown = run_cli("replay", str(path))
    assert shown.returncode == 0
    assert json.loads(shown.stdout) == {
        "game": GAME_ID,
        "moves": 10,
        "finished": False,
        "result": None,
    }


def bad_replay(path: Path, *fragments: str) -> str:
    shown = run_cli("replay", str(path))
    assert shown.returncode != 0 and shown.stdout == ""
    assert "Traceback" not in shown.stderr
    message = json.loads(shown.stderr)["error"]
    for fragment in fragments:
        assert fragment in message, message
    return message


def test_replay_of_a_corrupt_file_fails_clearly(simulated, tmp_path):
    _, folder = simulated
    text = (folder / f"{GAME_ID}-2.json").read_text(encoding="utf-8")
    cut = tmp_path / "cut.json"
    cut.write_text(text[: len(text) // 2], encoding="utf-8")
    bad_replay(cut, "not valid JSON")
    binary = tmp_path / "binary.json"
    binary.write_bytes(b"\xff\xfe\x00garbage")
    bad_replay(binary, "Cannot read")
    bad_replay(tmp_path / "missing.json", "Cannot read")
    other = tmp_path / "other.json"
    other.write_text(json.dumps({**json.loads(text), "game": "chess"}), encoding="utf-8")
    bad_replay(other, "no game called 'chess'")


def test_replay_of_a_tampered_move_names_it(simulated, tmp_path):
    _, folder = simulated
    data = json.loads((folder / f"{GAME_ID}-3.json").read_text(encoding="utf-8"))
    seat = data["actions"][6][0]
    data["actions"][6] = [seat, "dance"]  # no move of any game
    path = tmp_path / "tampered.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    bad_replay(path, "Move 7", "'dance'", "breaks the rules")


def test_simulate_refuses_bad_arguments():
    done = run_cli("simulate", GAME_ID, "--players", "7", "--games", "1")
    players = f"{SPEC.min_players}–{SPEC.max_players} players"
    assert done.returncode != 0 and players in json.loads(done.stderr)["error"]
    done = run_cli("simulate", GAME_ID, "--games", "1", "--bots", "clever")
    assert done.returncode != 0 and "no bot called 'clever'" in json.loads(done.stderr)["error"]
    done = run_cli("simulate", "chess")
    assert done.returncode != 0


def test_simulate_with_both_bots():
    done = run_cli(
        "simulate",
        GAME_ID,
        "--players",
        "3",
        "--games",
        "2",
        "--seed",
        "9",
        "--bots",
        "greedy,random",
    )
    assert done.returncode == 0, done.stderr
    summary = json.loads(done.stdout)
    assert summary["bots"] == ["bot:greedy", "bot:random"] and summary["finished"] == 2


def test_a_reader_that_stops_early_ends_the_command_quietly(simulated):
    """``python -m pygames export … | head``: a pipe closed before the output is written
    ends the command with status 1 and no BrokenPipeError on stderr."""
    _, folder = simulated
    read_end, write_end = os.pipe()
    os.close(read_end)  # the reader has already gone, as `head` has after its lines
    try:
        done = subprocess.run(
            [sys.executable, "-m", "pygames", "export", str(folder / f"{GAME_ID}-1.json")],
            cwd=ROOT,
            stdout=write_end,
            stderr=subprocess.PIPE,
            text=True,
            timeout=300,
        )
    finally:
        os.close(write_end)
    assert done.returncode == 1
    assert done.stderr == ""
