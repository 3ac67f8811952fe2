"""The table, saves, links and screens of the app shell, in CPython (no browser).

The checks hold for any game: they play one taken from the registry by what they need
(``GAME_ID``: two or three players and never one, seat 0 first and seat 1 after, the
greedy and the search bots); the last plays every game through its screen. What a game
shows at the table is checked in its own tests' folder (tests/<game>/test_<game>_table.py).
"""

from __future__ import annotations

import html
import json

import pytest

from pygames import GAMES
from pygames.core.errors import RecordError
from pygames.core.record import Record, Seat
from ui import links, pages, table_view
from ui.i18n import t
from ui.session import Table, UndoRefused, load_table, table_from_share
from ui.storage import INDEX_KEY, SAVE_PREFIX, MemoryStore, Saves, StorageError

HOSTILE = "<img src=x onerror=alert(1)>\"'&"


def fits(game_id: str) -> bool:
    """Two or three may play it (never one) with its greedy and search bots; seat 0
    moves first and seat 1 next."""
    spec = GAMES[game_id].spec
    if not (
        spec.min_players == 2 and spec.max_players >= 3 and {"greedy", "search"} <= set(spec.bots)
    ):
        return False
    table = Table.new(game_id, [Seat("Ann"), Seat("Bob")], seed=7)
    if table.to_move() != (0,):
        return False
    table.apply(0, table.legal_texts(0)[0])
    return table.to_move() == (1,)


GAME_ID = next(filter(fits, GAMES))
SPEC = GAMES[GAME_ID].spec


def two_humans(seed: int = 7) -> Table:
    return Table.new(GAME_ID, [Seat("Ann"), Seat("Bob")], seed=seed)


def human_and_bot(seed: int = 7, bot: str = "bot:greedy") -> Table:
    return Table.new(GAME_ID, [Seat("Ann"), Seat("Bot", bot)], seed=seed)


def first_move(table: Table, seat: int) -> str:
    return table.legal_texts(seat)[0]


def bots_until_human(table: Table) -> None:
    while table.bot_to_move() is not None:
        table.bot_step()


# -- acting -------------------------------------------------------------------------


def test_state_is_kept_incrementally_and_matches_a_replay():
    table = human_and_bot()
    for _ in range(6):
        seat = table.human_to_move()
        table.apply(seat, first_move(table, seat))
        bots_until_human(table)
    replayed = Table(Record.from_json(table.record.to_json()))
    assert replayed.state.to_json() == table.state.to_json()
    assert replayed.log == table.log


def test_bot_step_only_for_a_bot_seat_and_reproducible():
    table = human_and_bot()
    assert table.bot_step() is None  # Ann (a person) is to move
    table.apply(0, first_move(table, 0))
    assert table.bot_to_move() == 1
    bots_until_human(table)
    again = human_and_bot()
    again.apply(0, table.record.actions[0][1])
    bots_until_human(again)
    assert again.record.actions == table.record.actions


def test_bot_game_plays_to_the_end():
    table = Table.new(
        GAME_ID,
        [Seat("A", "bot:random"), Seat("B", "bot:greedy"), Seat("C", "bot:random")],
        seed=11,
    )
    steps = 0
    while table.bot_step() is not None:
        steps += 1
    assert table.is_over() and table.result() is not None and steps == table.moves


def test_a_search_bot_thinks_in_slices_and_plays_a_legal_move():
    table = human_and_bot(bot="bot:search")
    table.apply(0, first_move(table, 0))
    turn = table.start_bot_turn()
    assert turn is not None and turn.seat == 1 and not turn.done
    legal = table.legal_texts(1)
    slices = 0
    while not turn.done:
        assert turn.run_for(0.005) >= 1
        slices += 1
    assert slices >= 2  # the decision was spread over several slices
    assert table.moves == 1  # nothing is played until the turn is finished
    line = table.finish_bot_turn(turn)
    assert table.moves == 2 and table.record.actions[-1][1] in legal and line.startswith("Bot ")


