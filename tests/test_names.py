"""Players' names: refused when too long (never cut) or repeated before a game
starts, from the form and from links alike; a record holding repeated names (an
older save) opens and shows them apart everywhere, hand-over prompt included. The
tables and links are of a game taken from the registry by what the checks need."""

from __future__ import annotations

import pytest

from pygames import GAMES
from pygames.core.names import MAX_NAME, clean_name, name_problem, shown_names
from pygames.core.record import Record, Seat, new_record
from ui import i18n, links, pages, table_view
from ui.session import Table

HOSTILE = "<img src=x onerror=alert(1)>"


def fits(game_id: str) -> bool:
    """Two or three play it with options, hiding their secrets between turns; seat 0 first."""
    spec = GAMES[game_id].spec
    if not (spec.min_players <= 2 and spec.max_players >= 3 and spec.options):
        return False
    if not table_view.load_screen(game_id).has_secrets:
        return False
    return Table.new(game_id, [Seat("Ann"), Seat("Bob")], seed=5).to_move() == (0,)


GAME_ID = next(filter(fits, GAMES))
# An option at its last choice, as a link writes it.
OPTION = GAMES[GAME_ID].spec.options[-1]


@pytest.fixture(autouse=True)
def english():
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def test_a_name_is_cleaned_but_never_cut():
    assert clean_name("  Ann\x00 ", "Player 1") == "Ann"
    assert clean_name("\x07", "Player 2") == "Player 2"
    assert clean_name("N" * 90, "x") == "N" * 90


def test_a_long_name_is_refused_naming_its_seat():
    problem = name_problem(["Ann", "N" * (MAX_NAME + 1)])
    assert problem.seats == (1,)
    assert problem.message.render("en") == (
        f"The name of player 2 is {MAX_NAME + 1} characters long; a name may have at most "
        f"{MAX_NAME}."
    )
    assert "玩家2" in problem.message.render("zh-TW")
    assert "プレイヤー2" in problem.message.render("ja")
    assert name_problem(["N" * MAX_NAME, "Bob"]) is None


def test_two_seats_with_one_name_are_refused_capitals_aside():
    problem = name_problem(["Ann", "Bob", "ann"])
    assert problem.seats == (0, 2)
    assert problem.message.render("en") == (
        "Players 1 and 3 are both called Ann: give each player a name of their own."
    )
    assert name_problem(["Ann", "Anne"]) is None


def test_shown_names_never_read_the_same():
    assert shown_names(["Ann", "Bob"]) == ["Ann", "Bob"]
    assert shown_names(["Ann", "Ann"], "en") == ["Ann", "Ann (seat 2)"]
    assert shown_names(["Ann", "ANN"], "zh-TW") == ["Ann", "ANN（2號座位）"]
    assert shown_names(["Ann", "Ann"], "ja") == ["Ann", "Ann（2番席）"]
    tricky = shown_names(["Ann", "Ann", "Ann (seat 2)"], "en")
    assert len({name.casefold() for name in tricky}) == 3, tricky


def old_save_with_two_anns() -> Table:
    """A record as an older version could save it: two people both called Ann."""
    record = new_record(GAME_ID, [Seat("Ann"), Seat("Ann")], seed=5)
    return Table(Record.from_json(record.to_json()))


def test_a_save_with_repeated_names_opens_and_shows_them_apart_everywhere():
    table = old_save_with_two_anns()
    assert [seat.name for seat in table.record.seats] == ["Ann", "Ann"]  # kept as saved
    assert table.names() == ["Ann", "Ann (seat 2)"]
    screen = table_view.TableScreen(mode="local")
    parts = table_view.parts(table, screen)
    assert parts["status"] == "Pass the device to Ann."
    assert parts["players"].count('<span class="name">Ann</span>') == 1
    assert '<span class="name">Ann (seat 2)</span>' in parts["players"]
    screen.shown_seat = 0
    while table.to_move() == (0,):  # Ann's turn, to its end
        table.apply(0, table.legal_texts(0)[0])
    parts = table_view.parts(table, screen)
    assert parts["status"] == "Pass the device to Ann (seat 2)."  # the hand-over prompt
    assert "Pass to Ann (seat 2)" in parts["panel"]
    assert table.log[-1].startswith("Ann ") and not table.log[-1].startswith("Ann (")
    i18n.set_language("ja")
    assert "Ann（2番席）" in table_view.parts(table, screen)["status"]


def test_a_link_with_repeated_or_long_names_keeps_every_name_whole():
    long = "L" * 60
    route = links.parse_fragment(
        f"#new={GAME_ID}&seats=human:Ann,human:Ann,bot:greedy:{long}&seed=4"
    )
    setup = links.parse_new(route)  # parsed whole: the app puts it on the form
    assert [seat.name for seat in setup.seats] == ["Ann", "Ann", long]
    problem = name_problem([seat.name for seat in setup.seats])
    assert problem.seats == (2,)  # the long name first, then (once fixed) the repeat


def test_the_form_filled_in_from_a_link_loses_nothing_and_escapes_names():
    route = links.parse_fragment(
        f"#new={GAME_ID}&seats=human:%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E,"
        "human:%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E,bot:greedy:Robo&seed=42"
        f"&opt.{OPTION.key}={OPTION.choices[-1]}"
    )
    setup = links.parse_new(route)
    problem = name_problem([seat.name for seat in setup.seats])
    assert problem.seats == (0, 1)
    spec = GAMES[GAME_ID].spec
    form = pages.setup_form(
        spec, filled=setup, problem=problem.message.render(), invalid=problem.seats
    )
    assert "<img" not in form and form.count('value="&lt;img src=x onerror=alert(1)&gt;"') == 2
    assert (
        'value="Robo"' in form
        and 'id="seed" name="seed" type="text" inputmode="numeric" value="42"' in form
    )
    assert '<option value="3" selected>' in form  # the link's player count
    assert form.count('aria-invalid="true"') == 2
    assert (
        '<option value="bot:greedy" data-level="casual" selected>' in form.split('data-seat="2"')[1]
    )
    assert f'<option value="{OPTION.choices[-1]}" selected>' in form
    assert "Players 1 and 2 are both called" in form and "maxlength" not in form
    assert f"at most {MAX_NAME} characters" in form
