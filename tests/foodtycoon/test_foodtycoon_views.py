"""Food Tycoon's hidden information, state and records: views hide others' recipe
hands, the thinker's draw, deck order and face-down events; determinize rebuilds a
consistent state; JSON and records round-trip; reveal_count and undo.
"""

from __future__ import annotations

import json

import pytest
from test_foodtycoon_helpers import (
    GAME,
    act,
    pass_auctions,
    ready,
    script_dice,
    set_ingredients,
    to_roll,
)

from pygames.__main__ import play_out
from pygames.core.errors import IllegalAction, RecordError
from pygames.core.record import Record, Seat, new_record, replay
from pygames.core.rng import Rng
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
from pygames.foodtycoon.checks import components
from pygames.foodtycoon.data import EVENT_INDEX, EVENTS, INGREDIENTS, RECIPE_INDEX, RECIPES


def bot_record(players=4, seed=3, rules="basic", kinds=("bot:greedy", "bot:random")):
    seats = [Seat(f"P{i + 1}", kinds[i % len(kinds)]) for i in range(players)]
    return play_out("foodtycoon", seats, seed, {"rules": rules})


def states_of(record, every=7):
    game = GAME
    state = game.new_game(len(record.seats), record.options, record.seed)
    yield state.clone()
    for n, (seat, text) in enumerate(record.actions):
        game.apply(state, seat, text)
        if n % every == 0 or n == len(record.actions) - 1:
            yield state.clone()


def test_views_hide_other_players_recipe_hands():
    state = ready(4, seed=50)
    views = {seat: json.dumps(GAME.view(state, seat), sort_keys=True) for seat in (1, 2, 3, None)}
    mine = GAME.view(state, 0)
    assert mine["hand"] == [RECIPES[c].key for c in state.hands[0]]
    assert GAME.view(state, None)["hand"] is None and mine["hand_sizes"] == [3, 3, 3, 3]
    # change only what seat 0 hides: its hand (swapped with deck cards), the deck order
    state.hands[0], state.recipe_deck[:3] = state.recipe_deck[:3], state.hands[0]
    state.recipe_deck.reverse()
    state.event_deck.reverse()
    state.rng.state ^= 0xBEEF
    for seat, text in views.items():
        assert json.dumps(GAME.view(state, seat), sort_keys=True) == text, seat
    assert GAME.view(state, 0) != mine


def test_views_hide_face_down_events_and_the_thinkers_draw():
    state = to_roll(ready(3, seed=51))
    script_dice(state, (6, 1, 2, 3))
    act(state, 0, "roll")
    event = EVENTS[state.lots[0].event].key
    for seat in (None, 0, 1, 2):
        view = GAME.view(state, seat)
        assert view["lots"][0]["event"] is True and event not in json.dumps(view["lots"])
        assert view["event_deck"] == 29 and "event_deck_cards" not in view


def test_views_are_json_and_name_everything_the_interface_promises():
    record = bot_record(5, seed=4, rules="advanced")
    keys = {
        "game",
        "players",
        "options",
        "seat",
        "round",
        "host",
        "phase",
        "turn",
        "to_move",
        "target",
        "lots_per_round",
        "money",
        "ingredients",
        "hand",
        "hand_sizes",
        "known_recipes",
        "drawn",
        "drawn_count",
        "dishes",
        "fame",
        "scores",
        "fame_parts",
        "piles",
        "recipe_deck",
        "recipe_discard",
        "event_deck",
        "event_discard",
        "lots",
        "order",
        "lot",
        "auction",
        "last_event",
        "tiebreak",
        "reveals",
    }
    phases = set()
    for state in states_of(record, every=3):
        phases.add(state.phase)
        for seat in (None, *range(5)):
            view = GAME.view(state, seat)
            assert set(view) == keys
            assert json.loads(json.dumps(view)) == view
    assert phases >= {
        "setup-recipes",
        "setup-ingredients",
        "choose",
        "roll",
        "order",
        "auction",
        "over",
    }


@pytest.mark.parametrize("rules", ["basic", "advanced"])
def test_determinize_keeps_the_view_and_every_card(rules):
    record = bot_record(4, seed=6, rules=rules)
    for n, state in enumerate(states_of(record, every=5)):
        for seat in range(4):
            view = GAME.view(state, seat)
            dealt = GAME.determinize(view, seat, Rng(n * 10 + seat))
            assert GAME.view(dealt, seat) == view
            components(dealt)
            assert dealt.hands[seat] == state.hands[seat]


def dealt_keys(view, seat: int, tries: int = 40):
    """Seat ``seat``'s hand (recipe keys) in many determinizations of ``view`` (seat 0's),
    each checked to give back the same view and hold every card once."""
    hands = []
    for n in range(tries):
        dealt = GAME.determinize(view, 0, Rng(1000 + n))
        assert GAME.view(dealt, 0) == view
        components(dealt)
        hands.append([RECIPES[card].key for card in dealt.hands[seat]])
    return hands


