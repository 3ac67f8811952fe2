"""The Cake Master table drawing and its panel: valid markup, cards as quarters, half
rosettes joining, clickable quarters only for legal placements, escaping, nothing of
another player's hand, and the texts in every language."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from html.parser import HTMLParser

import pytest

from pygames import get_game
from pygames.cakemaster import draw
from pygames.cakemaster.data import CARDS, card
from pygames.cakemaster.draw import draw_board, draw_card
from pygames.core.record import Seat
from pygames.core.rng import Rng
from ui import i18n, table_view
from ui.games import cakemaster as cm_ui
from ui.lang import cakemaster as cm_texts
from ui.session import Table

GAME = get_game("cakemaster")
NS = "{http://www.w3.org/2000/svg}"
HOSTILE = "<script>alert(1)</script>\"&'"
PLACE = re.compile(r"place (\d+) ([1-3])\.([1-4])\Z")
# Cards by what they show (data.CARD_SHAPES, chocolate 1–18): both halves, none, cw only, ccw only.
BOTH, NONE, CW_ONLY, CCW_ONLY = 15, 1, 7, 11


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


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
    legal = [str(a) for a in GAME.legal_actions(state, seat)] if seat is not None else []
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
                use.get("href") == f"#{draw.card_symbol_id(number)}"
                and use.get("href")[1:] in symbols
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
        len(ids)
        == len(set(ids))
        == len({draw.card_symbol_id(n) for n in (1, 19, 37, 55, 72, 2, 3, 4)})
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
    for element in draw.card_art(number):
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
    legal = [str(a) for a in GAME.legal_actions(state, 0)]
    first = view["hand"][0]
    chosen = [a for a in legal if a.startswith(f"place {first} ")]
    junk = [
        "place 73 1.1",
        "place 0 1.1",
        f"place {first} 4.1",
        f"place {first} 1.5",
        "keep 1 left 2 right 3",
        f"place {first} 1.1 ",
        f"Place {first} 1.2",
        f"place {HOSTILE}",
    ]
    _, root = render(view, chosen + junk)
    clickable = [e for e in root.iter() if e.get("data-action")]
    assert sorted(e.get("data-action") for e in clickable) == sorted(chosen)
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
    _, root = render(view, ["place 5 1.1", "place 5 1.2"])
    assert [e.get("data-action") for e in root.iter() if e.get("data-action")] == ["place 5 1.2"]


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


def test_no_hand_but_ones_own_is_drawn():
    """The table shows other hands as counts only: none of their cards is in the
    markup, and the panel holds the viewer's own cards only."""
    state = GAME.new_game(4, {}, 3)
    for seat in (1, 2, 3):
        GAME.apply(state, seat, GAME.legal_actions(state, seat)[0])
    own = set(state.hands[0])
    others = {n for seat in (1, 2, 3) for n in state.hands[seat]}
    view = GAME.view(state, 0)
    text, root = render(view)
    drawn = {int(e.get("data-card")) for e in root.iter() if e.get("data-card")}
    assert not drawn & (own | others)
    assert not {e.get("id") for e in root.iter(NS + "symbol")}
    assert "3 cards in hand" in text
    panel = cm_ui.panel(
        view, [str(a) for a in GAME.legal_actions(state, 0)], hidden=False, name="Ann"
    )
    shown = {int(n) for n in re.findall(r'data-card="(\d+)"', panel)}
    assert shown == own
    assert cm_ui.panel(GAME.view(state, None), [], hidden=False, name="") == ""
    assert cm_ui.panel(view, [], hidden=True, name="Ann") == ""


def test_a_choice_made_is_shown_to_its_player_only_and_never_logged():
    table = Table.new("cakemaster", [Seat("Ann"), Seat("Bob"), Seat("Cy", "bot:random")], seed=4)
    choice = table.legal_texts(0)[0]
    table.apply(0, choice)
    keep = int(choice.split()[1])
    assert table.log[-1] == "Ann chose a card to keep and passed one each way"
    mine = cm_ui.panel(table.view(0), [], hidden=False, name="Ann")
    assert "Your choice" in mine and f'data-card="{keep}"' in mine
    theirs = cm_ui.panel(table.view(1), table.legal_texts(1), hidden=False, name="Bob")
    assert "Your choice" not in theirs and f'data-card="{keep}"' not in theirs
    assert cm_ui.player_note(table.view(1), 0) == "✓ has chosen · your right neighbour"
    assert cm_ui.player_note(table.view(1), 2) == "choosing… · your left neighbour"
    for text in ("keep 1 give 2 3", "keep 4 return 5", "discard 6", "exchange 7", choice):
        assert not re.search(r"\d", cm_ui.describe(text)), text


# -- the panel --------------------------------------------------------------------------------


def actions_in(html: str) -> list[str]:
    return re.findall(r'data-action="([^"]+)"', html)


