"""A table on the screen: draws it, plays the clicks, runs the bots, saves.

One ``TablePage`` per shown table (``#game=`` or ``#play=``); the app closes it when
the address changes, which stops its bots. Every applied action is saved at once
(local games only) and bumps ``#board[data-moves]``.

Choosing what to put down before choosing a square (``ui:pick N``, ``ui:turn ±1``)
stays on the screen: the rules see only the finished action. Keys are the game's
(``SCREEN.keys``: Cable Car's R turns the tile clockwise, Shift+R back, 1–3 choose a
hidden tile); a key does something only while the screen offers the button it
stands for. A click's ``data-action`` is matched to a legal action by its text
(``by_text``): the shell never reads an action's text itself.

A decision put together over several clicks (``ui:add T`` / ``ui:drop T`` /
``ui:clear``: Food Tycoon's ingredients to take, lots in auction order) is kept in
``TableScreen.choice`` until the game's button carrying the finished action is
clicked. ``ui:fill ID WORDS`` plays "WORDS <the value of input #ID>" (an amount
typed in), after the browser's own check of the input; Enter in an input carrying
``data-enter="<action>"`` does what clicking that action's button does.
"""

from __future__ import annotations

import asyncio
import dataclasses
import time

from js import Object, document, window
from pyodide.ffi import create_proxy, to_js

from pygames.core.actions import by_text
from pygames.core.drawing.board import LayeredBoard, layer_id
from pygames.core.errors import IllegalAction, RecordError
from pygames.core.screen import load_screen
from ui import board_keys, links, relay, table_view
from ui.announce import Announcer
from ui.browser import found, now_ms, page_link, small_targets, touch_screen
from ui.i18n import explain, t
from ui.session import Table, UndoRefused
from ui.storage import Saves, StorageError, remember_link_warning, warned_of_links
from ui.table_view import TableScreen


class _KeyListener:
    """One keydown listener on the document for the page's whole life (a proxy per
    table would pile up), passing keys to the table shown."""

    def __init__(self) -> None:
        self.page = None
        self.proxy = None

    def attach(self, page) -> None:
        self.page = page
        if self.proxy is None:
            self.proxy = create_proxy(self.on_key)
            document.addEventListener("keydown", self.proxy)

    def detach(self, page) -> None:
        if self.page is page:
            self.page = None

    def on_key(self, event) -> None:
        page = self.page
        try:
            if page is None or event.ctrlKey or event.altKey or event.metaKey:
                return
            target = event.target
            in_dialog = found(target) and found(target.closest("dialog"))
            if str(event.key) == "Escape" and not in_dialog and page.cancel():
                event.preventDefault()  # (a dialog's Escape is the dialog's own)
                return
            if page.roving.on_key(page.root, document, event):
                return  # arrows, Home, End on the board
            if found(target) and str(getattr(target, "tagName", "")).upper() in (
                "INPUT",
                "SELECT",
                "TEXTAREA",
            ):
                enter = (
                    str(target.getAttribute("data-enter") or "")
                    if str(event.key) == "Enter"
                    else ""
                )
                if enter and page.offers(enter):
                    event.preventDefault()
                    asyncio.ensure_future(page.act(enter))
                return  # typing, not playing
            action = page.keys.get(str(event.key))
            if action and page.offers(action):
                event.preventDefault()
                page.choose(action)
        except Exception as exc:  # a bug: shown on the page rather than lost
            if page is not None and page.on_error:
                page.on_error(exc)


_keys = _KeyListener()


