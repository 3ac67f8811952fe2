"""Food Paradise rules FP01–FP20 (shared/rules/foodparadise.md, seed 002), each on a
position built by hand: the mover is given a price card to move an exact number of
steps, the decks are stacked, and every expectation is counted in the comments."""

from __future__ import annotations

from collections import Counter

import pytest

from pygames.core.errors import IllegalAction
from pygames.foodparadise.actions import Buy, Corner, Decline, PlayCard, Research, Roll, Stay
from pygames.foodparadise.data import (
    CORNER_SPACES,
    PRICE_CARDS,
    RECIPES,
    TRACK,
    chain_recipes,
)
from pygames.foodparadise.rules import GAME

BEEF, PORK, CHICKEN, FISH, SHRIMP, VEG, GRAIN, SEASONING = range(8)


def started(players: int = 3, seed: int = 1):
    """A game whose seats took corners 1, 2, 3, ... in turn (seat s on space 9s)."""
    state = GAME.new_game(players, {}, seed)
    for seat in range(players):
        GAME.apply(state, seat, Corner(seat + 1))
    return state


def move_to(state, space: int, seat: int | None = None):
    """The mover (or ``seat``, made the mover) plays a price card reaching ``space``."""
    seat = state.mover if seat is None else seat
    state.mover = seat
    steps = (space - state.positions[seat]) % 36
    if not 2 <= steps <= 9:  # start 3 spaces short of it
        state.positions[seat], steps = (space - 3) % 36, 3
    state.hands[seat].append(steps * 100)
    return GAME.apply(state, seat, PlayCard(steps * 100))


def source_space(kind: int, after: int = 0) -> int:
    return next(
        s.number for s in TRACK if s.kind == "source" and s.ingredient == kind and s.number > after
    )


def test_fp01_track_of_36_spaces_with_4_corners_and_32_small():
    assert len(TRACK) == 36 and [s.number for s in TRACK] == list(range(36))
    corners = [s.number for s in TRACK if s.kind == "corner"]
    assert corners == list(CORNER_SPACES) == [0, 9, 18, 27]
    kinds = Counter(s.kind for s in TRACK)
    assert kinds == {"corner": 4, "source": 24, "demand": 4, "research": 4}
    assert Counter(s.ingredient for s in TRACK if s.kind == "source") == {k: 3 for k in range(8)}
    for space in TRACK:  # every research space sends its player onto a demand space
        if space.kind == "research":
            assert TRACK[(space.number + 6) % 36].kind == "demand"


def test_fp02_each_seat_draws_a_chain_with_its_5_recipes():
    seen = set()
    for seed in range(20):
        state = GAME.new_game(4, {}, seed)
        assert sorted(state.chains) == [0, 1, 2, 3]
        for seat, chain in enumerate(state.chains):
            assert sorted(state.piles[seat]) == chain_recipes(chain)
        seen.add(tuple(state.chains))
    assert len(seen) > 5  # dealt at random
    recipes = Counter(k for r in RECIPES for k in r.ingredients)
    assert all(len(set(r.ingredients)) == 3 for r in RECIPES) and len(RECIPES) == 20
    assert sorted(recipes.values()) == [7] * 4 + [8] * 4  # every ingredient about as needed


def test_fp03_corners_chosen_in_turn_order_and_never_twice():
    state = GAME.new_game(3, {}, 5)
    assert state.phase == "corner" and GAME.to_move(state) == (0,)
    GAME.apply(state, 0, Corner(3))
    assert GAME.to_move(state) == (1,)
    assert Corner(3) not in GAME.legal_actions(state, 1)
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, 1, Corner(3))
    assert refused.value.rule == "FP03"
    GAME.apply(state, 1, Corner(1))
    GAME.apply(state, 2, Corner(4))
    assert state.positions == [18, 0, 27] and state.phase == "move"
    assert GAME.to_move(state) == (0,)  # seat 0 starts


def test_fp04_500_revenue_under_every_corner_even_empty_ones():
    state = started(2)
    assert state.revenue == [500, 500, 500, 500]
    assert [c["owner"] for c in GAME.view(state, 0)["corners"]] == [0, 1, None, None]


def test_fp05_own_recipe_pile_shuffled_top_face_up_only():
    orders = {tuple(GAME.new_game(2, {}, seed).piles[0]) for seed in range(30)}
    assert len(orders) > 10
    state = started(2)
    view = GAME.view(state, 1)
    for seat in range(2):
        entry = view["seats"][seat]
        assert entry["recipe"] == state.piles[seat][0] and entry["pile"] == 4
    assert "piles" not in view and "price_deck_cards" not in view


