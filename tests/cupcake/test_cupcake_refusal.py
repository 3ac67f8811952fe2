"""A click on Cupcake Empire's board that plays nothing says why in one sentence of the
game (issue 39 part 4): for a place that names an action (a customer, a shop or bakery
space, a column's level, a disc, the supply, a first menu item) the rules' refusal of
the nearest action, else what the turn asks now; the state never changes."""

from __future__ import annotations

import copy
import html
import re

import pytest

from pygames.core.messages import Msg
from pygames.core.record import Seat
from pygames.core.screen import Context
from pygames.cupcake.drawing.cards import OPEN
from pygames.cupcake.drawing.screen import SCREEN
from ui import feedback
from ui.frame import frame
from ui.i18n import set_language
from ui.session import Table
from ui.table_view import TableScreen

TAG = re.compile(r"<(/?)(\w+)([^>]*?)(/?)>")
DATA = re.compile(r'data-([\w-]+)="([^"]*)"')


def places(markup: str) -> list[dict[str, str]]:
    """Every element of the board with data attributes, as a click on it reports them
    (``ui.browser.data_of``: its own first, then those of the groups it is in)."""
    found, stack = [], []
    for match in TAG.finditer(markup):
        close, _tag, attrs, alone = match.groups()
        if close:
            if stack:
                stack.pop()
            continue
        own = {k: html.unescape(v) for k, v in DATA.findall(attrs)}
        if own:
            place: dict[str, str] = {}
            for data in [own, *reversed(stack)]:
                for key, value in data.items():
                    place.setdefault(key, value)
            found.append(place)
        if not alone:
            stack.append(own)
    return found


def table_at(phase: str, seed: int = 3, players: int = 3, skip: int = 0) -> Table:
    """Ann (seat 0, a person; the others bots) to act in ``phase``, after ``skip``
    earlier such moments; each of her moves the first legal one but activating the
    column of the highest level she can."""
    seats = [Seat(n, "human" if i == 0 else "bot:random") for i, n in enumerate("ABCD")]
    table = Table.new("cupcake", seats[:players], seed=seed)
    while not table.is_over():
        if table.human_to_move() == 0:
            if table.view(0)["phase"] == phase:
                if not skip:
                    return table
                skip -= 1
            legal = table.legal_actions(0)
            table.apply(0, max(legal, key=lambda a: (str(a).startswith("activate"), str(a))))
        else:
            table.bot_step()
    pytest.fail(f"no {phase} phase for Ann")


def context(table: Table) -> Context:
    return Context(table.view(0), legal=table.legal_actions(0), names=table.names())


def refused_places(ctx: Context) -> list[dict[str, str]]:
    """The board's places a click on which plays nothing now."""
    legal = {str(action) for action in SCREEN.board_actions(ctx)}
    return [p for p in places(SCREEN.board(ctx)) if p.get("action") not in legal]


POSITIONS = [
    ("disc", 0),
    ("menu", 0),
    ("start", 0),
    ("start", 4),
    ("action", 0),
    ("action", 3),
    ("action", 6),
    ("after", 2),
]


@pytest.mark.parametrize(("phase", "skip"), POSITIONS)
def test_every_place_on_the_board_says_the_game_s_reason_CE11_CE12_CE13_CE17(phase, skip):
    """Every element drawn with data attributes (customers, shop and bakery spaces,
    columns and levels, discs, the supply, goals, the income track, the other
    players' cards) says one sentence of the game, never the core's generic one nor
    an internal id, the same each time, in all three languages; the state and the
    view are unchanged."""
    table = table_at(phase, skip=skip)
    ctx = context(table)
    state, view = table.state.to_json(), copy.deepcopy(ctx.view)
    clicked = refused_places(ctx)
    assert len(clicked) > 40
    keys = set()
    for place in clicked:
        said = SCREEN.refusal(ctx, place)
        assert isinstance(said, Msg)
        assert not said.key.startswith("core."), place
        keys.add(said.key)
        again = SCREEN.refusal(Context(copy.deepcopy(view), legal=list(ctx.legal)), dict(place))
        en = said.render("en")
        assert again.render("en") == en
        assert en.endswith(".") and not re.search(r"[.:] [A-Z]", en[:-1]), en
        assert not re.search(r"cupcake\.|[{}_]|data-|\bCE\d", en), en
        assert place.get("action", "#") not in en and "ui:" not in en
        for lang in ("zh-TW", "ja"):
            text = said.render(lang)
            assert text != said.key and not re.search(r"[A-Za-z]", text), (place, text)
    assert table.state.to_json() == state
    assert ctx.view == view
    # The phase's own words for what is not an action of it, and the rules' for some.
    assert f"cupcake.now.{phase}" in keys


