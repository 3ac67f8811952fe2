"""The table's feedback where the eyes are (``ui.feedback``, issue 37 part 3): how much
room the decision's bar takes from the board, where a refusal or the share box goes
near what was pressed, and the one sentence a click on the board that plays nothing
says, in every game; the table's skeleton keeps the current decision in one box."""

from __future__ import annotations

import re

import pytest

from pygames import GAMES
from pygames.core.messages import Msg
from pygames.core.record import Seat
from pygames.core.screen import Context, GameScreen
from ui import feedback, table_view
from ui.feedback import Box, bar_room, near
from ui.frame import frame
from ui.i18n import set_language, t
from ui.session import Table
from ui.table_view import TableScreen

PHONE = (390, 844)


def test_the_bar_takes_its_height_in_tenths_of_the_window_and_at_most_four():
    assert bar_room(0, 844) == 0
    assert bar_room(80, 844) == 85  # one tenth
    assert bar_room(100, 844) == 169  # two tenths
    assert bar_room(84.4, 844) == 85  # exactly a step stays that step
    assert bar_room(1200, 844) == 338  # 40 %: the bar scrolls inside itself beyond it
    # A bar a few px taller or shorter takes the same room: the board is not laid out again.
    assert bar_room(170, 844) == bar_room(200, 844)


def test_a_box_goes_under_what_was_pressed_when_it_fits():
    share = Box(160, 110, 80, 44)  # a Share button near a phone's top
    left, top = near(share, (374, 250), PHONE)
    assert top == 110 + 44 + feedback.MARGIN
    assert 0 < left and left + 374 <= 390  # inside the window across


def test_a_box_goes_over_what_was_pressed_near_the_bar():
    pressed = Box(20, 450, 120, 44)
    left, top = near(pressed, (300, 80), PHONE, bar=338)
    assert top + 80 <= 450 - feedback.MARGIN  # above the button, clear of the bar
    assert left >= feedback.MARGIN


def test_a_box_never_reaches_under_the_bar_or_out_of_the_window():
    for anchor in (Box(380, 830, 10, 10), Box(-50, -50, 10, 10), Box(0, 0), None):
        left, top = near(anchor, (300, 120), PHONE, bar=300)
        assert feedback.MARGIN <= left <= 390 - 300 - feedback.MARGIN + 1
        assert feedback.MARGIN <= top and top + 120 <= 844 - 300 - feedback.MARGIN


def test_without_an_anchor_in_sight_the_box_sits_just_above_the_bar():
    left, top = near(None, (200, 60), (1280, 800), bar=0)
    assert (left, top) == (540, 800 - feedback.MARGIN - 60)
    hidden = Box(100, 900, 50, 50)  # scrolled out of the window
    assert near(hidden, (200, 60), (1280, 800)) == (left, top)


def test_the_default_reason_points_at_the_board_or_at_the_buttons():
    screen = GameScreen()
    assert screen.refusal(Context({}, legal=["x"]), {}).key == "core.refusal.board"
    assert screen.refusal(Context({}, legal=[]), {}).key == "core.refusal.panel"


def one_sentence(text: str) -> bool:
    return bool(text) and text.endswith((".", "。")) and not re.search(r"[.。] \S", text[:-1])


def ann_to_act(game_id: str, humans: int = 1) -> Table:
    """Ann (and, with ``humans`` 2, Bob) a person, the rest bots, once Ann is to act."""
    spec = GAMES[game_id].spec
    count = min(max(spec.min_players, 3), spec.max_players)
    seats = [
        Seat(name, "human" if i < humans else "bot:random")
        for i, name in enumerate(["Ann", "Bob", "Cy", "Dee"][:count])
    ]
    table = Table.new(game_id, seats, seed=3)
    while table.human_to_move() != 0:
        table.bot_step() if table.bot_to_move() is not None else table.apply(
            table.human_to_move(), table.legal_actions(table.human_to_move())[0]
        )
    return table


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_click_on_the_board_that_plays_nothing_says_why_in_one_sentence(game_id):
    set_language("en")
    table = ann_to_act(game_id)
    screen = TableScreen()
    said = feedback.refusal(frame(table, screen), {})
    assert one_sentence(said), said
    own = GAMES[game_id].screen().refusal(frame(table, screen).ctx, {"seat": "1"})
    assert isinstance(own, Msg) and one_sentence(own.render())
    # Watching a shared game, or at a game over: the shell says so.
    assert feedback.refusal(frame(table, TableScreen(mode="shared")), {}) == t("error.shared")
    while not table.is_over():
        table.bot_step() if table.bot_to_move() is not None else table.apply(
            table.human_to_move(), table.legal_actions(table.human_to_move())[0]
        )
    assert feedback.refusal(frame(table, TableScreen()), {}) == t("error.game_over")


def test_a_click_while_a_bot_is_to_move_says_it_is_not_your_turn():
    game_id = sorted(GAMES)[0]
    table = ann_to_act(game_id)
    table.apply(0, table.legal_actions(0)[0])
    while table.human_to_move() == 0:
        table.apply(0, table.legal_actions(0)[0])
    if table.bot_to_move() is None:
        pytest.fail("a bot is to move after Ann's turn in a game of one person")
    assert feedback.refusal(frame(table, TableScreen()), {}) == t("error.not_your_turn")


def test_the_hot_seat_cover_says_to_show_the_tiles_first():
    game_id = next(g for g in sorted(GAMES) if GAMES[g].screen().has_secrets)
    table = ann_to_act(game_id, humans=2)
    said = feedback.refusal(frame(table, TableScreen(), settle=True), {})
    assert said == t("error.show_tile_first", name="Ann")


def test_the_decision_is_one_box_holding_the_panel_and_the_turn_link():
    page = table_view.skeleton(sorted(GAMES)[0], "local")
    box = page[page.index('id="decision"') : page.index('id="board-moves"')]
    assert 'id="panel"' in box and 'id="turn"' in box
    # The board never moves for a refusal: its line is outside the board's layout.
    assert page.index('id="error"') < page.index('class="layout"')


def test_the_share_box_can_be_closed():
    box = table_view.share(TableScreen(share_link="https://example.org/#play=r2.x"))
    assert 'data-action="ui:share-close"' in box


def test_a_notice_is_a_toast_at_the_window_top_inside_it():
    assert feedback.at_top((300, 60), (390, 844)) == (45, feedback.MARGIN)
    # Wider than the window: from its left margin.
    assert feedback.at_top((500, 60), (390, 844))[0] == feedback.MARGIN
    # Out of the layout's flow (a toast), still said: role=status.
    page = table_view.skeleton(sorted(GAMES)[0], "local")
    assert page.index('id="notice"') < page.index('class="layout"')
    assert 'class="notice" id="notice" role="status"' in page


def test_the_title_bar_keeps_the_less_used_tools_under_more():
    set_language("en")
    table = ann_to_act(sorted(GAMES)[0])
    tools = table_view.tools(table, TableScreen())
    main, more = tools.split('<details class="more-tools"')
    assert 'data-action="ui:undo"' in main and 'data-action="ui:share"' in main
    for action in ("ui:help", "ui:download", "ui:present"):
        assert f'data-action="{action}' in more and action not in main
    assert f"<summary>{t('tools.more')}</summary>" in more
    # Its open state survives a repaint (ui.paint's data-keep).
    assert 'data-keep="more-tools"' in more
    # A shared game's replay too.
    shared = table_view.tools(table, TableScreen(mode="shared", total_moves=3))
    assert shared.index('data-action="ui:continue"') < shared.index('class="more-tools"')
