"""Cable Car's tutorial (pygames/cablecar/tutorial.py): its script, played through the
rules, shows what its notes say, at the default table.

A line's scoring is explained in a note right after the move that scores it, with the
record's numbers (CC11 a point a tile, CC13 doubled at the power station, CC14 the car
turned, CC16 any player's tile); the step that teaches the one-tile rule (CC09) comes
where the rules refuse the whole top row; a hidden tile is placed (CC06) before a tile
is drawn and placed (CC05); every taught move is a place the screen marks or a button.
"""

from __future__ import annotations

import re

import pytest

from pygames import GAMES
from pygames.cablecar.drawing.screen import SCREEN
from pygames.cablecar.tracks import trace
from pygames.core.errors import IllegalAction
from pygames.core.lesson import LEARNER, Move, Step, check, lesson_of
from pygames.core.messages import Count, set_current_language
from pygames.core.record import replay
from pygames.core.screen import Context

LESSON = lesson_of("cablecar")
GAME = GAMES["cablecar"].rules()


@pytest.fixture(autouse=True)
def english():
    set_current_language("en")
    yield
    set_current_language("en")


def played():
    """(script entry, lines scored by its move as station -> Line) for each entry, the
    state before each move included: (entry, state before, scored)."""
    record = check("cablecar", LESSON)
    game, state = replay(record, upto=0)
    out = []
    for entry in LESSON.script:
        if isinstance(entry, Step) and entry.action is None:
            out.append((entry, state.clone(), {}))
            continue
        seat = entry.seat if isinstance(entry, Move) else LEARNER
        before, known = state.clone(), set(state.scored)
        game.apply(state, seat, entry.action)
        out.append((entry, before, {s: v for s, v in state.scored.items() if s not in known}))
    return out


def count_of(value) -> int:
    assert isinstance(value, Count), value
    return value.count


def test_the_script_replays_at_the_default_table():
    """CC01–CC04: two players, the basic game with its default options; the script
    plays through the rules."""
    record = check("cablecar", LESSON)
    assert record.actions == LESSON.actions
    game, state = GAME, GAME.new_game(LESSON.players, dict(LESSON.options), LESSON.seed)
    assert state.options == {"orientation": "fixed", "hand": 1, "mode": "basic"}
    assert LESSON.players == 2 and game.to_move(state) == (LEARNER,)


def test_the_steps_teach_every_rule_of_a_first_game():
    manifest = GAMES["cablecar"]
    assert set(manifest.teaches) == set(LESSON.teaches)
    assert set(manifest.checks().FIRST_GAME_RULES) == {f"CC{n:02d}" for n in range(1, 19)}
    assert 8 <= len(LESSON.steps) <= 20


def test_every_scoring_move_is_followed_by_a_note_with_its_numbers():
    """CC11, CC13, CC14, CC16: each move that scores a line is followed at once by a
    note naming the line's station, where it ended, its tiles and its points."""
    entries = played()
    scorings = 0
    for n, (entry, _, scored) in enumerate(entries):
        if not scored:
            continue
        scorings += 1
        assert len(scored) == 1, scored
        ((station, line),) = scored.items()
        note = entries[n + 1][0]
        assert isinstance(note, Step) and note.action is None, (entry, note)
        params = note.params
        assert params["station"] == station
        assert count_of(params["points"]) == line.points
        if "tiles" in params:
            assert count_of(params["tiles"]) == line.tiles
        if line.end == "power":
            assert "CC13" in note.rules and line.points == 2 * line.tiles
        else:
            assert params["end"] == line.end and line.points == line.tiles
    assert scorings == 4


