"""Game code arrives when a game is opened, not with the page.

``py/app.zip`` (unpacked at start) holds pygames' core and the UI; each game's
package ``pygames/<id>/`` is ``py/games/<id>.zip``, fetched and unpacked beside it the
first time that game is opened. The service worker caches both, so this works offline.
segno, which draws QR codes, is ``py/qr.zip``, fetched the same way the first time a
code is shown (``ensure_qr``).
"""

from __future__ import annotations

import asyncio
import importlib
import importlib.util
import os

import pygames
from pygames import GAMES
from pygames.core.errors import Refusal


class GameLoadError(Refusal):
    """A game's code could not be fetched; the message says so for the player."""


class QrLoadError(Exception):
    """segno (py/qr.zip) could not be fetched: no QR code can be drawn."""


_pending: dict[str, asyncio.Future] = {}


def is_loaded(game_id: str) -> bool:
    try:
        return importlib.util.find_spec(f"pygames.{game_id}") is not None
    except (ImportError, ValueError):
        return False


async def ensure_game(game_id: str) -> None:
    """Make ``pygames.<game_id>`` importable, fetching its zip if need be."""
    if game_id not in GAMES:
        raise GameLoadError("core.no_game", game=repr(game_id[:40]))
    if is_loaded(game_id):
        return
    if game_id not in _pending:  # two screens asking at once share one download
        _pending[game_id] = asyncio.ensure_future(_fetch(game_id))
    try:
        await _pending[game_id]
    finally:
        _pending.pop(game_id, None)


async def _fetch(game_id: str) -> None:
    from pyodide.http import pyfetch  # only in the browser

    name = GAMES[game_id].name
    try:
        response = await pyfetch(f"./py/games/{game_id}.zip")
    except Exception as exc:  # network gone and not cached
        raise GameLoadError("core.load_failed", game=name, why=str(exc)) from exc
    if not response.ok:
        raise GameLoadError("core.load_status", game=name, status=response.status)
    # Beside pygames/ (where app.zip was unpacked), so pygames.<id> is a subpackage.
    target = os.path.dirname(os.path.dirname(os.path.abspath(pygames.__file__)))
    await response.unpack_archive(extract_dir=target, format="zip")
    importlib.invalidate_caches()
    if not is_loaded(game_id):
        raise GameLoadError("core.load_missing", game=name)


def qr_loaded() -> bool:
    try:
        return importlib.util.find_spec("segno") is not None
    except (ImportError, ValueError):
        return False


async def ensure_qr() -> None:
    """Make ``segno`` importable, fetching py/qr.zip if need be (never at start)."""
    if qr_loaded():
        return
    if " qr" not in _pending:  # a key no game id can be
        _pending[" qr"] = asyncio.ensure_future(_fetch_qr())
    try:
        await _pending[" qr"]
    finally:
        _pending.pop(" qr", None)


async def _fetch_qr() -> None:
    from pyodide.http import pyfetch  # only in the browser

    try:
        response = await pyfetch("./py/qr.zip")
    except Exception as exc:  # network gone and not cached
        raise QrLoadError(str(exc)) from exc
    if not response.ok:
        raise QrLoadError(f"status {response.status}")
    target = os.path.dirname(os.path.dirname(os.path.abspath(pygames.__file__)))
    await response.unpack_archive(extract_dir=target, format="zip")
    importlib.invalidate_caches()
    if not qr_loaded():
        raise QrLoadError("segno is missing from py/qr.zip")
