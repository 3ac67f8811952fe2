"""Food Paradise's part of the review (``core.review``): values in wins (the score, FP20:
1 for the winner) and the sentences of ``review.py``, told from the mover's view only."""

from __future__ import annotations

from foodparadise_positions import FISH, demanding, move_to, source_space, started

from pygames.__main__ import play_out
from pygames.core import review
from pygames.core.messages import Msg, Player
from pygames.core.record import Seat, replay
from pygames.core.search import against_the_best
from pygames.foodparadise import review as reasons
from pygames.foodparadise.actions import Buy, Corner, Decline, PlayCard, Research, Roll, Stay
from pygames.foodparadise.data import KINDS, RECIPES
from pygames.foodparadise.rules import GAME
from pygames.foodparadise.search_policy import SearchPolicy, win_chances


def ask(state, seat, played, best, loss=0.1):
    view = GAME.view(state, seat)
    return review.Question(GAME, view, seat, played, best, loss, "margin", 12345)


def seeded(seed=5, kinds=("bot:random", "bot:greedy", "bot:greedy")):
    seats = [Seat(f"P{n + 1}", kind) for n, kind in enumerate(kinds)]
    return play_out("foodparadise", seats, seed)


def test_review_values_at_the_end_are_the_fp20_score_margins():
    """FP20: a finished game's values are the score's own margins (1 for the winner)."""
    policy = SearchPolicy()
    for seed in (3, 4):
        record = seeded(seed)
        _, state = replay(record)
        scores = GAME.result(state).scores
        assert policy.review_values(GAME, state) == against_the_best(scores)
        assert sorted(policy.review_values(GAME, state))[-1] == 1


def test_review_values_cut_short_are_win_chances_and_change_nothing():
    """Mid-game, each seat's chance to win less the best other's; asking is safe at any
    time (the search's own reward and choice are the same before and after)."""
    policy = SearchPolicy()
    _, state = replay(seeded(6), 40)
    before = state.clone()
    reward = policy.evaluate(GAME, state)
    values = policy.review_values(GAME, state)
    assert state.to_json() == before.to_json() and policy.evaluate(GAME, state) == reward
    assert all(-1 < value < 1 for value in values)
    assert abs(sum(win_chances([3000, 2000, 2000])) - 1) < 1e-9
    assert win_chances([5000, 2400]) > win_chances([2400, 5000])


def test_declining_the_last_ingredient_of_the_face_up_recipe_says_so():
    """FP10/FP19: the offer would complete the mover's face-up recipe."""
    state = started(3, seed=1)
    recipe = state.piles[0][0]
    needs = RECIPES[recipe].ingredients
    for kind in needs[:2]:
        state.holdings[0][kind] += 1
        state.supply[kind] -= 1
    last = needs[2]
    source = source_space(last)
    state.price_deck.insert(0, 400)
    move_to(state, source, seat=0)
    assert state.phase == "offer" and state.offer_queue[0] == 0
    why = reasons.reason(ask(state, 0, Decline(), Buy()))
    assert why.key == "foodparadise.review.decline_completes"
    assert why.params["price"] == 400 and why.params["recipe"].key.endswith(RECIPES[recipe].key)
    assert "the last ingredient" in why.render("en") and "400" in why.render("en")


def test_staying_on_market_research_while_holding_the_demand_says_the_sale():
    """FP17/FP16: research would sell the demanded fish for 1,200."""
    state = started(3, seed=2)
    demanding(state, FISH)
    state.holdings[0][FISH] += 1
    state.supply[FISH] -= 1
    move_to(state, 14, seat=0)  # market research on the second side
    assert state.phase == "research"
    why = reasons.reason(ask(state, 0, Stay(), Research()))
    assert why == Msg("foodparadise.review.stayed", kind=Msg("foodparadise.ingredient.fish"))
    assert why.render("en") == (
        "Stays instead of researching: the market demand 6 spaces on buys your fish for 1,200."
    )


def test_a_card_to_a_rivals_corner_says_the_revenue_it_makes():
    """FP18: the best card lands on another player's corner and takes its revenue."""
    state = started(3, seed=3)
    state.mover = 0
    state.positions[0] = 13
    state.revenue[2] = 1500  # corner 3 (space 18), seat 2's
    state.hands[0] = [500]
    why = reasons.reason(ask(state, 0, Roll(), PlayCard(500)))
    assert why.key == "foodparadise.review.card_money" and why.params["amount"] == 1500
    assert "makes 1,500 at once" in why.render("en")


