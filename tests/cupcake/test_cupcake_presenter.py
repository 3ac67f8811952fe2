"""Cupcake Empire in presenter mode: before the end, the lines of "why this score" from
the public view add up to the income its board shows, at every tenth move; and what
"why this score" marks on the board (``scored_marks``) is drawn, for every seat with
points, on every screen's layout (a phone's, a laptop's, a projector's with and
without the players' cards), mid-game and at the end, at 2, 3 and 4 players."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from pygames import GAMES
from pygames.core.record import Seat
from pygames.core.screen import Context, Space, load_screen
from ui.session import Table
from ui.timeline import Timeline

SPACES = {
    "phone": Space(382, 600, coarse=True, stacked=True),
    "laptop": Space(917, 610),
    "projector": Space(1472, 845, presenting=True),
    "presenter": Space(1881, 853, presenting=True),  # presenter mode at 1920x1080
}


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


# -- what "why this score" marks -------------------------------------------------------------

COMPOUND = re.compile(r'\.([\w-]+)|#([\w-]+)|\[([\w-]+)="([^"]*)"\]')


def _compound(text: str):
    """A compound selector (``.a.b[data-x="1"]``, ``#id``) as what it asks of an element."""
    parts = [m.groups() for m in COMPOUND.finditer(text)]
    assert "".join(m.group(0) for m in COMPOUND.finditer(text)) == text, text
    return parts


def _is(element: ET.Element, parts) -> bool:
    classes = (element.get("class") or "").split()
    for cls, ident, name, value in parts:
        if cls and cls not in classes:
            return False
        if ident and element.get("id") != ident:
            return False
        if name and element.get(name) != value:
            return False
    return True


def matching(markup: str, selector: str) -> list[ET.Element]:
    """The elements of ``markup`` a selector of compounds and descendant combinators
    selects (all ``scored_marks`` are made of these)."""
    chain = [_compound(part) for part in selector.split()]
    found = []

    def walk(element: ET.Element, ancestors: list[ET.Element]) -> None:
        if _is(element, chain[-1]):
            wanted = list(chain[:-1])
            for ancestor in reversed(ancestors):
                if wanted and _is(ancestor, wanted[-1]):
                    wanted.pop()
            if not wanted:
                found.append(element)
        for child in element:
            walk(child, [*ancestors, element])

    walk(ET.fromstring(markup), [])
    return found


def finished(players: int, seed: int) -> Timeline:
    seats = [Seat(f"Bot {i + 1}", "bot:greedy") for i in range(players)]
    table = Table.new("cupcake", seats, seed=seed)
    while not table.is_over():
        table.bot_step()
    return Timeline(Table(table.record), 0)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_why_this_score_marks_something_for_every_seat_with_points(players):
    """For each seat with income, its marks select something on the board drawn for
    each screen: its numbers (a whole board's or a card's), its income marker or bar,
    the customers it served, the goals it met. And the marks for a seat select only
    what is that seat's."""
    game_screen = load_screen("cupcake")
    line = finished(players, 4 + players)
    for n in (line.total // 2, line.total):
        line.go(n)
        view = line.view(None)
        for name, space in SPACES.items():
            ctx = Context(view, [], line.names(), space=space)
            markup = str(game_screen.board(ctx))
            for seat in range(players):
                if not view["seats"][seat]["income"]:
                    continue
                marks = game_screen.scored_marks(ctx, seat)
                found = [e for mark in marks for e in matching(markup, mark)]
                kinds = {mark.split()[-1].split("[")[0] for mark in marks if matching(markup, mark)}
                if name == "projector":
                    # a room too narrow for the players' cards: the city and the goals
                    # alone (the numbers are in the players' strip beside the board)
                    entry = view["seats"][seat]
                    city = bool(entry["goals_met"]) or any(entry["shops"].values())
                    assert bool(found) == city, (name, n, seat, kinds)
                else:
                    assert ".numbers" in kinds, (name, n, seat, kinds)
                    if view["seats"][seat]["customers"]:
                        assert ".served" in kinds, (name, n, seat, kinds)
                    track = ".income-bar" if name == "presenter" else ".income-marker"
                    assert track in kinds, (name, n, seat, kinds)
                for element in found:
                    owner = element.get("data-seat") or element.get("data-owner")
                    assert owner in (None, str(seat)), (name, seat, element.attrib)
