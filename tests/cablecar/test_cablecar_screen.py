"""Cable Car's screen part in CPython: the prompt, the panel built from action objects,
the board's placements of the chosen tile, the side panel, names escaped, and texts
in 繁體中文 and 日本語 from the game's catalogs."""

from __future__ import annotations

import re

import pytest

from pygames import get_game
from pygames.cablecar.actions import Draw, Exchange, Place
from pygames.cablecar.drawing.screen import SCREEN, CableCarScreen
from pygames.cablecar.lang import en, ja, zh_tw
from pygames.core.messages import set_current_language
from pygames.core.rng import Rng
from pygames.core.screen import Context, GameScreen, load_screen

GAME = get_game("cablecar")
HOSTILE = "<img src=x onerror=alert(1)>\"'&"


@pytest.fixture(autouse=True)
def english():
    set_current_language("en")
    yield
    set_current_language("en")


def context(state, seat, **kwargs):
    names = kwargs.pop("names", ["Ann", "Bob", "Cy", "Di", "Ed", "Flo"][: state.players])
    legal = GAME.legal_actions(state, seat) if seat is not None else []
    return Context(GAME.view(state, seat), legal, names, **kwargs)


def test_the_screen_is_the_games_own():
    assert isinstance(SCREEN, CableCarScreen) and isinstance(SCREEN, GameScreen)
    assert load_screen("cablecar") is SCREEN
    assert SCREEN.keys == {
        "r": "ui:turn 1",
        "R": "ui:turn -1",
        "1": "ui:pick 0",
        "2": "ui:pick 1",
        "3": "ui:pick 2",
    }


def test_prompts():
    state = GAME.new_game(2, {}, 1)
    assert SCREEN.prompt(context(state, 0)) == (
        "Ann: place your hidden tile or draw from the pile."
    )
    GAME.apply(state, 0, Draw())
    assert SCREEN.prompt(context(state, 0)) == (
        "Ann: place the drawn tile on a highlighted square."
    )
    state = GAME.new_game(3, {"hand": 2, "mode": "shares"}, 1)
    assert SCREEN.prompt(context(state, 0)) == (
        "Ann: place one of your hidden tiles or draw from the pile, or exchange a share."
    )
    state.deck.clear()
    assert SCREEN.prompt(context(state, 0)) == (
        "Ann: the pile is empty; place one of your hidden tiles, or exchange a share."
    )


def test_panel_offers_the_action_objects_texts():
    state = GAME.new_game(2, {"mode": "shares", "hand": 2, "orientation": "free"}, 4)
    ctx = context(state, 0)
    html = SCREEN.panel(ctx)
    assert f'data-action="{Draw()}"' in html and "disabled" not in html.split("draw-button")[1][:40]
    for action in ctx.legal:
        if isinstance(action, Exchange):
            assert f'data-action="{action}"' in html
    assert 'data-action="ui:pick 0"' in html and 'data-action="ui:pick 1"' in html
    assert 'data-action="ui:turn 1"' in html and 'data-action="ui:turn -1"' in html
    assert "Choose a tile (keys 1–2) and turn it (R), then a square." in html
    assert "Ann&#x27;s hidden tile 1" in html


def test_board_actions_are_the_chosen_tiles_placements():
    state = GAME.new_game(2, {"hand": 3, "orientation": "free"}, 8)
    hand = state.hands[0]
    for pick in range(3):
        for turns in range(4):
            ctx = context(state, 0, pick=pick, turns=turns)
            offered = SCREEN.board_actions(ctx)
            assert offered and all(isinstance(a, Place) and a in ctx.legal for a in offered)
            assert {a.index for a in offered} == {hand.index(hand[pick])}
            assert len({a.square for a in offered}) == len(offered)
            assert f'data-action="{offered[0]}"' in SCREEN.board(ctx)
    GAME.apply(state, 0, Draw())
    offered = SCREEN.board_actions(context(state, 0))
    assert offered and {a.source for a in offered} == {"drawn"}


def test_names_are_escaped():
    state = GAME.new_game(2, {"mode": "shares"}, 3)
    rng = Rng(3)
    while GAME.to_move(state):
        seat = GAME.to_move(state)[0]
        legal = GAME.legal_actions(state, seat)
        GAME.apply(state, seat, legal[rng.below(len(legal))])
    ctx = Context(GAME.view(state, None), [], [HOSTILE, HOSTILE])
    for html in (SCREEN.side(ctx), SCREEN.board(ctx)):  # HTML; the prompt is plain text
        assert "<img" not in html
    assert "&lt;img" in SCREEN.side(ctx)
    state = GAME.new_game(2, {"hand": 2}, 3)
    ctx = context(state, 0, names=[HOSTILE, "Bob"])
    assert "<img" not in SCREEN.panel(ctx) and "&lt;img" in SCREEN.panel(ctx)


