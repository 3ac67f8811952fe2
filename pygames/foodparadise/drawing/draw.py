"""Food Paradise as SVG: the board (``draw_board``), laid out for the room it has on
the screen (``layout``: a wide board for a laptop or a projector, a tall one for a
phone), never one picture scaled: the track of 36 spaces (``track``: every space
named, corners with their restaurant and revenue, the tokens), and in the middle
(``centre``, ``players``) the face-up market demand, the decks, the bank, the decision
of the moment with the die as it fell, and every player. The ingredients' symbols are
defined once in ``<defs>`` and placed with ``<use>`` (``symbols``). The picture's
units make its smallest word ``layout.F`` units, at least the screen's target in CSS
px; its size and shape are the room's, so the output is deterministic for a space.

What a player may do is clickable (``data-action`` carries the action's text, each a
focusable ``role="button"``; on a touch screen at least 44 CSS px): a free corner at
set-up, the die, the space each price card in hand would land on, buy and decline,
research and stay; when the buyer chooses whose token to take (FP11), each player it
may take from. Only the viewing seat's own price cards are drawn (the view holds no
other hand). Every text comes from the catalogs in the language of the moment (``say``)
and reaches the markup through ``pygames.core.drawing.svgtext``.
"""

from __future__ import annotations

from functools import partial

import svg
from pygames.core.drawing.board import LayeredBoard, Memo, markup
from pygames.core.drawing.svgtext import attrs
from pygames.core.screen import LAPTOP, Space, say
from pygames.foodparadise.drawing.centre import centre
from pygames.foodparadise.drawing.layout import Layout, layout_for
from pygames.foodparadise.drawing.pieces import PAPER
from pygames.foodparadise.drawing.players import players
from pygames.foodparadise.drawing.symbols import symbols
from pygames.foodparadise.drawing.track import space_markup, track

FONTS = "system-ui, 'Segoe UI', Roboto, 'Noto Sans TC', 'Noto Sans JP', sans-serif"


_pieces = Memo()


def _ground(lay: Layout) -> str:
    """The symbols, the paper and the middle's ground: the same for every board of a
    layout."""
    inner = [c for c in lay.cells if c.corner]
    x, y = inner[0].x + inner[0].w, inner[0].y + inner[0].h
    if lay.kind == "tall":
        x, y = lay.cells[1].x, lay.cells[1].y + lay.cells[1].h
    return markup(
        [
            svg.Defs(elements=symbols()),
            svg.Rect(x=0, y=0, width=lay.width, height=lay.height, fill=PAPER),
            svg.Rect(x=x, y=y, width=lay.width - 2 * x, height=lay.height - 2 * y, fill="#fbf5e8"),
        ]
    )


def draw_board(
    view: dict, *, legal=(), names: list[str] | None = None, space: Space = LAPTOP
) -> LayeredBoard:
    """The board for ``game.view(...)`` laid out for ``space``; ``legal`` holds the
    actions offered (objects), ``names`` the seats' player names. Drawn in layers
    (``core.drawing.board``): a move sets again the spaces it changed, the tokens, the
    centre and the players."""
    legal = list(legal)
    names = list(names or [])
    lay = layout_for(space, len(view["seats"]))
    return LayeredBoard(
        svg.SVG(
            viewBox=svg.ViewBoxSpec(0, 0, lay.width, lay.height),
            class_=["fp-board", lay.kind],
            style=f"font-family: {FONTS}",
            data=attrs({"layout": lay.kind}),
            extra=attrs({"role": "group", "aria-label": say("foodparadise.board.board")}),
        ),
        [
            ("ground", _pieces.get(("ground", lay), partial(_ground, lay))),
            # A layer per space: a token's move sets again the two spaces it names.
            *(
                (f"space-{space['number']}", space_markup(view, space, names, lay))
                for space in view["spaces"]
            ),
            ("track", markup(track(view, names, legal, lay))),
            ("centre", markup(centre(view, names, legal, lay))),
            ("players", markup(players(view, names, legal, lay))),
        ],
    )
