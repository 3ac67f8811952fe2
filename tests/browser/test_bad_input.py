"""Bad input never breaks the app: each gets a plain-text message, the home page
still works, and no save is touched (other than one the player chose to remove)."""

from __future__ import annotations

import base64
import json
import zlib
from urllib.parse import quote

import pytest
from playwright.sync_api import expect

from pygames.core.record import Seat, new_record
from ui.storage import MemoryStore, Saves

SAVE_PREFIX = "pygames.v1.save."
HOSTILE = "<img src=x onerror=alert(1)>\"'&"


def share_of(data: dict) -> str:
    """Share text for any JSON, as Record.to_share packs it (for records no app writes)."""
    packed = zlib.compress(json.dumps(data).encode("utf-8"), 9)
    return "r1." + base64.urlsafe_b64encode(packed).decode("ascii").rstrip("=")


def good_record():
    record = new_record("cablecar", [Seat("Ann"), Seat("Bob", "bot:greedy")], seed=9)
    return record


def saved_entry(record, save_id: str) -> str:
    store = MemoryStore()
    Saves(store).write(save_id, record, finished=False, now_ms=1_700_000_000_000)
    return store.get(SAVE_PREFIX + save_id)


@pytest.fixture
def home_with_a_save(page, site, wait_ready):
    """The app opened once, with one good save in its storage; returns that entry's text."""
    page.goto(site.url())
    wait_ready(page)
    entry = saved_entry(good_record(), "cablecar-good")
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [SAVE_PREFIX + "cablecar-good", entry])
    dialogs = []
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    page.dialogs = dialogs
    return entry


def storage(page) -> dict:
    return page.evaluate(
        "Object.fromEntries(Object.keys(localStorage).map(k => [k, localStorage.getItem(k)]))"
    )


def open_fragment(page, site, wait_ready, fragment: str) -> None:
    """Follow a link within the running app (as a click on a link would): the page
    is marked loading first, so waiting for "ready" waits for the new screen."""
    page.evaluate(
        """fragment => {
        document.documentElement.dataset.appState = "loading";
        location.hash = fragment;
    }""",
        fragment,
    )
    wait_ready(page)


def assert_problem_then_home_works(page, text: str, good_entry: str) -> None:
    problem = page.locator("#problem")
    expect(problem).to_be_visible()
    expect(problem).to_contain_text(text)
    assert page.locator("#app img").count() == 0
    page.click("a[href='#']")
    expect(page.locator(".screen.home")).to_be_visible()
    expect(page.locator(".save[data-save='cablecar-good']")).to_have_count(1)
    assert storage(page)[SAVE_PREFIX + "cablecar-good"] == good_entry


def test_tampered_share_link(page, site, wait_ready, home_with_a_save):
    share = good_record().to_share()
    open_fragment(page, site, wait_ready, "#play=" + share[:12] + "~~" + share[14:])
    assert_problem_then_home_works(page, "damaged or cut short", home_with_a_save)


def test_truncated_share_link(page, site, wait_ready, home_with_a_save):
    record = good_record()
    record.actions = [(0, "draw"), (0, "place 1,1")]
    open_fragment(page, site, wait_ready, "#play=" + record.to_share()[:-10])
    assert_problem_then_home_works(page, "damaged or cut short", home_with_a_save)


def test_not_a_share_link(page, site, wait_ready, home_with_a_save):
    open_fragment(page, site, wait_ready, "#play=hello")
    assert_problem_then_home_works(page, "does not hold a game", home_with_a_save)


