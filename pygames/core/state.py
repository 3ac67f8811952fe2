"""State as plain data: JSON and clone derived from a dataclass's fields.

A game's state is a ``@dataclass`` subclassing ``GameState``. ``to_json`` writes every
field; ``from_json`` reads them back by their annotations (int, str, bool, list[...],
tuple[...], dict[str, ...], X | None, nested GameState dataclasses), refusing data of
the wrong shape with a RecordError; ``clone`` copies containers deeply and shares
immutable values, far faster than ``copy.deepcopy`` in search loops. A field a game
must treat specially (an Rng) declares it with ``codec``.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from typing import Any, ClassVar, Union

from pygames.core.errors import RecordError
from pygames.core.rng import Rng

_hints: dict[type, dict[str, Any]] = {}


def _copy(value):
    kind = type(value)
    if kind is list:
        if value and (type(value[0]) in _DEEP or isinstance(value[0], GameState)):
            return [_copy(v) for v in value]
        return value[:]
    if kind is dict:
        return {k: _copy(v) for k, v in value.items()}
    if kind is set:
        return set(value)
    if kind is Rng:
        return Rng(value.state)
    if isinstance(value, GameState):
        return value.clone()
    if kind is tuple:
        return tuple(_copy(v) for v in value) if value and type(value[0]) in _DEEP else value
    return value


_DEEP = {list, dict, set, tuple, Rng}


def _to_json(value):
    if isinstance(value, GameState):
        return value.to_json()
    if isinstance(value, Rng):
        return value.state
    if isinstance(value, (list, tuple)):
        return [_to_json(v) for v in value]
    if isinstance(value, set):
        return sorted(_to_json(v) for v in value)
    if isinstance(value, dict):
        return {str(k): _to_json(v) for k, v in value.items()}
    return value


def _bad(name: str) -> RecordError:
    return RecordError("core.state_bad_field", field=name)


def _from_json(data, hint, name: str):
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if hint is Any:
        return data
    if origin in (Union, types.UnionType):
        if data is None and type(None) in args:
            return None
        others = [a for a in args if a is not type(None)]
        return _from_json(data, others[0], name)
    if hint is Rng:
        if not isinstance(data, int) or isinstance(data, bool):
            raise _bad(name)
        return Rng(data)
    if isinstance(hint, type) and issubclass(hint, GameState):
        return hint.from_json(data)
    if hint in (int, str, bool):
        if type(data) is not hint:
            raise _bad(name)
        return data
    if origin is list or hint is list:
        if not isinstance(data, list):
            raise _bad(name)
        return [_from_json(v, args[0], name) for v in data] if args else list(data)
    if origin is set:
        if not isinstance(data, list):
            raise _bad(name)
        return {_from_json(v, args[0], name) for v in data}
    if origin is tuple or hint is tuple:
        if not isinstance(data, list):
            raise _bad(name)
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_from_json(v, args[0], name) for v in data)
        if args and len(args) != len(data):
            raise _bad(name)
        return tuple(_from_json(v, a, name) for v, a in zip(data, args)) if args else tuple(data)
    if origin is dict or hint is dict:
        if not isinstance(data, dict):
            raise _bad(name)
        if not args:
            return dict(data)
        key_type, value_type = args
        keys = (lambda k: int(k)) if key_type is int else (lambda k: k)
        try:
            return {keys(k): _from_json(v, value_type, name) for k, v in data.items()}
        except ValueError as exc:
            raise _bad(name) from exc
    return data


class GameState:
    """Mixin for a game's state dataclass: ``to_json``, ``from_json``, ``clone``."""

    # Fields left out of the JSON (caches rebuilt on load by ``after_load``).
    transient: ClassVar[tuple[str, ...]] = ()

    def to_json(self) -> dict:
        skip = self.transient
        return {
            f.name: _to_json(getattr(self, f.name))
            for f in dataclasses.fields(self)
            if f.name not in skip
        }

    @classmethod
    def from_json(cls, data):
        if not isinstance(data, dict):
            raise RecordError("core.state_not_object")
        hints = _hints.get(cls)
        if hints is None:
            hints = _hints[cls] = typing.get_type_hints(cls)
        values = {}
        for f in dataclasses.fields(cls):
            if f.name in cls.transient or not f.init:
                continue
            if f.name not in data:
                raise RecordError("core.state_missing_field", field=f.name)
            values[f.name] = _from_json(data[f.name], hints[f.name], f.name)
        state = cls(**values)
        state.after_load()
        return state

    def after_load(self) -> None:
        """Rebuild transient fields after ``from_json`` (nothing by default)."""

    def clone(self):
        new = object.__new__(type(self))
        for f in dataclasses.fields(self):
            object.__setattr__(new, f.name, _copy(getattr(self, f.name)))
        return new
