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
- ``WALL`` (presenter mode, the board alone across a projector, three or four
  players): three columns, the fame track upright in the third.
- ``WIDE_LOTS`` (six players beside a side column): the lots across, then three
  columns, the fame track upright in the third.
- ``WALL_SIX`` (presenter mode only, five or six players): the players three to a row
  with the lots under them, the bids and the last event in a narrow column, the fame
  track upright.

In presenter mode the picture takes the room's shape (``box``): a layout wider than
the room grows its lots, bids, last event and upright fame track down to the room's
height (``placed``, ``Frame.h``), one taller gets blank at its sides; the advanced
game's upright track packs its rows there (``fame.TIGHT``). Presenter mode takes, of the
layouts whose smallest usual words reach a projector's target, one that needs no blank
at its sides, then the largest scale.

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
from pygames.foodtycoon.drawing.fame import ROW, TIGHT, fame_height
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
# Five or six players on a wall: the players three to a row with the lots under them,
# the bids and the last event in a narrow column, the fame track upright; a picture of
# presenter mode's 2.2:1 room, where the two-to-a-row players made ``WALL`` too tall.
WALL_SIX = Layout(
    "wall-six",
    1780,
    (
        ((330, ("header",)), (1394, ("supply",))),
        ((1044, ("players", "lots")), (384, ("bids", "last_event")), (272, ("fame",))),
    ),
)
LAYOUTS = (NARROW, COLUMN, WIDE, WALL, WIDE_LOTS)
# Presenter mode's layouts (laptops and phones never take them).
WALLS = (WALL_SIX,)
# Sections that fill a taller frame than their own (``Frame.h``): the lots grow, the bids
# show more rows, the last event's box and the upright fame track's rows grow.
GROWS = ("lots", "bids", "last_event", "fame")


def section_height(
    name: str, w: int, players: int, lots: int, target: int, tight: bool = False
) -> int:
    """A section's height across ``w`` units (the same all game); ``tight``, the upright
    fame track's rows packed (presenter mode)."""
    if name == "header":
        return header_height(w)
    if name == "supply":
        return supply_height(w)
    if name == "fame":
        return fame_height(players, w, target, TIGHT if tight else ROW)
    if name == "lots":
        return lots_height(lots, w)
    if name == "bids":
        return bids_height(w)
    if name == "players":
        return players_height(players, w)
    return event_height(w)


@lru_cache(maxsize=64)
def height(layout: Layout, players: int, lots: int, target: int = 10, tight: bool = False) -> int:
    """The picture's height in units (``tight``: see ``section_height``)."""
    total = PAD
    for band in layout.frames():
        total += max(
            sum(section_height(name, frame.w, players, lots, target, tight) + GAP for name in names)
            for frame, names in band
        )
    return total - GAP + PAD


def box(layout: Layout, space: Space, players: int, lots: int, target: int = 10):
    """The picture's box ``(x, width, height)`` in units: the layout's own, but in
    presenter mode the room's shape: taller (its sections grow, ``placed``) where the
    layout is wider than the room, wider (blank at both sides, ``x`` < 0) where it is
    taller."""
    w, h = layout.width, height(layout, players, lots, target, space.presenting)
    if not space.presenting or not space.width or not space.height:
        return 0, w, h
    if w * space.height > h * space.width:
        return 0, w, w * space.height // space.width
    wide = h * space.width // space.height
    return -((wide - w) // 2), wide, h


def placed(
    layout: Layout, space: Space, players: int, lots: int, target: int = 10
) -> list[tuple[int, list[tuple[Frame, tuple[str, ...]]]]]:
    """Each band's height and its columns as (frame, section names), in the picture's
    box (``box``): the last band takes the height the box adds, and in presenter mode
    the sections of a column that grow (``GROWS``) share what it lacks of its band's
    height (their frame's ``h``); on a page a shorter column leaves it blank."""
    tight = space.presenting
    natural = height(layout, players, lots, target, tight)
    extra = box(layout, space, players, lots, target)[2] - natural
    bands = layout.frames()
    out = []
    for number, band in enumerate(bands):
        tall = [
            [section_height(name, frame.w, players, lots, target, tight) for name in names]
            for frame, names in band
        ]
        band_h = max(sum(hs) + GAP * len(hs) for hs in tall) - GAP
        if number == len(bands) - 1:
            band_h += extra
        columns = []
        for (frame, names), hs in zip(band, tall):
            lack = band_h - (sum(hs) + GAP * (len(hs) - 1))
            growing = [n for n, name in enumerate(names) if name in GROWS]
            frames = []
            for n, name in enumerate(names):
                more = 0
                if tight and lack > 0 and n in growing:
                    share = lack // len(growing)
                    more = share + (lack - share * len(growing) if n == growing[-1] else 0)
                given = more or (tight and name == "fame")
                frames.append(Frame(frame.x, frame.w, hs[n] + more if given else 0))
            columns.append((frames, names))
        out.append((band_h, columns))
    return out


def scale(layout: Layout, space: Space, players: int, lots: int, target: int = 10) -> float:
    """CSS px per unit of ``layout`` shown in ``space``."""
    _, w, h = box(layout, space, players, lots, target)
    return space.scale(w, h)


def _widened(layout: Layout, space: Space, players: int, lots: int, target: int) -> bool:
    """Whether the room's shape leaves blank at the picture's sides (3 % of its width or
    more): a layout too tall for the room."""
    _, w, _ = box(layout, space, players, lots, target)
    return w * 97 > layout.width * 100


@lru_cache(maxsize=64)
def choose(space: Space, players: int, lots: int, target: int = 10) -> Layout:
    """The layout for ``space`` (see the module's note)."""
    if space.presenting and not space.stacked:
        need = TARGETS[space.kind] / WORD
        return max(
            LAYOUTS + WALLS,
            key=lambda layout: (
                scale(layout, space, players, lots, target) >= need,
                not _widened(layout, space, players, lots, target),
                scale(layout, space, players, lots, target),
                layout.width,
                -height(layout, players, lots, target, True),
            ),
        )
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
