"""Cupcake Empire in presenter mode: before the end, the lines of "why this score" from
the public view add up to the income its board shows, at every tenth move."""

from __future__ import annotations

from pygames import GAMES
from pygames.core.record import Seat
from pygames.core.screen import load_screen
from ui.session import Table
from ui.timeline import Timeline


def test_the_score_so_far_adds_up_to_the_income_shown():
    seats = [Seat(f"Bot {i + 1}", "bot:greedy") for i in range(3)]
    assert GAMES["cupcake"].spec.min_players <= 3
    table = Table.new("cupcake", seats, seed=5)
    while not table.is_over():
        table.bot_step()
    line = Timeline(Table(table.record), 0)
    game_screen = load_screen("cupcake")
    for n in range(0, line.total + 1, 10):
        line.go(n)
        view = line.view(None)
        for seat in range(len(line.seats)):
            lines = game_screen.score_lines(view, seat)
            income = view["seats"][seat]["income"]
            assert sum(points for _, points in lines) == income, (n, seat)
