"""What the browser tests do on a page of the app, written once: read the move count,
wait for moves, click and wait, read the board's actions, the saves and the log, open
a saved game or an address, switch the language, and play by keyboard alone.

Every test in Chromium (tests/browser/ and each game's ``test_browser_*.py``) imports
them from here (``from tests.browser.page_helpers import moves, ...``)."""

from __future__ import annotations

import itertools
import json
import re
import subprocess

from colour_check import DEFICIENCIES, MACHADO, clashes, parse_colour
from playwright.sync_api import expect

from ui.storage import SAVE_PREFIX

MOVE_TIMEOUT_MS = 20_000  # a move made, with bots that do not pause (?botdelay=0)
OPEN_TIMEOUT_MS = 30_000  # a saved game or a screen opened in a page already started

# -- moves -----------------------------------------------------------------------------


def moves(page) -> int:
    """The moves played so far, as the board says (``#board[data-moves]``)."""
    return int(page.get_attribute("#board", "data-moves"))


def wait_moves(page, count: int, timeout_ms: int = MOVE_TIMEOUT_MS) -> None:
    """Wait until exactly ``count`` moves are played (the board may be drawn later)."""
    expect(page.locator("#board")).to_have_attribute("data-moves", str(count), timeout=timeout_ms)


def wait_more_moves(page, before: int, timeout_ms: int = MOVE_TIMEOUT_MS) -> None:
    """Wait until more than ``before`` moves are played."""
    page.wait_for_function(
        f"() => Number(document.querySelector('#board').dataset.moves) > {before}",
        timeout=timeout_ms,
    )


def click_and_wait(page, locator, timeout_ms: int = MOVE_TIMEOUT_MS) -> None:
    """Click what plays a move and wait until it is played."""
    before = moves(page)
    locator.click()
    wait_more_moves(page, before, timeout_ms)


def board_actions(page) -> list[str]:
    """The action of every element the board offers, in document order."""
    return page.eval_on_selector_all(
        "#board [data-action]", "els => els.map(e => e.dataset.action)"
    )


def log_lines(page) -> list[str]:
    """The log, oldest first."""
    return list(reversed(page.locator("#log li").all_inner_texts()))


def context_errors(page) -> list[str]:
    """Console errors and page errors of the page's context so far."""
    log = getattr(page.context, "log", None)
    return log.errors if log else []


# -- saves -----------------------------------------------------------------------------


def saves(page) -> dict[str, str]:
    """localStorage's saved games: key -> the entry's JSON text."""
    return page.evaluate(
        """prefix => Object.fromEntries(Object.keys(localStorage)
             .filter(k => k.startsWith(prefix)).map(k => [k, localStorage.getItem(k)]))""",
        SAVE_PREFIX,
    )


def saved_records(page) -> list[dict]:
    """The record of every saved game, as JSON data."""
    return [json.loads(entry)["record"] for entry in saves(page).values()]


def saved_record(page, save_id: str) -> dict:
    """The record of the game saved as ``save_id``."""
    text = page.evaluate("key => localStorage.getItem(key)", SAVE_PREFIX + save_id)
    return json.loads(text)["record"]


def storage(page) -> dict[str, str]:
    """Everything in localStorage, key -> text."""
    return page.evaluate(
        "Object.fromEntries(Object.keys(localStorage).map(k => [k, localStorage.getItem(k)]))"
    )


def open_home_with_a_save(page, site, wait_ready, record, save_id: str) -> str:
    """The app opened once, with ``record`` saved as ``save_id`` in its storage (alerts
    and confirms are dismissed and kept in ``page.dialogs``); returns the entry's text."""
    from tests.browser.positions import saved_entry

    page.goto(site.url())
    wait_ready(page)
    entry = saved_entry(record, save_id)
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [SAVE_PREFIX + save_id, entry])
    dialogs = []
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    page.dialogs = dialogs
    return entry


def assert_problem_then_home_works(page, text: str, save_id: str, entry: str) -> None:
    """The problem screen says ``text`` (no image on it); the home page still works and
    the save ``save_id`` is still ``entry``."""
    problem = page.locator("#problem")
    expect(problem).to_be_visible()
    expect(problem).to_contain_text(text)
    assert page.locator("#app img").count() == 0
    page.click("a[href='#']")
    expect(page.locator(".screen.home")).to_be_visible()
    expect(page.locator(f".save[data-save='{save_id}']")).to_have_count(1)
    assert storage(page)[SAVE_PREFIX + save_id] == entry


# -- addresses and languages -------------------------------------------------------------