def test_draft_panel_keeps_the_card_picked_and_offers_both_ways():
    state = GAME.new_game(3, {}, 2)
    view = GAME.view(state, 0)
    legal = [str(a) for a in GAME.legal_actions(state, 0)]
    a, b, c = view["hand"]
    html = cm_ui.panel(view, legal, hidden=False, name="Ann", pick=1)
    assert [x for x in actions_in(html) if x.startswith("ui:")] == [
        "ui:pick 0",
        "ui:pick 1",
        "ui:pick 2",
    ]
    assert f'data-action="ui:pick 1" data-card="{b}" aria-pressed="true"' in html
    assert [x for x in actions_in(html) if not x.startswith("ui:")] == [
        f"keep {b} left {a} right {c}",
        f"keep {b} left {c} right {a}",
    ]
    assert cm_ui.board_actions(view, legal, 1) == []


def test_two_player_panels_give_then_return():
    state = GAME.new_game(2, {}, 6)
    view = GAME.view(state, 0)
    legal = [str(a) for a in GAME.legal_actions(state, 0)]
    html = cm_ui.panel(view, legal, hidden=False, name="Ann", pick=2)
    keep = view["hand"][2]
    assert [x for x in actions_in(html) if not x.startswith("ui:")] == [
        next(t for t in legal if t.startswith(f"keep {keep} "))
    ]
    GAME.apply(state, 0, legal[0])
    GAME.apply(state, 1, GAME.legal_actions(state, 1)[0])
    view = GAME.view(state, 0)
    legal = [str(a) for a in GAME.legal_actions(state, 0)]
    html = cm_ui.panel(view, legal, hidden=False, name="Ann")
    assert len([x for x in actions_in(html) if x.startswith("ui:pick")]) == 2
    assert [x for x in actions_in(html) if x.startswith("keep")] == [
        legal[0]
    ] and "return" in legal[0]
    assert "Kept" in html, "the card kept before is shown, set back"


def test_solo_panel_discards_and_exchanges_with_one_click():
    state = GAME.new_game(1, {}, 6)
    view = GAME.view(state, 0)
    legal = [str(a) for a in GAME.legal_actions(state, 0)]
    html = cm_ui.panel(view, legal, hidden=False, name="Ann")
    assert sorted(actions_in(html)) == sorted(legal)
    assert "Exchanges left this game: 3" in html


def test_board_offers_the_quarters_of_the_card_picked():
    state = GAME.new_game(3, {}, 8)
    for seat in range(3):
        GAME.apply(state, seat, GAME.legal_actions(state, seat)[0])
    view = GAME.view(state, 0)
    legal = [str(a) for a in GAME.legal_actions(state, 0)]
    for pick, number in enumerate(view["hand"]):
        offered = cm_ui.board_actions(view, legal, pick)
        assert len(offered) == 12 and all(PLACE.match(t).group(1) == str(number) for t in offered)
    assert cm_ui.board_actions(view, legal, 7) == cm_ui.board_actions(view, legal, 0)


# -- texts in every language ------------------------------------------------------------------


def shape(value):
    if isinstance(value, dict):
        return {key: shape(item) for key, item in value.items()}
    if isinstance(value, (tuple, list)):
        return [shape(item) for item in value]
    return i18n.placeholders(value)


@pytest.mark.parametrize("lang", ["zh-TW", "ja"])
def test_every_text_in_every_language(lang):
    english_board = (
        draw.TEXT.by_language["en"] if isinstance(draw.TEXT, i18n.Localized) else draw.TEXT
    )
    assert shape(cm_texts.BOARD[lang]) == shape(dict(english_board))
    assert shape(cm_texts.PANEL[lang]) == shape(cm_ui.TEXT.by_language["en"])
    assert cm_texts.BOARD[lang]["lang"] == lang


class Visible(HTMLParser):
    def __init__(self):
        super().__init__()
        self.parts, self.skip = [], False

    def handle_starttag(self, tag, attrs):
        self.skip = tag == "style"
        self.parts += [
            v for k, v in attrs if k in ("title", "aria-label", "alt", "placeholder") and v
        ]

    def handle_endtag(self, tag):
        self.skip = False

    def handle_data(self, data):
        if not self.skip:
            self.parts.append(data)


def english_words(html: str) -> set[str]:
    parser = Visible()
    parser.feed(html)
    return set(re.findall(r"[A-Za-z]+", " ".join(parser.parts))) - {"Ann", "Bob", "Cy"}


def play_until(table: Table, stop) -> None:
    while not stop(table):
        seat = table.human_to_move()
        if seat is None:
            table.bot_step()
        else:
            table.apply(seat, table.legal_texts(seat)[0])


@pytest.mark.parametrize("lang", ["zh-TW", "ja"])
def test_table_screens_have_no_english_left(lang):
    three = Table.new(
        "cakemaster", [Seat("Ann"), Seat("Bob", "bot:greedy"), Seat("Cy", "bot:random")], seed=5
    )
    play_until(three, lambda t: t.view(0)["round"] == 2 and t.view(0)["phase"] == "place")
    solo = Table.new("cakemaster", [Seat("Ann")], seed=5)
    two = Table.new("cakemaster", [Seat("Ann"), Seat("Bob")], seed=5)
    two.apply(0, two.legal_texts(0)[0])
    i18n.set_language(lang)
    for table, screen in (
        (three, table_view.TableScreen()),
        (solo, table_view.TableScreen()),
        (two, table_view.TableScreen(shown_seat=1)),
    ):
        table.retell()
        parts = table_view.parts(table, screen)
        html = "".join(value for key, value in parts.items() if key not in ("result",))
        assert english_words(html) <= {"Shift"}, english_words(html)
        assert "<script" not in html


