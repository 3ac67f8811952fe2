"""Carrying out a Food Paradise action (``perform``) and what a turn sets off
(FP09–FP20): the move, the space's action, the offer round, the market, building the
face-up recipe, the end of the game.

``perform`` returns the events; the functions it calls change the state and append
to ``events`` what happened (public facts only: a turned card's price is seen by all,
a hand's cards never). When a
decision is needed (an offer, a research choice) the phase says so and the turn
waits; ``end_turn`` finishes it once the space is done with.
"""

from __future__ import annotations

from pygames.core.messages import Count, Event, Player
from pygames.foodparadise.actions import Buy, Corner, Decline, PlayCard, Research, Roll
from pygames.foodparadise.data import (
    CORNER_SPACES,
    DIE_SIDES,
    MARKET_PRICE,
    RECIPE_REVENUE,
    RECIPES,
    RESEARCH_STEPS,
    SPACES,
    TRACK,
    TURN_LIMIT,
    WIN_CASH,
    WIN_RECIPES,
    ingredient_msg,
    recipe_msg,
    space_msg,
)
from pygames.foodparadise.state import State

BANK = -1  # an offer's source: the bank's supply (else the seat it is taken from)


def own_corner_space(state: State, seat: int) -> int:
    return CORNER_SPACES[state.corners[seat]]


def corner_owner(state: State, corner: int) -> int | None:
    return state.corners.index(corner) if corner in state.corners else None


def passes(start: int, steps: int, space: int) -> bool:
    """Whether a move of ``steps`` from ``start`` passes or ends on ``space``."""
    return 1 <= (space - start) % SPACES <= steps


def gain(state: State, seat: int, amount: int, events: list) -> None:
    """Money from the bank; FP20: holding 10,000 wins at once."""
    state.cash[seat] += amount
    if state.cash[seat] >= WIN_CASH and state.phase != "over":
        finish(state, seat, "cash", events)


def finish(state: State, seat: int, end: str, events: list) -> None:
    state.phase, state.winner, state.end = "over", seat, end
    state.offer_price, state.offer_kind, state.offer_queue = 0, -1, []
    if end == "cash":
        events.append(Event("foodparadise.log.won_cash", who=Player(seat), cash=state.cash[seat]))
    else:
        built = Count("foodparadise.count.recipes", WIN_RECIPES)
        events.append(Event("foodparadise.log.won_recipes", who=Player(seat), n=built))


# -- an action carried out ----------------------------------------------------------
def perform(state: State, seat: int, action) -> list[Event]:
    """``seat``'s action, checked legal (``legal.check``), carried out: its own event
    first, then what it set off."""
    kind = type(action)
    events: list[Event] = []
    if kind is Corner:
        corner = action.corner - 1
        state.corners[seat] = corner
        state.positions[seat] = CORNER_SPACES[corner]
        events.append(Event("foodparadise.log.corner", corner=action.corner))
        if seat + 1 < state.players:
            state.mover = seat + 1
        else:
            state.mover, state.phase = 0, "move"
    elif kind is Roll:
        value = state.rng.below(DIE_SIDES) + 1
        state.reveals += 1
        to = (state.positions[seat] + value) % SPACES
        events.append(Event("foodparadise.log.rolled", value=value, space=space_msg(to)))
        move(state, value, value, events)
    elif kind is PlayCard:
        state.hands[seat].remove(action.price)
        state.price_deck.append(action.price)
        to = (state.positions[seat] + action.steps) % SPACES
        events.append(
            Event(
                "foodparadise.log.played",
                price=action.price,
                steps=action.steps,
                space=space_msg(to),
            )
        )
        move(state, action.steps, 0, events)
    elif kind is Buy:
        source = action.source
        if source is None:
            source = source_of(state, seat, state.offer_kind)
        if state.rules_version >= 2 and source != BANK:  # FP11: whose token
            events.append(
                Event(
                    "foodparadise.log.bought_from",
                    kind=ingredient_msg(state.offer_kind),
                    price=state.offer_price,
                    who=Player(source),
                )
            )
        else:
            events.append(
                Event(
                    "foodparadise.log.bought",
                    kind=ingredient_msg(state.offer_kind),
                    price=state.offer_price,
                )
            )
        buy(state, seat, source, events)
    elif kind is Decline:
        events.append(Event("foodparadise.log.declined"))
        decline(state, events)
    elif kind is Research:
        to = (state.positions[seat] + RESEARCH_STEPS) % SPACES
        events.append(Event("foodparadise.log.researched", space=space_msg(to)))
        research(state, events)
    else:  # Stay
        events.append(Event("foodparadise.log.stayed"))
        end_turn(state, events)
    return events


