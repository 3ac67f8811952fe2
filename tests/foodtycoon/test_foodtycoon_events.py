"""Food Tycoon events (FT16): every kind, worked out by hand. Each acts on all players
and favours its buyer (FACTS.md); the 11 events beyond the publisher's 4 are this
edition's (data.EVENTS, help.py).
"""

from __future__ import annotations

import pytest
from test_foodtycoon_helpers import (
    GAME,
    act,
    counts,
    give_dishes,
    ready,
    script_dice,
    set_ingredients,
    to_roll,
)

from pygames.foodtycoon import events
from pygames.foodtycoon.data import EVENT_INDEX, EVENTS, INGREDIENTS, effect_msg

GAINS = {
    "harvest": "grain",
    "farming": "meat",
    "garden": "vegetable",
    "catch": "fish",
    "hens": "egg",
}
SPOILS = {
    "rats": "grain",
    "power-cut": "meat",
    "pests": "vegetable",
    "red-tide": "fish",
    "bird-flu": "egg",
}


def table(players=4, seed=30):
    """Set-up done; seat hands: seat s holds s+1 of every ingredient."""
    state = ready(players, seed=seed)
    for seat in range(players):
        set_ingredients(state, seat, **{name: seat + 1 for name in INGREDIENTS})
    return state


def resolve(state, key: str, buyer: int) -> dict:
    return events.resolve(state, EVENT_INDEX[key], buyer)


def test_fifteen_kinds_two_of_each_each_with_a_text():
    assert len(EVENTS) == 15 and {e.key for e in EVENTS} >= set(GAINS) | set(SPOILS)
    for event in EVENTS:
        for lang in ("en", "zh-TW", "ja"):
            said = effect_msg(event.key).render(lang)
            assert said and "{" not in said and "foodtycoon." not in said
    assert str(effect_msg("harvest")) == "Every player takes 1 grain; the buyer takes 2 more."


@pytest.mark.parametrize("key", sorted(GAINS))
def test_gain_everyone_one_the_buyer_two_more(key):
    state = table()
    kind = INGREDIENTS.index(GAINS[key])
    before = [h[kind] for h in state.ingredients]
    change = resolve(state, key, 2)
    assert [h[kind] for h in state.ingredients] == [
        before[0] + 1,
        before[1] + 1,
        before[2] + 3,
        before[3] + 1,
    ]
    assert change["ingredients"][2] == [3 if k == kind else 0 for k in range(5)]
    assert change["money"] == [0] * 4 and change["recipes"] == [0] * 4


def test_harvest_short_pile_serves_the_buyer_first_then_from_its_left():
    state = table()
    state.piles[3] += state.piles[0] - 4  # only 4 grain cards left in the pile
    state.piles[0] = 4
    resolve(state, "harvest", 2)
    assert [h[0] for h in state.ingredients] == [1, 2, 3 + 3, 4 + 1], (
        "buyer 3, then seat 3; seats 0, 1 get none"
    )
    assert state.piles[0] == 0


@pytest.mark.parametrize("key", sorted(SPOILS))
def test_spoil_everyone_but_the_buyer_returns_that_kind(key):
    state = table()
    kind = INGREDIENTS.index(SPOILS[key])
    pile = state.piles[kind]
    resolve(state, key, 1)
    assert [h[kind] for h in state.ingredients] == [0, 2, 0, 0]
    assert state.piles[kind] == pile + 1 + 3 + 4
    assert all(sum(h) - h[kind] == 4 * (seat + 1) for seat, h in enumerate(state.ingredients))


def test_disaster_others_return_half_from_their_largest_kinds():
    state = table()
    set_ingredients(state, 0, grain=3, meat=1, egg=3)  # 7 cards: returns 3
    set_ingredients(state, 1, fish=5)  # the buyer: spared
    set_ingredients(state, 2, meat=2, vegetable=2, fish=2)  # 6 cards: returns 3
    set_ingredients(state, 3, egg=1)  # 1 card: returns 0
    piles = list(state.piles)
    resolve(state, "disaster", 1)
    # seat 0, one card at a time: grain 3 = egg 3, grain first -> egg 3 is most -> grain 2 =
    # egg 2, grain first
    assert state.ingredients[0] == counts(grain=1, meat=1, egg=2)
    assert state.ingredients[1] == counts(fish=5)
    assert state.ingredients[2] == counts(meat=1, vegetable=1, fish=1)
    assert state.ingredients[3] == counts(egg=1)
    assert sum(state.piles) == sum(piles) + 6


def test_share_the_wealth_splits_evenly_and_the_buyer_takes_one_more():
    state = table()
    state.money = [10, 3, 40, 0]  # 53: 13 each, 1 to the bank
    change = resolve(state, "share", 3)
    assert state.money == [13, 13, 13, 14]
    assert change["money"] == [3, 10, -27, 14]


def test_tax_everyone_but_the_buyer_pays_a_fifth_rounded_down():
    state = table()
    state.money = [10, 4, 39, 25]
    resolve(state, "tax", 2)
    assert state.money == [8, 4, 39, 20]


def test_boom_pays_the_money_bags_and_the_buyer_five_more():
    state = table()
    give_dishes(state, 0, "cake", "steak-dinner")  # 3 + 4
    give_dishes(state, 3, "tomato-fish")  # 0
    state.money = [0, 0, 0, 0]
    resolve(state, "boom", 3)
    assert state.money == [7, 0, 0, 5]


def test_inspiration_everyone_draws_one_the_buyer_first_and_one_more():
    state = table()
    top = state.recipe_deck[-5:]
    sizes = [len(h) for h in state.hands]
    change = resolve(state, "inspiration", 1)
    assert change["recipes"] == [1, 2, 1, 1]
    assert state.hands[1][-2:] == [top[-1], top[-2]], "the buyer draws first"
    assert (
        state.hands[2][-1] == top[-3]
        and state.hands[3][-1] == top[-4]
        and state.hands[0][-1] == top[-5]
    )
    assert [len(h) for h in state.hands] == [s + c for s, c in zip(sizes, [1, 2, 1, 1])]


def test_inspiration_with_few_recipes_left():
    state = table()
    state.hands[0] += state.recipe_deck[2:] + state.recipe_discard
    state.recipe_deck, state.recipe_discard = state.recipe_deck[:2], []
    change = resolve(state, "inspiration", 3)
    assert change["recipes"] == [0, 0, 0, 2] and state.recipe_deck == []


def test_an_event_in_play_the_whole_way():
    """Bought through an auction: turned at once (before the next lot), discarded,
    and shown in the view as the lot's turned event and the last event."""
    state = ready(3, seed=31)
    to_roll(state)
    script_dice(state, (6, 1, 1, 1), (2, 2, 2, 2))
    act(state, 0, "roll")
    act(state, 0, "roll")
    state.event_deck.append(state.lots[0].event)
    state.event_deck.remove(EVENT_INDEX["share"])
    state.lots[0].event = EVENT_INDEX["share"]
    act(state, 1, "bid 5")
    act(state, 2, "pass")
    act(state, 0, "pass")
    pooled = 35 + 30 + 35  # seat 1 paid 5 before the event
    assert state.money == [pooled // 3, pooled // 3 + 1, pooled // 3]
    assert GAME.view(state, 2)["lots"][0]["turned"] == "share"
    assert state.event_discard[-1] == EVENT_INDEX["share"] and state.phase == "auction"
