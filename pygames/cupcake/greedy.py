"""Cupcake Empire's greedy player and its judgement of a position (``worth``), which
the search (``search_policy.py``) shares; ``bots.py`` describes both bots.
"""

from __future__ import annotations

from dataclasses import dataclass

from pygames.core.rng import Rng
from pygames.cupcake import board
from pygames.cupcake.actions import (
    Activate,
    BuyIdea,
    Done,
    EndTurn,
    FirstMenu,
    IdeaDisc,
    IdeaMove,
    MakeMenu,
    PayMove,
    Rest,
    StartDisc,
)
from pygames.cupcake.data import (
    COLUMNS,
    DISC_KINDS,
    DISTRICTS,
    END_INCOME,
    LEVEL_PARTS,
    LIKINGS,
    MIXED_BASE,
    SELL,
    districts_of,
    is_mixed_frosting,
    likes,
)
from pygames.cupcake.state import EMPTY, State


@dataclass(frozen=True)
class Weights:
    """Greedy's values, in hundredths of an income step."""

    income: int = 100
    rate: int = 100  # per expected turn left, per step of min(production, sales)
    growth: int = 25  # per step of production and of sales
    goal: int = 450  # a goal in play wholly met (pro rata while not)
    layer: int = 60  # a base or frosting that could make a menu item
    reach: int = 25  # a customer its menu likes, in a district it is in
    ready: int = 150  # such a customer near enough for the sell column's level now
    idea: int = 70
    disc: int = 90
    level: int = 35  # per level a column gives now


GREEDY = Weights()


def _in(state: State, seat: int, colour: str, count) -> int:
    return sum(count(state, seat, d) for d in districts_of(colour))


def goal_progress(state: State, seat: int, goal: str) -> tuple[int, int]:
    """(have, need) summed over the goal's requirements, each capped at its need. Only
    the goal's own pile is counted (``worth`` asks this for every goal in play)."""
    needs = _GOAL_NEEDS[goal[0]](state, seat)[goal]
    return sum(min(have, need) for have, need in needs), sum(need for _, need in needs)


def _menu_needs(state: State, seat: int) -> dict:
    menu = state.menu[seat]
    mixed_f = sum(1 for _, f in menu if is_mixed_frosting(f))
    mixed_b = sum(1 for b, _ in menu if b == MIXED_BASE)
    single_f, single_b = len(menu) - mixed_f, len(menu) - mixed_b
    return {
        "A1": [(single_f, 4)],
        "A2": [(single_b, 4)],
        "A3": [(single_f, 2), (mixed_f, 2)],
        "A4": [(single_b, 2), (mixed_b, 2)],
        "A5": [(mixed_f, 2), (mixed_b, 2)],
    }


def _customer_needs(state: State, seat: int) -> dict:
    served = state.served[seat]
    values = [sum(1 for _, v in served if v == n) for n in (1, 2, 3)]
    pants = [sum(1 for liking, _ in served if LIKINGS[liking][0] == p) for p in (0, 1)]
    shirts = len({LIKINGS[liking][1] for liking, _ in served})
    return {
        "B1": [(len(served), 5)],
        "B2": [(pants[0], 2), (pants[1], 2)],
        "B3": [(shirts, 4)],
        "B4": [(values[0], 2), (values[1], 2)],
        "B5": [(values[0], 2), (values[2], 2)],
    }


def _city_needs(state: State, seat: int) -> dict:
    ys = _in(state, seat, "yellow", board.shop_count)
    bs = _in(state, seat, "beige", board.shop_count)
    yb = _in(state, seat, "yellow", board.bakery_count)
    bb = _in(state, seat, "beige", board.bakery_count)
    return {
        "C1": [(board.shop_count(state, seat), 5)],
        "C2": [(sum(1 for row in state.shops if seat in row), 4)],
        "C3": [(ys, 2), (bs, 2)],
        "C4": [(yb, 2), (ys, 2)],
        "C5": [(bb, 2), (bs, 2)],
    }