def test_ft15_a_recipe_bought_in_a_lot_stays_known_in_the_buyers_hand_until_cooked():
    state = to_roll(ready(3, seed=60))
    script_dice(state, (3, 5, 6, 6), (1, 1, 1, 1))
    act(state, 0, "roll")
    act(state, 0, "roll")
    lot = state.lots[0]
    state.event_deck.append(lot.event)  # a harvest: it moves no recipe card
    state.event_deck.remove(EVENT_INDEX["harvest"])
    lot.event = EVENT_INDEX["harvest"]
    key = RECIPES[lot.recipe].key
    act(state, 1, "bid 1")
    act(state, 2, "pass")
    act(state, 0, "pass")
    view = GAME.view(state, 0)
    assert view["lots"][0]["recipe"] == key and view["lots"][0]["buyer"] == 1
    assert view["known_recipes"] == [[], [key], []] == GAME.view(state, None)["known_recipes"]
    assert all(key in hand for hand in dealt_keys(view, 1)), "FT15: the buyer took it into hand"

    # The round ends (nobody can cook): the lots are cleared, the knowledge stays.
    for seat in range(3):
        set_ingredients(state, seat)
    pass_auctions(state)
    assert state.round == 2 and state.phase == "choose"
    view = GAME.view(state, 0)
    assert view["lots"] == [] and view["known_recipes"] == [[], [key], []]
    assert all(key in hand for hand in dealt_keys(view, 1))

    # Round 2 (seat 1 hosts): seat 1 cooks it; it is a dish now, no longer in hand.
    to_roll(state)
    script_dice(state, (1, 1, 1, 1), (1, 1, 1, 1))
    act(state, 1, "roll")
    act(state, 1, "roll")
    set_ingredients(state, 1, **dict(zip(INGREDIENTS, RECIPES[RECIPE_INDEX[key]].needs)))
    pass_auctions(state)
    assert GAME.to_move(state) == (1,) and state.phase == "cook"
    act(state, 1, f"cook {key}")
    view = GAME.view(state, 0)
    assert view["dishes"][1] == [key] and view["known_recipes"] == [[], [], []]
    dealt_keys(view, 1)


def test_determinized_states_play_on_to_the_end():
    record = bot_record(3, seed=7)
    states = list(states_of(record, every=25))
    for n, state in enumerate(states[:-1]):
        (seat,) = GAME.to_move(state)
        dealt = GAME.determinize(GAME.view(state, seat), seat, Rng(n))
        rng = Rng(n)
        while GAME.to_move(dealt):
            (mover,) = GAME.to_move(dealt)
            legal = GAME.legal_actions(dealt, mover)
            GAME.apply(dealt, mover, legal[rng.below(len(legal))])
        assert GAME.result(dealt) is not None


def test_state_json_round_trip_and_clone():
    record = bot_record(6, seed=8, rules="advanced")
    for state in states_of(record, every=4):
        data = state.to_json()
        text = json.dumps(data)
        again = GAME.state_from_json(json.loads(text))
        assert again.to_json() == data and state.clone().to_json() == data


def test_records_replay_exactly_and_survive_share_links():
    record = bot_record(4, seed=9)
    _, state = replay(record)
    assert GAME.result(state) is not None
    again = Record.loads(record.dumps())
    assert again == record and Record.from_share(record.to_share()) == record
    assert replay(again)[1].to_json() == state.to_json()
    assert record.actions[0][1].startswith("discard ")


def test_a_tampered_record_names_the_move_that_breaks_the_rules():
    record = bot_record(3, seed=10)
    data = record.to_json()
    first_bid = next(n for n, (_, text) in enumerate(data["actions"]) if text.startswith("bid"))
    data["actions"][first_bid][1] = "bid 9999"
    with pytest.raises(RecordError) as info:
        replay(Record.from_json(data))
    assert f"Move {first_bid + 1}" in str(info.value) and "you cannot bid 9999" in str(info.value)


def test_every_action_text_parses_back():
    actions = [
        Discard(0),
        Discard(21),
        Take((0, 4)),
        Choose((1, 1, 2, 3, 4)),
        Shop(),
        Think(),
        Roll(),
        Order((2, 0, 1)),
        Order((3, 1)),
        Bid(1),
        Bid(250),
        Pass(),
        Cook(5),
    ]
    for action in actions:
        assert parse(str(action)) == action and len(str(action)) <= 64
    assert str(Take((0, 4))) == "take grain,egg"
    assert parse("take egg, grain") == parse("take E,G") == Take((0, 4))
    assert str(Order((2, 0, 1))) == "order 3,1,2" and str(Cook(5)) == "cook twice-cooked-pork"


@pytest.mark.parametrize(
    "text",
    [
        "",
        "bid",
        "bid -1",
        "bid ²",
        "cook pizza",
        "take rice,egg",
        "order 0,1",
        "order a,b",
        "roll 3",
        "discard",
        17,
        None,
        "take grain,grain,grain,grain,grain,grain",
    ],
)
def test_nonsense_is_refused_in_plain_words(text):
    with pytest.raises(IllegalAction) as info:
        parse(text)
    message = info.value.plain
    assert message[0] == "'" and message.endswith(".") and "Food Tycoon move" in message


def test_reveal_count_and_undo():
    state = ready(3, seed=11)
    count = GAME.reveal_count(state)
    act(state, 0, "shop")
    assert GAME.reveal_count(state) == count and GAME.can_undo("shop")
    act(state, 1, "think")
    assert GAME.reveal_count(state) == count + 1 and not GAME.can_undo("think")
    act(state, 1, f"discard {RECIPES[state.drawn[0]].key}")
    act(state, 2, "shop")
    script_dice(state, (6, 1, 1, 1), (2, 2, 2, 2))
    act(state, 0, "roll")
    assert GAME.reveal_count(state) == count + 2 and not GAME.can_undo("roll")
    act(state, 0, "roll")
    act(state, 1, "bid 1")
    act(state, 2, "pass")
    assert GAME.reveal_count(state) == count + 3
    act(state, 0, "pass")  # the lot is sold: its event is turned
    assert GAME.reveal_count(state) == count + 4 and GAME.can_undo("pass")


def test_new_record_and_seat_kinds():
    record = new_record(
        "foodtycoon", [Seat("Ann"), Seat("Bo", "bot:greedy"), Seat("Cy", "bot:search")]
    )
    assert record.options == {"rules": "basic"}
    _, state = replay(record)
    assert state.phase == "setup-recipes" and GAME.to_move(state) == (0,)
