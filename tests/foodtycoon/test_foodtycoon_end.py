"""Food Tycoon's end, ranking and advanced rules: FT20–FT25."""

from __future__ import annotations

import pytest
from helpers import assert_refused
from test_foodtycoon_helpers import (
    GAME,
    ScriptedRng,
    act,
    cooking,
    give_dishes,
    pass_auctions,
    ready,
    script_dice,
    set_hand,
    set_ingredients,
    to_roll,
)

from pygames.core.record import Seat, new_record
from pygames.core.rng import Rng
from pygames.foodtycoon import scoring
from pygames.foodtycoon.actions import Order
from pygames.foodtycoon.data import RECIPE_INDEX


def said(result, seat: int) -> list[tuple[str, int]]:
    """A seat's score lines with their labels in English."""
    return [(str(label), points) for label, points in result.breakdown[seat]]


def finished(money, dishes, ingredients=None, rules="basic", dice=()):
    """A 3-player game just over with these money, dishes (recipe keys) and ingredient
    counts; ``dice`` scripts the roll-off."""
    state = ready(3, rules)
    state.money = list(money)
    for seat, keys in enumerate(dishes):
        give_dishes(state, seat, *keys)
    for seat, held in enumerate(ingredients or [{}] * 3):
        set_ingredients(state, seat, **held)
    state.rng = ScriptedRng(state.rng.state, [face - 1 for face in dice])
    state.phase = "over"
    scoring.roll_tiebreak(state)
    return state


# -- FT20 ----------------------------------------------------------------------------------


def test_ft20_the_round_is_played_out_after_someone_reaches_ten():
    state = cooking()
    give_dishes(state, 0, "rice-crust", "congee")  # 8 fame
    set_hand(state, 0, "egg-fried-rice")
    set_ingredients(state, 0, egg=1, grain=1)
    set_hand(state, 1, "buddha-jumps")
    set_ingredients(state, 1, fish=3, meat=2)
    pass_auctions(state)
    act(state, 0, "cook egg-fried-rice")
    assert scoring.fame(state, 0) == 10 and GAME.result(state) is None
    assert GAME.to_move(state) == (1,), "the others still cook this round"
    act(state, 1, "cook buddha-jumps")
    assert GAME.to_move(state) == () and state.phase == "over"
    result = GAME.result(state)
    assert result.scores == [10, 5, 0] and result.places == [1, 2, 3] and result.winners == [0]
    assert said(result, 0) == [
        ("Fried rice crust (yellow)", 5),
        ("Cantonese congee (yellow)", 3),
        ("Egg fried rice (white)", 2),
    ]
    assert_refused(state, 2, "pass", "FT20", GAME)
    assert all(GAME.legal_actions(state, seat) == [] for seat in range(3))


def test_ft20_under_ten_the_game_goes_on():
    state = cooking()
    give_dishes(state, 0, "rice-crust", "congee")
    pass_auctions(state)
    assert state.phase == "choose" and state.round == 2 and GAME.result(state) is None


# -- FT21 ----------------------------------------------------------------------------------


def test_ft21_fame_first():
    state = finished([0, 90, 0], [["buddha-jumps", "rice-crust"], ["salad"], []])
    assert GAME.result(state).places == [1, 2, 3] and state.tiebreak == [[], [], []]


def test_ft21_then_money():
    state = finished(
        [12, 15, 0], [["buddha-jumps", "rice-crust"], ["buddha-jumps", "rice-crust"], []]
    )
    result = GAME.result(state)
    assert result.scores == [10, 10, 0] and result.places == [2, 1, 3]
    assert ("Tie-break: money 12", 0) in said(result, 0) and said(result, 2) == []


def test_ft21_then_money_bags():
    # 10 fame each: buddha-jumps (2 bags) + rice-crust (0) against milkfish-soup (1) + cake (3)
    # + egg-tart... : lobster-salad 4 + sunshine-salad 3 + scallion-omelette 3 = 10, bags 3 + 2 + 2
    state = finished(
        [5, 5, 5],
        [
            ["buddha-jumps", "rice-crust"],
            ["lobster-salad", "sunshine-salad", "scallion-omelette"],
            [],
        ],
    )
    assert GAME.result(state).places == [2, 1, 3]


