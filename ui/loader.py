"""Game code arrives when a game is opened, not with the page.

``py/app.zip`` holds pygames' core and the UI, imported in place (zipimport) from
``./app.zip``, with every game's manifest (its package's ``__init__`` and
``manifest.py``), so the home page lists the games. The rest of a game's package is
``py/games/<id>.zip``, fetched the first time that game is opened, written beside it
and added to the package's ``__path__`` (``mount_game``); its stylesheet,
``py/games/<id>.css``, is linked then too. Nothing is unpacked, so ``zipfile`` and ``shutil`` stay unimported.
The service worker caches the zips, so this works offline. segno, which draws QR codes,
is ``py/qr.zip``, fetched the same way the first time a code is shown (``ensure_qr``)
and put on ``sys.path``.
"""

from __future__ import annotations

import asyncio
import importlib
import importlib.util
import os
import sys

from pygames import GAMES
from pygames.core.errors import Refusal


class GameLoadError(Refusal):
    """A game's code could not be fetched; the message says so for the player."""


class QrLoadError(Exception):
    """segno (py/qr.zip) could not be fetched: no QR code can be drawn."""


class FetchFailed(Exception):
    """A zip could not be fetched: ``status`` is the HTTP status, or None when the
    request itself failed (``why``)."""

    def __init__(self, why: str, status: int | None = None):
        super().__init__(why)
        self.why, self.status = why, status


_pending: dict[str, asyncio.Future] = {}


def is_loaded(game_id: str) -> bool:
    try:
        return importlib.util.find_spec(f"{GAMES[game_id].package}.rules") is not None
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
    name = GAMES[game_id].spec.name
    try:
        path = await fetch_zip(f"py/games/{game_id}.zip")
    except FetchFailed as failed:
        if failed.status is None:
            raise GameLoadError("core.load_failed", game=name, why=failed.why) from failed
        raise GameLoadError("core.load_status", game=name, status=failed.status) from failed
    mount_game(path, game_id)
    if not is_loaded(game_id):
        raise GameLoadError("core.load_missing", game=name)
    await link_stylesheet(f"py/games/{game_id}.css")


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
    try:
        path = await fetch_zip("py/qr.zip")
    except FetchFailed as failed:
        raise QrLoadError(failed.why) from failed
    mount_library(path)
    if not qr_loaded():
        raise QrLoadError("segno is missing from py/qr.zip")


async def fetch_zip(url: str) -> str:
    """Fetch ``./<url>`` and write it at the same path under the working directory,
    where the page's other files are; return that path."""
    from pyodide.http import pyfetch  # only in the browser

    try:
        response = await pyfetch(f"./{url}")
    except Exception as exc:  # network gone and not cached
        raise FetchFailed(str(exc)) from exc
    if not response.ok:
        raise FetchFailed(f"status {response.status}", response.status)
    data = await response.bytes()
    path = os.path.join(os.getcwd(), url)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as file:
        file.write(data)
    return path


def mount_game(path: str, game_id: str) -> None:
    """Import the rest of the game's package (its manifest is in the app zip) from the
    game zip at ``path``, in place."""
    package = GAMES[game_id].package
    entry = f"{path}/{package.replace('.', '/')}"
    found = sys.modules[package].__path__
    if entry not in found:
        found.append(entry)
    importlib.invalidate_caches()


async def link_stylesheet(url: str) -> None:
    """Link ``./<url>`` in the page's head and wait until it applies (or fails: the
    game is then drawn with the shared styles only)."""
    from js import document  # only in the browser
    from pyodide.ffi import create_once_callable

    if document.querySelector(f'link[href="./{url}"]'):
        return
    done = asyncio.get_event_loop().create_future()
    link = document.createElement("link")
    link.rel, link.href = "stylesheet", f"./{url}"
    link.onload = create_once_callable(lambda _event: done.done() or done.set_result(True))
    link.onerror = create_once_callable(lambda _event: done.done() or done.set_result(False))
    document.head.appendChild(link)
    await done


def mount_library(path: str) -> None:
    """Import the top-level packages of the zip at ``path`` (segno), in place."""
    if path not in sys.path:
        sys.path.append(path)
    importlib.invalidate_caches()
