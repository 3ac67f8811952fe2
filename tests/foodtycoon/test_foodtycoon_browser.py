"""Food Tycoon in the built app, in real Chromium, played by clicking only: one person
and two bots get through the set-up (discard a recipe, pick 2 ingredient cards with
the picker), open shop, roll both lots on the table, then one whole auction: a bid
typed in the box (one beyond her money is refused by the box), a +1 bid, a pass; the
lot goes to the highest bidder, whose money drops by the price. The same by keyboard
alone: set-up, ingredients, rolls and bids (tests/browser/page_helpers.py says what
every keyboard test checks)."""

from __future__ import annotations

import re

from playwright.sync_api import expect

from tests.browser.page_helpers import (
    MOVE_TIMEOUT_MS,
    assert_said,
    board_step,
    click_and_wait,
    log_lines,
    moves,
    open_table,
    press,
    press_and_wait,
    tab_to,
    wait_more_moves,
    wait_status,
)

# With this seed the first lot holds no event (money changes only by the price), Ann
# bids twice and passes, and the bidding of lot 2 comes round to her.
START = "?botdelay=0#new=foodtycoon&seats=human:Ann,bot:greedy:Bob,bot:random:Cy&seed=4"
NAMES = ["Ann", "Bob", "Cy"]
BID = re.compile(r"(Ann|Bob|Cy) bid (\d+)")


def money(page) -> list[int]:
    return [
        int(v)
        for v in page.eval_on_selector_all(
            "#board g.player", "els => els.map(e => e.dataset.money)"
        )
    ]


def test_one_whole_auction_by_clicking(page, site, wait_ready):
    page.goto(site.url(START))
    wait_ready(page)
    status = page.locator("#status")
    expect(page.locator("#board svg.ft-board")).to_be_visible(timeout=MOVE_TIMEOUT_MS)
    expect(status).to_have_text("Ann: keep 3 of your 4 recipes: discard one (face up).")
    assert page.locator("#board [data-action]").count() == 0, "nothing to click on the table yet"

    # Set-up: discard a recipe (face up), keeping the other three.
    discard = page.locator("#panel [data-action^='discard ']").first
    recipe = discard.get_attribute("data-action").split()[1]
    click_and_wait(page, discard)
    expect(status).to_have_text("Ann: take any 2 ingredient cards.", timeout=MOVE_TIMEOUT_MS)
    assert page.locator(f"#panel [data-recipe='{recipe}']").count() == 0
    assert "Ann discarded" in log_lines(page)[0]

    # Set-up: 2 ingredient cards, put together with + and − before they are taken.
    confirm = page.locator("#pick-confirm")
    expect(confirm).to_be_disabled()
    before = moves(page)
    page.click("[data-action='ui:add grain']")
    page.click("[data-action='ui:add grain']")
    expect(confirm).to_have_attribute("data-action", "take grain,grain")
    expect(page.locator("[data-action='ui:add egg']")).to_be_disabled()  # two is all
    page.click("[data-action='ui:drop grain']")
    page.click("[data-action='ui:add egg']")
    expect(confirm).to_have_attribute("data-action", "take grain,egg")
    expect(confirm).to_be_enabled()
    expect(page.locator("#pick-egg")).to_have_text("1")
    assert moves(page) == before, "putting the choice together is not a move"
    click_and_wait(page, confirm)

    # Open shop: 5 money.
    expect(status).to_contain_text("Ann: open shop (+5 money)", timeout=MOVE_TIMEOUT_MS)
    click_and_wait(page, page.locator("#panel [data-action='shop']"))
    assert "Ann took 1 × grain, 1 × egg" in log_lines(page) and "Ann opened shop" in log_lines(page)

    # Ann hosts round 1: she rolls both lots on the table (by click, then by keyboard).
    for lot in (1, 2):
        expect(status).to_have_text(
            f"Ann: roll the dice for lot {lot} of 2.", timeout=MOVE_TIMEOUT_MS
        )
        roll = page.locator("#board [data-action='roll']")
        expect(roll).to_have_attribute("data-lot", str(lot))
        if lot == 1:
            click_and_wait(page, roll)
        else:
            before = moves(page)
            roll.focus()
            page.keyboard.press("Enter")
            wait_more_moves(page, before)
    first_lot = page.locator("#board g.lot[data-lot='1']")
    expect(first_lot).to_have_class(re.compile(r"\bnow\b"), timeout=MOVE_TIMEOUT_MS)
    assert "Event" not in first_lot.get_attribute("aria-label"), (
        "this seed's first lot has no event"
    )
    start_money = money(page)
    assert start_money[0] == 35

    # The auction of lot 1: Bob and Cy (left of the host) bid first. Ann types a bid
    # in the box, then bids +1, then passes.
    bidding = page.locator("#bidding")
    ann_bids = []
    for turn in range(3):
        expect(bidding).to_be_visible(timeout=MOVE_TIMEOUT_MS)
        expect(status).to_contain_text("for lot 1", timeout=MOVE_TIMEOUT_MS)
        box = page.locator("#bid-amount")
        low, high = int(box.get_attribute("min")), int(box.get_attribute("max"))
        assert high == 35 and box.input_value() == str(low)
        if turn == 0:
            # More than she has: the box refuses it and nothing is played.
            before = moves(page)
            box.fill("99")
            page.click("#panel [data-action='ui:fill bid-amount bid']")
            assert box.evaluate("e => e.validity.rangeOverflow") and moves(page) == before
            box.fill(str(low + 1))
            click_and_wait(page, page.locator("#panel [data-action='ui:fill bid-amount bid']"))
            ann_bids.append(low + 1)
        elif turn == 1:
            plus_one = page.locator(f"#panel [data-action='bid {low}']")
            expect(plus_one).to_have_text(f"Bid {low} (+1)")
            expect(page.locator(f"#panel [data-action='bid {low + 4}']")).to_have_text(
                f"Bid {low + 4} (+5)"
            )
            click_and_wait(page, plus_one)
            ann_bids.append(low)
        else:
            click_and_wait(page, page.locator("#panel [data-action='pass']"))

    # Sold once the others passed in a row; the bidding of lot 2 comes round to Ann.
    expect(first_lot).to_have_attribute("data-status", "sold", timeout=MOVE_TIMEOUT_MS)
    expect(status).to_contain_text("for lot 2", timeout=MOVE_TIMEOUT_MS)
    lines = log_lines(page)
    assert [f"Ann bid {amount}" for amount in ann_bids] == [
        line for line in lines if line.startswith("Ann bid")
    ]
    # Every bid on lot 1 was made before Ann's pass; the highest one bought it.
    lot_one = lines[: lines.index("Ann passed")]
    bids = [(m.group(1), int(m.group(2))) for m in map(BID.fullmatch, lot_one) if m]
    assert [amount for _, amount in bids] == sorted(amount for _, amount in bids), (
        "each bid is higher"
    )
    buyer, price = bids[-1]
    assert price > max(ann_bids)
    assert first_lot.get_attribute("data-buyer") == str(NAMES.index(buyer))
    assert first_lot.get_attribute("data-price") == str(price)
    expect(first_lot).to_contain_text(f"{buyer} paid {price}")
    after = money(page)
    expected = list(start_money)
    expected[NAMES.index(buyer)] -= price
    assert after == expected, "only the buyer pays, and exactly the price"

    # Lot 2: Enter in the box bids what it holds.
    box = page.locator("#bid-amount")
    low = int(box.get_attribute("min"))
    before = moves(page)
    box.fill(str(low))
    box.press("Enter")
    wait_more_moves(page, before)
    assert f"Ann bid {low}" in log_lines(page)[before:]


