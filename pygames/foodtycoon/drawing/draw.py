"""Food Tycoon as SVG: the table (``draw_board``).

Top to bottom: round, phase and host; the supply (five ingredient piles, the recipe and
event decks); the fame track, a lane per player up to the fame that ends the game; this
round's lots (dice, ingredient cards, the face-up recipe, the face-down event, buyer and
price); the bids for the lot being auctioned; each player's money, ingredient cards,
recipe hand size, dishes by colour and fame; the last event turned and what it did.

Laid out in integer units in a ``viewBox`` ``WIDTH`` wide (the height follows the player
count), so it scales from a phone to a projector and the output is deterministic. Pieces
drawn many times (dice faces, ingredient cards, card backs, the coin) are ``<symbol>``s
placed with ``<use>``. Colour is never the only cue: ingredient cards carry their
ingredient's picture (a recipe in a lot shows the cards it needs the same way), dishes
and recipes their colour's initial, player markers their seat number. No hand is
ever drawn, only how many recipes each player holds. The one clickable thing is the
next lot's slot while the host may roll (``data-action="roll"``); every other decision
is made beside the table (``screen.py``). Every text a player reads comes from the
game's catalogs in the language of the moment (``say``, ``words``) and reaches the
markup through ``pygames.core.drawing.svgtext``. The sections are drawn in ``tracks``,
``lots`` and ``players``, from the pieces of ``pieces``.
"""

from __future__ import annotations

import svg
from pygames.core.drawing.board import LayeredBoard, Memo, markup
from pygames.core.drawing.svgtext import attrs
from pygames.core.screen import LAPTOP, Space, say
from pygames.foodtycoon.actions import Roll
from pygames.foodtycoon.drawing.lots import bids_section, lots_section
from pygames.foodtycoon.drawing.pieces import GAP, PAD, PAPER, WIDTH, symbols
from pygames.foodtycoon.drawing.players import last_event_section, players_section
from pygames.foodtycoon.drawing.tracks import fame_section, header_section, supply_section

STYLE = """
.ft-board .legal { cursor: pointer; outline: none; }
.ft-board .legal:hover .hit, .ft-board .legal:focus .hit { stroke: #e0115f; stroke-width: 5; fill: #fff6cc; }
.ft-board .legal:focus-visible .hit { stroke-width: 8; }
"""


SECTIONS = (
    header_section,
    supply_section,
    fame_section,
    lots_section,
    bids_section,
    players_section,
    last_event_section,
)

# What of the view each section reads (besides the names, and the roll for the lots):
# a section is drawn again only when one of them changed.
READS = {
    header_section: ("phase", "round", "host"),
    supply_section: ("piles", "recipe_deck", "recipe_discard", "event_deck", "event_discard"),
    fame_section: ("players", "target", "fame"),
    lots_section: ("lots", "lots_per_round", "auction", "lot", "order"),
    bids_section: ("auction", "lot"),
    last_event_section: ("last_event",),
}


_pieces = Memo()


def draw_board(
    view: dict, *, legal=(), names: list[str] | None = None, space: Space = LAPTOP
) -> LayeredBoard:
    """The table for ``game.view(...)``. ``legal`` holds the actions offered: of them
    only the roll is drawn, as the next lot's clickable slot. ``names`` are the seats'
    player names. Each section is a layer of its own (empty while it shows nothing),
    each player's part too: the page sets again only the layers a move changed."""
    legal = [action for action in legal if isinstance(action, Roll)]
    names = list(names or [])
    layers = []
    y = PAD
    for section in SECTIONS:
        if section is players_section:  # a layer per player: a bid changes one of them
            drawn, height = players_section(view, y, names, legal)
            layers += [(f"player-{seat}", part) for seat, part in enumerate(drawn)]
        else:
            name = section.__name__.removesuffix("_section")
            reads = repr([view.get(key) for key in READS[section]])
            key = (name, reads, repr(names), bool(legal) and section is lots_section, y)
            drawn, height = _pieces.keep(
                key, lambda section=section, y=y: _drawn(section, view, y, names, legal)
            )
            layers.append((name, drawn))
        if height:
            y += height + GAP
    height = y - GAP + PAD
    defs = _pieces.get("defs", lambda: svg.Defs(elements=[svg.Style(text=STYLE)] + symbols()))
    ground = svg.Rect(x=0, y=0, width=WIDTH, height=height, rx=20, fill=PAPER)
    return LayeredBoard(
        svg.SVG(
            viewBox=svg.ViewBoxSpec(0, 0, WIDTH, height),
            class_=["ft-board"],
            style="font-family: system-ui, 'Segoe UI', Roboto, 'Noto Sans TC', 'Noto Sans JP', sans-serif",
            extra=attrs({"role": "group", "aria-label": say("foodtycoon.board.board")}),
        ),
        [("defs", defs), ("ground", str(ground))] + layers,
    )


def _drawn(section, view, y, names, legal) -> tuple[str, int]:
    elements, height = section(view, y, names, legal)
    return (markup(elements) if height else ""), height
