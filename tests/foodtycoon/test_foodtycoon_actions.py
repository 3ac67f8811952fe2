"""Food Tycoon's one grammar: every legal action met in seeded playouts (3–6 players,
both rule sets) writes a text that parses back to the same action, and the texts are
the ones records have always held."""

from __future__ import annotations

import pytest

from pygames import get_game
from pygames.core.actions import Action
from pygames.core.errors import IllegalAction
from pygames.core.rng import Rng
from pygames.foodtycoon.actions import (
    Bid,
    Choose,
    Cook,
    Discard,
    Order,
    Pass,
    Roll,
    Shop,
    Take,
    Think,
    parse,
)

GAME = get_game("foodtycoon")
KINDS = {Discard, Take, Choose, Shop, Think, Roll, Order, Bid, Pass, Cook}


def playout_actions(players: int, rules: str, seed: int):
    """Every legal action of every position of a random game."""
    state = GAME.new_game(players, {"rules": rules}, seed)
    rng = Rng(seed * 31 + players)
    while GAME.to_move(state):
        seat = GAME.to_move(state)[0]
        legal = GAME.legal_actions(state, seat)
        yield from legal
        bids = [a for a in legal if isinstance(a, Bid)]
        action = bids[rng.below(min(3, len(bids)))] if bids and rng.below(2) else rng.choice(legal)
        GAME.apply(state, seat, action)


@pytest.mark.parametrize("rules", ["basic", "advanced"])
@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_every_legal_action_round_trips(players, rules):
    seen = set()
    for seed in (1, 2):
        for action in playout_actions(players, rules, seed):
            if action in seen:
                continue
            seen.add(action)
            assert isinstance(action, Action)
            text = action.text()
            assert str(action) == text and parse(text) == action, text
            assert GAME.parse_action(text) == action
    kinds = {type(action) for action in seen}
    assert kinds >= KINDS - ({Order} if rules == "basic" else set()) - {Choose}
    assert rules == "basic" or Order in kinds


def test_the_texts_of_each_kind():
    assert [
        str(a)
        for a in (
            Discard(0),
            Take((0, 4)),
            Choose((3, 3)),
            Shop(),
            Think(),
            Roll(),
            Order((2, 0, 1)),
            Bid(7),
            Pass(),
            Cook(0),
        )
    ] == [
        "discard egg-tart",
        "take grain,egg",
        "choose fish,fish",
        "shop",
        "think",
        "roll",
        "order 3,1,2",
        "bid 7",
        "pass",
        "cook egg-tart",
    ]
    assert parse("take egg, grain") == parse("take E,G") == Take((0, 4))
    assert Take((0, 4)) != Choose((0, 4))


@pytest.mark.parametrize("text", ["", "fly", "bid x", "bid ²", "cook no-dish", "order 0", None])
def test_text_that_is_no_move_is_refused(text):
    with pytest.raises(IllegalAction) as info:
        parse(text)
    assert "is not a Food Tycoon move" in str(info.value)