def place_of(ctx: Context, **wanted: str) -> dict[str, str]:
    for place in refused_places(ctx):
        if all(place.get(key) == value for key, value in wanted.items()):
            return place
    pytest.fail(f"no such place: {wanted}")


def said(ctx: Context, place: dict[str, str]) -> str:
    return SCREEN.refusal(ctx, place).render("en")


def test_a_customer_before_a_column_is_activated_says_to_activate_one_CE13():
    ctx = context(table_at("start"))
    place = next(p for p in refused_places(ctx) if "house" in p and "base" in p)
    assert said(ctx, place) == "Activate a column first."


def test_a_level_the_dice_do_not_reach_says_the_level_they_reach_CE14():
    ctx = context(table_at("start"))
    column = ctx.view["seats"][0]["columns"][0]
    place = place_of(ctx, column="1", level=str(column["level"] + 1), seat="0")
    assert said(ctx, place) == f"The dice on column 1 (bake) reach level {column['level']} only."


def test_a_customer_out_of_the_action_s_parts_says_what_is_missing_CE30():
    ctx = context(table_at("action"))
    parts = ctx.view["turn"]["parts"]
    assert not any(part.startswith("sell_") for part in parts), parts
    place = next(p for p in refused_places(ctx) if "house" in p and "base" in p)
    assert said(ctx, place).startswith("Nothing you activated this turn allows selling")


def test_the_supply_says_what_the_action_does_not_allow_CE35():
    ctx = next(
        ctx
        for ctx in (context(table_at("action", skip=skip)) for skip in range(8))
        if "die" not in ctx.view["turn"]["parts"]
    )
    place = next(p for p in refused_places(ctx) if "colour" in p and "count" in p)
    assert said(ctx, place) == "Nothing you activated this turn allows hiring a die now."


def test_a_first_menu_item_someone_has_says_it_is_taken_CE12():
    for seed in range(1, 9):
        ctx = context(table_at("menu", seed=seed))
        taken = [m for s in ctx.view["seats"] for m in s["menu"]]
        if taken:
            break
    else:
        pytest.fail("Ann chooses her first menu item first at every seed")
    pair = (taken[0]["base"], taken[0]["frosting"])
    place = next(  # in the turn's box: neither a customer nor on a player's board
        p
        for p in refused_places(ctx)
        if (p.get("base"), p.get("frosting")) == pair and not {"house", "seat"} & set(p)
    )
    assert said(ctx, place) == "That pairing is already someone's first menu item."


@pytest.mark.parametrize("phase", ["start", "action", "after"])
def test_another_player_s_board_a_goal_and_the_track_say_what_the_turn_asks_CE13_CE17(phase):
    ctx = context(table_at(phase))
    asks = SCREEN.refusal(ctx, {}).render("en")
    assert asks == Msg(f"cupcake.now.{phase}").render("en")
    for place in ({"seat": "1", "income": "5"}, {"goal": "A2", "met": "0"}, {"roll": "x"}):
        assert said(ctx, place) == asks


def test_the_shell_renders_the_game_s_reason_in_the_page_s_language_CE13():
    table = table_at("start")
    screen = TableScreen()
    place = {"district": "2", "house": "1", "base": "vanilla", "frosting": "mint"}
    before = table.state.to_json()
    set_language("zh-TW")
    try:
        zh = feedback.refusal(frame(table, screen), place)
    finally:
        set_language("en")
    assert zh == Msg("cupcake.now.start").render("zh-TW")
    assert feedback.refusal(frame(table, screen), place) == "Activate a column first."
    assert table.state.to_json() == before


@pytest.mark.parametrize("phase", ["start", "action"])
def test_another_player_s_board_opened_whole_says_what_the_turn_asks_CE13(phase):
    """Bob's board opened whole (its columns, levels, discs, menu and stock drawn as
    Ann's are) is only looked at: every place on it says what Ann's turn asks."""
    table = table_at(phase)
    ctx = context(table)
    ctx.choice = [f"{OPEN}1"]
    on_bob = [p for p in refused_places(ctx) if p.get("seat") == "1"]
    assert any("column" in p and "level" in p for p in on_bob)
    asks = Msg(f"cupcake.now.{phase}").render("en")
    assert {said(ctx, p) for p in on_bob} == {asks}
