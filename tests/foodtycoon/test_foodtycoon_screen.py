"""Food Tycoon's screen part in CPython: the prompt of every phase, the panel built
from action objects (it offers only legal actions, its pickers put the finished
action together, a whole game can be played through it and the board), names
escaped, texts in 繁體中文 and 日本語 from the catalogs, and no seat's recipes in
another seat's panel."""

from __future__ import annotations

import re
from html.parser import HTMLParser

import pytest

from pygames import get_game
from pygames.core.actions import by_text
from pygames.core.messages import placeholders, set_current_language
from pygames.core.rng import Rng
from pygames.core.screen import Context, load_screen
from pygames.foodtycoon.data import INGREDIENTS, RECIPES, recipe_msg
from pygames.foodtycoon.drawing.screen import SCREEN, FoodTycoonScreen
from pygames.foodtycoon.lang import en, ja, zh_tw
from tests.foodtycoon.foodtycoon_positions import NAMES, positions

GAME = get_game("foodtycoon")
HOSTILE = "<script>\"&'"


ALL = [
    (state, seat)
    for players, rules, seed in [(3, "basic", 1), (4, "advanced", 2), (6, "advanced", 4)]
    for state, seat in positions(players, rules, seed)
]


def context(state, seat, choice=(), names=NAMES, hidden=False) -> Context:
    view = GAME.view(state, seat)
    return Context(
        view,
        GAME.legal_actions(state, seat),
        list(names[: state.players]),
        hidden,
        choice=list(choice),
    )


def offered(html: str) -> list[str]:
    """The enabled actions of a panel, in order."""
    return [
        m.group(1)
        for m in re.finditer(r'<[a-z]+ [^>]*?data-action="([^"]*)"(?![^>]*disabled)[^>]*>', html)
    ]


def test_the_screen_is_the_games():
    assert load_screen("foodtycoon") is SCREEN and isinstance(SCREEN, FoodTycoonScreen)


def test_the_positions_reach_every_phase():
    assert {state.phase for state, _ in ALL} == {
        "setup-recipes",
        "setup-ingredients",
        "choose",
        "think",
        "roll",
        "pick",
        "order",
        "auction",
        "cook",
    }


@pytest.mark.parametrize("state,seat", ALL)
def test_prompts_name_the_seat_to_act(state, seat):
    ctx = context(state, seat)
    said = SCREEN.prompt(ctx)
    assert said.startswith(f"{NAMES[seat]}: ") and "{" not in said and "foodtycoon." not in said
    assert said != f"{NAMES[seat]}: your move."
    view = ctx.view
    if view["phase"] == "auction":
        assert f"lot {view['lot'] + 1}" in said and f"you have {view['money'][seat]}" in said


@pytest.mark.parametrize("state,seat", ALL)
def test_the_panel_offers_only_legal_actions(state, seat):
    ctx = context(state, seat)
    html = SCREEN.panel(ctx)
    texts = [str(a) for a in ctx.legal]
    for action in offered(html):
        assert action in texts or action.startswith("ui:"), action
    view, phase = ctx.view, ctx.view["phase"]
    if phase in ("setup-recipes", "think"):
        cards = view["hand"] if phase == "setup-recipes" else view["drawn"]
        assert sorted(a for a in offered(html) if a.startswith("discard ")) == sorted(
            {f"discard {k}" for k in cards}
        )
    elif phase == "choose":
        assert [a for a in offered(html) if not a.startswith("ui:")] == [
            a for a in ("shop", "think") if a in texts
        ]
    elif phase == "cook":
        assert sorted(offered(html)) == sorted(texts)
    elif phase == "auction":
        high = view["auction"]["high"]
        quick = [a for a in (f"bid {high + 1}", f"bid {high + 5}") if a in texts]
        assert offered(html) == quick + ["pass", "ui:fill bid-amount bid"]
        assert f'min="{high + 1}" max="{view["money"][seat]}"' in html
    for key in view["hand"]:
        assert f'data-recipe="{key}"' in html


