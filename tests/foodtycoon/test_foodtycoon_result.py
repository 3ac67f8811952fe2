def test_the_score_is_counted_in_its_own_unit():
    from pygames.foodtycoon.rules import GAME

    assert GAME.score_unit == "foodtycoon.unit"
