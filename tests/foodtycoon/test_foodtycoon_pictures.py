"""Food Tycoon's pictures for the rules help (drawing/pictures.py): their words come from
the catalogs in the language of the moment (what every game's pictures are: small,
still, one a section, tests/test_rules_pictures.py); the recorded games replay and show
what the captions say: the rulebook's dice examples (FT11), set-up (FT02, FT03, FT04), a bought event
carried out at once (FT16), the bids going round (FT13), the end of the game
(FT20) and the advanced colour bonus (FT24)."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from pygames import GAMES
from pygames.core.messages import set_current_language
from pygames.foodtycoon.data import COLOURS, RECIPE_INDEX, RECIPES
from pygames.foodtycoon.drawing import pictures

NS = "{http://www.w3.org/2000/svg}"


@pytest.fixture(autouse=True)
def english_after():
    GAMES["foodtycoon"].catalog("en")  # the game's catalogs registered
    yield
    set_current_language("en")


def _texts(drawn: str) -> list[str]:
    return ["".join(t.itertext()) for t in ET.fromstring(drawn).iter(f"{NS}text")]


@pytest.mark.parametrize("lang", ("zh-TW", "ja"))
def test_the_words_are_the_language_of_the_moment(lang):
    set_current_language("en")
    english = _texts(pictures.picture("first-example")) + _texts(pictures.picture("supply"))
    set_current_language(lang)
    other = _texts(pictures.picture("first-example")) + _texts(pictures.picture("supply"))
    assert "Lot 1" in english and "grain" in english
    assert "Lot 1" not in other and "grain" not in other


def test_the_rulebook_dice_examples_replay_from_their_records():
    """FT11 例1: 2, 4, 6, 6 -> a meat, a fish, a face-down event, a face-up recipe;
    例2: 3, 6, 6, 6 -> a vegetable, an event, a recipe and 2 of the host's choice."""
    first = pictures.position(pictures.BASIC, pictures.FIRST_ROLL)["lots"][-1]
    assert first["dice"] == [2, 4, 6, 6]
    assert first["ingredients"] == [0, 1, 0, 1, 0] and not any(first["chosen"])
    assert first["recipe"] and first["event"] and not first["turned"]
    second = pictures.position(pictures.SECOND_EXAMPLE)["lots"][-1]
    assert second["dice"] == [3, 6, 6, 6]
    assert second["chosen"] == [1, 0, 0, 0, 1] and second["ingredients"] == [1, 0, 1, 0, 1]
    assert second["recipe"] and second["event"] and second["pending"] == 0


def test_set_up_the_supply_and_the_first_player_as_the_captions_say():
    """FT02/FT03/FT04: 3 recipes kept, 1 discarded each; 30 money and 2 ingredients;
    the first seat the first host."""
    view = pictures.position(pictures.BASIC, pictures.SET_UP)
    assert view["money"][0] == 30 and view["hand_sizes"][0] == 3
    assert view["ingredients"][0] == [1, 0, 0, 0, 1] and view["host"] == 0
    assert len(view["recipe_discard"]) == 3 and view["piles"] == [16, 18, 17, 18, 15]


def test_the_bids_and_the_harvest_as_the_captions_say():
    """FT13: bids go round the table from the host's left, each more than the
    last, and the turn comes back to a player who passed; FT16: the event bought
    is carried out at once."""
    auction = pictures.position(pictures.BASIC, pictures.BIDDING)["auction"]
    assert (auction["high"], auction["bidder"]) == (12, 2)
    seats = [seat for seat, _, _ in auction["bids"]]
    assert seats == [1, 2, 0] * (len(seats) // 3) + [1, 2, 0][: len(seats) % 3]  # round
    amounts = [amount for _, amount, _ in auction["bids"] if amount is not None]
    assert amounts == sorted(set(amounts))  # each bid more than the last
    passed = [n for n, (_, amount, _) in enumerate(auction["bids"]) if amount is None]
    assert len(passed) >= 2  # a player who passed had the turn again
    last = pictures.position(pictures.BASIC, pictures.HARVEST)["last_event"]
    assert last["event"] == "harvest" and last["buyer"] == 1
    assert [row[0] for row in last["ingredients"]] == [1, 3, 1]


def test_the_end_and_the_colour_bonus_as_the_captions_say():
    """FT20: the game ends after a round with 10 fame, the most fame wins; FT24: 3 dishes
    of a colour give +1 fame each."""
    end = pictures.position(pictures.BASIC)
    assert end["fame"] == [11, 7, 8] and not end["to_move"]
    advanced = pictures.position(pictures.ADVANCED)
    seat = pictures.ADVANCED_SEAT
    colours = [RECIPES[RECIPE_INDEX[key]].colour for key in advanced["dishes"][seat]]
    assert len(colours) == 5 and colours.count(COLOURS.index("yellow")) == 3
    assert advanced["fame_parts"][seat] == [17, 3, 0] and advanced["fame"][seat] == 20
    assert "+3" in " ".join(_texts(pictures.picture("colours")))
