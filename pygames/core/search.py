"""A searching bot for any game: Monte Carlo tree search over determinized views.

The bot sees what its seat may see (a view) and nothing else. Each iteration, or
*simulation*, of the search:

1. determinizes: ``game.determinize(view, seat, rng)`` deals the hidden parts (other
   players' hands, the order of the pile, ...) at random, consistently with the view;
2. selects: walks down the tree of decisions, choosing at each node among the actions
   legal in this deal (information set MCTS: a child keyed by its action is
   *available* only in the deals where that action is legal);
3. expands: adds one new node;
4. plays out: the policy's quick choices for a few plies, then the policy's
   evaluation of the position (one reward per seat);
5. backs up: every node on the path adds the reward of the seat that chose its action.

The search uses only the engine contract (``to_move``, ``legal_actions``,
``perform``, ``determinize``, ``result``, ``can_undo``), so every game gets it; a game
makes it stronger and faster with a ``Policy`` (``pygames/<game>/bots.py``).

Nodes keep the policy's order of the actions and open them slowly (progressive
widening): a node visited n times considers only its ``1 + isqrt(widening * n)`` best
ranked actions. The tree stops at an action that reveals something to its player
(``game.can_undo`` says no: a drawn tile): what follows depends on what was seen, so
the playout policy decides it in each deal instead of one tree node for every deal.

Selection scores a child by its mean reward, normalized between the lowest and the
highest mean among its siblings, plus ``exploration * sqrt(available) / (1 + visits)``.
Only +, -, *, / and sqrt (all exactly rounded in IEEE arithmetic) touch the floats, so
the same generator and the same simulation count give the same choice in CPython and
in Pyodide. A wall-clock budget is not reproducible, but a record stores the chosen
action, so a game replays exactly either way.

Two ways to run it:

- ``bot.choose(game, view, seat, legal, rng)`` searches to the end, at once;
- ``search = bot.start(game, view, seat, legal, rng)``, then ``search.step(n)`` or
  ``search.run_for(seconds)`` a slice at a time until ``search.done``, then
  ``search.best()``: an event loop (the browser) yields to the page between slices.
"""

from __future__ import annotations

import time
from math import isqrt, sqrt

from pygames.core.rng import Rng

DEFAULT_SIMULATIONS = 1000  # the fixed count (reproducible) when no budget is given
BROWSER_BUDGET = 1.0  # seconds of wall clock per decision in the browser
SLICE_SECONDS = 0.02  # how long the browser searches before yielding to the page


class Policy:
    """What a game teaches the search. These defaults work for any game: actions in a
    random order, random playouts to the end, rewards from the final places."""

    # How many times the searching seat is to move again before a playout stops and
    # evaluates (None: play to the end). Evaluating early needs a real ``evaluate``.
    rounds: int | None = None
    # A cap on the plies of one playout (a guard against games that go on and on).
    max_plies: int = 10_000

    def rank(self, game, state, seat: int, actions: list, rng: Rng) -> list:
        """``actions`` best first, as far as a quick look can tell."""
        order = list(actions)
        rng.shuffle(order)
        return order

    def ranking(self, game, state, seat: int, actions: list, rng: Rng):
        """``rank`` as the search runs it: a generator that may yield between pieces of
        its work (the browser's slices stop there) and returns the list. A policy whose
        ranking takes long writes this one, in pieces, and ``rank`` as ``drain`` of it."""
        return self.rank(game, state, seat, actions, rng)
        yield  # (a generator: the one piece is all of it)

    def playout_action(self, game, state, seat: int, rng: Rng):
        """A playout's move for ``seat``: quick, and ideally close to how the players
        really play. (It need not list every legal action to pick one.)"""
        actions = game.legal_actions(state, seat)
        return actions[rng.below(len(actions))]

    # What ``review_values`` measure, for the review of a game (``core.review``):
    # "margin", each seat's points less the best other seat's, in the game's score
    # unit; or "places", the default evaluation's two for every seat beaten.
    review_unit = "places"

    def review_values(self, game, state) -> list:
        """A value per seat in ``review_unit``, of a position a playout reached: what
        the review of a game compares moves by (by default the search's own reward)."""
        return self.evaluate(game, state)

    def evaluate(self, game, state) -> list:
        """A reward per seat (numbers; only their order and spread matter): at the end,
        per seat two points for every other seat it beat and one for every tie."""
        result = game.result(state)
        if result is None:
            raise ValueError("This policy evaluates only finished games: set rounds = None.")
        scores = result.scores
        return [
            sum(2 if mine > other else 1 if mine == other else 0 for other in scores) - 1
            for mine in scores
        ]


def drain(steps):
    """What a generator of pieces of work returns, all of it done at once."""
    while True:
        try:
            next(steps)
        except StopIteration as finished:
            return finished.value


