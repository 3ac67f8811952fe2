"""Food Tycoon rules (seed 003): state, turn order, legality, scoring.

A round (FT05–FT19): from the host each player opens shop or thinks of a dish; the host
rolls the 4 dice once per lot; each lot is auctioned; from the host each player may
cook one dish. The host then passes to the left (the next seat). Action texts: see
``pygames.foodtycoon.actions``; phases and the view: see ``view`` below.

The auction (FT13, this edition's procedure): bids go round the table, starting left
of the host. The player whose turn it is bids (more than the last bid, at most its
money) or passes; a player who passed may bid again when its turn comes round. Once
every other player has passed in a row since the last bid, the bidder buys the lot.
If all players pass without a bid, nobody buys it: its cards go back. A player who
cannot bid more than the last bid is passed over automatically (its pass is shown in
``bids`` as forced). A lot with nothing in it is not auctioned: it is marked unsold.
"""

from __future__ import annotations

from itertools import combinations_with_replacement, permutations

from pygames import GAMES
from pygames.core.errors import IllegalAction
from pygames.core.game import Game, Result
from pygames.core.messages import Msg
from pygames.core.phases import Phase, PhaseTable
from pygames.core.rng import Rng
from pygames.foodtycoon import events, scoring
from pygames.foodtycoon.actions import (
    Bid,
    Choose,
    Cook,
    Discard,
    Order,
    Pass,
    Roll,
    Shop,
    Take,
    Think,
    parse,
)
from pygames.foodtycoon.data import (
    CARDS_PER_INGREDIENT,
    DEALT_RECIPES,
    DICE,
    DIE_FACES,
    EVENT_COPIES,
    EVENTS,
    INGREDIENTS,
    LOTS,
    RECIPE_COPIES,
    RECIPES,
    SHOP_BASE,
    SIX,
    SIXES,
    START_INGREDIENTS,
    START_MONEY,
    THINK_DRAW,
)
from pygames.foodtycoon.names import Words, ingredient, recipe
from pygames.foodtycoon.scoring import fame, fame_to_end
from pygames.foodtycoon.state import (
    Lot,
    State,
    draw_event,
    draw_recipe,
    recipes_left,
    return_ingredients,
    take_ingredients,
)
from pygames.foodtycoon.views import determinize, view

KINDS = len(INGREDIENTS)

# The action each phase expects, the rule that says so (a move made at the wrong
# moment is refused naming it, saying what to do now) and the prompt of its seat.
PHASES = PhaseTable(
    *(
        Phase(name, accepts, rule, f"foodtycoon.prompt.{name}", f"foodtycoon.refuse.now.{name}")
        for name, accepts, rule in (
            ("setup-recipes", (Discard,), "FT02"),
            ("setup-ingredients", (Take,), "FT03"),
            ("choose", (Shop, Think), "FT05"),
            ("think", (Discard,), "FT07"),
            ("roll", (Roll,), "FT09"),
            ("pick", (Choose,), "FT11"),
            ("order", (Order,), "FT22"),
            ("auction", (Bid, Pass), "FT13"),
            ("cook", (Cook, Pass), "FT17"),
        )
    )
)


def missing(state: State, seat: int, recipe: int) -> list[int]:
    """Per ingredient kind, the cards ``seat`` lacks to cook ``recipe``."""
    have = state.ingredients[seat]
    return [max(0, need - held) for need, held in zip(RECIPES[recipe].needs, have)]


def can_cook(state: State, seat: int, recipe: int) -> bool:
    """FT17/FT19: in hand, ingredients in hand, not already one of its dishes."""
    return (
        recipe in state.hands[seat]
        and recipe not in state.dishes[seat]
        and not any(missing(state, seat, recipe))
    )


def cookable(state: State, seat: int) -> list[int]:
    return sorted(r for r in set(state.hands[seat]) if can_cook(state, seat, r))


