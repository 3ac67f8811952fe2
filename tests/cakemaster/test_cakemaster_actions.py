"""Cake Master's one grammar: every legal action met in seeded playouts at 1–6 players
round-trips through its text; the events of ``perform`` say what the log says."""

from __future__ import annotations

import pytest

from pygames.cakemaster.actions import (
    Discard,
    Draft,
    Exchange,
    Give,
    Place,
    Return,
    parse,
    parse_or_none,
)
from pygames.cakemaster.rules import GAME
from pygames.core.errors import IllegalAction
from pygames.core.messages import Event, Scored
from pygames.core.rng import Rng

TEXTS = {
    "keep 12 left 3 right 40": Draft(12, 3, 40),
    "keep 4 give 5 9": Give(4, (5, 9)),
    "keep 7 return 8": Return(7, 8),
    "discard 72": Discard(72),
    "exchange 1": Exchange(1),
    "place 12 2.4": Place(12, 2, 4),
}


def _playout(players: int, seed: int):
    """Every (state, seat, legal actions, events of the move chosen) of one game."""
    state = GAME.new_game(players, None, seed)
    rng = Rng(seed + 1000)
    while GAME.to_move(state):
        seat = GAME.to_move(state)[rng.below(len(GAME.to_move(state)))]
        legal = GAME.legal_actions(state, seat)
        action = legal[rng.below(len(legal))]
        yield state, seat, legal, action
        GAME.apply(state, seat, action)


@pytest.mark.parametrize("text, action", TEXTS.items())
def test_todays_texts(text, action):
    assert parse(text) == action and action.text() == text and str(action) == text


@pytest.mark.parametrize("players", range(1, 7))
def test_every_legal_action_round_trips(players):
    kinds = set()
    for _, _, legal, _ in _playout(players, 7 + players):
        for action in legal:
            assert parse(action.text()) == action
            assert type(parse(str(action))) is type(action)
            kinds.add(type(action))
    expected = {1: {Discard, Exchange, Place}, 2: {Give, Return, Place}}
    assert kinds == expected.get(players, {Draft, Place})


@pytest.mark.parametrize(
    "text", ["", "keep", "place 1 4.1", "place 73 1.1", "keep ² left 1 right 2"]
)
def test_text_that_names_no_action_is_refused(text):
    with pytest.raises(IllegalAction):
        parse(text)
    assert parse_or_none(text) is None


@pytest.mark.parametrize("players", [1, 2, 4])
def test_events_name_placements_and_only_that_choices_were_made(players):
    hidden = {"drafted", "gave", "returned", "discarded", "exchanged"}
    for state, seat, _, action in _playout(players, 3):
        stars = list(state.stars)
        events = GAME.perform(state.clone(), seat, action)
        first = events[0]
        assert type(first) is Event
        if isinstance(action, Place):
            assert first.key == "cakemaster.log.placed" and first.params["number"] == action.card
        else:
            assert first.key.split(".")[-1] in hidden and not first.params
        gained = [(e.seat, e.delta) for e in events[1:] if isinstance(e, Scored)]
        after = state.clone()
        GAME.perform(after, seat, action)
        assert gained == [(s, b - a) for s, (a, b) in enumerate(zip(stars, after.stars)) if b != a]
        assert all(isinstance(e, Scored) for e in events[1:])


def test_a_placement_in_words():
    state = GAME.new_game(3, None, 5)
    for seat in range(3):
        GAME.apply(state, seat, GAME.legal_actions(state, seat)[0])
    action = GAME.legal_actions(state, 0)[0]
    (event,) = GAME.apply(state, 0, action)
    assert str(event).startswith(f"put card {action.card} (") and str(event).endswith(
        f"into cake {action.cake}, top right"
    )
    assert "カード" in event.render("ja") and "蛋糕" in event.render("zh-TW")
