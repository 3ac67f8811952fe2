"""Food Tycoon as SVG: the table (``draw_board``).

Top to bottom: round, phase and host; the supply (five ingredient piles, the recipe and
event decks); the fame track, a lane per player up to the fame that ends the game; this
round's lots (dice, ingredient cards, the face-up recipe, the face-down event, buyer and
price); the bids for the lot being auctioned; each player's money, ingredient cards,
recipe hand size, dishes by colour and fame; the last event turned and what it did.

Laid out for the screen it is on (``layout``: one narrow column on a phone, the auction
first; two columns side by side on a laptop or a projector; in presenter mode a picture
of the room's shape), in integer units, so the output is deterministic; the height
follows the player count (and the room) and stays all game. Pieces
drawn many times (dice faces, ingredient cards, card backs, the coin) are ``<symbol>``s
placed with ``<use>``. Colour is never the only cue: ingredient cards carry their
ingredient's picture (a recipe in a lot shows the cards it needs the same way), dishes
and recipes their colour's initial, player markers their seat number. No hand is
ever drawn, only how many recipes each player holds. The one clickable thing is the
next lot's slot while the host may roll (``data-action="roll"``); every other decision
is made beside the table (``screen.py``). Every text a player reads comes from the
game's catalogs in the language of the moment (``say``, ``words``) and reaches the
markup through ``pygames.core.drawing.svgtext``. The sections are drawn in ``tracks``,
``fame``, ``lots``, ``bids`` and ``players``, from the pieces of ``pieces``, where ``layout``
places them.
"""

from __future__ import annotations

import svg
from pygames.core.drawing.board import LayeredBoard, Memo, markup
from pygames.core.drawing.svgtext import attrs
from pygames.core.screen import LAPTOP, Space, say
from pygames.foodtycoon.actions import Roll
from pygames.foodtycoon.drawing import layout
from pygames.foodtycoon.drawing.bids import bids_section
from pygames.foodtycoon.drawing.fame import fame_section
from pygames.foodtycoon.drawing.lots import lots_count, lots_section
from pygames.foodtycoon.drawing.pieces import GAP, PAD, PAPER, symbols
from pygames.foodtycoon.drawing.players import last_event_section, players_section
from pygames.foodtycoon.drawing.tracks import header_section, supply_section

STYLE = """
.ft-board .legal { cursor: pointer; outline: none; }
.ft-board .legal:hover .hit, .ft-board .legal:focus .hit { stroke: #e0115f; stroke-width: 5; fill: #fff6cc; }
.ft-board .legal:focus-visible .hit { stroke-width: 8; }
"""


SECTIONS = {
    "header": header_section,
    "supply": supply_section,
    "fame": fame_section,
    "lots": lots_section,
    "bids": bids_section,
    "players": players_section,
    "last_event": last_event_section,
}

# What of the view each section reads (besides the names, and the roll for the lots):
# a section is drawn again only when one of them changed.
READS = {
    "header": ("phase", "round", "host"),
    "supply": ("piles", "recipe_deck", "recipe_discard", "event_deck", "event_discard"),
    "fame": ("players", "target", "fame"),
    "lots": ("lots", "lots_per_round", "auction", "lot", "order"),
    "bids": ("auction", "lot"),
    "last_event": ("last_event",),
}


_pieces = Memo()


def draw_board(
    view: dict, *, legal=(), names: list[str] | None = None, space: Space = LAPTOP
) -> LayeredBoard:
    """The table for ``game.view(...)``, laid out for ``space`` (``layout.choose``).
    ``legal`` holds the actions offered: of them only the roll is drawn, as the next
    lot's clickable slot. ``names`` are the seats' player names. Each section is a layer
    of its own (empty while it shows nothing), each player's part too: the page sets
    again only the layers a move changed."""
    legal = [action for action in legal if isinstance(action, Roll)]
    names = list(names or [])
    players = int(view["players"])
    room = (players, lots_count(view), int(view["target"]))
    plan = layout.choose(space, *room)
    layers = [("defs", _pieces.get("defs", _defs))]
    left, width, height = layout.box(plan, space, *room)
    ground = svg.Rect(x=left, y=0, width=width, height=height, rx=20, fill=PAPER)
    layers.append(("ground", str(ground)))
    y = PAD
    for band_h, band in layout.placed(plan, space, *room):
        for frames, column in band:
            _column(layers, column, view, frames, y, names, legal)
        y += band_h + GAP
    return LayeredBoard(
        svg.SVG(
            viewBox=svg.ViewBoxSpec(left, 0, width, height),
            class_=["ft-board", f"ft-{plan.name}"],
            style="font-family: system-ui, 'Segoe UI', Roboto, 'Noto Sans TC', 'Noto Sans JP', sans-serif",
            extra=attrs(
                {
                    "role": "group",
                    "aria-label": say("foodtycoon.board.board"),
                    "data-layout": plan.name,
                }
            ),
        ),
        layers,
    )


def _defs() -> str:
    return str(svg.Defs(elements=[svg.Style(text=STYLE)] + symbols()))


def _column(layers, column, view, frames, y, names, legal) -> int:
    """Draws the sections named in ``column`` down their ``frames`` from ``y``; their
    height with a gap under each."""
    top = y
    for name, frame in zip(column, frames):
        top += _section(layers, name, view, frame, top, names, legal) + GAP
    return top - y


def _section(layers, name, view, frame, y, names, legal) -> int:
    """Draws section ``name`` across ``frame`` at ``y`` into ``layers``; its height."""
    section = SECTIONS[name]
    if section is players_section:  # a layer per player: a bid changes one of them
        drawn, height = players_section(view, frame, y, names, legal)
        layers += [(f"player-{seat}", part) for seat, part in enumerate(drawn)]
        return height
    reads = repr([view.get(key) for key in READS[name]])
    key = (name, reads, repr(names), bool(legal) and name == "lots", frame, y)
    drawn, height = _pieces.keep(key, lambda: _drawn(section, view, frame, y, names, legal))
    layers.append((name, drawn))
    return height


def _drawn(section, view, frame, y, names, legal) -> tuple[str, int]:
    elements, height = section(view, frame, y, names, legal)
    return (markup(elements) if height else ""), height