def test_the_first_scoring_is_the_learners_and_its_note_explains_it():
    """CC11, CC14, CC16: the learner's drawn tile finishes a line of 3 tiles, the middle
    one the opponent's; the note after it teaches the scoring and the turned car."""
    entries = played()
    first = next(n for n, (_, _, scored) in enumerate(entries) if scored)
    entry, before, scored = entries[first]
    assert isinstance(entry, Step) and entry.action.startswith("place ")  # CC05: drawn
    (line,) = scored.values()
    assert line.owner == LEARNER and (line.station, line.end, line.tiles) == (19, 21, 3)
    note = entries[first + 1][0]
    assert note.say == "cablecar.lesson.scored"
    assert {"CC11", "CC14", "CC16"} <= set(note.rules)
    placed_by = {}
    for e, _, _ in entries[:first]:
        if e.action and e.action != "draw":
            placed_by[e.action.split()[1]] = e.seat if isinstance(e, Move) else LEARNER
    assert placed_by["8,5"] == 1  # the middle tile of 8,6 - 8,5 - 8,4


def test_the_power_station_doubles_the_learners_line():
    """CC13: the line from station 21 reaches the power station through 3 tiles: 6."""
    lines = [line for _, _, scored in played() for line in scored.values()]
    power = [line for line in lines if line.end == "power"]
    assert [(p.station, p.owner, p.tiles, p.points) for p in power] == [(21, LEARNER, 3, 6)]


def test_the_opponent_cuts_the_learners_line_short_and_the_learner_scores():
    """CC10, CC16: the opponent's tile ends the learner's line from station 13: the
    points are the learner's."""
    for entry, _, scored in played():
        if isinstance(entry, Move) and 13 in scored:
            assert scored[13].owner == LEARNER and scored[13].points == 2
            return
    raise AssertionError("no move of the opponent scores station 13")


def test_the_one_tile_rule_step_comes_where_the_top_row_is_refused():
    """CC09: at the step that teaches it no top-row square takes the learner's tile,
    each refused with CC09, though the tile fits elsewhere."""
    entry, before, _ = next(
        (entry, before, scored)
        for entry, before, scored in played()
        if isinstance(entry, Step) and entry.say == "cablecar.lesson.one_tile"
    )
    assert "CC09" in entry.rules
    legal = {str(a) for a in GAME.legal_actions(before, LEARNER)}
    assert entry.action in legal
    assert not [text for text in legal if re.fullmatch(r"hand 1,\d", text)]
    for col in range(1, 9):
        with pytest.raises(IllegalAction) as refused:
            GAME.check(before, LEARNER, GAME.parse_action(f"hand 1,{col}"))
        assert refused.value.rule == "CC09"


def test_a_hidden_tile_is_placed_before_a_tile_is_drawn():
    """CC06 then CC05: the learner's first move places the hidden tile; a later turn
    draws and places the drawn tile."""
    moves = [step for step in LESSON.steps if step.action]
    assert moves[0].action.startswith("hand ") and "CC06" in moves[0].rules
    drawn = [n for n, step in enumerate(moves) if step.action == "draw"]
    assert drawn and moves[drawn[0] + 1].action.startswith("place ")
    assert "CC05" in moves[drawn[0]].rules


def test_the_station_the_grow_step_names_is_the_lines_start():
    """CC08: the tile the step places begins the line of the car it names."""
    for entry, before, _ in played():
        if isinstance(entry, Step) and entry.say == "cablecar.lesson.grow":
            state = before.clone()
            GAME.apply(state, LEARNER, entry.action)
            station = entry.params["station"]
            assert trace(before.board, station)[0] == 0 and trace(state.board, station)[0] == 1
            return
    raise AssertionError("no grow step")


def test_every_taught_move_is_on_the_screen():
    """Each learner move is a marked board square or a panel button (data-action), as
    the tutor finds its target (the coach's element_of)."""
    for entry, before, _ in played():
        if not (isinstance(entry, Step) and entry.action):
            continue
        legal = GAME.legal_actions(before, LEARNER)
        ctx = Context(GAME.view(before, LEARNER), legal, ["You", "Player 2"])
        markup = SCREEN.board(ctx) + SCREEN.panel(ctx)
        assert f'data-action="{entry.action}"' in markup, entry.action