def test_seat_kinds_are_the_games_own():
    fragment = f"#new={GAME_ID}&seats=human,bot:search:Deep"
    assert links.parse_new(links.parse_fragment(fragment)).seats[1] == Seat("Deep", "bot:search")
    form = pages.setup_form(SPEC)
    at_every_seat = form.count('<option value="bot:search" data-level="strong">')
    assert at_every_seat == SPEC.max_players
    default = form.count('<option value="bot:greedy" data-level="casual" selected>')
    assert default == SPEC.max_players - 1  # every seat but the first
    with pytest.raises(RecordError, match="unknown kind"):
        Record.from_json(
            {
                **human_and_bot().record.to_json(),
                "seats": [{"name": "A", "kind": "human"}, {"name": "B", "kind": "bot:clever"}],
            }
        )


def test_the_turn_order_hint_is_not_shown_for_solo():
    """ "Seat 1 starts; turns go clockwise" means nothing to one player: the form hides
    it while the count is 1 (the app toggles it with the seats' rows)."""
    solo = next(g.spec for g in GAMES.values() if g.spec.min_players == 1 < 3 <= g.spec.max_players)
    hint = t("setup.order_hint")
    assert f'<p class="hint" id="order-hint" hidden>{hint}</p>' in pages.setup_form(solo)
    shown = pages.setup_form(solo, players=3)
    assert f'<p class="hint" id="order-hint">{hint}</p>' in shown
    never_solo = next(g.spec for g in GAMES.values() if g.spec.min_players >= 2)
    assert f'<p class="hint" id="order-hint">{hint}</p>' in pages.setup_form(never_solo)


# -- undo ------------------------------------------------------------------------------


def test_undo_with_nothing_to_take_back():
    table = human_and_bot()
    assert table.undo_seat() is None
    with pytest.raises(UndoRefused, match="has not moved yet"):
        table.undo(0)
    with pytest.raises(UndoRefused):
        table.undo(1)  # a bot's seat


# -- records out and in ----------------------------------------------------------------


def test_share_round_trip_rebuilds_the_same_table():
    table = human_and_bot()
    table.apply(0, first_move(table, 0))
    bots_until_human(table)
    copy = table_from_share(table.share_text())
    assert copy.record.to_json() == table.record.to_json()
    assert copy.state.to_json() == table.state.to_json()
    fragment = links.share_fragment(table.share_text())
    route = links.parse_fragment(fragment)
    assert route.screen == "play" and route.value == table.share_text()


@pytest.mark.parametrize(
    "damage",
    [
        lambda s: s[:-7],
        lambda s: s[:3] + "A" + s[4:],
        lambda s: "r1.!!!",
        lambda s: "x" + s,
        lambda s: "",
    ],
)
def test_damaged_share_text_is_a_record_error(damage):
    table = two_humans()
    table.apply(0, first_move(table, 0))
    with pytest.raises(RecordError):
        table_from_share(damage(table.share_text()))


def test_record_with_an_illegal_action_is_refused_with_a_message():
    table = two_humans()
    data = table.record.to_json()
    data["actions"] = [[0, "dance"]]
    with pytest.raises(RecordError, match="Move 1 .*breaks the rules"):
        load_table(data)


# -- storage ------------------------------------------------------------------------------


def test_save_and_load_round_trip():
    saves = Saves(MemoryStore())
    table = human_and_bot()
    table.apply(0, first_move(table, 0))
    save_id = saves.new_id(GAME_ID, 1_700_000_000_000)
    saves.write(save_id, table.record, finished=False, now_ms=1_700_000_000_000)
    listed, broken = saves.list()
    assert broken == [] and [s.id for s in listed] == [save_id]
    assert listed[0].names == ["Ann", "Bot"] and listed[0].moves == 1 and not listed[0].finished
    again = Table(saves.load(save_id))
    assert again.state.to_json() == table.state.to_json()
    assert json.loads(saves.store.get(INDEX_KEY)) == [save_id]