def test_side_panel_and_player_note():
    state = GAME.new_game(3, {"mode": "shares"}, 6)
    GAME.apply(state, 0, Exchange(20, "face-up"))
    view = GAME.view(state, None)
    side = SCREEN.side(Context(view, [], ["Ann", "Bob", "Cy"]))
    assert 'id="companies"' in side and "Exchanges close when a marker reaches 25." in side
    assert SCREEN.player_note(view, 0).startswith("Seen taking: 20% ")
    assert SCREEN.player_note(view, 1) == ""
    assert SCREEN.privacy_label("Ann", view) == "Ann, click to show your tile and shares"
    assert SCREEN.privacy_label("Ann") == "Ann, click to show your tile"


@pytest.mark.parametrize("lang,catalog", [("zh-TW", zh_tw.TEXTS), ("ja", ja.TEXTS)])
def test_other_languages_come_from_the_catalogs(lang, catalog):
    state = GAME.new_game(3, {"mode": "shares", "hand": 2, "orientation": "free"}, 5)
    ctx = context(state, 0)
    set_current_language(lang)
    prompt, panel, side = SCREEN.prompt(ctx), SCREEN.panel(ctx), SCREEN.side(ctx)
    assert prompt == catalog["cablecar.prompt.place_or_draw"].format(
        name="Ann",
        tile=catalog["cablecar.prompt.tile_many"],
        exchange=catalog["cablecar.prompt.or_exchange"],
    )
    for key in ("cablecar.panel.draw_button", "cablecar.panel.shares", "cablecar.panel.take"):
        assert catalog[key] in panel and en.TEXTS[key] not in panel
    assert catalog["cablecar.side.companies"] in side
    assert catalog["cablecar.board.title"] in SCREEN.board(ctx)
    assert SCREEN.privacy_label("Ann", ctx.view) == catalog["cablecar.privacy.show_shares"].format(
        name="Ann"
    )


def test_catalogs_have_the_same_keys_and_placeholders():
    from pygames.core.messages import placeholders

    for other in (zh_tw.TEXTS, ja.TEXTS):
        assert set(other) == set(en.TEXTS)
        for key, text in en.TEXTS.items():
            assert placeholders(other[key]) == placeholders(text), key


def test_the_hidden_tile_chosen_and_turned_are_the_screens_verbs():
    """CC20 (a hand of up to three hidden tiles) and CC19 (a tile turned before it is
    placed): the screen chooses a tile with ``ui:pick N`` and turns it with
    ``ui:turn ±1``, quarter turns round the clock, behind the screen contract."""
    from pygames.core.screen import load_screen

    screen = load_screen("cablecar")
    assert set(screen.verbs) == {"ui:pick", "ui:turn"}
    assert screen.choose("ui:pick", "2", 0, 0) == (2, 0)  # the third of three
    assert screen.choose("ui:turn", "1", 1, 3) == (1, 0)
    assert screen.choose("ui:turn", "-1", 1, 0) == (1, 3)


def test_a_station_tapped_says_it_only_shows_its_line():
    """A tap on a station shows its line (the play aid) and plays nothing: the page's
    one sentence says so and where a tile goes, in each language; a tap elsewhere on
    the board says what the turn asks (test_cablecar_refusal.py: squares, tiles)."""
    state = GAME.new_game(3, {}, 5)
    ctx = context(state, GAME.to_move(state)[0])
    said = SCREEN.refusal(ctx, {"station": "12"})
    assert said.key == "cablecar.refusal.station" and said.params == {"station": 12}
    for language in ("en", "zh-TW", "ja"):
        set_current_language(language)
        text = said.render()
        # One sentence: it ends with its only full stop.
        assert "12" in text and text.endswith((".", "。"))
        assert not re.search(r"[.。] ?\S", text[:-1]), text
    assert SCREEN.refusal(ctx, {"square": "3"}).key == "cablecar.prompt.place_or_draw"
    assert SCREEN.refusal(context(state, None), {"station": "12"}).key.startswith(
        "cablecar.prompt."
    )
