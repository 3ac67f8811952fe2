"""Food Paradise rules (seed 002): set-up, legality, carrying out, the game object.

One seat decides at a time: the seat choosing its corner (FP03, seat 0 first), the
mover (roll or play a price card, FP08; research or stay, FP17), or the seat an
ingredient is offered to (buy or decline, FP10/FP12; at rules version 2, when the bank
has none and two or more others hold some, the buy names whose token it takes, FP11). What a turn sets off is in
``turn.py``, the actions and their texts in ``actions.py``, the state in ``state.py``,
what a seat sees in ``views.py``, the result in ``scoring.py``.
"""

from __future__ import annotations

from pygames.core.errors import IllegalAction
from pygames.core.game import Game, Result
from pygames.core.messages import Event, Player
from pygames.core.phases import Phase, PhaseTable
from pygames.core.rng import Rng
from pygames.foodparadise import scoring, turn, views
from pygames.foodparadise.actions import (
    Buy,
    Corner,
    Decline,
    PlayCard,
    Research,
    Roll,
    Stay,
    parse,
)
from pygames.foodparadise.data import (
    CHAINS,
    CORNER_SPACES,
    DIE_SIDES,
    INGREDIENTS,
    PRICE_CARDS,
    RESEARCH_STEPS,
    SPACES,
    START_CASH,
    START_REVENUE,
    TOKENS_PER_KIND,
    chain_recipes,
    ingredient_msg,
    space_msg,
)
from pygames.foodparadise.manifest import SPEC
from pygames.foodparadise.state import State

PHASES = PhaseTable(
    *(
        Phase(
            name,
            kinds,
            rule,
            prompt=f"foodparadise.prompt.{name}",
            waiting=f"foodparadise.now.{name}",
        )
        for name, kinds, rule in (
            ("corner", (Corner,), "FP03"),
            ("move", (Roll, PlayCard), "FP08"),
            ("offer", (Buy, Decline), "FP10"),
            ("research", (Research, Stay), "FP17"),
        )
    )
)


