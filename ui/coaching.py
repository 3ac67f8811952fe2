"""The coach at a table: a hint asked for, worked out without freezing the page, shown.

``ui.coach`` works a hint out (the game's strongest bot, its reason in the game's
words); this is its part of the table page (``ui.table_page``): the Hint button asks
(``ask``), the hint is worked out a slice at a time (``ui.bot_loop.think``) while the
page answers and the button says it is thinking, then counted in the record (saved)
and shown after every repaint (``show``); a move or an undo meanwhile drops it.
Asking again at the same position shows the same hint, uncounted.
"""

from __future__ import annotations

from js import Object, document, window
from pyodide.ffi import to_js

from ui import table_view
from ui.bot_loop import think
from ui.browser import found


class Coaching:
    """The coach of one table page (``page``: its table, screen, root, update)."""

    def __init__(self, page) -> None:
        self.page = page
        self.brought = None  # the hint and the step last brought into sight

    def ask(self) -> None:
        """``ui:hint``: the coach's move for the person to act, when they may ask."""
        from ui import coach  # loaded with the first hint, not at start

        page = self.page
        table, screen = page.table, page.screen
        seat = table_view.hint_seat(table, screen)
        if seat is None or table_view.hint_asked(table, screen) is not None:
            return
        screen.hint = coach.start_hint(table, seat)
        page.update()
        page.schedule(self.work_out(screen.hint))

    async def work_out(self, asked) -> None:
        page = self.page

        def still() -> bool:
            return not page.closed and page.screen.hint is asked and asked.fresh(page.table)

        if not await think(asked, still):
            return
        asked.hint()
        page.table.count_hint(asked.seat)
        page.persist()
        page.update()

    def show(self, frame) -> None:
        """After each repaint (``frame``: the repaint's ``ui.frame.Frame``): the hint's
        sentence in the live region beside the prompt (``#hint``), and the element
        carrying its action marked (``data-hinted``, ringed), else the next click
        towards it (the game's ``hint_step``), opened and scrolled into sight
        (``bring_into_sight``); ``#board[data-hint]`` says the action, for the tests."""
        root = self.page.root
        line = document.getElementById("hint")
        status = document.getElementById("status")
        if not found(line) and found(status):
            status.insertAdjacentHTML(
                "afterend", '<p class="coach" id="hint" aria-live="polite"></p>'
            )
            line = document.getElementById("hint")
        for element in root.querySelectorAll("[data-hinted]"):
            element.removeAttribute("data-hinted")
        asked = table_view.hint_asked(frame.table, frame.screen)
        hint = asked.result if asked is not None else None
        board = document.getElementById("board")
        if found(board):
            board.dataset.hint = "" if hint is None else hint.text
        if found(line):
            text = "" if hint is None else str(hint.why)
            if str(line.textContent) != text:  # (kept in place, empty: a live region)
                line.textContent = text
        if hint is None:
            return
        target = self.element_of(hint.text)
        if not found(target):
            step = frame.game_screen.hint_step(frame.ctx, hint.action)
            target = self.element_of(step) if step else None
        if found(target):
            target.setAttribute("data-hinted", "")
            self.bring_into_sight(target, (id(asked), str(target.dataset.action)))

    def bring_into_sight(self, target, key) -> None:
        """The ringed element where the person sees it, once for each hint and each
        step towards it (a repaint after that leaves the page where they put it): the
        sections it sits in opened (a closed ``<details>``), then scrolled into view,
        in the window and in the box it scrolls in (the decision's box beside the
        board, a bar at the bottom of a phone's window), if it is not there already."""
        element = target.parentElement
        while found(element):
            if str(element.tagName).lower() == "details" and not element.open:
                element.open = True
            element = element.parentElement
        if key == self.brought:
            return
        self.brought = key
        if in_sight(target):
            return
        reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches
        options = {"block": "center", "inline": "nearest"}
        options["behavior"] = "auto" if reduced else "smooth"
        target.scrollIntoView(to_js(options, dict_converter=Object.fromEntries))

    def element_of(self, action: str):
        """The element on the board, else in the panel, carrying ``action``."""
        selector = f'[data-action="{window.CSS.escape(action)}"]'
        for part in ("#board", "#panel"):
            element = self.page.root.querySelector(f"{part} {selector}")
            if found(element):
                return element
        return None


RING = 10  # px: room for the ring around the element (ui/style.css, [data-hinted])


def in_sight(element) -> bool:
    """Whether ``element`` and its ring show whole in the window and, inside the
    decision's box (which scrolls in itself), in that box."""
    box = element.getBoundingClientRect()
    top, bottom = 0, window.innerHeight
    holder = element.closest(".decision")
    if found(holder):
        held = holder.getBoundingClientRect()
        top, bottom = max(top, held.top), min(bottom, held.bottom)
    return box.top - RING >= top and box.bottom + RING <= bottom and box.height > 0
