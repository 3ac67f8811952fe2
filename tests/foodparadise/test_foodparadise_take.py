"""Food Paradise FP11 at rules version 2: when the bank has none of the ingredient on
offer and two or more other players hold some, the buyer chooses whose token it takes
(``buy from P``); the choice is offered exactly then, each holder can be chosen, wrong
choices are refused, the bots weigh it, the board and the panel offer it. Version 1
(older records) takes from the player holding the most, and its records, made at the
base commit (``records_v1/``, with the final positions they reached there in
``expected.json``), replay as they did. Also FP19: the log names the builder, who need
not be the seat whose answer to an offer ended the turn."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from foodparadise_positions import BEEF, PORK, demanding, move_to, source_space, started

from pygames.core.bots import RandomBot, bot_for, bot_rng, play_bot_turn
from pygames.core.errors import IllegalAction
from pygames.core.messages import LANGUAGES, set_current_language
from pygames.core.record import Record, Seat, new_record, replay
from pygames.core.screen import Context
from pygames.foodparadise.actions import Buy, Decline, parse
from pygames.foodparadise.bots import BOTS, SearchBot
from pygames.foodparadise.data import RECIPES, chain_recipes
from pygames.foodparadise.drawing.draw import draw_board
from pygames.foodparadise.drawing.screen import SCREEN
from pygames.foodparadise.greedy import GreedyBot, take_cost, take_from
from pygames.foodparadise.rules import GAME
from pygames.foodparadise.search_policy import FastGreedy, SearchPolicy
from ui.session import log_line

RECORDS = Path(__file__).parent / "records_v1"
EXPECTED = json.loads((RECORDS / "expected.json").read_text(encoding="utf-8"))
NAMES = ["Ann", "Bob", "Cy", "Dee"]
NS = "{http://www.w3.org/2000/svg}"


@pytest.fixture(autouse=True)
def english_after():
    yield
    set_current_language("en")


def offering(held: dict[int, int], players: int = 4, rules_version=None, price: int = 300):
    """Seat 0 lands on a pork source and is offered pork at ``price``; ``held`` gives
    each seat's pork, the bank holding the rest."""
    state = started(players, rules_version=rules_version)
    for seat, count in held.items():
        state.holdings[seat][PORK] = count
    state.supply[PORK] = 3 - sum(held.values())
    state.price_deck.insert(0, price)
    demanding(state, BEEF)
    move_to(state, source_space(PORK))
    assert state.phase == "offer" and GAME.to_move(state) == (0,)
    return state


def face_up(state, seat: int, needs_pork: bool) -> int:
    """Put a recipe of the seat's chain that needs pork (or not) face up."""
    pile = state.piles[seat]
    recipe = next(r for r in pile if (PORK in RECIPES[r].ingredients) == needs_pork)
    pile.remove(recipe)
    pile.insert(0, recipe)
    return recipe


# -- the choice ----------------------------------------------------------------------


def test_fp11_the_choice_is_offered_exactly_when_two_or_more_others_hold_it():
    cases = [
        ({1: 1}, [Buy(), Decline()]),  # the bank has two: nothing to choose
        ({1: 1, 2: 1, 3: 1}, [Buy(1), Buy(2), Buy(3), Decline()]),
        ({1: 2, 3: 1}, [Buy(1), Buy(3), Decline()]),  # clockwise from the buyer's left
        ({1: 3}, [Buy(), Decline()]),  # one holder: nothing to choose, not asked
        ({0: 1, 2: 2}, [Buy(), Decline()]),  # the buyer's own token does not count
        ({0: 1, 1: 1, 3: 1}, [Buy(1), Buy(3), Decline()]),
    ]
    for held, legal in cases:
        state = offering(held)
        assert GAME.legal_actions(state, 0) == legal, held
        choices = [a.source for a in legal if a != Decline() and a.source is not None]
        assert GAME.view(state, 2)["offer"]["take_from"] == choices
        assert GAME.view(state, 0)["rules_version"] == 2
    # rules version 1 never asks
    state = offering({1: 1, 2: 1, 3: 1}, rules_version=1)
    assert GAME.legal_actions(state, 0) == [Buy(), Decline()]
    assert GAME.view(state, 0)["offer"]["take_from"] == []


