"""The basic game as a mode of play: every car belongs to a seat and its line scores
for that seat. The rules ask the table's mode (``state.mode``) wherever the basic
game and the shares game (``pygames.cablecar.shares.SharesGame``) differ: who owns the
cars, where a line's points go, which other actions there are, what the view adds,
and the final scoring."""

from __future__ import annotations

from pygames.cablecar.data import CHARTS, COLOURS
from pygames.cablecar.tracks import one_tile_joins
from pygames.core.errors import IllegalAction
from pygames.core.messages import Count, Msg, Scored


def tile_count(n: int) -> Msg:
    """ "1 tile", "4 tiles"."""
    return Count("cablecar.tiles", n)


def line_label(line) -> Msg:
    """ "Station 3 to station 2: 4 tiles", "… to the power station: 3 tiles ×2"."""
    if line.end == "power":
        return Msg("cablecar.score.power", station=line.station, tiles=tile_count(line.tiles))
    return Msg(
        "cablecar.score.line", station=line.station, end=line.end, tiles=tile_count(line.tiles)
    )


class BasicGame:
    name = "basic"

    def __init__(self) -> None:
        charts = {players: chart for players, chart in CHARTS.items()}
        self._joins = {players: one_tile_joins(chart) for players, chart in charts.items()}
        self._owners = {
            players: {station: seat for seat, stations in enumerate(chart) for station in stations}
            for players, chart in charts.items()
        }

    # who owns the cars
    def chart_key(self, state) -> int | str:
        """What the car owners depend on (caches are kept per key): the player count."""
        return state.players

    def chart(self, state) -> tuple[tuple[int, ...], ...]:
        """The stations of each car owner (here: of each seat)."""
        return CHARTS[state.players]

    def owners(self, state) -> dict[int, int]:
        """Station -> its car's owner."""
        return self._owners[state.players]

    def one_tile_joins(self, state) -> tuple[frozenset[int], ...]:
        """``tracks.one_tile_joins`` of this table's chart (CC09)."""
        return self._joins[state.players]

    def colours(self, state) -> list[str]:
        """The colours of the car owners, by owner."""
        return list(COLOURS[: state.players])

    # the game
    def deal(self, state, rng) -> None:
        """What this mode deals at set-up besides the tiles: nothing."""

    def totals(self, state) -> list[int]:
        """Where the lines' points go, by owner (CC11: to the seats' scores)."""
        return state.scores

    def gained(self, owner: int, points: int) -> Scored:
        return Scored(owner, points)

    def other_actions(self, state, seat: int) -> list:
        """Actions besides drawing and placing: none."""
        return []

    def exchanges_open(self, state) -> bool:
        return False

    def check_exchange(self, state, seat: int, action) -> None:
        raise IllegalAction("cablecar.no_shares", "CC24")

    def perform_exchange(self, state, seat: int, action) -> None:
        raise AssertionError("no exchanges in the basic game")

    def game_over(self, state) -> None:
        """After the last tile: nothing more to score (the lines have scored)."""

    def final(self, state):
        """(scores, breakdown): CC17, each seat's scored lines."""
        breakdown = [[] for _ in range(state.players)]
        for station in sorted(state.scored):
            line = state.scored[station]
            breakdown[line.owner].append((line_label(line), line.points))
        return list(state.scores), breakdown

    # what players see, and what a bot deals from it
    def view(self, state, seat: int | None, over: bool) -> dict:
        """What the view adds: nothing (the basic view keeps the keys it always had)."""
        return {}

    def deal_unseen(self, state, view: dict, seat: int, rng) -> None:
        """``determinize``'s part for this mode: nothing else is hidden."""

    # what a bot weighs
    def owner_weights(self, state, seat: int) -> list[int]:
        """How much each car owner's points count for ``seat`` (integers): its own
        points less the opponents' average (scaled by players - 1)."""
        return [state.players - 1 if owner == seat else -1 for owner in range(state.players)]

    def weights_key(self, state, seat: int):
        """What ``owner_weights`` depends on."""
        return (state.players, seat)

    # the export
    def owner_label(self, owner: int, names: list[str]) -> str:
        return names[owner]

    def export(self, state, names: list[str]) -> dict:
        """What the export adds: nothing."""
        return {}


BASIC = BasicGame()
