"""Saved games in key-value storage (localStorage in the browser).

Layout, all keys under PREFIX ("pygames.v1."):
- ``pygames.v1.save.<id>``: one entry per game, JSON
  ``{"id", "game", "names", "updated", "finished", "record"}``, written after every action,
  and ``"seat"`` in a game played by link: the seat this device plays;
- ``pygames.v1.index``: JSON list of the save ids, newest first. It is a convenience
  for other tools; the entries themselves are the truth (a lost index loses nothing);
- ``pygames.v1.lang``: the language chosen with the switch on every page;
- ``pygames.v1.link-warned``: "1" once this device was told a turn link carries the
  whole game (it is said once);
- ``pygames.v1.review.<key>``: a game's review kept (``ui.review_kept``: JSON
  ``{"fp", "v"}``, the record's fingerprint and the verdicts packed), keyed by the
  save's id, or ``link-<fingerprint>`` for a shared game; deleted with its save.

An entry that cannot be read is reported ("Save X could not be read: …") and left
alone until the player removes it; it never hides the other saves. Storage is reached
through a tiny interface (``get``, ``set``, ``remove``, ``keys``) so the rules of saving
are tested with a dict.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass

from pygames.core.errors import RecordError
from pygames.core.record import Record
from ui.i18n import Message

PREFIX = "pygames.v1."
SAVE_PREFIX = PREFIX + "save."
INDEX_KEY = PREFIX + "index"
LANGUAGE_KEY = PREFIX + "lang"  # the language chosen with the switch ("en", "zh-TW", "ja")
LINK_WARNED_KEY = PREFIX + "link-warned"  # "1" once told what a turn link carries
REVIEW_PREFIX = PREFIX + "review."  # a review kept (``ui.review_kept``)
SAVE_ID = re.compile(r"^[a-z0-9][a-z0-9-]{0,39}$")


class StorageError(Exception):
    """Storage refused (full, or switched off); the message says so for the player, in
    the language of the moment it is shown."""

    def __init__(self, key: str, **params) -> None:
        super().__init__(key)
        self.message = Message(key, **params)

    def __str__(self) -> str:
        return self.message.render()


class SaveError(RecordError):
    """A save that cannot be read (a RecordError), said in the language of the moment
    it is shown. ``damaged``: the entry exists and may be removed."""

    def __init__(self, key: str, *, damaged: bool = False, **params) -> None:
        super().__init__(Message(key, **params))
        self.damaged = damaged

    def __str__(self) -> str:
        return self.message.render()


class MemoryStore:
    """The storage interface over a dict (tests; and the fallback when the browser
    offers no storage)."""

    def __init__(self, data: dict | None = None) -> None:
        self.data = {} if data is None else data

    def get(self, key: str) -> str | None:
        return self.data.get(key)

    def set(self, key: str, value: str) -> None:
        self.data[key] = value

    def remove(self, key: str) -> None:
        self.data.pop(key, None)

    def keys(self) -> list[str]:
        return list(self.data)


@dataclass
class SaveInfo:
    """What the home page lists about a save (its record is read only on resume)."""

    id: str
    game: str
    names: list[str]
    updated: int  # milliseconds since 1970, as the browser counts
    finished: bool
    moves: int
    seat: int | None = None  # a game played by link: the seat this device plays
    kinds: tuple[str, ...] = ()  # each seat's kind (a default name is said by it)


@dataclass
class Unreadable:
    id: str
    reason: object  # a Message or SaveError: put into words when shown

    @property
    def message(self) -> str:
        return str(self.reason)


class Saves:
    def __init__(self, store) -> None:
        self.store = store

    # -- reading ----------------------------------------------------------------
    def list(self) -> tuple[list[SaveInfo], list[Unreadable]]:
        """Every save, newest first, and the entries that could not be read."""
        good, bad = [], []
        for key in self._save_keys():
            save_id = key[len(SAVE_PREFIX) :]
            if not SAVE_ID.match(save_id):
                bad.append(Unreadable(save_id, Message("storage.bad_name", id=save_id[:40])))
                continue
            try:
                entry = self._entry(save_id)
                record = entry["record"]
                good.append(
                    SaveInfo(
                        save_id,
                        record.game,
                        [s.name for s in record.seats],
                        entry["updated"],
                        entry["finished"],
                        len(record.actions),
                        entry["seat"],
                        tuple(s.kind for s in record.seats),
                    )
                )
            except SaveError as exc:
                bad.append(Unreadable(save_id, exc))
        good.sort(key=lambda info: (-info.updated, info.id))
        bad.sort(key=lambda item: item.id)
        return good, bad

    def load(self, save_id: str) -> Record:
        """The record of a save (fields checked; the rules are checked on replay)."""
        return self._entry(save_id)["record"]

    def _entry(self, save_id: str) -> dict:
        if not isinstance(save_id, str) or not SAVE_ID.match(save_id):
            raise SaveError("storage.not_a_save_name")
        text = self._get(SAVE_PREFIX + save_id)
        if text is None:
            raise SaveError("storage.no_such_save", id=save_id)
        try:
            data = json.loads(text)
            if not isinstance(data, dict):
                raise SaveError("storage.no_game_inside")
            record = Record.from_json(data.get("record"))
        except (ValueError, TypeError) as exc:  # RecordError is a ValueError
            # SaveError is a RecordError: each says why in its own words
            reason = exc.message if isinstance(exc, RecordError) else Message("storage.not_json")
            raise SaveError("storage.unreadable", damaged=True, id=save_id, why=reason) from exc
        updated = data.get("updated")
        if not isinstance(updated, int) or isinstance(updated, bool):
            updated = 0
        seat = data.get("seat")
        if not (isinstance(seat, int) and not isinstance(seat, bool)) or not (
            0 <= seat < len(record.seats) and not record.seats[seat].is_bot
        ):
            seat = None
        return {
            "record": record,
            "updated": updated,
            "finished": data.get("finished") is True,
            "seat": seat,
        }

    def seat_of(self, save_id: str) -> int | None:
        """The seat this device plays in a game played by link (None: every person's)."""
        return self._entry(save_id)["seat"]

    def same_game(self, record: Record) -> list[tuple[str, int | None, Record]]:
        """The readable saves of the game ``record`` is a point of (same game, seed,
        seats and options: ``same_deal``), newest first, as (id, seat, record)."""
        found = []
        for info in self.list()[0]:
            if info.game != record.game:
                continue
            entry = self._entry(info.id)
            if same_deal(entry["record"], record):
                found.append((info.id, entry["seat"], entry["record"]))
        return found

    def _save_keys(self) -> list[str]:
        try:
            keys = list(self.store.keys())
        except Exception as exc:  # storage switched off by the browser
            raise StorageError("storage.cannot_read", why=exc) from exc
        return [k for k in keys if isinstance(k, str) and k.startswith(SAVE_PREFIX)]

    def _get(self, key: str) -> str | None:
        try:
            return self.store.get(key)
        except Exception as exc:
            raise StorageError("storage.cannot_read", why=exc) from exc

    # -- writing ----------------------------------------------------------------
    def new_id(self, game_id: str, now_ms: int) -> str:
        """A fresh id such as ``<game>-m3x9k2a``: the game and the time, made unique."""
        stem = re.sub(r"[^a-z0-9]", "", game_id.lower())[:16] or "game"
        base = f"{stem}-{_base36(now_ms)}"
        taken = set(self._save_keys())
        candidate, n = base, 1
        while SAVE_PREFIX + candidate in taken:
            n += 1
            candidate = f"{base}-{n}"
        return candidate

    def write(
        self,
        save_id: str,
        record: Record,
        *,
        finished: bool,
        now_ms: int,
        seat: int | None = None,
    ) -> None:
        if not SAVE_ID.match(save_id):
            raise ValueError(f"bad save id {save_id!r}")
        entry = {
            "id": save_id,
            "game": record.game,
            "names": [s.name for s in record.seats],
            "updated": int(now_ms),
            "finished": bool(finished),
            "record": record.to_json(),
            **({"seat": seat} if seat is not None else {}),
        }
        self._set(
            SAVE_PREFIX + save_id, json.dumps(entry, ensure_ascii=False, separators=(",", ":"))
        )
        self._write_index(save_id, first=True)

    def delete(self, save_id: str) -> None:
        """Remove a save, readable or not (any key under the save prefix)."""
        if not isinstance(save_id, str) or not save_id:
            return
        try:
            self.store.remove(SAVE_PREFIX + save_id)
        except Exception as exc:
            raise StorageError("storage.cannot_remove", why=exc) from exc
        forget_review(self.store, save_id)
        self._write_index(save_id, first=False)

    def _write_index(self, save_id: str, *, first: bool) -> None:
        """Keep the index in step; it is rebuilt from the entries if it is damaged."""
        try:
            ids = json.loads(self.store.get(INDEX_KEY) or "[]")
            if not isinstance(ids, list):
                raise ValueError
            ids = [i for i in ids if isinstance(i, str)]
        except (ValueError, TypeError):
            ids = [k[len(SAVE_PREFIX) :] for k in self._save_keys()]
        ids = [i for i in ids if i != save_id]
        if first:
            ids.insert(0, save_id)
        self._set(INDEX_KEY, json.dumps(ids))

    def _set(self, key: str, value: str) -> None:
        try:
            self.store.set(key, value)
        except Exception as exc:  # QuotaExceededError, or storage switched off
            raise StorageError("storage.full") from exc


def same_deal(one: Record, other: Record) -> bool:
    """Whether two records are points of one game: the same game and rules, seed,
    seats and options (a seed is one of 2^63, so two games set up apart never match)."""
    return (one.game, one.rules_version, one.seed, one.seats, one.options) == (
        other.game,
        other.rules_version,
        other.seed,
        other.seats,
        other.options,
    )


def stored_language(store) -> str | None:
    """The language chosen earlier on this device, if any (unchecked text)."""
    try:
        return store.get(LANGUAGE_KEY)
    except Exception:  # storage switched off: the browser's language then
        return None


def remember_language(store, lang: str) -> None:
    try:
        store.set(LANGUAGE_KEY, lang)
    except Exception:  # full or switched off: the choice lasts until the page closes
        pass


def warned_of_links(store) -> bool:
    try:
        return store.get(LINK_WARNED_KEY) == "1"
    except Exception:
        return False


def remember_link_warning(store) -> None:
    try:
        store.set(LINK_WARNED_KEY, "1")
    except Exception:  # storage off: said again next time, which loses nothing
        pass


def kept_review(store, key: str):
    """The review kept under ``key`` as its JSON data, or None (none kept, storage
    off, or not JSON: a stale or damaged entry is the reader's to ignore)."""
    try:
        text = store.get(REVIEW_PREFIX + key)
        return None if text is None else json.loads(text)
    except Exception:  # storage off, or not JSON: as good as none kept
        return None


def keep_review(store, key: str, data) -> bool:
    """Keep a review (its JSON data) under ``key``; False when storage refused (full
    or off: the review is worked again next time, which loses nothing)."""
    try:
        store.set(REVIEW_PREFIX + key, json.dumps(data, ensure_ascii=False, separators=(",", ":")))
        return True
    except Exception:
        return False


def forget_review(store, key: str) -> None:
    try:
        store.remove(REVIEW_PREFIX + key)
    except Exception:  # storage off: nothing can be kept there either
        pass


def _base36(n: int) -> str:
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    n = max(0, int(n))
    out = ""
    while True:
        n, r = divmod(n, 36)
        out = digits[r] + out
        if not n:
            return out
