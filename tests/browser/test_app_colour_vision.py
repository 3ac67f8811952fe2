"""Colour is never the only signal (issue 14 part 4), on the boards as Chromium paints
them: each game in mid-game, its players' (or companies') marks read from the DOM
(``data-owner``, ``data-mark`` and the computed fill), seen through protanopia,
deuteranopia and tritanopia; no two owners may have marks alike in shape and in colour,
and every owner has a shape of its own.

The transform is Machado et al. (2009) as an SVG ``feColorMatrix`` (filters work in
linear RGB by default, as the matrices want): the test checks that the browser's
filter gives the colours ``tests/test_colour_vision.py`` computes, and leaves
screenshots of each board through each filter in test-artifacts/colour-vision/ for a
person to look at."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
from playwright.sync_api import expect
from positions import NAMES, init_script, storage_items

from pygames.cablecar.drawing.pieces import PALETTE
from pygames.core.record import Record, Seat
from tests.test_colour_vision import DEFICIENCIES, MACHADO, clashes, parse_colour, simulate
from ui.session import Table

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts" / "colour-vision"
MOVE_TIMEOUT_MS = 30_000
# (save id, game, players, options, moves into the game)
GAMES_SHOWN = (
    ("cablecar-mid", "cablecar", 6, {}, 30),
    ("shares-mid", "cablecar", 4, {"mode": "shares"}, 30),
    ("foodtycoon-mid", "foodtycoon", 6, {}, 60),
    ("foodparadise-mid", "foodparadise", 4, {}, 50),
    ("cupcake-mid", "cupcake", 4, {}, 60),
)


def _record(game_id: str, players: int, options: dict, moves: int) -> Record:
    """Bots play until Ann may act after ``moves`` moves; then Ann is a person."""
    bots = [Seat(NAMES[i % len(NAMES)] + str(i), "bot:greedy") for i in range(players)]
    table = Table.new(game_id, bots, options, seed=5)
    while not table.is_over() and not (table.moves >= moves and 0 in table.to_move()):
        table.bot_step()
    record = table.record
    seats = [Seat("Ann", "human")] + bots[1:]
    return Record(record.game, record.rules_version, record.seed, seats, record.options,
                  list(record.actions))  # fmt: skip


@pytest.fixture(scope="module")
def saved() -> dict[str, str]:
    return storage_items({sid: _record(g, n, o, m) for sid, g, n, o, m in GAMES_SHOWN})


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

READ_SWATCHES = """() => [...document.querySelectorAll('#players svg.swatch')].map(el => ({
  seat: el.closest('[data-seat]').dataset.seat, mark: el.dataset.mark,
  fill: getComputedStyle(el.querySelector('circle, polygon')).fill }))"""

# Paint a colour through a filter on a canvas and read back the pixel.
THROUGH_FILTER = """([colour, id]) => {
  const canvas = document.createElement('canvas'); canvas.width = canvas.height = 4;
  const ctx = canvas.getContext('2d'); ctx.filter = `url(#${id})`;
  ctx.fillStyle = colour; ctx.fillRect(0, 0, 4, 4);
  return [...ctx.getImageData(1, 1, 1, 1).data].slice(0, 3); }"""


def _open(page, save_id: str) -> None:
    page.evaluate(f"location.hash = '#game={save_id}'")
    page.wait_for_function(
        "id => location.hash === '#game=' + id"
        " && document.documentElement.dataset.appState === 'ready'"
        " && document.querySelector('#board > svg')",
        arg=save_id,
        timeout=MOVE_TIMEOUT_MS,
    )


def _hex(rgb) -> str:
    return "#{:02x}{:02x}{:02x}".format(*rgb)


def _css_hex(value: str) -> str:
    return _hex(parse_colour(value))


@pytest.fixture
def table_page(browser, site, wait_ready, saved):
    site.start()
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.add_init_script(init_script(saved))
    page = context.new_page()
    page.goto(site.url("?botdelay=0"))
    wait_ready(page)
    page.evaluate("html => document.body.insertAdjacentHTML('beforeend', html)", FILTERS)
    yield page
    context.close()


def test_the_browsers_filter_is_the_simulation(table_page):
    """The filter the screenshots go through sees colours as the check computes them."""
    for colour in [PALETTE[name][0] for name in ("red", "green", "blue", "yellow", "purple")]:
        for deficiency in DEFICIENCIES:
            got = table_page.evaluate(THROUGH_FILTER, [colour, f"cvd-{deficiency}"])
            want = [round(255 * _encode(v)) for v in simulate(colour, deficiency)]
            assert all(abs(g - w) <= 3 for g, w in zip(got, want)), (colour, deficiency, got, want)


def _encode(v: float) -> float:
    return 12.92 * v if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055


@pytest.mark.parametrize("save_id, game_id, players", [s[:3] for s in GAMES_SHOWN])
def test_no_two_owners_marks_look_alike_on_the_board(table_page, save_id, game_id, players):
    page = table_page
    _open(page, save_id)
    expect(page.locator("#panel")).not_to_be_empty()
    found = [m for m in page.evaluate(READ_MARKS) if m["shown"]]
    owners: dict[str, set[tuple[str, str]]] = {}
    for m in found:
        owners.setdefault(m["owner"], set()).add((_css_hex(m["fill"]), m["mark"]))
    assert len(owners) >= (3 if game_id == "cablecar" else 2), owners
    # Every owner has one shape of its own, whatever the colours do.
    shapes = {owner: {shape for _, shape in seen} for owner, seen in owners.items()}
    assert all(len(s) == 1 for s in shapes.values()), shapes
    assert len({min(s) for s in shapes.values()}) == len(shapes), shapes
    problems = []
    for (a, marks_a), (b, marks_b) in itertools.combinations(owners.items(), 2):
        for (fill_a, shape_a), (fill_b, shape_b) in itertools.product(marks_a, marks_b):
            problems += clashes([(f"owner {a}", fill_a, shape_a), (f"owner {b}", fill_b, shape_b)])
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    board = page.locator("#board")
    for deficiency in (None, *DEFICIENCIES):
        style = f"url(#cvd-{deficiency})" if deficiency else ""
        page.evaluate("f => { document.querySelector('#board').style.filter = f; }", style)
        board.screenshot(path=str(ARTIFACTS / f"{save_id}-{deficiency or 'normal'}.png"))
    page.evaluate("() => { document.querySelector('#board').style.filter = ''; }")
    assert not problems, f"{save_id}: " + "; ".join(problems)
    if game_id == "cablecar" and save_id == "cablecar-mid":
        # The players list shows each seat's colour in the shape its marks have.
        page.locator("#players").screenshot(path=str(ARTIFACTS / "cablecar-players.png"))
        swatches = page.evaluate(READ_SWATCHES)
        assert len(swatches) == players
        for swatch in swatches:
            assert owners[swatch["seat"]] == {(_css_hex(swatch["fill"]), swatch["mark"])}
