"""Ties at the end of every game (issue part 5 b): ``core.ranking.rank`` says which
tie-break put apart two seats level on score, and a shared place is shared after every
tie-break. Per game, a constructed tie decided by each of its tie-breaks (CE50, CM23,
FT21, Food Paradise's order after FP20) and one left shared; the sentences the result,
the winner line and the presenter say; the JSON; the catalogs."""

from __future__ import annotations

from functools import cache

import pytest

from pygames import GAMES, get_game
from pygames.core.game import Result
from pygames.core.messages import LANGUAGES, Fact, placeholders, template
from pygames.core.ranking import TieBreak, figures, places, rank
from pygames.core.record import Seat
from pygames.core.screen import load_screen
from ui import i18n, presenter_view, table_view
from ui.presenter_view import PresenterScreen
from ui.session import Table
from ui.timeline import Timeline

NAMES = ["Ann", "Ben", "Cal", "Dee"]


@pytest.fixture(autouse=True)
def english():
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def lines_of(result: Result, seat: int) -> list[str]:
    return [str(label) for label, _ in result.breakdown[seat]]


def adds_up(result: Result) -> bool:
    return all(
        sum(points for _, points in lines) == score
        for lines, score in zip(result.breakdown, result.scores)
    )


def status(result: Result, game_id: str) -> str:
    unit = get_game(game_id).score_unit
    return table_view.tie_status(NAMES[: len(result.places)], result, unit)


def notes(result: Result, game_id: str) -> list[str]:
    unit = get_game(game_id).score_unit
    return [text for _, text in table_view.tie_notes(NAMES[: len(result.places)], result, unit)]


# -- core.ranking ------------------------------------------------------------------------------

A = TieBreak("cupcake.tie.customers", "cupcake.score.tiebreak_customers", "CE50")
B = TieBreak("cupcake.tie.shops", "cupcake.score.tiebreak_shops", "CE50")


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
    dice = TieBreak("foodtycoon.tie.dice", "foodtycoon.score.tiebreak_dice", "FT21")
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


# -- Cupcake Empire: CE50 ---------------------------------------------------------------------


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


# -- Cake Master: CM23 ------------------------------------------------------------------------


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


# -- Food Tycoon: FT21 ------------------------------------------------------------------------

EGG_TART, EGG_FRIED_RICE = 0, 1  # 2 fame each; 2 and 1 money bags


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


# -- Food Paradise: after FP20, and at the turn limit -------------------------------------------


def foodparadise_over(end, recipes, cash, winner=-1):
    from pygames.foodparadise import scoring

    state = get_game("foodparadise").new_game(len(cash), None, 3)
    state.phase, state.end, state.winner = "over", end, winner
    state.built = [list(range(n)) for n in recipes]
    state.cash = list(cash)
    return scoring.result(state)


def test_fp_at_the_turn_limit_cash_breaks_a_tie_on_recipes():
    result = foodparadise_over("limit", [3, 3, 1], [3100, 4200, 9000])
    assert result.places == [2, 1, 3] and result.scores == [0, 1, 0]
    assert status(result, "foodparadise") == (
        "Game over: Ben wins, tied with Ann on 3 recipes built; "
        "more cash decided it (4,200 to 3,100)."
    )
    assert notes(result, "foodparadise") == [
        "Ben ranks above Ann, both on 3 recipes built: more cash decided it (4,200 to 3,100)."
    ]
    assert lines_of(result, 1)[1:] == ["Recipes built: 3", "Tie-break: cash 4,200"]
    assert lines_of(result, 2) == ["Recipes built: 1", "Cash: 9,000"]


def test_fp_at_the_turn_limit_level_on_recipes_and_cash_shares_the_win():
    result = foodparadise_over("limit", [3, 3], [4200, 4200])
    assert result.places == [1, 1] and result.scores == [1, 1]
    assert status(result, "foodparadise") == (
        "Game over: Ann and Ben win together, still level after every tie-break."
    )
    assert notes(result, "foodparadise") == [
        "Ann and Ben share 1st place, each with 3 recipes built: still level after every tie-break."
    ]


