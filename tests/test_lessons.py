"""Every game's tutorial (``core.lesson``, its ``tutorial`` part) in CPython.

The script plays through the rules (every taught move legal in the script's record);
the manifest's ``teaches`` is exactly the rule ids its steps teach, all of them the
game's (RULES.md), and at least every rule a newcomer meets in a first game (the game's
``checks.FIRST_GAME_RULES``); every step says a sentence of the game's catalog in each
language; the lesson ends on a note (the end of the game explained) and is short enough
for one sitting. The browser plays them to the end (tests/browser/test_app_lessons.py).
"""

from __future__ import annotations

import re

import pytest

from pygames import GAMES
from pygames.core.errors import SetupError
from pygames.core.lesson import LEARNER, Lesson, Move, ScriptBot, Step, check, lesson_of
from pygames.core.messages import Msg
from pygames.core.record import replay

LANGS = ("en", "zh-TW", "ja")
GAME_IDS = list(GAMES)
LISTED = re.compile(r"^- ([A-Z]{2}\d\d) \S", re.MULTILINE)


def listed(game_id: str) -> set[str]:
    return set(LISTED.findall(GAMES[game_id].rules_reference.read_text(encoding="utf-8")))


def test_every_game_has_a_tutorial():
    assert [game_id for game_id in GAME_IDS if lesson_of(game_id) is None] == []
    assert all(GAMES[game_id].teaches for game_id in GAME_IDS)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_script_plays_through_the_rules(game_id):
    lesson = lesson_of(game_id)
    record = check(game_id, lesson)
    assert record.actions == lesson.actions
    replay(record)  # and replays as any record does
    assert any(step.action for step in lesson.steps)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_manifest_lists_what_the_steps_teach_and_a_first_games_rules(game_id):
    lesson, manifest = lesson_of(game_id), GAMES[game_id]
    assert set(manifest.teaches) == set(lesson.teaches)
    assert len(manifest.teaches) == len(set(manifest.teaches))
    assert set(manifest.teaches) <= listed(game_id), "ids not in the game's RULES.md"
    first_game = set(manifest.checks().FIRST_GAME_RULES)
    assert first_game <= listed(game_id)
    assert first_game - set(manifest.teaches) == set(), "rules of a first game left untaught"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_step_says_a_sentence_in_every_language(game_id):
    lesson = lesson_of(game_id)
    for step in lesson.steps:
        assert step.say.startswith(f"{game_id}.lesson."), step.say
        for lang in LANGS:
            catalog = GAMES[game_id].catalog(lang)
            assert step.say in catalog, (lang, step.say)
            text = Msg(step.say, **step.params).render(lang)
            assert text.strip() and "{" not in text, (lang, step.say, text)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_lesson_fits_one_sitting_and_ends_on_the_end_explained(game_id):
    lesson = lesson_of(game_id)
    assert 6 <= len(lesson.steps) <= 40
    last = lesson.script[-1]
    assert isinstance(last, Step) and last.action is None


def test_where_a_lesson_stands_counts_moves_and_notes_apart():
    lesson = Lesson(
        players=2,
        seed=0,
        script=(Step("x.a", "m1"), Move(1, "m2"), Step("x.note"), Step("x.b", "m3"), Step("x.end")),
    )
    assert lesson.actions == [(LEARNER, "m1"), (1, "m2"), (LEARNER, "m3")]
    assert [lesson.at(moves, notes) for moves, notes in ((0, 0), (1, 0), (2, 0), (2, 1))] == [
        0,
        1,
        2,
        3,
    ]
    assert lesson.at(3, 1) == 4
    assert lesson.at(3, 2) is None
    assert lesson.teaches == ()


def test_the_script_bot_plays_the_scripts_move_for_its_seat():
    game_id = GAME_IDS[0]
    lesson = lesson_of(game_id)
    record = check(game_id, lesson)
    game, state = replay(record, upto=0)
    done = 0
    bot = ScriptBot(lesson, lambda: done)
    for seat, text in lesson.actions:
        legal = game.legal_actions(state, seat)
        if seat != LEARNER:
            assert str(bot.choose(game, game.view(state, seat), seat, legal, None)) == text
        game.apply(state, seat, text)
        done += 1


def test_a_script_the_rules_refuse_is_named():
    game_id = GAME_IDS[0]
    lesson = lesson_of(game_id)
    broken = Lesson(lesson.players, lesson.seed, (Step("x.a", "no such move"),), lesson.options)
    with pytest.raises(SetupError, match="move 1"):
        check(game_id, broken)
    wrong_seat = Lesson(lesson.players, lesson.seed, (Move(1, lesson.actions[0][1]),))
    with pytest.raises(SetupError, match="not to move"):
        check(game_id, wrong_seat)
