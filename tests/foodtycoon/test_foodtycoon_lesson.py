"""Food Tycoon's tutorial (tutorial.py): the script plays through the rules, the scoring
note follows the first dish cooked and says its numbers, and every move the learner is
taught is reached on the screen by clicking only what the tutor rings: a button carrying
the move, or the clicks ``hint_step`` leads through (the set-up's ingredients, FT03)."""

from __future__ import annotations

import re

from pygames.core.lesson import LEARNER, Move, Step, check, lesson_of
from pygames.core.messages import Msg, Player, Scored
from pygames.core.record import replay
from pygames.core.screen import load_screen
from pygames.foodtycoon.actions import Bid
from pygames.foodtycoon.data import RECIPE_INDEX, RECIPES, SHOP_BASE
from ui import table_view
from ui.session import Table
from ui.table_view import TableScreen

LESSON = lesson_of("foodtycoon")
SCREEN = load_screen("foodtycoon")
NAMES = ["You", "Ben", "Cy"]


def offered(html: str) -> list[str]:
    """The enabled actions of the board or panel's markup."""
    return [
        m.group(1)
        for m in re.finditer(r'<[a-z]+ [^>]*?data-action="([^"]*)"(?![^>]*disabled)[^>]*>', html)
    ]


def test_the_script_plays_through_the_rules_ft02_to_ft19():
    """FT02-FT19: every move of the script, the learner's and the others', is legal."""
    record = check("foodtycoon", LESSON)
    assert record.actions == LESSON.actions
    game, state = replay(record)
    assert state.round == 2 and state.phase == "roll"
    assert state.dishes[LEARNER] == [RECIPE_INDEX["congee"]]


def test_the_scoring_note_follows_the_first_dish_and_says_its_numbers_ft06_ft17():
    """FT17: the first move that scores is the learner's congee; the next entry of the
    script is the note explaining it (FT06: its money bag raises the shop's income),
    and the numbers the note says are the rules' (3 fame, 1 bag, 6 money)."""
    record = check("foodtycoon", LESSON)
    game, state = replay(record, upto=0)
    first = None
    for n, (seat, text) in enumerate(record.actions):
        events = game.apply(state, seat, text)
        if any(isinstance(event, Scored) for event in events):
            first = n
            break
    assert first is not None
    assert record.actions[first] == (LEARNER, "cook congee")
    scored = next(e for e in events if isinstance(e, Scored))
    congee = RECIPES[RECIPE_INDEX["congee"]]
    assert (scored.params["who"], scored.params["delta"]) == (Player(LEARNER), congee.fame)
    assert congee.fame == 3
    assert congee.bags == 1 and SHOP_BASE + congee.bags == 6
    moves = [e for e in LESSON.script if isinstance(e, Move) or e.action is not None]
    at = LESSON.script.index(moves[first])
    note = LESSON.script[at + 1]
    assert isinstance(note, Step) and note.action is None and note.say.endswith(".scored")
    assert "3" in note_text(note) and "6" in note_text(note)


def note_text(step: Step) -> str:
    return Msg(step.say, **step.params).render("en")


def test_the_lot_bought_holds_a_six_and_its_event_ft11_ft16():
    """FT11: lot 1 has one six, so a face-down event; FT16: bought, it is turned at once
    (Good catch: everyone a fish, the buyer 2 more), as the note after the sale says."""
    record = check("foodtycoon", LESSON)
    game, state = replay(record, upto=LESSON.actions.index((1, "bid 2")))
    lot = state.lots[0]
    assert sorted(lot.dice) == [1, 4, 4, 6] and lot.event is not None
    before = [hand[3] for hand in state.ingredients]  # fish
    for seat, text in LESSON.actions[LESSON.actions.index((1, "bid 2")) :][:5]:
        game.apply(state, seat, text)
    after = [hand[3] for hand in state.ingredients]
    assert state.last_event["event"] == "catch"
    assert [a - b for a, b in zip(after, before)] == [2 + 3, 1, 1]  # the lot's 2, then 3


def test_every_taught_move_is_reached_by_clicking_only_the_ringed_elements():
    """Issue 39: the tutor rings the element carrying the step's move, else the next
    click ``hint_step`` gives. At each of the learner's steps the screen offers the move
    as an enabled button, or hint_step's clicks (``ui:add``) lead to one; a bid is always
    one of the bidding panel's buttons (+1 or +5 over the high bid), never a typed amount
    (FT13)."""
    table = Table(LESSON.record("foodtycoon", NAMES))
    screen = TableScreen()
    clicks = []
    for entry in LESSON.script:
        if isinstance(entry, Move):
            action = next(a for a in table.legal_actions(entry.seat) if str(a) == entry.action)
            table.apply(entry.seat, action)
            continue
        if entry.action is None:
            continue
        screen.choice = []
        for _ in range(8):
            parts = table_view.parts(table, screen)
            here = offered(parts["board"]) + offered(parts["panel"])
            if entry.action in here:
                break
            action = next(a for a in table.legal_actions(LEARNER) if str(a) == entry.action)
            assert not isinstance(action, Bid), f"{entry.action}: a bid typed, not a button"
            step = SCREEN.hint_step(table_view.context(table, screen), action)
            assert step and step in here, (entry.action, step, here)
            clicks.append(step)
            screen.choice.append(step.split(" ", 1)[1])
        else:
            raise AssertionError(f"{entry.action} never offered")
        clicks.append(entry.action)
        action = next(a for a in table.legal_actions(LEARNER) if str(a) == entry.action)
        table.apply(LEARNER, action)
    assert clicks[:4] == ["discard steak-dinner", "ui:add meat", "ui:add egg", "take meat,egg"]
    assert "bid 8" in clicks and table.moves == len(LESSON.actions)
