"""Zoom and pan of the board (``ui.zoom``, issue 37 part 1): the steps of zoom in, out and
fit; the buttons on the board's box, named in English, 繁體中文 and 日本語, only for a
game whose whole view must stay (``GameScreen.zoomable``); the "more" buttons say which
way a board wider than its box goes on."""

from __future__ import annotations

import re

import pytest

from pygames import GAMES
from pygames.core.screen import GameScreen
from ui import table_view, zoom
from ui.i18n import set_language
from ui.verbs import split


def test_zoom_goes_up_and_down_its_steps_and_fit_is_the_whole_board():
    assert zoom.step(1.0, "in") == 1.5
    assert zoom.step(1.5, "in") == 2.0
    assert zoom.step(zoom.STEPS[-1], "in") == zoom.STEPS[-1]  # no further
    assert zoom.step(2.0, "out") == 1.5
    assert zoom.step(1.0, "out") == 1.0
    assert zoom.step(3.0, "fit") == 1.0


def test_a_board_goes_on_where_its_box_hides_some_of_it():
    assert zoom.sides(0, 382, 382) == (False, False)  # it fits
    assert zoom.sides(0, 764, 382) == (False, True)
    assert zoom.sides(191, 764, 382) == (True, True)
    assert zoom.sides(382, 764, 382) == (True, False)


@pytest.mark.parametrize("lang", ["en", "zh-TW", "ja"])
def test_the_zoom_buttons_are_named_in_the_pages_language(lang):
    set_language(lang)
    try:
        markup = zoom.tools(True)
    finally:
        set_language("en")
    actions = re.findall(r'data-action="([^"]+)"', markup)
    assert actions == ["ui:zoom in", "ui:zoom out", "ui:zoom fit", "ui:pan -1", "ui:pan 1"]
    labels = re.findall(r'aria-label="([^"]+)"', markup)
    assert len(labels) == 4 and all(labels)  # the group and its three buttons
    assert all(split(action)[0] in ("ui:zoom", "ui:pan") for action in actions)
    said = re.findall(r'>([^<]+)<|(?:title|aria-label)="([^"]+)"', markup)
    words = " ".join(a or b for a, b in said)
    assert (lang == "en") == bool(re.search(r"[A-Za-z]", words)), words


def test_the_zoom_buttons_are_only_for_a_board_whose_whole_view_must_stay():
    assert GameScreen.zoomable is False
    assert "ui:zoom" not in zoom.tools(False)
    assert "ui:pan 1" in zoom.tools(False)  # the sign that a board goes on, for every board
    for game_id in GAMES:
        page = table_view.skeleton(game_id, "local")
        assert ('data-action="ui:zoom in"' in page) is GAMES[game_id].screen().zoomable
        # The tools sit over the board's box, in the board's layout, never inside the
        # board itself (whose markup the repaint replaces).
        layout = page[page.index('class="layout"') :]
        assert layout.index('id="board"') < layout.index('id="board-tools"')
        assert layout.index('id="board-tools"') < layout.index('class="side"')
