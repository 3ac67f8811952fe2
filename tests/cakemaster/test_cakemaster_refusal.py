"""Cake Master: a click on the table that plays nothing says why in one sentence of the
game's words (``CakeMasterScreen.refusal``): a card in a cake the seat would keep or
discard (CM05, CM24, CM27: not in the hand), a filled quarter (CM11), another player's
cake (CM06), a quarter before the cards are passed (CM05, CM24, CM27), else what the
decision asks (its prompt), each card named by its icing as the screen shows it, never
by its number, in every language, and the state unchanged."""

from __future__ import annotations

import re
from html.parser import HTMLParser

import pytest
from helpers import table_at

from pygames.core.messages import Msg
from pygames.core.screen import load_screen
from ui.frame import frame
from ui.i18n import set_language
from ui.table_view import TableScreen

SCREEN = load_screen("cakemaster")
LANGS = ("en", "zh-TW", "ja")


class _Places(HTMLParser):
    """Every element of the board with data attributes: its own, then its groups'."""

    def __init__(self) -> None:
        super().__init__()
        self.stack: list[dict[str, str]] = []
        self.found: list[dict[str, str]] = []

    def _data(self, attrs) -> dict[str, str]:
        return {k[5:]: v or "" for k, v in attrs if k.startswith("data-")}

    def _note(self, own: dict[str, str]) -> None:
        if not own:
            return
        place = dict(own)
        for outer in reversed(self.stack):
            for key, value in outer.items():
                place.setdefault(key, value)
        self.found.append(place)

    def handle_starttag(self, tag, attrs):
        own = self._data(attrs)
        self._note(own)
        self.stack.append(own)

    def handle_startendtag(self, tag, attrs):
        self._note(self._data(attrs))

    def handle_endtag(self, tag):
        if self.stack:
            self.stack.pop()


def places(ctx) -> list[dict[str, str]]:
    """The board's clickable things that play nothing now: data attributes without a
    legal ``data-action`` (a legal one plays)."""
    parser = _Places()
    parser.feed(SCREEN.board(ctx))
    legal = {a.text() for a in ctx.legal}
    return [p for p in parser.found if p.get("action") not in legal]


def position(players: int, phase: str, cards_down: bool = True):
    """The first table of Ann (and greedy bots) deciding in ``phase``, with cards in
    Ann's cakes when ``cards_down``."""
    for decisions in range(24):
        table = table_at("cakemaster", decisions, players=players)
        view = table.view(0)
        down = any(n for cake in view["cakes"][0] for n in cake)
        if view["phase"] == phase and (down or not cards_down):
            return table
    pytest.fail(f"no {phase} position with {players} players")


def ctx_of(table):
    return frame(table, TableScreen()).ctx


def said(msg: Msg, lang: str) -> str:
    return msg.render(lang)


def fingerprint(table) -> str:
    return repr(table.state.to_json())


def card_numbers(view: dict) -> set[int]:
    numbers = set(view.get("hand") or [])
    numbers.update(n for cakes in view["cakes"] for cake in cakes for n in cake if n)
    return numbers


CASES = [(3, "draft"), (3, "place"), (2, "give"), (2, "return"), (2, "place"), (1, "discard")]
CASES += [(1, "place")]


@pytest.mark.parametrize(("players", "phase"), CASES)
def test_every_board_element_says_why_in_the_games_words_and_changes_nothing(players, phase):
    """CM05, CM06, CM11, CM24, CM27: every element drawn with data attributes that plays
    nothing now says one sentence that is not the core's, in all three languages, the
    same each time, naming no card number, action text or key; the state unchanged."""
    table = position(players, phase)
    before = fingerprint(table)
    ctx = ctx_of(table)
    found = places(ctx)
    assert any("card" in p for p in found) and any("customer" in p for p in found)
    numbers = card_numbers(ctx.view)  # a card is named by its icing, never its number
    for place in found:
        msg = SCREEN.refusal(ctx, place)
        assert isinstance(msg, Msg) and not msg.key.startswith("core."), place
        again = SCREEN.refusal(ctx_of(table), dict(place))
        for lang in LANGS:
            text = said(msg, lang)
            assert text == said(again, lang), place
            assert "cakemaster." not in text and not re.search(r"(keep|place|discard) \d", text)
            shown = re.sub(r"[(（]CM\d\d[)）]", "", text)
            assert all(int(n) <= 4 for n in re.findall(r"\d+", shown)), (place, text)
            assert not any(f"ard {n}" in text for n in numbers), (place, text)
            if lang != "en":
                rest = text
                for name in ctx.names:
                    rest = rest.replace(name, "")
                assert not re.search(r"[A-Za-z]{3,}", rest), (lang, text)
        en = said(msg, "en")
        assert en.endswith(".") and not re.search(r"\. \S", en[:-1]), en
    assert fingerprint(table) == before


