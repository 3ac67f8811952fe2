"""Cupcake Empire tells a newcomer what the set-up dealt and what the dice did (issue
part 5 c): the player placing a start disc reads which extra-action disc it was dealt
(CE11), in the prompt and beside the prompt on the board, drawn as the board draws
discs; the last re-roll (CE17) is drawn as the board draws dice, the 6s apart as gone
to the rest area, and said in words, never as letter codes such as "O5"."""

from __future__ import annotations

import re

import pytest

from pygames.core.drawing.board import clear_memos
from pygames.core.messages import set_current_language
from pygames.core.screen import Context
from pygames.cupcake.data import COLOURS, DISC_KINDS
from pygames.cupcake.drawing import turn_box
from pygames.cupcake.drawing.draw import draw_board
from pygames.cupcake.drawing.pieces import DIE_FILLS
from pygames.cupcake.drawing.screen import SCREEN
from pygames.cupcake.rules import GAME

NAMES = ["Ann", "Bob", "Cy"]
# What each disc gives, as the prompt says it (CE11; the help's list of the six kinds).
GIVES = {
    "base": "base disc (choosing a single base)",
    "frosting": "frosting disc (choosing a single frosting)",
    "shop": "shop disc (a shop in a yellow district)",
    "sell": "sell disc (selling within distance 2)",
    "income": "income disc (income +3)",
    "creativity": "creativity disc (creativity +2)",
}
ROLL = [
    {"colour": "orange", "face": 5},
    {"colour": "pink", "face": 2},
    {"colour": "grey", "face": 6},
]


@pytest.fixture(autouse=True)
def english_after():
    yield
    set_current_language("en")
    clear_memos()


def at_set_up(kind: str):
    state = GAME.new_game(3, None, 18)
    assert state.phase == "disc"
    state.start_disc[state.mover] = DISC_KINDS.index(kind)
    return state


def context(state) -> Context:
    seat = state.mover
    return Context(GAME.view(state, seat), GAME.legal_actions(state, seat), NAMES)


@pytest.mark.parametrize("kind", DISC_KINDS)
def test_ce11_the_prompt_names_the_disc_dealt_and_what_it_gives(kind):
    state = at_set_up(kind)
    name = NAMES[state.mover]
    assert SCREEN.prompt(context(state)) == (
        f"{name}: your start extra-action disc is the {GIVES[kind]}: put it on a column."
    )


def test_ce11_each_player_in_turn_reads_its_own_disc():
    state = GAME.new_game(3, None, 18)
    seen = []
    while state.phase == "disc":
        dealt = DISC_KINDS[state.start_disc[state.mover]]
        assert GIVES[dealt] in SCREEN.prompt(context(state))
        seen.append(dealt)
        GAME.apply(state, state.mover, GAME.legal_actions(state, state.mover)[0])
    assert len(set(seen)) == 3, "CE11: a different kind each"
    assert "start extra-action disc" not in SCREEN.prompt(context(state))


def test_ce11_the_board_draws_the_dealt_disc_beside_whose_turn_it_is():
    state = at_set_up("income")
    ctx = context(state)
    board = str(draw_board(ctx.view, legal=ctx.legal, names=NAMES))
    dealt = re.search(r'<g class="dealt" data-kind="income"[^>]*aria-label="([^"]*)"', board)
    assert dealt, "the dealt disc is drawn"
    name = NAMES[state.mover]
    assert dealt.group(1) == (
        f"{name} was dealt the income disc: income +3. "
        "Put it on a column: choose one of the circled disc spaces."
    )
    # Another disc dealt, another drawing (the turn box's memo knows the disc).
    state.start_disc[state.mover] = DISC_KINDS.index("sell")
    ctx = context(state)
    assert 'data-kind="sell"' in str(draw_board(ctx.view, legal=ctx.legal, names=NAMES))


@pytest.mark.parametrize("lang", ["zh-TW", "ja"])
def test_ce11_the_dealt_disc_in_the_other_languages(lang):
    state = at_set_up("income")
    set_current_language(lang)
    prompt = SCREEN.prompt(context(state))
    assert {"zh-TW": "收入圓片（收入+3）", "ja": "収入ディスク（収入+3）"}[lang] in prompt
    assert not re.search(r"[a-z]{3}", prompt.replace(NAMES[state.mover], ""))


