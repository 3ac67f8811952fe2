"""Cupcake Empire rules (seed 000): the game object, its contract put together, and the
set-up.

One seat decides at a time. Set-up: each seat puts its dealt extra-action disc on a
column (CE11, from the start player clockwise), then each chooses its first menu item
(CE12, from the start player's right, counter-clockwise). A turn: the phase "start"
(before activating a column), "action" (the column's parts and its discs, any order;
``done`` ends it: income, goals, re-roll) and "after" (``end`` ends the turn). The
actions of CE20/CE23/CE44–CE48 may be taken in any of the three.

What is allowed is in ``legal.py`` (of the candidates in ``candidates.py``), what the
actions do in ``turn.py``, the goals in ``goals.py``, the views in ``views.py``, the
result in ``scoring.py``.
"""

from __future__ import annotations

from pygames.core.game import Assembled
from pygames.core.rng import Rng
from pygames.cupcake import board, legal, scoring, turn, views
from pygames.cupcake.actions import parse
from pygames.cupcake.data import (
    BASES,
    COLUMNS,
    CUSTOMERS_PER_LIKING,
    DISC_KINDS,
    FROSTINGS,
    GOALS,
    GREY,
    GREY_DISTRICT,
    LIKINGS,
    PILES,
    PLAYER_DICE,
    REST_FACE,
    SINGLE_FROSTINGS,
    START_INCOME,
    START_PRODUCTION,
    START_SALES,
    city,
    supply,
)
from pygames.cupcake.manifest import SPEC
from pygames.cupcake.state import EMPTY, State


def setup_state(players: int, rng: Rng, rules_version: int) -> State:
    """CE01–CE10 and the deal of CE11: everything but the players' choices, by the
    tables of ``rules_version`` (``data.CITY``, ``data.SUPPLIES``)."""
    stock = supply(rules_version, players)
    districts = city(rules_version)
    state = State(players, {}, rng, rules_version)
    state.first = rng.below(players)
    state.mover = state.first
    state.goals = []
    for pile in PILES:  # CE04: one tile from each pile
        tiles = [goal for goal in GOALS if goal[0] == pile]
        state.goals.append(tiles[rng.below(len(tiles))])
    customers = [liking for liking in range(len(LIKINGS)) for _ in range(CUSTOMERS_PER_LIKING)]
    rng.shuffle(customers)  # CE01: at random, 4 to a district
    state.houses = [[customers.pop() for _ in district.houses] for district in districts]
    state.shops = board.blocked_layout(players, rules_version)  # CE10
    state.bakeries = [[EMPTY] * d.bakery_spaces for d in districts]
    for seat in range(players):  # CE06: a bakery in the grey district
        state.bakeries[GREY_DISTRICT][seat] = seat
    state.supply_bases = [stock.single_base] * 2 + [stock.mixed_base]
    state.supply_frostings = [stock.single_frosting] * SINGLE_FROSTINGS + [stock.mixed_frosting] * (
        len(FROSTINGS) - SINGLE_FROSTINGS
    )
    # CE03: no grey dice in the supply; no pink at 4 players (the table says 0)
    state.supply_dice = [0, stock.dice, stock.dice, stock.dice, stock.dice, stock.pink]
    state.supply_discs = list(stock.discs)
    state.supply_ideas = stock.ideas
    state.income = [START_INCOME] * players  # CE06
    state.production = [START_PRODUCTION] * players  # CE07
    state.sales = [START_SALES] * players
    state.creativity = [0] * players  # CE07: on the green square
    state.ideas = [0] * players
    state.bases = [[0] * len(BASES) for _ in range(players)]
    state.frostings = [[0] * len(FROSTINGS) for _ in range(players)]
    state.menu = [[] for _ in range(players)]
    state.served = [[] for _ in range(players)]
    state.rest = [[] for _ in range(players)]
    state.discs = [[[] for _ in COLUMNS] for _ in range(players)]
    state.goals_met = [[] for _ in range(players)]
    state.dice = []
    for _ in range(players):
        columns = [[] for _ in COLUMNS]
        for colour in PLAYER_DICE:  # CE05/CE08: coloured dice on their own columns
            if colour != GREY:
                columns[next(c for c, s in enumerate(COLUMNS) if s.colour == colour)].append(colour)
        for _ in range(PLAYER_DICE.count(GREY)):  # CE09: grey dice rolled, 6s again
            face = REST_FACE
            while face == REST_FACE:
                face = rng.below(6) + 1
            columns[face - 1].append(GREY)
        state.dice.append(columns)
    # CE11: one disc of each kind shuffled, one each at random, the rest back
    kinds = list(range(len(DISC_KINDS)))
    rng.shuffle(kinds)
    state.start_disc = kinds[:players]
    for kind in state.start_disc:
        state.supply_discs[kind] -= 1
    state.queue = [(state.first + step) % players for step in range(players)]
    state.mover = state.queue[0]
    return state


class CupcakeEmpire(Assembled):
    # legality (legal.py, of the candidates in candidates.py), carrying out (turn.py),
    # what players see (views.py: its docstring gives a view's shape), the end
    legal, turn, views, scoring, State = legal, turn, views, scoring, State
    spec = SPEC
    turn_rule = "CE13"
    over_rule = "CE49"
    score_unit = "cupcake.unit"  # income

    def setup(self, players: int, options: dict, rng: Rng, rules_version: int) -> State:
        state = setup_state(players, rng, rules_version)
        state.options = options
        return state

    def to_move(self, state: State) -> tuple[int, ...]:
        return () if state.phase == "over" else (state.mover,)

    def parse_action(self, text: str):
        return parse(text)

    def can_undo(self, action_text: str) -> bool:
        """``done`` rolled the dice: what was rolled cannot be taken back."""
        return action_text.strip() != "done"


GAME = CupcakeEmpire()
