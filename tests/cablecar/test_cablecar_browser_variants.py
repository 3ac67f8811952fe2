"""Cable Car variants in the built app, in real Chromium: with free orientation and
two hidden tiles the player chooses the tile and its turn in the panel (by clicking
or with the keys 1–3 and R), then a square; the board offers one action per square."""

from __future__ import annotations

import re

from playwright.sync_api import expect

from tests.browser.page_helpers import (
    MOVE_TIMEOUT_MS,
    board_actions,
    saved_records,
    wait_more_moves,
    wait_moves,
)

# Seed 5 deals Ann two different tiles; the second looks different turned once.
START = (
    "?botdelay=0#new=cablecar&seats=human:Ann,bot:greedy:Bob&seed=5&opt.orientation=free&opt.hand=2"
)


def one_per_square(actions: list[str]) -> bool:
    squares = [action.split()[1] for action in actions]
    return len(squares) == len(set(squares))


def test_choose_the_second_tile_turn_it_and_place_it(page, site, wait_ready):
    page.goto(site.url(START))
    wait_ready(page)
    wait_moves(page, 0)
    first, second = (
        page.locator("[data-action='ui:pick 0']"),
        page.locator("[data-action='ui:pick 1']"),
    )
    expect(first).to_have_attribute("aria-pressed", "true")
    expect(page.locator("#turn-state")).to_have_text("Not turned")
    actions = board_actions(page)
    assert (
        actions
        and all(re.fullmatch(r"hand [1-8],[1-8]", a) for a in actions)
        and one_per_square(actions)
    )

    second.click()
    expect(second).to_have_attribute("aria-pressed", "true")
    expect(first).to_have_attribute("aria-pressed", "false")
    page.click("[data-action='ui:turn 1']")
    expect(page.locator("#turn-state")).to_have_text("Turned once")
    actions = board_actions(page)
    assert actions and all(re.fullmatch(r"hand2 [1-8],[1-8] r1", a) for a in actions), actions
    assert one_per_square(actions)
    label = page.locator("#board [data-action]").first.get_attribute("aria-label")
    assert label.startswith("Place your 2nd hidden tile at row ") and label.endswith(
        ", turned once"
    )

    # Keys: R turns on, Shift+R back, 1 and 2 choose the tile.
    page.keyboard.press("r")
    expect(page.locator("#turn-state")).to_have_text("Turned twice")
    page.keyboard.press("Shift+R")
    expect(page.locator("#turn-state")).to_have_text("Turned once")
    page.keyboard.press("1")
    expect(first).to_have_attribute("aria-pressed", "true")
    page.keyboard.press("2")
    expect(second).to_have_attribute("aria-pressed", "true")
    assert board_actions(page) == actions
    wait_moves(page, 0)  # choosing is not a move

    square = page.locator("#board [data-action]").first
    action = square.get_attribute("data-action")
    square.click()
    # Bob (a bot, no pause) may answer at once: at least one move.
    wait_more_moves(page, 0)
    expect(page.locator("#log li").last).to_have_text(
        f"Ann placed their 2nd hidden tile at {action.split()[1]}, turned once"
    )
    (record,) = saved_records(page)
    assert (
        record["actions"][0] == [0, action]
        and action.startswith("hand2 ")
        and action.endswith(" r1")
    )
    assert record["options"] == {"orientation": "free", "hand": 2, "mode": "basic"}

    # After Bob's reply the next choice starts again from the first tile, unturned.
    wait_more_moves(page, 1)
    expect(page.locator("#status")).to_contain_text("Ann:", timeout=MOVE_TIMEOUT_MS)
    expect(page.locator("#turn-state")).to_have_text("Not turned")
    expect(page.locator("[data-action='ui:pick 0']")).to_have_attribute("aria-pressed", "true")
