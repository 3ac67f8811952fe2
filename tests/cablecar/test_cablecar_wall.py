"""Cable Car on a wall (issue 37 parts 2 and 4): in presenter mode the board's picture
takes the shape of the wide row it has (1881 × 853 px at 1920 × 1080), the board in the
middle and beside it, at a projector's sizes (every word at least 20 CSS px), the car
owners with their colour, name, score and lines, the pile and the last tile; and the
badges of one owner's scored lines, shown all at once by "why this score", never cover
each other nor leave the board's frame."""

from __future__ import annotations

import itertools
import xml.etree.ElementTree as ET

import pytest

from pygames.cablecar.drawing.draw import draw_board
from pygames.cablecar.drawing.layout import layout_for
from pygames.cablecar.drawing.pieces import MARGIN, VIEW
from pygames.cablecar.drawing.screen import SCREEN
from pygames.core.drawing.textfit import text_width
from pygames.core.messages import LANGUAGES, set_current_language
from pygames.core.screen import Context, Space
from tests.cablecar.test_cablecar_layout import (
    GAME,
    LAPTOP_1280,
    MOMENTS,
    NAMES,
    NS,
    PHONE,
    PROJECTOR,
    classes,
    draw,
    positions,
    shown_scale,
    view_box,
)

# Presenter mode at 1920 × 1080 (the room measured in Chromium), its projector window
# (no timeline: a taller row) and the design's standard projector space.
ROOM = Space(1881, 853, presenting=True)
WALL_WINDOW = Space(1881, 914, presenting=True)
WALLS = {"presenter": ROOM, "window": WALL_WINDOW, "standard": PROJECTOR}
# More games, to the end, so that owners have many lines close together.
ENDS = [
    found[-1]
    for found in (
        positions(players=2, seed=1),
        positions(players=3, seed=2),
        positions(players=5, seed=4),
        positions(players=6, seed=5),
    )
]


@pytest.fixture(autouse=True)
def english():
    yield
    set_current_language("en")


def panel(root: ET.Element, name: str) -> ET.Element:
    return next(g for g in root.iter(NS + "g") if name in classes(g))


def card(group: ET.Element) -> tuple[float, float, float, float]:
    rect = next(group.iter(NS + "rect"))
    return tuple(float(rect.get(k)) for k in ("x", "y", "width", "height"))


@pytest.mark.parametrize("room", sorted(WALLS))
def test_the_wall_takes_the_rows_shape(room):
    """The picture is as wide as the row's shape makes it (within a unit), its height
    the board's with the columns' labels, so it fills the row: at 1920 × 1080 the whole
    1881 × 853 px; the squares keep their place (the board in the middle, the rows'
    labels left of it, a panel each side)."""
    space = WALLS[room]
    layout = layout_for(space)
    assert layout.name == "wall"
    state, seat = MOMENTS[0]
    root = draw(state, seat, space)
    x, y, w, h = view_box(root)
    top, labels = layout.label_top, layout.label_left
    assert (y, h) == (-top, VIEW + top)
    scale = shown_scale(root, space)
    assert w * scale <= space.width + 1e-6 and h * scale <= space.height + 1e-6
    assert w * scale * h * scale >= 0.99 * space.width * space.height
    # The board's frame where the full picture has it; the panels either side.
    assert layout.frame == (-labels, VIEW)
    assert -x == layout.left + labels and w == VIEW + labels + layout.left + layout.right
    # Halves, but for the right panel's room for "why this score" (27 % of the picture).
    assert min(layout.left, layout.right) >= 280
    assert layout.right - layout.left <= 1 or layout.right * 100 <= 27 * w + 100
    left, right = panel(root, "wall-owners"), panel(root, "wall-pile")
    lx, _, lw, _ = card(left)
    rx, _, rw, _ = card(right)
    assert x <= lx and lx + lw <= -labels and VIEW <= rx and rx + rw <= x + w


@pytest.mark.parametrize(
    "space",
    [
        LAPTOP_1280,
        PHONE,
        Space(860, 900, presenting=True, stacked=True),
        Space(1100, 853, presenting=True),
    ],
    ids=str,
)
def test_no_wall_without_a_wide_presenter_row(space):
    """The table's layouts stay as they were: a laptop and a phone have no panels, nor
    presenter mode in a narrow window (the board stacked) or a row too narrow for them."""
    layout = layout_for(space)
    assert layout.name != "wall" and layout.panel == 0
    state, seat = MOMENTS[0]
    root = draw(state, seat, space)
    assert not [g for g in root.iter(NS + "g") if "wall-panel" in classes(g)]


