"""Why a click on Food Tycoon's table plays nothing (issue 39 part 4): every element the
table draws with data attributes (lots and their dice and recipe, the supply, the fame
track, the bids, each player's part, the last event), clicked at positions of seeded
games in every phase, says one sentence of the game, never the core's, naming no
internal id, the same each time, in English, Chinese and Japanese, and changes nothing.
A lot says the rules' refusal of what it is for (a bid, FT13; its recipe cooked, FT17)
or what it waits for (rolled in turn, FT09; the host's free cards, FT11; the auction
order, FT22)."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET

import pytest

from pygames import get_game
from pygames.core.record import Seat
from pygames.core.screen import Context
from pygames.foodtycoon.actions import Bid, Cook, Pass, Roll
from pygames.foodtycoon.data import EVENTS, INGREDIENTS, RECIPES
from pygames.foodtycoon.drawing.draw import draw_board
from pygames.foodtycoon.drawing.screen import SCREEN
from tests.foodtycoon.foodtycoon_positions import NAMES, positions
from ui import feedback
from ui.frame import frame
from ui.i18n import set_language
from ui.session import Table
from ui.table_view import TableScreen

GAME = get_game("foodtycoon")


ALL = [
    (state, seat)
    for players, rules, seed in [(3, "basic", 5), (4, "advanced", 6), (5, "advanced", 7)]
    for state, seat in positions(players, rules, seed, every=23, mix=131)
]


def context(state, seat) -> Context:
    return Context(
        GAME.view(state, seat), GAME.legal_actions(state, seat), list(NAMES[: state.players])
    )


def places(ctx: Context) -> list[dict[str, str]]:
    """What a click on each element the table draws with data attributes sends: its own
    data first, then its groups' (as the page's ``data_of``), for every element no
    legal ``data-action`` of its own or of a group takes (those play)."""
    board = str(draw_board(ctx.view, legal=ctx.legal, names=ctx.names))
    legal = {str(action) for action in ctx.legal}
    found = []

    def walk(element, inherited: dict, root: bool) -> None:
        own = {k[5:]: v for k, v in element.attrib.items() if k.startswith("data-")}
        place = {**own, **{k: v for k, v in inherited.items() if k not in own}}
        if place.get("action") in legal:
            return  # a move the table offers: clicking it plays
        if own and not root:
            found.append(place)
        for child in element:
            walk(child, place, False)

    walk(ET.fromstring(board), {}, True)
    unique = {json.dumps(place, sort_keys=True): place for place in found}
    return list(unique.values())


ENGLISH = re.compile(r"[A-Za-z]{2,}")
# Ids of the engine a sentence must never show: action texts, recipe and event keys,
# rule ids, seat indices, catalog keys and unfilled placeholders.
INTERNAL = re.compile(
    r"\{|foodtycoon\.|core\.|\bFT\d\d\b|\bseat\b|\border \d+,|\b(cook|discard) \w+-\w"
    r"|\b(take|choose) (" + "|".join(INGREDIENTS) + r")\b"
)


# Recipe and event keys written as ids (a recipe's name is never its key in a sentence).
KEYS = [recipe.key for recipe in RECIPES if "-" in recipe.key] + [
    event.key for event in EVENTS if "-" in event.key
]


def said(msg, lang: str) -> str:
    return msg.render(lang)


def one_sentence(text: str) -> bool:
    return bool(text) and text.endswith(".") and not re.search(r"\. \S", text[:-1])


def test_the_positions_reach_every_phase_and_every_kind_of_place():
    phases = {state.phase for state, _ in ALL}
    assert phases == {
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
    kinds = {frozenset(place) for state, seat in ALL for place in places(context(state, seat))}
    keys = set().union(*kinds)
    # lots (with their dice and recipe), players' parts, fame markers, piles, the event
    assert {"lot", "status", "buyer", "seat", "money", "fame", "count", "event", "owner"} <= keys


@pytest.mark.parametrize("state,seat", ALL)
def test_every_place_says_why_in_the_games_words_and_changes_nothing(state, seat):
    before = json.dumps(state.to_json(), sort_keys=True)
    ctx = context(state, seat)
    view_before = json.dumps(ctx.view, sort_keys=True, default=str)
    clicked = places(ctx)
    assert clicked
    for place in clicked:
        msg = SCREEN.refusal(ctx, dict(place))
        assert not msg.key.startswith("core."), (place, msg)
        english = said(msg, "en")
        assert one_sentence(english), (place, english)
        assert not INTERNAL.search(english), (place, english)
        assert not any(key in english for key in KEYS), (place, english)
        # The same sentence for the same position, again and from a new context.
        assert said(SCREEN.refusal(context(state, seat), dict(place)), "en") == english
        for lang in ("zh-TW", "ja"):
            text = said(msg, lang)
            for name in NAMES:
                text = text.replace(name, "")
            assert text and text != english and not ENGLISH.search(text), (lang, place, text)
            assert not INTERNAL.search(text), (lang, place, text)
    assert json.dumps(ctx.view, sort_keys=True, default=str) == view_before
    assert json.dumps(state.to_json(), sort_keys=True) == before


def first(phase: str, test=lambda state, seat: True):
    for state, seat in ALL:
        if state.phase == phase and test(state, seat):
            return state.clone(), seat
    pytest.fail(f"no {phase} position")


def lot_place(index: int) -> dict[str, str]:
    return {"lot": str(index + 1)}


def test_the_lot_being_auctioned_says_how_to_bid_for_it_FT13():
    """FT13: the lot being auctioned takes a bid beside the table, more than the high
    bid, up to the bidder's money."""
    state, seat = first("auction", lambda s, seat: s.high and s.money[seat] > s.high)
    ctx = context(state, seat)
    lot = ctx.view["lot"]
    msg = SCREEN.refusal(ctx, lot_place(lot))
    assert msg.key == "foodtycoon.refusal.bid_here"
    assert said(msg, "en") == (
        f"Bid for lot {lot + 1} beside the table: more than {state.high}, "
        f"up to your {state.money[seat]} money, or pass."
    )