def test_new_ids_are_unique_and_url_safe():
    saves = Saves(MemoryStore())
    record = two_humans().record
    ids = set()
    for _ in range(3):
        save_id = saves.new_id(GAME_ID, 123456)
        saves.write(save_id, record, finished=False, now_ms=1)
        ids.add(save_id)
    assert len(ids) == 3 and all(links.parse_fragment(f"#game={i}").value == i for i in ids)


def test_corrupt_entries_are_reported_and_isolated():
    store = MemoryStore()
    saves = Saves(store)
    good = two_humans().record
    saves.write(f"{GAME_ID}-good", good, finished=False, now_ms=5)
    store.set(SAVE_PREFIX + f"{GAME_ID}-json", "{not json")
    store.set(
        SAVE_PREFIX + f"{GAME_ID}-shape", json.dumps({"record": {"format": 1, "game": "chess"}})
    )
    store.set(SAVE_PREFIX + "<script>", "{}")
    store.set(INDEX_KEY, "garbage")
    store.set("other.app.key", "left alone")
    listed, broken = saves.list()
    assert [s.id for s in listed] == [f"{GAME_ID}-good"]
    messages = {b.id: b.message for b in broken}
    assert set(messages) == {f"{GAME_ID}-json", f"{GAME_ID}-shape", "<script>"}
    assert (
        messages[f"{GAME_ID}-json"]
        == f"Save {GAME_ID}-json could not be read: its text is not valid JSON."
    )
    assert "no game called 'chess'" in messages[f"{GAME_ID}-shape"]
    with pytest.raises(RecordError, match=f"Save {GAME_ID}-json could not be read"):
        saves.load(f"{GAME_ID}-json")
    # removing a broken save touches nothing else; a damaged index is rebuilt
    saves.delete(f"{GAME_ID}-json")
    saves.delete("<script>")
    assert store.get(SAVE_PREFIX + f"{GAME_ID}-json") is None
    assert store.get("other.app.key") == "left alone"
    assert Table(saves.load(f"{GAME_ID}-good")).record.to_json() == good.to_json()
    assert f"{GAME_ID}-good" in json.loads(store.get(INDEX_KEY))


def test_missing_save_and_bad_id():
    saves = Saves(MemoryStore())
    with pytest.raises(RecordError, match="no saved game"):
        saves.load(f"{GAME_ID}-nothere")
    with pytest.raises(RecordError, match="not the name"):
        saves.load("../etc")


class FullStore(MemoryStore):
    def set(self, key, value):
        raise RuntimeError("QuotaExceededError")


def test_full_storage_is_a_readable_error():
    with pytest.raises(StorageError, match="could not be saved"):
        Saves(FullStore()).write(f"{GAME_ID}-x", two_humans().record, finished=False, now_ms=1)


# -- links ---------------------------------------------------------------------------------


def test_new_game_link_round_trip():
    seats = [Seat("Ann"), Seat("Bob, the 2nd", "bot:greedy"), Seat(HOSTILE, "bot:random")]
    fragment = links.new_link(GAME_ID, seats, seed=42)
    setup = links.parse_new(links.parse_fragment(fragment))
    assert setup.game == GAME_ID and setup.seed == 42 and setup.seats == seats


def test_new_game_link_defaults_and_errors():
    setup = links.parse_new(links.parse_fragment(f"#new={GAME_ID}&seats=human,bot:greedy"))
    # a bot named by kind gets its level's name, the name its badge says
    assert [s.name for s in setup.seats] == ["Player 1", "Casual bot 2"] and setup.seed is None
    for bad, why in [
        ("#new=chess&seats=human,human", "no game called"),
        (f"#new={GAME_ID}&seats=human", f"{SPEC.min_players}–{SPEC.max_players} players"),
        (
            f"#new={GAME_ID}&seats=human,robot:x",
            "is not one of " + ", ".join(SPEC.seat_kinds()),
        ),
        (f"#new={GAME_ID}&seats=human,human&seed=-1", "seed"),
        (f"#new={GAME_ID}&seats=human,human&colour=red", "does not know"),
        (f"#new={GAME_ID}&seats=human,human&opt.turns=yes", "no option"),
        (f"#new={GAME_ID}", "names no players"),
    ]:
        with pytest.raises(links.LinkError, match=why):
            links.parse_new(links.parse_fragment(bad))