@pytest.mark.parametrize(
    "state,seat",
    [(s, seat) for s, seat in ALL if s.phase in ("setup-ingredients", "pick", "order")],
)
def test_pickers_build_the_finished_action(state, seat):
    html = SCREEN.panel(context(state, seat))
    confirm = re.search(r'id="(?:pick|order)-confirm" data-action="([^"]*)"( disabled)?', html)
    assert confirm.group(2), "nothing chosen yet: the button waits"
    target = str(Rng(state.round).choice(GAME.legal_actions(state, seat)))
    tokens = target.split()[1].split(",")
    choice = tokens if state.phase == "order" else list(reversed(tokens))  # any order
    html = SCREEN.panel(context(state, seat, choice))
    confirm = re.search(r'id="(?:pick|order)-confirm" data-action="([^"]*)"( disabled)?', html)
    assert confirm.group(1) == target and not confirm.group(2)
    if state.phase != "order":
        assert all(f'data-action="ui:add {name}" disabled' in html for name in INGREDIENTS)


def test_the_shop_button_names_the_income():
    state, seat = next((s, seat) for s, seat in ALL if s.phase == "choose" and any(s.dishes[seat]))
    income = 5 + sum(RECIPES[d].bags for d in state.dishes[seat])
    assert f"+{income} money" in SCREEN.panel(context(state, seat))


@pytest.mark.parametrize("state,seat", ALL[::4])
def test_names_are_escaped(state, seat):
    names = [HOSTILE + str(n) for n in range(6)]
    ctx = context(state, seat, names=names)
    everything = SCREEN.panel(ctx) + SCREEN.side(ctx) + SCREEN.board(ctx)
    assert "<script" not in everything
    if state.phase == "auction" and ctx.view["auction"]["bidder"] is not None:
        assert "&lt;script&gt;&quot;&amp;&#x27;" in SCREEN.panel(ctx)


@pytest.mark.parametrize("state,seat", ALL[::3])
def test_no_other_seats_recipes_in_a_panel(state, seat):
    """A panel shows only the viewer's own hand (and its own draw while thinking)."""
    for viewer in range(state.players):
        html = SCREEN.panel(context(state, viewer) if viewer == seat else _watching(state, viewer))
        own = set(GAME.view(state, viewer)["hand"]) | set(GAME.view(state, viewer)["drawn"] or [])
        shown = set(re.findall(r'data-recipe="([^"]+)"', html))
        assert shown <= own
    spectator = Context(GAME.view(state, None), [], NAMES[: state.players])
    assert "data-recipe" not in SCREEN.panel(spectator)
    assert SCREEN.panel(context(state, seat, hidden=True)) == ""


def _watching(state, seat) -> Context:
    return Context(GAME.view(state, seat), [], NAMES[: state.players])


def test_notes_side_and_privacy():
    state, seat = next((s, seat) for s, seat in ALL if any(s.dishes))
    view = GAME.view(state, None)
    note = SCREEN.player_note(view, view["host"])
    assert note.endswith(" · host") and f"{view['money'][view['host']]} money" in note
    assert SCREEN.player_note(view, 9) == ""
    side = SCREEN.side(Context(view, [], NAMES[: state.players]))
    for seat_dishes in state.dishes:
        assert all(str(recipe_msg(d)) in side for d in seat_dishes)
    assert SCREEN.privacy_label("Ann") == "Ann, click to show your recipes"


# -- three languages ----------------------------------------------------------------------


def test_every_key_in_every_language_with_the_same_placeholders():
    for catalog in (zh_tw.TEXTS, ja.TEXTS):
        assert set(catalog) == set(en.TEXTS)
        for key, text in en.TEXTS.items():
            assert placeholders(catalog[key]) == placeholders(text), key
    assert all(key.startswith("foodtycoon.") for key in en.TEXTS)


class Visible(HTMLParser):
    def __init__(self):
        super().__init__()
        self.parts, self.skip = [], False

    def handle_starttag(self, tag, attrs):
        self.skip = tag == "style"
        self.parts += [value for name, value in attrs if name in ("title", "aria-label") and value]

    def handle_endtag(self, tag):
        self.skip = False

    def handle_data(self, data):
        if not self.skip:
            self.parts.append(data)


def english_words(markup: str) -> set[str]:
    parser = Visible()
    parser.feed(markup)
    return set(re.findall(r"[A-Za-z]{2,}", " ".join(parser.parts)))


@pytest.mark.parametrize("lang", ["zh-TW", "ja"])
def test_chinese_and_japanese_screens_have_no_english_left(lang):
    set_current_language(lang)
    for state, seat in ALL:
        ctx = context(state, seat)
        html = SCREEN.panel(ctx) + SCREEN.side(ctx) + SCREEN.board(ctx)
        html += SCREEN.prompt(ctx) + SCREEN.player_note(ctx.view, seat)
        assert english_words(html) <= {"Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Enter"}, (
            state.phase,
            english_words(html),
        )
    assert (
        SCREEN.privacy_label("Ann")
        == {
            "zh-TW": "Ann，請點擊以查看你的食譜卡",
            "ja": "Annさん、クリックしてレシピを表示",
        }[lang]
    )


