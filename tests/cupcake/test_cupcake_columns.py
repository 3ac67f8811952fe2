"""Cupcake Empire's columns and discs, CE21–CE43; with the seed's first worked example
(selling at distance 3 with two green experts)."""

from __future__ import annotations

from cupcake_positions import dice, do, empty_city, legal_texts, refused, started

from pygames.cupcake.data import BASE, FROSTING, LIKINGS, PINK
from pygames.cupcake.rules import GAME
from pygames.cupcake.state import EMPTY


def liking(base: str, frosting: str) -> int:
    return LIKINGS.index((("vanilla", "chocolate").index(base), FROSTING[frosting]))


def test_ce21_bake_levels():
    """CE21: level 1 a chosen single base, 2 a mixed one, 3 both."""
    state = started()
    dice(state, 0, "purple,pink,grey", "", "", "", "")  # 3 dice + 2 experts: level 3
    do(state, "activate 1 3")
    assert sorted(state.parts) == ["base", "mixed_base"]
    do(state, "base mixed", "base chocolate")
    assert state.bases[0] == [0, 1, 1]
    refused(state, "base vanilla", "CE21")
    state2 = started()
    dice(state2, 0, "purple,pink", "", "", "", "")
    do(state2, "activate 1 2")
    refused(state2, "base vanilla", "CE21")
    do(state2, "base mixed")


def test_ce22_frost_levels():
    """CE22: level 1 a chosen single frosting, 2 a mixed one (any pair), 3 both."""
    state = started()
    dice(state, 0, "", "yellow,pink,grey", "", "", "")
    do(state, "activate 2 3")
    texts = legal_texts(state)
    assert "frosting mint+strawberry" in texts and "frosting lemon" in texts
    do(state, "frosting mint+strawberry", "frosting lemon")
    assert state.frostings[0][FROSTING["mint+strawberry"]] == 1
    assert state.frostings[0][FROSTING["lemon"]] == 1
    state = started()
    dice(state, 0, "", "yellow", "", "", "")
    do(state, "activate 2 1")
    refused(state, "frosting lemon+mint", "CE22")


def test_ce23_ce24_menu_items_any_time_raise_production():
    """CE23/CE24: +2 single and single, +3 one mixed, +4 both mixed; only layers held."""
    state = started()
    state.bases[0] = [1, 0, 2]
    state.frostings[0] = [2, 0, 0, 0, 1, 0, 0, 0, 0, 0]
    refused(state, "menu chocolate lemon", "CE23")
    refused(state, "menu vanilla mint", "CE23")
    do(state, "menu vanilla lemon")
    assert state.production[0] == 4
    do(state, "menu mixed lemon")
    assert state.production[0] == 7
    do(state, "menu mixed lemon+chocolate")
    assert state.production[0] == 11 and state.bases[0] == [0, 0, 0]


def test_ce25_menu_items_never_run_out():
    """CE25: one menu item serves customer after customer."""
    state = started()
    empty_city(state)
    state.menu[0] = [[0, 0]]
    state.houses[0] = [liking("vanilla", "lemon")] * 2 + [EMPTY, EMPTY]
    dice(state, 0, "", "", "", "green,pink,grey", "")
    state.discs[0][3] = [3]
    do(state, "activate 4 3", "sell 1 1", "sell 1 2")
    assert len(state.served[0]) == 2 and state.menu[0] == [[0, 0]]


def test_ce26_ce27_expand_levels_and_sales():
    """CE26/CE27: level 1 yellow, 2 beige, 3 both; each shop sales +1; none in grey."""
    state = started()
    dice(state, 0, "", "", "orange,pink,grey", "", "")
    do(state, "activate 3 3")
    refused(state, "shop 1", "CE26")
    do(state, "shop 2", "shop 4")
    assert state.shops[1][0] == 0 and state.shops[3][0] == 0 and state.sales[0] == 3
    state = started()
    dice(state, 0, "", "", "orange", "", "")
    do(state, "activate 3 1")
    refused(state, "shop 4", "CE26")


def test_ce28_displace_another_shop_in_a_full_district_never_a_blocker():
    """CE28: only when full; another player's shop, whose sales fall by 1."""
    state = started(2)
    state.shops[1] = [1, 1, -2, -2]
    state.sales[1] = 5
    dice(state, 0, "", "", "orange,pink,grey", "", "")
    do(state, "activate 3 3")
    refused(state, "shop 2", "CE28")
    refused(state, "shop 3 over 2", "CE28")  # district 3 has room
    refused(state, "shop 2 over 1", "CE28")  # oneself
    assert "shop 2 over 2" in legal_texts(state)
    do(state, "shop 2 over 2")
    assert sorted(state.shops[1]) == [-2, -2, 0, 1] and state.sales[1] == 4
    state.shops[4] = [-2, -2, 0, 0]  # a district of blockers and own shops only
    assert not any(t.startswith("shop 5") for t in legal_texts(state))


