"""Keyboard play and screen readers (issue 14 parts 2 and 3) in the built app, every
game: a whole turn of a person played with the keyboard alone (Tab between the
regions, the arrow keys over the board, Enter or Space to act; never a click),
multi-step decisions included (Cable Car's draw, turn and place; Cake Master's keep,
left and right; Food Tycoon's ingredients and bids). After every redraw the focus is
still in the table, never on the page's body, and shows its ring; the board is one
Tab stop (one element with tabindex 0); Escape drops a half-made choice; the polite
live region ``#announce`` says the person's move.
"""

from __future__ import annotations

import re

from playwright.sync_api import expect

MOVE_TIMEOUT_MS = 30_000
TAB_LIMIT = 150

# Where the focus is: None while it is outside the table (the page's body).
FOCUS = """() => {
  const el = document.activeElement;
  const table = document.querySelector('#app .screen.table');
  if (!el || el === document.body || !table || !table.contains(el)) return null;
  const style = getComputedStyle(el);
  // The ring: an outline, or inside the board's <svg> (where Chromium paints none) the
  // outline drawn as shadows.
  const inSvg = el instanceof SVGElement && el.ownerSVGElement !== null;
  const ring = inSvg
    ? /drop-shadow.*drop-shadow/.test(style.filter)
    : style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
  return {
    action: el.getAttribute('data-action'), id: el.id || '', board: !!el.closest('#board'),
    ring, tag: el.tagName,
    stops: document.querySelectorAll("#board svg [tabindex='0']").length,
  };
}"""
# Everything #announce says, as it says it (the region is made with the table).
LISTEN = """() => {
  const region = document.getElementById('announce');
  window.said = [];
  new MutationObserver(() => window.said.push(region.textContent))
    .observe(region, {childList: true, characterData: true, subtree: true});
}"""


def moves(page) -> int:
    return int(page.get_attribute("#board", "data-moves"))


def focus(page) -> dict:
    """The focus after a redraw: in the table, with its ring, the board one Tab stop."""
    page.wait_for_function(f"({FOCUS})() !== null", timeout=MOVE_TIMEOUT_MS)
    where = page.evaluate(FOCUS)
    assert where["ring"], where  # the ring shows
    assert where["stops"] <= 1, where
    return where


def tab_to(page, selector: str) -> dict:
    """Press Tab until the focus is on an element matching ``selector``."""
    for _ in range(TAB_LIMIT):
        if page.evaluate(
            "s => !!document.activeElement && document.activeElement.matches(s)", selector
        ):
            return focus(page)
        page.keyboard.press("Tab")
    raise AssertionError(f"Tab never reached {selector}")


def press_and_wait(page, key: str = "Enter") -> None:
    """A key that plays a move: the move is made and the focus stays in the table."""
    before = moves(page)
    page.keyboard.press(key)
    page.wait_for_function(
        f"Number(document.querySelector('#board').dataset.moves) > {before}",
        timeout=MOVE_TIMEOUT_MS,
    )
    focus(page)


def press(page, key: str) -> dict:
    """A key that does not play (a step of a decision): the focus stays in the table."""
    page.keyboard.press(key)
    page.wait_for_timeout(60)  # the redraw
    return focus(page)


def board_step(page, prefix: str = "") -> str:
    """Tab to the board's Tab stop, walk it with the arrow keys, come back Home; the
    focus is left on the first element in reading order (its action returned)."""
    items = page.eval_on_selector_all(
        "#board [data-action]", "els => els.map(e => e.dataset.action)"
    )
    assert items and all(item.startswith(prefix) for item in items), items
    where = tab_to(page, "#board [data-action]")
    assert where["board"] and where["stops"] == 1
    seen = {where["action"]}
    for key in ("ArrowRight", "ArrowDown", "ArrowLeft", "ArrowUp", "End"):
        seen.add(press(page, key)["action"])
    if len(items) > 1:
        assert len(seen) > 1, "the arrows move the focus over the board"
    home = press(page, "Home")
    assert home["board"] and home["stops"] == 1, home
    return home["action"]


def said(page) -> str:
    return " | ".join(page.evaluate("window.said || []"))


