"""Food Tycoon's test hooks (``pygames.core.manifest``: ``checks()``, not shipped): its
invariants, each a rule restated on its own terms, and its grammar written out."""

from __future__ import annotations

import itertools
from collections import Counter

from pygames.foodtycoon.actions import Bid, Cook, Pass
from pygames.foodtycoon.data import COLOURS, EVENTS, LOTS, RECIPES, recipe_msg

# Seeded bot playouts a player count with the default options (tests/test_playouts.py).
PLAYOUTS = 30
# The rules a newcomer meets in a first game of the default table (3 players, basic
# rules): all of them but FT08 (the recipe deck ran out in none of 60 seeded greedy
# three-player games) and FT14 (bids go round the table, never two at the same moment),
# the advanced FT22-FT25 being an option. The tutorial teaches them (manifest.teaches).
FIRST_GAME_RULES = (
    "FT01",
    "FT02",
    "FT03",
    "FT04",
    "FT05",
    "FT06",
    "FT07",
    "FT09",
    "FT10",
    "FT11",
    "FT12",
    "FT13",
    "FT15",
    "FT16",
    "FT17",
    "FT18",
    "FT19",
    "FT20",
    "FT21",
)
# Whether the whole grammar is fewer texts than the action-text test's minimum.
SMALL_GRAMMAR = False

# What the browser tests play of this game (tests/browser/): greedy bots' moves before a
# table is shown in mid-game (screens, accessibility, touch targets), moves before Ann's
# decision the coach hints at, the seats of the hot-seat privacy and play-by-link tables,
# and whether a seat holds secrets the privacy screen covers.
MID_GAME = 60
HINT_AT = 3
HOT_SEAT = "human:Ann,human:Ben,bot:greedy:Cy&opt.rules=advanced"
BY_LINK = "human:Ann,human:Ben,bot:random:Cy"
SECRETS = True
# Moves before a position where the board's places, too small to touch on a phone, are
# offered again as buttons (#board-moves) for the touch-target test; None: never.
BOARD_MOVES_AT = None


def expected_fame(dishes, advanced: bool) -> int:
    """FT24/FT25 restated: printed fame, +1 per dish of a colour with 3 or more
    dishes, +3 with all 5 colours."""
    points = sum(RECIPES[d].fame for d in dishes)
    if advanced:
        colours = Counter(RECIPES[d].colour for d in dishes)
        points += sum(n for n in colours.values() if n >= 3)
        points += 3 if len(colours) == len(COLOURS) else 0
    return points


def components(state) -> None:
    """FT01: 18 cards of each ingredient, 2 of each recipe and event, wherever they are
    (only lots still on offer hold cards: the others record what they held)."""
    open_lots = [lot for lot in state.lots if lot.status == "open"]
    for kind in range(5):
        where = state.piles[kind] + sum(h[kind] for h in state.ingredients)
        where += sum(lot.ingredients[kind] for lot in open_lots)
        assert where == 18, "FT01: 18 ingredient cards of each kind"
    recipes = Counter(state.recipe_deck + state.recipe_discard + state.drawn)
    recipes.update(card for hand in state.hands for card in hand)
    recipes.update(dish for dishes in state.dishes for dish in dishes)
    recipes.update(lot.recipe for lot in open_lots if lot.recipe is not None)
    assert recipes == Counter({kind: 2 for kind in range(len(RECIPES))}), "FT01: 44 recipe cards"
    events = Counter(state.event_deck + state.event_discard)
    events.update(lot.event for lot in open_lots if lot.event is not None)
    assert events == Counter({kind: 2 for kind in range(len(EVENTS))}), "FT01: 30 event cards"
    assert all(n >= 0 for n in state.piles) and all(n >= 0 for h in state.ingredients for n in h)


def phase_rules(game, state) -> None:
    players, advanced = state.players, state.options["rules"] == "advanced"
    seats_done = (state.turn - state.host) % players  # seats that acted this step
    legal = game.legal_actions(state, state.turn) if state.phase != "over" else []
    if state.phase == "setup-recipes":
        assert [len(h) for h in state.hands] == [3] * seats_done + [4] * (players - seats_done), (
            "FT02"
        )
    elif state.phase == "setup-ingredients":
        assert [len(h) for h in state.hands] == [3] * players, "FT02"
        assert [sum(h) for h in state.ingredients] == [2] * seats_done + [0] * (
            players - seats_done
        ), "FT03"
    elif state.phase in ("choose", "think"):
        assert state.lots == [] and (state.phase == "think") == bool(state.drawn), "FT05/FT07"
    elif state.phase in ("roll", "pick"):
        assert len(state.lots) <= LOTS[players] and all(
            lot.status == "open" for lot in state.lots
        ), "FT09"
        assert (state.phase == "pick") == bool(state.lots and state.lots[-1].pending), "FT11"
        assert state.turn == state.host, "FT09: the host rolls"
    elif state.phase == "order":
        assert advanced and len(state.lots) == LOTS[players] and state.turn == state.host, "FT22"
    elif state.phase == "auction":
        lot = state.lots[state.order[state.current]]
        assert lot.status == "open" and len(state.lots) == LOTS[players]
        assert (state.high > 0) == (state.bidder is not None), "FT13"
        assert state.bidder is None or state.money[state.bidder] >= state.high, "FT13: affordable"
        assert state.turn != state.bidder and state.money[state.turn] > state.high
        assert legal == [Pass()] + [
            Bid(a) for a in range(state.high + 1, state.money[state.turn] + 1)
        ], "FT13"
    elif state.phase == "cook":
        seat = state.turn
        can = sorted(
            r
            for r in set(state.hands[seat])
            if r not in state.dishes[seat]
            and all(h >= n for h, n in zip(state.ingredients[seat], RECIPES[r].needs))
        )
        assert can and legal == [Pass()] + [Cook(r) for r in can], "FT17/FT19"
    if state.phase in ("order", "auction", "cook") and not advanced:
        assert state.order == list(range(LOTS[players])), "lots go in the order rolled"
    if not advanced:
        assert all(lot.status != "removed" for lot in state.lots), "FT22 is advanced only"
    for lot in state.lots:
        sixes = lot.dice.count(6)
        assert (lot.event is not None) == (sixes > 0), "FT11"
        assert sum(lot.chosen) <= (2 if sixes == 3 else 5 if sixes == 4 else 0), "FT11"
        if lot.status == "sold":
            assert lot.buyer is not None and lot.price >= 1, "FT15"


