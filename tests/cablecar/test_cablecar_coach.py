"""The coach at Cable Car: a hint reads only the seat's view (the pile and the other
hidden tiles, CC03, change nothing), says the points a placement scores now (CC11-CC13)
or what it does to the lines, is counted where undo keeps a draw (CC05), and chooses
another hidden tile first (CC20)."""

from __future__ import annotations

import pytest
from helpers import table_at

from pygames.core.record import Record, Seat
from pygames.core.screen import load_screen
from ui import coach, i18n, table_view
from ui.session import Table
from ui.table_view import TableScreen


def test_the_hint_reads_only_the_seats_view():
    """Cable Car: the pile's order and the other hands differ, the view is the same,
    so the hint is too."""
    table = table_at("cablecar", 2, players=3)
    first = coach.work_out(table, 0)
    view = table.view(0)
    state = table.state
    state.deck.reverse()
    state.hands[1], state.hands[2] = state.hands[2], state.hands[1]
    state.hands[1] = [(state.hands[1][0] + 5) % 20 + 1] if state.hands[1] else [3]
    assert table.view(0) == view, "only hidden parts were changed"
    again = coach.work_out(table, 0)
    assert again.action == first.action
    assert str(again.why) == str(first.why)


def test_the_sentence_says_the_points_a_move_makes_now():
    """Cable Car, two players: a suggested placement that closes a line says so."""
    for decisions in range(30):
        table = table_at("cablecar", decisions, players=2)
        hint = coach.work_out(table, 0)
        if hint.why.key == "coach.scores":
            break
    else:
        pytest.fail("no scoring hint in Ann's first 30 decisions")
    text = str(hint.why)
    assert text.startswith("If Ann placed") and " now." in text
    for lang in ("zh-TW", "ja"):
        i18n.set_language(lang)
        try:
            said = str(hint.why)
        finally:
            i18n.set_language("en")
        assert "Ann" in said and said != text and "coach." not in said


def test_counted_in_the_record_saved_kept_by_undo_and_links():
    table = Table.new("cablecar", [Seat("Ann"), Seat("Bob")], seed=7)
    assert table.count_hint(1) == 1 and table.count_hint(1) == 2
    assert table.record.meta == {"hints": [0, 2]}
    table.apply(0, "draw")
    table.apply(0, table.legal_texts(0)[0])
    table.count_hint(0)
    table.apply(1, "draw")
    table.apply(1, table.legal_texts(1)[0])
    table.undo(1)  # the placement of the drawn tile (the draw stays)
    assert table.record.meta["hints"] == [1, 2], "undo replays actions, keeps the counts"
    saved = Record.loads(table.record.dumps())
    assert saved.meta["hints"] == [1, 2]
    assert Record.from_share(table.share_text()).meta["hints"] == [1, 2]
    assert Table(saved).record.meta["hints"] == [1, 2]


def test_cable_cars_reason_says_what_a_placement_does_to_the_lines():
    """A placement that scores nothing now: the tiles it adds to Ann's open lines, or
    the opponent's line it ends."""
    reasons = []
    for decisions in range(20):
        hint = coach.work_out(table_at("cablecar", decisions, players=3), 0)
        if hint.why.key == "coach.reason":
            reasons.append(str(hint.why))
    assert reasons, "no placement with a reason in Ann's first 20 decisions"
    assert all(
        ("to Ann's open lines" in text) or ("'s line from station" in text) for text in reasons
    )


def test_a_hint_step_chooses_another_hidden_tile_first():
    """With two hidden tiles (CC20), a hint to place the second chooses it first."""
    cable = Table.new("cablecar", [Seat("Ann"), Seat("Bob", "bot:greedy")], {"hand": 2}, seed=9)
    hand = cable.view(0)["hand"]
    assert hand[0] != hand[1]
    second = next(a for a in cable.legal_actions(0) if str(a).startswith("hand2 "))
    ctx = table_view.context(cable, TableScreen())
    assert load_screen("cablecar").hint_step(ctx, second) == "ui:pick 1"
