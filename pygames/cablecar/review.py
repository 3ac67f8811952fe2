"""Why a Cable Car move lost (``core.review``): one sentence in the board's terms.

``reason(question)`` compares the move played with the best found from the mover's view
only (the public board, its own tiles and shares; positions from ``question.deal``):

- what each does to the lines at once: a line it finishes (for how many points),
  lengthens, or ends short. A line is worth what greedy counts (its points once scored,
  else its tiles plus ``OPEN_BONUS``); in the shares game by the mover's holding in its
  company (above an even eighth: the mover's to grow), which the sentence says;
- (the basic game) what the next players do before the mover plays again, on ``DEALS``
  deals played on by the search's playouts: "leaves station 12's line open for Blue,
  who can finish it next turn for 14 points", or the mover's line left for an opponent
  to cut short, when that happens in half the deals or more after the move played and
  less than half as often after the best move;
- (the shares game) an exchange: the share given up, the card taken, the companies'
  profits and ranks.

The played move's worst effect and the best move's best one make the sentence ("…;
better, the hidden tile at 3,5 ends it now, at 4 points."), either alone when the
other has none; None (the generic sentence) when neither has, as for a draw against a
quiet placement.
"""

from __future__ import annotations

from pygames.cablecar.actions import Draw, Exchange, Place
from pygames.cablecar.data import PERCENTS
from pygames.cablecar.greedy import OPEN_BONUS
from pygames.cablecar.search_policy import SearchPolicy
from pygames.cablecar.shares import company_name, held_percent
from pygames.cablecar.tracks import trace
from pygames.core.errors import IllegalAction
from pygames.core.messages import Count, Msg, Player
from pygames.core.rng import Rng

DEALS = 6  # deals the other players' next turns are played on
POLICY = SearchPolicy()  # their moves: the search's playouts (greedy)


def reason(question) -> Msg | None:
    game, seat = question.game, question.seat
    try:
        start = question.deal(0)
        before = _lines(start)
        played = _effects(game, start, before, seat, question.played)
        best = _effects(game, start, before, seat, question.best)
    except IllegalAction:
        return None
    shares = start.mode.name == "shares"
    weights = start.mode.owner_weights(start, seat)
    say = _Say(question, start, shares)
    worst = _worst(played, best, weights, say)
    if not shares:  # (the basic game: the next players' turns)
        given = _next_turn(question, before, best)
        worst = given if given is not None and given[0] >= (worst or (0,))[0] else worst
    good = _good(best, played, weights, say, question.best)
    if isinstance(question.played, Exchange):
        worst = worst or (0, say.swap("cablecar.review.swaps", question.played))
    if isinstance(question.best, Exchange) and question.best.take == "face-up":
        good = good or (0, say.swap("cablecar.review.best_swaps", question.best))
    if worst and good:
        return Msg("cablecar.review.sentence", played=worst[1], best=good[1])
    if worst:
        return Msg("cablecar.review.played_only", played=worst[1], move=say.move(question.best))
    if good:
        return Msg("cablecar.review.best_only", best=good[1])
    return None


# -- what a move does to the lines at once ------------------------------------------------


def _lines(state) -> dict:
    """station -> (owner, worth, tiles, points or None while open) of every car."""
    found = {}
    for station, owner in state.mode.owners(state).items():
        line = state.scored.get(station)
        if line is not None:
            found[station] = (owner, line.points, line.tiles, line.points)
        else:
            tiles = trace(state.board, station)[0]
            found[station] = (owner, tiles + OPEN_BONUS, tiles, None)
    return found


def _effects(game, start, before: dict, seat: int, action) -> dict:
    """station -> (owner, change of worth, tiles after, points if it scored now, tiles
    added) of every line the action changes at once (none for a draw or an exchange)."""
    if not isinstance(action, Place):
        return {}
    after_state = start.clone()
    game.apply(after_state, seat, action)
    changed = {}
    for station, (owner, worth, tiles, points) in _lines(after_state).items():
        was = before[station]
        if worth != was[1] or points != was[3]:
            scored_now = points if was[3] is None else None
            changed[station] = (owner, worth - was[1], tiles, scored_now, tiles - was[2])
    return changed


def _worst(played: dict, best: dict, weights, say):
    """(size, clause) of the played move's most costly effect on a line, or None."""
    found = None
    for station, (owner, change, tiles, points, grown) in played.items():
        if weights[owner] * (change - best.get(station, (owner, 0))[1]) >= 0:
            continue  # not worse for the mover than what the best move does there
        mine = weights[owner] > 0
        if mine and points is not None:
            size = tiles + OPEN_BONUS - points
            clause = say.line("ends_own", owner, station, tiles=_tiles(tiles), points=points)
        elif mine or change <= 0:
            continue
        elif points is not None:
            size, clause = change, say.line("finishes", owner, station, points=points)
        else:
            size, clause = grown, say.line("extends", owner, station, tiles=_tiles(grown))
        found = _larger(found, size, clause)
    return found


def _good(best: dict, played: dict, weights, say, action):
    """(size, clause) of the best move's most useful effect on a line, or None."""
    found = None
    for station, (owner, change, _, points, grown) in best.items():
        if weights[owner] * (change - played.get(station, (owner, 0))[1]) <= 0:
            continue  # not better for the mover than what the played move does there
        move, mine = say.move(action), weights[owner] > 0
        if mine and points is not None:
            size = points
            clause = say.line("best_finishes", owner, station, move=move, points=points)
        elif mine and change > 0:
            size = grown
            clause = say.line("best_extends", owner, station, move=move, tiles=_tiles(grown))
        elif not mine and points is not None:
            size, clause = -change, say.line("best_ends", owner, station, move=move, points=points)
        else:
            continue
        found = _larger(found, size, clause)
    return found