class TablePage:
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
        self.epoch = 0  # bumped by undo and close: stops a running bot loop
        self.bot_task = None
        self.closed = False
        self.shown: dict[str, str] = {}  # each part's markup as last set
        # The board's shape, taken from the first board drawn and kept while the table
        # is open (a language change included): a board drawn for another pair of eyes
        # (Cake Master's, with the hand of the person at the screen) keeps its width.
        self.board_ratio = ""
        # Keys that stand for a button of this game's screen.
        self.keys = load_screen(table.record.game).keys
        self.turn_link_at = -1  # the move count the turn link was made at
        self.touch = touch_screen()
        self.screen.can_share = bool(getattr(window.navigator, "share", None))
        self.roving = board_keys.Roving()  # the board's one Tab stop (keyboard play)
        self.announcer = Announcer()  # what #announce said (screen readers)

    def open(self) -> None:
        self.root.innerHTML = table_view.skeleton(self.table.record.game, self.screen.mode)
        self.shown = {}
        self.announcer = Announcer()  # a new page (or language) starts quiet
        self.update()
        _keys.attach(self)
        self.kick_bots()

    def redraw(self) -> None:
        """The whole screen again in the language now chosen: the log is told again
        from the events kept (no replay); a refusal or notice on show is dropped (it was in the old
        language, and says nothing about the next move)."""
        self.table.retell()
        self.screen.error = self.screen.notice = ""
        self.open()

    def close(self) -> None:
        self.closed = True
        _keys.detach(self)
        self._stop_bots()

    def _stop_bots(self) -> None:
        self.epoch += 1
        self.bot_task = None

    # -- drawing -----------------------------------------------------------------------
    def update(self) -> None:
        """Refresh every part of the table screen from the table."""
        if self.closed:
            return
        self.make_turn_link()
        focused = document.activeElement
        had_focus = found(focused) and self.root.contains(focused)
        # Sections a player opened (<details data-keep="…">) stay open across redraws.
        kept_open = {
            str(d.dataset.keep) for d in self.root.querySelectorAll("details[data-keep][open]")
        }
        for element_id, markup in table_view.parts(self.table, self.screen).items():
            if self.shown.get(element_id) == markup:
                continue  # unchanged: the browser keeps it (and its focus) as it is
            element = document.getElementById(element_id)
            if found(element):
                if not self.set_layers(element, element_id, markup):
                    element.innerHTML = markup
                self.shown[element_id] = markup
                if element_id in ("result", "share", "turn"):
                    element.hidden = not markup
        for element_id, text in (("error", self.screen.error), ("notice", self.screen.notice)):
            element = document.getElementById(element_id)
            if found(element):
                element.textContent = text
                element.hidden = not text
        for details in self.root.querySelectorAll("details[data-keep]"):
            if str(details.dataset.keep) in kept_open:
                details.open = True
        board = document.getElementById("board")
        if found(board):
            board.dataset.moves = str(self.table.moves)
            # Whose secrets the page holds ("" none): what the privacy tests watch.
            seat = table_view.secrets_shown(self.table, self.screen)
            board.dataset.secrets = "" if seat is None else str(seat)
            self.set_board_ratio(board)
        self.show_hint()
        self.list_small_places()
        if had_focus:
            self.restore_focus(focused)
        self.roving.rove(self.root, document)
        self.announce()

    def list_small_places(self) -> None:
        """On a touch screen, the board's places a finger cannot hit (under 44 px:
        Cupcake Empire's on a phone) are offered again as buttons below the panel."""
        box = document.getElementById("board-moves")
        if not (self.touch and found(box)):
            return
        markup = table_view.board_moves(small_targets(document.getElementById("board")))
        if self.shown.get("board-moves") != markup:
            box.innerHTML = markup
            box.hidden = not markup
            self.shown["board-moves"] = markup

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

    def set_layers(self, element, element_id: str, markup: str) -> bool:
        """Replace only the layers of a layered board that changed since it was last
        set (see ``pygames.core.drawing.board``); False when the whole part must be set."""
        return self.patch(element, markup, self.shown.get(element_id))

    def patch(self, container, markup, shown) -> bool:
        """Patch the layered element in ``container`` from ``shown`` to ``markup``,
        layer by layer, a layered layer inside itself; False when it cannot be."""
        if not (isinstance(markup, LayeredBoard) and isinstance(shown, LayeredBoard)):
            return False
        if [name for name, _ in markup.layers] != [name for name, _ in shown.layers]:
            return False
        if markup.frame != shown.frame and not self.set_frame(container, markup.frame):
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

    def restore_focus(self, focused) -> None:
        """Keyboard play: an element of the table that had the focus and was drawn
        again is gone, so put the focus back on the same action (or element id), else
        on the board's Tab stop, else on the first thing to play, else on the board's
        picture, instead of losing it to the page (a button that is now disabled cannot
        take the focus: a + that reached its limit)."""
        now = document.activeElement
        if focused.isConnected and found(now) and self.root.contains(now):
            return  # kept as it was
        escape = window.CSS.escape
        wanted = []
        for name, value in (
            ("data-action", focused.getAttribute("data-action")),
            ("id", focused.id),
        ):
            if found(value) and str(value):
                wanted.append(f'[{name}="{escape(str(value))}"]:not([disabled])')
        if self.roving.action:
            wanted.append(f'#board [data-action="{escape(self.roving.action)}"]')
        wanted += [
            "#board [data-action]",
            "#panel [data-action]:not([disabled])",
            "#panel button:not([disabled]), #panel input:not([disabled])",
        ]
        for selector in wanted:
            candidate = self.root.querySelector(selector)
            if found(candidate):
                candidate.focus()
                return
        picture = self.root.querySelector("#board > svg")
        if found(picture):
            picture.setAttribute("tabindex", "-1")  # focusable by the page only
            picture.focus()

    def announce(self) -> None:
        """Say what changed in the polite live region (``ui.announce``)."""
        news = self.announcer.news(self.table, self.screen.error)
        region = document.getElementById("announce")
        if news and found(region):
            region.textContent = news

    def cancel(self) -> bool:
        """Escape: drop the decision being put together (the piece chosen and its
        turns, the tokens added); True when there was one."""
        screen = self.screen
        if not (screen.choice or screen.pick or screen.turns):
            return False
        screen.clear_choice()
        self.update()
        return True

    def make_turn_link(self) -> None:
        """In a game played by link, the link for the person whose turn it is at
        another device, made once per move (packing it replays the game); the first
        link this device offers comes with what it carries (said once)."""
        screen, table = self.screen, self.table
        if screen.mode != "local" or table.waiting_for() is None:
            screen.turn_link = ""
            return
        if self.turn_link_at != table.moves:
            self.turn_link_at = table.moves
            screen.turn_link = page_link(relay.turn_fragment(table.record, table.waiting_for()))
            screen.turn_copied = False
            if not screen.warn_links and not warned_of_links(self.saves.store):
                screen.warn_links = True  # shown while this table is open
                remember_link_warning(self.saves.store)

    async def copy_turn_link(self, send: bool) -> None:
        """Copy the turn link (or hand it to the device's share sheet, where it has
        one); a refused clipboard leaves it shown, to copy by hand."""
        link = self.screen.turn_link
        if not link:
            return
        try:
            if send and self.screen.can_share:
                await window.navigator.share(
                    to_js(
                        {"title": t("relay.share_title"), "url": link},
                        dict_converter=Object.fromEntries,
                    )
                )
                return
            await window.navigator.clipboard.writeText(link)
        except Exception:
            return  # refused or cancelled: the link stays on show
        if self.screen.turn_link == link:
            self.screen.turn_copied = True
            self.update()

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
        if (
            self.bot_task is None
            and not self.closed
            and self.screen.mode == "local"
            and self.table.bot_to_move() is not None
        ):
            self.bot_task = asyncio.ensure_future(self.run_bots(self.epoch))

    async def run_bots(self, epoch: int) -> None:
        """Bots move one at a time with a pause between, yielding to the page each time,
        until a person is to move; closing the page or an undo stops the loop. A bot
        that searches thinks in slices of SLICE_SECONDS, yielding between them, so
        the page never freezes."""
        from pygames.core.search import SLICE_SECONDS  # loaded with the first bot, not at start

        try:
            while epoch == self.epoch and self.table.bot_to_move() is not None:
                started = time.perf_counter()
                turn = self.table.start_bot_turn()
                while not turn.done and turn.moves == self.table.moves:
                    turn.run_for(SLICE_SECONDS)
                    await asyncio.sleep(0)
                    if epoch != self.epoch:
                        return
                if turn.moves == self.table.moves:
                    # The pause is what is left of bot_delay after the thinking.
                    pause = self.bot_delay - (time.perf_counter() - started)
                    await asyncio.sleep(max(0.0, pause))
                    if epoch != self.epoch:
                        return
                if turn.moves != self.table.moves:
                    # A person moved meanwhile (where several choose at once, as in
                    # Cake Master's draft): the bot thinks again from where it stands.
                    continue
                self.table.finish_bot_turn(turn)
                self.screen.clear_choice()
                self.persist()
                self.update()
        except Exception as exc:  # a bug: shown on the page rather than a silent stop
            if self.on_error:
                self.on_error(exc)
        finally:
            if epoch == self.epoch:
                self.bot_task = None

    # -- the coach -----------------------------------------------------------------------
    def hint(self) -> None:
        """Ask the coach (``ui.coach``) for the move of the person to move: worked out a
        slice at a time (the page answers meanwhile, the button says it is thinking),
        then counted in the record (saved) and shown; a move or an undo meanwhile
        drops it. Asking again at the same position shows the same hint, uncounted."""
        from ui import coach  # loaded with the first hint, not at start

        table, screen = self.table, self.screen
        seat = table_view.hint_seat(table, screen)
        if seat is None or table_view.hint_asked(table, screen) is not None:
            return
        screen.hint = coach.start_hint(table, seat)
        self.update()
        asyncio.ensure_future(self.run_hint(screen.hint))

    async def run_hint(self, asked) -> None:
        from pygames.core.search import SLICE_SECONDS

        try:
            while not asked.done:
                asked.run_for(SLICE_SECONDS)
                await asyncio.sleep(0)
                if self.closed or self.screen.hint is not asked or not asked.fresh(self.table):
                    return
            asked.hint()
            self.table.count_hint(asked.seat)
            self.persist()
            self.update()
        except Exception as exc:  # a bug: shown on the page rather than a silent stop
            if self.on_error:
                self.on_error(exc)

    def show_hint(self) -> None:
        """After each repaint: the hint's sentence in the live region beside the prompt
        (``#hint``), and the element carrying its action marked (``data-hinted``), else
        the next click towards it (the game's ``hint_step``); ``#board[data-hint]`` says
        the action, for the tests."""
        line = document.getElementById("hint")
        status = document.getElementById("status")
        if not found(line) and found(status):
            status.insertAdjacentHTML(
                "afterend", '<p class="coach" id="hint" aria-live="polite"></p>'
            )
            line = document.getElementById("hint")
        for element in self.root.querySelectorAll("[data-hinted]"):
            element.removeAttribute("data-hinted")
        asked = table_view.hint_asked(self.table, self.screen)
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
        target = self.hinted_element(hint.text)
        if not found(target):
            ctx = table_view.context(self.table, self.screen)
            step = load_screen(self.table.record.game).hint_step(ctx, hint.action)
            target = self.hinted_element(step) if step else None
        if found(target):
            target.setAttribute("data-hinted", "")

    def hinted_element(self, action: str):
        """The element on the board, else in the panel, carrying ``action``."""
        selector = f'[data-action="{window.CSS.escape(action)}"]'
        for part in ("#board", "#panel"):
            element = self.root.querySelector(f"{part} {selector}")
            if found(element):
                return element
        return None

    # -- what the player does -------------------------------------------------------------
    async def act(self, action: str) -> str | None:
        """Carry out a click; returns a fragment to go to, if the app should."""
        verb, _, arg = action.partition(" ")
        if verb == "ui:reveal":
            if table_view.reveal(self.table, self.screen, arg):
                self.update()
        elif verb == "ui:undo":
            self.undo()
        elif verb == "ui:share":
            await self.share()
        elif verb in ("ui:copy-turn", "ui:send-turn"):
            await self.copy_turn_link(send=verb == "ui:send-turn")
        elif verb == "ui:replay":
            self.replay_to(arg)
        elif verb == "ui:continue":
            return self.continue_locally()
        elif verb in ("ui:pick", "ui:turn"):
            self.choose(action)
        elif verb in ("ui:add", "ui:drop", "ui:clear"):
            self.build(verb, arg)
        elif verb == "ui:fill":
            self.fill(arg)
        elif verb == "ui:hint":
            self.hint()
        elif not verb.startswith("ui:"):
            self.play(action)
        return None

    def offers(self, action: str) -> bool:
        """Whether the screen shows an enabled button for ``action`` now."""
        selector = f'[data-action="{window.CSS.escape(action)}"]:not([disabled])'
        return found(self.root.querySelector(selector))

    def choose(self, action: str) -> None:
        """Choose the hidden tile to put down (``ui:pick N``) or turn it (``ui:turn 1``
        clockwise, ``ui:turn -1`` back); the board then offers that tile's squares."""
        verb, _, arg = action.partition(" ")
        try:
            number = int(arg)
        except ValueError:
            return
        if verb == "ui:pick" and 0 <= number < 3:
            self.screen.pick = number
        elif verb == "ui:turn" and number in (1, -1):
            self.screen.turns = (self.screen.turns + number) % 4
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
            try:
                table.apply(seat, action)
            except IllegalAction as exc:
                screen.error = exc.render()
            else:
                screen.error = ""
                screen.share_link = ""
                screen.clear_choice()
                self.persist()
        self.update()
        self.kick_bots()

    def undo(self) -> None:
        table = self.table
        seat = table.undo_seat()
        if self.screen.mode != "local" or seat is None:
            self.screen.error = t("error.nothing_to_undo")
        else:
            try:
                table.undo(seat)
            except UndoRefused as exc:
                self.screen.error = str(exc)
            else:
                self._stop_bots()  # a bot loop still running belongs to the old line
                self.screen.clear_choice()
                self.screen.error = ""
                self.screen.share_link = ""
                # Who pressed Undo is not known: the seat whose turn it is again sees
                # its secrets only once it says it is at the screen (table_view.settle).
                self.persist()
        self.update()
        self.kick_bots()

    async def share(self) -> None:
        link = page_link(links.share_fragment(self.table.share_text()))
        self.screen.share_link, self.screen.share_copied = link, False
        self.update()
        try:
            await window.navigator.clipboard.writeText(link)
        except Exception:
            return  # no clipboard permission: the link is shown to copy by hand
        if self.screen.share_link == link:
            self.screen.share_copied = True
            self.update()

    def replay_to(self, arg: str) -> None:
        if self.shared is None or not arg.isdigit():
            return
        upto = min(int(arg), len(self.shared.actions))
        self.table = Table(
            dataclasses.replace(self.shared, actions=list(self.shared.actions[:upto]))
        )
        self.screen.clear_choice()
        self.update()

    def continue_locally(self) -> str | None:
        """Copy the shared game, up to the move being viewed, into a new local save; the
        fragment that opens it."""
        if self.shared is None:
            return None
        record = dataclasses.replace(self.shared, actions=list(self.table.record.actions))
        try:
            save_id = self.saves.new_id(record.game, now_ms())
            self.saves.write(save_id, record, finished=Table(record).is_over(), now_ms=now_ms())
        except (StorageError, RecordError) as exc:
            self.screen.error = str(explain(exc))
            self.update()
            return None
        return f"#game={save_id}"
