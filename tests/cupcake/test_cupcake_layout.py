"""Cupcake Empire's board laid out for the screen it is on (``drawing/layout.py``), drawn
in CPython at the three standard screens from seeded random games at 4 players: the
layout each screen gets (a phone: one column, the city 2 districts a row, my board tall;
a laptop: the city 3 a row, my board wide; both with the others' boards as cards, each
opening whole from a button in the players' list; a projector: the city, goals, turn and supply filling the room, and in presenter
mode's wide room, 1881x853 at 1920x1080, the players' cards beside them), every word
at least the screen's size (tests/browser/board_words.py's targets: a phone 11 CSS px,
a laptop 12, a projector 20 at the 10th percentile) in English, 繁體中文 and 日本語, a
finger's places at least 44 px on a phone, and the part holding the current decision
right under the turn.

The laptop is measured as the page measures it for this game: its style.css lets the
board run down the page (``--board-h``), so the height never shrinks it."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from pygames.core.drawing.board import clear_memos
from pygames.core.messages import set_current_language
from pygames.core.record import Seat
from pygames.core.rng import Rng
from pygames.core.screen import Context, Space
from pygames.cupcake.actions import Activate, Sell, TakeBase
from pygames.cupcake.drawing.cards import WALL_PIECE, WALL_REST_H, WALL_WORD
from pygames.cupcake.drawing.draw import arranged, draw_board
from pygames.cupcake.drawing.screen import SCREEN, panel_only
from pygames.cupcake.drawing.words import text_width
from pygames.cupcake.rules import GAME
from tests.cupcake.board_sizes import NS, p10, places, words
from ui.session import Table
from ui.timeline import Timeline

PHONE = Space(382, 600, coarse=True, stacked=True)
LAPTOP = Space(917, 8000)  # the height cupcake's style.css gives (--board-h)
PROJECTOR = Space(1472, 845, presenting=True)
SPACES = {"phone": PHONE, "laptop": LAPTOP, "projector": PROJECTOR}
# Every word at least this big (CSS px): the screen tests' targets (10th percentile)
# held for the smallest word, a die's and a cupcake's letters too.
SMALLEST = {"phone": 11, "laptop": 12, "projector": 20}
P10 = {"phone": 11, "laptop": 12, "projector": 20}
NAMES = ["Ann", "Bob", "Cy", "Dee"]
LANGUAGES = ("en", "zh-TW", "ja")


@pytest.fixture(autouse=True)
def english_after():
    yield
    set_current_language("en")


def mid_game(seed: int, moves: int):
    """A 4-player game ``moves`` random moves in: (state, the seat to act)."""
    state = GAME.new_game(4, {}, seed)
    rng = Rng(seed)
    for _ in range(moves):
        seat = GAME.to_move(state)[0]
        GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)))
    return state, GAME.to_move(state)[0]


POSITIONS = [mid_game(seed, moves) for seed, moves in ((7, 60), (3, 120), (11, 200))]


def draw(state, seat, space: Space, opened=None):
    view = GAME.view(state, seat)
    legal = [a for a in GAME.legal_actions(state, seat) if not panel_only(a)]
    markup = str(draw_board(view, legal=legal, names=NAMES, space=space, opened=opened))
    return markup, ET.fromstring(markup), view, legal


def players(root) -> dict[int, str]:
    """Each seat's board as drawn: its shape ("wide", "tall" or "card")."""
    return {
        int(g.get("data-seat")): g.get("data-shape")
        for g in root.iter()
        if "player" in (g.get("class") or "").split()
    }


