"""Records: JSON and share round trips, and every way a record from outside can be bad.

A record from a URL, localStorage or a file must either load completely or be refused
with a RecordError a player can read; it must never raise anything else.
"""

from __future__ import annotations

import base64
import json
import re
import zlib

import pytest
from helpers import dump

from pygames import GAMES
from pygames.core.errors import RecordError, SetupError
from pygames.core.record import MAX_NAME, Record, Seat, new_record, replay

HOSTILE = "<img src=x onerror=alert(1)>\"'&"
# A game played by three whose player range leaves one and seven out: the records'
# checks hold for every game; their messages name this one's range and name.
SPEC = next(
    game.spec
    for game in GAMES.values()
    if 1 < game.spec.min_players <= 3 <= game.spec.max_players < 7
)
GAME = GAMES[SPEC.id].rules()


def played_record(players: int = 3, seed: int = 7, moves: int | None = None) -> Record:
    """A real game (first legal action each time), whole or its first ``moves``."""
    seats = [Seat(f"Player {i + 1}", "human") for i in range(players)]
    record = new_record(SPEC.id, seats, None, seed)
    state = GAME.new_game(players, None, seed)
    while GAME.to_move(state) and (moves is None or len(record.actions) < moves):
        (seat,) = GAME.to_move(state)
        legal = GAME.legal_actions(state, seat)
        action = legal[(len(record.actions) * 7) % len(legal)]
        GAME.apply(state, seat, action)
        record.actions.append((seat, str(action)))
    return record


@pytest.fixture(scope="module")
def finished() -> Record:
    return played_record()


def as_data(record: Record, **changes) -> dict:
    data = record.to_json()
    data.update(changes)
    return data


def refused(data, *fragments) -> str:
    """Record.from_json refuses ``data``; the message is a sentence naming the problem."""
    with pytest.raises(RecordError) as info:
        Record.from_json(data)
    return readable(info.value, *fragments)


def readable(exc, *fragments) -> str:
    message = str(exc)
    assert message[0].isupper() and message[-1] in ".)" and "Traceback" not in message
    for fragment in fragments:
        assert fragment in message, f"{fragment!r} not in {message!r}"
    return message


# -- round trips ---------------------------------------------------------------------------


def test_json_round_trip(finished):
    assert Record.from_json(json.loads(json.dumps(finished.to_json()))) == finished
    assert Record.loads(finished.dumps()) == finished
    data = finished.to_json()
    assert data["format"] == 1 and data["game"] == SPEC.id and data["seed"] == 7
    assert data["actions"][0] == [0, finished.actions[0][1]]


def test_share_round_trip(finished):
    text = finished.to_share()
    assert re.fullmatch(r"r2\.[A-Za-z0-9_-]+", text)
    assert Record.from_share(text) == finished
    assert len(text) < len(finished.dumps()) // 3  # a move is a byte, not its text


def test_share_carries_the_metadata(finished):
    finished.meta = {"hints": [1, 0, 2], "by_link": True}
    assert Record.from_share(finished.to_share()).meta == finished.meta


def test_share_in_the_first_form_is_still_read(finished):
    whole = "r1." + base64.urlsafe_b64encode(zlib.compress(finished.dumps().encode())).decode()
    assert Record.from_share(whole.rstrip("=")) == finished


def test_share_of_a_move_outside_the_legal_ones_is_whole_text(finished):
    """A record whose move the legal list does not hold (written by hand) is shared as
    its text, and read back the same."""
    odd = Record(**{**finished.__dict__, "actions": [(0, "nonsense")]})
    text = odd.to_share()
    assert text.startswith("r1.") and Record.from_share(text) == odd


def test_share_with_a_place_beyond_the_legal_actions_is_damaged(finished):
    header = {k: v for k, v in finished.to_json().items() if k != "actions"}
    for places in (bytes([0x7F, 0x7F, 0x7F]), bytes([0x80]), bytes([0xFF] * 6)):
        raw = json.dumps(header).encode() + b"\n" + places
        text = "r2." + base64.urlsafe_b64encode(zlib.compress(raw)).decode().rstrip("=")
        with pytest.raises(RecordError) as info:
            Record.from_share(text)
        readable(info.value, "damaged")


def test_replay_rebuilds_the_game(finished):
    game, state = replay(finished)
    mine = GAME.new_game(3, None, 7)
    for seat, text in finished.actions:
        GAME.apply(mine, seat, text)
    assert dump(state) == dump(mine) and game.result(state) is not None


@pytest.mark.parametrize("upto", [0, 1, 2, 17, 40])
def test_replay_upto(finished, upto):
    _, state = replay(finished, upto=upto)
    mine = GAME.new_game(3, None, 7)
    for seat, text in finished.actions[:upto]:
        GAME.apply(mine, seat, text)
    assert dump(state) == dump(mine)


