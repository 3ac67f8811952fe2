"""Presenter mode in CPython (issue 13 part 1): its addresses, the timeline's positions,
the timeline's buttons, the announced sentence, "why this score" and the rule that an
audience sees only public information unless every seat is a bot and all hands are
asked for. Every check runs on every registered game or on one taken from the registry
by what it needs."""

from __future__ import annotations

import json
from functools import cache

import pytest

from pygames import GAMES
from pygames.core.record import Record, Seat
from pygames.core.screen import load_screen
from ui import links, presenter_view, table_view
from ui.presenter_view import PresenterScreen
from ui.session import Table
from ui.timeline import EVERY, Timeline

GAME_IDS = list(GAMES)
SECRETS = [g for g in GAME_IDS if load_screen(g).has_secrets]


def start_view(game_id: str) -> dict:
    """The public view of a game's start."""
    manifest = GAMES[game_id]
    game = manifest.rules()
    return game.view(game.new_game(max(2, manifest.spec.min_players), {}, 1), None)


# The games whose players list shows a score (their public view has "scores").
SCORED = [g for g in GAME_IDS if "scores" in start_view(g)]
# A game two may play whose screen tells how a score was made before the end.
GAME_ID = next(
    g
    for g in GAME_IDS
    if GAMES[g].spec.min_players <= 2 and load_screen(g).score_lines(start_view(g), 0) is not None
)


@cache
def finished(game_id: str, seed: int = 5) -> Record:
    """A whole game played by greedy bots (3 seats, or the game's nearest count)."""
    spec = GAMES[game_id].spec
    count = min(max(spec.min_players, 3), spec.max_players)
    table = Table.new(
        game_id, [Seat(f"Bot {i + 1}", "bot:greedy") for i in range(count)], seed=seed
    )
    while not table.is_over():
        table.bot_step()
    return table.record


def with_people(record: Record) -> Record:
    """The same moves with the first seat a person (so no seat's hand may be shown)."""
    seats = [Seat("Ann", "human")] + list(record.seats[1:])
    return Record(
        record.game, record.rules_version, record.seed, seats, record.options, record.actions
    )


def timeline(record: Record, at: int | None = None) -> Timeline:
    return Timeline(Table(record), at)


def state_json(game, state) -> str:
    return json.dumps(state.to_json(), sort_keys=True)


# -- addresses -------------------------------------------------------------------------------


def test_present_address_round_trip():
    share = finished(GAME_ID).to_share()
    route = links.parse_fragment(links.present_fragment(share, at=12, all_hands=True))
    assert route.screen == "present" and route.value == share
    asked = links.parse_present(route)
    assert (asked.share, asked.at, asked.all_hands) == (share, 12, True)
    plain = links.parse_present(links.parse_fragment(links.present_fragment(share)))
    assert (plain.at, plain.all_hands) == (None, False)


def test_present_address_ignores_a_move_that_is_no_number():
    asked = links.parse_present(links.parse_fragment("#present=r1.abc&at=-3&hands=some"))
    assert (asked.at, asked.all_hands) == (None, False)


def test_new_link_may_ask_for_presenter_mode():
    route = links.parse_fragment(f"#new={GAME_ID}&seats=bot:random,bot:greedy&present=1")
    assert links.parse_new(route).present is True
    people = links.parse_fragment(f"#new={GAME_ID}&seats=human,human")
    assert links.parse_new(people).present is False
    with pytest.raises(links.LinkError):
        links.parse_new(links.parse_fragment(f"#new={GAME_ID}&seats=human,human&presnt=1"))