def open_fragment(page, wait_ready, fragment: str) -> None:
    """Follow a link within the running app (as a click on a link would): the page
    is marked loading first, so waiting for "ready" waits for the new screen."""
    page.evaluate(
        """fragment => {
        document.documentElement.dataset.appState = "loading";
        location.hash = fragment;
    }""",
        fragment,
    )
    wait_ready(page)


def go(
    page, fragment: str, ready: str, timeout_ms: int = OPEN_TIMEOUT_MS, *, shown: bool = False
) -> None:
    """Open an address of the app in the page already started (``#game=...``,
    ``#setup=...``) and wait until ``ready`` (a selector) is there (and ``shown``)."""
    page.evaluate("f => { location.hash = f }", fragment)
    page.wait_for_function(
        "([f, sel, shown]) => (location.hash || '#') === f"
        " && document.documentElement.dataset.appState === 'ready'"
        " && (shown ? document.querySelector(sel)?.checkVisibility() : document.querySelector(sel))",
        arg=[fragment, ready, shown],
        timeout=timeout_ms,
    )


def open_save(page, save_id: str, ready: str = "#board > svg", timeout_ms=OPEN_TIMEOUT_MS):
    """Open the saved game ``save_id`` and wait until ``ready`` is there."""
    go(page, f"#game={save_id}", ready, timeout_ms)


LANG_KEY = "pygames.v1.lang"
CJK = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
# What may stay in Latin letters on a Chinese or Japanese page: the app's name, player
# names, the language switch's own "English", the percentage signs' neighbours, and
# "QR", which is how both languages write it (QR 碼, QRコード).
LATIN_ALLOWED = {"pygames", "English", "Ann", "Bob", "QR"}


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
    """Choose a language on the language bar; wait until the page is in it."""
    page.click(f"#lang-bar [data-lang='{lang}']")
    page.wait_for_function("lang => document.documentElement.lang === lang", arg=lang)
    expect(page.locator(f"#lang-bar [data-lang='{lang}']")).to_have_attribute(
        "aria-pressed", "true"
    )


# -- keyboard alone (issue 14 parts 2 and 3; each game's test_<game>_browser.py) ----------
# A whole turn of a person played with the keyboard alone (Tab between the regions, the
# arrow keys over the board, Enter or Space to act; never a click), multi-step decisions
# included. After every redraw the focus is still in the table, never on the page's
# body, and shows its ring; the board is one Tab stop (one element with tabindex 0);
# Escape drops a half-made choice; the polite live region ``#announce`` says the
# person's move.

KEY_TIMEOUT_MS = 30_000
TAB_LIMIT = 150

# Where the focus is: None while it is outside the table (the page's body).
FOCUS = """() => {
  const el = document.activeElement;
  const table = document.querySelector('#app .screen.table');
  if (!el || el === document.body || !table || !table.contains(el)) return null;
  const style = getComputedStyle(el);
  // The ring: an outline, or inside the board's <svg> (where Chromium paints none) the
  // outline drawn as shadows.
  const inSvg = el instanceof SVGElement && el.ownerSVGElement !== null;
  const ring = inSvg
    ? /drop-shadow.*drop-shadow/.test(style.filter)
    : style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
  return {
    action: el.getAttribute('data-action'), id: el.id || '', board: !!el.closest('#board'),
    ring, tag: el.tagName,
    stops: document.querySelectorAll("#board svg [tabindex='0']").length,
  };
}"""
# Everything #announce says, as it says it (the region is made with the table).
LISTEN = """() => {
  const region = document.getElementById('announce');
  window.said = [];
  new MutationObserver(() => window.said.push(region.textContent))
    .observe(region, {childList: true, characterData: true, subtree: true});
}"""


def focus(page) -> dict:
    """The focus after a redraw: in the table, with its ring, the board one Tab stop."""
    page.wait_for_function(f"() => ({FOCUS})() !== null", timeout=KEY_TIMEOUT_MS)
    where = page.evaluate(FOCUS)
    assert where["ring"], where  # the ring shows
    assert where["stops"] <= 1, where
    return where


def tab_to(page, selector: str) -> dict:
    """Press Tab until the focus is on an element matching ``selector``."""
    for _ in range(TAB_LIMIT):
        if page.evaluate(
            "s => !!document.activeElement && document.activeElement.matches(s)", selector
        ):
            return focus(page)
        page.keyboard.press("Tab")
    raise AssertionError(f"Tab never reached {selector}")


def press_and_wait(page, key: str = "Enter") -> None:
    """A key that plays a move: the move is made and the focus stays in the table."""
    before = moves(page)
    page.keyboard.press(key)
    wait_more_moves(page, before, KEY_TIMEOUT_MS)
    focus(page)


def press(page, key: str) -> dict:
    """A key that does not play (a step of a decision): the focus stays in the table."""
    page.keyboard.press(key)
    page.wait_for_timeout(60)  # the redraw
    return focus(page)


