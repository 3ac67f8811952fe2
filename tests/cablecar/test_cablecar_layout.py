"""Cable Car's board laid out for the screen it is on (issue 37): the whole board in a
phone's width, every word at least as big as the screen asks (11 CSS px on a phone,
12 on a laptop, 20 on a projector) at the scale the page shows the picture, every
station's number inside its tab, and the same board drawn from memos whatever the
screens drawn before."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from pygames import GAMES, get_game
from pygames.cablecar.drawing.draw import draw_board
from pygames.cablecar.drawing.layout import (
    DIGIT_EM,
    FULL,
    WORDS,
    digits_width,
    layout_for,
)
from pygames.cablecar.drawing.pieces import MARGIN, TILE, VIEW
from pygames.core.drawing import board as core_board
from pygames.core.drawing.textfit import text_width
from pygames.core.messages import LANGUAGES, set_current_language
from pygames.core.record import Seat
from pygames.core.screen import LAPTOP, Space
from ui.session import Table

NS = "{http://www.w3.org/2000/svg}"
# The standard spaces of issue 37's design: a phone upright (390 px wide, the page's
# padding taken off), a laptop at 1280×800, presenter mode at 1920×1080.
PHONE = Space(382, 600, coarse=True, stacked=True)
LAPTOP_1280 = Space(917, 610)
PROJECTOR = Space(1472, 845, presenting=True)
SPACES = {"phone": PHONE, "laptop": LAPTOP_1280, "projector": PROJECTOR}
# Narrower phones and a short laptop window.
OTHERS = (
    Space(352, 600, coarse=True, stacked=True),
    Space(312, 560, coarse=True, stacked=True),
    Space(584, 400),
    Space(760, 900, coarse=True, stacked=True),
    LAPTOP,
)
NAMES = ["Ann", "Bob", "Cy", "Dee"]


def positions(options=None, players=4, seed=7):
    """(table, seat) mid-game (the screen test's moment: the 30th move, Ann to move)
    and at the end, greedy bots from seed 7 as the screen benchmark plays them."""
    table = Table.new("cablecar", [Seat(n, "bot:greedy") for n in NAMES[:players]], options, seed)
    middle = GAMES["cablecar"].checks().MID_GAME
    found = []
    while not table.is_over():
        if table.moves >= middle and not found and 0 in table.to_move():
            found.append((table.state.clone(), 0))
        table.bot_step()
    found.append((table.state, None))
    return found


GAME = get_game("cablecar")
MOMENTS = positions() + positions({"mode": "shares", "hand": 3}, players=5, seed=3)


def draw(state, seat, space: Space) -> ET.Element:
    view = GAME.view(state, seat)
    legal = GAME.legal_actions(state, seat) if seat is not None else []
    return ET.fromstring(str(draw_board(view, legal=legal, names=NAMES, space=space)))


def view_box(root: ET.Element) -> tuple[float, float, float, float]:
    x, y, w, h = (float(n) for n in root.get("viewBox").split())
    return x, y, w, h


def shown_scale(root: ET.Element, space: Space) -> float:
    """CSS px per unit of this picture in ``space``, read from its viewBox."""
    _, _, w, h = view_box(root)
    return space.scale(w, h)


def classes(element: ET.Element) -> set[str]:
    return set(element.get("class", "").split())


def stations(root: ET.Element) -> dict[int, ET.Element]:
    return {int(e.get("data-station")): e for e in root.iter() if "station" in classes(e)}


def words_of(element: ET.Element, aids: bool) -> list[ET.Element]:
    """The ``<text>`` elements under ``element``, with or without the play aids' (a
    station's, and the scored lines' badges that presenter mode shows)."""
    hidden = set()
    if not aids:
        for aid in element.iter(NS + "g"):
            if classes(aid) & {"aid", "badge"}:
                hidden.update(aid.iter(NS + "text"))
    return [t for t in element.iter(NS + "text") if t not in hidden]


def tab_rect(station: ET.Element) -> tuple[float, float, float, float]:
    rect = next(r for r in station.iter(NS + "rect") if "tab" in classes(r))
    return tuple(float(rect.get(k)) for k in ("x", "y", "width", "height"))


@pytest.fixture(autouse=True)
def english():
    yield
    set_current_language("en")


@pytest.mark.parametrize("kind", sorted(SPACES))
def test_each_screen_gets_its_layout(kind):
    """A phone upright: the narrow layout, its picture narrower than tall so the squares
    take the width the side tabs give up; a laptop: the full one; presenter mode: the
    wall, the full board with a panel at each side (tested in test_cablecar_wall.py)."""
    space = SPACES[kind]
    layout = layout_for(space)
    state, seat = MOMENTS[0]
    root = draw(state, seat, space)
    x, y, w, h = view_box(root)
    names = {"phone": "narrow", "laptop": "full", "projector": "wall"}
    assert root.get("data-layout") == layout.name == names[kind]
    assert (x, y, w, h) == layout.view
    if kind == "phone":
        assert w < h == VIEW + layout.label_top and y == -layout.label_top
        # The whole board in the phone's width, the rows' labels with it, every square
        # bigger than the full picture's without them (40.5 px): 44 px would leave 15 px
        # a side, under the 15.4 px two bold digits of 11 px take, so the page offers
        # the places as buttons too.
        assert w * shown_scale(root, space) <= space.width
        square = TILE * shown_scale(root, space)
        assert TILE * space.scale(VIEW, VIEW) < square < 44
    elif kind == "laptop":
        top, left = layout.label_top, layout.label_left
        assert (x, y, w, h) == (-left, -top, VIEW + left, VIEW + top)
    else:
        assert y == -layout.label_top and h == VIEW + layout.label_top
        assert x < 0 and w > VIEW


@pytest.mark.parametrize("kind", sorted(SPACES))
@pytest.mark.parametrize("moment", range(len(MOMENTS)))
def test_every_word_is_as_big_as_the_screen_asks(kind, moment):
    """Every word on the board (the stations' numbers and points, and the play aid's
    value and caption that a hovered or tapped station shows) at least 11 CSS px on a
    phone, 12 on a laptop, 20 on a projector, in every language, mid-game and at the
    end; all 32 stations' numbers are drawn."""
    space = SPACES[kind]
    state, seat = MOMENTS[moment]
    for language in sorted(LANGUAGES):
        set_current_language(language)
        root = draw(state, seat, space)
        scale = shown_scale(root, space)
        texts = words_of(root, aids=True)
        assert texts
        smallest = min(float(t.get("font-size")) * scale for t in texts)
        assert smallest >= WORDS[kind], (language, smallest)
        numbers = sorted(
            int(t.text) for s in stations(root).values() for t in words_of(s, aids=False)[:1]
        )
        assert numbers == list(range(1, 33))


