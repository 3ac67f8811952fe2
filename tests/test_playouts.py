"""Seeded bot playouts of every registered game, at every player count and option
setting, to the end: JSON and replay round trips along the way, invariants checked at
sampled moves, and at the end no moves left, a result, every component accounted for.

A game joins the registry together with its invariant checks (INVARIANTS below):
``test_every_game_has_invariant_checks`` keeps the two lists in step.
"""

from __future__ import annotations

import itertools
import json
from collections import Counter

import pytest
from helpers import FULL_SET, cars, tiles_in_game
from test_foodtycoon_invariants import foodtycoon_end, foodtycoon_state

from pygames import GAMES, get_game
from pygames.core.bots import bot_for, bot_rng, play_bot_turn
from pygames.core.errors import IllegalAction
from pygames.core.messages import Event, Scored
from pygames.core.record import Record, Seat, new_record, replay

PLAYOUTS = 200  # per game × player count, with the default options
OTHER_PLAYOUTS = 40  # per game × player count × each other option setting
BOT_KINDS = ("bot:random", "bot:greedy")
SAMPLE_EVERY = 11  # check roughly one move in this many


# -- Cable Car invariants ------------------------------------------------------------------


def cablecar_owners(state) -> dict[int, int]:
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
    from pygames.cablecar.rules import trace

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
    from pygames.cablecar.rules import EMPTY

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


def cablecar_shares_state(state) -> None:
    from pygames.cablecar.data import COMPANIES, PERCENTS

    for index in range(len(PERCENTS)):
        cards = [h[index] for h in state.shares] + [state.face_up[index]] + state.share_piles[index]
        assert sorted(cards) == list(range(len(COMPANIES))), "CC22: one card per company"
        assert state.share_piles[index], "CC22: a pile always has a hidden card"
        for seat in range(state.players):
            assert state.known[seat][index] in (None, state.shares[seat][index])
    assert all(len(h) == len(PERCENTS) for h in state.shares), "one share of each percentage"


def cablecar_state(game, state) -> None:
    from pygames.cablecar.data import CONNECT, POWER, SIZE
    from pygames.cablecar.rules import EMPTY, Draw, Place, trace

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
    owners = cablecar_owners(state)
    totals = [0] * (8 if shares else state.players)
    for station, line in state.scored.items():
        assert owners[station] == line.owner
        assert trace(state.board, station)[:2] == (line.tiles, line.end)
        assert line.points == line.tiles * (2 if line.end == "power" else 1), "CC11/CC13"
        totals[line.owner] += line.points
    assert totals == (state.profits if shares else state.scores), "CC26" if shares else "CC11"
    if shares:
        cablecar_shares_state(state)
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


def cablecar_end(game, state, result) -> None:
    from pygames.cablecar.data import POWER, SIZE

    assert state.placed == 60 == SIZE * SIZE - len(POWER), "CC17: every tile placed"
    assert not state.deck and not any(state.hands) and state.drawn is None
    assert set(state.scored) == set(cablecar_owners(state)), "CC17: every car scored, once"
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


# -- Cake Master invariants ----------------------------------------------------------------


def cakemaster_served_ok(cakes, customers, served) -> None:
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


def cakemaster_state(game, state) -> None:
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
            cakemaster_served_ok(
                summary["cakes"][seat], summary["customers"], summary["served"][seat]
            )
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


def cakemaster_end(game, state, result) -> None:
    assert state.phase == "over" and len(state.rounds) == 3, "CM02/CM22"
    assert result.scores == state.stars
    if state.players > 1:
        keys = list(zip(state.stars, state.rounds[-1]["tasty"]))
        assert result.places == [1 + sum(k > mine for k in keys) for mine in keys], "CM22/CM23"
    for summary in state.rounds:
        assert all(None not in cake for cakes in summary["cakes"] for cake in cakes), "CM10/CM12"


# -- Food Paradise invariants --------------------------------------------------------------


def foodparadise_state(game, state) -> None:
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


def foodparadise_end(game, state, result) -> None:
    assert result.winners, "a finished game has a winner"


# -- Cupcake Empire invariants ----------------------------------------------------------------


def cupcake_state(game, state) -> None:
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


def cupcake_end(game, state, result) -> None:
    assert state.end in ("income", "limit") and state.turns % state.players == 0, "CE49"
    if state.end == "income":
        assert max(state.income) >= 70, "CE49"


INVARIANTS = {
    "cablecar": (cablecar_state, cablecar_end),
    "cakemaster": (cakemaster_state, cakemaster_end),
    "foodtycoon": (foodtycoon_state, foodtycoon_end),  # tests/test_foodtycoon_invariants.py
    "foodparadise": (foodparadise_state, foodparadise_end),
    "cupcake": (cupcake_state, cupcake_end),
}
# Games whose playouts take longer run fewer of them (with the default options).
PLAYOUTS_BY_GAME = {"cakemaster": 50, "foodtycoon": 30, "foodparadise": 80, "cupcake": 25}


# -- the playouts ----------------------------------------------------------------------------


