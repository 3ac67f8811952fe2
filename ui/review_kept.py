"""What a review keeps and starts (pure: tested in CPython): its verdicts kept with the
save, and a new game branched from a reviewed move.

Kept: a review is stored with its save (``ui.storage``'s ``pygames.v1.review.<key>``)
as ``{"fp": fingerprint, "v": rows, "t": when}``, a row a move holding only what the
record does not (``pack``); a stale (another fingerprint) or damaged entry is ignored.
A shared game's is kept by its fingerprint, the last ``SHARED_KEPT`` of them.
"""

from __future__ import annotations

from pygames.core.record import Record
from pygames.core.review import Verdict
from ui.storage import REVIEW_PREFIX, forget_review, keep_review, kept_review

# -- kept with the save -------------------------------------------------------------------


def review_key(save_id: str, fingerprint: str) -> str:
    """Where a review is kept: under its save, else (a shared game) its fingerprint."""
    return save_id or f"link-{fingerprint}"


def pack(verdicts: list[Verdict], names=None) -> list[list]:
    """Verdicts as compact rows (their move, seat and action are the record's):
    ``[value, best or "", best_value, loss, mistake 0/1, why or 0, choices, spread]``,
    the why in words in each language (seats by ``names``: ``Verdict.to_data``)."""
    rows = []
    for v in verdicts:
        why = v.to_data(names)["why"] if v.why is not None else None
        rows.append(
            [
                v.value,
                "" if v.best == v.action else v.best,
                v.best_value,
                v.loss,
                int(v.mistake),
                0 if why is None else why,
                v.choices,
                v.spread,
            ]
        )
    return rows


def unpack(rows, record: Record) -> list[Verdict]:
    """The verdicts of ``pack``'s rows, for ``record``'s first moves; ValueError for
    anything else."""
    if not isinstance(rows, list) or len(rows) > len(record.actions):
        raise ValueError("Not a review of this record.")
    verdicts = []
    for index, row in enumerate(rows):
        if not isinstance(row, list) or len(row) != 8:
            raise ValueError("Not a verdict.")
        value, best, best_value, loss, mistake, why, choices, spread = row
        seat, action = record.actions[index]
        if mistake not in (0, 1) or not isinstance(best, str):
            raise ValueError("Not a verdict.")
        verdicts.append(
            Verdict.from_data(
                {
                    "move": index + 1,
                    "seat": seat,
                    "action": action,
                    "value": value,
                    "best": best or action,
                    "best_value": best_value,
                    "loss": loss,
                    "mistake": bool(mistake),
                    "why": None if why == 0 else why,
                    "choices": choices,
                    "spread": spread,
                }
            )
        )
    return verdicts


def load_kept(store, key: str, record: Record, fingerprint: str) -> list[Verdict]:
    """The verdicts kept for this record (its first moves' at least), else []: a review
    of another record or settings, or a damaged entry, is ignored (and later replaced)."""
    data = kept_review(store, key)
    if not isinstance(data, dict) or data.get("fp") != fingerprint:
        return []
    try:
        return unpack(data.get("v"), record)
    except (ValueError, TypeError, KeyError):
        return []


def keep(
    store, key: str, fingerprint: str, verdicts: list[Verdict], names=None, now_ms: int = 0
) -> bool:
    """Keep the verdicts under ``key`` (when: ``now_ms``); a shared game's review is
    one of the last ``SHARED_KEPT`` kept (``prune_shared``)."""
    kept = keep_review(store, key, {"fp": fingerprint, "v": pack(verdicts, names), "t": now_ms})
    if key.startswith("link-"):
        prune_shared(store, key)
    return kept


SHARED_KEPT = 8  # shared games' reviews kept on a device (a save's is kept with it)


def prune_shared(store, keeping: str) -> None:
    """Forget shared games' reviews beyond the ``SHARED_KEPT`` kept last (``keeping``
    among them), so links opened over months do not fill the browser's storage."""
    try:
        keys = [k[len(REVIEW_PREFIX) :] for k in store.keys() if k.startswith(REVIEW_PREFIX)]
    except Exception:  # storage off
        return
    shared = [k for k in keys if k.startswith("link-") and k != keeping]
    if len(shared) < SHARED_KEPT:
        return

    def when(key: str) -> int:
        data = kept_review(store, key)
        stamp = data.get("t") if isinstance(data, dict) else None
        return stamp if isinstance(stamp, int) and not isinstance(stamp, bool) else 0

    for key in sorted(shared, key=when)[: len(shared) - SHARED_KEPT + 1]:
        forget_review(store, key)


# -- a branch ------------------------------------------------------------------------------


def branch_record(record: Record, move: int, origin: str) -> Record:
    """A new game from the position where move ``move`` was played (the record's first
    ``move - 1`` moves), saying where it branched from (``origin``: a save id or
    "link"). What the table noted of the first game (hints, play by link) stays there."""
    move = max(1, min(int(move), len(record.actions)))
    return Record(
        record.game,
        record.rules_version,
        record.seed,
        list(record.seats),
        dict(record.options),
        list(record.actions[: move - 1]),
        {"branched": {"from": origin or "link", "at": move}},
    )
