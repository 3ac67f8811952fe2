"""Cable Car's knowledge for the search bot (``pygames.core.search``).

``SearchPolicy`` orders the actions by greedy's values, plays greedy itself (on the
quick tracer of ``tracks``) in the playouts, which run until the searching seat has had
two more turns, and scores the position as greedy does, for every seat at once.
"""

from __future__ import annotations

from pygames.cablecar.actions import Draw, Exchange, Place
from pygames.cablecar.data import PERCENTS, SIZE
from pygames.cablecar.greedy import OPEN_BONUS
from pygames.cablecar.legal import free_orientation
from pygames.cablecar.tracks import (
    DISTINCT_TURNS,
    EMPTY,
    EXITS,
    LAYOUT,
    NEIGHBOURS,
    NEXT,
    ON_EDGE,
    PLAYABLE,
    POWER_END,
    car_start,
    run,
)
from pygames.core import search

_PLAYABLE_SET = frozenset(PLAYABLE)
_OWNED = {}  # chart key -> ((station, owner, start position), ...)


def _cars(state):
    key = state.mode.chart_key(state)
    if key not in _OWNED:
        _OWNED[key] = tuple(
            (station, owner, car_start(station)[0] * 8 + car_start(station)[1])
            for owner, stations in enumerate(state.mode.chart(state))
            for station in stations
        )
    return _OWNED[key]


class _Lines:
    """One state's board as the search's policy sees it, kept up to date tile by tile
    (a playout places one tile per turn, so re-tracing every line is wasted work):
    per owner the open lines' worth (tiles plus OPEN_BONUS each, as ``position_value``
    counts them), per empty square the open lines waiting there as (owner, tiles,
    position), and ``near``, the empty squares a tile may touch (CC08)."""

    __slots__ = ("state", "placed", "open", "waiting", "near")

    def __init__(self, state) -> None:
        self.state, self.placed = state, state.placed
        board, scored = state.board, state.scored
        self.open = [0] * len(state.mode.chart(state))
        self.waiting: dict[int, list] = {}
        for station, owner, start in _cars(state):
            if station in scored:
                continue
            tiles, end, position = run(board, start)
            self.open[owner] += tiles + OPEN_BONUS
            if not end:
                self.waiting.setdefault(position >> 3, []).append((owner, tiles, position))
        self.near = {
            square
            for square in PLAYABLE
            if board[square] == EMPTY
            and (ON_EDGE[square] or any(board[n] != EMPTY for n in NEIGHBOURS[square]))
        }

    def tile_placed(self, square: int) -> None:
        """A tile went to ``square``: only the lines waiting there moved on."""
        board = self.state.board
        for owner, tiles, position in self.waiting.pop(square, ()):
            more, end, position = run(board, position)
            if end:  # scored now: its points are in the state's scores (or profits)
                self.open[owner] -= tiles + OPEN_BONUS
            else:
                self.open[owner] += more
                self.waiting.setdefault(position >> 3, []).append((owner, tiles + more, position))
        self.near.discard(square)
        for n in NEIGHBOURS[square]:
            if board[n] == EMPTY and n in _PLAYABLE_SET:
                self.near.add(n)
        self.placed += 1

    def copy_for(self, state) -> _Lines:
        """These lines for another state with the same board (another deal)."""
        copy = _Lines.__new__(_Lines)
        copy.state, copy.placed, copy.open = state, self.placed, list(self.open)
        copy.waiting = {square: list(here) for square, here in self.waiting.items()}
        copy.near = set(self.near)
        return copy

    def totals(self) -> list[int]:
        """Per owner: points (profits in the shares game) plus the open lines' worth."""
        state = self.state
        return [a + b for a, b in zip(state.mode.totals(state), self.open)]


def _placement_gain(board, square: int, placed: int, lines, weights) -> int:
    """What a tile at ``square`` changes in the position value (greedy's gain)."""
    board[square] = placed  # a line may come back round into the new tile
    gain = 0
    ahead = square << 3
    exits = placed * 8
    for owner, tiles, position in lines:
        position = NEXT[ahead | EXITS[exits + (position & 7)]]
        if position < 0:  # straight to a station or the power station
            points = 2 * (tiles + 1) if position == -POWER_END else tiles + 1
            gain += weights[owner] * (points - tiles - OPEN_BONUS)
        elif board[position >> 3] == EMPTY:
            gain += weights[owner]  # one tile longer, still open
        else:
            more, end, _ = run(board, position)
            after = tiles + 1 + more
            after = 2 * after if end == POWER_END else after if end else after + OPEN_BONUS
            gain += weights[owner] * (after - tiles - OPEN_BONUS)
    board[square] = EMPTY
    return gain


