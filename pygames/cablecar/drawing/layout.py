"""Cable Car's board laid out for the room it has on the screen (``core.screen.Space``).

The squares keep their place in the picture whatever the screen (a square is ``TILE``
= 90 units, the board's corner at ``MARGIN``), so the tiles, the lines and the squares
offered are drawn alike everywhere and their memos hold on every screen. A layout
decides the room around them and how big the words are:

- "full" (a laptop, a projector, a tablet): station tabs ``TAB_DEPTH`` deep on all four
  sides, the picture ``VIEW`` × ``VIEW``;
- "narrow" (a phone held upright, where the board takes the page's width and the page
  scrolls down): the tabs left and right only as deep as their numbers need, so the
  squares get the width they give up (on a 382 px page a square is 40.7 px with the
  rows' labels, 40.5 in the full picture without them, and the 32 stations are all in
  sight);
- "wall" (presenter mode, a room watching a projector, where the board has a wide row
  to itself: 1881 × 853 px at 1920 × 1080): the full board in the middle and a panel
  at each side in the same picture, the players (colour, name, score, lines) left and
  the pile, the last tile and any hand shown right (``wall.py``), so the picture takes
  the row's shape and fills it.

Every layout labels the rows (left of the board) and the columns (above it) 1 to 8, as
the texts name a square ("3,5": row 3 from the top, column 5 from the left), in a strip
outside the station tabs (``label_left`` wide, ``label_top`` high, at negative units, so
the squares keep their place).

Every word is sized to show at least ``WORDS`` CSS px for the screen (a phone 11, a
laptop 12, a projector 20) at the scale the page shows the picture (``Space.scale``),
as far as its tab holds it. The layout is a small frozen value: memo keys hold it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from pygames.cablecar.drawing.pieces import BOARD, MARGIN, TAB_DEPTH, TAB_GAP, TILE, VIEW
from pygames.core.screen import LAPTOP, Space

# The least size of a word on the board, in CSS px, by the kind of screen.
WORDS = {"phone": 11, "laptop": 12, "projector": 20}

# A station number's width: two digits of a bold sans at most 0.7 em each (DejaVu Sans
# Bold's are 0.696, Roboto's and San Francisco's narrower).
DIGITS = 2
DIGIT_EM = 0.7
# Room a number keeps on either side inside its tab, and the frame outside the tabs.
TAB_PAD = 2
NARROW_FRAME = 3
# The largest words a full tab holds: a scored top tab shows its number and its points
# side by side in 78 units.
FULL_MOST = 26
# The largest number a narrow tab is made for (a tab 52 units deep).
NARROW_MOST = 34
# The rows' and columns' labels: the room around a label (one digit) in its strip.
LABEL_PAD = 4
LABEL_EM = 0.75  # a digit's height (DejaVu Sans Bold's is 0.73 em)


def digits_width(size: int) -> int:
    """How wide a station's number (two digits) is at ``size`` units, at most."""
    return math.ceil(DIGITS * DIGIT_EM * size)


def tab_for(size: int) -> int:
    """The depth of a side tab holding a number of ``size`` units."""
    return digits_width(size) + 2 * TAB_PAD


@dataclass(frozen=True)
class Layout:
    """How the board is laid out: the name of the layout, the depth of the tabs left
    and right (``side_tab``; the tabs above and below are always ``TAB_DEPTH``) and the
    font sizes in units: an open station's number (``number`` above and below,
    ``side_number`` left and right), a scored station's number and points, and the
    play aid's value and caption."""

    name: str = "full"
    side_tab: int = TAB_DEPTH
    number: int = 29
    side_number: int = 29
    scored: int = 23
    points: int = 22
    aid_value: int = 28
    aid_caption: int = 14
    # The rows' and columns' labels (units).
    label: int = 22
    # The wall's panels: units left and right of the board's frame, and their least
    # font (units); none on the other layouts.
    left: int = 0
    right: int = 0
    panel: int = 0

    @property
    def side(self) -> int:
        """Units left and right of the squares: a side tab, its gap and the frame."""
        if self.side_tab == TAB_DEPTH:
            return MARGIN
        return self.side_tab + TAB_GAP + NARROW_FRAME

    @property
    def label_left(self) -> int:
        """Units left of the frame's tabs for the rows' labels (one digit each)."""
        return math.ceil(DIGIT_EM * self.label) + 2 * LABEL_PAD

    @property
    def label_top(self) -> int:
        """Units above the picture's top (y < 0) for the columns' labels."""
        return math.ceil(LABEL_EM * self.label) + 2 * LABEL_PAD

    @property
    def view(self) -> tuple[int, int, int, int]:
        """The picture's viewBox: x, y, width, height (y from ``-label_top``)."""
        width = BOARD + 2 * self.side + self.label_left + self.left + self.right
        x = MARGIN - self.side - self.label_left - self.left
        return x, -self.label_top, width, VIEW + self.label_top

    @property
    def frame(self) -> tuple[int, int]:
        """Where the board's frame (with the rows' labels) starts and ends across the
        picture (the panels of the wall beside it)."""
        return MARGIN - self.side - self.label_left, MARGIN + BOARD + self.side

    def row_label(self, row: int) -> tuple[int, int]:
        """Where the label of ``row`` (0-based) is centred: x, y."""
        return MARGIN - self.side - self.label_left // 2, MARGIN + row * TILE + TILE // 2

    def col_label(self, col: int) -> tuple[int, int]:
        """Where the label of ``col`` (0-based) is centred: x, y."""
        return MARGIN + col * TILE + TILE // 2, -self.label_top // 2

    @property
    def words(self) -> int:
        """The smallest font on the board (units)."""
        return min(
            self.number,
            self.side_number,
            self.scored,
            self.points,
            self.aid_value,
            self.aid_caption,
            self.label,
            *([self.panel] if self.panel else []),
        )

    def scale(self, space: Space) -> float:
        """CSS px per unit of this layout's picture shown in ``space``."""
        _, _, width, height = self.view
        return space.scale(width, height)


