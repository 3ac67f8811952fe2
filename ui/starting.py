"""How the app sets up a new game: from a ``#new=`` link (``ui.links.parse_new``) or
from the new-game form, saved at once and shown at ``#game=<id>``; the form also
writes its setup link (``ui:setup-link``). ``Starting`` is a part of ``ui.app.App``.
"""

from __future__ import annotations

from js import window

from pygames import GAMES
from pygames.core.errors import RecordError
from pygames.core.names import name_problem
from pygames.core.record import Seat
from ui import browser, links, pages
from ui.browser import now_ms
from ui.i18n import explain, t
from ui.loader import GameLoadError, ensure_game
from ui.session import Table
from ui.storage import StorageError


class Starting:
    """The App's ways of starting a new game."""

    async def start_from_link(self, route) -> None:
        try:
            setup = links.parse_new(route)
        except links.LinkError as exc:
            self.show_message("msg.link_cannot_start", exc)
            return
        problem = name_problem([seat.name for seat in setup.seats])
        if problem is not None:
            # The link's game on the form, with what to change: nothing of it is lost.
            spec = GAMES[setup.game].spec
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
            GAMES[game_id].spec.check_players(len(seats))
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
        drawn = browser.random_seed()  # no seed typed: the link still deals one game to all
        try:
            fragment = links.setup_fragment(
                game_id,
                seats,
                seed_text,
                option_texts,
                by_link=browser.is_checked("by-link"),
                drawn_seed=drawn,
            )
        except (ValueError, KeyError) as exc:
            browser.show_form_error(str(explain(exc)))
            return
        browser.clear_form_error()
        if not seed_text:
            browser.set_seed(drawn)  # this form, started here, deals the link's game too
        link = browser.page_link(fragment)
        browser.show_setup_link(link, copied=False)
        try:
            await window.navigator.clipboard.writeText(link)
        except Exception:
            return  # no clipboard permission: the link is shown, selected, to copy
        browser.show_setup_link(link, copied=True)
