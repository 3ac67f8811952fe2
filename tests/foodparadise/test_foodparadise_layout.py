"""Food Paradise's board laid out for the screen it is on (issue 37): a tall board on
a phone, a wide one on a laptop and a projector, drawn for the room measured
(``core.screen.Space``) rather than one picture scaled; every word at least the
screen's target in CSS px (11 phone, 12 laptop, 20 projector) in all three
languages, the spaces inside the picture and apart, the wide board within the
window's height (its bottom row above the fold), places to tap at least 44 CSS px on
a touch screen, and the die as it fell shown on the board after a roll."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from itertools import combinations

import pytest

from pygames.core.drawing.board import clear_memos
from pygames.core.messages import set_current_language
from pygames.core.rng import Rng
from pygames.core.screen import Space
from pygames.foodparadise.actions import Roll
from pygames.foodparadise.drawing.draw import draw_board
from pygames.foodparadise.drawing.layout import TARGET, TOUCH, layout_for
from pygames.foodparadise.rules import GAME

NS = "{http://www.w3.org/2000/svg}"
NAMES = ["Ann", "Bob", "Cy", "Dee"]
PHONE = Space(382, 600, coarse=True, stacked=True)
LAPTOP = Space(917, 610)
PROJECTOR = Space(1472, 845, presenting=True)
SPACES = {"phone": PHONE, "laptop": LAPTOP, "projector": PROJECTOR}


@pytest.fixture(autouse=True)
def english_after():
    yield
    set_current_language("en")


def played(players: int, seed: int, moves: int):
    """A random game ``moves`` moves in (or over)."""
    state = GAME.new_game(players, {}, seed)
    rng = Rng(seed)
    for _ in range(moves):
        if not GAME.to_move(state):
            break
        seat = GAME.to_move(state)[0]
        GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)))
    return state


def board(state, space: Space):
    seat = next(iter(GAME.to_move(state)), None)
    legal = GAME.legal_actions(state, seat) if seat is not None else []
    view = GAME.view(state, seat)
    markup = str(draw_board(view, legal=legal, names=NAMES[: state.players], space=space))
    return ET.fromstring(markup), view


def words(root) -> list[ET.Element]:
    """The board's texts with a letter or a digit, outside the symbols' definitions."""
    defs = {id(t) for d in root.iter(f"{NS}defs") for t in d.iter(f"{NS}text")}
    return [
        t
        for t in root.iter(f"{NS}text")
        if id(t) not in defs and any(ch.isalnum() for ch in "".join(t.itertext()))
    ]


POSITIONS = [(4, 7, 55), (4, 3, 0), (3, 2, 30), (2, 5, 80), (4, 4, 400)]


@pytest.mark.parametrize(
    "space,kind",
    [
        (PHONE, "tall"),
        (Space(390, 700, coarse=True, stacked=True), "tall"),
        (Space(760, 900, stacked=True), "tall"),  # a tablet held upright
        (LAPTOP, "wide"),
        (Space(860, 610), "wide"),
        (Space(1484, 865), "wide"),  # a big window
        (PROJECTOR, "wide"),
    ],
)
def test_the_layout_is_chosen_for_the_space(space, kind):
    lay = layout_for(space, 4)
    assert lay.kind == kind and len(lay.cells) == 36
    root, _ = board(played(4, 7, 55), space)
    assert root.get("data-layout") == kind
    assert root.get("viewBox") == f"0 0 {lay.width} {lay.height}"


@pytest.mark.parametrize("screen", SPACES)
def test_the_picture_fits_the_room(screen):
    """Wide: within the room's height and width (its bottom row never below the fold);
    tall: the phone's width, the page scrolling down it."""
    space = SPACES[screen]
    for players in (2, 3, 4):
        lay = layout_for(space, players)
        assert space.width - 2 <= lay.width * lay.px <= space.width + 1  # the whole width
        if lay.kind == "wide":  # and the room's height: the room's shape, not letterboxed
            assert space.height - 2 <= lay.height * lay.px <= space.height + 1
        assert lay.word_px >= TARGET[screen]


