"""Issue 39 part 4: a click on Cable Car's board that plays nothing says why, in one
sentence of the game: a square (taken CC08, touching nothing CC08, joining two stations
through one tile CC09, the drawn tile to be placed CC05) gets the rules' own refusal of
putting the chosen tile there; a station says it only shows its line; anything else
(the board's frame, a car's mark, the wall's panels) says what the turn asks. The
table's state never changes."""

from __future__ import annotations

import json
import re

import pytest

from pygames.cablecar.actions import Draw, Place
from pygames.cablecar.tracks import EMPTY, touches
from pygames.core.messages import Msg
from pygames.core.record import Seat
from pygames.core.screen import Space
from ui import feedback
from ui.frame import frame
from ui.i18n import set_language
from ui.session import Table
from ui.table_view import TableScreen

NAMES = ["Ann", "Bob", "Cy"]
TAG = re.compile(r"<([\w:-]+)((?:\s+[\w:-]+=\"[^\"]*\")*)\s*/?>")
DATA = re.compile(r'\sdata-([\w-]+)="([^"]*)"')
GENERIC = ("core.refusal.board", "core.refusal.panel")


def ann_to_act(options: dict | None = None, moves: int = 6, seed: int = 3) -> Table:
    """Ann (a person) against two bots, once Ann is to act after ``moves`` moves."""
    seats = [Seat(name, "human" if i == 0 else "bot:random") for i, name in enumerate(NAMES)]
    table = Table.new("cablecar", seats, options, seed=seed)
    while table.moves < moves or table.human_to_move() != 0:
        if table.bot_to_move() is not None:
            table.bot_step()
        else:
            table.apply(0, table.legal_actions(0)[-1])  # a placement
    return table


def snapshot(table: Table) -> str:
    return json.dumps(table.state.to_json(), sort_keys=True, default=str)


def places(table: Table, screen: TableScreen) -> list[dict[str, str]]:
    """What a click on each element of the board carrying data attributes would hand
    the screen (its own attributes, then the board's), but the placements offered now."""
    shown = frame(table, screen)
    offered = {str(action) for action in shown.game_screen.board_actions(shown.ctx)}
    board = shown.game_screen.board(shown.ctx)
    outer = dict(DATA.findall(board[: board.index(">")]))
    found = []
    for match in TAG.finditer(board):
        own = dict(DATA.findall(match.group(2)))
        if not own or own.get("action") in offered or own == outer:
            continue
        found.append(own | {k: v for k, v in outer.items() if k not in own})
    found.append(outer)  # the board's own ground (its frame, the power station)
    return found


def said(table: Table, screen: TableScreen, place: dict[str, str]) -> tuple[Msg, str]:
    shown = frame(table, screen)
    return shown.game_screen.refusal(shown.ctx, place), feedback.refusal(shown, place)


def one_sentence(text: str) -> bool:
    text = re.sub(r" \(CC\d\d\)$", "", text)  # the rule a refusal rests on, as shown
    return bool(text) and text.endswith((".", "。")) and not re.search(r"[.。] \S", text[:-1])


def positions():
    basic = ann_to_act()
    drawn = ann_to_act(moves=8)
    drawn.apply(0, Draw())
    turning = ann_to_act({"hand": 2, "orientation": "free"}, moves=10, seed=5)
    shares = ann_to_act({"mode": "shares"}, moves=9, seed=7)
    return {"basic": basic, "drawn": drawn, "turning": turning, "shares": shares}


POSITIONS = positions()


# The board as laid out on a laptop, a phone upright and a projector (the wall: a panel
# at each side of the board).
SPACES = {
    "laptop": Space(),
    "phone": Space(390, 700, coarse=True, stacked=True),
    "wall": Space(1900, 1000, presenting=True),
}


@pytest.mark.parametrize("space", sorted(SPACES))
@pytest.mark.parametrize("name", sorted(POSITIONS))
def test_every_element_of_the_board_that_plays_nothing_says_why_CC05_CC08_CC09(name, space):
    """Every element drawn with data attributes but no placement offered now: one
    sentence of the game (never the core's), naming no internal id, the same twice, in
    the three languages (Chinese and Japanese without English words), and the table's
    state unchanged."""
    table, screen = POSITIONS[name], TableScreen(space=SPACES[space])
    clicks = places(table, screen)
    kinds = {next(iter(place)) for place in clicks}
    assert {"square", "station", "layout"} <= kinds, kinds
    if space == "wall":  # the wall's panel shows the tiles to put down
        assert {"hand"} | ({"drawn"} if name == "drawn" else set()) <= kinds, kinds
    before = snapshot(table)
    for place in clicks:
        texts = {}
        for lang in ("en", "zh_tw", "ja"):
            set_language(lang)
            message, text = said(table, screen, place)
            assert message.key not in GENERIC, (place, message)
            assert said(table, screen, place)[1] == text  # the same for the same position
            assert one_sentence(text), (place, text)
            assert not re.search(r"cablecar\.|core\.|data-|ui:|\{|\}", text), text
            assert not re.search(r"\b(hand\d?|place|draw) \d,\d", text), text  # no action text
            texts[lang] = text
        for lang in ("zh_tw", "ja"):
            words = re.sub(r"\(CC\d\d\)|" + "|".join(NAMES), "", texts[lang])
            assert not re.search(r"[A-Za-z]{2,}", words), (place, texts[lang])
        assert snapshot(table) == before
    set_language("en")


