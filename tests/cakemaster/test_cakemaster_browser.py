"""Cake Master in the built app, in real Chromium, played by clicking only: a whole
round of three players (one person, two bots): each turn the person chooses the card
to keep and where the other two go, then places three cards by clicking quarters of
the cakes; the round is scored. Then the two-player give-and-return and a solo turn,
and a turn by keyboard alone: keep, left and right, then place (tests/browser/
page_helpers.py says what every keyboard test checks)."""

from __future__ import annotations

import re
from pathlib import Path

from playwright.sync_api import expect

from pygames.core.record import Record, Seat
from tests.browser.page_helpers import (
    MOVE_TIMEOUT_MS,
    assert_said,
    board_actions,
    board_step,
    click_and_wait,
    context_errors,
    moves,
    open_presenter,
    open_table,
    press,
    press_and_wait,
    tab_to,
    wait_status,
)
from tests.browser.positions import finished
from ui.session import Table

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts" / "presenter"

THREE = "?botdelay=0#new=cakemaster&seats=human:Ann,bot:greedy:Bob,bot:random:Cy&seed=7"
TWO = "?botdelay=0#new=cakemaster&seats=human:Ann,bot:greedy:Bob&seed=8"
SOLO = "?botdelay=0#new=cakemaster&seats=human:Ann&seed=9"
SLOW_BOTS = "?botdelay=5000#new=cakemaster&seats=human:Ann,bot:random:Bob,bot:random:Cy&seed=7"


def place_three(page) -> None:
    """Place the hand's three cards, each time choosing the last card in hand."""
    for left in (3, 2, 1):
        expect(page.locator("#panel .cm-pick")).to_have_count(left, timeout=MOVE_TIMEOUT_MS)
        last = page.locator(f"#panel [data-action='ui:pick {left - 1}']")
        card = last.get_attribute("data-card")
        last.click()
        expect(last).to_have_attribute("aria-pressed", "true")
        actions = board_actions(page)
        assert actions and all(re.fullmatch(rf"place {card} [1-3]\.[1-4]", a) for a in actions), (
            actions
        )
        quarters = [a.split()[2] for a in actions]
        assert len(quarters) == len(set(quarters)), "one action per quarter"
        target = page.locator("#board [data-action]").first
        assert target.get_attribute("role") == "button" and target.get_attribute("tabindex") == "0"
        click_and_wait(page, target)


