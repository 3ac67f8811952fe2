"""The Cake Master table drawing and its panel: valid markup, cards as quarters, half
rosettes joining, clickable quarters only for legal placements, escaping, nothing of
another player's hand, and the texts in every language."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from pygames import get_game
from pygames.cakemaster.actions import Draft, Place
from pygames.cakemaster.data import CARDS, card
from pygames.cakemaster.drawing.draw import draw_board
from pygames.cakemaster.drawing.pieces import card_art, card_symbol_id, draw_card
from pygames.cakemaster.drawing.screen import SCREEN
from pygames.cakemaster.drawing.words import card_label
from pygames.cakemaster.lang import en, ja, zh_tw
from pygames.core.messages import set_current_language
from pygames.core.rng import Rng
from pygames.core.screen import Context

GAME = get_game("cakemaster")
NS = "{http://www.w3.org/2000/svg}"
HOSTILE = "<script>alert(1)</script>\"&'"
# Cards by what they show (data.CARD_SHAPES, chocolate 1–18): both halves, none, cw only, ccw only.
BOTH, NONE, CW_ONLY, CCW_ONLY = 15, 1, 7, 11


@pytest.fixture(autouse=True)
def english_after():
    yield
    set_current_language("en")


def classes(element: ET.Element) -> set[str]:
    return set(element.get("class", "").split())


def snapshots(players: int, seed: int, stops=(0, 1, 4, 9, 30, 60)):
    """(state, a seat to move or None) at several points of a random playout, ending
    with the finished game."""
    state = GAME.new_game(players, {}, seed)
    rng = Rng(seed * 31 + players)
    done = 0
    while GAME.to_move(state):
        if done in stops:
            yield state.clone(), GAME.to_move(state)[0]
        seat = GAME.to_move(state)[0]
        GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)))
        done += 1
    yield state, None


SNAPSHOTS = [
    (players, state, seat) for players in range(1, 7) for state, seat in snapshots(players, players)
]


def render(view: dict, legal=(), names=None) -> tuple[str, ET.Element]:
    text = str(draw_board(view, legal=list(legal), names=names))
    return text, ET.fromstring(text)


def empty_view(players: int = 3, seat: int | None = 0) -> dict:
    view = GAME.view(GAME.new_game(players, {}, 5), seat)
    return view


# -- the whole table ------------------------------------------------------------------------


@pytest.mark.parametrize("players,state,seat", SNAPSHOTS)
def test_table_is_well_formed_and_deterministic(players, state, seat):
    view = GAME.view(state, seat)
    legal = GAME.legal_actions(state, seat) if seat is not None else []
    text, root = render(view, legal)
    assert root.tag == NS + "svg" and "cm-board" in classes(root)
    assert root.get("viewBox") and root.get("width") is None
    assert text == render(view, legal)[0]
    blocks = [e for e in root.iter() if "player" in classes(e)]
    assert sorted(int(b.get("data-seat")) for b in blocks) == list(range(players))
    assert len([e for e in root.iter() if "cake" in classes(e)]) == 3 * players
    customers = [int(e.get("data-customer")) for e in root.iter() if "customer" in classes(e)]
    over = view["phase"] == "over"
    assert customers == (view["rounds"][-1]["customers"] if over else view["customers"])


@pytest.mark.parametrize("players,state,seat", SNAPSHOTS)
def test_every_card_is_a_use_of_its_symbol_turned_to_its_quarter(players, state, seat):
    view = GAME.view(state, seat)
    _, root = render(view)
    symbols = {s.get("id") for s in root.iter(NS + "symbol")}
    for cake in (e for e in root.iter() if "cake" in classes(e)):
        seat_no, cake_no = int(cake.get("data-seat")), int(cake.get("data-cake"))
        cards = view["cakes"][seat_no][cake_no - 1]
        quarters = [e for e in cake.iter() if "quarter" in classes(e)]
        empties = [e for e in cake.iter() if "empty" in classes(e)]
        assert len(quarters) == sum(n is not None for n in cards)
        assert sorted(e.get("data-quarter") for e in empties) == [
            f"{cake_no}.{q + 1}" for q, n in enumerate(cards) if n is None
        ]
        for quarter in quarters:
            number = int(quarter.get("data-card"))
            q = next(int(c.split("-")[1]) for c in classes(quarter) if c.startswith(f"q{cake_no}-"))
            assert cards[q - 1] == number
            use = quarter.find(NS + "use")
            assert (
                use.get("href") == f"#{card_symbol_id(number)}" and use.get("href")[1:] in symbols
            )
            turn = use.get("transform")
            assert ("rotate(" in turn) == (q > 1) and (q == 1 or f"rotate({90 * (q - 1)})" in turn)


def test_each_kind_of_card_is_one_symbol():
    view = empty_view(3)
    view["cakes"][0] = [[1, 1, 19, 37], [55, 72, None, None], [None] * 4]
    view["cakes"][1] = [[1, 2, 3, 4], [None] * 4, [None] * 4]
    _, root = render(view)
    ids = [s.get("id") for s in root.iter(NS + "symbol")]
    assert (
        len(ids) == len(set(ids)) == len({card_symbol_id(n) for n in (1, 19, 37, 55, 72, 2, 3, 4)})
    )


# -- half rosettes join at the joints --------------------------------------------------------


def _rotate(x: float, y: float, quarter: int) -> tuple[float, float]:
    """Turn a point of quarter 1 into quarter ``quarter`` (SVG: clockwise)."""
    for _ in range(quarter - 1):
        x, y = -y, x
    return round(x, 3), round(y, 3)


def half_discs(number: int, quarter: int) -> list[tuple[tuple, tuple]]:
    """(centre, bulge) of each half rosette of card ``number`` lying in ``quarter``,
    in cake units (centre of the cake 0,0, radius 100), read from the card's art."""
    found = []
    for element in card_art(number):
        if "rosette-half" not in (element.class_ or []):
            continue
        numbers = [
            float(v) for v in re.findall(r"-?\d+(?:\.\d+)?", str(element.d[0]) + str(element.d[1]))
        ]
        x0, y0, r, x1, y1 = numbers[0], numbers[1], numbers[2], numbers[-2], numbers[-1]
        cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
        dx, dy = (x1 - x0) / (2 * r), (y1 - y0) / (2 * r)
        bulge = (cx + dy * r, cy - dx * r)  # a clockwise arc bulges to its left
        found.append((_rotate(cx, cy, quarter), _rotate(*bulge, quarter)))
    return found


