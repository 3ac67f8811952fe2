"""Keyboard play and screen readers (issue 14 parts 2 and 3), the pure pieces: every
clickable board element of seeded games of every game is a button with a name, the
board's picture has a role and a name, the arrow keys' next element is the nearest
that way by its box (``ui.board_keys.step``), and the live region says each move,
refusal and score change, in the language chosen, and nothing else (``ui.announce``).
Every registered game's board is checked; the live region with a game taken from the
registry; a game's own board names in its tests' folder.
"""

from __future__ import annotations

import random
from html.parser import HTMLParser

import pytest

from pygames import GAMES
from pygames.core.messages import LANGUAGES, Count, set_current_language
from pygames.core.record import Seat
from ui import table_view
from ui.announce import Announcer
from ui.board_keys import Box, reading_order, step
from ui.i18n import set_language
from ui.session import Table


class BoardParts(HTMLParser):
    """The board's picture's attributes, its clickable elements' and its titles."""

    def __init__(self) -> None:
        super().__init__()
        self.picture: dict | None = None
        self.clickable: list[dict] = []
        self.named = 0  # parts a screen reader reads out besides the clickable ones
        self.quiet = 0  # parts hidden from it (empty spaces)
        self.titles: list[str] = []
        self._title: list[str] | None = None

    def handle_starttag(self, tag, attrs):
        found = dict(attrs)
        if tag == "svg" and self.picture is None:
            self.picture = found
        if "data-action" in found:
            self.clickable.append(found)
        elif found.get("aria-label"):
            self.named += 1
        if found.get("aria-hidden") == "true":
            self.quiet += 1
        if tag == "title":
            self._title = []

    def handle_data(self, data):
        if self._title is not None:
            self._title.append(data)

    def handle_endtag(self, tag):
        if tag == "title" and self._title is not None:
            self.titles.append("".join(self._title))
            self._title = None


def board_parts(markup: str) -> BoardParts:
    parts = BoardParts()
    parts.feed(markup)
    return parts


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_clickable_board_element_is_a_named_button(game_id):
    spec = GAMES[game_id].spec
    players = max(spec.min_players, min(3, spec.max_players))
    table = Table.new(game_id, [Seat(f"P{n}<i>") for n in range(players)], {}, seed=5)
    pick = random.Random(game_id)
    languages = sorted(LANGUAGES)
    clickable = named = quiet = 0
    try:
        for step_number in range(60):
            if table.is_over():
                break
            lang = languages[step_number % len(languages)]
            set_current_language(lang)
            seat = table.human_to_move()
            screen = table_view.TableScreen(mode="local", shown_seat=seat)
            parts = board_parts(table_view.parts(table, screen)["board"])
            assert parts.picture is not None
            assert parts.picture.get("role") in ("img", "group"), parts.picture
            assert (parts.picture.get("aria-label") or "").strip(), parts.picture
            for element in parts.clickable:
                assert element.get("role") == "button", element
                assert (element.get("aria-label") or "").strip(), element
                assert element.get("tabindex") is not None, element  # focusable
                assert "<i>" not in element["aria-label"]  # names reach it escaped
                clickable += 1
            assert all(title.strip() for title in parts.titles)
            # A sensible amount to hear: what is on the board, not every empty space.
            assert parts.named <= 150, parts.named
            named = max(named, parts.named)
            quiet += parts.quiet
            table.apply(seat, pick.choice(table.legal_actions(seat)))
    finally:
        set_current_language("en")
    # Food Tycoon and Cake Master offer part of their turn on the board (the roll, the
    # quarters) and the rest in the panel's buttons.
    assert clickable > 0 and named > 5


def played_view(game_id: str) -> dict:
    """The public view of a two-player game's start."""
    game = GAMES[game_id].rules()
    return game.view(game.new_game(2, {}, 1), None)


def grid(columns: int, rows: int, size: int = 10) -> list[Box]:
    """Boxes in reading order, a grid of squares of ``size``."""
    return [Box(c * size, r * size, size, size) for r in range(rows) for c in range(columns)]