def test_fp11_the_choice_arises_in_play_exactly_when_two_or_more_others_hold_it():
    """Seeded greedy games at rules version 2: at every offer, the buy names a holder
    exactly when the bank is out of the ingredient and two or more others hold some."""
    chosen = 0
    for seed in range(8):
        state = GAME.new_game(4, {}, seed)
        bot = GreedyBot()
        move = 0
        while GAME.to_move(state):
            (seat,) = GAME.to_move(state)
            legal = GAME.legal_actions(state, seat)
            if state.phase == "offer":
                kind = state.offer_kind
                others = [s for s in range(4) if s != seat and state.holdings[s][kind]]
                named = [a.source for a in legal if isinstance(a, Buy) and a.source is not None]
                want = others if not state.supply[kind] and len(others) > 1 else []
                assert sorted(named) == sorted(want)
                chosen += bool(named)
            action = bot.choose(GAME, GAME.view(state, seat), seat, legal, bot_rng(seed, move))
            GAME.apply(state, seat, action)
            move += 1
    assert chosen >= 5


def test_fp11_each_holder_can_be_chosen_and_loses_the_token():
    for source in (1, 2, 3):
        state = offering({1: 1, 2: 1, 3: 1})
        before = [list(h) for h in state.holdings]
        events = GAME.apply(state, 0, parse(f"buy from {source + 1}"))
        assert state.holdings[source][PORK] == 0 and state.holdings[0][PORK] == 1
        assert [h[PORK] for i, h in enumerate(state.holdings) if i not in (0, source)] == [
            b[PORK] for i, b in enumerate(before) if i not in (0, source)
        ]
        assert state.supply[PORK] == 0 and state.cash[0] == 2000 - 300
        assert 300 in state.hands[0] and state.phase == "move"
        assert events[0].key == "foodparadise.log.bought_from"
        assert events[0].params["who"].seat == source
        assert "foodparadise.log.taken_from" not in [e.key for e in events]
        line = log_line(NAMES, 0, f"buy from {source + 1}", events)
        assert line.startswith(f"Ann bought pork for 300, taking it from {NAMES[source]}")


def test_fp11_rules_1_takes_from_the_holder_with_most_as_before():
    state = offering({1: 1, 2: 1, 3: 1}, rules_version=1)
    events = GAME.apply(state, 0, Buy())
    assert [h[PORK] for h in state.holdings] == [1, 0, 1, 1]  # ties: the first clockwise
    assert [e.key for e in events][:2] == ["foodparadise.log.bought", "foodparadise.log.taken_from"]
    # rules version 2 with one holder: no choice, the token is still that player's
    state = offering({2: 3})
    events = GAME.apply(state, 0, Buy())
    assert state.holdings[2][PORK] == 2 and events[0].params["who"].seat == 2


@pytest.mark.parametrize(
    "held,text,players,version,key",
    [
        ({1: 1, 2: 2}, "buy", 4, None, "foodparadise.take_whom"),
        ({0: 1, 1: 1, 2: 1}, "buy from 1", 4, None, "foodparadise.take_own"),
        ({1: 1, 2: 1}, "buy from 4", 3, None, "foodparadise.take_nobody"),
        ({1: 1, 2: 2}, "buy from 4", 4, None, "foodparadise.take_none_held"),
        ({1: 1, 2: 1}, "buy from 2", 4, None, "foodparadise.take_bank_has"),
        ({2: 3}, "buy from 3", 4, None, "foodparadise.take_only"),
        ({1: 1, 2: 1, 3: 1}, "buy from 3", 4, 1, "foodparadise.take_v1"),
    ],
)
def test_fp11_wrong_choices_are_refused_and_change_nothing(held, text, players, version, key):
    state = offering(held, players=players, rules_version=version)
    before = state.to_json()
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, 0, text)
    assert refused.value.rule == "FP11" and refused.value.message.key == key
    assert state.to_json() == before
    for lang in LANGUAGES:
        said = refused.value.render(lang)
        assert "{" not in said and "foodparadise." not in said and said.endswith("(FP11)")


