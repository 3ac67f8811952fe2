"""Languages in the built app, in real Chromium: the switch on every page, the choice
kept over a reload, <html lang>, the rules help from the home page and from a table
(which goes on as it was), and the browser's own language as the first choice.

This machine may have no Chinese or Japanese fonts (screenshots show boxes), so the
tests read the DOM's text."""

from __future__ import annotations

import re
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import expect

LANG_KEY = "pygames.v1.lang"
MOVE_TIMEOUT_MS = 20_000
CJK = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
# What may stay in Latin letters on a Chinese or Japanese page: the app's name, player
# names, the language switch's own "English", the percentage signs' neighbours, and
# "QR", which is how both languages write it (QR 碼, QRコード).
LATIN_ALLOWED = {"pygames", "English", "Ann", "Bob", "QR"}


def is_foreign(url: str) -> bool:
    parts = urlsplit(url)
    return parts.scheme not in ("data", "blob", "about") and parts.hostname != "127.0.0.1"


def html_lang(page) -> str:
    return page.evaluate("document.documentElement.lang")


def latin_words(page, selector: str = "#app") -> set[str]:
    """Latin-letter words a person reads in an element (text and tooltips)."""
    words = page.evaluate(
        """selector => {
            const root = document.querySelector(selector);
            const texts = [root.innerText];
            for (const el of root.querySelectorAll('[title], [placeholder], [aria-label]')) {
                for (const name of ['title', 'placeholder', 'aria-label']) {
                    if (el.hasAttribute(name)) texts.push(el.getAttribute(name));
                }
            }
            return texts.join(' ').match(/[A-Za-z]+/g) || [];
        }""",
        selector,
    )
    return set(words) - LATIN_ALLOWED


def switch_to(page, lang: str) -> None:
    page.click(f"#lang-bar [data-lang='{lang}']")
    page.wait_for_function("lang => document.documentElement.lang === lang", arg=lang)
    expect(page.locator(f"#lang-bar [data-lang='{lang}']")).to_have_attribute(
        "aria-pressed", "true"
    )


def moves(page) -> int:
    return int(page.get_attribute("#board", "data-moves"))


def test_switch_to_japanese_is_kept_over_a_reload(page, site, wait_ready):
    page.goto(site.url("?botdelay=0"))
    wait_ready(page)
    assert html_lang(page) == "en"
    expect(page.locator("#app h2").first).to_have_text("New game")
    assert page.locator("#lang-bar button").count() == 3

    switch_to(page, "ja")
    expect(page.locator("#app h2").first).to_have_text("新しいゲーム")
    expect(page.locator(".card a.primary[data-game='cablecar']")).to_have_text(
        "ケーブルカーを新しく始める"
    )
    assert latin_words(page) == set()
    assert page.evaluate(f"localStorage.getItem('{LANG_KEY}')") == "ja"

    page.reload()
    wait_ready(page)
    assert html_lang(page) == "ja"
    expect(page.locator("#app h2").first).to_have_text("新しいゲーム")
    assert latin_words(page) == set()

    # The new-game form keeps what was typed when the language changes.
    page.click(".card a.primary[data-game='cablecar']")
    expect(page.locator("#setup-form")).to_be_visible()
    page.select_option("#players", "3")
    page.fill("#name-0", "Ann")
    assert latin_words(page) == set()
    switch_to(page, "zh-TW")
    expect(page.locator("[data-action='ui:start']")).to_have_text("開始遊戲")
    assert page.input_value("#name-0") == "Ann" and page.input_value("#players") == "3"
    expect(page.locator(".seat-row[data-seat='2']")).to_be_visible()
    assert latin_words(page) == set()


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
        "Number(document.querySelector('#board').dataset.moves) >= 2"
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
        f"Number(document.querySelector('#board').dataset.moves) >= {played + 2}"
    )
    page.reload()
    wait_ready(page)
    assert html_lang(page) == "en"
    expect(page.locator("#status")).to_contain_text("Ann:")


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
