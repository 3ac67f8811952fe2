"""Cable Car rules (seed 004): the game object (``GAME``) put together, and the set-up.

What is allowed is in ``legal.py``, what an action does in ``turn.py``, the scores and
the end in ``scoring.py``, what a seat sees in ``views.py``; the actions and their texts
in ``actions.py``, the state in ``state.py``, the board's geometry and line tracing in
``tracks.py``; what differs between the basic game and the shares game is the table's
mode (``state.mode``: ``basic``, ``shares``).

Options (``manifest.SPEC.options``, the basic value first):
``orientation`` "fixed" | "free", ``hand`` 1 | 2 | 3, ``mode`` "basic" | "shares".

In the shares game cars belong to companies: a car's and a line's ``owner`` is a
company number (``data.COMPANIES``), ``scores`` are the players' totals, known only
once the game is over, and ``profits`` are the companies' markers.
"""

from __future__ import annotations

from pygames.cablecar import legal, scoring, turn, views
from pygames.cablecar.actions import Draw, Exchange, parse
from pygames.cablecar.data import TILE_COPIES
from pygames.cablecar.manifest import SPEC
from pygames.cablecar.state import State
from pygames.cablecar.tracks import EMPTY, SQUARES
from pygames.core.errors import IllegalAction
from pygames.core.game import Assembled
from pygames.core.rng import Rng

TILES = sum(copies for _, copies in TILE_COPIES)


class CableCar(Assembled):
    spec = SPEC
    legal, turn, views, scoring, State = legal, turn, views, scoring, State
    turn_rule = "CC04"  # clockwise turns
    over_rule = "CC17"  # the game has ended

    # set-up (CC01–CC04; CC20 hands; CC21–CC23 the shares game)
    def setup(self, players: int, options: dict, rng: Rng, rules_version: int) -> State:
        deck = [kind for kind, (_, copies) in enumerate(TILE_COPIES) for _ in range(copies)]
        rng.shuffle(deck)
        size = options.get("hand", 1)
        hands = [[deck.pop() for _ in range(size)] for _ in range(players)]
        state = State(
            players, options, rng, deck, hands, [EMPTY] * SQUARES, None, 0, [0] * players, {}
        )
        state.mode.deal(state, rng)
        return state

    def to_move(self, state: State) -> tuple[int, ...]:
        return () if scoring.over(state) else (state.current,)

    def parse_action(self, text: str):
        return parse(text)

    def can_undo(self, action_text: str) -> bool:
        """A drawn tile has been seen, and so has a share card taken in an exchange (and
        the card turned face up): neither can be taken back."""
        try:
            return not isinstance(parse(action_text), (Draw, Exchange))
        except IllegalAction:
            return True

    def reveal_count(self, state: State) -> int:
        """CC06/CC20: the tiles taken from the pile so far. Placing a hidden tile draws
        its replacement in the same action, so that placement has shown a tile too:
        undo never crosses a draw, or it would be a way to see the next tile and choose
        again."""
        return TILES - len(state.deck)

    # where a tile may go (legal.py); the other hooks are the common set's (Assembled)
    def placements(self, state: State, kind: int) -> list[tuple[int, int]]:
        return legal.placements(state, kind)


GAME = CableCar()
parse_action = parse
