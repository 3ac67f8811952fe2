"""The coach's hint in sight (issue 39 part 3), in real Chromium on a phone's window:
in Cupcake Empire the hint is an extra-action disc bought with an idea disc (CE45),
whose button sits in the panel's "idea disc" section, scrolled out of sight in the
decision box at the window's bottom. Pressing Hint brings that section into sight and
rings the button itself (not "Idea for 2", the board's button that does the opposite);
the sentence names it as its label does, and clicking the ringed button plays the
hinted action."""

from __future__ import annotations

from playwright.sync_api import expect

from pygames.core.record import Record
from tests.browser.fixtures import boot_mode
from tests.browser.page_helpers import saved_record
from tests.browser.positions import init_script, play, storage_items
from ui import coach
from ui.session import Table

TIMEOUT_MS = 30_000
SEED, MOVES = 5, 13  # greedy bots' game: Ann then holds an idea disc the coach spends

IN_SIGHT = """el => { const r = el.getBoundingClientRect();
  const box = el.closest('.decision').getBoundingClientRect();
  const top = Math.max(0, box.top), bottom = Math.min(innerHeight, box.bottom);
  const x = r.left + r.width / 2, y = r.top + r.height / 2;
  return r.top >= top && r.bottom <= bottom && document.elementFromPoint(x, y) === el; }"""


def test_the_hinted_button_is_brought_into_sight_ringed_and_plays_the_hint(browser, site):
    record = play("cupcake", moves=MOVES, seed=SEED)
    expected = Table(Record.from_json(record.to_json()))
    while expected.bot_to_move() is not None:
        expected.bot_step()
    hint = coach.work_out(expected, 0)
    assert hint.text.startswith("idea-disc "), hint.text

    site.start()
    context = browser.new_context(viewport={"width": 390, "height": 844})
    boot_mode(context, "snapshot")
    context.add_init_script(init_script(storage_items({"sight": record})))
    page = context.new_page()
    page.goto(site.url("?botdelay=0#game=sight"))
    page.wait_for_function(
        "() => document.documentElement.dataset.appState === 'ready'", timeout=120_000
    )
    button = page.locator("#tools [data-action='ui:hint']")
    expect(button).to_be_enabled(timeout=TIMEOUT_MS)
    target = page.locator(f"#panel [data-action='{hint.text}']")
    assert not target.evaluate(IN_SIGHT), "the section starts out of sight"

    button.click()
    expect(page.locator("#board")).to_have_attribute("data-hint", hint.text, timeout=TIMEOUT_MS)
    expect(page.locator("#hint")).to_have_text(str(hint.why))
    label = target.get_attribute("aria-label")
    assert f"“{label}”" in str(hint.why), "the sentence names the button as its label does"
    marked = page.locator("[data-hinted]")
    expect(marked).to_have_count(1)
    assert marked.get_attribute("data-action") == hint.text
    page.wait_for_function(f"() => ({IN_SIGHT})(document.querySelector('[data-hinted]'))")
    outline = marked.evaluate("el => getComputedStyle(el).outlineStyle")
    assert outline == "solid", "ringed"

    marked.click()
    page.wait_for_function(
        "n => Number(document.querySelector('#board').dataset.moves) > n",
        arg=expected.moves,
        timeout=TIMEOUT_MS,
    )
    assert saved_record(page, "sight")["actions"][expected.moves] == [0, hint.text]
    context.close()
