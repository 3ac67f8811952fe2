"""Food Paradise's tutorial (pygames/foodparadise/tutorial.py) played through the rules:
the script replays (every taught move legal, FP03–FP19 in the record), each of the
first money a turn makes (a corner's revenue, FP18; a recipe built, FP19; a sale to the
market, FP16) is explained in a note right after it, the notes' numbers and names are
the record's, and every taught move is a button of the learner's screen (the tutor
rings it from its ``data-action``)."""

from __future__ import annotations

import re

import pytest

from pygames.core.lesson import LEARNER, Move, Step, check
from pygames.core.messages import Msg, Player
from pygames.core.record import replay
from pygames.core.screen import Context
from pygames.foodparadise.checks import FIRST_GAME_RULES
from pygames.foodparadise.data import CHAINS, KINDS, RECIPES
from pygames.foodparadise.drawing.screen import SCREEN
from pygames.foodparadise.manifest import MANIFEST
from pygames.foodparadise.tutorial import LESSON

LANGS = ("en", "zh-TW", "ja")
MONEY = ("revenue_own", "revenue_other", "revenue_empty", "built", "sold")


def played():
    """Each script entry with the events its move set off (a note: none)."""
    record = check("foodparadise", LESSON)
    game, state = replay(record, upto=0)
    out = []
    for entry in LESSON.script:
        if isinstance(entry, Move) or entry.action is not None:
            seat = entry.seat if isinstance(entry, Move) else LEARNER
            text = entry.action
            out.append((entry, [e.key.rsplit(".", 1)[-1] for e in game.apply(state, seat, text)]))
        else:
            out.append((entry, []))
    return out, game, state


def test_the_script_replays_through_the_rules_fp03_to_fp19():
    """Every taught move is legal where the script plays it (FP03 corners, FP08 moves,
    FP10/FP12 buys and declines, FP17 research), and the record replays as saved."""
    record = check("foodparadise", LESSON)
    assert record.actions == LESSON.actions
    _, state = replay(record)
    assert state.phase == "move" and state.mover == 1
    assert len(state.built[LEARNER]) == 1  # FP19: one recipe built


def test_the_lesson_teaches_every_rule_and_a_first_games():
    """FP01–FP20: the manifest lists exactly what the steps teach; a first game's
    rules (FP15 aside, checks.FIRST_GAME_RULES) are all among them."""
    assert set(MANIFEST.teaches) == set(LESSON.teaches) == {f"FP{n:02}" for n in range(1, 21)}
    assert set(FIRST_GAME_RULES) <= set(LESSON.teaches)
    assert 8 <= len(LESSON.steps) <= 20


@pytest.mark.parametrize("kind", MONEY)
def test_the_first_money_of_each_kind_is_explained_in_a_note_after_it(kind):
    """FP16, FP18, FP19 (FP09 said beside FP18): the first move that makes money of a
    kind is followed at once by a note teaching that rule."""
    rule = {"revenue_empty": "FP18", "built": "FP19", "sold": "FP16"}
    entries, _, _ = played()
    found = [n for n, (_, events) in enumerate(entries) if kind in events]
    if kind not in rule:  # not in this deal: a note teaches it instead
        assert not found
        return
    first = found[0]
    note = entries[first + 1][0]
    assert isinstance(note, Step) and note.action is None, (kind, note)
    assert rule[kind] in note.rules


def test_the_notes_say_the_records_numbers_and_names():
    """The story the texts tell is the record's: the learner's sign (FP02), face-up
    recipe and the market's demand (FP05, FP06), the 500 of an empty corner (FP18), the recipe built
    and the revenue it raises (FP19), the sale's 1,200 and the next demand (FP16)."""
    entries, game, state = played()
    record = check("foodparadise", LESSON)
    start_game, start = replay(record, upto=2)
    recipe = Msg(f"foodparadise.recipe.{_recipe_key(start.piles[LEARNER][0])}")
    demand = Msg(f"foodparadise.ingredient.{_kind_key(start.demand_deck[0])}")
    chain = Msg(f"foodparadise.chain.{CHAINS[start.chains[LEARNER]].key}")
    for lang in LANGS:
        assert chain.render(lang) in Msg("foodparadise.lesson.goal").render(lang), lang
        board = Msg("foodparadise.lesson.board").render(lang)
        assert recipe.render(lang) in board and demand.render(lang) in board, lang
    assert state.revenue[state.corners[LEARNER]] == 1000
    assert "1,000" in Msg("foodparadise.lesson.built").render("en")
    next_demand = Msg(f"foodparadise.ingredient.{_kind_key(state.demand_deck[0])}")
    for lang in LANGS:
        assert next_demand.render(lang) in Msg("foodparadise.lesson.sold").render(lang), lang
    assert state.cash[LEARNER] == 2000 - 900 - 400 + 500 - 300 - 500 + 1200


def _recipe_key(number: int) -> str:
    return RECIPES[number].key


def _kind_key(kind: int) -> str:
    return KINDS[kind]


def test_every_taught_move_is_a_button_of_the_learners_screen():
    """The tutor rings the element whose ``data-action`` is the step's move: the
    learner's panel or board offers each one (FP03, FP08, FP10, FP12, FP17)."""
    record = check("foodparadise", LESSON)
    game, state = replay(record, upto=0)
    names = [str(Player(n)) for n in range(LESSON.players)]
    for seat, text in LESSON.actions:
        if seat == LEARNER:
            view = game.view(state, LEARNER)
            ctx = Context(view, game.legal_actions(state, LEARNER), names, False)
            shown = SCREEN.panel(ctx) + SCREEN.board(ctx)
            actions = set(re.findall(r'data-action="([^"]*)"', shown))
            assert text in actions, text
        game.apply(state, seat, text)
