"""The review of a game in the page (issue 40 parts 2 and 3).

A finished save (Ann a person, Bob a bot) opened at its table: its Review button opens
``#review=…&game=<save>``; the verdicts appear while the review runs (the progress bar
and ``#board[data-reviewed]`` grow, the page answering meanwhile), the graph holds a
point a move, a click on a point and the → key choose another move (the board is the
position before it: ``#board[data-move]`` and ``data-moves``); once done the review is
kept with the save, and a second opening is instant (read from storage, no review
run). "Try another move here" starts a local game from that position that says where
it branched, plays, saves and shares (its share link opens). A shared game of a game
with secrets (a person at a seat) shows no better move, no why, no ghost and no seat's
secrets at any move; on a phone its words fit and the graph's are the boards' least.
"""

from __future__ import annotations

import json
import time

from playwright.sync_api import expect

from pygames import GAMES
from pygames.core.record import Record, Seat
from pygames.core.screen import load_screen
from tests.browser.layout_checks import layout_problems
from tests.browser.page_helpers import OPEN_TIMEOUT_MS, saved_record, storage
from tests.browser.positions import a_game, init_script, storage_items
from ui.session import Table
from ui.storage import REVIEW_PREFIX

REVIEW_TIMEOUT_MS = 240_000
# The graph's words as shown, in CSS px.
GRAPH_WORDS = """() => {
  const svg = document.querySelector('svg.review-graph');
  const k = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
  return [...svg.querySelectorAll('text')].map((t) => Number(t.getAttribute('font-size')) * k);
}"""
# A game for two, with secrets: its review's privacy is checked too.
GAME = a_game(
    lambda spec: spec.min_players <= 2 <= spec.max_players and load_screen(spec.id).has_secrets
)


def finished_record(game_id: str, seed: int, seats: list[Seat]) -> Record:
    """Greedy bots play a whole two-player game; the record then has ``seats``."""
    table = Table.new(game_id, [Seat(s.name, "bot:greedy") for s in seats], seed=seed)
    while not table.is_over():
        table.bot_step()
    record = table.record
    return Record(
        record.game, record.rules_version, record.seed, seats, record.options, record.actions
    )


def board(page, name: str) -> str:
    return page.evaluate(f"document.getElementById('board').dataset.{name} ?? ''")


def reviewed(page) -> int:
    return int(board(page, "reviewed") or 0)


def wait_done(page, total: int) -> None:
    page.wait_for_function(
        "n => Number(document.getElementById('board')?.dataset.reviewed) === n",
        arg=total,
        timeout=REVIEW_TIMEOUT_MS,
    )


