"""The review page's pure parts (issue 40 parts 2 and 3): the evaluation graph's
drawing, the review kept with a save (packed, read back, a stale or damaged entry
ignored, deleted with its save), the branch a review starts (record meta
"branched"), who may see a move's better move, and the ``#review=`` address."""

from __future__ import annotations

import json
import re

import pytest

from pygames import GAMES
from pygames.core.drawing import review_graph
from pygames.core.errors import RecordError
from pygames.core.record import Record, Seat
from pygames.core.review import Review, fingerprint
from pygames.core.screen import load_screen
from tests.browser.positions import a_game
from ui import links, review_kept, review_view, table_view
from ui.session import Table
from ui.storage import REVIEW_PREFIX, MemoryStore, Saves
from ui.timeline import Timeline

HOSTILE = "<img src=x onerror=alert(1)>\"'&"
GAME = a_game(lambda spec: spec.min_players <= 2 <= spec.max_players)
SECRET_GAME = a_game(lambda spec: load_screen(spec.id).has_secrets and spec.min_players <= 2)


def bot_record(game_id: str = GAME, seed: int = 11, moves: int = 12) -> Record:
    """Greedy bots' first ``moves`` moves of a two-player game."""
    table = Table.new(game_id, [Seat("Ann", "bot:greedy"), Seat("Bob", "bot:greedy")], seed=seed)
    while not table.is_over() and table.moves < moves:
        table.bot_step()
    return table.record


@pytest.fixture(scope="module")
def reviewed() -> tuple[Record, list]:
    record = bot_record()
    review = Review(record, simulations=8, playouts=2)
    while not review.done:
        review.run_for(1.0)
    return record, review.verdicts


# -- the graph --------------------------------------------------------------------------------


def points(n: int, mistake_at: int = 3) -> list[review_graph.Point]:
    return [
        review_graph.Point(m, m % 2, float((m * 5) % 9 - 4), m == mistake_at, f"Move {m}")
        for m in range(1, n + 1)
    ]


LINES = [
    review_graph.Line(0, HOSTILE, "#ffcc00", "circle"),
    review_graph.Line(1, "Bob", "#1f63b5", "square"),
]


def test_the_graph_has_a_point_a_move_each_choosing_it_and_one_tab_stop():
    """The columns that choose a move are a layer of their own, on top, that does not
    change as verdicts arrive (a click is never lost to a repaint)."""
    drawn = review_graph.draw(
        points(6), LINES, total=10, at=4, label="Graph", unit="points", moves_word="Moves"
    )
    actions = re.findall(r'data-action="ui:review-at (\d+)"', drawn)
    assert actions == [str(m) for m in range(1, 11)]  # moves not yet judged can be chosen
    assert drawn.count('tabindex="0"') == 1 and drawn.count('tabindex="-1"') == 9
    assert re.search(r'tabindex="0"[^>]*data-move="4"', drawn)
    assert drawn.count('aria-current="true"') == 1
    assert drawn.count('class="mistake"') == 1  # the one mistake is ringed
    layers = dict(drawn.layers)
    assert list(layers) == ["review-axes", "review-lines", "review-hits"]
    more = review_graph.draw(
        points(8), LINES, total=10, at=4, label="Graph", unit="points", moves_word="Moves"
    )
    assert dict(more.layers)["review-hits"] == layers["review-hits"]
    assert more.frame == drawn.frame


def test_the_graph_draws_a_line_a_player_with_its_shape_and_says_its_unit():
    drawn = review_graph.draw(
        points(6), LINES, total=6, at=1, label="Graph", unit="points ahead", moves_word="Moves"
    )
    assert drawn.count('class="line"') == 2
    assert 'stroke="#ffcc00"' in drawn and 'stroke="#1f63b5"' in drawn
    assert 'data-mark="square"' in drawn and 'data-mark="circle"' in drawn
    assert ">points ahead</text>" in drawn and ">Moves</text>" in drawn


def test_the_graph_escapes_every_text():
    drawn = review_graph.draw(
        [review_graph.Point(1, 0, 1.0, False, HOSTILE)],
        LINES,
        total=2,
        at=1,
        label=HOSTILE,
        unit=HOSTILE,
        moves_word=HOSTILE,
        movers=[HOSTILE, HOSTILE],
    )
    assert "<img" not in drawn and "&lt;img" in drawn


def test_the_axis_numbers_are_short():
    assert [review_graph.number(v) for v in (63.7, -64.9, 0, 0.04, 1.25, -3.0)] == [
        "+64",
        "-65",
        "0",
        "0",
        "+1.2",
        "-3",
    ]