def test_half_rosettes_lie_on_the_cut_edges_and_face_into_their_card():
    for number in (BOTH, CW_ONLY, CCW_ONLY):
        for centre, bulge in half_discs(number, 1):
            assert centre in ((55.0, 0.0), (0.0, -55.0))
            assert bulge[0] >= 0 and bulge[1] <= 0, "inside quarter 1 (top right)"
    assert half_discs(NONE, 1) == []
    c = card(CW_ONLY)
    assert c.rosette_cw and not c.rosette_ccw and half_discs(CW_ONLY, 1)[0][0] == (55.0, 0.0)


@pytest.mark.parametrize("quarter", [1, 2, 3, 4])
def test_two_halves_at_a_joint_make_one_round_rosette(quarter):
    """Quarter q's clockwise half and quarter q+1's anticlockwise half share a centre
    and bulge to opposite sides: one whole disc."""
    after = quarter % 4 + 1
    ((here_centre, here_bulge),) = half_discs(CW_ONLY, quarter)
    ((next_centre, next_bulge),) = half_discs(CCW_ONLY, after)
    assert here_centre == next_centre
    assert here_bulge != next_bulge
    assert (here_bulge[0] + next_bulge[0]) / 2 == here_centre[0]
    assert (here_bulge[1] + next_bulge[1]) / 2 == here_centre[1]