def own_cake(ctx):
    return [p for p in places(ctx) if p.get("seat") == str(ctx.seat)]


def theirs(ctx):
    return [p for p in places(ctx) if p.get("seat") not in (None, str(ctx.seat))]


def test_a_filled_quarter_of_ones_cake_says_a_placed_card_never_moves_CM11():
    table = position(3, "place")
    ctx = ctx_of(table)
    place = next(p for p in own_cake(ctx) if "card" in p)
    msg = SCREEN.refusal(ctx, place)
    assert msg.key == "cakemaster.refusal.taken" and msg.params["rule"] == "CM11"
    text = said(msg, "en")
    assert "quarter of cake" in text and "card" in text and "(CM11)" in text
    assert f"card {place['card']}" not in text, text
    assert re.search(r"(chocolate|strawberry|vanilla|matcha)", text), text
    # A placement drawn before (no longer legal) into that quarter: the same reason.
    cake = ctx.view["cakes"][ctx.seat][int(place["cake"]) - 1]
    stale = f"place {ctx.view['hand'][0]} {place['cake']}.{cake.index(int(place['card'])) + 1}"
    assert SCREEN.refusal(ctx, {"action": stale, "seat": place["seat"]}) == msg


def test_another_players_cake_says_to_place_into_ones_own_CM06():
    table = position(3, "place")
    ctx = ctx_of(table)
    for place in (p for p in theirs(ctx) if "cake" in p):
        msg = SCREEN.refusal(ctx, place)
        assert msg.key == "cakemaster.refusal.other_cake", place
        assert msg.params["name"] == ctx.names[int(place["seat"])]
        assert "(CM06)" in said(msg, "en")


@pytest.mark.parametrize(
    ("players", "phase", "rule"), [(3, "draft", "CM05"), (1, "discard", "CM27")]
)
def test_a_card_in_a_cake_is_not_in_the_hand_to_choose_from_CM05_CM27(players, phase, rule):
    table = position(players, phase)
    ctx = ctx_of(table)
    place = next(p for p in own_cake(ctx) if "card" in p)
    msg = SCREEN.refusal(ctx, place)
    assert msg.key == "cakemaster.refusal.in_cake_own" and msg.params["rule"] == rule
    if players > 1:
        other = next(p for p in theirs(ctx) if "card" in p)
        msg = SCREEN.refusal(ctx, other)
        assert msg.key == "cakemaster.refusal.in_cake_other"
        assert msg.params["name"] in said(msg, "en")


@pytest.mark.parametrize(
    ("players", "phase", "rule"),
    [(3, "draft", "CM05"), (2, "give", "CM24"), (2, "return", "CM24"), (1, "discard", "CM27")],
)
def test_an_empty_quarter_before_placing_says_what_to_choose_first(players, phase, rule):
    """CM05, CM24, CM27: no card goes into a cake before the choice of this phase."""
    table = position(players, phase)
    ctx = ctx_of(table)
    place = next(p for p in own_cake(ctx) if "quarter" in p)
    msg = SCREEN.refusal(ctx, place)
    assert msg.key == f"cakemaster.refusal.phase.{phase}" and msg.params["rule"] == rule


def test_a_customer_or_a_name_says_what_the_decision_asks():
    """CM06: anything else on the table says the decision's prompt."""
    set_language("en")
    table = position(3, "place")
    ctx = ctx_of(table)
    for place in ({"customer": str(ctx.view["customers"][0])}, {"seat": "1"}, {}):
        msg = SCREEN.refusal(ctx, place)
        assert msg.key == "cakemaster.prompt.place"
        assert said(msg, "en") == SCREEN.prompt(ctx)
