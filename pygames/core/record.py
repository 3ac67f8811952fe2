"""Records: a game is (game, rules version, seed, seats, options, actions).

Saves, undo, replay and share links are all records. Anything that arrives from
outside (a URL, localStorage, a file) goes through ``Record.from_json``, which checks
every field, and ``replay``, which checks every action against the rules.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from pygames.core.errors import IllegalAction, RecordError, SetupError
from pygames.core.manifest import find, known
from pygames.core.messages import Count, Msg
from pygames.core.names import MAX_NAME, clean_name

FORMAT = 1
# A record's fields: JSON with fewer than two of them is not a record at all (another
# file), whatever else it holds.
RECORD_FIELDS = frozenset({"format", "game", "rules_version", "seed", "seats", "actions"})
MAX_ACTIONS = 20_000
SEAT_KINDS = ("human", "bot:random", "bot:greedy", "bot:search")


@dataclass(frozen=True)
class Seat:
    name: str
    kind: str = "human"

    @property
    def is_bot(self) -> bool:
        return self.kind.startswith("bot:")


@dataclass
class Record:
    game: str
    rules_version: int
    seed: int
    seats: list[Seat]
    options: dict[str, Any] = field(default_factory=dict)
    actions: list[tuple[int, str]] = field(default_factory=list)
    # What the table knows about how the game is played, never read by the rules:
    # "hints" (hints each seat asked the coach for), "by_link" (each person plays from
    # their own device, the game passed on by links), "branched" (a game started from
    # another's position: ``{"from": <save id or "link">, "at": <move>}``, the move it
    # plays another way). Checked by META on the way in.
    meta: dict[str, Any] = field(default_factory=dict)

    # -- JSON ------------------------------------------------------------------
    def to_json(self) -> dict:
        return {
            "format": FORMAT,
            "game": self.game,
            "rules_version": self.rules_version,
            "seed": self.seed,
            "seats": [{"name": s.name, "kind": s.kind} for s in self.seats],
            "options": dict(self.options),
            "actions": [[seat, text] for seat, text in self.actions],
            **({"meta": dict(self.meta)} if self.meta else {}),
        }

    def unique_names(self) -> list[str]:
        """The players' names, a repeated one written "name (seat N)" from its second
        seat on, so each can key a JSON object (the exports use them)."""
        names = []
        for seat, entry in enumerate(self.seats):
            names.append(
                entry.name if entry.name not in names else f"{entry.name} (seat {seat + 1})"
            )
        return names

    def dumps(self) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False, separators=(",", ":"))

    @classmethod
    def loads(cls, text: str) -> Record:
        try:
            data = json.loads(text)
        except (ValueError, TypeError, RecursionError) as exc:  # deep nesting: RecursionError
            raise RecordError("core.record.not_json") from exc
        return cls.from_json(data)

    @classmethod
    def from_json(cls, data: Any) -> Record:
        """A checked record; RecordError says what is wrong. Rules are checked by replay."""
        if not isinstance(data, dict) or len(RECORD_FIELDS & data.keys()) < 2:
            raise RecordError("core.record.no_record")  # JSON, but of something else
        if _is_int(data.get("format")) and data["format"] > FORMAT:
            raise RecordError(
                "core.record.format_newer", format=str(data["format"])[:20], ours=FORMAT
            )
        if not _is_int(data.get("format")) or data["format"] != FORMAT:
            raise RecordError("core.record.format")
        game = data.get("game")
        if not known(game):
            raise RecordError("core.no_game", game=_short(game))
        spec = find(game).spec
        version = data.get("rules_version")
        if not _is_int(version) or version not in spec.rules_versions:
            raise RecordError(
                "core.record.rules_version",
                game=spec.name,
                version=_short(version),
                ours=spec.rules_version,
            )
        seed = data.get("seed")
        if not _is_int(seed) or not 0 <= seed < 2**63:
            raise RecordError("core.record.seed")
        seats_data = data.get("seats")
        if not isinstance(seats_data, list):
            raise RecordError("core.record.no_players")
        seats = [_seat(i, s, spec) for i, s in enumerate(seats_data)]
        try:
            spec.check_players(len(seats))
            options = spec.option_values(
                data.get("options") if isinstance(data.get("options"), dict) else None
            )
        except SetupError as exc:
            raise RecordError(exc.message) from exc
        if data.get("options") not in (None, {}) and not isinstance(data.get("options"), dict):
            raise RecordError("core.record.options")
        actions_data = data.get("actions")
        if not isinstance(actions_data, list) or len(actions_data) > MAX_ACTIONS:
            raise RecordError("core.record.moves_list")
        actions = []
        for n, item in enumerate(actions_data, 1):
            if (
                not isinstance(item, list)
                or len(item) != 2
                or not _is_int(item[0])
                or not 0 <= item[0] < len(seats)
                or not isinstance(item[1], str)
                or len(item[1]) > 64
            ):
                raise RecordError("core.record.bad_move", n=n)
            actions.append((item[0], item[1]))
        return cls(game, version, seed, seats, options, actions, _meta(data.get("meta"), seats))

    # -- share links -------------------------------------------------------------
    def to_share(self) -> str:
        """URL-safe text (for a URL fragment) that ``from_share`` reads back
        (``pygames.core.share``: the actions as their places among the legal ones)."""
        from pygames.core import share

        return share.pack(self)

    @classmethod
    def from_share(cls, text: str) -> Record:
        """The record in share text (either form); RecordError says why not."""
        from pygames.core import share

        return share.unpack(text, cls)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _short(value: Any) -> str:
    return repr(str(value)[:40])


def _counts(value: Any, seats: list[Seat]) -> bool:
    return (
        isinstance(value, list)
        and len(value) == len(seats)
        and all(_is_int(n) and 0 <= n <= MAX_ACTIONS for n in value)
    )


def _branched(value: Any, seats: list[Seat]) -> bool:
    """Where a game branched from: a save id (as ``#game=`` carries one) or "link",
    and the move, counted from 1, that it plays another way."""
    if not isinstance(value, dict) or set(value) != {"from", "at"}:
        return False
    origin, at = value["from"], value["at"]
    return (
        isinstance(origin, str)
        and 0 < len(origin) <= 80
        and all(c.isascii() and (c.isalnum() or c in "-_") for c in origin)
        and _is_int(at)
        and 1 <= at <= MAX_ACTIONS
    )


# The metadata a record may carry, each with its check (anything else is refused).
META = {
    "hints": _counts,
    "by_link": lambda value, seats: value is True,
    "branched": _branched,
}


def _meta(data: Any, seats: list[Seat]) -> dict:
    if data is None:
        return {}
    if not isinstance(data, dict) or any(
        key not in META or not META[key](value, seats) for key, value in data.items()
    ):
        raise RecordError("core.record.meta")
    return dict(data)


def _seat(index: int, data: Any, spec) -> Seat:
    if not isinstance(data, dict) or not isinstance(data.get("name"), str):
        raise RecordError("core.record.seat_no_name", n=index + 1)
    kind = data.get("kind", "human")
    if kind not in spec.seat_kinds():
        raise RecordError("core.record.seat_kind", n=index + 1, kind=_short(kind))
    name = clean_name(data["name"], f"Player {index + 1}")
    if len(name) > MAX_NAME:  # refused, never cut: the save or link stays as it was
        limit = Count("core.count.characters", MAX_NAME)
        raise RecordError("core.record.seat_name_long", n=index + 1, limit=limit)
    return Seat(name, kind)


def new_record(
    game_id: str, seats: list[Seat], options: dict | None = None, seed: int = 0
) -> Record:
    spec = find(game_id).spec
    spec.check_players(len(seats))
    return Record(game_id, spec.rules_version, seed, list(seats), spec.option_values(options), [])


def start(record: Record):
    """(game, state) before the record's first move, by the record's rules version."""
    game = find(record.game).rules()
    return game, game.new_game(len(record.seats), record.options, record.seed, record.rules_version)


def replay(record: Record, upto: int | None = None):
    """(game, state) after the record's first ``upto`` moves (all by default).

    RecordError names the first move the rules refuse."""
    game, state = start(record)
    actions = record.actions if upto is None else record.actions[:upto]
    for n, (seat, text) in enumerate(actions, 1):
        try:
            game.apply(state, seat, text)
        except IllegalAction as exc:
            raise broken_move(n, record.seats[seat].name, repr(text), exc) from exc
    return game, state


def broken_move(n: int, name: str, move: str, exc: IllegalAction) -> RecordError:
    """The refusal of a record whose ``n``-th move the rules refuse (``exc``)."""
    return RecordError("core.record.move_breaks_rules", n=n, name=name, move=move, why=why(exc))


def why(exc: IllegalAction) -> Msg:
    """A refusal's message with its rule id, as a message to nest in another."""
    if exc.rule:
        return Msg("core.ruled", text=exc.message, rule=exc.rule)
    return exc.message
