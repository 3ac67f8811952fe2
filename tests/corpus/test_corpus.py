"""The behaviour corpus: 396 seeded bot games written before the engines were
reshaped (``make_corpus.py``). Each must replay to the same result and export, meet
the same legal actions at every step, and its bots must choose the same moves again."""

from __future__ import annotations

import json
import os

import pytest
from make_corpus import HERE, export_of, legal_digest, play_out_light

from pygames import GAMES, get_game
from pygames.core.record import Record


def _entries():
    for name in sorted(os.listdir(HERE)):
        if name.endswith(".jsonl"):
            with open(os.path.join(HERE, name), encoding="utf-8") as fh:
                for number, line in enumerate(fh):
                    yield pytest.param(json.loads(line), id=f"{name[:-6]}-{number}")


ENTRIES = list(_entries())


def test_corpus_covers_every_game():
    games = {entry.values[0]["record"]["game"] for entry in ENTRIES}
    assert games == set(GAMES)
    assert len(ENTRIES) >= 390


@pytest.mark.parametrize("entry", ENTRIES)
def test_record_replays_unchanged(entry):
    record = Record.from_json(entry["record"])
    assert record.to_json() == entry["record"]
    game = get_game(record.game)
    assert record.rules_version == game.spec.rules_version
    digest, state = legal_digest(game, record, record.options)
    assert digest == entry["legal_digest"]
    result = game.result(state)
    assert (result.to_json() if result else None) == entry["result"]
    assert json.loads(json.dumps(export_of(record.game, record, state))) == entry["export"]


@pytest.mark.parametrize("entry", ENTRIES)
def test_bots_choose_the_same_moves(entry):
    record = Record.from_json(entry["record"])
    again = play_out_light(record.game, record.seats, record.seed, record.options)
    assert again.actions == record.actions
