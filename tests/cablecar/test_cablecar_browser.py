"""Cable Car in the built app, in real Chromium: set up, play by clicking, undo,
reload and resume, share to a fresh profile, and a bot game to the result screen; a
turn by keyboard alone: draw, turn and place (tests/browser/page_helpers.py says what
every keyboard test checks); the rules help in Chinese from the home page and from a
table, which goes on as it was."""

from __future__ import annotations

import json
import re

from playwright.sync_api import expect

from tests.browser.fixtures import boot_mode
from tests.browser.page_helpers import (
    CJK,
    MOVE_TIMEOUT_MS,
    assert_said,
    board_step,
    focus,
    html_lang,
    latin_words,
    moves,
    open_table,
    press,
    press_and_wait,
    saves,
    switch_to,
    tab_to,
    wait_more_moves,
    wait_moves,
    wait_status,
)


def placed_tiles(page) -> list[str]:
    """The tiles on the board (not the ghosts of legal placements), as markup."""
    return page.eval_on_selector_all(
        "#board use.tile:not(.ghost use)", "els => els.map(e => e.outerHTML)"
    )


def uncover(page) -> None:
    """Hot-seat: the person to move clicks the privacy screen away."""
    reveal = page.locator("[data-action^='ui:reveal']")
    if reveal.count():
        reveal.click()
        expect(reveal).to_have_count(0)


def play_one_decision(page, *, draw: bool) -> None:
    """Uncover if needed, then draw (and place the drawn tile) or place the hidden tile."""
    uncover(page)
    before = moves(page)
    if draw:
        page.click("[data-action='draw']")
        wait_moves(page, before + 1)
        page.locator("#board [data-action^='place ']").first.click()
        wait_moves(page, before + 2)
    else:
        page.locator("#board [data-action^='hand ']").first.click()
        wait_moves(page, before + 1)


def start_two_humans(page, site, wait_ready) -> None:
    page.goto(site.url("?botdelay=0#setup=cablecar"))
    wait_ready(page)
    page.select_option("#players", "2")
    page.select_option("#kind-0", "human")
    page.select_option("#kind-1", "human")
    page.fill("#name-0", "Ann")
    page.fill("#name-1", "Bob")
    page.fill("#seed", "42")
    page.click("[data-action='ui:start']")
    expect(page.locator("#board svg")).to_be_visible(timeout=MOVE_TIMEOUT_MS)
    wait_moves(page, 0)