def test_a_half_left_alone_is_ringed_once_both_neighbours_are_down():
    view = empty_view(3)
    view["cakes"][0][0] = [BOTH, BOTH, BOTH, BOTH]  # 4 complete rosettes
    view["cakes"][0][1] = [
        CW_ONLY,
        NONE,
        CW_ONLY,
        None,
    ]  # joint 1 half; joint 3 waits for quarter 4
    view["cakes"][0][2] = [CW_ONLY, CCW_ONLY, NONE, NONE]  # joint 1 complete; nothing half
    _, root = render(view)
    marks = {
        int(c.get("data-cake")): len([e for e in c.iter() if "half-mark" in classes(e)])
        for c in root.iter()
        if "cake" in classes(c) and c.get("data-seat") == "0"
    }
    assert marks == {1: 0, 2: 1, 3: 0}


@pytest.mark.parametrize("lang", ["en", "zh-TW", "ja"])
def test_the_legend_explains_the_ring_of_a_half_rosette_as_the_table_draws_it(lang):
    """Beside the table a legend shows each mark as drawn (the dashed red ring of a half
    rosette that stays half, the last cards placed, where the chosen card may go) and
    says what it means, in the language of the moment, in solo too."""
    view = empty_view(3)
    view["cakes"][0][1] = [CW_ONLY, NONE, None, None]
    _, root = render(view)
    ring = next(e for e in root.iter() if "half-mark" in classes(e)).find(f"{NS}circle")
    set_current_language(lang)
    texts = {"en": en.TEXTS, "zh-TW": zh_tw.TEXTS, "ja": ja.TEXTS}[lang]
    for players in (1, 3):
        state = GAME.new_game(players, {}, 5)
        side = SCREEN.side(Context(GAME.view(state, 0), [], ["Ann", "Bob", "Cy"][:players]))
        start = side.index('<section class="cm-legend"')
        legend = ET.fromstring(side[start : side.index("</section>", start) + len("</section>")])
        assert legend.find("h2").text == texts["cakemaster.legend.heading"]
        entries = {li.get("data-mark"): li for li in legend.iter("li")}
        assert list(entries) == ["half", "last", "legal"]
        assert entries["half"].find("span").text == texts["cakemaster.legend.half_ring"]
        drawn = entries["half"].find(f"{NS}svg/{NS}circle")
        for name in ("stroke", "stroke-dasharray", "stroke-width", "fill"):
            assert drawn.get(name) == ring.get(name), name
        assert entries["last"].find("span").text == texts["cakemaster.legend.last"]
        assert entries["legal"].find("span").text == texts["cakemaster.legend.legal"]


def test_tasty_points_and_the_customer_served_are_written_under_a_cake():
    view = empty_view(3)
    view["cakes"][0][0] = [BOTH, BOTH, BOTH, BOTH]  # one colour 3 + 4 rosettes + no half 1 = 8
    view["served"][0][0] = view["customers"][0]
    _, root = render(view, names=["Ann", "Bob", "Cy"])
    cake = next(
        c
        for c in root.iter()
        if "cake" in classes(c) and c.get("data-seat") == "0" and c.get("data-cake") == "1"
    )
    label = next(e for e in cake.iter() if "cake-label" in classes(e))
    assert "".join(label.find(f".//{NS}text[@class='tasty']").itertext()) == "8"
    assert label.get("aria-label").startswith(
        "Ann, cake 1: 8 tasty points (icing colours 3, rosettes 4, "
        "no half rosette 1, raspberry-and-blueberry pairs 0)"
    )
    assert f"Serves customer {view['customers'][0]}" in label.get("aria-label")


# -- clicking ----------------------------------------------------------------------------------


