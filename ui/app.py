"""The app shell in the page: routes, one delegated set of listeners, saves.

Screens are chosen by the URL fragment (``ui.links`` documents every address). HTML is
built by pure functions (``ui.pages``, ``ui.table_view``) and put into ``#app`` with
innerHTML; the listeners are created once, on ``#app`` and ``window``, so playing a
long game creates no new JavaScript proxies. Elements with ``data-action`` are what
can be clicked: ``ui:…`` actions belong to the app, anything else is a game action
for the seat whose turn it is (``ui.table_page``).

Languages: the switch above every screen (``#lang-bar``, outside ``#app`` so no
screen draws over it) sets ``ui.i18n``'s language, remembers it in storage, sets
``<html lang>`` and draws the screen shown again: a table keeps its game (the log is
told again from the events kept, in the new language), a form keeps what was typed in it.
Non-table screens are kept as a function that draws them (``self.render``).
The rules help is a screen of its own (``#help=<game>``) and, at a table, a dialog
over it (``ui:help``) that leaves the game as it was. A link in a readonly input is
shown as a big QR code in a dialog of its own (``ui:qr <input id>``, ``ui.qr_dialog``).

Record files (``ui.record_file``): "Download record" at a table (``ui:download``), and
on the home page a file chosen (``#record-file``) or dropped anywhere on the page,
opened as a shared game or refused with the reason on the home page. The new-game
form shuffles its seats (``ui:shuffle``) and writes its setup link (``ui:setup-link``).

Test hooks: ``<html data-app-state>`` is "ready" once a screen is shown and "error"
after a fatal error; ``#board[data-moves]`` counts the actions applied at the table;
``#shuffle-note[data-shuffles]`` the seat shuffles done on the form.
"""

from __future__ import annotations

import asyncio

from js import document, window
from pyodide.ffi import create_proxy

from pygames import GAMES
from pygames.core.errors import RecordError
from pygames.core.messages import set_touch
from pygames.core.names import name_problem, shown_names
from pygames.core.record import Record, Seat
from pygames.core.share import game_of
from ui import browser, i18n, links, pages, record_file, relay, rules_help
from ui.browser import found, now_ms, set_app_state
from ui.i18n import Message, explain, t
from ui.loader import GameLoadError, ensure_game
from ui.qr_dialog import QrDialog
from ui.session import Table
from ui.storage import SaveError, Saves, StorageError, remember_language, stored_language
from ui.table_page import TablePage


