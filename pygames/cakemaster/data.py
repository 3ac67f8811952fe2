"""Cake Master's fixed tables: the 72 quarter-cake cards, the 12 customers, the solo
rating, and how a cake of four cards is counted.

The published distribution of the cards and the customers' requests are not known;
this edition's design (stated in the rules help) makes every icon of the scoring
table matter:

- Each icing (chocolate, strawberry, vanilla, matcha) has the same 18 cards, so no
  colour is better than another. Of the 18, 6 have no half rosette, 4 a half rosette
  on the clockwise cut edge only, 4 on the anticlockwise edge only, 4 on both edges.
- Berries per colour: 4 cards with none, 4 with one raspberry, 4 with one blueberry,
  2 with one of each, 2 with two raspberries, 2 with two blueberries (10 raspberries
  and 10 blueberries per colour).

A cake's quarters are numbered 1–4 clockwise from the top-right. A card lies with its
round edge outside; its clockwise (cw) cut edge meets the anticlockwise (ccw) cut edge
of the next quarter clockwise. Any card fits any quarter (turned), and its cw/ccw
edges stay its own: only which quarter it is in changes which neighbour it meets.
"""

from __future__ import annotations

from typing import NamedTuple

from pygames.core.messages import Msg

ICINGS = ("chocolate", "strawberry", "vanilla", "matcha")
CAKES = 3  # cakes per player
QUARTERS = 4  # cards per cake
ROUNDS = 3
TURNS = 4  # turns per round: 4 turns × 3 cards = 12 quarters
DEAL = 3  # cards each player takes per turn (CM04)
SOLO_DRAW = 4  # CM27: solo draws 4, discards 1
SOLO_EXCHANGES = 3  # CM28
SOLO_CUSTOMERS = 3  # CM26/CM30


class Card(NamedTuple):
    number: int  # 1–72; CARDS[number - 1]
    icing: str
    rosette_cw: bool  # half rosette on the clockwise cut edge
    rosette_ccw: bool  # half rosette on the anticlockwise cut edge
    raspberries: int
    blueberries: int


# The 18 cards of every icing: (rosette_cw, rosette_ccw, raspberries, blueberries).
CARD_SHAPES = (
    # no half rosette (6)
    (False, False, 0, 0),
    (False, False, 1, 0),
    (False, False, 0, 1),
    (False, False, 1, 1),
    (False, False, 2, 0),
    (False, False, 0, 2),
    # a half rosette on the clockwise edge only (4)
    (True, False, 0, 0),
    (True, False, 1, 0),
    (True, False, 0, 1),
    (True, False, 2, 0),
    # on the anticlockwise edge only (4)
    (False, True, 0, 0),
    (False, True, 1, 0),
    (False, True, 0, 1),
    (False, True, 0, 2),
    # on both cut edges (4)
    (True, True, 0, 0),
    (True, True, 1, 0),
    (True, True, 0, 1),
    (True, True, 1, 1),
)

CARDS = tuple(
    Card(colour * len(CARD_SHAPES) + index + 1, icing, *shape)
    for colour, icing in enumerate(ICINGS)
    for index, shape in enumerate(CARD_SHAPES)
)
CARD_COUNT = len(CARDS)


def card(number: int) -> Card:
    return CARDS[number - 1]


# -- counting a cake -------------------------------------------------------------------


def cake_counts(cards) -> dict:
    """What a complete cake (4 Cards, quarters 1–4 in order) shows: its icing colours,
    complete rosettes (both halves meet at a joint), half rosettes (a half whose
    neighbouring edge has none), raspberries, blueberries and berries of either kind."""
    rosettes = halves = 0
    for q in range(QUARTERS):
        here, after = cards[q].rosette_cw, cards[(q + 1) % QUARTERS].rosette_ccw
        if here and after:
            rosettes += 1
        elif here or after:
            halves += 1
    raspberries = sum(c.raspberries for c in cards)
    blueberries = sum(c.blueberries for c in cards)
    return {
        "colours": len({c.icing for c in cards}),
        "rosettes": rosettes,
        "halves": halves,
        "raspberries": raspberries,
        "blueberries": blueberries,
        "berries": raspberries + blueberries,
    }


def colour_points(colours: int) -> int:
    """CM13: one icing colour 3 tasty points, two 1, three or more 0."""
    return {1: 3, 2: 1}.get(colours, 0)


def tasty_breakdown(cards) -> dict:
    """CM13–CM16, the seed's scoring table, for a complete cake (4 Cards in order)."""
    counts = cake_counts(cards)
    lines = {
        "colours": colour_points(counts["colours"]),
        "rosettes": counts["rosettes"],  # CM14: 1 per complete rosette
        "no_half": 1 if counts["halves"] == 0 else 0,  # CM15
        "pairs": min(counts["raspberries"], counts["blueberries"]),  # CM16
    }
    lines["total"] = sum(lines.values())
    return lines


# -- customers ------------------------------------------------------------------------

ANY = (0, 99)