_WEIGHTS = {}  # (players, seat) or a holding of shares -> owner_weights


def _weights(state, seat: int) -> list[int]:
    """``owner_weights``, remembered: the search asks for them at every playout move.
    (The list is shared: never change it.)"""
    mode = state.mode
    key = mode.weights_key(state, seat)
    weights = _WEIGHTS.get(key)
    if weights is None:
        weights = _WEIGHTS[key] = mode.owner_weights(state, seat)
    return weights


def _gains(state, seat: int, actions: list, lines: _Lines):
    """(action, greedy's gain or None) per action; Draw gets 0 (greedy draws when
    nothing in hand gains), an exchange for a hidden share card None (a gamble greedy
    does not weigh)."""
    totals, waiting = lines.totals(), lines.waiting
    weights = _weights(state, seat)
    board = state.board
    hand = state.hands[seat]
    out = []
    for action in actions:
        if type(action) is Place:
            square = action.row * SIZE + action.col
            here = waiting.get(square)
            if here:
                kind = state.drawn if action.source == "drawn" else hand[action.index]
                out.append(
                    (action, _placement_gain(board, square, kind * 4 + action.turns, here, weights))
                )
            else:
                out.append((action, 0))
        elif type(action) is Exchange and action.take == "face-up":
            index = PERCENTS.index(action.percent)
            taken, given = state.face_up[index], state.shares[seat][index]
            out.append((action, 8 * action.percent * (totals[taken] - totals[given])))
        else:
            out.append((action, 0 if type(action) is Draw else None))
    return out


