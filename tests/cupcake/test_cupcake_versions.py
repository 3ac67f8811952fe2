"""Cupcake Empire's rules versions: CE17's reading of the dice re-rolled (version 2),
version 1 kept exactly for its records, and each version's tables (CE01, CE02, CE10)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from cupcake_positions import Dice, dice, do, started

from pygames import GAMES
from pygames.core.bots import bot_rng, play_bot_turn
from pygames.core.record import Record, replay
from pygames.core.rng import Rng
from pygames.cupcake.bots import GreedyBot
from pygames.cupcake.data import CITY, COLOUR, GREEN, GREY, PURPLE, SUPPLIES, city
from pygames.cupcake.rules import GAME

RECORDS = Path(__file__).parent / "records_v1"


def _moved_out_and_in(rules_version: int):
    """Column 1 activated with 3 grey dice; then a grey die moved out to column 3 and
    the purple die moved in from column 2 (one special action: 3 income a die)."""
    state = started(rules_version=rules_version)
    state.goals = []
    state.income[0] = 20
    dice(state, 0, "grey,grey,grey", "purple", "", "", "")
    do(state, "activate 1 1", "pay-move grey 1 3", "pay-move purple 2 1", "base vanilla")
    state.rng = Dice(4, 4, 4)
    do(state, "done")
    return state


def test_ce17_the_dice_in_the_column_when_activated_are_rerolled_wherever_they_are():
    """CE17 (rules 2): "所有使用過及新獲得的骰子": the dice that stood in the column when it
    was activated are the ones used: a die moved away afterwards is still re-rolled
    (from where it stands now), and a die moved in afterwards was not used and stays."""
    state = _moved_out_and_in(2)
    assert state.dice[0][0] == [PURPLE]  # moved in after activating: not used
    assert state.dice[0][2] == []  # moved out after activating: re-rolled all the same
    assert state.dice[0][3] == [GREY, GREY, GREY]
    assert state.last_roll == [GREY, 4, GREY, 4, GREY, 4] and state.used == []


def test_ce17_rules_1_rerolls_what_stands_in_the_column_at_done():
    """CE17 as version 1 read it (kept for its records): the dice in the active column
    at ``done`` are re-rolled, so a die moved out escapes and one moved in is rolled."""
    state = _moved_out_and_in(1)
    assert state.dice[0][0] == []
    assert state.dice[0][2] == [GREY]
    assert sorted(state.dice[0][3]) == sorted([GREY, GREY, PURPLE])


def test_ce17_dice_brought_in_before_activating_are_used_with_the_hired_ones():
    """CE17 (rules 2): dice moved into the column or brought back from the rest area
    before it is activated stand in it when it is activated: they are used and
    re-rolled; a die hired this turn is re-rolled too."""
    state = started()
    state.goals = []
    state.ideas[0] = 1
    state.rest[0] = [GREEN]
    dice(state, 0, "", "", "", "", "grey,grey,grey,pink")
    state.dice[0][0] = [GREY]
    state.income[0] = 10
    do(state, "rest 5 idea green", "pay-move grey 1 5")
    assert len(state.dice[0][4]) == 6
    do(state, "activate 5 2", "hire purple")
    view = GAME.view(state, 0)
    assert {(d["colour"], d["column"]) for d in view["turn"]["used"]} == {
        ("grey", 5),
        ("pink", 5),
        ("green", 5),
    }
    state.rng = Dice(1, 1, 1, 1, 1, 1, 2)
    do(state, "done")
    assert state.dice[0][4] == []
    assert sorted(state.dice[0][0]) == sorted([GREY] * 4 + [COLOUR["pink"], GREEN])
    assert state.dice[0][1] == [PURPLE]  # the hired die


def test_ce17_used_dice_are_in_the_view_and_determinize_keeps_them():
    """CE17 (rules 2): a bot's position rebuilt from its view re-rolls the same dice,
    and keeps the game's rules version."""
    for version in (1, 2):
        state = started(rules_version=version)
        state.income[0] = 20
        dice(state, 0, "grey,grey,grey", "purple", "", "", "")
        do(state, "activate 1 1", "pay-move grey 1 3")
        view = GAME.view(state, 0)
        assert view["rules_version"] == version
        rebuilt = GAME.determinize(view, 0, Rng(5))
        assert rebuilt.rules_version == version and rebuilt.used == state.used
        assert GAME.view(rebuilt, 0) == view
        used = {(d["colour"], d["column"]) for d in view["turn"]["used"]}
        assert used == ({("grey", 1), ("grey", 3)} if version == 2 else set())


@pytest.mark.parametrize("name", sorted(p.name for p in RECORDS.glob("cupcake-*.json")))
def test_version_1_records_replay_as_at_the_base_commit(name):
    """Records played at rules 1 (made by the code before version 2; two have a die
    moved out of or into the active column after activating, where CE17's readings
    differ) replay to the same final position and result."""
    finals = json.loads((RECORDS / "finals.json").read_text(encoding="utf-8"))[name]
    record = Record.loads((RECORDS / name).read_text(encoding="utf-8"))
    assert record.rules_version == 1
    game, state = replay(record)
    now = state.to_json()
    assert {key: now[key] for key in finals["state"]} == finals["state"]
    assert game.result(state).to_json() == finals["result"]


def test_a_seeded_version_1_game_plays_by_the_version_1_tables():
    """CE01, CE02, CE10 by the game's own rules version: an old game keeps its city and
    its supply, a new one gets the newest."""
    assert GAMES["cupcake"].spec.rules_version == 2 and GAMES["cupcake"].spec.older_rules == (1,)
    assert sorted(CITY) == sorted(SUPPLIES) == [1, 2]
    for version in (1, 2):
        for players in (2, 3, 4):
            state = GAME.new_game(players, {}, 9, version)
            stock = SUPPLIES[version][players]
            assert state.rules_version == version
            assert state.supply_bases == [stock.single_base] * 2 + [stock.mixed_base]
            assert state.supply_ideas == stock.ideas
            for d, district in enumerate(city(version)):
                assert len(state.shops[d]) == len(district.shop_spaces)
                assert len(state.bakeries[d]) == district.bakery_spaces
    # every version shares the districts' colours and the houses' distances
    for version in CITY:
        for a, b in zip(CITY[1], CITY[version]):
            assert a.colour == b.colour
            assert [h[0] for h in a.houses] == [h[0] for h in b.houses] == [1, 2, 3, 4]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_version_2_greedy_game_plays_out(players):
    """A greedy game at the newest rules reaches its end (CE49) and replays."""
    game = GAME
    state = game.new_game(players, {}, 3)
    bots = [GreedyBot() for _ in range(players)]
    moves = 0
    while game.to_move(state):
        seat = game.to_move(state)[0]
        game.apply(state, seat, play_bot_turn(game, state, seat, bots[seat], bot_rng(3, moves)))
        moves += 1
        assert moves < 3000
    assert state.end in ("income", "limit") and game.result(state).winners
