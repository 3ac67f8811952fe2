"""Cupcake Empire bots.

Greedy judges a position by ``worth``: its income, the income a turn (the lower of
production and sales) times the turns it expects still to play, a little for each of
production and sales (growth, kept balanced because only the lower one pays), the
goals in play by how near it is to each, the layers it holds that make a menu item,
the customers its menu and its shops can reach, its idea and extra-action discs, and
the levels its columns give. It then looks one action ahead:

- before activating, it takes any action of CE20/CE23 (a menu item, rest dice back,
  a special action) that raises its worth, then activates the column and level whose
  action, played out greedily on a copy, is worth the most;
- during the action it takes the part (or disc, or menu item) that raises its worth
  most, and says ``done`` when none does (menu items first: production counts in the
  income step);
- after the roll it takes what still raises its worth, then ends its turn.

Its choices use only its view (``determinize`` rebuilds the position with a generator
of its own, so the roll it imagines is never the real one).

Measured (seats rotated): greedy won 40 of 40 two-player games against the random bot
and 40 of 40 four-player games against three random bots; greedy games last about 12
turns each (random games run to the safeguard). Changing one weight (the income rate
to 50, 70 or 150, the goals to 250 or 900) did not beat these weights measurably over
40 two-player games (12–24 wins of 40). A decision takes a few milliseconds (about
0.5 s a two-player game).

Search (``pygames.core.search``, ``SearchBot`` here) plays each decision out in many
deals of the dice still to roll, ``quick_action`` playing every seat until the
searching seat's next turn, and judges the position with ``worth``. The tree runs
through the seat's own decisions of the turn and stops at ``done`` (the roll). With
100 simulations a decision it beat greedy in 44 of 64 two-player games (69 %) and,
against two greedy players, won 15 of 21 three-player games (71 %; 33 % is an even
share), against three 13 of 16 four-player games (81 %; 25 % is even). A decision took 0.8 s on average in CPython on a busy shared machine (the
browser gives it 1 s).
"""

from __future__ import annotations

from dataclasses import dataclass