def test_ce17_the_last_roll_in_words():
    assert turn_box.last_roll_words(ROLL) == (
        "Last roll: orange die showing 5, pink die showing 2; to the rest area: grey die showing 6"
    )
    assert turn_box.last_roll_words(ROLL[:2]) == (
        "Last roll: orange die showing 5, pink die showing 2"
    )
    assert turn_box.last_roll_words(ROLL[2:]) == (
        "Last roll: grey die showing 6, all to the rest area"
    )


def rolled_position():
    """A game at a turn's start after a re-roll that sent a die to the rest area."""
    state = GAME.new_game(3, None, 18)
    while True:
        seat = GAME.to_move(state)[0]
        GAME.apply(state, seat, GAME.legal_actions(state, seat)[-1])
        if state.phase == "start" and state.last_roll and 6 in state.last_roll[1::2]:
            return state


def test_ce17_the_last_roll_is_drawn_as_dice_never_as_codes():
    state = rolled_position()
    ctx = context(state)
    board = str(draw_board(ctx.view, legal=ctx.legal, names=NAMES))
    roll = ctx.view["last_roll"]
    found = re.search(r'<g class="last-roll" data-roll="([^"]*)"[^>]*aria-label="([^"]*)"', board)
    assert found, "the last roll is drawn"
    assert found.group(1) == " ".join(f"{d['colour']}:{d['face']}" for d in roll)
    assert found.group(2) == turn_box.last_roll_words(roll)
    group = board[found.start() : board.index("</g>", found.start())]
    fills = re.findall(r'<rect [^>]*fill="([^"]*)"', group)
    assert fills == [DIE_FILLS[d["colour"]] for d in roll if d["face"] != 6] + [
        DIE_FILLS[d["colour"]] for d in roll if d["face"] == 6
    ]
    assert "to the rest area:" in group
    # No colour-letter codes ("O5", "–6") anywhere on the board.
    assert not re.search(r">[^<]*\b[A-Z][a-z]?\d[^<]*<", group)
    drawn = re.sub(r"<title>[^<]*</title>", "", board)  # what is drawn, tooltips aside
    assert not re.search(r">Last roll: [^<]", drawn), "no line of codes after the words"


@pytest.mark.parametrize("lang", ["zh-TW", "ja"])
def test_ce17_the_last_roll_in_the_other_languages(lang):
    set_current_language(lang)
    words = turn_box.last_roll_words(ROLL)
    assert not re.search(r"[A-Za-z]", words), words
    assert {"zh-TW": "橘骰5點", "ja": "オレンジのダイスの5"}[lang] in words


def test_every_die_colour_has_a_fill():
    assert set(COLOURS) <= set(DIE_FILLS)


def test_ce17_the_log_says_each_die_rolled_by_colour_and_face_and_the_rest_apart():
    """CE17: the log's roll says every die by colour and face, those that went to the
    rest area (a 6, or no space left) apart; never bare numbers."""
    from pygames.core.messages import render
    from pygames.cupcake.data import colour_msg
    from pygames.cupcake.turn import said

    orange, pink, grey = (COLOURS.index(c) for c in ("orange", "pink", "grey"))
    two = said([(orange, 5), (pink, 2)])
    assert render(two, "en") == "orange die 5, pink die 2"
    assert render(two, "zh-TW") == "橘骰5點、粉紅骰2點"
    assert render(two, "ja") == "オレンジのダイスの5、ピンクのダイスの2"
    assert render(said([(grey, 6)]), "en") == render(colour_msg(grey), "en") + " 6"

    state = GAME.new_game(3, None, 4)
    seen = []
    for _ in range(400):
        if not GAME.to_move(state) or len(seen) >= 8:
            break
        (seat,) = GAME.to_move(state)
        legal = GAME.legal_actions(state, seat)
        action = next((a for a in legal if str(a) == "done"), legal[0])
        for event in GAME.apply(state, seat, action):
            if event.key.startswith("cupcake.log.rolled"):
                seen.append((event.key, render(event, "en"), list(state.last_roll)))
    assert len(seen) >= 4
    for key, text, roll in seen:
        assert not re.search(r"rolled( \d)+$", text), text
        sixes = [roll[i] for i in range(1, len(roll), 2)].count(6)
        assert ("rest area" in text) == (key != "cupcake.log.rolled")
        if sixes:
            assert key != "cupcake.log.rolled", text
        for colour, face in zip(roll[::2], roll[1::2]):
            assert f"{COLOURS[colour]} die {face}" in text, (text, roll)
