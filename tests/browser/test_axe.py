"""The automated accessibility audit (issue 14 part 1): axe-core's WCAG 2.1 A and AA
rules, colour contrast included, find nothing on any screen of any game in any
language.

Audited, in English, 繁體中文 and 日本語 (one test each, the language chosen before the
app starts): the home page; for every game its new-game form, its rules help (with its
pictures), its tutorial's first step, a table
in mid-game with Ann to act, its result, a shared game's replay (``#play=``) and
presenter mode (``#present=``, all hands shown where the game hides any), the review of
its finished game (``#review=``, a move chosen, its graph and verdict shown); and for
every game with secrets the privacy screen (two people at the device, the next one
asked to take it). The games are saves made in CPython by bots (``positions.py``), so
each language costs one start of Pyodide; screens are opened by their addresses.

axe leaves text drawn in SVG unjudged, so the boards' texts are measured too
(``axe.svg_text_contrast``). A test fails listing every failing element (rule, impact,
element, why). No rule is switched off. The figures (pages audited, failing elements by rule) are written to
test-artifacts/axe/figures.<lang>.json (git-ignored), for benchmarks/RESULTS.md."""

from __future__ import annotations

import collections
import json
from pathlib import Path

import pytest
from playwright.sync_api import expect

from pygames import GAMES
from pygames.core.record import Record, Seat
from tests.browser.axe import AXE, audit, describe, svg_text_contrast
from tests.browser.page_helpers import go
from tests.browser.positions import NAMES, init_script, play, storage_items
from ui.i18n import STORAGE_KEY
from ui.session import Table
from ui.table_view import TableScreen, is_screened

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts" / "axe"
LANGS = ("en", "zh-TW", "ja")
GAME_IDS = sorted(GAMES)
# The games whose seats hold secrets: their privacy screen is audited too.
SECRET_GAMES = [game_id for game_id in GAME_IDS if GAMES[game_id].checks().SECRETS]


def with_seats(record: Record, seats: list[Seat]) -> Record:
    return Record(
        record.game, record.rules_version, record.seed, seats, record.options, record.actions
    )


def screened(game_id: str) -> Record:
    """A game in progress with Ann and Ben at the device, and Ann to take it: the
    privacy screen (not a decision made in public, as Food Tycoon's bids are)."""
    moves = GAMES[game_id].checks().MID_GAME
    for extra in range(0, 200, 2):
        record = play(game_id, moves=moves + extra)
        bots = [Seat(NAMES[i], "bot:greedy") for i in range(2, len(record.seats))]
        record = with_seats(record, [Seat("Ann", "human"), Seat("Ben", "human"), *bots])
        table = Table(record)
        if not table.is_over() and is_screened(table, TableScreen()):
            return record
    raise AssertionError(f"{game_id}: no position found where the privacy screen shows")


def bots_only(record: Record) -> Record:
    return with_seats(record, [Seat(NAMES[i], "bot:greedy") for i in range(len(record.seats))])


@pytest.fixture(scope="module")
def games() -> dict:
    """Per game: saves (``<game>-mid``, ``-end``, ``-privacy``) and share texts."""
    records, shares = {}, {}
    for game_id in GAME_IDS:
        mid = play(game_id, moves=GAMES[game_id].checks().MID_GAME)
        end = play(game_id, moves=None)
        records[f"{game_id}-mid"] = mid
        records[f"{game_id}-end"] = end
        if game_id in SECRET_GAMES:
            records[f"{game_id}-privacy"] = screened(game_id)
        shares[f"{game_id}-replay"] = mid.to_share()
        shares[f"{game_id}-present"] = bots_only(end).to_share()
        shares[f"{game_id}-present-at"] = len(end.actions) // 2
    return {"storage": storage_items(records), "shares": shares}


SCREENS = (
    "home",
    "new game",
    "rules",
    "tutorial",
    "table",
    "privacy",
    "result",
    "replay",
    "presenter",
    "review",
)