def test_a_saves_review_shows_progress_jumps_is_kept_and_branches(context, page, site, wait_ready):
    record = finished_record(GAME, 21, [Seat("Ann", "human"), Seat("Bob", "bot:greedy")])
    total = len(record.actions)
    context.add_init_script(init_script(storage_items({"rev-save": record})))
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(site.url("?botdelay=0#game=rev-save"))
    wait_ready(page)
    expect(page.locator("#result")).to_be_visible(timeout=OPEN_TIMEOUT_MS)

    # The finished table's Review button.
    page.locator("#tools [data-action='ui:review']").click()
    page.wait_for_function(
        "() => location.hash.startsWith('#review=') && location.hash.endsWith('&game=rev-save')"
    )
    page.wait_for_selector(".review #review-graph svg", timeout=OPEN_TIMEOUT_MS)

    # Verdicts appear while it runs: the count grows through values short of the end
    # (the progress bar says which move), and a click meanwhile chooses a move.
    seen = set()
    deadline = time.monotonic() + REVIEW_TIMEOUT_MS / 1000
    while len({n for n in seen if 0 < n < total}) < 2 and time.monotonic() < deadline:
        seen.add(reviewed(page))
        page.wait_for_timeout(50)
    assert len({n for n in seen if 0 < n < total}) >= 2, seen
    expect(page.locator("#review-progress progress")).to_be_visible()
    asked = time.monotonic()
    page.locator("#review-graph .point[data-move='2']").click()
    expect(page.locator("#board")).to_have_attribute("data-move", "2")
    answered = time.monotonic() - asked
    during = reviewed(page) < total
    wait_done(page, total)
    expect(page.locator("#review-progress progress")).to_have_count(0)
    expect(page.locator("#review-progress [data-done='1']")).to_be_visible()
    assert page.locator("#review-graph .point").count() == total
    assert page.locator("#review-graph polyline.line").count() == 2
    print(
        f"\nreview of {GAME}, {total} moves, in Chromium: {board(page, 'reviewMs')} ms of work;"
        f" longest slice {board(page, 'sliceMs')} ms, repaint {board(page, 'paintMs')} ms;"
        f" a click {'during' if during else 'after'} it answered in {answered:.2f} s"
    )

    # A point of the graph chooses its move; → the next; the board is the position
    # before it.
    page.locator("#review-graph .point[data-move='5']").click()
    expect(page.locator("#board")).to_have_attribute("data-move", "5")
    expect(page.locator("#board")).to_have_attribute("data-moves", "4")
    expect(page.locator("#review-verdict h2")).to_contain_text("5")
    page.keyboard.press("ArrowRight")
    expect(page.locator("#board")).to_have_attribute("data-move", "6")
    expect(page.locator("#board")).to_have_attribute("data-moves", "5")
    page.locator("#review-graph .point.chosen").focus()
    page.keyboard.press("ArrowLeft")
    expect(page.locator("#board")).to_have_attribute("data-move", "5")
    assert page.evaluate("document.activeElement.dataset.move") == "5"  # the focus follows

    # Kept with the save: a second opening is instant, read from storage.
    kept = storage(page)[REVIEW_PREFIX + "rev-save"]
    print(f"kept review: {len(kept)} bytes for {total} moves")
    assert len(json.loads(kept)["v"]) == total
    page.reload()
    wait_ready(page)
    page.wait_for_selector(".review #review-graph svg", timeout=OPEN_TIMEOUT_MS)
    assert reviewed(page) == total and board(page, "kept") == "1"
    assert float(board(page, "reviewMs")) == 0  # nothing was worked again

    # Try another move here: a local game from the position before move 5.
    page.locator("#review-graph .point[data-move='5']").click()
    expect(page.locator("#board")).to_have_attribute("data-move", "5")
    page.locator("[data-action='ui:review-branch 5']").click()
    page.wait_for_function("() => location.hash.startsWith('#game=')", timeout=OPEN_TIMEOUT_MS)
    save_id = page.evaluate("location.hash.slice(6)")
    assert save_id != "rev-save"
    page.wait_for_selector("#board > svg", timeout=OPEN_TIMEOUT_MS)
    expect(page.locator("#notice")).to_contain_text("5")
    branched = saved_record(page, save_id)
    assert branched["meta"] == {"branched": {"from": "rev-save", "at": 5}}
    assert branched["actions"] == [list(a) for a in record.actions[:4]]
    # It plays on and saves: the bots to move play (the game's first person too, by a
    # move of the board or the panel offered now).
    page.wait_for_function(
        "() => document.querySelectorAll('#app [data-action]:not([data-action^=\"ui:\"])').length"
        " || Number(document.getElementById('board').dataset.moves) > 4",
        timeout=OPEN_TIMEOUT_MS,
    )
    before = int(board(page, "moves"))
    move = page.locator("#app [data-action]:not([data-action^='ui:']):visible").first
    if move.count():
        move.click()
    page.wait_for_function(
        "n => Number(document.getElementById('board').dataset.moves) > n",
        arg=before,
        timeout=OPEN_TIMEOUT_MS,
    )
    assert len(saved_record(page, save_id)["actions"]) > 4
    # And it shares: its link opens as a shared game.
    page.locator("[data-action='ui:share']").first.click()
    link = page.locator("#share-link").input_value()
    page.goto(link)
    wait_ready(page)
    page.wait_for_selector(".shared #board > svg", timeout=OPEN_TIMEOUT_MS)


def test_a_shared_review_of_a_game_with_secrets_shows_none(context, page, site, wait_ready):
    """Ann a person: a spectator's review shows no better move, no why and no ghost at
    any move, and the board holds nobody's secrets; the page says the better move is
    hidden where there was one."""
    record = finished_record(GAME, 22, [Seat("Ann", "human"), Seat("Bob", "bot:greedy")])
    total = len(record.actions)
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(site.url(f"?botdelay=0#review={record.to_share()}"))
    wait_ready(page)
    wait_done(page, total)
    hidden = 0
    for move in range(1, total + 1):
        if move > 1:
            page.keyboard.press("ArrowRight")
        expect(page.locator("#board")).to_have_attribute("data-move", str(move))
        expect(page.locator("#board")).to_have_attribute("data-secrets", "")
        assert page.locator("#review-verdict .best, #review-verdict .why").count() == 0
        ghosts = page.locator("#board [data-action]:not([data-action^='ui:'])")
        assert ghosts.count() == 0, move
        hidden += page.locator("#review-verdict .hidden-best").count()
    assert hidden > 0
    assert GAMES[GAME].checks().SECRETS

    # On a phone: no word wider than its box, nothing to scroll sideways, and the
    # graph's words at least the boards' smallest there (11 px).
    page.set_viewport_size({"width": 390, "height": 844})
    page.wait_for_function("() => document.getElementById('board').dataset.space.startsWith('3')")
    assert layout_problems(page) == []
    assert min(page.evaluate(GRAPH_WORDS)) >= 11
