"""What Cake Master teaches the generic search (``pygames.core.search``).

A playout drafts and places by ``best_spots``, a rule of thumb about a hundred times
cheaper than greedy's random finishes, until the current turn's cards are all placed
(or the round ends, where the stars are exact). It then finishes every seat's cakes
with a few random draws, each empty quarter taking the better for its cake of two
cards (``choose_finish``), and scores each finish as the round would: tasty points
ranked against the other seats (CM17) and customers served (CM18-CM20). The reward of
a seat is its stars less the best other seat's, averaged over the finishes: a game is
won by beating the leader, not the average. The draws come in ``FINISH_SETS`` sets
made for the decision, each playout finishing with one drawn at random: one fixed set
would bias every playout alike (with 8 draws, 46 % of the ladder's 4-player games won;
with 8 sets, 54 %).

The search weighs only a decision's few best actions: with a few hundred noisy
playouts, every other candidate is a chance to pick a worse move by luck. They are
ranked by the tasty stars they would win against the other seats' cakes
(``StarAppraiser``: every seat's cakes finished by choosing the better of two random
cards per quarter, ``PLAN_SAMPLES`` times). To place, that ranks whole plans (each card
of the hand to its own quarter; alike plans, in empty cakes, weighed once: up to 504),
and the candidates are the first placements of the best; a playout then places the
rest of the hand by its plan, not by the rule of thumb. Card choices are ranked as
greedy ranks them, by that measure (a kept card's best placement, less what the passed
ones give the neighbours).
"""

from __future__ import annotations

from itertools import permutations

from pygames.cakemaster.actions import Discard, Draft, Exchange, Give, Place, Return
from pygames.cakemaster.appraisal import (
    CARD_TRAITS,
    CHOICE,
    STAR_WEIGHT,
    TASTY_WEIGHT,
    StarAppraiser,
    _mask,
    cake_counts,
    choose_finish,
    most_served,
)
from pygames.cakemaster.data import CAKES, CARD_COUNT, QUARTERS, ROUNDS, tasty_stars
from pygames.cakemaster.greedy import GreedyBot
from pygames.core import search
from pygames.core.rng import Rng

FINISHES = 8  # random finishes of the cakes per evaluation
# Sets of finishes per decision, one drawn per simulation: with one fixed set, its luck
# would bias every simulation alike, and more thinking would not undo it.
FINISH_SETS = 8
STAR = 32  # a star against a tasty point of the last round (which breaks ties)
# The root's candidates: the star appraisal (a customer worth a star, four tasty points
# rather than greedy's two) picks the few the search weighs.
RANK_CUSTOMER_WEIGHT = 8
PLAN_SAMPLES = 80  # finishes per appraisal (plans differ by less than single cards)
PLACEMENTS = 2  # of a placement decision, the best placements (or plans) weighed
PLAN_PIECE = 4  # plans appraised per piece of the ranking (a browser slice's share)
CHOICES = 3  # of a card choice (draft, give, return, discard), the best weighed


def best_spots(cakes: list, numbers: list[int]) -> list[tuple[int, int, int]]:
    """A rule of thumb for the playouts: per card in ``numbers``, (score, cake index,
    quarter index) of its best quarter in ``cakes`` (cake -1: all full). The score is
    what the card does to its cake's tasty points as far as the cake is built: one
    colour (or two) kept, rosettes closed or left half, berry pairs made."""
    facts = []
    for c, cake in enumerate(cakes):
        empty = [q for q in range(QUARTERS) if cake[q] is None]
        if not empty:
            continue
        if len(empty) == QUARTERS:
            empty = [0]  # an empty cake: every quarter alike
        colours = set()
        reds = blues = 0
        for placed in cake:
            if placed is not None:
                card = CARD_TRAITS[placed]
                colours.add(card[0])
                reds += card[3]
                blues += card[4]
        facts.append((c, cake, empty, colours, len(colours), reds, blues, min(reds, blues)))
    out = []
    for number in numbers:
        icing, cw, ccw, red, blue = CARD_TRAITS[number]
        best = (-99, -1, -1)
        for c, cake, empty, colours, count, reds, blues, pairs in facts:
            base = 2 * (min(reds + red, blues + blue) - pairs)
            if count:
                if icing in colours:
                    base += 3 if count == 1 else 1
                else:
                    base -= 4 if count == 1 else 1 if count == 2 else 0
            for q in empty:
                score = base
                after = cake[(q + 1) % QUARTERS]
                if after is not None:
                    half = CARD_TRAITS[after][2]
                    score += (3 if half else -2) if cw else -2 if half else 0
                before = cake[q - 1]
                if before is not None:
                    half = CARD_TRAITS[before][1]
                    score += (3 if half else -2) if ccw else -2 if half else 0
                if score > best[0]:
                    best = (score, c, q)
        out.append(best)
    return out


