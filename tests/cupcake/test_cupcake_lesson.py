"""Cupcake Empire's tutorial (pygames/cupcake/tutorial.py) played through the rules: the
script replays at a table of two (every taught move legal, CE11–CE34 in the record);
income is explained in a note right after it first rises (CE15) and a sale right after
it is made (CE33); the notes' numbers and names are the record's; every rule of
RULES.md is taught; every taught move is a place of the learner's board or a button of
its panel, on a laptop's layout and a phone's."""

from __future__ import annotations

import re

import pytest

from pygames.core.lesson import LEARNER, Move, Step, check
from pygames.core.messages import Msg, Player
from pygames.core.record import replay
from pygames.core.screen import Context, Space
from pygames.cupcake.checks import FIRST_GAME_RULES
from pygames.cupcake.data import BASE, FROSTING, LIKINGS, city
from pygames.cupcake.drawing.screen import SCREEN
from pygames.cupcake.manifest import MANIFEST
from pygames.cupcake.tutorial import LESSON

LANGS = ("en", "zh-TW", "ja")
PHONE = Space(382, 600, coarse=True, stacked=True)
LAPTOP = Space(917, 8000)


def played():
    """Each script entry with the keys of the events its move set off (a note: none),
    and the state after it."""
    record = check("cupcake", LESSON)
    game, state = replay(record, upto=0)
    out = []
    for entry in LESSON.script:
        if isinstance(entry, Move) or entry.action is not None:
            seat = entry.seat if isinstance(entry, Move) else LEARNER
            events = game.apply(state, seat, entry.action)
            out.append((entry, [e.key.removeprefix("cupcake.log.") for e in events], state.clone()))
        else:
            out.append((entry, [], state.clone()))
    return out


def said(key: str, lang: str = "en") -> str:
    return Msg(f"cupcake.lesson.{key}").render(lang)


def test_the_script_replays_through_the_rules_ce11_to_ce34():
    """CE11 the start disc, CE12 the first menu item, CE13/CE26 an activation opening two
    shops (one by the start disc), CE30 a sale at distance 3, CE15 income twice: the
    record replays as saved and ends after the learner's second action."""
    record = check("cupcake", LESSON)
    assert record.actions == LESSON.actions
    assert LESSON.players == 2
    _, state = replay(record)
    assert state.phase == "after" and state.mover == LEARNER
    assert len(state.served[LEARNER]) == 1  # CE33: one customer on the learner's board
    shops = [d + 1 for d, row in enumerate(state.shops) for owner in row if owner == LEARNER]
    assert sorted(shops) == [2, 3]  # CE26/CE27
    assert (state.income[LEARNER], state.production[LEARNER], state.sales[LEARNER]) == (11, 2, 5)


def test_the_lesson_teaches_every_rule_and_a_first_games():
    """CE01–CE54: the manifest lists exactly what the steps teach; a first game's rules
    (all but CE29 and CE40, checks.FIRST_GAME_RULES) are among them."""
    every = {f"CE{n:02}" for n in range(1, 55)}
    assert set(MANIFEST.teaches) == set(LESSON.teaches) == every
    assert set(FIRST_GAME_RULES) <= set(LESSON.teaches)
    assert every - set(FIRST_GAME_RULES) == {"CE29", "CE40"}
    assert 8 <= len(LESSON.steps) <= 21


@pytest.mark.parametrize(
    ("event", "rule"), [("income", "CE15"), ("sell", "CE33"), ("idea", "CE18")]
)
def test_the_first_income_sale_and_idea_disc_are_explained_in_a_note_after_them(event, rule):
    """CE15 income, CE33 a sale, CE18 the first 6's idea disc: the first move that sets
    it off is the learner's, and a note teaching that rule follows it at once."""
    entries = played()
    first = next(n for n, (_, events, _) in enumerate(entries) if event in events)
    assert isinstance(entries[first][0], Step), entries[first][0]
    note = entries[first + 1][0]
    assert isinstance(note, Step) and note.action is None, (event, note)
    assert rule in note.rules


def test_the_notes_say_the_records_numbers_and_names():
    """The story the texts tell is the record's: the opponent's first menu item (CE12),
    the customer who likes the learner's (CE31, CE32) at house 3 of the yellow district
    3 worth 2 (CE33), income 7 then 11 (CE15), the opponent's menu item from a base and
    its frosting disc's frosting (CE23, CE24), and its idea disc on the learner's turn
    (CE19: a green square reached on another's turn)."""
    entries = played()
    record = check("cupcake", LESSON)
    game, start = replay(record, upto=0)
    # CE12: the opponent's pairing, and the learner's liked in district 3, house 3
    assert "first vanilla lemon" in [e.action for e, _, _ in entries if isinstance(e, Move)]
    liking = start.houses[2][2]
    assert LIKINGS[liking] == (BASE["vanilla"], FROSTING["chocolate"])
    assert city(start.rules_version)[2].colour == "yellow"
    assert city(start.rules_version)[2].houses[2] == (3, 2)  # distance 3, worth 2
    by_say = {
        entry.say.removeprefix("cupcake.lesson."): state
        for entry, _, state in entries
        if isinstance(entry, Step)
    }
    after = by_say["income"]
    assert (after.income[LEARNER], after.production[LEARNER], after.sales[LEARNER]) == (7, 2, 3)
    assert "now 7" in said("income") and "production 2 and sales 3" in said("income")
    assert after.ideas[LEARNER] == 1 and after.creativity[1] == 1  # CE18
    sold = by_say["sold"]
    assert sold.income[LEARNER] == 9 and sold.sales[LEARNER] == 5  # CE33: +2 each
    assert "2" in said("sold")
    menu = by_say["menu"]
    assert menu.menu[1][-1] == [BASE["chocolate"], FROSTING["mint"]] and menu.production[1] == 4
    sixes = by_say["sixes"]
    assert sixes.income[LEARNER] == 11 and "now 11" in said("sixes")
    assert "production 2 and sales 5" in said("done_again")
    assert sixes.creativity[1] == 3 and sixes.ideas[1] == 1  # CE19: on the learner's turn
    for lang in LANGS:
        for key in ("income", "sixes"):
            numbers = set(re.findall(r"\d+", said(key, lang)))
            assert {"2", "6"} <= numbers, (lang, key)
        assert "7" in said("income", lang) and "11" in said("sixes", lang)


@pytest.mark.parametrize("space", [LAPTOP, PHONE], ids=["laptop", "phone"])
def test_every_taught_move_is_a_place_of_the_learners_board_or_a_button(space):
    """The tutor rings the element whose ``data-action`` is the step's move: the
    learner's board (the start disc's space, a first menu item, a column's level, a shop
    space, a customer) or the turn's buttons offer each one (CE11–CE13, CE26, CE30)."""
    record = check("cupcake", LESSON)
    game, state = replay(record, upto=0)
    names = [str(Player(n)) for n in range(LESSON.players)]
    for seat, text in LESSON.actions:
        if seat == LEARNER:
            ctx = Context(
                game.view(state, LEARNER), game.legal_actions(state, LEARNER), names, space=space
            )
            board = set(re.findall(r'data-action="([^"]*)"', SCREEN.board(ctx)))
            panel = set(re.findall(r'data-action="([^"]*)"', SCREEN.panel(ctx)))
            assert text in board | panel, text
        game.apply(state, seat, text)
