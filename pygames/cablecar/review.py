"""Why a Cable Car move lost (``core.review``): one sentence in the board's terms.

``reason(question)`` compares the move played with the best found, from the mover's
view only (its own tiles and shares, the public board; the rest comes from
``question.deal``, positions dealt from that view):

- what each does to the lines at once: a line it finishes (and its points), a line it
  lengthens, an opponent's line it ends short, the mover's own line it ends early.
  A line counts as greedy counts it: its points once scored, else its tiles plus
  ``OPEN_BONUS``; in the shares game by the mover's holding in its company (a company
  held above an even eighth is the mover's to grow), and the sentence says that holding;
- what the other players do before the mover plays again, on ``DEALS`` deals played on
  by the search's playout policy: the played move "leaves station 12's line open for
  Blue, who finishes it next turn for 14 points" when that happens in most deals after
  it and hardly ever after the best move (the basic game);
- an exchange of shares (the shares game): the share given up and the card taken, with
  the companies' ranks by profit.

The played move's worst effect and the best move's best effect make the sentence
("…; better, the hidden tile at 3,5 ends it now, for 4 points."); either alone when
the other has nothing to show. None (the generic sentence) when neither has: a draw
against a quiet placement, say.
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

DEALS = 4  # deals the other players' next turns are played on
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
    if not shares:
        given = _next_turn(question, before, best)
        if given is not None and (worst is None or given[0] >= worst[0]):
            worst = given
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
    """(points, clause) of the played move's most costly effect on a line, or None."""
    found = None
    for station, (owner, change, tiles, points, grown) in played.items():
        other = best.get(station, (owner, 0))[1]
        if weights[owner] * (change - other) >= 0:
            continue  # not worse for the mover than what the best move does there
        if weights[owner] > 0 and points is not None:
            key, size = "cablecar.review.ends_own", tiles + OPEN_BONUS - points
            clause = Msg(key, who=say.owner(owner), station=station, tiles=_tiles(tiles))
            clause.params["points"] = say.points(points)
        elif weights[owner] > 0 or change <= 0:
            continue
        elif points is not None:
            key, size = "cablecar.review.finishes", change
            clause = Msg(key, who=say.owner(owner), station=station, points=say.points(points))
        else:
            key, size = "cablecar.review.extends", grown
            clause = Msg(key, who=say.owner(owner), station=station, tiles=_tiles(grown))
        clause = say.holding(clause, owner)
        if found is None or size > found[0]:
            found = (size, clause)
    return found


def _good(best: dict, played: dict, weights, say, action):
    """(points, clause) of the best move's most useful effect on a line, or None."""
    found = None
    for station, (owner, change, _, points, grown) in best.items():
        other = played.get(station, (owner, 0))[1]
        if weights[owner] * (change - other) <= 0:
            continue  # not better for the mover than what the played move does there
        move, who = say.move(action), say.owner(owner)
        if weights[owner] > 0 and points is not None:
            size = points
            clause = Msg("cablecar.review.best_finishes", move=move, who=who, station=station)
            clause.params["points"] = say.points(points)
        elif weights[owner] > 0 and change > 0:
            size = grown
            clause = Msg("cablecar.review.best_extends", move=move, who=who, station=station)
            clause.params["tiles"] = _tiles(grown)
        elif weights[owner] < 0 and points is not None:
            size = -change
            clause = Msg("cablecar.review.best_ends", move=move, who=who, station=station)
            clause.params["points"] = say.points(points)
        else:
            continue
        clause = say.holding(clause, owner)
        if found is None or size > found[0]:
            found = (size, clause)
    return found


# -- what the others do before the mover plays again ---------------------------------------


def _next_turn(question, before: dict, best: dict):
    """(points, clause) when, in most deals, the other players finish a line before
    the mover's next turn after the move played, and hardly ever after the best move:
    an opponent's line for more than it is worth after the best move, or the mover's
    own line cut short, for less. Else None."""
    after_played = _next_round(question, question.played)
    after_best = _next_round(question, question.best)
    unit = question.game.score_unit or "core.unit.points"
    found = None
    for station, seen in after_played.items():
        owner = seen[0][0]
        if 2 * len(seen) <= DEALS or 4 * len(after_best.get(station, ())) > DEALS:
            continue  # not likely after the move played, or as likely after the best one
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
        if found is None or size > found[0]:
            found = (size, clause)
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

    def owner(self, owner: int):
        return company_name(owner) if self.shares else Player(owner)

    def holding(self, clause: Msg, owner: int) -> Msg:
        """A shares-game clause with the mover's holding in the line's company."""
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
        """An exchange: the share given up and the card taken (a hidden one unnamed)."""
        index = PERCENTS.index(action.percent)
        given = self.held[index]
        if action.take == "face-up":
            taken_company = self.question.view["face_up"][index]
            after = list(self.held)
            after[index] = taken_company
            taken = Msg(
                "cablecar.review.face_up_card",
                company=company_name(taken_company),
                rank=self.rank(taken_company),
                holder=Player(self.question.seat),
                after=held_percent(after, taken_company),
            )
        else:
            taken = Msg("cablecar.review.hidden_card")
        return Msg(
            key,
            percent=action.percent,
            given=company_name(given),
            given_rank=self.rank(given),
            taken=taken,
        )
