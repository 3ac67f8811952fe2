"""Carrying out Cake Master's actions (``perform``) and what they report, and the
rounds and turns they lead to: a round's fresh deck and customers (CM03/CM21), a
turn's deal (CM04), the cards passed once everyone has chosen (CM05/CM24), the round
scored when the cakes are complete (CM12). The refusals are in ``legal.py``: nothing
here checks anything.

The text of a keep/give/return/discard/exchange action is secret to its seat (even
after the reveal, other players see only what reached them), and so the events of
these actions say only that a choice was made. Placements are public.
"""

from __future__ import annotations

from pygames.cakemaster import scoring
from pygames.cakemaster.actions import CHOICES, Discard, Draft, Exchange, Give, Place, Return
from pygames.cakemaster.data import (
    CAKES,
    CARD_COUNT,
    DEAL,
    QUARTERS,
    ROUNDS,
    SOLO_CUSTOMERS,
    SOLO_DRAW,
    TURNS,
    card,
)
from pygames.cakemaster.state import State, mode_of
from pygames.core.messages import Event, Msg, Scored

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


def start_round(state: State) -> None:
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
    _start_turn(state)


def _start_turn(state: State) -> None:
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


def perform(state: State, seat: int, action) -> list[Event]:
    kind = type(action)
    if kind is Place:
        state.hands[seat].remove(action.card)
        state.cakes[seat][action.cake - 1][action.quarter - 1] = action.card
        state.last.append([seat, action.text()])
        events = [_placed(action)]
        if not any(state.hands):
            before = list(state.stars)
            _end_turn(state)
            events += [
                Scored(s, after - was)
                for s, (was, after) in enumerate(zip(before, state.stars))
                if after != was
            ]
        return events
    if kind in CHOICES:
        state.choices[seat] = action.cards()
        if None not in state.choices:
            {Draft: _pass_draft, Give: _pass_give, Return: _pass_return}[kind](state)
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


def _pass_draft(state: State) -> None:
    """CM05/CM06: the left card goes to the next seat, the right card to the seat before."""
    n = state.players
    for seat in range(n):
        keep, _, _ = state.choices[seat]
        from_right = state.choices[(seat - 1) % n][1]  # the right neighbour passes left
        from_left = state.choices[(seat + 1) % n][2]  # the left neighbour passes right
        state.hands[seat] = [keep, from_right, from_left]
        _, left, right = state.choices[seat]
        state.known[seat] = [[left, (seat + 1) % n], [right, (seat - 1) % n]]
    _to_place(state)


def _pass_give(state: State) -> None:
    """CM24: each player holds its kept card and the two it was given."""
    for seat in range(2):
        keep, *given = state.choices[seat]
        state.kept[seat] = keep
        state.hands[seat] = [keep, *state.choices[1 - seat][1:]]
        state.known[seat] = [[c, 1 - seat] for c in given]
    state.choices = [None, None]
    state.phase = "return"
    state.reveals += 1


def _pass_return(state: State) -> None:
    for seat in range(2):
        keep, back = state.choices[seat]
        returned = state.choices[1 - seat][1]
        state.hands[seat] = [state.kept[seat], keep, returned]
        # Of the two cards this seat gave, the other player kept the one not returned.
        kept_by_other = next(c for c, _ in state.known[seat] if c != returned)
        state.known[seat] = [[kept_by_other, 1 - seat], [back, 1 - seat]]
    state.kept = [None, None]
    _to_place(state)


def _to_place(state: State) -> None:
    state.choices = [None] * state.players
    state.phase = "place"
    state.last = []
    state.reveals += 1


def _end_turn(state: State) -> None:
    """CM12: after 4 turns the cakes are complete and the round is scored."""
    if state.turn < TURNS:
        _start_turn(state)
        return
    scoring.score_round(state)
    if state.round < ROUNDS:
        start_round(state)
    else:
        state.phase = "over"
        state.hands = [[] for _ in range(state.players)]
        state.choices = [None] * state.players
        state.last = []
