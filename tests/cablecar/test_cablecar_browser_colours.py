"""Cable Car's colours as Chromium paints them (issue 14 part 4): the shares game's
board in mid-game (companies' marks, not players'), whose owners' marks stay apart for
every colour vision as every game's do (tests/browser/test_app_colour_vision.py), and
the players list, which shows each seat's colour in the shape its marks have on the
board. Screenshots go to test-artifacts/colour-vision/."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import expect

from pygames import GAMES
from pygames.core.record import Record, Seat
from tests.browser.fixtures import boot_mode, wait_until_ready
from tests.browser.page_helpers import (
    FILTERS,
    board_owners,
    css_hex,
    open_save,
    owners_apart_through_filters,
)
from tests.browser.positions import NAMES, init_script, storage_items
from ui.session import Table

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts" / "colour-vision"
MID_GAME = GAMES["cablecar"].checks().MID_GAME  # moves into the game

READ_SWATCHES = """() => [...document.querySelectorAll('#players svg.swatch')].map(el => ({
  seat: el.closest('[data-seat]').dataset.seat, mark: el.dataset.mark,
  fill: getComputedStyle(el.querySelector('circle, polygon')).fill }))"""


def mid_game(players: int, options: dict) -> Record:
    """Greedy bots play until Ann may act after MID_GAME moves; then Ann is a person."""
    bots = [Seat(NAMES[i % len(NAMES)] + str(i), "bot:greedy") for i in range(players)]
    table = Table.new("cablecar", bots, options, seed=5)
    while not table.is_over() and not (table.moves >= MID_GAME and 0 in table.to_move()):
        table.bot_step()
    record = table.record
    seats = [Seat("Ann", "human")] + bots[1:]
    return Record(record.game, record.rules_version, record.seed, seats, record.options,
                  list(record.actions))  # fmt: skip


@pytest.fixture(scope="module")
def table_page(browser, site):
    """One page (one start of Pyodide, from the snapshot) holding both saves."""
    saves = {"cablecar-mid": mid_game(6, {}), "shares-mid": mid_game(4, {"mode": "shares"})}
    site.start()
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    boot_mode(context, "snapshot")
    context.add_init_script(init_script(storage_items(saves)))
    page = context.new_page()
    page.goto(site.url("?botdelay=0"))
    wait_until_ready(page)
    page.evaluate("html => document.body.insertAdjacentHTML('beforeend', html)", FILTERS)
    yield page
    context.close()


def test_the_shares_games_companies_marks_stay_apart(table_page):
    page = table_page
    open_save(page, "shares-mid")
    expect(page.locator("#panel")).not_to_be_empty()
    owners = board_owners(page)
    assert len(owners) >= 2, owners
    problems = owners_apart_through_filters(page, owners, "shares-mid", ARTIFACTS)
    assert not problems, "shares-mid: " + "; ".join(problems)


def test_the_players_list_shows_each_seats_colour_in_its_shape(table_page):
    page = table_page
    open_save(page, "cablecar-mid")
    expect(page.locator("#panel")).not_to_be_empty()
    owners = board_owners(page)
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.locator("#players").screenshot(path=str(ARTIFACTS / "cablecar-players.png"))
    swatches = page.evaluate(READ_SWATCHES)
    assert len(swatches) == 6
    for swatch in swatches:
        assert owners[swatch["seat"]] == {(css_hex(swatch["fill"]), swatch["mark"])}
