"""Names in the browser: the new-game form refuses two seats with one name and says
which, a #new= link with such names opens the form filled in (nothing lost), and a
name longer than the limit is refused with a message, not cut."""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.page_helpers import saves
from tests.browser.positions import a_game

# A game of two and of three players, with greedy bots.
GAME = a_game(
    lambda spec: spec.min_players <= 2 and spec.max_players >= 3 and "greedy" in spec.bots
)


def test_the_form_says_two_players_share_a_name_and_starts_nothing(page, site, wait_ready):
    page.goto(site.url(f"?botdelay=0#setup={GAME}"))
    wait_ready(page)
    page.select_option("#players", "2")
    page.select_option("#kind-1", "human")
    page.fill("#name-0", "Ann")
    page.fill("#name-1", " ann ")
    page.click("[data-action='ui:start']")
    error = page.locator("#error")
    expect(error).to_have_text(
        "Players 1 and 2 are both called Ann: give each player a name of their own."
    )
    expect(page.locator("#name-1")).to_have_attribute("aria-invalid", "true")
    assert saves(page) == {} and f"#setup={GAME}" in page.url
    long = "N" * 41
    page.fill("#name-1", long)  # no maxlength: the whole name reaches the check
    page.click("[data-action='ui:start']")
    expect(error).to_contain_text("The name of player 2 is 41 characters long")
    assert saves(page) == {}
    page.fill("#name-1", "Bob")
    page.click("[data-action='ui:start']")
    expect(page.locator("#board svg")).to_be_visible(timeout=60_000)
    expect(page.locator("#players .name")).to_have_text(["Ann", "Bob"])


def test_a_link_with_one_name_twice_opens_the_form_filled_in(page, site, wait_ready):
    page.goto(
        site.url(
            f"?botdelay=0#new={GAME}&seats=human:%3Cb%3EAnn%3C%2Fb%3E,"
            "human:%3Cb%3EAnn%3C%2Fb%3E,bot:greedy:Robo&seed=42"
        )
    )
    wait_ready(page)
    expect(page.locator(".screen.setup")).to_be_visible()
    expect(page.locator("#error")).to_contain_text("Players 1 and 2 are both called <b>Ann</b>")
    assert page.locator("#setup-form b").count() == 0  # markup stays text
    expect(page.locator("#players")).to_have_value("3")
    expect(page.locator("#name-0")).to_have_value("<b>Ann</b>")
    expect(page.locator("#name-2")).to_have_value("Robo")
    expect(page.locator("#kind-2")).to_have_value("bot:greedy")
    expect(page.locator("#seed")).to_have_value("42")
    assert saves(page) == {}
    page.fill("#name-1", "Bob")
    page.click("[data-action='ui:start']")
    expect(page.locator("#board svg")).to_be_visible(timeout=60_000)
    expect(page.locator("#players .name")).to_have_text(["<b>Ann</b>", "Bob", "Robo"])
    assert len(saves(page)) == 1
