"""Cable Car in the app's three languages (CPython): its rules help has the same
sections, chart (CC21) and terms in each, the rulebook's worked example (CC29); its
refusals (CC01, CC05, CC07, CC24) and undo refusals (CC05), its score breakdown,
table screens and log are said in the language chosen, with no English left."""

from __future__ import annotations

import re
from html import escape

import pytest
from helpers import visible_words

from pygames import GAMES
from pygames.cablecar.data import COMPANIES, SHARES_CHART
from pygames.cablecar.help import RULES
from pygames.core.errors import IllegalAction
from pygames.core.record import Record, Seat
from ui import i18n, pages, rules_help, table_view
from ui.i18n import LANGUAGES, t
from ui.session import Table

OTHERS = ("zh-TW", "ja")


CJK = re.compile(r"[\u2e80-\u9fff\uff00-\uffef]")


ASCII_ALLOWED = {
    "pygames",
    "JSON",
    "draw",
    "place",
    "hand",
    "R",
    "C",
    "seats",
    "human",
    "bot",
    "random",
    "greedy",
    "Ann",
    "Bob",
    "name",
    "CC",
    "QR",  # how Chinese and Japanese write it too (QR 碼, QRコード)
}


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def english_words(html: str) -> set[str]:
    return visible_words(html) - ASCII_ALLOWED - set(GAMES) - {"bad"}  # (the test's save id)


def test_rules_help_in_three_languages_with_the_same_sections():
    assert set(RULES) == set(LANGUAGES)
    shape = rules_help.outline(RULES["en"])
    assert sum(1 for kind, _ in shape[:1] if kind == "h1") == 1
    assert [k for k, *_ in shape].count("h2") >= 7
    for lang in OTHERS:
        assert rules_help.outline(RULES[lang]) == shape, lang


def test_rules_help_chart_and_terms():
    for lang in LANGUAGES:
        for stations in SHARES_CHART:
            assert f"| {', '.join(map(str, stations))} |" in RULES[lang], lang
    for lang in OTHERS:
        colours = [t(f"colour.{c}", lang).removesuffix("色") for c in COMPANIES]
        rows = re.findall(r"^\| (\S+) \| [\d, ]+ \|$", RULES[lang], re.M)
        assert rows == colours, lang
    for term in (
        "車軌板塊",
        "纜車指示物",
        "車站",
        "發電站",
        "股票卡",
        "利潤",
        "價值",
        "紅利分數",
        "獎勵分數",
    ):
        assert term in RULES["zh-TW"], term
    for term in ("タイル", "駅", "発電所", "株券", "利益", "価値", "筆頭株主"):
        assert term in RULES["ja"], term
    # the rulebook's worked example, in every language
    for lang in LANGUAGES:
        assert "6 × 8 + 1 × 5 + 3 × 4 = 65" in RULES[lang] and "68" in RULES[lang]


def test_rules_help_renders_headings_lists_bold_and_tables():
    html = rules_help.render(RULES["ja"])
    assert html.startswith("<h1>ケーブルカー</h1>")
    assert html.count("<table>") == 1 and html.count("<tr>") == 9
    assert "<ol><li>" in html and "<strong>" in html
    assert "\n" not in html and " 。" not in html, "CJK lines are joined without spaces"
    english = rules_help.render(RULES["en"])
    assert "the power station in the centre." in english, "English lines are joined with a space"


def engine_errors() -> list:
    game = GAMES["cablecar"].rules()
    state = game.new_game(2, {}, 1)
    found = []
    for seat, move in (
        (1, "draw"),
        (0, "place 4,4"),
        (0, "hand 4,4"),
        (0, "hand 1,1 r1"),
        (0, "fly"),
        (0, "exchange 10 face-up"),
    ):
        with pytest.raises(IllegalAction) as caught:
            game.apply(state, seat, move)
        found.append(caught.value)
    for bad in ("x", "r1.@@@", '{"format": 1, "game": "chess"}'):
        with pytest.raises(ValueError) as caught:
            Record.from_share(bad) if bad.startswith(("x", "r1")) else Record.loads(bad)
        found.append(caught.value)
    return found


