"""The appraisal of a seat's cakes, greedy's and the search's ranking's (``StarAppraiser``):
finishing them many times at random.

A fixed set of ``SAMPLES`` random draws from the cards not yet seen fills every empty
quarter, and each finished set of cakes counts its tasty points (``TASTY_WEIGHT``
each) and the customers in play it would serve (``CUSTOMER_WEIGHT`` each, one
customer per cake, as the rules assign them). The same draws serve every choice of
one decision, so choices are compared on equal luck. Integer arithmetic only, with
cakes and matchings remembered (the same ones come again and again).
"""

from __future__ import annotations

from pygames.cakemaster.data import (
    CARD_COUNT,
    CARDS,
    CUSTOMERS,
    ICINGS,
    QUARTERS,
    colour_points,
)
from pygames.core.rng import Rng
from pygames.core.search import drain

SAMPLES = 10  # random finishes per decision
TASTY_WEIGHT = 2  # per tasty point
CUSTOMER_WEIGHT = 4  # per customer served
STAR_WEIGHT = 8  # per tasty star won (``StarAppraiser``)
CHOICE = 2  # ``StarAppraiser``: cards its finish chooses from, per empty quarter

# Per card number: (icing index, cw half, ccw half, raspberries, blueberries).
CARD_TRAITS = (None,) + tuple(
    (ICINGS.index(c.icing), c.rosette_cw, c.rosette_ccw, c.raspberries, c.blueberries)
    for c in CARDS
)
_ICING = tuple(traits and traits[0] for traits in CARD_TRAITS)  # per card number
_FIELDS = ("colours", "rosettes", "halves", "raspberries", "blueberries", "berries")
_REQUESTS = (None,) + tuple(tuple(getattr(c, f) for f in _FIELDS) for c in CUSTOMERS)
_COUNTS: dict = {}  # 4 card numbers -> (tasty points, counts per _FIELDS)


def cake_counts(cake: tuple) -> tuple:
    """(tasty points, (colours, rosettes, halves, raspberries, blueberries, berries)) of
    a complete cake given as 4 card numbers; remembered (the same cakes come again)."""
    found = _COUNTS.get(cake)
    if found is not None:
        return found
    cards = [CARD_TRAITS[n] for n in cake]
    rosettes = halves = 0
    for q in range(QUARTERS):
        here, after = cards[q][1], cards[(q + 1) % QUARTERS][2]
        if here and after:
            rosettes += 1
        elif here or after:
            halves += 1
    red = cards[0][3] + cards[1][3] + cards[2][3] + cards[3][3]
    blue = cards[0][4] + cards[1][4] + cards[2][4] + cards[3][4]
    colours = len({c[0] for c in cards})
    tasty = colour_points(colours) + rosettes + (halves == 0) + min(red, blue)
    if len(_COUNTS) > 200_000:
        _COUNTS.clear()
    found = _COUNTS[cake] = (tasty, (colours, rosettes, halves, red, blue, red + blue))
    return found


def _mask(counts: tuple, customers: list[int], known: dict) -> int:
    """Bit i set: the cake meets customers[i] (``known``: masks found before)."""
    mask = known.get(counts)
    if mask is not None:
        return mask
    mask = 0
    for i, number in enumerate(customers):
        for value, (low, high) in zip(counts, _REQUESTS[number]):
            if not low <= value <= high:
                break
        else:
            mask |= 1 << i
    known[counts] = mask
    return mask


_MATCH: dict = {}


def most_served(masks: tuple) -> int:
    """The most customers the cakes (one bit mask each) can serve, one to one."""
    found = _MATCH.get(masks)
    if found is None:

        def best(index: int, used: int) -> int:
            if index == len(masks):
                return 0
            top = best(index + 1, used)
            free = masks[index] & ~used
            while free:
                bit = free & -free
                free ^= bit
                top = max(top, 1 + best(index + 1, used | bit))
            return top

        found = _MATCH[masks] = best(0, 0)
    return found


def _unseen(view: dict) -> list[int]:
    """The card numbers not in a cake nor discarded (at least one)."""
    seen = {n for cakes in view["cakes"] for cake in cakes for n in cake if n is not None}
    seen.update(view["discard"] or ())
    return [n for n in range(1, CARD_COUNT + 1) if n not in seen] or [1]


