"""Food Tycoon set-up, the round and cooking: FT01–FT12 and FT17–FT19
(shared/rules/foodtycoon.md, seed 003). Auctions: test_foodtycoon_auction.py; events:
test_foodtycoon_events.py; the end and the advanced rules: test_foodtycoon_end.py.

Expectations are worked out by hand from the rules; the recipe table is copied by hand
from FACTS.md.
"""

from __future__ import annotations

from collections import Counter

import pytest
from helpers import assert_refused
from test_foodtycoon_helpers import (
    GAME,
    act,
    cooking,
    counts,
    give_dishes,
    new_state,
    pass_auctions,
    ready,
    script_dice,
    set_hand,
    set_ingredients,
    to_roll,
)

from pygames.foodtycoon.actions import Discard, Pass, Shop, Take, Think, parse
from pygames.foodtycoon.data import EVENTS, INGREDIENTS, LOTS, RECIPE_INDEX, RECIPES, recipe_msg

# FACTS.md, by hand: name -> (colour, ingredients, money bags, fame).
FACTS_RECIPES = {
    "蛋塔": ("white", "EEG", 2, 2),
    "蛋炒飯": ("white", "EG", 1, 2),
    "蔥花蛋": ("white", "EV", 2, 3),
    "蛋糕": ("white", "EEEEG", 3, 4),
    "青椒炒肉絲": ("red", "MMV", 3, 1),
    "回鍋肉": ("red", "MVE", 2, 2),
    "豬血糕": ("red", "MG", 1, 2),
    "頂級排餐": ("red", "MMMME", 4, 3),
    "高麗菜捲": ("green", "VVM", 3, 1),
    "沙拉": ("green", "VVV", 2, 2),
    "陽光沙拉": ("green", "VVVE", 2, 3),
    "番茄魚片": ("green", "FV", 0, 3),
    "握壽司": ("yellow", "FFGG", 3, 2),
    "拉麵": ("yellow", "GGME", 3, 2),
    "廣東粥": ("yellow", "GEM", 1, 3),
    "銅燒火鍋": ("yellow", "EMFVG", 3, 3),
    "炒鍋巴": ("yellow", "GGGM", 0, 5),
    "咖哩魚蛋": ("blue", "FE", 2, 1),
    "鰻魚飯": ("blue", "FFG", 2, 2),
    "虱目魚湯": ("blue", "FFF", 1, 3),
    "龍蝦沙拉": ("blue", "FFFVV", 3, 4),
    "佛跳牆": ("blue", "FFFMM", 2, 5),
}
COLOUR_NAMES = ("white", "red", "green", "yellow", "blue")


def names(cards) -> list[str]:
    return [RECIPES[c].key for c in cards]


# -- FT01 components ---------------------------------------------------------------------


def test_ft01_recipes_as_facts_lists():
    assert len(RECIPES) == 22
    table = {}
    for recipe in RECIPES:
        letters = "".join(letter * n for letter, n in zip("GMVFE", recipe.needs))
        table[recipe.zh] = (COLOUR_NAMES[recipe.colour], letters, recipe.bags, recipe.fame)
    assert table == {
        zh: (c, "".join(sorted(i, key="GMVFE".index)), b, f)
        for zh, (c, i, b, f) in FACTS_RECIPES.items()
    }
    assert (
        len({r.key for r in RECIPES}) == 22
        and len({str(recipe_msg(i)) for i in range(len(RECIPES))}) == 22
    )


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_ft01_decks_piles_and_dice(players):
    state = new_state(players, seed=players)
    assert state.piles == [18] * 5 and INGREDIENTS == ("grain", "meat", "vegetable", "fish", "egg")
    held = Counter(state.recipe_deck) + Counter(c for h in state.hands for c in h)
    assert held == Counter({k: 2 for k in range(22)}) and sum(held.values()) == 44
    assert Counter(state.event_deck) == Counter({k: 2 for k in range(15)}) and len(EVENTS) == 15
    other = new_state(players, seed=players + 100)
    assert state.recipe_deck != other.recipe_deck and state.event_deck != other.event_deck, (
        "shuffled"
    )


