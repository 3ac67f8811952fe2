"""Cupcake Empire's export: the position after a record's moves as JSON, and the CLI."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from pygames.core.bots import bot_rng
from pygames.core.record import Record, Seat
from pygames.cupcake.bots import BOTS
from pygames.cupcake.export import export_position
from pygames.cupcake.rules import GAME

ROOT = Path(__file__).resolve().parents[2]


def bot_game(seed: int, names: list[str], stop: int | None = None):
    state = GAME.new_game(len(names), {}, seed)
    record = Record("cupcake", 1, seed, [Seat(n, "bot:greedy") for n in names])
    bot = BOTS["greedy"]()
    while GAME.to_move(state) and (stop is None or len(record.actions) < stop):
        (seat,) = GAME.to_move(state)
        legal = GAME.legal_actions(state, seat)
        action = bot.choose(GAME, GAME.view(state, seat), seat, legal, bot_rng(seed, 0))
        GAME.apply(state, seat, action)
        record.actions.append((seat, action.text()))
    return record, state


def test_a_finished_game_exports_every_player():
    record, state = bot_game(4, ["Ann", "Bob", "Ann"])
    data = json.loads(json.dumps(export_position(record, state)))
    assert list(data) == [
        "game",
        "moves",
        "finished",
        "end",
        "turns",
        "goals",
        "players",
        "ranking",
    ]
    assert data["game"] == "cupcake" and data["finished"] and data["end"] == "income"
    assert [g[0] for g in data["goals"]] == ["A", "B", "C", "D"]
    assert list(data["players"]) == ["Ann", "Bob", "Ann (seat 3)"]
    for seat, entry in enumerate(data["players"].values()):
        assert list(entry) == [
            "income",
            "production",
            "sales",
            "menu",
            "customers",
            "shops",
            "bakeries",
            "discs",
            "ideas",
            "goals_met",
            "turns",
        ]
        assert entry["income"] == state.income[seat]
        assert len(entry["menu"]) == len(state.menu[seat]) >= 1
        assert all(m["base_kind"] in ("single", "mixed") for m in entry["menu"])
        assert len(entry["customers"]) == len(state.served[seat])
        assert all(1 <= c["value"] == c["house_number"] <= 3 for c in entry["customers"])
        assert entry["bakeries"].get("1") == 1  # the start bakery, grey district 1
        assert entry["turns"] == state.turns // 3
        assert set(entry["goals_met"]) <= set(data["goals"])
    ranking = data["ranking"]
    assert [r["place"] for r in ranking] == sorted(r["place"] for r in ranking)
    assert ranking[0]["income"] == max(state.income)


def test_a_game_in_progress_has_no_ranking_and_counts_each_players_turns(tmp_path):
    record, state = bot_game(2, ["Ann", "Bob"], stop=40)
    data = export_position(record, state)
    assert data["finished"] is False and data["ranking"] is None and data["end"] is None
    assert sum(p["turns"] for p in data["players"].values()) == state.turns
    path = tmp_path / "game.json"
    path.write_text(record.dumps(), encoding="utf-8")
    out = subprocess.run(
        [sys.executable, "-m", "pygames", "export", str(path)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    assert json.loads(out.stdout) == json.loads(json.dumps(data))
