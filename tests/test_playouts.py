"""Seeded bot playouts of every registered game, at every player count and option
setting, to the end: JSON and replay round trips along the way, invariants checked at
sampled moves, and at the end no moves left, a result, every component accounted for.

Each game's invariants are its own (``checks.py``, the manifest's ``checks()``):
``position_holds`` at sampled moves, ``end_holds`` at the end, and how many playouts a
player count it gets (``PLAYOUTS``); a game without them fails here.
"""

from __future__ import annotations

import itertools
import json

import pytest

from pygames import GAMES, get_game
from pygames.core.bots import bot_for, bot_rng, play_bot_turn
from pygames.core.errors import IllegalAction
from pygames.core.messages import Event, Scored
from pygames.core.record import Record, Seat, new_record, replay

OTHER_PLAYOUTS = 40  # per game × player count × each other option setting
BOT_KINDS = ("bot:random", "bot:greedy")
SAMPLE_EVERY = 11  # check roughly one move in this many


# -- the playouts ----------------------------------------------------------------------------


def option_settings(spec) -> list[dict]:
    keys = [opt.key for opt in spec.options]
    return [
        dict(zip(keys, values)) for values in itertools.product(*(o.choices for o in spec.options))
    ]


CASES = [
    pytest.param(
        game_id, players, options, id=f"{game_id}-{players}p-{json.dumps(options, sort_keys=True)}"
    )
    for game_id, spec in ((g, m.spec) for g, m in GAMES.items())
    for players in range(spec.min_players, spec.max_players + 1)
    for options in option_settings(spec)
]


def test_every_game_has_invariant_checks():
    for manifest in GAMES.values():
        checks = manifest.checks()
        assert callable(checks.position_holds) and callable(checks.end_holds), manifest.id
        assert checks.PLAYOUTS > 0, manifest.id
        assert manifest.spec.min_players <= manifest.spec.max_players


def to_text(state) -> str:
    return json.dumps(state.to_json(), sort_keys=True)


def check_sample(game, record, state, with_replay: bool) -> tuple:
    """Round trips at one moment: JSON text, clone, views, action texts, replay."""
    data = state.to_json()
    text = json.dumps(data)
    restored = game.state_from_json(json.loads(text))
    assert restored.to_json() == data
    clone = state.clone()
    assert clone.to_json() == data
    for seat in [None, *range(len(record.seats))]:
        json.dumps(game.view(state, seat))
    for seat in game.to_move(state):
        legal = game.legal_actions(state, seat)
        assert legal, "a seat to move always has a move"
        for action in legal:
            assert game.parse_action(str(action)) == action
    if with_replay:  # replaying costs the whole game so far: once per playout
        assert replay(record, upto=len(record.actions))[1].to_json() == data
    return restored, clone


def check_events(events) -> None:
    """What ``apply`` reports: events, the first saying what the action did (the log's
    line), each with a text in the English catalog."""
    assert isinstance(events, list) and events, "every move says what it did"
    assert isinstance(events[0], Event) and not isinstance(events[0], Scored)
    for event in events:
        assert isinstance(event, Event), event
        assert str(event) != event.key, f"no English text for {event.key}"


def play_and_check(game_id: str, players: int, options: dict, seed: int) -> None:
    game = get_game(game_id)
    checks = GAMES[game_id].checks()
    state_check, end_check = checks.position_holds, checks.end_holds
    seats = [Seat(f"P{i + 1}", BOT_KINDS[(seed + i) % 2]) for i in range(players)]
    record = new_record(game_id, seats, options, seed)
    state = game.new_game(players, record.options, seed)
    bots = [bot_for(game, seat.kind) for seat in seats]
    continuation = None  # (move index, state restored from JSON, clone) to play on later
    happened = []  # the events of each move
    while True:
        movers = game.to_move(state)
        if not movers:
            break
        move = len(record.actions)
        if (move + seed) % SAMPLE_EVERY == 0:
            state_check(game, state)
            copies = check_sample(game, record, state, with_replay=continuation is None)
            if continuation is None:
                continuation = (move, *copies)
        seat = movers[0]
        action = play_bot_turn(game, state, seat, bots[seat], bot_rng(seed, move))
        events = game.apply(state, seat, action)
        check_events(events)
        happened.append(events)
        record.actions.append((seat, str(action)))
        assert len(record.actions) < 10_000, "a game that never ends"

    # the end
    assert all(game.legal_actions(state, seat) == [] for seat in range(players))
    with pytest.raises(IllegalAction):
        game.apply(state, 0, game.parse_action(record.actions[-1][1]))
    result = game.result(state)
    assert result is not None
    assert len(result.scores) == len(result.places) == len(result.breakdown) == players
    for seat in range(players):
        assert sum(points for _, points in result.breakdown[seat]) == result.scores[seat]
        for label, _ in result.breakdown[seat]:
            assert str(label) != getattr(label, "key", None), f"no English text for {label!r}"
    # Places follow the scores (a game may break ties: Cake Master by round 3's tasty points).
    assert all(
        result.places[a] < result.places[b]
        for a in range(players)
        for b in range(players)
        if result.scores[a] > result.scores[b]
    )
    assert result.places == [1 + sum(p < mine for p in result.places) for mine in result.places]
    assert result.winners and all(result.scores[w] == max(result.scores) for w in result.winners)
    state_check(game, state)
    end_check(game, state, result)

    # the record rebuilds the game, and play from a restored state goes the same way
    final = to_text(state)
    assert Record.loads(record.dumps()) == record
    assert to_text(replay(Record.loads(record.dumps()))[1]) == final
    if seed % 10 == 0:
        assert Record.from_share(record.to_share()) == record
    assert continuation is not None
    start, restored, clone = continuation
    for (seat, text), events in zip(record.actions[start:], happened[start:]):
        assert game.apply(restored, seat, text) == events, "a move's text says what it does"
        game.apply(clone, seat, text)
    assert to_text(restored) == final == to_text(clone)


@pytest.mark.parametrize("game_id,players,options", CASES)
def test_seeded_playouts(game_id, players, options):
    default = options == GAMES[game_id].spec.option_values(None)
    playouts = GAMES[game_id].checks().PLAYOUTS if default else OTHER_PLAYOUTS
    for n in range(playouts):
        play_and_check(game_id, players, options, seed=players * 100_000 + n)