def test_ft21_then_ingredient_cards_in_hand():
    state = finished(
        [5, 5, 5],
        [["buddha-jumps", "rice-crust"], ["buddha-jumps", "rice-crust"], []],
        [{"grain": 1}, {"egg": 2}, {}],
    )
    assert GAME.result(state).places == [2, 1, 3]


def test_ft21_then_dice_again_until_no_two_are_level():
    state = finished(
        [5, 5, 5],
        [["buddha-jumps", "rice-crust"], ["buddha-jumps", "rice-crust"], []],
        [{"egg": 1}, {"egg": 1}, {}],
        dice=(4, 4, 2, 6),
    )
    assert state.tiebreak == [[4, 2], [4, 6], []]
    result = GAME.result(state)
    assert result.places == [2, 1, 3]
    assert ("Tie-break: dice 4, 2", 0) in said(result, 0)
    assert sum(points for _, points in said(result, 0)) == 10


def level_generator() -> int:
    """A generator state whose first two die rolls are equal and the next two not: a
    roll-off from it between two players needs a second roll."""
    for state in range(1, 1000):
        rng = Rng(state)
        rolls = [rng.below(6) for _ in range(4)]
        if rolls[0] == rolls[1] and rolls[2] != rolls[3]:
            return state
    raise AssertionError("no such generator state")


def test_ft21_dice_roll_off_replays_exactly():
    """Two players end level on fame, money, money bags and ingredient cards: the dice
    come from the game's own generator, so the position saved before the last move
    plays out to the same rolls and ranking."""
    state = cooking()
    for seat in (0, 1):
        give_dishes(state, seat, "rice-crust", "congee")  # 8 fame each
        set_hand(state, seat, "egg-fried-rice")
        set_ingredients(state, seat, egg=1, grain=1)
    set_ingredients(state, 2)
    pass_auctions(state)
    state.rng = Rng(level_generator())
    act(state, 0, "cook egg-fried-rice")
    saved = state.to_json()
    expected = Rng(state.rng.state)
    first = [1 + expected.below(6) for _ in range(2)]
    second = [1 + expected.below(6) for _ in range(2)]
    act(state, 1, "cook egg-fried-rice")
    assert (
        state.phase == "over"
        and state.money[0] == state.money[1]
        and state.ingredients[0] == state.ingredients[1]
    )
    assert first[0] == first[1] and second[0] != second[1], (
        "the first roll is level: they roll again"
    )
    assert state.tiebreak == [[first[0], second[0]], [first[1], second[1]], []]
    result = GAME.result(state)
    winner = 0 if second[0] > second[1] else 1
    assert (
        result.scores == [10, 10, 0]
        and result.places[winner] == 1
        and result.places[1 - winner] == 2
    )
    assert (f"Tie-break: dice {first[0]}, {second[0]}", 0) in said(result, 0)
    again = GAME.state_from_json(saved)
    act(again, 1, "cook egg-fried-rice")
    assert again.tiebreak == state.tiebreak and GAME.result(again) == result


# -- FT22–FT25 advanced rules -------------------------------------------------------------------


def rolled_advanced(players=4, seed=40):
    state = to_roll(ready(players, "advanced", seed))
    script_dice(state, (1, 1, 1, 1), (2, 2, 2, 2), (3, 3, 6, 6))
    for _ in range(3):
        act(state, 0, "roll")
    return state


def test_ft22_the_host_orders_the_lots_and_may_remove_one():
    state = rolled_advanced()
    assert state.phase == "order" and GAME.to_move(state) == (0,)
    legal = GAME.legal_actions(state, 0)
    assert len(legal) == 6 + 6 and Order((2, 0, 1)) in legal and Order((1, 2)) in legal
    piles, recipe, event = list(state.piles), state.lots[2].recipe, state.lots[2].event
    act(state, 0, "order 2,1")
    assert state.order == [1, 0] and state.lots[2].status == "removed"
    assert state.piles == [piles[0], piles[1], piles[2] + 2, piles[3], piles[4]]
    assert state.recipe_discard[-1] == recipe and state.event_deck[0] == event
    assert state.phase == "auction" and state.order[state.current] == 1
    assert GAME.view(state, 1)["lot"] == 1


