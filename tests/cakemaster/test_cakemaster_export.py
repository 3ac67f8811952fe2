"""``python -m pygames export RECORD.json`` for Cake Master (format:
pygames/cakemaster/export.py). Every expectation is read back from the replayed state
independently: the card fields from the card table, tasty points recounted by hand
from the seed's scoring table, the customers from the round summaries.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from pygames.__main__ import play_out
from pygames.cakemaster.data import (
    CARDS,
    customer,
    customer_request,
    meets,
    rating_name,
    solo_rating,
)
from pygames.cakemaster.export import export_position
from pygames.cakemaster.rules import GAME
from pygames.core.record import Seat, replay

ROOT = Path(__file__).resolve().parents[2]
QUARTER_KEYS = [
    "quarter",
    "card",
    "icing",
    "rosette_cw",
    "rosette_ccw",
    "raspberries",
    "blueberries",
]


def bot_game(players: int, seed: int, names=None):
    names = names or [f"Player {i + 1}" for i in range(players)]
    seats = [Seat(name, "bot:greedy" if i % 2 else "bot:random") for i, name in enumerate(names)]
    return play_out("cakemaster", seats, seed)


def recount(quarters: list[dict]) -> int:
    """The seed's table, counted again from the exported quarters."""
    colours = len({q["icing"] for q in quarters})
    points = {1: 3, 2: 1}.get(colours, 0)
    halves = 0
    for i, q in enumerate(quarters):
        after = quarters[(i + 1) % 4]
        points += q["rosette_cw"] and after["rosette_ccw"]
        halves += q["rosette_cw"] != after["rosette_ccw"]
    points += halves == 0
    return points + min(
        sum(q["raspberries"] for q in quarters), sum(q["blueberries"] for q in quarters)
    )


def check_round(exported_round: dict, summary: dict, names: list[str], solo: bool) -> None:
    assert exported_round["round"] == summary["round"] and exported_round["finished"]
    assert [c["number"] for c in exported_round["customers"]] == summary["customers"]
    for entry in exported_round["customers"]:
        assert (
            entry["request"] == str(customer_request(entry["number"]))
            and entry["key"] == customer(entry["number"]).key
        )
    assert list(exported_round["players"]) == names
    for seat, name in enumerate(names):
        player = exported_round["players"][name]
        assert [c["cake"] for c in player["cakes"]] == [1, 2, 3]
        total = 0
        for c, cake in enumerate(player["cakes"]):
            quarters = cake["quarters"]
            assert [q["card"] for q in quarters] == summary["cakes"][seat][c]
            for index, q in enumerate(quarters):
                assert list(q) == QUARTER_KEYS and q["quarter"] == index + 1
                printed = CARDS[q["card"] - 1]
                assert (
                    q["icing"],
                    q["rosette_cw"],
                    q["rosette_ccw"],
                    q["raspberries"],
                    q["blueberries"],
                ) == (
                    printed.icing,
                    printed.rosette_cw,
                    printed.rosette_ccw,
                    printed.raspberries,
                    printed.blueberries,
                )
            if solo:
                assert cake["tasty"] is None
            else:
                assert cake["tasty"] == recount(quarters)
                total += cake["tasty"]
            served = cake["customer"]
            assert served == summary["served"][seat][c]
            if served is not None:
                assert meets(customer(served), [CARDS[q["card"] - 1] for q in quarters])
        assert player["tasty"] == (None if solo else total)
        assert player["customer_stars"] == sum(
            cake["customer"] is not None for cake in player["cakes"]
        )
        assert player["stars"] == player["tasty_stars"] + player["customer_stars"]


def test_export_of_a_finished_game():
    for players in (1, 2, 4):
        record = bot_game(players, seed=60 + players)
        _, state = replay(record)
        exported = json.loads(json.dumps(export_position(record, state)))
        assert list(exported) == ["game", "mode", "moves", "finished", "rounds", "scores", "rating"]
        assert exported["game"] == "cakemaster" and exported["finished"] is True
        assert exported["mode"] == {1: "solo", 2: "two players", 4: "draft"}[players]
        assert exported["moves"] == len(record.actions)
        names = [s.name for s in record.seats]
        assert len(exported["rounds"]) == 3
        for exported_round, summary in zip(exported["rounds"], state.rounds):
            check_round(exported_round, summary, names, players == 1)
        totals = {
            name: sum(r["players"][name]["stars"] for r in exported["rounds"]) for name in names
        }
        assert exported["scores"] == totals == dict(zip(names, GAME.result(state).scores))
        assert exported["rating"] == (
            str(rating_name(solo_rating(state.stars[0]))) if players == 1 else None
        )


def test_export_of_a_game_in_progress():
    record = bot_game(3, seed=70)
    record.actions = record.actions[:80]  # round 1 done (48 moves), round 2 begun
    _, state = replay(record)
    exported = export_position(record, state)
    assert exported["finished"] is False and len(exported["rounds"]) == 2
    current = exported["rounds"][-1]
    assert current["round"] == 2 and current["finished"] is False
    assert len(current["customers"]) == 2
    for seat, player in enumerate(current["players"].values()):
        assert player["stars"] is None and player["tasty_stars"] is None
        for c, cake in enumerate(player["cakes"]):
            cards = state.cakes[seat][c]
            assert [q and q["card"] for q in cake["quarters"]] == cards
            if None in cards:
                assert cake["tasty"] is None and cake["customer"] is None
    assert exported["rating"] is None


def test_export_names_every_seat_apart():
    record = bot_game(3, seed=71, names=["Ann", "Ann", "Bo"])
    _, state = replay(record)
    exported = export_position(record, state)
    assert list(exported["scores"]) == ["Ann", "Ann (seat 2)", "Bo"]
    assert list(exported["rounds"][0]["players"]) == ["Ann", "Ann (seat 2)", "Bo"]


def test_export_command_prints_the_position(tmp_path):
    record = bot_game(2, seed=72)
    path = tmp_path / "game.json"
    path.write_text(record.dumps(), encoding="utf-8")
    shown = subprocess.run(
        [sys.executable, "-m", "pygames", "export", str(path)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert shown.returncode == 0, shown.stderr
    _, state = replay(record)
    assert json.loads(shown.stdout) == json.loads(json.dumps(export_position(record, state)))