# -- kept with the save ----------------------------------------------------------------------


def test_a_kept_review_reads_back_as_it_was(reviewed):
    record, verdicts = reviewed
    store, fp = MemoryStore(), fingerprint(record)
    assert review_kept.keep(store, "save-1", fp, verdicts, ["Ann", "Bob"])
    back = review_kept.load_kept(store, "save-1", record, fp)
    names = ["Ann", "Bob"]
    assert [v.to_json("en", names) for v in back] == [v.to_json("en", names) for v in verdicts]
    assert [v.to_json("ja", names) for v in back] == [v.to_json("ja", names) for v in verdicts]
    text = store.data[REVIEW_PREFIX + "save-1"]
    assert len(text) < 400 * len(verdicts)  # compact: what the record holds is left out
    rows = json.loads(text)["v"]
    assert record.actions[0][1] not in json.dumps(rows[0])


def test_a_stale_or_damaged_review_is_ignored(reviewed):
    record, verdicts = reviewed
    store, fp = MemoryStore(), fingerprint(record)
    review_kept.keep(store, "s", "0" * 16, verdicts)  # another record's fingerprint
    assert review_kept.load_kept(store, "s", record, fp) == []
    bad_rows = [json.dumps({"fp": fp, "v": 3}), json.dumps({"fp": fp, "v": [[1]]})]
    for damaged in ("{", "[]", *bad_rows):
        store.data[REVIEW_PREFIX + "s"] = damaged
        assert review_kept.load_kept(store, "s", record, fp) == []
    rows = review_kept.pack(verdicts)
    rows[0][4] = "yes"  # a mistake that is no 0 or 1
    store.data[REVIEW_PREFIX + "s"] = json.dumps({"fp": fp, "v": rows})
    assert review_kept.load_kept(store, "s", record, fp) == []
    longer = review_kept.pack(verdicts) * 3  # more verdicts than moves
    store.data[REVIEW_PREFIX + "s"] = json.dumps({"fp": fp, "v": longer})
    assert review_kept.load_kept(store, "s", record, fp) == []


def test_deleting_a_save_deletes_its_review(reviewed):
    record, verdicts = reviewed
    store = MemoryStore()
    saves = Saves(store)
    saves.write("game-1", record, finished=False, now_ms=1)
    review_kept.keep(store, "game-1", fingerprint(record), verdicts)
    review_kept.keep(store, "game-2", fingerprint(record), verdicts)
    saves.delete("game-1")
    assert REVIEW_PREFIX + "game-1" not in store.data
    assert REVIEW_PREFIX + "game-2" in store.data
    assert saves.list() == ([], [])  # a review is no save


def test_a_shared_games_review_is_kept_by_its_fingerprint(reviewed):
    record, _ = reviewed
    fp = fingerprint(record)
    assert review_kept.review_key("", fp) == f"link-{fp}"
    assert review_kept.review_key("game-1", fp) == "game-1"


def test_only_the_last_shared_reviews_are_kept(reviewed):
    record, verdicts = reviewed
    store, fp = MemoryStore(), fingerprint(record)
    Saves(store).write("game-1", record, finished=True, now_ms=1)
    review_kept.keep(store, "game-1", fp, verdicts, now_ms=1)
    for n in range(review_kept.SHARED_KEPT + 3):
        review_kept.keep(store, f"link-{n:016x}", fp, verdicts[:1], now_ms=100 + n)
    shared = sorted(k for k in store.data if k.startswith(REVIEW_PREFIX + "link-"))
    newest = review_kept.SHARED_KEPT + 2
    assert len(shared) == review_kept.SHARED_KEPT
    assert shared[-1] == REVIEW_PREFIX + f"link-{newest:016x}"
    assert shared[0] == REVIEW_PREFIX + f"link-{3:016x}"  # the oldest went
    assert REVIEW_PREFIX + "game-1" in store.data  # a save's review is its own


# -- a branch ----------------------------------------------------------------------------------


def test_a_branch_is_the_position_before_the_move_and_says_where_it_came_from():
    record = bot_record()
    record.meta = {"hints": [0, 0]}
    branch = review_kept.branch_record(record, 5, "game-1")
    assert branch.actions == record.actions[:4]
    assert branch.meta == {"branched": {"from": "game-1", "at": 5}}
    again = Record.from_json(json.loads(json.dumps(branch.to_json())))
    assert again.meta == branch.meta
    assert Record.from_share(branch.to_share()).meta == branch.meta
    assert Table(again).moves == 4  # it replays: a playable local game
    assert review_kept.branch_record(record, 1, "").meta["branched"] == {"from": "link", "at": 1}


