def test_the_score_is_counted_in_its_own_unit():
    from pygames.cakemaster.rules import GAME

    assert GAME.score_unit == "cakemaster.unit"
