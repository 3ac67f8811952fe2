"""Cable Car's action grammar: every legal action met in seeded playouts, in every
option combination, survives its text form (``parse(str(a)) == a``), and text that is
no move is refused."""

from __future__ import annotations

import itertools

import pytest

from pygames import GAMES, get_game
from pygames.cablecar.actions import Draw, Exchange, Place, parse
from pygames.core.errors import IllegalAction
from pygames.core.rng import Rng

GAME = get_game("cablecar")
SPEC = GAMES["cablecar"].spec
OPTION_SETS = [
    dict(zip([o.key for o in SPEC.options], values))
    for values in itertools.product(*(o.choices for o in SPEC.options))
]


@pytest.mark.parametrize("options", OPTION_SETS, ids=lambda o: "-".join(map(str, o.values())))
def test_every_legal_action_round_trips(options):
    kinds = set()
    for players, seed in ((2, 1), (4, 2), (6, 3)):
        state = GAME.new_game(players, options, seed)
        rng = Rng(seed)
        while GAME.to_move(state):
            seat = GAME.to_move(state)[0]
            legal = GAME.legal_actions(state, seat)
            for action in legal:
                text = str(action)
                assert text == action.text()
                again = parse(text)
                assert again == action and type(again) is type(action), text
                assert str(again) == text
                assert GAME.parse_action(text) == action
                kinds.add(type(action))
            GAME.apply(state, seat, legal[rng.below(len(legal))])
    assert {Draw, Place} <= kinds
    assert (Exchange in kinds) == (options["mode"] == "shares")


def test_texts_as_written():
    assert str(Draw()) == "draw"
    assert str(Place("drawn", 2, 4)) == "place 3,5"
    assert str(Place("hand", 0, 7, 0, 1)) == "hand 1,8 r1"
    assert str(Place("hand", 7, 0, 1, 3)) == "hand2 8,1 r3"
    assert str(Place("hand", 3, 3, 2)) == "hand3 4,4"
    assert str(Exchange(20, "face-up")) == "exchange 20 face-up"
    assert str(Exchange(40, "pile")) == "exchange 40 pile"
    assert parse("  place 3,5 r2 ") == Place("drawn", 2, 4, 0, 2)


@pytest.mark.parametrize(
    "text",
    [
        "",
        "draw now",
        "place 3,5 r0",
        "place 3,5 r4",
        "hand4 1,1",
        "place ²,1",
        "place 1,١",
        "exchange 50 pile",
        "exchange 20 top",
        "exchange 20",
        None,
        42,
    ],
)
def test_text_that_is_no_move_is_refused(text):
    with pytest.raises(IllegalAction) as refused:
        parse(text)
    assert "is not a Cable Car move" in str(refused.value)


@pytest.mark.parametrize(
    ("text", "row", "col"),
    [("place 9,9", 9, 9), ("place 0,1", 0, 1), ("hand 3,12", 3, 12), ("hand2 9,1 r1", 9, 1)],
)
def test_cc01_a_square_off_the_board_is_named_as_such(text, row, col):
    """CC01: the board is 8×8; a square outside it is refused as off the board, in a
    sentence a player understands, in every language."""
    with pytest.raises(IllegalAction) as refused:
        parse(text)
    assert refused.value.rule == "CC01"
    assert str(refused.value) == (
        f"Row {row}, column {col} is off the board: rows and columns run from 1 to 8. (CC01)"
    )
    assert f"{row}行{col}列はボードの外" in refused.value.render("ja")
    assert f"第{row}列第{col}行不在版圖上" in refused.value.render("zh-TW")
