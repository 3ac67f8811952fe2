"""The coach's words (issue 39 part 3): a hint names things as the screen shows them and
gives its reason in the game's terms, never the search's. For every game, hints at
seeded positions (Ann's decisions in games between greedy players) never speak of
playouts, simulations, the bot or the search, nor name a card by its internal number;
the same record gives the same sentence; the three languages hold the coach's keys."""

from __future__ import annotations

import re

import pytest

from pygames import GAMES
from pygames.core.bots import bot_for, bot_rng
from pygames.core.messages import template
from pygames.core.record import Record, Seat
from pygames.core.screen import load_screen
from ui import coach, i18n, table_view
from ui.session import Table
from ui.table_view import TableScreen

HINTS = 20  # positions a game
NAMES = ("Ann", "Cy", "Dee", "Eve")
LANGUAGES = ("en", "zh_tw", "ja")
# Words of the search or the bot, in the three languages.
FORBIDDEN = re.compile(
    r"playout|simulation|\bbots?\b|search|プレイアウト|ボット|シミュレーション|探索|模擬|電腦|搜尋",
    re.IGNORECASE,
)
# A card named by its number: none shows one (a price card shows its price: said so).
BARE_NUMBER = re.compile(r"(?<!price )\bcards? \d|(?<!価格)カード\d|卡牌\d")


def positions(game_id: str, count: int = HINTS):
    """Up to ``count`` tables with Ann (a person) to choose among several moves, from
    seeded games where greedy plays every seat (Ann's moves too)."""
    found = []
    for seed in range(5, 30):
        spec = GAMES[game_id].spec
        players = min(max(spec.min_players, 2), spec.max_players)
        seats = [Seat("Ann")] + [Seat(name, "bot:greedy") for name in NAMES[1:players]]
        table = Table.new(game_id, seats, seed=seed)
        greedy = bot_for(table.game, "bot:greedy")
        every = 0
        while not table.is_over() and len(found) < count:
            if table.bot_to_move() is not None:
                table.bot_step()
                continue
            seat = table.human_to_move()
            legal = table.legal_actions(seat)
            if len(legal) > 1 and every % 2 == 0:
                found.append(Table(Record.from_json(table.record.to_json())))
            every += 1
            rng = bot_rng(table.record.seed, table.moves)
            table.apply(seat, greedy.choose(table.game, table.view(seat), seat, legal, rng))
        if len(found) >= count:
            return found
    return found


def said(hint, lang: str) -> str:
    i18n.set_language(lang)
    try:
        return str(hint.why)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("game_id", tuple(GAMES))
def test_hints_speak_the_games_terms_the_same_each_time(game_id):
    tables = positions(game_id)
    assert len(tables) >= HINTS
    keys = set()
    for table in tables:
        hint = coach.work_out(table, 0)
        keys.add(hint.why.key)
        for lang in LANGUAGES:
            text = said(hint, lang)
            assert not FORBIDDEN.search(text), (game_id, lang, text)
            assert not BARE_NUMBER.search(text), (game_id, lang, text)
            assert "{" not in text and "coach." not in text, text
        again = Table(Record.from_json(table.record.to_json()))
        assert str(coach.work_out(again, 0).why) == str(hint.why), "the same record, the same hint"
    assert keys & {"coach.ahead", "coach.even", "coach.reason", "coach.scores"}


def test_the_three_languages_hold_the_coachs_reasons():
    for lang in LANGUAGES:
        i18n.set_language(lang)
        try:
            for key in ("coach.ahead", "coach.even", "coach.reason", "coach.scores", "coach.only"):
                text = i18n.t(key, move="M", name="N", reason="R", points="P")
                assert text != key and "M" in text or key == "coach.only", (key, lang)
                assert not FORBIDDEN.search(text), (key, lang, text)
        finally:
            i18n.set_language("en")
    for lang in LANGUAGES:
        for key in ("cakemaster.coach.card", "cakemaster.coach.card_icing"):
            assert template(key, lang), (key, lang)


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


def test_cupcake_names_a_panel_move_as_its_button_does():
    """CE45: an extra-action disc bought with an idea disc is said as the label of the
    panel's button that plays it, the button the coach rings."""
    from pygames.cupcake.actions import IdeaDisc

    record = None
    for table in positions("cupcake", 60):
        ideas = [a for a in table.legal_actions(0) if isinstance(a, IdeaDisc)]
        if ideas:
            record, action = table.record, ideas[0]
            break
    assert record is not None
    table = Table(record)
    screen = load_screen("cupcake")
    label = str(screen.hint_words(table.view(0), action))
    html = screen.panel(table_view.context(table, TableScreen()))
    button = re.search(rf'data-action="{re.escape(str(action))}" aria-label="([^"]*)"', html)
    assert button and button.group(1) == label
    assert label.startswith("Spend an idea disc")


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


def test_food_paradise_says_what_an_ingredient_bought_gives():
    """FP10, FP16, FP19: an ingredient bought is said with the face-up recipe it brings
    nearer (or completes), else with the market's demand it meets."""
    from pygames.foodparadise.actions import Buy

    table = positions("foodparadise", 1)[0]
    view = table.view(0)
    me = view["seats"][0]
    recipe = next(r for r in view["recipes"] if r["number"] == me["recipe"])
    first, second, third = recipe["ingredients"]
    me["ingredients"] = dict.fromkeys(me["ingredients"], 0)
    view["offer"] = {"ingredient": first}
    screen = load_screen("foodparadise")
    said = str(screen.hint_reason(view, Buy()))
    assert said.startswith("that gives ") and "1 of its 3 ingredients" in said, said
    me["ingredients"][second] = me["ingredients"][third] = 1
    assert "all 3 ingredients" in str(screen.hint_reason(view, Buy()))
    me["ingredients"][first] = 1
    others = [k for k in me["ingredients"] if k not in recipe["ingredients"]]
    view["offer"], view["demand"] = {"ingredient": others[0]}, others[0]
    assert "the market demands" in str(screen.hint_reason(view, Buy()))
    view["demand"] = others[1]
    assert screen.hint_reason(view, Buy()) is None