def test_unknown_game_in_links(page, site, wait_ready, home_with_a_save):
    data = good_record().to_json()
    data["game"] = "chess"
    open_fragment(page, site, wait_ready, "#play=" + share_of(data))
    assert_problem_then_home_works(page, "There is no game called 'chess' here.", home_with_a_save)
    open_fragment(page, site, wait_ready, "#new=chess&seats=human:Ann,human:Bob")
    assert_problem_then_home_works(page, "There is no game called 'chess' here.", home_with_a_save)
    open_fragment(page, site, wait_ready, "#setup=chess")
    assert_problem_then_home_works(page, "There is no game called 'chess' here.", home_with_a_save)
    open_fragment(page, site, wait_ready, "#new=cablecar&seats=human:Ann,robot:Bob")
    assert_problem_then_home_works(page, "is not one of human, bot:random", home_with_a_save)
    open_fragment(page, site, wait_ready, "#game=cablecar-nothere")
    assert_problem_then_home_works(
        page, "There is no saved game cablecar-nothere", home_with_a_save
    )
    open_fragment(page, site, wait_ready, "#nonsense")
    assert_problem_then_home_works(page, "no page called", home_with_a_save)


def test_record_with_an_illegal_action(page, site, wait_ready, home_with_a_save):
    record = good_record()
    record.actions = [(0, "hand 4,4")]  # the power station
    open_fragment(page, site, wait_ready, "#play=" + record.to_share())
    assert_problem_then_home_works(
        page, "Move 1 (Ann: 'hand 4,4') breaks the rules", home_with_a_save
    )
    # The same record as a save: reported, removable, and the other save untouched.
    page.evaluate(
        "([k, v]) => localStorage.setItem(k, v)",
        [SAVE_PREFIX + "cablecar-bad", saved_entry(record, "cablecar-bad")],
    )
    open_fragment(page, site, wait_ready, "#game=cablecar-bad")
    expect(page.locator("#problem")).to_contain_text("Save cablecar-bad could not be read: Move 1")
    page.click("[data-action='ui:delete-go-home cablecar-bad']")
    expect(page.locator(".screen.home")).to_be_visible()
    left = storage(page)
    assert SAVE_PREFIX + "cablecar-bad" not in left
    assert left[SAVE_PREFIX + "cablecar-good"] == home_with_a_save


def test_corrupt_storage_entries(page, site, wait_ready, home_with_a_save):
    page.evaluate(
        """prefix => {
        localStorage.setItem(prefix + "cablecar-torn", '{"id": "cablecar-torn", "record": {"form');
        localStorage.setItem(prefix + "cablecar-odd", JSON.stringify({record: {format: 1, game: "cablecar",
            rules_version: 1, seed: -5, seats: [], actions: []}}));
        localStorage.setItem("pygames.v1.index", "][");
    }""",
        SAVE_PREFIX,
    )
    page.reload()
    wait_ready(page)
    broken = page.locator(".save.broken")
    expect(broken).to_have_count(2)
    expect(page.locator(".save.broken[data-save='cablecar-torn']")).to_contain_text(
        "Save cablecar-torn could not be read: its text is not valid JSON."
    )
    expect(page.locator(".save.broken[data-save='cablecar-odd']")).to_contain_text(
        "Save cablecar-odd could not be read"
    )
    # The good save still resumes.
    page.click(".save[data-save='cablecar-good'] a.button")
    expect(page.locator("#board")).to_have_attribute("data-moves", "0")
    # Removing a broken entry removes only it.
    page.click("a[href='#']")
    page.click("[data-action='ui:delete cablecar-torn']")
    expect(page.locator(".save.broken")).to_have_count(1)
    left = storage(page)
    assert SAVE_PREFIX + "cablecar-torn" not in left and SAVE_PREFIX + "cablecar-odd" in left
    assert left[SAVE_PREFIX + "cablecar-good"] == home_with_a_save


def test_hostile_player_name_stays_text(page, site, wait_ready, home_with_a_save):
    fragment = f"#new=cablecar&seats=human:{quote(HOSTILE, safe='')},human:Bob&seed=1"
    open_fragment(page, site, wait_ready, fragment)
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
    open_fragment(page, site, wait_ready, "#game=cablecar-good")
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
        "Number(document.querySelector('#board').dataset.moves) >= 2"
        " && document.querySelector('#status').textContent.startsWith('Ann:')"
    )
    expect(page.locator("#error")).to_be_hidden()