# -- the timeline's positions --------------------------------------------------------------------


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_jump_reaches_the_position_a_replay_reaches(game_id):
    record = finished(game_id)
    line = timeline(record)
    total = line.total
    targets = [0, total, total // 2, total // 2 + 1, total // 2 - 1, 3, total - EVERY - 5, 1, total]
    for n in targets:
        n = max(0, min(n, total))
        line.go(n)
        cut = Record(
            record.game,
            record.rules_version,
            record.seed,
            record.seats,
            record.options,
            list(record.actions[:n]),
        )
        assert line.at == n
        assert state_json(line.game, line.state) == state_json(line.game, Table(cut).state), n


def test_positions_are_kept_every_few_moves_not_every_move():
    line = timeline(finished(GAME_ID), at=0)
    line.go(line.total)
    assert len(line._kept) <= line.total // EVERY + 2
    assert all(k % EVERY == 0 or k == line.total for k in line._kept)


def test_the_cursor_never_leaves_the_record():
    line = timeline(finished(GAME_ID))
    assert line.go(10_000) == line.total
    assert line.go(-4) == 0


# -- the timeline's buttons, the sentence -------------------------------------------------------------


def test_the_steps_offer_what_can_be_done_from_where_the_cursor_is():
    line = timeline(finished(GAME_ID), at=0)
    screen = PresenterScreen()
    start = presenter_view.steps(line, screen)
    assert (
        'data-action="ui:present-go 0" title="Back to the start (Home)" aria-label="Back to the start (Home)" disabled'
        in start
    )
    assert 'data-action="ui:present-go 1"' in start and 'data-action="ui:present-play"' in start
    line.go(line.total)
    end = presenter_view.steps(line, screen)
    assert (
        f'data-action="ui:present-go {line.total}" title="The last move (End)" aria-label="The last move (End)" disabled'
        in end
    )
    assert (
        'data-action="ui:present-play" title="Play (Space)" aria-label="Play (Space)" aria-pressed="false" disabled'
        in end
    )
    screen.playing = True
    assert 'title="Pause (Space)" aria-label="Pause (Space)" aria-pressed="true"' in (
        presenter_view.steps(line, screen)
    )
    assert presenter_view.at_text(7, 64) == "Move 7 / 64"


def test_play_stays_offered_at_the_end_when_a_bot_plays_on():
    record = finished(GAME_ID)
    cut = Record(
        record.game,
        record.rules_version,
        record.seed,
        record.seats,
        record.options,
        list(record.actions[:10]),
    )
    line = timeline(cut)
    assert line.at == line.total == 10 and line.play_on()
    play = 'data-action="ui:present-play" title="Play (Space)" aria-label="Play (Space)"'
    assert play + ' aria-pressed="false"><svg' in presenter_view.steps(line, PresenterScreen())


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_each_move_is_announced_as_its_log_line(game_id):
    record = finished(game_id)
    table = Table(record)
    line = timeline(record, at=0)
    assert presenter_view.announcement(line) == "The game begins."
    for n in (1, 2, line.total // 2, line.total):
        line.go(n)
        assert presenter_view.announcement(line) == table.log[n - 1]
    assert 'aria-live="polite"' in presenter_view.skeleton(game_id, "#")


# -- what an audience sees ---------------------------------------------------------------------


def seats_viewed(line: Timeline, screen: PresenterScreen, monkeypatch, step: int) -> set:
    """Every seat whose view presenter mode asked for, over the record's positions."""
    seen = set()
    real = line.game.view

    def view(state, seat):
        seen.add(seat)
        return real(state, seat)

    monkeypatch.setattr(line.game, "view", view)
    for n in range(line.total + 1):
        line.go(n)
        presenter_view.context(line, screen)
        if n % step == 0 or n == line.total:
            presenter_view.parts(line, screen)
    monkeypatch.setattr(line.game, "view", real)
    return seen


@pytest.mark.parametrize("game_id", SECRETS)
def test_only_public_information_at_every_step(game_id, monkeypatch):
    """The board, the panel beside it, the players and the scores are drawn from the
    spectator's view at every move, even with all hands asked for at a table with a
    person; and the board is the one a shared link's spectator sees."""
    record = with_people(finished(game_id))
    line = timeline(record, at=0)
    screen = PresenterScreen(all_hands=True, why=1)
    assert seats_viewed(line, screen, monkeypatch, step=25) == {None}
    assert presenter_view.hands_switch(line, screen) == ""
    for n in (0, line.total // 3, line.total):
        line.go(n)
        cut = Record(
            record.game,
            record.rules_version,
            record.seed,
            record.seats,
            record.options,
            list(record.actions[:n]),
        )
        shared = table_view.TableScreen(mode="shared", total_moves=line.total)
        spectator = table_view.parts(Table(cut), shared)
        mine = presenter_view.parts(line, screen)
        assert str(mine["board"]) == str(spectator["board"])
        assert mine["extra"] == spectator["extra"]
        assert mine["present-banner"] == mine["present-held"] == ""


@pytest.mark.parametrize("game_id", SECRETS)
def test_all_hands_only_for_bots_and_clearly_marked(game_id, monkeypatch):
    line = timeline(finished(game_id), at=0)
    hidden = PresenterScreen()
    assert seats_viewed(line, hidden, monkeypatch, step=10_000) == {None}
    assert 'data-action="ui:present-hands" aria-pressed="false">Show all hands' in (
        presenter_view.hands_switch(line, hidden)
    )
    shown = PresenterScreen(all_hands=True)
    line.go(1)
    seat = line.to_move()[0]
    parts = presenter_view.parts(line, shown)
    assert presenter_view.eyes(line, shown) == seat
    assert (
        f"All hands shown: the board shows what {line.name(seat)} sees." in parts["present-banner"]
    )
    assert 'class="all-hands"' in parts["present-banner"]
    seen = seats_viewed(line, shown, monkeypatch, step=10_000)
    assert seen == {None, *range(len(line.seats))}
    held = presenter_view.held(line, shown, load_screen(game_id))
    assert f"What {line.name(seat)} holds" in held
    assert presenter_view.held(line, hidden, load_screen(game_id)) == ""


# -- why this score -----------------------------------------------------------------------------------


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_why_this_score_at_the_end_is_the_breakdown(game_id):
    line = timeline(finished(game_id))
    res = line.result()
    screen = PresenterScreen(why=1)
    html = presenter_view.why(line, screen, load_screen(game_id), res)
    assert f"Why this score: {line.name(1)}" in html
    for label, _ in res.breakdown[1]:
        assert table_view.esc(label) in html
    assert presenter_view.marks(
        line, screen, load_screen(game_id), presenter_view.context(line, screen)
    )
    assert 'aria-pressed="true"' in presenter_view.players(line, screen, load_screen(game_id))


@pytest.mark.parametrize("game_id", SCORED)
def test_the_score_so_far_adds_up_to_the_score_shown(game_id):
    """Before the end, a game's lines from the public view add up to the score the
    players list shows, at every tenth move (a game whose board shows its score in its
    own way checks it in its tests' folder)."""
    line = timeline(finished(game_id), at=0)
    game_screen = load_screen(game_id)
    for n in range(0, line.total + 1, 10):
        line.go(n)
        view = line.view(None)
        for seat in range(len(line.seats)):
            lines = game_screen.score_lines(view, seat)
            assert sum(points for _, points in lines) == view["scores"][seat], (n, seat)


def test_live_play_is_said_until_the_game_ends():
    record = finished(GAME_ID)
    cut = Record(
        record.game,
        record.rules_version,
        record.seed,
        record.seats,
        record.options,
        list(record.actions[:10]),
    )
    line = timeline(cut)
    screen = PresenterScreen(live=True, playing=True)
    ctx = presenter_view.context(line, screen)
    assert "The bots are playing live." in presenter_view.banner(line, screen, ctx)
    # Paused: by Space (Play goes on), or by a step back (End goes back to it).
    screen.playing = False
    said = presenter_view.banner(line, screen, ctx)
    assert "Live play is paused at move 10: Play (Space) goes on." in said
    assert 'class="live paused"' in said
    screen.resume = True
    line.go(4)
    said = presenter_view.banner(line, screen, ctx)
    assert "Live play is paused while you look back (move 4): End goes back to it." in said
    while line.table.bot_step():
        line.go(line.total)
    assert line.total == len(record.actions) and line.is_over()
    assert presenter_view.banner(line, screen, presenter_view.context(line, screen)) == ""


def test_a_game_that_hides_nothing_offers_no_hands():
    open_game = next(g for g in GAME_IDS if not load_screen(g).has_secrets)
    line = timeline(finished(open_game))
    screen = PresenterScreen(all_hands=True)
    assert presenter_view.hands_switch(line, screen) == ""
    assert not presenter_view.hands_shown(line, screen)
    assert presenter_view.banner(line, screen, presenter_view.context(line, screen)) == ""


def test_why_before_the_end_says_when_the_game_cannot_tell():
    record = finished(GAME_ID)
    line = timeline(record, at=20)

    class Silent(type(load_screen(GAME_ID))):
        def score_lines(self, view, seat):
            return None

    html = presenter_view.why(line, PresenterScreen(why=0), Silent(), None)
    assert table_view.esc(f"How {line.name(0)}'s score was made is known only at the end") in html
    so_far = presenter_view.why(line, PresenterScreen(why=0), load_screen(GAME_ID), None)
    assert "So far" in so_far
    # Nobody picked: no panel over the board; the players' strip says to pick one.
    assert presenter_view.why(line, PresenterScreen(), Silent(), None) == ""
    assert 'title="Select a player to see how their score was made."' in (
        presenter_view.skeleton(GAME_ID, "#play=x")
    )


def test_marks_keep_only_what_a_selector_holds():
    css = presenter_view.marks_css(['.cake[data-seat="1"] .quarter', "a{} </style>", ""])
    assert css.startswith('#board :is(.cake[data-seat="1"] .quarter)')
    assert "</style>" not in css and "{}" not in css
    assert presenter_view.marks_css(["x}"]) == ""


def test_table_tools_offer_presenter_mode():
    table = Table(finished(GAME_ID))
    parts = table_view.parts(table, table_view.TableScreen())
    assert 'data-action="ui:present"' in parts["tools"]
    shared = table_view.parts(table, table_view.TableScreen(mode="shared", total_moves=3))
    assert 'data-action="ui:present"' in shared["tools"]


# -- issue 37 part 4: the room, leaving, two windows -------------------------------------------


def test_the_screen_gives_the_board_its_own_rows():
    """Nothing beside the board: the announcement above it, the players and the timeline
    in strips under it, what seats hold and the game's side panel below the stage."""
    html = presenter_view.skeleton(GAME_ID, "#game=x")
    stage = html[html.index('<div class="stage">') : html.index('<aside class="side more">')]
    order = [stage.index(part) for part in ('id="present-say"', 'id="board"', 'id="players"')]
    assert order == sorted(order) and stage.index('class="timeline"') > order[-1]
    assert 'id="extra"' not in stage and 'id="present-held"' not in stage
    assert 'href="#game=x">Leave presenter mode</a>' in html


def test_the_projector_window_says_what_it_is_and_shows_no_timeline():
    html = presenter_view.skeleton(GAME_ID, "#play=x", wall=True)
    said = "Projector window: it follows the steps made in the presenter's window."
    assert table_view.esc(said) in html
    assert "Leave presenter mode" not in html
    assert 'class="timeline" role="group" aria-label="Timeline" hidden' in html
    assert presenter_view.window_switch(PresenterScreen(wall="abc")) == ""
    mine = presenter_view.window_switch(PresenterScreen())
    assert 'data-action="ui:present-window"' in mine and "Open the projector window" in mine
    opened = presenter_view.window_switch(PresenterScreen(wall="abc", opened_wall=True))
    assert "This window: the controls." in opened
    blocked = presenter_view.window_switch(
        PresenterScreen(wall="abc", opened_wall=True, blocked=True)
    )
    assert "allow pop-ups for this page" in blocked and "This window" not in blocked


def test_leave_goes_back_to_the_table_it_came_from():
    share = finished(GAME_ID).to_share()
    save_id = f"{GAME_ID}-m3x9k2a"
    link = links.present_fragment(share, at=3, game=save_id, wall="0f3a")
    asked = links.parse_present(links.parse_fragment(link))
    assert (asked.at, asked.game, asked.wall) == (3, save_id, "0f3a")
    assert links.leave_fragment(asked) == f"#game={save_id}"
    plain = links.parse_present(links.parse_fragment(links.present_fragment(share)))
    assert links.leave_fragment(plain) == "#play=" + share
    # Only a save id's letters travel: anything else is dropped, never put in a link.
    bad = links.parse_present(links.parse_fragment(f"#present={share}&game=%22%3E&wall=a%20b"))
    assert (bad.game, bad.wall) == ("", "")


def test_a_long_announcement_takes_smaller_type():
    assert presenter_view.announce_size("Dee bid 7") == ""
    assert presenter_view.announce_size("x" * 200) == "long"
    assert presenter_view.announce_size("x" * 240) == "longer"
    assert presenter_view.announce_size("收" * 100) == "long"


def test_the_projector_window_follows_the_presenters_including_live_moves():
    """The state one window sends is what the other shows: the move, the player whose
    score is explained, the speed, and the moves bots played live since it opened."""
    record = finished(GAME_ID)
    cut = Record(
        record.game,
        record.rules_version,
        record.seed,
        record.seats,
        record.options,
        list(record.actions[:10]),
    )
    laptop, wall = timeline(cut), timeline(cut, 0)
    base = laptop.total
    for _ in range(3):  # bots play on live in the presenter's window
        laptop.table.bot_step()
    laptop.go(laptop.total)
    mine = PresenterScreen(why=1, speed="4", live=True, playing=True)
    message = json.loads(json.dumps(presenter_view.state_message(laptop, mine, base)))
    shown = PresenterScreen()
    assert presenter_view.follow(wall, shown, message)
    assert (wall.total, wall.at) == (13, 13)
    assert (shown.why, shown.speed, shown.live, shown.playing) == (1, "4", True, True)
    assert presenter_view.parts(wall, shown)["board"] == presenter_view.parts(laptop, mine)["board"]
    # Sent again (nothing new), and stepped back: followed, nothing played twice.
    laptop.go(5)
    assert presenter_view.follow(wall, shown, presenter_view.state_message(laptop, mine, base))
    assert (wall.total, wall.at) == (13, 5)
    # A record that went another way is not followed, and nothing changes.
    other = dict(message, tail=[[9, "nonsense"]] + message["tail"][1:])
    assert not presenter_view.follow(wall, shown, other)
    assert (wall.total, wall.at) == (13, 5)
