"""Presenter mode on the screen: a record stepped, scrubbed and played for a room.

One ``PresenterPage`` per ``#present=`` address; the app closes it when the address
changes, which stops its autoplay (an epoch counter, as at the table). Clicks come
through the app's delegated listener (``act``); the keys (← → Home End, Space) and the
scrubber and speed (``input``/``change``) through one set of document listeners made
once for the page's life (``_Listeners``), passed to the presentation shown.

``#board[data-moves]`` is the move shown, ``#board[data-step-ms]`` the time the last
jump took to reach its position (without drawing it), for the figures.

Autoplay steps the record forward every ``presenter_view.step_seconds(speed)`` (at
once with ``?botdelay=0``, for tests); at the end of a record whose next seat is a
bot, the bots play on live, thinking in slices as at the table, until the game ends.
"""

from __future__ import annotations

import asyncio
import time

from js import document, window
from pyodide.ffi import create_proxy

from ui import presenter_view
from ui.browser import found
from ui.presenter_view import PresenterScreen
from ui.table_page import TablePage
from ui.timeline import Timeline

KEYS = {"ArrowLeft": "back", "ArrowRight": "next", "Home": "start", "End": "end", " ": "play"}


class _Listeners:
    """Keys, the scrubber and the speed select, for the whole life of the page."""

    def __init__(self) -> None:
        self.page = None
        self.proxies = None

    def attach(self, page) -> None:
        self.page = page
        if self.proxies is None:
            self.proxies = {
                "keydown": create_proxy(self.on_key),
                "input": create_proxy(self.on_input),
                "change": create_proxy(self.on_input),
            }
            for kind, proxy in self.proxies.items():
                document.addEventListener(kind, proxy)

    def detach(self, page) -> None:
        if self.page is page:
            self.page = None

    def on_key(self, event) -> None:
        page = self.page
        try:
            if page is None or event.ctrlKey or event.altKey or event.metaKey:
                return
            target = event.target
            tag = str(getattr(target, "tagName", "")).upper() if found(target) else ""
            key = KEYS.get(str(event.key))
            scrubber = tag == "INPUT" and str(target.id) == "present-scrub"
            typing = tag in ("INPUT", "SELECT", "TEXTAREA") and not (scrubber and key == "play")
            if typing or found(document.querySelector("dialog[open]")):
                return  # the scrubber's own arrows, Home and End; a dialog over the page
            if key:
                event.preventDefault()  # Space would also press the focused button
                page.key(key)
        except Exception as exc:
            if page is not None and page.on_error:
                page.on_error(exc)

    def on_input(self, event) -> None:
        page = self.page
        try:
            target = event.target
            if page is None or not found(target):
                return
            if str(target.id) == "present-scrub":
                page.go(int(target.value))
            elif str(target.id) == "present-speed":
                page.screen.speed = str(target.value)
        except Exception as exc:
            if page is not None and page.on_error:
                page.on_error(exc)


_listeners = _Listeners()


