"""Food Paradise's screen part in CPython: the prompt of every phase, the panel built
from action objects (every legal action in it, nothing else; the hand's cards with
their steps and landing space), a whole game played through the panel, the public
recipe progress, the notes, names escaped, texts in 繁體中文 and 日本語 from the
catalogs, and no seat's price cards in another seat's (or a spectator's) screen."""

from __future__ import annotations

import random
import re

import pytest
from test_foodparadise_draw import ALL, HOSTILE, NAMES, other_hands

from pygames.core.actions import by_text
from pygames.core.messages import set_current_language
from pygames.core.rng import Rng
from pygames.core.screen import Context, load_screen
from pygames.foodparadise.actions import PlayCard
from pygames.foodparadise.drawing.screen import SCREEN, FoodParadiseScreen
from pygames.foodparadise.rules import GAME


@pytest.fixture(autouse=True)
def english_after():
    yield
    set_current_language("en")


def context(state, seat, names=NAMES, hidden=False) -> Context:
    view = GAME.view(state, None if hidden else seat)
    legal = GAME.legal_actions(state, seat) if seat is not None and not hidden else []
    return Context(view, legal, list(names[: state.players]), hidden)


def offered(html: str) -> list[str]:
    """The enabled actions of a panel, in order."""
    return [
        m.group(1)
        for m in re.finditer(r'<[a-z]+ [^>]*?data-action="([^"]*)"(?![^>]*disabled)[^>]*>', html)
    ]


def everything_shown(ctx: Context) -> str:
    return "".join(
        (
            SCREEN.board(ctx),
            SCREEN.prompt(ctx),
            SCREEN.panel(ctx),
            SCREEN.side(ctx),
            *(SCREEN.player_note(ctx.view, s) for s in range(len(ctx.view["seats"]))),
        )
    )


def test_the_screen_is_the_games():
    assert load_screen("foodparadise") is SCREEN and isinstance(SCREEN, FoodParadiseScreen)


@pytest.mark.parametrize("state,seat", [p for p in ALL if p[1] is not None])
def test_prompts_say_what_the_seat_to_act_should_do(state, seat):
    ctx = context(state, seat)
    said = SCREEN.prompt(ctx)
    assert said.startswith(f"{NAMES[seat]}: ") and "{" not in said and "foodparadise." not in said
    phase = state.phase
    if phase == "corner":
        assert "choose a corner" in said
    elif phase == "move":
        assert "roll the die or play a price card" in said
    elif phase == "offer" and ctx.view["offer"]["take_from"]:  # FP11: whose to take
        offer = ctx.view["offer"]
        holders = ", ".join(NAMES[other] for other in offer["take_from"])
        assert f"Buy it for {offer['price']:,} and choose whose to take ({holders})" in said
    elif phase == "offer":
        offer = ctx.view["offer"]
        assert f"for {offer['price']:,}, or decline" in said
    else:
        assert "research the market" in said and "or stay" in said


@pytest.mark.parametrize("state,seat", [p for p in ALL if p[1] is not None])
def test_the_panel_offers_every_legal_action_and_nothing_else(state, seat):
    ctx = context(state, seat)
    html = SCREEN.panel(ctx)
    assert sorted(offered(html)) == sorted(str(a) for a in ctx.legal)
    view = ctx.view
    hand = view["seats"][seat]["hand"]
    for price in set(hand):
        assert f"{price:,}: {price // 100} steps" in html
    mover = view["seats"][view["mover"]]
    for action in ctx.legal:
        if isinstance(action, PlayCard):
            to = (mover["position"] + action.steps) % 36
            assert f"{action.price:,}: {action.steps} steps to space {to}, " in html
    if state.phase == "offer":
        offer, cash = view["offer"], view["seats"][seat]["cash"]
        assert f"Your cash: {cash:,}." in html
        if offer["take_from"]:  # FP11: a button per holder to take from
            for other in offer["take_from"]:
                assert f"Buy for {offer['price']:,} from {NAMES[other]} (holds " in html
        else:
            assert f"at {offer['price']:,}. Your cash: {cash:,}." in html
            assert f"Buy for {offer['price']:,}" in html


