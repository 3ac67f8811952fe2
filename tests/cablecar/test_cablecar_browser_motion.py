"""Reduced motion (issue 14 part 5), at a Cable Car table: with
``prefers-reduced-motion: reduce`` nothing on the page moves by itself: no CSS animation or transition runs (``ui/style.css`` turns
them all off, the boards' own included), and nothing scrolls smoothly.

One page, the preference switched with ``page.emulate_media``. The screens that move:
the coach's ring around a hinted move (a pulse), a board's ghost tile shown on a
square (a fade), the privacy screen, the dialogs (rules help, QR code), and presenter
mode playing a game of bots by itself. With the preference, ``document.getAnimations()``
is empty and the moving elements' computed ``animation-name`` / ``transition-duration``
are ``none`` / ``0s``; without it, the ring pulses and the ghost fades, so the test
fails if the animations it looks for are gone under either name.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from pygames import GAMES
from pygames.core.record import Record, Seat
from tests.browser.fixtures import boot_mode
from tests.browser.page_helpers import OPEN_TIMEOUT_MS, open_save
from tests.browser.positions import init_script, play, storage_items, with_two_people

RING = "[data-hinted]"
GHOST = ".cc-board .legal .ghost"

STATE_JS = """(selector) => {
  const el = selector && document.querySelector(selector);
  const style = el && getComputedStyle(el);
  return {
    animations: document.getAnimations().map((a) => a.animationName || a.transitionProperty
      || a.constructor.name),
    animation: style ? style.animationName : null,
    transition: style ? style.transitionDuration : null,
    scroll: getComputedStyle(document.documentElement).scrollBehavior,
  };
}"""


def state(page, selector: str | None = None) -> dict:
    return page.evaluate(STATE_JS, selector)


@pytest.fixture(scope="module")
def page(browser, site):
    """One page (one start of Pyodide): Ann about to place a tile (the coach's hint
    rings a square), and a game between two people (the privacy screen)."""
    saves = {
        "motion-hint": play("cablecar", moves=4),
        "motion-privacy": with_two_people(play("cablecar", moves=6)),
    }
    site.start()
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    boot_mode(context, "snapshot")
    context.add_init_script(init_script(storage_items(saves)))
    page = context.new_page()
    page.goto(site.url("?botdelay=0"))
    page.wait_for_function(
        "() => document.documentElement.dataset.appState === 'ready'", timeout=120_000
    )
    yield page
    context.close()


def hint(page) -> None:
    open_save(page, "motion-hint", "#board > svg")
    page.locator("#tools [data-action='ui:hint']").click(timeout=OPEN_TIMEOUT_MS)
    expect(page.locator(RING)).to_have_count(1, timeout=OPEN_TIMEOUT_MS)


def hover_a_legal_square(page) -> None:
    """A square where the tile may go, hovered: its ghost tile fades in."""
    page.mouse.move(0, 0)
    page.locator(".cc-board .legal").nth(1).hover()


def test_without_the_preference_the_ring_pulses_and_the_ghost_fades(page):
    page.emulate_media(reduced_motion="no-preference")
    hint(page)
    now = state(page, RING)
    assert now["animation"] == "hint-ring"
    assert "hint-ring" in now["animations"]
    assert state(page, GHOST)["transition"] == "0.12s"
    hover_a_legal_square(page)
    assert page.evaluate("document.getAnimations().length") >= 1


def test_reduced_motion_stops_every_animation_and_transition(page):
    page.emulate_media(reduced_motion="reduce")
    try:
        hint(page)
        ring = state(page, RING)
        assert ring["animations"] == [], ring
        assert ring["animation"] == "none"
        assert ring["scroll"] == "auto"
        hover_a_legal_square(page)
        ghost = state(page, GHOST)
        assert ghost["animations"] == [] and ghost["transition"] == "0s", ghost

        page.click("[data-action^='ui:help']")
        expect(page.locator("#help-dialog")).to_be_visible()
        assert state(page, "#help-dialog")["animations"] == []
        assert state(page, "#help-dialog")["transition"] == "0s"
        page.keyboard.press("Escape")
        page.click("[data-action='ui:share']")
        page.click("[data-action='ui:qr share-link']")
        expect(page.locator("#qr-dialog svg.qr")).to_be_visible(timeout=OPEN_TIMEOUT_MS)
        assert state(page, "#qr-dialog")["animations"] == []
        page.keyboard.press("Escape")

        open_save(page, "motion-privacy", "#privacy")
        privacy = state(page, "#privacy button")
        assert privacy["animations"] == [] and privacy["transition"] == "0s", privacy
    finally:
        page.emulate_media(reduced_motion="no-preference")


def test_presenter_autoplay_moves_nothing_smoothly_with_reduced_motion(page):
    """Presenter mode plays a game of bots by itself: each move is shown at once,
    nothing slides or scrolls smoothly."""
    bots = [Seat(name, "bot:greedy") for name in ("Ann", "Bob")]
    record = Record("cablecar", GAMES["cablecar"].spec.rules_version, 3, bots)
    page.emulate_media(reduced_motion="reduce")
    try:
        page.evaluate("f => { location.hash = f }", f"#present={record.to_share()}")
        page.wait_for_function(
            "() => Number((document.querySelector('#board') || {dataset: {}}).dataset.moves) > 2",
            timeout=OPEN_TIMEOUT_MS,
        )
        assert state(page, ".present #board > svg")["animations"] == []
        assert state(page)["scroll"] == "auto"
    finally:
        page.emulate_media(reduced_motion="no-preference")