class Customer(NamedTuple):
    """A customer card: a request on a complete cake, each count within (lowest,
    highest). ``icons`` is what the card shows, for drawing: (icon, label) pairs where
    icon is one of "colours", "rosette", "no_half_rosette", "raspberry",
    "no_raspberry", "blueberry", "no_blueberry", "berry" (either kind) or "no_berry",
    and label a short text printed beside it ("5" exactly five, "6+" six or more,
    "" the icon alone: present, or for "no_…" icons absent)."""

    number: int
    key: str
    icons: tuple
    colours: tuple = ANY
    rosettes: tuple = ANY
    halves: tuple = ANY
    raspberries: tuple = ANY
    blueberries: tuple = ANY
    berries: tuple = ANY


CUSTOMERS = (
    Customer(1, "five_raspberries", (("raspberry", "5"),), raspberries=(5, 5)),
    Customer(2, "three_blueberries", (("blueberry", "3"),), blueberries=(3, 3)),
    Customer(
        3,
        "two_of_each",
        (("raspberry", "2"), ("blueberry", "2")),
        raspberries=(2, 2),
        blueberries=(2, 2),
    ),
    Customer(
        4,
        "raspberries_only",
        (("raspberry", ""), ("no_blueberry", "")),
        raspberries=(1, 99),
        blueberries=(0, 0),
    ),
    Customer(
        5,
        "blueberries_only",
        (("blueberry", ""), ("no_raspberry", "")),
        raspberries=(0, 0),
        blueberries=(1, 99),
    ),
    Customer(6, "no_berries", (("no_berry", ""),), berries=(0, 0)),
    Customer(7, "six_berries", (("berry", "6+"),), berries=(6, 99)),
    Customer(8, "one_colour", (("colours", "1"),), colours=(1, 1)),
    Customer(9, "two_colours", (("colours", "2"),), colours=(2, 2)),
    Customer(10, "four_colours", (("colours", "4"),), colours=(4, 4)),
    Customer(11, "two_rosettes", (("rosette", "2+"),), rosettes=(2, 99)),
    Customer(12, "no_half_rosette", (("no_half_rosette", ""),), halves=(0, 0)),
)
CUSTOMER_COUNT = len(CUSTOMERS)
_REQUEST_FIELDS = ("colours", "rosettes", "halves", "raspberries", "blueberries", "berries")


def customer(number: int) -> Customer:
    return CUSTOMERS[number - 1]


def meets(request: Customer, cards) -> bool:
    """CM18: does a complete cake (4 Cards in quarter order) meet the request?"""
    counts = cake_counts(cards)
    for name in _REQUEST_FIELDS:
        low, high = getattr(request, name)
        if not low <= counts[name] <= high:
            return False
    return True


def customer_request(number: int) -> Msg:
    """A customer's request in words (``cakemaster.customer.<key>``)."""
    return Msg(f"cakemaster.customer.{customer(number).key}")


# -- scoring a player's cakes ------------------------------------------------------------


def cake_cards(cake: list) -> list | None:
    """The Cards of a complete cake (quarters 1–4), or None while a quarter is empty."""
    if None in cake:
        return None
    return [card(n) for n in cake]


def cake_tasty(cake: list) -> int | None:
    cards = cake_cards(cake)
    return None if cards is None else tasty_breakdown(cards)["total"]


def best_assignment(cakes: list, customers: list[int]) -> list:
    """CM18–CM20: per cake the customer it serves (or None), one customer per cake and
    one cake per customer, as many served as possible. Of several best assignments
    the first cakes take the first customers (in the order they came into play):
    the lexicographically smallest list of customer positions, None counting last."""
    fits = []
    for cake in cakes:
        cards = cake_cards(cake)
        fits.append(
            [
                i
                for i, number in enumerate(customers)
                if cards is not None and meets(customer(number), cards)
            ]
        )
    best, best_key = None, None

    def walk(index: int, chosen: list, used: set) -> None:
        nonlocal best, best_key
        if index == len(fits):
            key = (
                -sum(c is not None for c in chosen),
                [len(customers) if c is None else c for c in chosen],
            )
            if best_key is None or key < best_key:
                best, best_key = list(chosen), key
            return
        for i in fits[index]:
            if i not in used:
                walk(index + 1, chosen + [i], used | {i})
        walk(index + 1, chosen + [None], used)

    walk(0, [], set())
    return [None if i is None else customers[i] for i in best]


def tasty_stars(totals: list[int]) -> list[int]:
    """CM17: highest tasty total 2 stars, lowest 0, everyone else 1. Everyone tied for
    the highest gets 2 and everyone tied for the lowest 0; if all are equal, all get 1."""
    high, low = max(totals), min(totals)
    if high == low:
        return [1] * len(totals)
    return [2 if t == high else 0 if t == low else 1 for t in totals]


def tasty_total(cakes: list) -> int:
    return sum(t for t in (cake_tasty(cake) for cake in cakes) if t is not None)


# -- the solo rating (this edition's) ---------------------------------------------------

# (lowest stars, key): the rating is the last row whose lowest the stars reach; its
# name is ``cakemaster.rating.<key>``.
SOLO_RATINGS = (
    (0, "apprentice"),
    (3, "baker"),
    (5, "pastry_chef"),
    (7, "head_pastry_chef"),
    (9, "cake_master"),
)


def solo_rating(stars: int) -> str:
    """The key of the rating that ``stars`` (0–9) earn."""
    found = SOLO_RATINGS[0][1]
    for low, key in SOLO_RATINGS:
        if stars >= low:
            found = key
    return found


def rating_name(key: str) -> Msg:
    return Msg(f"cakemaster.rating.{key}")