def test_arrows_keep_to_the_row_or_the_column_of_a_grid():
    boxes = grid(4, 3)  # index = 4 * row + column
    assert step(boxes, 5, "ArrowRight") == 6
    assert step(boxes, 5, "ArrowLeft") == 4
    assert step(boxes, 5, "ArrowUp") == 1
    assert step(boxes, 5, "ArrowDown") == 9
    assert step(boxes, 7, "ArrowRight") is None  # the edge: the focus stays
    assert step(boxes, 0, "ArrowUp") is None


def test_arrows_find_the_nearest_element_that_way_on_a_scattered_board():
    # A board's offered squares with gaps: the next one right is on the same row even
    # when a nearer one lies one row down and a little to the right; with nothing
    # level that way, the nearest off the row or column.
    boxes = [Box(0, 0, 10, 10), Box(50, 0, 10, 10), Box(12, 14, 10, 10), Box(0, 80, 10, 10)]
    assert step(boxes, 0, "ArrowRight") == 1
    assert step(boxes, 0, "ArrowDown") == 3  # straight down, however far
    assert step(boxes, 1, "ArrowDown") == 2  # nothing below: the nearest down and aside
    assert step(boxes, 2, "ArrowDown") == 3
    assert step(boxes, 2, "ArrowRight") == 1
    assert step(boxes, 1, "ArrowLeft") == 0


def test_home_and_end_go_to_the_first_and_last_in_reading_order():
    boxes = [Box(30, 20, 10, 10), Box(0, 21, 10, 10), Box(40, 0, 10, 10), Box(5, 0, 10, 10)]
    assert reading_order(boxes) == [3, 2, 1, 0]
    assert step(boxes, 1, "Home") == 3
    assert step(boxes, 3, "End") == 0
    assert step(boxes, None, "ArrowDown") == 3  # from the picture: the first
    assert step([], None, "Home") is None
    assert step(boxes, 0, "Tab") is None  # not an arrow
    # Things to look at (Cable Car's stations) are on the way, not the ends.
    assert step(boxes, 1, "Home", playable=[0, 1]) == 1
    assert step(boxes, 1, "End", playable=[1, 2]) == 1
    assert step(boxes, None, "ArrowUp", playable=[0]) == 0


# A game two play for a score (its view has scores), and one three play.
SCORED = next(
    g
    for g, m in GAMES.items()
    if m.spec.min_players <= 2 and m.rules().score_unit and "scores" in played_view(g)
)
THREE = next(g for g, m in GAMES.items() if m.spec.min_players <= 3 <= m.spec.max_players)


def played(table, seat=None):
    seat = table.to_move()[0] if seat is None else seat
    table.apply(seat, table.legal_actions(seat)[0])


def test_the_live_region_says_each_move_refusal_and_score_change_once():
    table = Table.new(SCORED, [Seat("Ann"), Seat("Bob")], {}, seed=5)
    unit = str(Count(table.game.score_unit, 1)).replace("1", "").strip()  # "point"
    said = Announcer()
    assert said.news(table) == ""  # opening a table says nothing (not the board)
    while table.scores() == [0, 0] or table.moves < 2:
        before = table.moves
        played(table)
        news = said.news(table)
        assert table.log[before] in news
        if table.scores() != [0, 0] and table.moves == before + 1:
            break
    assert "now has" in news and unit in news, news
    assert said.news(table) == ""  # nothing new, nothing said
    assert said.news(table, "Not next to a tile.") == "Not next to a tile."
    assert said.news(table, "Not next to a tile.") == ""  # still shown: not said again


def test_a_burst_of_bot_moves_is_said_by_its_last_lines_in_the_language_chosen():
    table = Table.new(THREE, [Seat("Ann"), Seat("Bob"), Seat("Cy")], {}, seed=5)
    said = Announcer()
    said.news(table)
    try:
        set_language("ja")
        for _ in range(6):
            played(table)
        table.retell()
        news = said.news(table)
    finally:
        set_language("en")
    assert table.log[-1] in news and table.log[0] not in news
    assert any("\u3040" <= ch <= "\u30ff" for ch in news), news  # Japanese


def test_the_table_has_a_polite_live_region_and_refusals_are_not_alerts():
    markup = table_view.skeleton(SCORED, "local")
    assert 'id="announce" aria-live="polite"' in markup
    assert 'role="alert"' not in markup
