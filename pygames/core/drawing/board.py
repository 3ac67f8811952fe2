"""A board drawn in named layers, and a memo for the pieces that draw the same each move.

A move changes a few things on a board of several hundred SVG elements: a tile put
down, the squares offered, a station's title. Two things keep a click cheap:

- ``Memo`` keeps the markup of a piece under the inputs that decide it, so a piece
  unchanged since the last move is not built and written out again;
- ``LayeredBoard`` is the board as its ``<svg>`` element and named layers (top-level
  ``<g>`` groups); the page sets again only the layers whose markup changed, so the
  browser parses and styles a few groups, not the whole board.

``str()`` of a ``LayeredBoard`` is the whole board, so tests, exports and the CLI see
one SVG document. Nothing here imports ``js``; rules never import it.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Hashable

import svg
from pygames.core.messages import current_language

LAYER_PREFIX = "board-layer-"


class LayeredBoard(str):
    """The whole board's markup (a ``str``, so every caller of a board sees one SVG
    document), knowing its ``layers``: each layer's name and the markup of its children,
    in drawing order, and its ``frame``: the board without its layers' contents (equal
    frames mean the page may replace layers one by one). ``element`` is the board's
    ``<svg>`` with its attributes; its children are not used.

    A layer's markup may itself be a ``LayeredBoard`` around any element (a player's
    ``<g>`` in layers of its own): the page then patches inside it the same way. Layer
    names are unique on the whole board."""

    layers: tuple[tuple[str, str], ...]
    frame: str

    def __new__(cls, element: svg.SVG, layers) -> LayeredBoard:
        layers = tuple(layers)
        # The element written once around a placeholder; the layers go in as text (the
        # same markup svg.py writes for a ``<g id=…>`` holding them, at a tenth the cost).
        opening, closing = str(dataclasses.replace(element, elements=[_HOLE])).split(_HOLE)
        groups = "".join(f'<g id="{layer_id(name)}">{inner}</g>' for name, inner in layers)
        board = super().__new__(cls, opening + groups + closing)
        board.layers = layers
        empty = "".join(f'<g id="{layer_id(name)}"/>' for name, _ in layers)
        board.frame = opening + empty + closing
        return board


_HOLE = "\x00"


def layer_id(name: str) -> str:
    """The DOM id of a board layer's group."""
    return LAYER_PREFIX + name


def markup(elements) -> str:
    """Elements (or markup strings) written out one after another."""
    return "".join(str(element) for element in elements)


_memos: list[Memo] = []


class Memo:
    """Markup of a board piece under the inputs that decide it, in the language of the
    moment (pieces hold words). The key must hold every input the piece reads: a test
    in each game draws seeded games with warm memos and again after ``clear_memos`` and
    compares. Bounded: when full it starts again rather than grow without limit."""

    def __init__(self, limit: int = 4096) -> None:
        self.limit = limit
        self.made: dict[Hashable, object] = {}
        _memos.append(self)

    def get(self, key: Hashable, make: Callable[[], object]) -> str:
        # A LayeredBoard is a str: kept as it is, so the page can patch its layers.
        return self.keep(key, lambda: _as_markup(make()))

    def keep(self, key: Hashable, make: Callable[[], object]) -> object:
        """Like ``get``, for a value kept as it is made (a piece's markup with its
        height, say)."""
        key = (current_language(), key)
        if key not in self.made:
            if len(self.made) >= self.limit:
                self.made.clear()
            self.made[key] = make()
        return self.made[key]


def _as_markup(made: object) -> str:
    return made if isinstance(made, str) else str(made)


def clear_memos() -> None:
    """Forget every memo's pieces (tests compare boards drawn with and without them)."""
    for memo in _memos:
        memo.made.clear()
