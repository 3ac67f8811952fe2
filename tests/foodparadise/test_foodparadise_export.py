"""Food Paradise's export: the position after a record's moves as JSON."""

from __future__ import annotations

import json

from pygames.core.bots import bot_rng
from pygames.core.record import Record, Seat
from pygames.foodparadise.bots import BOTS
from pygames.foodparadise.data import CHAINS, KINDS, RECIPES
from pygames.foodparadise.export import export_position
from pygames.foodparadise.rules import GAME


def bot_game(seed: int, names: list[str], stop: int | None = None):
    state = GAME.new_game(len(names), {}, seed)
    record = Record("foodparadise", 1, seed, [Seat(n, "bot:greedy") for n in names])
    bot = BOTS["greedy"]()
    while GAME.to_move(state) and (stop is None or len(record.actions) < stop):
        (seat,) = GAME.to_move(state)
        legal = GAME.legal_actions(state, seat)
        action = bot.choose(GAME, GAME.view(state, seat), seat, legal, bot_rng(seed, 0))
        GAME.apply(state, seat, action)
        record.actions.append((seat, action.text()))
    return record, state


def test_a_finished_game_exports_every_player():
    record, state = bot_game(3, ["Ann", "Bob", "Ann"])
    data = json.loads(json.dumps(export_position(record, state), ensure_ascii=False))
    assert list(data) == ["game", "moves", "finished", "winner", "end", "demand", "players"]
    assert data["game"] == "foodparadise" and data["finished"] is True
    assert data["moves"] == len(record.actions)
    assert list(data["players"]) == ["Ann", "Bob", "Ann (seat 3)"]
    assert data["winner"] == record.unique_names()[state.winner]
    assert data["end"] in ("recipes", "cash")
    for seat, entry in enumerate(data["players"].values()):
        assert list(entry) == [
            "chain",
            "corner",
            "position",
            "cash",
            "ingredients",
            "price_cards",
            "recipes_built",
            "revenue",
        ]
        assert entry["chain"] == CHAINS[state.chains[seat]].name
        assert 0 <= entry["position"] <= 35 and entry["cash"] == state.cash[seat]
        assert list(entry["ingredients"]) == list(KINDS)
        assert entry["price_cards"] == len(state.hands[seat])
        assert entry["recipes_built"] == [RECIPES[r].name for r in state.built[seat]]
        assert entry["revenue"] == 500 + 500 * len(state.built[seat])


def test_a_game_in_progress_and_before_the_corners():
    record, state = bot_game(4, ["Ann", "Bob"], stop=1)
    data = export_position(record, state)
    assert data["finished"] is False and data["winner"] is None and data["end"] is None
    assert data["players"]["Bob"]["corner"] is None and data["players"]["Bob"]["position"] is None
    assert data["players"]["Bob"]["revenue"] is None
    assert data["players"]["Ann"]["cash"] == 2000
