"""Games played by link (``ui.relay``): each person at their own device, the game
handed on by turn links; in CPython, with one store per device. Every game is played
whole by link; the rest takes a game from the registry (``GAME_ID``). A game's own way
of passing on (Cake Master's choices at once) is checked in its tests' folder."""

from __future__ import annotations

import html

import pytest

from pygames import GAMES
from pygames.core.record import Record, Seat
from pygames.core.rng import Rng
from ui import links, pages, relay
from ui.links import LinkError, parse_fragment
from ui.session import Table, UndoRefused
from ui.storage import MemoryStore, Saves, remember_link_warning, warned_of_links

HOSTILE = "<b onmouseover=x>Ann</b>"

# Two people and a bot, played at the device of the person after it (every game seats
# three).
SEATS = "human:Ann,human:Ben,bot:random:Cy"


def by_link_table(game: str, seed: int = 5) -> Table:
    seats = links.parse_seats(SEATS, GAMES[game].spec.seat_kinds())
    table = Table.new(game, seats, {}, seed)
    table.record.meta["by_link"] = True
    return table


class Device:
    """One browser: its own storage, playing the seat its saves say."""

    def __init__(self) -> None:
        self.saves = Saves(MemoryStore())
        self.now = 1_700_000_000_000

    def open(self, fragment: str) -> tuple[relay.Arrival, Table | None]:
        """Follow a turn link as the app does; the table it lands on (None: not here)."""
        route = parse_fragment(fragment)
        assert route.screen == "turn"
        seat_text, _, share = route.value.partition(".")
        seat, record = relay.parse_turn(seat_text, Record.from_share(share))
        found = relay.arrival(self.saves.same_game(record), seat, record)
        if found.kind == "other_seat":
            return found, None
        save_id = found.save_id or self.saves.new_id(record.game, self.now)
        if found.writes:
            self.write(save_id, record, seat)
        return found, self.table(save_id)

    def write(self, save_id: str, record: Record, seat: int) -> None:
        self.now += 1000
        self.saves.write(save_id, record, finished=False, now_ms=self.now, seat=seat)

    def table(self, save_id: str) -> Table:
        table = Table(self.saves.load(save_id))
        table.here = frozenset({self.saves.seat_of(save_id)})
        table.save_id = save_id
        return table

    def play(self, table: Table, rng: Rng) -> None:
        """This device's person moves once, then its bots until a person is to move."""
        seat = table.human_to_move()
        legal = table.legal_actions(seat)
        table.apply(seat, legal[rng.below(len(legal))])
        while table.bot_to_move() is not None:
            table.bot_step()
        self.write(table.save_id, table.record, min(table.here))


@pytest.mark.parametrize("game", list(GAMES))
def test_a_whole_game_passes_between_two_devices(game):
    """Every move is made at the device of the person to move; at every point exactly
    one device may extend the game, and both end with the same record."""
    ann, ben = Device(), Device()
    start = by_link_table(game)
    ann.write("g-ann", start.record, 0)
    tables = {0: ann.table("g-ann")}
    devices = {0: ann, 1: ben}
    rng = Rng(11)
    while tables[0].bot_to_move() is not None:
        tables[0].bot_step()
    holder, moves = 0, 0
    while not tables[holder].is_over() and moves < 400:
        table = tables[holder]
        assert table.human_to_move() == holder
        devices[holder].play(table, rng)
        moves += 1
        if table.is_over():
            break
        if table.human_to_move() == holder:
            continue  # a turn of several decisions (draw, then place)
        other = table.waiting_for()
        assert other is not None and other != holder  # the game is handed on
        assert table.human_to_move() is None and table.bot_to_move() is None
        found, tables[other] = devices[other].open(relay.turn_fragment(table.record, other))
        assert found.kind in ("new", "newer")
        assert tables[other].record.actions == table.record.actions
        holder = other
    assert moves >= 6
    assert tables[holder].is_over() or moves == 400


def two_people(game_id: str) -> bool:
    """Two people may play it alone, and seat 0 moves first (alone)."""
    spec = GAMES[game_id].spec
    return spec.min_players <= 2 and by_link_table(game_id).to_move() == (0,)


GAME_ID = next(filter(two_people, GAMES))


def played(game: str, moves: int) -> Table:
    table = by_link_table(game)
    rng = Rng(3)
    while table.moves < moves:
        seat = table.to_move()[0]
        legal = table.legal_actions(seat)
        table.apply(seat, legal[rng.below(len(legal))])
    return table