def test_ft22_orders_that_do_not_fit_are_refused():
    state = rolled_advanced()
    for text in ("order 1,1,2", "order 1", "order 1,2,4", "order 1,2,3,1"):
        exc = assert_refused(state, 0, text, "FT22", GAME)
        assert "each of the lots 1–3 once" in str(exc)
    assert_refused(state, 0, "bid 1", "FT22", GAME)


def test_ft22_basic_game_has_no_ordering():
    state = to_roll(ready(3))
    script_dice(state, (1, 1, 1, 1))
    act(state, 0, "roll")
    assert_refused(state, 0, "order 1,2", "FT09", GAME)
    act(state, 0, "roll")
    assert state.phase == "auction" and state.order == [0, 1]


def advanced_cooking(seed: int):
    """The cooking step of an advanced game where nobody can cook."""
    state = cooking(seed=seed)
    state.options = {"rules": "advanced"}
    for seat in range(3):
        set_ingredients(state, seat)
    return state


def test_ft23_advanced_game_ends_at_eighteen_not_ten():
    state = advanced_cooking(41)
    give_dishes(state, 0, "rice-crust", "buddha-jumps", "cake")  # 14 fame, 3 colours
    pass_auctions(state)
    assert state.phase == "choose" and GAME.view(state, 0)["target"] == 18
    state = advanced_cooking(42)
    give_dishes(state, 0, "rice-crust", "buddha-jumps", "cake", "lobster-salad")  # 18
    pass_auctions(state)
    assert state.phase == "over" and GAME.result(state).scores[0] == 18


def test_ft24_three_dishes_of_a_colour_add_one_each():
    dishes = [RECIPE_INDEX[k] for k in ("salad", "sunshine-salad", "tomato-fish", "cabbage-rolls")]
    assert scoring.fame_parts(dishes, True) == (2 + 3 + 3 + 1, 4, 0)
    assert scoring.fame_parts(dishes[:2], True) == (5, 0, 0)
    assert scoring.fame_parts(dishes, False) == (9, 0, 0)
    state = finished(
        [0, 0, 0], [["salad", "sunshine-salad", "tomato-fish"], [], []], rules="advanced"
    )
    result = GAME.result(state)
    assert result.scores[0] == 8 + 3 and ("3 green dishes: +1 each", 3) in said(result, 0)


def test_ft25_all_five_colours_add_three():
    keys = ("egg-tart", "blood-cake", "salad", "ramen", "eel-rice")
    dishes = [RECIPE_INDEX[k] for k in keys]
    assert scoring.fame_parts(dishes, True) == (10, 0, 3)
    state = finished([0, 0, 0], [list(keys), [], []], rules="advanced")
    result = GAME.result(state)
    assert result.scores[0] == 13 and ("Dishes of all 5 colours", 3) in said(result, 0)
    assert GAME.view(state, None)["fame_parts"][0] == [10, 0, 3]


def test_fame_in_the_view_counts_the_advanced_bonuses():
    state = ready(3, "advanced")
    give_dishes(
        state,
        1,
        "salad",
        "sunshine-salad",
        "tomato-fish",
        "egg-tart",
        "blood-cake",
        "ramen",
        "eel-rice",
    )
    view = GAME.view(state, 0)
    assert view["fame"][1] == view["scores"][1] == 2 + 3 + 3 + 2 + 2 + 2 + 2 + 3 + 3


def test_a_new_record_with_advanced_rules():
    record = new_record("foodtycoon", [Seat("A"), Seat("B"), Seat("C")], {"rules": "advanced"}, 5)
    assert record.options == {"rules": "advanced"}
    with pytest.raises(ValueError):
        new_record("foodtycoon", [Seat("A"), Seat("B")], None, 5)