def test_ft01_known_events_are_there():
    keys = {e.key: e for e in EVENTS}
    assert keys["harvest"].zh == "豐收" and keys["farming"].zh == "養殖"
    assert keys["share"].zh == "均富" and keys["disaster"].zh == "天災"
    assert len({e.key for e in EVENTS}) == 15


# -- FT02–FT04 set-up ----------------------------------------------------------------------


def test_ft02_dealt_four_keep_three_discard_one_face_up():
    state = new_state(4, seed=3)
    assert [len(h) for h in state.hands] == [4] * 4 and state.phase == "setup-recipes"
    for seat in range(4):
        assert GAME.to_move(state) == (seat,)
        hand = list(state.hands[seat])
        assert GAME.legal_actions(state, seat) == [Discard(r) for r in sorted(set(hand))]
        act(state, seat, f"discard {RECIPES[hand[2]].key}")
        assert sorted(state.hands[seat]) == sorted(hand[:2] + hand[3:])
        assert state.recipe_discard[-1] == hand[2]
        assert GAME.view(state, None)["recipe_discard"][-1] == RECIPES[hand[2]].key, "face up"
    assert state.phase == "setup-ingredients" and [len(h) for h in state.hands] == [3] * 4


def test_ft02_only_a_dealt_recipe_may_be_discarded():
    state = new_state(3, seed=1)
    absent = next(r for r in range(22) if r not in state.hands[0])
    exc = assert_refused(state, 0, Discard(absent), "FT02", GAME)
    assert "not among your dealt recipes" in str(exc)
    assert_refused(state, 0, "shop", "FT02", GAME)
    assert_refused(state, 1, Discard(state.hands[1][0]), "FT05", GAME)


def test_ft03_thirty_money_and_any_two_ingredients():
    state = new_state(3, seed=2)
    assert state.money == [30, 30, 30]
    for seat in range(3):
        act(state, seat, f"discard {RECIPES[state.hands[seat][0]].key}")
    legal = GAME.legal_actions(state, 0)
    assert len(legal) == 15 and Take((4, 4)) in legal and Take((0, 3)) in legal
    act(state, 0, "take egg,egg")
    act(state, 1, "take fish,grain")
    assert_refused(state, 2, "take meat", "FT03", GAME)
    assert_refused(state, 2, "take meat,meat,egg", "FT03", GAME)
    assert_refused(state, 2, "choose meat,egg", "FT03", GAME)
    act(state, 2, "take meat,vegetable")
    assert state.ingredients == [
        counts(egg=2),
        counts(grain=1, fish=1),
        counts(meat=1, vegetable=1),
    ]
    assert state.piles == [17, 17, 17, 17, 16]
    assert state.phase == "choose" and state.round == 1 and state.money == [30, 30, 30]


@pytest.mark.parametrize("players", [3, 6])
def test_ft04_first_seat_hosts_then_the_host_passes_left(players):
    state = ready(players, seed=4)
    hosts = []
    for _ in range(players + 1):
        hosts.append(state.host)
        assert GAME.to_move(state) == (state.host,)
        rounds = state.round
        while state.round == rounds:  # everyone shops, passes every lot, cooks nothing
            (seat,) = GAME.to_move(state)
            legal = GAME.legal_actions(state, seat)
            act(
                state,
                seat,
                str(Shop() if Shop() in legal else Pass() if Pass() in legal else legal[0]),
            )
    assert hosts == [r % players for r in range(players + 1)]


# -- FT05–FT08 open shop or think ---------------------------------------------------------


def test_ft05_each_player_from_the_host_chooses():
    state = ready(4, seed=5)
    state.host = state.turn = 2
    order = []
    while state.phase == "choose":
        (seat,) = GAME.to_move(state)
        order.append(seat)
        assert GAME.legal_actions(state, seat) == [Shop(), Think()]
        assert_refused(state, (seat + 1) % 4, "shop", "FT05", GAME)
        act(state, seat, "shop")
    assert order == [2, 3, 0, 1] and state.phase == "roll" and GAME.to_move(state) == (2,)


