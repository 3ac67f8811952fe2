def test_the_score_is_counted_in_cores_points():
    from pygames.cablecar.rules import GAME

    assert GAME.score_unit == "core.unit.points"
