"""Cupcake Empire's board drawing, from seeded random games at 2–4 players: valid
markup at every phase, the city's 6 districts with their houses, customers, shops and
bakeries, the 4 goals and who met them, the income track, the board of the seat to act
whole with its 5 columns, dice, discs and levels, and every other player's board as a
card with its numbers; every action the board offers is exactly one clickable element
(and nothing else is: a card's board opens whole from beside the board),
each a focusable labelled button; names
escaped; the same board drawn from warm and cold memos and whatever the dice still to
be rolled; the texts in 繁體中文 and 日本語 from the catalogs."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from pygames.core.drawing.board import clear_memos
from pygames.core.messages import set_current_language
from pygames.core.rng import Rng
from pygames.core.screen import LAPTOP, Context
from pygames.cupcake.actions import (
    Activate,
    FirstMenu,
    MakeMenu,
    PlaceShop,
    Sell,
    StartDisc,
    TakeDisc,
)
from pygames.cupcake.drawing.draw import arranged, draw_board
from pygames.cupcake.drawing.screen import SCREEN, panel_only
from pygames.cupcake.rules import GAME

NS = "{http://www.w3.org/2000/svg}"
# A position or size that is not a whole number of viewBox units.
FRACTION = re.compile(r' (?:x|y|cx|cy|r|rx|ry|width|height|x1|x2|y1|y2|points|font-size)="[^"]*\.')
HOSTILE = "<script>\"&'"
NAMES = ["Ann", "Bob", "Cy", "Dee"]
PHASES = ("disc", "menu", "start", "action", "after", "over")


@pytest.fixture(autouse=True)
def english_after():
    yield
    set_current_language("en")


def positions(players: int, seed: int, every: int = 37):
    """(state, seat to act or None) at the first move of each phase, the first time
    each kind of action is offered, and every ``every`` moves of a random game, ending
    with the finished game."""
    state = GAME.new_game(players, {}, seed)
    rng = Rng(seed * 7919 + players)
    seen, moves = set(), 0
    while GAME.to_move(state):
        seat = GAME.to_move(state)[0]
        legal = GAME.legal_actions(state, seat)
        kinds = {type(a).__name__ for a in legal}
        new = {(state.phase, kind) for kind in kinds} - seen
        if new or moves % every == 0:
            seen |= new
            yield state.clone(), seat
        GAME.apply(state, seat, rng.choice(legal))
        moves += 1
    yield state, None


ALL = [
    (state, seat)
    for players, seed in ((2, 1), (3, 2), (4, 3), (2, 4), (3, 5))
    for state, seat in positions(players, seed)
]


def offered(state, seat) -> list:
    """What the board offers: the legal actions but those beside it."""
    if seat is None:
        return []
    return [a for a in GAME.legal_actions(state, seat) if not panel_only(a)]


def render(state, seat, names=None, legal=None):
    legal = offered(state, seat) if legal is None else legal
    view = GAME.view(state, seat)
    markup = str(draw_board(view, legal=legal, names=names or NAMES[: state.players]))
    return markup, ET.fromstring(markup), view, legal


def groups(root, cls: str) -> list[ET.Element]:
    return [g for g in root.iter(f"{NS}g") if cls in g.get("class", "").split()]


def clickables(root, verbs: bool = False) -> list[ET.Element]:
    """The elements offering a game action (``verbs``: the screen's own, ``ui:…``)."""
    return [
        el
        for el in root.iter()
        if el.get("data-action") is not None and el.get("data-action").startswith("ui:") == verbs
    ]


def whole(g: ET.Element) -> bool:
    """Whether a player's group is a whole board (not a card)."""
    return g.get("data-shape") != "card"


def test_the_games_reach_every_phase_and_offer_every_kind_of_action():
    assert {state.phase for state, _ in ALL} == set(PHASES)
    kinds = {
        type(a) for state, seat in ALL if seat is not None for a in GAME.legal_actions(state, seat)
    }
    assert {Activate, FirstMenu, MakeMenu, PlaceShop, Sell, StartDisc, TakeDisc} <= kinds
    assert {state.players for state, _ in ALL} == {2, 3, 4}


@pytest.mark.parametrize("state,seat", ALL)
def test_every_action_offered_is_exactly_one_labelled_button(state, seat):
    markup, root, view, legal = render(state, seat)
    found = clickables(root)
    assert sorted(el.get("data-action") for el in found) == sorted(str(a) for a in legal)
    assert clickables(root, verbs=True) == [], "the board's places are the game's actions"
    for el in found:
        assert el.get("tabindex") == "0" and el.get("role") == "button", el.get("data-action")
        assert el.get("aria-label"), el.get("data-action")
        assert el.find(f"{NS}title").text == el.get("aria-label")
        assert "legal" in el.get("class").split()


@pytest.mark.parametrize("state,seat", ALL)
def test_board_is_well_formed_and_shows_the_table(state, seat):
    markup, root, view, legal = render(state, seat)
    assert root.tag == f"{NS}svg" and root.get("role") == "group" and root.get("aria-label")
    layout = arranged(view, LAPTOP, legal)
    assert root.get("viewBox") == f"0 0 {layout.width} {layout.height}"
    assert not FRACTION.search(markup), "integer units"
    # the city: 6 districts of 4 houses; customers where the view has them
    districts = groups(root, "district")
    assert [(int(g.get("data-district")), g.get("data-colour")) for g in districts] == [
        (d["district"], d["colour"]) for d in view["districts"]
    ]
    assert [d["colour"] for d in view["districts"]] == ["grey"] + ["yellow"] * 2 + ["beige"] * 3
    for g, district in zip(districts, view["districts"]):
        houses = groups(g, "house")
        assert len(houses) == 4
        for house_g, house in zip(houses, district["houses"]):
            customer = house["customer"]
            assert house_g.get("data-base") == (customer["base"] if customer else None)
            label = house_g.get("aria-label")
            assert f"distance {house['distance']}, number {house['number']}" in label
        owners = [int(s.get("data-owner")) for s in groups(g, "shop-space") if s.get("data-owner")]
        assert owners == [s["owner"] for s in district["shops"] if s["owner"] is not None]
        assert len(groups(g, "blocked")) == sum(s["blocked"] for s in district["shops"])
        bakeries = [
            int(s.get("data-owner")) for s in groups(g, "bakery-space") if s.get("data-owner")
        ]
        assert bakeries == [b["owner"] for b in district["bakeries"] if b["owner"] is not None]
    # the goals and who met them
    goals = groups(root, "goal")
    assert [(g.get("data-goal"), int(g.get("data-met"))) for g in goals] == [
        (goal["id"], len(goal["met_by"])) for goal in view["goals"]
    ]
    # the income track: a marker per seat
    markers = groups(root, "income-marker")
    assert sorted((int(g.get("data-seat")), int(g.get("data-income"))) for g in markers) == [
        (s["seat"], s["income"]) for s in view["seats"]
    ]
    # every player's board: the numbers, 5 columns, dice, discs
    players = groups(root, "player")
    assert [
        (int(g.get("data-seat")), int(g.get("data-income")), int(g.get("data-customers")))
        for g in players
    ] == [(s["seat"], s["income"], len(s["customers"])) for s in view["seats"]]
    for g, entry in zip(players, view["seats"]):
        numbers = f"Income {entry['income']} · Production {entry['production']}"
        assert numbers in "".join(g.itertext())
        if not whole(g):
            assert g.get("data-seat") != str(layout.me)
            continue
        columns = groups(g, "column")
        assert [int(c.get("data-dice")) for c in columns] == [
            len(c["dice"]) for c in entry["columns"]
        ]
        assert [int(c.get("data-level")) for c in columns] == [c["level"] for c in entry["columns"]]
        assert len(groups(g, "disc")) == sum(len(c["discs"]) for c in entry["columns"])
        assert len(groups(g, "menu-item")) == len(entry["menu"])
        assert len(groups(g, "served")) == len(entry["customers"])
    assert [int(g.get("data-seat")) for g in players if "to-move" in g.get("class")] == view[
        "to_move"
    ]


@pytest.mark.parametrize("state,seat", ALL[::5])
def test_every_level_says_what_it_gives_before_choosing(state, seat):
    _, root, view, _ = render(state, seat)
    boards = [g for g in groups(root, "player") if whole(g)]
    assert len(boards) == (view["phase"] != "over")
    for g in boards:
        levels = [lv for lv in groups(g, "level") if lv.get("data-level") != "0"]
        assert len(levels) == sum(len(c["levels"]) for c in view["columns"])
        for level in levels:
            label = level.get("aria-label")
            assert f"level {level.get('data-level')}: " in label, label


def test_the_board_is_deterministic_and_the_same_from_cold_memos():
    for state, seat in ALL[::7]:
        first, _, view, legal = render(state, seat)
        again = str(draw_board(view, legal=legal, names=NAMES[: state.players]))
        clear_memos()
        cold = str(draw_board(view, legal=legal, names=NAMES[: state.players]))
        assert first == again == cold


def test_the_dice_still_to_be_rolled_are_never_drawn():
    """Nothing is hidden but the generator: every seat's board is the same position,
    and a different generator draws the same board."""
    for state, seat in ALL[::9]:
        other = state.clone()
        other.rng = Rng(12345)
        views = [GAME.view(state, s) for s in range(state.players)]
        assert all(dict(v, seat=None) == dict(views[0], seat=None) for v in views)
        legal = offered(state, seat)
        assert render(state, seat, legal=legal)[0] == render(other, seat, legal=legal)[0]


def test_names_with_markup_are_escaped():
    for state, seat in ALL[::11]:
        names = [HOSTILE + str(n) for n in range(state.players)]
        markup, root, _, _ = render(state, seat, names=names)
        assert "<script>" not in markup
        labels = " ".join(el.get("aria-label") or "" for el in root.iter())
        texts = " ".join(root.itertext())
        assert HOSTILE in labels + texts


def test_the_board_speaks_the_language_of_the_moment():
    state, seat = ALL[40]
    for lang, word in (("zh-TW", "供應區"), ("ja", "ストック"), ("en", "Supply")):
        set_current_language(lang)
        markup, root, _, _ = render(state, seat)
        assert word in "".join(root.itertext())


def test_the_screen_draws_the_board_it_offers():
    """``SCREEN.board`` is this board with the actions beside it left out."""
    for state, seat in ALL[::13]:
        if seat is None:
            continue
        legal = GAME.legal_actions(state, seat)
        ctx = Context(view=GAME.view(state, seat), legal=legal, names=NAMES[: state.players])
        root = ET.fromstring(SCREEN.board(ctx))
        assert sorted(el.get("data-action") for el in clickables(root)) == sorted(
            str(a) for a in legal if not panel_only(a)
        )
