"""Touch targets on a phone (issue 14 part 5): everything a finger presses is at least
44×44 CSS pixels (WCAG 2.5.5).

A phone held upright (390×844, a touch screen, ``(pointer: coarse)``), one page load,
every screen in turn: the home page, each game's new-game form, each game's table in
mid-game (its board and its panel) and finished (its result), a game played by link
offering the next person's turn link, the privacy screen
between two people at one device, a shared replay (``#play=``), presenter mode
(``#present=``), each game's rules help, and the dialogs over a table (rules help,
QR code). On each, every enabled, shown interactive element
(``button, a[href], input, select, summary, [data-action], [tabindex]``) is measured
with getBoundingClientRect; the test fails listing those under 44×44. A box to tick is
measured with its label around it: pressing the label ticks it.

What is not held to 44 px, and why:
- a link inside a sentence (WCAG 2.5.5's "inline" exception): its size is the text's;
- a target whose action a target of 44 px elsewhere on the screen also offers (the
  "equivalent" exception): Food Paradise's board buttons (buy, decline, roll), each
  repeated as a button in the panel; Cupcake Empire's Done, repeated in the panel;
- what is no control: a picture focusable so the keyboard can read it (``role=img``:
  Cable Car's stations, whose tab along the board's edge is 18 to 22 px deep; a tap only
  shows the line from it), a region focusable only to be scrolled from the keyboard
  (the moves list), an element nobody can press (``pointer-events: none``:
  presenter mode's hands shown for all, drawn to look at), or one that is disabled.

The boards' squares are measured like everything else: on a phone they are the main
targets. Cable Car's board is laid out for a phone's 382 px (its side tabs narrower, all
32 stations in sight) with squares of 42 px: 44 px would leave 15 px a side, under the
width of a station's two digits at 11 px, so its squares are offered again as buttons
(below): on a touch screen every board place under 44 px is offered again as a
button below the panel ("Places on the board, as buttons"), which the "equivalent"
exception then covers; a position where it does (``checks.BOARD_MOVES_AT``) is measured
for it. Cake Master's board targets are its cakes and customers (over 80 px); Food
Tycoon's board offers only the roll; Cupcake Empire's phone layout draws every place a
finger presses at 44 px or more (its choices of dice are the panel's buttons).

The figures (targets per screen, how many too small) are written to
test-artifacts/touch-targets.json for benchmarks/RESULTS.md.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from playwright.sync_api import expect

from pygames import GAMES
from pygames.core.record import Record, Seat
from tests.browser.fixtures import boot_mode
from tests.browser.page_helpers import go
from tests.browser.positions import a_game, init_script, play, storage_items, with_two_people
from ui.session import Table
from ui.storage import MemoryStore, Saves

ROOT = Path(__file__).resolve().parents[2]
FIGURES = ROOT / "test-artifacts" / "touch-targets.json"
PHONE = {"width": 390, "height": 844}
LEAST = 44  # CSS px, each way
TIMEOUT_MS = 30_000

TARGETS = "button, a[href], input, select, summary, [data-action], [tabindex]:not([tabindex='-1'])"

MEASURE_JS = r"""([root, selector, least]) => {
  const scope = root ? document.querySelector(root) : document;
  const name = (el) => {
    let text = el.tagName.toLowerCase();
    if (el.id) text += '#' + el.id;
    const cls = el.getAttribute('class');
    if (cls && cls.trim()) text += '.' + cls.trim().split(/\s+/).join('.');
    const action = el.getAttribute('data-action');
    if (action) text += `[data-action="${action}"]`;
    const words = (el.textContent || el.value || '').trim().replace(/\s+/g, ' ').slice(0, 30);
    return words ? `${text} "${words}"` : text;
  };
  const shown = (el) => {
    if (el.type === 'hidden' || el.closest('[hidden]')) return false;
    const box = el.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) return false;
    const style = getComputedStyle(el);
    return style.visibility !== 'hidden' && style.display !== 'none';
  };
  // WCAG 2.5.5's "inline" exception: a link inside a sentence of other words.
  const inline = (el) => {
    if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
    const block = el.parentElement;
    return block && block.textContent.trim().length > el.textContent.trim().length;
  };
  const pressable = (el) => !el.disabled && getComputedStyle(el).pointerEvents !== 'none';
  // An input inside its label (a box to tick, a file to choose): pressing the label
  // sets it, so the label is the target.
  const target = (el) => (['checkbox', 'radio', 'file'].includes(el.type) && el.closest('label'))
    || el;
  // A picture focusable to be read (role img: a Cable Car station) is no control, nor
  // a region focusable only so the keyboard can scroll it (the moves list, a wide
  // rules table): a finger scrolls it wherever it lands, and a tap does nothing.
  const scrollsOnly = (el) => el.hasAttribute('tabindex') && !el.hasAttribute('role')
    && !el.matches('button, a[href], input, select, summary, [data-action]');
  const control = (el) => el.getAttribute('role') !== 'img' && !scrollsOnly(el);
  const big = (el) => {
    const box = target(el).getBoundingClientRect();
    return box.width >= least - 0.5 && box.height >= least - 0.5;
  };
  const found = [...scope.querySelectorAll(selector)]
    .filter((el) => shown(el) && pressable(el) && !inline(el) && control(el));
  // WCAG 2.5.5's "equivalent" exception: the same action offered by a large enough
  // target elsewhere on the screen (a board's button repeated in the panel).
  const offered = new Set(found.filter(big).map((el) => el.getAttribute('data-action'))
    .filter(Boolean));
  const small = [];
  let equivalent = 0;
  for (const el of found.filter((el) => !big(el))) {
    if (offered.has(el.getAttribute('data-action'))) { equivalent += 1; continue; }
    const box = target(el).getBoundingClientRect();
    small.push(`${name(el)}: ${box.width.toFixed(1)}x${box.height.toFixed(1)}`);
  }
  return {measured: found.length, equivalent, small};
}"""


def measure(page, root: str | None = None) -> dict:
    """{measured: how many targets, small: those under 44×44, described}."""
    return page.evaluate(MEASURE_JS, [root, TARGETS, LEAST])


# A game of two (played by link; its dialogs, replay and presenter screens measured),
# and one whose seats hold secrets (its privacy screen measured).
GAME = a_game(lambda spec: spec.min_players <= 2 <= spec.max_players)
SECRET = a_game(lambda spec: GAMES[spec.id].checks().SECRETS)


def by_link_items() -> dict[str, str]:
    """localStorage holding a game of two played by link, Ann's move made at this
    device and Bob's to come: the table offers Bob's turn link."""
    table = Table.new(GAME, [Seat("Ann", "bot:greedy"), Seat("Bob", "bot:greedy")], seed=5)
    while 1 not in table.to_move():
        table.bot_step()
    played = table.record
    seats = [Seat("Ann", "human"), Seat("Bob", "human")]
    record = Record(
        played.game,
        played.rules_version,
        played.seed,
        seats,
        played.options,
        played.actions,
        meta={"by_link": True},
    )
    store = MemoryStore()
    Saves(store).write("by-link", record, finished=False, now_ms=1_700_000_100_000, seat=0)
    return dict(store.data)


@pytest.fixture(scope="module")
def records() -> dict[str, Record]:
    saves = {}
    for game_id in GAMES:
        saves[f"{game_id}-mid"] = play(game_id, moves=GAMES[game_id].checks().MID_GAME)
        saves[f"{game_id}-end"] = play(game_id, moves=None)
    saves["privacy"] = with_two_people(play(SECRET, moves=6))
    for game_id in GAMES:  # a board whose places are offered again as buttons
        if (at := GAMES[game_id].checks().BOARD_MOVES_AT) is not None:
            saves[f"{game_id}-places"] = play(game_id, moves=at)
    return saves


@pytest.fixture(scope="module")
def phone(browser, site, records):
    """A phone's browser holding every save; each page it opens is one start of Pyodide."""
    site.start()
    context = browser.new_context(
        viewport=PHONE, has_touch=True, is_mobile=True, device_scale_factor=3
    )
    boot_mode(context, "snapshot")
    context.add_init_script(init_script({**storage_items(records), **by_link_items()}))
    yield context
    context.close()


