"""pygames: faithful digital editions of five board games.

The registry: one line per game. Each game's ``manifest.py`` says everything the rest
of the project needs to know of it (``pygames.core.manifest``); manifests are cheap,
and ``GAMES[id].rules()`` imports a game's rules only when that game is played.
"""

import importlib

from pygames.core.manifest import Manifest, find, games, register

for _game_id in (
    "cablecar",
    "cakemaster",
    "foodtycoon",
    "foodparadise",
    "cupcake",
):
    register(importlib.import_module(f"pygames.{_game_id}.manifest").MANIFEST)

GAMES: dict[str, Manifest] = games()  # by id, in the order above (live: tests add one)


def get_game(game_id: str):
    """The rules object of a registered game; SetupError (a ValueError) for an unknown id."""
    return find(game_id).rules()
