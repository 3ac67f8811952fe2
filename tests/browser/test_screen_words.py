"""Every board readable on the screen it is on: a phone held upright (390×844, a touch
screen), a laptop (1280×800), and a projector (1920×1080, presenter mode).

Each game at 4 players (or the nearest count it allows), greedy bots from seed 7, in
mid-game with Ann to act and at its end, in English, 繁體中文 and 日本語: the board's words
(``board_words``: each SVG text's font size times the scale it is shown at, in CSS px)
are at least ``TARGETS`` at the 10th percentile (11 px on a phone, 12 on a laptop, 20 in
presenter mode), and no word lies off-screen without a box that scrolls to it. The
projector's table is presenter mode, the room's screen. A screenshot of each is left
in test-artifacts/screen-words/ for a person to look at.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from pygames import GAMES
from pygames.core.record import Record, Seat
from pygames.core.share import pack
from tests.browser.board_words import TARGETS, board_words, smallest, word_size
from tests.browser.fixtures import boot_mode
from tests.browser.page_helpers import OPEN_TIMEOUT_MS, open_save, switch_to
from tests.browser.positions import init_script, storage_items
from ui.links import present_fragment
from ui.session import Table

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts" / "screen-words"
SIZES = {"phone": (390, 844), "laptop": (1280, 800), "projector": (1920, 1080)}
LANGS = ("en", "zh-TW", "ja")
NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve", "Flo"]
SEED = 7


def _played(game_id: str, *, to_the_end: bool) -> Record:
    """Greedy bots from ``SEED`` at 4 seats (or the nearest count), to the game's
    mid-game point with Ann to act, or to its end; Ann is then a person."""
    spec = GAMES[game_id].spec
    count = min(max(spec.min_players, 4), spec.max_players)
    bots = [Seat(NAMES[i], "bot:greedy") for i in range(count)]
    table = Table.new(game_id, bots, seed=SEED)
    middle = GAMES[game_id].checks().MID_GAME
    while not table.is_over():
        if not to_the_end and table.moves >= middle and 0 in table.to_move():
            break
        table.bot_step()
    record = table.record
    seats = [Seat("Ann", "human"), *record.seats[1:]]
    return Record(
        record.game, record.rules_version, record.seed, seats, record.options, record.actions
    )


@pytest.fixture(scope="module")
def positions() -> dict[str, Record]:
    """``<game>-mid`` and ``<game>-end`` of every game."""
    made = {}
    for game_id in GAMES:
        made[f"{game_id}-mid"] = _played(game_id, to_the_end=False)
        made[f"{game_id}-end"] = _played(game_id, to_the_end=True)
    return made


@pytest.fixture(scope="module", params=list(SIZES))
def screen(request, browser, site, positions):
    """A page at one screen size, booted once, holding every position as a save."""
    size = request.param
    site.start()
    width, height = SIZES[size]
    phone = size == "phone"
    context = browser.new_context(
        viewport={"width": width, "height": height}, is_mobile=phone, has_touch=phone
    )
    boot_mode(context, "snapshot")
    context.add_init_script(init_script(storage_items(positions)))
    pages = []

    def booted():
        """The size's page, booted again if its renderer crashed (a crash is rerun once:
        the rerun needs a live page, not the module's dead one)."""
        if not pages or pages[-1].is_closed() or getattr(pages[-1], "crashed", False):
            page = context.new_page()
            page.on("crash", lambda crashed: setattr(crashed, "crashed", True))
            page.goto(site.url("?botdelay=0"))
            page.wait_for_function(
                "() => document.documentElement.dataset.appState === 'ready'",
                timeout=OPEN_TIMEOUT_MS * 4,
            )
            pages.append(page)
        return pages[-1]

    yield size, booted
    context.close()


def show(page, size: str, record: Record, save_id: str) -> None:
    """The position on the screen: its table, or on a projector presenter mode at it."""
    if size != "projector":
        open_save(page, save_id)
        return
    fragment = present_fragment(pack(record), at=len(record.actions))
    page.evaluate("f => { location.hash = f }", fragment)
    page.wait_for_function(
        "n => document.querySelector('.present #board > svg')"
        " && document.querySelector('#board').dataset.moves === String(n)",
        arg=len(record.actions),
        timeout=OPEN_TIMEOUT_MS,
    )


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_board_words_are_big_enough_for_the_screen(screen, positions, game_id):
    size, booted = screen
    page = booted()
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    problems = []
    for moment in ("mid", "end"):
        save_id = f"{game_id}-{moment}"
        show(page, size, positions[save_id], save_id)
        for lang in LANGS:
            switch_to(page, lang)
            page.evaluate("document.fonts.ready")
            words = board_words(page)
            where = f"{save_id} {size} {lang} ({page.get_attribute('#board', 'data-space')})"
            page.screenshot(path=str(ARTIFACTS / f"{save_id}-{size}-{lang}.png"))
            if not words:
                problems.append(f"{where}: the board draws no words")
                continue
            if word_size(words) < TARGETS[size]:
                problems.append(
                    f"{where}: words {word_size(words)} px at the 10th percentile, under"
                    f" {TARGETS[size]} px; smallest {smallest(words)}"
                )
            lost = [word["text"] for word in words if word["unreachable"]]
            if lost:
                problems.append(f"{where}: {len(lost)} words off-screen: {lost[:5]}")
    assert not problems, "\n".join(problems)
