"""Bad input never breaks the app: each gets a plain-text message, the home page
still works, and no save is touched (other than one the player chose to remove). A
game's own bad input (a move its rules refuse, in a record or from a forged button; a
hostile player name at its table) is in that game's browser tests."""

from __future__ import annotations

import base64
import json
import zlib

import pytest
from playwright.sync_api import expect

from pygames.core.record import Seat, new_record
from tests.browser.page_helpers import (
    assert_problem_then_home_works,
    open_fragment,
    open_home_with_a_save,
    storage,
)
from tests.browser.positions import a_game
from ui.session import Table
from ui.storage import SAVE_PREFIX

# A game of a person and a greedy bot; its save, kept safe through every bad input.
GAME = a_game(lambda spec: spec.min_players <= 2 <= spec.max_players and "greedy" in spec.bots)
GOOD = f"{GAME}-good"


def share_of(data: dict) -> str:
    """Share text for any JSON, as Record.to_share packs it (for records no app writes)."""
    packed = zlib.compress(json.dumps(data).encode("utf-8"), 9)
    return "r1." + base64.urlsafe_b64encode(packed).decode("ascii").rstrip("=")


def good_record():
    return new_record(GAME, [Seat("Ann"), Seat("Bob", "bot:greedy")], seed=9)


@pytest.fixture
def home_with_a_save(page, site, wait_ready):
    """The app opened once, with one good save in its storage; returns that entry's text."""
    return open_home_with_a_save(page, site, wait_ready, good_record(), GOOD)


def test_tampered_share_link(page, site, wait_ready, home_with_a_save):
    share = good_record().to_share()
    open_fragment(page, wait_ready, "#play=" + share[:12] + "~~" + share[14:])
    assert_problem_then_home_works(page, "damaged or cut short", GOOD, home_with_a_save)


def test_truncated_share_link(page, site, wait_ready, home_with_a_save):
    table = Table(good_record())  # two moves: the person's and the bot's
    while len(table.record.actions) < 2:
        seat = table.game.to_move(table.state)[0]
        table.apply(seat, table.legal_texts(seat)[0])
    record = table.record
    open_fragment(page, wait_ready, "#play=" + record.to_share()[:-10])
    assert_problem_then_home_works(page, "damaged or cut short", GOOD, home_with_a_save)


def test_not_a_share_link(page, site, wait_ready, home_with_a_save):
    open_fragment(page, wait_ready, "#play=hello")
    assert_problem_then_home_works(page, "does not hold a game", GOOD, home_with_a_save)


def test_unknown_game_in_links(page, site, wait_ready, home_with_a_save):
    data = good_record().to_json()
    data["game"] = "chess"
    open_fragment(page, wait_ready, "#play=" + share_of(data))
    assert_problem_then_home_works(
        page, "There is no game called 'chess' here.", GOOD, home_with_a_save
    )
    open_fragment(page, wait_ready, "#new=chess&seats=human:Ann,human:Bob")
    assert_problem_then_home_works(
        page, "There is no game called 'chess' here.", GOOD, home_with_a_save
    )
    open_fragment(page, wait_ready, "#setup=chess")
    assert_problem_then_home_works(
        page, "There is no game called 'chess' here.", GOOD, home_with_a_save
    )
    open_fragment(page, wait_ready, f"#new={GAME}&seats=human:Ann,robot:Bob")
    assert_problem_then_home_works(page, "is not one of human, bot:random", GOOD, home_with_a_save)
    open_fragment(page, wait_ready, f"#game={GAME}-nothere")
    assert_problem_then_home_works(
        page, f"There is no saved game {GAME}-nothere", GOOD, home_with_a_save
    )
    open_fragment(page, wait_ready, "#nonsense")
    assert_problem_then_home_works(page, "no page called", GOOD, home_with_a_save)


def test_corrupt_storage_entries(page, site, wait_ready, home_with_a_save):
    torn, odd = f"{GAME}-torn", f"{GAME}-odd"
    page.evaluate(
        """([prefix, game, torn, odd]) => {
        localStorage.setItem(prefix + torn, `{"id": "${torn}", "record": {"form`);
        localStorage.setItem(prefix + odd, JSON.stringify({record: {format: 1, game,
            rules_version: 1, seed: -5, seats: [], actions: []}}));
        localStorage.setItem("pygames.v1.index", "][");
    }""",
        [SAVE_PREFIX, GAME, torn, odd],
    )
    page.reload()
    wait_ready(page)
    broken = page.locator(".save.broken")
    expect(broken).to_have_count(2)
    expect(page.locator(f".save.broken[data-save='{torn}']")).to_contain_text(
        f"Save {torn} could not be read: its text is not valid JSON."
    )
    expect(page.locator(f".save.broken[data-save='{odd}']")).to_contain_text(
        f"Save {odd} could not be read"
    )
    # The good save still resumes.
    page.click(f".save[data-save='{GOOD}'] a.button")
    expect(page.locator("#board")).to_have_attribute("data-moves", "0")
    # Removing a broken entry removes only it.
    page.click("a[href='#']")
    page.click(f"[data-action='ui:delete {torn}']")
    expect(page.locator(".save.broken")).to_have_count(1)
    left = storage(page)
    assert SAVE_PREFIX + torn not in left and SAVE_PREFIX + odd in left
    assert left[SAVE_PREFIX + GOOD] == home_with_a_save