def test_fp11_action_text_round_trips():
    for source in range(4):
        action = Buy(source)
        assert action.text() == f"buy from {source + 1}" == str(action)
        assert parse(action.text()) == action
    assert parse("buy") == Buy() and Buy().text() == "buy"
    for text in ("buy from 0", "buy from 5", "buy from", "buy from x", "buy 2", "buy from 2 3"):
        with pytest.raises(IllegalAction):
            parse(text)


def test_fp11_a_rules_2_game_plays_out_with_choices_made():
    """Greedy and random seats at rules version 2, to the end; the record replays to
    the same position."""
    made = 0
    for seed in range(4):
        seats = [Seat(n, k) for n, k in zip(NAMES, ("bot:greedy", "bot:random") * 2)]
        record = new_record("foodparadise", seats, None, seed)
        assert record.rules_version == 2
        state = GAME.new_game(4, {}, seed)
        bots = [bot_for(GAME, seat.kind) for seat in seats]
        while GAME.to_move(state):
            (seat,) = GAME.to_move(state)
            action = play_bot_turn(
                GAME, state, seat, bots[seat], bot_rng(seed, len(record.actions))
            )
            GAME.apply(state, seat, action)
            record.actions.append((seat, action.text()))
            made += action.text().startswith("buy from")
        assert GAME.result(state).winners
        again = Record.from_json(json.loads(json.dumps(record.to_json())))
        assert replay(again)[1].to_json() == state.to_json()
    assert made >= 3


# -- rules version 1: the base commit's records ---------------------------------------


def _without_version(data: dict) -> dict:
    return {k: v for k, v in data.items() if k != "rules_version"}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_fp11_rules_1_records_of_the_base_commit_replay_to_the_same_end(name):
    record = Record.from_json(json.loads((RECORDS / name).read_text(encoding="utf-8")))
    assert record.rules_version == 1
    game, state = replay(record)
    assert state.rules_version == 1
    expected = EXPECTED[name]
    assert _without_version(state.to_json()) == expected["state"]
    result = game.result(state).to_json()
    for key in ("scores", "places", "winners"):
        assert result[key] == expected["result"][key]


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_fp11_rules_1_seeded_bot_games_play_as_at_the_base_commit(name):
    """The same seats and seed at rules version 1 choose, move by move, what they chose
    at the base commit: the bots (greedy, random) play version 1 as before."""
    record = Record.from_json(json.loads((RECORDS / name).read_text(encoding="utf-8")))
    state = GAME.new_game(len(record.seats), record.options, record.seed, 1)
    bots = [bot_for(GAME, seat.kind) for seat in record.seats]
    played = []
    while GAME.to_move(state):
        (seat,) = GAME.to_move(state)
        action = play_bot_turn(GAME, state, seat, bots[seat], bot_rng(record.seed, len(played)))
        GAME.apply(state, seat, action)
        played.append((seat, action.text()))
    assert played == [tuple(move) for move in record.actions]


# -- the bots ---------------------------------------------------------------------------


