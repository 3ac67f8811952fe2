"""The app's three languages, in CPython: the catalogs agree, the rules help has the
same sections in each language, rendering escapes, screens leave no English behind,
engine messages are shown in the language chosen, the language is chosen and remembered."""

from __future__ import annotations

import re
from html import escape
from html.parser import HTMLParser

import pytest

from pygames import GAMES
from pygames.cablecar.data import COMPANIES, SHARES_CHART
from pygames.cablecar.help import RULES
from pygames.core.errors import IllegalAction, RecordError
from pygames.core.record import Record, Seat
from ui import i18n, links, pages, rules_help, table_view
from ui.i18n import CATALOGS, LANGUAGES, t
from ui.session import Table
from ui.storage import LANGUAGE_KEY, MemoryStore, Saves, remember_language, stored_language

OTHERS = ("zh-TW", "ja")
HOSTILE = "<img src=x onerror=alert(1)>"
CJK = re.compile(r"[\u2e80-\u9fff\uff00-\uffef]")
# Words that stay as they are in every language: the app's name, the move syntax and
# link syntax shown in error messages, file formats.
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


# -- the catalogs ------------------------------------------------------------------------


# Every key in every language with the same placeholders: tests/test_catalogs.py.


@pytest.mark.parametrize("lang", OTHERS)
def test_translations_are_in_their_language(lang):
    """Each text of zh-TW and ja has Chinese or Japanese in it, but for the few that
    are numbers or formats (spot-checked here so a forgotten English text shows)."""
    same_everywhere = {
        "option.cablecar.hand.1",
        "option.cablecar.hand.2",
        "option.cablecar.hand.3",
        "log.gain",
        "log.line",
    }
    for key, text in CATALOGS[lang].items():
        if key in same_everywhere:
            continue
        assert CJK.search(text), f"{lang} {key}: {text!r}"


def test_t_fills_placeholders_and_falls_back_to_english():
    i18n.set_language("ja")
    assert t("status.pass", name="Ann") == "端末をAnnに渡してください。"
    assert t("no.such.key") == "no.such.key"
    assert (
        i18n.tn("save.moves", 1, "en") == "1 move" and i18n.tn("save.moves", 3, "en") == "3 moves"
    )
    assert t("status.pass", name="{other}") == "端末を{other}に渡してください。", (
        "values are not formats"
    )


def test_language_tags():
    assert [
        i18n.normalize(tag)
        for tag in (
            "zh-TW",
            "zh-Hant",
            "zh-HK",
            "zh-Hant-TW",
            "zh_tw",
            "ja",
            "ja-JP",
            "en-GB",
            "fr",
            "zh-CN",
            "zh",
            None,
        )
    ] == ["zh-TW", "zh-TW", "zh-TW", "zh-TW", "zh-TW", "ja", "ja", "en", None, None, None, None]
    assert i18n.from_browser(None, ["ja-JP", "en"]) == "ja"
    assert i18n.from_browser(None, ["fr-FR", "zh-HK"]) == "zh-TW"
    assert i18n.from_browser(None, ["zh-CN", "ja"]) == "en", (
        "Simplified Chinese readers get English"
    )
    assert i18n.from_browser(None, []) == "en"
    assert i18n.from_browser("ja", ["zh-TW"]) == "ja", "the stored choice wins"
    assert i18n.from_browser("klingon", ["zh-TW"]) == "zh-TW"
    assert i18n.set_language("xx") == "en" and i18n.current() == "en"


def test_the_choice_is_remembered_in_storage():
    store = MemoryStore()
    assert stored_language(store) is None
    remember_language(store, "ja")
    assert store.get(LANGUAGE_KEY) == "ja" == stored_language(store)
    assert Saves(store).list() == ([], []), "the language is no save"


# -- the rules help ------------------------------------------------------------------------


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


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_rules_help_speaks_of_the_rulebook_not_the_seed(game_id):
    """In the app a seed is the number that deals a game; the help calls the printed
    rules the rulebook, in every language."""
    for lang in LANGUAGES:
        text = rules_help.help_text(game_id, lang)
        assert text, (game_id, lang)
        assert not re.search(r"\bseeds?\b|種子|シード", text, re.I), (game_id, lang)


def test_rules_help_renders_headings_lists_bold_and_tables():
    html = rules_help.render(RULES["ja"])
    assert html.startswith("<h1>ケーブルカー</h1>")
    assert html.count("<table>") == 1 and html.count("<tr>") == 9
    assert "<ol><li>" in html and "<strong>" in html
    assert "\n" not in html and " 。" not in html, "CJK lines are joined without spaces"
    english = rules_help.render(RULES["en"])
    assert "the power station in the centre." in english, "English lines are joined with a space"


def test_rules_help_rendering_escapes_everything():
    text = (
        f"# {HOSTILE}\n\nA <b>para</b> & **bold <i>**\n- item <script>x</script>\n"
        f"  more \"q\" 'q'\n\n| a<b> | c |\n|---|---|\n| {HOSTILE} | **d** |\n\n"
        "<div onclick=alert(1)>raw</div>\n\n[link](javascript:alert(1))"
    )
    html = rules_help.render(text)
    for bad in ("<img", "<b>", "<i>", "<script", "<div onclick", "href="):
        assert bad not in html, bad
    assert "&lt;img src=x onerror=alert(1)&gt;" in html
    assert "<strong>bold &lt;i&gt;</strong>" in html
    assert set(re.findall(r"</?([a-z0-9]+)", html)) <= {
        "h1",
        "p",
        "ul",
        "li",
        "strong",
        "div",  # the box a wide table scrolls in
        "table",
        "thead",
        "tbody",
        "tr",
        "th",
        "td",
    }