def test_arrival_kinds():
    table = played(GAME_ID, 6)
    record = table.record
    early = Record(**{**record.__dict__, "actions": record.actions[:3]})
    other_way = played(GAME_ID, 2).record
    other_way = Record(**{**record.__dict__, "actions": record.actions[:3] + [(1, "x")]})
    saves = [("s1", 1, early)]
    assert relay.arrival([], 1, record).kind == "new"
    assert relay.arrival(saves, 1, record).kind == "newer"
    assert relay.arrival([("s1", 1, record)], 1, record).kind == "same"
    older = relay.arrival([("s1", 1, record)], 1, early)
    assert (older.kind, older.here_moves, older.link_moves, older.writes) == ("older", 6, 3, False)
    apart = relay.arrival([("s1", 1, record)], 1, other_way)
    assert (apart.kind, apart.apart_at, apart.writes) == ("apart", 4, False)
    elsewhere = relay.arrival([("s0", 0, record)], 1, record)
    assert (elsewhere.kind, elsewhere.save_id, elsewhere.other_seat) == ("other_seat", "s0", 0)
    assert not elsewhere.writes


def test_an_older_link_never_overwrites_the_save_here():
    ben = Device()
    table = played(GAME_ID, 8)
    ben.write("g-ben", table.record, 1)
    before = ben.saves.store.get("pygames.v1.save.g-ben")
    early = Record(**{**table.record.__dict__, "actions": table.record.actions[:4]})
    found, shown = ben.open(relay.turn_fragment(early, 1))
    assert found.kind == "older" and shown.moves == 8
    assert ben.saves.store.get("pygames.v1.save.g-ben") == before
    assert "4" in str(relay.arrival_notice(found)) and "8" in str(relay.arrival_notice(found))


def test_a_link_for_another_seat_is_told_apart_and_writes_nothing():
    ann = Device()
    table = played(GAME_ID, 4)
    ann.write("g-ann", table.record, 0)
    keys = sorted(ann.saves.store.keys())
    found, shown = ann.open(relay.turn_fragment(table.record, 1))
    assert found.kind == "other_seat" and shown is None and found.other_seat == 0
    assert sorted(ann.saves.store.keys()) == keys


def test_a_game_set_up_apart_is_another_game():
    ben = Device()
    mine = played(GAME_ID, 4)
    ben.write("g-ben", mine.record, 1)
    theirs = by_link_table(GAME_ID, seed=6)
    found, _ = ben.open(relay.turn_fragment(theirs.record, 1))
    assert found.kind == "new" and len(ben.saves.list()[0]) == 2


@pytest.mark.parametrize(
    "value", ["", "x.r2.abc", "1", "9.", "99999.r2.AAAA", "-1.r2.AAAA", "1.r1.%%%"]
)
def test_bad_turn_links_are_refused_readably(value):
    seat_text, _, share = value.partition(".")
    with pytest.raises((LinkError, ValueError)) as info:
        relay.parse_turn(seat_text, Record.from_share(share))
    assert str(info.value) and "Traceback" not in str(info.value)


def test_a_turn_link_must_be_of_a_game_played_by_link_and_for_a_person():
    record = played(GAME_ID, 2).record
    with pytest.raises(LinkError):
        relay.parse_turn("5", record)  # no such seat
    record.meta.clear()
    with pytest.raises(LinkError):
        relay.parse_turn("1", record)  # not a game played by link
    robot = by_link_table(GAME_ID).record
    with pytest.raises(LinkError):
        relay.parse_turn("2", robot)  # a bot's seat


def test_undo_is_refused_once_the_game_waits_for_another_device():
    table = played(GAME_ID, 0)
    table.here = frozenset({0})
    while table.waiting_for() is None:  # Ann's turn, to its end
        table.apply(0, table.legal_actions(0)[0])
    assert table.waiting_for() == 1
    moves = table.moves
    with pytest.raises(UndoRefused) as info:
        table.undo(0)
    assert "Ben" in str(info.value) and table.moves == moves


def test_the_save_keeps_its_seat_and_ignores_a_damaged_one():
    saves = Saves(MemoryStore())
    record = played(GAME_ID, 2).record
    saves.write("g-1", record, finished=False, now_ms=1, seat=1)
    assert saves.seat_of("g-1") == 1
    saves.write("g-2", record, finished=False, now_ms=1)
    assert saves.seat_of("g-2") is None
    for bad in ("7", "true", '"1"', "-1"):
        text = saves.store.get("pygames.v1.save.g-1").replace('"seat":1', f'"seat":{bad}')
        saves.store.set("pygames.v1.save.g-1", text)
        assert saves.seat_of("g-1") is None
        saves.write("g-1", record, finished=False, now_ms=1, seat=1)


