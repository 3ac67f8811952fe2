"""Food Paradise's test hooks (``pygames.core.manifest``: ``checks()``, not shipped): its
invariants, each a rule restated on its own terms, and its grammar written out."""

from __future__ import annotations

from collections import Counter

# Seeded bot playouts a player count with the default options (tests/test_playouts.py).
PLAYOUTS = 80
# Whether the whole grammar is fewer texts than the action-text test's minimum.
SMALL_GRAMMAR = True

# The rules a newcomer meets in a first game of the default table, all taught by the
# tutorial (its manifest's ``teaches``): every rule but FP15, the price deck running out,
# which no game of 40 seeded greedy-bot games at each of 2, 3 and 4 players reached (the
# bank running out, FP11, came in 28% of the 2-player games and 90-100% at 3 and 4).
FIRST_GAME_RULES = (
    *("FP01", "FP02", "FP03", "FP04", "FP05", "FP06", "FP07", "FP08", "FP09", "FP10"),
    *("FP11", "FP12", "FP13", "FP14", "FP16", "FP17", "FP18", "FP19", "FP20"),
)

# What the browser tests play of this game (tests/browser/): greedy bots' moves before a
# table is shown in mid-game (screens, accessibility, touch targets), moves before Ann's
# decision the coach hints at, the seats of the hot-seat privacy and play-by-link tables,
# and whether a seat holds secrets the privacy screen covers.
MID_GAME = 50
HINT_AT = 4
HOT_SEAT = "human:Ann,human:Ben"
BY_LINK = "human:Ann,human:Ben"
SECRETS = True
# Moves before a position where the board's places, too small to touch on a phone, are
# offered again as buttons (#board-moves) for the touch-target test; None: never.
BOARD_MOVES_AT = None


def position_holds(game, state) -> None:
    """Every token, price card, demand card and recipe is somewhere, once; no debts."""
    from pygames.foodparadise.data import PRICE_CARDS, TOKENS_PER_KIND, chain_recipes

    for kind, supply in enumerate(state.supply):
        held = sum(holding[kind] for holding in state.holdings)
        assert supply >= 0 and supply + held == TOKENS_PER_KIND
    cards = list(state.price_deck) + [card for hand in state.hands for card in hand]
    if state.phase == "offer":
        cards.append(state.offer_price)
    assert Counter(cards) == Counter(PRICE_CARDS)
    for seat, chain in enumerate(state.chains):
        assert sorted(state.piles[seat] + state.built[seat]) == chain_recipes(chain)
    assert sorted(state.demand_deck) == list(range(len(state.demand_deck)))
    assert all(cash >= 0 for cash in state.cash)


def end_holds(game, state, result) -> None:
    assert result.winners, "a finished game has a winner"


# -- the grammar written out at a position ----------------------------------------


def action_texts(state, seat: int) -> list[str]:
    """Food Paradise: ``corner`` 0–5 (corners 1–4), ``card`` of every price 0–1,000 in
    steps of 50 (cards 200–900 in hundreds), ``roll``, ``buy``, ``buy from`` players
    0–5 (1–4), ``decline``, ``research``, ``stay``. The whole grammar is smaller than
    the test's minimum."""
    texts = ["roll", "buy", "decline", "research", "stay"]
    texts += [f"corner {n}" for n in range(6)] + [f"buy from {n}" for n in range(6)]
    texts += [f"card {price}" for price in range(0, 1001, 50)]
    return texts


def listed_as(state, seat: int, action):
    """The action the legal list holds for an accepted one: the same (each accepted
    text is listed as it is)."""
    return action