def _larger(found, size, clause):
    return (size, clause) if found is None or size > found[0] else found


# -- what the others do before the mover plays again ---------------------------------------


def _next_turn(question, before: dict, best: dict):
    """(points, clause) when, in half the deals or more, the other players finish a
    line before the mover's next turn after the move played, and less than half as
    often after the best move:
    an opponent's line for more than it is worth after the best move, or the mover's
    own line cut short, for less. Else None."""
    after_played = _next_round(question, question.played)
    after_best = _next_round(question, question.best)
    unit = question.game.score_unit or "core.unit.points"
    found = None
    for station, seen in after_played.items():
        owner = seen[0][0]
        if 2 * len(seen) < DEALS or 2 * len(after_best.get(station, ())) >= len(seen):
            continue  # in fewer than half the deals, or half as often after the best move
        points = sorted(p for _, p, _ in seen)[len(seen) // 2]
        worth = before[station][1] + best.get(station, (owner, 0))[1]
        finishers = [finisher for _, _, finisher in seen]
        finisher = max(sorted(set(finishers)), key=finishers.count)
        if owner == question.seat:
            size, key = worth - points, "cablecar.review.exposes"
        else:
            size = points - worth
            own = 2 * finishers.count(owner) > len(seen)
            key = "cablecar.review.gives" if own else "cablecar.review.gives_other"
        if size <= 0:
            continue
        clause = Msg(key, station=station, who=Player(owner), mover=Player(question.seat))
        clause.params.update(points=Count(unit, points), finisher=Player(finisher))
        found = _larger(found, size, clause)
    return found


def _next_round(question, action) -> dict:
    """station -> [(owner, points, finisher)] per deal where another player's tile
    finished that line before the mover's next turn."""
    game, seat = question.game, question.seat
    found: dict = {}
    for k in range(1, DEALS + 1):
        state = question.deal(k)
        try:
            game.apply(state, seat, action)
        except IllegalAction:
            continue
        rng, others = Rng(question.seed + k), False
        while game.to_move(state):
            mover = game.to_move(state)[0]
            if mover == seat and others:
                break
            others = others or mover != seat
            known = set(state.scored)
            game.perform(state, mover, POLICY.playout_action(game, state, mover, rng))
            if mover != seat:
                for station in set(state.scored) - known:
                    line = state.scored[station]
                    found.setdefault(station, []).append((line.owner, line.points, mover))
    return found


# -- words ---------------------------------------------------------------------------------


def _tiles(n: int) -> Count:
    return Count("cablecar.tiles", n)


class _Say:
    """The sentence's words: moves, owners, points, holdings, ranks."""

    def __init__(self, question, start, shares: bool) -> None:
        self.question, self.shares = question, shares
        self.unit = question.game.score_unit or "core.unit.points"
        self.held = start.shares[question.seat] if shares else None

    def points(self, n: int) -> Count:
        return Count(self.unit, n)

    def line(self, key: str, owner: int, station: int, points=None, **params) -> Msg:
        """A clause about the line from ``station``: its owner, the points as a count,
        and in the shares game the mover's holding in the line's company."""
        who = company_name(owner) if self.shares else Player(owner)
        if points is not None:
            params["points"] = self.points(points)
        clause = Msg(f"cablecar.review.{key}", who=who, station=station, **params)
        if not self.shares:
            return clause
        percent = held_percent(self.held, owner)
        holder = Player(self.question.seat)
        return Msg("cablecar.review.holding", clause=clause, holder=holder, percent=percent)

    def move(self, action) -> Msg:
        if isinstance(action, Draw):
            return Msg("cablecar.review.drawing")
        if isinstance(action, Exchange):
            take = "face_up" if action.take == "face-up" else "pile"
            return Msg(f"cablecar.review.exchanging_{take}", percent=action.percent)
        which = Msg(f"cablecar.review.which_{action.verb}")
        turned = Msg(f"cablecar.turned.{action.turns}")
        return Msg("cablecar.review.tile_at", which=which, square=action.where, turned=turned)

    def rank(self, company: int) -> Msg:
        """ "profit 12, 2nd": a company's marker and its rank among the companies."""
        view = self.question.view
        rank = view["ranks"][company]
        word = (
            Msg(f"cablecar.side.rank_{rank}") if rank <= 3 else Msg("cablecar.side.rank_n", n=rank)
        )
        return Msg("cablecar.review.rank", profit=view["profits"][company], rank=word)

    def swap(self, key: str, action: Exchange) -> Msg:
        """An exchange: the share given up and the card taken (a hidden one unnamed),
        with the mover's holding in the taken company afterwards."""
        index = PERCENTS.index(action.percent)
        given, taken = self.held[index], Msg("cablecar.review.hidden_card")
        if action.take == "face-up":
            company, after = self.question.view["face_up"][index], list(self.held)
            after[index] = company
            taken = Msg("cablecar.review.face_up_card", company=company_name(company))
            taken.params.update(rank=self.rank(company), holder=Player(self.question.seat))
            taken.params["after"] = held_percent(after, company)
        params = {"given": company_name(given), "given_rank": self.rank(given), "taken": taken}
        return Msg(key, percent=action.percent, **params)
