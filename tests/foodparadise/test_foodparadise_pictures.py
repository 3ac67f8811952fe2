"""Food Paradise's pictures in the rules help (``drawing/pictures.py``): their words are
the language of the moment, and the positions they show are what their captions say,
replayed through the rules (FP04, FP06, FP08, FP10, FP11, FP20). What every game's
pictures are (small, still, one a section): tests/test_rules_pictures.py."""

from __future__ import annotations

from pygames.core.messages import set_current_language
from pygames.foodparadise.actions import Buy
from pygames.foodparadise.drawing import pictures


def test_the_words_are_the_language_of_the_moment():
    set_current_language("ja")
    try:
        japanese = pictures.picture("offer")
    finally:
        set_current_language("en")
    assert "見送る" in japanese and "Decline" in pictures.picture("offer")


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