@pytest.mark.parametrize("room", sorted(WALLS))
@pytest.mark.parametrize("moment", range(len(MOMENTS)))
def test_panel_words_are_a_projectors_and_fit(room, moment):
    """Every word of the panels at least 20 CSS px on the screen (a pixel over, for a
    box a little smaller than measured), in every language, and inside its panel."""
    space = WALLS[room]
    state, seat = MOMENTS[moment]
    for language in sorted(LANGUAGES):
        set_current_language(language)
        root = draw(state, seat, space)
        scale = shown_scale(root, space)
        for name in ("wall-owners", "wall-pile"):
            group = panel(root, name)
            x, _, w, _ = card(group)
            texts = list(group.iter(NS + "text"))
            assert texts
            for word in texts:
                size = float(word.get("font-size"))
                assert size * scale >= space.least_word + 1 - 0.05, (language, word.text)
                width = text_width(word.text, int(size), int(size) * 7 // 10)
                at = float(word.get("x"))
                start = {"middle": at - width / 2, "end": at - width}.get(
                    word.get("text-anchor"), at
                )
                assert x <= start and start + width <= x + w, (language, word.text)


@pytest.mark.parametrize("moment", range(len(MOMENTS)))
def test_panels_say_what_the_class_needs(moment):
    """Each owner's row: its mark, its name, its score (a company's profit in the
    shares game) and its lines done and open; the pile's count; the last tile placed;
    the hand of the seat whose view it is."""
    state, seat = MOMENTS[moment]
    view = GAME.view(state, seat)
    root = draw(state, seat, ROOM)
    rows = [g for g in root.iter(NS + "g") if "wall-owner" in classes(g)]
    shares = "companies" in view
    scores = view["profits"] if shares else view["scores"]
    assert len(rows) == len(view["colours"])
    for owner, row in enumerate(rows):
        texts = {"".join(classes(t)): t.text for t in row.iter(NS + "text") if t.get("class")}
        cars = [car for car in view["cars"] if car["owner"] == owner]
        done = sum(1 for car in cars if car["scored"])
        assert texts["score"] == str(scores[owner])
        assert f"{done} done" in texts["lines"] and f"{len(cars) - done} open" in texts["lines"]
        if not shares:
            assert texts["name"] == NAMES[owner]
        assert [e for e in row.iter() if "mark" in classes(e)]
    pile = panel(root, "wall-pile")
    counts = [t.text for t in pile.iter(NS + "text") if "pile" in classes(t)]
    assert counts == [str(view["deck"])]
    uses = [u.get("href") for u in pile.iter(NS + "use")]
    hand = view.get("hand") or []
    drawn = [] if view.get("drawn") is None else [view["drawn"]]
    expected = (
        hand + drawn + ([view["board"][view["last"]] // 4] if view["last"] is not None else [])
    )
    assert len(uses) == len(expected)


def badges(root: ET.Element) -> dict[int, list[tuple[float, float, float, float]]]:
    """The badges of the scored lines' aids, by owner."""
    found: dict[int, list] = {}
    for station in root.iter(NS + "g"):
        if "scored" not in classes(station):
            continue
        owner = int(next(c for c in classes(station) if c.startswith("owner-"))[6:])
        aid = next(g for g in station.iter(NS + "g") if "aid" in classes(g))
        rect = next(r for r in aid.iter(NS + "rect") if r.get("rx") == "10")
        box = tuple(float(rect.get(k)) for k in ("x", "y", "width", "height"))
        found.setdefault(owner, []).append(box)
    return found


def overlap(a, b) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


@pytest.mark.parametrize("kind", ["presenter", "standard", "laptop", "phone"])
def test_one_owners_badges_never_cover_each_other(kind):
    """Presenter mode's "why this score" shows all of one owner's scored lines at once,
    each with its badge: no two of them overlap (the badge moves along its line, or
    beside it, off the ones placed before), and none leaves the board's frame."""
    space = {**WALLS, "laptop": LAPTOP_1280, "phone": PHONE}[kind]
    layout = layout_for(space)
    start, end = layout.frame
    checked = 0
    for state, seat in MOMENTS + ENDS:
        for language in sorted(LANGUAGES):
            set_current_language(language)
            root = draw(state, seat, space)
            for owner, boxes in badges(root).items():
                for box in boxes:
                    x, y, w, h = box
                    assert start <= x and x + w <= end and 0 <= y and y + h <= VIEW
                for a, b in itertools.combinations(boxes, 2):
                    assert not overlap(a, b), (language, owner, a, b)
                    checked += 1
    assert checked > 100


def test_badges_stay_on_the_board_in_a_wall():
    """On a wall a badge stays over the squares' frame, never over a panel beside it."""
    for state, seat in ENDS:
        root = draw(state, seat, ROOM)
        for boxes in badges(root).values():
            for x, _, w, _ in boxes:
                assert MARGIN - 64 <= x and x + w <= VIEW


def test_why_this_score_marks_badges_over_every_line():
    """ "Why this score" marks a seat's scored lines and their badges; the badges are
    drawn after every station (no other line's trace over them), where the station's
    own aid has it."""
    for state, _ in ENDS:
        view = GAME.view(state, None)
        root = ET.fromstring(str(draw_board(view, names=NAMES, space=ROOM)))
        order = [g for layer in root for g in layer if g.tag == NS + "g"]
        last_station = max(i for i, g in enumerate(order) if "station" in classes(g))
        shown = badges(root)
        for seat in range(view["players"]):
            marks = SCREEN.scored_marks(Context(view, names=NAMES, space=ROOM), seat)
            stations = sorted(int(s.split(".s")[1]) for s in marks if s.startswith(".badge"))
            assert stations == sorted(
                car["station"] for car in view["cars"] if car["scored"] and car["owner"] == seat
            )
            for n in stations:
                found = [i for i, g in enumerate(order) if {"badge", f"s{n}"} <= classes(g)]
                assert len(found) == 1 and found[0] > last_station
                rect = next(order[found[0]].iter(NS + "rect"))
                box = tuple(float(rect.get(k)) for k in ("x", "y", "width", "height"))
                assert box in shown[seat]


def test_the_right_panel_holds_the_why_box():
    """Presenter mode's "why this score" box (26 % of the row wide, style.css) covers
    the right panel and not the board where the left panel keeps its least."""
    for space in (ROOM, WALL_WINDOW):
        layout = layout_for(space)
        assert layout.right * 100 >= 27 * layout.view[2]
        assert layout.left >= 280