def test_a_rival_whose_face_up_recipe_needs_its_only_token_is_named():
    """FP11 (rules version 2): taking from the rival whose face-up recipe needs it."""
    state = started(3, seed=4)
    kind = RECIPES[state.piles[2][0]].ingredients[0]
    state.supply[kind] = 0
    state.holdings[1][kind], state.holdings[2][kind] = 2, 1
    source = source_space(kind)
    state.price_deck.insert(0, 300)
    move_to(state, source, seat=0)
    assert state.offer_queue[0] == 0
    why = reasons.reason(ask(state, 0, Buy(1), Buy(2)))
    assert why.key == "foodparadise.review.take_from" and why.params["who"] == Player(2)


def test_the_reason_uses_only_the_view():
    """The same view gives the same sentence whatever the hidden parts hold (the
    others' price cards, the order of the decks and piles)."""
    state = started(3, seed=3)
    state.mover, state.positions[0], state.revenue[2] = 0, 13, 1500
    state.hands[0] = [500]
    state.hands[1] = [200, 900]
    other = state.clone()
    other.hands[1] = [300, 800]
    other.price_deck = list(reversed(state.price_deck))
    other.piles[2] = [other.piles[2][0], *reversed(other.piles[2][1:])]
    other.demand_deck = [other.demand_deck[0], *reversed(other.demand_deck[1:])]
    assert GAME.view(state, 0) == GAME.view(other, 0)
    for played, best in ((Roll(), PlayCard(500)), (PlayCard(500), Roll())):
        assert reasons.reason(ask(state, 0, played, best)) == reasons.reason(
            ask(other, 0, played, best)
        )


def test_reason_never_raises_on_any_move_of_a_seeded_game():
    """Every decision of a seeded game, the move played against every other legal one,
    then a short review of its opening at low settings."""
    record = seeded(7)
    game, state = replay(record, 0)
    said = 0
    for seat, text in record.actions:
        legal = game.legal_actions(state, seat)
        played = game.parse_action(text)
        for best in legal:
            if best != played:
                why = reasons.reason(ask(state, seat, played, best))
                assert why is None or why.render("en")
                said += why is not None
        game.apply(state, seat, text)
    assert said > 20
    record.actions = record.actions[:40]
    verdicts = review.review(record, simulations=8, playouts=2)
    assert len(verdicts) == 40


def sources_ahead(view):
    """``ahead(corner)``: how many of the next 18 spaces from ``corner`` offer an
    ingredient of seat 0's face-up recipe."""
    needs = {KINDS[k] for k in RECIPES[view["seats"][0]["recipe"]].ingredients}

    def ahead(corner):
        start = (corner - 1) * 9
        return sum(view["spaces"][(start + s) % 36]["ingredient"] in needs for s in range(1, 19))

    return ahead


def test_corner_choice_counts_the_sources_ahead():
    """FP03: the best corner's next 18 spaces offer more of the face-up recipe's needs."""
    state = GAME.new_game(2, {}, 9)
    legal = GAME.legal_actions(state, 0)
    ahead = sources_ahead(GAME.view(state, 0))

    best = max(legal, key=lambda c: ahead(c.corner))
    worst = min(legal, key=lambda c: ahead(c.corner))
    assert isinstance(best, Corner) and ahead(best.corner) > ahead(worst.corner)
    why = reasons.reason(ask(state, 0, worst, best))
    assert why.key == "foodparadise.review.corner" and why.params["corner"] == best.corner
    assert f"From corner {best.corner}, " in why.render("en")


def test_a_loss_of_half_a_win_without_a_concrete_reason_says_the_chances():
    """FP03/FP20: nothing concrete found (the corner played offers more), yet a loss of
    half a win or more: the sentence is about the chances to win, never "points"."""
    state = GAME.new_game(2, {}, 9)
    legal = GAME.legal_actions(state, 0)
    ahead = sources_ahead(GAME.view(state, 0))

    best, worst = (
        max(legal, key=lambda c: ahead(c.corner)),
        min(legal, key=lambda c: ahead(c.corner)),
    )
    assert reasons.reason(ask(state, 0, best, worst, loss=0.3)) is None
    why = reasons.reason(ask(state, 0, best, worst, loss=1.2))
    assert why.key == "foodparadise.review.swing"
    assert (
        why.render("en")
        == f"Better: took corner {worst.corner}, with far better chances of winning."
    )
