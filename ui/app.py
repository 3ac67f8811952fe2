"""The app shell in the page: routes, one delegated set of listeners, saves.

Screens are chosen by the URL fragment (``ui.links`` documents every address). HTML is
built by pure functions (``ui.pages``, ``ui.table_view``) and put into ``#app`` with
innerHTML; the listeners are created once, on ``#app`` and ``window``, so playing a
long game creates no new JavaScript proxies. Elements with ``data-action`` are what
can be clicked: ``ui:…`` actions belong to the app, anything else is a game action
for the seat whose turn it is (``ui.table_page``).

Test hooks: ``<html data-app-state>`` is "ready" once a screen is shown and "error"
after a fatal error; ``#board[data-moves]`` counts the actions applied at the table.
"""

from __future__ import annotations

import asyncio

from js import document, window
from pyodide.ffi import create_proxy

from pygames import GAMES
from pygames.core.errors import RecordError
from pygames.core.record import Record, Seat

from ui import browser, links, pages
from ui.browser import found, now_ms, set_app_state
from ui.loader import GameLoadError, ensure_game
from ui.session import Table
from ui.storage import Saves, StorageError
from ui.table_page import TablePage


class App:
    def __init__(self) -> None:
        self.root = document.getElementById("app")
        store, self.storage_notice = browser.open_store()
        self.saves = Saves(store)
        self.bot_delay = browser.bot_delay_seconds()
        self.page: TablePage | None = None   # the table shown, if any
        self.epoch = 0                        # bumped on every route: late async work is dropped
        self.confirm_delete = ""
        self.notice = ""
        # The only proxies the app ever makes: one per listener, kept for the page's life.
        self._on_click = create_proxy(self.on_click)
        self._on_key = create_proxy(self.on_key)
        self._on_change = create_proxy(self.on_change)
        self._on_hash = create_proxy(self.on_hash)
        self.root.addEventListener("click", self._on_click)
        self.root.addEventListener("keydown", self._on_key)
        self.root.addEventListener("change", self._on_change)
        window.addEventListener("hashchange", self._on_hash)

    # -- page state -------------------------------------------------------------
    def show(self, html: str) -> None:
        self.root.innerHTML = html

    def close_table(self) -> None:
        if self.page is not None:
            self.page.close()
            self.page = None

    def fatal(self, exc: BaseException) -> None:
        self.close_table()
        self.show(pages.message("Something went wrong", f"{type(exc).__name__}: {exc}"))
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
        elif route.screen == "new":
            await self.start_from_link(route)
        elif route.screen == "game":
            await self.open_save(route.value)
        elif route.screen == "play":
            await self.open_shared(route.value)
        else:
            problem = route.params.get("problem") or f"This app has no page called {route.value!r}."
            self.show(pages.message("Page not found", problem))
        if epoch == self.epoch:  # not overtaken by a newer address meanwhile
            set_app_state("ready")

    def show_home(self) -> None:
        specs = [spec for spec in GAMES.values() if spec.playable]
        try:
            saves, unreadable = self.saves.list()
        except StorageError as exc:
            saves, unreadable, self.notice = [], [], str(exc)
        notice = " ".join(n for n in (self.storage_notice, self.notice) if n)
        self.notice = ""
        self.show(pages.home(specs, saves, unreadable, format_time=browser.format_time,
                             notice=notice, confirm_delete=self.confirm_delete))

    async def show_setup(self, game_id: str) -> None:
        spec = GAMES.get(game_id)
        if spec is None or not spec.playable:
            self.show(pages.message("Unknown game", f"There is no game called {game_id[:40]!r} here."))
            return
        self.show(pages.setup_form(spec))
        try:
            await ensure_game(game_id)  # fetch while the players fill in the form
        except GameLoadError:
            pass  # said again, clearly, when the game starts

    async def start_from_link(self, route) -> None:
        try:
            setup = links.parse_new(route)
        except links.LinkError as exc:
            self.show(pages.message("This link cannot start a game", str(exc)))
            return
        seed = setup.seed if setup.seed is not None else browser.random_seed()
        await self.start_game(setup.game, setup.seats, seed, setup.options, from_link=True)

    async def start_game(self, game_id: str, seats: list[Seat], seed: int, options: dict,
                         *, from_link: bool) -> None:
        """Create and save a new game, then show it at ``#game=<id>``. From a ``#new=``
        link the address is replaced, so reloading resumes instead of starting again."""
        epoch = self.epoch
        try:
            await ensure_game(game_id)
            if epoch != self.epoch:
                return  # the player went elsewhere while the game's code loaded
            table = Table.new(game_id, seats, options, seed)
            save_id = self.saves.new_id(game_id, now_ms())
            self.saves.write(save_id, table.record, finished=False, now_ms=now_ms())
        except (GameLoadError, RecordError, StorageError) as exc:
            self.show(pages.message("The game could not start", str(exc)))
            return
        if from_link:
            window.history.replaceState(None, "", f"#game={save_id}")
            await self.open_save(save_id)
        else:
            self.go(f"#game={save_id}")

    async def open_save(self, save_id: str) -> None:
        title = "This game cannot be opened"
        try:
            record = self.saves.load(save_id)
        except RecordError as exc:
            # A damaged entry can be removed from here; a missing one has nothing to remove.
            broken = str(exc).startswith("Save ")
            self.show(pages.message(title, str(exc), actions=remove_button(save_id) if broken else ""))
            return
        except StorageError as exc:
            self.show(pages.message(title, str(exc)))
            return
        epoch = self.epoch
        try:
            await ensure_game(record.game)
            if epoch != self.epoch:
                return
            table = Table(record)
        except RecordError as exc:
            self.show(pages.message(title, f"Save {save_id} could not be read: {exc}",
                                    actions=remove_button(save_id)))
            return
        except GameLoadError as exc:
            self.show(pages.message(title, str(exc)))
            return
        self.open_table(TablePage(self.root, self.saves, table, save_id=save_id,
                                  bot_delay=self.bot_delay, on_error=self.fatal))

    async def open_shared(self, share: str) -> None:
        epoch = self.epoch
        try:
            record = Record.from_share(share)
            await ensure_game(record.game)
            if epoch != self.epoch:
                return
            table = Table(record)
        except (RecordError, GameLoadError) as exc:
            self.show(pages.message("This shared game cannot be shown", str(exc)))
            return
        self.open_table(TablePage(self.root, self.saves, table, shared=record,
                                  bot_delay=self.bot_delay, on_error=self.fatal))

    def open_table(self, page: TablePage) -> None:
        self.close_table()
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
            if not found(target) or str(target.tagName).upper() == "BUTTON" or target.hasAttribute("disabled"):
                return
            event.preventDefault()
            self.schedule(self.act(str(target.getAttribute("data-action"))))
        except Exception as exc:
            self.fatal(exc)

    def on_change(self, event) -> None:
        if found(event.target) and str(event.target.id) == "players":
            browser.toggle_seat_rows(int(event.target.value))

    async def act(self, action: str) -> None:
        verb, _, arg = action.partition(" ")
        if verb == "ui:start":
            await self.start_from_form()
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
            self.notice = str(exc)
        self.confirm_delete = ""
        if self.page is None:
            self.show_home()

    async def start_from_form(self) -> None:
        form = browser.read_setup_form()
        if form is None:
            return
        game_id, seats, seed_text, option_texts = form
        try:
            seed = links.parse_seed(seed_text)
            GAMES[game_id].check_players(len(seats))
            options = links.option_values(game_id, option_texts)
        except (ValueError, KeyError) as exc:
            browser.show_form_error(str(exc))
            return
        await self.start_game(game_id, seats, browser.random_seed() if seed is None else seed, options,
                              from_link=False)


def remove_button(save_id: str) -> str:
    return (f'<button type="button" class="danger" data-action="ui:delete-go-home {pages.esc(save_id)}">'
            'Remove this save</button>')


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
            root.innerHTML = pages.message("The app could not start", f"{type(exc).__name__}: {exc}")
        raise
