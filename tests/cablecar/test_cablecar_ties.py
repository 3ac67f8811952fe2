"""Cable Car's ties (CC17): no rule breaks a tie; a shared place is shared and the
result says so."""

from __future__ import annotations

import pytest
from helpers import tie_notes as notes
from helpers import tie_status as status

from pygames.core.game import Result
from pygames.core.ranking import places
from ui import i18n


@pytest.fixture(autouse=True)
def english():
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def test_cc17_a_tie_is_shared_and_the_result_says_no_rule_breaks_it():
    result = Result([30, 30, 12], places([30, 30, 12]), [[], [], []])
    assert status(result, "cablecar") is None  # "win together", as before
    assert notes(result, "cablecar") == [
        "Ann and Ben share 1st place, each with 30 points: these rules break no tie."
    ]