def ingredient_choices(piles: list[int], size: int) -> list[tuple[int, ...]]:
    """Every way to take ``size`` cards from the piles (kinds sorted)."""
    return [
        kinds
        for kinds in combinations_with_replacement(range(KINDS), size)
        if all(kinds.count(k) <= piles[k] for k in set(kinds))
    ]


def orders(lots: int) -> list[tuple[int, ...]]:
    """FT22: every auction order of all the lots, or of all but one."""
    return list(permutations(range(lots))) + list(permutations(range(lots), lots - 1))


class FoodTycoon(Game):
    spec = GAMES["foodtycoon"]
    turn_rule = "FT05"  # decisions go round from the host; one seat decides at a time
    over_rule = "FT20"  # the game has ended

    # -- set-up (FT01–FT04) -------------------------------------------------------------
    def setup(self, players: int, options: dict, rng: Rng) -> State:
        recipes = [kind for kind in range(len(RECIPES)) for _ in range(RECIPE_COPIES)]
        rng.shuffle(recipes)
        event_cards = [kind for kind in range(len(EVENTS)) for _ in range(EVENT_COPIES)]
        rng.shuffle(event_cards)
        state = State(
            players,
            options,
            rng,
            money=[START_MONEY] * players,
            ingredients=[[0] * KINDS for _ in range(players)],
            hands=[[] for _ in range(players)],
            dishes=[[] for _ in range(players)],
            piles=[CARDS_PER_INGREDIENT] * KINDS,
            recipe_deck=recipes,
            recipe_discard=[],
            event_deck=event_cards,
            event_discard=[],
        )
        for seat in range(players):  # FT02: 4 recipes each, seat by seat
            state.hands[seat] = [recipes.pop() for _ in range(DEALT_RECIPES)]
        # FT04: seat 1 (index 0) is the first host; the set-up choices go round from it.
        state.host = state.turn = 0
        state.tiebreak = [[] for _ in range(players)]
        state.known = [[] for _ in range(players)]
        return state

    def to_move(self, state: State) -> tuple[int, ...]:
        return () if state.phase == "over" else (state.turn,)

    def parse_action(self, text: str):
        return parse(text)

    def reveal_count(self, state: State) -> int:
        """Recipes drawn, dice rolled, events turned: undo never crosses one."""
        return state.reveals

    def can_undo(self, action_text: str) -> bool:
        """Thinking draws recipe cards and rolling shows dice (and a lot's recipe)."""
        return action_text.strip() not in ("think", "roll")

    # -- legality ------------------------------------------------------------------------
    def legal_actions(self, state: State, seat: int) -> list:
        if seat not in self.to_move(state):
            return []
        phase = state.phase
        if phase in ("setup-recipes", "think"):
            cards = state.hands[seat] if phase == "setup-recipes" else state.drawn
            return [Discard(r) for r in sorted(set(cards))]
        if phase == "setup-ingredients":
            return [Take(k) for k in ingredient_choices(state.piles, START_INGREDIENTS)]
        if phase == "choose":
            return [Shop(), Think()] if recipes_left(state) else [Shop()]
        if phase == "roll":
            return [Roll()]
        if phase == "pick":
            lot = state.lots[-1]
            return [Choose(k) for k in ingredient_choices(state.piles, lot.pending)]
        if phase == "order":
            return [Order(o) for o in orders(len(state.lots))]
        if phase == "auction":
            return [Pass()] + [Bid(a) for a in range(state.high + 1, state.money[seat] + 1)]
        return [Pass()] + [Cook(r) for r in cookable(state, seat)]  # cook

    def check(self, state: State, seat: int, action) -> None:
        PHASES.check(state.phase, action)
        getattr(self, "_check_" + state.phase.replace("-", "_"))(state, seat, action)

    def _check_setup_recipes(self, state, seat, action: Discard) -> None:
        if action.recipe not in state.hands[seat]:
            raise IllegalAction("foodtycoon.refuse.not_dealt", "FT02", recipe=recipe(action.recipe))

    def _check_setup_ingredients(self, state, seat, action: Take) -> None:
        self._check_ingredients(state, action, START_INGREDIENTS, "FT03")

    def _check_choose(self, state, seat, action) -> None:
        if isinstance(action, Think) and not recipes_left(state):
            raise IllegalAction("foodtycoon.refuse.no_recipes_left", "FT08")

    def _check_think(self, state, seat, action: Discard) -> None:
        if action.recipe not in state.drawn:
            raise IllegalAction("foodtycoon.refuse.not_drawn", "FT07", recipe=recipe(action.recipe))

    def _check_roll(self, state, seat, action) -> None:
        return

    def _check_pick(self, state, seat, action: Choose) -> None:
        self._check_ingredients(state, action, state.lots[-1].pending, "FT11")

    @staticmethod
    def _check_ingredients(state: State, action: Take | Choose, size: int, rule: str) -> None:
        if len(action.kinds) != size:
            key = "foodtycoon.refuse.take_exactly" + ("_one" if size == 1 else "")
            raise IllegalAction(key, rule, n=size)
        for kind in set(action.kinds):
            wanted, left = action.kinds.count(kind), state.piles[kind]
            if wanted > left:
                key = "foodtycoon.refuse.pile_short" + ("_one" if left == 1 else "")
                raise IllegalAction(key, rule, ingredient=ingredient(kind), left=left)

    def _check_order(self, state, seat, action: Order) -> None:
        count = len(state.lots)
        lots = action.lots
        if (
            len(set(lots)) != len(lots)
            or not all(0 <= lot < count for lot in lots)
            or len(lots) not in (count, count - 1)
        ):
            raise IllegalAction("foodtycoon.refuse.order_bad", "FT22", count=count)

    def _check_auction(self, state, seat, action) -> None:
        if isinstance(action, Pass):
            return
        if action.amount <= state.high:
            if not state.high:
                raise IllegalAction("foodtycoon.refuse.bid_at_least_1", "FT13")
            raise IllegalAction("foodtycoon.refuse.bid_above", "FT13", high=state.high)
        if action.amount > state.money[seat]:
            raise IllegalAction(
                "foodtycoon.refuse.bid_over_money",
                "FT13",
                money=state.money[seat],
                amount=action.amount,
            )

    def _check_cook(self, state, seat, action) -> None:
        if isinstance(action, Pass):
            return
        name = recipe(action.recipe)
        if action.recipe not in state.hands[seat]:
            raise IllegalAction("foodtycoon.refuse.no_recipe", "FT17", recipe=name)
        if action.recipe in state.dishes[seat]:
            raise IllegalAction("foodtycoon.refuse.cooked_already", "FT19", recipe=name)
        short = missing(state, seat, action.recipe)
        if any(short):
            lacking = Words(
                [
                    Msg("foodtycoon.refuse.lacking_item", n=n, ingredient=ingredient(kind))
                    for kind, n in enumerate(short)
                    if n
                ],
                "foodtycoon.refuse.lacking_sep",
            )
            raise IllegalAction("foodtycoon.refuse.lacking", "FT17", recipe=name, lacking=lacking)

    # -- carrying out --------------------------------------------------------------------
    def perform(self, state: State, seat: int, action) -> None:
        getattr(self, "_do_" + state.phase.replace("-", "_"))(state, seat, action)

    def _do_setup_recipes(self, state, seat, action: Discard) -> None:
        state.hands[seat].remove(action.recipe)
        state.recipe_discard.append(action.recipe)  # FT02: face up
        if not self._next_seat(state):
            state.phase = "setup-ingredients"

    def _do_setup_ingredients(self, state, seat, action: Take) -> None:
        for kind in action.kinds:
            take_ingredients(state, seat, kind, 1)
        if not self._next_seat(state):
            state.phase = "choose"

    def _do_choose(self, state, seat, action) -> None:
        if isinstance(action, Shop):  # FT06
            state.money[seat] += SHOP_BASE + sum(RECIPES[d].bags for d in state.dishes[seat])
        else:  # FT07, FT08
            state.reveals += 1
            drawn = [draw_recipe(state) for _ in range(THINK_DRAW)]
            drawn = [card for card in drawn if card is not None]
            if len(drawn) == THINK_DRAW:
                state.drawn = drawn
                state.phase = "think"
                return
            state.hands[seat] += drawn  # a single card left: nothing to choose
        self._chosen(state)

    def _do_think(self, state, seat, action: Discard) -> None:
        state.drawn.remove(action.recipe)
        state.recipe_discard.append(action.recipe)
        state.hands[seat] += state.drawn
        state.drawn = []
        state.phase = "choose"
        self._chosen(state)

    def _chosen(self, state: State) -> None:
        if not self._next_seat(state):
            state.phase, state.lots, state.order, state.current = "roll", [], [], 0

    def _do_roll(self, state, seat, action) -> None:
        state.reveals += 1
        dice = [1 + state.rng.below(DIE_FACES) for _ in range(DICE)]
        state.lots.append(self.make_lot(state, dice))
        if state.lots[-1].pending:
            state.phase = "pick"
        else:
            self._lot_made(state)

    @staticmethod
    def make_lot(state: State, dice: list[int]) -> Lot:
        """FT10–FT11: a die 1–5 adds that ingredient (none if its pile is empty); the
        sixes add an event (face down), a recipe (face up) and the host's free choice."""
        lot = Lot(list(dice), [0] * KINDS, [0] * KINDS, None, None)
        for face in dice:
            if face != SIX and state.piles[face - 1]:
                state.piles[face - 1] -= 1
                lot.ingredients[face - 1] += 1
        sixes = SIXES[dice.count(SIX)]
        if sixes.events:
            lot.event = draw_event(state)
        if sixes.recipes:
            lot.recipe = draw_recipe(state)
        lot.pending = min(sixes.host_choice, sum(state.piles))
        return lot

    @staticmethod
    def is_empty(lot: Lot) -> bool:
        return not any(lot.ingredients) and lot.recipe is None and lot.event is None

    def _do_pick(self, state, seat, action: Choose) -> None:
        lot = state.lots[-1]
        for kind in action.kinds:
            state.piles[kind] -= 1
            lot.ingredients[kind] += 1
            lot.chosen[kind] += 1
        lot.pending = 0
        self._lot_made(state)

    def _lot_made(self, state: State) -> None:
        if len(state.lots) < LOTS[state.players]:
            state.phase = "roll"
        elif state.advanced:
            state.phase = "order"  # FT22
        else:
            state.order = list(range(len(state.lots)))
            self._open_lot(state)

    def _do_order(self, state, seat, action: Order) -> None:
        state.order = list(action.lots)
        for index, lot in enumerate(state.lots):
            if index not in state.order:
                lot.status = "removed"
                self._put_back(state, lot)
        self._open_lot(state)

    def _open_lot(self, state: State) -> None:
        """The next lot in order goes up for auction, or the cooking step begins. A lot
        with nothing in it (its dice found only empty piles and rolled no 6, or the
        decks were empty too) is not auctioned: it is marked unsold, as nobody buys it."""
        while state.current < len(state.order):
            lot = state.lots[state.order[state.current]]
            if not self.is_empty(lot):
                break
            lot.status = "unsold"
            state.current += 1
        if state.current >= len(state.order):
            self._start_cooking(state)
            return
        state.phase = "auction"
        state.high, state.bidder, state.passes, state.bids = 0, None, 0, []
        state.turn = state.host  # the first to bid sits left of the host
        self._next_bidder(state)

    def _do_auction(self, state, seat, action) -> None:
        if isinstance(action, Bid):
            state.high, state.bidder, state.passes = action.amount, seat, 0
            state.bids.append([seat, action.amount, False])
        else:
            state.passes += 1
            state.bids.append([seat, None, False])
        self._next_bidder(state)

    def _next_bidder(self, state: State) -> None:
        """Bidding goes on to the left; sold once all the others passed in a row since
        the last bid; unsold once everybody passed without a bid. Players who cannot
        bid more than the last bid pass by themselves."""
        players = state.players
        while True:
            if state.bidder is not None and state.passes >= players - 1:
                self._sell(state)
                return
            if state.bidder is None and state.passes >= players:
                lot = state.lots[state.order[state.current]]
                lot.status = "unsold"
                self._put_back(state, lot)
                self._next_lot(state)
                return
            state.turn = (state.turn + 1) % players
            if state.money[state.turn] > state.high:
                return
            state.passes += 1
            state.bids.append([state.turn, None, True])

    def _sell(self, state: State) -> None:
        """FT15–FT16: the buyer pays the bank, takes the lot, turns its event."""
        lot = state.lots[state.order[state.current]]
        buyer = state.bidder
        lot.status, lot.buyer, lot.price = "sold", buyer, state.high
        state.money[buyer] -= state.high
        for kind, count in enumerate(lot.ingredients):
            state.ingredients[buyer][kind] += count
        if lot.recipe is not None:
            state.hands[buyer].append(lot.recipe)
            state.known[buyer].append(lot.recipe)  # everyone saw it go into that hand
        if lot.event is not None:
            state.reveals += 1
            state.last_event = events.resolve(state, lot.event, buyer)
            state.event_discard.append(lot.event)
        self._next_lot(state)

    @staticmethod
    def _put_back(state: State, lot: Lot) -> None:
        """A lot nobody takes (unsold, or removed by the host): ingredients to their
        piles, the recipe to the discards (it was face up), the unseen event face
        down under the event deck."""
        for kind, count in enumerate(lot.ingredients):
            state.piles[kind] += count
        if lot.recipe is not None:
            state.recipe_discard.append(lot.recipe)
        if lot.event is not None:
            state.event_deck.insert(0, lot.event)

    def _next_lot(self, state: State) -> None:
        state.current += 1
        self._open_lot(state)

    # -- cooking and the end of a round -------------------------------------------------
    def _start_cooking(self, state: State) -> None:
        state.phase = "cook"
        state.turn = state.host
        if not cookable(state, state.turn):
            self._next_cook(state)

    def _do_cook(self, state, seat, action) -> None:
        if isinstance(action, Cook):  # FT17: ingredients back to their piles
            for kind, need in enumerate(RECIPES[action.recipe].needs):
                return_ingredients(state, seat, kind, need)
            state.hands[seat].remove(action.recipe)
            state.dishes[seat].append(action.recipe)
            if action.recipe in state.known[seat]:  # a copy bought face up: now a dish
                state.known[seat].remove(action.recipe)
        self._next_cook(state)

    def _next_cook(self, state: State) -> None:
        """FT18: one dish each; a player who can cook nothing is passed over."""
        while self._next_seat(state):
            if cookable(state, state.turn):
                return
        self._end_round(state)

    def _end_round(self, state: State) -> None:
        target = fame_to_end(state)
        if max(fame(state, seat) for seat in range(state.players)) >= target:  # FT20
            state.phase = "over"
            scoring.roll_tiebreak(state)
            return
        state.round += 1
        state.host = state.turn = (state.host + 1) % state.players  # FT04
        state.phase, state.lots, state.order, state.current = "choose", [], [], 0
        state.high, state.bidder, state.passes, state.bids = 0, None, 0, []

    @staticmethod
    def _next_seat(state: State) -> bool:
        """The next seat to the left; False once the turn is back at the host."""
        state.turn = (state.turn + 1) % state.players
        return state.turn != state.host

    # -- what players see, and the result ------------------------------------------------
    def view(self, state: State, seat: int | None) -> dict:
        return view(self, state, seat)

    def determinize(self, view_data: dict, seat: int, rng: Rng) -> State:
        return determinize(view_data, seat, rng)

    def result(self, state: State) -> Result | None:
        if state.phase != "over":
            return None
        return scoring.result(state)

    def state_from_json(self, data: dict) -> State:
        return State.from_json(data)


GAME = FoodTycoon()
