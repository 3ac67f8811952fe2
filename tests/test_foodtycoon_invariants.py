"""Food Tycoon invariants, checked by tests/test_playouts.py at sampled moves of seeded
bot games (3–6 players, basic and advanced rules), and here on short games.

Each check restates a rule from shared/rules/foodtycoon.md on its own terms (counting
cards, recomputing fame and the ranking), not by calling the engine's helpers.
"""

from __future__ import annotations

from collections import Counter

import pytest

from pygames import get_game
from pygames.core.rng import Rng
from pygames.foodtycoon.actions import Bid, Cook, Pass
from pygames.foodtycoon.data import COLOURS, EVENTS, LOTS, RECIPES, recipe_msg

GAME = get_game("foodtycoon")


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


def foodtycoon_state(game, state) -> None:
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


def foodtycoon_end(game, state, result) -> None:
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


# -- the checks on short games -----------------------------------------------------------------


@pytest.mark.parametrize("players", [3, 4, 5, 6])
@pytest.mark.parametrize("rules", ["basic", "advanced"])
def test_invariants_hold_at_every_move_of_random_games(players, rules):
    for seed in range(3):
        state = GAME.new_game(players, {"rules": rules}, seed)
        rng = Rng(seed)
        while GAME.to_move(state):
            foodtycoon_state(GAME, state)
            (seat,) = GAME.to_move(state)
            legal = GAME.legal_actions(state, seat)
            GAME.apply(state, seat, legal[rng.below(len(legal))])
        foodtycoon_state(GAME, state)
        foodtycoon_end(GAME, state, GAME.result(state))