def test_card_labels_name_everything_a_card_shows():
    assert draw.card_label(BOTH) == "card 15: chocolate icing; half rosettes on both cut edges"
    assert (
        draw.card_label(18)
        == "card 18: chocolate icing; half rosettes on both cut edges; 1 raspberry; 1 blueberry"
    )
    assert draw.card_label(5) == "card 5: chocolate icing; 2 raspberries"
    i18n.set_language("ja")
    i18n.localize_module(draw, cm_texts.BOARD)
    assert draw.card_label(5) == "カード5：チョコレートのアイシング、ラズベリー2個"
    svg_text = str(draw_card(5, label=HOSTILE))
    assert "<script" not in svg_text and ET.fromstring(svg_text).get("aria-label") == HOSTILE
    assert len(CARDS) == 72


def test_people_sharing_the_device_see_their_own_cards_only_after_the_screen():
    table = Table.new("cakemaster", [Seat("Ann"), Seat("Bob"), Seat("Cy", "bot:random")], seed=2)
    screen = table_view.TableScreen()
    parts = table_view.parts(table, screen)
    assert "Ann, click to show your cards" in parts["panel"] and "data-card" not in parts["panel"]
    assert 'data-action="place' not in parts["board"] and "data-card" not in parts["board"]
    screen.shown_seat = 0
    parts = table_view.parts(table, screen)
    assert {int(n) for n in re.findall(r'data-card="(\d+)"', parts["panel"])} == set(
        table.state.hands[0]
    )
    table.apply(0, table.legal_texts(0)[0])
    parts = table_view.parts(table, screen)  # Bob's turn to choose: the screen is back
    assert "Bob, click to show your cards" in parts["panel"] and "data-card" not in parts["panel"]


def test_at_the_end_the_cakes_keep_the_customers_they_served():
    state = next(state for players, state, seat in SNAPSHOTS if players == 1 and seat is None)
    view = GAME.view(state, 0)
    last = view["rounds"][-1]
    _, root = render(view)
    assert "Game over" in "".join(root.find(f"{NS}text[@class='round']").itertext())
    shown = [int(e.get("data-customer")) for e in root.iter() if "customer" in classes(e)]
    assert shown == last["customers"]
    served = sorted(int(e.get("data-customer")) for e in root.iter() if "served" in classes(e))
    assert served == sorted(c for c in last["served"][0] if c is not None)


def test_the_rounds_summary_keeps_each_finished_rounds_cakes():
    """The next round clears the table at once: the cakes just scored stay under the
    round's table, one picture a player, with hostile names escaped."""
    names = [HOSTILE, "Bob", "</title><script>"]
    table = Table.new(
        "cakemaster",
        [Seat(names[0], "bot:greedy"), Seat(names[1], "bot:greedy"), Seat(names[2], "bot:random")],
        seed=7,
    )
    while not table.view(0)["rounds"]:
        table.bot_step()
    summary = table.view(0)["rounds"][0]
    side = cm_ui.side(table.view(0), names=names)
    assert "<script" not in side
    start = side.index('<details class="cm-round-cakes-box" data-round="1" data-keep="cm-round-1">')
    box = ET.fromstring(side[start : side.index("</details>", start) + len("</details>")])
    assert "".join(box.find("summary").itertext()) == "Show the cakes of round 1"
    pictures = box.findall(f"div/{NS}svg")
    assert [int(p.get("data-seat")) for p in pictures] == [0, 1, 2]
    for seat, picture in enumerate(pictures):
        assert picture.get("aria-label") == f"{names[seat]}: the cakes of round 1"
        shown = "".join(picture.find(f"{NS}text[@class='name']").itertext())
        assert names[seat].startswith(shown.removesuffix("…"))  # long names are cut to fit
        drawn = {
            (int(e.get("data-cake")), q): int(quarter.get("data-card"))
            for e in picture.iter()
            if "cake" in classes(e)
            for quarter in e.iter()
            if "quarter" in classes(quarter)
            for q in [
                int(
                    next(c for c in classes(quarter) if c.startswith("q") and "-" in c).split("-")[
                        1
                    ]
                )
            ]
        }
        assert drawn == {
            (cake, q): summary["cakes"][seat][cake - 1][q - 1]
            for cake in (1, 2, 3)
            for q in (1, 2, 3, 4)
        }
        tasty = [int("".join(e.itertext())) for e in picture.iter() if "tasty" in classes(e)]
        assert tasty == summary["cake_tasty"][seat]
        served = [int(e.get("data-customer")) for e in picture.iter() if "served" in classes(e)]
        assert served == [c for c in summary["served"][seat] if c is not None]
        assert not any(e.get("id") for e in picture.iter())  # no ids to clash with the table's
