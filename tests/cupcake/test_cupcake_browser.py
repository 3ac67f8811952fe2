"""Cupcake Empire in the built app, in real Chromium, played by clicking only.

Two people at one device (seed 18, Ann starts): each puts the start disc on the bake
column's disc space and chooses a first menu item on the board; Ann activates the
bake column at level 1 (its level row says what it gives), takes a vanilla base, and
by her start disc (a frosting disc) a lemon frosting from the supply, makes a menu
item of them on her board, says done (a 6 is rolled: a die goes to the rest area),
brings that die back into a column from the panel's rest area for an idea disc, and
ends her turn by keyboard. Bob moves a die into his hire column from the panel's open
section of dice moved for 3 income. Then two greedy bots play a whole game to the result
screen. By keyboard alone: the set-up and a turn (tests/browser/page_helpers.py says what
every keyboard test checks).

The game must be registered (``pygames/__init__.py``) for these tests to run.
"""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import expect

from pygames.core.record import Seat
from tests.browser.page_helpers import (
    MOVE_TIMEOUT_MS,
    assert_said,
    at_move,
    board_step,
    click_and_wait,
    context_errors,
    moves,
    open_presenter,
    open_table,
    play_turn,
    press_and_wait,
    scrub_timed,
    timed_step,
    wait_more_moves,
    wait_status,
)
from ui.session import Table

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts" / "presenter"

HOT_SEAT = "?botdelay=0#new=cupcake&seats=human:Ann,human:Bob&seed=18"
BOTS = "?botdelay=0#new=cupcake&seats=bot:greedy:A,bot:greedy:B&seed=3"


def uncover(page, name: str) -> None:
    """Hot seat: nothing in this game is hidden, so no privacy screen stands between
    two people at the device; the turn is the named person's at once."""
    expect(page.locator("#status")).to_contain_text(f"{name}:", timeout=MOVE_TIMEOUT_MS)
    assert page.locator("[data-action^='ui:reveal']").count() == 0, "no hand-over asked"
    assert page.locator("#privacy").count() == 0


def player(page, seat: int):
    return page.locator(f"#board g.player[data-seat='{seat}']")


def test_two_people_set_up_activate_a_column_make_a_menu_item_and_rest(page, site, wait_ready):
    page.goto(site.url(HOT_SEAT))
    wait_ready(page)
    status = page.locator("#status")
    expect(page.locator("#board svg.ce-board")).to_be_visible(timeout=MOVE_TIMEOUT_MS)

    # Set-up: the start disc on column 1's disc space, by each in turn, each told which
    # disc it was dealt (CE11).
    for name, dealt in (
        ("Ann", "frosting disc (choosing a single frosting)"),
        ("Bob", "sell disc (selling within distance 2)"),
    ):
        uncover(page, name)
        expect(status).to_have_text(
            f"{name}: your start extra-action disc is the {dealt}: put it on a column."
        )
        expect(page.locator("#board g.dealt")).to_contain_text(f"{name} was dealt the")
        expect(page.locator("#board [data-action^='start-disc ']")).to_have_count(5)
        click_and_wait(page, page.locator("#board [data-action='start-disc 1']"))
    # The first menu items, from the start player's right: Bob (still at the device),
    # then Ann.
    for name, item in (("Bob", "first vanilla lemon"), ("Ann", "first vanilla chocolate")):
        if name == "Ann":
            uncover(page, name)
        expect(status).to_contain_text(f"{name}: choose a single base")
        click_and_wait(page, page.locator(f"#board [data-action='{item}']"))
    expect(player(page, 0)).to_have_attribute("data-menu", "1", timeout=MOVE_TIMEOUT_MS)

    # Ann's turn (she is still at the device): column 1 at level 1, its level row
    # saying what it gives.
    expect(status).to_have_text("Ann: activate a column.")
    level = page.locator("#board [data-action='activate 1 1']")
    expect(level).to_have_attribute("role", "button")
    assert "choosing a single base" in level.get_attribute("aria-label")
    assert page.locator("#board [data-action='activate 2 1']").count() == 1
    click_and_wait(page, level)
    expect(status).to_contain_text("Ann: do your action", timeout=MOVE_TIMEOUT_MS)
    click_and_wait(page, page.locator("#board [data-action='base vanilla']"))
    # the frosting disc on column 1 gives a single frosting from the supply
    click_and_wait(page, page.locator("#board [data-action='frosting lemon']"))
    make = page.locator("#board g.player[data-seat='0'] [data-action='menu vanilla lemon']")
    assert "production +2" in make.get_attribute("aria-label")
    click_and_wait(page, make)
    expect(player(page, 0)).to_have_attribute("data-menu", "2", timeout=MOVE_TIMEOUT_MS)
    click_and_wait(page, page.locator("#panel [data-action='done']"))
    expect(status).to_have_text("Ann: end your turn.", timeout=MOVE_TIMEOUT_MS)

    # The rest area: the die rolled a 6 comes back into column 1 for an idea disc.
    rest = page.locator("#panel [data-action='rest 1 idea purple']")
    expect(rest).to_be_visible()
    ideas = int(player(page, 0).get_attribute("data-ideas"))
    click_and_wait(page, rest)
    expect(player(page, 0)).to_have_attribute("data-ideas", str(ideas - 1))
    assert page.locator("#panel [data-action^='rest ']").count() == 0, "once a turn"

    # Ann ends her turn by keyboard on the board's button; Bob's turn comes.
    end = page.locator("#board [data-action='end']")
    before = moves(page)
    end.focus()
    page.keyboard.press("Enter")
    wait_more_moves(page, before)
    uncover(page, "Bob")
    expect(status).to_have_text("Bob: activate a column.")

    # The panel's section for moving a die for 3 income (a special action) is open, no
    # list to unfold: Bob moves a grey die from column 1 to column 5 before activating.
    column = page.locator("#board g.player[data-seat='1'] g.column[data-column='5']")
    dice = int(column.get_attribute("data-dice"))
    section = page.locator("#panel section.ce-pay_moves")
    assert page.locator("#panel details").count() == 0
    move = section.locator("[data-action='pay-move grey 1 5']")
    expect(move).to_be_visible()
    click_and_wait(page, move)
    expect(column).to_have_attribute("data-dice", str(dice + 1), timeout=MOVE_TIMEOUT_MS)