@pytest.mark.parametrize("lang", OTHERS)
def test_engine_messages_are_shown_in_the_language_chosen(lang):
    errors = engine_errors()
    shown = [i18n.explain(error) for error in errors]  # put into words when shown
    i18n.set_language(lang)
    for error, said in zip(errors, map(str, shown)):
        assert said != str(error) and CJK.search(said), str(error)
        assert english_words(said) <= {"fly", "chess"}, said


def test_score_breakdown_lines_are_shown_in_the_language_chosen():
    table = shares_table_at_the_end()
    labels = [label for lines in table.result().breakdown for label, _ in lines]
    assert labels
    for lang in OTHERS:
        i18n.set_language(lang)
        html = table_view.result(table, table.result())
        for label in labels:
            said = label.render(lang)
            assert said != str(label) and CJK.search(said), str(label)
            assert escape(said) in html


def shares_table_at_the_end() -> Table:
    table = Table.new(
        "cablecar",
        [Seat("Ann", "bot:greedy"), Seat("Bob", "bot:random")],
        {"mode": "shares", "hand": 2, "orientation": "free"},
        seed=5,
    )
    while table.bot_step():
        pass
    return table


def table_parts(table, lang: str, **screen) -> str:
    i18n.set_language(lang)
    table.retell()
    return "".join(
        table_view.parts(table, table_view.TableScreen(**screen)).values()
    ) + table_view.skeleton("cablecar", "local")


@pytest.mark.parametrize("lang", OTHERS)
def test_table_screens_have_no_english_left(lang):
    people = Table.new(
        "cablecar", [Seat("Ann"), Seat("Bob")], {"mode": "shares", "hand": 3}, seed=4
    )
    for _ in range(6):
        seat = people.human_to_move()
        people.apply(
            seat, next(m for m in people.legal_texts(seat) if m.startswith(("hand", "exchange")))
        )
    basic = Table.new(
        "cablecar", [Seat("Ann"), Seat("Bob", "bot:greedy")], {"orientation": "free"}, seed=9
    )
    basic.apply(0, "draw")
    finished = shares_table_at_the_end()
    for name, html in (
        ("covered", table_parts(people, lang)),
        ("shown", table_parts(people, lang, shown_seat=people.human_to_move())),
        ("drawn", table_parts(basic, lang)),
        (
            "shared",
            table_parts(
                finished,
                lang,
                mode="shared",
                total_moves=finished.moves,
                share_link="http://127.0.0.1/#play=r1.x",
            ),
        ),
    ):
        assert english_words(html) <= {"Shift", "play", "r", "x", "http"}, (
            name,
            english_words(html),
        )
        assert "<img" not in html


def test_the_log_is_told_again_in_the_language_chosen():
    table = Table.new("cablecar", [Seat("Ann"), Seat("Bot", "bot:greedy")], seed=7)
    table.apply(0, next(m for m in table.legal_texts(0) if m.startswith("hand")))
    table.bot_step()
    english = list(table.log)
    assert english[0].startswith("Ann placed their hidden tile at")
    i18n.set_language("ja")
    state = table.state.to_json()
    table.game = None  # told from the events kept: no replay, not even the rules
    table.retell()
    table.game = GAMES["cablecar"].rules()
    assert table.log[0].startswith("Ann：手持ちのタイルを") and len(table.log) == len(english)
    assert table.state.to_json() == state, "telling the log again changes nothing else"
    i18n.set_language("en")
    table.retell()
    assert table.log == english


def test_undo_refusals_in_the_language_chosen():
    table = Table.new("cablecar", [Seat("Ann"), Seat("Bob")], seed=3)
    table.apply(0, "draw")
    i18n.set_language("zh-TW")
    assert (
        table.undo_problem(0)
        == "Ann從車軌板塊堆抽取了1個板塊：這無法收回，因為它揭露了隱藏的資訊。"
    )


@pytest.mark.parametrize("lang", OTHERS)
def test_the_rules_help_has_no_english_left(lang):
    """The help page and dialog, in Chinese and Japanese (the shared screens are checked
    for every game in tests/test_i18n.py)."""
    i18n.set_language(lang)
    spec = GAMES["cablecar"].spec
    for name, html in (
        ("help", pages.help_page(spec, rules_help.help_html("cablecar", lang))),
        ("dialog", pages.help_dialog(spec, rules_help.help_html("cablecar", lang))),
    ):
        assert english_words(html) == set(), name
