"""What is fixed about a game: its id, names, player range, options, rules version.

A spec is light data, part of the game's manifest (``pygames.core.manifest``): listing
the games never imports (or, in the browser, downloads) any game's code.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from pygames.core.errors import SetupError
from pygames.core.messages import Count, Msg, current_language


class GameName(Msg):
    """A game's name in a message: its spec's name in the language shown."""

    __slots__ = ()

    def __init__(self, names: Mapping[str, str]) -> None:
        super().__init__("core.game_name", names=dict(names))

    def render(self, lang: str | None = None, names=None) -> str:
        known = self.params["names"]
        return known.get(lang or current_language()) or known.get("en", "")


@dataclass(frozen=True)
class Option:
    """One table option: a key, its allowed values (the first is the default), the
    option's name by language, and each choice's name by language
    (``choice_names[value]["en"]``, e.g. ``{"free": {"en": "Free orientation"}}``)."""

    key: str
    choices: tuple[Any, ...]
    names: Mapping[str, str] = field(default_factory=dict)
    choice_names: Mapping[Any, Mapping[str, str]] = field(default_factory=dict)

    @property
    def default(self) -> Any:
        return self.choices[0]

    def choice_name(self, value: Any, lang: str = "en") -> str:
        """What a form shows for ``value``: its name in ``lang``, else in English,
        else the value as written in links."""
        names = self.choice_names.get(value) or {}
        if lang in names or "en" in names:
            return names.get(lang) or names["en"]
        if isinstance(value, bool):
            return "true" if value else "false"
        return str(value)


@dataclass(frozen=True)
class GameSpec:
    id: str
    names: Mapping[str, str]  # "en", "zh-TW", "ja"
    min_players: int
    max_players: int
    rules_version: int  # the rules new games are played by
    options: tuple[Option, ...] = ()
    playable: bool = True
    # The game's own bots (its bots module's BOTS), strongest last; "random" plays every game.
    bots: tuple[str, ...] = ()
    # Earlier rules versions whose records this edition still replays (and whose games
    # in progress it still plays by them): a record never changes its rules.
    older_rules: tuple[int, ...] = ()

    @property
    def rules_versions(self) -> tuple[int, ...]:
        """Every rules version this edition plays, oldest first."""
        return (*sorted(self.older_rules), self.rules_version)

    @property
    def name(self) -> GameName:
        """The game's name, for messages (shown in the language of the moment)."""
        return GameName(self.names)

    def seat_kinds(self) -> tuple[str, ...]:
        """Who may sit at this game: a person, or one of its bots."""
        return ("human", "bot:random") + tuple(f"bot:{name}" for name in self.bots)

    def option_values(self, given: Mapping[str, Any] | None) -> dict[str, Any]:
        """Fill defaults and check every option; SetupError (a ValueError) says why not."""
        given = dict(given or {})
        values = {}
        for opt in self.options:
            value = given.pop(opt.key, opt.default)
            if value not in opt.choices:
                raise SetupError(
                    "core.option_value",
                    option=repr(opt.key),
                    value=repr(value),
                    choices=str(list(opt.choices)),
                )
            values[opt.key] = value
        if given:
            raise SetupError("core.no_option", game=self.name, option=repr(sorted(given)[0]))
        return values

    def check_players(self, players: int) -> None:
        if not isinstance(players, int) or not self.min_players <= players <= self.max_players:
            raise SetupError("core.players", game=self.name, players=self.player_range(), n=players)

    def player_range(self) -> Count:
        """How many play it, counted: "2–5 players", "1 player"."""
        low, high = self.min_players, self.max_players
        if low == high:
            return Count("core.count.players", high)
        return Count("core.count.players_range", high, low=low)