def screens(games):
    """(kind, name, address, selector shown when it is ready) of every screen audited."""
    yield "home", "home", "#", ".saves .save"
    for game_id in GAME_IDS:
        yield "new game", f"{game_id} setup", f"#setup={game_id}", "#setup-form"
        yield "rules", f"{game_id} rules", f"#help={game_id}", "#rules h2"
        yield "tutorial", f"{game_id} tutorial", f"#learn={game_id}", "#lesson .lesson-say"
        yield "table", f"{game_id} table", f"#game={game_id}-mid", "#board > svg"
        if game_id in SECRET_GAMES:
            yield "privacy", f"{game_id} privacy", f"#game={game_id}-privacy", "#privacy"
        yield "result", f"{game_id} result", f"#game={game_id}-end", "#result"
        replay = games["shares"][f"{game_id}-replay"]
        yield "replay", f"{game_id} replay", f"#play={replay}", ".shared #replay-at"
        present = games["shares"][f"{game_id}-present"]
        at = games["shares"][f"{game_id}-present-at"]
        hands = "&hands=all" if game_id in SECRET_GAMES else ""
        yield (
            "presenter",
            f"{game_id} presenter",
            f"#present={present}&at={at}{hands}",
            f".present #board[data-moves='{at}'] > svg",
        )
        yield (
            "review",
            f"{game_id} review",
            f"#review={present}&at={at}",
            f".review #board[data-move='{at}'] > svg",
        )


def write_figures(lang: str, figures: dict) -> None:
    """figures.<lang>.json: pages audited and failing nodes by rule, per kind of screen."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    total = {
        "axe-core": AXE[1],
        "pages": sum(f["pages"] for f in figures.values()),
        "violations": sum(sum(f["rules"].values()) for f in figures.values()),
    }
    screens = {
        kind: {"pages": f["pages"], "violations": dict(sorted(f["rules"].items()))}
        for kind, f in figures.items()
    }
    text = json.dumps({"total": total, "screens": screens}, indent=2, ensure_ascii=False)
    (ARTIFACTS / f"figures.{lang}.json").write_text(text + "\n", "utf-8")


@pytest.mark.parametrize("lang", LANGS)
def test_no_wcag_violation_on_any_screen(context, page, site, wait_ready, games, lang):
    """One start of Pyodide per language (chosen before the app starts, as a stored
    choice); every screen opened by its address and audited; every violation listed."""
    items = dict(games["storage"], **{STORAGE_KEY: lang})
    context.add_init_script(init_script(items))
    page.goto(site.url("?botdelay=0"))
    wait_ready(page)
    assert page.evaluate("document.documentElement.lang") == lang
    expect(page.locator(".saves .save")).to_have_count(2 * len(GAME_IDS) + len(SECRET_GAMES))
    figures = {kind: {"pages": 0, "rules": collections.Counter()} for kind in SCREENS}
    problems = []
    for kind, name, fragment, ready in screens(games):
        go(page, fragment, ready, shown=True)
        assert page.evaluate("document.documentElement.lang") == lang
        found = audit(page) + svg_text_contrast(page)
        figures[kind]["pages"] += 1
        figures[kind]["rules"].update({v["id"]: len(v["nodes"]) for v in found})
        problems += describe(f"{name} {lang}", found)
    write_figures(lang, figures)
    # Every kind of screen of every game was audited.
    assert {kind: f["pages"] for kind, f in figures.items()} == {
        kind: 1 if kind == "home" else len(SECRET_GAMES if kind == "privacy" else GAME_IDS)
        for kind in SCREENS
    }
    assert not problems, f"{len(problems)} failing elements:\n" + "\n".join(problems)


def test_the_svg_text_check_sees_text_that_does_not_stand_out(page):
    """White on yellow fails (1.3:1); the same with a dark outline, or dark on yellow,
    passes; a text is judged against the piece under most of it, not a dot."""
    page.set_content(
        '<main id="app"><svg viewBox="0 0 300 60" width="600" height="120">'
        '<rect x="0" y="0" width="100" height="60" fill="#f2d21b"/>'
        '<text x="10" y="40" font-size="24" fill="#ffffff">Low</text>'
        '<rect x="100" y="0" width="100" height="60" fill="#f2d21b"/>'
        '<circle cx="130" cy="32" r="2" fill="#f2d21b"/>'
        '<text x="110" y="40" font-size="24" fill="#2a1d16">Dark</text>'
        '<rect x="200" y="0" width="100" height="60" fill="#f2d21b"/>'
        '<text x="210" y="40" font-size="24" fill="#ffffff" stroke="#2a1d16"'
        ' stroke-width="3" paint-order="stroke">Ring</text></svg></main>'
    )
    (violation,) = svg_text_contrast(page)
    assert [node["target"] for node in violation["nodes"]] == ["svg text 'Low'"]
    assert "#ffffff on #f2d21b" in violation["nodes"][0]["summary"]
