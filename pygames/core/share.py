"""Share text: a record packed small enough for a chat message's link.

``r2.`` (written): the record's JSON without its actions, a newline, then each action
as its place among the legal actions of every seat to move at that point (seats in
``to_move`` order, each seat's actions in ``legal_actions`` order), as a varint; the
whole deflated and base64url-encoded. A move is one byte where a text is ten: a
finished six-player Cake Master game went from 2,006 characters to 440, a four-player
Cupcake Empire one from 3,507 to 1,012 (``benchmarks/link_lengths.py``). Reading it
replays the game to turn places back into actions, so a place beyond the list is a
damaged link, caught before anything is shown.

``r1.`` (still read; written for a record some move of which is not in its legal
list): the whole record's JSON, deflated and base64url-encoded.
"""

from __future__ import annotations

import base64
import binascii
import json
import zlib

from pygames.core.errors import IllegalAction, RecordError
from pygames.core.record import MAX_ACTIONS, start

WHOLE = "r1."  # the record's JSON
PLACES = "r2."  # the header's JSON and the actions' places among the legal ones
MAX_SHARE_CHARS = 200_000
DAMAGED = "core.record.link_damaged"
_URL_SAFE = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")


def pack(record) -> str:
    """The shortest share text of ``record`` that ``unpack`` reads back."""
    places = action_places(record)
    if places is None:
        return WHOLE + _encode(record.dumps().encode("utf-8"))
    header = {key: value for key, value in record.to_json().items() if key != "actions"}
    head = json.dumps(header, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    return PLACES + _encode(head + b"\n" + bytes(_varints(places)))


def unpack(text, record_type):
    """The record in share text; RecordError (a reason a player can read) if the text
    is no game, is damaged or was cut short."""
    if not isinstance(text, str) or not text.startswith((WHOLE, PLACES)):
        raise RecordError("core.record.link_no_game")
    if len(text) > MAX_SHARE_CHARS:
        raise RecordError("core.record.link_too_long")
    raw = _decode(text[len(WHOLE) :])
    try:
        if text.startswith(WHOLE):
            return record_type.loads(raw.decode("utf-8"))
        head, newline, places = raw.partition(b"\n")
        if not newline:
            raise RecordError(DAMAGED)
        data = json.loads(head.decode("utf-8"))
        if not isinstance(data, dict) or "actions" in data:
            raise RecordError(DAMAGED)
        record = record_type.from_json({**data, "actions": []})
    except (ValueError, UnicodeDecodeError, RecursionError) as exc:
        if isinstance(exc, RecordError):
            raise
        raise RecordError(DAMAGED) from exc
    record.actions = actions_at(record, _read_varints(places))
    return record


def game_of(text) -> str:
    """The game a share text holds, read without its moves (whose places only that
    game's code can read): what to load before ``unpack``. RecordError as ``unpack``."""
    if not isinstance(text, str) or not text.startswith((WHOLE, PLACES)):
        raise RecordError("core.record.link_no_game")
    if len(text) > MAX_SHARE_CHARS:
        raise RecordError("core.record.link_too_long")
    raw = _decode(text[len(WHOLE) :])
    head = raw.partition(b"\n")[0] if text.startswith(PLACES) else raw
    try:
        game = json.loads(head.decode("utf-8")).get("game")
    except (ValueError, UnicodeDecodeError, RecursionError, AttributeError) as exc:
        raise RecordError(DAMAGED) from exc
    if not isinstance(game, str):
        raise RecordError("core.record.no_record")
    return game


def action_places(record) -> list[int] | None:
    """Each action's place among the legal actions of the seats to move, or None if
    some action is not among them (it is then shared as text)."""
    game, state = _start(record)
    places = []
    for seat, text in record.actions:
        offset, found = 0, None
        for mover in game.to_move(state):
            legal = [str(action) for action in game.legal_actions(state, mover)]
            if mover == seat and text in legal:
                found = offset + legal.index(text)
                break
            offset += len(legal)
        if found is None:
            return None
        places.append(found)
        try:
            game.apply(state, seat, text)
        except IllegalAction:
            return None
    return places


def actions_at(record, places: list[int]) -> list[tuple[int, str]]:
    """The actions the places stand for, replaying the game; RecordError if a place
    is beyond the legal actions of its moment (a damaged link)."""
    game, state = _start(record)
    actions = []
    for place in places:
        for mover in game.to_move(state):
            legal = game.legal_actions(state, mover)
            if place < len(legal):
                action = legal[place]
                actions.append((mover, str(action)))
                try:
                    game.apply(state, mover, action)
                except IllegalAction as exc:  # a legal action refused: the rules changed
                    raise RecordError(DAMAGED) from exc
                break
            place -= len(legal)
        else:
            raise RecordError(DAMAGED)
    return actions


def _start(record):
    return start(record)


def _encode(raw: bytes) -> str:
    return base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode("ascii").rstrip("=")


def _decode(body: str) -> bytes:
    """Base64 decoding skips stray characters and zlib returns what it could unpack of a
    cut stream: both are checked, or a damaged link would pass as a good one."""
    if not set(body) <= _URL_SAFE:
        raise RecordError(DAMAGED)
    try:
        packed = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
        unpacker = zlib.decompressobj()
        raw = unpacker.decompress(packed, 4 * MAX_SHARE_CHARS)
    except (binascii.Error, ValueError, zlib.error) as exc:
        raise RecordError(DAMAGED) from exc
    if not unpacker.eof or unpacker.unused_data:
        raise RecordError(DAMAGED)
    return raw


def _varints(numbers: list[int]) -> bytearray:
    out = bytearray()
    for n in numbers:
        while n >= 0x80:
            out.append((n & 0x7F) | 0x80)
            n >>= 7
        out.append(n)
    return out


def _read_varints(data: bytes) -> list[int]:
    numbers, n, shift = [], 0, 0
    for byte in data:
        n |= (byte & 0x7F) << shift
        if byte & 0x80:
            shift += 7
            if shift > 28:  # no game has that many actions to choose from
                raise RecordError(DAMAGED)
        else:
            numbers.append(n)
            n, shift = 0, 0
    if shift:
        raise RecordError(DAMAGED)

    if len(numbers) > MAX_ACTIONS:
        raise RecordError("core.record.moves_list")
    return numbers