def test_ce29_no_shops_left_move_one_sales_unchanged():
    """CE29: with all 6 shops in the city, one is moved; sales stay."""
    state = started(4)
    state.shops[1] = [0, 0, 0, EMPTY]
    state.shops[2] = [0, 0, 0, EMPTY]
    state.sales[0] = 7
    dice(state, 0, "", "", "", "", "")
    dice(state, 0, "", "", "orange,pink,grey", "", "")
    do(state, "activate 3 3")
    refused(state, "shop 4", "CE29")
    refused(state, "shop 2 from 2", "CE29")
    do(state, "shop 4 from 2")
    assert state.shops[1].count(0) == 2 and state.shops[3][0] == 0 and state.sales[0] == 7


def test_ce30_to_ce34_selling_the_seeds_example():
    """The seed's example (CE30, CE31, CE32, CE33, CE34): two green experts reach distance 3; a shop in a beige
    district; a customer at distance 3 there likes mint on chocolate, on the menu: it goes
    to the board at value 3, and sales and income rise by 3."""
    state = started()
    empty_city(state)
    state.menu[0] = [[BASE["chocolate"], FROSTING["mint"]]]
    state.shops[4][0] = 0
    district = 4  # beige district 5: house 3 is at distance 3, number 3
    state.houses[district][2] = liking("chocolate", "mint")
    state.houses[district][3] = liking("chocolate", "mint")
    dice(state, 0, "", "", "", "green,green", "")
    assert GAME.view(state, 0)["seats"][0]["columns"][3]["level"] == 2
    do(state, "activate 4 2")
    refused(state, "sell 5 4", "CE30")  # distance 4: too far at level 2
    sales, income = state.sales[0], state.income[0]
    do(state, "sell 5 3")
    assert state.served[0] == [[liking("chocolate", "mint"), 3]]
    assert state.sales[0] == sales + 3 and state.income[0] == income + 3
    assert state.houses[district][2] == EMPTY


def test_ce30_only_where_a_bakery_or_shop_stands():
    """CE30: no bakery or shop in the district, no sale there (the grey start bakery counts)."""
    state = started()
    empty_city(state)
    state.menu[0] = [[0, 0]]
    state.houses[1][0] = state.houses[0][0] = liking("vanilla", "lemon")
    dice(state, 0, "", "", "", "green", "")
    do(state, "activate 4 1")
    refused(state, "sell 2 1", "CE30")
    do(state, "sell 1 1")


def test_ce31_ce32_pants_and_shirts_mixed_layers_either_flavour():
    """CE31/CE32: a mixed base serves both pants, a mixed frosting both its shirts only."""
    state = started()
    empty_city(state)
    state.menu[0] = [[2, FROSTING["mint+strawberry"]]]
    state.houses[0] = [
        liking("vanilla", "mint"),
        liking("chocolate", "strawberry"),
        liking("chocolate", "lemon"),
        EMPTY,
    ]
    dice(state, 0, "", "", "", "green,pink,grey", "")
    do(state, "activate 4 3")
    refused(state, "sell 1 3", "CE32")
    do(state, "sell 1 1", "done")
    assert len(state.served[0]) == 1
    state = started()
    empty_city(state)
    state.menu[0] = [[0, FROSTING["lemon"]]]
    state.houses[0][0] = liking("chocolate", "lemon")
    dice(state, 0, "", "", "", "green", "")
    do(state, "activate 4 1")
    refused(state, "sell 1 1", "CE32")


def test_ce34_a_board_holds_any_number_of_customers():
    """CE34: the tenth customer is served like the first."""
    state = started()
    state.served[0] = [[0, 1]] * 9
    empty_city(state)
    state.menu[0] = [[0, 0]]
    state.houses[0][0] = liking("vanilla", "lemon")
    dice(state, 0, "", "", "", "green", "")
    do(state, "activate 4 1", "sell 1 1")
    assert len(state.served[0]) == 10


def test_ce35_ce40_hire_a_die_pink_waits_in_column_five():
    """CE35/CE40: level 1 takes a die onto its colour's column, re-rolled at the end; a
    pink die waits in column 5 and does not change the level chosen."""
    state = started(2)
    dice(state, 0, "", "", "", "", "pink")
    do(state, "activate 5 1", "hire pink")
    view = GAME.view(state, 0)
    assert view["seats"][0]["columns"][4]["new"] == ["pink"]
    assert view["turn"]["level"] == 1 and state.parts == []
    assert state.supply_dice[PINK] == 1


