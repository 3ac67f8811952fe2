"""What a Food Paradise seat sees (``view``), and full positions consistent with it
(``determinize``) for the bots that search.

Hidden: the order of the price deck and of the demand deck (but the face-up demand),
the other players' price cards (only how many), and every recipe pile but its
face-up card (its size shows). The view is complete in itself: a screen draws the
board, the players and the offer from it with nothing else.

Keys (ingredients are named by ``data.KINDS``: "beef", "pork", "chicken", "fish",
"shrimp", "vegetables", "grain", "seasoning"; recipes by number 0–19, see
``recipes``; spaces by number 0–35 clockwise, space 0 being corner 1):

- ``game`` "foodparadise", ``rules_version`` (1: FP11 takes from the player holding
  the most; 2: the buyer chooses), ``players``, ``seat`` (None: a spectator), ``phase``
  ("corner", "move", "offer", "research", "over"), ``to_move`` (seats), ``mover``
  (whose turn it is), ``turns`` (turns finished, all seats), ``turn_limit`` (turns
  per seat before the safeguard ends the game).
- ``spaces``: 36 entries ``{"number", "kind": "corner"|"source"|"demand"|"research",
  "corner": 1–4 or None, "ingredient": kind or None}``.
- ``corners``: 4 entries ``{"corner": 1–4, "space", "owner": seat or None,
  "revenue": money under it}``.
- ``seats``: per seat ``{"seat", "chain": {"key", "name" (the sign, Chinese),
  "colour"}, "corner": 1–4 or None, "position": space or None, "cash",
  "ingredients": {kind: count} (all 8 kinds), "price_cards": how many,
  "hand": sorted prices (this seat's own only, else None), "recipe": the face-up
  recipe's number or None, "pile": recipes face down under it, "built": recipe
  numbers in building order}``.
- ``recipes``: all 20 ``{"number", "chain" (0–3, into ``data.CHAINS``), "key",
  "name" (Chinese, as on the card), "ingredients": [3 kinds]}``.
- ``supply``: {kind: tokens left in the bank}; ``price_deck``: cards in it;
  ``demand``: the face-up demand's kind; ``demand_deck``: cards in it (the face-up
  one included).
- ``offer``: None, or ``{"price", "steps", "ingredient", "space", "asked": the seat
  deciding now, "waiting": the seats still to be asked after it, "take_from": the
  seats the asked one may take the token from when it must choose (FP11, rules
  version 2: the bank has none and two or more others hold some; clockwise from its
  left), else []}``.
- ``research``: None, or ``{"space", "to"}`` while the mover decides (FP17).
- ``last_move``: None, or ``{"seat", "from", "to", "steps", "die": value or None}``.
- ``winner``: seat or None; ``end``: "" | "recipes" | "cash" | "limit".
"""

from __future__ import annotations

from pygames.core.deal import deal_unseen
from pygames.core.rng import Rng
from pygames.foodparadise.data import (
    CHAINS,
    CORNER_SPACES,
    KIND,
    KINDS,
    PRICE_CARDS,
    RECIPES,
    RESEARCH_STEPS,
    SPACES,
    TRACK,
    TURN_LIMIT,
    chain_recipes,
)
from pygames.foodparadise.state import State
from pygames.foodparadise.turn import take_choices


def _kinds(counts: list[int]) -> dict[str, int]:
    return {key: counts[index] for index, key in enumerate(KINDS)}


def _space(space) -> dict:
    return {
        "number": space.number,
        "kind": space.kind,
        "corner": space.corner + 1 if space.kind == "corner" else None,
        "ingredient": KINDS[space.ingredient] if space.kind == "source" else None,
    }


def _seat(state: State, seat: int, viewer: int | None) -> dict:
    chain = CHAINS[state.chains[seat]]
    corner = state.corners[seat]
    pile = state.piles[seat]
    return {
        "seat": seat,
        "chain": {"key": chain.key, "name": chain.name, "colour": chain.colour},
        "corner": corner + 1 if corner >= 0 else None,
        "position": state.positions[seat] if state.positions[seat] >= 0 else None,
        "cash": state.cash[seat],
        "ingredients": _kinds(state.holdings[seat]),
        "price_cards": len(state.hands[seat]),
        "hand": list(state.hands[seat]) if seat == viewer else None,
        "recipe": pile[0] if pile else None,
        "pile": max(len(pile) - 1, 0),
        "built": list(state.built[seat]),
    }


RECIPE_TABLE = [
    {
        "number": r.number,
        "chain": r.chain,
        "key": r.key,
        "name": r.name,
        "ingredients": [KINDS[k] for k in r.ingredients],
    }
    for r in RECIPES
]