@pytest.mark.parametrize("kind", SPACES)
def test_each_screen_gets_its_layout(kind):
    state, seat = POSITIONS[0]
    _, root, view, legal = draw(state, seat, SPACES[kind])
    layout = arranged(view, SPACES[kind], legal)
    assert root.get("data-layout") == kind
    others = {s: "card" for s in range(4) if s != seat}
    if kind == "projector":
        # the room: the city, goals, turn and supply, scaled to fill it
        assert players(root) == {}
        assert set(layout.places) == {"city", "goals", "turn", "supply"}
        assert layout.width <= PROJECTOR.width and layout.height <= PROJECTOR.height
        assert max(layout.width / PROJECTOR.width, layout.height / PROJECTOR.height) > 0.97
        return
    # a column as wide as the screen (a laptop's less its scroll bar), my board whole,
    # the others as cards
    assert layout.width == SPACES[kind].width - (16 if kind == "laptop" else 0)
    assert players(root) == {seat: "tall" if kind == "phone" else "wide", **others}
    assert layout.city_per_row == (2 if kind == "phone" else 3)
    right = max(p.x + p.scale * (p.width or 390) for p in layout.places.values())
    assert right <= layout.width, "nothing sideways off the screen"


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("kind", SPACES)
def test_every_word_is_as_big_as_the_screen_needs(kind, lang):
    set_current_language(lang)
    for state, seat in POSITIONS:
        markup, *_ = draw(state, seat, SPACES[kind])
        sizes = words(markup, SPACES[kind])
        smallest = min(sizes, key=lambda word: word[1])
        assert smallest[1] >= SMALLEST[kind], smallest
        assert p10([size for _, size in sizes]) >= P10[kind]


def offering(kind, seed: int, after: int = 30):
    """The first position of a 4-player game, ``after`` moves in, offering a ``kind``."""
    state = GAME.new_game(4, {}, seed)
    rng = Rng(seed)
    for moves in range(2000):
        seat = GAME.to_move(state)[0]
        legal = GAME.legal_actions(state, seat)
        if moves >= after and any(isinstance(a, kind) for a in legal):
            return state, seat
        GAME.apply(state, seat, rng.choice(legal))
    raise AssertionError(f"no {kind.__name__} offered")


def test_a_finger_has_44_px_on_a_phone_for_the_turn_the_levels_and_the_customers():
    """The turn's buttons, the levels to activate (and a column's re-roll), the menu
    items to make and the customers to sell to: at least 44 CSS px either way on a
    phone (the city's shop and bakery spaces are smaller there: the page lists them as
    buttons too)."""
    checked = set()
    for state, seat in [*POSITIONS, offering(Sell, 2), offering(Sell, 5), offering(Activate, 4)]:
        markup, *_ = draw(state, seat, PHONE)
        for action, side in places(markup, PHONE):
            verb = action.split()[0]
            if verb in ("activate", "borrow", "done", "end", "buy-idea", "menu", "sell"):
                assert side >= 44, (action, round(side, 1))
                checked.add(verb)
    assert {"activate", "sell"} <= checked


def test_a_card_opens_the_whole_board_from_the_players_list_and_closes_again():
    """Beside the board, under each player drawn as a card, a button opens that board
    whole right after the turn (``ui:add open-N``, a token the next move forgets); then
    it makes it small again (``ui:clear``). Not in presenter mode, where nobody clicks."""
    state, seat = POSITIONS[0]
    other = (seat + 1) % 4
    view, legal = GAME.view(state, seat), GAME.legal_actions(state, seat)
    for space in (PHONE, LAPTOP):
        ctx = Context(view, legal, NAMES, space=space)
        side = SCREEN.side(ctx)
        cards = [s for s in range(4) if s != seat]
        for s in cards:
            assert f'data-action="ui:add open-{s}"' in side
            assert f'aria-label="Show {NAMES[s]}&#x27;s whole board"' in side
        assert f"open-{seat}" not in side and "ui:clear" not in side
        ctx = Context(view, legal, NAMES, space=space, choice=[f"open-{other}"])
        root = ET.fromstring(SCREEN.board(ctx))
        assert players(root)[other] == ("tall" if space is PHONE else "wide")
        # right after the turn, where the eyes are
        layout = arranged(view, space, SCREEN.board_actions(ctx), opened=other)
        order = sorted(layout.places, key=lambda name: layout.places[name].y)
        assert order[:2] == ["turn", f"seat-{other}"]
        assert side.count("ui:clear") == 0 and SCREEN.side(ctx).count('"ui:clear"') == 1
    presenting = Context(view, legal, NAMES, space=PROJECTOR)
    assert "ui:add" not in SCREEN.side(presenting)