@pytest.mark.parametrize(
    "bad",
    [
        {"from": "", "at": 3},
        {"from": "a b", "at": 3},
        {"from": HOSTILE, "at": 3},
        {"from": "link", "at": 0},
        {"from": "link", "at": True},
        {"from": "link", "at": "3"},
        {"from": "link"},
        {"from": "link", "at": 3, "more": 1},
        "link",
    ],
)
def test_a_branched_note_that_is_not_one_is_refused(bad):
    record = bot_record(moves=2)
    data = record.to_json()
    data["meta"] = {"branched": bad}
    with pytest.raises(RecordError):
        Record.from_json(data)


# -- who may see what -----------------------------------------------------------------------


def test_the_better_move_shows_only_to_whom_may_see_the_movers_secrets():
    bots = bot_record(SECRET_GAME, moves=2)
    mixed = Record(
        bots.game,
        bots.rules_version,
        bots.seed,
        [Seat("Ann", "human"), Seat("Bob", "bot:greedy")],
        bots.options,
        bots.actions,
    )
    shared = review_view.ReviewScreen(own_seat=None)
    mine = review_view.ReviewScreen(own_seat=review_view.own_seat(mixed, None))
    assert mine.own_seat == 0
    assert review_view.may_see(bots, shared, 1)  # every seat a bot
    assert not review_view.may_see(mixed, shared, 0) and not review_view.may_see(mixed, shared, 1)
    assert review_view.may_see(mixed, mine, 0) and not review_view.may_see(mixed, mine, 1)
    two_people = Record(
        bots.game,
        bots.rules_version,
        bots.seed,
        [Seat("Ann", "human"), Seat("Bob", "human")],
        bots.options,
        bots.actions,
    )
    assert review_view.own_seat(two_people, None) is None  # hot seat: nobody's
    assert review_view.own_seat(two_people, 1) == 1  # played by link: this device's seat


def test_a_shared_review_of_a_game_with_secrets_says_the_better_move_is_hidden():
    """Every move of a shared game (a person at a seat) shows no best move, no why and
    no ghost, and the board is the spectator's."""
    record = bot_record(SECRET_GAME, moves=10)
    record.seats = [Seat("Ann", "human"), Seat("Bob", "bot:greedy")]
    review = Review(record, simulations=8, playouts=2)
    while not review.done:
        review.run_for(1.0)
    timeline = Timeline(Table(record), 0)
    screen = review_view.ReviewScreen(own_seat=None)
    for verdict in review.verdicts:
        screen.at = verdict.move
        timeline.go(verdict.move - 1)
        parts, secrets = review_view.parts(timeline, review, screen)
        assert secrets is None
        assert 'class="best"' not in parts["review-verdict"]
        assert 'class="why"' not in parts["review-verdict"]
        if verdict.best != verdict.action:
            assert "hidden-best" in parts["review-verdict"]
            assert f'data-action="{verdict.best}"' not in parts["board"]


# -- the address -----------------------------------------------------------------------------


def test_the_review_address_round_trips():
    fragment = links.review_fragment("r2.abc", at=5, game="game-1")
    asked = links.parse_review(links.parse_fragment(fragment))
    assert asked == links.Reviewing("r2.abc", 5, "game-1")
    assert links.back_from_review(asked) == "#game=game-1"
    odd = links.parse_review(links.parse_fragment("#review=r2.abc&at=x&game=<b>"))
    assert odd == links.Reviewing("r2.abc", None, "")
    assert links.back_from_review(odd) == "#play=r2.abc"


def test_every_game_has_a_review_unit_said_in_words():
    for game_id in GAMES:
        words = review_view.unit_words(GAMES[game_id].rules())
        assert words and not words.startswith("core.review")


def test_a_shared_game_offers_its_review_in_sight_at_its_end_else_under_more():
    record = bot_record(moves=10_000)  # to the end
    table = Table(record)
    assert table.is_over()
    screen = table_view.TableScreen(mode="shared", total_moves=table.moves)
    at_end = table_view.tools(table, screen)
    more = at_end.index('class="more-tools"')
    assert 'data-action="ui:review"' in at_end[:more]
    assert 'data-action="ui:review"' not in at_end[more:]
    partway = Table(
        Record.from_json({**record.to_json(), "actions": record.to_json()["actions"][:5]})
    )
    earlier = table_view.tools(partway, screen)
    assert earlier.index('data-action="ui:review"') > earlier.index('class="more-tools"')