# -- moving (FP08, FP09) --------------------------------------------------------------
def move(state: State, steps: int, die: int, events: list) -> None:
    """The mover goes ``steps`` on; FP09: passing (or ending on) its own corner pays
    that corner's revenue; then the space it ends on acts."""
    seat = state.mover
    start = state.positions[seat]
    state.positions[seat] = (start + steps) % SPACES
    state.last_move = [seat, start, state.positions[seat], steps, die]
    own = own_corner_space(state, seat)
    if passes(start, steps, own):
        amount = state.revenue[state.corners[seat]]
        events.append(Event("foodparadise.log.revenue_own", amount=amount))
        gain(state, seat, amount, events)
        if state.phase == "over":
            return
    land(state, events)


def land(state: State, events: list) -> None:
    seat = state.mover
    space = TRACK[state.positions[seat]]
    if space.kind == "source":
        start_offer(state, space.ingredient, events)
        return
    if space.kind == "research":
        state.phase = "research"
        return
    if space.kind == "demand":
        market(state, events)
    elif space.corner != state.corners[seat]:  # FP18: another's (or an empty) corner
        amount = state.revenue[space.corner]
        owner = corner_owner(state, space.corner)
        if owner is None:
            events.append(Event("foodparadise.log.revenue_empty", amount=amount))
        else:
            events.append(Event("foodparadise.log.revenue_other", amount=amount, who=Player(owner)))
        gain(state, seat, amount, events)
    if state.phase != "over":
        end_turn(state, events)


def research(state: State, events: list) -> None:
    """FP17: 6 spaces on, no revenue for corners passed, and the market demand there."""
    seat = state.mover
    start = state.positions[seat]
    state.positions[seat] = (start + RESEARCH_STEPS) % SPACES
    state.last_move = [seat, start, state.positions[seat], RESEARCH_STEPS, 0]
    market(state, events)
    if state.phase != "over":
        end_turn(state, events)


# -- offers (FP10–FP15) ---------------------------------------------------------------
def holders(state: State, seat: int, kind: int) -> list[int]:
    """FP11: the other seats holding a token of ``kind``, clockwise from ``seat``'s left."""
    players = state.players
    return [
        other
        for other in ((seat + step) % players for step in range(1, players))
        if state.holdings[other][kind]
    ]


def take_choices(state: State, seat: int, kind: int) -> list[int]:
    """FP11 at rules version 2: the seats ``seat`` chooses among to take ``kind`` from
    (clockwise from its left): the other holders when the bank has none and two or
    more others hold some; else none, as there is nothing to choose (the bank, or the
    one holder). At rules version 1 there is never a choice (``source_of``)."""
    if state.rules_version < 2 or state.supply[kind]:
        return []
    found = holders(state, seat, kind)
    return found if len(found) > 1 else []


def source_of(state: State, seat: int, kind: int) -> int | None:
    """Where ``seat`` would get the ingredient unasked: the bank while it has one
    (BANK); else FP11: the other player holding the most, ties the first clockwise from
    ``seat`` (at rules version 2 this decides only with one holder: with more the
    buyer names one, ``take_choices``); None when nobody else holds one."""
    if state.supply[kind]:
        return BANK
    best = None
    for step in range(1, state.players):
        other = (seat + step) % state.players
        held = state.holdings[other][kind]
        if held and (best is None or held > state.holdings[best][kind]):
            best = other
    return best


def turn_price_card(state: State, events: list) -> int:
    """The top price card; FP15: with the deck empty, a card drawn at random from
    all the cards in players' hands (every card as likely)."""
    state.reveals += 1
    if state.price_deck:
        return state.price_deck.pop(0)
    held = [(seat, price) for seat, hand in enumerate(state.hands) for price in hand]
    seat, price = held[state.rng.below(len(held))]
    state.hands[seat].remove(price)
    events.append(Event("foodparadise.log.drawn_from", who=Player(seat)))
    return price


def start_offer(state: State, kind: int, events: list) -> None:
    """FP10/FP12/FP14: the turned price is offered to the mover, then clockwise from
    its left; a seat that cannot pay, or could get no token, is passed over."""
    price = turn_price_card(state, events)
    events.append(Event("foodparadise.log.turned", price=price, kind=ingredient_msg(kind)))
    queue = []
    for step in range(state.players):
        seat = (state.mover + step) % state.players
        if state.cash[seat] < price:
            events.append(Event("foodparadise.log.cannot_pay", who=Player(seat)))
        elif source_of(state, seat, kind) is None:
            events.append(Event("foodparadise.log.none_to_take", who=Player(seat)))
        else:
            queue.append(seat)
    state.offer_price, state.offer_kind, state.offer_queue = price, kind, queue
    if queue:
        state.phase = "offer"
    else:
        unsold(state, events)