def test_the_part_holding_the_decision_comes_right_after_the_turn():
    """Activating a column: my board; selling: the city; taking a base: the supply."""
    found = {}
    for seed in range(1, 6):
        state = GAME.new_game(4, {}, seed)
        rng = Rng(seed)
        for _ in range(300):
            seat = GAME.to_move(state)[0]
            legal = GAME.legal_actions(state, seat)
            kinds = {type(a) for a in legal}
            view = GAME.view(state, seat)
            board = [a for a in legal if not panel_only(a)]
            layout = arranged(view, LAPTOP, board)
            after_turn = sorted(layout.places, key=lambda name: layout.places[name].y)[1]
            for kind, part in ((Activate, "me"), (Sell, "city"), (TakeBase, "supply")):
                if kind in kinds and sum(isinstance(a, kind) for a in board) * 2 > len(board):
                    found[part] = after_turn
            GAME.apply(state, seat, rng.choice(legal))
    assert found == {"me": "me", "city": "city", "supply": "supply"}


def test_the_layouts_draw_the_same_from_cold_memos():
    for state, seat in POSITIONS:
        for space in [*SPACES.values(), PRESENTER]:
            first = draw(state, seat, space)[0]
            clear_memos()
            assert draw(state, seat, space)[0] == first


# -- presenter mode's room -------------------------------------------------------------------

PRESENTER = Space(1881, 853, presenting=True)  # presenter mode's room at 1920x1080


def mid_game_of(players: int, seed: int, moves: int):
    state = GAME.new_game(players, {}, seed)
    rng = Rng(seed)
    for _ in range(moves):
        seat = GAME.to_move(state)[0]
        GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)))
    return state, GAME.to_move(state)[0]


WALL = [mid_game_of(players, 5, 90) for players in (2, 3)] + POSITIONS


