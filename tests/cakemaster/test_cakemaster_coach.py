"""The coach at Cake Master: a hint ignores the other hands, says the card to keep in
the game's words (as its picture shows it, never its number) without telling the
draft's hidden cards, and its first step is the card to keep."""

from __future__ import annotations

from helpers import table_at

from pygames.core.record import Seat
from pygames.core.screen import load_screen
from ui import coach, table_view
from ui.session import Table
from ui.table_view import TableScreen


def test_cake_master_hint_ignores_the_other_hands():
    table = table_at("cakemaster", 0, players=3)
    first = coach.work_out(table, 0).action
    view = table.view(0)
    table.state.hands[1], table.state.hands[2] = table.state.hands[2], table.state.hands[1]
    assert table.view(0) == view
    assert coach.work_out(table, 0).action == first


def test_a_hidden_choice_is_said_in_the_games_words():
    """The draft's event hides the cards: the coach says the choice as its button does."""
    table = table_at("cakemaster", 0, players=2)
    hint = coach.work_out(table, 0)
    assert hint.why.params["move"].key == "coach.if_words"
    assert str(hint.why).startswith("If Ann chooses “Keep the ")
    assert f"card {hint.action.keep}" not in str(hint.why), "the cards show no numbers"


def test_a_hint_step_chooses_the_card_to_keep_first():
    cake = Table.new("cakemaster", [Seat("Ann"), Seat("Bob", "bot:greedy")], seed=5)
    legal = cake.legal_actions(0)
    screen = load_screen("cakemaster")
    ctx = table_view.context(cake, TableScreen())
    cards = [n for n in cake.view(0)["hand"] if any(a.keep == n for a in legal)]
    other = next(a for a in legal if a.keep == cards[1])
    assert screen.hint_step(ctx, other) == "ui:pick 1"
    first = next(a for a in legal if a.keep == cards[0])
    assert screen.hint_step(ctx, first) is None, "its button is on the screen"
