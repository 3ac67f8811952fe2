"""Keyboard play on the board: one roving focus over its clickable elements.

The board's focusable elements (what can be played, ``[data-action]``: squares, cards,
the die; and what can be looked at: Cable Car's stations, Cake Master's customers) are
one stop of the Tab order: exactly one has ``tabindex="0"``, the others ``-1``
(``rove``, after every repaint), so Tab goes tools, board, panel. The arrow keys move
the focus to the nearest element in that direction by its box on the screen, whatever
the game's layout; Home and End go to the first and last that can be played, in
reading order. Enter or Space then plays it (``ui.keys``). After a repaint the focus
stays on what it was on (``restore``). Choosing the next element is ``step``, a pure
function of boxes, tested in CPython; the rest only reads and sets the DOM.
"""

from __future__ import annotations

from dataclasses import dataclass

# (The board's own <svg> is not among them: the page focuses it when nothing else is.)
BOARD_ITEMS = "#board svg [data-action], #board svg [tabindex]"
# (dx, dy) of each arrow key, in screen coordinates (y grows downwards).
DIRECTIONS = {
    "ArrowLeft": (-1, 0),
    "ArrowRight": (1, 0),
    "ArrowUp": (0, -1),
    "ArrowDown": (0, 1),
}
KEYS = (*DIRECTIONS, "Home", "End")


@dataclass(frozen=True)
class Box:
    x: float
    y: float
    width: float
    height: float

    @property
    def centre(self) -> tuple[float, float]:
        return self.x + self.width / 2, self.y + self.height / 2


def reading_order(boxes: list[Box]) -> list[int]:
    """Indexes of ``boxes`` row by row (rows of boxes whose centres are within half a
    box of each other), left to right."""

    def row_key(i: int):
        box = boxes[i]
        return (round(box.centre[1] / max(box.height / 2, 1)), box.centre[0])

    return sorted(range(len(boxes)), key=row_key)


def step(
    boxes: list[Box], current: int | None, key: str, playable: list[int] | None = None
) -> int | None:
    """The index of the element the focus moves to from ``boxes[current]`` for
    ``key``, or None when it stays (nothing lies that way). Of the boxes whose centre
    lies ahead, those level with it (overlapping its row, or its column) come first,
    so a grid's arrows keep to the row or the column; the nearest wins, a step aside
    counting twice a step ahead. Home and End, and an arrow from outside the boxes,
    choose among ``playable`` (indexes; None: all)."""
    if not boxes:
        return None
    order = reading_order(boxes)
    ends = [i for i in order if playable is None or i in playable] or order
    if key == "Home":
        return ends[0]
    if key == "End":
        return ends[-1]
    if key not in DIRECTIONS:
        return None
    if current is None or not 0 <= current < len(boxes):
        return ends[0]
    dx, dy = DIRECTIONS[key]
    here = boxes[current]
    cx, cy = here.centre
    best, best_score = None, None
    for i, box in enumerate(boxes):
        if i == current:
            continue
        x, y = box.centre
        ahead = (x - cx) * dx + (y - cy) * dy
        aside = abs((x - cx) * dy) + abs((y - cy) * dx)
        if ahead < 1:  # level with it, or behind
            continue
        score = (not _level(here, box, across_rows=dx != 0), ahead + 2 * aside)
        if best_score is None or score < best_score:
            best, best_score = i, score
    return best


def _level(here: Box, other: Box, *, across_rows: bool) -> bool:
    """Whether ``other`` overlaps ``here``'s row (moving left or right), or its column
    (moving up or down)."""
    if across_rows:
        return other.y < here.y + here.height and here.y < other.y + other.height
    return other.x < here.x + here.width and here.x < other.x + other.width


# -- the page (js) ----------------------------------------------------------------------


class Roving:
    """The board's one Tab stop, kept on the same action across repaints."""

    def __init__(self) -> None:
        self.action = ""  # the board element last focused (its data-action)

    def items(self, root) -> list:
        return [item for item in root.querySelectorAll(BOARD_ITEMS)]

    def rove(self, root, document) -> None:
        """After a repaint: ``tabindex="0"`` on the focused board element, else the
        one last focused, else the first that can be played; ``-1`` on every other."""
        items = self.items(root)
        if not items:
            return
        active = document.activeElement
        keep = next((item for item in items if item.isSameNode(active)), None)
        if keep is not None:
            self.action = _action(keep)
        else:
            playable = [item for item in items if _action(item)] or items
            last = [item for item in playable if self.action and _action(item) == self.action]
            keep = (last or playable)[0]
        for item in items:
            wanted = "0" if item.isSameNode(keep) else "-1"
            if item.getAttribute("tabindex") != wanted:
                item.setAttribute("tabindex", wanted)

    def on_key(self, root, document, event) -> bool:
        """Arrows, Home and End on the board (or on the board's picture): focus the
        element they lead to. True when the key was the board's."""
        from ui.browser import found  # (js: the page only; step is tested in CPython)

        key = str(event.key)
        if key not in KEYS or event.shiftKey:
            return False
        board = document.getElementById("board")
        target = event.target
        if not (found(board) and found(target) and board.contains(target)):
            return False
        # What is on the screen (a part scrolled or folded away has no box).
        items = [item for item in self.items(root) if _box(item.getBoundingClientRect()).width]
        if not items:
            return False
        current = next((i for i, item in enumerate(items) if item.isSameNode(target)), None)
        playable = [i for i, item in enumerate(items) if _action(item)]
        boxes = [_box(item.getBoundingClientRect()) for item in items]
        chosen = step(boxes, current, key, playable)
        event.preventDefault()  # the page does not scroll under the board
        if chosen is not None:
            items[chosen].focus()
            self.rove(root, document)  # the Tab stop goes with the focus
        return True

    def restore(self, root, document, focused) -> None:
        """After a repaint: an element of the table that had the focus and was drawn
        again is gone, so put the focus back on the same action (or element id), else
        on the board's Tab stop, else on the first thing to play, else on the board's
        picture, instead of losing it to the page (a button that is now disabled cannot
        take the focus: a + that reached its limit)."""
        from ui.browser import found

        now = document.activeElement
        if focused.isConnected and found(now) and root.contains(now):
            return  # kept as it was
        escape = document.defaultView.CSS.escape
        wanted = []
        for name, value in (
            ("data-action", focused.getAttribute("data-action")),
            ("id", focused.id),
        ):
            if found(value) and str(value):
                wanted.append(f'[{name}="{escape(str(value))}"]:not([disabled])')
        if self.action:
            wanted.append(f'#board [data-action="{escape(self.action)}"]')
        wanted += [
            "#board [data-action]",
            "#panel [data-action]:not([disabled])",
            "#panel button:not([disabled]), #panel input:not([disabled])",
        ]
        for selector in wanted:
            candidate = root.querySelector(selector)
            if found(candidate):
                candidate.focus()
                return
        picture = root.querySelector("#board > svg")
        if found(picture):
            picture.setAttribute("tabindex", "-1")  # focusable by the page only
            picture.focus()


def _action(element) -> str:
    return str(element.getAttribute("data-action") or "")


def _box(rect) -> Box:
    return Box(float(rect.left), float(rect.top), float(rect.width), float(rect.height))