def test_fp20_after_a_win_the_others_rank_by_recipes_then_cash():
    result = foodparadise_over("recipes", [4, 2, 2, 3], [100, 500, 800, 50], winner=0)
    assert result.places == [1, 4, 3, 2]
    assert status(result, "foodparadise") is None  # the win was no tie
    assert notes(result, "foodparadise") == [
        "Dee ranks above Cal: more recipes built decided it (3 to 2).",
        "Cal ranks above Ben: more cash decided it (800 to 500).",
    ]
    assert lines_of(result, 0) == ["Won: 4 recipes built", "Recipes built: 4", "Cash: 100"]
    assert lines_of(result, 1) == ["Tie-break: recipes built 2", "Tie-break: cash 500"]


# -- Cable Car: CC17, no tie-break ----------------------------------------------------------------


def test_cc17_a_tie_is_shared_and_the_result_says_no_rule_breaks_it():
    result = Result([30, 30, 12], places([30, 30, 12]), [[], [], []])
    assert status(result, "cablecar") is None  # "win together", as before
    assert notes(result, "cablecar") == [
        "Ann and Ben share 1st place, each with 30 points: these rules break no tie."
    ]


# -- where it shows ---------------------------------------------------------------------------------


@cache
def table(game_id: str) -> Table:
    return Table.new(game_id, [Seat(name, "human") for name in NAMES[:3]], seed=1)


def test_the_result_panel_puts_the_notes_above_the_ranking():
    result = cupcake_over([70, 70, 40], [3, 2, 9], [1, 4, 1])
    html = table_view.result(table("cupcake"), result)
    assert html.index('<ul class="ties">') < html.index('class="final"')
    assert (
        "<li>Ann ranks above Ben, both on 70 income: more customers served decided it"
        " (3 to 2).</li>"
    ) in html


def test_the_presenters_end_says_the_tie_of_the_player_asked_about():
    result = cakemaster_over([9, 9, 4], [11, 14, 20])
    line = Timeline(table("cakemaster"), 0)
    screen = load_screen("cakemaster")
    said = "Ben ranks above Ann, both on 9 stars: more tasty points in round 3 decided it"
    assert said in presenter_view.why(line, PresenterScreen(why=0), screen, result)
    assert said in presenter_view.why(line, PresenterScreen(why=1), screen, result)
    assert said not in presenter_view.why(line, PresenterScreen(why=2), screen, result)


@pytest.mark.parametrize("lang", ["zh-TW", "ja"])
def test_the_sentences_in_the_other_languages(lang):
    result = cupcake_over([70, 70, 40], [3, 2, 9], [1, 4, 1])
    i18n.set_language(lang)
    said = status(result, "cupcake") + " ".join(notes(result, "cupcake"))
    assert "Ann" in said and "Ben" in said and "3" in said
    assert not any(word in said for word in ("decided", "tied", "customers", "income"))
    assert "{" not in said


# -- the catalogs ---------------------------------------------------------------------------------


def tiebreaks_of(game_id: str) -> tuple:
    import importlib

    scoring = importlib.import_module(f"pygames.{game_id}.scoring")
    if game_id == "foodparadise":
        return (scoring.RECIPES, scoring.CASH)
    return scoring.TIEBREAKS


@pytest.mark.parametrize("game_id", ["cupcake", "cakemaster", "foodtycoon", "foodparadise"])
def test_every_tiebreak_is_named_in_every_language(game_id):
    rules = {"cupcake": "CE50", "cakemaster": "CM23", "foodtycoon": "FT21", "foodparadise": "FP20"}
    for tiebreak in tiebreaks_of(game_id):
        assert tiebreak.rule == rules[game_id]
        for lang in LANGUAGES:
            name, figure = template(tiebreak.name, lang), template(tiebreak.figure, lang)
            assert name and placeholders(name) == set(), (tiebreak, lang)
            assert figure and placeholders(figure) == {"n"}, (tiebreak, lang)
    for lang in LANGUAGES:
        for key in ("core.tie.decided", "core.tie.decided_against", "core.tie.and"):
            assert template(key, lang), (key, lang)


def test_every_game_is_covered():
    assert set(GAMES) == {"cablecar", "cakemaster", "foodtycoon", "foodparadise", "cupcake"}
