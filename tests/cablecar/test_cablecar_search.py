"""Cable Car's search (its ``SearchPolicy``, ``SharesPolicy`` in the shares game): it
chooses a legal action in every mode (the variants CC19, CC20 and the shares game CC24),
a drawn tile's placement included (CC05); the same one again given the same generator
and simulation count, in trees one deep and deeper; the same one whatever the hidden
tiles (CC03) and shares (CC22) are; and its policy's line tracer, placements and playout
moves agree with the rules and the greedy bot. The search engine's checks for any game
are in tests/test_search.py."""

from __future__ import annotations

import copy

import pytest

from pygames.cablecar.actions import Draw, Place
from pygames.cablecar.bots import SearchBot
from pygames.cablecar.greedy import position_value
from pygames.cablecar.rules import GAME
from pygames.cablecar.search_policy import SearchPolicy, _gains, _Lines
from pygames.core.bots import bot_for, bot_rng, play_bot_turn
from pygames.core.rng import Rng

MODES = {
    "basic": {},
    "free orientation": {"orientation": "free"},
    "hand 2": {"hand": 2},
    "hand 3, free": {"hand": 3, "orientation": "free"},
    "shares": {"mode": "shares"},
    "shares, hand 2, free": {"mode": "shares", "hand": 2, "orientation": "free"},
}


def position(players: int, options: dict, moves: int, seed: int):
    """A position ``moves`` decisions into a game of greedy and random bots."""
    state = GAME.new_game(players, options, seed)
    kinds = [bot_for(GAME, "bot:greedy"), bot_for(GAME, "bot:random")]
    for n in range(moves):
        movers = GAME.to_move(state)
        if not movers:
            break
        seat = movers[0]
        GAME.apply(
            state, seat, play_bot_turn(GAME, state, seat, kinds[(seat + n) % 2], bot_rng(seed, n))
        )
    return state


def decide(state, bot, seed: int = 5):
    seat = GAME.to_move(state)[0]
    return bot.choose(
        GAME, GAME.view(state, seat), seat, GAME.legal_actions(state, seat), Rng(seed)
    )


@pytest.mark.parametrize("mode", MODES)
def test_search_chooses_a_legal_action_in_every_mode(mode):
    bot = SearchBot(simulations=25)
    checked = draws_pending = 0
    for n in range(12):
        players = 2 + n % 5
        state = position(players, MODES[mode], moves=(n * 13) % 70, seed=100 + n)
        if not GAME.to_move(state):
            continue
        seat = GAME.to_move(state)[0]
        if n % 3 == 0 and Draw() in GAME.legal_actions(state, seat):
            GAME.apply(state, seat, Draw())  # the drawn tile must be placed next
        draws_pending += state.drawn is not None
        action = decide(state, bot, seed=n)
        assert GAME.is_legal(state, seat, action), f"{mode}: {action} is not legal"
        assert action in GAME.legal_actions(state, seat)
        checked += 1
    assert checked >= 8 and draws_pending >= 1  # some positions have a drawn tile to place


@pytest.mark.parametrize("mode", ["basic", "hand 3, free", "shares"])
def test_same_generator_and_count_give_the_same_choice(mode):
    for n in range(3):
        state = position(4, MODES[mode], moves=8 + 17 * n, seed=200 + n)
        seat = GAME.to_move(state)[0]
        view, legal = GAME.view(state, seat), GAME.legal_actions(state, seat)
        runs = []
        for _ in range(2):
            found = SearchBot(simulations=60).start(GAME, view, seat, legal, Rng(99 + n))
            while not found.done:
                found.step(7)
            runs.append((str(found.best()), found.stats()))
        assert runs[0] == runs[1]


@pytest.mark.parametrize("depth", [2, None])
def test_deeper_trees_choose_legal_actions_reproducibly(depth):
    # Cable Car plays with a tree one deep; the engine grows deeper trees for any game.
    for mode, n in (("basic", 0), ("shares", 1), ("hand 3, free", 2)):
        state = position(3, MODES[mode], moves=5 + 20 * n, seed=250 + n)
        seat = GAME.to_move(state)[0]
        view, legal = GAME.view(state, seat), GAME.legal_actions(state, seat)
        runs = []
        for _ in range(2):
            found = SearchBot(simulations=80, depth=depth).start(GAME, view, seat, legal, Rng(n))
            while not found.done:
                found.step(9)
            runs.append((found.best(), found.stats()))
            deepest = max(len(child.children) for child in found.root.children.values())
            assert deepest > 0, "the tree never grew below the root"
        assert runs[0] == runs[1] and runs[0][0] in legal