def test_three_players_one_round_by_clicking(page, site, wait_ready):
    page.goto(site.url(THREE))
    wait_ready(page)
    expect(page.locator("#board svg.cm-board")).to_be_visible(timeout=MOVE_TIMEOUT_MS)
    for turn in range(1, 5):
        expect(page.locator("#board svg .round")).to_contain_text(
            f"turn {turn} of 4", timeout=MOVE_TIMEOUT_MS
        )
        expect(page.locator("#status")).to_have_text(
            "Ann: choose the card to keep, then where the other two go.", timeout=MOVE_TIMEOUT_MS
        )
        # The bots have chosen (and say so), but nothing of what they chose shows.
        expect(page.locator("#players li[data-seat='1'] .note")).to_contain_text("has chosen")
        assert board_actions(page) == [], "nothing to place before the draft"
        second = page.locator("#panel [data-action='ui:pick 1']")
        keep = second.get_attribute("data-card")
        second.click()
        expect(second).to_have_attribute("aria-pressed", "true")
        passes = page.locator("#panel .cm-pass")
        expect(passes).to_have_count(2)
        action = passes.first.get_attribute("data-action")
        assert action.startswith(f"keep {keep} left ")
        click_and_wait(page, passes.first)
        log = page.locator("#log").inner_text()
        assert "Ann chose a card to keep and passed one each way" in log
        assert f"keep {keep}" not in log
        place_three(page)
    # The round is scored: its cakes stay on the table and the bots wait until the
    # players go on (key N, or the button).
    expect(page.locator("#board svg .round")).to_contain_text(
        "Round 1 of 3 scored", timeout=MOVE_TIMEOUT_MS
    )
    expect(page.locator("#panel [data-action='ui:go-on']")).to_be_visible()
    assert page.locator("#board svg .quarter").count() == 36  # 3 players × 3 cakes × 4
    page.wait_for_timeout(500)
    assert moves(page) == 48, "3 players × (4 draft choices + 12 placements); the bots wait"
    page.keyboard.press("n")
    expect(page.locator("#board svg .round")).to_contain_text(
        "Round 2 of 3 · turn 1 of 4", timeout=MOVE_TIMEOUT_MS
    )
    expect(page.locator("#players li[data-seat='1'] .note")).to_contain_text(
        "has chosen", timeout=MOVE_TIMEOUT_MS
    )
    assert 49 <= moves(page) <= 50  # the bots' next draft choices
    rounds = page.locator("#rounds table[data-round='1'] tbody tr")
    expect(rounds).to_have_count(3)
    expect(rounds.first.locator("th")).to_have_text("Ann")
    stars = [int(t) for t in page.locator("#rounds .total").all_inner_texts()]
    score = page.locator("#players .score")
    scores = [int(score.nth(i).get_attribute("data-score")) for i in range(score.count())]
    words = score.all_inner_texts()  # each in stars: "1 star", "2 stars"
    assert words == [f"{n} star" if n == 1 else f"{n} stars" for n in scores], words
    assert stars == scores and sum(stars) >= 3, (stars, scores)
    # The scored cakes can be looked at again, and stay open while play goes on.
    box = page.locator("#rounds details[data-keep='cm-round-1']")
    box.locator("summary").click()
    expect(box.locator("svg")).to_have_count(3)
    page.locator("#panel [data-action='ui:pick 1']").click()
    click_and_wait(page, page.locator("#panel .cm-pass").first)
    expect(page.locator("#rounds details[data-keep='cm-round-1']")).to_have_attribute("open", "")
    assert context_errors(page) == []


def test_a_person_choosing_while_a_bot_thinks(page, site, wait_ready):
    """In the draft everyone chooses at once: a person who chooses while a bot is still
    thinking (its pause of 5 s here) is played, and the bot then thinks again from the
    new position; nothing breaks."""
    page.goto(site.url(SLOW_BOTS))
    wait_ready(page)
    expect(page.locator("#status")).to_contain_text("Ann: choose the card to keep")
    page.locator("#panel [data-action='ui:pick 1']").click()
    click_and_wait(page, page.locator("#panel .cm-pass").first)
    assert moves(page) == 1, "Ann chose before either bot"
    page.wait_for_function(
        "() => Number(document.querySelector('#board')?.dataset.moves) === 3",
        timeout=3 * MOVE_TIMEOUT_MS,  # each bot's 5 s pause, the first one's twice
    )
    assert page.evaluate("document.documentElement.dataset.appState") == "ready"
    log = page.locator("#log").inner_text()
    assert "Bob chose a card to keep" in log and "Cy chose a card to keep" in log, log
    assert context_errors(page) == []


def test_two_players_keep_give_and_return(page, site, wait_ready):
    page.goto(site.url(TWO))
    wait_ready(page)
    expect(page.locator("#status")).to_contain_text(
        "Ann: choose the card to keep", timeout=MOVE_TIMEOUT_MS
    )
    give = page.locator("#panel .cm-pass")
    expect(give).to_have_count(1)
    assert re.fullmatch(r"keep \d+ give \d+ \d+", give.get_attribute("data-action"))
    click_and_wait(page, give)
    expect(page.locator("#status")).to_contain_text(
        "Ann: keep one of the two cards", timeout=MOVE_TIMEOUT_MS
    )
    expect(page.locator("#panel .cm-pick")).to_have_count(2)
    page.click("#panel [data-action='ui:pick 1']")
    back = page.locator("#panel .cm-pass")
    assert re.fullmatch(r"keep \d+ return \d+", back.get_attribute("data-action"))
    click_and_wait(page, back)
    place_three(page)
    expect(page.locator("#board svg .round")).to_contain_text(
        "turn 2 of 4", timeout=MOVE_TIMEOUT_MS
    )


