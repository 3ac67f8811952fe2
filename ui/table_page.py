"""A table on the screen: draws it, plays the clicks, runs the bots, saves.

One ``TablePage`` per shown table (``#game=`` or ``#play=``); the app closes it when
the address changes, which stops its bots. Every applied action is saved at once
(local games only) and bumps ``#board[data-moves]``.

A repaint (``update``) works out one frame (``ui.frame``: who is to act, whose
secrets are shown, what can be played), draws every part from it (``ui.table_view``)
and sets what changed (``ui.paint``). A click's ``data-action`` is a ``ui:`` verb,
carried out by this page's table of verbs (``ui.verbs``), or a game action, matched
to a legal action by its text (``by_text``): the shell never reads an action's text
itself. Keys come from the app's one router (``ui.keys.at_table``).

Choosing what to put down before choosing a square stays on the screen: the game
screen's own verbs (``GameScreen.verbs``: the piece chosen, ``ui:pick N``, and Cable
Car's tile turned, ``ui:turn ±1``, carried out by its ``choose``); the rules see only
the finished action. A decision put
together over several clicks (``ui:add T`` / ``ui:drop T`` / ``ui:clear``: Food
Tycoon's ingredients to take, lots in auction order) is kept in
``TableScreen.choice`` until the game's button carrying the finished action is
clicked. ``ui:fill ID WORDS`` plays "WORDS <the value of input #ID>" (an amount
typed in), after the browser's own check of the input.

The bots play through ``ui.bot_loop``, the coach through ``ui.coaching``; links in and
out (sharing, turn links, a shared game stepped through) through ``ui.sharing``.
"""

from __future__ import annotations

import asyncio
import time
from functools import partial

from js import document, window
from pyodide.ffi import create_once_callable

from pygames.core.actions import by_text
from pygames.core.errors import IllegalAction
from pygames.core.screen import load_screen
from ui import board_keys, feedback, keys, table_view, zoom
from ui.announce import Announcer
from ui.bot_loop import BotLoop, pause, spawn, think
from ui.browser import (
    board_space,
    box_of,
    data_of,
    decision_bar,
    found,
    now_ms,
    small_targets,
    space_text,
    touch_screen,
)
from ui.coaching import Coaching
from ui.frame import Moment, frame
from ui.i18n import t
from ui.paint import Painter
from ui.session import Table, UndoRefused
from ui.sharing import Sharing
from ui.storage import Saves, StorageError
from ui.table_view import TableScreen
from ui.verbs import Verbs, done, is_verb