class FoodParadise(Game):
    spec = SPEC
    turn_rule = "FP08"
    over_rule = "FP20"
    score_unit = None  # the first to 4 recipes or 10,000 wins: no score

    # set-up (FP01–FP07)
    def setup(self, players: int, options: dict, rng: Rng, rules_version: int) -> State:
        """FP02: chains dealt at random; FP05 each seat's recipes shuffled (face-up
        first); FP06 the price and demand decks shuffled; FP04 500 under every
        corner; FP07 2,000 each. Seat 0 chooses its corner first and moves first."""
        chains = list(range(len(CHAINS)))
        rng.shuffle(chains)
        state = State(players, options, rng, rules_version)
        state.chains = chains[:players]
        state.piles = []
        for chain in state.chains:
            pile = chain_recipes(chain)
            rng.shuffle(pile)
            state.piles.append(pile)
        state.price_deck = list(PRICE_CARDS)
        rng.shuffle(state.price_deck)
        state.demand_deck = list(range(len(INGREDIENTS)))
        rng.shuffle(state.demand_deck)
        state.corners = [-1] * players
        state.positions = [-1] * players
        state.revenue = [START_REVENUE] * len(CORNER_SPACES)
        state.cash = [START_CASH] * players
        state.holdings = [[0] * len(INGREDIENTS) for _ in range(players)]
        state.supply = [TOKENS_PER_KIND] * len(INGREDIENTS)
        state.built = [[] for _ in range(players)]
        state.hands = [[] for _ in range(players)]
        state.reveals = 1
        return state

    def to_move(self, state: State) -> tuple[int, ...]:
        if state.phase == "over":
            return ()
        if state.phase == "offer":
            return (state.offer_queue[0],)
        return (state.mover,)

    def parse_action(self, text: str):
        return parse(text)

    def can_undo(self, action_text: str) -> bool:
        """A roll showed the die. (Turned cards and revealed recipes count in
        ``reveal_count``, whichever action set them off.)"""
        return action_text.strip() != "roll"

    def reveal_count(self, state: State) -> int:
        return state.reveals

    # legality
    def legal_actions(self, state: State, seat: int) -> list:
        if seat not in self.to_move(state):
            return []
        phase = state.phase
        if phase == "corner":
            return [Corner(c + 1) for c in range(len(CORNER_SPACES)) if c not in state.corners]
        if phase == "move":
            return [Roll()] + [PlayCard(price) for price in sorted(set(state.hands[seat]))]
        if phase == "offer":
            choices = turn.take_choices(state, seat, state.offer_kind)
            buys = [Buy(source) for source in choices] if choices else [Buy()]
            return [*buys, Decline()]
        return [Research(), Stay()]

    def check(self, state: State, seat: int, action) -> None:
        PHASES.check(state.phase, action)
        if isinstance(action, Corner) and action.corner - 1 in state.corners:
            owner = state.corners.index(action.corner - 1)
            raise IllegalAction(
                "foodparadise.corner_taken", "FP03", corner=action.corner, who=Player(owner)
            )
        if isinstance(action, PlayCard) and action.price not in state.hands[seat]:
            raise IllegalAction("foodparadise.no_such_card", "FP08", price=action.price)
        if isinstance(action, Buy):
            self._check_take(state, seat, action.source)

    def _check_take(self, state: State, seat: int, source: int | None) -> None:
        """FP11: a buy names whose token it takes exactly when there is a choice (rules
        version 2, the bank out of it, two or more other holders), and then one of them."""
        kind = ingredient_msg(state.offer_kind)
        choices = turn.take_choices(state, seat, state.offer_kind)
        if source is None:
            if choices:
                raise IllegalAction("foodparadise.take_whom", "FP11", kind=kind)
            return
        if state.rules_version < 2:
            raise IllegalAction("foodparadise.take_v1", "FP11", kind=kind)
        if source == seat:
            raise IllegalAction("foodparadise.take_own", "FP11", kind=kind)
        if not 0 <= source < state.players:
            raise IllegalAction("foodparadise.take_nobody", "FP11", n=source + 1)
        if state.supply[state.offer_kind]:
            raise IllegalAction("foodparadise.take_bank_has", "FP11", kind=kind)
        if not state.holdings[source][state.offer_kind]:
            raise IllegalAction(
                "foodparadise.take_none_held", "FP11", who=Player(source), kind=kind
            )
        if source not in choices:  # the only other holder: nothing to choose
            raise IllegalAction("foodparadise.take_only", "FP11", who=Player(source), kind=kind)

    # carrying out
    def perform(self, state: State, seat: int, action) -> list[Event]:
        kind = type(action)
        events: list[Event] = []
        if kind is Corner:
            corner = action.corner - 1
            state.corners[seat] = corner
            state.positions[seat] = CORNER_SPACES[corner]
            events.append(Event("foodparadise.log.corner", corner=action.corner))
            if seat + 1 < state.players:
                state.mover = seat + 1
            else:
                state.mover, state.phase = 0, "move"
        elif kind is Roll:
            value = state.rng.below(DIE_SIDES) + 1
            state.reveals += 1
            to = (state.positions[seat] + value) % SPACES
            events.append(Event("foodparadise.log.rolled", value=value, space=space_msg(to)))
            turn.move(state, value, value, events)
        elif kind is PlayCard:
            state.hands[seat].remove(action.price)
            state.price_deck.append(action.price)
            to = (state.positions[seat] + action.steps) % SPACES
            events.append(
                Event(
                    "foodparadise.log.played",
                    price=action.price,
                    steps=action.steps,
                    space=space_msg(to),
                )
            )
            turn.move(state, action.steps, 0, events)
        elif kind is Buy:
            source = action.source
            if source is None:
                source = turn.source_of(state, seat, state.offer_kind)
            if state.rules_version >= 2 and source != turn.BANK:  # FP11: whose token
                events.append(
                    Event(
                        "foodparadise.log.bought_from",
                        kind=ingredient_msg(state.offer_kind),
                        price=state.offer_price,
                        who=Player(source),
                    )
                )
            else:
                events.append(
                    Event(
                        "foodparadise.log.bought",
                        kind=ingredient_msg(state.offer_kind),
                        price=state.offer_price,
                    )
                )
            turn.buy(state, seat, source, events)
        elif kind is Decline:
            events.append(Event("foodparadise.log.declined"))
            turn.decline(state, events)
        elif kind is Research:
            to = (state.positions[seat] + RESEARCH_STEPS) % SPACES
            events.append(Event("foodparadise.log.researched", space=space_msg(to)))
            turn.research(state, events)
        else:  # Stay
            events.append(Event("foodparadise.log.stayed"))
            turn.end_turn(state, events)
        return events

    # what players see
    def view(self, state: State, seat: int | None) -> dict:
        return views.view(state, seat, self.to_move(state))

    def determinize(self, view: dict, seat: int, rng: Rng) -> State:
        return views.determinize(view, seat, rng)

    def result(self, state: State) -> Result | None:
        return scoring.result(state)

    def state_from_json(self, data: dict) -> State:
        return State.from_json(data)


GAME = FoodParadise()