def board_step(page, prefix: str = "") -> str:
    """Tab to the board's Tab stop, walk it with the arrow keys, come back Home; the
    focus is left on the first element in reading order (its action returned)."""
    items = board_actions(page)
    assert items and all(item.startswith(prefix) for item in items), items
    where = tab_to(page, "#board [data-action]")
    assert where["board"] and where["stops"] == 1
    seen = {where["action"]}
    for key in ("ArrowRight", "ArrowDown", "ArrowLeft", "ArrowUp", "End"):
        seen.add(press(page, key)["action"])
    if len(items) > 1:
        assert len(seen) > 1, "the arrows move the focus over the board"
    home = press(page, "Home")
    assert home["board"] and home["stops"] == 1, home
    return home["action"]


def open_table(page, site, wait_ready, fragment: str) -> None:
    """A new table (``fragment`` after ``#new=``) with bots that do not pause, listened to."""
    page.goto(site.url(f"?botdelay=0#new={fragment}"))
    wait_ready(page)
    page.wait_for_selector("#board svg", timeout=KEY_TIMEOUT_MS)
    page.evaluate(LISTEN)


def wait_status(page, text: str) -> None:
    expect(page.locator("#status")).to_contain_text(text, timeout=KEY_TIMEOUT_MS)


def assert_said(page, pattern: str) -> None:
    """Wait until #announce has said something matching ``pattern`` (a regex)."""
    page.wait_for_function(
        "p => (window.said || []).some(s => new RegExp(p).test(s))",
        arg=pattern,
        timeout=KEY_TIMEOUT_MS,
    )


def play_turn(page, name: str, *, at_least: int) -> None:
    """Play ``name``'s decisions by keyboard, from the board where it offers
    something, else the panel's first button of a move, until at least ``at_least``
    were made and another seat has moved since (the bots move at once)."""
    made = 0
    for _ in range(40):
        wait_status(page, f"{name}:")
        before = moves(page)
        if page.locator("#board [data-action]").count():
            board_step(page)
        else:
            tab_to(page, "#panel button[data-action]:not([data-action^='ui:']):not([disabled])")
        press_and_wait(page)
        made += 1
        assert_said(page, name)
        wait_status(page, f"{name}:")
        if made >= at_least and moves(page) > before + 1:
            return
    raise AssertionError(f"{name}'s turn never ended")


# -- a page that keeps answering (bots thinking in slices) ------------------------------

# A page that holds for this long froze, however busy the machine is.
FROZEN_MS = 1000
# Counts timer ticks and keeps the longest gap between two (the page's event loop is
# free only between a bot's slices); ``reset`` starts a new longest.
WATCH_TICKS = """() => {
  window.__ticks = {count: 0, longest: 0, last: performance.now()};
  setInterval(() => {
    const now = performance.now(), ticks = window.__ticks;
    ticks.longest = Math.max(ticks.longest, now - ticks.last);
    ticks.last = now; ticks.count += 1;
  }, 10);
}"""
TAKE_LONGEST = "() => { const t = window.__ticks, l = t.longest; t.longest = 0; return l; }"


# -- QR codes -------------------------------------------------------------------------

PROJECTOR = {"width": 1920, "height": 1080}


def decode_screenshot(element, tmp_path) -> str | None:
    path = tmp_path / "shown.png"
    element.screenshot(path=str(path))
    done = subprocess.run(
        ["zbarimg", "--raw", "-q", "-Sdisable", "-Sqrcode.enable", str(path)],
        capture_output=True,
        timeout=60,
    )
    if done.returncode == 4:  # no code found
        return None
    assert done.returncode == 0, done.stderr
    return done.stdout.decode("utf-8").removesuffix("\n")


# -- presenter mode ---------------------------------------------------------------------


def at_move(page, n: int) -> None:
    page.wait_for_function(
        "n => document.querySelector('#board')?.dataset.moves === String(n)"
        " && document.querySelector('#board > svg')",
        arg=n,
        timeout=OPEN_TIMEOUT_MS,
    )


def present_said(page) -> str:
    """What presenter mode says of the move shown."""
    return page.locator("#present-say").inner_text().strip()


def open_presenter(page, fragment: str) -> None:
    page.evaluate("f => { location.hash = f }", fragment)
    page.wait_for_function(
        "() => location.hash.startsWith('#present=')"
        " && document.documentElement.dataset.appState === 'ready'"
        " && document.querySelector('.present #board > svg')",
        timeout=OPEN_TIMEOUT_MS,
    )


def scrub(page, n: int) -> None:
    page.evaluate(
        "n => { const r = document.getElementById('present-scrub'); r.value = n;"
        " r.dispatchEvent(new Event('input', {bubbles: true})); }",
        n,
    )


