"""Cake Master's pictures for the rules help (drawing/pictures.py): their words come from
the catalogs in the language of the moment (what every game's pictures are: small,
still, one a section, tests/test_rules_pictures.py); the pictures show what their
captions say (the cake's tasty points, CM13-CM16; the worked
example's round, CM17-CM18, replayed from its record)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from pygames import GAMES
from pygames.cakemaster.data import card, tasty_breakdown
from pygames.cakemaster.drawing import pictures
from pygames.core.messages import set_current_language
from ui import rules_help

NS = "{http://www.w3.org/2000/svg}"


@pytest.fixture(autouse=True)
def english_after():
    GAMES["cakemaster"].catalog("en")  # the game's catalogs registered
    yield
    set_current_language("en")


def _texts(drawn: str) -> list[str]:
    root = ET.fromstring(drawn)
    return ["".join(t.itertext()) for t in root.iter(f"{NS}text")]


@pytest.mark.parametrize("lang", ("zh-TW", "ja"))
def test_the_words_are_the_language_of_the_moment(lang):
    set_current_language("en")
    english = _texts(pictures.picture("draft")) + _texts(pictures.picture("appraisal"))
    set_current_language(lang)
    other = _texts(pictures.picture("draft")) + _texts(pictures.picture("appraisal"))
    assert "keep" in english and "tasty points" in english
    assert other != english and "keep" not in other


def test_the_appraised_cake_scores_as_its_caption_says():
    """CM13-CM16: one icing 3, two complete rosettes 2, no half rosette 1, one
    raspberry-and-blueberry pair 1: 7 tasty points, the picture's lines."""
    lines = tasty_breakdown([card(n) for n in pictures.APPRAISED])
    assert lines == {"colours": 3, "rosettes": 2, "no_half": 1, "pairs": 1, "total": 7}
    texts = _texts(pictures.picture("appraisal"))
    assert ["+3", "+2", "+1", "+1", "7"] == [t for t in texts if re.fullmatch(r"\+?\d+", t)]
    assert "7 in all" in rules_help.help_text("cakemaster", "en")


def test_the_worked_example_replays_from_its_record_as_the_caption_says():
    """CM17-CM18: in round 1 of the recorded game, Player 2's cakes make 6, 4 and 4
    tasty points, 14, the most at the table: 2 stars; cake 3 serves customer 11: 1 more."""
    entry = pictures.example_round()
    seat = pictures.EXAMPLE_SEAT
    assert entry["round"] == 1
    assert entry["cake_tasty"][seat] == [6, 4, 4]
    assert entry["tasty"][seat] == 14 == max(entry["tasty"])
    assert entry["tasty"].count(14) == 1
    assert entry["tasty_stars"][seat] == 2 and entry["customer_stars"][seat] == 1
    assert entry["served"][seat] == [None, None, 11]
    drawn = pictures.picture("round")
    assert {"Player 2", "14", "3", "11"} <= set(_texts(drawn))
    caption = rules_help.help_text("cakemaster", "en")
    assert "Player 2's cakes made 6, 4 and 4 tasty points" in caption
    assert "customer 11" in caption


def test_the_cake_shows_a_complete_rosette_and_a_half_ringed():
    """CM14/CM15 as the table marks them: one joint's halves meet, one half stays alone
    (the red ring the table draws round it)."""
    drawn = pictures.picture("cake")
    assert drawn.count('class="half-mark"') == 1
    assert [int(t) for t in _texts(drawn)] == [1, 2, 3, 4]
