"""The table, saves, links and screens of the app shell, in CPython (no browser)."""

from __future__ import annotations

import html
import json
from pathlib import Path

import pytest

from pygames.core.errors import IllegalAction, RecordError
from pygames.core.record import Record, Seat
from ui import links, pages, table_view
from ui.i18n import t
from ui.session import Table, UndoRefused, load_table, table_from_share
from ui.storage import INDEX_KEY, SAVE_PREFIX, MemoryStore, Saves, StorageError

HOSTILE = "<img src=x onerror=alert(1)>\"'&"


def two_humans(seed: int = 7) -> Table:
    return Table.new("cablecar", [Seat("Ann"), Seat("Bob")], seed=seed)


def human_and_bot(seed: int = 7, bot: str = "bot:greedy") -> Table:
    return Table.new("cablecar", [Seat("Ann"), Seat("Bot", bot)], seed=seed)


def first_hand_move(table: Table, seat: int) -> str:
    return next(t for t in table.legal_texts(seat) if t.startswith("hand"))


def draw_and_place(table: Table, seat: int) -> None:
    """A turn that may be taken back: the drawn tile's placement (the draw stays)."""
    table.apply(seat, "draw")
    table.apply(seat, table.legal_texts(seat)[0])


def bots_until_human(table: Table) -> None:
    while table.bot_to_move() is not None:
        table.bot_step()


# -- acting -------------------------------------------------------------------------


def test_apply_appends_to_the_record_and_logs_a_readable_line():
    table = two_humans()
    move = first_hand_move(table, 0)
    line = table.apply(0, move)
    assert table.record.actions == [(0, move)]
    assert table.moves == 1 and table.log == [line]
    assert line.startswith("Ann placed their hidden tile at ")
    assert table.to_move() == (1,)


def test_illegal_action_passes_through_unchanged_and_changes_nothing():
    table = two_humans()
    before = json.dumps(table.state.to_json(), sort_keys=True)
    with pytest.raises(IllegalAction) as info:
        table.apply(0, "hand 4,4")  # the power station
    assert info.value.rule == "CC01"
    with pytest.raises(IllegalAction, match="not your turn"):
        table.apply(1, first_hand_move(table, 1) if table.legal_texts(1) else "draw")
    with pytest.raises(IllegalAction):
        table.apply(0, "fly away")
    assert json.dumps(table.state.to_json(), sort_keys=True) == before
    assert table.record.actions == [] and table.log == []


def test_state_is_kept_incrementally_and_matches_a_replay():
    table = human_and_bot()
    for _ in range(6):
        table.apply(
            0, first_hand_move(table, 0) if table.state.drawn is None else table.legal_texts(0)[0]
        )
        bots_until_human(table)
    replayed = Table(Record.from_json(table.record.to_json()))
    assert replayed.state.to_json() == table.state.to_json()
    assert replayed.log == table.log


def test_log_names_points_scored_by_the_move():
    table = Table.new("cablecar", [Seat("Ann", "bot:greedy"), Seat("Bob", "bot:greedy")], seed=3)
    while not table.is_over():
        table.bot_step()
    scoring = [line for line in table.log if "(" in line]
    assert scoring, "a whole game scores some lines"
    assert all(line.endswith(")") and ("+" in line) for line in scoring)
    assert sum(1 for line in table.log if "drew a tile" in line) == sum(
        1 for _, text in table.record.actions if text == "draw"
    )


def test_bot_step_only_for_a_bot_seat_and_reproducible():
    table = human_and_bot()
    assert table.bot_step() is None  # Ann (a person) is to move
    table.apply(0, first_hand_move(table, 0))
    assert table.bot_to_move() == 1
    bots_until_human(table)
    again = human_and_bot()
    again.apply(0, table.record.actions[0][1])
    bots_until_human(again)
    assert again.record.actions == table.record.actions


