"""Cable Car bots.

Greedy looks one placement ahead. It values a position as its own points less the
opponents' average, where an open line counts its length plus OPEN_BONUS for the
growth still to come: so it closes opponents' lines early, keeps its own growing,
and avoids extending an opponent's line.
It draws from the pile when no placement of its hidden tile improves its position.

In the shares game it values each company (profit plus open lines, as above) by how
much more than an even eighth of the shares it holds, and weighs taking a face-up
share card like a placement.

Search (``pygames.core.search``) plays each decision out in many deals of the hidden
tiles and shares. ``SearchPolicy`` gives it Cable Car's knowledge: greedy's values to
order the actions, greedy itself (on a faster line tracer) for the playouts, which run
until the searching seat has had two more turns, and greedy's position value, for
every seat at once, as the reward. In the shares game the reward is instead the final
score the position promises (company values by rank, blurred while many tiles are to
come, and majority bonuses) less the best other seat's (``shares_policy``). Against
three greedy players at 390 simulations a move, seeds 1001-1040, it won 42.5 % of the
4-player games (greedy's position value as the reward: 40 %, at 500 and 390
simulations) and 66 % of the 2-player ones.
"""

from __future__ import annotations

from pygames.cablecar.actions import Draw, Exchange, Place
from pygames.cablecar.data import SIZE
from pygames.cablecar.policy import OPEN_BONUS, SearchPolicy, _gains, _Lines
from pygames.cablecar.shares_policy import SharesPolicy
from pygames.cablecar.tracks import EMPTY, line_points, trace, waiting_square
from pygames.core import search
from pygames.core.rng import Rng

# The search's pieces are also reachable from here (tests/test_search.py checks them).
__all__ = ["BOTS", "GreedyBot", "SearchBot", "SearchPolicy", "position_value", "_Lines", "_gains"]


def owner_weights(state, seat: int) -> list[int]:
    """How much each car owner's points count for ``seat`` (see the modes)."""
    return state.mode.owner_weights(state, seat)


def position_value(state, seat: int) -> int:
    weights = owner_weights(state, seat)
    points = state.mode.totals(state)
    value = 0
    for owner, stations in enumerate(state.mode.chart(state)):
        total = points[owner]
        for station in stations:
            if station not in state.scored:
                total += trace(state.board, station)[0] + OPEN_BONUS
        value += weights[owner] * total
    return value


class GreedyBot:
    name = "greedy"

    def choose(self, game, view: dict, seat: int, legal: list, rng: Rng):
        state = game.determinize(view, seat, rng)
        weights = owner_weights(state, seat)
        # A tile changes only the open lines that run into its square: group them so
        # each placement re-traces just those (the value of the rest stays as it is).
        owners, waiting = {}, {}
        for owner, stations in enumerate(state.mode.chart(state)):
            for station in stations:
                owners[station] = owner
                if station not in state.scored:
                    tiles = trace(state.board, station)[0]
                    waiting.setdefault(waiting_square(state.board, station), []).append(
                        (station, tiles)
                    )
        now = None
        best, best_value = None, None
        for action in legal:
            if isinstance(action, Place):
                gain = self._placement_gain(state, seat, action, weights, owners, waiting)
            elif isinstance(action, Exchange) and action.take == "face-up":
                # (a hidden share card is a gamble this bot does not weigh)
                now = position_value(state, seat) if now is None else now
                trial = state.clone()
                game.perform(trial, seat, action)
                gain = position_value(trial, seat) - now
            else:
                continue
            value = gain * 64 + rng.below(64)
            if best_value is None or value > best_value:
                best, best_value = action, value
        if Draw() in legal and (best is None or best_value < 64):
            return Draw()  # nothing in hand helps: try the pile
        return best

    @staticmethod
    def _placement_gain(state, seat, action, weights, owners, waiting) -> int:
        kind = state.drawn if action.source == "drawn" else state.hands[seat][action.index]
        square = action.row * SIZE + action.col
        board = state.board
        board[square] = kind * 4 + action.turns
        gain = 0
        for station, tiles in waiting.get(square, ()):
            now_tiles, end, _ = trace(board, station)
            after = line_points(now_tiles, end) if end is not None else now_tiles + OPEN_BONUS
            gain += weights[owners[station]] * (after - tiles - OPEN_BONUS)
        board[square] = EMPTY
        return gain


class SearchBot(search.SearchBot):
    """Monte Carlo tree search with ``SearchPolicy`` (``SharesPolicy`` in the shares
    game; settings: see the base class).

    Its tree holds only its own choices (depth 1): the other players' replies come
    from greedy playouts. Against three greedy players (300 simulations a move, 60
    games) a tree two deep won as often (82 % against 81 %) at a fifth to a third
    less speed, and three deep won less (69 %): it plays the others as if they chose
    their best reply by this evaluation, which greedy players do not."""

    def __init__(self, **settings) -> None:
        settings.setdefault("depth", 1)
        super().__init__(SearchPolicy(), **settings)
        self._policies = {"basic": self.policy, "shares": SharesPolicy()}

    def start(self, game, view: dict, seat: int, legal: list, rng: Rng) -> search.Search:
        """A search of this decision with the policy of the table's mode of play."""
        self.policy = self._policies[view.get("mode", "basic")]
        return super().start(game, view, seat, legal, rng)


BOTS = {"greedy": GreedyBot, "search": SearchBot}