def test_ft06_open_shop_earns_five_plus_money_bags():
    state = ready(3, seed=6)
    give_dishes(state, 1, "steak-dinner", "tomato-fish", "cake")  # bags 4 + 0 + 3
    act(state, 0, "shop")
    act(state, 1, "shop")
    assert state.money[:2] == [35, 30 + 5 + 7]


def test_ft07_think_draws_two_keeps_one_discards_the_other_face_up():
    state = ready(3, seed=7)
    top_two = state.recipe_deck[-2:]
    hand = list(state.hands[0])
    act(state, 0, "think")
    assert state.phase == "think" and sorted(state.drawn) == sorted(top_two)
    assert GAME.view(state, 0)["drawn"] == names(reversed(top_two))
    assert GAME.view(state, 1)["drawn"] is None and GAME.view(state, 1)["drawn_count"] == 2
    absent = next(r for r in range(22) if r not in top_two)
    exc = assert_refused(state, 0, Discard(absent), "FT07", GAME)
    assert "did not draw" in str(exc)
    assert_refused(state, 0, "shop", "FT07", GAME)
    act(state, 0, f"discard {RECIPES[top_two[0]].key}")
    assert sorted(state.hands[0]) == sorted(hand + [top_two[1]])
    assert state.recipe_discard[-1] == top_two[0] and state.drawn == []
    assert state.phase == "choose" and GAME.to_move(state) == (1,)


def test_ft08_empty_recipe_deck_is_refilled_from_the_discards():
    state = ready(3, seed=8)
    state.recipe_discard += state.recipe_deck[1:]
    state.recipe_deck = state.recipe_deck[:1]
    last, discards = state.recipe_deck[0], list(state.recipe_discard)
    act(state, 0, "think")
    assert last in state.drawn and len(state.drawn) == 2
    assert state.recipe_discard == [] and len(state.recipe_deck) == len(discards) - 1
    assert Counter(state.recipe_deck + state.drawn) == Counter(discards + [last])


def test_ft08_no_recipe_left_anywhere_means_open_shop():
    state = ready(3, seed=9)
    state.hands[2] += state.recipe_deck + state.recipe_discard
    state.recipe_deck, state.recipe_discard = [], []
    assert GAME.legal_actions(state, 0) == [Shop()]
    exc = assert_refused(state, 0, Think(), "FT08", GAME)
    assert "open shop" in str(exc)
    state.recipe_discard.append(state.hands[2].pop())  # one card left: no choice to make
    act(state, 0, "think")
    assert state.phase == "choose" and len(state.hands[0]) == 4 and GAME.to_move(state) == (1,)


# -- FT09–FT12 the lots ----------------------------------------------------------------------


@pytest.mark.parametrize("players,lots", [(3, 2), (4, 3), (5, 3), (6, 4)])
def test_ft09_lots_per_player_count_one_roll_each(players, lots):
    assert LOTS[players] == lots
    state = to_roll(ready(players, seed=10))
    script_dice(state, *[(1, 2, 3, 4)] * lots)
    for n in range(lots):
        assert state.phase == "roll" and GAME.legal_actions(state, state.host) == [parse("roll")]
        assert_refused(state, (state.host + 1) % players, "roll", "FT05", GAME)
        act(state, state.host, "roll")
        assert len(state.lots) == n + 1 and state.lots[-1].dice == [1, 2, 3, 4]
    assert state.phase == "auction" and state.order == list(range(lots))


def test_ft10_faces_one_to_five_are_ingredients():
    state = to_roll(ready(3, seed=11))
    script_dice(state, (1, 2, 3, 4), (5, 5, 1, 3))
    piles = list(state.piles)
    act(state, 0, "roll")
    act(state, 0, "roll")
    first, second = state.lots
    assert first.ingredients == [1, 1, 1, 1, 0] and second.ingredients == [1, 0, 1, 0, 2]
    assert first.event is None and first.recipe is None and second.event is None
    assert state.piles == [
        p - a - b for p, a, b in zip(piles, first.ingredients, second.ingredients)
    ]