def position_holds(game, state) -> None:
    components(state)
    phase_rules(game, state)
    advanced = state.options["rules"] == "advanced"
    assert all(m >= 0 for m in state.money), "FT13: nobody pays more than it has"
    for hand, known in zip(state.hands, state.known):
        assert not Counter(known) - Counter(hand), (
            "FT15: a recipe bought face up stays in hand until cooked"
        )
    for dishes in state.dishes:
        assert len(set(dishes)) == len(dishes), "FT19: never the same dish twice"
        assert len(dishes) <= state.round, "FT18: one dish a round at most"
    view = game.view(state, None)
    fame = [expected_fame(d, advanced) for d in state.dishes]
    assert view["fame"] == view["scores"] == fame
    target = 18 if advanced else 10
    assert view["target"] == target, "FT20/FT23"
    if state.phase not in ("cook", "over"):
        assert max(fame) < target, "FT20: the game ends after the round that reached the target"
    assert game.to_move(state) == (() if state.phase == "over" else (state.turn,))


def end_holds(game, state, result) -> None:
    advanced = state.options["rules"] == "advanced"
    fame = [expected_fame(d, advanced) for d in state.dishes]
    assert state.phase == "over" and max(fame) >= (18 if advanced else 10), "FT20/FT23"
    assert result.scores == fame
    keys = [
        (
            fame[s],
            state.money[s],
            sum(RECIPES[d].bags for d in state.dishes[s]),
            sum(state.ingredients[s]),
            *state.tiebreak[s],
        )
        for s in range(state.players)
    ]
    assert len(set(keys)) == state.players, "FT21: the dice settle every tie"
    assert result.places == [1 + sum(k > mine for k in keys) for mine in keys], "FT21"
    for seat, lines in enumerate(result.breakdown):
        named = [str(label) for label, _ in lines]
        assert all(any(str(recipe_msg(d)) in label for label in named) for d in state.dishes[seat])


# -- the grammar written out at a position ----------------------------------------


def action_texts(state, seat: int) -> list[str]:
    """Food Tycoon: ``discard``/``cook`` of every recipe; ``take``/``choose`` of every
    ingredient list of 1–3 cards and of 5 (names and letters); the four plain verbs;
    ``order`` of every arrangement of the lots and one more, a lot twice, lot 0; bids from 0 to past the
    seat's money and the highest bid."""
    from pygames.foodtycoon.data import INGREDIENTS, LETTERS, RECIPES

    texts = ["shop", "think", "roll", "pass"]
    for card in RECIPES:
        texts += [f"discard {card.key}", f"cook {card.key}"]
    kinds = range(len(INGREDIENTS))
    lists = [
        pick
        for size in (1, 2, 3, 5)
        for pick in itertools.combinations_with_replacement(kinds, size)
    ]
    for pick in lists:
        names = ",".join(INGREDIENTS[k] for k in pick)
        texts += [f"take {names}", f"choose {names}"]
    for pick in lists[:20]:
        texts.append("choose " + ",".join(LETTERS[k] for k in reversed(pick)))
    lots = max(len(state.lots), 3)
    for size in (lots - 1, lots, lots + 1):
        for order in itertools.permutations(range(1, lots + 2), size):
            texts.append("order " + ",".join(map(str, order)))
            if len(texts) > 2000:
                break
    for lot in range(lots + 2):  # a lot twice, and lot 0
        texts.append("order " + ",".join([str(lot)] * lots))
        texts.append("order " + ",".join(map(str, [lot, *range(1, lots)])))
    top = max(state.money[seat], state.high) + 3
    texts += [f"bid {amount}" for amount in range(top)]
    return texts


def listed_as(state, seat: int, action):
    """The action the legal list holds for an accepted one: the same (each accepted
    text is listed as it is)."""
    return action