def test_fragment_routes():
    assert links.parse_fragment("").screen == "home"
    assert links.parse_fragment("#").screen == "home"
    assert links.parse_fragment(f"#setup={GAME_ID}").value == GAME_ID
    assert links.parse_fragment(f"#game={GAME_ID}-abc").screen == "game"
    assert links.parse_fragment("#whatever").screen == "unknown"


# -- HTML: names stay text ----------------------------------------------------------------------


def hostile_table() -> Table:
    table = Table.new(GAME_ID, [Seat(HOSTILE), Seat(HOSTILE + "2")], seed=5)
    table.apply(0, first_move(table, 0))
    return table


def assert_no_markup_from_names(html: str) -> None:
    assert "<img" not in html and "onerror=alert(1)>" not in html
    assert "&lt;img src=x onerror=alert(1)&gt;" in html


def test_table_parts_escape_names():
    table = hostile_table()
    for screen in (
        table_view.TableScreen(mode="local"),
        table_view.TableScreen(mode="local", shown_seat=1),
        table_view.TableScreen(mode="shared", total_moves=1),
    ):
        html = "".join(table_view.parts(table, screen).values())
        assert_no_markup_from_names(html)


def test_result_and_home_escape_names():
    table = Table.new(GAME_ID, [Seat(HOSTILE, "bot:random"), Seat("B", "bot:random")], seed=2)
    while table.bot_step():
        pass
    assert_no_markup_from_names(table_view.result(table, table.result()))
    saves = Saves(MemoryStore())
    saves.write(f"{GAME_ID}-x", table.record, finished=True, now_ms=1)
    store = saves.store
    store.set(SAVE_PREFIX + f"{GAME_ID}-y", HOSTILE)
    listed, broken = saves.list()
    from pygames import GAMES

    home = pages.home([game.spec for game in GAMES.values()], listed, broken, format_time=str)
    assert_no_markup_from_names(home)
    message = pages.message("Oops", f"Player {HOSTILE} broke it")
    assert_no_markup_from_names(message)


# -- game texts and the new-game form -------------------------------------------------------


def test_the_log_line_is_the_first_event_then_consequences_then_gains():
    from pygames.core.messages import Event, Msg, Scored
    from ui.session import log_line

    names = ["Ann", "Bob"]
    placed = Event("core.prompt.choose", name="x")  # any event: its text is the catalog's
    assert log_line(names, 0, "draw", []) == "Ann played 'draw'"
    assert log_line(names, 0, "x", [placed]) == "Ann x: choose a move."
    assert log_line(names, 0, "x", [placed, Scored(0, 3), Scored(0, 4)]) == (
        "Ann x: choose a move. (+7)"
    )
    company = Msg("core.prompt.choose", name="Yellow")
    assert log_line(names, 0, "x", [placed, Scored(1, 3), Scored(None, 4, what=company)]) == (
        "Ann x: choose a move. (Bob +3, Yellow: choose a move. +4)"
    )
    assert log_line(names, 1, "x", [placed, Event("core.game_over"), Scored(1, 0)]) == (
        "Bob x: choose a move.; The game is over; no more moves can be made."
    )


def test_setup_form_offers_the_options_of_a_game():
    from pygames.core.spec import GameSpec, Option

    spec = GameSpec(
        id="demo",
        names={"en": "Demo <b>"},
        min_players=2,
        max_players=4,
        rules_version=1,
        options=(
            Option("hand", (1, 2, 3), {"en": "Hidden tiles"}),
            Option("mode", ("basic", "shares")),
        ),
    )
    form = pages.setup_form(spec)
    assert 'data-option="hand"' in form and '<option value="3">3</option>' in form
    assert "Hidden tiles" in form and 'data-option="mode"' in form
    assert "Demo &lt;b&gt;" in form and "<b>" not in form
    assert form.count('class="seat-row"') == 4  # up to the most players; rows past 2 hidden
    assert (
        'data-seat="1">' in form
        and 'data-seat="2" hidden>' in form
        and 'data-seat="3" hidden>' in form
    )
    with_options = next(game_id for game_id, game in GAMES.items() if game.spec.options)
    assert links.option_values(with_options, {}) == {}  # the defaults go without saying