def against_the_best(values: list) -> list:
    """Per seat: its value less the best other seat's (winning a game of three or more
    means beating the leader, not the average). The reward most games' policies use."""
    return [mine - max(v for o, v in enumerate(values) if o != s) for s, mine in enumerate(values)]


class Node:
    """A decision in the tree: the ``action`` that ``seat`` took to get here."""

    __slots__ = ("action", "seat", "visits", "total", "available", "children", "ends")

    def __init__(self, action=None, seat: int = -1, ends: bool = False) -> None:
        self.action = action
        self.seat = seat
        self.visits = 0
        self.total = 0  # sum of the rewards of ``seat`` backed up through here
        self.available = 0  # how often this action was legal when its parent was visited
        self.children: dict = {}
        self.ends = ends  # no tree below: the action revealed something

    @property
    def mean(self) -> float:
        return self.total / self.visits if self.visits else 0.0


class Search:
    """One decision being searched: ``step``/``run_for`` add simulations, ``best``
    gives the action with the most visits."""

    def __init__(self, bot: SearchBot, game, view: dict, seat: int, legal: list, rng: Rng) -> None:
        if not legal:
            raise ValueError("There is no legal action to choose from.")
        self.bot, self.game, self.view, self.seat, self.rng = bot, game, view, seat, rng
        self.legal = list(legal)
        self.policy = bot.policy
        self.root = Node()
        self.iterations = 0
        self.started = time.perf_counter()
        self._ranked = None  # the root's actions in the policy's order (its view is fixed)
        self._ranking = None  # a ranking under way, a piece at a time (a generator)

    # -- running ----------------------------------------------------------------------
    @property
    def done(self) -> bool:
        """The bot's stopping rule: its simulation count reached, or its budget spent.
        A decision with one legal action needs no search at all."""
        if len(self.legal) == 1:
            return True
        bot = self.bot
        if bot.simulations is not None and self.iterations >= bot.simulations:
            return True
        return bot.budget is not None and time.perf_counter() - self.started >= bot.budget

    def step(self, count: int) -> int:
        """Run up to ``count`` simulations (never past the bot's simulation count);
        returns how many ran."""
        if len(self.legal) == 1:
            return 0
        limit = self.bot.simulations
        if limit is not None:
            count = min(count, limit - self.iterations)
        for _ in range(max(count, 0)):
            self._simulate()
        return max(count, 0)

    def run_for(self, seconds: float) -> int:
        """Simulate for about ``seconds`` of wall clock, or until ``done``; returns how
        many simulations ran (at least one, unless done or the slice went on a ranking
        given in pieces)."""
        ran = 0
        until = time.perf_counter() + seconds
        while not self.done:
            if self._ranked is None:
                self._rank_piece()
            else:
                self._simulate()
                ran += 1
            if time.perf_counter() >= until:
                break
        return ran

    def best(self):
        """The root action visited most (ties: the higher mean, then the policy's order)."""
        if len(self.legal) == 1:
            return self.legal[0]
        best, best_key = None, None
        for rank, action in enumerate(self._root_order()):
            child = self.root.children.get(action)
            key = (child.visits, child.mean, -rank) if child is not None else (0, 0.0, -rank)
            if best_key is None or key > best_key:
                best, best_key = action, key
        return best

    def ranked(self) -> list:
        """The root's actions in the policy's order (its ranking run to the end)."""
        return self._root_order()

    def play_out(self, state, rng: Rng) -> list:
        """One playout of ``state`` as a simulation plays it, drawing from ``rng``
        instead of the search's generator: the reward of each seat."""
        kept, self.rng = self.rng, rng
        try:
            return self._play_out(state)
        finally:
            self.rng = kept

    def stats(self) -> list[tuple[str, int, float]]:
        """(action text, visits, mean reward) of the root's children, most visited first."""
        rows = [(str(c.action), c.visits, round(c.mean, 2)) for c in self.root.children.values()]
        return sorted(rows, key=lambda row: (-row[1], -row[2]))

    # -- one simulation ------------------------------------------------------------------
    def _root_order(self) -> list:
        while self._ranked is None:
            self._rank_piece()
        return self._ranked

    def _rank_piece(self) -> None:
        """The policy's ranking of the root's actions, or the next piece of it."""
        if self._ranking is None:
            state = self.game.determinize(self.view, self.seat, self.rng)
            self._ranking = self.policy.ranking(self.game, state, self.seat, self.legal, self.rng)
        try:
            next(self._ranking)
        except StopIteration as finished:
            self._ranked, self._ranking = finished.value, None

    def _simulate(self) -> None:
        game, policy, rng, bot = self.game, self.policy, self.rng, self.bot
        ranked = self._root_order()
        state = game.determinize(self.view, self.seat, rng)
        node, path, depth = self.root, [], 0
        actions, mover = ranked, self.seat
        while True:
            child = self._select(node, actions, mover)
            game.perform(state, mover, child.action)
            path.append(child)
            depth += 1
            if child.visits == 0 or child.ends or (bot.depth is not None and depth >= bot.depth):
                break
            movers = game.to_move(state)
            if not movers:
                break
            node, mover = child, movers[0]
            actions = policy.rank(game, state, mover, game.legal_actions(state, mover), rng)
        rewards = self._play_out(state)
        self.root.visits += 1
        for child in path:
            child.visits += 1
            child.total += rewards[child.seat]
        self.iterations += 1

    def _select(self, node: Node, actions: list, mover: int) -> Node:
        """The child to follow among the first few ``actions`` (widening): an untried
        one first, in the policy's order; else the best score."""
        bot = self.bot
        children = node.children
        candidates, untried = [], None
        for action in actions[: 1 + isqrt(bot.widening * node.visits)]:
            child = children.get(action)
            if child is not None:
                child.available += 1
                candidates.append(child)
            elif untried is None:
                untried = action
        if untried is not None:
            child = Node(untried, mover, not self.game.can_undo(str(untried)))
            child.available = 1
            children[untried] = child
            return child
        low = high = candidates[0].total / candidates[0].visits
        for child in candidates:
            mean = child.total / child.visits
            if mean < low:
                low = mean
            if mean > high:
                high = mean
        spread = high - low or 1.0
        exploration = bot.exploration
        best, best_score = None, None
        for child in candidates:
            score = (child.total / child.visits - low) / spread + exploration * sqrt(
                child.available
            ) / (1 + child.visits)
            if best_score is None or score > best_score:
                best, best_score = child, score
        return best

    def _play_out(self, state) -> list:
        return play_out(self.game, self.policy, state, self.seat, self.rng)


