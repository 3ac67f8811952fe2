"""Cake Master's tutorial (pygames/cakemaster/tutorial.py) played through the rules: the
script replays (CM04–CM06 each turn's choice and placements legal, CM12 round 1 scored
after four turns), the scoring notes follow the move that scored the round and their
numbers are the record's (CM13–CM18), the notes on each cake say what it shows, and
every taught move can be reached on the learner's screen by clicking what the tutor
rings (the move's own button or quarter, or first the card, ``hint_step``)."""

from __future__ import annotations

import re

import pytest

from pygames.cakemaster.checks import FIRST_GAME_RULES
from pygames.cakemaster.data import cake_counts, card, customer, meets, tasty_breakdown
from pygames.cakemaster.drawing.screen import SCREEN
from pygames.cakemaster.manifest import MANIFEST
from pygames.cakemaster.tutorial import LESSON
from pygames.core.lesson import LEARNER, Move, Step, check
from pygames.core.messages import Msg, Scored, set_current_language
from pygames.core.record import replay
from pygames.core.screen import Context

LANGS = ("en", "zh-TW", "ja")
NAMES = ["You", "Player 2", "Player 3"]


@pytest.fixture(autouse=True)
def english_after():
    yield
    set_current_language("en")


def played():
    """Each script entry with the events its move set off (a note: none), and the
    game and state at the end."""
    record = check("cakemaster", LESSON)
    game, state = replay(record, upto=0)
    out = []
    for entry in LESSON.script:
        if isinstance(entry, Move) or entry.action is not None:
            seat = entry.seat if isinstance(entry, Move) else LEARNER
            out.append((entry, game.apply(state, seat, entry.action)))
        else:
            out.append((entry, []))
    return out, game, state


def test_the_script_replays_and_scores_round_1_cm04_cm05_cm06_cm12():
    """Every taught move is legal where the script plays it (CM04 three cards a turn,
    CM05 keep one and pass one each way, CM06 place the three held), and after four
    turns (CM12) round 1 is scored: the record replays as saved."""
    record = check("cakemaster", LESSON)
    assert record.actions == LESSON.actions
    assert LESSON.players == 3  # the draft of 3-6 players (CM05), not CM24's
    _, state = replay(record)
    assert len(state.rounds) == 1 and state.round == 2
    assert len(record.actions) == 3 * 4 * (1 + 3)  # 3 seats, 4 turns, a choice and 3 cards


def test_the_lesson_teaches_every_rule_of_a_first_game_cm01_to_cm23():
    """CM01–CM23: the manifest lists exactly what the steps teach, and a first game's
    rules (checks.FIRST_GAME_RULES: all but the two-player draft and solo) among them."""
    every = {f"CM{n:02}" for n in range(1, 24)}
    assert set(MANIFEST.teaches) == set(LESSON.teaches) == every
    assert set(FIRST_GAME_RULES) == every
    assert 8 <= len(LESSON.steps) <= 20
    assert isinstance(LESSON.script[-1], Step) and LESSON.script[-1].action is None


def test_the_scoring_notes_follow_the_move_that_scores_the_round_cm13_to_cm17():
    """The first Scored events come from the learner's last card (the others placed
    first in turn 4); the notes on tasty points (CM13–CM16) and stars (CM17–CM20) come
    right after it, and the rounds to come and the end (CM03, CM21–CM23) last."""
    entries, _, _ = played()
    first = next(
        n for n, (_, events) in enumerate(entries) if any(isinstance(e, Scored) for e in events)
    )
    entry = entries[first][0]
    assert isinstance(entry, Step) and entry.action is not None  # the learner's own move
    notes = [entry for entry, _ in entries[first + 1 :]]
    assert [note.say for note in notes] == [
        "cakemaster.lesson.tasty",
        "cakemaster.lesson.stars",
        "cakemaster.lesson.end",
    ]
    assert all(note.action is None for note in notes)
    assert {"CM13", "CM14", "CM15", "CM16"} <= set(notes[0].rules)
    assert {"CM17", "CM18", "CM19", "CM20"} <= set(notes[1].rules)
    assert {"CM03", "CM21", "CM22", "CM23"} <= set(notes[2].rules)
    assert not any(isinstance(e, Scored) for _, events in entries[:first] for e in events)