@pytest.mark.parametrize("state,seat", [p for p in ALL if p[1] is not None][::3])
def test_hidden_or_spectating_shows_no_hand_and_offers_nothing(state, seat):
    assert SCREEN.panel(context(state, seat, hidden=True)) == ""
    spectator = Context(GAME.view(state, None), [], NAMES[: state.players])
    assert SCREEN.panel(spectator) == ""
    assert "data-action" not in SCREEN.board(spectator)


@pytest.mark.parametrize("state,seat", ALL[::2])
def test_no_other_seats_price_cards_on_any_screen(state, seat):
    rng = random.Random(state.turns + 1)
    for viewer in [None, *range(state.players)]:
        ctx = Context(
            GAME.view(state, viewer),
            GAME.legal_actions(state, viewer) if viewer is not None else [],
            NAMES[: state.players],
        )
        changed = other_hands(state, viewer, rng)
        same = Context(GAME.view(changed, viewer), ctx.legal, ctx.names)
        assert everything_shown(same) == everything_shown(ctx)


@pytest.mark.parametrize("state,seat", ALL[::3])
def test_side_shows_every_players_recipe_progress_publicly(state, seat):
    ctx = context(state, seat)
    side = SCREEN.side(ctx)
    assert side == SCREEN.side(Context(GAME.view(state, None), [], ctx.names))
    for entry in ctx.view["seats"]:
        assert f'data-seat="{entry["seat"]}" data-built="{len(entry["built"])}"' in side
        if entry["recipe"] is not None:
            assert f'data-recipe="{entry["recipe"]}"' in side
        note = SCREEN.player_note(ctx.view, entry["seat"])
        assert note == f"Cash {entry['cash']:,} · built {len(entry['built'])}/4"
        assert f"price cards: {entry['price_cards']}" in side


@pytest.mark.parametrize("state,seat", [p for p in ALL if p[1] is not None][::5])
def test_names_are_escaped(state, seat):
    names = [HOSTILE + str(n) for n in range(state.players)]
    ctx = context(state, seat, names=names)
    for html in (SCREEN.panel(ctx), SCREEN.side(ctx), SCREEN.board(ctx)):
        assert "<script" not in html
    assert "&lt;script&gt;&quot;&amp;&#x27;" in SCREEN.side(ctx)
    assert SCREEN.prompt(ctx).startswith(names[seat]), "the prompt is text: the shell escapes it"


def test_a_whole_game_is_played_through_the_panel():
    state = GAME.new_game(3, {}, 11)
    rng = Rng(11)
    while GAME.to_move(state):
        seat = GAME.to_move(state)[0]
        ctx = context(state, seat)
        choices = offered(SCREEN.panel(ctx))
        assert choices
        action = by_text(ctx.legal)[rng.choice(choices)]
        GAME.apply(state, seat, action)
    assert GAME.result(state) is not None


@pytest.mark.parametrize(
    "lang,words",
    [
        ("zh-TW", ("你的價格卡", "擲骰", "前進", "食譜", "已建立", "請點擊以查看你的價格卡")),
        (
            "ja",
            ("あなたの価格カード", "ダイスを振る", "マス", "レシピ", "完成", "価格カードを表示"),
        ),
    ],
)
def test_other_languages_come_from_the_catalogs(lang, words):
    state, seat = next(
        (s, seat)
        for s, seat in ALL
        if seat is not None
        and s.phase == "move"
        and any(isinstance(a, PlayCard) for a in GAME.legal_actions(s, seat))
    )
    set_current_language(lang)
    ctx = context(state, seat)
    shown = SCREEN.panel(ctx) + SCREEN.side(ctx) + SCREEN.privacy_label("Ann")
    shown += SCREEN.prompt(ctx) + SCREEN.player_note(ctx.view, seat)
    for word in words:
        assert word in shown
    assert SCREEN.prompt(ctx).startswith(f"{NAMES[seat]}：")
    for english in ("Your price cards", "Roll the die", "steps", "Built", "click to show"):
        assert english not in shown
    assert "foodparadise." not in shown


def test_privacy_label_names_the_price_cards():
    assert SCREEN.privacy_label("Ann") == "Ann, click to show your price cards"