def open_page(context, site):
    page = context.new_page()
    page.goto(site.url("?botdelay=0"))
    page.wait_for_function(
        "() => document.documentElement.dataset.appState === 'ready'", timeout=120_000
    )
    return page


def screens(page, records):
    """Each screen shown in turn: yields its name and the root to measure in."""
    page.wait_for_selector(".saves .save")
    yield "home", None
    go(page, "#game=by-link", "#turn-link")
    yield "play by link", None
    for game_id in sorted(GAMES):
        go(page, f"#setup={game_id}", "#setup-form")
        yield f"setup {game_id}", None
    for game_id in sorted(GAMES):
        go(page, f"#game={game_id}-mid", "#board > svg")
        expect(page.locator("#panel")).not_to_be_empty()
        yield f"table {game_id}", None
        go(page, f"#game={game_id}-end", "#result")
        yield f"result {game_id}", None
    go(page, "#game=privacy", "#privacy")
    yield "privacy", None
    for game_id in sorted(GAMES):
        if GAMES[game_id].checks().BOARD_MOVES_AT is not None:
            go(page, f"#game={game_id}-places", "#board-moves:not([hidden]) button")
            yield f"{game_id} board places", None
    # The dialogs, over a table.
    go(page, f"#game={GAME}-mid", "#board > svg")
    page.click(".more-tools > summary")  # on a phone the rules are under "More"
    yield "title bar's More menu", None
    page.click("[data-action^='ui:help']")
    expect(page.locator("#help-dialog")).to_be_visible()
    yield "help dialog", "#help-dialog"
    page.keyboard.press("Escape")
    expect(page.locator("#help-dialog")).to_be_hidden()
    page.click("[data-action='ui:share']")
    page.click("[data-action='ui:qr share-link']")
    expect(page.locator("#qr-dialog svg.qr")).to_be_visible(timeout=TIMEOUT_MS)
    yield "QR dialog", "#qr-dialog"
    page.keyboard.press("Escape")
    expect(page.locator("#qr-dialog")).to_be_hidden()
    shared = records[f"{GAME}-end"].to_share()
    go(page, f"#play={shared}", "#board > svg")
    yield "shared replay", None
    go(page, f"#present={shared}", ".present #board > svg")
    yield "presenter", None
    for game_id in sorted(GAMES):
        go(page, f"#help={game_id}", "#rules h2")
        yield f"rules {game_id}", None


def test_every_target_on_a_phone_is_at_least_44_px(phone, site, records):
    page = open_page(phone, site)
    assert page.evaluate("matchMedia('(pointer: coarse)').matches"), "no touch screen"
    figures, problems = {}, []
    for screen, root in screens(page, records):
        found = measure(page, root)
        figures[screen] = {
            "measured": found["measured"],
            "equivalent": found["equivalent"],
            "too_small": found["small"],
        }
        problems += [f"{screen}: {what}" for what in found["small"]]
    FIGURES.parent.mkdir(parents=True, exist_ok=True)
    FIGURES.write_text(json.dumps(figures, indent=1) + "\n")
    assert all(f["measured"] for f in figures.values()), figures  # each screen had targets
    assert not problems, f"{len(problems)} targets under {LEAST}x{LEAST} px:\n" + "\n".join(
        problems
    )