@pytest.mark.parametrize("screen", SPACES)
@pytest.mark.parametrize("lang", ["en", "zh-TW", "ja"])
def test_every_word_is_at_least_the_target(screen, lang):
    set_current_language(lang)
    space = SPACES[screen]
    for players, seed, moves in POSITIONS:
        root, _ = board(played(players, seed, moves), space)
        lay = layout_for(space, players)
        sizes = [float(t.get("font-size")) for t in words(root)]
        assert sizes and min(sizes) * lay.px >= TARGET[screen], (screen, min(sizes) * lay.px)


@pytest.mark.parametrize("screen", SPACES)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_spaces_and_boxes_are_inside_and_apart(screen, players):
    lay = layout_for(SPACES[screen], players)
    boxes = [*lay.cells, lay.decision, lay.demand, lay.deck, lay.bank, *lay.players]
    for b in boxes:
        assert 0 <= b.x and b.x + b.w <= lay.width and 0 <= b.y and b.y + b.h <= lay.height
        assert b.w >= 100 and b.h >= 44
    for a, b in combinations(boxes, 2):
        apart = a.x + a.w <= b.x or b.x + b.w <= a.x or a.y + a.h <= b.y or b.y + b.h <= a.y
        assert apart, (a, b)
    # a wide board's spaces round its edge, a tall one's down its sides, in track order
    corners = [n for n, cell in enumerate(lay.cells) if cell.corner]
    assert corners == [0, 9, 18, 27]


@pytest.mark.parametrize("moves", [0, 1, 55, 57])
def test_places_to_tap_are_a_fingers_size_on_a_touch_screen(moves):
    """Every clickable place (its outline, class "hit") at least 44 CSS px each way."""
    lay = layout_for(PHONE, 4)
    root, _ = board(played(4, 7, moves), PHONE)
    hits = [r for g in root.iter(f"{NS}g") if g.get("data-action") for r in g.iter(f"{NS}rect")]
    hits = [r for r in hits if "hit" in (r.get("class") or "")]
    assert hits
    for r in hits:
        assert float(r.get("width")) * lay.px >= TOUCH - 0.5
        assert float(r.get("height")) * lay.px >= TOUCH - 0.5


def _die_faces(root):
    return [g for g in root.iter(f"{NS}g") if "die-face" in (g.get("class") or "").split()]


@pytest.mark.parametrize("screen", SPACES)
def test_a_rolled_die_shows_its_face_on_the_board(screen):
    """After a roll the decision's box shows the die as it fell, its pips the value
    rolled, until the next move; after a price card, no die."""
    rolls = cards = 0
    for seed in (1, 2):
        state = GAME.new_game(4, {}, seed)
        rng = Rng(seed)
        for _ in range(40):
            seat = GAME.to_move(state)[0] if GAME.to_move(state) else None
            if seat is None:
                break
            legal = GAME.legal_actions(state, seat)
            GAME.apply(state, seat, Roll() if Roll() in legal else rng.choice(legal))
            root, view = board(state, SPACES[screen])
            faces = _die_faces(root)
            last = view["last_move"]
            if last and last["die"]:
                rolls += 1
                (face,) = faces
                assert int(face.get("data-value")) == last["die"]
                assert len(list(face.iter(f"{NS}circle"))) == last["die"], "its pips"
                assert f"rolled {last['die']}" in face.get("aria-label")
                assert face.get("role") == "img"
            else:
                cards += last is not None
                assert not faces
    assert rolls > 10 and cards > 0


def test_the_die_face_is_said_in_every_language():
    state = played(4, 7, 1)  # the first roll
    for lang, words in (("zh-TW", "擲出"), ("ja", "を出した")):
        set_current_language(lang)
        root, view = board(state, LAPTOP)
        if view["last_move"] and view["last_move"]["die"]:
            (face,) = _die_faces(root)
            assert words in face.get("aria-label")


def test_kept_pieces_are_drawn_the_same_as_fresh_ones_on_every_screen():
    """The pieces kept between boards (``Memo``) hold the layout in their keys: boards
    drawn in turn for the three screens, with warm memos, equal boards drawn fresh."""
    states = [played(players, seed, moves) for players, seed, moves in POSITIONS[:3]]
    warm = [ET.tostring(board(s, space)[0]) for s in states for space in SPACES.values()]
    clear_memos()
    fresh = []
    for s in states:
        for space in SPACES.values():
            clear_memos()
            fresh.append(ET.tostring(board(s, space)[0]))
    assert warm == fresh
