"""Cupcake Empire set-up, CE01–CE12 (shared/rules/cupcake.md, seed 000)."""

from __future__ import annotations

from collections import Counter

from cupcake_positions import refused, started

from pygames.cupcake.data import (
    COLUMNS,
    DISTRICTS,
    GREY,
    PINK,
    PLAYER_DICE,
    SUPPLIES,
    city,
    supply,
)
from pygames.cupcake.rules import GAME
from pygames.cupcake.state import BLOCKED, EMPTY


def test_ce01_city_of_six_districts_with_four_customers_each_at_random():
    """CE01: 1 grey, 2 yellow, 3 beige districts; 4 customers on each, 3 of each liking,
    placed differently by different seeds."""
    assert Counter(d.colour for d in DISTRICTS) == {"grey": 1, "yellow": 2, "beige": 3}
    layouts = set()
    for seed in range(5):
        state = GAME.new_game(3, {}, seed)
        assert all(len(row) == 4 and EMPTY not in row for row in state.houses)
        assert Counter(c for row in state.houses for c in row) == {k: 3 for k in range(8)}
        layouts.add(str(state.houses))
    assert len(layouts) == 5
    assert all(sorted(dist for dist, _ in d.houses) == [1, 2, 3, 4] for d in DISTRICTS)


def test_ce02_supply_by_player_count():
    """CE02: the supply follows the table (and is what the set-up leaves)."""
    for version in SUPPLIES:
        for players in (2, 3, 4):
            state = GAME.new_game(players, {}, 7, version)
            stock = supply(version, players)
            assert state.supply_bases == [stock.single_base] * 2 + [stock.mixed_base]
            assert (
                state.supply_frostings == [stock.single_frosting] * 4 + [stock.mixed_frosting] * 6
            )
            assert state.supply_ideas == stock.ideas
            assert sum(state.supply_discs) == sum(stock.discs) - players  # the start discs
            assert min(stock.discs) >= 1  # CE11 deals from one disc of each kind
        tables = SUPPLIES[version]
        assert tables[2].ideas < tables[3].ideas < tables[4].ideas == 12


def test_ce02_a_part_from_an_empty_supply_is_refused():
    """CE02: the supply is limited."""
    state = started()
    state.dice[0][0] = [1]  # a purple expert: bake level 1
    GAME.apply(state, 0, "activate 1 1")
    state.supply_bases[0] = 0
    refused(state, "base vanilla", "CE02")


def test_ce03_no_grey_dice_in_the_supply_nor_pink_at_four():
    """CE03: grey dice are never hired; at 4 players no pink either."""
    for players in (2, 3, 4):
        state = GAME.new_game(players, {}, 1)
        assert state.supply_dice[GREY] == 0
        assert (state.supply_dice[PINK] == 0) == (players == 4)
    state = started()
    state.dice[0][4] = [PINK]
    GAME.apply(state, 0, "activate 5 1")
    refused(state, "hire grey", "CE03")


def test_ce04_one_goal_from_each_pile():
    """CE04: four goals, one each of A, B, C, D, drawn at random."""
    drawn = set()
    for seed in range(20):
        goals = GAME.new_game(2, {}, seed).goals
        assert [g[0] for g in goals] == ["A", "B", "C", "D"]
        drawn.update(goals)
    assert len(drawn) > 12


def test_ce05_each_player_has_eight_dice_three_bakeries_six_shops():
    """CE05: 3 grey and one of each other colour; 3 bakeries, 6 shops (5 idle at the start)."""
    state = started(4)
    for seat in range(4):
        held = sorted(c for column in state.dice[seat] for c in column)
        assert held == sorted(PLAYER_DICE)
        view = GAME.view(state, seat)["seats"][seat]
        assert view["bakeries_left"] == 2 and view["shops_left"] == 6


def test_ce06_income_five_and_a_bakery_in_the_grey_district():
    """CE06."""
    state = started(3)
    assert state.income == [5, 5, 5]
    assert sorted(o for o in state.bakeries[0] if o >= 0) == [0, 1, 2]


def test_ce07_creativity_on_green_production_two_sales_one():
    """CE07 (the first menu item is what production 2 stands for: it adds nothing)."""
    state = started(2)
    assert state.creativity == [0, 0] and state.production == [2, 2] and state.sales == [1, 1]


def test_ce08_coloured_dice_on_their_own_columns():
    """CE08: purple 1, yellow 2, orange 3, green 4, pink 5."""
    state = GAME.new_game(2, {}, 3)
    for seat in range(2):
        for c, column in enumerate(COLUMNS):
            assert column.colour in state.dice[seat][c]
    assert [COLUMNS[c].colour for c in range(5)] == [1, 2, 3, 4, 5]


def test_ce09_grey_dice_rolled_without_sixes():
    """CE09: the grey dice go on the columns of their numbers; never a 6 (nothing rests)."""
    for seed in range(30):
        state = GAME.new_game(2, {}, seed)
        for seat in range(2):
            assert sum(col.count(GREY) for col in state.dice[seat]) == 3
            assert state.rest[seat] == []


def test_ce10_marked_shop_spaces_blocked_at_two_and_three():
    """CE10: the spaces marked for more players are blocked (the game's version's city;
    both versions: 2 open spaces a district at 2 players, 3 at 3, all 4 at 4)."""
    for version in (1, 2):
        for players, open_ in ((2, 2), (3, 3), (4, 4)):
            state = GAME.new_game(players, {}, 1, version)
            for d, row in enumerate(state.shops):
                spaces = city(version)[d].shop_spaces
                assert row == [EMPTY if players >= n else BLOCKED for n in spaces]
                if DISTRICTS[d].colour == "grey":
                    assert row == []
                else:
                    assert row.count(EMPTY) == open_ and row.count(BLOCKED) == 4 - open_


def test_ce11_start_discs_of_different_kinds_on_a_chosen_column():
    """CE11: each seat is dealt a different kind and puts it where it chooses."""
    state = GAME.new_game(4, {}, 5)
    dealt = list(state.start_disc)
    assert len(set(dealt)) == 4
    assert state.phase == "disc" and state.mover == state.first
    for step in range(4):
        seat = (state.first + step) % 4
        assert state.mover == seat
        GAME.apply(state, seat, f"start-disc {step + 1}")
        assert state.discs[seat][step] == [dealt[seat]]
    assert state.phase == "menu"


def test_ce12_first_menu_from_the_right_counter_clockwise_no_pairing_twice():
    """CE12: the seat on the start player's right picks first; singles only; no pairing twice."""
    state = GAME.new_game(3, {}, 2)
    for _ in range(3):
        GAME.apply(state, state.mover, "start-disc 1")
    first = state.first
    order = [(first - 1 - k) % 3 for k in range(3)]
    assert state.mover == order[0]
    refused(state, "first mixed lemon", "CE12")
    refused(state, "first vanilla lemon+mint", "CE12")
    GAME.apply(state, order[0], "first vanilla lemon")
    assert state.mover == order[1]
    refused(state, "first vanilla lemon", "CE12")
    assert "first vanilla lemon" not in {a.text() for a in GAME.legal_actions(state, order[1])}
    GAME.apply(state, order[1], "first chocolate lemon")
    GAME.apply(state, order[2], "first vanilla mint")
    assert state.phase == "start" and state.mover == first
    assert state.menu[order[0]] == [[0, 0]] and state.production[order[0]] == 2
