"""Ties at the end of every game (issue part 5 b): ``core.ranking.rank`` says which
tie-break put apart two seats level on score, and a shared place is shared after every
tie-break; every game's tie-breaks are named in every language. Each game's own ties
(a constructed tie decided by each of its tie-breaks and one left shared; the sentences
the result, the winner line and the presenter say; the JSON) are checked in its tests'
folder, tests/<game>/test_<game>_ties.py."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from pygames import GAMES
from pygames.core.messages import LANGUAGES, Fact, placeholders, register_catalogs, template
from pygames.core.ranking import TieBreak, figures, places, rank
from ui import i18n

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(autouse=True)
def english():
    i18n.set_language("en")
    yield
    i18n.set_language("en")


# -- core.ranking ------------------------------------------------------------------------------

# Two tie-breaks of no game, with their own catalog (the words of a game's own).
register_catalogs(
    "ranking_test",
    {
        "en": {
            "ranking_test.customers": "more customers served",
            "ranking_test.customers_figure": "Tie-break: customers served {n}",
            "ranking_test.shops": "more shops in the city",
            "ranking_test.shops_figure": "Tie-break: shops in the city {n}",
            "ranking_test.dice": "the dice",
            "ranking_test.dice_figure": "Tie-break: dice {n}",
        }
    },
)
A = TieBreak("ranking_test.customers", "ranking_test.customers_figure", "XX01")
B = TieBreak("ranking_test.shops", "ranking_test.shops_figure", "XX01")


def test_rank_places_as_before_and_names_the_first_tiebreak_that_separated():
    keys = [(70, 3, 2), (70, 2, 5), (60, 1, 1), (70, 2, 4), (60, 1, 1)]
    found, ties = rank(keys, (A, B))
    assert found == places(keys) == [1, 2, 4, 3, 4]
    pairs = {(d.above, d.below): (d.tiebreak, d.values) for d in ties.decided}
    # Seats 0, 1, 3 are level on 70; seats 2 and 4 are level on everything.
    assert pairs == {(0, 1): (A, (3, 2)), (0, 3): (A, (3, 2)), (1, 3): (B, (5, 4))}
    assert ties.tiebreaks == (A, B) and ties.levels is None
    assert ties.between(0, 1).values == (3, 2) and ties.between(1, 0) is None


def test_rank_takes_plain_scores_and_refuses_keys_of_the_wrong_length():
    assert rank([3, 5, 3]) == ([2, 1, 2], rank([3, 5, 3])[1])
    assert rank([3, 5, 3])[1].decided == ()
    with pytest.raises(ValueError):
        rank([(1, 2), (1, 2)], (A, B))


def test_a_sequence_of_dice_is_one_value_compared_in_order():
    dice = TieBreak("ranking_test.dice", "ranking_test.dice_figure", "XX02")
    found, ties = rank([(5, (3, 5)), (5, (3, 2)), (5, (1,))], (dice,))
    assert found == [1, 2, 3]
    assert str(ties.between(0, 1).clause()) == "the dice decided it (3, 5 to 3, 2)"


def test_figures_only_for_a_seat_level_on_score():
    keys = [(70, 3, 2), (70, 2, 5), (60, 1, 1)]
    assert [str(f) for f, _ in figures(keys, (A, B), 0)] == [
        "Tie-break: customers served 3",
        "Tie-break: shops in the city 2",
    ]
    assert all(points == 0 and isinstance(f, Fact) for f, points in figures(keys, (A, B), 1))
    assert figures(keys, (A, B), 2) == []


# -- the catalogs ---------------------------------------------------------------------------------


def tiebreaks_of(game_id: str) -> list[TieBreak]:
    """The tie-breaks a game's rules hold: every TieBreak (or tuple of them) in the
    modules of its package once its rules are loaded (a game that breaks no tie has none)."""
    manifest = GAMES[game_id]
    manifest.rules()
    found = []
    for name, module in list(sys.modules.items()):
        if module is None or not (name + ".").startswith(manifest.package + "."):
            continue
        for value in vars(module).values():
            for item in value if isinstance(value, tuple) else (value,):
                if isinstance(item, TieBreak) and item not in found:
                    found.append(item)
    return found


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_tiebreak_is_named_in_every_language(game_id):
    """Each game's tie-breaks (their rule ids are checked in its own ties test) have a
    name and a figure with ``{n}`` in every language."""
    for tiebreak in tiebreaks_of(game_id):
        assert re.fullmatch(r"[A-Z]{2}\d{2}", tiebreak.rule), tiebreak
        for lang in LANGUAGES:
            name, figure = template(tiebreak.name, lang), template(tiebreak.figure, lang)
            assert name and placeholders(name) == set(), (tiebreak, lang)
            assert figure and placeholders(figure) == {"n"}, (tiebreak, lang)
    for lang in LANGUAGES:
        for key in ("core.tie.decided", "core.tie.decided_against", "core.tie.and"):
            assert template(key, lang), (key, lang)


def test_some_games_break_ties():
    """The search above finds tie-breaks (it is not looking in the wrong place)."""
    assert any(tiebreaks_of(game_id) for game_id in GAMES)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_game_is_covered(game_id):
    """Every game checks its own ties: how its result ranks seats level on score."""
    assert (ROOT / "tests" / game_id / f"test_{game_id}_ties.py").is_file()
