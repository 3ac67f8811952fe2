"""Food Paradise played out: seeded random games at 2–4 players to the end, with the
state's JSON round trip, money, tokens, cards and recipes accounted for after every
move, the action texts round-tripping, views keeping hands secret, determinize
agreeing with the view, the events rendering in every language, and undo never
crossing a reveal."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from pygames.core.bots import RandomBot, bot_rng
from pygames.core.messages import LANGUAGES, Event, Msg
from pygames.core.rng import Rng
from pygames.foodparadise.actions import parse
from pygames.foodparadise.bots import BOTS
from pygames.foodparadise.data import PRICE_CARDS, START_CASH, TOKENS_PER_KIND, chain_recipes
from pygames.foodparadise.rules import GAME
from pygames.foodparadise.state import State

GAINS = ("foodparadise.log.revenue_own", "foodparadise.log.revenue_other")
GAINS += ("foodparadise.log.revenue_empty",)


def accounted(state: State) -> None:
    """Every token, price card and recipe is somewhere, once."""
    for kind in range(8):
        held = sum(h[kind] for h in state.holdings)
        assert state.supply[kind] + held == TOKENS_PER_KIND and state.supply[kind] >= 0
    cards = list(state.price_deck) + [c for hand in state.hands for c in hand]
    if state.phase == "offer":
        cards.append(state.offer_price)
    assert Counter(cards) == Counter(PRICE_CARDS)
    for seat, chain in enumerate(state.chains):
        assert sorted(state.piles[seat] + state.built[seat]) == chain_recipes(chain)
    assert sorted(state.demand_deck) == list(range(8))
    assert all(cash >= 0 for cash in state.cash)


def money_moved(events: list[Event]) -> int:
    total = 0
    for event in events:
        if event.key in GAINS:
            total += event.params["amount"]
        elif event.key == "foodparadise.log.sold":
            total += event.params["amount"]
        elif event.key in ("foodparadise.log.bought", "foodparadise.log.bought_from"):
            total -= event.params["price"]
    return total


def play(players: int, seed: int, kinds=None, check=True):
    """A whole game; returns (state, [(seat, action, events)])."""
    state = GAME.new_game(players, {}, seed)
    bots = [RandomBot() if kinds is None else BOTS[k]() for k in (kinds or [None] * players)]
    moves = []
    while GAME.to_move(state):
        (seat,) = GAME.to_move(state)
        legal = GAME.legal_actions(state, seat)
        action = bots[seat].choose(
            GAME, GAME.view(state, seat), seat, legal, bot_rng(seed, len(moves))
        )
        assert action in legal
        before = sum(state.cash)
        events = GAME.apply(state, seat, action)
        moves.append((seat, action, events))
        if check:
            assert sum(state.cash) - before == money_moved(events)
            accounted(state)
    return state, moves


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_playouts_end_with_everything_accounted_for(players):
    for seed in range(6):
        state, moves = play(players, seed)
        assert GAME.to_move(state) == ()
        assert all(GAME.legal_actions(state, s) == [] for s in range(players))
        start = START_CASH * players
        assert sum(state.cash) == start + sum(money_moved(events) for _, _, events in moves)
        result = GAME.result(state)
        assert result is not None and result.winners
        for seat in range(players):
            assert sum(p for _, p in result.breakdown[seat]) == result.scores[seat]
        copy = State.from_json(json.loads(json.dumps(state.to_json())))
        assert copy.to_json() == state.to_json()


def test_state_json_round_trip_and_clone_mid_game():
    state = GAME.new_game(3, {}, 11)
    rng = Rng(4)
    for _ in range(300):
        if not GAME.to_move(state):
            break
        (seat,) = GAME.to_move(state)
        legal = GAME.legal_actions(state, seat)
        copy = State.from_json(json.loads(json.dumps(state.to_json())))
        clone = state.clone()
        action = legal[rng.below(len(legal))]
        for other in (copy, clone):
            assert GAME.legal_actions(other, seat) == legal
        events = GAME.apply(state, seat, action)
        assert GAME.apply(copy, seat, action) == events == GAME.apply(clone, seat, action)
        assert copy.to_json() == state.to_json() == clone.to_json()


def test_every_legal_action_round_trips_through_its_text():
    seen = set()
    for players in (2, 3, 4):
        for seed in range(4):
            state = GAME.new_game(players, {}, seed)
            rng = Rng(seed)
            while GAME.to_move(state):
                (seat,) = GAME.to_move(state)
                legal = GAME.legal_actions(state, seat)
                for action in legal:
                    assert parse(action.text()) == action and str(action) == action.text()
                    seen.add(type(action).__name__)
                GAME.apply(state, seat, legal[rng.below(len(legal))].text())
    assert seen == {"Corner", "Roll", "PlayCard", "Buy", "Decline", "Research", "Stay"}


@pytest.mark.parametrize("text", ["", "card 250", "card 1000", "corner 5", "corner ²", "buy 1"])
def test_text_that_is_no_action_is_refused(text):
    with pytest.raises(ValueError):
        parse(text)


def test_views_never_show_another_seats_price_cards():
    state = GAME.new_game(3, {}, 2)
    rng = Rng(9)
    while GAME.to_move(state):
        for viewer in (0, 1, 2, None):
            view = GAME.view(state, viewer)
            json.dumps(view)
            for entry in view["seats"]:
                if entry["seat"] == viewer:
                    assert entry["hand"] == state.hands[viewer]
                else:
                    assert entry["hand"] is None
                assert entry["price_cards"] == len(state.hands[entry["seat"]])
            assert isinstance(view["price_deck"], int) and isinstance(view["demand_deck"], int)
        (seat,) = GAME.to_move(state)
        legal = GAME.legal_actions(state, seat)
        GAME.apply(state, seat, legal[rng.below(len(legal))])


def test_determinize_agrees_with_the_view_and_plays_on():
    state = GAME.new_game(4, {}, 3)
    rng = Rng(5)
    while GAME.to_move(state):
        (seat,) = GAME.to_move(state)
        view = GAME.view(state, seat)
        guess = GAME.determinize(view, seat, Rng(rng.next_u64()))
        assert GAME.view(guess, seat) == view
        accounted(guess)
        legal = GAME.legal_actions(state, seat)
        assert GAME.legal_actions(guess, seat) == legal
        GAME.apply(state, seat, legal[rng.below(len(legal))])


def test_events_first_describe_the_action_and_render_in_every_language():
    state, moves = play(3, 7, check=False)
    first_keys = set()
    for _, _action, events in moves:
        assert events and not events[0].key.startswith("core.")
        first_keys.add(events[0].key)
        for event in events:
            for lang in LANGUAGES:
                text = event.render(lang, ["Ann", "Bob", "Cy"])
                assert "foodparadise." not in text and "{" not in text
    assert "foodparadise.log.rolled" in first_keys and "foodparadise.log.corner" in first_keys
    for lines in GAME.result(state).breakdown:
        for label, _ in lines:
            assert isinstance(label, Msg) and "foodparadise." not in label.render("ja")


def test_undo_never_crosses_a_reveal():
    assert not GAME.can_undo("roll")
    assert GAME.can_undo("card 500") and GAME.can_undo("decline")
    state = GAME.new_game(2, {}, 1)
    for seat in range(2):
        GAME.apply(state, seat, f"corner {seat + 1}")
    before = GAME.reveal_count(state)
    state.hands[0] = [300]
    GAME.apply(state, 0, "card 300")  # space 3: a source, a price card is turned
    assert GAME.reveal_count(state) == before + 1


def test_bots_play_legally_and_reproducibly():
    for players in (2, 4):
        first, moves = play(players, 21, ["greedy"] * players)
        again, moves_again = play(players, 21, ["greedy"] * players, check=False)
        assert [(s, a) for s, a, _ in moves] == [(s, a) for s, a, _ in moves_again]
        assert first.to_json() == again.to_json() and GAME.result(first).winners


def test_greedy_beats_random():
    wins = 0
    for seed in range(20):
        kinds = ["greedy", None] if seed % 2 == 0 else [None, "greedy"]
        state = GAME.new_game(2, {}, seed)
        bots = [BOTS["greedy"]() if k else RandomBot() for k in kinds]
        n = 0
        while GAME.to_move(state):
            (seat,) = GAME.to_move(state)
            legal = GAME.legal_actions(state, seat)
            GAME.apply(
                state,
                seat,
                bots[seat].choose(GAME, GAME.view(state, seat), seat, legal, bot_rng(seed, n)),
            )
            n += 1
        wins += kinds.index("greedy") in GAME.result(state).winners
    assert wins >= 17


def test_search_bot_chooses_legally_and_reproducibly_from_a_view():
    state = GAME.new_game(3, {}, 4)
    greedy = BOTS["greedy"]()
    searched = 0
    for n in range(60):
        (seat,) = GAME.to_move(state)
        legal = GAME.legal_actions(state, seat)
        view = GAME.view(state, seat)
        if len(legal) > 1 and searched < 4:
            bot = BOTS["search"](simulations=24)
            chosen = bot.choose(GAME, view, seat, legal, bot_rng(4, n))
            again = BOTS["search"](simulations=24).choose(GAME, view, seat, legal, bot_rng(4, n))
            assert chosen in legal and chosen == again
            searched += 1
        GAME.apply(state, seat, greedy.choose(GAME, view, seat, legal, bot_rng(4, n)))
    assert searched == 4
