"""Cake Master rules (seed 001): the engine contract put together, and the set-up.

The player count decides the rules: 3–6 players draft (keep 1, pass 1 each way), 2
players give and return (2人用ルール), 1 player plays solo (ソロプレイ). The actions
and their texts are in ``actions.py``, the state in ``state.py``, what is legal in
``legal.py``, carrying an action out in ``turn.py``, scoring in ``scoring.py``, what a
seat sees in ``views.py``.

Drafting choices are simultaneous and hidden: ``to_move`` lists every seat still to
choose; a choice is kept in the state and shown to nobody else, and the cards move
only when everyone has chosen.
"""

from __future__ import annotations

from pygames.cakemaster import legal, scoring, turn, views
from pygames.cakemaster.actions import Exchange, parse, parse_or_none
from pygames.cakemaster.data import CUSTOMER_COUNT, SOLO_EXCHANGES
from pygames.cakemaster.manifest import SPEC
from pygames.cakemaster.state import State
from pygames.core.game import Assembled
from pygames.core.messages import Msg
from pygames.core.rng import Rng


class CakeMaster(Assembled):
    legal, turn, views, scoring, State = legal, turn, views, scoring, State
    spec = SPEC
    turn_rule = "CM06"  # simultaneous choices: a seat that has chosen (or placed all) waits
    over_rule = "CM22"
    score_unit = "cakemaster.unit"  # stars

    # set-up (CM01–CM04)
    def setup(self, players: int, options: dict, rng: Rng, rules_version: int) -> State:
        customers = list(range(1, CUSTOMER_COUNT + 1))
        rng.shuffle(customers)
        state = State(players, options, rng, customers, [], [])
        state.stars = [0] * players
        state.rounds = []
        state.exchanges_left = SOLO_EXCHANGES if players == 1 else None
        turn.start_round(state)
        return state

    def to_move(self, state: State) -> tuple[int, ...]:
        return legal.to_move(state)

    def parse_action(self, text: str):
        return parse(text)

    def waiting_message(self, state: State, seat: int) -> Msg:
        """Everyone decides at once: a seat that has is waiting for the others."""
        if state.phase == "place":
            return Msg("cakemaster.waiting_place")
        return Msg("cakemaster.waiting_choice")

    def can_undo(self, action_text: str) -> bool:
        """An exchange drew a card that has been seen. (Other reveals, the cards passed
        on once everyone has chosen, show in ``reveal_count``.)"""
        return not isinstance(parse_or_none(action_text), Exchange)

    def reveal_count(self, state: State) -> int:
        return state.reveals

    def legal_actions(self, state: State, seat: int) -> list:
        return legal.legal_actions(state, seat)  # it asks who is to move itself

    def determinize(self, view: dict, seat: int, rng: Rng) -> State:
        return views.determinize(view, seat, rng, legal.legal_actions_of_hand)


GAME = CakeMaster()
