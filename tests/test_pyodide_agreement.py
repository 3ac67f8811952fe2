"""CPython and Pyodide agree: the same records replay to the same states, results and
logs (in English and Japanese, told from the moves' events), and pack into the same
share text (which writes moves as places among the legal ones, so a different order
of legal actions would send a link's game elsewhere).

Records are made here in CPython by the command line (``python -m pygames simulate
... --records DIR``), then replayed twice by one piece of code: in this process, and
under Node in the Pyodide runtime we ship, from the zips in dist/ exactly as the
browser unpacks them. Any difference (integer arithmetic, dict order, RNG) fails.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import build
from pygames import GAMES

HERE = Path(__file__).resolve().parent
RUNNER = HERE / "pyodide_runner.mjs"
GAMES_EACH = 2

# Run as is by both interpreters: INPUT is a JSON list of record texts, OUTPUT the
# summaries, one per record.
REPLAY_CODE = """
import json
from pygames.core.record import Record, replay
from ui import i18n
from ui.session import Table

def summary(text):
    record = Record.loads(text)
    game, state = replay(record)
    result = game.result(state)
    table = Table(record)  # the log, told from the events of every move
    i18n.set_language("en")
    table.retell()
    log = list(table.log)
    i18n.set_language("ja")
    table.retell()
    i18n.set_language("en")
    return {
        "moves": len(record.actions),
        "state": json.dumps(state.to_json(), sort_keys=True),
        "result": json.dumps(result.to_json() if result else None, sort_keys=True),
        "log": log,
        "log_ja": table.log,
        "share": record.to_share(),  # each move's place among the legal ones
        "unshared": Record.from_share(record.to_share()) == record,
    }

OUTPUT = json.dumps([summary(text) for text in json.loads(INPUT)])
"""


def pyodide_package() -> Path:
    return build.npm_package(*build.PYODIDE)


def run_in_pyodide(code: str, stdin: str, dist: Path, tmp_path: Path, timeout: int = 600) -> str:
    if shutil.which("node") is None:
        pytest.fail("node is needed to run Pyodide outside the browser")
    code_file = tmp_path / "code.py"
    code_file.write_text(code, encoding="utf-8")
    archives = [dist / "py" / "app.zip", *sorted((dist / "py" / "games").glob("*.zip"))]
    done = subprocess.run(
        ["node", str(RUNNER), str(pyodide_package()), str(code_file), *map(str, archives)],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=timeout,
    )
    if done.returncode != 0:
        pytest.fail(f"Pyodide run failed ({done.returncode}):\n{done.stderr[-4000:]}")
    return done.stdout


def simulated(
    folder: Path, game_id: str, players: int, seed: int, options: list[str]
) -> list[Path]:
    """Records of GAMES_EACH seeded bot games written by the command line."""
    bots = "random" if players % 2 else "greedy,random"
    flags = [arg for option in options for arg in ("--option", option)]
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pygames",
            "simulate",
            game_id,
            "--players",
            str(players),
            "--games",
            str(GAMES_EACH),
            "--seed",
            str(seed),
            "--bots",
            bots,
            "--records",
            str(folder),
            *flags,
        ],
        check=True,
        capture_output=True,
        cwd=build.ROOT,
        env={**os.environ, "PYTHONPATH": str(build.ROOT)},
    )
    return sorted(folder.glob("*.json"))


@pytest.fixture(scope="module")
def records(tmp_path_factory) -> list[tuple[str, str]]:
    """(name, record text) for a few seeded games of every game at every player count,
    with the default options, and at one player count with each option's other values."""
    folder = tmp_path_factory.mktemp("records")
    found = []
    for game_id, spec in ((g, m.spec) for g, m in GAMES.items()):
        runs = [(players, []) for players in range(spec.min_players, spec.max_players + 1)]
        middle = (spec.min_players + spec.max_players + 1) // 2
        runs += [
            (middle, [f"{option.key}={value}"])
            for option in spec.options
            for value in option.choices[1:]
        ]
        for players, options in runs:
            name = f"{game_id}/{players}p" + "".join(f"/{o}" for o in options)
            out = folder / name.replace("=", "-")
            out.mkdir(parents=True)
            paths = simulated(out, game_id, players, 1000 * players, options)
            assert len(paths) == GAMES_EACH, name
            found += [(f"{name}/{path.name}", path.read_text(encoding="utf-8")) for path in paths]
    assert {name.split("/")[0] for name, _ in found} == set(GAMES)
    return found


def replay_in_cpython(texts: list[str]) -> list[dict]:
    scope = {"INPUT": json.dumps(texts)}
    exec(compile(REPLAY_CODE, "replay_code", "exec"), scope)
    return json.loads(scope["OUTPUT"])


def test_every_record_replays_identically_in_pyodide(records, dist, tmp_path):
    names = [name for name, _ in records]
    texts = [text for _, text in records]
    expected = replay_in_cpython(texts)
    got = json.loads(run_in_pyodide(REPLAY_CODE, json.dumps(texts), dist, tmp_path))
    assert len(got) == len(expected)
    for name, mine, theirs in zip(names, expected, got):
        assert mine["result"] != "null", f"{name}: the simulated game did not finish"
        assert theirs["moves"] == mine["moves"], name
        assert theirs["state"] == mine["state"], f"{name}: final states differ"
        assert theirs["result"] == mine["result"], f"{name}: results differ"
        assert theirs["share"] == mine["share"], f"{name}: share texts differ"
        assert theirs["unshared"] and mine["unshared"], name


def test_pyodide_runs_python_314(dist, tmp_path):
    # The agreement above means something only if the other side really is Pyodide.
    out = run_in_pyodide(
        "import sys\nOUTPUT = sys.platform + ' ' + sys.version.split()[0]", "", dist, tmp_path
    )
    assert out.startswith("emscripten 3.14"), out


# The review of a game (``core.review``) is worked out from the record's seed alone: the
# opening of one record of each game, reviewed by both interpreters at a small count.
REVIEW_CODE = """
import json
from pygames.core.record import Record
from pygames.core.review import review

def reviewed(text):
    record = Record.loads(text)
    record.actions = record.actions[:12]
    names = record.unique_names()
    return [v.to_data(names) for v in review(record, simulations=8, playouts=3)]

OUTPUT = json.dumps([reviewed(text) for text in json.loads(INPUT)])
"""


def test_every_game_is_reviewed_identically_in_pyodide(records, dist, tmp_path):
    firsts = {}
    for name, text in records:
        firsts.setdefault(name.split("/")[0], text)
    texts = list(firsts.values())
    scope = {"INPUT": json.dumps(texts)}
    exec(compile(REVIEW_CODE, "review_code", "exec"), scope)
    expected = json.loads(scope["OUTPUT"])
    got = json.loads(run_in_pyodide(REVIEW_CODE, json.dumps(texts), dist, tmp_path))
    for game_id, mine, theirs in zip(firsts, expected, got):
        assert len(mine) == 12, game_id
        assert theirs == mine, f"{game_id}: the reviews differ"