class TablePage:
    on_key = keys.at_table  # a key at this table, from the app's router

    def __init__(
        self,
        root,
        saves: Saves,
        table: Table,
        *,
        save_id: str = "",
        shared=None,
        bot_delay: float = 0.4,
        on_error=None,
    ) -> None:
        self.root = root
        self.saves = saves
        self.table = table
        self.save_id = save_id
        self.shared = shared  # the whole record of a #play= link, else None
        self.bot_delay = bot_delay
        self.on_error = on_error  # called with an unexpected exception
        mode = "shared" if shared is not None else "local"
        self.screen = TableScreen(mode=mode, total_moves=len(shared.actions) if shared else 0)
        self.closed = False
        self.game_screen = load_screen(table.record.game)
        self.keys = self.game_screen.keys  # keys that stand for a button of this game
        self.touch = touch_screen()
        self.screen.can_share = bool(getattr(window.navigator, "share", None))
        self.painter = Painter()
        self.roving = board_keys.Roving()  # the board's one Tab stop (keyboard play)
        self.announcer = Announcer()  # what #announce said (screen readers)
        self.bots = BotLoop(on_error)  # stopped by undo and close
        self.coach = Coaching(self)
        self.tutor = None  # a tutorial's (``ui.lesson.Tutor``), on a ``#learn=`` table
        self.links = Sharing(self)
        # Feedback where the eyes are (``ui.feedback``): what was last pressed (a
        # ``feedback.Box``, None: nothing known), whether a person acted since the last
        # repaint (a refusal then shows again), the refusal on show and its count.
        self.anchor = None
        self.acted = False
        self.error_shown = ""
        self.toasts = 0
        self.notice_shown = ""  # the notice on show (a toast at the window's top) and
        self.notices = 0  # its count
        self.refitting = False
        self.zoom = zoom.STEPS[0]  # the board's picture over its box's width (``ui.zoom``)
        self.verbs = Verbs(
            {
                "ui:reveal": self.reveal,
                "ui:undo": lambda arg: self.undo(),
                "ui:share": lambda arg: self.links.share(),
                "ui:share-close": lambda arg: self.close_share(),
                "ui:zoom": self.set_zoom,
                "ui:pan": self.pan,
                "ui:copy-turn": lambda arg: self.links.copy_turn_link(send=False),
                "ui:send-turn": lambda arg: self.links.copy_turn_link(send=True),
                "ui:replay": self.links.replay_to,
                "ui:continue": lambda arg: self.links.continue_locally(),
                "ui:add": partial(self.build, "ui:add"),
                "ui:drop": partial(self.build, "ui:drop"),
                "ui:clear": partial(self.build, "ui:clear"),
                "ui:fill": self.fill,
                "ui:hint": lambda arg: self.coach.ask(),
                "ui:go-on": lambda arg: self.go_on(),
                "ui:lesson-next": lambda arg: self.tutor and self.tutor.next(),
                # The game screen's own (the piece to put down, and its turn).
                **{verb: partial(self.choose, verb) for verb in self.game_screen.verbs},
            }
        )

    def open(self) -> None:
        self.root.innerHTML = table_view.skeleton(self.table.record.game, self.screen.mode)
        self.painter.clear()
        self.put_decision()
        self.screen.space = board_space()
        self.announcer = Announcer()  # a new page (or language) starts quiet
        self.update()
        self.kick_bots()

    def put_decision(self) -> None:
        """Before the first board: the decision's panel in its box, so the room measured
        for the board is what the bar leaves (the board is not drawn twice on opening)."""
        markup = table_view.panel(frame(Moment(self.table), self.screen, settle=True))
        self.painter.put("panel", markup)
        bar = document.getElementById("decision")
        if found(bar):
            bar.hidden = not markup

    def redraw(self) -> None:
        """The whole screen again in the language now chosen: the log is told again
        from the events kept (no replay); a refusal or notice on show is dropped (it was
        in the old language, and says nothing about the next move)."""
        self.table.retell()
        self.screen.error = self.screen.notice = ""
        self.open()

    def close(self) -> None:
        self.closed = True
        self.bots.stop()
        document.documentElement.style.removeProperty("--bar-h")

    def on_resize(self) -> None:
        """The window changed (a phone turned, a window resized): the board is laid out
        again for its new room, when that changed."""
        self.refit()

    def schedule(self, coro) -> None:
        spawn(coro, self.on_error)

    # -- drawing -----------------------------------------------------------------------
    def update(self) -> None:
        """Refresh every part of the table screen from one frame of the table."""
        if self.closed:
            return
        moment = Moment(self.table)  # held still while it is drawn
        shown = frame(moment, self.screen, settle=True)
        self.links.make_turn_link(shown.away)
        focused = document.activeElement
        had_focus = found(focused) and self.root.contains(focused)
        kept_open = self.painter.opened(self.root)
        for element_id, markup in table_view.parts(moment, self.screen).items():
            element = self.painter.put(element_id, markup)
            if element is not None and element_id in ("result", "share", "turn"):
                element.hidden = not markup
        self.painter.reopen(self.root, kept_open)
        board = document.getElementById("board")
        if found(board):
            board.dataset.moves = str(self.table.moves)
            # Whose secrets the page holds ("" none): what the privacy tests watch.
            board.dataset.secrets = "" if shown.secrets is None else str(shown.secrets)
            self.painter.set_board_ratio(board)
            # The room the board was laid out for (read by the screen tests).
            board.dataset.space = space_text(self.screen.space)
        self.coach.show(shown)
        if self.tutor is not None:
            self.tutor.show(shown)
        self.list_small_places()
        self.show_decision()
        self.apply_zoom()
        self.show_more()
        self.show_error()
        self.show_notice()
        self.show_share()
        if had_focus:
            self.roving.restore(self.root, document, focused)
        self.roving.rove(self.root, document)
        self.announce(moment)
        self.acted = False
        self.refit()
        if self.tutor is not None:
            self.tutor.settle()

    # -- feedback where the eyes are ---------------------------------------------------------
    def show_decision(self) -> None:
        """The decision's box shows when any of its parts does; on a narrow page it is a
        bar at the window's bottom, whose height the page's end keeps free (``--bar-h``),
        beside the board a box that ends at the window's bottom (``--decision-h``)."""
        bar = document.getElementById("decision")
        if not found(bar):
            return
        shown = self.painter.shown
        bar.hidden = not any(shown.get(part) for part in ("panel", "turn")) and self.tutor is None
        fixed = not bar.hidden and str(window.getComputedStyle(bar).position) == "fixed"
        height = f"{int(bar.offsetHeight)}px" if fixed else "0px"
        document.documentElement.style.setProperty("--bar-h", height)
        if not fixed and not bar.hidden:  # beside the board: down to the window's bottom
            top = float(bar.getBoundingClientRect().top) + float(window.scrollY)
            room = max(240, int(float(window.innerHeight) - top - 8))
            bar.style.setProperty("--decision-h", f"{room}px")

    def refit(self) -> None:
        """The board laid out again when its room changed since it was drawn (the
        decision's bar grew or shrank by a step, the page's top moved): once a repaint."""
        if self.refitting or self.closed:
            return
        space = board_space()
        if space == self.screen.space:
            return
        self.refitting = True
        try:
            self.screen.space = space
            self.painter.board_ratio = ""
            self.update()
        finally:
            self.refitting = False

    def place(self, element, anchor) -> None:
        """Put the fixed box ``element`` near ``anchor`` (``ui.feedback.near``)."""
        left, top = feedback.near(
            anchor,
            (float(element.offsetWidth), float(element.offsetHeight)),
            (float(document.documentElement.clientWidth), float(window.innerHeight)),
            bar=decision_bar(),
        )
        element.style.left, element.style.top = f"{left}px", f"{top}px"

    def show_error(self) -> None:
        """A refusal shows near what was pressed, over the table (the board never
        moves for it), until the next action, a click elsewhere or eight seconds; a
        repaint nobody asked for (a bot's move) does not bring it back."""
        line = document.getElementById("error")
        if not found(line):
            return
        text = self.screen.error
        if not text:
            line.hidden, line.textContent, self.error_shown = True, "", ""
            return
        if text == self.error_shown and not self.acted:
            return
        self.error_shown = text
        line.textContent = text
        line.hidden = False
        self.place(line, self.anchor)
        self.toasts += 1
        shown = self.toasts
        window.setTimeout(create_once_callable(lambda: self.hide_error(shown)), 8000)

    def hide_error(self, shown: int | None = None) -> None:
        """Take the refusal away (``shown``: only if it is still that one, on this page:
        a closed page's timer leaves the next page's refusal alone)."""
        line = document.getElementById("error")
        if self.closed and shown is not None:
            return
        if found(line) and (shown is None or shown == self.toasts):
            line.hidden = True

    def show_notice(self) -> None:
        """A notice (saving failed, a turn link's arrival) shows as a toast at the
        window's top, over the table (the board never moves for it), still said by its
        ``role=status``; for twelve seconds, and again when it changes or after an
        action that brings it again (a save that fails again)."""
        line = document.getElementById("notice")
        if not found(line):
            return
        text = self.screen.notice
        if not text:
            line.hidden, line.textContent, self.notice_shown = True, "", ""
            return
        if text == self.notice_shown and not self.acted:
            return
        self.notice_shown = text
        line.textContent = text
        line.hidden = False
        left, top = feedback.at_top(
            (float(line.offsetWidth), float(line.offsetHeight)),
            (float(document.documentElement.clientWidth), float(window.innerHeight)),
        )
        line.style.left, line.style.top = f"{left}px", f"{top}px"
        self.notices += 1
        shown = self.notices
        window.setTimeout(create_once_callable(lambda: self.hide_notice(shown)), 12000)

    def hide_notice(self, shown: int) -> None:
        """Take the notice away (only if it is still that one, on this page)."""
        line = document.getElementById("notice")
        if found(line) and shown == self.notices and not self.closed:
            line.hidden = True

    def show_share(self) -> None:
        """The share box (the link, its QR code) shows under the Share button."""
        box = document.getElementById("share")
        if found(box) and self.screen.share_link:
            button = self.root.querySelector('[data-action="ui:share"]')
            self.place(box, box_of(button) if found(button) else self.anchor)

    # -- zoom and pan (``ui.zoom``) -----------------------------------------------------------
    def set_zoom(self, how: str) -> None:
        """``ui:zoom in|out|fit``: the picture grows or shrinks in its box, around the
        middle of what the box shows."""
        board = document.getElementById("board")
        before, self.zoom = self.zoom, zoom.step(self.zoom, how)
        if not found(board) or self.zoom == before:
            return
        across = (board.scrollLeft + board.clientWidth / 2) / max(1, board.scrollWidth)
        down = (board.scrollTop + board.clientHeight / 2) / max(1, board.scrollHeight)
        self.apply_zoom()
        board.scrollLeft = across * board.scrollWidth - board.clientWidth / 2
        board.scrollTop = down * board.scrollHeight - board.clientHeight / 2
        self.show_more()

    def apply_zoom(self) -> None:
        """Set the zoom on the board's box: zoomed, the box keeps the height it had
        whole (at most the window's) and scrolls both ways."""
        board = document.getElementById("board")
        if not found(board):
            return
        if self.zoom == zoom.STEPS[0]:
            if board.hasAttribute("data-zoom"):
                board.removeAttribute("data-zoom")
                board.style.removeProperty("--zoom")
                board.style.removeProperty("height")
            return
        if not board.hasAttribute("data-zoom"):  # never taller than the window
            height = min(float(board.clientHeight), float(window.innerHeight) - 16)
            board.style.height = f"{int(height)}px"
        board.setAttribute("data-zoom", f"{self.zoom:g}")
        board.style.setProperty("--zoom", f"{self.zoom:g}")

    def pan(self, arg: str) -> None:
        """``ui:pan ±1``: the board's box scrolls most of its width that way."""
        board = document.getElementById("board")
        if found(board) and arg in ("1", "-1"):
            board.scrollLeft = board.scrollLeft + int(arg) * board.clientWidth * 0.8
            self.show_more()

    def on_scroll(self, event) -> None:
        """Something scrolled (the app's one listener): the board's box says again which
        way it goes on."""
        target = event.target
        if found(target) and str(getattr(target, "id", "")) == "board":
            self.show_more()

    def show_more(self) -> None:
        """The "more" buttons at the board's sides, where it goes on beyond its box."""
        board = document.getElementById("board")
        if not found(board):
            return
        shown = zoom.sides(
            float(board.scrollLeft), float(board.scrollWidth), float(board.clientWidth)
        )
        tools = self.root.querySelector(".board-tools .zoom")
        below = int(tools.offsetHeight) + 6 if found(tools) else 0
        for side, on in zip(("left", "right"), shown):
            button = self.root.querySelector(f".board-tools .more.{side}")
            if not found(button):
                continue
            button.hidden = not on
            if on:
                left = board.offsetLeft + 6
                if side == "right":
                    left = board.offsetLeft + board.clientWidth - button.offsetWidth - 6
                top = board.offsetTop + 6 + (below if side == "left" else 0)
                button.style.left, button.style.top = f"{int(left)}px", f"{int(top)}px"

    def close_share(self) -> None:
        self.screen.share_link = ""
        self.update()

    def close_more(self, hit=None, target=None) -> bool:
        """Close the title bar's "More" menu when open (``table_view.more_tools``): on
        Escape (no ``hit``), a click outside it, or a choice in it (``target``, its
        button); the focus, if it was in the menu, goes to its summary, where a dialog
        opened from it gives the focus back. True when it was open."""
        menu = self.root.querySelector(".more-tools[open]")
        if not found(menu):
            return False
        inside = found(hit) and menu.contains(hit)
        if inside and not (found(target) and menu.contains(target)):
            return False  # its summary: the menu opens and closes itself
        focused = document.activeElement
        menu.open = False
        if found(focused) and menu.contains(focused) or inside:
            menu.querySelector("summary").focus()
        return True

    def pressed(self, event, target) -> None:
        """A click in the page, before its action (``ui.app``): what was pressed, for
        the feedback to show near it. The refusal on show goes; a click on the board
        that plays nothing says why (``ui.feedback.refusal``)."""
        self.anchor = (
            box_of(target)
            if found(target)
            else feedback.Box(float(event.clientX), float(event.clientY))
        )
        self.hide_error()
        self.close_more(event.target, target)
        if found(target):
            return
        hit = event.target
        board = document.getElementById("board")
        if not (found(hit) and found(board) and board.contains(hit)):
            return
        if str(hit.tagName).lower() in ("svg", "div") or not found(hit.closest("svg")):
            return  # the board's ground, or its box: nothing there
        place = data_of(hit, board)
        self.screen.error = feedback.refusal(frame(Moment(self.table), self.screen), place)
        self.acted = True
        self.update()

    def list_small_places(self) -> None:
        """On a touch screen, the board's places a finger cannot hit (under 44 px:
        Cupcake Empire's on a phone) are offered again as buttons below the panel."""
        if not self.touch:
            return
        markup = table_view.board_moves(small_targets(document.getElementById("board")))
        box = self.painter.put("board-moves", markup)
        if box is not None:
            box.hidden = not markup

    def announce(self, moment) -> None:
        """Say what changed in the polite live region (``ui.announce``), from the
        repaint's moment (its public view asked once)."""
        news = self.announcer.news(moment, self.screen.error)
        region = document.getElementById("announce")
        if news and found(region):
            region.textContent = news

    def cancel(self) -> bool:
        """Escape: drop the decision being put together (the piece chosen and its
        turns, the tokens added); True when there was one."""
        screen = self.screen
        if self.close_more():
            return True
        if screen.share_link:
            self.close_share()
            return True
        if not (screen.choice or screen.pick or screen.turns):
            return False
        screen.clear_choice()
        self.update()
        return True

    def persist(self) -> None:
        if self.save_id:
            here = self.table.here
            try:
                self.saves.write(
                    self.save_id,
                    self.table.record,
                    finished=self.table.is_over(),
                    now_ms=now_ms(),
                    seat=min(here) if here else None,
                )
            except StorageError as exc:
                self.screen.notice = str(exc)  # (the app's own errors speak the language)

    # -- bots ----------------------------------------------------------------------------
    def kick_bots(self) -> None:
        if not self.closed and self.screen.mode == "local" and self.table.bot_to_move() is not None:
            self.bots.start(self.run_bots)

    def held(self) -> bool:
        """The game's screen holds a pause nobody went on from (Cake Master's round just
        scored): the bots wait for the players."""
        if self.tutor is not None and self.tutor.holds():
            return True  # the learner's step (or note) comes first
        name = self.game_screen.pause(self.table.view(None))
        return bool(name) and name != self.screen.went_on

    def go_on(self) -> None:
        """``ui:go-on``: the players go on from the screen's pause; the bots play again.
        In a tutorial only when the script goes on (not while a note explains the pause)."""
        waiting = None if self.tutor is None else self.tutor.waiting()
        if waiting:
            self.screen.error = waiting
            self.update()
            return
        self.screen.went_on = self.game_screen.pause(self.table.view(None))
        self.update()
        self.kick_bots()

    async def run_bots(self, epoch: int) -> None:
        """Bots move one at a time with a pause between (what is left of ``bot_delay``
        after the thinking), until a person is to move; closing the page or an undo
        stops the loop. A person moving meanwhile (where several choose at once, as in
        Cake Master's draft) makes the bot think again from where it stands."""
        bots = self.bots
        while bots.running(epoch) and self.table.bot_to_move() is not None and not self.held():
            started = time.perf_counter()
            turn = self.table.start_bot_turn()

            def current(turn=turn) -> bool:  # the loop goes on, and nobody moved since
                return bots.running(epoch) and turn.moves == self.table.moves

            if not await think(turn, current) and not bots.running(epoch):
                return
            if current() and not await pause(self.bot_delay, started, current):
                if not bots.running(epoch):
                    return
            if not current():
                continue
            self.table.finish_bot_turn(turn)
            self.screen.clear_choice()
            self.persist()
            self.update()

    # -- what the player does -------------------------------------------------------------
    async def act(self, action: str) -> str | None:
        """Carry out a click; returns a fragment to go to, if the app should."""
        self.acted = True
        self.screen.error = ""  # the last refusal is old news: a new one shows anew
        if not is_verb(action):
            self.play(action)
            return None
        return await done(self.verbs.run(action))

    def press(self, action: str) -> None:
        """A key standing for a button: what clicking it does, at once."""
        self.acted = True
        self.screen.error = ""
        focused = document.activeElement
        self.anchor = box_of(focused) if found(focused) else None
        if not is_verb(action):
            self.play(action)
            return
        result = self.verbs.run(action)
        if asyncio.iscoroutine(result):
            self.schedule(result)

    def offers(self, action: str) -> bool:
        """Whether the screen shows an enabled button for ``action`` now."""
        selector = f'[data-action="{window.CSS.escape(action)}"]:not([disabled])'
        return found(self.root.querySelector(selector))

    def choose(self, verb: str, arg: str) -> None:
        """The game screen's own verb: a step of the decision put together on the
        screen (Cable Car's hidden tile chosen or turned); the board then offers that
        choice's squares."""
        chosen = self.game_screen.choose(verb, arg, self.screen.pick, self.screen.turns)
        if chosen is None:
            return
        self.screen.pick, self.screen.turns = chosen
        self.update()

    def build(self, verb: str, token: str) -> None:
        """Put a decision together: ``ui:add T`` adds a token, ``ui:drop T`` takes its
        last copy away, ``ui:clear`` starts again. The game's panel shows what is built
        and offers the finished action once it is legal."""
        choice = self.screen.choice
        if verb == "ui:add" and token and len(choice) < 20:
            choice.append(token)
        elif verb == "ui:drop" and token in choice:
            del choice[len(choice) - 1 - choice[::-1].index(token)]
        elif verb == "ui:clear":
            choice.clear()
        self.update()

    def fill(self, arg: str) -> None:
        """``ui:fill ID WORDS``: play "WORDS <value>" with the value typed in input #ID.
        A value the input refuses (out of its min/max, not a number) is shown there by
        the browser, in the browser's language, and nothing is played."""
        input_id, _, words = arg.partition(" ")
        element = document.getElementById(input_id) if input_id else None
        if not words or not found(element):
            return
        if not element.checkValidity():
            element.reportValidity()
            return
        self.play(f"{words} {str(element.value).strip()}")

    def reveal(self, arg: str) -> None:
        """``ui:reveal N``: seat N says it is at the screen."""
        if table_view.reveal(self.table, self.screen, arg):
            self.update()

    def play(self, text: str) -> None:
        table, screen = self.table, self.screen
        seat = table.human_to_move()
        if screen.mode != "local":
            screen.error = t("error.shared")
        elif seat is None:
            screen.error = t("error.not_your_turn") if not table.is_over() else t("error.game_over")
        elif table_view.is_screened(table, screen):
            screen.error = t("error.show_tile_first", name=table.name(seat))
        else:
            # A text that is no legal action goes to the rules as text: they say why not.
            action = by_text(table.legal_actions(seat)).get(text, text)
            # A legal move a tutorial's step does not teach: the step says why not.
            taught = None if self.tutor is None or action is text else self.tutor.refusal(text)
            if taught:
                screen.error = taught
            else:
                self.apply(seat, action)
        self.update()
        self.kick_bots()

    def apply(self, seat: int, action) -> None:
        """Play a person's move; the rules' refusal shows, changing nothing."""
        screen = self.screen
        try:
            self.table.apply(seat, action)
        except IllegalAction as exc:
            screen.error = exc.render()
        else:
            screen.error = ""
            screen.share_link = ""
            screen.clear_choice()
            self.persist()

    def undo(self) -> None:
        table = self.table
        seat = table.undo_seat()
        if self.tutor is not None:
            self.screen.error = t("lesson.no_undo")
        elif self.screen.mode != "local" or seat is None:
            self.screen.error = t("error.nothing_to_undo")
        else:
            try:
                table.undo(seat)
            except UndoRefused as exc:
                self.screen.error = str(exc)
            else:
                self.bots.stop()  # a bot loop still running belongs to the old line
                self.screen.clear_choice()
                self.screen.error = ""
                self.screen.share_link = ""
                # Who pressed Undo is not known: the seat whose turn it is again sees
                # its secrets only once it says it is at the screen (ui.frame's settle).
                self.persist()
        self.update()
        self.kick_bots()
