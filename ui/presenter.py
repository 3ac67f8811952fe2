"""Presenter mode on the screen: a record stepped, scrubbed and played for a room.

One ``PresenterPage`` per ``#present=`` address; the app closes it when the address
changes, which stops its autoplay. Clicks come through the app's delegated listener
(``act``, this page's table of verbs: ``ui:present-…``); the keys (← → Home End,
Space) through the app's one key router (``ui.keys.at_presenter``); the scrubber and
the speed through the app's ``input``/``change`` listeners (``on_input``).

``#board[data-moves]`` is the move shown, ``#board[data-step-ms]`` the time the last
jump took to reach its position (without drawing it), for the figures. The parts are
set as at the table (``ui.paint``).

Autoplay steps the record forward every ``presenter_view.step_seconds(speed)`` (at
once with ``?botdelay=0``, for tests); at the end of a record whose next seat is a
bot, the bots play on live, thinking in slices as at the table (``ui.bot_loop``),
until the game ends.
"""

from __future__ import annotations

import time

from js import document, window

from ui import keys, presenter_view
from ui.bot_loop import BotLoop, pause, think
from ui.browser import board_space, found, space_text
from ui.paint import Painter
from ui.presenter_view import PresenterScreen
from ui.timeline import Timeline
from ui.verbs import Verbs


class PresenterPage:
    on_key = keys.at_presenter  # a key in presenter mode, from the app's router

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
        self.closed = False
        self.painter = Painter()  # the board set layer by layer, its first shape kept
        self.bots = BotLoop(on_error)  # the autoplay, bots playing on included
        self.step_ms = 0.0
        self.verbs = Verbs(
            {
                "ui:present-go": self.go_to,
                "ui:present-play": lambda arg: self.toggle_play(),
                "ui:present-why": self.why,
                "ui:present-hands": lambda arg: self.toggle_hands(),
            }
        )

    def open(self) -> None:
        self.root.innerHTML = presenter_view.skeleton(
            self.timeline.record.game, self.leave, self.screen.speed
        )
        self.painter.clear()
        self.screen.space = board_space(presenting=True)
        self.update()
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
        self.bots.stop()

    def on_resize(self) -> None:
        """The window changed: the board laid out again for its new room."""
        space = board_space(presenting=True)
        if space != self.screen.space:
            self.screen.space = space
            self.painter.board_ratio = ""
            self.update()

    # -- drawing ----------------------------------------------------------------------------
    def update(self) -> None:
        if self.closed:
            return
        focused = document.activeElement
        had_focus = ""
        if found(focused) and self.root.contains(focused) and focused.hasAttribute("data-action"):
            had_focus = str(focused.getAttribute("data-action"))
        for element_id, markup in presenter_view.parts(self.timeline, self.screen).items():
            self.painter.put(element_id, markup, text=element_id == "present-marks")
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
            self.painter.set_board_ratio(board)
            # The room the board was laid out for (read by the screen tests).
            board.dataset.space = space_text(self.screen.space)
        if had_focus:
            selector = f'[data-action="{window.CSS.escape(had_focus)}"]:not([disabled])'
            again = self.root.querySelector(selector)
            if found(again):
                again.focus()

    # -- what the presenter does -----------------------------------------------------------
    async def act(self, action: str) -> str | None:
        if action in self.verbs:
            self.verbs.run(action)
        return None  # nothing else can be played here: this is not a seat at the table

    def on_input(self, event) -> None:
        """The scrubber moved (a jump), or the speed chosen."""
        target = event.target
        if not found(target):
            return
        if str(target.id) == "present-scrub":
            self.go(int(target.value))
        elif str(target.id) == "present-speed":
            self.screen.speed = str(target.value)

    def key(self, key: str) -> None:
        at, total = self.timeline.at, self.timeline.total
        if key == "play":
            self.toggle_play()
        else:
            self.go({"back": at - 1, "next": at + 1, "start": 0, "end": total}[key])

    def go_to(self, arg: str) -> None:
        if arg.isdigit():
            self.go(int(arg))

    def why(self, arg: str) -> None:
        """Explain a player's score, or stop explaining it (pressed again)."""
        if arg.isdigit():
            seat = int(arg)
            self.screen.why = None if self.screen.why == seat else seat
            self.update()

    def toggle_hands(self) -> None:
        if presenter_view.can_show_hands(self.timeline):
            self.screen.all_hands = not self.screen.all_hands
            self.update()

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
        self.bots.stop()

    def toggle_play(self) -> None:
        if self.screen.playing:
            self.pause()
        elif self.timeline.at < self.timeline.total or self.timeline.play_on():
            self.screen.playing = True
            self.bots.stop()
            self.bots.start(self.play)
        self.update()

    async def play(self, epoch: int) -> None:
        """One move each step until the end (or a pause, or the page closed); bots
        then play on live when one is to move."""
        timeline, bots = self.timeline, self.bots

        def going_on() -> bool:
            return bots.running(epoch)

        while going_on():
            started = time.perf_counter()
            if timeline.at >= timeline.total:
                turn = timeline.table.start_bot_turn()
                if turn is None:
                    break
                if not await think(turn, going_on):
                    return
            pace = 0 if self.fast else presenter_view.step_seconds(self.screen.speed)
            if not await pause(pace, started, going_on):
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
