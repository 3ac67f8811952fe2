"""Cake Master rules (seed 001): state, actions, legality, scoring.

The player count decides the rules: 3–6 players draft (keep 1, pass 1 each way), 2
players give and return (2人用ルール), 1 player plays solo (ソロプレイ).

Action texts (card numbers 1–72, cakes 1–3, quarters 1–4 clockwise from top-right):

- ``keep K left L right R`` — CM05 (3–6 players): keep K, pass L to the left
  neighbour (the next seat) and R to the right neighbour (the seat before).
- ``keep K give A B`` — CM24 (2 players, phase "give"): keep K, give A and B.
- ``keep K return R`` — CM24 (phase "return"): of the 2 cards received keep K, give R
  back.
- ``discard K`` — CM27 (solo, phase "discard"): of the 4 cards drawn discard K.
- ``exchange K`` — CM28 (solo, up to 3 times a game): K goes to the discard pile and
  a new card is drawn.
- ``place K C.Q`` — CM06: put card K into quarter Q of cake C.

Drafting choices are simultaneous and hidden: ``to_move`` lists every seat still to
choose; a choice is kept in the state and shown to nobody else, and the cards move
only when everyone has chosen. The text of a keep/give/return/discard/exchange action
is secret to its seat (even after the reveal, other players see only what reached
them). Placements are public.
"""

from __future__ import annotations

from dataclasses import dataclass

from pygames import GAMES
from pygames.cakemaster.data import (
    CAKES,
    CARD_COUNT,
    CUSTOMER_COUNT,
    DEAL,
    QUARTERS,
    ROUNDS,
    SOLO_CUSTOMERS,
    SOLO_DRAW,
    SOLO_EXCHANGES,
    TURNS,
    best_assignment,
    cake_tasty,
    solo_rating,
    tasty_stars,
    tasty_total,
)
from pygames.core.errors import IllegalAction
from pygames.core.game import Game, Result
from pygames.core.rng import Rng

# -- actions -----------------------------------------------------------------------


@dataclass(frozen=True)
class Draft:
    """CM05: keep one card, pass one to each neighbour."""

    keep: int
    left: int
    right: int

    def __str__(self) -> str:
        return f"keep {self.keep} left {self.left} right {self.right}"


@dataclass(frozen=True)
class Give:
    """CM24, two players: keep one card, give the other two (smaller number first)."""

    keep: int
    give: tuple[int, int]

    def __str__(self) -> str:
        return f"keep {self.keep} give {self.give[0]} {self.give[1]}"


@dataclass(frozen=True)
class Return:
    """CM24, two players: of the two cards received keep one, give the other back."""

    keep: int
    back: int

    def __str__(self) -> str:
        return f"keep {self.keep} return {self.back}"


@dataclass(frozen=True)
class Discard:
    """CM27, solo: discard one of the four cards drawn."""

    card: int

    def __str__(self) -> str:
        return f"discard {self.card}"


@dataclass(frozen=True)
class Exchange:
    """CM28, solo: swap a card in hand for a new one from the deck."""

    card: int

    def __str__(self) -> str:
        return f"exchange {self.card}"


@dataclass(frozen=True)
class Place:
    """CM06: put ``card`` into ``cake`` (1–3) at ``quarter`` (1–4)."""

    card: int
    cake: int
    quarter: int

    def __str__(self) -> str:
        return f"place {self.card} {self.cake}.{self.quarter}"


def _number(word: str, high: int) -> int | None:
    # ASCII digits only: str.isdigit() also accepts "²" (int() fails) and "١".
    if 1 <= len(word) <= 2 and all(ch in "0123456789" for ch in word):
        value = int(word)
        if 1 <= value <= high:
            return value
    return None


