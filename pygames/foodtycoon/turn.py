"""Carrying out Food Tycoon's actions (already checked), and what each one reports.

``perform`` returns the action's events: first the action itself as the log tells it
("bid 7"), then what it set off in the order it happened: a lot sold (and the event
card it held, turned at once, with what it changed), a lot nobody bought, the fame a
dish brought (``Scored``). Only public facts go into events: thinking names no card
drawn, a lot's face-down event is named only once it is bought.

The auction (FT13, this edition's procedure): bids go round the table, starting left
of the host. The player whose turn it is bids (more than the last bid, at most its
money) or passes; a player who passed may bid again when its turn comes round. Once
every other player has passed in a row since the last bid, the bidder buys the lot.
If all players pass without a bid, nobody buys it: its cards go back. A player who
cannot bid more than the last bid is passed over automatically (its pass is shown in
``bids`` as forced). A lot with nothing in it is not auctioned: it is marked unsold.
"""

from __future__ import annotations

from pygames.core.messages import Event, Player, Scored
from pygames.foodtycoon import events, scoring
from pygames.foodtycoon.actions import (
    Bid,
    Cards,
    Cook,
    Discard,
    Order,
    Pass,
    Roll,
    Shop,
    Take,
    Think,
)
from pygames.foodtycoon.data import (
    DICE,
    DIE_FACES,
    EVENTS,
    INGREDIENTS,
    LOTS,
    RECIPES,
    SHOP_BASE,
    SIX,
    SIXES,
    THINK_DRAW,
    Words,
    cards_msg,
    event_msg,
    recipe_msg,
)
from pygames.foodtycoon.legal import cookable
from pygames.foodtycoon.state import (
    Lot,
    State,
    draw_event,
    draw_recipe,
    return_ingredients,
    take_ingredients,
)

KINDS = len(INGREDIENTS)


def perform(state: State, seat: int, action) -> list[Event]:
    said = [describe(action)]
    _DO[state.phase](state, seat, action, said)
    return said


def describe(action) -> Event:
    """An action as the log tells it. Thinking never names the recipe kept: only the
    one discarded, which is put face up."""
    if isinstance(action, (Discard, Cook)):
        phrase = "discarded" if isinstance(action, Discard) else "cooked"
        return Event(f"foodtycoon.log.{phrase}", recipe=recipe_msg(action.recipe))
    if isinstance(action, Cards):
        counts = [action.kinds.count(kind) for kind in range(KINDS)]
        phrase = "took" if isinstance(action, Take) else "chose"
        return Event(f"foodtycoon.log.{phrase}", cards=cards_msg(counts))
    if isinstance(action, Order):
        lots = Words([lot + 1 for lot in action.lots], "foodtycoon.log.lot_sep")
        return Event("foodtycoon.log.ordered", lots=lots)
    if isinstance(action, Bid):
        return Event("foodtycoon.log.bid", amount=action.amount)
    return Event(_PHRASES[type(action)])


_PHRASES = {
    Shop: "foodtycoon.log.shopped",
    Think: "foodtycoon.log.thought",
    Roll: "foodtycoon.log.rolled",
    Pass: "foodtycoon.log.passed",
}


# -- set-up, shop or think (FT02–FT08) ------------------------------------------------------


def _setup_recipes(state: State, seat: int, action: Discard, said: list) -> None:
    state.hands[seat].remove(action.recipe)
    state.recipe_discard.append(action.recipe)  # FT02: face up
    if not next_seat(state):
        state.phase = "setup-ingredients"


def _setup_ingredients(state: State, seat: int, action: Take, said: list) -> None:
    for kind in action.kinds:
        take_ingredients(state, seat, kind, 1)
    if not next_seat(state):
        state.phase = "choose"


def _choose(state: State, seat: int, action, said: list) -> None:
    if isinstance(action, Shop):  # FT06
        state.money[seat] += SHOP_BASE + sum(RECIPES[d].bags for d in state.dishes[seat])
    else:  # FT07, FT08
        state.reveals += 1
        drawn = [draw_recipe(state) for _ in range(THINK_DRAW)]
        drawn = [card for card in drawn if card is not None]
        if len(drawn) == THINK_DRAW:
            state.drawn = drawn
            state.phase = "think"
            return
        state.hands[seat] += drawn  # a single card left: nothing to choose
    _chosen(state)