def test_setup_links_carry_play_by_link():
    route = parse_fragment(f"#new={GAME_ID}&seats=human:Ann,human:Ben&seed=3&by_link=1")
    setup = links.parse_new(route)
    assert setup.by_link and setup.seed == 3
    again = links.new_link(GAME_ID, setup.seats, 3, by_link=True)
    assert links.parse_new(parse_fragment(again)).by_link
    with pytest.raises(LinkError) as info:
        links.parse_new(parse_fragment(f"#new={GAME_ID}&seats=human:Ann,bot:greedy&by_link=1"))
    assert "two people" in str(info.value)
    with pytest.raises(LinkError):
        links.parse_new(parse_fragment(f"#new={GAME_ID}&seats=human:Ann,human:B&by_link=yes"))


def test_the_hand_on_part_names_the_next_person_escaped_and_warns_once():
    seats = [Seat(HOSTILE), Seat("Ben")]
    table = Table.new(GAME_ID, seats, {}, 4)
    table.record.meta["by_link"] = True
    table.here = frozenset({1})
    link = "https://example.org/#turn=0.r2.abc&<x>"
    part = relay.hand_on(table, link, warn=True)
    assert HOSTILE not in part and html.escape(HOSTILE, quote=False) in part
    assert 'id="turn-link"' in part and "&amp;&lt;x&gt;" in part
    assert 'id="turn-warning"' in part and "ui:qr turn-link" in part
    assert 'id="turn-warning"' not in relay.hand_on(table, link, warn=False)
    assert "ui:send-turn" not in part and "ui:send-turn" in relay.hand_on(
        table, link, warn=False, can_share=True
    )
    store = MemoryStore()
    assert not warned_of_links(store)
    remember_link_warning(store)
    assert warned_of_links(store)


def test_the_new_game_form_offers_play_by_link_and_keeps_a_links_choice():
    spec = GAMES[GAME_ID].spec
    form = pages.setup_form(spec)
    assert 'id="by-link"' in form and "checked" not in form.split('id="by-link"')[1][:20]
    setup = links.parse_new(parse_fragment(f"#new={GAME_ID}&seats=human:A,human:B&by_link=1"))
    filled = pages.setup_form(spec, filled=setup)
    assert 'id="by-link" name="by-link" checked' in filled
    assert 'data-action="ui:qr setup-link"' in form  # the setup link as a QR code


def test_the_home_page_says_which_seat_this_device_plays():
    saves = Saves(MemoryStore())
    record = played(GAME_ID, 2).record
    saves.write("g-1", record, finished=False, now_ms=1, seat=1)
    listed, _ = saves.list()
    home = pages.home([GAMES[GAME_ID].spec], listed, [], format_time=str)
    assert "by link, you play Ben" in home


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_device_that_plays_by_link_never_asks_to_pass_itself_on(game_id):
    """Issue 37 part 5: at a device playing one seat by link nobody else is there to
    take it: no "Pass the device to Ann", no privacy screen; its person sees their own
    secrets. At one device for everyone the hand-over stays."""
    from pygames.core.screen import load_screen
    from ui import table_view
    from ui.table_view import TableScreen

    table = by_link_table(game_id)
    while table.next_human() is None:  # the bot first, where it starts
        bot = table.to_move()[0]
        table.apply(bot, table.legal_actions(bot)[0])
    seat = table.next_human()
    table.here = frozenset({seat})
    screen = TableScreen()
    parts = table_view.parts(table, screen)
    assert "Pass" not in parts["status"] and 'id="privacy"' not in parts["panel"], game_id
    assert not table_view.is_screened(table, screen) and table_view.frame(table, screen).ctx.legal
    assert table_view.frame(table, screen).viewer == seat
    if load_screen(game_id).has_secrets and not table_view.in_public(table, TableScreen()):
        table.here = None  # the same game with everyone at this one device
        hot_seat = TableScreen()
        assert table_view.is_screened(table, hot_seat), game_id
        name = table.name(seat)
        assert table_view.parts(table, hot_seat)["status"] == f"Pass the device to {name}."