def test_fp11_greedy_takes_from_the_rival_whose_recipe_needs_it():
    """Seat 1 holds the most pork (version 1 would take from it), seat 2 one pork its
    face-up recipe needs, seat 3 one it does not: greedy takes seat 2's."""
    state = offering({1: 2, 2: 1, 3: 0}, price=300)
    state.holdings[3][PORK], state.supply[PORK] = 1, 0
    face_up(state, 0, needs_pork=True)
    face_up(state, 1, needs_pork=False)
    face_up(state, 2, needs_pork=True)
    face_up(state, 3, needs_pork=False)
    legal = GAME.legal_actions(state, 0)
    assert legal == [Buy(1), Buy(2), Buy(3), Decline()]
    view = GAME.view(state, 0)
    assert GreedyBot().choose(GAME, view, 0, legal, bot_rng(1, 0)) == Buy(2)
    assert FastGreedy().choose(state, 0) == Buy(2)
    assert SearchPolicy().rank(GAME, state, 0, legal, bot_rng(1, 0))[0] == Buy(2)
    chosen = SearchBot(simulations=30).choose(GAME, view, 0, legal, bot_rng(1, 0))
    assert chosen in legal


def test_fp11_greedy_takes_from_the_leader_when_the_loss_costs_alike():
    """Seats 1 and 3 each hold one pork that neither face-up recipe needs, and need it
    alike later; seat 3 has built two recipes: greedy takes from the leader, not the
    first in seat order."""
    state = offering({1: 1, 3: 1, 2: 1}, price=300)
    face_up(state, 0, needs_pork=True)
    for seat in (1, 2, 3):
        face_up(state, seat, needs_pork=False)
    state.holdings[2][PORK] = 0
    state.holdings[0][PORK] = 1  # the third token: seat 0 holds one already
    built = [r for r in chain_recipes(state.chains[3]) if PORK not in RECIPES[r].ingredients]
    built = [r for r in built if r != state.piles[3][0]][:2]
    state.built[3] = built
    state.piles[3] = [r for r in state.piles[3] if r not in built]
    legal = GAME.legal_actions(state, 0)
    assert legal == [Buy(1), Buy(3), Decline()]
    view = GAME.view(state, 0)
    assert take_cost(view, 1, PORK) == take_cost(view, 3, PORK) > 0
    assert take_from(view, PORK, [1, 3]) == 3 == FastGreedy().take_from(state, PORK, [1, 3])
    greedy = GreedyBot().choose(GAME, view, 0, legal, bot_rng(1, 0))
    assert greedy in (Buy(3), Decline()) and FastGreedy().choose(state, 0) == greedy


def test_fp11_random_bot_and_greedy_only_choose_legal_takes():
    state = offering({1: 1, 2: 1, 3: 1})
    legal = GAME.legal_actions(state, 0)
    for seed in range(10):
        assert RandomBot().choose(GAME, GAME.view(state, 0), 0, legal, bot_rng(seed, 0)) in legal
    assert BOTS["greedy"]().choose(GAME, GAME.view(state, 0), 0, legal, bot_rng(0, 0)) in legal


# -- the board and the panel --------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGUAGES)
def test_fp11_the_board_and_panel_offer_the_holders_with_a_prompt(lang):
    set_current_language(lang)
    state = offering({1: 2, 2: 1})
    state.holdings[3][PORK] = 0
    legal = GAME.legal_actions(state, 0)
    assert legal == [Buy(1), Buy(2), Decline()]
    view = GAME.view(state, 0)
    root = ET.fromstring(str(draw_board(view, legal=legal, names=NAMES)))
    takes = [g for g in root.iter(f"{NS}g") if "take" in (g.get("class") or "").split()]
    assert [(g.get("data-action"), g.get("data-seat")) for g in takes] == [
        ("buy from 2", "1"),
        ("buy from 3", "2"),
    ]
    for g in takes:
        assert g.get("role") == "button" and g.get("tabindex") == "0"
        seat = int(g.get("data-seat"))
        assert NAMES[seat] in g.get("aria-label")
        inner = [p for p in g.iter(f"{NS}g") if "player" in (p.get("class") or "").split()]
        assert [int(p.get("data-seat")) for p in inner] == [seat], "on the holder's own box"
    clicks = sorted(e.get("data-action") for e in root.iter() if e.get("data-action"))
    assert clicks == sorted(a.text() for a in legal)
    markup = ET.tostring(root, encoding="unicode")
    assert "foodparadise." not in markup
    ctx = Context(view, legal, NAMES)
    prompt = SCREEN.prompt(ctx)
    panel = SCREEN.panel(ctx)
    assert prompt.startswith("Ann") and "Bob" in prompt and "Cy" in prompt
    assert 'data-action="buy from 2"' in panel and 'data-action="buy from 3"' in panel
    assert 'data-action="decline"' in panel and 'data-action="buy"' not in panel
    for text in (prompt, panel):
        assert "{" not in text and "foodparadise." not in text
    if lang == "en":
        assert prompt == (
            "Ann: the bank has no pork. Buy it for 300 and choose whose to take (Bob, Cy), "
            "or decline."
        )
        assert "Buy for 300 from Bob (holds 2" in panel and "from Cy (holds 1" in panel
        words = " ".join("".join(t.itertext()) for t in root.iter(f"{NS}text"))
        assert "click the player to take it from" in words and "Take it" in words
    # another seat (or a spectator) sees who chooses, and nothing to click
    other = GAME.view(state, 2)
    bare = ET.fromstring(str(draw_board(other, names=NAMES)))
    assert not [e for e in bare.iter() if e.get("data-action")]
    if lang == "en":
        words = " ".join("".join(t.itertext()) for t in bare.iter(f"{NS}text"))
        assert "Ann chooses whose to take" in words


