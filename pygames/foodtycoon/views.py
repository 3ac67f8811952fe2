"""What a seat may see (``view``), and a full state rebuilt from it (``determinize``).

Hidden: every player's recipe hand (others see how many cards) except the recipes it
bought face up in a lot and has not cooked yet (``known_recipes``), the 2 recipes a
thinking player drew, the order of both decks, and the event cards in lots until a
lot is bought (then its event is turned for all to see). Everything else is public,
ingredient cards in hand included: every ingredient card a player gains or spends is
seen on the table (bought in a lot, taken by an event or at set-up, paid for a dish).
"""

from __future__ import annotations

from pygames.core.rng import Rng
from pygames.foodtycoon.data import (
    EVENT_COPIES,
    EVENT_INDEX,
    EVENTS,
    LOTS,
    RECIPE_COPIES,
    RECIPE_INDEX,
    RECIPES,
)
from pygames.foodtycoon.scoring import fame, fame_parts, fame_to_end
from pygames.foodtycoon.state import Lot, State


def copy_json(value):
    """A deep copy of plain JSON data (the last event's summary)."""
    if isinstance(value, dict):
        return {key: copy_json(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [copy_json(item) for item in value]
    return value


def _keys(cards) -> list[str]:
    return [RECIPES[card].key for card in cards]


def _recipe_key(card):
    return None if card is None else RECIPES[card].key


def lot_view(lot: Lot) -> dict:
    return {
        "dice": list(lot.dice),
        "ingredients": list(lot.ingredients),
        "chosen": list(lot.chosen),
        "recipe": _recipe_key(lot.recipe),
        "event": lot.event is not None,  # a face-down event card
        "turned": EVENTS[lot.event].key if lot.status == "sold" and lot.event is not None else None,
        "pending": lot.pending,
        "status": lot.status,
        "buyer": lot.buyer,
        "price": lot.price,
    }


def view(game, state: State, seat: int | None) -> dict:
    players = range(state.players)
    auctioning = state.phase == "auction"
    return {
        "game": "foodtycoon",
        "players": state.players,
        "options": dict(state.options),
        "seat": seat,
        "round": state.round,
        "host": state.host,
        "phase": state.phase,
        "turn": state.turn if state.phase != "over" else None,
        "to_move": list(game.to_move(state)),
        "target": fame_to_end(state),
        "lots_per_round": LOTS[state.players],
        "money": list(state.money),
        "ingredients": [list(hand) for hand in state.ingredients],
        "hand": _keys(state.hands[seat]) if seat is not None else None,
        "hand_sizes": [len(hand) for hand in state.hands],
        "known_recipes": [_keys(cards) for cards in state.known],
        "drawn": _keys(state.drawn)
        if seat is not None and seat == state.turn and state.drawn
        else None,
        "drawn_count": len(state.drawn),
        "dishes": [_keys(dishes) for dishes in state.dishes],
        "fame": [fame(state, s) for s in players],
        "scores": [fame(state, s) for s in players],
        "fame_parts": [list(fame_parts(state.dishes[s], state.advanced)) for s in players],
        "piles": list(state.piles),
        "recipe_deck": len(state.recipe_deck),
        "recipe_discard": _keys(state.recipe_discard),
        "event_deck": len(state.event_deck),
        "event_discard": [EVENTS[card].key for card in state.event_discard],
        "lots": [lot_view(lot) for lot in state.lots],
        "order": list(state.order),
        "lot": state.order[state.current] if auctioning else None,
        "auction": {
            "high": state.high,
            "bidder": state.bidder,
            "passes": state.passes,
            "bids": [list(bid) for bid in state.bids],
        }
        if auctioning
        else None,
        "last_event": copy_json(state.last_event),
        "tiebreak": [list(rolls) for rolls in state.tiebreak],
        "reveals": state.reveals,
    }


def determinize(data: dict, seat: int, rng: Rng) -> State:
    """The view's public state, with the unseen recipe and event cards dealt at
    random to the other hands, the thinking player's draw, the lots and the decks.
    Another player's hand keeps the recipes it is known to hold (bought face up in a
    lot, not cooked since: a lot sold this round shows the same card with its buyer);
    only the rest of that hand is dealt."""
    players = data["players"]
    known = [[RECIPE_INDEX[key] for key in keys] for keys in data["known_recipes"]]
    recipes = {kind: RECIPE_COPIES for kind in range(len(RECIPES))}
    seen = [
        RECIPE_INDEX[key] for key in data["hand"] + (data["drawn"] or []) + data["recipe_discard"]
    ]
    seen += [RECIPE_INDEX[key] for dishes in data["dishes"] for key in dishes]
    seen += [
        RECIPE_INDEX[lot["recipe"]]
        for lot in data["lots"]
        if lot["status"] == "open" and lot["recipe"] is not None
    ]
    seen += [card for other, cards in enumerate(known) if other != seat for card in cards]
    for card in seen:
        recipes[card] -= 1
    unseen = [kind for kind, count in recipes.items() for _ in range(count)]
    rng.shuffle(unseen)
    hands = [
        [RECIPE_INDEX[key] for key in data["hand"]]
        if other == seat
        else known[other] + [unseen.pop() for _ in range(size - len(known[other]))]
        for other, size in enumerate(data["hand_sizes"])
    ]
    drawn = (
        [RECIPE_INDEX[key] for key in data["drawn"]]
        if data["drawn"]
        else [unseen.pop() for _ in range(data["drawn_count"])]
    )

    event_cards = {kind: EVENT_COPIES for kind in range(len(EVENTS))}
    for key in data["event_discard"]:
        event_cards[EVENT_INDEX[key]] -= 1
    hidden_events = [kind for kind, count in event_cards.items() for _ in range(count)]
    rng.shuffle(hidden_events)
    lots = []
    for lot in data["lots"]:
        if lot["turned"] is not None:
            event = EVENT_INDEX[lot["turned"]]
        elif lot["event"] and lot["status"] == "open":
            event = hidden_events.pop()
        elif lot["event"]:
            # Never seen, and back in the event deck: the lot only remembers it had an
            # event (any kind will do; only open lots hold their cards).
            event = 0
        else:
            event = None
        lots.append(
            Lot(
                list(lot["dice"]),
                list(lot["ingredients"]),
                list(lot["chosen"]),
                None if lot["recipe"] is None else RECIPE_INDEX[lot["recipe"]],
                event,
                lot["pending"],
                lot["status"],
                lot["buyer"],
                lot["price"],
            )
        )

    state = State(
        players,
        dict(data["options"]),
        Rng(rng.next_u64()),
        money=list(data["money"]),
        ingredients=[list(h) for h in data["ingredients"]],
        hands=hands,
        dishes=[[RECIPE_INDEX[key] for key in dishes] for dishes in data["dishes"]],
        piles=list(data["piles"]),
        recipe_deck=unseen,
        recipe_discard=[RECIPE_INDEX[key] for key in data["recipe_discard"]],
        event_deck=hidden_events,
        event_discard=[EVENT_INDEX[key] for key in data["event_discard"]],
    )
    state.round, state.host, state.phase = data["round"], data["host"], data["phase"]
    state.turn = data["turn"] if data["turn"] is not None else 0
    state.drawn, state.lots, state.order = drawn, lots, list(data["order"])
    auction = data["auction"]
    if auction is not None:
        state.current = data["order"].index(data["lot"])
        state.high, state.bidder, state.passes = (
            auction["high"],
            auction["bidder"],
            auction["passes"],
        )
        state.bids = [list(bid) for bid in auction["bids"]]
    else:
        state.current = sum(lot["status"] in ("sold", "unsold") for lot in data["lots"])
    state.last_event = copy_json(data["last_event"])
    state.reveals = data["reveals"]
    state.tiebreak = [list(rolls) for rolls in data["tiebreak"]]
    state.known = known
    return state
