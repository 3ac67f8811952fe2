"""Where everything goes on Food Paradise's board, laid out for the room it has on the
screen (``core.screen.Space``) rather than one picture scaled.

The picture is drawn in units where the smallest word is ``F`` (20) units; a layout
chooses how many CSS px a unit is shown at (``px``), so that ``F`` units are at least
the screen's target (phone 11, laptop 12, projector 20 CSS px), and makes the picture
the shape of the room:

- ``wide`` (a laptop, a projector): the 36 spaces round the edge, 8 a side between the
  corners, and in the middle the market demand, the price cards, the decision of the
  moment, the bank and every player side by side. The more room, the larger it all is.
- ``tall`` (a phone, or a page narrow enough to put the side under the board and too
  narrow for the wide loop's words at their target): the loop
  four spaces across and fourteen down, the page scrolling down it; in the middle,
  one under the other, the decision, the demand and the price cards, the bank and the
  players.

Each space is a ``Cell``: its box and the edge facing the middle (``inner``), where the
tokens stand.
"""

from __future__ import annotations

from dataclasses import dataclass

from pygames.core.screen import Space

F = 20  # the smallest word, in units
STRIP = 38  # the strip of a space where the tokens stand
GAP = 12
TOKEN = 17  # a token's radius (its number is F units)
TOUCH = 44  # CSS px a finger needs

# CSS px the smallest word must have (tests/browser/board_words.py), and what a layout
# aims at, a little above.
TARGET = {"phone": 11, "laptop": 12, "projector": 20}
AIM = {"phone": 12.0, "laptop": 12.6, "projector": 20.4}

# The wide loop: its least size, the side columns' width and the top and bottom rows'
# depth, and the middle's first row (the demand, the price cards, the decision).
WIDE_W, WIDE_H = 1400, 800
SIDE, DEPTH = 220, 136
FIRST_ROW = 160
BANK = 44

# The tall loop: its least width, its rows' least heights, the middle's parts.
TALL_W = 600
TALL_ROW, TALL_CORNER = 108, 150
DEMAND_H, DECK_H, BANK_H, PLAYER_H = 110, 70, 120, 310


@dataclass(frozen=True)
class Rect:
    x: int
    y: int
    w: int
    h: int