def test_solo_discard_exchange_and_place(page, site, wait_ready):
    page.goto(site.url(SOLO))
    wait_ready(page)
    expect(page.locator("#board svg .customer")).to_have_count(3, timeout=MOVE_TIMEOUT_MS)
    expect(page.locator("#panel .cm-discard")).to_have_count(4)
    click_and_wait(page, page.locator("#panel .cm-exchange").first)
    expect(page.locator("#panel")).to_contain_text("Exchanges left this game: 2")
    click_and_wait(page, page.locator("#panel .cm-discard").first)
    place_three(page)
    expect(page.locator("#board svg .round")).to_contain_text(
        "turn 2 of 4", timeout=MOVE_TIMEOUT_MS
    )


def test_cake_master_keep_left_right_and_place_by_keyboard(page, site, wait_ready):
    open_table(
        page, site, wait_ready, "cakemaster&seats=human:Ann,bot:greedy:Bob,bot:random:Cy&seed=7"
    )
    wait_status(page, "Ann: choose the card to keep")
    page.keyboard.press("3")  # the keys 1–3 the panel promises choose the card
    expect(page.locator("#panel [data-action='ui:pick 2']")).to_have_attribute(
        "aria-pressed", "true"
    )
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


def test_presenter_shows_all_hands_only_for_bots(page, site, wait_ready):
    """Presenter mode: all hands, only for bots and clearly marked (in any language); a
    person's seat keeps them hidden, even asked for by the link."""
    page.set_viewport_size({"width": 1920, "height": 1080})
    page.goto(site.url("?botdelay=0"))
    wait_ready(page)
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    # All hands: only for bots, clearly marked; a person's seat keeps them hidden.
    record, _ = finished("cakemaster")
    cut = Record(
        record.game,
        record.rules_version,
        record.seed,
        record.seats,
        record.options,
        list(record.actions[:10]),
    )
    open_presenter(page, f"#present={cut.to_share()}")
    page.click('[data-action="ui:present-hands"]')
    expect(page.locator(".all-hands")).to_contain_text("All hands shown")
    expect(page.locator(".held .cm-hand-card").first).to_be_visible()
    seat = page.evaluate("document.getElementById('board').dataset.secrets")
    assert seat != "" and int(seat) in Table(cut).to_move()
    page.screenshot(path=str(ARTIFACTS / "cakemaster-all-hands.png"))
    page.click("#lang-bar [data-lang='ja']")
    expect(page.locator("#present-at")).to_have_text("10手目／全10手")
    expect(page.locator(".all-hands")).to_contain_text("全員の手札を表示中")
    page.click("#lang-bar [data-lang='en']")
    expect(page.locator("#present-at")).to_have_text("Move 10 / 10")
    page.click('[data-action="ui:present-hands"]')
    expect(page.locator(".all-hands")).to_have_count(0)
    expect(page.locator(".held")).to_have_count(0)
    assert page.evaluate("document.getElementById('board').dataset.secrets") == ""
    people = Record(
        cut.game,
        cut.rules_version,
        cut.seed,
        [Seat("Ann")] + cut.seats[1:],
        cut.options,
        cut.actions,
    )
    open_presenter(page, f"#present={people.to_share()}&hands=all")
    expect(page.locator('[data-action="ui:present-hands"]')).to_have_count(0)
    expect(page.locator(".all-hands")).to_have_count(0)
    assert page.evaluate("document.getElementById('board').dataset.secrets") == ""
    assert context_errors(page) == []
