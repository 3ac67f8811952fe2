"""A game's manifest: everything the rest of the project needs to know about one game.

Each game folder has ``manifest.py`` with ``MANIFEST``: its spec (names, player
counts, options), its package (whose parts have the same module names in every game),
its tuning (how hard the coach and the benchmarks make its search think, the tables
the benchmarks play) and nothing else. A manifest imports only core, so listing the
games loads no game's code. ``pygames/__init__.py`` registers the manifests; core
finds a game here (``find``), never through the registry.

    MANIFEST.rules()        the Game object (rules.py's GAME)
    MANIFEST.bots()         its bots by kind (bots.py's BOTS)
    MANIFEST.screen()       its screen (drawing/screen.py's SCREEN)
    MANIFEST.drawing()      drawing/draw.py (``draw_board``)
    MANIFEST.export()       export.py (``export_position``)
    MANIFEST.help()         help.py (the rules help)
    MANIFEST.catalog(lang)  lang/<lang>.py's TEXTS
    MANIFEST.stylesheet     style.css in the game's folder (shipped beside its zip)
    MANIFEST.rules_reference  RULES.md in the game's folder: its rule ids (not shipped)
    MANIFEST.checks()       checks.py: what tests check of every position (not shipped)
    MANIFEST.balance()      balance.py: what the balance benchmark counts (not shipped)
    MANIFEST.tutorial()     tutorial.py's LESSON (``core.lesson``), for a game that has one
    MANIFEST.pictures()     drawing/pictures.py: the rules help's pictures (``picture(name)``)
    MANIFEST.part("review") review.py: ``reason(question)``, why a move lost, in the game's
                            terms (``core.review``; optional)
    MANIFEST.teaches        the rule ids its tutorial teaches (none: it has no tutorial)
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any

from pygames.core.errors import SetupError
from pygames.core.messages import register_catalog_source
from pygames.core.spec import GameSpec

# A part's module, relative to the game's package: the same in every game.
PARTS = {
    "rules": "rules",
    "bots": "bots",
    "screen": "drawing.screen",
    "drawing": "drawing.draw",
    "export": "export",
    "help": "help",
    "checks": "checks",
    "balance": "balance",
    "tutorial": "tutorial",
    "pictures": "drawing.pictures",
    "review": "review",
}
# Parts for tests and benchmarks only: build.py leaves them out of the game's zip.
NOT_SHIPPED = ("checks", "balance")
# A language's catalog module under the game's ``lang`` package.
LANGUAGE_MODULES = {"en": "en", "zh-TW": "zh_tw", "ja": "ja"}


@dataclass(frozen=True)
class Table:
    """A table a benchmark plays: a name (the game's id, or its id and a variant's), options, player count,
    whether it is also played by two, and the search's simulations a decision there
    (about what the browser's Strong level reaches in a second) and in a longer think."""

    name: str
    players: int
    options: Mapping[str, Any] = field(default_factory=dict)
    two_players: bool = True
    simulations: int = 200
    second: int | None = None  # simulations of the browser's whole second, when not the above


@dataclass(frozen=True)
class Tuning:
    """How much thinking this game's search gets where the project chooses."""

    # Simulations of a coach's hint: a hint takes at most about half a second in
    # Chromium (Pyodide) at the positions measured, a busy machine included
    # (benchmarks/coach_bench.py measures CPython and Pyodide under Node).
    coach_simulations: int = 200
    # The tables the ladder and thinking benchmarks play.
    tables: tuple[Table, ...] = ()
    # A game's review (core.review): the search's simulations at each move, the deals
    # that value the move played and the best found, and the loss (in the policy's
    # review unit) from which a move is called a mistake.
    review_simulations: int = 100
    review_playouts: int = 12
    mistake_loss: float = 5


@dataclass(frozen=True)
class Manifest:
    spec: GameSpec
    package: str  # "pygames.<id>": its parts are found by their fixed names
    tuning: Tuning = field(default_factory=Tuning)
    # The rule ids (its RULES.md) its tutorial teaches: the home page offers a tutorial
    # for a game that lists any, before the game's code is loaded.
    teaches: tuple[str, ...] = ()

    @property
    def id(self) -> str:
        return self.spec.id

    def part(self, name: str) -> ModuleType:
        """The module of one of the game's parts (``PARTS``), imported on first use."""
        return importlib.import_module(f"{self.package}.{PARTS[name]}")

    def optional_part(self, name: str) -> ModuleType | None:
        """A part the game may not have: None when its module does not exist (an error
        inside a module that does exist is raised, never hidden)."""
        module = f"{self.package}.{PARTS[name]}"
        try:
            return importlib.import_module(module)
        except ModuleNotFoundError as exc:
            if exc.name != module:
                raise
            return None

    def rules(self):
        return self.part("rules").GAME

    def bots(self) -> Mapping[str, Any]:
        return self.part("bots").BOTS

    def screen(self):
        return self.part("screen").SCREEN

    def drawing(self) -> ModuleType:
        return self.part("drawing")

    def export(self) -> ModuleType:
        return self.part("export")

    def help(self) -> ModuleType:
        return self.part("help")

    def checks(self) -> ModuleType:
        return self.part("checks")

    def balance(self) -> ModuleType | None:
        return self.optional_part("balance")

    def tutorial(self) -> ModuleType | None:
        return self.optional_part("tutorial")

    def pictures(self) -> ModuleType | None:
        return self.optional_part("pictures")

    def catalog(self, lang: str) -> dict:
        module = LANGUAGE_MODULES.get(lang, "en")
        return importlib.import_module(f"{self.package}.lang.{module}").TEXTS

    @property
    def folder(self) -> Path:
        """The game's package folder (found without importing the package's parts)."""
        return Path(sys.modules[self.package].__file__).parent

    @property
    def stylesheet(self) -> Path:
        return self.folder / "style.css"

    @property
    def rules_reference(self) -> Path:
        """RULES.md in the game's folder: every rule's id and sentence (not shipped)."""
        return self.folder / "RULES.md"


_games: dict[str, Manifest] = {}


def register(manifest: Manifest) -> Manifest:
    """List a game (the registry does this for every game at import), with the source
    of its catalogs."""
    _games[manifest.id] = manifest
    register_catalog_source(manifest.id, manifest.catalog)
    return manifest


def unregister(game_id: str) -> None:
    """Take a game off the list again (a test's throwaway game)."""
    _games.pop(game_id, None)


def games() -> dict[str, Manifest]:
    """Every registered game by id, in the registry's order (a live mapping)."""
    return _games


def find(game_id: object) -> Manifest:
    """The manifest of a registered game; SetupError (a ValueError) for an unknown id."""
    found = _games.get(game_id) if isinstance(game_id, str) else None
    if found is None:
        raise SetupError("core.no_game", game=repr(str(game_id)[:40]))
    return found


def known(game_id: object) -> bool:
    return isinstance(game_id, str) and game_id in _games