def test_a_bid_beyond_the_money_is_the_rules_refusal_FT13():
    """FT13: a bid above one's money is refused: a click on the lot says so."""
    state, seat = first("auction", lambda s, seat: s.high > 0)
    state.money[seat] = state.high
    ctx = context(state, seat)
    assert not any(isinstance(action, Bid) for action in ctx.legal)
    msg = SCREEN.refusal(ctx, lot_place(ctx.view["lot"]))
    assert msg.key == "foodtycoon.refuse.bid_over_money"
    assert said(msg, "en") == (
        f"You have only {state.high} money: you cannot bid {state.high + 1}."
    )


def test_another_lot_in_the_auction_is_a_bid_out_of_turn_FT13():
    """FT13: lots are auctioned one at a time in order; a later or sold lot says which
    lot takes bids now."""
    state, seat = first("auction", lambda s, seat: len(s.lots) > 1)
    ctx = context(state, seat)
    now = ctx.view["lot"]
    for index, lot in enumerate(ctx.view["lots"]):
        if index == now:
            continue
        text = said(SCREEN.refusal(ctx, lot_place(index)), "en")
        assert text.endswith(f"bid for lot {now + 1} beside the table, or pass."), text
        if lot["status"] == "sold":
            assert text.startswith(f"Lot {index + 1} is sold ("), text
        elif lot["status"] == "open":
            assert text.startswith(f"Lot {index + 1} is auctioned after lot {now + 1}"), text


def test_a_lot_while_rolling_says_the_lots_are_rolled_in_turn_FT09():
    """FT09: the host rolls the lots one after another; only the next slot rolls."""
    state, seat = first("roll", lambda s, seat: len(s.lots) >= 1)
    ctx = context(state, seat)
    assert Roll() in ctx.legal
    next_lot = len(state.lots) + 1
    assert said(SCREEN.refusal(ctx, lot_place(0)), "en") == (
        f"Lot 1 is rolled already: roll the dice for lot {next_lot} on its highlighted slot."
    )
    later = ctx.view["lots_per_round"]
    if later > next_lot:
        assert said(SCREEN.refusal(ctx, lot_place(later - 1)), "en").startswith(
            f"Lots are rolled in turn, lot {later} after lot {next_lot}"
        )


def test_the_lot_waiting_for_free_cards_points_at_the_choice_FT11():
    """FT11: a lot with sixes waits for the host's free ingredient cards."""
    state, seat = first("pick")
    ctx = context(state, seat)
    msg = SCREEN.refusal(ctx, lot_place(len(state.lots) - 1))
    assert msg.key == "foodtycoon.refusal.pick_here"
    assert f"for lot {len(state.lots)} beside the table" in said(msg, "en")


def test_a_lot_while_ordering_points_at_its_order_button_FT22():
    """FT22: the host orders the lots for the auction beside the table."""
    state, seat = first("order")
    msg = SCREEN.refusal(context(state, seat), lot_place(0))
    assert said(msg, "en") == "Put lot 1 in the auction order with its button beside the table."