def test_bot_game_plays_to_the_end():
    table = Table.new(
        "cablecar",
        [Seat("A", "bot:random"), Seat("B", "bot:greedy"), Seat("C", "bot:random")],
        seed=11,
    )
    steps = 0
    while table.bot_step() is not None:
        steps += 1
    assert table.is_over() and table.result() is not None and steps == table.moves


def test_a_search_bot_thinks_in_slices_and_plays_a_legal_move():
    table = human_and_bot(bot="bot:search")
    table.apply(0, first_hand_move(table, 0))
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


def test_a_bot_turn_cannot_be_finished_after_the_game_moved_on():
    table = human_and_bot(bot="bot:search")
    draw_and_place(table, 0)
    turn = table.start_bot_turn()
    table.undo(0)
    with pytest.raises(ValueError, match="moved on"):
        table.finish_bot_turn(turn)
    assert table.moves == 1  # the draw stays: it showed a tile


def test_seat_kinds_are_the_games_own():
    assert links.parse_new(links.parse_fragment("#new=cablecar&seats=human,bot:search:Deep")).seats[
        1
    ] == Seat("Deep", "bot:search")
    form = pages.setup_form(__import__("pygames").GAMES["cablecar"].spec)
    assert form.count('<option value="bot:search" data-level="strong">') == 6  # at every seat
    assert form.count('<option value="bot:greedy" data-level="casual" selected>') == 5  # default
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
    cakemaster = __import__("pygames").GAMES["cakemaster"].spec
    hint = t("setup.order_hint")
    assert f'<p class="hint" id="order-hint" hidden>{hint}</p>' in pages.setup_form(cakemaster)
    shown = pages.setup_form(cakemaster, players=3)
    assert f'<p class="hint" id="order-hint">{hint}</p>' in shown
    cablecar = __import__("pygames").GAMES["cablecar"].spec
    assert f'<p class="hint" id="order-hint">{hint}</p>' in pages.setup_form(cablecar)


# -- undo ------------------------------------------------------------------------------


def test_undo_takes_back_own_last_move_and_the_bot_moves_after_it():
    table = human_and_bot(bot="bot:random")
    ann_first = first_hand_move(table, 0)
    table.apply(0, ann_first)
    bots_until_human(table)
    # find a position where the bot's reply drew nothing, so undo is allowed
    for _ in range(30):
        if table.undo_problem(0) is None:
            break
        table.apply(
            0, first_hand_move(table, 0) if table.state.drawn is None else table.legal_texts(0)[0]
        )
        bots_until_human(table)
    assert table.undo_problem(0) is None
    last_ann = max(i for i, (who, _) in enumerate(table.record.actions) if who == 0)
    kept = table.record.actions[:last_ann]
    expected = Table(
        Record.from_json({**table.record.to_json(), "actions": [list(a) for a in kept]})
    )
    removed = table.undo(0)
    assert removed >= 1
    assert table.record.actions == kept
    assert table.state.to_json() == expected.state.to_json()
    assert table.log == expected.log
    assert table.human_to_move() == 0


def test_undo_is_disabled_with_its_reason_where_it_would_be_refused():
    """Where undo would be refused the button is disabled (aria-disabled, so it keeps
    its focus) and says why beside it, as a tooltip the style shows on hover and focus;
    where it would work it is a plain button."""
    table = two_humans()
    screen = table_view.TableScreen()

    def undo_html() -> str:
        tools = table_view.tools(table, screen)
        return tools[: tools.index('<button type="button" data-action="ui:share"')]

    nothing = html.escape(t("undo.nothing_yet"))
    assert undo_html() == (
        '<span class="undo-box"><button type="button" data-action="ui:undo" aria-disabled="true"'
        ' aria-describedby="undo-why">Undo</button>'
        f'<span class="why" role="tooltip" id="undo-why">{nothing}</span></span>'
    )
    table.apply(0, "draw")
    refused = undo_html()
    assert 'aria-disabled="true"' in refused
    assert f'id="undo-why">{html.escape(table.undo_problem(0))}</span>' in refused
    table.apply(0, table.legal_texts(0)[0])
    assert table.undo_problem(0) is None
    assert undo_html() == (
        '<button type="button" data-action="ui:undo" title="Take back Ann&#x27;s last move">'
        "Undo</button>"
    )
    style = (Path(__file__).resolve().parent.parent / "ui" / "style.css").read_text("utf-8")
    assert (
        ".undo-box button:hover + .why, .undo-box button:focus + .why { display: block; }" in style
    )


