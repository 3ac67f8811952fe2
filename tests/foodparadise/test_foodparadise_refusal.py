"""Why a click on Food Paradise's board plays nothing (issue 39 part 4,
``FoodParadiseScreen.refusal``): every element drawn with data attributes that is not
a legal action now (spaces of the loop, corners, tokens, players, the die, the decks,
the bank, the recipes beside the board) gets one sentence of the game, never the core
generic one, naming no internal id, the same every time, in all three languages; a
place that names an action gets the rules' own refusal (FP03 a corner taken, FP08 a
price card not held, FP11 a token that cannot be taken), and the state never changes."""

from __future__ import annotations

import pickle
import re
import xml.etree.ElementTree as ET

import pytest
from foodparadise_positions import BEEF, move_to, source_space, started
from test_foodparadise_draw import ALL, NAMES

from pygames.core.messages import Msg, set_current_language
from pygames.core.screen import Context
from pygames.foodparadise.actions import Roll
from pygames.foodparadise.drawing.draw import draw_board
from pygames.foodparadise.drawing.screen import SCREEN
from pygames.foodparadise.rules import GAME

LANGS = ("en", "zh-TW", "ja")
GENERIC = ("core.refusal.board", "core.refusal.panel")
STALE = ("corner 1", "roll", "card 500", "buy", "buy from 2", "decline", "research", "stay")
INTERNAL = re.compile(r"foodparadise\.|core\.|data-|[{}]|\b[a-z]+_[a-z]+\b|\bbuy from\b|\bcard \d")


@pytest.fixture(autouse=True)
def english_after():
    yield
    set_current_language("en")


def context(state, seat) -> Context:
    return Context(
        GAME.view(state, seat), GAME.legal_actions(state, seat), list(NAMES[: state.players])
    )


def places(ctx: Context) -> list[dict[str, str]]:
    """The data attributes of every element of the board and of the progress beside it
    that has some (its own first, then its groups'), leaving out the legal actions."""
    legal = {a.text() for a in ctx.legal}
    board = ET.fromstring(str(draw_board(ctx.view, legal=ctx.legal, names=ctx.names)))
    side = ET.fromstring(f"<div>{SCREEN.side(ctx)}</div>")
    found = []

    def walk(node, above: dict[str, str]) -> None:
        own = {k[5:]: v for k, v in node.attrib.items() if k.startswith("data-")}
        place = {**own, **{k: v for k, v in above.items() if k not in own}}
        if own and place.get("action") not in legal and place not in found:
            found.append(place)
        for child in node:
            walk(child, place)

    walk(board, {})
    walk(side, {})
    # A place left on the screen from another moment: an action not offered now.
    found += [{"action": text} for text in STALE if text not in legal]
    return found


def said(ctx: Context, place: dict, lang: str) -> str:
    set_current_language(lang)
    return SCREEN.refusal(ctx, place).render(lang)


def one_sentence(text: str) -> bool:
    return bool(text) and text.endswith((".", "。")) and not re.search(r"[.。] \S", text[:-1])


PLAYING = [(state, seat) for state, seat in ALL if seat is not None][::2]


@pytest.mark.parametrize("state,seat", PLAYING)
def test_every_place_on_the_board_says_why_in_the_games_words(state, seat):
    """Every element with data attributes that is not a legal action: one sentence
    of Food Paradise (not the core one), no internal id, the same twice, in English,
    繁體中文 and 日本語 (those without English words), and the state untouched."""
    before = pickle.dumps(state)
    ctx = context(state, seat)
    found = places(ctx)
    assert {"space", "seat", "recipe", "count", "deck"} <= {k for p in found for k in p}
    for place in found:
        msg = SCREEN.refusal(ctx, place)
        assert isinstance(msg, Msg) and msg.key not in GENERIC, (place, msg.key)
        for lang in LANGS:
            text = said(ctx, place, lang)
            assert text == said(ctx, place, lang)
            assert one_sentence(text), (place, text)
            assert not INTERNAL.search(text), (place, text)
            if lang != "en":
                bare = text
                for name in NAMES:
                    bare = bare.replace(name, "")
                assert not re.search(r"[A-Za-z]", bare), (place, text)
    assert pickle.dumps(state) == before


def test_a_corner_taken_at_set_up_says_whose_it_is_FP03():
    state = GAME.new_game(3, {}, 1)
    GAME.apply(state, 0, GAME.parse_action("corner 2"))
    before = pickle.dumps(state)
    ctx = context(state, 1)
    msg = SCREEN.refusal(ctx, {"space": "9", "kind": "corner", "corner": "2"})
    assert msg.key == "foodparadise.corner_taken"
    assert msg.render("en") == "Corner 2 is Ann's already."
    assert SCREEN.refusal(ctx, {"space": "4", "kind": "source"}).key == (
        "foodparadise.refusal.not_corner"
    )
    assert pickle.dumps(state) == before


def test_a_space_no_price_card_in_hand_reaches_is_refused_by_FP08():
    state = started(3)
    state.hands[0] = [300]
    before = pickle.dumps(state)
    ctx = context(state, 0)  # seat 0 on space 0
    assert SCREEN.refusal(ctx, {"space": "5"}).render("en") == ("You hold no price card of 500.")
    assert SCREEN.refusal(ctx, {"space": "0"}).key == "foodparadise.refusal.here"
    assert SCREEN.refusal(ctx, {"space": "1"}).key == "foodparadise.refusal.die_only"
    far = SCREEN.refusal(ctx, {"space": "20"}).render("en")
    assert far == (
        "Space 20 is 20 spaces ahead: a move goes 1 to 4 by the die, or 2 to 9 by a price card."
    )
    # Another player's token is the space it stands on (Bob on space 9: 9 ahead).
    assert SCREEN.refusal(ctx, {"seat": "1", "space": "9"}).render("en") == (
        "You hold no price card of 900."
    )
    assert pickle.dumps(state) == before


def test_the_die_and_a_stale_action_say_what_the_move_asks_FP08():
    state = started(3)
    ctx = context(state, 0)
    assert SCREEN.refusal(ctx, {"value": "2"}).key == "foodparadise.refusal.die"
    stale = SCREEN.refusal(ctx, {"action": "corner 1", "corner": "1"})
    assert stale.render("en") == "Roll the die or play a price card."
    recipe = SCREEN.refusal(ctx, {"recipe": "0"}).render("en")
    assert recipe.endswith("its 3 ingredients: Roll the die or play a price card.")


def test_another_player_in_an_offer_is_the_token_taken_from_them_FP11():
    state = started(3)
    move_to(state, source_space(BEEF))
    assert state.phase == "offer" and state.supply[BEEF]
    before = pickle.dumps(state)
    ctx = context(state, GAME.to_move(state)[0])
    assert SCREEN.refusal(ctx, {"seat": "1", "cash": "2000"}).key == ("foodparadise.take_bank_has")
    assert SCREEN.refusal(ctx, {"seat": "0"}).key == "foodparadise.take_own"
    assert SCREEN.refusal(ctx, {"value": "3"}).key == "foodparadise.refusal.die_rolled"
    assert SCREEN.refusal(ctx, {"space": "3"}).render("en") == (
        "Buy or decline the ingredient offered."
    )
    assert pickle.dumps(state) == before


def test_a_roll_is_never_refused_while_it_is_legal():
    state = started(3)
    ctx = context(state, 0)
    assert Roll() in ctx.legal
    assert SCREEN.refusal(ctx, {"action": "roll"}).key == "foodparadise.now.move"
