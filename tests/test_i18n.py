"""The app's three languages, in CPython: the catalogs agree, the rules help speaks of
the rulebook and rendering it escapes, screens leave no English behind, engine messages
are shown in the language chosen, the language is chosen and remembered. Every game's
screens are checked; a game's own texts (its help, table, log) in its tests' folder
(tests/<game>/)."""

from __future__ import annotations

import re

import pytest
from helpers import visible_words

from pygames import GAMES
from pygames.core.errors import IllegalAction, RecordError
from pygames.core.record import Record, Seat
from ui import i18n, links, pages, rules_help
from ui.i18n import CATALOGS, LANGUAGES, t
from ui.session import Table
from ui.storage import LANGUAGE_KEY, MemoryStore, Saves, remember_language, stored_language

OTHERS = ("zh-TW", "ja")
HOSTILE = "<img src=x onerror=alert(1)>"
CJK = re.compile(r"[\u2e80-\u9fff\uff00-\uffef]")
# Words that stay as they are in every language: the app's name, the link syntax shown
# in error messages, file formats.
ASCII_ALLOWED = {
    "pygames",
    "JSON",
    "seats",
    "human",
    "bot",
    "random",
    "greedy",
    "Ann",
    "Bob",
    "name",
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


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_rules_help_speaks_of_the_rulebook_not_the_seed(game_id):
    """In the app a seed is the number that deals a game; the help calls the printed
    rules the rulebook, in every language."""
    for lang in LANGUAGES:
        text = rules_help.help_text(game_id, lang)
        assert text, (game_id, lang)
        assert not re.search(r"\bseeds?\b|種子|シード", text, re.I), (game_id, lang)


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


def english_words(html: str) -> set[str]:
    return visible_words(html) - ASCII_ALLOWED - set(GAMES) - {"bad"}  # (the test's save id)


def first_mover(game_id: str) -> bool:
    """Two may play it (never one) and seat 0 moves first, alone."""
    spec = GAMES[game_id].spec
    if spec.min_players != 2:
        return False
    table = Table.new(game_id, [Seat("Ann"), Seat("Bob")], seed=1)
    return table.to_move() == (0,)


# A game two play, seat 0 first: what links and records say of any game.
GAME_ID = next(filter(first_mover, GAMES))
SPEC = GAMES[GAME_ID].spec


def screens(lang: str, game_id: str) -> dict[str, str]:
    """The shell's screens of a game (its help, the game's own words, is checked in its
    tests' folder)."""
    i18n.set_language(lang)
    spec = GAMES[game_id].spec
    saves = Saves(MemoryStore())
    players = max(2, spec.min_players)
    seats = [Seat("Ann"), *(Seat("Bob", "bot:greedy") for _ in range(1, players))]
    table = Table.new(game_id, seats, seed=3)
    saves.write(f"{game_id}-a", table.record, finished=False, now_ms=1)
    saves.write(f"{game_id}-b", table.record, finished=True, now_ms=2)
    saves.store.set(f"pygames.v1.save.{game_id}-bad", "{")
    listed, broken = saves.list()
    return {
        "home": pages.home([spec], listed, broken, format_time=lambda ms: "2024"),
        "home-confirm": pages.home(
            [spec], listed, [], format_time=str, confirm_delete=f"{game_id}-a"
        ),
        "setup": pages.setup_form(spec),
        "message": pages.message(
            t("msg.cannot_open"), str(i18n.Message("storage.no_such_save", id=f"{game_id}-bad"))
        ),
    }


@pytest.mark.parametrize("game_id", sorted(GAMES))
@pytest.mark.parametrize("lang", OTHERS)
def test_screens_have_no_english_left(lang, game_id):
    for name, html in screens(lang, game_id).items():
        assert english_words(html) == set(), name


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_english_screens_are_english(game_id):
    html = screens("en", game_id)
    assert f"New {GAMES[game_id].spec.names['en']} game" in html["home"]
    assert "Saved games" in html["home"]
    assert "Start game" in html["setup"] and "Rules" in html["home"]


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_home_links_the_rules_help_and_shows_names_in_the_language(game_id):
    names = GAMES[game_id].spec.names
    html = screens("zh-TW", game_id)["home"]
    assert f'href="#help={game_id}"' in html and names["zh-TW"] in html
    assert names["en"] not in html
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


def engine_errors(game_id: str) -> list:
    """A move out of turn and a text that is no move, then records that are no records."""
    game = GAMES[game_id].rules()
    spec = GAMES[game_id].spec
    state = game.new_game(max(2, spec.min_players), {}, 1)
    (mover,) = game.to_move(state)[:1]
    other = (mover + 1) % max(2, spec.min_players)
    found = []
    for seat, move in ((other, game.legal_actions(state, mover)[0]), (mover, "fly")):
        with pytest.raises(IllegalAction) as caught:
            game.apply(state, seat, move)
        found.append(caught.value)
    for bad in ("x", "r1.@@@", '{"format": 1, "game": "chess"}'):
        with pytest.raises(ValueError) as caught:
            Record.from_share(bad) if bad.startswith(("x", "r1")) else Record.loads(bad)
        found.append(caught.value)
    return found


@pytest.mark.parametrize("game_id", sorted(GAMES))
@pytest.mark.parametrize("lang", OTHERS)
def test_engine_messages_are_shown_in_the_language_chosen(lang, game_id):
    """Each game's refusals and the records' errors are put into words when shown (a
    game's own refusals in every language: tests/<game>/)."""
    errors = engine_errors(game_id)
    shown = [i18n.explain(error) for error in errors]  # put into words when shown
    i18n.set_language(lang)
    for error, said in zip(errors, map(str, shown)):
        assert said != str(error) and CJK.search(said), str(error)
        # A refusal's rule id and the moves it quotes (their syntax) stay as they are.
        unquoted = re.sub(r"'[^']*'|\b[A-Z]{2}\d{2}\b", "", said)
        assert english_words(unquoted) <= {"fly", "chess"}, said


def test_a_refusal_nested_in_a_record_error_is_in_the_same_language():
    table = Table.new(GAME_ID, [Seat("Ann"), Seat("Bob")], seed=1)
    move = table.legal_texts(0)[0]  # Ann's, played by Bob
    record = table.record
    record.actions = [(1, move)]
    with pytest.raises(RecordError) as caught:
        Table(record)
    assert str(caught.value).startswith(
        f"Move 1 (Bob: '{move}') breaks the rules: It is not your turn."
    )
    i18n.set_language("ja")
    assert str(i18n.explain(caught.value)).startswith(
        f"1手目（Bob：'{move}'）がルールに反しています：あなたの手番ではありません。"
    )


def test_link_errors_speak_the_language_shown():
    with pytest.raises(links.LinkError) as caught:
        links.parse_new(links.parse_fragment(f"#new={GAME_ID}"))
    assert "names no players" in str(caught.value)
    i18n.set_language("zh-TW")
    assert str(caught.value) == t("link.no_seats")
    with pytest.raises(links.LinkError) as caught:
        links.parse_new(links.parse_fragment(f"#new={GAME_ID}&seats=human"))
    assert f"{SPEC.min_players}~{SPEC.max_players}人" in str(caught.value)
    setup = links.parse_new(links.parse_fragment(f"#new={GAME_ID}&seats=human,bot:greedy"))
    assert [s.name for s in setup.seats] == ["玩家1", "休閒電腦2"]
    assert links.parse_fragment(f"#help={GAME_ID}").screen == "help"


def test_unreadable_saves_speak_the_language_shown():
    saves = Saves(MemoryStore())
    saves.store.set(f"pygames.v1.save.{GAME_ID}-bad", "{")
    _, broken = saves.list()
    assert broken[0].message == (
        f"Save {GAME_ID}-bad could not be read: its text is not valid JSON."
    )
    i18n.set_language("ja")
    assert (
        broken[0].message
        == f"保存データ{GAME_ID}-badを読めませんでした：内容が正しいJSONではありません。"
    )


# -- the table: every part, in every language ----------------------------------------------
