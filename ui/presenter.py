"""Presenter mode on the screen: a record stepped, scrubbed and played for a room.

One ``PresenterPage`` per ``#present=`` address; the app closes it when the address
changes, which stops its autoplay. Clicks come through the app's delegated listener
(``act``, this page's table of verbs: ``ui:present-…``); the keys (← → Home End,
Space) through the app's one key router (``ui.keys.at_presenter``); the scrubber and
the speed through the app's ``input``/``change`` listeners (``on_input``).

``#board[data-moves]`` is the move shown, ``#board[data-step-ms]`` the time the last
jump took to reach its position (without drawing it), for the figures. The parts are
set as at the table (``ui.paint``).

Autoplay steps the record forward every ``presenter_view.step_seconds(speed)``, the
speed chosen whatever ``?botdelay`` says; at the end of a record whose next seat is a
bot, the bots play on live, thinking in slices as at the table (``ui.bot_loop``),
until the game ends. A step away from the end pauses live play (the banner says so)
and a return to the end (End, →, the scrubber) lets it go on.

Two windows: "Open the projector window" opens this presentation at ``&wall=<name>``
in a window of its own (dragged onto the projector). That window shows the board,
the announcement and the players, no timeline, and follows this one through the
``BroadcastChannel`` ``<name>`` (same origin, offline): this page sends its state
after every change (``presenter_view.state_message``: the move, the choices, the moves
bots played live), the projector window shows it (``presenter_view.follow``) and sends
back what is pressed on it (a key, a player picked) for this page to do.
"""

from __future__ import annotations

import json
import time

from js import document, window
from pyodide.ffi import create_proxy

