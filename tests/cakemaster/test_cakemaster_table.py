"""Cake Master at the app's table (ui.session and ui.table_view, in CPython): the log
says only that a choice was made, people sharing the device see their own cards only
behind the privacy screen, and no English is left on a screen in zh-TW or ja."""

from __future__ import annotations

import re
from html.parser import HTMLParser

import pytest

from pygames.core.record import Seat
from ui import i18n, table_view
from ui.session import Table


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def test_a_choice_is_logged_without_its_cards():
    table = Table.new("cakemaster", [Seat("Ann"), Seat("Bob"), Seat("Cy", "bot:random")], seed=4)
    table.apply(0, table.legal_texts(0)[0])
    assert table.log[-1] == "Ann chose a card to keep and passed one each way"


def test_a_round_scored_is_logged_with_the_stars():
    table = Table.new(
        "cakemaster",
        [Seat("Ann", "bot:random"), Seat("Bob", "bot:random"), Seat("Cy", "bot:random")],
        seed=4,
    )
    while not table.view(None)["rounds"]:
        table.bot_step()
    line = table.log[-1]
    assert " put card " in line and re.search(
        r"\((\w+ \+\d+ stars?(, )?)+\)$|\(\+\d+ stars?\)$", line
    ), line


def test_people_sharing_the_device_see_their_own_cards_only_after_the_screen():
    table = Table.new("cakemaster", [Seat("Ann"), Seat("Bob"), Seat("Cy", "bot:random")], seed=2)
    screen = table_view.TableScreen()
    parts = table_view.parts(table, screen)
    assert "Ann, click to show your cards" in parts["panel"] and "data-card" not in parts["panel"]
    assert 'data-action="place' not in parts["board"] and "data-card" not in parts["board"]
    screen.shown_seat = 0
    parts = table_view.parts(table, screen)
    assert {int(n) for n in re.findall(r'data-card="(\d+)"', parts["panel"])} == set(
        table.state.hands[0]
    )
    table.apply(0, table.legal_texts(0)[0])
    parts = table_view.parts(table, screen)  # Bob's turn to choose: the screen is back
    assert "Bob, click to show your cards" in parts["panel"] and "data-card" not in parts["panel"]


class Visible(HTMLParser):
    def __init__(self):
        super().__init__()
        self.parts, self.skip = [], False

    def handle_starttag(self, tag, attrs):
        self.skip = tag == "style"
        self.parts += [
            v for k, v in attrs if k in ("title", "aria-label", "alt", "placeholder") and v
        ]

    def handle_endtag(self, tag):
        self.skip = False

    def handle_data(self, data):
        if not self.skip:
            self.parts.append(data)


def english_words(html: str) -> set[str]:
    parser = Visible()
    parser.feed(html)
    return set(re.findall(r"[A-Za-z]+", " ".join(parser.parts))) - {"Ann", "Bob", "Cy"}


def play_until(table: Table, stop) -> None:
    while not stop(table):
        seat = table.human_to_move()
        if seat is None:
            table.bot_step()
        else:
            table.apply(seat, table.legal_texts(seat)[0])


@pytest.mark.parametrize("lang", ["zh-TW", "ja"])
def test_table_screens_have_no_english_left(lang):
    three = Table.new(
        "cakemaster", [Seat("Ann"), Seat("Bob", "bot:greedy"), Seat("Cy", "bot:random")], seed=5
    )
    play_until(three, lambda t: t.view(0)["round"] == 2 and t.view(0)["phase"] == "place")
    solo = Table.new("cakemaster", [Seat("Ann")], seed=5)
    two = Table.new("cakemaster", [Seat("Ann"), Seat("Bob")], seed=5)
    two.apply(0, two.legal_texts(0)[0])
    i18n.set_language(lang)
    for table, screen in (
        (three, table_view.TableScreen()),
        (solo, table_view.TableScreen()),
        (two, table_view.TableScreen(shown_seat=1)),
    ):
        table.retell()
        parts = table_view.parts(table, screen)
        html = "".join(value for key, value in parts.items() if key not in ("result",))
        assert english_words(html) <= {"Shift"}, english_words(html)
        assert "<script" not in html
