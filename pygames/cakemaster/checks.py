"""Cake Master's test hooks (``pygames.core.manifest``: ``checks()``, not shipped): its
invariants, each a rule restated on its own terms, and its grammar written out."""

from __future__ import annotations

import itertools

# Seeded bot playouts a player count with the default options (tests/test_playouts.py).
PLAYOUTS = 50
# The rules a newcomer meets in a first game of the default table (3 or more players):
# CM01-CM23, every rule but the two-player draft (CM24) and solo (CM25-CM30). Each
# comes up in every such game: each round deals, drafts, builds and scores alike, and
# the end (CM22) and its tie-break (CM23) are how the winner is told. The tutorial
# teaches them (manifest.teaches).
FIRST_GAME_RULES = tuple(f"CM{n:02d}" for n in range(1, 24))
# Whether the whole grammar is fewer texts than the action-text test's minimum.
SMALL_GRAMMAR = False

# What the browser tests play of this game (tests/browser/): greedy bots' moves before a
# table is shown in mid-game (screens, accessibility, touch targets), moves before Ann's
# decision the coach hints at, the seats of the hot-seat privacy and play-by-link tables,
# and whether a seat holds secrets the privacy screen covers.
MID_GAME = 60
HINT_AT = 0
HOT_SEAT = "human:Ann,human:Ben,bot:random:Cy"
BY_LINK = "human:Ann,human:Ben,bot:random:Cy"
SECRETS = True
# Moves before a position where the board's places, too small to touch on a phone, are
# offered again as buttons (#board-moves) for the touch-target test; None: never.
BOARD_MOVES_AT = None


def served_ok(cakes, customers, served) -> None:
    """CM18–CM20 stated again: each served customer's request is met by its cake, one
    cake per customer, and no one-to-one assignment serves more."""
    from pygames.cakemaster.data import card, customer, meets

    def fits(cake, number):
        return None not in cake and meets(customer(number), [card(n) for n in cake])

    given = [c for c in served if c is not None]
    assert len(given) == len(set(given)) and set(given) <= set(customers), "CM19/CM20"
    assert all(c is None or fits(cake, c) for cake, c in zip(cakes, served)), "CM18"
    most = 0
    for order in itertools.permutations(list(customers) + [None] * len(cakes), len(cakes)):
        most = max(most, sum(c is not None and fits(cake, c) for cake, c in zip(cakes, order)))
    assert len(given) == most, "the assignment serves as many customers as possible"


