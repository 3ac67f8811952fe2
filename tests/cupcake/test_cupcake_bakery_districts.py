"""CE37/CE38: the hire column's bakery goes only where its level builds: level 3 in a
yellow district, level 4 in a beige one; the grey district takes no new bakery.

The issue (CE37–CE39): at 2 and 3 players, with level 4 open, ``bakery 1`` (the grey
district, which has free spaces there) was accepted and ``perform`` then failed with
``KeyError: 'grey'`` after placing the bakery and using the part; at 4 players (the
grey district full) it was refused by CE39 instead. A record file holding the move made
``replay`` and ``export`` print a traceback.
"""

from __future__ import annotations

import json

import pytest
from cupcake_positions import dice, do, legal_texts, refused, started
from helpers import run_cli

from pygames.core.bots import bot_for, bot_rng, play_bot_turn
from pygames.core.errors import IllegalAction
from pygames.core.record import Record, Seat, new_record
from pygames.cupcake.data import DISTRICTS, GREY_DISTRICT
from pygames.cupcake.rules import GAME
from pygames.cupcake.state import EMPTY

BAKERY_TEXTS = [f"bakery {d + 1}" for d in range(len(DISTRICTS))]


def at_level(players: int, level: int):
    """Seat 0 has activated the hire column at ``level`` (3 or 4)."""
    state = started(players)
    dice(state, 0, "", "", "", "", "pink,pink,pink" if level == 3 else "pink,grey,grey,grey,grey")
    do(state, f"activate 5 {level}")
    return state


@pytest.mark.parametrize("players", [2, 3, 4])
def test_ce38_level_four_never_builds_in_the_grey_district(players):
    """CE38: with level 4 open, ``bakery 1`` is not legal, ``apply`` refuses it naming
    CE38 (not CE39, even where the grey district is full) and the position is as it
    was: the bakery not placed, the part still open."""
    state = at_level(players, 4)
    assert (EMPTY in state.bakeries[GREY_DISTRICT]) == (players < 4)
    assert not GAME.is_legal(state, 0, "bakery 1")
    error = refused(state, "bakery 1", "CE38")
    assert "beige district (4, 5, 6)" in str(error) and "grey district 1" in str(error)
    assert state.parts == ["hire_4"]
    assert state.bakeries[GREY_DISTRICT].count(0) == 1


@pytest.mark.parametrize("players", [2, 3, 4])
def test_ce38_level_four_builds_only_in_beige(players):
    """CE38: level 4's bakery goes to the beige districts 4–6 only; every other district
    is refused naming CE38, and ``is_legal`` agrees with the legal list."""
    state = at_level(players, 4)
    beige = {t for t, d in zip(BAKERY_TEXTS, DISTRICTS) if d.colour == "beige"}
    assert {t for t in legal_texts(state) if t.startswith("bakery")} == beige
    for text in BAKERY_TEXTS:
        assert GAME.is_legal(state, 0, text) == (text in beige), text
        if text not in beige:
            refused(state, text, "CE38")
    do(state, "bakery 5")
    assert 0 in state.bakeries[4]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_ce37_level_three_builds_only_in_yellow(players):
    """CE37: level 3's bakery goes to the yellow districts 2–3 only: grey and beige are
    refused naming CE37, with a sentence saying where it may go."""
    state = at_level(players, 3)
    yellow = {t for t, d in zip(BAKERY_TEXTS, DISTRICTS) if d.colour == "yellow"}
    assert {t for t in legal_texts(state) if t.startswith("bakery")} == yellow
    for text in BAKERY_TEXTS:
        assert GAME.is_legal(state, 0, text) == (text in yellow), text
        if text not in yellow:
            error = refused(state, text, "CE37")
            assert "yellow district (2, 3)" in str(error)
            for lang in ("zh-TW", "ja"):
                assert "2, 3" in error.render(lang) and "{" not in error.render(lang)


def test_ce37_no_bakery_part_open():
    """CE37/CE38: with no bakery part open (the hire column's level 2), a yellow bakery
    is refused naming CE37, a beige one CE38, the grey district CE37."""
    state = at_level(2, 3)
    state.parts = ["disc"]
    refused(state, "bakery 2", "CE37")
    refused(state, "bakery 4", "CE38")
    error = refused(state, "bakery 1", "CE37")
    assert "not the grey one" in str(error)