def play_out(game, policy: Policy, state, seat: int, rng: Rng, evaluate=None) -> list:
    """Play ``state`` on by the policy's quick choices (for ``policy.rounds`` more turns
    of ``seat``, or to the end) and judge it: ``evaluate(game, state)``, by default the
    policy's, a value per seat."""
    rounds = policy.rounds
    returns, plies, previous = 0, 0, game.to_move(state)
    while plies < policy.max_plies:
        movers = game.to_move(state)
        if not movers:
            break
        mover = movers[0]
        if rounds is not None and mover == seat and seat not in previous:
            returns += 1
            if returns >= rounds:
                break
        previous = movers
        game.perform(state, mover, policy.playout_action(game, state, mover, rng))
        plies += 1
    return (evaluate or policy.evaluate)(game, state)


class Decided:
    """A decision made at once (a bot that does not search), with a search's interface
    (``done``, ``run_for``, ``best``): the table, the coach and the review treat both
    alike."""

    done = True

    def __init__(self, action) -> None:
        self.action = action

    def run_for(self, seconds: float) -> int:
        return 0

    def best(self):
        return self.action


class SearchBot:
    """Searches each decision with ``policy`` (default: the game-free ``Policy``).

    ``simulations``: a fixed count (reproducible with the same generator); ``budget``:
    seconds of wall clock per decision. With neither, ``DEFAULT_SIMULATIONS``; with
    both, whichever comes first. ``depth`` caps the tree's depth (None: no cap; 1: only
    the bot's own choices are nodes, every later move is the policy's), ``widening``
    how fast nodes open more actions, ``exploration`` how much selection favours the
    less tried.
    """

    name = "search"

    def __init__(
        self,
        policy: Policy | None = None,
        *,
        simulations: int | None = None,
        budget: float | None = None,
        depth: int | None = None,
        widening: int = 2,
        exploration: float = 0.5,
    ) -> None:
        if simulations is None and budget is None:
            simulations = DEFAULT_SIMULATIONS
        if simulations is not None and simulations < 1:
            raise ValueError("A search needs at least one simulation.")
        if budget is not None and not budget > 0:
            raise ValueError("A search budget is a positive number of seconds.")
        self.policy = policy or Policy()
        self.simulations = simulations
        self.budget = budget
        self.depth = depth
        self.widening = widening
        self.exploration = exploration

    def start(self, game, view: dict, seat: int, legal: list, rng: Rng) -> Search:
        """A search of this decision, not yet run (see ``Search``)."""
        return Search(self, game, view, seat, legal, rng)

    def choose(self, game, view: dict, seat: int, legal: list, rng: Rng):
        search = self.start(game, view, seat, legal, rng)
        while not search.done:
            search.step(16)
        return search.best()