from ui import keys, presenter_view
from ui.bot_loop import BotLoop, pause, think
from ui.browser import board_space, found, page_link, random_words, space_text
from ui.links import present_fragment
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
        wall: str = "",
    ) -> None:
        self.root = root
        self.timeline = timeline
        self.table = timeline.table  # the app's help dialog reads the game from it
        self.leave = leave
        self.screen = PresenterScreen(all_hands=all_hands, wall=wall)
        self.autoplay = autoplay
        self.on_error = on_error
        self.base = timeline.total  # the record's moves when opened (the rest are sent on)
        self.channel = None  # the BroadcastChannel between the two windows
        self.heard = False  # the projector window: the presenter's window has spoken
        self._on_message = None
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
                "ui:present-window": lambda arg: self.open_window(),
            }
        )

    @property
    def on_wall(self) -> bool:
        """This is the projector window, following another."""
        return bool(self.screen.wall) and not self.screen.opened_wall

    def open(self) -> None:
        document.documentElement.dataset.screen = "present"
        self.root.innerHTML = presenter_view.skeleton(
            self.timeline.record.game, self.leave, self.screen.speed, wall=self.on_wall
        )
        self.painter.clear()
        if self.on_wall and self.channel is None:
            self.listen(self.screen.wall)
            self.send({"kind": "hello"})
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
        if self.screen.opened_wall:
            self.send({"kind": "bye"})  # the projector window goes on by itself
        self.closed = True
        self.bots.stop()
        document.documentElement.removeAttribute("data-screen")
        if self.channel is not None:
            self.channel.close()
            self.channel = None

    # -- two windows ------------------------------------------------------------------------
    def listen(self, name: str) -> None:
        self.channel = window.BroadcastChannel.new(f"pygames-present-{name}")
        if self._on_message is None:
            self._on_message = create_proxy(self.on_message)
        self.channel.onmessage = self._on_message

    def send(self, message: dict) -> None:
        if self.channel is not None and not self.closed:
            self.channel.postMessage(json.dumps(message))

    def open_window(self) -> None:
        """The projector window: this presentation in a window of its own, stepped
        from this one."""
        if not self.screen.opened_wall:
            self.screen.wall = "".join(f"{n:08x}" for n in random_words(2))
            self.screen.opened_wall = True
            self.listen(self.screen.wall)
        fragment = present_fragment(
            self.timeline.table.share_text(),
            at=self.timeline.at,
            all_hands=self.screen.all_hands,
            wall=self.screen.wall,
        )
        search = str(window.location.search)
        link = page_link(fragment).replace("#", f"{search}#", 1) if search else page_link(fragment)
        opened = window.open(link, f"pygames-wall-{self.screen.wall}", "popup")
        self.screen.blocked = not found(opened)  # pop-ups blocked: the note says so
        self.update()

    def on_message(self, event) -> None:
        try:
            message = json.loads(str(event.data))
            if not isinstance(message, dict) or self.closed:
                return
            kind = message.get("kind")
            if self.on_wall and kind == "state":
                self.heard = True
                if presenter_view.follow(self.timeline, self.screen, message):
                    self.update()
            elif self.on_wall and kind == "bye":
                self.heard = False  # its keys are its own again
                self.screen.playing = False
                self.update()
            elif not self.on_wall and kind == "hello":
                self.update()  # sends the state
            elif not self.on_wall and kind == "do":
                self.do(str(message.get("what", "")))
        except Exception as exc:  # a bug: shown on the page rather than lost
            if self.on_error:
                self.on_error(exc)

    def do(self, what: str) -> None:
        """What was pressed on the projector window, done here."""
        verb, _, arg = what.partition(" ")
        if verb == "key" and arg in ("back", "next", "start", "end", "play"):
            self.key(arg)
        elif verb == "why":
            self.why(arg)
        elif verb == "go":
            self.go_to(arg)

    def forward(self, what: str) -> bool:
        """On the projector window, once the presenter's has spoken: send it ``what``
        to do (True); else it is done here."""
        if self.on_wall and self.heard:
            self.send({"kind": "do", "what": what})
            return True
        return False

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
            self.painter.board_ratio = ""  # the box takes each picture's own shape
            self.painter.set_board_ratio(board)
            # The room the board was laid out for (read by the screen tests).
            board.dataset.space = space_text(self.screen.space)
        say = document.getElementById("present-say")
        if found(say):
            say.className = f"announce {presenter_view.announce_size(str(say.textContent))}"
        if self.screen.opened_wall:
            self.send(presenter_view.state_message(timeline, self.screen, self.base))
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
            self.update()

    def key(self, key: str) -> None:
        if self.forward(f"key {key}"):
            return
        at, total = self.timeline.at, self.timeline.total
        if key == "play":
            self.toggle_play()
        else:
            self.go({"back": at - 1, "next": at + 1, "start": 0, "end": total}[key])

    def go_to(self, arg: str) -> None:
        if arg.isdigit() and not self.forward(f"go {arg}"):
            self.go(int(arg))

    def why(self, arg: str) -> None:
        """Explain a player's score, or stop explaining it (pressed again)."""
        if arg.isdigit() and not self.forward(f"why {arg}"):
            seat = int(arg)
            self.screen.why = None if self.screen.why == seat else seat
            self.update()

    def toggle_hands(self) -> None:
        if presenter_view.can_show_hands(self.timeline):
            self.screen.all_hands = not self.screen.all_hands
            self.update()

    def go(self, n: int) -> None:
        """Show the position after move ``n``; a step by hand pauses the autoplay, and
        live play goes on once the cursor is back at the end."""
        screen, timeline = self.screen, self.timeline
        if screen.playing:
            live = screen.live
            self.pause()
            screen.resume = live
        started = time.perf_counter()
        timeline.go(n)
        # How long reaching the position took, apart from drawing it (benchmark figures).
        self.step_ms = (time.perf_counter() - started) * 1000
        if screen.resume and timeline.at == timeline.total and timeline.play_on():
            self.toggle_play()  # back at the end: the bots go on
            return
        self.update()

    def pause(self) -> None:
        self.screen.playing = False
        self.screen.resume = False
        self.bots.stop()

    def toggle_play(self) -> None:
        if self.screen.playing:
            self.pause()
        elif self.timeline.at < self.timeline.total or self.timeline.play_on():
            self.screen.playing = True
            self.screen.resume = False
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
                if not self.screen.live:
                    self.screen.live = True
                    self.update()  # the banner: playing live
                if not await think(turn, going_on):
                    return
            pace = presenter_view.step_seconds(self.screen.speed)
            if not await pause(pace, started, going_on):
                return
            if timeline.at >= timeline.total:
                if timeline.at != timeline.total:
                    return
                timeline.table.finish_bot_turn(turn)
            timeline.go(timeline.at + 1)
            self.update()
        self.screen.playing = False
        self.update()