def test_fp06_price_and_demand_decks_shuffled_top_demand_face_up():
    state = started(2)
    assert sorted(state.price_deck) == sorted(PRICE_CARDS) and len(PRICE_CARDS) == 23
    assert Counter(PRICE_CARDS) == {200: 3, 300: 3, 400: 3, 500: 3, 600: 3, 700: 3, 800: 3, 900: 2}
    assert sorted(state.demand_deck) == list(range(8))
    view = GAME.view(state, 0)
    assert (
        view["demand"]
        == ("beef", "pork", "chicken", "fish", "shrimp", "vegetables", "grain", "seasoning")[
            state.demand_deck[0]
        ]
    )
    assert view["price_deck"] == 23 and view["demand_deck"] == 8
    decks = {tuple(GAME.new_game(2, {}, seed).price_deck) for seed in range(5)}
    assert len(decks) == 5


def test_fp07_2000_each():
    assert started(4).cash == [2000] * 4


def test_fp08_roll_moves_1_to_4_and_a_card_moves_its_steps_under_the_deck():
    values = set()
    for seed in range(30):
        state = started(2, seed)
        events = GAME.apply(state, 0, Roll())
        value = events[0].params["value"]
        values.add(value)
        assert state.last_move[:4] == [0, 0, value, value] and state.last_move[4] == value
    assert values == {1, 2, 3, 4}
    state = started(2)
    state.hands[0] = [700]
    assert PlayCard(700) in GAME.legal_actions(state, 0)
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, 0, PlayCard(300))
    assert refused.value.rule == "FP08"
    GAME.apply(state, 0, PlayCard(700))
    assert state.positions[0] == 7 and state.hands[0] == [] and state.price_deck[-1] == 700


def test_fp09_passing_own_corner_pays_its_revenue():
    state = started(2)
    state.positions[0] = 33
    state.revenue[0] = 1500
    state.demand_deck = [BEEF, *[k for k in range(8) if k != BEEF]]
    events = move_to(state, 2)  # 33 → 2 passes space 0; space 2 is a demand space
    assert state.cash[0] == 2000 + 1500
    assert "foodparadise.log.revenue_own" in [e.key for e in events]
    state = started(2)
    state.positions[1] = 4
    move_to(state, 9 + 2, seat=1)  # seat 1's corner is space 9: 4 → 11 passes it
    assert state.cash[1] == 2500
    state = started(2)  # ending on your own corner counts as passing it
    state.positions[0] = 30
    move_to(state, 0)
    assert state.cash[0] == 2500
    state = started(2)  # leaving it does not
    move_to(state, 2)
    assert state.cash[0] == 2000


def test_fp10_a_source_turns_a_price_card_offered_first_to_the_mover():
    state = started(3)
    state.price_deck.insert(0, 400)
    space = source_space(FISH)
    events = move_to(state, space)
    assert state.phase == "offer" and GAME.to_move(state) == (0,)
    assert [e.key for e in events][-1] == "foodparadise.log.turned"
    assert GAME.view(state, 1)["offer"] == {
        "price": 400,
        "steps": 4,
        "ingredient": "fish",
        "space": space,
        "asked": 0,
        "waiting": [1, 2],
    }
    GAME.apply(state, 0, Buy())
    assert state.cash[0] == 1600 and state.holdings[0][FISH] == 1 and state.supply[FISH] == 2
    assert 400 in state.hands[0] and GAME.to_move(state) == (1,)  # and seat 1 moves on


def test_fp11_empty_supply_taken_from_the_holder_with_most_ties_clockwise():
    state = started(4)
    state.supply[PORK] = 0
    state.holdings[1][PORK] = 1
    state.holdings[2][PORK] = 1
    state.holdings[3][PORK] = 1
    state.price_deck.insert(0, 300)
    move_to(state, source_space(PORK))
    events = GAME.apply(state, 0, Buy())
    # equal holders: the first clockwise from the buyer (seat 0) is seat 1
    assert state.holdings[1][PORK] == 0 and state.holdings[0][PORK] == 1
    assert events[1].key == "foodparadise.log.taken_from" and events[1].params["who"].seat == 1
    state = started(4)
    state.supply[PORK] = 0
    state.holdings[1][PORK] = 1
    state.holdings[3][PORK] = 2
    state.price_deck.insert(0, 300)
    move_to(state, source_space(PORK))
    GAME.apply(state, 0, Buy())
    assert state.holdings[3][PORK] == 1  # the most
    # the mover holding all three can get none from anyone (it is passed over); the
    # next seat may take one from it
    state = started(2)
    state.supply[PORK] = 0
    state.holdings[0][PORK] = 3
    state.price_deck.insert(0, 300)
    events = move_to(state, source_space(PORK))
    assert "foodparadise.log.none_to_take" in [e.key for e in events]
    assert state.phase == "offer" and GAME.to_move(state) == (1,)
    GAME.apply(state, 1, Buy())
    assert state.holdings[0][PORK] == 2 and state.holdings[1][PORK] == 1


