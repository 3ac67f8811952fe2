"""The review of a game (``core.review``), for every game: one verdict a move with the
fields the command line prints, the same from the same record, never judged from what
the mover could not see, kept as data and read back, and refused when tampered with.
Each game's own sentences and values are tested in its folder."""

from __future__ import annotations

import json
import re
from dataclasses import replace
from pathlib import Path

import pytest
from helpers import run_cli

from pygames import GAMES
from pygames.__main__ import play_out
from pygames.core import review
from pygames.core.bots import strongest_bot
from pygames.core.messages import Msg
from pygames.core.record import Record, Seat
from pygames.core.rng import Rng
from pygames.core.search import drain

FIELDS = ("move", "seat", "action", "value", "best", "best_value", "loss", "mistake", "why")
MOVES = 24  # the opening of each game is reviewed (a whole one takes a benchmark's time)
QUICK = {"simulations": 6, "playouts": 2}
SOME_GAME = sorted(GAMES)[0]  # the command line's tests need one game, any


def opening(game_id: str, seed: int = 7) -> Record:
    """The first MOVES moves of a seeded game of a random seat against greedy ones."""
    spec = GAMES[game_id].spec
    players = max(spec.min_players, min(3, spec.max_players))
    kinds = ["bot:random"] + ["bot:greedy"] * (players - 1)
    seats = [Seat(f"P{n + 1}", kind) for n, kind in enumerate(kinds)]
    record = play_out(game_id, seats, seed)
    record.actions = record.actions[:MOVES]
    return record


@pytest.fixture(scope="module", params=sorted(GAMES))
def reviewed(request):
    record = opening(request.param)
    return record, review.review(record, **QUICK)


def test_a_verdict_for_every_move_in_order(reviewed):
    record, verdicts = reviewed
    assert [v.move for v in verdicts] == list(range(1, len(record.actions) + 1))
    assert [(v.seat, v.action) for v in verdicts] == [tuple(a) for a in record.actions]


def test_the_json_entry_has_the_fields_the_readme_names(reviewed):
    record, verdicts = reviewed
    for verdict in verdicts:
        entry = json.loads(json.dumps(verdict.to_json("en", record.unique_names())))
        assert tuple(entry) == FIELDS
        assert isinstance(entry["value"], (int, float)) and isinstance(entry["loss"], (int, float))
        assert entry["loss"] >= 0
        assert entry["why"] is None or (isinstance(entry["why"], str) and entry["why"])


def test_the_best_found_is_never_valued_below_the_move_played(reviewed):
    _, verdicts = reviewed
    for v in verdicts:
        assert v.best_value >= v.value
        assert v.loss == 0 or v.best != v.action
        assert (v.why is None) == (v.loss == 0)  # every move that lost says why
        if v.choices == 1:
            assert v.best == v.action and v.loss == 0


def test_a_move_that_lost_says_why_in_every_language(reviewed):
    record, verdicts = reviewed
    for v in (v for v in verdicts if v.why is not None):
        for lang in ("en", "zh-TW", "ja"):
            text = v.why.render(lang, record.unique_names())
            assert text and "{" not in text and "core.review" not in text, text


def test_the_same_record_gives_the_same_review(reviewed):
    record, verdicts = reviewed
    again = review.review(Record.loads(record.dumps()), **QUICK)
    assert [v.to_data() for v in again] == [v.to_data() for v in verdicts]


def test_a_review_in_slices_equals_one_at_once_and_resumes_from_kept_verdicts(reviewed):
    record, verdicts = reviewed
    running = review.Review(record, **QUICK)
    while not running.done:
        running.run_for(0.001)
    assert [v.to_data() for v in running.verdicts] == [v.to_data() for v in verdicts]
    kept = [review.Verdict.from_data(v.to_data()) for v in verdicts[:10]]
    resumed = review.Review(record, known=kept, **QUICK)
    assert resumed.progress == pytest.approx(10 / len(record.actions))
    while not resumed.done:
        resumed.run_for(0.01)
    assert [v.to_data() for v in resumed.verdicts] == [v.to_data() for v in verdicts]


