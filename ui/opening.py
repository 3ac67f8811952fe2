"""How the app opens a game that comes from outside: a shared link (``#play=``), a
turn link of a game played by link (``#turn=``, ``ui.relay``), presenter mode
(``#present=``, ``ui.presenter``) and record files (``ui.record_file``: downloaded at a
table, opened from the home page by the file picker or dropped anywhere on it).

Everything read from outside is checked as a link is (``Record.from_share`` or
``Record.loads``, then every move replayed) before anything is shown or written; a
refusal says why and changes nothing. ``Opening`` is a part of ``ui.app.App``.
"""

from __future__ import annotations

from js import window

from pygames import GAMES
from pygames.core.errors import RecordError
from pygames.core.levels import level_kinds
from pygames.core.names import shown_names
from pygames.core.record import Record
from pygames.core.share import game_of
from ui import browser, links, pages, record_file, relay
from ui.browser import found, now_ms
from ui.i18n import Message, explain, seat_names, t
from ui.loader import GameLoadError, ensure_game
from ui.session import Table
from ui.storage import StorageError


class Opening:
    """The App's screens for games that come from a link or a file."""

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
            table = Table(record)  # every move checked before anything is written
            landing = relay.arrival(self.saves.same_game(record), seat, record)
            if epoch != self.epoch:
                return
            if landing.kind == "other_seat":
                self.show_other_seat(value, seat, record, landing)
                return
            save_id = landing.save_id or self.saves.new_id(record.game, now_ms())
            if landing.writes:
                finished = table.is_over()
                self.saves.write(save_id, record, finished=finished, now_ms=now_ms(), seat=seat)
        except (RecordError, GameLoadError, links.LinkError, StorageError) as exc:
            self.show_message("relay.cannot_follow", explain(exc))
            return
        window.history.replaceState(None, "", f"#game={save_id}")
        await self.open_save(save_id, notice=relay.arrival_notice(landing))

    def show_other_seat(self, value: str, seat: int, record: Record, landing) -> None:
        """A turn link for a seat this device does not play in that game: said, with
        the game here one click away; nothing is written unless asked."""
        names = shown_names(seat_names(record.seats, level_kinds(GAMES[record.game].spec)))
        text = Message("relay.other_seat", name=names[seat], mine=names[landing.other_seat])
        self.show_message(
            "relay.not_for_here",
            text,
            actions=lambda: (
                relay.open_mine_button(landing.save_id)
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
        from ui.table_page import TablePage  # and svg.py: not before a table is shown

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
            leave=links.leave_fragment(asked),
            all_hands=asked.all_hands,
            autoplay=table.moves == 0 and timeline.all_bots() and not asked.wall,
            wall=asked.wall,
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
        elif page is not None:  # a saved table: "Leave presenter mode" comes back to it
            save_id = getattr(page, "save_id", None) or ""
            self.go(links.present_fragment(page.table.share_text(), game=save_id))

    # -- a review (ui/review.py) ---------------------------------------------------------------
    async def open_review(self, asked: links.Reviewing) -> None:
        """``#review=``: every move of the record judged; with ``&game=`` the save it
        came from, when that save holds this very record (its review is kept with it,
        and its one person sees the better moves at their own turns)."""
        from ui.review import ReviewPage
        from ui.timeline import Timeline

        epoch = self.epoch
        try:
            record = await self.read_share(asked.share)  # its game's code loaded first
            if epoch != self.epoch:
                return
            timeline = Timeline(Table(record), 0)
        except (RecordError, GameLoadError) as exc:
            self.show_message("msg.shared_cannot_show", explain(exc))
            return
        save_id, seat_here = "", None
        if asked.game:
            try:
                if self.saves.load(asked.game).to_share() == record.to_share():
                    save_id, seat_here = asked.game, self.saves.seat_of(asked.game)
            except (RecordError, StorageError):
                pass  # not a save of this record here: a shared game's review
        page = ReviewPage(
            self.root,
            timeline,
            store=self.store,
            saves=self.saves,
            save_id=save_id,
            seat_here=seat_here,
            back=f"#game={save_id}" if save_id else links.share_fragment(asked.share),
            at=asked.at,
            on_error=self.fatal,
        )
        self.open_table(page)

    def review_table(self) -> None:
        """The table's "Review" button: the whole record (a shared game's, whichever
        move is shown), kept with the save it came from."""
        page = self.page
        shared = getattr(page, "shared", None)
        if shared is not None:
            self.go(links.review_fragment(shared.to_share()))
        elif page is not None:
            save_id = getattr(page, "save_id", None) or ""
            self.go(links.review_fragment(page.table.share_text(), game=save_id))

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