class SearchPolicy(search.Policy):
    """Cable Car knowledge for ``pygames.core.search``."""

    # Play out until the searching seat has had two more turns, then evaluate: against
    # three greedy players (300 simulations a move) one round won 64 % of games, two
    # rounds 81 %, three and four no more than two (and cost more).
    rounds = 2

    BOARDS_KEPT = 256  # boards whose tracing is kept (a search deals from a few boards)

    # The review of a game (core.review) compares moves by points ahead of the best
    # other seat (``review_values``), whatever the search's reward.
    review_unit = "margin"

    def __init__(self) -> None:
        self._lines = None  # the last state's _Lines (holding the state keeps it unique)
        self._boards = {}  # (chart, board) -> its _Lines: every deal starts from a few boards

    def lines(self, state) -> _Lines:
        """The state's _Lines: the cached one moved on by the tile placed since, a copy
        of one traced on the same board in an earlier deal, or new."""
        cached = self._lines
        if cached is not None and cached.state is state:
            if state.placed == cached.placed:
                return cached
            if state.placed == cached.placed + 1:
                cached.tile_placed(state.last)
                return cached
        key = (state.mode.chart_key(state), tuple(state.board))
        traced = self._boards.get(key)
        if traced is None:
            if len(self._boards) >= self.BOARDS_KEPT:
                self._boards.clear()
            traced = self._boards[key] = _Lines(state)
        self._lines = cached = traced.copy_for(state)
        return cached

    def review_values(self, game, state) -> list:
        """Per seat: its points less the best other seat's, in points. At the end the
        final scores; before, each seat's points so far plus its open lines as greedy
        counts them (tiles plus OPEN_BONUS each), and in the shares game the final
        scores that the companies' profits so counted promise with the holdings dealt
        (``shares_policy.promised_scores``, ranks blurred as the search blurs them)."""
        if not game.to_move(state):
            return [float(m) for m in search.against_the_best(state.scores)]
        totals = self.lines(state).totals()
        if state.mode.name == "basic":
            return [float(m) for m in search.against_the_best(totals)]
        from pygames.cablecar.shares_policy import blur, promised_scores  # (imports this)

        blurred = blur(len(state.deck))
        scores = promised_scores(totals, state.shares, blurred)
        return [m / (20 * blurred) for m in search.against_the_best(scores)]

    def rank(self, game, state, seat, actions, rng):
        # Greedy's order: gains high to low, drawing just ahead of the placements that
        # gain nothing, a hidden share card last; equal gains in a random order.
        scored = _gains(state, seat, actions, self.lines(state))
        start = rng.below(len(scored))
        scored = scored[start:] + scored[:start]
        scored.sort(
            key=lambda pair: (
                1 << 40 if pair[1] is None else -(2 * pair[1] + (type(pair[0]) is Draw))
            )
        )
        return [action for action, _ in scored]

    def playout_action(self, game, state, seat, rng):
        """Greedy's move, found without listing every legal action: only squares where
        a line waits can gain or lose, every other placement gains nothing."""
        lines = self.lines(state)
        waiting, near = lines.waiting, lines.near
        weights = _weights(state, seat)
        board = state.board
        if state.drawn is not None:
            tiles = (("drawn", 0, state.drawn),)
        else:
            hand = state.hands[seat]
            tiles = tuple(
                ("hand", index, kind) for index, kind in enumerate(hand) if kind not in hand[:index]
            )
        free = free_orientation(state)
        joins = state.mode.one_tile_joins(state)
        options = []  # per tile: (source, index, kind, turns, whether CC09 applies)
        best, best_gain = [], None
        layouts = set()
        for source, index, kind in tiles:
            turns = DISTINCT_TURNS[kind] if free else (0,)
            # CC09 gives way only when the tile fits nowhere else, however turned.
            strict = any(square not in joins[kind * 4 + t] for square in near for t in turns)
            if free:  # a tile turned may lie exactly as another in the hand: weigh it once
                turns = tuple(t for t in turns if LAYOUT[kind * 4 + t] not in layouts)
                layouts.update(LAYOUT[kind * 4 + t] for t in turns)
            options.append((source, index, kind, turns, strict))
            shapes = [
                (t, kind * 4 + t, (kind * 4 + t) * 8, joins[kind * 4 + t] if strict else ())
                for t in turns
            ]
            for square, here in waiting.items():
                ahead = square << 3
                single = len(here) == 1  # most often: _placement_gain's quick cases, inline
                if single:
                    owner, length, position = here[0]
                    enter, weight = position & 7, weights[owner]
                    closed = weight * (1 - OPEN_BONUS)  # at a station
                    powered = weight * (length + 2 - OPEN_BONUS)  # at the power station
                for t, placed, exits, barred in shapes:
                    if square in barred:
                        continue
                    if single:
                        after = NEXT[ahead | EXITS[exits + enter]]
                        if after < 0:
                            gain = powered if after == -POWER_END else closed
                        elif board[after >> 3] == EMPTY:
                            gain = weight
                        else:
                            gain = _placement_gain(board, square, placed, here, weights)
                    else:
                        gain = _placement_gain(board, square, placed, here, weights)
                    if best_gain is None or gain > best_gain:
                        best, best_gain = [(source, index, square, t)], gain
                    elif gain == best_gain:
                        best.append((source, index, square, t))
        if state.mode.exchanges_open(state):
            totals = lines.totals()
            for index, percent in enumerate(PERCENTS):
                taken, given = state.face_up[index], state.shares[seat][index]
                gain = 8 * percent * (totals[taken] - totals[given])
                if best_gain is None or gain > best_gain:
                    best, best_gain = [(percent,)], gain
                elif gain == best_gain:
                    best.append((percent,))
        if state.drawn is None and state.deck and (best_gain is None or best_gain <= 0):
            return Draw()  # greedy draws when nothing in hand gains
        if best_gain is None or best_gain <= 0:
            # No draw left: the placements where no line waits (gain 0) count too.
            quiet = [
                (source, index, square, t)
                for source, index, kind, turns, strict in options
                for square in sorted(near)
                if square not in waiting
                for t in turns
                if not (strict and square in joins[kind * 4 + t])
            ]
            if quiet and (best_gain is None or best_gain < 0):
                best, best_gain = quiet, 0
            elif quiet:
                best += quiet
        if not best:  # nothing to place (the rules pass such a seat by): any legal move
            return game.legal_actions(state, seat)[0]
        pick = best[rng.below(len(best))] if len(best) > 1 else best[0]
        if len(pick) == 1:
            return Exchange(pick[0], "face-up")
        source, index, square, t = pick
        return Place(source, square // SIZE, square % SIZE, index, t)

    def evaluate(self, game, state):
        """Greedy's position value of every seat (own points less the others' average,
        open lines counting their tiles plus OPEN_BONUS; by shares in the shares game)."""
        totals = self.lines(state).totals()
        if state.mode.name == "basic":
            players, everyone = state.players, sum(totals)
            return [players * mine - everyone for mine in totals]
        return [
            sum(weight * total for weight, total in zip(_weights(state, seat), totals))
            for seat in range(state.players)
        ]

    def placements(self, state, kind: int) -> list[tuple[int, int]]:
        """(square, turns) where the playouts may put a tile of ``kind``: the rules'
        ``placements``, found from ``near`` (tests check the two agree)."""
        lines = self.lines(state)
        turns = DISTINCT_TURNS[kind] if free_orientation(state) else (0,)
        joins = state.mode.one_tile_joins(state)
        every = [(square, t) for square in sorted(lines.near) for t in turns]
        return [(sq, t) for sq, t in every if sq not in joins[kind * 4 + t]] or every