# -- the CLI: a record file holding the move ----------------------------------------------
def record_reaching_level_four(players: int) -> Record:
    """A seeded bot game's record, stopped where the seat to move has the hire column's
    level 4 open (the grey district with a free space at 2 and 3 players)."""
    for seed in range(1, 60):
        seats = [Seat(f"Bot {n + 1}", "bot:random") for n in range(players)]
        record = new_record("cupcake", seats, {}, seed)
        state = GAME.new_game(players, {}, seed)
        bot = bot_for(GAME, "bot:random")
        while GAME.to_move(state):
            seat = GAME.to_move(state)[0]
            if "hire_4" in state.parts:
                return record
            action = play_bot_turn(GAME, state, seat, bot, bot_rng(seed, len(record.actions)))
            GAME.apply(state, seat, action)
            record.actions.append((seat, action.text()))
    raise AssertionError("no seeded game opened the hire column's level 4")


@pytest.mark.parametrize("players", [2, 3])
def test_ce38_a_record_with_a_grey_bakery_is_refused_by_the_cli(players, tmp_path):
    """CE38: ``replay`` and ``export`` of a record whose last move builds level 4's
    bakery in the grey district exit 2 with the refusal (its move, its rule), no
    traceback; the record without that move replays."""
    record = record_reaching_level_four(players)
    mover = GAME.to_move(_replayed(record))[0]
    record.actions.append((mover, "bakery 1"))
    path = tmp_path / "grey-bakery.json"
    path.write_text(record.dumps(), encoding="utf-8")
    for command in ("replay", "export"):
        done = run_cli(command, str(path))
        assert done.returncode == 2, (command, done.stdout, done.stderr)
        assert "Traceback" not in done.stderr and done.stdout == ""
        error = json.loads(done.stderr)["error"]
        assert f"Move {len(record.actions)}" in error and "'bakery 1'" in error, error
        assert "beige district" in error and "CE38" in error, error
    record.actions.pop()
    path.write_text(record.dumps(), encoding="utf-8")
    assert run_cli("replay", str(path)).returncode == 0


def _replayed(record: Record):
    state = GAME.new_game(len(record.seats), record.options, record.seed)
    for seat, text in record.actions:
        GAME.apply(state, seat, text)
    return state


# -- the same hole anywhere else among the parts ------------------------------------------
def part_texts() -> list[str]:
    """Every text a part of an action might do, over every district, house, column,
    level, kind and colour."""
    from pygames.cupcake.data import BASES, COLOURS, DISC_KINDS, FROSTINGS

    texts = ["income", "creativity"]
    texts += [f"base {b}" for b in BASES] + [f"frosting {f}" for f in FROSTINGS]
    texts += [f"hire {c}" for c in COLOURS]
    for d in range(1, 7):
        texts += [f"shop {d}", f"bakery {d}"] + [f"shop {d} over {p}" for p in range(1, 5)]
        texts += [f"sell {d} {h}" for h in range(1, 5)]
    texts += [f"borrow {c} {level}" for c in range(1, 6) for level in range(5)]
    texts += [f"disc {k} {c}" for k in DISC_KINDS for c in range(1, 6)]
    return texts


@pytest.mark.parametrize("players", [2, 3, 4])
def test_ce21_to_ce43_each_part_alone_does_only_what_it_lists(players):
    """CE21–CE43 (the CE37/CE38 hole's siblings): with each part of an action open on
    its own (a column's level, a disc's: shops of CE26/CE43 by colour, sales by
    distance, discs, bakeries, borrowing), every part text is legal exactly when listed,
    a legal one is carried out, and any other is refused by a rule, the position kept."""
    from pygames.cupcake.legal import PART_RULE

    texts = part_texts()
    for part in PART_RULE:
        state = started(players)
        state.menu[0] = [[2, 4], [2, 9]]  # mixed items: every customer likes one
        state.shops[1][0] = state.shops[3][0] = 0
        state.phase, state.active, state.level, state.parts = "action", 4, 4, [part]
        listed = legal_texts(state)
        assert listed, part
        for text in texts:
            assert GAME.is_legal(state, 0, text) == (text in listed), (part, text)
            if text in listed:
                GAME.apply(state.clone(), 0, text)
            else:
                before = state.to_json()
                with pytest.raises(IllegalAction) as caught:
                    GAME.apply(state, 0, text)
                assert caught.value.rule.startswith("CE"), (part, text)
                assert state.to_json() == before, (part, text)
