"""How Food Tycoon's table is laid out for the screen it is on (``core.screen.Space``):
the same sections (``draw.SECTIONS``) arranged in columns, never one picture scaled.

- ``NARROW`` (a phone): one column 520 units wide, the auction first (the lots two to
  a row, then the bids), the players one to a row, then the supply, the fame track and the last
  event; the page scrolls down to them.
- ``COLUMN`` (a narrow window, a tablet standing up): one column 800 units wide, the
  supply on top, lots three to a row, players two to a row.
- ``WIDE`` (a laptop, a projector): the round and the supply across the top, then two
  columns side by side, the lots, the bids and the fame track on the left, the players
  and the last event on the right; a landscape picture that fills the room beside the
  side column.
- ``WALL`` (presenter mode, the board alone across a projector, six players too):
  three columns, the fame track upright in the third.
- ``WIDE_LOTS`` (six players beside a side column): the lots across, then three
  columns, the fame track upright in the third.

``choose(space, players, lots, target)`` takes, beside the side column, the layout shown at the
largest scale (the wider, then the shorter, of two alike); on a page that scrolls down (``stacked``) the widest whose words still
reach the screen's target at that scale (``TARGETS``, over the table's smallest usual
word, ``WORD`` units), the narrowest otherwise. Every section's height is known before
it is drawn (and kept all game), so the choice is made without drawing.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from pygames.core.screen import Space
from pygames.foodtycoon.drawing.bids import bids_height
from pygames.foodtycoon.drawing.fame import fame_height
from pygames.foodtycoon.drawing.lots import lots_height
from pygames.foodtycoon.drawing.pieces import GAP, PAD, Frame
from pygames.foodtycoon.drawing.players import event_height, players_height
from pygames.foodtycoon.drawing.tracks import header_height, supply_height

# Board words at least this big, in CSS px, by screen (tests/browser/board_words.py).
TARGETS = {"phone": 11, "laptop": 12, "projector": 20}
# The table's smaller words (names under piles, bids, dishes, the lots' lines) are this
# many units; a few (a seat's number on its marker) are smaller.
WORD = 19


@dataclass(frozen=True)
class Layout:
    """A picture ``width`` units wide, in ``bands`` top to bottom; a band is columns side
    by side, each ``(width, section names top to bottom)``."""

    name: str
    width: int
    bands: tuple[tuple[tuple[int, tuple[str, ...]], ...], ...]

    def frames(self) -> list[list[tuple[Frame, tuple[str, ...]]]]:
        """Each band's columns as (frame, section names), ``2 * GAP`` apart."""
        placed = []
        for band in self.bands:
            x, row = PAD, []
            for w, names in band:
                row.append((Frame(x, w), names))
                x += w + 2 * GAP
            placed.append(row)
        return placed


def _one_column(name: str, width: int, names: tuple[str, ...]) -> Layout:
    return Layout(name, width, (((width - 2 * PAD, names),),))


NARROW = _one_column(
    "narrow", 520, ("header", "lots", "bids", "players", "supply", "fame", "last_event")
)
COLUMN = _one_column(
    "column", 800, ("header", "supply", "fame", "lots", "bids", "players", "last_event")
)
# The round and the supply across the top; the auction (lots, bids) and the fame track
# on the left, the players and the last event on the right.
TOP = ((330, ("header",)), (1078, ("supply",)))
WIDE = Layout(
    "wide", 1464, (TOP, ((704, ("lots", "bids", "fame")), (704, ("players", "last_event"))))
)
# A wall (presenter mode with nothing beside the board, 1880 px): three columns, the
# fame track upright at the right, so the picture is lower and its words larger.
WALL = Layout(
    "wall",
    1760,
    (
        ((330, ("header",)), (1374, ("supply",))),
        ((704, ("lots", "bids")), (704, ("players", "last_event")), (272, ("fame",))),
    ),
)
# Six players' four lots and six parts beside a side column: the lots across, then the
# players, the bids and the last event, and the fame track upright.
WIDE_LOTS = Layout(
    "wide-lots",
    1464,
    (
        TOP,
        ((1432, ("lots",)),),
        ((692, ("players",)), (420, ("bids", "last_event")), (272, ("fame",))),
    ),
)
LAYOUTS = (NARROW, COLUMN, WIDE, WALL, WIDE_LOTS)


def section_height(name: str, w: int, players: int, lots: int, target: int) -> int:
    """A section's height across ``w`` units (the same all game)."""
    if name == "header":
        return header_height(w)
    if name == "supply":
        return supply_height(w)
    if name == "fame":
        return fame_height(players, w, target)
    if name == "lots":
        return lots_height(lots, w)
    if name == "bids":
        return bids_height(w)
    if name == "players":
        return players_height(players, w)
    return event_height(w)


@lru_cache(maxsize=64)
def height(layout: Layout, players: int, lots: int, target: int = 10) -> int:
    """The picture's height in units."""
    total = PAD
    for band in layout.frames():
        total += max(
            sum(section_height(name, frame.w, players, lots, target) + GAP for name in names)
            for frame, names in band
        )
    return total - GAP + PAD


def scale(layout: Layout, space: Space, players: int, lots: int, target: int = 10) -> float:
    """CSS px per unit of ``layout`` shown in ``space``."""
    return space.scale(layout.width, height(layout, players, lots, target))


@lru_cache(maxsize=64)
def choose(space: Space, players: int, lots: int, target: int = 10) -> Layout:
    """The layout for ``space`` (see the module's note)."""
    if not space.stacked:
        return max(
            LAYOUTS,
            key=lambda layout: (
                scale(layout, space, players, lots, target),
                layout.width,
                -height(layout, players, lots, target),
            ),
        )
    need = TARGETS[space.kind] / WORD
    readable = [layout for layout in LAYOUTS if scale(layout, space, players, lots, target) >= need]
    return max(readable, key=lambda layout: layout.width) if readable else NARROW
