"""Cable Car's test hooks (``pygames.core.manifest``: ``checks()``, not shipped): its
invariants, each a rule restated on its own terms, and its grammar written out."""

from __future__ import annotations

import itertools
from collections import Counter

from pygames.cablecar.data import CHARTS, TILE_COPIES
from pygames.cablecar.tracks import EMPTY

# Seeded bot playouts a player count with the default options (tests/test_playouts.py).
PLAYOUTS = 200
# Whether the whole grammar is fewer texts than the action-text test's minimum.
SMALL_GRAMMAR = False

# What the browser tests play of this game (tests/browser/): greedy bots' moves before a
# table is shown in mid-game (screens, accessibility, touch targets), moves before Ann's
# decision the coach hints at, the seats of the hot-seat privacy and play-by-link tables,
# and whether a seat holds secrets the privacy screen covers.
MID_GAME = 30
HINT_AT = 4
HOT_SEAT = "human:Ann,human:Ben,bot:greedy:Cy"
BY_LINK = "human:Ann,human:Ben"
SECRETS = True
# Moves before a position where the board's places, too small to touch on a phone, are
# offered again as buttons (#board-moves) for the touch-target test; None: never. A
# phone's squares are 42 px (the whole board in 382 px): each is a button below too.
BOARD_MOVES_AT = 30

# The rules a newcomer meets in a first game of the default table (the basic game, tiles
# as printed, one hidden tile): all of the basic game's, set-up to the end (CC01–CC18).
# The variants (CC19, CC20) and the shares game (CC21–CC32) are options of the table.
FIRST_GAME_RULES = (
    *("CC01", "CC02", "CC03", "CC04", "CC05", "CC06", "CC07", "CC08", "CC09"),
    *("CC10", "CC11", "CC12", "CC13", "CC14", "CC15", "CC16", "CC17", "CC18"),
)


FULL_SET = Counter({kind: copies for kind, (_, copies) in enumerate(TILE_COPIES)})


