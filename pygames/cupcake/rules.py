"""Cupcake Empire rules (seed 000): set-up, legality, carrying out, the game object.

One seat decides at a time. Set-up: each seat puts its dealt extra-action disc on a
column (CE11, from the start player clockwise), then each chooses its first menu item
(CE12, from the start player's right, counter-clockwise). A turn: the phase "start"
(before activating a column), "action" (the column's parts and its discs, any order;
``done`` ends it: income, goals, re-roll) and "after" (``end`` ends the turn). The
actions of CE20/CE23/CE44–CE48 may be taken in any of the three.

What the actions do is in ``turn.py``, what is allowed in ``legal.py`` (of the candidates in ``candidates.py``), the goals in
``goals.py``, the views in ``views.py``, the result in ``scoring.py``.
"""

from __future__ import annotations

from pygames.core.game import Game, Result
from pygames.core.messages import Event
from pygames.core.phases import Phase, PhaseTable
from pygames.core.rng import Rng
from pygames.cupcake import board, candidates, legal, scoring, turn, views
from pygames.cupcake.actions import (
    ANYTIME,
    Activate,
    BuyIdea,
    Done,
    EndTurn,
    FirstMenu,
    IdeaDisc,
    IdeaMove,
    MakeMenu,
    Rest,
    StartDisc,
    parse,
)
from pygames.cupcake.data import (
    BASES,
    COLUMNS,
    CUSTOMERS_PER_LIKING,
    DISC_KINDS,
    FROSTINGS,
    GOALS,
    GREY,
    GREY_DISTRICT,
    IDEA_PRICE,
    LIKINGS,
    MOVE_PRICE,
    PILES,
    PLAYER_DICE,
    REST_FACE,
    SINGLE_FROSTINGS,
    START_INCOME,
    START_PRODUCTION,
    START_SALES,
    base_msg,
    city,
    colour_msg,
    column_msg,
    disc_msg,
    frosting_msg,
    supply,
)
from pygames.cupcake.legal import PART_KINDS
from pygames.cupcake.manifest import SPEC
from pygames.cupcake.state import EMPTY, State

PHASES = PhaseTable(
    *(
        Phase(name, kinds, rule, prompt=f"cupcake.prompt.{name}", waiting=f"cupcake.now.{name}")
        for name, kinds, rule in (
            ("disc", (StartDisc,), "CE11"),
            ("menu", (FirstMenu,), "CE12"),
            ("start", (Activate, *ANYTIME), "CE13"),
            ("action", (*PART_KINDS, Done, *ANYTIME), "CE13"),
            ("after", (EndTurn, *ANYTIME), "CE17"),
        )
    )
)


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


class CupcakeEmpire(Game):
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

    # legality
    def legal_actions(self, state: State, seat: int) -> list:
        if seat not in self.to_move(state):
            return []
        phase = state.phase
        if phase == "disc":
            found = [StartDisc(c) for c in range(len(COLUMNS))]
        elif phase == "menu":
            found = [FirstMenu(b, f) for b in range(2) for f in range(SINGLE_FROSTINGS)]
        else:
            found = []
            if phase == "start":
                found += self._activations(state, seat)
            elif phase == "action":
                found += candidates.part_candidates(state, seat) + [Done()]
            else:
                found.append(EndTurn())
            found += candidates.anytime_candidates(state, seat)
        return [a for a in found if legal.refusal(state, seat, a) is None]

    def _activations(self, state: State, seat: int) -> list:
        found = []
        for column in range(len(COLUMNS)):
            level = board.column_level(state, seat, column)
            levels = range(1, level + 1) if level else (0,)
            found += [Activate(column, n) for n in levels]
        return found

    def check(self, state: State, seat: int, action) -> None:
        PHASES.check(state.phase, action)
        found = legal.refusal(state, seat, action)
        if found is not None:
            raise legal.error(found)

    # carrying out
    def perform(self, state: State, seat: int, action) -> list[Event]:
        events: list[Event] = []
        kind = type(action)
        if kind is StartDisc:
            kind_ = state.start_disc[seat]
            state.discs[seat][action.column].append(kind_)
            state.start_disc[seat] = -1
            events.append(
                Event(
                    "cupcake.log.start_disc", kind=disc_msg(kind_), column=column_msg(action.column)
                )
            )
            self._next_setup(state, "menu")
        elif kind is FirstMenu:
            state.supply_bases[action.base] -= 1
            state.supply_frostings[action.frosting] -= 1
            state.menu[seat].append([action.base, action.frosting])
            events.append(
                Event(
                    "cupcake.log.first",
                    base=base_msg(action.base),
                    frosting=frosting_msg(action.frosting),
                )
            )
            self._next_setup(state, "start")
        elif kind is Activate:
            turn.activate(state, seat, action.column, action.level, events)
        elif kind in PART_KINDS:
            turn.do_part(state, seat, action, events)
        elif kind is Done:
            turn.finish_action(state, seat, events)
        elif kind is EndTurn:
            turn.end_turn(state, seat, events)
        else:
            self._anytime(state, seat, action, events)
        return events

    def _next_setup(self, state: State, then: str) -> None:
        state.queue.pop(0)
        if state.queue:
            state.mover = state.queue[0]
            return
        if then == "menu":  # CE12: from the start player's right, counter-clockwise
            n = state.players
            state.queue = [(state.first - 1 - step) % n for step in range(n)]
            state.phase, state.mover = "menu", state.queue[0]
        else:
            state.phase, state.mover = "start", state.first

    def _anytime(self, state: State, seat: int, action, events: list) -> None:
        kind = type(action)
        if kind is MakeMenu:
            turn.make_menu(state, seat, action.base, action.frosting, events)
        elif kind is Rest:
            if action.pay == "idea":
                turn.spend_idea(state, seat)
            else:
                turn.pay_income(state, seat, len(action.dice))
            turn.rest_back(state, seat, action.column, action.dice, action.pay, events)
        elif kind is IdeaDisc:
            state.special = "idea-disc"
            turn.spend_idea(state, seat)
            events.append(Event("cupcake.log.idea_disc"))
            turn.place_disc(state, seat, action.kind, action.column, events)
        elif kind is BuyIdea:
            state.special = "buy-idea"
            turn.pay_income(state, seat, IDEA_PRICE)
            events.append(Event("cupcake.log.buy_idea", cost=IDEA_PRICE))
            turn.gain_idea(state, seat, events)
        else:  # IdeaMove, PayMove
            if kind is IdeaMove:
                state.special = "idea-move"
                turn.spend_idea(state, seat)
            else:
                state.special = "pay-move"
                turn.pay_income(state, seat, MOVE_PRICE)
            turn.move_die(state, seat, action.colour, action.source, action.target)
            events.append(
                Event(
                    "cupcake.log.idea_move" if kind is IdeaMove else "cupcake.log.pay_move",
                    colour=colour_msg(action.colour),
                    source=column_msg(action.source),
                    target=column_msg(action.target),
                    cost=MOVE_PRICE,
                )
            )

    # what players see
    def view(self, state: State, seat: int | None) -> dict:
        """What ``seat`` sees (None: a spectator): the whole position but the
        generator, as JSON-ready data. The shape (every key, its values and their
        names) is described in ``pygames.cupcake.views``'s docstring."""
        return views.view(state, seat, self.to_move(state))

    def determinize(self, view: dict, seat: int, rng: Rng) -> State:
        return views.determinize(view, seat, rng)

    def result(self, state: State) -> Result | None:
        return scoring.result(state)

    def state_from_json(self, data: dict) -> State:
        return State.from_json(data)


GAME = CupcakeEmpire()