def parse_action(text: str):
    words = text.strip().split() if isinstance(text, str) else []
    nums = [_number(w, CARD_COUNT) for w in words]
    shape = [w if n is None else "#" for w, n in zip(words, nums)]
    if shape == ["keep", "#", "left", "#", "right", "#"]:
        return Draft(nums[1], nums[3], nums[5])
    if shape == ["keep", "#", "give", "#", "#"]:
        return Give(nums[1], (min(nums[3], nums[4]), max(nums[3], nums[4])))
    if shape == ["keep", "#", "return", "#"]:
        return Return(nums[1], nums[3])
    if shape == ["discard", "#"]:
        return Discard(nums[1])
    if shape == ["exchange", "#"]:
        return Exchange(nums[1])
    if len(words) == 3 and shape[:2] == ["place", "#"]:
        parts = words[2].split(".")
        if len(parts) == 2:
            cake, quarter = _number(parts[0], CAKES), _number(parts[1], QUARTERS)
            if cake is not None and quarter is not None:
                return Place(nums[1], cake, quarter)
            raise IllegalAction(
                "Cakes are numbered 1 to 3 and their quarters 1 to 4: "
                "write 'place K C.Q', as in 'place 12 2.4'.",
                "CM10",
            )
    raise IllegalAction(
        f"{str(text)[:30]!r} is not a Cake Master move: try "
        "'keep K left L right R' or 'place K C.Q'."
    )


# -- state -------------------------------------------------------------------------


def mode_of(players: int) -> str:
    return "solo" if players == 1 else "duel" if players == 2 else "draft"


def plain(value):
    """A copy of JSON-like data (lists, dicts, ints, strings, None) all the way down."""
    if isinstance(value, list):
        return [plain(v) for v in value]
    if isinstance(value, dict):
        return {key: plain(v) for key, v in value.items()}
    return value


@dataclass
class State:
    """Plain data (lists of ints and None) besides the generator: the JSON is the fields."""

    players: int
    options: dict
    rng: Rng
    customer_deck: list[int]  # top last
    customer_discard: list[int]
    customers: list[int]  # in play this round
    deck: list[int] = None  # cake cards, top last
    discard: list[int] = None  # solo: discarded and exchanged cards this round
    round: int = 0
    turn: int = 0
    phase: str = "draft"  # draft | give | return | discard | place | over
    hands: list[list[int]] = None
    choices: list = None  # per seat: its hidden choice as a list of cards, or None
    kept: list = None  # two players, phase "return": the card kept at "give"
    known: list = None  # per seat: [card, holder] it gave away this turn
    cakes: list = None  # per seat, per cake, per quarter: card number or None
    stars: list[int] = None
    rounds: list[dict] = None  # finished rounds (see ``_score_round``)
    exchanges_left: int | None = None
    reveals: int = 0  # how often hidden information was shown
    last: list = None  # public actions since the phase began: [seat, text]

    def to_json(self) -> dict:
        data = {name: plain(getattr(self, name)) for name in self.__dataclass_fields__}
        data["rng"] = self.rng.state
        return data

    @classmethod
    def from_json(cls, data: dict) -> State:
        fields = {name: plain(data[name]) for name in cls.__dataclass_fields__}
        fields["rng"] = Rng(data["rng"])
        return cls(**fields)

    def clone(self) -> State:
        return State.from_json(self.to_json())


# -- the game --------------------------------------------------------------------------


# Per phase: the action it takes, the rule, and what to do (said when another comes).
_PHASES = {
    "draft": (
        Draft,
        "CM05",
        "Now choose a card to keep and one to pass each way: 'keep K left L right R'.",
    ),
    "give": (Give, "CM24", "Now keep one card and give the other two: 'keep K give A B'."),
    "return": (
        Return,
        "CM24",
        "Now keep one of the two cards you were given and return the other: 'keep K return R'.",
    ),
    "discard": (Discard, "CM27", "Now discard one of the four cards you drew: 'discard K'."),
    "place": (Place, "CM06", "Now place the cards you hold into your cakes: 'place K C.Q'."),
}


