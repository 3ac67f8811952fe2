"""Where the table's feedback goes, and what a click that plays nothing says (pure).

The current decision's bar (``#decision``, a bar at the window's bottom on a narrow
page) takes room from the board: ``bar_room`` is how much, in steps, so the board is
laid out again only when the bar grows or shrinks by a step. A refusal, the share box
and other feedback show near what was pressed (``near``), inside the window and clear
of the bar; a notice at the window's top (``at_top``). ``refusal`` is the one sentence
a click on the board that plays nothing says (``GameScreen.refusal``, or why nobody
here may play now).

No ``js`` here: tested in CPython (tests/test_feedback.py); ``ui.table_page`` measures
the page and places the elements.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from pygames.core.messages import render
from ui.i18n import t

BAR_MOST = 0.4  # the decision's bar takes at most this share of the window's height
BAR_STEP = 0.1  # and is counted in steps of this share
MARGIN = 8  # px kept between a placed box and the window's edges or its anchor


def bar_room(bar_height: float, window_height: float) -> int:
    """The px the decision's bar takes off the board's room: its height rounded up to
    a step of the window's height, at most ``BAR_MOST`` of it (the bar scrolls inside
    itself beyond that); 0 without a bar."""
    if bar_height <= 0 or window_height <= 0:
        return 0
    step = window_height * BAR_STEP
    steps = min(math.ceil(bar_height / step - 1e-9), round(BAR_MOST / BAR_STEP))
    return int(math.ceil(steps * step))


@dataclass(frozen=True)
class Box:
    """A rectangle in the window's CSS px (``getBoundingClientRect``'s)."""

    left: float
    top: float
    width: float = 0.0
    height: float = 0.0

    @property
    def right(self) -> float:
        return self.left + self.width

    @property
    def bottom(self) -> float:
        return self.top + self.height

    def seen(self, width: float, height: float) -> bool:
        """Whether any of it is inside a window ``width`` × ``height``."""
        return self.bottom > 0 and self.top < height and self.right > 0 and self.left < width


def near(
    anchor: Box | None,
    size: tuple[float, float],
    window: tuple[float, float],
    *,
    bar: float = 0.0,
) -> tuple[int, int]:
    """Where (left, top) a box of ``size`` goes near ``anchor``: under it when it fits
    above the bar (``bar`` px at the window's bottom), else over it, across as the
    anchor is, always inside the window. Without an anchor in sight: centred just
    above the bar."""
    width, height = size
    win_w, win_h = window
    floor = win_h - bar - MARGIN  # the lowest a box may reach
    if anchor is None or not anchor.seen(win_w, win_h - bar):
        left = (win_w - width) / 2
        top = floor - height
    else:
        left = anchor.left + anchor.width / 2 - width / 2
        below, above = anchor.bottom + MARGIN, anchor.top - MARGIN - height
        if below + height <= floor:
            top = below
        elif above >= MARGIN:
            top = above
        else:
            top = floor - height
    left = max(MARGIN, min(left, win_w - MARGIN - width))
    top = max(MARGIN, min(top, floor - height))
    return int(round(left)), int(round(top))


def at_top(size: tuple[float, float], window: tuple[float, float]) -> tuple[int, int]:
    """Where (left, top) a notice's toast of ``size`` goes: centred across the window,
    just under its top, inside it however wide (the board is never moved for it)."""
    width, _ = size
    win_w, _ = window
    left = max(MARGIN, min((win_w - width) / 2, win_w - MARGIN - width))
    return int(round(left)), MARGIN


def refusal(frame, place: dict[str, str]) -> str:
    """Why a click on the board at ``place`` (the data attributes of what was clicked,
    the nearest first) plays nothing, in one sentence: a shared game, nobody here to
    move, the hot-seat's cover still on, else the game screen's reason
    (``GameScreen.refusal``)."""
    table, seat = frame.table, frame.seat
    if frame.screen.mode != "local":
        return t("error.shared")
    if table.is_over():
        return t("error.game_over")
    if seat is None:
        return t("error.not_your_turn")
    if frame.screened:
        return t("error.show_tile_first", name=table.name(seat))
    return render(frame.game_screen.refusal(frame.ctx, place))