def test_food_tycoon_set_up_ingredients_roll_and_bid_by_keyboard(page, site, wait_ready):
    open_table(
        page, site, wait_ready, "foodtycoon&seats=human:Ann,bot:greedy:Bob,bot:random:Cy&seed=4"
    )
    wait_status(page, "Ann: keep 3 of your 4 recipes")
    tab_to(page, "#panel [data-action^='discard ']")
    press_and_wait(page)
    assert_said(page, "Ann discarded")
    wait_status(page, "Ann: take any 2 ingredient cards.")
    tab_to(page, "[data-action='ui:add grain']")
    press(page, "Enter")
    expect(page.locator("#pick-grain")).to_have_text("1")
    press(page, "Escape")  # the ingredients put together are dropped
    expect(page.locator("#pick-grain")).to_have_text("0")
    expect(page.locator("#pick-confirm")).to_be_disabled()
    press(page, "Enter")
    press(page, " ")
    expect(page.locator("#pick-confirm")).to_have_attribute("data-action", "take grain,grain")
    tab_to(page, "#pick-confirm")
    press_and_wait(page)
    wait_status(page, "Ann: open shop")
    tab_to(page, "#panel [data-action='shop']")
    press_and_wait(page)
    for lot in (1, 2):
        wait_status(page, f"Ann: roll the dice for lot {lot} of 2.")
        assert board_step(page) == "roll"
        press_and_wait(page)
    assert_said(page, "Ann rolled")
    # The bid: typed into the box, Enter bids it; then a +1 bid and a pass.
    expect(page.locator("#bidding")).to_be_visible(timeout=MOVE_TIMEOUT_MS)
    low = int(page.get_attribute("#bid-amount", "min"))
    tab_to(page, "#bid-amount")
    page.keyboard.press("Control+A")
    page.keyboard.type(str(low + 1))
    press_and_wait(page)
    assert_said(page, f"Ann bid {low + 1}")
    expect(page.locator("#panel [data-action='pass']")).to_be_visible(timeout=MOVE_TIMEOUT_MS)
    tab_to(page, "#panel [data-action='pass']")
    press_and_wait(page)
    assert_said(page, "Ann passed")