def test_a_lot_at_the_cooking_step_is_the_rules_refusal_of_its_recipe_FT17_FT19():
    """FT17/FT19: a lot's recipe cooked: no such recipe in hand, ingredients lacking or
    cooked already are the rules' own sentences; a dish that can be cooked points at
    its Cook button."""
    state, seat = first("cook", lambda s, seat: any(lot.recipe is not None for lot in s.lots))
    index = next(i for i, lot in enumerate(state.lots) if lot.recipe is not None)
    recipe = state.lots[index].recipe
    name = said(SCREEN.refusal(context(state, seat), {}), "en")  # the prompt
    assert name.startswith(f"{NAMES[seat]}: cook a dish")
    state.hands[seat] = [r for r in state.hands[seat] if r != recipe]
    state.dishes[seat] = [r for r in state.dishes[seat] if r != recipe]
    msg = SCREEN.refusal(context(state, seat), lot_place(index))
    assert msg.key == "foodtycoon.refuse.no_recipe"
    state.hands[seat].append(recipe)
    state.ingredients[seat] = [0] * len(state.ingredients[seat])
    assert SCREEN.refusal(context(state, seat), lot_place(index)).key == (
        "foodtycoon.refuse.lacking"
    )
    state.ingredients[seat] = [9] * len(state.ingredients[seat])
    ctx = context(state, seat)
    assert Cook(recipe) in ctx.legal
    msg = SCREEN.refusal(ctx, lot_place(index))
    assert msg.key == "foodtycoon.refusal.cook_here"
    assert said(msg, "en").startswith("Cook ")
    state.dishes[seat].append(recipe)
    assert SCREEN.refusal(context(state, seat), lot_place(index)).key == (
        "foodtycoon.refuse.cooked_already"
    )


def test_players_parts_and_fame_markers_say_whose_they_are():
    state, seat = first("auction")
    ctx = context(state, seat)
    other = (seat + 1) % state.players
    lot = ctx.view["lot"] + 1
    part = {"seat": str(other), "money": "3", "fame": "0", "hand": "2"}
    assert said(SCREEN.refusal(ctx, part), "en") == (
        f"Those are {NAMES[other]}'s money, ingredients and dishes: "
        f"bid for lot {lot} beside the table, or pass."
    )
    mine = dict(part, seat=str(seat))
    assert said(SCREEN.refusal(ctx, mine), "en").startswith("Those are your money")
    marker = {"mark": "circle", "owner": str(other), "seat": str(other), "fame": "4"}
    fame = ctx.view["fame"][other]
    assert said(SCREEN.refusal(ctx, marker), "en").startswith(
        f"{NAMES[other]} has {fame} fame, and {ctx.view['target']} fame ends the game:"
    )


def test_anything_else_says_the_decisions_prompt():
    state, seat = first("choose")
    ctx = context(state, seat)
    for place in ({}, {"count": "12"}, {"event": "x"}, {"layout": "wide"}):
        assert said(SCREEN.refusal(ctx, place), "en") == SCREEN.prompt(ctx)


def test_a_move_the_table_does_not_offer_now_is_the_rules_refusal():
    """FT13: the roll slot clicked during the auction is refused as the rules refuse a
    roll then (bid or pass)."""
    state, seat = first("auction")
    msg = SCREEN.refusal(context(state, seat), {"action": "roll", "lot": "2"})
    assert msg.key == "foodtycoon.refuse.now.auction"


def test_through_the_table_a_click_says_the_games_sentence_and_changes_nothing():
    """From the page's side (``ui.feedback.refusal``): a person at a table with bots,
    once they are to act in an auction, clicks every element; nothing is played."""
    set_language("en")
    seats = [Seat("Ann", "human"), Seat("Bob", "bot:random"), Seat("Cy", "bot:random")]
    table = Table.new("foodtycoon", seats, seed=11)
    seen = set()
    for _ in range(400):
        if table.is_over():
            break
        if table.bot_to_move() is not None:
            table.bot_step()
            continue
        screen = TableScreen()
        ctx = frame(table, screen).ctx
        moves = table.moves
        for place in places(ctx):
            text = feedback.refusal(frame(table, screen), place)
            assert one_sentence(text) and not INTERNAL.search(text), (place, text)
            assert "choose one of the places marked" not in text
            seen.add(ctx.view["phase"])
        assert table.moves == moves
        legal = table.legal_actions(0)
        table.apply(0, next((a for a in legal if isinstance(a, Pass)), legal[0]))
    assert {"auction", "roll", "choose"} <= seen