def test_a_taken_square_says_it_holds_a_tile_CC08():
    table, screen = POSITIONS["basic"], TableScreen()
    square = next(n for n, placed in enumerate(table.state.board) if placed != EMPTY)
    row, col = divmod(square, 8)
    set_language("en")
    message, text = said(table, screen, {"square": f"{row + 1},{col + 1}", "layout": "full"})
    assert text == f"Row {row + 1}, column {col + 1} already holds a tile."
    assert message.params["rule"] == "CC08"


def test_a_square_touching_nothing_says_so_CC08():
    table, screen = POSITIONS["basic"], TableScreen()
    board = table.state.board
    square = next(
        n
        for n in range(64)
        if board[n] == EMPTY and not touches(board, n) and n not in (27, 28, 35, 36)
    )
    row, col = divmod(square, 8)
    set_language("en")
    _, text = said(table, screen, {"square": f"{row + 1},{col + 1}"})
    assert text == (
        f"Row {row + 1}, column {col + 1} touches neither the edge of the board nor a placed tile."
    )


def test_once_a_tile_is_drawn_a_hidden_tile_placement_says_the_drawn_one_goes_CC05():
    """A placement of the hidden tile still on the board from before the draw: the drawn
    tile must be placed; a square free and touching takes the drawn tile (offered)."""
    table, screen = POSITIONS["drawn"], TableScreen()
    offered = frame(table, screen).game_screen.board_actions(frame(table, screen).ctx)
    assert offered and all(a.source == "drawn" for a in offered)
    stale = Place("hand", offered[0].row, offered[0].col)
    set_language("en")
    message, text = said(table, screen, {"action": str(stale)})
    assert text == "You drew a tile this turn: you must place that tile."
    assert message.params["rule"] == "CC05"


def test_a_square_joining_two_stations_through_one_tile_says_so_CC09():
    """Seed 004 CC09: a tile that would join two stations alone is refused while it
    fits elsewhere: the click says the rule's sentence."""
    table, screen = POSITIONS["basic"], TableScreen()
    shown = frame(table, screen)
    view = shown.ctx.view
    kind = view["hand"][0]
    joins = table.state.mode.one_tile_joins(table.state)[kind * 4]
    board = table.state.board
    squares = [n for n in sorted(joins) if board[n] == EMPTY and touches(board, n)]
    if not squares:
        pytest.fail("the position offers no square joining two stations through one tile")
    row, col = divmod(squares[0], 8)
    set_language("en")
    message, text = said(table, screen, {"square": f"{row + 1},{col + 1}"})
    assert message.params["rule"] == "CC09", text
    assert text.startswith(f"A tile at row {row + 1}, column {col + 1} would join two stations")


def test_a_station_says_it_shows_its_line_and_the_frame_says_what_the_turn_asks():
    table, screen = POSITIONS["basic"], TableScreen()
    set_language("en")
    station = Msg("cablecar.refusal.station", station=5).render()
    assert said(table, screen, {"station": "5", "layout": "full"})[1] == station
    _, text = said(table, screen, {"layout": "full"})
    assert text == "Ann: place your hidden tile or draw from the pile."
    _, text = said(POSITIONS["drawn"], screen, {"mark": "circle", "owner": "1"})
    assert text == "Ann: place the drawn tile on a highlighted square."


def test_a_tile_to_put_down_on_the_wall_says_how_it_goes_down_CC05():
    """Presenter mode's wall shows the seat's tiles: clicked, one says it goes down on a
    marked square (with several, that its button beside the board chooses it); a hidden
    tile while a drawn one waits says the drawn one must be placed (CC05)."""
    wall = TableScreen(space=SPACES["wall"])
    set_language("en")
    _, text = said(POSITIONS["basic"], wall, {"hand": "1", "layout": "wall"})
    assert text == "Your hidden tile is put down by choosing a square marked on the board."
    _, text = said(POSITIONS["turning"], wall, {"hand": "2", "layout": "wall"})
    assert text == (
        "Hidden tile 2 is chosen with its button beside the board, then a square marked on "
        "the board."
    )
    _, text = said(POSITIONS["drawn"], wall, {"drawn": "1", "layout": "wall"})
    assert text == "The drawn tile is put down by choosing a square marked on the board."
    _, text = said(POSITIONS["drawn"], wall, {"hand": "1", "layout": "wall"})
    assert text == "You drew a tile this turn: you must place that tile."
