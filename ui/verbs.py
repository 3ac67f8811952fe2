"""The app's own actions: ``ui:`` verbs, each carried out by one handler of a table.

What can be clicked carries ``data-action``: a ``ui:<verb> <arg>`` is the app's own
(open the help, undo, share, step presenter mode), anything else is a game action for
the seat to move. Each screen keeps one table (``Verbs``) from its verbs to handlers:
the app's (``ui.app``: help, files, the home page and the new-game form), the table's
(``ui.table_page``, with the game screen's own, ``GameScreen.verbs``: the piece
chosen, ``ui:pick``, and Cable Car's tile turned, ``ui:turn``) and presenter mode's
(``ui.presenter``). A handler is called with the text after the verb; an async
handler's result is awaited (``done``).

A verb no table knows is a bug: ``run`` raises ``UnknownVerb``, and
tests/test_verbs.py checks that every verb the screens write has its handler. Pure
Python: tested in CPython.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable

PREFIX = "ui:"


class UnknownVerb(LookupError):
    """A ``ui:`` verb no table carries out (a screen wrote a verb without a handler)."""


def split(action: str) -> tuple[str, str]:
    """``("ui:pick", "1")`` from ``"ui:pick 1"``: the verb and the text after it."""
    verb, _, arg = action.partition(" ")
    return verb, arg


def is_verb(action: str) -> bool:
    """Whether ``action`` is the app's own (else a game action)."""
    return action.startswith(PREFIX)


async def done(result):
    """A handler's result, awaited when the handler was async."""
    return await result if inspect.isawaitable(result) else result


class Verbs:
    """A table from ``ui:`` verbs to handlers."""

    def __init__(self, handlers: dict[str, Callable[[str], object]]) -> None:
        self.handlers = dict(handlers)

    def __contains__(self, action: str) -> bool:
        return split(action)[0] in self.handlers

    def run(self, action: str):
        """Carry out ``action`` (its handler called with the text after the verb);
        the handler's result, awaitable when it is async."""
        verb, arg = split(action)
        handler = self.handlers.get(verb)
        if handler is None:
            raise UnknownVerb(f"no handler for {verb!r}")
        return handler(arg)
