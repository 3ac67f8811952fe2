"""Cake Master's coach words (issue 39 part 3): a card named as its picture shows it,
what completing a cake gains."""

from __future__ import annotations

import re

from pygames.core.messages import template
from pygames.core.screen import load_screen
from tests.test_coach_words import BARE_NUMBER, LANGUAGES, positions
from ui import coach


def test_cake_master_names_a_card_as_its_picture_shows_it():
    """The card kept is named by its icing (its caption), with its rosettes and berries
    when another card beside it has the same icing; never by its number."""
    screen = load_screen("cakemaster")
    table = positions("cakemaster", 1)[0]
    hint = coach.work_out(table, 0)
    words = screen.hint_words(table.view(0), hint.action)
    assert words is not None
    text = str(words)
    assert not BARE_NUMBER.search(text) and str(hint.action.keep) not in text.split()
    assert re.search(r"the (chocolate|strawberry|vanilla|matcha) card", text)


def test_cake_master_says_what_completing_a_cake_gains():
    """CM13–CM20: the placement that completes a cake is said with the customer it now
    serves, else with its tasty points."""
    from pygames.cakemaster.actions import Place
    from pygames.cakemaster.data import CUSTOMERS, best_assignment, card, tasty_breakdown

    screen = load_screen("cakemaster")
    empty = [None] * 4
    three = [1, 20, 40, None]
    view = {"seat": 0, "players": 2, "cakes": [[three, empty, empty], [empty] * 3]}
    view["served"] = [[None] * 3, [None] * 3]
    place = Place(60, 1, 4)
    whole = [card(n) for n in (1, 20, 40, 60)]
    serving = [c.number for c in CUSTOMERS if best_assignment([[1, 20, 40, 60]], [c.number])[0]]
    others = [c.number for c in CUSTOMERS if c.number not in serving]
    view["customers"] = others[:3]
    tasty = tasty_breakdown(whole)["total"]
    points = "point" if tasty == 1 else "points"
    assert str(screen.hint_reason(view, place)) == f"that completes cake 1: {tasty} tasty {points}"
    assert serving, "some customer takes that cake"
    view["customers"] = [serving[0]]
    said = f"that completes cake 1 for customer {serving[0]}"
    assert str(screen.hint_reason(view, place)) == said
    assert screen.hint_reason(view, Place(60, 2, 1)) is None, "a cake not complete"


def test_the_three_languages_hold_the_card_words():
    for lang in LANGUAGES:
        for key in ("cakemaster.coach.card", "cakemaster.coach.card_icing"):
            assert template(key, lang), (key, lang)
