"""One repaint asks the game once (``ui.frame``): who is to move, each seat's view,
the legal actions and the result, counted with a wrapper around the game, for a
repaint of the table (what ``TablePage.update`` asks: the frame, the turn link, the
parts, the secrets held, the coach's hint) and of presenter mode, in every game, hot
seat and alone at the device, along a game played at random. A ``Moment`` answers as
the table it holds."""

from __future__ import annotations

import random

import pytest

from pygames import GAMES
from pygames.core.record import Seat
from ui import presenter_view, table_view
from ui.announce import Announcer
from ui.frame import Moment, frame
from ui.presenter_view import PresenterScreen
from ui.session import Table
from ui.table_view import TableScreen
from ui.timeline import Timeline

COUNTED = ("to_move", "view", "legal_actions", "result")


class Counting:
    """A game whose counted methods count their calls (for one state, when given)."""

    def __init__(self, game, state=None) -> None:
        self.game = game
        self.state = state
        self.calls: dict[str, list] = {name: [] for name in COUNTED}

    def __getattr__(self, name: str):
        value = getattr(self.game, name)
        if name not in COUNTED:
            return value

        def counted(state, *args):
            if self.state is None or state is self.state:
                self.calls[name].append(args)
            return value(state, *args)

        return counted

    def count(self, name: str) -> int:
        return len(self.calls[name])


def seats(game_id: str, humans: int) -> list[Seat]:
    """Three seats (every game seats three), the first ``humans`` people."""
    return [Seat(f"P{i + 1}", "human" if i < humans else "bot:random") for i in range(3)]


def repaint(table, screen, announcer=None) -> dict:
    """What the table page asks in one repaint, counted."""
    announcer = announcer or Announcer()
    counting = table.game = Counting(table.game)
    try:
        moment = Moment(table)
        shown = frame(moment, screen, settle=True)
        assert shown.away is None or isinstance(shown.away, int)
        parts = table_view.parts(moment, screen)
        assert shown.secrets == table_view.secrets_shown(moment, screen)
        table_view.hint_asked(moment, screen)
        announcer.news(moment, screen.error)  # what the live region says, from the moment
    finally:
        table.game = counting.game
    return {"calls": counting, "parts": parts}


@pytest.mark.parametrize("humans", [1, 2])
@pytest.mark.parametrize("game_id", list(GAMES))
def test_one_repaint_asks_the_game_once(game_id, humans):
    rng = random.Random(36)
    table = Table.new(game_id, seats(game_id, humans), {}, seed=36)
    screen, announcer = TableScreen(), Announcer()
    for _ in range(40):
        if table.is_over():
            break
        calls = repaint(table, screen, announcer)["calls"]
        assert calls.count("to_move") == 1
        assert calls.count("result") <= 1
        assert calls.count("legal_actions") <= 1
        seen = [args for args in calls.calls["view"]]
        assert len(seen) == len(set(seen)) <= 2, seen  # a seat's view once
        seat = table.human_to_move()
        if table_view.is_screened(table, screen):
            screen.shown_seat = seat  # the person to act says they are at the screen
        elif seat is not None:
            table.apply(seat, rng.choice(table.legal_actions(seat)))
            screen.clear_choice()
        else:
            table.bot_step()


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_repaint_is_drawn_as_from_the_table_itself(game_id):
    """Drawn from a moment or from the table, a repaint is the same."""
    table = Table.new(game_id, seats(game_id, 2), {}, seed=5)
    screen = TableScreen(shown_seat=0)
    assert repaint(table, screen)["parts"] == table_view.parts(table, screen)


@pytest.mark.parametrize("game_id", list(GAMES))
def test_one_presenter_repaint_asks_the_game_once_for_its_position(game_id):
    table = Table.new(game_id, seats(game_id, 0), {}, seed=3)
    for _ in range(30):
        if table.bot_step() is None:
            break
    timeline = Timeline(table, at=table.moves // 2)
    screen = PresenterScreen(why=1, all_hands=True)
    counting = timeline.game = Counting(timeline.game, timeline.state)
    presenter_view.parts(timeline, screen)
    assert counting.count("to_move") == 1
    assert counting.count("result") == 1
    seen = counting.calls["view"]
    assert len(seen) == len(set(seen)), seen


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_moment_answers_as_the_table_it_holds(game_id):
    table = Table.new(game_id, seats(game_id, 2), {}, seed=9)
    moment = Moment(table)
    assert moment.to_move() == table.to_move()
    assert moment.human_to_move() == table.human_to_move() is not None
    assert moment.view(0) == table.view(0) and moment.view(0) is moment.view(0)
    assert moment.names() == table.names() and moment.name(1) == table.name(1)
    assert moment.moves == table.moves and moment.record is table.record
    assert moment.is_over() is False and moment.waiting_for() is None
    with pytest.raises(AttributeError):
        moment.no_such_thing  # noqa: B018


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_hint_asked_at_the_table_is_drawn_from_a_moment_of_it(game_id):
    """The coach's hint is fresh at its own table only: drawn from a moment of that
    table, the Hint button says the coach is thinking, and the hint is shown."""
    from ui import coach

    table = Table.new(game_id, seats(game_id, 1), {}, seed=4)
    while table.human_to_move() is None:  # the bots before the person, if any
        table.bot_step()
    screen = TableScreen()
    screen.hint = coach.start_hint(table, table.human_to_move())
    moment = Moment(table)
    assert table_view.hint_asked(moment, screen) is screen.hint
    assert "disabled" in table_view.hint_button(moment, screen)
    other = Table(table.record)
    assert table_view.hint_asked(Moment(other), screen) is None