def buy(state: State, seat: int, source: int | None, events: list) -> None:
    """``seat`` buys the offer, its token from ``source`` (BANK, a seat, or None: where
    ``source_of`` says). At rules version 2 the action's own event names the seat a
    token is taken from; at version 1 a consequence says it."""
    kind, price = state.offer_kind, state.offer_price
    if source is None:
        source = source_of(state, seat, kind)
    state.cash[seat] -= price
    state.hands[seat].append(price)
    state.hands[seat].sort()
    if source == BANK:
        state.supply[kind] -= 1
    else:
        state.holdings[source][kind] -= 1
        if state.rules_version < 2:
            events.append(
                Event("foodparadise.log.taken_from", who=Player(source), kind=ingredient_msg(kind))
            )
    state.holdings[seat][kind] += 1
    close_offer(state)
    end_turn(state, events)


def decline(state: State, events: list) -> None:
    state.offer_queue.pop(0)
    if not state.offer_queue:
        unsold(state, events)


def unsold(state: State, events: list) -> None:
    """FP13: nobody bought: the card goes under the price deck."""
    state.price_deck.append(state.offer_price)
    events.append(Event("foodparadise.log.unsold", price=state.offer_price))
    close_offer(state)
    end_turn(state, events)


def close_offer(state: State) -> None:
    state.offer_price, state.offer_kind, state.offer_queue = 0, -1, []
    state.phase = "move"


# -- the market (FP16) ----------------------------------------------------------------
def market(state: State, events: list) -> None:
    """FP16: all the mover's tokens of the demanded kind go back for 1,200 in all;
    after a sale the demand card goes under its deck and the next one is turned."""
    seat = state.mover
    kind = state.demand_deck[0]
    count = state.holdings[seat][kind]
    if not count:
        events.append(Event("foodparadise.log.no_sale", kind=ingredient_msg(kind)))
        return
    state.holdings[seat][kind] = 0
    state.supply[kind] += count
    state.demand_deck.append(state.demand_deck.pop(0))
    state.reveals += 1
    events.append(
        Event(
            "foodparadise.log.sold",
            count=count,
            kind=ingredient_msg(kind),
            amount=MARKET_PRICE,
            next=ingredient_msg(state.demand_deck[0]),
        )
    )
    gain(state, seat, MARKET_PRICE, events)


# -- the end of a turn (FP19, FP20, the safeguard) ------------------------------------
def can_build(state: State, seat: int) -> bool:
    pile = state.piles[seat]
    return bool(pile) and all(state.holdings[seat][k] for k in RECIPES[pile[0]].ingredients)


def end_turn(state: State, events: list) -> None:
    """FP19: the mover builds its face-up recipe if it holds the three ingredients
    (checked once a turn); FP20: a fourth recipe wins; then the next seat moves."""
    seat = state.mover
    state.phase = "move"
    if can_build(state, seat):
        recipe = state.piles[seat].pop(0)
        for kind in RECIPES[recipe].ingredients:
            state.holdings[seat][kind] -= 1
            state.supply[kind] += 1
        state.built[seat].append(recipe)
        corner = state.corners[seat]
        state.revenue[corner] += RECIPE_REVENUE
        # The builder is the mover, who need not be the seat whose action ended the
        # turn (a buy or decline on the offer round): the events name it.
        events.append(
            Event(
                "foodparadise.log.built",
                who=Player(seat),
                recipe=recipe_msg(recipe),
                revenue=state.revenue[corner],
            )
        )
        if len(state.built[seat]) >= WIN_RECIPES:
            finish(state, seat, "recipes", events)
            return
        state.reveals += 1
        events.append(
            Event(
                "foodparadise.log.next_recipe",
                who=Player(seat),
                recipe=recipe_msg(state.piles[seat][0]),
            )
        )
    state.turns += 1
    if state.turns >= TURN_LIMIT * state.players:
        state.phase, state.end = "over", "limit"
        turns = Count("foodparadise.count.turns", TURN_LIMIT)
        events.append(Event("foodparadise.log.turn_limit", turns=turns))
        return
    state.mover = (seat + 1) % state.players
