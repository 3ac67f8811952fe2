"""Food Paradise's board drawing, from seeded random games at 2–4 players: valid
markup at every phase, the 36 spaces named and drawn with the ingredients' symbols
(defined once, placed with <use>), corners with their revenue, tokens, every player's
cash, ingredients, cards and recipes; every legal action clickable (and nothing
else), names escaped, no other seat's price cards ever drawn, the texts in 繁體中文
and 日本語 from the catalogs."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET

import pytest

from pygames.core.messages import set_current_language
from pygames.core.rng import Rng
from pygames.core.screen import LAPTOP
from pygames.foodparadise.actions import PlayCard
from pygames.foodparadise.data import KINDS, PRICE_CARDS
from pygames.foodparadise.drawing.draw import draw_board
from pygames.foodparadise.drawing.layout import layout_for
from pygames.foodparadise.drawing.words import (
    fit,
    text_width,
    wrap,
)
from pygames.foodparadise.lang import ja
from pygames.foodparadise.rules import GAME

NS = "{http://www.w3.org/2000/svg}"
HOSTILE = "<script>\"&'"
NAMES = ["Ann", "Bob", "Cy", "Dee"]
PHASES = ("corner", "move", "offer", "research", "over")


@pytest.fixture(autouse=True)
def english_after():
    yield
    set_current_language("en")


def positions(players: int, seed: int, every: int = 23):
    """(state, seat to act or None) at the first move of each phase and every
    ``every`` moves of a random game, ending with the finished game."""
    state = GAME.new_game(players, {}, seed)
    rng = Rng(seed * 7919 + players)
    seen, moves = set(), 0
    while GAME.to_move(state):
        seat = GAME.to_move(state)[0]
        legal = GAME.legal_actions(state, seat)
        cards = any(isinstance(a, PlayCard) for a in legal)
        key = (state.phase, cards)
        if key not in seen or moves % every == 0:
            seen.add(key)
            yield state.clone(), seat
        GAME.apply(state, seat, rng.choice(legal))
        moves += 1
    yield state, None


ALL = [
    (state, seat)
    for players, seed in ((2, 1), (3, 2), (4, 3), (4, 4), (2, 5))
    for state, seat in positions(players, seed)
]


def render(state, seat, names=None, legal=None):
    legal = GAME.legal_actions(state, seat) if legal is None and seat is not None else legal or []
    view = GAME.view(state, seat)
    markup = str(draw_board(view, legal=legal, names=names or NAMES[: state.players]))
    return markup, ET.fromstring(markup), view, legal


def groups(root, cls: str) -> list[ET.Element]:
    return [g for g in root.iter(f"{NS}g") if cls in g.get("class", "").split()]


def other_hands(state, seat, rng: random.Random):
    """The same position with every other seat's price cards changed (same counts)."""
    changed = state.clone()
    for other in range(changed.players):
        if other != seat and changed.hands[other]:
            changed.hands[other] = sorted(rng.choice(PRICE_CARDS) for _ in changed.hands[other])
    return changed


def test_the_games_reach_every_phase_and_play_cards():
    assert {state.phase for state, _ in ALL} == set(PHASES)
    assert any(
        isinstance(a, PlayCard)
        for state, seat in ALL
        if seat is not None
        for a in GAME.legal_actions(state, seat)
    )
    assert {state.players for state, _ in ALL} == {2, 3, 4}


@pytest.mark.parametrize("state,seat", ALL)
def test_board_is_well_formed_and_shows_the_table(state, seat):
    markup, root, view, legal = render(state, seat)
    assert root.tag == f"{NS}svg" and root.get("role") == "group" and root.get("aria-label")
    lay = layout_for(LAPTOP, state.players)
    assert root.get("viewBox") == f"0 0 {lay.width} {lay.height}"
    assert root.get("data-layout") == "wide"
    assert str(draw_board(view, legal=legal, names=NAMES[: state.players])) == markup
    # 36 spaces in track order, each named; sources show their ingredient's symbol
    spaces = groups(root, "space")
    assert [int(g.get("data-space")) for g in spaces] == list(range(36))
    for g, space in zip(spaces, view["spaces"]):
        assert g.get("role") == "img" and g.get("aria-label").startswith(
            f"Space {space['number']}: "
        )
        assert g.find(f"{NS}title").text == g.get("aria-label")
        hrefs = [u.get("href") for u in g.iter(f"{NS}use")]
        if space["kind"] == "source":
            assert hrefs == [f"#fp-{space['ingredient']}"]
        elif space["kind"] == "corner":
            revenue = view["corners"][space["corner"] - 1]["revenue"]
            assert f"Revenue {revenue:,}" in g.get("aria-label")
            assert f"Revenue {revenue:,}" in "".join(g.itertext())
    # the symbols are defined once
    ids = [s.get("id") for s in root.iter(f"{NS}symbol")]
    assert len(ids) == len(set(ids)) and {f"fp-{k}" for k in KINDS} <= set(ids)
    # tokens where the players stand
    tokens = groups(root, "token")
    assert [(int(g.get("data-seat")), int(g.get("data-space"))) for g in tokens] == [
        (s["seat"], s["position"]) for s in view["seats"] if s["position"] is not None
    ]
    # the market demand and the decks
    (demand,) = groups(root, "demand-card")
    assert demand.get("data-ingredient") == view["demand"]
    assert int(demand.get("data-deck")) == view["demand_deck"]
    (deck,) = groups(root, "price-deck")
    assert int(deck.get("data-count")) == view["price_deck"]
    (supply,) = groups(root, "supply")
    assert {k: int(supply.get(f"data-{k}")) for k in KINDS} == view["supply"]
    # every player: cash, cards, recipes, ingredients in words
    players = groups(root, "player")
    assert [
        (int(g.get("data-cash")), int(g.get("data-cards")), int(g.get("data-built")))
        for g in players
    ] == [(s["cash"], s["price_cards"], len(s["built"])) for s in view["seats"]]
    for g, entry in zip(players, view["seats"]):
        assert f"Cash {entry['cash']:,}" in "".join(g.itertext())
        assert entry["chain"]["name"] in "".join(g.itertext()), "the sign as printed"
    assert [int(g.get("data-seat")) for g in players if "to-move" in g.get("class")] == view[
        "to_move"
    ]


