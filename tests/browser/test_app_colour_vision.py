"""Colour is never the only signal (issue 14 part 4), on the boards as Chromium paints
them: each game in mid-game at its most players, its players' (or companies') marks
read from the DOM (``data-owner``, ``data-mark`` and the computed fill), seen through
protanopia, deuteranopia and tritanopia; the owners shown are those the same position's
board draws in CPython (a game may draw none, never one alone), no two owners may have
marks alike in shape and in colour, and every owner has a shape of its own.

The transform is Machado et al. (2009) as an SVG ``feColorMatrix`` (filters work in
linear RGB by default, as the matrices want): the test checks that the browser's
filter gives the colours ``tests/colour_check.py`` computes, and leaves screenshots of
each board through each filter in test-artifacts/colour-vision/ for a person to look
at. (A game's own colour screens, such as a variant's board or the players list, are
in its browser tests.)"""

from __future__ import annotations

from pathlib import Path

import pytest
from colour_check import DEFICIENCIES, owner_marks, simulate
from playwright.sync_api import expect

from pygames import GAMES
from pygames.core.record import Record, Seat
from tests.browser.fixtures import boot_mode, wait_until_ready
from tests.browser.page_helpers import (
    FILTERS,
    THROUGH_FILTER,
    board_owners,
    open_save,
    owners_apart_through_filters,
)
from tests.browser.positions import NAMES, init_script, storage_items
from ui.session import Table

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts" / "colour-vision"
# Colours the filter is checked on: a red, green, blue, yellow and purple of the boards.
PROBES = ("#c8362e", "#0f9d6e", "#1f6fc5", "#f2d21b", "#cc79a7")


def mid_game(game_id: str, players: int, options: dict | None = None) -> Record:
    """Greedy bots play until Ann may act after the game's MID_GAME moves; then Ann is
    a person."""
    moves = GAMES[game_id].checks().MID_GAME
    bots = [Seat(NAMES[i % len(NAMES)] + str(i), "bot:greedy") for i in range(players)]
    table = Table.new(game_id, bots, options or {}, seed=5)
    while not table.is_over() and not (table.moves >= moves and 0 in table.to_move()):
        table.bot_step()
    record = table.record
    seats = [Seat("Ann", "human")] + bots[1:]
    return Record(record.game, record.rules_version, record.seed, seats, record.options,
                  list(record.actions))  # fmt: skip


def drawn_owners(record: Record) -> set[str]:
    """The owners the position's board draws in CPython, for everyone."""
    table = Table(record)
    view = table.game.view(table.state, None)
    names = [seat.name for seat in record.seats]
    return set(owner_marks(str(GAMES[record.game].drawing().draw_board(view, names=names))))


@pytest.fixture(scope="module")
def records() -> dict[str, Record]:
    return {f"{g}-mid": mid_game(g, GAMES[g].spec.max_players) for g in GAMES}


@pytest.fixture(scope="module")
def table_page(browser, site, records):
    """One page (one start of Pyodide, from the snapshot) holding every game's save."""
    site.start()
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    boot_mode(context, "snapshot")
    context.add_init_script(init_script(storage_items(records)))
    page = context.new_page()
    page.goto(site.url("?botdelay=0"))
    wait_until_ready(page)
    page.evaluate("html => document.body.insertAdjacentHTML('beforeend', html)", FILTERS)
    yield page
    context.close()


def _encode(v: float) -> float:
    return 12.92 * v if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055


def test_the_browsers_filter_is_the_simulation(table_page):
    """The filter the screenshots go through sees colours as the check computes them."""
    for colour in PROBES:
        for deficiency in DEFICIENCIES:
            got = table_page.evaluate(THROUGH_FILTER, [colour, f"cvd-{deficiency}"])
            want = [round(255 * _encode(v)) for v in simulate(colour, deficiency)]
            assert all(abs(g - w) <= 3 for g, w in zip(got, want)), (colour, deficiency, got, want)


@pytest.mark.parametrize("game_id", list(GAMES))
def test_no_two_owners_marks_look_alike_on_the_board(table_page, records, game_id):
    page, save_id = table_page, f"{game_id}-mid"
    # The page held another game's table a moment ago: wait for this game's own board.
    open_save(page, save_id, ready=f'.table[data-game="{game_id}"] #board > svg')
    expect(page.locator("#panel")).not_to_be_empty()
    owners = board_owners(page)
    assert set(owners) == drawn_owners(records[save_id]), owners
    assert len(owners) != 1, owners
    problems = owners_apart_through_filters(page, owners, save_id, ARTIFACTS)
    assert not problems, f"{save_id}: " + "; ".join(problems)