from pygames.core import search
from pygames.core.rng import Rng
from pygames.cupcake import board
from pygames.cupcake.actions import (
    Activate,
    Borrow,
    BuyIdea,
    Done,
    EndTurn,
    FirstMenu,
    GainCreativity,
    GainIncome,
    Hire,
    IdeaDisc,
    IdeaMove,
    MakeMenu,
    PayMove,
    PlaceBakery,
    PlaceShop,
    Rest,
    Sell,
    StartDisc,
    TakeBase,
    TakeDisc,
    TakeFrosting,
)
from pygames.cupcake.data import (
    COLUMNS,
    DISC_KINDS,
    DISTRICTS,
    END_INCOME,
    LIKINGS,
    MIXED_BASE,
    districts_of,
    is_mixed_frosting,
    likes,
    menu_gain,
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
    idea: int = 70
    disc: int = 90
    level: int = 35  # per level a column gives now


GREEDY = Weights()


def _in(state: State, seat: int, colour: str, count) -> int:
    return sum(count(state, seat, d) for d in districts_of(colour))


def goal_progress(state: State, seat: int, goal: str) -> tuple[int, int]:
    """(have, need) summed over the goal's requirements, each capped at its need."""
    menu = state.menu[seat]
    mixed_f = sum(1 for _, f in menu if is_mixed_frosting(f))
    mixed_b = sum(1 for b, _ in menu if b == MIXED_BASE)
    single_f, single_b = len(menu) - mixed_f, len(menu) - mixed_b
    served = state.served[seat]
    values = [sum(1 for _, v in served if v == n) for n in (1, 2, 3)]
    pants = [sum(1 for liking, _ in served if LIKINGS[liking][0] == p) for p in (0, 1)]
    shirts = len({LIKINGS[liking][1] for liking, _ in served})
    discs = state.discs[seat]
    kinds = [sum(column.count(k) for column in discs) for k in range(len(DISC_KINDS))]
    sizes = sorted((len(column) for column in discs), reverse=True)
    ys = _in(state, seat, "yellow", board.shop_count)
    bs = _in(state, seat, "beige", board.shop_count)
    yb = _in(state, seat, "yellow", board.bakery_count)
    bb = _in(state, seat, "beige", board.bakery_count)
    needs = {
        "A1": [(single_f, 4)],
        "A2": [(single_b, 4)],
        "A3": [(single_f, 2), (mixed_f, 2)],
        "A4": [(single_b, 2), (mixed_b, 2)],
        "A5": [(mixed_f, 2), (mixed_b, 2)],
        "B1": [(len(served), 5)],
        "B2": [(pants[0], 2), (pants[1], 2)],
        "B3": [(shirts, 4)],
        "B4": [(values[0], 2), (values[1], 2)],
        "B5": [(values[0], 2), (values[2], 2)],
        "C1": [(board.shop_count(state, seat), 5)],
        "C2": [(sum(1 for row in state.shops if seat in row), 4)],
        "C3": [(ys, 2), (bs, 2)],
        "C4": [(yb, 2), (ys, 2)],
        "C5": [(bb, 2), (bs, 2)],
        "D1": [(sizes[0], 3)],
        "D2": [(sum(kinds), 5)],
        "D3": [(sum(1 for n in kinds if n), 5)],
        "D4": [(sizes[0], 2), (sizes[1], 2)],
        "D5": [(sum(n // 2 for n in kinds), 2)],
    }[goal]
    return sum(min(have, need) for have, need in needs), sum(need for _, need in needs)


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
    reach = 0
    for d in range(len(DISTRICTS)):
        if board.present(state, seat, d):
            for liking in state.houses[d]:
                if liking != EMPTY and board.serves(state, seat, liking):
                    reach += 1
    value += w.reach * min(reach, 6)
    value += w.idea * state.ideas[seat]
    value += w.disc * sum(len(column) for column in state.discs[seat])
    value += w.level * sum(board.column_level(state, seat, c) for c in range(len(COLUMNS)))
    return value


ANYTIME_TRIED = (MakeMenu, Rest, IdeaMove, IdeaDisc, BuyIdea)


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
            return self._start_disc(state, seat, legal)
        if isinstance(first, FirstMenu):
            return max(legal, key=lambda a: self._liked(state, a.base, a.frosting))
        now = worth(state, seat, self.weights)
        best, best_value = self._best_step(game, state, seat, legal, now)
        if best is not None:
            return best
        if state.phase == "start":
            return self._activation(game, state, seat, legal)
        return next(a for a in legal if isinstance(a, (Done, EndTurn)))

    def _after(self, game, state: State, seat: int, action) -> int:
        copy = state.clone()
        game.perform(copy, seat, action)
        return worth(copy, seat, self.weights)

    def _best_step(self, game, state: State, seat: int, legal: list, now: int):
        """The action (not activating, not finishing) that raises the worth most."""
        best, best_value = None, now
        for action in legal:
            if isinstance(action, (Activate, Done, EndTurn, PayMove)):
                continue
            value = self._after(game, state, seat, action)
            if value > best_value:
                best, best_value = action, value
        return best, best_value

    def _activation(self, game, state: State, seat: int, legal: list):
        best, best_value = None, None
        for action in legal:
            if not isinstance(action, Activate):
                continue
            copy = state.clone()
            game.perform(copy, seat, action)
            for _ in range(8):  # the action's parts, greedily
                options = [
                    a
                    for a in game.legal_actions(copy, seat)
                    if not isinstance(a, (Done, PayMove, Rest, IdeaMove, IdeaDisc, BuyIdea))
                ]
                step, _ = self._best_step(game, copy, seat, options, worth(copy, seat))
                if step is None:
                    break
                game.perform(copy, seat, step)
            value = worth(copy, seat, self.weights) * 4 + action.level
            if best_value is None or value > best_value:
                best, best_value = action, value
        return best

    def _start_disc(self, state: State, seat: int, legal: list):
        kind = DISC_KINDS[state.start_disc[seat]]
        column = {"base": 0, "frosting": 1, "shop": 2, "sell": 3}.get(kind)
        if column is None:  # income, creativity: the column with most dice
            column = max(range(len(COLUMNS)), key=lambda c: len(state.dice[seat][c]))
        return next(a for a in legal if a.column == column)

    @staticmethod
    def _liked(state: State, base: int, frosting: int) -> int:
        return sum(
            1
            for d in range(len(DISTRICTS))
            for liking in state.houses[d]
            if liking != EMPTY and likes(liking, base, frosting)
        )


# -- the search ---------------------------------------------------------------------
# A quick player for the search's playouts: no copies of the position, a fixed order of
# preference. Its scores are ranks, not values.
PART_RANK = {
    PlaceBakery: 90,
    PlaceShop: 80,
    GainIncome: 70,
    TakeBase: 60,
    TakeFrosting: 60,
    TakeDisc: 50,
    Hire: 40,
    GainCreativity: 30,
    Borrow: 20,
}
WIN_REWARD = 100_000


def quick_action(state: State, seat: int, legal: list, rng: Rng):
    """The playouts' move: the best menu item if one can be made; before activating,
    the highest level, favouring the columns that raise the lower of production and
    sales; during the action a sale (the richest customer), then bakeries, shops,
    income, layers, discs, dice; then done, then end."""
    if len(legal) == 1:
        return legal[0]
    menus = [a for a in legal if type(a) is MakeMenu]
    if menus:
        return max(menus, key=lambda a: menu_gain(a.base, a.frosting))
    if state.phase == "start":
        want_production = state.production[seat] <= state.sales[seat]

        def score(action) -> int:
            value = action.level * 10 + rng.below(7)
            if (action.column in (0, 1)) == want_production and action.column < 4:
                value += 15
            return value

        return max((a for a in legal if type(a) is Activate), key=score)
    if state.phase == "action":
        best, best_rank = None, 0
        for action in legal:
            kind = type(action)
            if kind is Sell:
                rank = 100 + DISTRICTS[action.district].houses[action.house][1]
            elif kind is PlaceShop:
                rank = 80 - (action.victim >= 0)
            elif kind is TakeBase:
                rank = 60 + (action.base == MIXED_BASE)
            elif kind is TakeFrosting:
                rank = 60 + is_mixed_frosting(action.frosting)
            elif kind is Borrow:
                rank = 20 + action.level
            else:
                rank = PART_RANK.get(kind, 0)
            if rank > best_rank:
                best, best_rank = action, rank
        if best is not None:
            return best
    return next((a for a in legal if type(a) in (Done, EndTurn)), legal[0])


class SearchPolicy(search.Policy):
    """Cupcake Empire knowledge for ``pygames.core.search``: the quick player's choice
    ranked first and playing every seat in the playouts, which stop when the searching
    seat's next turn comes (the roll, and every other seat's turn, seen); the position
    is judged by ``worth`` (each seat's less the best of the others'), a finished game
    by who won."""

    rounds = 1

    def rank(self, game, state, seat: int, actions: list, rng: Rng) -> list:
        best = quick_action(state, seat, actions, rng)
        return [best] + [action for action in actions if action != best]

    def playout_action(self, game, state, seat: int, rng: Rng):
        return quick_action(state, seat, game.legal_actions(state, seat), rng)

    def evaluate(self, game, state) -> list:
        seats = range(state.players)
        if state.phase == "over":
            winners = game.result(state).winners
            return [WIN_REWARD if seat in winners else -WIN_REWARD for seat in seats]
        values = [worth(state, seat) for seat in seats]
        return [values[s] - max(values[o] for o in seats if o != s) for s in seats]


class SearchBot(search.SearchBot):
    """Monte Carlo tree search with ``SearchPolicy`` (settings: see the base class),
    100 simulations a decision unless told otherwise."""

    def __init__(self, **settings) -> None:
        settings.setdefault("simulations", 100)
        super().__init__(SearchPolicy(), **settings)


BOTS = {"greedy": GreedyBot, "search": SearchBot}
