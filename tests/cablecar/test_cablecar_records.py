"""Cable Car records: a replay counts the tiles placed (CC05, CC06), and a record whose
move Cable Car's rules refuse names the move and the rule's reason (CC01, CC08)."""

from __future__ import annotations

import pytest
from helpers import dump

from pygames.cablecar.rules import GAME
from pygames.core.errors import RecordError
from pygames.core.record import Record, Seat, new_record, replay


def played_record(players: int = 3, seed: int = 7, moves: int | None = None) -> Record:
    """A real game (first legal action each time), whole or its first ``moves``."""
    seats = [Seat(f"Player {i + 1}", "human") for i in range(players)]
    record = new_record("cablecar", seats, None, seed)
    state = GAME.new_game(players, None, seed)
    while GAME.to_move(state) and (moves is None or len(record.actions) < moves):
        (seat,) = GAME.to_move(state)
        legal = GAME.legal_actions(state, seat)
        action = legal[(len(record.actions) * 7) % len(legal)]
        GAME.apply(state, seat, action)
        record.actions.append((seat, str(action)))
    return record


@pytest.fixture(scope="module")
def finished() -> Record:
    return played_record()


def readable(exc, *fragments) -> str:
    message = str(exc)
    assert message[0].isupper() and message[-1] in ".)" and "Traceback" not in message
    for fragment in fragments:
        assert fragment in message, f"{fragment!r} not in {message!r}"
    return message


@pytest.mark.parametrize("upto", [0, 1, 2, 17, 40])
def test_cc05_cc06_replay_upto_places_a_tile_a_move_but_a_draw(finished, upto):
    """CC05/CC06: every move places a tile except a draw (whose tile the next move places)."""
    _, state = replay(finished, upto=upto)
    mine = GAME.new_game(3, None, 7)
    for seat, text in finished.actions[:upto]:
        GAME.apply(mine, seat, text)
    assert dump(state) == dump(mine)
    assert state.placed == sum(1 for _, t in finished.actions[:upto] if t != "draw")


@pytest.mark.parametrize(
    "index,text,fragment",
    [
        (4, "hand 4,4", "power station"),  # CC01
        (4, "hand 3,3", "touches neither"),  # CC08 (nothing placed near (3,3) yet)
        (4, "dance", "not a Cable Car move"),
        (4, "place ²,1", "not a Cable Car move"),  # once a bare ValueError
        (4, "place ١,1", "not a Cable Car move"),  # once read as "place 1,1"
    ],
)
def test_cc01_cc08_illegal_move_in_a_record_names_the_move(index, text, fragment):
    """CC01 (the power station), CC08 (next to a station or a tile), and texts that are
    no Cable Car move: replay names the move, its player and the reason."""
    record = played_record(moves=8)
    seat = record.actions[index][0]
    record.actions[index] = (seat, text)
    loaded = Record.loads(record.dumps())  # the fields are fine: only the rules refuse it
    with pytest.raises(RecordError) as info:
        replay(loaded)
    readable(info.value, f"Move {index + 1}", repr(text), record.seats[seat].name, fragment)
    _, state = replay(loaded, upto=index)  # the moves before it still replay
    assert len([a for a in state.board if a != -1]) == sum(
        1 for _, t in record.actions[:index] if t != "draw"
    )
