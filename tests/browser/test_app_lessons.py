"""Every game's tutorial (``#learn=<game>``, ui/lesson.py) played to its end in real
Chromium, by clicking only what it marks ``[data-tutorial-target]``, in each language:
English on a laptop (1280×800), 繁體中文 on a phone's width (390×844), 日本語 on a
projector (1920×1080).

At every step the step's sentence and the element to click show whole in the window;
the sentence is the game's catalog's, in the page's language. Once a language, a click
on another move of the board or the panel is refused with why and changes nothing. At the end
``#board[data-tutorial-done]``, the script's every move was played, every step was
shown, and "Play a real game" starts a game against Beginner bots. A screen's own "go
on" (Cake Master's next round) is refused while a note explains the pause. Screenshots of the
first step and the end at each size go to test-artifacts/lessons/ (git-ignored).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from playwright.sync_api import expect

from pygames import GAMES
from pygames.core.lesson import Step, lesson_of
from pygames.core.messages import Msg
from pygames.core.screen import GameScreen
from tests.browser.page_helpers import go

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts" / "lessons"
TIMEOUT_MS = 30_000
SIZES = {
    "en": {"width": 1280, "height": 800},
    "zh-TW": {"width": 390, "height": 844},
    "ja": {"width": 1920, "height": 1080},
}
LESSONS = [game_id for game_id, manifest in GAMES.items() if manifest.teaches]

IN_SIGHT = """sel => {
  const el = document.querySelector(sel);
  if (!el) return null;
  const box = el.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && box.top >= 0 && box.left >= 0
    && box.bottom <= innerHeight && box.right <= document.documentElement.clientWidth;
}"""
# Where the lesson stands: the board's moves and the lesson's entry ("end" when done).
WHERE = """() => { const b = document.querySelector('#board');
  return b ? [b.dataset.moves, b.getAttribute('data-lesson')] : null; }"""
REPAINTS = "() => document.querySelector('#lesson')?.getAttribute('data-repaints')"
# After a click: the table was drawn again (a move, a note read, a step of a decision).
ANSWERED = (
    """before => document.querySelector('#lesson')?.getAttribute('data-repaints') !== before"""
)


def said(step: Step, lang: str) -> str:
    return Msg(step.say, **step.params).render(lang)


def in_sight(page, selector: str) -> bool:
    """Whether ``selector`` shows whole in the window, once any smooth scroll has
    brought it there (within two seconds)."""
    try:
        page.wait_for_function(IN_SIGHT, arg=selector, timeout=2_000)
    except PlaywrightTimeout:
        return False
    return True


def refuse_another_move(page) -> bool:
    """Click a move of the board or the panel that is not the step's: refused with
    why, nothing changes. False when neither offers another move now."""
    other = page.locator(
        ", ".join(
            f"{part} [data-action]:not([data-tutorial-target]):not([data-action^='ui:']):not([disabled])"
            for part in ("#board", "#panel")
        )
    )
    if other.count() == 0:
        return False
    before = page.evaluate(WHERE)
    other.first.click()
    error = page.locator("#error")
    expect(error).to_be_visible(timeout=TIMEOUT_MS)
    assert error.inner_text().strip()
    assert page.evaluate(WHERE) == before
    expect(page.locator("[data-tutorial-target]")).to_have_count(1)
    return True


def refuse_going_on(page) -> int:
    """The screen's own "go on" (Cake Master's next round) while a note explains the
    pause: refused, nothing changes."""
    before = page.evaluate(WHERE)
    page.locator("[data-action='ui:go-on']").first.click()
    expect(page.locator("#error")).to_be_visible(timeout=TIMEOUT_MS)
    assert page.evaluate(WHERE) == before
    return 1


def play_lesson(page, game_id: str, lang: str) -> dict:
    """Play the lesson by its targets; returns what was seen."""
    lesson = lesson_of(game_id)
    steps = lesson.steps
    page.set_viewport_size(SIZES[lang])
    go(page, "#", ".screen.home")
    page.click(f"button[data-lang='{lang}']")
    expect(page.locator("html")).to_have_attribute("lang", lang)
    go(page, f"#learn={game_id}", "#lesson .lesson-say", shown=True)
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{game_id}-{lang}-first.png"))
    seen, refused, clicks, held = set(), False, 0, 0
    while not page.locator("#board[data-tutorial-done]").count():
        assert clicks <= 4 * len(steps) + 20, f"{game_id} {lang}: the lesson never ends"
        target = page.locator("[data-tutorial-target]")
        expect(target).to_have_count(1, timeout=TIMEOUT_MS)
        if page.locator("#board[data-tutorial-done]").count():
            break
        text = page.locator("#lesson .lesson-say").inner_text()
        seen.add(text.strip())
        assert in_sight(page, "#lesson .lesson-say"), f"{game_id} {lang}: sentence out of sight"
        assert in_sight(page, "[data-tutorial-target]"), (
            f"{game_id} {lang}: target out of sight: {text}"
        )
        reading = page.locator("#lesson [data-action='ui:lesson-next']").count() > 0
        if not refused and not reading:
            refused = refuse_another_move(page)
        if reading and page.locator("[data-action='ui:go-on']").count():
            held += refuse_going_on(page)
        before = page.evaluate(REPAINTS)
        target.click()
        clicks += 1
        page.wait_for_function(ANSWERED, arg=before, timeout=TIMEOUT_MS)
    page.screenshot(path=str(ARTIFACTS / f"{game_id}-{lang}-end.png"))
    moves = int(page.locator("#board").get_attribute("data-moves"))
    return {"seen": seen, "refused": refused, "clicks": clicks, "moves": moves, "held": held}


@pytest.mark.parametrize("game_id", LESSONS)
def test_the_tutorial_plays_to_its_end_by_its_targets_in_every_language(
    page, site, wait_ready, game_id
):
    lesson = lesson_of(game_id)
    page.goto(site.url("?botdelay=0"))
    wait_ready(page)
    for lang in SIZES:
        run = play_lesson(page, game_id, lang)
        assert run["moves"] == len(lesson.actions), f"{game_id} {lang}"
        assert run["refused"], f"{game_id} {lang}: no other move was ever offered to refuse"
        # Every step's sentence was shown, in the page's language.
        assert {said(step, lang) for step in lesson.steps} <= run["seen"], f"{game_id} {lang}"
        assert run["clicks"] >= len(lesson.steps)
        # A screen with a pause of its own (a round's end): a note held it back.
        pauses = type(GAMES[game_id].screen()).pause is not GameScreen.pause
        assert bool(run["held"]) == pauses, f"{game_id} {lang}: {run['held']} go-on refused"
    real = page.locator("#lesson a.primary")
    expect(real).to_have_attribute(
        "href",
        f"#new={game_id}&seats=" + ",".join(["human"] + ["bot:beginner"] * (lesson.players - 1)),
    )
    real.click()
    page.wait_for_function("() => location.hash.startsWith('#game=')", timeout=TIMEOUT_MS)
    expect(page.locator("#board > svg")).to_be_visible(timeout=TIMEOUT_MS)
    expect(page.locator("#lesson")).to_have_count(0)


def test_a_tutorial_is_offered_on_the_home_page_and_in_the_rules(page, site, wait_ready):
    page.goto(site.url("?botdelay=0"))
    wait_ready(page)
    for game_id in LESSONS:
        expect(page.locator(f".games a[href='#learn={game_id}']")).to_have_count(1)
    game_id = LESSONS[0]
    go(page, f"#help={game_id}", "#rules h2")
    page.click(f".screen.help a[href='#learn={game_id}']")
    expect(page.locator("#lesson .lesson-say")).to_be_visible(timeout=TIMEOUT_MS)