def test_undo_refuses_a_draw_it_revealed_a_tile():
    table = two_humans()
    table.apply(0, "draw")
    assert "cannot be taken back" in table.undo_problem(0)
    with pytest.raises(UndoRefused, match="drew a tile"):
        table.undo(0)
    place = table.legal_texts(0)[0]
    table.apply(0, place)
    # the placement after a draw may be taken back; the draw then stays
    assert table.undo(0) == 1
    assert table.record.actions == [(0, "draw")] and table.state.drawn is not None
    with pytest.raises(UndoRefused):
        table.undo(0)


def test_undo_refused_once_another_human_has_moved():
    table = two_humans()
    draw_and_place(table, 0)
    draw_and_place(table, 1)
    with pytest.raises(UndoRefused, match="Bob has moved since"):
        table.undo(0)
    assert table.undo_seat() == 1
    assert table.undo(1) == 1
    assert table.moves == 3


def test_cc06_undo_refuses_a_hand_placement_that_drew_a_tile():
    """CC06: placing the hidden tile draws its replacement in the same action, so the
    placement showed the next tile of the pile and cannot be taken back (else a player
    could look at it and choose again); once the pile is empty it can."""
    table = two_humans()
    table.apply(0, first_hand_move(table, 0))
    with pytest.raises(UndoRefused, match="revealed what was hidden"):
        table.undo(0)
    assert table.moves == 1
    state = table.state
    state.deck.clear()  # the pile used up: a hand placement draws nothing
    table._reveals[-1] = table.game.reveal_count(state)
    table.apply(1, first_hand_move(table, 1))
    assert table.undo_problem(1) is None


def test_undo_refused_when_a_bot_drew_since():
    table = human_and_bot(bot="bot:random")
    for _ in range(60):
        if table.is_over():
            break
        table.apply(
            0, first_hand_move(table, 0) if table.state.drawn is None else table.legal_texts(0)[0]
        )
        bots_until_human(table)
        mine = max(i for i, (who, _) in enumerate(table.record.actions) if who == 0)
        if any(text == "draw" for _, text in table.record.actions[mine + 1 :]):
            with pytest.raises(UndoRefused, match="Since then Bot drew a tile"):
                table.undo(0)
            return
    pytest.fail("the random bot never drew")


