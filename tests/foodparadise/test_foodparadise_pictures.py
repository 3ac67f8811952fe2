"""Food Paradise's pictures in the rules help (``drawing/pictures.py``): each one
draws, in every language, as a small still SVG; the help names only pictures that
exist, one at least in every section, the same in every language; and the positions
the pictures show are what their captions say, replayed through the rules (FP04,
FP06, FP08, FP10, FP11, FP20)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from pygames.core.messages import current_language, set_current_language
from pygames.foodparadise.actions import Buy
from pygames.foodparadise.drawing import pictures
from pygames.foodparadise.help import HELP

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
    _, _, width, height = (float(n) for n in root.get("viewBox").split())
    assert width > 0 and height > 0
    assert float(root.get("width")) <= 480
    # Still: nothing to focus or play, no name of its own (the caption names it).
    assert "tabindex" not in markup and "data-action" not in markup
    assert 'role="' not in markup and "aria-label" not in markup
    # Every symbol it places is defined in it, under its own ids.
    defined = set(re.findall(r' id="([^"]+)"', markup))
    assert set(re.findall(r'href="#([^"]+)"', markup)) <= defined
    assert all(found.startswith(f"fp-pic-{name}-") for found in defined)


def test_the_words_are_the_language_of_the_moment():
    set_current_language("ja")
    try:
        japanese = pictures.picture("offer")
    finally:
        set_current_language("en")
    assert "見送る" in japanese and "Decline" in pictures.picture("offer")


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
    sections = re.split(r"^## ", HELP[lang_code], flags=re.M)[1:]
    assert sections
    for section in sections:
        names = NAME.findall(section)
        assert names, section.splitlines()[0]
        assert set(names) <= set(pictures.PICTURES)
    assert NAME.findall(HELP[lang_code]) == NAME.findall(HELP["en"])


def seen(actions: int, seed: int = pictures.SEED):
    return pictures.GAME.view(pictures.position(actions, seed), None)


def test_fp04_the_corners_picture_has_500_under_every_corner_and_one_free():
    view = seen(pictures.AT_START)
    assert [c["revenue"] for c in view["corners"]] == [500] * 4
    assert [c["corner"] for c in view["corners"] if c["owner"] is None] == [4]


def test_fp10_the_offer_picture_is_shrimp_for_200_offered_to_the_mover():
    view = seen(pictures.OFFER)
    assert view["phase"] == "offer"
    offer = view["offer"]
    assert (offer["ingredient"], offer["price"], offer["asked"]) == ("shrimp", 200, view["mover"])
    assert view["spaces"][offer["space"]]["ingredient"] == "shrimp"


def test_fp06_the_face_up_demand_picture_wants_vegetables():
    assert seen(pictures.OFFER)["demand"] == "vegetables"


def test_fp08_the_price_card_picture_moves_3_and_4_from_space_13():
    state = pictures.position(pictures.LANDING)
    seat = pictures.GAME.to_move(state)[0]
    view = pictures.GAME.view(state, seat)
    assert view["phase"] == "move" and view["mover"] == seat == 0
    assert view["seats"][seat]["position"] == 13
    assert sorted(view["seats"][seat]["hand"]) == [300, 400]
    steps = {a.steps for a in pictures.GAME.legal_actions(state, seat) if hasattr(a, "price")}
    assert steps == {3, 4}


def test_fp11_the_take_picture_lets_the_buyer_choose_between_two_holders_of_beef():
    state = pictures.position(pictures.TAKE)
    seat = pictures.GAME.to_move(state)[0]
    view = pictures.GAME.view(state, seat)
    assert view["offer"]["ingredient"] == "beef" and view["supply"]["beef"] == 0
    holders = [a.source for a in pictures.GAME.legal_actions(state, seat) if isinstance(a, Buy)]
    holders = [source for source in holders if source is not None]
    assert len(holders) == 2
    assert all(view["seats"][n]["ingredients"]["beef"] for n in holders)


def test_fp20_the_end_picture_is_won_at_once_by_player_2_with_a_4th_recipe():
    view = seen(pictures.END, pictures.END_SEED)
    assert view["phase"] == "over" and view["end"] == "recipes"
    assert view["winner"] == 1 and len(view["seats"][1]["built"]) == 4