FULL = Layout()


def _least(space: Space, width: int, height: int) -> int:
    """The least font (units) of a picture ``width`` × ``height`` shown in ``space``
    whose words show ``WORDS[space.kind]`` px."""
    # A hair under whole units, so that a size exactly on the target is not raised.
    return math.ceil(WORDS[space.kind] / space.scale(width, height) - 1e-9)


def _full(words: int) -> Layout:
    words = min(words, FULL_MOST)
    return Layout(
        number=max(FULL.number, words),
        side_number=max(FULL.side_number, words),
        scored=max(FULL.scored, words),
        points=max(FULL.points, words),
        aid_value=max(FULL.aid_value, words),
        aid_caption=max(FULL.aid_caption, words),
        label=max(FULL.label, words),
    )


def _narrow(words: int) -> Layout:
    return Layout(
        name="narrow",
        side_tab=tab_for(words),
        number=max(FULL.number, words),
        side_number=words,
        scored=words,
        points=words,
        aid_value=max(FULL.aid_value, words),
        aid_caption=words,
        label=words,
    )


# The wall's panels: each at least this wide (units), the picture at most this wide
# (a wider room leaves the rest empty), and their words a pixel over the screen's least,
# so a box a few pixels smaller than measured keeps them at the least.
WALL_PANEL = 280
WALL_MOST = 3 * VIEW
WALL_OVER = 1
# Presenter mode's "why this score" opens over the row's right side, 26 % of it wide
# (style.css): the right panel takes at least 27 % of the picture where the left one
# keeps its least, so the box covers the panel and never the board.
WALL_WHY = 27


def _wall(space: Space) -> Layout | None:
    """Presenter mode with a row wider than the board: the picture as wide as the row's
    shape makes it (its height the board's), the room beside the board split between
    the two panels; None when the panels would be narrower than ``WALL_PANEL``."""
    if not space.presenting or space.stacked:
        return None
    # The labels' strips grow with the words they hold: from the design's least up.
    board = FULL
    for _ in range(FULL_MOST):
        _, _, across, height = board.view
        width = min(space.width * height // space.height, WALL_MOST)
        fitted = _full(_least(space, width, height))
        if fitted.label <= board.label:
            break
        board = fitted
    board = fitted
    room = width - across
    if room < 2 * WALL_PANEL:
        return None
    right = max(room - room // 2, (WALL_WHY * width + 99) // 100)
    if room - right < WALL_PANEL:
        right = room - room // 2
    scale = space.scale(width, height)
    panel = math.ceil((space.least_word + WALL_OVER) / scale - 1e-9)
    return Layout(
        name="wall",
        number=board.number,
        side_number=board.side_number,
        scored=board.scored,
        points=board.points,
        aid_value=board.aid_value,
        aid_caption=board.aid_caption,
        label=board.label,
        left=room - right,
        right=right,
        panel=panel,
    )


def layout_for(space: Space = LAPTOP) -> Layout:
    """The layout for ``space``: the full one, its words as big as the screen asks;
    where the board is as wide as the room and the full picture's words would have to
    grow past the design's smallest (a phone upright), the narrow one, its side tabs as
    deep as the smallest words that show big enough need; in presenter mode with a
    row wider than the board, the wall (the board with a panel at each side)."""
    wall = _wall(space)
    if wall is not None:
        return wall
    words = _least(space, *FULL.view[2:])
    wide = space.stacked or space.width < space.height
    if words <= FULL.scored or not wide:
        full = _full(words)
        # The labels grown with the words widen the picture: the words then again.
        while full.label < FULL_MOST and _least(space, *full.view[2:]) > full.words:
            full = _full(full.words + 1)
        return full
    for size in range(FULL.scored, NARROW_MOST + 1):
        narrow = _narrow(size)
        if size >= _least(space, *narrow.view[2:]):
            return narrow
    return _narrow(NARROW_MOST)
