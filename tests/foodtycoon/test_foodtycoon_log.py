"""What Food Tycoon's actions report: the first event is the action as the log tells
it (in three languages), then what it set off: a lot sold and the event card it held,
turned with what it changed, a lot nobody bought, the fame a dish brought."""

from __future__ import annotations

from test_foodtycoon_helpers import GAME, act, ready, script_dice, set_hand, set_ingredients

from pygames.core.messages import Event, Player, Scored
from pygames.core.rng import Rng
from pygames.foodtycoon.actions import (
    Bid,
    Choose,
    Cook,
    Discard,
    Order,
    Pass,
    Roll,
    Shop,
    Take,
    Think,
)
from pygames.foodtycoon.data import EVENT_INDEX, LOTS
from pygames.foodtycoon.turn import describe

MOVES = [
    Discard(0),
    Take((0, 4)),
    Choose((3, 3)),
    Shop(),
    Think(),
    Roll(),
    Order((2, 0)),
    Bid(7),
    Pass(),
    Cook(0),
]
SAID = {
    "en": [
        "discarded Egg tart (face up)",
        "took 1 × grain, 1 × egg",
        "chose 2 × fish for the lot",
        "opened shop",
        "thought of a dish (drew 2 recipes)",
        "rolled the dice",
        "set the auction order: lot 3, 1",
        "bid 7",
        "passed",
        "cooked Egg tart",
    ],
    "zh-TW": [
        "將蛋塔丟置棄牌堆（正面朝上）",
        "拿取了穀×1、蛋×1",
        "為拍賣物選擇了魚×2",
        "開店賺錢",
        "思考菜色（抽取2張食譜卡）",
        "丟擲了骰子",
        "決定拍賣順序：第3、1組",
        "喊價7元",
        "放棄",
        "研發了蛋塔",
    ],
    "ja": [
        "エッグタルトを表向きで捨てた",
        "穀物×1、卵×1を取った",
        "ロットに魚×2を選んだ",
        "開店した",
        "料理を考えた（レシピを2枚引いた）",
        "ダイスを振った",
        "競りの順番を決めた：ロット3、1",
        "7金を入札した",
        "パスした",
        "エッグタルトを作った",
    ],
}


def test_each_action_in_three_languages():
    for lang, phrases in SAID.items():
        assert [describe(move).render(lang) for move in MOVES] == phrases


def test_every_action_reports_itself_first_and_only_public_events():
    for seed in range(4):
        state = GAME.new_game(3 + seed, {"rules": ("basic", "advanced")[seed % 2]}, seed)
        rng = Rng(seed)
        while GAME.to_move(state):
            seat = GAME.to_move(state)[0]
            action = rng.choice(GAME.legal_actions(state, seat))
            events = GAME.apply(state, seat, action)
            assert events and events[0] == describe(action) or isinstance(action, Roll)
            assert all(isinstance(event, Event) for event in events)
            for event in events[1:]:
                assert isinstance(event, Scored) or event.key in (
                    "foodtycoon.log.sale",
                    "foodtycoon.log.turned",
                    "foodtycoon.log.no_sale",
                )
                assert "{" not in event.render("ja", ["A", "B", "C", "D", "E", "F"])


def test_the_roll_reports_its_dice():
    state = ready(3)
    while state.phase == "choose":
        act(state, state.turn, "shop")
    script_dice(state, (1, 2, 6, 3))
    (rolled,) = GAME.apply(state, state.host, Roll())
    assert rolled.key == "foodtycoon.log.rolled_dice" and rolled.params["dice"] == (1, 2, 6, 3)
    assert str(rolled) == "rolled the dice: 1, 2, 6, 3"
    assert rolled.render("zh-TW") == "丟擲了骰子：1、2、6、3"
    assert rolled.render("ja") == "ダイスを振った：1、2、6、3"


def test_the_last_pass_sells_the_lot_and_turns_its_event():
    state = ready(3)
    while state.phase == "choose":
        act(state, state.turn, "shop")
    script_dice(state, (1, 1, 6, 2), (3, 3, 3, 3))
    state.event_deck.append(EVENT_INDEX["tax"])  # the top card: the first lot's event
    for _ in range(LOTS[3]):
        act(state, state.host, "roll")
    assert state.phase == "auction" and state.turn == 1
    act(state, 1, "bid 4")
    act(state, 2, "pass")
    events = GAME.apply(state, 0, Pass())
    assert [str(e) for e in events[:3]] == [
        "passed",
        "lot 1 goes to Player 2 for 4",
        "the event is Tax day",
    ]
    sale, turned = events[1], events[2]
    assert sale.params["name"] == Player(1) and sale.params["price"] == 4
    assert turned.params["buyer"] == Player(1)
    assert turned.params["money"] == tuple(state.last_event["money"])
    assert sale.render("en", ["Ann", "Bob", "Cy"]) == "lot 1 goes to Bob for 4"


def test_a_lot_nobody_bids_for_is_reported():
    state = ready(3)
    while state.phase == "choose":
        act(state, state.turn, "shop")
    script_dice(state, (1, 2, 3, 4), (1, 2, 3, 4))
    for _ in range(LOTS[3]):
        act(state, state.host, "roll")
    act(state, 1, "pass")
    act(state, 2, "pass")
    events = GAME.apply(state, 0, Pass())
    assert [str(e) for e in events] == ["passed", "nobody bids for lot 1"]


def test_a_dish_reports_the_fame_it_brought():
    state = ready(3, "advanced")
    while state.phase == "choose":
        act(state, state.turn, "shop")
    script_dice(state, *[(1, 2, 3, 4)] * LOTS[3])
    for _ in range(LOTS[3]):
        act(state, state.host, "roll")
    act(state, 0, "order 1,2")
    while state.phase == "auction":
        act(state, state.turn, "pass")
    set_hand(state, state.turn, "egg-tart")
    set_ingredients(state, state.turn, egg=2, grain=1)
    seat = state.turn
    events = GAME.apply(state, seat, Cook(0))
    assert events == [describe(Cook(0)), Scored(seat, 2)]