def random_draws(view: dict, rng: Rng, samples: int) -> list[tuple]:
    """``samples`` random orders of 12 of the cards not yet seen (not in a cake, not
    discarded: a hand's cards are among them). Late in a 6-player round fewer than 12
    are left; a draw then repeats them (only a few quarters are still empty)."""
    pool = _unseen(view)
    draws = []
    for _ in range(samples):
        rng.shuffle(pool)
        draws.append(tuple((pool * (1 + 12 // len(pool)))[:12]))
    return draws


def choosing_draws(view: dict, rng: Rng, samples: int) -> list[tuple]:
    """``samples`` draws of ``CHOICE`` cards a quarter (24) from the cards not yet seen,
    for ``_choosing_finishes``: each draw shuffles only the cards it keeps (a partial
    shuffle). With fewer cards left, the pool repeats."""
    pool = _unseen(view)
    need = 12 * CHOICE
    pool = pool * (1 + need // len(pool)) if len(pool) < need else pool
    draws = []
    for _ in range(samples):
        for i in range(need):
            j = i + rng.below(len(pool) - i)
            pool[i], pool[j] = pool[j], pool[i]
        draws.append(tuple(pool[:need]))
    return draws


class Appraiser:
    """Greedy's value of sets of cakes, for one decision: fixed random finishes."""

    deal = staticmethod(random_draws)  # how its finishes' cards are drawn

    def __init__(
        self,
        view: dict,
        rng: Rng,
        samples: int = SAMPLES,
        tasty_weight: int = TASTY_WEIGHT,
        customer_weight: int = CUSTOMER_WEIGHT,
    ) -> None:
        self.draws = self.deal(view, rng, samples)
        self.customers = list(view["customers"])
        self.tasty_weight = 0 if view["players"] == 1 else tasty_weight
        self.customer_weight = customer_weight
        self.cache: dict = {}
        self.masks: dict = {}  # cake counts -> customer mask

    def cake(self, cake: tuple, index: int) -> tuple:
        """(tasty points summed over the draws, per draw the customer mask) of ``cake``
        (cake number ``index``, which picks its share of each draw) finished with each
        draw's cards."""
        key = (cake, index)
        found = self.cache.get(key)
        if found is not None:
            return found
        row = _finishes(cake, index, self.draws, self.masks, self.customers)
        found = (sum(tasty for tasty, _ in row), tuple(mask for _, mask in row))
        self.cache[key] = found
        return found

    def value(self, cakes: list) -> int:
        """Summed over the draws: tasty points and customers served, weighted."""
        rows = [self.cake(tuple(cake), i) for i, cake in enumerate(cakes)]
        total = self.tasty_weight * sum(tasty for tasty, _ in rows)
        if self.customers:
            total += self.customer_weight * sum(
                map(most_served, zip(*(masks for _, masks in rows)))
            )
        return total

    def gain(self, cakes: list, number: int) -> int:
        """How much the best placement of ``number`` raises the value (0: nowhere to go)."""
        return drain(self.gain_steps(cakes, number))

    def gain_steps(self, cakes: list, number: int):
        """``gain`` a piece at a time: a generator that yields after each cake's
        quarters (a card's gain appraises up to 12 placements) and returns it."""
        now = self.value(cakes)
        best = None
        for cake in cakes:
            for q, here in enumerate(cake):
                if here is None:
                    cake[q] = number
                    value = self.value(cakes)
                    cake[q] = None
                    best = value if best is None or value > best else best
            yield
        return 0 if best is None else best - now


class StarAppraiser(Appraiser):
    """The search's appraisal of one seat's cakes, by the tasty stars they would win.

    Each draw finishes the seat's cakes, and every other seat's from a draw of its own;
    the value counts, per draw, the seat's tasty stars of the round against those
    finishes (CM17, ``STAR_WEIGHT`` each) besides the customers served and the tasty
    points. A tasty point more matters only where it wins a star: greedy's measure
    cannot tell a cake that ties the leader from one that beats it. Its finishes
    choose as a baker would (``_choosing_finishes``): the better of ``CHOICE`` cards for
    each empty quarter, so a cake kept to one icing is worth what it can become. Solo
    there are no tasty stars (and no tasty points): customers alone.
    """

    deal = staticmethod(choosing_draws)

    def __init__(
        self,
        view: dict,
        seat: int,
        rng: Rng,
        samples: int = SAMPLES,
        tasty_weight: int = TASTY_WEIGHT,
        customer_weight: int = CUSTOMER_WEIGHT,
        star_weight: int = STAR_WEIGHT,
    ) -> None:
        for _ in self._build(view, seat, rng, samples, tasty_weight, customer_weight, star_weight):
            pass

    @classmethod
    def in_pieces(cls, *args):
        """The appraiser (the constructor's arguments) built a piece at a time: a
        generator that yields after each seat's finishes and returns it (the search's
        ranking runs in the browser's slices)."""
        appraiser = cls.__new__(cls)
        yield from appraiser._build(*args)
        return appraiser

    def _build(self, view, seat, rng, samples, tasty_weight, customer_weight, star_weight):
        super().__init__(view, rng, samples, tasty_weight, customer_weight)
        self.star_weight = star_weight
        self.rows: dict = {}  # (cake, index) -> (per draw tasty points, per draw mask)
        # Per other seat, per draw: its tasty points with its cakes finished so.
        self.others = []
        for other, cakes in enumerate(view["cakes"] if view["players"] > 1 else ()):
            if other != seat:
                yield
                draws = self.deal(view, rng, samples)
                rows = [
                    _choosing_finishes(tuple(cake), i, draws, {}, [])
                    for i, cake in enumerate(cakes)
                ]
                self.others.append([sum(row[k][0] for row in rows) for k in range(samples)])
        # Per draw: the others' highest and lowest totals, all a seat's stars depend on.
        self.bounds = [(max(totals), min(totals)) for totals in zip(*self.others)]

    def value(self, cakes: list) -> int:
        """Summed over the draws: tasty stars won, customers served, tasty points."""
        tasty_rows, mask_rows = [], []
        for i, cake in enumerate(cakes):
            key = (tuple(cake), i)
            row = self.rows.get(key)
            if row is None:
                found = _choosing_finishes(key[0], i, self.draws, self.masks, self.customers)
                row = self.rows[key] = tuple(zip(*found))
            tasty_rows.append(row[0])
            mask_rows.append(row[1])
        stars = 0
        tasty = list(map(sum, zip(*tasty_rows)))
        for mine, (high, low) in zip(tasty, self.bounds):
            stars += _stars(mine, high, low)
        total = self.star_weight * stars + self.tasty_weight * sum(tasty)
        if self.customers:
            total += self.customer_weight * sum(map(most_served, zip(*mask_rows)))
        return total


def _stars(mine: int, high: int, low: int) -> int:
    """CM17's tasty stars of a total ``mine`` against others whose totals run from
    ``low`` to ``high`` (as ``data.tasty_stars`` gives them, without building a list)."""
    if mine > high:
        return 2
    if mine == high:
        return 1 if high == low else 2
    return 1 if mine > low else 0


def _finishes(cake: tuple, index: int, draws: list, masks: dict, customers: list) -> tuple:
    """Per draw: (tasty points, customer mask) of ``cake`` (cake number ``index``, which
    picks its share of each draw) finished with the draw's cards."""
    out = []
    for draw in draws:
        if None in cake:
            cards = iter(draw[index * QUARTERS :])
            full = tuple(n if n is not None else next(cards) for n in cake)
        else:
            full = cake
        tasty, counts = cake_counts(full)
        out.append((tasty, _mask(counts, customers, masks) if customers else 0))
    return tuple(out)


def _choosing_finishes(cake: tuple, index: int, draws: list, masks: dict, customers: list):
    """As ``_finishes``, but finished by ``choose_finish``: cake ``index`` takes its
    share of each draw, ``CHOICE`` cards a quarter."""
    if None not in cake:
        tasty, counts = cake_counts(cake)
        return ((tasty, _mask(counts, customers, masks) if customers else 0),) * len(draws)
    start = index * QUARTERS * CHOICE
    out = []
    for draw in draws:
        tasty, counts = cake_counts(choose_finish(cake, iter(draw[start:])))
        out.append((tasty, _mask(counts, customers, masks) if customers else 0))
    return tuple(out)


def choose_finish(cake: tuple, cards) -> tuple:
    """``cake`` completed as a baker would: each empty quarter, in turn, takes the first
    of the next ``CHOICE`` cards from ``cards`` (an iterator) whose icing the cake holds
    most of so far, so a cake kept to its colours stays so."""
    held = [0] * len(ICINGS)
    for n in cake:
        if n is not None:
            held[_ICING[n]] += 1
    full = list(cake)
    for q, n in enumerate(cake):
        if n is None:
            n = next(cards)
            most = held[_ICING[n]]
            for _ in range(CHOICE - 1):
                other = next(cards)
                if held[_ICING[other]] > most:
                    n, most = other, held[_ICING[other]]
            held[_ICING[n]] += 1
            full[q] = n
    return tuple(full)
