"""Languages in the built app, in real Chromium: the switch on every page, the choice
kept over a reload, <html lang>, and the browser's own language as the first choice
(a game's rules help in another language, from the home page and from a table, is
in that game's browser tests).

This machine may have no Chinese or Japanese fonts (screenshots show boxes), so the
tests read the DOM's text."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from pygames import GAMES
from tests.browser.fixtures import is_foreign
from tests.browser.page_helpers import LANG_KEY, html_lang, latin_words, switch_to
from tests.browser.positions import a_game

GAME = a_game(lambda spec: spec.max_players >= 3)  # its new-game form, three seats


def test_switch_to_japanese_is_kept_over_a_reload(page, site, wait_ready):
    page.goto(site.url("?botdelay=0"))
    wait_ready(page)
    assert html_lang(page) == "en"
    expect(page.locator("#app h2").first).to_have_text("New game")
    assert page.locator("#lang-bar button").count() == 3

    switch_to(page, "ja")
    expect(page.locator("#app h2").first).to_have_text("新しいゲーム")
    expect(page.locator(f".card a.primary[data-game='{GAME}']")).to_have_text(
        GAMES[GAME].spec.names["ja"] + "を新しく始める"
    )
    assert latin_words(page) == set()
    assert page.evaluate(f"localStorage.getItem('{LANG_KEY}')") == "ja"

    page.reload()
    wait_ready(page)
    assert html_lang(page) == "ja"
    expect(page.locator("#app h2").first).to_have_text("新しいゲーム")
    assert latin_words(page) == set()

    # The new-game form keeps what was typed when the language changes.
    page.click(f".card a.primary[data-game='{GAME}']")
    expect(page.locator("#setup-form")).to_be_visible()
    page.select_option("#players", "3")
    page.fill("#name-0", "Ann")
    assert latin_words(page) == set()
    switch_to(page, "zh-TW")
    expect(page.locator("[data-action='ui:start']")).to_have_text("開始遊戲")
    assert page.input_value("#name-0") == "Ann" and page.input_value("#players") == "3"
    expect(page.locator(".seat-row[data-seat='2']")).to_be_visible()
    assert latin_words(page) == set()


@pytest.mark.parametrize(
    "locale, lang, heading",
    [("zh-HK", "zh-TW", "新遊戲"), ("ja-JP", "ja", "新しいゲーム"), ("fr-FR", "en", "New game")],
)
def test_first_visit_follows_the_browser_language(browser, site, wait_ready, locale, lang, heading):
    site.start()
    context = browser.new_context(locale=locale)
    foreign = []
    context.on(
        "request", lambda request: foreign.append(request.url) if is_foreign(request.url) else None
    )
    try:
        page = context.new_page()
        page.goto(site.url())
        wait_ready(page)
        assert html_lang(page) == lang
        expect(page.locator("#app h2").first).to_have_text(heading)
        assert page.evaluate(f"localStorage.getItem('{LANG_KEY}')") is None, "nothing chosen yet"
    finally:
        context.close()
    assert foreign == []
