"""Links in and out of a table: the game shared (``ui:share``); in a game played by
link, the next person's turn link (``ui.relay``: ``ui:copy-turn``, ``ui:send-turn``);
a shared game (``#play=``) stepped through (``ui:replay N``) and continued here as a
save of this device (``ui:continue``). Part of the table page (``ui.table_page``).

Each link is copied to the clipboard (or handed to the device's share sheet, where it
has one); a refused clipboard leaves it on show, to copy by hand.
"""

from __future__ import annotations

import dataclasses

from js import Object, window
from pyodide.ffi import to_js

from pygames.core.errors import RecordError
from ui import links, relay
from ui.browser import now_ms, page_link
from ui.i18n import explain, t
from ui.session import Table
from ui.storage import StorageError, remember_link_warning, warned_of_links


class Sharing:
    """The links of one table page (``page``: its table, screen, saves, shared record,
    update)."""

    def __init__(self, page) -> None:
        self.page = page
        self.turn_link_at = -1  # the move count the turn link was made at

    async def share(self) -> None:
        page = self.page
        screen = page.screen
        link = page_link(links.share_fragment(page.table.share_text()))
        screen.share_link, screen.share_copied = link, False
        page.update()
        try:
            await window.navigator.clipboard.writeText(link)
        except Exception:
            return  # no clipboard permission: the link is shown to copy by hand
        if screen.share_link == link:
            screen.share_copied = True
            page.update()

    def make_turn_link(self, away: int | None) -> None:
        """Before a repaint, in a game played by link, the link for the person whose
        turn it is at another device (``away``), made once per move (packing it replays
        the game); the first link this device offers comes with what it carries (said
        once)."""
        page = self.page
        screen, table = page.screen, page.table
        if screen.mode != "local" or away is None:
            screen.turn_link = ""
            return
        if self.turn_link_at != table.moves:
            self.turn_link_at = table.moves
            screen.turn_link = page_link(relay.turn_fragment(table.record, away))
            screen.turn_copied = False
            if not screen.warn_links and not warned_of_links(page.saves.store):
                screen.warn_links = True  # shown while this table is open
                remember_link_warning(page.saves.store)

    async def copy_turn_link(self, send: bool) -> None:
        """Copy the turn link (or hand it to the device's share sheet, where it has
        one); a refused clipboard leaves it shown, to copy by hand."""
        screen = self.page.screen
        link = screen.turn_link
        if not link:
            return
        try:
            if send and screen.can_share:
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
        if screen.turn_link == link:
            screen.turn_copied = True
            self.page.update()

    def replay_to(self, arg: str) -> None:
        """A shared game shown after its move ``arg``."""
        page = self.page
        if page.shared is None or not arg.isdigit():
            return
        upto = min(int(arg), len(page.shared.actions))
        page.table = Table(
            dataclasses.replace(page.shared, actions=list(page.shared.actions[:upto]))
        )
        page.screen.clear_choice()
        page.update()

    def continue_locally(self) -> str | None:
        """Copy the shared game, up to the move being viewed, into a new local save; the
        fragment that opens it."""
        page = self.page
        if page.shared is None:
            return None
        record = dataclasses.replace(page.shared, actions=list(page.table.record.actions))
        try:
            save_id = page.saves.new_id(record.game, now_ms())
            page.saves.write(save_id, record, finished=Table(record).is_over(), now_ms=now_ms())
        except (StorageError, RecordError) as exc:
            page.screen.error = str(explain(exc))
            page.update()
            return None
        return f"#game={save_id}"