def position_holds(game, state) -> None:
    from pygames.cakemaster.data import CARD_COUNT, CUSTOMER_COUNT

    players, phase = state.players, state.phase
    cards = list(state.deck) + list(state.discard) + [n for h in state.hands for n in h]
    cards += [n for cakes in state.cakes for cake in cakes for n in cake if n is not None]
    assert sorted(cards) == list(range(1, CARD_COUNT + 1)), "CM01/CM21: the 72 cards, each once"
    people = state.customer_deck + state.customers + state.customer_discard
    assert sorted(people) == list(range(1, CUSTOMER_COUNT + 1)), "CM01: the 12 customers, each once"
    assert len(state.rounds) == state.round - (phase != "over") and 1 <= state.round <= 3, "CM02"
    if phase != "over":
        assert len(state.customers) == (3 if players == 1 else state.round), "CM03/CM26/CM30"
        placed = [sum(n is not None for cake in cakes for n in cake) for cakes in state.cakes]
        for seat in range(players):
            held = len(state.hands[seat])
            if phase == "place":
                assert placed[seat] + held == 3 * state.turn, "CM06/CM12: 3 cards a turn"
            else:
                assert placed[seat] == 3 * (state.turn - 1)
                assert held == (4 if phase == "discard" else 3), "CM04/CM27"
            choice = state.choices[seat]
            assert choice is None or set(choice) <= set(state.hands[seat]), (
                "a choice is made from the hand"
            )
        want = {1: "discard", 2: "give", 3: "draft"}[min(players, 3)]
        assert phase in (want, "place") or (players == 2 and phase == "return"), "CM05/CM24/CM27"
        if phase == "place":
            assert game.to_move(state) == tuple(s for s in range(players) if state.hands[s])
            for seat in game.to_move(state):
                texts = {
                    str(a) for a in game.legal_actions(state, seat) if str(a).startswith("place")
                }
                empty = [
                    (c + 1, q + 1)
                    for c in range(3)
                    for q in range(4)
                    if state.cakes[seat][c][q] is None
                ]
                assert texts == {f"place {k} {c}.{q}" for k in state.hands[seat] for c, q in empty}
        else:
            assert game.to_move(state) == tuple(
                s for s in range(players) if state.choices[s] is None
            )
    if players == 1:
        assert 0 <= state.exchanges_left <= 3, "CM28"
    totals = [0] * players
    for summary in state.rounds:
        for seat in range(players):
            served_ok(summary["cakes"][seat], summary["customers"], summary["served"][seat])
            assert summary["customer_stars"][seat] == sum(
                c is not None for c in summary["served"][seat]
            )
            totals[seat] += summary["customer_stars"][seat] + summary["tasty_stars"][seat]
        tasty = summary["tasty"]
        if players == 1:
            assert summary["tasty_stars"] == [0] and tasty == [0], "CM25"
        elif max(tasty) == min(tasty):
            assert summary["tasty_stars"] == [1] * players, "CM17: all tied"
        else:
            assert summary["tasty_stars"] == [
                2 if t == max(tasty) else 0 if t == min(tasty) else 1 for t in tasty
            ], "CM17"
    assert totals == state.stars


def end_holds(game, state, result) -> None:
    assert state.phase == "over" and len(state.rounds) == 3, "CM02/CM22"
    assert result.scores == state.stars
    if state.players > 1:
        keys = list(zip(state.stars, state.rounds[-1]["tasty"]))
        assert result.places == [1 + sum(k > mine for k in keys) for mine in keys], "CM22/CM23"
    for summary in state.rounds:
        assert all(None not in cake for cakes in summary["cakes"] for cake in cakes), "CM10/CM12"


# -- the grammar written out at a position ----------------------------------------


def action_texts(state, seat: int) -> list[str]:
    """Cake Master: every verb with the seat's cards in every slot and every card number
    0–73 (72 cards) in each slot in turn; ``place`` into cakes 0–4, quarters 0–5."""
    from pygames.cakemaster.data import CAKES, CARD_COUNT, QUARTERS

    hand = list(state.hands[seat]) if state.hands else []
    others = [card for row in state.hands or [] for card in row if card not in hand][:3]
    mine = (hand + others + [1, 2, 3])[:8]
    numbers = range(CARD_COUNT + 2)
    a, b, c = (mine * 3)[:3]
    texts = []
    for k, l, r in itertools.product(mine[:6], repeat=3):
        texts += [f"keep {k} left {l} right {r}", f"keep {k} give {l} {r}"]
    texts += [f"keep {k} return {r}" for k, r in itertools.product(mine, repeat=2)]
    for n in numbers:
        texts += [
            f"keep {n} left {b} right {c}",
            f"keep {a} left {n} right {c}",
            f"keep {a} left {b} right {n}",
            f"keep {n} give {b} {c}",
            f"keep {a} give {n} {c}",
            f"keep {n} return {b}",
            f"keep {a} return {n}",
            f"discard {n}",
            f"exchange {n}",
            f"place {n} 1.1",
        ]
    for card in mine:
        texts += [
            f"place {card} {cake}.{quarter}"
            for cake in range(CAKES + 2)
            for quarter in range(QUARTERS + 2)
        ]
    return texts


def listed_as(state, seat: int, action):
    """The action the legal list holds for an accepted one: the same (each accepted
    text is listed as it is)."""
    return action
