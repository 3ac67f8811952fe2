"""What a Cake Master seat sees (``view``), and full positions consistent with it
(``determinize``) for the bots that search.

A seat's hidden choice is in its own view only (``choice``), and nothing derived from
another seat's choice shows before the last seat has chosen; the cards a seat passed
(``known``) are the only cards of other hands it may know.
"""

from __future__ import annotations

from pygames.cakemaster.actions import choice_of, parse
from pygames.cakemaster.data import (
    CARD_COUNT,
    CUSTOMER_COUNT,
    best_assignment,
    cake_tasty,
    solo_rating,
    tasty_total,
)
from pygames.cakemaster.state import State, mode_of
from pygames.core.deal import deal_unseen
from pygames.core.rng import Rng


def chosen(state: State) -> list[bool]:
    """Per seat: whether it is done in this phase (never what it chose)."""
    if state.phase == "place":
        return [not hand for hand in state.hands]
    if state.phase == "over":
        return [True] * state.players
    return [c is not None for c in state.choices]


def view(state: State, seat: int | None, to_move: tuple[int, ...]) -> dict:
    solo = state.players == 1
    own = seat is not None
    choice = None
    if own and state.choices[seat] is not None and state.phase in ("draft", "give", "return"):
        choice = choice_of(state.phase, state.choices[seat]).text()
    return {
        "game": "cakemaster",
        "players": state.players,
        "options": dict(state.options),
        "seat": seat,
        "mode": mode_of(state.players),
        "round": state.round,
        "turn": state.turn,
        "phase": state.phase,
        "to_move": list(to_move),
        "chosen": chosen(state),
        "hand": list(state.hands[seat]) if own else None,
        "hand_sizes": [len(h) for h in state.hands],
        "choice": choice,
        "kept": state.kept[seat] if own else None,
        "known": [list(k) for k in state.known[seat]] if own else [],
        "cakes": [[list(cake) for cake in cakes] for cakes in state.cakes],
        "cake_tasty": [
            [None if solo else cake_tasty(cake) for cake in cakes] for cakes in state.cakes
        ],
        "customers": list(state.customers),
        "customer_discard": list(state.customer_discard),
        "customer_deck": len(state.customer_deck),
        "served": [best_assignment(cakes, state.customers) for cakes in state.cakes],
        "stars": list(state.stars),
        "tasty": [0 if solo else tasty_total(cakes) for cakes in state.cakes],
        "rounds": [_plain(summary) for summary in state.rounds],
        "deck": len(state.deck),
        "discard": list(state.discard) if solo and own else None,
        "discard_size": len(state.discard),
        "exchanges_left": state.exchanges_left,
        "last": [list(item) for item in state.last],
        "scores": list(state.stars),
        "rating": solo_rating(state.stars[0]) if solo and state.phase == "over" else None,
    }


def _plain(value):
    """A copy of JSON-like data all the way down."""
    if isinstance(value, list):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {key: _plain(v) for key, v in value.items()}
    return value


def determinize(view: dict, seat: int, rng: Rng, choices_of_hand) -> State:
    """A full state consistent with ``seat``'s view: the cards it has not seen dealt
    at random to the other hands and the deck (the cards it passed stay with the
    players it passed them to), the other players' hidden choices made at random
    from those hands (``choices_of_hand(state, seat)``: the choices a hand allows),
    and the customer deck shuffled from the customers unseen.

    The unseen cards are shuffled and cut by ``core.deal.deal_unseen`` and dealt from
    the end of the shuffle (the first hand first, card by card from the back; the deck
    is the front left over): the search bots' records replay only in that order."""
    players = view["players"]
    placed = {n for cakes in view["cakes"] for cake in cakes for n in cake if n is not None}
    own = list(view["hand"])
    seen = placed | set(own) | set(view["discard"] or ())
    fixed = [[] for _ in range(players)]
    for number, holder in view["known"]:
        if number not in placed:
            fixed[holder].append(number)
            seen.add(number)
    unseen = [n for n in range(1, CARD_COUNT + 1) if n not in seen]
    sizes = [
        0 if other == seat else size - len(fixed[other])
        for other, size in enumerate(view["hand_sizes"])
    ]
    # From the end: the deck is the front, the hands the back cut in reverse, each reversed.
    (deck, *dealt), _ = deal_unseen(rng, unseen, [len(unseen) - sum(sizes), *sizes[::-1]])
    dealt = [cards[::-1] for cards in dealt[::-1]]
    hands = [own if other == seat else dealt[other] + fixed[other] for other in range(players)]
    out = set(view["customers"]) | set(view["customer_discard"])
    customer_deck = [n for n in range(1, CUSTOMER_COUNT + 1) if n not in out]
    rng.shuffle(customer_deck)
    state = State(
        players,
        dict(view["options"]),
        Rng(rng.next_u64()),
        customer_deck,
        list(view["customer_discard"]),
        list(view["customers"]),
    )
    state.deck, state.discard = deck, list(view["discard"] or [])
    state.round, state.turn, state.phase = view["round"], view["turn"], view["phase"]
    state.hands = hands
    state.cakes = [[list(cake) for cake in cakes] for cakes in view["cakes"]]
    state.stars = list(view["stars"])
    state.rounds = [_plain(summary) for summary in view["rounds"]]
    state.exchanges_left = view["exchanges_left"]
    state.last = [list(item) for item in view["last"]]
    state.known = [[] for _ in range(players)]
    state.known[seat] = [list(k) for k in view["known"]]
    state.kept = [None] * players
    if state.phase == "return":  # the other player's kept card: any not given to it
        state.kept = [view["kept"] if s == seat else hands[s][0] for s in range(2)]
        # and the cards it gave are the ones this seat received
        state.known[1 - seat] = [[n, seat] for n in hands[seat] if n != state.kept[seat]]
    state.choices = [None] * players
    if state.phase in ("draft", "give", "return"):
        for other, done in enumerate(view["chosen"]):
            if not done:
                continue
            if other == seat:
                action = parse(view["choice"])
            else:
                legal = choices_of_hand(state, other)
                action = legal[rng.below(len(legal))]
            state.choices[other] = action.cards()
    return state