@pytest.mark.parametrize("state,seat", ALL)
def test_every_legal_action_is_clickable_and_nothing_else(state, seat):
    markup, root, view, legal = render(state, seat)
    clickable = [e for e in root.iter() if e.get("data-action") is not None]
    assert sorted(e.get("data-action") for e in clickable) == sorted(str(a) for a in legal)
    for element in clickable:
        assert element.get("tabindex") == "0" and element.get("role") == "button"
        assert element.get("aria-label") and "legal" in element.get("class").split()
    for element in clickable:
        if element.get("data-action").startswith("card "):
            price = int(element.get("data-price"))
            mover = view["seats"][view["mover"]]
            assert int(element.get("data-space")) == (mover["position"] + price // 100) % 36
            assert f"{price:,}" in "".join(element.itertext())
    # offered nothing, the board has nothing to click
    bare = ET.fromstring(str(draw_board(view, names=NAMES)))
    assert not [e for e in bare.iter() if e.get("data-action")]


@pytest.mark.parametrize("state,seat", ALL[::4])
def test_hostile_names_are_escaped(state, seat):
    names = [HOSTILE + str(n) for n in range(state.players)]
    markup, root, view, legal = render(state, seat, names=names)
    assert "<script" not in markup and "&lt;script&gt;&quot;&amp;&#39;" in markup
    titles = " ".join("".join(e.itertext()) for e in root.iter(f"{NS}title"))
    assert HOSTILE + "0" in titles, "names read back as they were typed"


@pytest.mark.parametrize("state,seat", ALL)
def test_no_other_seats_price_cards_are_drawn(state, seat):
    rng = random.Random(state.turns)
    for viewer in [None, *range(state.players)]:
        legal = GAME.legal_actions(state, viewer) if viewer is not None else []
        markup = render(state, viewer, legal=legal)[0]
        changed = other_hands(state, viewer, rng)
        assert render(changed, viewer, legal=legal)[0] == markup
        if viewer is not None and state.hands[viewer]:
            (mine,) = [
                g
                for g in groups(ET.fromstring(markup), "player")
                if int(g.get("data-seat")) == viewer
            ]
            listed = ", ".join(f"{p:,}" for p in sorted(state.hands[viewer]))
            assert f"your price cards {listed};" in mine.get("aria-label")
            lines = " ".join(t.text for t in mine.iter(f"{NS}text"))  # wrapped lines
            assert f"Your cards: {min(state.hands[viewer]):,}" in lines


@pytest.mark.parametrize(
    "lang,words",
    [
        ("zh-TW", ("角落格1", "營收金", "市場需求", "公區")),
        ("ja", ("角1", "売上金", "市場調査", "銀行")),
    ],
)
def test_other_languages_come_from_the_catalogs(lang, words):
    state, seat = next((s, seat) for s, seat in ALL if s.phase == "move" and s.players == 4)
    set_current_language(lang)
    markup, root, view, legal = render(state, seat)
    for word in words:
        assert word in markup
    for english in ("Revenue", "Market demand", "Corner 1", "Cash ", "Roll the die"):
        assert english not in markup
    assert "foodparadise." not in markup, "no key shows itself"
    if lang == "ja":
        assert ja.TEXTS["foodparadise.chain.kendeji"] in markup, "the chains translated"


def test_long_texts_fit_and_wrap():
    assert fit("Cy the very long named chef", 120, 20).endswith("…")
    assert text_width(fit("Cy the very long named chef", 120, 20), 20) <= 120
    assert fit("Ann", 120, 20) == "Ann"
    lines = wrap("Vegetable garden", 84, 14, 2)
    assert lines == ["Vegetable", "garden"]
    cjk = wrap("超級總匯披薩超級總匯披薩", 100, 20, 2)
    assert len(cjk) == 2 and all(text_width(line, 20) <= 100 for line in cjk)


@pytest.mark.parametrize("state,seat", [p for p in ALL if p[0].phase == "over"])
def test_the_finished_board_names_the_winner_and_how(state, seat):
    markup, root, view, legal = render(state, None)
    (decision,) = groups(root, "decision")
    words = " ".join("".join(e.itertext()) for e in decision.iter(f"{NS}text"))
    how = {
        "cash": "10,000 in cash",
        "recipes": "4 recipes built",
        "limit": "at the turn limit",
    }
    if view["winner"] is not None:
        assert NAMES[view["winner"]] in words and how[view["end"]] in words
    else:
        assert "Game over" in words


@pytest.mark.parametrize("state,seat", [p for p in ALL if p[0].phase == "move"][::3])
def test_the_die_shows_where_it_may_take_the_mover(state, seat):
    markup, root, view, legal = render(state, seat)
    reach = groups(root, "die-reach")
    assert [int(g.get("data-value")) for g in reach] == [1, 2, 3, 4]
    assert all(g.get("data-action") is None and g.get("tabindex") is None for g in reach)
    assert not groups(ET.fromstring(str(draw_board(view, names=NAMES))), "die-reach")