def open_table(page, site, wait_ready, fragment: str) -> None:
    page.goto(site.url(f"?botdelay=0#new={fragment}"))
    wait_ready(page)
    page.wait_for_selector("#board svg", timeout=MOVE_TIMEOUT_MS)
    page.evaluate(LISTEN)


def wait_status(page, text: str) -> None:
    expect(page.locator("#status")).to_contain_text(text, timeout=MOVE_TIMEOUT_MS)


def assert_said(page, pattern: str) -> None:
    page.wait_for_function(
        "p => (window.said || []).some(s => new RegExp(p).test(s))",
        arg=pattern,
        timeout=MOVE_TIMEOUT_MS,
    )


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


def test_cake_master_keep_left_right_and_place_by_keyboard(page, site, wait_ready):
    open_table(
        page, site, wait_ready, "cakemaster&seats=human:Ann,bot:greedy:Bob,bot:random:Cy&seed=7"
    )
    wait_status(page, "Ann: choose the card to keep")
    tab_to(page, "#panel [data-action='ui:pick 1']")
    where = press(page, "Enter")
    assert where["action"] == "ui:pick 1"
    expect(page.locator("#panel [data-action='ui:pick 1']")).to_have_attribute(
        "aria-pressed", "true"
    )
    press(page, "Escape")  # the card chosen to keep is dropped
    expect(page.locator("#panel [data-action='ui:pick 0']")).to_have_attribute(
        "aria-pressed", "true"
    )
    press(page, "Enter")  # (the focus stayed on the second card)
    keep = page.get_attribute("#panel [data-action='ui:pick 1']", "data-card")
    where = tab_to(page, "#panel .cm-pass")
    assert where["action"].startswith(f"keep {keep} left "), where
    press_and_wait(page)
    assert_said(page, "Ann chose a card to keep")
    for left in (3, 2, 1):
        expect(page.locator("#panel .cm-pick")).to_have_count(left, timeout=MOVE_TIMEOUT_MS)
        tab_to(page, f"#panel [data-action='ui:pick {left - 1}']")
        press(page, "Enter")
        card = page.get_attribute(f"#panel [data-action='ui:pick {left - 1}']", "data-card")
        action = board_step(page, f"place {card} ")
        assert re.fullmatch(rf"place {card} [1-3]\.[1-4]", action)
        press_and_wait(page)
        assert_said(page, r"Ann (placed|put)")
    expect(page.locator("#board svg .round")).to_contain_text(
        "turn 2 of 4", timeout=MOVE_TIMEOUT_MS
    )


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


def test_food_paradise_corner_roll_and_decide_by_keyboard(page, site, wait_ready):
    open_table(page, site, wait_ready, "foodparadise&seats=human:Ann,bot:greedy:Bob&seed=1")
    wait_status(page, "Ann")
    board_step(page, "corner")
    press_and_wait(page)
    assert_said(page, "Ann")
    play_turn(page, "Ann", at_least=2)


def test_cupcake_empire_set_up_and_a_turn_by_keyboard(page, site, wait_ready):
    open_table(page, site, wait_ready, "cupcake&seats=human:Ann,bot:greedy:Bob&seed=18")
    wait_status(
        page,
        "Ann: your start extra-action disc is the frosting disc (choosing a single frosting):"
        " put it on a column.",
    )
    board_step(page, "start-disc ")
    press_and_wait(page)
    assert_said(page, "Ann")
    play_turn(page, "Ann", at_least=3)


def play_turn(page, name: str, *, at_least: int) -> None:
    """Play ``name``'s decisions by keyboard, from the board where it offers
    something, else the panel's first button of a move, until at least ``at_least``
    were made and another seat has moved since (the bots move at once)."""
    made = 0
    for _ in range(40):
        wait_status(page, f"{name}:")
        before = moves(page)
        if page.locator("#board [data-action]").count():
            board_step(page)
        else:
            tab_to(page, "#panel button[data-action]:not([data-action^='ui:']):not([disabled])")
        press_and_wait(page)
        made += 1
        assert_said(page, name)
        wait_status(page, f"{name}:")
        if made >= at_least and moves(page) > before + 1:
            return
    raise AssertionError(f"{name}'s turn never ended")