def tiles_in_game(state) -> Counter:
    """Every tile wherever it is: board, hands, pile, the tile just drawn."""
    tiles = Counter(v // 4 for v in state.board if v != EMPTY)
    for hand in state.hands:
        tiles.update(hand)
    tiles.update(state.deck)
    if state.drawn is not None:
        tiles[state.drawn] += 1
    return tiles


def cars(players: int) -> dict[int, int]:
    """station -> owning seat."""
    return {station: seat for seat, stations in enumerate(CHARTS[players]) for station in stations}


def car_owners(state) -> dict[int, int]:
    """station -> the seat (basic game) or company (shares game) owning its car."""
    from pygames.cablecar.data import SHARES_CHART

    if state.options["mode"] == "shares":
        return {
            station: company
            for company, stations in enumerate(SHARES_CHART)
            for station in stations
        }
    return cars(state.players)


def one_tile_line(board, owners, square: int, placed: int) -> bool:
    """Would ``placed`` at ``square`` give some car a line through only that tile?"""
    from pygames.cablecar.data import SIZE, station_square
    from pygames.cablecar.tracks import trace

    trial = list(board)
    trial[square] = placed
    for station in owners:
        if station_square(station)[:2] == divmod(square, SIZE):
            tiles, end, squares = trace(trial, station)
            if squares[:1] == [square] and tiles == 1 and end not in (None, "power"):
                return True
    return False


def expected_placements(state, tile: int, owners) -> set:
    """(tile, square, track layout) the seed allows: CC08 next to an edge station or a
    placed tile; CC09 no one-tile line unless every placement, turned any way the table
    allows (CC07/CC19), would make one."""
    from pygames.cablecar.data import CONNECT, POWER, SIZE
    from pygames.cablecar.tracks import EMPTY

    board = state.board
    near = set()
    for row in range(SIZE):
        for col in range(SIZE):
            if board[row * SIZE + col] != EMPTY or (row, col) in POWER:
                continue
            touches = any(
                0 <= r < SIZE and 0 <= c < SIZE and board[r * SIZE + c] != EMPTY
                for r, c in ((row - 1, col), (row + 1, col), (row, col - 1), (row, col + 1))
            )
            if row in (0, SIZE - 1) or col in (0, SIZE - 1) or touches:
                near.add(row * SIZE + col)
    turns = range(4) if state.options["orientation"] == "free" else (0,)
    every = {(tile, sq, CONNECT[tile * 4 + t]) for sq in near for t in turns}
    fine = {
        (tile, sq, CONNECT[tile * 4 + t])
        for sq in near
        for t in turns
        if not one_tile_line(board, owners, sq, tile * 4 + t)
    }
    return fine or every


def shares_hold(state) -> None:
    from pygames.cablecar.data import COMPANIES, PERCENTS

    for index in range(len(PERCENTS)):
        cards = [h[index] for h in state.shares] + [state.face_up[index]] + state.share_piles[index]
        assert sorted(cards) == list(range(len(COMPANIES))), "CC22: one card per company"
        assert state.share_piles[index], "CC22: a pile always has a hidden card"
        for seat in range(state.players):
            assert state.known[seat][index] in (None, state.shares[seat][index])
    assert all(len(h) == len(PERCENTS) for h in state.shares), "one share of each percentage"


def position_holds(game, state) -> None:
    from pygames.cablecar.actions import Draw, Place
    from pygames.cablecar.data import CONNECT, POWER, SIZE
    from pygames.cablecar.tracks import EMPTY, trace

    shares = state.options["mode"] == "shares"
    assert tiles_in_game(state) == FULL_SET, "CC03: always the same 60 tiles"
    assert all(state.board[r * SIZE + c] == EMPTY for r, c in POWER), "CC01"
    assert state.placed == sum(v != EMPTY for v in state.board)
    if state.options["orientation"] == "fixed":
        assert all(v == EMPTY or v % 4 == 0 for v in state.board), "CC07: never turned"
    size = state.options["hand"]
    assert (
        all(len(h) == size for h in state.hands)
        if state.deck
        else all(len(h) <= size for h in state.hands)
    ), "CC20"
    owners = car_owners(state)
    totals = [0] * (8 if shares else state.players)
    for station, line in state.scored.items():
        assert owners[station] == line.owner
        assert trace(state.board, station)[:2] == (line.tiles, line.end)
        assert line.points == line.tiles * (2 if line.end == "power" else 1), "CC11/CC13"
        totals[line.owner] += line.points
    assert totals == (state.profits if shares else state.scores), "CC26" if shares else "CC11"
    if shares:
        shares_hold(state)
        if game.to_move(state):
            assert state.scores == [0] * state.players, "CC27: scored only at the end"
    for station in owners.keys() - state.scored.keys():
        assert trace(state.board, station)[1] is None, "CC14: a finished line scores at once"
    for seat in game.to_move(state):
        legal = game.legal_actions(state, seat)
        if state.drawn is not None:
            want = expected_placements(state, state.drawn, owners)
        else:
            want = set()
            for tile in state.hands[seat]:
                want |= expected_placements(state, tile, owners)
            assert (Draw() in legal) == bool(state.deck), "CC05"
        placed = []
        for action in legal:
            if isinstance(action, Place):
                tile = state.drawn if action.source == "drawn" else state.hands[seat][action.index]
                placed.append(
                    (tile, action.row * SIZE + action.col, CONNECT[tile * 4 + action.turns])
                )
        assert set(placed) == want, "CC08/CC09/CC19/CC20"
        assert len(placed) == len(set(placed)), "each distinct placement listed once"
        exchanges = [a for a in legal if not isinstance(a, (Draw, Place))]
        open_ = shares and state.drawn is None and max(state.profits) < 25
        assert len(exchanges) == (8 if open_ else 0), "CC24/CC25"


def final_shares_scores(profits, holdings) -> list[int]:
    """CC28–CC30 stated again: dense ranks, value 9 - rank, reward, majority bonus."""
    from pygames.cablecar.data import PERCENTS

    levels = sorted(set(profits), reverse=True)
    values = [9 - (levels.index(p) + 1) for p in profits]
    scores = [0] * len(holdings)
    for company, profit in enumerate(profits):
        held = [sum(p for p, c in zip(PERCENTS, h) if c == company) for h in holdings]
        for seat, percent in enumerate(held):
            scores[seat] += percent * values[company] // 10
            if percent and percent == max(held):
                scores[seat] += profit // 10
    return scores


def end_holds(game, state, result) -> None:
    from pygames.cablecar.data import POWER, SIZE

    assert state.placed == 60 == SIZE * SIZE - len(POWER), "CC17: every tile placed"
    assert not state.deck and not any(state.hands) and state.drawn is None
    assert set(state.scored) == set(car_owners(state)), "CC17: every car scored, once"
    view = game.view(state, None)
    assert all(car["scored"] is not None for car in view["cars"]), "CC14: every car turned"
    points = sum(line.points for line in state.scored.values())
    if state.options["mode"] == "shares":
        assert points == sum(state.profits), "CC26"
        assert result.scores == final_shares_scores(state.profits, state.shares) == state.scores, (
            "CC27–CC31"
        )
        assert view["holdings"] == state.shares, "the shares are shown at the end"
    else:
        assert points == sum(result.scores)


# -- the grammar written out at a position ----------------------------------------


def action_texts(state, seat: int) -> list[str]:
    """Cable Car: ``draw``; ``place``/``hand``/``hand2``/``hand3`` at every square of
    rows and columns 0–9 (the board is 1–8), turned r1–r3 on the board's squares;
    ``exchange`` of every percentage and two that are none, for both takes."""
    from pygames.cablecar.actions import TAKES
    from pygames.cablecar.data import PERCENTS, SIZE

    texts = ["draw"]
    for verb in ("place", "hand", "hand2", "hand3"):
        for row, col in itertools.product(range(SIZE + 2), repeat=2):
            texts.append(f"{verb} {row},{col}")
            if 1 <= row <= SIZE and 1 <= col <= SIZE and (row + col) % 2 == 0:
                texts += [f"{verb} {row},{col} r{turns}" for turns in (1, 2, 3)]
    for percent in (0, *PERCENTS, 50):
        texts += [f"exchange {percent} {take}" for take in TAKES]
    return texts


def listed_as(state, seat: int, action):
    """Cable Car lists each distinct placement once (legal.py's docstring): of hidden
    tiles of one kind the first, of a symmetric tile's turns the smallest giving that
    track layout; ``apply`` takes the others too. The listed one a placement stands for."""
    from pygames.cablecar.actions import Place
    from pygames.cablecar.data import CONNECT

    if not isinstance(action, Place):
        return action
    hand = state.hands[seat]
    if action.source == "drawn" or state.drawn is not None or action.index >= len(hand):
        kind, index = state.drawn, action.index
    else:
        kind = hand[action.index]
        index = hand.index(kind)
    if kind is None:
        return action
    turns = action.turns
    if state.options.get("orientation") == "free":
        layout = CONNECT[kind * 4 + turns]
        turns = next(t for t in range(4) if CONNECT[kind * 4 + t] == layout)
    return Place(action.source, action.row, action.col, index, turns)
