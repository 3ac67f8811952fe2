"""Every game at every screen size, in every language: a phone held upright (390×844,
a touch screen), a laptop (1280×800) and a projector (1920×1080).

One page load per size: the home page, a new-game form, and for every game a table
in mid-game with Ann to act, the same game finished (its result) and its rules, each in English,
繁體中文 and 日本語 (the language changed in the page). On each: no text wider than its box, no word broken inside, no Chinese or
Japanese line starting with a small kana, ー or closing punctuation
(``layout_checks``), and the board filling the space it has. A screenshot of each is
left in test-artifacts/screens/ (git-ignored) for a person to look at after a run.

The words are judged with the fonts a player has: Noto CJK must be installed (the
test command installs fonts-noto-cjk), or Chinese and Japanese are measured in boxes.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from playwright.sync_api import expect

from pygames import GAMES
from tests.browser.fixtures import boot_mode
from tests.browser.layout_checks import board_problems, layout_problems
from tests.browser.page_helpers import open_save, switch_to
from tests.browser.positions import a_game, init_script, play, storage_items

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts" / "screens"
SIZES = {"phone": (390, 844), "laptop": (1280, 800), "projector": (1920, 1080)}
LANGS = ("en", "zh-TW", "ja")
# The new-game form with the most seats at the start; a game of two people with secrets
# (the privacy screen says tap or click).
FULLEST_FORM = max(GAMES, key=lambda game_id: GAMES[game_id].spec.min_players)
SECRET = a_game(lambda spec: spec.min_players <= 2 and GAMES[spec.id].checks().SECRETS)


def test_the_chinese_and_japanese_fonts_are_installed():
    families = subprocess.run(["fc-list", ":lang=ja", "family"], capture_output=True, text=True)
    assert "Noto Sans CJK" in families.stdout, "apt-get install fonts-noto-cjk"


@pytest.fixture(scope="module")
def saved_games() -> dict[str, str]:
    """localStorage holding every game in mid-game (``<game>-mid``) and finished
    (``<game>-end``)."""
    records = {}
    for game_id in GAMES:
        records[f"{game_id}-mid"] = play(game_id, moves=GAMES[game_id].checks().MID_GAME)
        records[f"{game_id}-end"] = play(game_id, moves=None)
    return storage_items(records)


def screen_context(browser, site, size: str, saved: dict[str, str]):
    site.start()
    width, height = SIZES[size]
    phone = size == "phone"
    context = browser.new_context(
        viewport={"width": width, "height": height}, is_mobile=phone, has_touch=phone
    )
    boot_mode(context, "snapshot")
    context.add_init_script(init_script(saved))
    return context


def look(page, name: str, *, board: bool) -> list[str]:
    """Every language in turn on the screen shown: what is wrong, and a screenshot."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    problems = []
    for lang in LANGS:
        switch_to(page, lang)
        page.evaluate("document.fonts.ready")
        found = layout_problems(page) + (board_problems(page) if board else [])
        problems += [f"{name} {lang}: {problem}" for problem in found]
        page.screenshot(path=str(ARTIFACTS / f"{name}-{lang}.png"), full_page=True)
    return problems


@pytest.mark.parametrize("size", SIZES)
def test_every_game_at_every_screen_size(browser, site, wait_ready, saved_games, size):
    """One page load per size (a start of Pyodide is most of the cost): the home page,
    a new-game form, then each game in mid-game, finished and its rules, by their addresses."""
    context = screen_context(browser, site, size, saved_games)
    try:
        page = context.new_page()
        page.goto(site.url("?botdelay=0"))
        wait_ready(page)
        expect(page.locator(".saves .save")).to_have_count(2 * len(GAMES))
        problems = look(page, f"home-{size}", board=False)
        page.evaluate("g => { location.hash = `#setup=${g}` }", FULLEST_FORM)
        expect(page.locator("#setup-form")).to_be_visible()
        problems += look(page, f"setup-{size}", board=False)
        for game_id in sorted(GAMES):
            open_save(page, f"{game_id}-mid")
            expect(page.locator("#panel")).not_to_be_empty()
            problems += look(page, f"{game_id}-table-{size}", board=True)
            open_save(page, f"{game_id}-end")
            expect(page.locator("#result")).to_be_visible()
            problems += look(page, f"{game_id}-result-{size}", board=True)
            page.evaluate(f"location.hash = '#help={game_id}'")
            expect(page.locator("#rules h2").first).to_be_visible()
            problems += look(page, f"{game_id}-rules-{size}", board=False)
    finally:
        context.close()
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize(
    "touch, words",
    [(True, ("tap", "輕觸", "タップ")), (False, ("click", "點擊", "クリック"))],
    ids=["touch", "mouse"],
)
def test_a_touch_screen_says_tap_and_a_mouse_click(browser, site, wait_ready, touch, words):
    site.start()
    context = browser.new_context(
        viewport={"width": 390, "height": 844} if touch else {"width": 1280, "height": 800},
        is_mobile=touch,
        has_touch=touch,
    )
    boot_mode(context, "snapshot")
    try:
        page = context.new_page()
        page.goto(site.url(f"?botdelay=0#new={SECRET}&seats=human:Ann,human:Bob&seed=3"))
        wait_ready(page)
        assert page.evaluate("matchMedia('(pointer: coarse)').matches") is touch
        for lang, word in zip(LANGS, words):
            switch_to(page, lang)
            expect(page.locator("#panel")).to_contain_text(word)
    finally:
        context.close()