def test_only_legal_placements_of_the_viewer_are_clickable():
    state = GAME.new_game(3, {}, 11)
    for seat in range(3):
        GAME.apply(state, seat, GAME.legal_actions(state, seat)[0])
    assert state.phase == "place"
    view = GAME.view(state, 0)
    legal = GAME.legal_actions(state, 0)
    first = view["hand"][0]
    chosen = [a for a in legal if a.card == first]
    # Only placements are offered on the board: any other action, or text, is left out.
    junk = [Draft(1, 2, 3), f"place {first} 1.1", f"place {HOSTILE}"]
    _, root = render(view, chosen + junk)
    clickable = [e for e in root.iter() if e.get("data-action")]
    assert sorted(e.get("data-action") for e in clickable) == sorted(a.text() for a in chosen)
    assert len(clickable) == 12
    for element in clickable:
        assert element.get("tabindex") == "0" and element.get("role") == "button"
        assert element.get("aria-label").startswith(f"Place card {first}: ")
        assert "legal" in classes(element)
    # Every legal action at once: still one per quarter, the first naming it.
    _, root = render(view, legal)
    assert len([e for e in root.iter() if e.get("data-action")]) == 12
    # Placements for another seat's view never show on this seat's cakes; spectators get none.
    assert [
        e for e in render(GAME.view(state, None), legal)[1].iter() if e.get("data-action")
    ] == []


def test_filled_quarters_are_never_offered():
    view = empty_view(3)
    view["cakes"][0][0] = [BOTH, None, None, None]
    _, root = render(view, [Place(5, 1, 1), Place(5, 1, 2)])
    assert [e.get("data-action") for e in root.iter() if e.get("data-action")] == ["place 5 1.2"]


def test_the_last_placements_are_marked():
    state = GAME.new_game(3, {}, 11)
    for seat in range(3):
        GAME.apply(state, seat, GAME.legal_actions(state, seat)[0])
    action = GAME.legal_actions(state, 1)[5]
    GAME.apply(state, 1, action)
    _, root = render(GAME.view(state, 0))
    cake = next(
        c
        for c in root.iter()
        if "cake" in classes(c)
        and c.get("data-seat") == "1"
        and c.get("data-cake") == str(action.cake)
    )
    assert len([e for e in cake.iter() if "last-mark" in classes(e)]) == 1


# -- escaping and hidden hands -------------------------------------------------------------------


def test_hostile_names_are_escaped():
    view = empty_view(6, seat=None)
    view["cakes"][2][0] = [BOTH, BOTH, BOTH, BOTH]
    names = [HOSTILE, HOSTILE + "\x00\x1b", "Ann", "</title><script>", "&amp;", "'\""]
    text, root = render(view, names=names)
    assert "<script" not in text and "</title><script>" not in text
    titles = [e.text or "" for e in root.iter(NS + "title")]
    labels = [e.get("aria-label") or "" for e in root.iter()]
    assert f"{HOSTILE}: 0 stars" in titles and f"{HOSTILE}: 0 stars" in labels
    assert any(t.startswith("Ann, cake 1: 8 tasty points") for t in titles)
    assert "&amp;: 0 stars" in titles and "'\": 0 stars" in titles
    assert f"{HOSTILE}\ufffd\ufffd: 0 stars" in titles


def test_card_labels_name_everything_a_card_shows():
    assert card_label(BOTH) == "card 15: chocolate icing; half rosettes on both cut edges"
    assert (
        card_label(18)
        == "card 18: chocolate icing; half rosettes on both cut edges; 1 raspberry; 1 blueberry"
    )
    assert card_label(5) == "card 5: chocolate icing; 2 raspberries"
    set_current_language("ja")
    assert card_label(5) == "カード5：チョコレートのアイシング、ラズベリー2個"
    svg_text = str(draw_card(5, label=HOSTILE))
    assert "<script" not in svg_text and ET.fromstring(svg_text).get("aria-label") == HOSTILE
    assert len(CARDS) == 72


def test_at_the_end_the_cakes_keep_the_customers_they_served():
    state = next(state for players, state, seat in SNAPSHOTS if players == 1 and seat is None)
    view = GAME.view(state, 0)
    last = view["rounds"][-1]
    _, root = render(view)
    assert "Game over" in "".join(root.find(f".//{NS}text[@class='round']").itertext())
    shown = [int(e.get("data-customer")) for e in root.iter() if "customer" in classes(e)]
    assert shown == last["customers"]
    served = sorted(int(e.get("data-customer")) for e in root.iter() if "served" in classes(e))
    assert served == sorted(c for c in last["served"][0] if c is not None)
