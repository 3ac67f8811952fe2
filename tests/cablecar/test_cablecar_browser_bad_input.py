"""Bad input at a Cable Car table never breaks the app: a record with a move the rules
refuse (the power station) is reported, as a link and as a save (removable, the other
save untouched); a forged button's move is refused with a message; a hostile player
name stays text everywhere (the privacy screen, the log, the board's tooltips, the
home page's list)."""

from __future__ import annotations

from urllib.parse import quote

import pytest
from playwright.sync_api import expect

from pygames.core.record import Seat, new_record
from tests.browser.page_helpers import (
    assert_problem_then_home_works,
    open_fragment,
    open_home_with_a_save,
    storage,
)
from tests.browser.positions import saved_entry
from ui.storage import SAVE_PREFIX

HOSTILE = "<img src=x onerror=alert(1)>\"'&"
GOOD = "cablecar-good"


def good_record():
    return new_record("cablecar", [Seat("Ann"), Seat("Bob", "bot:greedy")], seed=9)


@pytest.fixture
def home_with_a_save(page, site, wait_ready):
    """The app opened once, with one good save in its storage; returns that entry's text."""
    return open_home_with_a_save(page, site, wait_ready, good_record(), GOOD)


def test_record_with_an_illegal_action(page, site, wait_ready, home_with_a_save):
    record = good_record()
    record.actions = [(0, "hand 4,4")]  # the power station
    open_fragment(page, wait_ready, "#play=" + record.to_share())
    assert_problem_then_home_works(
        page, "Move 1 (Ann: 'hand 4,4') breaks the rules", GOOD, home_with_a_save
    )
    # The same record as a save: reported, removable, and the other save untouched.
    page.evaluate(
        "([k, v]) => localStorage.setItem(k, v)",
        [SAVE_PREFIX + "cablecar-bad", saved_entry(record, "cablecar-bad")],
    )
    open_fragment(page, wait_ready, "#game=cablecar-bad")
    expect(page.locator("#problem")).to_contain_text("Save cablecar-bad could not be read: Move 1")
    page.click("[data-action='ui:delete-go-home cablecar-bad']")
    expect(page.locator(".screen.home")).to_be_visible()
    left = storage(page)
    assert SAVE_PREFIX + "cablecar-bad" not in left
    assert left[SAVE_PREFIX + "cablecar-good"] == home_with_a_save


def test_hostile_player_name_stays_text(page, site, wait_ready, home_with_a_save):
    fragment = f"#new=cablecar&seats=human:{quote(HOSTILE, safe='')},human:Bob&seed=1"
    open_fragment(page, wait_ready, fragment)
    expect(page.locator("#players .name").first).to_have_text(HOSTILE)
    expect(page.locator("#status")).to_have_text(f"Pass the device to {HOSTILE}.")
    page.click("[data-action^='ui:reveal']")
    page.locator("#board [data-action^='hand ']").first.click()
    expect(page.locator("#board")).to_have_attribute("data-moves", "1")
    expect(page.locator("#log li").first).to_contain_text(HOSTILE + " placed their hidden tile")
    # In the board's tooltips too (svg titles), and on the home page's list.
    titles = page.eval_on_selector_all("#board title", "els => els.map(e => e.textContent)")
    assert any(HOSTILE in t for t in titles)
    page.click("[data-action='ui:share']")
    assert page.locator("#app img").count() == 0
    page.click("a[href='#']")
    expect(page.locator(".save").filter(has_text=HOSTILE)).to_have_count(1)
    assert page.locator("#app img").count() == 0
    assert page.dialogs == []
    assert page.context.log.failed_requests == []


def test_illegal_action_is_refused_with_a_message(page, site, wait_ready, home_with_a_save):
    open_fragment(page, wait_ready, "#game=cablecar-good")
    expect(page.locator("#board")).to_have_attribute("data-moves", "0")
    # A tampered page asks for a move the rules refuse (the power station).
    page.evaluate("""() => {
        const b = document.createElement("button");
        b.id = "forged"; b.dataset.action = "hand 4,4"; b.textContent = "forged";
        document.querySelector("#status").after(b);
    }""")
    page.click("#forged")
    expect(page.locator("#error")).to_contain_text("power station")
    expect(page.locator("#board")).to_have_attribute("data-moves", "0")
    assert storage(page)[SAVE_PREFIX + "cablecar-good"] == home_with_a_save
    # The next legal move clears the message.
    page.locator("#board [data-action^='hand ']").first.click()
    page.wait_for_function(
        "() => Number(document.querySelector('#board').dataset.moves) >= 2"
        " && document.querySelector('#status').textContent.startsWith('Ann:')"
    )
    expect(page.locator("#error")).to_be_hidden()
