"""Cupcake Empire's test hooks (``pygames.core.manifest``: ``checks()``, not shipped): its
invariants, each a rule restated on its own terms, and its grammar written out."""

from __future__ import annotations

import itertools
from collections import Counter

# The rules a newcomer meets in a first game of two (tutorial.py teaches them all): every
# rule but CE29 (a shop moved when none is left in reserve) and CE40 (a pink die hired),
# which no seat met in 20 seeded greedy games of two (seeds 1-20; the rarest of the rest,
# income given back for an idea disc, CE47, in 7 seats of 40).
FIRST_GAME_RULES = tuple(f"CE{n:02d}" for n in range(1, 55) if n not in (29, 40))
# Seeded bot playouts a player count with the default options (tests/test_playouts.py).
PLAYOUTS = 25
# Whether the whole grammar is fewer texts than the action-text test's minimum.
SMALL_GRAMMAR = False

# What the browser tests play of this game (tests/browser/): greedy bots' moves before a
# table is shown in mid-game (screens, accessibility, touch targets), moves before Ann's
# decision the coach hints at, the seats of the hot-seat privacy and play-by-link tables,
# and whether a seat holds secrets the privacy screen covers.
MID_GAME = 60
HINT_AT = 6
HOT_SEAT = "human:Ann,human:Ben"
BY_LINK = "human:Ann,human:Ben"
SECRETS = False
# Moves before a position where the board's places, too small to touch on a phone, are
# offered again as buttons (#board-moves) for the touch-target test; None: never (the
# phone's layout draws every place a finger presses at 44 px or more).
BOARD_MOVES_AT = None


def position_holds(game, state) -> None:
    """Every customer, die, layer, disc and idea disc is somewhere, once; tracks in range."""
    from pygames.cupcake.data import COLUMNS, DICE_SPACES, GREY, PINK, TRACK_MAX, supply

    n, supply = state.players, supply(state.rules_version, state.players)
    customers = sum(1 for row in state.houses for c in row if c >= 0)
    assert customers + sum(len(served) for served in state.served) == 24, "CE01/CE33"
    dice = Counter()
    for seat in range(n):
        dice.update(c for column in state.dice[seat] for c in column)
        dice.update(state.rest[seat])
    dice.update(state.fresh)
    assert dice[GREY] == 3 * n and state.supply_dice[GREY] == 0, "CE03/CE05"
    for colour in range(1, 6):
        start = supply.pink if colour == PINK else supply.dice
        assert dice[colour] + state.supply_dice[colour] == start + n, colour
    bases = [supply.single_base] * 2 + [supply.mixed_base]
    frostings = [supply.single_frosting] * 4 + [supply.mixed_frosting] * 6
    for kind, start in enumerate(bases):
        held = sum(
            state.bases[s][kind] + sum(b == kind for b, _ in state.menu[s]) for s in range(n)
        )
        assert held + state.supply_bases[kind] == start
    for kind, start in enumerate(frostings):
        held = sum(
            state.frostings[s][kind] + sum(f == kind for _, f in state.menu[s]) for s in range(n)
        )
        assert held + state.supply_frostings[kind] == start
    for kind in range(6):
        placed = sum(column.count(kind) for seat in state.discs for column in seat)
        placed += state.start_disc.count(kind)
        assert placed + state.supply_discs[kind] == supply.discs[kind]
    assert sum(state.ideas) + state.supply_ideas == supply.ideas and max(state.ideas) <= 3
    for seat in range(n):
        assert state.income[seat] >= 0
        assert 0 <= state.production[seat] <= TRACK_MAX and 0 <= state.sales[seat] <= TRACK_MAX
        assert sum(row.count(seat) for row in state.shops) <= 6, "CE05"
        assert sum(row.count(seat) for row in state.bakeries) <= 3, "CE05"
        for c, column in enumerate(state.discs[seat]):
            assert len(set(column)) == len(column) <= len(COLUMNS[c].disc_levels), "CE42"
        assert all(len(column) <= DICE_SPACES for column in state.dice[seat])


def end_holds(game, state, result) -> None:
    assert state.end in ("income", "limit") and state.turns % state.players == 0, "CE49"
    if state.end == "income":
        assert max(state.income) >= 70, "CE49"


# -- the grammar written out at a position ----------------------------------------


def action_texts(state, seat: int) -> list[str]:
    """Cupcake Empire: every verb with columns 0–6 (1–5), levels 0–5 (0–4), districts
    0–7 (1–6), houses 0–5 (1–4), seats 0–5, every base, frosting, dice colour and disc
    kind; ``rest`` of every choice of up to two dice and the seat's own rest dice."""
    from pygames.cupcake.data import BASES, COLOURS, DISC_KINDS, FROSTINGS

    columns, districts = range(7), range(8)
    texts = ["income", "creativity", "done", "end", "buy-idea"]
    texts += [f"start-disc {c}" for c in columns]
    for base, frosting in itertools.product(BASES, FROSTINGS):
        texts += [f"first {base} {frosting}", f"menu {base} {frosting}"]
    for column, level in itertools.product(columns, range(6)):
        texts += [f"activate {column} {level}", f"borrow {column} {level}"]
    texts += [f"base {base}" for base in BASES] + [f"frosting {f}" for f in FROSTINGS]
    for d in districts:
        texts += [f"shop {d}", f"bakery {d}"]
        texts += [f"shop {d} over {p}" for p in range(6)]
        texts += [f"sell {d} {h}" for h in range(6)]
    for d, e in itertools.product(range(1, 7), range(0, 8)):
        texts.append(f"shop {d} from {e}")
        texts += [f"shop {d} from {e} over {p}" for p in range(1, 5) if 1 <= e <= 6]
    texts += [f"hire {colour}" for colour in COLOURS]
    for kind, column in itertools.product(DISC_KINDS, columns):
        texts += [f"disc {kind} {column}", f"idea-disc {kind} {column}"]
    for colour in COLOURS:
        for source, target in itertools.product(range(6), repeat=2):
            texts += [
                f"idea-move {colour} {source} {target}",
                f"pay-move {colour} {source} {target}",
            ]
    picks = [p for size in (1, 2) for p in itertools.combinations_with_replacement(range(6), size)]
    rest = list(state.rest[seat]) if state.rest else []
    picks += [tuple(rest[:n]) for n in range(1, len(rest) + 1)]
    for column, pay, pick in itertools.product(range(6), ("idea", "income"), picks):
        texts.append(f"rest {column} {pay} " + " ".join(COLOURS[c] for c in pick))
    return texts


def listed_as(state, seat: int, action):
    """The action the legal list holds for an accepted one: the same (each accepted
    text is listed as it is)."""
    return action