def test_fp12_offer_goes_clockwise_from_the_movers_left_and_stops_at_a_buyer():
    state = started(4)
    state.mover = 2
    state.positions[2] = 18
    state.price_deck.insert(0, 500)
    move_to(state, source_space(SHRIMP, 18))
    asked = []
    for answer in (Decline(), Decline(), Buy()):
        seat = GAME.to_move(state)[0]
        asked.append(seat)
        GAME.apply(state, seat, answer)
    assert asked == [2, 3, 0]  # the mover, then its left: 3, then 0
    assert state.holdings[0][SHRIMP] == 1 and state.cash[0] == 1500
    assert state.phase == "move" and GAME.to_move(state) == (3,)  # seat 1 never asked


def test_fp13_nobody_buys_the_card_goes_under_the_deck():
    state = started(2)
    state.price_deck.insert(0, 800)
    move_to(state, source_space(GRAIN))
    GAME.apply(state, 0, Decline())
    events = GAME.apply(state, 1, Decline())
    assert state.price_deck[-1] == 800 and 800 not in state.hands[0] + state.hands[1]
    assert "foodparadise.log.unsold" in [e.key for e in events]
    assert state.phase == "move" and GAME.to_move(state) == (1,)


def test_fp14_a_seat_without_the_cash_is_never_asked():
    state = started(3)
    state.cash[1] = 599
    state.price_deck.insert(0, 600)
    events = move_to(state, source_space(BEEF))
    assert [e.params["who"].seat for e in events if e.key == "foodparadise.log.cannot_pay"] == [1]
    GAME.apply(state, 0, Decline())
    assert GAME.to_move(state) == (2,)  # seat 1 skipped
    state = started(2)
    state.cash = [100, 100]
    state.price_deck.insert(0, 200)
    move_to(state, source_space(BEEF, 5))
    assert state.phase == "move" and state.price_deck[-1] == 200  # nobody could pay


def test_fp15_empty_price_deck_draws_from_a_hand_at_random():
    drawn_from = set()
    for seed in range(40):
        state = started(3, seed)
        state.hands = [[200, 300], [], [900]]
        state.price_deck = []
        state.positions[0] = 5  # a roll of 1–3 ends on a source (6, 7, 8); 4 on corner 2
        events = GAME.apply(state, 0, Roll())
        if state.positions[0] == 9:
            continue
        drawn = [e for e in events if e.key == "foodparadise.log.drawn_from"]
        assert len(drawn) == 1 and drawn[0].params["who"].seat in (0, 2)
        drawn_from.add(drawn[0].params["who"].seat)
        assert sum(map(len, state.hands)) == 2 and state.offer_price in (200, 300, 900)
        assert state.phase == "offer"
    assert drawn_from == {0, 2}


def demanding(state, kind: int) -> None:
    state.demand_deck = [kind, *[k for k in range(8) if k != kind]]


def test_fp16_market_demand_buys_all_of_the_kind_for_1200_in_all():
    state = started(2)
    demanding(state, FISH)
    state.holdings[0][FISH] = 2
    state.supply[FISH] = 1
    events = move_to(state, 2)  # space 2: market demand
    assert state.holdings[0][FISH] == 0 and state.supply[FISH] == 3
    assert state.cash[0] == 2000 + 1200  # 1,200 for both tokens together
    sold = next(e for e in events if e.key == "foodparadise.log.sold")
    assert sold.params["count"] == 2 and sold.params["amount"] == 1200
    assert state.demand_deck[-1] == FISH and state.demand_deck[0] != FISH  # the next demand
    state = started(2)  # nothing to sell: nothing happens, the demand stays
    demanding(state, FISH)
    events = move_to(state, 2)
    assert state.cash[0] == 2000 and state.demand_deck[0] == FISH
    assert "foodparadise.log.no_sale" in [e.key for e in events]


def test_fp17_market_research_moves_6_and_sells_without_revenue():
    state = started(2)
    demanding(state, GRAIN)
    state.holdings[0][GRAIN] = 1
    state.supply[GRAIN] = 2
    state.positions[0] = 30
    move_to(state, 32)  # a research space
    assert state.phase == "research" and GAME.legal_actions(state, 0) == [Research(), Stay()]
    events = GAME.apply(state, 0, Research())
    assert state.positions[0] == 2  # 32 + 6, past its own corner (space 0)...
    assert state.cash[0] == 2000 + 1200  # ... with no revenue: only the sale
    assert "foodparadise.log.revenue_own" not in [e.key for e in events]
    assert state.last_move == [0, 32, 2, 6, 0] and GAME.to_move(state) == (1,)
    state = started(2)
    state.positions[0] = 30
    move_to(state, 32)
    GAME.apply(state, 0, Stay())
    assert state.positions[0] == 32 and state.cash[0] == 2000 and GAME.to_move(state) == (1,)