def test_two_greedy_bots_play_to_the_result_screen(page, site, wait_ready):
    page.goto(site.url(BOTS))
    wait_ready(page)
    result = page.locator("#result")
    expect(result).to_be_visible(timeout=240_000)
    expect(page.locator("#status")).to_contain_text("Game over")
    expect(page.locator("#result .final")).to_have_count(2)
    assert page.locator("#board [data-action]").count() == 0
    assert moves(page) > 60


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


def test_presenter_jumps_in_a_record_of_hundreds_of_moves(page, site, wait_ready):
    """Presenter mode with a long record (four random bots: over 900 moves): a jump into
    the middle before any position there is kept, and again once it is; the handlers'
    times are written to test-artifacts/presenter/long-record.txt."""
    page.set_viewport_size({"width": 1920, "height": 1080})
    page.goto(site.url("?botdelay=0"))
    wait_ready(page)
    spec_seats = [Seat(f"Bot {i + 1}", "bot:random") for i in range(4)]
    table = Table.new("cupcake", spec_seats, seed=11)
    while not table.is_over():
        table.bot_step()
    total = table.moves
    open_presenter(page, f"#present={table.record.to_share()}")
    at_move(page, total)
    cold, cold_step = scrub_timed(page, total // 2 + 5)
    warm, warm_step = scrub_timed(page, total // 2 - 20)
    ahead = [timed_step(page, "ArrowRight") for _ in range(5)]
    home, end = timed_step(page, "Home"), timed_step(page, "End")
    step = sorted(ahead)[2]
    timing = (
        f"cupcake (random bots): {total} moves; whole handler (position alone) in ms:"
        f" scrub to the middle {cold:.0f} ({cold_step:.1f}) with nothing kept there yet,"
        f" {warm:.0f} ({warm_step:.1f}) once kept; step forward {step[0]:.0f} ({step[2]:.1f});"
        f" to the start {home[0]:.0f} ({home[2]:.1f}); to the end {end[0]:.0f} ({end[2]:.1f})"
    )
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    (ARTIFACTS / "long-record.txt").write_text(timing + "\n", encoding="utf-8")
    print(timing)
    assert context_errors(page) == []