def hide_differently(state, seat: int, rng: Rng):
    """The same position for ``seat``: what it cannot see dealt again at random."""
    other = state.clone()
    unseen = list(other.deck)
    for who, hand in enumerate(other.hands):
        if who != seat:
            unseen += hand
    rng.shuffle(unseen)
    for who, hand in enumerate(other.hands):
        if who != seat:
            other.hands[who] = [unseen.pop() for _ in hand]
    other.deck = unseen
    if other.shares is not None:
        for index in range(len(other.share_piles)):
            cards = list(other.share_piles[index])
            hidden = [
                who
                for who in range(other.players)
                if who != seat and other.known[who][index] is None
            ]
            cards += [other.shares[who][index] for who in hidden]
            rng.shuffle(cards)
            for who in hidden:
                other.shares[who][index] = cards.pop()
            other.share_piles[index] = cards
    return other


@pytest.mark.parametrize("mode", ["basic", "hand 2", "shares"])
def test_hidden_tiles_and_shares_do_not_change_its_choice(mode):
    changed = 0
    for n in range(4):
        state = position(4, MODES[mode], moves=6 + 15 * n, seed=300 + n)
        seat = GAME.to_move(state)[0]
        other = hide_differently(state, seat, Rng(n))
        changed += other.deck != state.deck or other.hands != state.hands
        view = GAME.view(state, seat)
        assert GAME.view(other, seat) == view  # the seat cannot tell the two apart
        choices = []
        for truth in (state, other):
            bot = SearchBot(simulations=40)
            seen = GAME.view(truth, seat)
            kept = copy.deepcopy(seen)
            choices.append(
                str(bot.choose(GAME, seen, seat, GAME.legal_actions(truth, seat), Rng(7)))
            )
            assert seen == kept, "the search changed the view it was given"
        assert choices[0] == choices[1]
    assert changed == 4


def test_the_policy_tracks_lines_and_placements_as_the_rules_do():
    """The policy's own quick line tracer and placement loop agree with the rules, and
    its playout move is greedy's: the best gain, or a draw when nothing gains."""
    checked = 0
    for mode in ("basic", "hand 3, free", "shares, hand 2, free"):
        for n in range(3):
            policy = SearchPolicy()
            state = GAME.new_game(2 + 2 * n, MODES[mode], 400 + n)
            rng = Rng(n)
            while GAME.to_move(state):
                seat = GAME.to_move(state)[0]
                kept, fresh = (
                    policy.lines(state),
                    _Lines(state),
                )  # kept: moved on tile by tile
                assert kept.totals() == fresh.totals() and kept.near == fresh.near
                assert {k: sorted(v) for k, v in kept.waiting.items()} == {
                    k: sorted(v) for k, v in fresh.waiting.items()
                }
                twin = SearchPolicy()  # another deal on the same board: a copy of the tracing
                twin.lines(state.clone())
                copied = twin.lines(state.clone())
                assert list(copied.waiting.items()) == list(fresh.waiting.items())  # order too
                assert copied.totals() == fresh.totals() and copied.near == fresh.near
                assert policy.evaluate(GAME, state) == [
                    position_value(state, s) for s in range(state.players)
                ]
                for kind in set(
                    state.hands[seat] + ([state.drawn] if state.drawn is not None else [])
                ):
                    assert policy.placements(state, kind) == GAME.placements(state, kind)
                legal = GAME.legal_actions(state, seat)
                gains = dict(_gains(state, seat, legal, fresh))
                action = policy.playout_action(GAME, state, seat, rng)
                assert action in legal
                best = max(
                    (g for a, g in gains.items() if g is not None and not isinstance(a, Draw)),
                    default=None,
                )
                if isinstance(action, Draw):
                    assert best is None or best <= 0
                else:
                    assert gains[action] == best
                GAME.apply(state, seat, action)
                checked += 1
    assert checked > 300


def test_greedy_gains_match_the_greedy_bot():
    for n in range(4):
        state = position(4, {"orientation": "free"}, moves=10 + 12 * n, seed=500 + n)
        seat = GAME.to_move(state)[0]
        legal = GAME.legal_actions(state, seat)
        gains = dict(_gains(state, seat, legal, _Lines(state)))
        now = position_value(state, seat)
        for action in legal:
            if isinstance(action, Place):
                trial = state.clone()
                GAME.perform(trial, seat, action)
                # points scored by a placement count as closed lines, as greedy counts them
                assert gains[action] == position_value(trial, seat) - now, action