def test_two_people_play_undo_reload_resume(page, site, wait_ready):
    start_two_humans(page, site, wait_ready)
    assert "#game=cablecar-" in page.url
    names = page.locator("#players .name").all_inner_texts()
    assert names == ["Ann", "Bob"]

    # Hot-seat privacy: Ann's tile stays covered until she asks for it.
    expect(page.locator("#status")).to_have_text("Pass the device to Ann.")
    expect(page.locator("#hand-tile")).to_have_count(0)
    expect(page.locator("#board [data-action]")).to_have_count(0)
    uncover(page)
    expect(page.locator("#hand-tile")).to_be_visible()
    expect(page.locator("#status")).to_contain_text("Ann: place your hidden tile or draw")

    play_one_decision(page, draw=False)  # Ann: hidden tile
    expect(page.locator("#status")).to_have_text("Pass the device to Bob.")
    expect(page.locator("#hand-tile")).to_have_count(0)
    play_one_decision(page, draw=True)  # Bob: draw, then place
    play_one_decision(page, draw=False)  # Ann
    play_one_decision(page, draw=True)  # Bob: draw, then place
    assert moves(page) == 6
    expect(page.locator("#log li")).to_have_count(6)
    expect(page.locator("#log li").first).to_contain_text("Bob placed the drawn tile at")

    # Undo: Bob's last placement is taken back (the draw stays: it showed a tile); the
    # log and the board follow. Who pressed Undo is not known, so Bob's hidden tile
    # stays covered until he says he is at the screen.
    tiles_before = placed_tiles(page)
    page.click("[data-action='ui:undo']")
    wait_moves(page, 5)
    assert len(placed_tiles(page)) == len(tiles_before) - 1
    expect(page.locator("#status")).to_have_text("Pass the device to Bob.")
    expect(page.locator("#hand-tile")).to_have_count(0)
    uncover(page)
    expect(page.locator("#status")).to_contain_text("Bob:")
    # A draw revealed a tile: it cannot be taken back; the refusal is shown.
    undo = page.locator("[data-action='ui:undo']")
    expect(undo).to_be_disabled()  # and says why while hovered or focused
    undo.focus()
    expect(page.locator("#undo-why")).to_be_visible()
    expect(page.locator("#undo-why")).to_contain_text("cannot be taken back")
    undo.click(force=True)  # a touch screen has no hover: a click says it in the error line
    expect(page.locator("#error")).to_contain_text("cannot be taken back")
    assert moves(page) == 5
    page.locator("#board [data-action^='place ']").first.click()
    wait_moves(page, 6)
    expect(page.locator("#error")).to_be_hidden()

    # Saved after every action: reload resumes the same game.
    url = page.url
    tiles = placed_tiles(page)
    entries = saves(page)
    assert len(entries) == 1
    record = json.loads(next(iter(entries.values())))["record"]
    assert len(record["actions"]) == 6 and [s["name"] for s in record["seats"]] == ["Ann", "Bob"]
    page.reload()
    wait_ready(page)
    assert page.url == url
    wait_moves(page, 6)
    assert placed_tiles(page) == tiles
    expect(page.locator("#log li")).to_have_count(6)

    # And the home page lists it for resuming.
    page.click("a[href='#']")
    expect(page.locator(".save")).to_have_count(1)
    expect(page.locator(".save")).to_contain_text("Ann, Bob")
    page.click(".save a.button")
    wait_moves(page, 6)


def test_share_link_opens_in_a_fresh_profile_without_saving(page, site, browser, wait_ready):
    start_two_humans(page, site, wait_ready)
    play_one_decision(page, draw=False)
    play_one_decision(page, draw=True)
    play_one_decision(page, draw=False)
    tiles = placed_tiles(page)
    page.click("[data-action='ui:share']")
    link_box = page.locator("#share-link")
    expect(link_box).to_be_visible()
    link = link_box.input_value()
    assert link.startswith(site.url()) and "#play=r2." in link and "botdelay" not in link

    fresh = browser.new_context()  # a fresh profile: nothing saved, nothing shared
    boot_mode(fresh, "snapshot")
    foreign = []
    fresh.on("request", lambda r: r.url.startswith(site.url()) or foreign.append(r.url))
    try:
        other = fresh.new_page()
        other.goto(link)
        wait_ready(other)
        wait_moves(other, 4)
        assert placed_tiles(other) == tiles
        expect(other.locator("#players .name")).to_have_text(["Ann", "Bob"])
        expect(other.locator("#log li")).to_have_count(4)
        # Watching shows no one's hidden tile and offers nothing to play.
        expect(other.locator("#hand-tile")).to_have_count(0)
        expect(other.locator("#board [data-action]")).to_have_count(0)
        assert saves(other) == {}
        # The replay steps through the record.
        other.click("[data-action='ui:replay 0']")
        wait_moves(other, 0)
        assert placed_tiles(other) == []
        other.click("[data-action='ui:replay 1']")
        wait_moves(other, 1)
        assert len(placed_tiles(other)) == 1
        other.click("[data-action='ui:replay 4']")
        wait_moves(other, 4)
        assert saves(other) == {}
        # Continuing makes a new local save, and only then.
        other.click("[data-action='ui:continue']")
        other.wait_for_function("() => location.hash.startsWith('#game=cablecar-')")
        wait_moves(other, 4)
        assert len(saves(other)) == 1
        uncover(other)
        expect(other.locator("#status")).to_contain_text("Bob:")
    finally:
        fresh.close()
    assert foreign == []
    # The sharer's own save is untouched by all this.
    assert len(saves(page)) == 1