def option_settings(spec) -> list[dict]:
    keys = [opt.key for opt in spec.options]
    return [
        dict(zip(keys, values)) for values in itertools.product(*(o.choices for o in spec.options))
    ]


CASES = [
    pytest.param(
        game_id, players, options, id=f"{game_id}-{players}p-{json.dumps(options, sort_keys=True)}"
    )
    for game_id, spec in ((g, m.spec) for g, m in GAMES.items())
    for players in range(spec.min_players, spec.max_players + 1)
    for options in option_settings(spec)
]


def test_every_game_has_invariant_checks():
    assert set(GAMES) <= set(INVARIANTS), "add the new game's invariants here"
    assert all(m.spec.min_players <= m.spec.max_players for m in GAMES.values())


def to_text(state) -> str:
    return json.dumps(state.to_json(), sort_keys=True)


def check_sample(game, record, state, with_replay: bool) -> tuple:
    """Round trips at one moment: JSON text, clone, views, action texts, replay."""
    data = state.to_json()
    text = json.dumps(data)
    restored = game.state_from_json(json.loads(text))
    assert restored.to_json() == data
    clone = state.clone()
    assert clone.to_json() == data
    for seat in [None, *range(len(record.seats))]:
        json.dumps(game.view(state, seat))
    for seat in game.to_move(state):
        legal = game.legal_actions(state, seat)
        assert legal, "a seat to move always has a move"
        for action in legal:
            assert game.parse_action(str(action)) == action
    if with_replay:  # replaying costs the whole game so far: once per playout
        assert replay(record, upto=len(record.actions))[1].to_json() == data
    return restored, clone


def check_events(events) -> None:
    """What ``apply`` reports: events, the first saying what the action did (the log's
    line), each with a text in the English catalog."""
    assert isinstance(events, list) and events, "every move says what it did"
    assert isinstance(events[0], Event) and not isinstance(events[0], Scored)
    for event in events:
        assert isinstance(event, Event), event
        assert str(event) != event.key, f"no English text for {event.key}"


def play_and_check(game_id: str, players: int, options: dict, seed: int) -> None:
    game = get_game(game_id)
    state_check, end_check = INVARIANTS[game_id]
    seats = [Seat(f"P{i + 1}", BOT_KINDS[(seed + i) % 2]) for i in range(players)]
    record = new_record(game_id, seats, options, seed)
    state = game.new_game(players, record.options, seed)
    bots = [bot_for(game, seat.kind) for seat in seats]
    continuation = None  # (move index, state restored from JSON, clone) to play on later
    happened = []  # the events of each move
    while True:
        movers = game.to_move(state)
        if not movers:
            break
        move = len(record.actions)
        if (move + seed) % SAMPLE_EVERY == 0:
            state_check(game, state)
            copies = check_sample(game, record, state, with_replay=continuation is None)
            if continuation is None:
                continuation = (move, *copies)
        seat = movers[0]
        action = play_bot_turn(game, state, seat, bots[seat], bot_rng(seed, move))
        events = game.apply(state, seat, action)
        check_events(events)
        happened.append(events)
        record.actions.append((seat, str(action)))
        assert len(record.actions) < 10_000, "a game that never ends"

    # the end
    assert all(game.legal_actions(state, seat) == [] for seat in range(players))
    with pytest.raises(IllegalAction):
        game.apply(state, 0, game.parse_action(record.actions[-1][1]))
    result = game.result(state)
    assert result is not None
    assert len(result.scores) == len(result.places) == len(result.breakdown) == players
    for seat in range(players):
        assert sum(points for _, points in result.breakdown[seat]) == result.scores[seat]
        for label, _ in result.breakdown[seat]:
            assert str(label) != getattr(label, "key", None), f"no English text for {label!r}"
    # Places follow the scores (a game may break ties: Cake Master by round 3's tasty points).
    assert all(
        result.places[a] < result.places[b]
        for a in range(players)
        for b in range(players)
        if result.scores[a] > result.scores[b]
    )
    assert result.places == [1 + sum(p < mine for p in result.places) for mine in result.places]
    assert result.winners and all(result.scores[w] == max(result.scores) for w in result.winners)
    state_check(game, state)
    end_check(game, state, result)

    # the record rebuilds the game, and play from a restored state goes the same way
    final = to_text(state)
    assert Record.loads(record.dumps()) == record
    assert to_text(replay(Record.loads(record.dumps()))[1]) == final
    if seed % 10 == 0:
        assert Record.from_share(record.to_share()) == record
    assert continuation is not None
    start, restored, clone = continuation
    for (seat, text), events in zip(record.actions[start:], happened[start:]):
        assert game.apply(restored, seat, text) == events, "a move's text says what it does"
        game.apply(clone, seat, text)
    assert to_text(restored) == final == to_text(clone)


@pytest.mark.parametrize("game_id,players,options", CASES)
def test_seeded_playouts(game_id, players, options):
    default = options == GAMES[game_id].spec.option_values(None)
    for n in range(PLAYOUTS_BY_GAME.get(game_id, PLAYOUTS) if default else OTHER_PLAYOUTS):
        play_and_check(game_id, players, options, seed=players * 100_000 + n)