def test_ft11_seed_example_one_meat_fish_event_recipe():
    """例1: (2,4,6,6) -> 1 meat, 1 fish, an event face down and a recipe face up."""
    state = to_roll(ready(3, seed=12))
    script_dice(state, (2, 4, 6, 6))
    top_event, top_recipe = state.event_deck[-1], state.recipe_deck[-1]
    act(state, 0, "roll")
    lot = state.lots[0]
    assert lot.ingredients == counts(meat=1, fish=1) and lot.chosen == [0] * 5
    assert lot.event == top_event and lot.recipe == top_recipe and lot.pending == 0
    assert state.phase == "roll", "no free ingredients: the host rolls the next lot"


def test_ft11_seed_example_two_vegetable_event_recipe_and_two_chosen():
    """例2: (3,6,6,6) -> 1 vegetable, an event, a recipe and 2 ingredients of the host's
    choice."""
    state = to_roll(ready(4, seed=13))
    state.host = state.turn = 1
    script_dice(state, (3, 6, 6, 6))
    act(state, 1, "roll")
    assert state.phase == "pick" and GAME.to_move(state) == (1,) and state.lots[0].pending == 2
    assert len(GAME.legal_actions(state, 1)) == 15
    assert_refused(state, 1, "choose fish", "FT11", GAME)
    assert_refused(state, 1, "choose fish,fish,egg", "FT11", GAME)
    assert_refused(state, 1, "take fish,egg", "FT11", GAME)
    assert_refused(state, 1, "roll", "FT11", GAME)
    act(state, 1, "choose egg,fish")
    lot = state.lots[0]
    assert lot.ingredients == counts(vegetable=1, fish=1, egg=1) and lot.chosen == counts(
        fish=1, egg=1
    )
    assert lot.event is not None and lot.recipe is not None and lot.pending == 0
    assert state.phase == "roll"


def test_ft11_four_sixes_give_five_chosen_and_one_six_an_event():
    state = to_roll(ready(3, seed=14))
    script_dice(state, (6, 6, 6, 6), (5, 6, 1, 1))
    act(state, 0, "roll")
    assert state.lots[0].pending == 5 and len(GAME.legal_actions(state, 0)) == 126
    act(state, 0, "choose meat,meat,meat,meat,egg")
    assert state.lots[0].ingredients == counts(meat=4, egg=1) and state.lots[0].recipe is not None
    act(state, 0, "roll")
    assert state.lots[1].ingredients == counts(grain=2, egg=1)
    assert state.lots[1].event is not None and state.lots[1].recipe is None


def test_ft11_an_empty_pile_gives_nothing_and_limits_the_choice():
    state = to_roll(ready(3, seed=15))
    state.piles[1] += state.piles[3] - 1  # fish pile down to 1 card, meat holds the rest
    state.piles[3] = 1
    script_dice(state, (4, 4, 6, 6), (4, 6, 6, 6))
    act(state, 0, "roll")
    assert state.lots[0].ingredients == counts(fish=1) and state.piles[3] == 0
    act(state, 0, "roll")
    assert state.lots[1].ingredients == [0] * 5, "the fish pile is empty"
    exc = assert_refused(state, 0, "choose fish,grain", "FT11", GAME)
    assert "fish pile has only 0 cards" in str(exc)
    assert all(3 not in a.kinds for a in GAME.legal_actions(state, 0))


def test_ft12_lots_show_recipes_face_up_and_events_face_down():
    state = to_roll(ready(3, seed=16))
    script_dice(state, (2, 4, 6, 6), (1, 1, 1, 1))
    act(state, 0, "roll")
    act(state, 0, "roll")
    for seat in (None, 0, 1, 2):
        lots = GAME.view(state, seat)["lots"]
        assert lots[0]["recipe"] == RECIPES[state.lots[0].recipe].key
        assert lots[0]["event"] is True and lots[0]["turned"] is None
        assert EVENTS[state.lots[0].event].key not in str(lots)
        assert (
            lots[1]["event"] is False
            and lots[1]["recipe"] is None
            and lots[1]["dice"] == [1, 1, 1, 1]
        )