def test_replay_upto_beyond_the_end_is_the_whole_game(finished):
    assert dump(replay(finished, upto=10_000)[1]) == dump(replay(finished)[1])


# -- damaged share text ---------------------------------------------------------------------


def test_share_truncated_at_any_length_is_refused(finished):
    text = finished.to_share()
    for cut in (3, 4, 10, len(text) // 2, len(text) - 3, len(text) - 1):
        with pytest.raises(RecordError) as info:
            Record.from_share(text[:cut])
        readable(info.value, "damaged or cut short")


def test_share_tampered_is_refused(finished):
    text = finished.to_share()
    for where in (5, len(text) // 2, len(text) - 8):
        swapped = "A" if text[where] != "A" else "B"
        with pytest.raises(RecordError):
            Record.from_share(text[:where] + swapped + text[where + 1 :])
    for junk in ("!!", " ", "%20", "+/", "=="):  # characters no share text holds
        with pytest.raises(RecordError) as info:
            Record.from_share(text[:10] + junk + text[10:])
        readable(info.value, "damaged")
    with pytest.raises(RecordError):
        Record.from_share(text + "AAAA")  # trailing data after the game


@pytest.mark.parametrize("text", ["", "r2.abc", "hello", "r1", None, 42, "R1." + "A" * 10])
def test_share_without_a_game(text):
    with pytest.raises(RecordError) as info:
        Record.from_share(text)
    readable(info.value, "link")


def test_share_of_something_else_is_refused():
    def share_of(raw: bytes) -> str:
        return "r1." + base64.urlsafe_b64encode(zlib.compress(raw)).decode().rstrip("=")

    with pytest.raises(RecordError) as info:
        Record.from_share(share_of(b"not json"))
    readable(info.value, "not valid JSON")
    with pytest.raises(RecordError):
        Record.from_share(share_of(b"\xff\xfe"))
    with pytest.raises(RecordError):
        Record.from_share("r1." + "A" * 300_000)
    with pytest.raises(RecordError) as info:  # nesting deep enough to break the parser
        Record.from_share(share_of(b"[" * 200_000))
    readable(info.value)
    with pytest.raises(RecordError):  # a zip bomb stops at the size limit
        Record.from_share(share_of(b" " * 5_000_000))


# -- bad fields ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    ["", "{", "null", "[1, 2]", '"record"', "[" * 100_000],
    ids=["empty", "cut", "null", "list", "string", "deep"],
)
def test_not_a_record(text):
    with pytest.raises(RecordError) as info:
        Record.loads(text)
    readable(info.value, "not a saved game")


@pytest.mark.parametrize("value", [None, 0, 2, "1", 1.5])
def test_wrong_format(finished, value):
    refused(as_data(finished, format=value), "format")


@pytest.mark.parametrize("game", ["chess", "", None, 3, SPEC.id.upper(), "x" * 500])
def test_unknown_game(finished, game):
    message = refused(as_data(finished, game=game), "no game called")
    assert len(message) < 120


def test_other_rules_version(finished):
    newer = SPEC.rules_version + 1
    refused(
        as_data(finished, rules_version=newer),
        f"rules version '{newer}'",
        f"plays version {SPEC.rules_version}",
    )
    refused(as_data(finished, rules_version="1"), "rules version")


def test_a_version_no_game_plays_is_refused_at_set_up():
    with pytest.raises(SetupError) as info:
        GAME.new_game(3, None, 7, rules_version=0)
    assert str(info.value) == f"{SPEC.names['en']} has no rules version 0."


def test_every_older_rules_version_replays_its_record():
    """A record keeps the rules it was played by: a spec's older versions are read,
    and the game starts by that version (a game that changed its rules tests what
    the version changes; here, that every version the spec names is accepted)."""
    for spec in (game.spec for game in GAMES.values()):
        for version in spec.rules_versions:
            seats = [Seat(f"P{i}") for i in range(spec.min_players)]
            record = new_record(spec.id, seats, None, 5)
            record.rules_version = version
            again = Record.from_json(record.to_json())
            assert again.rules_version == version
            game, state = replay(again)
            assert game.to_move(state)


@pytest.mark.parametrize("seed", [-1, 2**63, "7", 7.0, True, None])
def test_bad_seed(finished, seed):
    refused(as_data(finished, seed=seed), "seed")


@pytest.mark.parametrize(
    "seats,fragment",
    [
        (None, "no players"),
        ("Ann,Bob", "no players"),
        (
            [{"name": "Ann", "kind": "human"}],
            f"{SPEC.min_players}–{SPEC.max_players} players, not 1",
        ),
        (
            [{"name": f"P{i}", "kind": "human"} for i in range(7)],
            f"{SPEC.min_players}–{SPEC.max_players} players, not 7",
        ),
        (
            [{"name": "Ann", "kind": "human"}, "Bob", {"name": "Cy"}],
            "Player 2 of the record has no name",
        ),
        ([{"name": "Ann"}, {"name": 5}, {"name": "Cy"}], "Player 2 of the record has no name"),
        (
            [{"name": "Ann"}, {"name": "Bob", "kind": "bot:evil"}, {"name": "Cy"}],
            "Player 2 is of an unknown kind",
        ),
    ],
)
def test_bad_seats(finished, seats, fragment):
    refused(as_data(finished, seats=seats), fragment)


def test_hostile_names_stay_plain_text(finished):
    seats = [
        {"name": HOSTILE, "kind": "human"},
        {"name": "\x00Bo\x07b\u202e\n\t", "kind": "bot:random"},
        {"name": "\x1b[31m\x7f", "kind": "bot:greedy"},
    ]
    record = Record.from_json(as_data(finished, seats=seats))
    assert record.seats[0] == Seat(HOSTILE, "human")  # kept as typed: escaping is the drawing's job
    assert record.seats[1] == Seat("Bob", "bot:random")  # control characters removed
    assert record.seats[2].name == "[31m"  # ESC and DEL removed, the rest is harmless text
    assert record.seats[1].is_bot and not record.seats[0].is_bot
    # A name longer than the limit is refused with the seat named, never cut.
    with pytest.raises(RecordError) as refused:
        Record.from_json(as_data(finished, seats=[{"name": "N" * 500}, {"name": "Bob"}]))
    assert str(refused.value) == (
        f"The name of player 1 in the record is longer than {MAX_NAME} characters."
    )
    longest = Record.from_json(
        as_data(finished, seats=[{"name": "N" * MAX_NAME}, {"name": ""}, {"name": "\x00"}])
    )
    assert longest.seats[0].name == "N" * MAX_NAME
    assert [s.name for s in longest.seats[1:]] == ["Player 2", "Player 3"]
    again = Record.from_share(record.to_share())
    assert (
        again.seats[0].name == HOSTILE and json.loads(again.dumps())["seats"][0]["name"] == HOSTILE
    )


@pytest.mark.parametrize("options", [[], "x", {"shares": True}, 5])
def test_bad_options(finished, options):
    refused(as_data(finished, options=options))


@pytest.mark.parametrize(
    "actions,fragment",
    [
        (None, "list of moves"),
        ("draw", "list of moves"),
        ([[0, "draw"]] * 20_001, "far too long"),
        ([[0, "draw"], [5, "place 1,1"]], "Move 2 of the record is not a move"),
        ([[0, "draw"], [True, "place 1,1"]], "Move 2 of the record is not a move"),
        ([[0, "draw"], [0]], "Move 2 of the record is not a move"),
        ([[0, "draw"], {"seat": 0}], "Move 2 of the record is not a move"),
        ([[0, "x" * 65]], "Move 1 of the record is not a move"),
        ([[0, 17]], "Move 1 of the record is not a move"),
    ],
)
def test_bad_actions_list(finished, actions, fragment):
    refused(as_data(finished, actions=actions), fragment)


# -- moves the rules refuse ----------------------------------------------------------------------


def test_illegal_move_in_a_record_names_the_move():
    """A move the game's rules do not read stops the replay with a message naming the
    move and its player; the moves before it still replay (each game's own refusals are
    checked in its tests' folder)."""
    record = played_record(moves=8)
    seat = record.actions[4][0]
    record.actions[4] = (seat, "dance")
    loaded = Record.loads(record.dumps())  # the fields are fine: only the rules refuse it
    with pytest.raises(RecordError) as info:
        replay(loaded)
    readable(info.value, "Move 5", "'dance'", record.seats[seat].name)
    _, state = replay(loaded, upto=4)
    assert dump(state) == dump(replay(played_record(moves=4))[1])


def test_move_out_of_turn_in_a_record(finished):
    record = played_record(moves=6)
    seat, text = record.actions[2]
    record.actions[2] = ((seat + 1) % 3, text)
    with pytest.raises(RecordError) as info:
        replay(record)
    readable(info.value, "Move 3", "not your turn")


def test_move_after_the_end_in_a_record(finished):
    record = Record.loads(finished.dumps())
    record.actions.append(finished.actions[-1])
    with pytest.raises(RecordError) as info:
        replay(record)
    readable(info.value, f"Move {len(record.actions)}", "game is over")
