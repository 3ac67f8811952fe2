"""Cake Master's ties (CM23): stars first, then tasty points in round 3, else the place
is shared; the sentences of the result and of the presenter's end."""

from __future__ import annotations

import pytest
from helpers import NAMES, adds_up, lines_of
from helpers import tie_notes as notes
from helpers import tie_status as status

from pygames import get_game
from pygames.core.record import Seat
from pygames.core.screen import load_screen
from ui import i18n, presenter_view
from ui.presenter_view import PresenterScreen
from ui.session import Table
from ui.timeline import Timeline


@pytest.fixture(autouse=True)
def english():
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def cakemaster_over(stars, round3_tasty):
    from pygames.cakemaster import scoring

    players = len(stars)
    state = get_game("cakemaster").new_game(players, None, 3)
    state.phase = "over"
    state.stars = list(stars)
    state.rounds = [
        {
            "round": number,
            "tasty": list(round3_tasty) if number == 3 else [0] * players,
            "tasty_stars": [0] * players,
            "customer_stars": list(stars) if number == 1 else [0] * players,
        }
        for number in (1, 2, 3)
    ]
    return scoring.result(state)


def test_cm23_the_tiebreak_is_the_rules():
    from pygames.cakemaster import scoring

    assert [tiebreak.rule for tiebreak in scoring.TIEBREAKS] == ["CM23"]


def test_cm23_tie_on_stars_goes_to_more_tasty_points_in_round_3():
    result = cakemaster_over([9, 9, 4], [11, 14, 20])
    assert result.places == [2, 1, 3] and adds_up(result)
    assert status(result, "cakemaster") == (
        "Game over: Ben wins with 9 stars, tied with Ann; "
        "more tasty points in round 3 decided it (14 to 11)."
    )
    assert lines_of(result, 1)[-1] == "Tie-break: tasty points in round 3 14"
    assert not any("Tie-break" in line for line in lines_of(result, 2))
    assert result.to_json()["ties"][0]["rule"] == "CM23"


def test_cm23_level_on_round_3_too_shares_the_place():
    result = cakemaster_over([4, 9, 4], [11, 14, 11])
    assert result.places == [2, 1, 2]
    assert status(result, "cakemaster") is None  # the win was no tie
    assert notes(result, "cakemaster") == [
        "Ann and Cal share 2nd place, each with 4 stars: still level after every tie-break."
    ]


def test_cm23_the_presenters_end_says_the_tie_of_the_player_asked_about():
    result = cakemaster_over([9, 9, 4], [11, 14, 20])
    table = Table.new("cakemaster", [Seat(name, "human") for name in NAMES[:3]], seed=1)
    line = Timeline(table, 0)
    screen = load_screen("cakemaster")
    said = "Ben ranks above Ann, both on 9 stars: more tasty points in round 3 decided it"
    assert said in presenter_view.why(line, PresenterScreen(why=0), screen, result)
    assert said in presenter_view.why(line, PresenterScreen(why=1), screen, result)
    assert said not in presenter_view.why(line, PresenterScreen(why=2), screen, result)
