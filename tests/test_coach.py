"""The coach (issue 13 part 2), in CPython: a hint is the strongest bot's own choice
from the seat's view with the generator a bot would get there, it plays nothing, it
is counted in the record's metadata (saved, kept by undo, carried by links) and the
result screen says the counts. Every check here holds for every game (they loop over
the registry or take a game from it by what they need); what the coach says of one
game, in its words, is checked in its tests' folder (tests/<game>/test_<game>_coach.py)."""

from __future__ import annotations

import dataclasses

import pytest
from helpers import table_at

from pygames import GAMES
from pygames.core.bots import bot_for, bot_rng, strongest_kind
from pygames.core.record import Seat
from pygames.core.screen import load_screen
from ui import coach, i18n, table_view
from ui.session import Table
from ui.table_view import TableScreen

GAMES_PLAYED = tuple(GAMES)


def two_people(game_id: str) -> bool:
    """Two people may play it and seat 0 moves first."""
    spec = GAMES[game_id].spec
    if not spec.min_players <= 2 <= spec.max_players:
        return False
    return Table.new(game_id, [Seat("Ann"), Seat("Bob")], seed=7).to_move() == (0,)


# A game two people play, each with secrets the privacy screen covers.
GAME_ID = next(g for g in GAMES if two_people(g) and load_screen(g).has_secrets)


def own_choice(table: Table, seat: int):
    """What the strongest bot in that seat chooses there, set up by hand: its seat kind,
    the hint's simulation count, the seat's view and legal actions, bot_rng."""
    game = table.game
    kind = strongest_kind(GAMES[table.record.game].spec)
    bot = bot_for(game, kind)
    if hasattr(bot, "start"):
        bot.simulations, bot.budget = GAMES[table.record.game].tuning.coach_simulations, None
    view, legal = game.view(table.state, seat), game.legal_actions(table.state, seat)
    return bot.choose(game, view, seat, legal, bot_rng(table.record.seed, table.moves))


def test_the_strongest_bot_is_search_where_a_game_offers_it_else_greedy():
    for game_id in GAMES_PLAYED:
        spec = GAMES[game_id].spec
        strongest = "bot:search" if "search" in spec.bots else "bot:greedy"
        assert strongest_kind(spec) == strongest, game_id
    assert sum(1 for game in GAMES.values() if "search" in game.spec.bots) >= 1
    for game in GAMES.values():
        plain = dataclasses.replace(game.spec, bots=("greedy",))
        assert strongest_kind(plain) == "bot:greedy"


@pytest.mark.parametrize("game_id", GAMES_PLAYED)
@pytest.mark.parametrize("decisions", [0, 3])
def test_a_hint_is_the_strongest_bots_own_choice_and_plays_nothing(game_id, decisions):
    table = table_at(game_id, decisions)
    before = list(table.record.actions)
    state_before = table.state.to_json()
    hint = coach.work_out(table, 0)
    assert hint.action == own_choice(table, 0)
    assert hint.action in table.legal_actions(0)
    assert table.record.actions == before, "a hint plays nothing"
    assert table.state.to_json() == state_before, "nor changes the position"
    assert "hints" not in table.record.meta, "working one out counts nothing"
    assert str(hint.why).endswith((".", "。")) and "{" not in str(hint.why)


@pytest.mark.parametrize("game_id", GAMES_PLAYED)
def test_a_hint_in_slices_is_the_hint_at_once(game_id):
    table = table_at(game_id, 2)
    turn = coach.start_hint(table, 0)
    slices = 0
    while not turn.done:
        turn.run_for(0.005)
        slices += 1
    assert turn.hint().action == coach.work_out(table, 0).action
    assert turn.fresh(table)


def test_the_result_says_each_persons_hints_or_that_none_were_used():
    table = table_at(GAME_ID, 0, players=2)
    while not table.is_over():
        seat = table.human_to_move()
        if seat is None:
            table.bot_step()
        else:
            table.apply(seat, table.legal_actions(seat)[0])
    res = table.result()
    assert "No hints were used." in table_view.result(table, res)
    table.count_hint(0)
    html = table_view.result(table, res)
    assert 'data-hints="1"' in html and "Hints used: Ann 1 hint." in html
    table.count_hint(0)
    assert "Hints used: Ann 2 hints." in table_view.result(table, res)
    i18n.set_language("ja")
    try:
        assert "使ったヒント：Annは2回。" in table_view.result(table, res)
    finally:
        i18n.set_language("en")


def test_two_people_each_have_their_count():
    table = Table.new(GAME_ID, [Seat("Ann"), Seat("Bob")], seed=7)
    table.count_hint(0)
    assert table_view.hints_used(table).count("Ann 1 hint, Bob 0 hints") == 1


def test_the_button_only_for_the_person_to_move_at_a_local_table_with_secrets_shown():
    alone = table_at(GAME_ID, 0)
    screen = TableScreen()
    assert 'data-action="ui:hint"' in table_view.tools(alone, screen)
    shared = TableScreen(mode="shared", total_moves=alone.moves)
    assert "ui:hint" not in table_view.tools(alone, shared), "never at a shared table"
    two = Table.new(GAME_ID, [Seat("Ann"), Seat("Bob")], seed=7)
    hot_seat = TableScreen()
    table_view.settle(two, hot_seat)
    assert table_view.is_screened(two, hot_seat)
    assert "ui:hint" not in table_view.tools(two, hot_seat), "not behind the privacy screen"
    table_view.reveal(two, hot_seat, "0")
    assert "ui:hint" in table_view.tools(two, hot_seat)
    bots = Table.new(GAME_ID, [Seat("A", "bot:greedy"), Seat("B", "bot:greedy")], seed=7)
    assert "ui:hint" not in table_view.tools(bots, TableScreen()), "nobody to coach"


def test_the_button_thinks_then_the_hint_stands_until_a_move():
    table = table_at(GAME_ID, 1)
    screen = TableScreen()
    screen.hint = coach.start_hint(table, 0)
    assert "disabled" in table_view.hint_button(table, screen)
    assert "Thinking" in table_view.hint_button(table, screen)
    screen.hint.hint()
    assert table_view.hint_asked(table, screen) is screen.hint
    assert "disabled" not in table_view.hint_button(table, screen)
    table.apply(0, screen.hint.hint().action)
    assert table_view.hint_asked(table, screen) is None, "a move drops it"
