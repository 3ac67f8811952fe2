"""Actions are small frozen values; each game's ``actions`` module is its one grammar.

A game's action classes subclass ``Action`` (as frozen dataclasses) and give their
text form with ``text()``; the module's ``parse(text)`` is the only code that reads
action text (records, links and ``data-action`` attributes carry it). Everything else
(drawing, panels, the log, bots) receives action objects, and a text from the screen
is matched against the legal actions' texts, never parsed again.
"""

from __future__ import annotations

from pygames.core.errors import IllegalAction


class Action:
    """Base of every game's actions: ``str(action)`` is its text form."""

    __slots__ = ()

    def text(self) -> str:
        raise NotImplementedError

    def __str__(self) -> str:
        return self.text()


def not_an_action(text) -> IllegalAction:
    """The refusal for text that is no action of the game."""
    return IllegalAction("core.not_an_action", text=repr(str(text)[:40]))


def by_text(actions) -> dict:
    """The actions by their text form: how a click is matched to a legal action."""
    return {action.text(): action for action in actions}
