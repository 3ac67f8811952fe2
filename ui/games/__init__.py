"""What the app shell says and shows about each game beyond its board.

A module per game (``ui/games/<id>.py``) may define:
- ``describe(text) -> str``: an action as a log phrase ("drew a tile from the pile");
- ``prompt(view, name) -> str``: what the player to move should do;
- ``panel(view, legal, *, hidden, name) -> str``: HTML beside the board (tiles in hand,
  buttons for actions that are not on the board). ``hidden`` hides private parts.
- ``aftermath(before, after, names) -> list[str]``: what an action set off beyond
  itself, from the spectator's views before and after it ("lot 2 goes to Ann for 7"),
  added to the action's log line.
Anything a game leaves out falls back to the generic forms below, so a new game is
playable (with plain buttons) before it gets its own texts.
All functions return text or HTML built with every user text escaped.
"""

from __future__ import annotations

import html
import importlib

from ui.i18n import t

_modules: dict = {}


def _module(game_id: str):
    """The game's UI module, or None (remembered: a failed import is not cached by Python)."""
    if game_id not in _modules:
        try:
            _modules[game_id] = importlib.import_module(f"ui.games.{game_id}")
        except ImportError:
            _modules[game_id] = None
    return _modules[game_id]


def describe(game_id: str, text: str) -> str:
    describe_game = getattr(_module(game_id), "describe", None)
    return describe_game(text) if describe_game else t("generic.played", move=repr(text))


def aftermath(game_id: str, before: dict, after: dict, names: list[str]) -> list[str]:
    consequences = getattr(_module(game_id), "aftermath", None)
    return list(consequences(before, after, names)) if consequences else []


def prompt(game_id: str, view: dict, name: str) -> str:
    prompt_game = getattr(_module(game_id), "prompt", None)
    return prompt_game(view, name) if prompt_game else t("generic.choose", name=name)


def panel(game_id: str, view: dict, legal: list[str], *, hidden: bool, name: str) -> str:
    panel_game = getattr(_module(game_id), "panel", None)
    if panel_game:
        return panel_game(view, legal, hidden=hidden, name=name)
    return action_buttons(legal)


def esc(value) -> str:
    """Any value as text safe inside HTML and its attributes (every game's panel uses it)."""
    return html.escape(str(value), quote=True)


def action_buttons(legal: list[str]) -> str:
    """Plain buttons for actions (the generic panel)."""
    if not legal:
        return ""
    buttons = "".join(
        f'<button type="button" data-action="{esc(text)}">{esc(text)}</button>' for text in legal
    )
    return f'<div class="actions">{buttons}</div>'