def test_fp18_another_players_corner_and_an_empty_corner_pay_their_revenue():
    state = started(2)
    state.revenue[1] = 1000
    state.positions[0] = 5
    events = move_to(state, 9)  # seat 1's corner
    assert state.cash == [3000, 2000]  # from the bank: seat 1 loses nothing
    assert events[-1].key == "foodparadise.log.revenue_other"
    state = started(2)
    state.positions[0] = 14
    move_to(state, 18)  # corner 3, nobody's
    assert state.cash[0] == 2500


def holding_recipe(state, seat: int) -> int:
    recipe = state.piles[seat][0]
    for kind in RECIPES[recipe].ingredients:
        state.holdings[seat][kind] += 1
        state.supply[kind] -= 1
    return recipe


def test_fp19_the_face_up_recipe_is_built_at_the_end_of_the_turn():
    state = started(2)
    recipe = holding_recipe(state, 0)
    extra = RECIPES[recipe].ingredients[0]
    state.holdings[0][extra] += 1
    state.supply[extra] -= 1
    next_recipe = state.piles[0][1]
    demanding(state, next(k for k in range(8) if state.holdings[0][k] == 0))
    events = move_to(state, 2)
    assert state.built[0] == [recipe] and state.piles[0][0] == next_recipe
    assert state.holdings[0][extra] == 1 and sum(state.holdings[0]) == 1  # one of each back
    assert state.revenue == [1000, 500, 500, 500]  # +500 under its sign
    keys = [e.key for e in events]
    assert keys[-2:] == ["foodparadise.log.built", "foodparadise.log.next_recipe"]
    assert GAME.view(state, 1)["seats"][0]["recipe"] == next_recipe
    # a recipe completed by buying on another's turn is built at the owner's turn end
    state = started(2)
    need = RECIPES[state.piles[1][0]].ingredients
    for kind in need[:2]:
        state.holdings[1][kind] += 1
        state.supply[kind] -= 1
    state.price_deck.insert(0, 200)
    move_to(state, source_space(need[2], 5))
    GAME.apply(state, 0, Decline())
    GAME.apply(state, 1, Buy())
    assert state.built[1] == [] and GAME.to_move(state) == (1,)
    demanding(state, next(k for k in range(8) if state.holdings[1][k] == 0))
    state.positions[1] = 9
    move_to(state, 11)
    assert len(state.built[1]) == 1


def test_fp20_a_fourth_recipe_wins_at_once():
    state = started(3)
    state.built[1] = state.piles[1][1:4]
    state.piles[1] = state.piles[1][:1] + state.piles[1][4:]
    holding_recipe(state, 1)
    state.mover = 1
    demanding(state, next(k for k in range(8) if state.holdings[1][k] == 0))
    move_to(state, 11)
    assert state.phase == "over" and state.winner == 1 and state.end == "recipes"
    assert GAME.to_move(state) == () and GAME.legal_actions(state, 1) == []
    result = GAME.result(state)
    assert result.winners == [1] and result.scores == [0, 1, 0]
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, 2, Roll())
    assert refused.value.rule == "FP20"


def test_fp20_holding_10000_wins_at_once_even_mid_move():
    state = started(2)
    state.cash[0] = 9500
    state.positions[0] = 33
    state.price_deck.insert(0, 300)
    move_to(state, 1)  # passes its corner (+500) before the source offers anything
    assert state.phase == "over" and state.winner == 0 and state.end == "cash"
    assert state.offer_queue == [] and GAME.result(state).places[0] == 1
    assert str(GAME.result(state).breakdown[0][0][0]) == "Won: 10,000 in cash"


def test_safeguard_turn_limit_most_recipes_then_cash_ties_shared():
    from pygames.foodparadise.data import TURN_LIMIT

    state = started(3)
    state.turns = TURN_LIMIT * 3 - 1
    state.built = [[0], [5], []]
    state.cash = [4000, 4000, 9000]
    move_to(state, 2)
    assert state.phase == "over" and state.end == "limit" and state.winner == -1
    result = GAME.result(state)
    assert result.places == [1, 1, 3] and result.scores == [1, 1, 0]
    state = started(2)
    state.turns = TURN_LIMIT * 2 - 1
    state.cash = [3000, 5000]
    move_to(state, 2)
    result = GAME.result(state)
    assert result.winners == [1] and result.places == [2, 1]
    assert [sum(p for _, p in lines) for lines in result.breakdown] == result.scores