def test_undo_never_crosses_a_reveal_the_game_counts(monkeypatch):
    """A game that counts what it has shown (``reveal_count``) keeps undo from crossing
    a change of that count, even for actions its ``can_undo`` would allow."""
    from pygames import get_game

    game = get_game("cablecar")
    # Count a reveal at every second tile placed: no rule on action texts could know it.
    monkeypatch.setattr(game, "reveal_count", lambda state: state.placed // 2)
    table = two_humans()
    table.apply(0, first_hand_move(table, 0))
    assert table.undo_problem(0) is None  # one tile placed: nothing shown yet
    table.apply(1, first_hand_move(table, 1))
    with pytest.raises(UndoRefused, match="cannot be taken back"):
        table.undo(1)
    assert table.moves == 2


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
    table.apply(0, first_hand_move(table, 0))
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
    table.apply(0, first_hand_move(table, 0))
    with pytest.raises(RecordError):
        table_from_share(damage(table.share_text()))


def test_record_with_an_illegal_action_is_refused_with_a_message():
    table = two_humans()
    data = table.record.to_json()
    data["actions"] = [[0, "hand 4,4"]]
    with pytest.raises(RecordError, match="Move 1 .*breaks the rules"):
        load_table(data)


# -- storage ------------------------------------------------------------------------------


def test_save_and_load_round_trip():
    saves = Saves(MemoryStore())
    table = human_and_bot()
    table.apply(0, first_hand_move(table, 0))
    save_id = saves.new_id("cablecar", 1_700_000_000_000)
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
        save_id = saves.new_id("cablecar", 123456)
        saves.write(save_id, record, finished=False, now_ms=1)
        ids.add(save_id)
    assert len(ids) == 3 and all(links.parse_fragment(f"#game={i}").value == i for i in ids)


def test_corrupt_entries_are_reported_and_isolated():
    store = MemoryStore()
    saves = Saves(store)
    good = two_humans().record
    saves.write("cablecar-good", good, finished=False, now_ms=5)
    store.set(SAVE_PREFIX + "cablecar-json", "{not json")
    store.set(
        SAVE_PREFIX + "cablecar-shape", json.dumps({"record": {"format": 1, "game": "chess"}})
    )
    store.set(SAVE_PREFIX + "<script>", "{}")
    store.set(INDEX_KEY, "garbage")
    store.set("other.app.key", "left alone")
    listed, broken = saves.list()
    assert [s.id for s in listed] == ["cablecar-good"]
    messages = {b.id: b.message for b in broken}
    assert set(messages) == {"cablecar-json", "cablecar-shape", "<script>"}
    assert (
        messages["cablecar-json"]
        == "Save cablecar-json could not be read: its text is not valid JSON."
    )
    assert "no game called 'chess'" in messages["cablecar-shape"]
    with pytest.raises(RecordError, match="Save cablecar-json could not be read"):
        saves.load("cablecar-json")
    # removing a broken save touches nothing else; a damaged index is rebuilt
    saves.delete("cablecar-json")
    saves.delete("<script>")
    assert store.get(SAVE_PREFIX + "cablecar-json") is None
    assert store.get("other.app.key") == "left alone"
    assert Table(saves.load("cablecar-good")).record.to_json() == good.to_json()
    assert "cablecar-good" in json.loads(store.get(INDEX_KEY))


def test_missing_save_and_bad_id():
    saves = Saves(MemoryStore())
    with pytest.raises(RecordError, match="no saved game"):
        saves.load("cablecar-nothere")
    with pytest.raises(RecordError, match="not the name"):
        saves.load("../etc")


class FullStore(MemoryStore):
    def set(self, key, value):
        raise RuntimeError("QuotaExceededError")


def test_full_storage_is_a_readable_error():
    with pytest.raises(StorageError, match="could not be saved"):
        Saves(FullStore()).write("cablecar-x", two_humans().record, finished=False, now_ms=1)


# -- links ---------------------------------------------------------------------------------


def test_new_game_link_round_trip():
    seats = [Seat("Ann"), Seat("Bob, the 2nd", "bot:greedy"), Seat(HOSTILE, "bot:random")]
    fragment = links.new_link("cablecar", seats, seed=42)
    setup = links.parse_new(links.parse_fragment(fragment))
    assert setup.game == "cablecar" and setup.seed == 42 and setup.seats == seats


def test_new_game_link_defaults_and_errors():
    setup = links.parse_new(links.parse_fragment("#new=cablecar&seats=human,bot:greedy"))
    assert [s.name for s in setup.seats] == ["Player 1", "Greedy bot 2"] and setup.seed is None
    for bad, why in [
        ("#new=chess&seats=human,human", "no game called"),
        ("#new=cablecar&seats=human", "2–6 players"),
        (
            "#new=cablecar&seats=human,robot:x",
            "is not one of human, bot:random, bot:greedy, bot:search",
        ),
        ("#new=cablecar&seats=human,human&seed=-1", "seed"),
        ("#new=cablecar&seats=human,human&colour=red", "does not know"),
        ("#new=cablecar&seats=human,human&opt.turns=yes", "no option"),
        ("#new=cablecar", "names no players"),
    ]:
        with pytest.raises(links.LinkError, match=why):
            links.parse_new(links.parse_fragment(bad))


def test_fragment_routes():
    assert links.parse_fragment("").screen == "home"
    assert links.parse_fragment("#").screen == "home"
    assert links.parse_fragment("#setup=cablecar").value == "cablecar"
    assert links.parse_fragment("#game=cablecar-abc").screen == "game"
    assert links.parse_fragment("#whatever").screen == "unknown"


# -- HTML: names stay text ----------------------------------------------------------------------


def hostile_table() -> Table:
    table = Table.new("cablecar", [Seat(HOSTILE), Seat(HOSTILE + "2")], seed=5)
    table.apply(0, first_hand_move(table, 0))
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
    table = Table.new("cablecar", [Seat(HOSTILE, "bot:random"), Seat("B", "bot:random")], seed=2)
    while table.bot_step():
        pass
    assert_no_markup_from_names(table_view.result(table, table.result()))
    saves = Saves(MemoryStore())
    saves.write("cablecar-x", table.record, finished=True, now_ms=1)
    store = saves.store
    store.set(SAVE_PREFIX + "cablecar-y", HOSTILE)
    listed, broken = saves.list()
    from pygames import GAMES

    home = pages.home([game.spec for game in GAMES.values()], listed, broken, format_time=str)
    assert_no_markup_from_names(home)
    message = pages.message("Oops", f"Player {HOSTILE} broke it")
    assert_no_markup_from_names(message)


def test_privacy_screen_hides_the_hand_between_two_people():
    table = two_humans()
    screen = table_view.TableScreen(mode="local")
    assert table_view.is_screened(table, screen)
    covered = table_view.parts(table, screen)
    assert 'data-action="ui:reveal 0"' in covered["panel"] and "hand-tile" not in covered["panel"]
    assert 'data-action="hand' not in covered["board"]  # nothing to click until uncovered
    screen.shown_seat = 0
    shown = table_view.parts(table, screen)
    assert "hand-tile" in shown["panel"] and 'data-action="hand' in shown["board"]
    table.apply(0, first_hand_move(table, 0))
    assert table_view.is_screened(table, screen)  # Bob's turn: covered again


def test_no_privacy_screen_with_one_person_and_bots():
    table = human_and_bot()
    screen = table_view.TableScreen(mode="local")
    assert not table_view.is_screened(table, screen)
    assert "hand-tile" in table_view.parts(table, screen)["panel"]


# -- game texts and the new-game form -------------------------------------------------------


ORDINAL_HAND = {"hand": "their hidden tile", "hand2": "their 2nd hidden tile"}
ORDINAL_HAND["hand3"] = "their 3rd hidden tile"
TURNED = {"": "", "r1": ", turned once", "r2": ", turned twice", "r3": ", turned three times"}


def cablecar_phrase(text: str) -> str:
    """What the log says a Cable Car action did (the test's own reading of the text)."""
    words = text.split()
    if words[0] == "draw":
        return "drew a tile from the pile"
    if words[0] == "exchange":
        # An exchange never names the share given away: it goes face down under its pile.
        taking = "the face-up card" if words[2] == "face-up" else "a hidden card"
        return f"exchanged a {words[1]}% share, taking {taking}"
    which = "the drawn tile" if words[0] == "place" else ORDINAL_HAND[words[0]]
    turned = TURNED[words[2] if len(words) > 2 else ""]
    return f"placed {which} at {words[1]}{turned}"


@pytest.mark.parametrize(
    "options",
    [{}, {"orientation": "free", "hand": 3}, {"mode": "shares", "hand": 2, "orientation": "free"}],
)
def test_cablecar_log_phrases(options):
    table = Table.new(
        "cablecar", [Seat("Ann", "bot:random"), Seat("Bob", "bot:greedy")], options, seed=6
    )
    while table.bot_step() is not None:
        pass
    for (seat, text), line in zip(table.record.actions, table.log):
        assert line.startswith(f"{table.name(seat)} {cablecar_phrase(text)}"), (text, line)


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
    assert links.option_values("cablecar", {}) == {}


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


# -- Cable Car's variants and shares game at the table --------------------------------------

SHARES = {"mode": "shares"}
FREE_TWO = {"orientation": "free", "hand": 2}


def cablecar_table(options: dict, seats=("Ann", "Bob"), seed: int = 3) -> Table:
    return Table.new("cablecar", [Seat(name) for name in seats], options, seed)


def board_actions_of(html: str) -> list[str]:
    import re

    return re.findall(r'data-action="([^"]+)"', html)


def test_a_shares_game_logs_company_profits_and_ends_without_a_crash():
    table = Table.new(
        "cablecar",
        [Seat("A", "bot:greedy"), Seat("B", "bot:random"), Seat("C", "bot:greedy")],
        SHARES,
        seed=3,
    )
    while table.bot_step() is not None:
        pass
    assert table.is_over() and table.scores() == table.result().scores
    gains = [line for line in table.log if "(" in line]
    assert gains and all(" +" in line for line in gains)
    companies = ("Yellow", "Blue", "Orange", "Black", "Red", "Brown", "Green", "Purple")
    assert any(name + " +" in line for line in gains for name in companies)
    assert not any("None" in line for line in table.log)
    assert Table(Record.from_json(table.record.to_json())).log == table.log


def test_an_exchange_is_logged_without_the_share_given_away():
    table = cablecar_table(SHARES)
    given = table.state.shares[0][1]
    line = table.apply(0, "exchange 20 face-up")
    assert line == "Ann exchanged a 20% share, taking the face-up card"
    assert table.state.share_piles[1][0] == given  # it went under the pile, unnamed
    assert table.apply(1, "exchange 10 pile") == "Bob exchanged a 10% share, taking a hidden card"


def board_actions(view, legal, pick, turns) -> list[str]:
    """Cable Car's board offers for the tile chosen and its turn (as texts)."""
    from pygames.core.screen import Context, load_screen

    screen = load_screen("cablecar")
    ctx = Context(view, list(legal), ["Ann", "Bob"], pick=pick, turns=turns)
    return [str(action) for action in screen.board_actions(ctx)]


def test_the_board_offers_the_chosen_tile_turned_as_chosen():
    table = cablecar_table(FREE_TWO, seed=5)
    view = table.view(0)
    legal = table.legal_actions(0)
    placements = {str(action) for action in legal if str(action).startswith("hand")}
    offered = set()
    for pick in (0, 1):
        for turns in range(4):
            actions = board_actions(view, legal, pick, turns)
            assert actions and set(actions) <= placements
            squares = [text.split()[1] for text in actions]
            assert len(squares) == len(set(squares))  # one action per square
            verb = "hand" if view["hand"].index(view["hand"][pick]) == 0 else "hand2"
            assert {text.split()[0] for text in actions} == {verb}
            offered |= set(actions)
    assert offered == placements  # every legal placement can be chosen
    # Two hidden tiles of one kind: the second places what the first does.
    table.state.hands[0] = [table.state.hands[0][0]] * 2
    view, legal = table.view(0), table.legal_actions(0)
    assert board_actions(view, legal, 1, 0) == board_actions(view, legal, 0, 0)
    # Fixed orientation: the turn is ignored.
    fixed = cablecar_table({"hand": 2}, seed=5)
    view, legal = fixed.view(0), fixed.legal_actions(0)
    assert board_actions(view, legal, 1, 3) == board_actions(view, legal, 1, 0)
    assert all(" r" not in text for text in board_actions(view, legal, 1, 3))


def test_the_screen_remembers_the_choice_until_the_next_move():
    table = cablecar_table(FREE_TWO, seed=5)
    screen = table_view.TableScreen(mode="local", shown_seat=0)
    screen.pick, screen.turns = 1, 1
    parts = table_view.parts(table, screen)
    expected = board_actions(table.view(0), table.legal_actions(0), 1, 1)
    assert sorted(board_actions_of(parts["board"])) == sorted(expected)
    assert 'data-action="ui:pick 1" aria-pressed="true"' in parts["panel"]
    assert 'data-action="ui:turn 1"' in parts["panel"] and "Turned once" in parts["panel"]
    table.apply(0, expected[0])
    screen.clear_choice()
    assert (screen.pick, screen.turns) == (0, 0)
    assert table.log[-1].startswith("Ann placed their")


def test_no_turn_buttons_when_tiles_keep_their_orientation():
    table = cablecar_table({"hand": 3})
    panel = table_view.parts(table, table_view.TableScreen(mode="local", shown_seat=0))["panel"]
    assert "ui:turn" not in panel and panel.count('data-action="ui:pick ') == 3


def test_shares_panel_shows_companies_own_shares_and_legal_exchanges():
    table = cablecar_table(SHARES)
    screen = table_view.TableScreen(mode="local", shown_seat=0)
    parts = table_view.parts(table, screen)
    assert "swatch" not in parts["players"]  # players own no colour: companies do
    assert parts["extra"].count('class="company"') == 8 and "reaches 25" in parts["extra"]
    own = table.view(0)["shares"]
    assert parts["panel"].count('class="yours"') == 4
    for percent, company in zip((10, 20, 30, 40), own):
        row = parts["panel"].split(f'data-percent="{percent}"')[1].split("</tr>")[0]
        assert (
            f'class="card c-{table.view(0)["companies"][company]}"'
            in row.split('class="face-up"')[0]
        )
    exchanges = [a for a in board_actions_of(parts["panel"]) if a.startswith("exchange")]
    assert sorted(exchanges) == sorted(t for t in table.legal_texts(0) if t.startswith("exchange"))
    assert not [a for a in board_actions_of(parts["board"]) if a.startswith("exchange")]
    # Covered for the next person: no one's shares, no exchange buttons.
    table.apply(0, "exchange 30 pile")
    covered = table_view.parts(table, screen)
    assert 'class="yours"' not in "".join(covered.values()) and "exchange " not in covered["panel"]
    assert "tile and shares" in covered["panel"]
    # Everyone saw Ann take nothing face up; Bob sees the face-up card Ann would take.
    table.apply(1, "exchange 10 face-up")
    seen = table_view.parts(table, table_view.TableScreen(mode="local", shown_seat=0))["players"]
    assert "Seen taking: 10%" in seen


def test_exchanges_close_once_a_marker_reaches_25():
    table = cablecar_table(SHARES)
    table.state.profits[2] = 25
    parts = table_view.parts(table, table_view.TableScreen(mode="local", shown_seat=0))
    assert "exchange " not in parts["panel"] and "Exchanges are closed" in parts["panel"]
    assert "no more exchanges" in parts["extra"] and 'class="bar reached"' in parts["extra"]
    assert "or exchange a share" not in parts["status"]


def test_shares_game_end_shows_every_holding_and_the_breakdown():
    table = Table.new(
        "cablecar", [Seat("Ann", "bot:greedy"), Seat(HOSTILE, "bot:greedy")], SHARES, seed=4
    )
    while table.bot_step() is not None:
        pass
    parts = table_view.parts(table, table_view.TableScreen(mode="local"))
    assert 'id="holdings"' in parts["extra"] and parts["extra"].count('<tr data-seat="') == 2
    assert_no_markup_from_names(parts["extra"] + parts["result"])
    for seat, _holding in enumerate(table.state.shares):
        row = parts["extra"].split(f'<tr data-seat="{seat}">')[1].split("</tr>")[0]
        assert row.count('class="card c-') == 4
    assert "majority" in parts["result"] and "× 10 × value" in parts["result"]
    assert [int(s) for s in table.result().scores] == table.scores()


def test_scored_lines_are_listed_per_owner_and_name_their_station():
    table = Table.new("cablecar", [Seat("Ann", "bot:greedy"), Seat("Bob", "bot:greedy")], seed=3)
    for _ in range(40):
        table.bot_step()
    extra = table_view.parts(table, table_view.TableScreen(mode="local"))["extra"]
    view = table.view(None)
    scored = sorted(c["station"] for c in view["cars"] if c["scored"])
    import re

    assert sorted(int(n) for n in re.findall(r'data-trace="(\d+)"', extra)) == scored
    for owner, name in enumerate(("Ann", "Bob")):
        if any(c["scored"] and c["owner"] == owner for c in view["cars"]):
            total = view["scores"][owner]
            assert (
                f'<span class="who">{name}</span><span class="total">{total} points</span>' in extra
            )
    while not table.is_over():
        table.bot_step()
    # Once the game is over the result lists each player's lines; the side does not.
    over = table_view.parts(table, table_view.TableScreen(mode="local"))
    assert "lines-list" not in over["extra"]
    assert over["result"].count("Station ") == len(table.view(None)["cars"]) > 0
    shares = Table.new(
        "cablecar", [Seat("A", "bot:greedy"), Seat("B", "bot:greedy")], SHARES, seed=3
    )
    for _ in range(60):
        shares.bot_step()
    extra = table_view.parts(shares, table_view.TableScreen(mode="local"))["extra"]
    owners = re.findall(r'<span class="who">([^<]*)</span>', extra)
    assert owners and set(owners) <= {
        "Yellow",
        "Blue",
        "Orange",
        "Black",
        "Red",
        "Brown",
        "Green",
        "Purple",
    }


def prompt(table: Table, seat: int) -> str:
    from pygames.core.screen import Context, load_screen

    ctx = Context(table.view(seat), table.legal_actions(seat), table.names())
    return load_screen(table.record.game).prompt(ctx)


def test_prompts_name_the_choices():
    assert (
        prompt(cablecar_table(SHARES), 0)
        == "Ann: place your hidden tile or draw from the pile, or exchange a share."
    )
    assert (
        prompt(cablecar_table({"hand": 2}), 0)
        == "Ann: place one of your hidden tiles or draw from the pile."
    )


def test_the_log_tells_what_a_move_set_off():
    """Food Tycoon: the pass that ends an auction is logged with the sale it made (and
    the event the lot held), from the events the move reported."""
    import re

    table = Table.new(
        "foodtycoon",
        [Seat("Ann", "bot:greedy"), Seat("Bob", "bot:random"), Seat("Cy", "bot:greedy")],
        seed=5,
    )
    sales = []
    while not sales and table.bot_step() is not None:
        sales = [line for line in table.log if " goes to " in line]
    assert sales, "a whole round sells some lot"
    line = sales[0]
    found = re.search(r"lot (\d) goes to (Ann|Bob|Cy) for (\d+)", line)
    assert found and line.startswith(("Ann ", "Bob ", "Cy ")), line
    lot = table.view(None)["lots"][int(found.group(1)) - 1]
    assert lot["status"] == "sold" and int(found.group(3)) == lot["price"]
    assert ["Ann", "Bob", "Cy"][lot["buyer"]] == found.group(2)
    assert ("the event is " in line) == bool(lot["event"] or lot["turned"])
    log = list(table.log)
    table.retell()
    assert table.log == log


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