def test_the_prompt_in_chinese_and_japanese():
    state, seat = next((s, seat) for s, seat in ALL if s.phase == "roll")
    ctx = context(state, seat)
    set_current_language("zh-TW")
    assert SCREEN.prompt(ctx).startswith(f"{NAMES[seat]}：為第")
    set_current_language("ja")
    assert SCREEN.prompt(ctx).startswith(f"{NAMES[seat]}：ロット")


# -- a whole game through the screen ---------------------------------------------------------


def test_a_whole_game_through_the_panel_and_board():
    """A person plays a whole game against three bots using only what the screen
    offers: enabled buttons of the panel and the board, pickers filled by ui:add, the
    bid box filled with an amount it allows; a click is matched to a legal action by
    its text, as the app does."""
    from pygames.core.bots import bot_for

    state = GAME.new_game(4, {"rules": "advanced"}, 21)
    bots = {seat: bot_for(GAME, "greedy") for seat in (1, 2, 3)}
    rng = Rng(5)
    moves = 0
    while GAME.to_move(state):
        seat = GAME.to_move(state)[0]
        if seat in bots:
            view = GAME.view(state, seat)
            legal = GAME.legal_actions(state, seat)
            GAME.apply(state, seat, bots[seat].choose(GAME, view, seat, legal, Rng(moves)))
            moves += 1
            continue
        choice: list[str] = []
        ctx = context(state, seat, choice)
        html = SCREEN.panel(ctx) + SCREEN.board(ctx)
        actions = [a for a in offered(html) if not a.startswith("ui:")]
        if ctx.view["phase"] in ("setup-ingredients", "pick", "order"):
            adds = [a for a in offered(html) if a.startswith("ui:add ")]
            assert adds and not actions, "the finished action waits until it is put together"
            while not actions:
                choice.append(rng.choice(adds).split()[1])
                html = SCREEN.panel(context(state, seat, choice))
                adds = [a for a in offered(html) if a.startswith("ui:add ")]
                actions = [a for a in offered(html) if not a.startswith("ui:")]
        if "ui:fill bid-amount bid" in offered(html) and rng.below(4) == 0:
            low, high = (int(v) for v in re.search(r'min="(\d+)" max="(\d+)"', html).groups())
            actions = [f"bid {low + rng.below(high - low + 1)}"]
        assert actions, ctx.view["phase"]
        GAME.apply(state, seat, by_text(ctx.legal)[rng.choice(actions)])
        moves += 1
    assert max(GAME.result(state).scores) >= 18


def test_every_key_built_from_the_data_is_in_the_catalog():
    """Keys put together from the data (a recipe's, an event's, a phase's name) exist."""
    from pygames.foodtycoon.data import COLOURS, EVENTS, effect_msg, event_msg, ingredient_msg
    from pygames.foodtycoon.legal import PHASES

    keys = {f"foodtycoon.recipe.{r.key}" for r in RECIPES}
    keys |= {f"foodtycoon.event.{e.key}" for e in EVENTS}
    keys |= {f"foodtycoon.effect.{e.effect}" for e in EVENTS}
    keys |= {f"foodtycoon.{kind}.{c}" for kind in ("colour", "colour_letter") for c in COLOURS}
    keys |= {f"foodtycoon.panel.colour.{c}" for c in COLOURS}
    keys |= {f"foodtycoon.{kind}.{i}" for kind in ("ingredient", "letter") for i in INGREDIENTS}
    keys |= {f"foodtycoon.board.phase.{p}" for p in PHASES.phases} | {"foodtycoon.board.phase.over"}
    keys |= {
        f"foodtycoon.board.status.{s}" for s in ("waiting", "now", "sold", "unsold", "removed")
    }
    keys |= {PHASES[p].prompt for p in PHASES.phases} | {PHASES[p].waiting for p in PHASES.phases}
    assert keys <= set(en.TEXTS), keys - set(en.TEXTS)
    for lang in ("en", "zh-TW", "ja"):
        for e in EVENTS:
            said = effect_msg(e.key).render(lang) + event_msg(e.key).render(lang)
            assert "{" not in said and "foodtycoon." not in said
        assert all(
            "foodtycoon." not in ingredient_msg(k).render(lang) for k in range(len(INGREDIENTS))
        )