# -- screens: no English left in zh-TW and ja ----------------------------------------------


class Visible(HTMLParser):
    """The text a person reads or hears: text nodes and labels in attributes."""

    def __init__(self):
        super().__init__()
        self.parts: list[str] = []
        self.in_style = False

    def handle_starttag(self, tag, attrs):
        self.in_style = tag == "style"
        for name, value in attrs:
            if name in ("title", "placeholder", "aria-label", "alt") and value:
                self.parts.append(value)

    def handle_endtag(self, tag):
        self.in_style = False

    def handle_data(self, data):
        if not self.in_style:
            self.parts.append(data)


def english_words(html: str) -> set[str]:
    parser = Visible()
    parser.feed(html)
    words = set(re.findall(r"[A-Za-z]+", " ".join(parser.parts)))
    return words - ASCII_ALLOWED - set(GAMES) - {"bad"}  # (the test's save id)


def screens(lang: str) -> dict[str, str]:
    i18n.set_language(lang)
    spec = GAMES["cablecar"].spec
    saves = Saves(MemoryStore())
    table = Table.new("cablecar", [Seat("Ann"), Seat("Bob", "bot:greedy")], seed=3)
    saves.write("cablecar-a", table.record, finished=False, now_ms=1)
    saves.write("cablecar-b", table.record, finished=True, now_ms=2)
    saves.store.set("pygames.v1.save.cablecar-bad", "{")
    listed, broken = saves.list()
    return {
        "home": pages.home([spec], listed, broken, format_time=lambda ms: "2024"),
        "home-confirm": pages.home(
            [spec], listed, [], format_time=str, confirm_delete="cablecar-a"
        ),
        "setup": pages.setup_form(spec),
        "help": pages.help_page(spec, rules_help.help_text("cablecar", lang)),
        "dialog": pages.help_dialog(spec, rules_help.help_text("cablecar", lang)),
        "message": pages.message(
            t("msg.cannot_open"), str(i18n.Message("storage.no_such_save", id="cablecar-bad"))
        ),
    }


@pytest.mark.parametrize("lang", OTHERS)
def test_screens_have_no_english_left(lang):
    for name, html in screens(lang).items():
        assert english_words(html) == set(), name


def test_english_screens_are_english():
    html = screens("en")
    assert "New Cable Car game" in html["home"] and "Saved games" in html["home"]
    assert "Start game" in html["setup"] and "Rules" in html["home"]


def test_home_links_the_rules_help_and_shows_names_in_the_language():
    i18n.set_language("zh-TW")
    html = screens("zh-TW")["home"]
    assert 'href="#help=cablecar"' in html and "舊金山纜車" in html and "Cable Car" not in html
    assert 'lang="ja"' in html, "the game's other name is marked with its language"


def test_language_switch_marks_the_current_language():
    html = pages.language_switch("ja")
    assert html.count("<button") == 3
    assert (
        'data-lang="ja" aria-pressed="true"' in html
        and 'data-lang="en" aria-pressed="false"' in html
    )
    assert all(name in html for name in ("English", "繁體中文", "日本語"))


# -- messages from the engine and the app's own ---------------------------------------------


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


def test_a_refusal_nested_in_a_record_error_is_in_the_same_language():
    record = Table.new("cablecar", [Seat("Ann"), Seat("Bob")], seed=1).record
    record.actions = [(1, "draw")]
    with pytest.raises(RecordError) as caught:
        Table(record)
    assert str(caught.value).startswith(
        "Move 1 (Bob: 'draw') breaks the rules: It is not your turn."
    )
    i18n.set_language("ja")
    assert str(i18n.explain(caught.value)).startswith(
        "1手目（Bob：'draw'）がルールに反しています：あなたの手番ではありません。"
    )


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


def test_link_errors_speak_the_language_shown():
    with pytest.raises(links.LinkError) as caught:
        links.parse_new(links.parse_fragment("#new=cablecar"))
    assert "names no players" in str(caught.value)
    i18n.set_language("zh-TW")
    assert str(caught.value) == t("link.no_seats")
    with pytest.raises(links.LinkError) as caught:
        links.parse_new(links.parse_fragment("#new=cablecar&seats=human"))
    assert "2~6人" in str(caught.value)
    setup = links.parse_new(links.parse_fragment("#new=cablecar&seats=human,bot:greedy"))
    assert [s.name for s in setup.seats] == ["玩家1", "貪婪電腦2"]
    assert links.parse_fragment("#help=cablecar").screen == "help"


def test_unreadable_saves_speak_the_language_shown():
    saves = Saves(MemoryStore())
    saves.store.set("pygames.v1.save.cablecar-bad", "{")
    _, broken = saves.list()
    assert broken[0].message == "Save cablecar-bad could not be read: its text is not valid JSON."
    i18n.set_language("ja")
    assert (
        broken[0].message
        == "保存データcablecar-badを読めませんでした：内容が正しいJSONではありません。"
    )


# -- the table: every part, in every language ----------------------------------------------


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