def test_bot_game_plays_itself_to_the_result_screen(page, site, wait_ready):
    page.goto(
        site.url(
            "?botdelay=0#new=cablecar&seats=bot:greedy:Ann,bot:random:Bob,bot:greedy:Cy&seed=42"
        )
    )
    wait_ready(page)
    assert "#game=cablecar-" in page.url  # the link became a save: reloading resumes it
    result = page.locator("#result")
    expect(result).to_be_visible(timeout=180_000)
    expect(page.locator("#status")).to_contain_text("Game over")
    finals = page.locator("#result .final")
    expect(finals).to_have_count(3)
    # Places and points, each player's lines adding up to their score.
    for i in range(3):
        final = finals.nth(i)
        score = final.locator(".score")
        assert score.inner_text() == f"{int(score.get_attribute('data-score'))} points"
        pts = final.locator(".pts")
        points = [int(pts.nth(j).get_attribute("data-points")) for j in range(pts.count())]
        assert sum(points) == int(score.get_attribute("data-score"))
        assert all(text.endswith((" point", " points")) for text in pts.all_inner_texts())
    first_place = finals.first.locator(".place").inner_text()
    assert first_place == "1st"
    entries = saves(page)
    assert len(entries) == 1 and json.loads(next(iter(entries.values())))["finished"] is True
    total = moves(page)
    page.reload()
    wait_ready(page)
    expect(page.locator("#result")).to_be_visible()
    assert moves(page) == total


def test_bots_take_turns_by_themselves_and_the_person_waits(page, site, wait_ready):
    # the default pause before a bot's move: the page shows the bot thinking meanwhile
    page.goto(site.url("#new=cablecar&seats=human:Ann,bot:greedy:Bob&seed=3"))
    wait_ready(page)
    expect(page.locator("[data-action^='ui:reveal']")).to_have_count(0)  # one person: no screen
    expect(page.locator("#hand-tile")).to_be_visible()
    page.locator("#board [data-action^='hand ']").first.click()
    wait_moves(page, 1)
    expect(page.locator("#status")).to_contain_text("Bob (bot) is thinking")
    expect(page.locator("#board [data-action]")).to_have_count(0)
    expect(page.locator("[data-action='draw']")).to_be_disabled()
    wait_more_moves(page, 1)
    page.wait_for_function(
        "() => document.querySelector('#status').textContent.startsWith('Ann:')",
        timeout=MOVE_TIMEOUT_MS,
    )
    expect(page.locator("#log li").first).to_contain_text("Bob ")


def test_keyboard_plays_a_square(page, site, wait_ready):
    page.goto(site.url("?botdelay=0#new=cablecar&seats=human:Ann,bot:random:Bob&seed=5"))
    wait_ready(page)
    square = page.locator("#board [data-action^='hand ']").first
    square.focus()
    page.keyboard.press("Enter")
    wait_more_moves(page, 0)


