"""Zoom and pan of the board, for a board whose whole view must stay (pure).

A game's screen that says so (``GameScreen.zoomable``, Cable Car's) gets buttons by the
board's box: zoom in, zoom out and fit (``ui:zoom in|out|fit``), for those without a
pinch (a keyboard, a finger that cannot pinch); a pinch is the browser's own and
nothing blocks it. The stylesheet puts them in a row under the board on a narrow page
and shows them beside a side column only to a finger, never over the board's words
(a mouse there has the browser's own zoom). Zoomed, the board's box
keeps its size and the picture grows inside it, scrolled by a finger, the wheel or the
scroll bars. A board wider than its box (zoomed, or drawn wider than a phone) says so
at the side it goes on: a "more" button there scrolls it (``ui:pan ±1``).

The page (``ui.table_page``) keeps the zoom and sets it on ``#board`` after each
repaint; tested in CPython (tests/test_zoom.py).
"""

from __future__ import annotations

from pygames.core.screen import esc
from ui.i18n import t

STEPS = (1.0, 1.5, 2.0, 3.0, 4.0)  # the picture's width over its box's


def step(zoom: float, how: str) -> float:
    """The zoom after ``ui:zoom <how>``: "in" the next step up, "out" the next down,
    "fit" (or anything else) the whole board in its box."""
    if how == "in":
        return next((s for s in STEPS if s > zoom + 1e-9), STEPS[-1])
    if how == "out":
        return next((s for s in reversed(STEPS) if s < zoom - 1e-9), STEPS[0])
    return STEPS[0]


def tools(zoomable: bool) -> str:
    """The buttons on the board's box: zoom (when the game's board is zoomable) and the
    two "more" buttons, shown by the page only while the board goes on that way."""
    zoom = ""
    if zoomable:
        buttons = "".join(
            f'<button type="button" data-action="ui:zoom {how}" aria-label="{esc(t(f"zoom.{how}"))}"'
            f' title="{esc(t(f"zoom.{how}"))}">{esc(mark)}</button>'
            for how, mark in (("in", "+"), ("out", "−"), ("fit", t("zoom.fit_mark")))
        )
        zoom = f'<div class="zoom" role="group" aria-label="{esc(t("zoom.label"))}">{buttons}</div>'
    more = "".join(
        f'<button type="button" class="more {side}" data-action="ui:pan {way}" hidden'
        f' title="{esc(t(f"zoom.more_{side}"))}">{esc(t(f"zoom.more_{side}_mark"))}</button>'
        for side, way in (("left", "-1"), ("right", "1"))
    )
    return zoom + more


def sides(scroll_left: float, scroll_width: float, client_width: float) -> tuple[bool, bool]:
    """Whether the board goes on to the left and to the right of what its box shows."""
    hidden = scroll_width - client_width
    if hidden <= 1:
        return False, False
    return scroll_left > 1, scroll_left < hidden - 1
