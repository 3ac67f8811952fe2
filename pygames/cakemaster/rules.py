"""Cake Master rules (seed 001): set-up, legality, carrying out, the game object.

The player count decides the rules: 3–6 players draft (keep 1, pass 1 each way), 2
players give and return (2人用ルール), 1 player plays solo (ソロプレイ). The actions
and their texts are in ``actions.py``, the state in ``state.py``, scoring in
``scoring.py``, what a seat sees in ``views.py``.

Drafting choices are simultaneous and hidden: ``to_move`` lists every seat still to
choose; a choice is kept in the state and shown to nobody else, and the cards move
only when everyone has chosen. The text of a keep/give/return/discard/exchange action
is secret to its seat (even after the reveal, other players see only what reached
them), and so the events of these actions say only that a choice was made.
Placements are public.
"""

from __future__ import annotations

from pygames.cakemaster import scoring, views
from pygames.cakemaster.actions import (
    CHOICES,
    Discard,
    Draft,
    Exchange,
    Give,
    Place,
    Return,
    parse,
    parse_or_none,
)
from pygames.cakemaster.data import (
    CAKES,
    CARD_COUNT,
    CUSTOMER_COUNT,
    DEAL,
    QUARTERS,
    ROUNDS,
    SOLO_CUSTOMERS,
    SOLO_DRAW,
    SOLO_EXCHANGES,
    TURNS,
    card,
)
from pygames.cakemaster.manifest import SPEC
from pygames.cakemaster.state import State, mode_of
from pygames.core.errors import IllegalAction
from pygames.core.game import Game, Result
from pygames.core.messages import Event, Msg, Scored
from pygames.core.phases import Phase, PhaseTable
from pygames.core.rng import Rng

# Per phase: the action it takes, the rule, what to do (said when another comes) and
# the prompt of the seats to act.
PHASES = PhaseTable(
    *(
        Phase(
            name,
            (kind,),
            rule,
            prompt=f"cakemaster.prompt.{name}",
            waiting=f"cakemaster.now.{name}",
        )
        for name, kind, rule in (
            ("draft", Draft, "CM05"),
            ("give", Give, "CM24"),
            ("return", Return, "CM24"),
            ("discard", Discard, "CM27"),
            ("place", Place, "CM06"),
        )
    )
)
FIRST_PHASE = {"solo": "discard", "duel": "give", "draft": "draft"}
# What the log says of a hidden choice: that it was made, never which cards.
_CHOSE = {
    Draft: "cakemaster.log.drafted",
    Give: "cakemaster.log.gave",
    Return: "cakemaster.log.returned",
    Discard: "cakemaster.log.discarded",
    Exchange: "cakemaster.log.exchanged",
}


def _placed(action: Place) -> Event:
    """A placement as the log says it: "put card 12 (vanilla) into cake 2, top right"."""
    return Event(
        "cakemaster.log.placed",
        number=action.card,
        icing=Msg(f"cakemaster.icing.{card(action.card).icing}"),
        cake=action.cake,
        where=Msg(f"cakemaster.where.{action.quarter}"),
    )


