"""The app shell in the page: routes, one delegated set of listeners, saves.

Screens are chosen by the URL fragment (``ui.links`` documents every address). HTML is
built by pure functions (``ui.pages``, ``ui.table_view``) and put into ``#app`` with
innerHTML; the listeners are created once, on ``#app``, the document and ``window``,
so playing a long game creates no new JavaScript proxies. Elements with
``data-action`` are what can be clicked: a ``ui:…`` verb is carried out by the app's
table of verbs (``ui.verbs``), else by the page shown (a table, ``ui.table_page``, or
presenter mode, ``ui.presenter``), where anything else is a game action for the seat
whose turn it is. Every key goes through one router (``ui.keys``) to the page shown.

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
from typing import TYPE_CHECKING

from js import document, window
from pyodide.ffi import create_proxy

from pygames import GAMES
from pygames.core.errors import RecordError
from pygames.core.messages import set_touch
from ui import browser, i18n, links, pages, rules_help
from ui.browser import found, set_app_state
from ui.i18n import Message, explain, t
from ui.keys import KeyRouter
from ui.loader import GameLoadError, ensure_game
from ui.opening import Opening
from ui.qr_dialog import QrDialog
from ui.session import Table
from ui.starting import Starting
from ui.storage import SaveError, Saves, StorageError, remember_language, stored_language
from ui.verbs import Verbs, done

if TYPE_CHECKING:
    from ui.presenter import PresenterPage
    from ui.review import ReviewPage
    from ui.table_page import TablePage


class App(Opening, Starting):
    """The page's one app: its listeners, its routes and the screen shown (the ways of
    opening and starting games are its parts ``Opening`` and ``Starting``)."""

    def __init__(self) -> None:
        self.root = document.getElementById("app")
        self.store, self.storage_notice = browser.open_store()
        self.saves = Saves(self.store)
        self.bot_delay = browser.bot_delay_seconds()
        self.page: TablePage | PresenterPage | ReviewPage | None = None  # the table shown, if any
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
        self.verbs = Verbs(
            {
                "ui:help": lambda arg: self.open_help_dialog(arg or self.game_shown()),
                "ui:qr": self.qr_dialog.show,  # the link in the input #<arg> as a QR code
                "ui:start": lambda arg: self.start_from_form(),
                "ui:take-seat": self.take_seat,
                "ui:download": lambda arg: self.download_record(),
                "ui:shuffle": lambda arg: browser.shuffle_seats(),
                "ui:setup-link": lambda arg: self.make_setup_link(),
                "ui:present": lambda arg: self.present_table(),
                "ui:review": lambda arg: self.review_table(),
                "ui:ask-delete": self.ask_delete,
                "ui:keep": lambda arg: self.ask_delete(""),
                "ui:delete": self.delete_save,
                "ui:delete-go-home": self.delete_and_go_home,
            }
        )
        self.keys = KeyRouter(self, document)
        # The only proxies the app ever makes: one per listener, kept for the page's life.
        self._on_click = create_proxy(self.on_click)
        self._on_key = create_proxy(self.keys.on_key)
        self._on_change = create_proxy(self.on_change)
        self._on_input = create_proxy(self.on_input)
        self._on_hash = create_proxy(self.on_hash)
        self._on_language = create_proxy(self.on_language)
        self._on_trace = create_proxy(browser.follow_trace)
        self.root.addEventListener("click", self._on_click)
        document.addEventListener("keydown", self._on_key)  # the only key listener
        self.root.addEventListener("change", self._on_change)
        self.root.addEventListener("input", self._on_input)
        for kind in ("mouseover", "mouseout", "focusin", "focusout"):
            self.root.addEventListener(kind, self._on_trace)
        self.lang_bar.addEventListener("click", self._on_language)
        window.addEventListener("hashchange", self._on_hash)
        self._on_resize = create_proxy(self.on_resize)
        window.addEventListener("resize", self._on_resize)
        # A scroll does not bubble: heard on its way down (the board's box, ``ui.zoom``).
        self._on_scroll = create_proxy(self.on_scroll)
        self.root.addEventListener("scroll", self._on_scroll, True)
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

    def on_resize(self, event) -> None:
        """The window changed size: the table shown lays its board out again."""
        if self.page is not None:
            self.page.on_resize()

    async def route(self) -> None:
        self.close_table()
        if self.help_dialog.open:  # its "Learn to play" leaves the table
            self.help_dialog.close()
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
        elif route.screen == "learn":
            await self.open_lesson(route.value)
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
        elif route.screen == "review":
            await self.open_review(links.parse_review(route))
        else:
            problem = route.params.get("problem") or Message("msg.no_page", page=repr(route.value))
            self.show_message("msg.not_found", problem)
        if epoch == self.epoch:  # not overtaken by a newer address meanwhile
            set_app_state("ready")

    def show_home(self) -> None:
        specs = [game.spec for game in GAMES.values() if game.spec.playable]
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
        spec = GAMES[game_id].spec if game_id in GAMES else None
        if spec is None or not spec.playable:
            self.show_message("msg.unknown_game", Message("msg.no_game", game=repr(game_id[:40])))
            return
        self.show(lambda: pages.setup_form(spec))
        try:
            await ensure_game(game_id)  # fetch while the players fill in the form
        except GameLoadError:
            pass  # said again, clearly, when the game starts

    async def loaded_game(self, game_id: str, *, lesson: bool = False):
        """The spec of a playable game once its code is loaded (its tutorial's too, with
        ``lesson``), or None when it is not (said on the screen) or the address changed
        meanwhile."""
        spec = GAMES[game_id].spec if game_id in GAMES else None
        if spec is None or not spec.playable:
            self.show_message("msg.unknown_game", Message("msg.no_game", game=repr(game_id[:40])))
            return None
        if lesson and not GAMES[game_id].teaches:
            self.show_message("msg.unknown_game", Message("lesson.none", game=i18n.game_name(spec)))
            return None
        epoch = self.epoch
        try:
            await ensure_game(game_id)
        except GameLoadError as exc:
            self.show_message("msg.error_title", explain(exc))
            return None
        return spec if epoch == self.epoch else None

    async def show_help(self, game_id: str) -> None:
        """A game's rules help (its text and pictures arrive with the game's code)."""
        spec = await self.loaded_game(game_id)
        if spec is not None:
            self.show(lambda: pages.help_page(spec, rules_help.help_html(game_id, i18n.current())))

    async def open_help_dialog(self, game_id: str) -> None:
        """The rules help over the table; the table underneath goes on as it was."""
        spec = GAMES[game_id].spec if game_id in GAMES else None
        if spec is None:
            return
        await ensure_game(game_id)  # loaded already: a table of this game is open
        self.help_dialog.innerHTML = pages.help_dialog(
            spec, rules_help.help_html(game_id, i18n.current())
        )
        self.help_dialog.setAttribute("aria-label", t("home.rules_of", game=i18n.game_name(spec)))
        if not self.help_dialog.open:
            self.help_dialog.showModal()

    async def open_lesson(self, game_id: str) -> None:
        """A game's tutorial (``#learn=<game>``): its lesson's table, never saved."""
        if await self.loaded_game(game_id, lesson=True) is None:
            return
        from ui.lesson import lesson_page  # and svg.py: not before a table is shown

        self.open_table(lesson_page(self.root, self.saves, game_id, self.bot_delay, self.fatal))

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
        from ui.table_page import TablePage  # and svg.py: not before a table is shown

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
        elif (branched := record.meta.get("branched")) and table.moves == branched["at"] - 1:
            # A game just branched from a review, not moved on yet: where it comes from.
            page.screen.notice = t("review.branched", n=branched["at"])
        self.open_table(page)

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
            if self.page is not None and hasattr(self.page, "pressed"):
                self.page.pressed(event, target)  # feedback near it; a board click says why
            if not found(target) or target.hasAttribute("disabled"):
                return
            event.preventDefault()
            self.schedule(self.act(str(target.getAttribute("data-action"))))
        except Exception as exc:  # never let a bug escape into the page's event loop
            self.fatal(exc)

    def on_scroll(self, event) -> None:
        try:
            if self.page is not None and hasattr(self.page, "on_scroll"):
                self.page.on_scroll(event)
        except Exception as exc:  # a bug: shown on the page rather than lost
            self.fatal(exc)

    def on_change(self, event) -> None:
        if found(event.target) and str(event.target.id) == "players":
            browser.toggle_seat_rows(int(event.target.value))
        elif found(event.target) and str(event.target.id).startswith("kind-"):
            browser.name_placeholders()  # the name a seat of this kind gets untyped
        elif found(event.target) and str(event.target.id) == "record-file":
            files = event.target.files
            if found(files) and files.length:
                self.schedule(self.open_record_file(files.item(0)))
            event.target.value = ""  # the same file chosen again is a change again
        else:
            self.on_input(event)

    def on_input(self, event) -> None:
        """A field of the page shown moved (presenter mode's scrubber and speed)."""
        try:
            if self.page is not None and hasattr(self.page, "on_input"):
                self.page.on_input(event)
        except Exception as exc:  # a bug: shown on the page rather than lost
            self.fatal(exc)

    async def act(self, action: str) -> None:
        """A click's action: the app's own verb, else the page's."""
        if action in self.verbs:
            await done(self.verbs.run(action))
        elif self.page is not None:
            fragment = await self.page.act(action)
            if fragment:
                self.go(fragment)

    def game_shown(self) -> str:
        return self.page.table.record.game if self.page else ""

    def ask_delete(self, save_id: str) -> None:
        """The home page asks to confirm deleting a save ("": asks nothing)."""
        self.confirm_delete = save_id
        self.show_home()

    def delete_and_go_home(self, save_id: str) -> None:
        self.delete_save(save_id)
        self.go("#")

    def delete_save(self, save_id: str) -> None:
        try:
            self.saves.delete(save_id)
        except StorageError as exc:
            self.notice = exc  # said when the home page is drawn
        self.confirm_delete = ""
        if self.page is None:
            self.show_home()


def remove_button(save_id: str) -> str:
    return (
        f'<button type="button" class="danger" data-action="ui:delete-go-home {pages.esc(save_id)}">'
        f"{pages.esc(t('msg.remove_save'))}</button>"
    )


async def main() -> None:
    """Start the app (the entry, ui/entry.py, calls and awaits this once)."""
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