class SearchPolicy(search.Policy):
    """Cake Master knowledge for ``pygames.core.search`` (see the module's docstring);
    the root's actions are the few best by the star appraisal."""

    rounds = None

    def __init__(self) -> None:
        self._stop = False  # the playout's last move is made: evaluate now
        self._orders: list = []  # per finish: the card numbers in a random order
        self._known: dict = {}  # (cake, index, set) -> ``_finish``, for one decision
        self._masks: dict = {}  # cake counts -> customer mask, for one decision
        self._seat = -1  # the seat whose decision is searched
        self._rng = None  # the decision's: which set of finishes a simulation uses
        self._set = 0  # that set, drawn as a simulation's evaluation begins
        self._plans: dict = {}  # its root placement -> its plan: [(card, cake, quarter)]

    @property
    def max_plies(self) -> int:
        # The search's playout loop reads this before every move: the horizon is the
        # last placement of a turn, which ``playout_action`` sees coming.
        return 0 if self._stop else 10_000

    def rank(self, game, state, seat, actions, rng):
        return search.drain(self.ranking(game, state, seat, actions, rng))

    def ranking(self, game, state, seat, actions, rng):
        # New random finishes for every decision, in sets; each simulation draws its set
        # (the candidates are compared on the same spread of luck).
        self._orders = []
        for _ in range(FINISHES * FINISH_SETS):
            order = list(range(1, CARD_COUNT + 1))
            rng.shuffle(order)
            self._orders.append(order + order)  # room to skip the cake's own cards
        self._rng = rng
        self._known, self._masks = {}, {}
        self._seat, self._plans = seat, {}
        view = game.view(state, seat)
        yield  # the rest a piece at a time: this ranking is the costly part of a slice
        if type(actions[0]) is Place:
            ranked = yield from self._plan_ranking(view, seat, rng)
            return ranked + [a for a in actions if type(a) is Exchange]  # solo's, unvalued
        appraiser = yield from StarAppraiser.in_pieces(
            view, seat, rng, PLAN_SAMPLES, TASTY_WEIGHT, RANK_CUSTOMER_WEIGHT, STAR_WEIGHT
        )
        yield
        values = yield from GreedyBot().value_steps(view, seat, actions, appraiser)
        start = rng.below(len(actions))  # equal values in a random order
        pairs = list(zip(actions, values))
        pairs = pairs[start:] + pairs[:start]
        pairs.sort(key=lambda pair: 1 << 40 if pair[1] is None else -pair[1])
        ranked = [action for action, _ in pairs]
        # The ranking is a sound guide: the search spends its simulations on telling
        # its few best apart (exchanges, which it does not value, come after).
        chosen = [a for a in ranked if type(a) is not Exchange][:CHOICES]
        return chosen + [a for a in ranked if type(a) is Exchange]

    def _plan_ranking(self, view: dict, seat: int, rng):
        """The root's placements: every plan (each card of the hand to its own empty
        quarter) appraised by the tasty stars it would win (``StarAppraiser``), and the
        first placements of the best ``PLACEMENTS`` plans, remembered for the playouts
        to follow."""
        hand = list(view["hand"])
        appraiser = yield from StarAppraiser.in_pieces(
            view, seat, rng, PLAN_SAMPLES, TASTY_WEIGHT, RANK_CUSTOMER_WEIGHT, STAR_WEIGHT
        )
        yield
        cakes = [list(cake) for cake in view["cakes"][seat]]
        empty = [(c, q) for c in range(CAKES) for q in range(QUARTERS) if cakes[c][q] is None]
        bare = [c for c in range(CAKES) if cakes[c] == [None] * QUARTERS]
        plans = []
        every = permutations(empty, len(hand))
        for count, spots in enumerate((s for s in every if _canonical(s, bare)), 1):
            for (c, q), number in zip(spots, hand):
                cakes[c][q] = number
            plans.append((appraiser.value(cakes) * 64 + rng.below(64), spots))
            for c, q in spots:
                cakes[c][q] = None
            if count % PLAN_PIECE == 0:
                yield
        plans.sort(key=lambda plan: -plan[0])
        ranked = []
        for _, spots in plans:
            first = Place(hand[0], spots[0][0] + 1, spots[0][1] + 1)
            if first not in self._plans:
                self._plans[first] = [(n, c, q) for n, (c, q) in zip(hand, spots)]
                ranked.append(first)
                if len(ranked) == PLACEMENTS:
                    break
        return ranked

    def _planned(self, state, seat: int):
        """The searched seat's next placement by the plan its root placement began."""
        cakes, hand = state.cakes[seat], state.hands[seat]
        for plan in self._plans.values():
            first, c, q = plan[0]
            if cakes[c][q] == first:
                for number, c, q in plan[1:]:
                    if number in hand and cakes[c][q] is None:
                        return Place(number, c + 1, q + 1)
                return None
        return None

    def playout_action(self, game, state, seat, rng):
        phase = state.phase
        hand = state.hands[seat]
        if _fresh_round(state):
            self._stop = True  # the move before the playout ended the round
        if phase == "place":
            if sum(len(h) for h in state.hands) == 1:
                self._stop = True  # the turn's last card
            if seat == self._seat and self._plans:
                planned = self._planned(state, seat)
                if planned is not None:
                    return planned
        cakes = state.cakes[seat]
        spots = best_spots(cakes, hand)
        if phase == "place":
            top = max(spots)[0]
            best = [(number, c, q) for number, (score, c, q) in zip(hand, spots) if score == top]
            number, c, q = best[rng.below(len(best))] if len(best) > 1 else best[0]
            return Place(number, c + 1, q + 1)
        # Keep the card that fits best; pass the others on in a random order.
        scores = [spot[0] * 8 + rng.below(8) for spot in spots]
        keep = hand[scores.index(max(scores))]
        rest = [n for n in hand if n != keep]
        if phase == "draft":
            if rng.below(2):
                rest.reverse()
            return Draft(keep, rest[0], rest[1])
        if phase == "give":
            return Give(keep, (min(rest), max(rest)))
        if phase == "return":
            got = [n for n in hand if n != state.kept[seat]]
            first, second = best_spots(cakes, got)
            keep = got[0] if first[0] >= second[0] else got[1]
            return Return(keep, got[1] if keep == got[0] else got[0])
        worst = min(zip(spots, hand))[1]  # solo: discard the card that fits worst
        return Discard(worst)

    def evaluate(self, game, state):
        self._stop = False
        players = state.players
        values = [STAR * FINISHES * s for s in state.stars]
        if any(card is not None for cakes in state.cakes for cake in cakes for card in cake):
            self._add_finishes(state, values)
        elif state.phase == "over" and players > 1:
            values = [v + FINISHES * t for v, t in zip(values, state.rounds[-1]["tasty"])]
        if players == 1:
            return values  # solo: the stars themselves (no one to be measured against)
        return search.against_the_best(values)

    # The review (``core.review``): each seat's stars less the best other seat's.
    review_unit = "margin"

    def review_values(self, game, state) -> list:
        """Per seat, its stars (``game.score_unit``) less the best other seat's: the
        stars it holds, and in a round under way the round's stars its cakes earn
        (tasty stars and customers) averaged over every finish of the decision's sets
        (all of them, no draw: two moves valued alike are valued on the same luck).
        At the end, the final margins. Solo, with no one to be measured against: the
        stars themselves. Safe at any time: without a decision's finishes it makes a
        fixed set of its own; it ends the playout's turn as ``evaluate`` does."""
        self._stop = False
        players = state.players
        stars = [float(s) for s in state.stars]
        placed = any(card is not None for cakes in state.cakes for cake in cakes for card in cake)
        if placed and state.phase != "over":  # (the last round's cakes stay, scored)
            if not self._orders:
                self._fixed_finishes()
            kept = self._set
            sets = [[0] * players for _ in range(FINISH_SETS)]
            for index in range(FINISH_SETS):
                self._set = index
                self._round_stars(state, sets[index])
            self._set = kept
            for s in range(players):
                stars[s] += sum(row[s] for row in sets) / (FINISHES * FINISH_SETS)
        if players == 1:
            return stars
        return search.against_the_best(stars)

    def _fixed_finishes(self) -> None:
        """The finishes of ``review_values`` outside a decision: one fixed set of sets."""
        rng = Rng(0x5EED)
        self._known, self._masks = {}, {}
        for _ in range(FINISHES * FINISH_SETS):
            order = list(range(1, CARD_COUNT + 1))
            rng.shuffle(order)
            self._orders.append(order + order)

    def _round_stars(self, state, totals: list) -> None:
        """Adds to ``totals`` every seat's stars of the round summed over the finishes
        of the set ``self._set`` (tasty stars ranked, customers served)."""
        players = state.players
        rows = []
        for cakes in state.cakes:
            finished = [self._finish(cake, c, state.customers) for c, cake in enumerate(cakes)]
            rows.append(list(zip(*finished)))
        for k in range(FINISHES):
            tasty, served = [], []
            for row in rows:
                tasty.append(sum(points for points, _ in row[k]))
                served.append(most_served(tuple(mask for _, mask in row[k])))
            stars = tasty_stars(tasty) if players > 1 else [0]
            for s in range(players):
                totals[s] += stars[s] + served[s]

    def _add_finishes(self, state, values: list) -> None:
        """Adds to ``values``, summed over the finishes of a set drawn for this playout,
        every seat's stars of the round (and in the last round its tasty points) with
        its cakes finished (``_finish``)."""
        players = state.players
        tie_break = 1 if state.round == ROUNDS and players > 1 else 0
        self._set = self._rng.below(FINISH_SETS)
        rows = []
        for cakes in state.cakes:
            finished = [self._finish(cake, c, state.customers) for c, cake in enumerate(cakes)]
            rows.append(list(zip(*finished)))  # per finish: (tasty, mask) of each cake
        for k in range(FINISHES):
            tasty, served = [], []
            for row in rows:
                cakes = row[k]
                tasty.append(sum(points for points, _ in cakes))
                served.append(most_served(tuple(mask for _, mask in cakes)))
            stars = tasty_stars(tasty) if players > 1 else [0]
            for s in range(players):
                values[s] += STAR * (stars[s] + served[s]) + tie_break * tasty[s]

    def _finish(self, cake: list, index: int, customers: list) -> tuple:
        """Per finish of the playout's set: (tasty points, customer mask) of ``cake``
        (cake number ``index``) with its empty quarters filled from that finish's
        cards, each the better for the cake of two (``choose_finish``, as the ranking
        finishes); remembered for the decision (the same cakes come again and again).
        A finish may repeat a card another cake holds: only this cake's own cards are
        left out."""
        key = (tuple(cake), index, self._set)
        found = self._known.get(key)
        if found is not None:
            return found
        out = []
        first = self._set * FINISHES
        for order in self._orders[first : first + FINISHES]:
            if None in cake:
                cards = (n for n in order[index * QUARTERS * CHOICE :] if n not in cake)
                full = choose_finish(key[0], cards)
            else:
                full = key[0]
            points, counts = cake_counts(full)
            out.append((points, _mask(counts, customers, self._masks)))
        found = self._known[key] = tuple(out)
        return found


def _canonical(spots: tuple, bare: list[int]) -> bool:
    """Whether a plan (a quarter per card, in the hand's order) is the one its like
    plans stand for. Empty cakes (``bare``) are alike, and so are an empty cake's
    quarters turned round: of plans differing only so, the one that fills empty cakes
    in order, each from its first quarter, is weighed (at a round's first placement
    16 plans of 1,320)."""
    used = 0  # empty cakes begun so far
    for c, q in spots:
        if c in bare:
            if bare.index(c) == used:
                if q != 0:
                    return False
                used += 1
            elif bare.index(c) > used:
                return False
    return True


def _fresh_round(state) -> bool:
    """Nothing done yet in this round, past the first (a round was just scored)."""
    return (
        state.turn == 1
        and state.phase != "place"
        and state.round > 1
        and not state.discard
        and all(choice is None for choice in state.choices)
        and all(card is None for cakes in state.cakes for cake in cakes for card in cake)
    )
