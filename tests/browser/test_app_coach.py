"""The coach in the built app (issue 13 part 2), in real Chromium, for each game.

Ann (a person) and greedy bots, at a saved position made in CPython. Ann presses Hint:
the hint shown (``#board[data-hint]``, the sentence in ``#hint``) is the one the coach
works out in CPython for the same record, and the ringed element carries it, or the
next click towards it (Cake Master's card to keep, Food Tycoon's ingredients): those
clicks lead to the element carrying the very action. Nothing is played: the moves and
the save's actions stay as they were, and the save counts one hint for Ann, however
often she presses. Playing the ringed action drops the hint. A language change says
the hint again in the new language.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from pygames import GAMES
from pygames.core.record import Record
from tests.browser.fixtures import boot_mode
from tests.browser.page_helpers import moves, saved_record
from tests.browser.positions import a_game, init_script, play, storage_items
from ui import coach, i18n
from ui.session import Table

TIMEOUT_MS = 30_000
# Moves the bots play before Ann's decision (each game's checks.HINT_AT): a placement
# on the board (Cable Car, Cupcake Empire), a draft choice made in two clicks (Cake
# Master), the set-up's two ingredients added one by one (Food Tycoon), a roll from the
# panel (Food Paradise).
POSITIONS = {game_id: manifest.checks().HINT_AT for game_id, manifest in GAMES.items()}


@pytest.fixture(scope="module")
def records() -> dict[str, Record]:
    games = {f"coach-{game_id}": play(game_id, moves=n) for game_id, n in POSITIONS.items()}
    return {**games, "coach-language": play(a_game(), moves=8)}


@pytest.fixture(scope="module")
def coach_page(browser, site, records):
    """One page (one start of Pyodide) holding every game's save."""
    site.start()
    context = browser.new_context()
    boot_mode(context, "snapshot")
    context.add_init_script(init_script(storage_items(records)))
    page = context.new_page()
    page.goto(site.url("?botdelay=0"))
    page.wait_for_function(
        "() => document.documentElement.dataset.appState === 'ready'", timeout=120_000
    )
    yield page
    context.close()


@pytest.mark.parametrize("game_id", POSITIONS)
def test_the_hint_is_the_coachs_move_for_that_view_and_plays_nothing(coach_page, records, game_id):
    page, save_id = coach_page, f"coach-{game_id}"
    # What the page will show once its bots have moved (greedy: reproducible).
    expected = Table(Record.from_json(records[save_id].to_json()))
    while expected.bot_to_move() is not None:
        expected.bot_step()
    assert expected.human_to_move() == 0
    hint = coach.work_out(expected, 0)

    page.evaluate(f"location.hash = '#game={save_id}'")
    page.wait_for_function(
        "n => document.querySelector('#board > svg')"
        " && Number(document.querySelector('#board').dataset.moves) === n",
        arg=expected.moves,
        timeout=TIMEOUT_MS,
    )
    button = page.locator("#tools [data-action='ui:hint']")
    expect(button).to_be_enabled(timeout=TIMEOUT_MS)
    expect(page.locator("[data-hinted]")).to_have_count(0)
    before = saved_record(page, save_id)
    assert [tuple(a) for a in before["actions"]] == expected.record.actions
    assert "meta" not in before

    button.click()
    expect(page.locator("#board")).to_have_attribute("data-hint", hint.text, timeout=TIMEOUT_MS)
    expect(page.locator("#hint")).to_have_text(str(hint.why))
    expect(page.locator("#hint")).to_have_attribute("aria-live", "polite")
    expect(button).to_be_enabled()
    after = saved_record(page, save_id)
    assert after["actions"] == before["actions"], "a hint plays nothing"
    assert after["meta"] == {"hints": [1, 0, 0]}
    assert moves(page) == expected.moves

    # The ring leads to the action: click the ringed step until the ringed element
    # carries the hinted action itself (no move is made on the way).
    marked = page.locator("[data-hinted]")
    for _ in range(6):
        expect(marked).to_have_count(1)
        if marked.get_attribute("data-action") == hint.text:
            break
        step = marked.get_attribute("data-action")
        assert step.startswith("ui:"), f"{step!r} would play a move"
        marked.click()
        page.wait_for_function(
            "step => { const m = document.querySelector('[data-hinted]');"
            " return m && m.getAttribute('data-action') !== step; }",
            arg=step,
            timeout=TIMEOUT_MS,
        )
    assert marked.get_attribute("data-action") == hint.text
    assert moves(page) == expected.moves

    button.click()  # the same hint again: shown, not counted again
    expect(page.locator("#board")).to_have_attribute("data-hint", hint.text)
    assert saved_record(page, save_id)["meta"] == {"hints": [1, 0, 0]}

    marked.click()  # played: the hint is dropped
    page.wait_for_function(
        "n => Number(document.querySelector('#board').dataset.moves) > n",
        arg=expected.moves,
        timeout=TIMEOUT_MS,
    )
    expect(page.locator("#board")).to_have_attribute("data-hint", "")
    expect(page.locator("[data-hinted]")).to_have_count(0)
    expect(page.locator("#hint")).to_be_hidden()
    played = saved_record(page, save_id)
    assert played["actions"][expected.moves] == [0, hint.text]
    assert played["meta"] == {"hints": [1, 0, 0]}


def test_the_hint_is_said_again_in_the_language_chosen(coach_page, records):
    page = coach_page
    expected = Table(Record.from_json(records["coach-language"].to_json()))
    while expected.bot_to_move() is not None:
        expected.bot_step()
    hint = coach.work_out(expected, 0)
    page.evaluate("location.hash = '#game=coach-language'")
    button = page.locator("#tools [data-action='ui:hint']")
    expect(button).to_be_enabled(timeout=TIMEOUT_MS)
    button.click()
    expect(page.locator("#board")).to_have_attribute("data-hint", hint.text, timeout=TIMEOUT_MS)
    page.click("#lang-bar [data-lang='ja']")
    i18n.set_language("ja")
    try:
        said = str(hint.why)
    finally:
        i18n.set_language("en")
    expect(page.locator("#hint")).to_have_text(said)
    expect(page.locator("[data-hinted]")).to_have_attribute("data-action", hint.text)
    page.click("#lang-bar [data-lang='en']")
    expect(page.locator("#hint")).to_have_text(str(hint.why))
    assert saved_record(page, "coach-language")["meta"] == {"hints": [1, 0, 0]}
