"""Cake Master test helpers: cards named by icing and shape, cakes built from them,
a round's last turn set up directly, random play, and a state's fingerprint."""

from __future__ import annotations

import json
from collections import Counter

from pygames import get_game
from pygames.cakemaster.data import CARDS, CUSTOMERS, ICINGS, card, meets, tasty_breakdown
from pygames.core.rng import Rng

GAME = get_game("cakemaster")
CHOC, STRAW, VAN, MATCHA = ICINGS
# Shapes: (rosette_cw, rosette_ccw, raspberries, blueberries).
PLAIN, RASP, BLUE, PAIR, RASP2, BLUE2 = (
    (0, 0, 0, 0),
    (0, 0, 1, 0),
    (0, 0, 0, 1),
    (0, 0, 1, 1),
    (0, 0, 2, 0),
    (0, 0, 0, 2),
)
CW, CW_RASP, CW_BLUE, CW_RASP2 = (1, 0, 0, 0), (1, 0, 1, 0), (1, 0, 0, 1), (1, 0, 2, 0)
CCW, CCW_RASP, CCW_BLUE, CCW_BLUE2 = (0, 1, 0, 0), (0, 1, 1, 0), (0, 1, 0, 1), (0, 1, 0, 2)
BOTH, BOTH_RASP, BOTH_BLUE, BOTH_PAIR = (1, 1, 0, 0), (1, 1, 1, 0), (1, 1, 0, 1), (1, 1, 1, 1)


def num(icing: str, shape: tuple) -> int:
    """The card number of ``icing`` with ``shape`` (exactly one exists)."""
    found = [
        c.number
        for c in CARDS
        if c.icing == icing
        and (int(c.rosette_cw), int(c.rosette_ccw), c.raspberries, c.blueberries) == shape
    ]
    assert len(found) == 1, (icing, shape)
    return found[0]


def cake(*quarters) -> list[int]:
    """Card numbers of a cake from (icing, shape) per quarter 1–4."""
    numbers = [num(icing, shape) for icing, shape in quarters]
    assert len(set(numbers)) == 4
    return numbers


def cards(numbers) -> list:
    return [card(n) for n in numbers]


def tasty(*quarters) -> dict:
    return tasty_breakdown(cards(cake(*quarters)))


def dump(state) -> str:
    return json.dumps(state.to_json(), sort_keys=True)


def every_card(state) -> Counter:
    held = list(state.deck) + list(state.discard) + [n for h in state.hands for n in h]
    held += [n for cakes in state.cakes for c in cakes for n in c if n is not None]
    return Counter(held)


def arrange(state, cakes_by_seat) -> None:
    """The last turn of a round set up directly: each seat's 3 cakes as given (4 card
    numbers each) except quarter 4 of cake 3, whose card waits in its hand."""
    used = [n for cakes in cakes_by_seat for c in cakes for n in c]
    assert len(set(used)) == len(used)
    state.turn, state.phase = 4, "place"
    state.cakes = [[list(c) for c in cakes] for cakes in cakes_by_seat]
    state.hands = []
    for cakes in state.cakes:
        state.hands.append([cakes[2][3]])
        cakes[2][3] = None
    state.deck = [n for n in range(1, 73) if n not in used]
    state.discard = []
    state.choices = [None] * state.players


def finish_round(state) -> None:
    for seat in range(state.players):
        GAME.apply(state, seat, f"place {state.hands[seat][0]} 3.4")


def play_random(state, until, seed: int = 1) -> None:
    rng = Rng(seed)
    while GAME.to_move(state) and not until(state):
        movers = GAME.to_move(state)
        seat = movers[rng.below(len(movers))]
        legal = GAME.legal_actions(state, seat)
        GAME.apply(state, seat, legal[rng.below(len(legal))])


def dull(avoid=(), count: int = 3) -> list[list[int]]:
    """``count`` cakes of cards not in ``avoid`` (nor in each other), each worth exactly
    1 tasty point and meeting no customer at all (found by a seeded search: e.g. 3
    colours, a half rosette, no rosette, 1 raspberry-and-blueberry pair)."""
    rng = Rng(99)
    taken = set(avoid)
    found = []
    while len(found) < count:
        numbers = [n for n in (1 + rng.below(72) for _ in range(4))]
        if len(set(numbers)) < 4 or taken & set(numbers):
            continue
        if tasty_breakdown(cards(numbers))["total"] == 1 and not any(
            meets(c, cards(numbers)) for c in CUSTOMERS
        ):
            found.append(numbers)
            taken.update(numbers)
    return found


def flat(cakes) -> set:
    return {n for c in cakes for n in c}
