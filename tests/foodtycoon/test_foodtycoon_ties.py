"""Food Tycoon's ties (FT21): fame first, then money, money bags on finished dishes,
ingredient cards in hand, and dice rolled until no two are level."""

from __future__ import annotations

import pytest
from helpers import adds_up, lines_of
from helpers import tie_status as status

from pygames import get_game
from ui import i18n

EGG_TART, EGG_FRIED_RICE = 0, 1  # 2 fame each; 2 and 1 money bags


@pytest.fixture(autouse=True)
def english():
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def foodtycoon_over(dishes, money, cards, dice=None):
    from pygames.foodtycoon import scoring

    players = len(dishes)
    state = get_game("foodtycoon").new_game(players, None, 3)
    state.phase = "over"
    state.dishes = [list(d) for d in dishes]
    state.money = list(money)
    state.ingredients = [[n, 0, 0, 0, 0] for n in cards]
    state.tiebreak = [list(d) for d in dice] if dice else [[] for _ in range(players)]
    return scoring.result(state)


def test_ft21_the_tiebreaks_are_the_rules():
    from pygames.foodtycoon import scoring

    assert {tiebreak.rule for tiebreak in scoring.TIEBREAKS} == {"FT21"}


@pytest.mark.parametrize(
    "money, dishes, cards, dice, sentence",
    [
        ([5, 3], [EGG_TART, EGG_TART], [0, 0], None, "more money decided it (5 to 3)"),
        (
            [5, 5],
            [EGG_TART, EGG_FRIED_RICE],
            [0, 0],
            None,
            "more money bags on finished dishes decided it (2 to 1)",
        ),
        (
            [5, 5],
            [EGG_TART, EGG_TART],
            [4, 1],
            None,
            "more ingredient cards in hand decided it (4 to 1)",
        ),
        (
            [5, 5],
            [EGG_TART, EGG_TART],
            [1, 1],
            [[4, 6], [4, 2]],
            "the dice decided it (4, 6 to 4, 2)",
        ),
    ],
)
def test_ft21_each_tiebreak_after_fame(money, dishes, cards, dice, sentence):
    # Cal cooked nothing: third, level with nobody.
    dice = dice and [*dice, []]
    result = foodtycoon_over([[dishes[0]], [dishes[1]], []], [*money, 0], [*cards, 0], dice)
    assert result.places == [1, 2, 3] and result.scores == [2, 2, 0] and adds_up(result)
    assert not any(line.startswith("Tie-break") for line in lines_of(result, 2))
    assert status(result, "foodtycoon") == (
        f"Game over: Ann wins with 2 fame, tied with Ben; {sentence}."
    )
    assert result.to_json()["ties"][0]["rule"] == "FT21"
    figures_shown = [line for line in lines_of(result, 1) if line.startswith("Tie-break")]
    assert figures_shown[:3] == [
        f"Tie-break: money {money[1]}",
        f"Tie-break: money bags {1 if dishes[1] == EGG_FRIED_RICE else 2}",
        f"Tie-break: ingredient cards {cards[1]}",
    ]


def test_ft21_the_dice_leave_no_place_shared():
    """FT21 ends in dice rolled until no two are level: the game's own end rolls them."""
    from pygames.foodtycoon import scoring

    state = get_game("foodtycoon").new_game(3, None, 11)
    state.phase = "over"
    state.dishes = [[EGG_TART], [EGG_TART], [EGG_TART]]
    state.money = [4, 4, 4]
    state.ingredients = [[1, 0, 0, 0, 0]] * 3
    scoring.roll_tiebreak(state)
    result = scoring.result(state)
    assert sorted(result.places) == [1, 2, 3]
    assert all(d.tiebreak.name == "foodtycoon.tie.dice" for d in result.ties.decided)
    assert len(result.ties.decided) == 3


def test_ft21_a_sequence_of_dice_is_one_value_compared_in_order():
    """core.ranking compares a tuple of dice in order, as FT21's rolls are read."""
    from pygames.core.ranking import TieBreak, rank

    dice = TieBreak("foodtycoon.tie.dice", "foodtycoon.score.tiebreak_dice", "FT21")
    found, ties = rank([(5, (3, 5)), (5, (3, 2)), (5, (1,))], (dice,))
    assert found == [1, 2, 3]
    assert str(ties.between(0, 1).clause()) == "the dice decided it (3, 5 to 3, 2)"
