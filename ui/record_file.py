"""Record files: a game downloaded as ``.json`` and opened again (file picker or drop).

The file is the record's JSON (``Record.to_json``), written for people to read: one
field a line, one seat or move a line, UTF-8, and exactly what
``python3 -m pygames replay FILE`` reads. Opening one checks it as a link is checked:
its size, UTF-8, ``Record.loads`` (every field), then the app replays it
(``ui.session.Table``: every move against the rules) before showing it as a shared
game (``#play=``), so a refused file changes nothing.
"""

from __future__ import annotations

import json
import string

from pygames.core.record import Record
from pygames.core.share import MAX_SHARE_CHARS
from ui.i18n import Message

# A share link unpacks at most 4 * MAX_SHARE_CHARS of JSON: a file may be as large.
MAX_FILE_BYTES = 4 * MAX_SHARE_CHARS
_SAFE = frozenset(string.ascii_letters + string.digits + "._-")


class RecordFileError(ValueError):
    """A file the app will not open; ``message`` says why, in words when shown."""

    def __init__(self, message) -> None:
        super().__init__(str(message))
        self.message = message


def record_file_text(record: Record) -> str:
    """The file's text: the record's JSON, a field a line and a move a line."""
    lines = []
    for key, value in record.to_json().items():
        if isinstance(value, list) and value:
            items = ",\n".join(f"    {_compact(item)}" for item in value)
            lines.append(f"  {_compact(key)}: [\n{items}\n  ]")
        else:
            lines.append(f"  {_compact(key)}: {_compact(value)}")
    return "{\n" + ",\n".join(lines) + "\n}\n"


def _compact(value) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(", ", ": "))


def file_bytes(record: Record) -> bytes:
    """What a download writes to disk."""
    return record_file_text(record).encode("utf-8")


def file_name(record: Record, *, save_id: str = "", date: str = "") -> str:
    """``<game>-<save id>.json`` for a game saved here (save ids already start with the
    game: ``<game>-m3x9k2a.json``), ``<game>-<date>.json`` for a shared one."""
    stem = save_id if save_id.startswith(record.game + "-") else f"{record.game}-{save_id or date}"
    stem = "".join(ch if ch in _SAFE else "-" for ch in stem).strip("-.") or record.game
    return f"{stem}.json"


def check_size(size: int) -> None:
    """Refuse a file larger than any record (before reading it)."""
    if size > MAX_FILE_BYTES:
        raise RecordFileError(Message("file.too_big", limit=MAX_FILE_BYTES // 1000))


def read_record(data: bytes) -> Record:
    """The record a file holds, its fields checked (its moves are checked by replaying
    it: ``Table(record)``); RecordFileError or RecordError says why not."""
    check_size(len(data))
    try:
        text = data.decode("utf-8-sig")  # a byte order mark some editors add is fine
    except UnicodeDecodeError as exc:
        raise RecordFileError(Message("file.not_utf8")) from exc
    return Record.loads(text)


def share_text(record: Record) -> str:
    """The ``#play=`` text that shows the record; refused when no link could hold it."""
    share = record.to_share()
    if len(share) > MAX_SHARE_CHARS:
        raise RecordFileError(Message("file.too_big", limit=MAX_FILE_BYTES // 1000))
    return share


def refusal(file_name_text: str, why) -> Message:
    """What the home page says of a file it will not open (``why``: explain(exc))."""
    return Message("file.refused", file=file_name_text[:200], why=why)