@pytest.mark.parametrize("space", OTHERS, ids=str)
def test_other_screens_keep_their_words_and_the_board_in_the_width(space):
    """Narrower phones (360 and 320 px wide) get deeper side tabs for bigger words; a
    short window and a tablet keep the full picture. The board never outgrows the
    width it has, and its words reach the target wherever a tab holds them."""
    layout = layout_for(space)
    state, seat = MOMENTS[1]
    root = draw(state, seat, space)
    scale = shown_scale(root, space)
    assert view_box(root)[2] * scale <= space.width + 1e-6
    smallest = min(float(t.get("font-size")) * scale for t in words_of(root, aids=True))
    assert smallest >= WORDS[space.kind]
    assert layout.words * scale >= WORDS[space.kind]


@pytest.mark.parametrize("kind", sorted(SPACES))
def test_numbers_and_points_stay_inside_their_tabs(kind):
    """Each station's number (and once scored its points) inside its tab at the size
    drawn: two bold digits at most 0.7 em each, a station's tab inside the picture."""
    space = SPACES[kind]
    for state, seat in MOMENTS:
        root = draw(state, seat, space)
        vx, vy, vw, vh = view_box(root)
        for number, station in stations(root).items():
            x, y, w, h = tab_rect(station)
            assert vx <= x and x + w <= vx + vw and vy <= y and y + h <= vy + vh, number
            for word in words_of(station, aids=False):
                size = float(word.get("font-size"))
                half = len(word.text) * DIGIT_EM * size / 2
                middle = float(word.get("x"))
                assert x <= middle - half and middle + half <= x + w, (number, word.text)
                top = float(word.get("y")) - 0.73 * size  # a digit's height
                assert y <= top and float(word.get("y")) <= y + h, (number, word.text)