# -- FT17–FT19 cooking ---------------------------------------------------------------------


def test_ft17_cook_from_the_host_paying_ingredients_back():
    state = cooking()
    set_hand(state, 0, "egg-tart", "salad")
    set_hand(state, 1, "cake")
    set_hand(state, 2, "salad", "tomato-fish")
    set_ingredients(state, 0, egg=2, grain=1, fish=1)
    set_ingredients(state, 2, vegetable=3)
    pass_auctions(state)
    piles = list(state.piles)
    assert state.phase == "cook" and GAME.to_move(state) == (0,), "seat 1 can cook nothing"
    assert GAME.legal_actions(state, 0) == [Pass(), parse("cook egg-tart")]
    act(state, 0, "cook egg-tart")
    assert state.dishes[0] == [RECIPE_INDEX["egg-tart"]] and names(state.hands[0]) == ["salad"]
    assert state.ingredients[0] == counts(fish=1)
    assert state.piles == [piles[0] + 1, piles[1], piles[2], piles[3], piles[4] + 2]
    assert GAME.to_move(state) == (2,), "seat 1 is passed over"
    act(state, 2, "pass")
    assert state.dishes[2] == [] and state.round == 2 and state.phase == "choose"


def test_ft17_refusals_name_what_is_missing():
    state = cooking()
    set_hand(state, 0, "egg-tart", "ramen")
    set_ingredients(state, 0, grain=2, meat=1)
    give_dishes(state, 1, "cake")
    set_ingredients(state, 1, egg=4, grain=1)
    set_hand(state, 1, "egg-fried-rice")
    state.host = state.turn = 1
    pass_auctions(state)
    assert GAME.to_move(state) == (1,)
    exc = assert_refused(state, 1, "cook cake", "FT17", GAME)
    assert "You hold no Cake recipe" in str(exc)
    act(state, 1, "cook egg-fried-rice")
    assert state.ingredients[1] == counts(egg=3) and names(state.dishes[1]) == [
        "cake",
        "egg-fried-rice",
    ]
    assert state.phase == "choose" and state.round == 2, "seats 2 and 0 can cook nothing"


def test_ft17_lacking_ingredients_are_listed():
    state = cooking()
    set_hand(state, 0, "egg-tart", "ramen")
    set_ingredients(state, 0, egg=2, grain=1)
    pass_auctions(state)
    exc = assert_refused(state, 0, "cook ramen", "FT17", GAME)
    assert "you lack 1 grain, 1 meat" in str(exc)
    assert_refused(state, 0, "bid 3", "FT17", GAME)


def test_ft18_one_dish_per_round():
    state = cooking()
    set_hand(state, 0, "egg-tart", "egg-fried-rice")
    set_ingredients(state, 0, egg=3, grain=2)
    pass_auctions(state)
    act(state, 0, "cook egg-tart")
    assert GAME.to_move(state) != (0,)
    exc = assert_refused(state, 0, "cook egg-fried-rice", "FT05", GAME)
    assert "not your turn" in str(exc)


def test_ft19_never_a_dish_you_already_have():
    state = cooking()
    give_dishes(state, 0, "salad")
    set_hand(state, 0, "salad", "sunshine-salad")  # the game's other salad card
    set_ingredients(state, 0, vegetable=3, egg=1)
    pass_auctions(state)
    exc = assert_refused(state, 0, "cook salad", "FT19", GAME)
    assert "already cooked Salad" in str(exc)
    assert GAME.legal_actions(state, 0) == [Pass(), parse("cook sunshine-salad")]


def test_ft19_a_dish_another_player_has_is_allowed():
    state = cooking()
    give_dishes(state, 1, "salad")
    set_hand(state, 0, "salad")
    set_ingredients(state, 0, vegetable=3)
    pass_auctions(state)
    act(state, 0, "cook salad")
    assert names(state.dishes[0]) == names(state.dishes[1]) == ["salad"]