def _think(state: State, seat: int, action: Discard, said: list) -> None:
    state.drawn.remove(action.recipe)
    state.recipe_discard.append(action.recipe)
    state.hands[seat] += state.drawn
    state.drawn = []
    state.phase = "choose"
    _chosen(state)


def _chosen(state: State) -> None:
    if not next_seat(state):
        state.phase, state.lots, state.order, state.current = "roll", [], [], 0


# -- the lots (FT09–FT12, FT22) -------------------------------------------------------------


def _roll(state: State, seat: int, action, said: list) -> None:
    state.reveals += 1
    dice = [1 + state.rng.below(DIE_FACES) for _ in range(DICE)]
    faces = Words(dice, "foodtycoon.log.lot_sep")
    said[0] = Event("foodtycoon.log.rolled_dice", dice=tuple(dice), faces=faces)
    state.lots.append(make_lot(state, dice))
    if state.lots[-1].pending:
        state.phase = "pick"
    else:
        _lot_made(state, said)


def make_lot(state: State, dice: list[int]) -> Lot:
    """FT10–FT11: a die 1–5 adds that ingredient (none if its pile is empty); the
    sixes add an event (face down), a recipe (face up) and the host's free choice."""
    lot = Lot(list(dice), [0] * KINDS, [0] * KINDS, None, None)
    for face in dice:
        if face != SIX and state.piles[face - 1]:
            state.piles[face - 1] -= 1
            lot.ingredients[face - 1] += 1
    sixes = SIXES[dice.count(SIX)]
    if sixes.events:
        lot.event = draw_event(state)
    if sixes.recipes:
        lot.recipe = draw_recipe(state)
    lot.pending = min(sixes.host_choice, sum(state.piles))
    return lot


def is_empty(lot: Lot) -> bool:
    return not any(lot.ingredients) and lot.recipe is None and lot.event is None


def _pick(state: State, seat: int, action, said: list) -> None:
    lot = state.lots[-1]
    for kind in action.kinds:
        state.piles[kind] -= 1
        lot.ingredients[kind] += 1
        lot.chosen[kind] += 1
    lot.pending = 0
    _lot_made(state, said)


def _lot_made(state: State, said: list) -> None:
    if len(state.lots) < LOTS[state.players]:
        state.phase = "roll"
    elif state.advanced:
        state.phase = "order"  # FT22
    else:
        state.order = list(range(len(state.lots)))
        _open_lot(state, said)


def _order(state: State, seat: int, action: Order, said: list) -> None:
    state.order = list(action.lots)
    for index, lot in enumerate(state.lots):
        if index not in state.order:
            lot.status = "removed"
            _put_back(state, lot)
    _open_lot(state, said)


def _open_lot(state: State, said: list) -> None:
    """The next lot in order goes up for auction, or the cooking step begins. A lot
    with nothing in it (its dice found only empty piles and rolled no 6, or the
    decks were empty too) is not auctioned: it is marked unsold, as nobody buys it."""
    while state.current < len(state.order):
        index = state.order[state.current]
        if not is_empty(state.lots[index]):
            break
        _unsold(state, index, said)
        state.current += 1
    if state.current >= len(state.order):
        _start_cooking(state, said)
        return
    state.phase = "auction"
    state.high, state.bidder, state.passes, state.bids = 0, None, 0, []
    state.turn = state.host  # the first to bid sits left of the host
    _next_bidder(state, said)


# -- the auction (FT13–FT16) ----------------------------------------------------------------


def _auction(state: State, seat: int, action, said: list) -> None:
    if isinstance(action, Bid):
        state.high, state.bidder, state.passes = action.amount, seat, 0
        state.bids.append([seat, action.amount, False])
    else:
        state.passes += 1
        state.bids.append([seat, None, False])
    _next_bidder(state, said)


def _next_bidder(state: State, said: list) -> None:
    """Bidding goes on to the left; sold once all the others passed in a row since
    the last bid; unsold once everybody passed without a bid. Players who cannot
    bid more than the last bid pass by themselves."""
    players = state.players
    while True:
        if state.bidder is not None and state.passes >= players - 1:
            _sell(state, said)
            return
        if state.bidder is None and state.passes >= players:
            index = state.order[state.current]
            _unsold(state, index, said)
            _put_back(state, state.lots[index])
            _next_lot(state, said)
            return
        state.turn = (state.turn + 1) % players
        if state.money[state.turn] > state.high:
            return
        state.passes += 1
        state.bids.append([state.turn, None, True])