class App:
    def __init__(self) -> None:
        self.root = document.getElementById("app")
        self.store, self.storage_notice = browser.open_store()
        self.saves = Saves(self.store)
        self.bot_delay = browser.bot_delay_seconds()
        self.page: TablePage | None = None  # the table shown, if any
        self.render = None  # draws the screen shown when it is not a table
        self.epoch = 0  # bumped on every route: late async work is dropped
        self.confirm_delete = ""
        self.notice = ""  # shown once on the home page (str() when shown)
        self.lang_bar = self._make_element("nav", "lang-bar", before=self.root)
        self.help_dialog = self._make_element("dialog", "help-dialog")
        self.qr_dialog = QrDialog(self._make_element("dialog", "qr-dialog"))
        set_touch(browser.touch_screen())  # before anything is drawn
        self.set_language(
            i18n.from_browser(stored_language(self.store), browser.preferred_languages())
        )
        # The only proxies the app ever makes: one per listener, kept for the page's life.
        self._on_click = create_proxy(self.on_click)
        self._on_key = create_proxy(self.on_key)
        self._on_change = create_proxy(self.on_change)
        self._on_hash = create_proxy(self.on_hash)
        self._on_language = create_proxy(self.on_language)
        self._on_trace = create_proxy(browser.follow_trace)
        self.root.addEventListener("click", self._on_click)
        self.root.addEventListener("keydown", self._on_key)
        self.root.addEventListener("change", self._on_change)
        for kind in ("mouseover", "mouseout", "focusin", "focusout"):
            self.root.addEventListener(kind, self._on_trace)
        self.lang_bar.addEventListener("click", self._on_language)
        window.addEventListener("hashchange", self._on_hash)
        self.file_problem = None  # why the last record file was refused (home page)
        self._listen_for_files()

    def _listen_for_files(self) -> None:
        """A record file dragged over the home page shows the drop target; dropped,
        it opens (``open_record_file``). Made once, like the other listeners, on the
        document rather than ``#app``: the language bar above it is the page too."""
        self._on_drag = create_proxy(self.on_drag)
        self._on_drop = create_proxy(self.on_drop)
        for kind in ("dragenter", "dragover", "dragleave"):
            document.addEventListener(kind, self._on_drag)
        document.addEventListener("drop", self._on_drop)

    @staticmethod
    def _make_element(tag: str, element_id: str, *, before=None):
        """An element of the page outside ``#app``, made once for the page's life (the
        screens replace what is inside ``#app``, never these)."""
        element = document.getElementById(element_id)
        if not found(element):
            element = document.createElement(tag)
            element.id = element_id
            if before is not None:
                before.parentNode.insertBefore(element, before)
            else:
                document.body.appendChild(element)
        return element

    # -- language -----------------------------------------------------------------------
    def set_language(self, lang: str) -> None:
        lang = i18n.set_language(lang)
        document.documentElement.lang = lang
        self.lang_bar.setAttribute("aria-label", t("lang.label"))
        self.lang_bar.innerHTML = pages.language_switch(lang)

    def on_language(self, event) -> None:
        try:
            target = event.target.closest("[data-lang]") if found(event.target) else None
            if not found(target):
                return
            lang = i18n.normalize(str(target.getAttribute("data-lang")))
            if lang is None:
                return
            remember_language(self.store, lang)
            if lang != i18n.current():
                self.set_language(lang)
                self.redraw()
        except Exception as exc:
            self.fatal(exc)

    def redraw(self) -> None:
        """The screen shown, again, in the language now chosen; nothing else changes."""
        if self.page is not None:
            self.page.redraw()  # the log told again; bots already moving go on
        elif self.render is not None:
            kept = browser.form_values(self.root)
            self.root.innerHTML = self.render()
            browser.restore_form_values(self.root, kept)

    # -- page state -------------------------------------------------------------
    def show(self, render) -> None:
        """Show a screen that is not a table; ``render()`` draws it (again on a
        language change), so what it says is worked out when it is drawn."""
        self.render = render
        self.root.innerHTML = render()

    def show_message(self, title_key: str, text, *, actions=None) -> None:
        """A message screen; ``text`` is put into words (str()) when it is drawn."""
        self.show(
            lambda: pages.message(t(title_key), str(text), actions=actions() if actions else "")
        )

    def close_table(self) -> None:
        if self.page is not None:
            self.page.close()
            self.page = None

    def fatal(self, exc: BaseException) -> None:
        self.close_table()
        self.show(
            lambda: pages.message(t("msg.error_title"), f"{type(exc).__name__}: {explain(exc)}")
        )
        set_app_state("error")

    def go(self, fragment: str) -> None:
        """Show another screen (through the hashchange listener)."""
        set_app_state("loading")
        if str(window.location.hash) == fragment:
            self.schedule(self.route())
        else:
            window.location.hash = fragment  # the hashchange listener routes

    def schedule(self, coro) -> None:
        asyncio.ensure_future(self.guarded(coro))

    async def guarded(self, coro) -> None:
        try:
            await coro
        except Exception as exc:  # a bug: say so on the page instead of freezing silently
            self.fatal(exc)

    # -- routing ----------------------------------------------------------------
    def on_hash(self, event) -> None:
        self.schedule(self.route())

    async def route(self) -> None:
        self.close_table()
        self.epoch += 1
        epoch = self.epoch
        set_app_state("loading")
        route = links.parse_fragment(str(window.location.hash))
        if route.screen == "home":
            self.show_home()
        elif route.screen == "setup":
            await self.show_setup(route.value)
        elif route.screen == "help":
            await self.show_help(route.value)
        elif route.screen == "new":
            await self.start_from_link(route)
        elif route.screen == "game":
            await self.open_save(route.value)
        elif route.screen == "play":
            await self.open_shared(route.value)
        elif route.screen == "turn":
            await self.open_turn(route.value)
        elif route.screen == "present":
            await self.open_presenter(links.parse_present(route))
        else:
            problem = route.params.get("problem") or Message("msg.no_page", page=repr(route.value))
            self.show_message("msg.not_found", problem)
        if epoch == self.epoch:  # not overtaken by a newer address meanwhile
            set_app_state("ready")

    def show_home(self) -> None:
        specs = [spec for spec in GAMES.values() if spec.playable]
        try:
            saves, unreadable = self.saves.list()
        except StorageError as exc:
            saves, unreadable, self.notice = [], [], str(exc)
        notices = [n for n in (self.storage_notice, self.notice) if n]
        self.notice = ""
        file_problem, self.file_problem = self.file_problem, None
        self.show(
            lambda: pages.home(
                specs,
                saves,
                unreadable,
                format_time=browser.format_time,
                notice=" ".join(str(n) for n in notices),
                confirm_delete=self.confirm_delete,
                file_problem=str(file_problem or ""),
            )
        )

    async def show_setup(self, game_id: str) -> None:
        spec = GAMES.get(game_id)
        if spec is None or not spec.playable:
            self.show_message("msg.unknown_game", Message("msg.no_game", game=repr(game_id[:40])))
            return
        self.show(lambda: pages.setup_form(spec))
        try:
            await ensure_game(game_id)  # fetch while the players fill in the form
        except GameLoadError:
            pass  # said again, clearly, when the game starts

    async def show_help(self, game_id: str) -> None:
        """A game's rules help (its text arrives with the game's code)."""
        spec = GAMES.get(game_id)
        if spec is None or not spec.playable:
            self.show_message("msg.unknown_game", Message("msg.no_game", game=repr(game_id[:40])))
            return
        epoch = self.epoch
        try:
            await ensure_game(game_id)
        except GameLoadError as exc:
            self.show_message("msg.error_title", explain(exc))
            return
        if epoch == self.epoch:
            self.show(lambda: pages.help_page(spec, rules_help.help_text(game_id, i18n.current())))

    async def open_help_dialog(self, game_id: str) -> None:
        """The rules help over the table; the table underneath goes on as it was."""
        spec = GAMES.get(game_id)
        if spec is None:
            return
        await ensure_game(game_id)  # loaded already: a table of this game is open
        self.help_dialog.innerHTML = pages.help_dialog(
            spec, rules_help.help_text(game_id, i18n.current())
        )
        self.help_dialog.setAttribute("aria-label", t("home.rules_of", game=i18n.game_name(spec)))
        if not self.help_dialog.open:
            self.help_dialog.showModal()

    async def start_from_link(self, route) -> None:
        try:
            setup = links.parse_new(route)
        except links.LinkError as exc:
            self.show_message("msg.link_cannot_start", exc)
            return
        problem = name_problem([seat.name for seat in setup.seats])
        if problem is not None:
            # The link's game on the form, with what to change: nothing of it is lost.
            spec = GAMES[setup.game]
            self.show(
                lambda: pages.setup_form(
                    spec,
                    filled=setup,
                    problem=t("setup.link_problem", why=problem.message.render()),
                    invalid=problem.seats,
                )
            )
            return
        seed = setup.seed if setup.seed is not None else browser.random_seed()
        if setup.present:
            await self.present_new(setup, seed)
            return
        await self.start_game(
            setup.game, setup.seats, seed, setup.options, from_link=True, by_link=setup.by_link
        )

    async def start_game(
        self,
        game_id: str,
        seats: list[Seat],
        seed: int,
        options: dict,
        *,
        from_link: bool,
        by_link: bool = False,
    ) -> None:
        """Create and save a new game, then show it at ``#game=<id>``. From a ``#new=``
        link the address is replaced, so reloading resumes instead of starting again.
        A game played by link is saved for its first person (``ui.relay``)."""
        epoch = self.epoch
        try:
            await ensure_game(game_id)
            if epoch != self.epoch:
                return  # the player went elsewhere while the game's code loaded
            table = Table.new(game_id, seats, options, seed)
            seat = None
            if by_link:
                table.record.meta["by_link"] = True
                seat = table.humans()[0]
            save_id = self.saves.new_id(game_id, now_ms())
            self.saves.write(save_id, table.record, finished=False, now_ms=now_ms(), seat=seat)
        except (GameLoadError, RecordError, StorageError) as exc:
            self.show_message("msg.cannot_start", explain(exc))
            return
        if from_link:
            window.history.replaceState(None, "", f"#game={save_id}")
            await self.open_save(save_id)
        else:
            self.go(f"#game={save_id}")

    async def open_save(self, save_id: str, *, notice=None) -> None:
        """A save at its table; ``notice`` (a Message) is said above it."""
        title = "msg.cannot_open"
        try:
            record = self.saves.load(save_id)
            seat = self.saves.seat_of(save_id)
        except RecordError as exc:
            # A damaged entry can be removed from here; a missing one has nothing to remove.
            broken = isinstance(exc, SaveError) and exc.damaged
            self.show_message(
                title, explain(exc), actions=(lambda: remove_button(save_id)) if broken else None
            )
            return
        except StorageError as exc:
            self.show_message(title, exc)
            return
        epoch = self.epoch
        try:
            await ensure_game(record.game)
            if epoch != self.epoch:
                return
            table = Table(record)
            if seat is not None and table.by_link:
                table.here = frozenset({seat})
        except RecordError as exc:
            self.show_message(
                title,
                Message("storage.unreadable", id=save_id, why=explain(exc)),
                actions=lambda: remove_button(save_id),
            )
            return
        except GameLoadError as exc:
            self.show_message(title, explain(exc))
            return
        page = TablePage(
            self.root,
            self.saves,
            table,
            save_id=save_id,
            bot_delay=self.bot_delay,
            on_error=self.fatal,
        )
        if notice is not None:
            page.screen.notice = str(notice)
        self.open_table(page)

    async def read_share(self, share: str) -> Record:
        """The record in share text, its game's code loaded first (the moves are read
        by replaying them); RecordError or GameLoadError if it cannot be."""
        game_id = game_of(share)
        if game_id in GAMES:
            await ensure_game(game_id)
        return Record.from_share(share)

    async def open_turn(self, value: str) -> None:
        """A turn link of a game played by link (``ui.relay``): the save of that seat
        here moves on to it, or is kept as it is when it is as far or further."""
        epoch = self.epoch
        try:
            seat_text, _, share = value.partition(".")
            seat, record = relay.parse_turn(seat_text, await self.read_share(share))
            Table(record)  # every move checked before anything is written
            found = relay.arrival(self.saves.same_game(record), seat, record)
            if epoch != self.epoch:
                return
            if found.kind == "other_seat":
                self.show_other_seat(value, seat, record, found)
                return
            save_id = found.save_id or self.saves.new_id(record.game, now_ms())
            if found.writes:
                finished = Table(record).is_over()
                self.saves.write(save_id, record, finished=finished, now_ms=now_ms(), seat=seat)
        except (RecordError, GameLoadError, links.LinkError, StorageError) as exc:
            self.show_message("relay.cannot_follow", explain(exc))
            return
        window.history.replaceState(None, "", f"#game={save_id}")
        await self.open_save(save_id, notice=relay.arrival_notice(found))

    def show_other_seat(self, value: str, seat: int, record: Record, found) -> None:
        """A turn link for a seat this device does not play in that game: said, with
        the game here one click away; nothing is written unless asked."""
        names = shown_names([s.name for s in record.seats])
        text = Message("relay.other_seat", name=names[seat], mine=names[found.other_seat])
        self.show_message(
            "relay.not_for_here",
            text,
            actions=lambda: (
                relay.open_mine_button(found.save_id)
                + f'<button type="button" data-action="ui:take-seat {pages.esc(value)}">'
                f"{pages.esc(t('relay.play_here', name=names[seat]))}</button>"
            ),
        )

    async def take_seat(self, value: str) -> None:
        """Play the seat of a turn link here as well (a second save of that game)."""
        seat_text, _, share = value.partition(".")
        try:
            seat, record = relay.parse_turn(seat_text, await self.read_share(share))
            finished = Table(record).is_over()
            save_id = self.saves.new_id(record.game, now_ms())
            self.saves.write(save_id, record, finished=finished, now_ms=now_ms(), seat=seat)
        except (RecordError, GameLoadError, links.LinkError, StorageError) as exc:
            self.show_message("relay.cannot_follow", explain(exc))
            return
        self.go(f"#game={save_id}")

    async def open_shared(self, share: str) -> None:
        epoch = self.epoch
        try:
            record = await self.read_share(share)
            if epoch != self.epoch:
                return
            table = Table(record)
        except (RecordError, GameLoadError) as exc:
            self.show_message("msg.shared_cannot_show", explain(exc))
            return
        self.open_table(
            TablePage(
                self.root,
                self.saves,
                table,
                shared=record,
                bot_delay=self.bot_delay,
                on_error=self.fatal,
            )
        )

    # -- presenter mode (ui/presenter.py) ----------------------------------------------------
    async def open_presenter(self, asked: links.Presenting, *, table=None) -> None:
        """``#present=``: the record large, for a room; bots play on live if one is next
        (at once when ``table`` is a new game from a ``&present=1`` link)."""
        from ui.presenter import PresenterPage
        from ui.timeline import Timeline

        epoch = self.epoch
        try:
            if table is None:
                record = await self.read_share(asked.share)  # its game's code loaded first
                if epoch != self.epoch:
                    return
                table = Table(record)
            timeline = Timeline(table, asked.at)
        except (RecordError, GameLoadError) as exc:
            self.show_message("msg.shared_cannot_show", explain(exc))
            return
        page = PresenterPage(
            self.root,
            timeline,
            leave=links.share_fragment(asked.share),
            all_hands=asked.all_hands,
            autoplay=table.moves == 0 and timeline.all_bots(),
            bot_delay=self.bot_delay,
            on_error=self.fatal,
        )
        self.open_table(page)

    async def present_new(self, setup: links.NewGame, seed: int) -> None:
        """A ``#new=…&present=1`` link: its bots play live in presenter mode (nothing is
        saved; the address becomes the record's, so a reload shows the same game)."""
        if not all(seat.is_bot for seat in setup.seats):
            self.show_message("msg.link_cannot_start", Message("present.bots_only"))
            return
        try:
            await ensure_game(setup.game)
            table = Table.new(setup.game, setup.seats, setup.options, seed)
        except (GameLoadError, RecordError) as exc:
            self.show_message("msg.cannot_start", explain(exc))
            return
        share = table.share_text()
        window.history.replaceState(None, "", links.present_fragment(share))
        await self.open_presenter(links.Presenting(share, None, False), table=table)

    def present_table(self) -> None:
        """The table's "Present" button: the record so far (a shared game: the whole
        record, at the move being viewed)."""
        page = self.page
        shared = getattr(page, "shared", None)
        if shared is not None:
            self.go(links.present_fragment(shared.to_share(), at=page.table.moves))
        elif page is not None:
            self.go(links.present_fragment(page.table.share_text()))

    def open_table(self, page: TablePage) -> None:
        self.close_table()
        self.render = None
        self.page = page
        page.open()

    # -- events ------------------------------------------------------------------------------
    def on_click(self, event) -> None:
        try:
            if found(event.target) and str(event.target.id) == "share-link":
                event.target.select()  # one click selects the whole link, ready to copy
                return
            target = event.target.closest("[data-action]") if found(event.target) else None
            if not found(target) or target.hasAttribute("disabled"):
                return
            event.preventDefault()
            self.schedule(self.act(str(target.getAttribute("data-action"))))
        except Exception as exc:  # never let a bug escape into the page's event loop
            self.fatal(exc)

    def on_key(self, event) -> None:
        """Enter or Space on a focusable board square (buttons do this by themselves);
        Enter in the new-game form starts the game."""
        try:
            if str(event.key) not in ("Enter", " "):
                return
            if str(event.key) == "Enter" and found(event.target.closest("#setup-form input")):
                event.preventDefault()  # Enter in a name or the seed starts the game
                self.schedule(self.act("ui:start"))
                return
            target = event.target.closest("[data-action]") if found(event.target) else None
            if (
                not found(target)
                or str(target.tagName).upper() == "BUTTON"
                or target.hasAttribute("disabled")
            ):
                return
            event.preventDefault()
            self.schedule(self.act(str(target.getAttribute("data-action"))))
        except Exception as exc:
            self.fatal(exc)

    def on_change(self, event) -> None:
        if found(event.target) and str(event.target.id) == "players":
            browser.toggle_seat_rows(int(event.target.value))
        elif found(event.target) and str(event.target.id) == "record-file":
            files = event.target.files
            if found(files) and files.length:
                self.schedule(self.open_record_file(files.item(0)))
            event.target.value = ""  # the same file chosen again is a change again

    # -- record files --------------------------------------------------------------------
    def home_shown(self) -> bool:
        return self.page is None and found(self.root.querySelector(".screen.home"))

    def on_drag(self, event) -> None:
        try:
            if not (self.home_shown() and browser.dragging_files(event)):
                return
            if str(event.type) == "dragleave":
                if not found(event.relatedTarget):
                    browser.show_drop_target(False)  # left the window, not one of its parts
                return
            event.preventDefault()  # this page takes the file
            event.dataTransfer.dropEffect = "copy"
            browser.show_drop_target(True)
        except Exception as exc:
            self.fatal(exc)

    def on_drop(self, event) -> None:
        try:
            if not self.home_shown():
                return
            event.preventDefault()  # the browser would open the file itself
            browser.show_drop_target(False)
            files = event.dataTransfer.files if found(event.dataTransfer) else None
            if found(files) and files.length:
                self.schedule(self.open_record_file(files.item(0)))
        except Exception as exc:
            self.fatal(exc)

    async def open_record_file(self, file) -> None:
        """A record file checked as a link is (size, UTF-8, fields, every move), then
        shown as a shared game (``#play=``); refused, the home page says why and
        nothing else changes."""
        name, epoch = str(file.name), self.epoch
        try:
            record_file.check_size(int(file.size))
            record = record_file.read_record(await browser.read_file(file))
            await ensure_game(record.game)
            Table(record)  # replayed: a move that breaks the rules is refused here
            share = record_file.share_text(record)
        except (RecordError, record_file.RecordFileError, GameLoadError) as exc:
            if epoch == self.epoch and self.home_shown():
                self.file_problem = record_file.refusal(name, explain(exc))
                self.show_home()
            return
        if epoch == self.epoch:
            self.go(links.share_fragment(share))

    def download_record(self) -> None:
        """The table's whole record as a ``.json`` file (a shared game's every move,
        whichever move is being viewed)."""
        page = self.page
        if page is None:
            return
        record = page.shared if page.shared is not None else page.table.record
        name = record_file.file_name(record, save_id=page.save_id, date=browser.today())
        browser.download_text(name, record_file.record_file_text(record))

    async def act(self, action: str) -> None:
        verb, _, arg = action.partition(" ")
        if verb == "ui:help":
            await self.open_help_dialog(arg or (self.page.table.record.game if self.page else ""))
        elif verb == "ui:qr":
            await self.qr_dialog.show(arg)  # the link in the input #<arg> as a QR code
        elif verb == "ui:start":
            await self.start_from_form()
        elif verb == "ui:take-seat":
            await self.take_seat(arg)
        elif verb == "ui:download":
            self.download_record()
        elif verb == "ui:shuffle":
            browser.shuffle_seats()
        elif verb == "ui:setup-link":
            await self.make_setup_link()
        elif verb == "ui:present":
            self.present_table()
        elif verb == "ui:ask-delete":
            self.confirm_delete = arg
            self.show_home()
        elif verb == "ui:keep":
            self.confirm_delete = ""
            self.show_home()
        elif verb in ("ui:delete", "ui:delete-go-home"):
            self.delete_save(arg)
            if verb == "ui:delete-go-home":
                self.go("#")
        elif self.page is not None:
            fragment = await self.page.act(action)
            if fragment:
                self.go(fragment)

    def delete_save(self, save_id: str) -> None:
        try:
            self.saves.delete(save_id)
        except StorageError as exc:
            self.notice = exc  # said when the home page is drawn
        self.confirm_delete = ""
        if self.page is None:
            self.show_home()

    async def start_from_form(self) -> None:
        form = browser.read_setup_form()
        if form is None:
            return
        game_id, seats, seed_text, option_texts = form
        problem = name_problem([seat.name for seat in seats])
        if problem is not None:
            browser.show_form_error(problem.message.render(), problem.seats)
            return
        try:
            seed = links.parse_seed(seed_text)
            GAMES[game_id].check_players(len(seats))
            options = links.option_values(game_id, option_texts)
        except (ValueError, KeyError) as exc:
            browser.show_form_error(str(explain(exc)))
            return
        by_link = browser.is_checked("by-link")
        if by_link and sum(1 for seat in seats if not seat.is_bot) < 2:
            browser.show_form_error(t("link.by_link_alone"))
            return
        await self.start_game(
            game_id,
            seats,
            browser.random_seed() if seed is None else seed,
            options,
            from_link=False,
            by_link=by_link,
        )

    async def make_setup_link(self) -> None:
        """The ``#new=`` link of what the form has filled in, shown and copied."""
        form = browser.read_setup_link_form()
        if form is None:
            return
        game_id, seats, seed_text, option_texts = form
        problem = name_problem([seat.name for seat in browser.read_setup_form()[1]])
        if problem is not None:
            browser.show_form_error(problem.message.render(), problem.seats)
            return
        try:
            fragment = links.setup_fragment(
                game_id, seats, seed_text, option_texts, by_link=browser.is_checked("by-link")
            )
        except (ValueError, KeyError) as exc:
            browser.show_form_error(str(explain(exc)))
            return
        browser.clear_form_error()
        link = browser.page_link(fragment)
        browser.show_setup_link(link, copied=False)
        try:
            await window.navigator.clipboard.writeText(link)
        except Exception:
            return  # no clipboard permission: the link is shown, selected, to copy
        browser.show_setup_link(link, copied=True)


def remove_button(save_id: str) -> str:
    return (
        f'<button type="button" class="danger" data-action="ui:delete-go-home {pages.esc(save_id)}">'
        f"{pages.esc(t('msg.remove_save'))}</button>"
    )


async def main() -> None:
    """Start the app (index.html calls and awaits this once)."""
    try:
        app = App()
        globals()["_app"] = app  # keep the listeners' owner alive for the page's life
        await app.route()
    except Exception as exc:
        set_app_state("error")
        root = document.getElementById("app")
        if found(root):
            root.innerHTML = pages.message(
                t("msg.app_cannot_start"), f"{type(exc).__name__}: {exc}"
            )
        raise