class PresenterPage:
    # The board is set layer by layer, and keeps its first shape, as at the table.
    patch = TablePage.patch
    set_frame = staticmethod(TablePage.set_frame)
    set_board_ratio = TablePage.set_board_ratio

    def __init__(
        self,
        root,
        timeline: Timeline,
        *,
        leave: str,
        all_hands: bool = False,
        autoplay: bool = False,
        bot_delay: float = 0.4,
        on_error=None,
    ) -> None:
        self.root = root
        self.timeline = timeline
        self.table = timeline.table  # the app's help dialog reads the game from it
        self.leave = leave
        self.screen = PresenterScreen(all_hands=all_hands)
        self.autoplay = autoplay
        self.fast = bot_delay == 0  # ?botdelay=0: no pause between moves (tests)
        self.on_error = on_error
        self.epoch = 0
        self.closed = False
        self.shown: dict = {}
        self.board_ratio = ""
        self.step_ms = 0.0

    def open(self) -> None:
        self.root.innerHTML = presenter_view.skeleton(
            self.timeline.record.game, self.leave, self.screen.speed
        )
        self.shown = {}
        self.update()
        _listeners.attach(self)
        if self.autoplay:
            self.autoplay = False
            self.toggle_play()

    def redraw(self) -> None:
        """Everything again in the language now chosen (the log told again); an
        autoplay goes on, drawing into the new screen."""
        self.timeline.table.retell()
        self.open()

    def close(self) -> None:
        self.closed = True
        self.epoch += 1
        _listeners.detach(self)

    # -- drawing ----------------------------------------------------------------------------
    def update(self) -> None:
        if self.closed:
            return
        focused = document.activeElement
        had_focus = ""
        if found(focused) and self.root.contains(focused) and focused.hasAttribute("data-action"):
            had_focus = str(focused.getAttribute("data-action"))
        for element_id, markup in presenter_view.parts(self.timeline, self.screen).items():
            if self.shown.get(element_id) == markup:
                continue
            element = document.getElementById(element_id)
            if not found(element):
                continue
            if element_id == "present-marks":
                element.textContent = markup
            elif not self.patch(element, markup, self.shown.get(element_id)):
                element.innerHTML = markup
            self.shown[element_id] = markup
        timeline = self.timeline
        scrub = document.getElementById("present-scrub")
        if found(scrub):
            scrub.max = str(timeline.total)
            if str(scrub.value) != str(timeline.at):
                scrub.value = str(timeline.at)
            scrub.setAttribute(
                "aria-valuetext", presenter_view.at_text(timeline.at, timeline.total)
            )
        board = document.getElementById("board")
        if found(board):
            board.dataset.moves = str(timeline.at)
            board.dataset.stepMs = f"{self.step_ms:.1f}"
            seat = presenter_view.eyes(timeline, self.screen)
            board.dataset.secrets = "" if seat is None else str(seat)
            self.set_board_ratio(board)
        if had_focus:
            selector = f'[data-action="{window.CSS.escape(had_focus)}"]:not([disabled])'
            again = self.root.querySelector(selector)
            if found(again):
                again.focus()

    # -- what the presenter does -----------------------------------------------------------
    async def act(self, action: str) -> str | None:
        verb, _, arg = action.partition(" ")
        if verb == "ui:present-go" and arg.isdigit():
            self.go(int(arg))
        elif verb == "ui:present-play":
            self.toggle_play()
        elif verb == "ui:present-why" and arg.isdigit():
            seat = int(arg)
            self.screen.why = None if self.screen.why == seat else seat
            self.update()
        elif verb == "ui:present-hands" and presenter_view.can_show_hands(self.timeline):
            self.screen.all_hands = not self.screen.all_hands
            self.update()
        return None  # nothing else can be played here: this is not a seat at the table

    def key(self, key: str) -> None:
        at, total = self.timeline.at, self.timeline.total
        if key == "play":
            self.toggle_play()
        else:
            self.go({"back": at - 1, "next": at + 1, "start": 0, "end": total}[key])

    def go(self, n: int) -> None:
        """Show the position after move ``n``; a step by hand pauses the autoplay."""
        if self.screen.playing:
            self.pause()
        started = time.perf_counter()
        self.timeline.go(n)
        # How long reaching the position took, apart from drawing it (benchmark figures).
        self.step_ms = (time.perf_counter() - started) * 1000
        self.update()

    def pause(self) -> None:
        self.screen.playing = False
        self.epoch += 1

    def toggle_play(self) -> None:
        if self.screen.playing:
            self.pause()
        elif self.timeline.at < self.timeline.total or self.timeline.play_on():
            self.screen.playing = True
            self.epoch += 1
            asyncio.ensure_future(self.play(self.epoch))
        self.update()

    async def play(self, epoch: int) -> None:
        """One move each step until the end (or a pause, or the page closed); bots
        then play on live when one is to move."""
        from pygames.core.search import SLICE_SECONDS  # loaded with the first bot

        timeline = self.timeline
        try:
            while epoch == self.epoch:
                started = time.perf_counter()
                if timeline.at >= timeline.total:
                    turn = timeline.table.start_bot_turn()
                    if turn is None:
                        break
                    while not turn.done:
                        turn.run_for(SLICE_SECONDS)
                        await asyncio.sleep(0)
                        if epoch != self.epoch:
                            return
                pace = 0 if self.fast else presenter_view.step_seconds(self.screen.speed)
                await asyncio.sleep(max(0.0, pace - (time.perf_counter() - started)))
                if epoch != self.epoch:
                    return
                if timeline.at >= timeline.total:
                    if timeline.at != timeline.total:
                        return
                    timeline.table.finish_bot_turn(turn)
                    self.screen.live = True
                timeline.go(timeline.at + 1)
                self.update()
            self.screen.playing = False
            self.update()
        except Exception as exc:  # a bug: shown on the page rather than a silent stop
            if self.on_error:
                self.on_error(exc)
