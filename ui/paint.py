"""What a repaint does to the page, the same at the table and in presenter mode.

Each part of the screen (its element by id) is set only when its markup changed, so
the browser keeps the rest as it is (and its focus); a layered board
(``pygames.core.drawing.board.LayeredBoard``) is set layer by layer, a layer that did
not change left alone. The board's box takes the shape of the first board drawn
(``--board-ratio``) and keeps it while the page is open, a language change included.
"""

from __future__ import annotations

from js import document

from pygames.core.drawing.board import LayeredBoard, layer_id
from ui.browser import found


class Painter:
    """The parts of one page as last set, and the board's shape."""

    def __init__(self) -> None:
        self.shown: dict = {}  # each part's markup as last set
        # The board's shape, taken from the first board drawn: a board drawn for
        # another pair of eyes (Cake Master's, with the hand of the person at the
        # screen) keeps its width.
        self.board_ratio = ""

    def clear(self) -> None:
        """A new skeleton: every part is set again."""
        self.shown = {}

    def put(self, element_id: str, markup, *, text: bool = False):
        """Set the element ``element_id`` to ``markup`` (as its text with ``text``)
        unless it holds it already; the element when it was set, else None."""
        if self.shown.get(element_id) == markup:
            return None  # unchanged: the browser keeps it (and its focus) as it is
        element = document.getElementById(element_id)
        if not found(element):
            return None
        if text:
            element.textContent = markup
        elif not self.patch(element, markup, self.shown.get(element_id)):
            element.innerHTML = markup
        self.shown[element_id] = markup
        return element

    def patch(self, container, markup, shown) -> bool:
        """Patch the layered element in ``container`` from ``shown`` to ``markup``,
        layer by layer, a layered layer inside itself; False when it cannot be."""
        if not (isinstance(markup, LayeredBoard) and isinstance(shown, LayeredBoard)):
            return False
        if [name for name, _ in markup.layers] != [name for name, _ in shown.layers]:
            return False
        if markup.frame != shown.frame and not set_frame(container, markup.frame):
            return False
        for (name, inner), (_, was) in zip(markup.layers, shown.layers):
            if inner != was:
                layer = document.getElementById(layer_id(name))
                if not found(layer):
                    return False
                if not self.patch(layer, inner, was):
                    layer.innerHTML = inner
        return True

    @staticmethod
    def say(lines: dict[str, str]) -> None:
        """Each line's text by id (hidden when empty): a refusal, a notice."""
        for element_id, text in lines.items():
            element = document.getElementById(element_id)
            if found(element):
                element.textContent = text
                element.hidden = not text

    @staticmethod
    def opened(root) -> set[str]:
        """The sections a player opened (``<details data-keep="…">``), to keep open
        across the repaint (``reopen``)."""
        return {str(d.dataset.keep) for d in root.querySelectorAll("details[data-keep][open]")}

    @staticmethod
    def reopen(root, kept: set[str]) -> None:
        for details in root.querySelectorAll("details[data-keep]"):
            if str(details.dataset.keep) in kept:
                details.open = True

    def set_board_ratio(self, board) -> None:
        """The board's shape (its viewBox's width over height) as ``--board-ratio``: the
        stylesheet makes the board's box the picture's size, at the height the window
        allows. The first board's shape is kept: a later board of another height keeps
        the box's width and grows or shrinks below it."""
        if not self.board_ratio:
            picture = board.firstElementChild
            box = (
                picture.viewBox.baseVal if found(picture) and hasattr(picture, "viewBox") else None
            )
            if not found(box) or not box.height:
                return
            self.board_ratio = f"{box.width / box.height:.4f}"
        if str(board.style.getPropertyValue("--board-ratio")) != self.board_ratio:
            board.style.setProperty("--board-ratio", self.board_ratio)


def set_frame(element, frame: str) -> bool:
    """Give the element in ``element`` (the board's ``<svg>``, a layer's group) the
    attributes of ``frame``'s (a board whose size changed keeps its layers); the
    browser reads the markup's escapes."""
    live = element.firstElementChild
    # Parsed inside an <svg>, so that a <g> is read as SVG, as on the board.
    scratch = document.createElementNS("http://www.w3.org/2000/svg", "svg")
    scratch.innerHTML = frame
    fresh = scratch.firstElementChild
    if not (found(live) and found(fresh)) or live.tagName != fresh.tagName:
        return False
    for name in [str(attribute.name) for attribute in live.attributes]:
        if not fresh.hasAttribute(name):
            live.removeAttribute(name)
    for attribute in fresh.attributes:
        if live.getAttribute(attribute.name) != attribute.value:
            live.setAttribute(attribute.name, attribute.value)
    return True