class CakeMaster(Game):
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
        self._start_round(state)
        return state

    def _start_round(self, state: State) -> None:
        """CM03/CM21: a fresh shuffled deck; customers 1, 2, 3 by round (solo: CM26/CM30
        refill to 3)."""
        state.round += 1
        state.turn = 0
        state.deck = list(range(1, CARD_COUNT + 1))
        state.rng.shuffle(state.deck)
        state.discard = []
        want = SOLO_CUSTOMERS if state.players == 1 else state.round
        while len(state.customers) < want and state.customer_deck:
            state.customers.append(state.customer_deck.pop())
        state.cakes = [[[None] * QUARTERS for _ in range(CAKES)] for _ in range(state.players)]
        self._start_turn(state)

    def _start_turn(self, state: State) -> None:
        """CM04: everyone takes 3 cards (solo: 4, CM27)."""
        state.turn += 1
        size = SOLO_DRAW if state.players == 1 else DEAL
        state.hands = [[state.deck.pop() for _ in range(size)] for _ in range(state.players)]
        state.phase = FIRST_PHASE[mode_of(state.players)]
        state.choices = [None] * state.players
        state.kept = [None] * state.players
        state.known = [[] for _ in range(state.players)]
        state.last = []
        state.reveals += 1

    def to_move(self, state: State) -> tuple[int, ...]:
        if state.phase == "over":
            return ()
        if state.phase == "place":
            return tuple(s for s in range(state.players) if state.hands[s])
        return tuple(s for s in range(state.players) if state.choices[s] is None)

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

    # legality
    def legal_actions(self, state: State, seat: int) -> list:
        if seat not in self.to_move(state):
            return []
        hand = state.hands[seat]
        phase = state.phase
        if phase == "place":
            actions = [
                Place(k, c + 1, q + 1)
                for k in hand
                for c in range(CAKES)
                for q in range(QUARTERS)
                if state.cakes[seat][c][q] is None
            ]
        elif phase == "draft":
            actions = [
                Draft(k, l, r) for k in hand for l in hand for r in hand if len({k, l, r}) == 3
            ]
        elif phase == "give":
            actions = [Give(k, tuple(sorted(c for c in hand if c != k))) for k in hand]
        elif phase == "return":
            got = [c for c in hand if c != state.kept[seat]]
            actions = [Return(got[0], got[1]), Return(got[1], got[0])]
        else:
            actions = [Discard(k) for k in hand]
        if state.exchanges_left and state.deck and phase in ("discard", "place"):
            actions += [Exchange(k) for k in hand]
        return actions

    def check(self, state: State, seat: int, action) -> None:
        hand = state.hands[seat]
        kind = type(action)
        if kind is Exchange:
            if mode_of(state.players) != "solo":
                raise IllegalAction("cakemaster.exchange_solo", "CM28")
            if not state.exchanges_left:
                raise IllegalAction("cakemaster.exchanges_used", "CM28", n=SOLO_EXCHANGES)
            if state.phase not in ("discard", "place"):
                raise IllegalAction("cakemaster.exchange_no_cards", "CM28")
            _in_hand(hand, action.card, "CM28")
            return
        PHASES.check(state.phase, action)
        rule = PHASES[state.phase].rule
        if kind is Place:
            _in_hand(hand, action.card, rule)
            if state.cakes[seat][action.cake - 1][action.quarter - 1] is not None:
                raise IllegalAction(
                    "cakemaster.quarter_taken", "CM11", quarter=action.quarter, cake=action.cake
                )
        elif kind is Return:
            got = [c for c in hand if c != state.kept[seat]]
            for number in (action.keep, action.back):
                if number not in got:
                    raise IllegalAction("cakemaster.not_given", rule, card=number)
            if action.keep == action.back:
                raise IllegalAction("cakemaster.keep_one_return_other", rule)
        else:
            cards = [action.card] if kind is Discard else action.cards()
            for number in cards:
                _in_hand(hand, number, rule)
            if len(set(cards)) != len(cards):
                raise IllegalAction("cakemaster.three_different", rule)

    # carrying out
    def perform(self, state: State, seat: int, action) -> list[Event]:
        kind = type(action)
        if kind is Place:
            state.hands[seat].remove(action.card)
            state.cakes[seat][action.cake - 1][action.quarter - 1] = action.card
            state.last.append([seat, action.text()])
            events = [_placed(action)]
            if not any(state.hands):
                before = list(state.stars)
                self._end_turn(state)
                events += [
                    Scored(s, after - was)
                    for s, (was, after) in enumerate(zip(before, state.stars))
                    if after != was
                ]
            return events
        if kind in CHOICES:
            state.choices[seat] = action.cards()
            if None not in state.choices:
                {Draft: self._pass_draft, Give: self._pass_give, Return: self._pass_return}[kind](
                    state
                )
        elif kind is Discard:
            state.hands[seat].remove(action.card)
            state.discard.append(action.card)
            state.phase = "place"
            state.last = []
        else:  # Exchange (CM28)
            hand = state.hands[seat]
            hand[hand.index(action.card)] = state.deck.pop()
            state.discard.append(action.card)
            state.exchanges_left -= 1
            state.reveals += 1
        return [Event(_CHOSE[kind])]

    def _pass_draft(self, state: State) -> None:
        """CM05/CM06: the left card goes to the next seat, the right card to the seat before."""
        n = state.players
        for seat in range(n):
            keep, _, _ = state.choices[seat]
            from_right = state.choices[(seat - 1) % n][1]  # the right neighbour passes left
            from_left = state.choices[(seat + 1) % n][2]  # the left neighbour passes right
            state.hands[seat] = [keep, from_right, from_left]
            _, left, right = state.choices[seat]
            state.known[seat] = [[left, (seat + 1) % n], [right, (seat - 1) % n]]
        self._to_place(state)

    def _pass_give(self, state: State) -> None:
        """CM24: each player holds its kept card and the two it was given."""
        for seat in range(2):
            keep, *given = state.choices[seat]
            state.kept[seat] = keep
            state.hands[seat] = [keep, *state.choices[1 - seat][1:]]
            state.known[seat] = [[c, 1 - seat] for c in given]
        state.choices = [None, None]
        state.phase = "return"
        state.reveals += 1

    def _pass_return(self, state: State) -> None:
        for seat in range(2):
            keep, back = state.choices[seat]
            returned = state.choices[1 - seat][1]
            state.hands[seat] = [state.kept[seat], keep, returned]
            # Of the two cards this seat gave, the other player kept the one not returned.
            kept_by_other = next(c for c, _ in state.known[seat] if c != returned)
            state.known[seat] = [[kept_by_other, 1 - seat], [back, 1 - seat]]
        state.kept = [None, None]
        self._to_place(state)

    def _to_place(self, state: State) -> None:
        state.choices = [None] * state.players
        state.phase = "place"
        state.last = []
        state.reveals += 1

    def _end_turn(self, state: State) -> None:
        """CM12: after 4 turns the cakes are complete and the round is scored."""
        if state.turn < TURNS:
            self._start_turn(state)
            return
        scoring.score_round(state)
        if state.round < ROUNDS:
            self._start_round(state)
        else:
            state.phase = "over"
            state.hands = [[] for _ in range(state.players)]
            state.choices = [None] * state.players
            state.last = []

    # what players see
    def view(self, state: State, seat: int | None) -> dict:
        return views.view(state, seat, self.to_move(state))

    def determinize(self, view: dict, seat: int, rng: Rng) -> State:
        return views.determinize(view, seat, rng, self.legal_actions_of_hand)

    def legal_actions_of_hand(self, state: State, seat: int) -> list:
        """The choices ``seat``'s hand allows in this phase, whether or not it has chosen."""
        saved, state.choices[seat] = state.choices[seat], None
        try:
            return self.legal_actions(state, seat)
        finally:
            state.choices[seat] = saved

    def result(self, state: State) -> Result | None:
        return scoring.result(state)

    def state_from_json(self, data: dict) -> State:
        return State.from_json(data)


def _in_hand(hand: list[int], number: int, rule: str) -> None:
    if number not in hand:
        raise IllegalAction("cakemaster.not_in_hand", rule, card=number)


GAME = CakeMaster()