def _disc_needs(state: State, seat: int) -> dict:
    discs = state.discs[seat]
    kinds = [sum(column.count(k) for column in discs) for k in range(len(DISC_KINDS))]
    sizes = sorted((len(column) for column in discs), reverse=True)
    return {
        "D1": [(sizes[0], 3)],
        "D2": [(sum(kinds), 5)],
        "D3": [(sum(1 for n in kinds if n), 5)],
        "D4": [(sizes[0], 2), (sizes[1], 2)],
        "D5": [(sum(n // 2 for n in kinds), 2)],
    }


_GOAL_NEEDS = {"A": _menu_needs, "B": _customer_needs, "C": _city_needs, "D": _disc_needs}


def turns_left(state: State) -> int:
    """A rough count of the turns still to come for each seat."""
    top = max(state.income)
    pace = max(2, max(min(p, s) for p, s in zip(state.production, state.sales)))
    return max(1, min(8, (END_INCOME - top) // pace + 1))


def worth(state: State, seat: int, weights: Weights = GREEDY) -> int:
    w = weights
    prod, sales = state.production[seat], state.sales[seat]
    value = w.income * state.income[seat]
    value += w.rate * turns_left(state) * min(prod, sales) + w.growth * (prod + sales)
    for goal in state.goals:
        if goal in state.goals_met[seat]:
            continue
        have, need = goal_progress(state, seat, goal)
        value += w.goal * have * have // (need * need)
    bases, frostings = sum(state.bases[seat]), sum(state.frostings[seat])
    value += w.layer * min(bases, frostings) + w.layer // 3 * abs(bases - frostings)
    reach, ready = 0, False
    level = board.column_level(state, seat, SELL)
    distance = board.sell_distance(LEVEL_PARTS[SELL][level - 1][0]) if level else 0
    for d in range(len(DISTRICTS)):
        if board.present(state, seat, d):
            for h, liking in enumerate(state.houses[d]):
                if liking != EMPTY and board.serves(state, seat, liking):
                    reach += 1
                    ready = ready or DISTRICTS[d].houses[h][0] <= distance
    value += w.reach * min(reach, 6) + w.ready * ready
    value += w.idea * state.ideas[seat]
    value += w.disc * sum(len(column) for column in state.discs[seat])
    value += w.level * sum(board.column_level(state, seat, c) for c in range(len(COLUMNS)))
    return value


ANYTIME_TRIED = (MakeMenu, Rest, IdeaMove, IdeaDisc, BuyIdea)
OPENING_KINDS = (IdeaMove, PayMove, Rest)  # the moves of dice greedy plans before activating
OPENINGS = 4  # the most such moves played out before a turn's activation


class GreedyBot:
    name = "greedy"

    def __init__(self, weights: Weights = GREEDY) -> None:
        self.weights = weights

    def choose(self, game, view: dict, seat: int, legal: list, rng: Rng):
        if len(legal) == 1:
            return legal[0]
        state = game.determinize(view, seat, rng)
        first = legal[0]
        if isinstance(first, StartDisc):
            return self.start_disc_choice(state, seat, legal)
        if isinstance(first, FirstMenu):
            return max(legal, key=lambda a: self.liked_by(state, a.base, a.frosting))
        now = worth(state, seat, self.weights)
        best, best_value = self._best_step(game, state, seat, legal, now)
        if best is not None:
            return best
        if state.phase == "start":
            activation, value = self.best_activation_value(game, state, seat, legal)
            opening = self.best_opening(game, state, seat, legal, value)
            return opening if opening is not None else activation
        return next(a for a in legal if isinstance(a, (Done, EndTurn)))

    def worth_after(self, game, state: State, seat: int, action) -> int:
        """The seat's worth once ``action`` is taken (on a copy)."""
        copy = state.clone()
        game.perform(copy, seat, action)
        return worth(copy, seat, self.weights)

    def _best_step(self, game, state: State, seat: int, legal: list, now: int):
        """The action (not activating, not finishing) that raises the worth most."""
        best, best_value = None, now
        for action in legal:
            if isinstance(action, (Activate, Done, EndTurn, PayMove)):
                continue
            value = self.worth_after(game, state, seat, action)
            if value > best_value:
                best, best_value = action, value
        return best, best_value

    def best_activation(self, game, state: State, seat: int, legal: list):
        """The activation in ``legal`` whose greedy play leaves the most worth."""
        return self.best_activation_value(game, state, seat, legal)[0]

    def best_activation_value(self, game, state: State, seat: int, legal: list):
        """(the best activation in ``legal``, its ``activation_value``)."""
        best, best_value = None, None
        for action in legal:
            if not isinstance(action, Activate):
                continue
            value = self.activation_value(game, state, seat, action)
            if best_value is None or value > best_value:
                best, best_value = action, value
        return best, best_value

    def best_opening(self, game, state: State, seat: int, legal: list, value):
        """The anytime move of dice (an idea disc's or paid move, rest dice brought
        back) that raises a column's level so that activating it at once leaves more
        worth than ``value`` (the best activation's without it), or None. Only the
        cheapest move a column's new level is played out, at most ``OPENINGS``."""
        cheapest: dict = {}
        for action in legal:
            if not isinstance(action, OPENING_KINDS):
                continue
            column = action.column if isinstance(action, Rest) else action.target
            copy = state.clone()
            game.perform(copy, seat, action)
            level = board.column_level(copy, seat, column)
            if level <= board.column_level(state, seat, column):
                continue
            cost = worth(copy, seat, self.weights)
            key = (column, level)
            if key not in cheapest or cost > cheapest[key][0]:
                cheapest[key] = (cost, action, copy)
        best, best_value = None, value
        ranked = sorted(cheapest.items(), key=lambda item: -item[1][0])[:OPENINGS]
        for (column, level), (_, action, copy) in ranked:
            found = self.activation_value(game, copy, seat, Activate(column, level))
            if best_value is None or found > best_value:
                best, best_value = action, found
        return best

    def activation_value(self, game, state: State, seat: int, action) -> int:
        """The worth after activating and playing the action's parts greedily (on a
        copy), times 4, plus the level (the higher of equal levels first)."""
        copy = state.clone()
        game.perform(copy, seat, action)
        self.play_parts(game, copy, seat)
        return worth(copy, seat, self.weights) * 4 + action.level

    def play_parts(self, game, state: State, seat: int) -> None:
        """Takes the action's parts (and menu items) while one raises the worth."""
        for _ in range(8):
            step = self.part_step(game, state, seat)
            if step is None:
                break
            game.perform(state, seat, step)

    def part_step(self, game, state: State, seat: int):
        """The part or menu item that raises the worth most (None: none does)."""
        options = [
            a
            for a in game.legal_actions(state, seat)
            if not isinstance(a, (Done, PayMove, Rest, IdeaMove, IdeaDisc, BuyIdea))
        ]
        step, _ = self._best_step(game, state, seat, options, worth(state, seat))
        return step

    def start_disc_choice(self, state: State, seat: int, legal: list):
        """The column its start disc names (income, creativity: the one with most dice)."""
        kind = DISC_KINDS[state.start_disc[seat]]
        column = {"base": 0, "frosting": 1, "shop": 2, "sell": 3}.get(kind)
        if column is None:  # income, creativity: the column with most dice
            column = max(range(len(COLUMNS)), key=lambda c: len(state.dice[seat][c]))
        return next(a for a in legal if a.column == column)

    @staticmethod
    def liked_by(state: State, base: int, frosting: int) -> int:
        """How many customers in the city like a cupcake of ``base`` and ``frosting``."""
        return sum(
            1
            for d in range(len(DISTRICTS))
            for liking in state.houses[d]
            if liking != EMPTY and likes(liking, base, frosting)
        )