def test_the_notes_numbers_are_the_records_cm13_cm14_cm16_cm17_cm18():
    """What the notes say of round 1 is what the rules scored: cake 1 one colour with
    2 rosettes and 1 pair (6), cake 2 two colours, 1 rosette, 2 pairs (4), cake 3 one
    colour, 1 rosette, 3 pairs (7); no cake without a half rosette (CM15); 17 tasty
    points the most (2 stars), the others tied for the fewest at 13 (0 stars, CM17);
    cake 2 meets the customer's two colours (CM18)."""
    _, _, state = played()
    summary = state.rounds[0]
    cakes = [[card(n) for n in cake] for cake in summary["cakes"][LEARNER]]
    lines = [tasty_breakdown(cake) for cake in cakes]
    assert [(b["colours"], b["rosettes"], b["pairs"], b["total"]) for b in lines] == [
        (3, 2, 1, 6),
        (1, 1, 2, 4),
        (3, 1, 3, 7),
    ]
    assert all(cake_counts(cake)["halves"] > 0 for cake in cakes)  # so no CM15 point
    assert [cake[0].icing for cake in cakes] == ["vanilla", "chocolate", "strawberry"]
    assert {c.icing for c in cakes[0]} == {"vanilla"} and {c.icing for c in cakes[2]} == {
        "strawberry"
    }
    assert {c.icing for c in cakes[1]} == {"chocolate", "matcha"}
    assert summary["tasty"] == [17, 13, 13]
    assert summary["tasty_stars"] == [2, 0, 0]
    assert summary["customers"] == [9] and customer(9).key == "two_colours"
    assert summary["served"][LEARNER] == [None, 9, None] and meets(customer(9), cakes[1])
    assert state.stars[LEARNER] == 3
    en = {
        key: Msg(key).render("en") for key in ("cakemaster.lesson.tasty", "cakemaster.lesson.stars")
    }
    for number in ("6", "4", "7"):
        assert f"= {number}" in en["cakemaster.lesson.tasty"]
    for number in ("17", "13", "2 stars", "0 stars"):
        assert number in en["cakemaster.lesson.stars"]


def test_the_placement_steps_name_the_cake_and_quarter_they_play_cm06():
    """Each placement step names its cake and its quarter (as the board's words say
    them, "top right"…) in every language, so the sentence and the ringed quarter agree."""
    for step in LESSON.steps:
        if not (step.action or "").startswith("place"):
            continue
        _, number, where = step.action.split()
        cake, quarter = where.split(".")
        for lang in LANGS:
            said = Msg(step.say).render(lang)
            assert Msg(f"cakemaster.where.{quarter}").render(lang) in said, (lang, step.action)
        en = Msg(step.say).render("en")
        assert f"cake {cake}" in en, step.action
        assert card(int(number)).icing in en, step.action


def shown(view: dict, legal: list, pick: int, text: str) -> bool:
    """Whether the move is a button of the panel or a quarter of the board, with the
    ``pick``-th card chosen."""
    ctx = Context(view, legal, NAMES, pick=pick)
    html = SCREEN.panel(ctx) + SCREEN.board(ctx)
    return text in re.findall(r'data-action="([^"]+)"', html)


def test_every_taught_move_is_reached_by_the_clicks_the_tutor_rings():
    """At each of the learner's steps the move is a button of the panel or a quarter of
    the board (``data-action``), at once or after the one click ``hint_step`` gives
    (``ui:pick N``: the card to keep or to place): the browser test clicks only what
    the tutor rings."""
    record = check("cakemaster", LESSON)
    game, state = replay(record, upto=0)
    pick = picks = 0
    for seat, text in LESSON.actions:
        if seat == LEARNER:
            legal = game.legal_actions(state, LEARNER)
            action = next(a for a in legal if str(a) == text)
            view = game.view(state, LEARNER)
            if not shown(view, legal, pick, text):
                step = SCREEN.hint_step(Context(view, legal, NAMES, pick=pick), action)
                assert step and step.startswith("ui:pick "), (text, step)
                pick, picks = int(step.split()[1]), picks + 1
                assert shown(view, legal, pick, text), text
            pick = 0  # a move made, the screen chooses afresh
        game.apply(state, seat, text)
    assert picks > 0  # some moves are another card than the first: hint_step rings it
