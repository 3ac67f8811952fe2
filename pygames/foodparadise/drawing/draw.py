"""Food Paradise as SVG: the board (``draw_board``).

A square ``viewBox`` (``SIZE`` units a side, so it scales from a phone to a projector
and the output is deterministic): the track of 36 spaces round the edge
(``track``: every space named, corners with their restaurant and revenue, the
tokens), and in the middle (``centre``, ``players``) the face-up market demand, the
decks, the bank, the decision of the moment and every player. The ingredients'
symbols are defined once in ``<defs>`` and placed with ``<use>`` (``symbols``).

What a player may do is clickable (``data-action`` carries the action's text, each a
focusable ``role="button"``): a free corner at set-up, the die, the space each price
card in hand would land on, buy and decline, research and stay; when the buyer chooses
whose token to take (FP11), each player it may take from. Only the viewing
seat's own price cards are drawn (the view holds no other hand). Every text comes
from the catalogs in the language of the moment (``say``) and reaches the markup
through ``pygames.core.drawing.svgtext``.
"""

from __future__ import annotations

import svg
from pygames.core.drawing.board import LayeredBoard, Memo, markup
from pygames.core.drawing.svgtext import attrs
from pygames.core.screen import LAPTOP, Space, say
from pygames.foodparadise.drawing.centre import centre
from pygames.foodparadise.drawing.pieces import PAPER, SIZE
from pygames.foodparadise.drawing.players import players
from pygames.foodparadise.drawing.symbols import symbols
from pygames.foodparadise.drawing.track import centre_frame, space_markup, track

FONTS = "system-ui, 'Segoe UI', Roboto, 'Noto Sans TC', 'Noto Sans JP', sans-serif"


_pieces = Memo()


def draw_board(
    view: dict, *, legal=(), names: list[str] | None = None, space: Space = LAPTOP
) -> LayeredBoard:
    """The board for ``game.view(...)``; ``legal`` holds the actions offered (objects),
    ``names`` the seats' player names. Drawn in layers (``core.drawing.board``): a move sets
    again the spaces it changed, the tokens, the centre and the players."""
    legal = list(legal)
    names = list(names or [])
    ground = _pieces.get(
        "ground",
        lambda: markup(
            [
                svg.Defs(elements=symbols()),
                svg.Rect(x=0, y=0, width=SIZE, height=SIZE, fill=PAPER),
                centre_frame(),
            ]
        ),
    )
    return LayeredBoard(
        svg.SVG(
            viewBox=svg.ViewBoxSpec(0, 0, SIZE, SIZE),
            class_=["fp-board"],
            style=f"font-family: {FONTS}",
            extra=attrs({"role": "group", "aria-label": say("foodparadise.board.board")}),
        ),
        [
            ("ground", ground),
            # A layer per space: a token's move sets again the two spaces it names.
            *(
                (f"space-{space['number']}", space_markup(view, space, names))
                for space in view["spaces"]
            ),
            ("track", markup(track(view, names, legal))),
            ("centre", markup(centre(view, names, legal))),
            ("players", markup(players(view, names, legal))),
        ],
    )