def test_presenter_mode_fills_its_wide_room_with_the_players_cards():
    """In presenter mode's room (2.2:1) the city, goals, turn and supply take the height
    and the players' cards a column as tall on their left, one card a seat, so the picture takes
    the room's shape (within 3 % each way) and nothing overlaps or runs off it; a
    projector's narrower room (1472x845) keeps the city, goals, turn and supply alone,
    where the cards' words would be smaller than a room reads."""
    for state, seat in WALL:
        _, root, view, legal = draw(state, seat, PRESENTER)
        layout = arranged(view, PRESENTER, legal)
        seats = range(view["players"])
        assert players(root) == {s: "wall" for s in seats}
        assert set(layout.places) == {"city", "goals", "turn", "supply"} | {
            f"seat-{s}" for s in seats
        }
        assert layout.width <= PRESENTER.width and layout.height <= PRESENTER.height
        assert layout.width / PRESENTER.width > 0.97 and layout.height / PRESENTER.height > 0.97
        cards = [layout.places[f"seat-{s}"] for s in seats]
        for card, below in zip(cards, cards[1:]):
            assert card.y + card.height * card.scale <= below.y
        last = cards[-1]
        assert last.x >= 0 and last.y + last.height * last.scale <= layout.height
        # on the left, out from under "why this score" (it opens over the top right)
        assert last.x + last.width * last.scale <= layout.places["city"].x
        supply = layout.places["supply"]
        assert supply.x + supply.width * supply.scale <= layout.width
    state, seat = POSITIONS[0]
    view = GAME.view(state, seat)
    narrow = arranged(view, PROJECTOR)
    assert not [name for name in narrow.places if name.startswith("seat-")]
    # a small wide room (a 1366x768 screen): its height decides the scale, so the cards
    # come too, the rest as large as without them (as in a room just wide enough for
    # the four parts alone); half as wide, the cards would shrink the rest: left off
    small = Space(1327, 541, presenting=True)
    low = arranged(view, small)
    assert {f"seat-{s}" for s in range(4)} <= set(low.places)
    alone = arranged(view, Space(1000, 541, presenting=True))
    assert not [name for name in alone.places if name.startswith("seat-")]
    assert low.places["city"].scale >= alone.places["city"].scale
    half = arranged(view, Space(small.width // 2, small.height, presenting=True))
    assert not [name for name in half.places if name.startswith("seat-")]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_presenter_modes_words_are_as_big_as_a_room_needs(lang):
    """Every word of presenter mode's board (the cards' too) at least 20 CSS px, a
    die's and a cupcake's letters too (but where a turn's larger last roll alone would
    leave the cards off: there the roll keeps its own sizes, its dice' letters 14 px),
    and every word of a card inside its card (its width as the page's text measure
    reckons it)."""
    set_current_language(lang)
    for state, seat in WALL:
        markup, root, view, legal = draw(state, seat, PRESENTER)
        least = SMALLEST["projector"] if arranged(view, PRESENTER, legal).least else 14
        _wall_words_are_big_enough(markup, root, view, least, lang)


def _wall_words_are_big_enough(markup: str, root, view: dict, least: float, lang: str) -> None:
    sizes = words(markup, PRESENTER)
    smallest = min(sizes, key=lambda word: word[1])
    assert smallest[1] >= least, (lang, smallest)
    assert p10([size for _, size in sizes]) >= P10["projector"]
    cards = [g for g in root.iter() if g.get("data-shape") == "wall"]
    assert len(cards) == view["players"]
    for card in cards:
        edge = next(card.iter(f"{NS}rect"))
        right = float(edge.get("x")) + float(edge.get("width"))
        for text in card.iter(f"{NS}text"):
            said = "".join(text.itertext())
            width = text_width(said, int(float(text.get("font-size"))))
            start = float(text.get("x"))
            start -= {"middle": width / 2, "end": width}.get(text.get("text-anchor"), 0)
            assert start >= 0 and start + width <= right, (lang, said)


def finished(players: int, seed: int) -> dict:
    """The end of a game of greedy bots, as presenter mode shows it (nobody's seat)."""
    seats = [Seat(NAMES[i], "bot:greedy") for i in range(players)]
    table = Table.new("cupcake", seats, seed=seed)
    while not table.is_over():
        table.bot_step()
    return Timeline(Table(table.record), len(table.record.actions)).view(None)


# At 4 players seed 7, the screen test's game (tests/browser/test_screen_words.py); the
# others too had their 10th percentile at 16.7 px at the end, the cards' menus drawn
# with letters of 14 units, before these were drawn as large as the room's words.
ENDS = {players: finished(players, seed) for players, seed in ((2, 2), (3, 1), (4, 7))}


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("players", sorted(ENDS))
def test_presenter_modes_words_at_the_end_are_as_big_as_a_room_needs(players, lang):
    """At the game's end (menus longer, goals met, dice in rest areas) presenter mode's
    room still has the players' cards, and every word of its board is at least 20 CSS
    px: the menus' cupcake letters, the dice's letters (the last roll's, a rest
    area's), the seats' numbers on their cards and on the goals they met. And the cards
    show what they showed: every menu item (this game's menus hold five at most), the
    customers served and the idea discs, and where a card is tall enough every die in
    its rest area."""
    set_current_language(lang)
    view = ENDS[players]
    assert view["phase"] == "over"
    markup = str(draw_board(view, legal=[], names=NAMES[:players], space=PRESENTER))
    root = ET.fromstring(markup)
    layout = arranged(view, PRESENTER)
    assert {f"seat-{s}" for s in range(players)} <= set(layout.places)
    assert layout.least == WALL_WORD
    _wall_words_are_big_enough(markup, root, view, SMALLEST["projector"], lang)
    cards = {int(g.get("data-seat")): g for g in root.iter() if g.get("data-shape") == "wall"}
    for seat, card in cards.items():
        entry = view["seats"][seat]
        items = [g for g in card.iter() if "menu-item" in (g.get("class") or "").split()]
        assert len(items) == len(entry["menu"]) <= 5
        said = ["".join(t.itertext()) for t in card.iter(f"{NS}text")]
        assert not [s for s in said if s.startswith("+")], said  # no "+n" items left off
        served = [t for t in card.iter(f"{NS}text") if "served" in (t.get("class") or "")]
        assert len(served) == 1 and str(len(entry["customers"])) in "".join(served[0].itertext())
        assert any(str(entry["ideas"]) in s for s in said)
        if layout.places[f"seat-{seat}"].height >= WALL_REST_H:
            dice = [r for r in card.iter(f"{NS}rect") if r.get("width") == str(WALL_PIECE)]
            assert len(dice) == len(entry["rest"]), (seat, entry["rest"])
