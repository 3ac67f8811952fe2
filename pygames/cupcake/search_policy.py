"""Cupcake Empire knowledge for ``pygames.core.search``: the search plays each of the
searching seat's candidate actions, finishes the seat's turn as greedy would (so the
dice it rolls at ``done`` differ from deal to deal) and judges the turn's end by
``worth``, the seat's less the best other seat's.

The tree is one level deep: only the decision at hand. Its actions come in greedy's
order, greedy's own choice first, so that a few simulations weigh greedy's few best
candidates against each other.
"""

from __future__ import annotations

import copy

from pygames.core import search
from pygames.core.rng import Rng
from pygames.cupcake.actions import (
    Activate,
    Done,
    EndTurn,
    FirstMenu,
    MakeMenu,
    PayMove,
    StartDisc,
)
from pygames.cupcake.data import menu_gain
from pygames.cupcake.greedy import GreedyBot, worth
from pygames.cupcake.state import State

WIN_REWARD = 100_000
TURN_PHASES = ("start", "action", "after")  # (set-up choices are judged as they are)
TURN_STEPS = 40  # a guard: no turn takes this many actions
GREEDY = GreedyBot()


def greedy_order(game, state: State, seat: int, actions: list) -> list:
    """``actions`` in greedy's order: the steps that raise the worth, best first (where
    none does before activating, greedy's move of dice that opens a better activation,
    if any); then the activations by their greedy play (before activating) or
    ``done``/``end``; then the other steps, best first. The first is greedy's choice."""
    if len(actions) < 2:
        return list(actions)
    first = actions[0]
    if isinstance(first, StartDisc):
        best = GREEDY.start_disc_choice(state, seat, actions)
        return [best] + [a for a in actions if a != best]
    if isinstance(first, FirstMenu):
        return sorted(actions, key=lambda a: -GREEDY.liked_by(state, a.base, a.frosting))
    now = worth(state, seat)
    steps, activations, finishing, paid = [], [], [], []
    for action in actions:
        if isinstance(action, Activate):
            value = GREEDY.activation_value(game, state, seat, action)
            activations.append((value, action))
        elif isinstance(action, (Done, EndTurn)):
            finishing.append(action)
        elif isinstance(action, PayMove):
            paid.append(action)
        else:
            steps.append((GREEDY.worth_after(game, state, seat, action), action))
    steps.sort(key=lambda pair: -pair[0])
    activations.sort(key=lambda pair: -pair[0])
    better = [a for value, a in steps if value > now]
    worse = [a for value, a in steps if value <= now]
    if not better and activations:  # greedy's move of dice that opens an activation
        opening = GREEDY.best_opening(game, state, seat, actions, activations[0][0])
        if opening is not None:
            better = [opening]
            worse = [a for a in worse if a != opening]
            paid = [a for a in paid if a != opening]
    return better + [a for _, a in activations] + finishing + worse + paid


def turn_action(game, state: State, seat: int):
    """The quick finish of a turn: the menu item that raises production most, the
    greedy activation, the parts that raise the worth, then ``done``, then ``end``."""
    legal = game.legal_actions(state, seat)
    menus = [a for a in legal if type(a) is MakeMenu]
    if menus:
        return max(menus, key=lambda a: menu_gain(a.base, a.frosting))
    if state.phase == "start":
        return GREEDY.best_activation(game, state, seat, legal)
    if state.phase == "action":
        step = GREEDY.part_step(game, state, seat)
        if step is not None:
            return step
    return next(a for a in legal if type(a) in (Done, EndTurn))


class SearchPolicy(search.Policy):
    """Greedy's order at the root; no playout of the tree's own: ``evaluate`` finishes
    the searching seat's turn (``seat``; ``SearchBot`` sets it for each search) and
    judges it by ``worth`` (the seat's less the best of the others'), a finished game
    by who won."""

    rounds = None
    max_plies = 0  # the playout is the rest of the turn, played in ``evaluate``

    def __init__(self, seat: int = -1) -> None:
        self.seat = seat

    def searching(self, seat: int) -> SearchPolicy:
        """This policy for one search by ``seat``."""
        found = copy.copy(self)
        found.seat = seat
        return found

    def rank(self, game, state, seat: int, actions: list, rng: Rng) -> list:
        return greedy_order(game, state, seat, actions)

    def evaluate(self, game, state) -> list:
        finish_turn(game, state, self.seat)
        seats = range(state.players)
        if state.phase == "over":
            winners = game.result(state).winners
            return [WIN_REWARD if s in winners else -WIN_REWARD for s in seats]
        return search.against_the_best([worth(state, s) for s in seats])

    # The review (``core.review``) in the game's score, income (CE50).
    review_unit = "margin"

    def review_values(self, game, state) -> list:
        """Per seat, its income less the best other seat's: at the end the scores' own
        margins; else, the turn of the seat this policy searches for finished as
        ``evaluate`` does (on a copy), each seat's ``worth`` in income steps (its
        income and what it expects to earn yet). Without a seat (the bot's own policy,
        not a search's) the turn in progress is finished (``turn_in_progress``)."""
        position = state.clone()
        seat = self.seat if self.seat >= 0 else turn_in_progress(position)
        finish_turn(game, position, seat)
        if position.phase == "over":
            return search.against_the_best(game.result(position).scores)
        return search.against_the_best([worth(position, s) / 100 for s in range(position.players)])


def finish_turn(game, state: State, seat: int) -> None:
    """``seat``'s turn, if it is the one in progress, played to its end by
    ``turn_action`` (a set-up choice, or another seat's turn, is left as it is)."""
    for _ in range(TURN_STEPS):
        if state.phase not in TURN_PHASES or state.mover != seat:
            break
        game.perform(state, seat, turn_action(game, state, seat))


def turn_in_progress(state: State) -> int:
    """The mover when its turn has begun (activated, or the rest area or a special
    action used before), else -1: a turn just handed on is not played. (A menu item
    made before activating leaves no trace: that start counts as not begun.)"""
    begun = state.phase in ("action", "after") or (
        state.phase == "start" and (state.rest_used or state.special != "")
    )
    return state.mover if begun else -1


class SearchBot(search.SearchBot):
    """Monte Carlo tree search with ``SearchPolicy``, one level deep (settings: see the
    base class), 190 simulations a decision unless told otherwise."""

    def __init__(self, **settings) -> None:
        settings.setdefault("simulations", 190)
        settings.setdefault("depth", 1)
        super().__init__(SearchPolicy(), **settings)

    def start(self, game, view: dict, seat: int, legal: list, rng: Rng) -> search.Search:
        found = super().start(game, view, seat, legal, rng)
        found.policy = self.policy.searching(seat)
        return found
