"""Cable Car's pictures in the rules help (``drawing/pictures.py``): each one draws,
in every language, as a small still SVG; the help names only pictures that exist, one
at least in every section; and the positions the pictures show are what their
captions say, replayed through the rules (CC09, CC11, CC13)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest
from cablecar_positions import assert_refused, give_hand, new_state

from pygames.cablecar.data import SIZE
from pygames.cablecar.drawing import pictures
from pygames.cablecar.help import RULES
from pygames.cablecar.tracks import EMPTY, follow
from pygames.core.messages import current_language, set_current_language

LANGS = ("en", "zh-TW", "ja")
NAME = re.compile(r"^\[picture: ([a-z0-9-]+)\]", re.M)


@pytest.fixture
def lang(request):
    before = current_language()
    set_current_language(request.param)
    yield request.param
    set_current_language(before)


@pytest.mark.parametrize("lang", LANGS, indirect=True)
@pytest.mark.parametrize("name", sorted(pictures.PICTURES))
def test_each_picture_draws_a_small_still_svg(name, lang):
    markup = pictures.picture(name)
    assert markup.startswith("<svg")
    root = ET.fromstring(markup)  # well-formed: every text escaped
    x, y, width, height = (float(n) for n in root.get("viewBox").split())
    assert width > 0 and height > 0
    assert float(root.get("width")) <= 480
    # Still: nothing to focus or play, no name of its own (the caption names it).
    assert "tabindex" not in markup and "data-action" not in markup
    assert 'role="' not in markup and "aria-label" not in markup
    assert len(markup) < 100_000


def test_the_badge_speaks_the_language_of_the_moment():
    set_current_language("ja")
    try:
        japanese = pictures.picture("station-line")
    finally:
        set_current_language("en")
    assert ">点<" in japanese and ">points<" in pictures.picture("station-line")


def test_ids_differ_between_pictures_so_a_page_holds_them_all():
    ids = [
        found
        for name in pictures.PICTURES
        for found in re.findall(r' id="([^"]+)"', pictures.picture(name))
    ]
    assert ids and len(ids) == len(set(ids))


def test_an_unknown_name_draws_nothing():
    assert pictures.picture("no-such-picture") is None


@pytest.mark.parametrize("lang_code", LANGS)
def test_every_section_of_the_help_has_a_known_picture(lang_code):
    sections = re.split(r"^## ", RULES[lang_code], flags=re.M)[1:]
    assert sections
    for section in sections:
        names = NAME.findall(section)
        assert names, section.splitlines()[0]
        assert set(names) <= set(pictures.PICTURES)
    assert NAME.findall(RULES[lang_code]) == NAME.findall(RULES["en"])


def test_cc11_the_station_line_picture_scores_1_per_tile():
    """CC11: the caption's line, station 3 (yellow, seat 0) to station 2 over four
    tiles, scores 4."""
    view = pictures.GAME.view(pictures._position(*pictures.STATION_LINE), None)
    car = next(car for car in view["cars"] if car["station"] == 3)
    assert car["owner"] == 0 and view["colours"][0] == "yellow"
    assert car["scored"] == {"station": 3, "owner": 0, "tiles": 4, "end": 2, "points": 4}


def test_cc13_the_power_line_picture_scores_2_per_tile():
    """CC13: station 20 (blue, seat 1) to the power station over three tiles: 6."""
    view = pictures.GAME.view(pictures._position(*pictures.POWER_LINE), None)
    car = next(car for car in view["cars"] if car["station"] == 20)
    assert car["owner"] == 1 and view["colours"][1] == "blue"
    assert car["scored"]["end"] == "power" and car["scored"]["tiles"] == 3
    assert car["scored"]["points"] == 6


def test_cc09_the_one_tile_picture_shows_a_refused_placement():
    """CC09: the crossed-out tile in the corner joins station 8's car to station 9
    through itself alone, and the rules refuse it there while it fits elsewhere."""
    board = [EMPTY] * (SIZE * SIZE)
    board[SIZE - 1] = 6 * 4
    assert follow(board, 8)[1] == 9
    state = new_state(2, 1)
    give_hand(state, 0, "0-3 1-2 4-5 6-7")
    assert_refused(state, 0, "hand 1,8", "CC09")