def test_cable_car_draw_turn_and_place_by_keyboard(page, site, wait_ready):
    open_table(
        page,
        site,
        wait_ready,
        "cablecar&seats=human:Ann,bot:greedy:Bob&seed=42&opt.orientation=free",
    )
    wait_status(page, "Ann: place your hidden tile or draw")
    # A refusal is said politely: Undo before any move.
    tab_to(page, "[data-action='ui:undo']")
    press(page, "Enter")
    refusal = page.locator("#error")
    expect(refusal).to_be_visible()
    assert refusal.get_attribute("role") is None  # not an alert: #announce says it
    assert_said(page, re.escape(refusal.inner_text()))
    # Turn the tile from its button; Escape turns it back.
    unturned = sorted(
        page.eval_on_selector_all("#board [data-action]", "e => e.map(x => x.dataset.action)")
    )
    tab_to(page, "[data-action='ui:turn 1']")
    press(page, "Enter")
    turned = page.eval_on_selector_all("#board [data-action]", "e => e.map(x => x.dataset.action)")
    assert turned and all(a.endswith(" r1") for a in turned), turned
    where = press(page, "Escape")
    assert (
        sorted(
            page.eval_on_selector_all("#board [data-action]", "e => e.map(x => x.dataset.action)")
        )
        == unturned
    )
    assert where["action"] == "ui:turn 1", "Escape keeps the focus where it was"
    # Draw, turn the drawn tile by its key, place it from the board.
    tab_to(page, "[data-action='draw']")
    press_and_wait(page, "Enter")
    wait_status(page, "Ann:")
    press(page, "r")
    action = board_step(page, "place ")
    assert action.endswith(" r1"), action
    press_and_wait(page, " ")  # Space plays too
    assert_said(page, r"Ann placed the drawn tile at")
    # Bob moved (a bot), and the focus is still in the table for Ann's next turn.
    wait_status(page, "Ann: place your hidden tile or draw")
    focus(page)
    board_step(page, "hand ")
    press_and_wait(page)
    assert_said(page, r"Ann placed")


def test_rules_help_from_home_and_from_a_table_in_chinese(page, site, wait_ready):
    page.goto(site.url("?botdelay=0"))
    wait_ready(page)
    switch_to(page, "zh-TW")

    # From the home page: a screen of its own.
    page.click(".card a[data-help='cablecar']")
    expect(page.locator("#rules h1")).to_have_text("舊金山纜車", timeout=MOVE_TIMEOUT_MS)
    expect(page.locator("#rules")).to_contain_text("車軌板塊")
    expect(page.locator("#rules table tr")).to_have_count(9)
    assert latin_words(page) == set()
    switch_to(page, "ja")
    expect(page.locator("#rules h1")).to_have_text("ケーブルカー")
    switch_to(page, "zh-TW")

    # A table, in Chinese.
    page.goto(site.url("?botdelay=0#new=cablecar&seats=human:Ann,bot:greedy:Bob&seed=42"))
    wait_ready(page)
    expect(page.locator("#board svg")).to_be_visible(timeout=MOVE_TIMEOUT_MS)
    assert html_lang(page) == "zh-TW"
    expect(page.locator("#status")).to_contain_text("Ann：")
    page.locator("#board [data-action^='hand ']").first.click()
    page.wait_for_function(
        "() => Number(document.querySelector('#board').dataset.moves) >= 2"
        " && document.querySelector('#status').textContent.startsWith('Ann')"
    )
    expect(page.locator("#log li").first).to_contain_text("Bob")
    assert CJK.search(page.locator("#log").inner_text())
    assert latin_words(page) == set()
    played = moves(page)

    # The rules help over the table; closing it leaves the game as it was.
    page.click("[data-action^='ui:help']")
    dialog = page.locator("#help-dialog")
    expect(dialog).to_be_visible()
    expect(dialog.locator("h1")).to_have_text("舊金山纜車")
    expect(dialog).to_contain_text("股票卡")
    dialog.locator("button[type='submit']").first.click()
    expect(dialog).to_be_hidden()
    assert moves(page) == played
    expect(page.locator("#board svg")).to_be_visible()

    # Back to English: the same game, its log in English now.
    switch_to(page, "en")
    assert moves(page) == played
    expect(page.locator("#status")).to_contain_text("Ann: place your hidden tile")
    expect(page.locator("#log li").last).to_contain_text("Ann placed their hidden tile at")
    assert not CJK.search(page.locator("#app").inner_text())
    page.locator("#board [data-action^='hand ']").first.click()
    page.wait_for_function(
        f"() => Number(document.querySelector('#board').dataset.moves) >= {played + 2}"
    )
    page.reload()
    wait_ready(page)
    assert html_lang(page) == "en"
    expect(page.locator("#status")).to_contain_text("Ann:")