class CakeMaster(Game):
    spec = GAMES["cakemaster"]
    turn_rule = "CM06"  # simultaneous choices: a seat that has chosen (or placed all) waits
    over_rule = "CM22"

    # set-up (CM01–CM04)
    def setup(self, players: int, options: dict, rng: Rng) -> State:
        customers = list(range(1, CUSTOMER_COUNT + 1))
        rng.shuffle(customers)
        state = State(players, options, rng, customers, [], [])
        state.stars = [0] * players
        state.rounds = []
        state.exchanges_left = SOLO_EXCHANGES if players == 1 else None
        self._start_round(state)
        return state

    def _start_round(self, state: State) -> None:
        """CM03/CM21: a fresh shuffled deck; customers 1, 2, 3 by round (solo: CM26/CM30
        refill to 3)."""
        state.round += 1
        state.turn = 0
        state.deck = list(range(1, CARD_COUNT + 1))
        state.rng.shuffle(state.deck)
        state.discard = []
        want = SOLO_CUSTOMERS if state.players == 1 else state.round
        while len(state.customers) < want and state.customer_deck:
            state.customers.append(state.customer_deck.pop())
        state.cakes = [[[None] * QUARTERS for _ in range(CAKES)] for _ in range(state.players)]
        self._start_turn(state)

    def _start_turn(self, state: State) -> None:
        """CM04: everyone takes 3 cards (solo: 4, CM27)."""
        state.turn += 1
        size = SOLO_DRAW if state.players == 1 else DEAL
        state.hands = [[state.deck.pop() for _ in range(size)] for _ in range(state.players)]
        state.phase = {"solo": "discard", "duel": "give", "draft": "draft"}[mode_of(state.players)]
        state.choices = [None] * state.players
        state.kept = [None] * state.players
        state.known = [[] for _ in range(state.players)]
        state.last = []
        state.reveals += 1

    def to_move(self, state: State) -> tuple[int, ...]:
        if state.phase == "over":
            return ()
        if state.phase == "place":
            return tuple(s for s in range(state.players) if state.hands[s])
        return tuple(s for s in range(state.players) if state.choices[s] is None)

    def parse_action(self, text: str):
        return parse_action(text)

    def waiting_message(self, state: State, seat: int) -> str:
        """Everyone decides at once: a seat that has is waiting for the others."""
        if state.phase == "place":
            return "You have placed your cards: the others are still placing theirs."
        return "You have made your choice: the others are still choosing."

    def can_undo(self, action_text: str) -> bool:
        """An exchange drew a card that has been seen. (Other reveals, the cards passed
        on once everyone has chosen, show in ``reveal_count``.)"""
        return not action_text.startswith("exchange")

    def reveal_count(self, state: State) -> int:
        return state.reveals

    # legality
    def legal_actions(self, state: State, seat: int) -> list:
        if seat not in self.to_move(state):
            return []
        hand = state.hands[seat]
        phase = state.phase
        if phase == "place":
            actions = [
                Place(k, c + 1, q + 1)
                for k in hand
                for c in range(CAKES)
                for q in range(QUARTERS)
                if state.cakes[seat][c][q] is None
            ]
        elif phase == "draft":
            actions = [
                Draft(k, l, r) for k in hand for l in hand for r in hand if len({k, l, r}) == 3
            ]
        elif phase == "give":
            actions = [Give(k, tuple(sorted(c for c in hand if c != k))) for k in hand]
        elif phase == "return":
            got = [c for c in hand if c != state.kept[seat]]
            actions = [Return(got[0], got[1]), Return(got[1], got[0])]
        else:
            actions = [Discard(k) for k in hand]
        if state.exchanges_left and state.deck and phase in ("discard", "place"):
            actions += [Exchange(k) for k in hand]
        return actions

    def check(self, state: State, seat: int, action) -> None:
        hand = state.hands[seat]
        mode = mode_of(state.players)
        kind = type(action)
        if kind is Exchange:
            if mode != "solo":
                raise IllegalAction(
                    "Exchanging a card is a solo rule: with more players "
                    "the cards come from the draft.",
                    "CM28",
                )
            if not state.exchanges_left:
                raise IllegalAction(
                    f"You have used all {SOLO_EXCHANGES} exchanges of the game.", "CM28"
                )
            if state.phase not in ("discard", "place"):
                raise IllegalAction("You may exchange a card only while you hold cards.", "CM28")
            self._in_hand(hand, action.card, "CM28")
            return
        expected, rule, hint = _PHASES[state.phase]
        if kind is not expected:
            raise IllegalAction(hint, rule)
        if kind is Place:
            self._in_hand(hand, action.card, rule)
            if state.cakes[seat][action.cake - 1][action.quarter - 1] is not None:
                raise IllegalAction(
                    f"Quarter {action.quarter} of cake {action.cake} already "
                    "holds a card, and a placed card never moves.",
                    "CM11",
                )
        elif kind is Return:
            got = [c for c in hand if c != state.kept[seat]]
            for number in (action.keep, action.back):
                if number not in got:
                    raise IllegalAction(
                        f"Card {number} is not one of the two cards you were given.", rule
                    )
            if action.keep == action.back:
                raise IllegalAction(
                    "Keep one of the two cards you were given and return the other.", rule
                )
        else:
            cards = [action.card] if kind is Discard else self._choice_cards(action)
            for number in cards:
                self._in_hand(hand, number, rule)
            if len(set(cards)) != len(cards):
                raise IllegalAction(
                    "Name three different cards: one to keep and two to pass on.", rule
                )

    @staticmethod
    def _in_hand(hand: list[int], number: int, rule: str) -> None:
        if number not in hand:
            raise IllegalAction(f"Card {number} is not in your hand.", rule)

    # carrying out
    def perform(self, state: State, seat: int, action) -> None:
        kind = type(action)
        if kind is Place:
            state.hands[seat].remove(action.card)
            state.cakes[seat][action.cake - 1][action.quarter - 1] = action.card
            state.last.append([seat, str(action)])
            if not any(state.hands):
                self._end_turn(state)
        elif kind in (Draft, Give, Return):
            state.choices[seat] = self._choice_cards(action)
            if None not in state.choices:
                {Draft: self._pass_draft, Give: self._pass_give, Return: self._pass_return}[kind](
                    state
                )
        elif kind is Discard:
            state.hands[seat].remove(action.card)
            state.discard.append(action.card)
            state.phase = "place"
            state.last = []
        else:  # Exchange (CM28)
            hand = state.hands[seat]
            hand[hand.index(action.card)] = state.deck.pop()
            state.discard.append(action.card)
            state.exchanges_left -= 1
            state.reveals += 1

    def _pass_draft(self, state: State) -> None:
        """CM05/CM06: the left card goes to the next seat, the right card to the seat before."""
        n = state.players
        for seat in range(n):
            keep, _, _ = state.choices[seat]
            from_right = state.choices[(seat - 1) % n][1]  # the right neighbour passes left
            from_left = state.choices[(seat + 1) % n][2]  # the left neighbour passes right
            state.hands[seat] = [keep, from_right, from_left]
            _, left, right = state.choices[seat]
            state.known[seat] = [[left, (seat + 1) % n], [right, (seat - 1) % n]]
        self._to_place(state)

    def _pass_give(self, state: State) -> None:
        """CM24: each player holds its kept card and the two it was given."""
        for seat in range(2):
            keep, *given = state.choices[seat]
            state.kept[seat] = keep
            state.hands[seat] = [keep, *state.choices[1 - seat][1:]]
            state.known[seat] = [[c, 1 - seat] for c in given]
        state.choices = [None, None]
        state.phase = "return"
        state.reveals += 1

    def _pass_return(self, state: State) -> None:
        for seat in range(2):
            keep, back = state.choices[seat]
            returned = state.choices[1 - seat][1]
            state.hands[seat] = [state.kept[seat], keep, returned]
            # Of the two cards this seat gave, the other player kept the one not returned.
            kept_by_other = next(c for c, _ in state.known[seat] if c != returned)
            state.known[seat] = [[kept_by_other, 1 - seat], [back, 1 - seat]]
        state.kept = [None, None]
        self._to_place(state)

    def _to_place(self, state: State) -> None:
        state.choices = [None] * state.players
        state.phase = "place"
        state.last = []
        state.reveals += 1

    def _end_turn(self, state: State) -> None:
        """CM12: after 4 turns the cakes are complete and the round is scored."""
        if state.turn < TURNS:
            self._start_turn(state)
            return
        self._score_round(state)
        if state.round < ROUNDS:
            self._start_round(state)
        else:
            state.phase = "over"
            state.hands = [[] for _ in range(state.players)]
            state.choices = [None] * state.players
            state.last = []

    def _score_round(self, state: State) -> None:
        """CM13–CM20 (solo: CM25, CM29), then CM21: customers and cards are discarded."""
        solo = state.players == 1
        served = [best_assignment(cakes, state.customers) for cakes in state.cakes]
        cake_points = [
            [None if solo else cake_tasty(cake) for cake in cakes] for cakes in state.cakes
        ]
        totals = [0 if solo else sum(points) for points in cake_points]
        from_tasty = [0] * state.players if solo else tasty_stars(totals)
        from_customers = [sum(c is not None for c in row) for row in served]
        for seat in range(state.players):
            state.stars[seat] += from_tasty[seat] + from_customers[seat]
        state.rounds.append(
            {
                "round": state.round,
                "customers": list(state.customers),
                "cakes": [[list(cake) for cake in cakes] for cakes in state.cakes],
                "cake_tasty": cake_points,
                "tasty": totals,
                "tasty_stars": from_tasty,
                "customer_stars": from_customers,
                "served": served,
            }
        )
        if solo:  # CM29: only the customers met leave
            gone = [c for c in state.customers if c in served[0]]
        else:
            gone = list(state.customers)
        state.customer_discard += gone
        state.customers = [c for c in state.customers if c not in gone]

    # what players see
    def view(self, state: State, seat: int | None) -> dict:
        solo = state.players == 1
        own = seat is not None
        choice = None
        if own and state.choices[seat] is not None and state.phase in ("draft", "give", "return"):
            choice = str(self._choice_action(state, seat))
        return {
            "game": "cakemaster",
            "players": state.players,
            "options": dict(state.options),
            "seat": seat,
            "mode": mode_of(state.players),
            "round": state.round,
            "turn": state.turn,
            "phase": state.phase,
            "to_move": list(self.to_move(state)),
            "chosen": self._chosen(state),
            "hand": list(state.hands[seat]) if own else None,
            "hand_sizes": [len(h) for h in state.hands],
            "choice": choice,
            "kept": state.kept[seat] if own else None,
            "known": [list(k) for k in state.known[seat]] if own else [],
            "cakes": [[list(cake) for cake in cakes] for cakes in state.cakes],
            "cake_tasty": [
                [None if solo else cake_tasty(cake) for cake in cakes] for cakes in state.cakes
            ],
            "customers": list(state.customers),
            "customer_discard": list(state.customer_discard),
            "customer_deck": len(state.customer_deck),
            "served": [best_assignment(cakes, state.customers) for cakes in state.cakes],
            "stars": list(state.stars),
            "tasty": [0 if solo else tasty_total(cakes) for cakes in state.cakes],
            "rounds": plain(state.rounds),
            "deck": len(state.deck),
            "discard": list(state.discard) if solo and own else None,
            "discard_size": len(state.discard),
            "exchanges_left": state.exchanges_left,
            "last": [list(item) for item in state.last],
            "scores": list(state.stars),
            "rating": solo_rating(state.stars[0])[1] if solo and state.phase == "over" else None,
        }

    @staticmethod
    def _chosen(state: State) -> list[bool]:
        if state.phase == "place":
            return [not hand for hand in state.hands]
        if state.phase == "over":
            return [True] * state.players
        return [c is not None for c in state.choices]

    @staticmethod
    def _choice_action(state: State, seat: int):
        chosen = state.choices[seat]
        if state.phase == "draft":
            return Draft(*chosen)
        if state.phase == "give":
            return Give(chosen[0], (chosen[1], chosen[2]))
        return Return(*chosen)

    def determinize(self, view: dict, seat: int, rng: Rng) -> State:
        """A full state consistent with ``seat``'s view: the cards it has not seen dealt
        at random to the other hands and the deck (the cards it passed stay with the
        players it passed them to), the other players' hidden choices made at random
        from those hands, and the customer deck shuffled from the customers unseen."""
        players = view["players"]
        placed = {n for cakes in view["cakes"] for cake in cakes for n in cake if n is not None}
        own = list(view["hand"])
        seen = placed | set(own) | set(view["discard"] or ())
        fixed = [[] for _ in range(players)]
        for number, holder in view["known"]:
            if number not in placed:
                fixed[holder].append(number)
                seen.add(number)
        unseen = [n for n in range(1, CARD_COUNT + 1) if n not in seen]
        rng.shuffle(unseen)
        hands = []
        for other, size in enumerate(view["hand_sizes"]):
            if other == seat:
                hands.append(own)
            else:
                hands.append([unseen.pop() for _ in range(size - len(fixed[other]))] + fixed[other])
        out = set(view["customers"]) | set(view["customer_discard"])
        customer_deck = [n for n in range(1, CUSTOMER_COUNT + 1) if n not in out]
        rng.shuffle(customer_deck)
        state = State(
            players,
            dict(view["options"]),
            Rng(rng.next_u64()),
            customer_deck,
            list(view["customer_discard"]),
            list(view["customers"]),
        )
        state.deck, state.discard = unseen, list(view["discard"] or [])
        state.round, state.turn, state.phase = view["round"], view["turn"], view["phase"]
        state.hands = hands
        state.cakes = [[list(cake) for cake in cakes] for cakes in view["cakes"]]
        state.stars = list(view["stars"])
        state.rounds = plain(view["rounds"])
        state.exchanges_left = view["exchanges_left"]
        state.last = [list(item) for item in view["last"]]
        state.known = [[] for _ in range(players)]
        state.known[seat] = [list(k) for k in view["known"]]
        state.kept = [None] * players
        if state.phase == "return":  # the other player's kept card: any not given to it
            state.kept = [view["kept"] if s == seat else hands[s][0] for s in range(2)]
            # and the cards it gave are the ones this seat received
            state.known[1 - seat] = [[n, seat] for n in hands[seat] if n != state.kept[seat]]
        state.choices = [None] * players
        if state.phase in ("draft", "give", "return"):
            for other, chosen in enumerate(view["chosen"]):
                if not chosen:
                    continue
                if other == seat:
                    action = parse_action(view["choice"])
                else:
                    legal = self.legal_actions_of_hand(state, other)
                    action = legal[rng.below(len(legal))]
                state.choices[other] = self._choice_cards(action)
        return state

    def legal_actions_of_hand(self, state: State, seat: int) -> list:
        """The choices ``seat``'s hand allows in this phase, whether or not it has chosen."""
        saved, state.choices[seat] = state.choices[seat], None
        try:
            return self.legal_actions(state, seat)
        finally:
            state.choices[seat] = saved

    @staticmethod
    def _choice_cards(action) -> list[int]:
        if type(action) is Draft:
            return [action.keep, action.left, action.right]
        if type(action) is Give:
            return [action.keep, *action.give]
        return [action.keep, action.back]

    def result(self, state: State) -> Result | None:
        """CM22/CM23: most stars; ties broken by round 3's tasty points; still tied, a
        shared place. Solo: the stars and this edition's rating."""
        if state.phase != "over":
            return None
        breakdown = [[] for _ in range(state.players)]
        for summary in state.rounds:
            for s in range(state.players):
                if state.players > 1:
                    breakdown[s].append(
                        (
                            f"Round {summary['round']}: tasty points {summary['tasty'][s]}",
                            summary["tasty_stars"][s],
                        )
                    )
                breakdown[s].append(
                    (f"Round {summary['round']}: customers served", summary["customer_stars"][s])
                )
        if state.players == 1:
            breakdown[0].append((f"Rating: {solo_rating(state.stars[0])[2]['en']}", 0))
            return Result(list(state.stars), [1], breakdown)
        final_tasty = state.rounds[-1]["tasty"]
        keys = list(zip(state.stars, final_tasty))
        places = [1 + sum(other > mine for other in keys) for mine in keys]
        return Result(list(state.stars), places, breakdown)

    def state_from_json(self, data: dict) -> State:
        return State.from_json(data)


GAME = CakeMaster()