def test_kept_verdicts_read_back_the_same_in_every_language(reviewed):
    record, verdicts = reviewed
    names = record.unique_names()
    for verdict in verdicts:
        data = json.loads(json.dumps(verdict.to_data(names)))
        back = review.Verdict.from_data(data)
        assert back.to_data(names) == data
        assert replace(back, why=None) == replace(verdict, why=None)
        for lang in ("en", "zh-TW", "ja"):
            assert back.to_json(lang, names) == verdict.to_json(lang, names)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_move_is_judged_from_its_movers_view_alone(game_id):
    """Two positions that differ only in what the mover cannot see (the true one, and
    another dealt from the mover's view) give the same verdict of the move."""
    record = opening(game_id)
    game = GAMES[game_id].rules()
    state = game.new_game(len(record.seats), record.options, record.seed)
    for index, (seat, text) in enumerate(record.actions[:6]):
        view = game.view(state, seat)
        other = game.determinize(view, seat, Rng(99 + index))
        assert game.view(other, seat) == view
        verdicts = []
        for position in (state, other):
            bot = strongest_bot(game, QUICK["simulations"])
            steps = review._judge(  # the one move, as review_steps judges it
                game, position, seat, text, index, record.seed, bot, QUICK["playouts"]
            )
            verdicts.append(drain(steps))
        assert verdicts[0] == verdicts[1], (game_id, index)
        game.apply(state, seat, text)


@pytest.mark.parametrize(
    "data",
    [
        None,
        [],
        {"move": 1},
        {**{f: 0 for f in FIELDS}, "choices": 2, "spread": 0, "action": 1, "best": "x"},
        {
            "move": 1, "seat": 0, "action": "a", "value": "9", "best": "a", "best_value": 0,
            "loss": 0, "mistake": False, "why": None, "choices": 2, "spread": 0,
        },
        {
            "move": 1, "seat": 0, "action": "a", "value": 0, "best": "a", "best_value": 0,
            "loss": 0, "mistake": False, "why": {"script": "x"}, "choices": 2, "spread": 0,
        },
    ],
)  # fmt: skip
def test_a_tampered_verdict_is_refused_with_value_error(data):
    with pytest.raises(ValueError):
        review.Verdict.from_data(data)


def test_a_game_says_its_review_unit():
    for game_id in GAMES:
        unit = review.unit_of(GAMES[game_id].rules())
        assert unit in review.UNITS
        assert str(Msg(f"core.review.unit.{unit}")) != f"core.review.unit.{unit}"


def test_the_fingerprint_changes_with_the_moves():
    record = opening(SOME_GAME)
    shorter = Record.loads(record.dumps())
    shorter.actions = shorter.actions[:-1]
    assert review.fingerprint(record) == review.fingerprint(Record.loads(record.dumps()))
    assert review.fingerprint(record) != review.fingerprint(shorter)
    assert len(review.fingerprint(record)) == 16


def test_the_command_line_prints_a_review(tmp_path):
    record = opening(SOME_GAME)
    record.actions = record.actions[:8]
    path = tmp_path / "game.json"
    path.write_text(record.dumps(), encoding="utf-8")
    done = run_cli("review", str(path), "--simulations", "6", "--playouts", "2", "--lang", "ja")
    assert done.returncode == 0, done.stderr
    printed = json.loads(done.stdout)
    assert printed["game"] == SOME_GAME and printed["unit"] in review.UNITS
    assert printed["unit_words"] == Msg(f"core.review.unit.{printed['unit']}").render("ja")
    assert [tuple(m) for m in printed["moves"]] == [FIELDS] * 8
    expected = review.review(record, simulations=6, playouts=2)
    assert [m["loss"] for m in printed["moves"]] == [v.loss for v in expected]


def test_the_command_line_refuses_a_broken_record(tmp_path):
    path = tmp_path / "broken.json"
    path.write_text(json.dumps({"format": 1, "game": SOME_GAME}), encoding="utf-8")
    done = run_cli("review", str(path))
    assert done.returncode == 2 and "error" in json.loads(done.stderr)


def test_the_readme_documents_every_field_the_command_line_prints():
    readme = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Reviewing a game", 1)[1].split("\n## ", 1)[0]
    assert tuple(re.findall(r"^\| `(\w+)` \|", section, re.M)) == FIELDS
    assert "python3 -m pygames review RECORD.json" in section