def timed(page, key: str, moves: int) -> float:
    """A key pressed on the page, and the ms its handler took to step the timeline and
    set the parts that changed (the listener runs Python before dispatch returns: the
    board shows move ``moves`` by then)."""
    ms, shown, _ = timed_step(page, key)
    assert shown == str(moves), (key, shown, moves)
    return ms


def timed_step(page, key: str) -> tuple[float, str, float]:
    """(ms of the whole handler, the move shown, ms of reaching the position alone)."""
    ms, shown, step = page.evaluate(
        "key => { const t0 = performance.now();"
        " document.body.dispatchEvent(new KeyboardEvent('keydown', {key, bubbles: true}));"
        " const board = document.getElementById('board');"
        " return [performance.now() - t0, board.dataset.moves, board.dataset.stepMs]; }",
        key,
    )
    return ms, shown, float(step)


def scrub_timed(page, n: int) -> float:
    """The scrubber dragged to ``n``: ms of its handler, and of reaching the position."""
    ms, step = page.evaluate(
        "n => { const r = document.getElementById('present-scrub'); r.value = n;"
        " const t0 = performance.now(); r.dispatchEvent(new Event('input', {bubbles: true}));"
        " return [performance.now() - t0, document.getElementById('board').dataset.stepMs]; }",
        n,
    )
    return ms, float(step)


# -- colour vision (each board's owners' marks as Chromium paints them) -------------------


def _matrix(deficiency: str) -> str:
    rows = MACHADO[deficiency]
    return " ".join(" ".join(f"{v:.6f}" for v in row) + " 0 0" for row in rows) + " 0 0 0 1 0"


FILTERS = (
    '<svg id="cvd-filters" width="0" height="0" style="position:absolute">'
    + "".join(
        f'<filter id="cvd-{d}"><feColorMatrix type="matrix" values="{_matrix(d)}"/></filter>'
        for d in DEFICIENCIES
    )
    + "</svg>"
)

READ_MARKS = """() => [...document.querySelectorAll('#board [data-mark][data-owner]')].map(el => ({
  owner: el.dataset.owner, mark: el.dataset.mark, fill: getComputedStyle(el).fill,
  shown: el.getBoundingClientRect().width > 0 }))"""


# Paint a colour through a filter on a canvas and read back the pixel.
THROUGH_FILTER = """([colour, id]) => {
  const canvas = document.createElement('canvas'); canvas.width = canvas.height = 4;
  const ctx = canvas.getContext('2d'); ctx.filter = `url(#${id})`;
  ctx.fillStyle = colour; ctx.fillRect(0, 0, 4, 4);
  return [...ctx.getImageData(1, 1, 1, 1).data].slice(0, 3); }"""


def hex_of(rgb) -> str:
    return "#{:02x}{:02x}{:02x}".format(*rgb)


def css_hex(value: str) -> str:
    return hex_of(parse_colour(value))


def board_owners(page) -> dict[str, set[tuple[str, str]]]:
    """owner -> {(colour, shape)} of every mark the board shows (``data-owner``)."""
    owners: dict[str, set[tuple[str, str]]] = {}
    for mark in page.evaluate(READ_MARKS):
        if mark["shown"]:
            owners.setdefault(mark["owner"], set()).add((css_hex(mark["fill"]), mark["mark"]))
    return owners


def owners_apart_through_filters(page, owners, name: str, artifacts) -> list[str]:
    """Every owner's one shape of its own; what clashes between two owners' marks for
    any colour vision; the board's screenshots through each filter (``FILTERS`` on the
    page) left in ``artifacts``/``name``-<filter>.png."""
    shapes = {owner: {shape for _, shape in seen} for owner, seen in owners.items()}
    assert all(len(s) == 1 for s in shapes.values()), shapes
    assert len({min(s) for s in shapes.values()}) == len(shapes), shapes
    problems = []
    for (a, marks_a), (b, marks_b) in itertools.combinations(owners.items(), 2):
        for (fill_a, shape_a), (fill_b, shape_b) in itertools.product(marks_a, marks_b):
            problems += clashes([(f"owner {a}", fill_a, shape_a), (f"owner {b}", fill_b, shape_b)])
    artifacts.mkdir(parents=True, exist_ok=True)
    board = page.locator("#board")
    for deficiency in (None, *DEFICIENCIES):
        style = f"url(#cvd-{deficiency})" if deficiency else ""
        page.evaluate("f => { document.querySelector('#board').style.filter = f; }", style)
        board.screenshot(path=str(artifacts / f"{name}-{deficiency or 'normal'}.png"))
    page.evaluate("() => { document.querySelector('#board').style.filter = ''; }")
    return problems