def _unsold(state: State, index: int, said: list) -> None:
    state.lots[index].status = "unsold"
    said.append(Event("foodtycoon.log.no_sale", n=index + 1))


def _sell(state: State, said: list) -> None:
    """FT15–FT16: the buyer pays the bank, takes the lot, turns its event."""
    index = state.order[state.current]
    lot = state.lots[index]
    buyer = state.bidder
    lot.status, lot.buyer, lot.price = "sold", buyer, state.high
    said.append(Event("foodtycoon.log.sale", n=index + 1, name=Player(buyer), price=state.high))
    state.money[buyer] -= state.high
    for kind, count in enumerate(lot.ingredients):
        state.ingredients[buyer][kind] += count
    if lot.recipe is not None:
        state.hands[buyer].append(lot.recipe)
        state.known[buyer].append(lot.recipe)  # everyone saw it go into that hand
    if lot.event is not None:
        state.reveals += 1
        state.last_event = changed = events.resolve(state, lot.event, buyer)
        state.event_discard.append(lot.event)
        said.append(
            Event(
                "foodtycoon.log.turned",
                event=event_msg(EVENTS[lot.event].key),
                buyer=Player(buyer),
                money=tuple(changed["money"]),
                ingredients=tuple(tuple(cards) for cards in changed["ingredients"]),
                recipes=tuple(changed["recipes"]),
            )
        )
    _next_lot(state, said)


def _put_back(state: State, lot: Lot) -> None:
    """A lot nobody takes (unsold, or removed by the host): ingredients to their
    piles, the recipe to the discards (it was face up), the unseen event face
    down under the event deck."""
    for kind, count in enumerate(lot.ingredients):
        state.piles[kind] += count
    if lot.recipe is not None:
        state.recipe_discard.append(lot.recipe)
    if lot.event is not None:
        state.event_deck.insert(0, lot.event)


def _next_lot(state: State, said: list) -> None:
    state.current += 1
    _open_lot(state, said)


# -- cooking and the end of a round (FT17–FT21) ---------------------------------------------


def _start_cooking(state: State, said: list) -> None:
    state.phase = "cook"
    state.turn = state.host
    if not cookable(state, state.turn):
        _next_cook(state)


def _cook(state: State, seat: int, action, said: list) -> None:
    if isinstance(action, Cook):  # FT17: ingredients back to their piles
        before = scoring.fame(state, seat)
        for kind, need in enumerate(RECIPES[action.recipe].needs):
            return_ingredients(state, seat, kind, need)
        state.hands[seat].remove(action.recipe)
        state.dishes[seat].append(action.recipe)
        if action.recipe in state.known[seat]:  # a copy bought face up: now a dish
            state.known[seat].remove(action.recipe)
        said.append(Scored(seat, scoring.fame(state, seat) - before))
    _next_cook(state)


def _next_cook(state: State) -> None:
    """FT18: one dish each; a player who can cook nothing is passed over."""
    while next_seat(state):
        if cookable(state, state.turn):
            return
    _end_round(state)


def _end_round(state: State) -> None:
    target = scoring.fame_to_end(state)
    if max(scoring.fame(state, seat) for seat in range(state.players)) >= target:  # FT20
        state.phase = "over"
        scoring.roll_tiebreak(state)
        return
    state.round += 1
    state.host = state.turn = (state.host + 1) % state.players  # FT04
    state.phase, state.lots, state.order, state.current = "choose", [], [], 0
    state.high, state.bidder, state.passes, state.bids = 0, None, 0, []


def next_seat(state: State) -> bool:
    """The next seat to the left; False once the turn is back at the host."""
    state.turn = (state.turn + 1) % state.players
    return state.turn != state.host


_DO = {
    "setup-recipes": _setup_recipes,
    "setup-ingredients": _setup_ingredients,
    "choose": _choose,
    "think": _think,
    "roll": _roll,
    "pick": _pick,
    "order": _order,
    "auction": _auction,
    "cook": _cook,
}