def test_fp11_the_panel_says_which_holder_needs_it():
    state = offering({1: 2, 2: 1})
    recipe = face_up(state, 2, needs_pork=True)
    face_up(state, 1, needs_pork=False)
    ctx = Context(GAME.view(state, 0), GAME.legal_actions(state, 0), NAMES)
    panel = SCREEN.panel(ctx)
    assert "Buy for 300 from Bob (holds 2)" in panel
    assert f"Buy for 300 from Cy (holds 1; needed for {_recipe_words(recipe)})" in panel


# -- the log: the builder -------------------------------------------------------------------


def test_fp19_the_log_names_the_builder_not_the_seat_whose_answer_ended_the_turn():
    """Seat 1 moves onto a source and declines; seat 2 buys; the turn ends and seat 1,
    holding its face-up recipe, builds: the log line of seat 2's buy says that seat 1
    built it."""
    state = started(3)
    state.mover = 1
    recipe = state.piles[1][0]
    for kind in RECIPES[recipe].ingredients:
        state.holdings[1][kind] += 1
        state.supply[kind] -= 1
    kind = next(k for k in range(8) if state.supply[k] == 3)
    state.price_deck.insert(0, 300)
    move_to(state, source_space(kind, 9), seat=1)
    GAME.apply(state, 1, Decline())
    events = GAME.apply(state, 2, Buy())
    built = [e for e in events if e.key == "foodparadise.log.built"]
    assert len(built) == 1 and built[0].params["who"].seat == 1
    line = log_line(NAMES, 2, "buy", events)
    assert line.startswith("Cy bought ") and f"; Bob built {_recipe_words(recipe)}" in line
    assert "Bob's next recipe: " in line


def _recipe_words(number: int) -> str:
    from pygames.core.messages import Msg

    return Msg(f"foodparadise.recipe.{RECIPES[number].key}").render("en")


def test_fp20_the_winning_build_is_the_winners_in_the_log_of_a_base_commit_game():
    """4 greedy seats, seed 43 (rules version 1): the last move is seat 0's buy on seat
    3's offer, and it is seat 3 who builds its fourth recipe and wins."""
    record = Record.from_json(json.loads((RECORDS / "4p-seed43.json").read_text("utf-8")))
    game, state = replay(record, len(record.actions) - 1)
    seat, text = record.actions[-1]
    events = game.apply(state, seat, text)
    assert seat == 0 and state.winner == 3
    names = [s.name for s in record.seats]
    line = log_line(names, seat, text, events)
    assert line.startswith("greedy 1 bought ")
    assert "; greedy 4 built " in line and line.endswith("greedy 4 has built 4 recipes and wins")