def test_ce36_level_two_a_die_and_a_disc():
    """CE36: a die and an extra-action disc on any column's free space."""
    state = started()
    state.discs[0] = [[], [], [], [], []]
    dice(state, 0, "", "", "", "", "pink,pink")
    do(state, "activate 5 2", "hire green", "disc income 2")
    assert state.discs[0][1] == [4] and state.parts == []


def test_ce37_level_three_a_yellow_bakery_and_a_disc():
    """CE37: a bakery in yellow (sales and production +1) and a disc."""
    state = started()
    dice(state, 0, "", "", "", "", "pink,pink,pink")
    do(state, "activate 5 3")
    refused(state, "bakery 4", "CE37")  # level 3 builds in yellow only; beige is level 4
    prod, sales = state.production[0], state.sales[0]
    do(state, "bakery 2")
    assert state.bakeries[1][0] == 0
    assert state.production[0] == prod + 1 and state.sales[0] == sales + 1
    assert "disc" in state.parts


def test_ce38_level_four_beige_bakery_or_another_columns_action():
    """CE38: a bakery in beige (+2 each) or any other column at any level, with column 5's
    discs only (the borrowed column's are not used)."""
    state = started()
    dice(state, 0, "", "", "", "", "pink,grey,grey,grey,grey")
    prod = state.production[0]
    do(state, "activate 5 4", "bakery 4")
    assert state.production[0] == prod + 2 and state.parts == []
    state = started()
    empty_city(state)
    state.menu[0] = [[0, 0]]
    state.houses[0][3] = liking("vanilla", "lemon")  # distance 4
    state.discs[0][3] = [4]  # an income disc on the sell column: not used
    state.discs[0][4] = [5]
    dice(state, 0, "", "", "", "", "pink,grey,grey,grey,grey")
    do(state, "activate 5 4")
    refused(state, "borrow 5 1", "CE38")
    do(state, "borrow 4 3")
    assert sorted(state.parts) == ["creativity", "sell_4"]
    do(state, "sell 1 4")
    refused(state, "income", "CE43")


def test_ce39_bakeries_are_never_displaced():
    """CE39: a district's bakery spaces full, no bakery goes there; no action removes one."""
    state = started(3)
    state.bakeries[1] = [1, 2]
    dice(state, 0, "", "", "", "", "pink,pink,pink")
    do(state, "activate 5 3")
    refused(state, "bakery 2", "CE39")
    assert not any(t.startswith("bakery 2") for t in legal_texts(state))
    do(state, "bakery 3")


def test_ce41_a_disc_gained_may_be_used_at_once():
    """CE41: a disc put on the column in use, within the level done, is used this turn."""
    state = started()
    state.discs[0][4] = []
    dice(state, 0, "", "", "", "", "pink,pink")
    do(state, "activate 5 2", "hire orange", "disc income 5")
    assert state.parts == ["income"]
    income = state.income[0]
    do(state, "income")
    assert state.income[0] == income + 3


def test_ce42_no_two_discs_alike_in_a_column():
    """CE42."""
    state = started()
    state.discs[0][0] = [4]
    dice(state, 0, "", "", "", "", "pink,pink")
    do(state, "activate 5 2")
    refused(state, "disc income 1", "CE42")
    do(state, "disc income 2")


def test_ce43_the_six_disc_kinds():
    """CE43: single base, single frosting, yellow shop, sale within 2, income +3, creativity +2."""
    state = started()
    empty_city(state)
    state.menu[0] = [[0, 0]]
    state.houses[0][1] = liking("vanilla", "lemon")  # distance 2
    state.houses[0][2] = liking("vanilla", "lemon")  # distance 3
    dice(state, 0, "purple,pink", "", "", "", "")  # bake level 2
    state.discs[0][0] = [0, 1, 2]
    state.discs[0][0] += []
    do(state, "activate 1 2")
    assert sorted(state.parts) == ["base", "frosting", "mixed_base"]
    refused(state, "frosting lemon+mint", "CE22")
    do(state, "frosting mint", "base vanilla", "base mixed")
    state = started()
    empty_city(state)
    state.menu[0] = [[0, 0]]
    state.houses[0][1] = state.houses[0][2] = liking("vanilla", "lemon")
    dice(state, 0, "purple,pink,grey", "", "", "", "")  # bake level 3
    state.discs[0][0] = [2, 3, 5]
    do(state, "activate 1 3")
    refused(state, "sell 1 3", "CE30")
    do(state, "sell 1 2", "shop 3", "creativity")
    assert state.creativity[0] == 2 and state.shops[2][0] == 0
