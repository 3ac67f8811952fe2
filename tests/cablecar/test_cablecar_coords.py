"""Cable Car's rows and columns labelled on the board (issue 39, part 3): the texts name
a square by its row and column, 1 to 8 from the top-left ("place 3,5", the log's "at
3,5", the coach's hint, the refusals' "row 3, column 5", CC01), so every layout (phone,
laptop, presenter mode's wall, and narrower and shorter rooms) draws the rows' numbers
left of the board and the columns' above it, in the same notation: the square a text
names has its row's label level with it and its column's label above it. The labels are
words on the board: as big as the screen asks, clear of the station tabs and the
squares, inside the picture, and hidden from screen readers (the squares say their row
and column themselves)."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest
from board_sizes import words
from helpers import table_at
from test_cablecar_layout import GAME, MOMENTS, NAMES, OTHERS, SPACES, classes, draw, tab_rect

from pygames.cablecar.actions import Place, parse
from pygames.cablecar.data import SIZE
from pygames.cablecar.drawing.draw import draw_board
from pygames.cablecar.drawing.layout import DIGIT_EM, LABEL_EM, layout_for
from pygames.cablecar.drawing.pieces import BOARD, MARGIN, TILE, square_origin
from pygames.cablecar.help import rules_text
from pygames.cablecar.turn import describe
from pygames.core.messages import LANGUAGES, set_current_language
from pygames.core.screen import Space
from ui import coach

NS = "{http://www.w3.org/2000/svg}"
ROOMS = {**SPACES, **{f"other{n}": space for n, space in enumerate(OTHERS)}}


@pytest.fixture(autouse=True)
def english():
    yield
    set_current_language("en")


def labels(root: ET.Element) -> tuple[dict[int, ET.Element], dict[int, ET.Element]]:
    """The rows' and the columns' labels, by their number."""
    group = next(g for g in root.iter(NS + "g") if "coords" in classes(g))
    assert group.get("aria-hidden") == "true"
    rows, cols = {}, {}
    for label in group.iter(NS + "text"):
        found = rows if "row-label" in classes(label) else cols
        found[int(label.text)] = label
    return rows, cols


def box(label: ET.Element) -> tuple[float, float, float, float]:
    """x, y, width, height a label's digit takes at most (a bold digit 0.7 em wide,
    0.75 em high above its baseline)."""
    size = float(label.get("font-size"))
    width, height = DIGIT_EM * size, LABEL_EM * size
    x, baseline = float(label.get("x")), float(label.get("y"))
    return x - width / 2, baseline - height, width, height


def apart(a, b) -> bool:
    ax, ay, aw, ah = a
    bx, by, bw, bh = b
    return ax + aw <= bx or bx + bw <= ax or ay + ah <= by or by + bh <= ay


@pytest.mark.parametrize("room", sorted(ROOMS))
def test_every_layout_labels_its_rows_and_columns(room):
    """Rows 1-8 left of the board, each level with its row; columns 1-8 above it, each
    over its column; each label inside the picture, clear of every station's tab and of
    the board, and as big as the screen asks (11 CSS px on a phone, 12 on a laptop, 20
    on a projector)."""
    space = ROOMS[room]
    state, seat = MOMENTS[0]
    root = draw(state, seat, space)
    rows, cols = labels(root)
    assert sorted(rows) == sorted(cols) == list(range(1, SIZE + 1))
    vx, vy, vw, vh = (float(n) for n in root.get("viewBox").split())
    tabs = [tab_rect(e) for e in root.iter() if "station" in classes(e) and e.get("data-station")]
    assert len(tabs) == 4 * SIZE
    board = (MARGIN, MARGIN, BOARD, BOARD)
    sizes = dict(words(root, space))
    for number in range(1, SIZE + 1):
        row, col = rows[number], cols[number]
        x, y, w, h = box(row)
        assert (
            x + w <= MARGIN and MARGIN + (number - 1) * TILE <= y < y + h <= MARGIN + number * TILE
        )
        x, y, w, h = box(col)
        assert (
            y + h <= MARGIN and MARGIN + (number - 1) * TILE <= x < x + w <= MARGIN + number * TILE
        )
        for label in (row, col):
            x, y, w, h = box(label)
            assert vx <= x and x + w <= vx + vw and vy <= y and y + h <= vy + vh
            assert all(apart(box(label), tab) for tab in tabs + [board]), (room, number)
    assert min(sizes[str(n)] for n in range(1, SIZE + 1)) >= space.least_word
    label_sizes = {float(t.get("font-size")) for t in list(rows.values()) + list(cols.values())}
    assert label_sizes == {layout_for(space).label}


def label_over(root: ET.Element, action: Place) -> tuple[int, int]:
    """The numbers of the row label level with the action's square and of the column
    label over it, read from the picture alone."""
    rows, cols = labels(root)
    x, y = square_origin(action.square)
    level = [n for n, e in rows.items() if y < float(e.get("y")) < y + TILE]
    over = [n for n, e in cols.items() if x < float(e.get("x")) < x + TILE]
    assert len(level) == len(over) == 1
    return level[0], over[0]


@pytest.mark.parametrize("room", sorted(SPACES))
def test_the_square_a_text_names_carries_its_labels(room):
    """CC01: every square offered, as its action text names it ("place 3,5"), as the
    log tells it ("at 3,5") and as the parser reads it, is the square level with the
    row label 3 and under the column label 5; its accessible name says row 3, column 5."""
    space = SPACES[room]
    state, seat = MOMENTS[0]
    game_view = GAME.view(state, seat)
    legal = GAME.legal_actions(state, seat)
    placements = [a for a in legal if isinstance(a, Place) and a.source == "hand"]
    assert placements
    root = ET.fromstring(str(draw_board(game_view, legal=placements, names=NAMES, space=space)))
    squares = {e.get("data-action"): e for e in root.iter() if e.get("data-action")}
    for action in placements:
        row, col = label_over(root, action)
        assert action.where == f"{row},{col}" == describe(action).params["square"]
        assert parse(f"{action.verb} {row},{col}").square == action.square
        if str(action) in squares:
            name = squares[str(action)].get("aria-label")
            assert f"row {row}, column {col}" in name


def test_the_coachs_hint_names_a_square_by_its_labels():
    """The coach's suggested placement (its sentence says the square as the log does,
    "at 3,5") lies level with row label 3 and under column label 5 on every layout."""
    hinted = []
    for decisions in range(6):
        table = table_at("cablecar", decisions, players=3)
        hint = coach.work_out(table, 0)
        if isinstance(hint.action, Place):
            hinted.append((table, hint))
    assert hinted, "no placement hinted in Ann's first decisions"
    for table, hint in hinted:
        assert f"at {hint.action.where}" in str(hint.why)
        view = table.view(0)
        for space in SPACES.values():
            root = ET.fromstring(str(draw_board(view, legal=[hint.action], space=space)))
            row, col = label_over(root, hint.action)
            assert hint.action.where == f"{row},{col}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_labels_are_the_same_in_every_language(lang):
    """Digits, the same in every language, as the texts write a square's numbers."""
    set_current_language(lang)
    root = draw(*MOMENTS[0], Space(382, 600, coarse=True, stacked=True))
    rows, cols = labels(root)
    assert [rows[n].text for n in sorted(rows)] == [str(n) for n in range(1, SIZE + 1)]
    assert [cols[n].text for n in sorted(cols)] == [str(n) for n in range(1, SIZE + 1)]


@pytest.mark.parametrize(
    "lang, words",
    [
        ("en", ("row 3, column 5", "above it")),
        ("zh-TW", ("第3列第5行", "上方")),
        ("ja", ("3行5列", "上の数字")),
    ],
)
def test_the_rules_help_says_how_a_square_is_named(lang, words):
    """The rules help says where the numbers are and that a square is named row first
    ("3,5": row 3, column 5), as the log, the hints and a typed move name it."""
    text = rules_text(lang)
    assert '"3,5"' in text or "「3,5」" in text
    assert all(word in text for word in words)
    assert parse("place 3,5") == Place("drawn", 2, 4)
