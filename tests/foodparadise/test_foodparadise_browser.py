"""Food Paradise in the built app, in real Chromium, played by clicking only.

Two people at one device (seed 1): each uncovers their screen and chooses a corner
on the board; Ann rolls the die (by keyboard on the board) and buys the ingredient
offered to her, keeping its price card; Bob rolls and declines, the offer goes on to
Ann, who declines too; Ann plays her price card on its highlighted landing space
(a market-research space) and stays. Then two greedy bots play a whole game to the
result screen. By keyboard alone: a corner, a roll and a decision (tests/browser/
page_helpers.py says what every keyboard test checks).

The game must be registered (``pygames/__init__.py``) for these tests to run.
"""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.page_helpers import (
    MOVE_TIMEOUT_MS,
    assert_said,
    board_step,
    click_and_wait,
    log_lines,
    moves,
    open_table,
    play_turn,
    press_and_wait,
    wait_more_moves,
    wait_status,
)

# With this seed Ann's roll lands on a source and she can buy (at 200); Bob's roll
# lands on a source too; Ann's 200 card then takes her 2 spaces on, to market research.
HOT_SEAT = "?botdelay=0#new=foodparadise&seats=human:Ann,human:Bob&seed=1"
BOTS = "?botdelay=0#new=foodparadise&seats=bot:greedy:A,bot:greedy:B&seed=3"


def uncover(page, name: str) -> None:
    """Hot seat: the privacy screen asks the person to act to show their cards."""
    reveal = page.locator("#panel [data-action^='ui:reveal ']")
    expect(reveal).to_have_text(f"{name}, click to show your price cards", timeout=MOVE_TIMEOUT_MS)
    assert page.locator("#board [data-action]").count() == 0, "covered: nothing to click"
    reveal.click()


def cash(page) -> list[int]:
    return [
        int(v)
        for v in page.eval_on_selector_all("#board g.player", "els => els.map(e => e.dataset.cash)")
    ]


def test_two_people_choose_corners_roll_buy_decline_and_play_a_card(page, site, wait_ready):
    page.goto(site.url(HOT_SEAT))
    wait_ready(page)
    status = page.locator("#status")
    expect(page.locator("#board svg.fp-board")).to_be_visible(timeout=MOVE_TIMEOUT_MS)

    # Set-up: each chooses a corner on the board.
    for seat, (name, corner) in enumerate((("Ann", 1), ("Bob", 3))):
        uncover(page, name)
        expect(status).to_have_text(f"{name}: choose a corner for your restaurant.")
        choices = page.locator("#board [data-action^='corner ']")
        expect(choices).to_have_count(4 - seat)
        click_and_wait(page, page.locator(f"#board [data-action='corner {corner}']"))
    corners = page.locator("#board g.space.corner")
    expect(corners.nth(0)).to_have_attribute("data-corner", "1", timeout=MOVE_TIMEOUT_MS)
    assert "Ann's restaurant" in corners.nth(0).get_attribute("aria-label")
    assert "Bob's restaurant" in corners.nth(2).get_attribute("aria-label")

    # Ann rolls by keyboard on the board's die, and is offered what she landed on.
    uncover(page, "Ann")
    expect(status).to_have_text("Ann: roll the die or play a price card.")
    roll = page.locator("#board [data-action='roll']")
    expect(roll).to_have_attribute("role", "button")
    before = moves(page)
    roll.focus()
    page.keyboard.press("Enter")
    wait_more_moves(page, before)
    expect(status).to_contain_text("Ann: buy ", timeout=MOVE_TIMEOUT_MS)
    expect(status).to_contain_text("for 200, or decline.")
    assert "Ann rolled" in log_lines(page)[-1]
    expect(page.locator("#panel")).to_contain_text("Your cash: 2,000.")
    click_and_wait(page, page.locator("#board [data-action='buy']"))
    assert "Ann bought" in " ".join(log_lines(page))
    assert cash(page)[0] == 1800

    # Bob rolls (panel button) and declines; the offer goes on to Ann, who declines.
    uncover(page, "Bob")
    expect(page.locator("#panel")).to_contain_text("No price cards in hand.")
    click_and_wait(page, page.locator("#panel [data-action='roll']"))
    expect(status).to_contain_text("Bob: buy ", timeout=MOVE_TIMEOUT_MS)
    click_and_wait(page, page.locator("#panel [data-action='decline']"))
    uncover(page, "Ann")
    expect(status).to_contain_text("Ann: buy ", timeout=MOVE_TIMEOUT_MS)
    click_and_wait(page, page.locator("#board [data-action='decline']"))

    # Ann's turn again: her 200 card is shown where it lands; she plays it there.
    expect(status).to_have_text("Ann: roll the die or play a price card.", timeout=MOVE_TIMEOUT_MS)
    card = page.locator("#panel [data-action='card 200']")
    expect(card).to_contain_text("200: 2 steps to space 5, Market research")
    landing = page.locator("#board [data-action='card 200']")
    expect(landing).to_have_attribute("data-space", "5")
    click_and_wait(page, landing)
    expect(status).to_contain_text("Ann: research the market", timeout=MOVE_TIMEOUT_MS)
    assert "played the price card 200" in log_lines(page)[-1]
    click_and_wait(page, page.locator("#panel [data-action='stay']"))
    uncover(page, "Bob")
    expect(status).to_have_text("Bob: roll the die or play a price card.")


def test_two_greedy_bots_play_to_the_result_screen(page, site, wait_ready):
    page.goto(site.url(BOTS))
    wait_ready(page)
    result = page.locator("#result")
    expect(result).to_be_visible(timeout=180_000)
    expect(page.locator("#status")).to_contain_text("Game over")
    expect(page.locator("#result .final")).to_have_count(2)
    assert page.locator("#board [data-action]").count() == 0
    assert moves(page) > 20


def test_food_paradise_corner_roll_and_decide_by_keyboard(page, site, wait_ready):
    open_table(page, site, wait_ready, "foodparadise&seats=human:Ann,bot:greedy:Bob&seed=1")
    wait_status(page, "Ann")
    board_step(page, "corner")
    press_and_wait(page)
    assert_said(page, "Ann")
    play_turn(page, "Ann", at_least=2)