def test_a_narrow_tab_is_as_deep_as_its_number():
    layout = layout_for(PHONE)
    assert layout.side_tab >= digits_width(layout.side_number) + 2
    assert layout.side < MARGIN
    assert FULL.side == MARGIN and layout_for(LAPTOP_1280).side == MARGIN


@pytest.mark.parametrize("kind", sorted(SPACES))
def test_line_aids_hold_their_words_inside_the_picture(kind):
    """The badge of a station's line aid is as wide as its caption needs ("ここまで" at
    11 px on a phone is wider than a square) and stays inside the picture."""
    space = SPACES[kind]
    state, _ = MOMENTS[0]
    for language in sorted(LANGUAGES):
        set_current_language(language)
        root = draw(state, None, space)
        vx, _, vw, vh = view_box(root)
        for aid in (g for g in root.iter(NS + "g") if "aid" in classes(g)):
            badge = next(r for r in aid.iter(NS + "rect") if r.get("rx") == "10")
            x, y, w, h = (float(badge.get(k)) for k in ("x", "y", "width", "height"))
            assert vx <= x and x + w <= vx + vw and 0 <= y and y + h <= vh
            for word in aid.iter(NS + "text"):
                size = int(word.get("font-size"))
                assert text_width(word.text, size, size * 7 // 10) <= w - 8, word.text


def test_the_squares_offered_and_the_tiles_are_the_same_on_every_screen():
    """Only the frame, the tabs and the words change with the screen: every square
    offered keeps its action, its label and its place, so keyboard play and the
    page's list of small places see the same board."""
    state, seat = MOMENTS[0]
    drawn = {}
    for kind, space in SPACES.items():
        root = draw(state, seat, space)
        drawn[kind] = [
            (e.get("data-action"), e.get("aria-label"), ET.tostring(e))
            for e in root.iter()
            if e.get("data-action")
        ]
        assert drawn[kind]
    assert drawn["phone"] == drawn["laptop"] == drawn["projector"]


def test_memos_hold_the_layout():
    """Boards drawn one screen after another from warm memos are the boards drawn
    afresh: each piece that reads the layout is kept under it."""
    order = ["phone", "laptop", "phone", "projector", "laptop", "phone"]
    for state, seat in MOMENTS:
        for kind in order:
            warm = ET.tostring(draw(state, seat, SPACES[kind]))
            kept = [memo.made for memo in core_board._memos]
            for memo in core_board._memos:
                memo.made = {}
            try:
                cold = ET.tostring(draw(state, seat, SPACES[kind]))
            finally:
                for memo, made in zip(core_board._memos, kept):
                    memo.made = made
            assert warm == cold, kind


def test_a_laptop_board_is_drawn_as_before_but_for_the_aid_caption():
    """Where the room is a laptop's the full picture stays as it was but for the rows'
    and columns' labels (22 units, as a scored station's points); only the play aid's
    caption grows to the laptop's 12 px (14 units showed 10 px; 18 in the picture made
    873 units high by the columns' labels)."""
    state, seat = MOMENTS[0]
    root = draw(state, seat, LAPTOP_1280)
    sizes = {float(t.get("font-size")) for t in words_of(root, aids=False)}
    assert sizes <= {29.0, 23.0, 22.0}
    captions = {
        float(t.get("font-size")) for t in words_of(root, aids=True) if not re.match(r"\d", t.text)
    }
    assert captions == {18.0}