@dataclass(frozen=True)
class Cell:
    """A space's box; ``inner`` the edge facing the middle ("top", "right", "bottom",
    "left"), where its tokens stand; corners keep them along their bottom."""

    x: int
    y: int
    w: int
    h: int
    inner: str
    corner: bool = False

    @property
    def strip(self) -> Rect:
        """Where the tokens stand."""
        x, y, w, h = self.x, self.y, self.w, self.h
        if self.corner:
            return Rect(x + 6, y + h - STRIP - 4, w - 12, STRIP)
        return {
            "bottom": Rect(x, y + h - STRIP, w, STRIP),
            "top": Rect(x, y, w, STRIP),
            "left": Rect(x, y, STRIP, h),
            "right": Rect(x + w - STRIP, y, STRIP, h),
        }[self.inner]

    @property
    def content(self) -> Rect:
        """The space less its token strip."""
        x, y, w, h = self.x, self.y, self.w, self.h
        if self.corner:
            return Rect(x, y, w, h - STRIP - 4)
        return {
            "bottom": Rect(x, y, w, h - STRIP),
            "top": Rect(x, y + STRIP, w, h - STRIP),
            "left": Rect(x + STRIP, y, w - STRIP, h),
            "right": Rect(x, y, w - STRIP, h),
        }[self.inner]

    @property
    def across(self) -> bool:
        """Laid across (symbol left, words right): a low space beside the middle."""
        return self.inner in ("left", "right") and self.h < 100

    def spots(self, count: int) -> list[tuple[int, int]]:
        """Where ``count`` tokens stand, along the strip."""
        s = self.strip
        if s.w >= s.h:
            return [(s.x + s.w * (2 * n + 1) // (2 * count), s.y + s.h // 2) for n in range(count)]
        return [(s.x + s.w // 2, s.y + s.h * (2 * n + 1) // (2 * count)) for n in range(count)]


@dataclass(frozen=True)
class Layout:
    """The picture (``width`` × ``height`` units, shown at ``px`` CSS px a unit), its 36
    cells, and the boxes of the middle: the decision, the demand, the price cards, the
    bank and a box per player. ``button`` is how tall a button is (a finger's 44 px on
    a touch screen)."""

    kind: str
    width: int
    height: int
    px: float
    cells: tuple[Cell, ...]
    decision: Rect
    demand: Rect
    deck: Rect
    bank: Rect
    players: tuple[Rect, ...]
    button: int

    @property
    def word_px(self) -> float:
        """CSS px of the smallest word (``F`` units)."""
        return round(F * self.px, 1)


def layout_for(space: Space, players: int) -> Layout:
    """The layout for ``space`` with ``players`` at the table."""
    aim = AIM[space.kind]
    narrow = space.width * F / TARGET[space.kind] < WIDE_W  # the wide loop's words too small
    if space.kind == "phone" or (space.stacked and narrow):  # the page scrolls down a tall one
        return _tall(space, players, aim)
    return _wide(space, players, aim)


def _button(space: Space, px: float, least: int) -> int:
    return max(least, -(-TOUCH * 100 // int(px * 100))) if space.coarse else least


def _wide(space: Space, players: int, aim: float) -> Layout:
    # Words as large as the room allows, never under the aim.
    word = max(aim, min(space.width * F / WIDE_W, space.height * F / WIDE_H))
    width = max(WIDE_W, int(space.width * F / word))
    height = max(WIDE_H, int(space.height * F / word))
    px = space.scale(width, height)
    cells = _round_the_edge(width, height)
    x, y = SIDE + GAP, DEPTH + GAP
    w, h = width - 2 * x, height - 2 * y
    row = FIRST_ROW + (h - 520) // 6 if h > 520 else FIRST_ROW
    under = y + row + GAP + BANK + GAP
    each = (w - (players - 1) * GAP) // players
    return Layout(
        kind="wide",
        width=width,
        height=height,
        px=px,
        cells=cells,
        demand=Rect(x, y, 210, row),
        deck=Rect(x + 210 + GAP, y, 120, row),
        decision=Rect(x + 342 + GAP, y, w - 342 - GAP, row),
        bank=Rect(x, y + row + GAP, w, BANK),
        players=tuple(
            Rect(x + n * (each + GAP), under, each, y + h - under) for n in range(players)
        ),
        button=_button(space, px, 56),
    )


def _round_the_edge(width: int, height: int) -> tuple[Cell, ...]:
    """The wide loop's cells clockwise from corner 1 at the top left: 8 spaces a side
    between the corners, the tokens on their inner edges."""
    top, side = width - 2 * SIDE, height - 2 * DEPTH
    along = [(SIDE + top * n // 8, top * (n + 1) // 8 - top * n // 8) for n in range(8)]
    down = [(DEPTH + side * n // 8, side * (n + 1) // 8 - side * n // 8) for n in range(8)]
    right, bottom = width - SIDE, height - DEPTH
    return (
        Cell(0, 0, SIDE, DEPTH, "bottom", True),
        *(Cell(x, 0, w, DEPTH, "bottom") for x, w in along),
        Cell(right, 0, SIDE, DEPTH, "bottom", True),
        *(Cell(right, y, SIDE, h, "left") for y, h in down),
        Cell(right, bottom, SIDE, DEPTH, "top", True),
        *(Cell(width - x - w, bottom, w, DEPTH, "top") for x, w in along),
        Cell(0, bottom, SIDE, DEPTH, "top", True),
        *(Cell(0, height - y - h, SIDE, h, "right") for y, h in down),
    )


def _tall(space: Space, players: int, aim: float) -> Layout:
    width = max(TALL_W, int(space.width * F / aim))
    px = space.width / width
    button = _button(space, px, 60)
    side = width * 27 // 100
    middle = width - 2 * side
    half = middle // 2
    # The middle, one part under another: its height sets the rows'.
    inner_w = middle - 2 * GAP
    decision_h = 200 + button
    parts_h = decision_h + GAP + DEMAND_H + GAP + DECK_H + GAP + BANK_H + players * (PLAYER_H + GAP)
    rows = [TALL_CORNER if n in (5, 8) else TALL_ROW for n in range(14)]
    extra = max(0, parts_h + 2 * GAP - sum(rows))
    rows = [r + extra * (n + 1) // 14 - extra * n // 14 for n, r in enumerate(rows)]
    tops = [TALL_CORNER + sum(rows[:n]) for n in range(14)]
    height = TALL_CORNER + sum(rows) + TALL_CORNER
    bottom = height - TALL_CORNER
    across = [(0, side), (side, half), (side + half, middle - half), (side + middle, side)]
    cells: list[Cell] = [
        Cell(x, 0, w, TALL_CORNER, "bottom", n == 0) for n, (x, w) in enumerate(across)
    ]
    # spaces 4..17 down the right, 18..21 along the bottom, 22..35 up the left
    cells += [Cell(width - side, tops[n], side, rows[n], "left", n == 5) for n in range(14)]
    cells += [
        Cell(x, bottom, w, TALL_CORNER, "top", n == 0) for n, (x, w) in enumerate(reversed(across))
    ]
    cells += [Cell(0, tops[n], side, rows[n], "right", n == 8) for n in reversed(range(14))]
    x, y = side + GAP, TALL_CORNER + GAP
    y2 = y + decision_h + GAP
    y3 = y2 + DEMAND_H + GAP + DECK_H + GAP
    y4 = y3 + BANK_H + GAP
    return Layout(
        kind="tall",
        width=width,
        height=height,
        px=px,
        cells=tuple(cells),
        decision=Rect(x, y, inner_w, decision_h),
        demand=Rect(x, y2, inner_w, DEMAND_H),
        deck=Rect(x, y2 + DEMAND_H + GAP, inner_w, DECK_H),
        bank=Rect(x, y3, inner_w, BANK_H),
        players=tuple(
            Rect(x, y4 + n * (PLAYER_H + GAP), inner_w, PLAYER_H) for n in range(players)
        ),
        button=button,
    )