def test_option_choices_have_names_for_the_form():
    from pygames.core.spec import Option

    option = Option(
        "orientation",
        ("fixed", "free"),
        {"en": "Tiles"},
        {"fixed": {"en": "Fixed", "ja": "固定"}, "free": {"en": "Free orientation"}},
    )
    assert option.choice_name("fixed") == "Fixed" and option.choice_name("fixed", "ja") == "固定"
    assert option.choice_name("free", "ja") == "Free orientation"  # English when untranslated
    assert (
        Option("hand", (1, 2)).choice_name(2) == "2"
        and Option("x", (True,)).choice_name(True) == "true"
    )


# -- every game at the table, through its screen --------------------------------------------


def offered(parts: dict) -> list[str]:
    """The game actions the board and panel offer, enabled (``ui:…`` ones are the shell's)."""
    import re

    tags = re.findall(r'<[^>]*\bdata-action="[^"]*"[^>]*>', parts["board"] + parts["panel"])
    found = [
        re.search(r'data-action="([^"]*)"', tag).group(1) for tag in tags if " disabled" not in tag
    ]
    return [html.unescape(text) for text in found if not text.startswith("ui:")]


@pytest.mark.parametrize("game_id", sorted(__import__("pygames").GAMES))
def test_every_game_plays_through_its_screen_by_the_texts_it_offers(game_id):
    import random

    from pygames import GAMES
    from pygames.core.actions import by_text
    from ui import i18n

    spec = GAMES[game_id].spec
    seats = [Seat("Ann"), Seat("Bob")][: spec.max_players]
    seats += [Seat(f"Bot {n}", "bot:random") for n in range(spec.min_players - len(seats))]
    table = Table.new(game_id, seats, seed=12)
    screen = table_view.TableScreen(mode="local")
    rng = random.Random(game_id)
    clicks = 0
    while not table.is_over() and table.moves < 400:
        if table.bot_step() is not None:
            continue
        seat = table.human_to_move()
        screen.shown_seat = seat
        legal = by_text(table.legal_actions(seat))
        texts = offered(table_view.parts(table, screen))
        assert set(texts) <= set(legal), sorted(set(texts) - set(legal))[:5]
        text = rng.choice(texts) if texts else rng.choice(sorted(legal))
        table.apply(seat, legal[text])
        clicks += 1
    assert clicks and table.moves == len(table.log) == len(table.events)
    english = list(table.log)
    try:
        i18n.set_language("ja")
        table.retell()
        assert len(table.log) == len(english) and table.log != english
        assert not [line for line in table.log if f"{game_id}." in line or "core." in line]
    finally:
        i18n.set_language("en")
    table.retell()
    assert table.log == english


@pytest.mark.parametrize("lang", ["en", "zh-TW", "ja"])
def test_continuing_a_shared_game_says_from_which_move(lang):
    """Issue 37 part 5: "Continue as a new local game" pressed at move 3 of 63 says it
    continues from move 3, and its title how many moves it leaves out; at the last move
    it says no more than it does."""
    from ui.i18n import set_language

    table = Table.new(GAME_ID, [Seat("A", "bot:random"), Seat("B", "bot:random")], seed=3)
    for _ in range(3):
        table.bot_step()
    set_language(lang)
    try:
        tools = table_view.tools(table, table_view.TableScreen(mode="shared", total_moves=63))
        label = t("replay.continue_from", at=3, total=63)
        assert f'title="{t("replay.continue_drops.other", count=60)}">{label}</button>' in tools
        assert "3" in label and "63" in label and "60" in t("replay.continue_drops.other", count=60)
        last = table_view.tools(table, table_view.TableScreen(mode="shared", total_moves=3))
        assert f'data-action="ui:continue">{t("replay.continue")}</button>' in last
        assert "The move after it is left out." == table_view.tn("replay.continue_drops", 1, "en")
    finally:
        set_language("en")
