"""Cupcake Empire's ties (CE50): income first, then customers served, then shops in the
city; the sentences the result, the result panel and the other languages say, and the
JSON."""

from __future__ import annotations

import pytest
from helpers import NAMES, adds_up, lines_of
from helpers import tie_notes as notes
from helpers import tie_status as status

from pygames import get_game
from pygames.core.record import Seat
from ui import i18n, table_view
from ui.session import Table


@pytest.fixture(autouse=True)
def english():
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def cupcake_over(income, customers, shops):
    """An ended game whose seats have these incomes, customers served and shops."""
    from pygames.cupcake import scoring
    from pygames.cupcake.state import EMPTY

    game = get_game("cupcake")
    state = game.new_game(len(income), None, 3)
    state.phase = "over"
    state.income = list(income)
    state.served = [[[0, 1]] * n for n in customers]
    spaces = [(d, s) for d, row in enumerate(state.shops) for s, who in enumerate(row)]
    free = [(d, s) for d, s in spaces if state.shops[d][s] == EMPTY]
    for d, s in spaces:
        if state.shops[d][s] >= 0:
            state.shops[d][s] = EMPTY
    for seat, n in enumerate(shops):
        for _ in range(n):
            d, s = free.pop()
            state.shops[d][s] = seat
    return scoring.result(state)


def test_ce50_the_tiebreaks_are_the_rules():
    from pygames.cupcake import scoring

    assert [tiebreak.rule for tiebreak in scoring.TIEBREAKS] == ["CE50", "CE50"]


def test_ce50_tie_on_income_decided_by_customers_served():
    result = cupcake_over([70, 70, 40], [3, 2, 9], [1, 4, 1])
    assert result.places == [1, 2, 3] and adds_up(result)
    assert status(result, "cupcake") == (
        "Game over: Ann wins with 70 income, tied with Ben; "
        "more customers served decided it (3 to 2)."
    )
    assert lines_of(result, 0) == [
        "Income",
        "Tie-break: customers served 3",
        "Tie-break: shops in the city 1",
    ]
    # Cal, level with nobody, keeps the plain figures.
    assert lines_of(result, 2) == ["Income", "Customers served: 9", "Shops in the city: 1"]
    assert result.to_json()["ties"] == [
        {
            "seats": [0, 1],
            "tiebreak": "more customers served",
            "rule": "CE50",
            "values": [3, 2],
        }
    ]


def test_ce50_then_shops_in_the_city_and_the_panel_says_each_pair():
    result = cupcake_over([70, 70, 70], [2, 2, 3], [1, 4, 0])
    assert result.places == [3, 2, 1]
    assert status(result, "cupcake") == (
        "Game over: Cal wins with 70 income, tied with Ben and Ann; "
        "more customers served decided it against Ben (3 to 2); "
        "more customers served decided it against Ann (3 to 2)."
    )
    assert notes(result, "cupcake") == [
        "Cal ranks above Ben, both on 70 income: more customers served decided it (3 to 2).",
        "Ben ranks above Ann, both on 70 income: more shops in the city decided it (4 to 1).",
    ]


def test_ce50_level_on_all_three_shares_the_win():
    result = cupcake_over([70, 70, 50], [2, 2, 0], [3, 3, 0])
    assert result.places == [1, 1, 3] and result.ties.decided == ()
    assert "ties" not in result.to_json()
    assert status(result, "cupcake") == (
        "Game over: Ann and Ben win together with 70 income, still level after every tie-break."
    )
    assert notes(result, "cupcake") == [
        "Ann and Ben share 1st place, each with 70 income: still level after every tie-break."
    ]


def test_ce50_the_result_panel_puts_the_notes_above_the_ranking():
    result = cupcake_over([70, 70, 40], [3, 2, 9], [1, 4, 1])
    table = Table.new("cupcake", [Seat(name, "human") for name in NAMES[:3]], seed=1)
    html = table_view.result(table, result)
    assert html.index('<ul class="ties">') < html.index('class="final"')
    assert (
        "<li>Ann ranks above Ben, both on 70 income: more customers served decided it"
        " (3 to 2).</li>"
    ) in html


@pytest.mark.parametrize("lang", ["zh-TW", "ja"])
def test_ce50_the_sentences_in_the_other_languages(lang):
    result = cupcake_over([70, 70, 40], [3, 2, 9], [1, 4, 1])
    i18n.set_language(lang)
    said = status(result, "cupcake") + " ".join(notes(result, "cupcake"))
    assert "Ann" in said and "Ben" in said and "3" in said
    assert not any(word in said for word in ("decided", "tied", "customers", "income"))
    assert "{" not in said