def view(state: State, seat: int | None, to_move: tuple[int, ...]) -> dict:
    owners = {corner: s for s, corner in enumerate(state.corners) if corner >= 0}
    offer = None
    if state.phase == "offer":
        offer = {
            "price": state.offer_price,
            "steps": state.offer_price // 100,
            "ingredient": KINDS[state.offer_kind],
            "space": state.positions[state.mover],
            "asked": state.offer_queue[0],
            "waiting": list(state.offer_queue[1:]),
            "take_from": take_choices(state, state.offer_queue[0], state.offer_kind),
        }
    research = None
    if state.phase == "research":
        at = state.positions[state.mover]
        research = {"space": at, "to": (at + RESEARCH_STEPS) % SPACES}
    last = None
    if state.last_move:
        who, start, to, steps, die = state.last_move
        last = {"seat": who, "from": start, "to": to, "steps": steps, "die": die or None}
    return {
        "game": "foodparadise",
        "rules_version": state.rules_version,
        "players": state.players,
        "seat": seat,
        "phase": state.phase,
        "to_move": list(to_move),
        "mover": state.mover,
        "turns": state.turns,
        "turn_limit": TURN_LIMIT,
        "spaces": [_space(space) for space in TRACK],
        "corners": [
            {
                "corner": c + 1,
                "space": CORNER_SPACES[c],
                "owner": owners.get(c),
                "revenue": state.revenue[c],
            }
            for c in range(len(CORNER_SPACES))
        ],
        "seats": [_seat(state, s, seat) for s in range(state.players)],
        "recipes": [dict(entry, ingredients=list(entry["ingredients"])) for entry in RECIPE_TABLE],
        "supply": _kinds(state.supply),
        "price_deck": len(state.price_deck),
        "demand": KINDS[state.demand_deck[0]],
        "demand_deck": len(state.demand_deck),
        "offer": offer,
        "research": research,
        "last_move": last,
        "winner": state.winner if state.winner >= 0 else None,
        "end": state.end,
    }


def determinize(view: dict, seat: int, rng: Rng) -> State:
    """A full state consistent with ``seat``'s view: the price cards it cannot see
    dealt at random to the other hands and the deck (``core.deal.deal_unseen``), each
    recipe pile under its face-up card shuffled from the chain's recipes not yet
    seen, and the demand deck under its face-up card shuffled."""
    players = view["players"]
    seats = view["seats"]
    unseen = list(PRICE_CARDS)
    for price in seats[seat]["hand"]:
        unseen.remove(price)
    if view["offer"] is not None:
        unseen.remove(view["offer"]["price"])
    others = [s for s in range(players) if s != seat]
    dealt, deck = deal_unseen(rng, unseen, [seats[s]["price_cards"] for s in others])
    hands = [list(seats[seat]["hand"]) for _ in range(players)]
    for other, hand in zip(others, dealt):
        hands[other] = sorted(hand)
    state = State(players, {}, Rng(rng.next_u64()), view["rules_version"])
    state.phase, state.mover, state.turns = view["phase"], view["mover"], view["turns"]
    state.chains = [
        next(i for i, c in enumerate(CHAINS) if c.key == s["chain"]["key"]) for s in seats
    ]
    state.corners = [s["corner"] - 1 if s["corner"] else -1 for s in seats]
    state.positions = [-1 if s["position"] is None else s["position"] for s in seats]
    state.revenue = [corner["revenue"] for corner in view["corners"]]
    state.cash = [s["cash"] for s in seats]
    state.holdings = [[s["ingredients"][key] for key in KINDS] for s in seats]
    state.supply = [view["supply"][key] for key in KINDS]
    state.built = [list(s["built"]) for s in seats]
    state.hands = hands
    state.price_deck = deck
    state.piles = []
    for s, entry in zip(range(players), seats):
        rest = [
            r
            for r in chain_recipes(state.chains[s])
            if r not in entry["built"] and r != entry["recipe"]
        ]
        rng.shuffle(rest)
        state.piles.append(([entry["recipe"]] if entry["recipe"] is not None else []) + rest)
    demand = KIND[view["demand"]]
    rest = [k for k in range(len(KINDS)) if k != demand]
    rng.shuffle(rest)
    state.demand_deck = [demand] + rest
    if view["offer"] is not None:
        offer = view["offer"]
        state.offer_price, state.offer_kind = offer["price"], KIND[offer["ingredient"]]
        state.offer_queue = [offer["asked"], *offer["waiting"]]
    if view["last_move"] is not None:
        last = view["last_move"]
        state.last_move = [last["seat"], last["from"], last["to"], last["steps"], last["die"] or 0]
    state.winner = -1 if view["winner"] is None else view["winner"]
    state.end = view["end"]
    return state
