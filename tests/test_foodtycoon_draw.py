"""Food Tycoon's table drawing and its texts beside the table, from real games: valid
markup at every phase, lots (face-down events stay unnamed), bids, the fame track,
escaping, the one clickable thing (the roll), no hand ever drawn; the panel offers
only legal actions and a whole game can be played through it; three languages."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from html.parser import HTMLParser

import pytest

from pygames import GAMES, get_game
from pygames.core.record import Seat
from pygames.core.rng import Rng
from pygames.foodtycoon import draw
from pygames.foodtycoon.data import EVENTS, INGREDIENTS, LOTS, RECIPES
from pygames.foodtycoon.draw import draw_board
from ui import i18n, table_view
from ui.games import foodtycoon as ui
from ui.lang import foodtycoon as texts
from ui.session import Table

GAME = get_game("foodtycoon")
NS = "{http://www.w3.org/2000/svg}"
HOSTILE = "<script>\"&'"
PHASES = (
    "setup-recipes",
    "setup-ingredients",
    "choose",
    "think",
    "roll",
    "pick",
    "order",
    "auction",
    "cook",
    "over",
)
OTHERS = ("zh-TW", "ja")


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def snapshots(players: int, rules: str, seed: int, every: int = 37):
    """(state, seat to move or None) at the first move of each phase, every ``every``
    moves and in the middle of each auction, ending with the finished game. The moves
    are random, but a bid is preferred to a pass so that auctions have bids."""
    state = GAME.new_game(players, {"rules": rules}, seed)
    rng = Rng(seed * 7919 + players)
    seen, moves = set(), 0
    while GAME.to_move(state):
        seat = GAME.to_move(state)[0]
        phase = state.phase
        bids = len(state.bids) if phase == "auction" else 0
        if phase not in seen or moves % every == 0 or bids == 3:
            seen.add(phase)
            yield state.clone(), seat
        legal = GAME.legal_actions(state, seat)
        bidding = [a for a in legal if str(a).startswith("bid ")]
        action = (
            bidding[rng.below(min(3, len(bidding)))]
            if bidding and rng.below(3)
            else rng.choice(legal)
        )
        GAME.apply(state, seat, action)
        moves += 1
    yield state, None


GAMES_PLAYED = [
    (3, "basic", 1),
    (4, "advanced", 2),
    (5, "basic", 3),
    (6, "advanced", 4),
    (6, "basic", 5),
]
ALL = [
    (players, rules, seed, state, seat)
    for players, rules, seed in GAMES_PLAYED
    for state, seat in snapshots(players, rules, seed)
]


def names_for(players: int) -> list[str]:
    return ["Ann", HOSTILE, "Cy the very long named chef of the west side", "Dee", "Eve", "Fay"][
        :players
    ]


def render(state, seat, names=None):
    legal = [str(a) for a in GAME.legal_actions(state, seat)] if seat is not None else []
    view = GAME.view(state, seat)
    markup = str(draw_board(view, legal=legal, names=names or names_for(state.players)))
    return markup, ET.fromstring(markup), view, legal


def groups(root, cls: str) -> list[ET.Element]:
    return [g for g in root.iter(f"{NS}g") if cls in g.get("class", "").split()]


def test_the_games_reach_every_phase():
    assert {state.phase for *_, state, _ in ALL} == set(PHASES)


@pytest.mark.parametrize("players,rules,seed,state,seat", ALL)
def test_board_is_well_formed_and_shows_the_public_table(players, rules, seed, state, seat):
    markup, root, view, legal = render(state, seat)
    assert root.tag == f"{NS}svg" and root.get("role") == "group"
    width, height = (int(v) for v in root.get("viewBox").split()[2:])
    assert width == draw.WIDTH and 600 < height < 2000
    assert str(draw_board(view, legal=legal, names=names_for(players))) == markup, "deterministic"
    # the supply: piles and decks with their counts
    piles = groups(root, "pile")
    assert [int(g.get("data-count")) for g in piles] == view["piles"]
    assert [int(g.get("data-count")) for g in groups(root, "deck")] == [
        view["recipe_deck"],
        view["event_deck"],
    ]
    # the fame track: one marker per player, at its fame
    markers = groups(root, "fame-marker")
    assert [(int(g.get("data-seat")), int(g.get("data-fame"))) for g in markers] == list(
        enumerate(view["fame"])
    )
    assert f"{view['target']}★" in markup
    # every player: money, recipes in hand, fame
    seats = groups(root, "player")
    assert [
        (int(g.get("data-money")), int(g.get("data-hand")), int(g.get("data-fame"))) for g in seats
    ] == list(zip(view["money"], view["hand_sizes"], view["fame"]))
    assert [int(g.get("data-seat")) for g in seats if "to-move" in g.get("class")] == view[
        "to_move"
    ]


@pytest.mark.parametrize("players,rules,seed,state,seat", ALL)
def test_lots_show_their_state_and_events_stay_face_down(players, rules, seed, state, seat):
    markup, root, view, legal = render(state, seat)
    lots = groups(root, "lot")
    assert len(lots) == max(LOTS[players], len(view["lots"]))
    for index, lot in enumerate(view["lots"]):
        element = lots[index]
        assert element.get("data-status") == lot["status"]
        if lot["status"] == "sold":
            assert int(element.get("data-buyer")) == lot["buyer"]
            assert int(element.get("data-price")) == lot["price"]
        dice = [
            use.get("href")
            for g in element.iter(f"{NS}g")
            if g.get("class") == "die"
            for use in g.iter(f"{NS}use")
        ]
        assert dice == [f"#ft-die-{face}" for face in lot["dice"]]
    public = {lot["turned"] for lot in view["lots"] if lot["turned"]}
    public |= {view["last_event"]["event"]} if view["last_event"] else set()
    for index, lot in enumerate(state.lots):
        if lot.status == "open" and lot.event is not None and EVENTS[lot.event].key not in public:
            assert EVENTS[lot.event].en not in markup, "a face-down event is never named"
            assert "Event (face down)" in lots[index].get("aria-label")
    now = [g for g in lots if "now" in g.get("class").split()]
    if view["auction"]:
        assert [int(g.get("data-lot")) for g in now] == [view["lot"] + 1]
    else:
        assert now == []


@pytest.mark.parametrize(
    "players,rules,seed,state,seat", [s for s in ALL if s[3].phase == "auction"]
)
def test_bids_are_listed_with_the_high_bid(players, rules, seed, state, seat):
    markup, root, view, legal = render(
        state, seat, names=["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"][:players]
    )
    auction = view["auction"]
    chips = groups(root, "bid")
    shown = auction["bids"][-18:]
    assert len(chips) == len(shown) + (len(auction["bids"]) > len(shown))
    kinds = [chip.get("class").split()[1] for chip in chips if "earlier" not in chip.get("class")]
    assert kinds == [
        "bid" if amount is not None else "forced" if forced else "pass"
        for _, amount, forced in shown
    ]
    if auction["bidder"] is not None:
        who = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"][auction["bidder"]]
        assert f"High bid {auction['high']}: {who}" in markup
    else:
        assert "No bid yet" in markup


@pytest.mark.parametrize("players,rules,seed,state,seat", ALL[::3])
def test_hostile_names_are_escaped(players, rules, seed, state, seat):
    names = [HOSTILE + str(n) for n in range(players)]
    markup, root, view, legal = render(state, seat, names=names)
    assert "<script" not in markup and "&lt;script&gt;&quot;&amp;&#39;" in markup
    texts_seen = " ".join("".join(e.itertext()) for e in root.iter(f"{NS}title"))
    assert HOSTILE + "0" in texts_seen, "names read back as they were typed"


@pytest.mark.parametrize("players,rules,seed,state,seat", ALL)
def test_clickable_only_the_legal_roll(players, rules, seed, state, seat):
    markup, root, view, legal = render(state, seat)
    clickable = [e for e in root.iter() if e.get("data-action") is not None]
    if "roll" in legal:
        assert len(clickable) == 1
        roll = clickable[0]
        assert (
            roll.get("data-action") == "roll"
            and roll.get("tabindex") == "0"
            and roll.get("role") == "button"
        )
        assert int(roll.get("data-lot")) == len(view["lots"]) + 1
    else:
        assert clickable == []
    # offered nothing, the table has nothing to click
    assert not [
        e for e in ET.fromstring(str(draw_board(view, names=[]))).iter() if e.get("data-action")
    ]


@pytest.mark.parametrize("players,rules,seed,state,seat", ALL)
def test_no_hand_is_ever_drawn(players, rules, seed, state, seat):
    """The table of a seat's view is the spectator's table: nothing of a hand (or of a
    thinking player's draw) is on it, only how many recipes each holds."""
    names = names_for(players)
    if seat is None:
        return
    legal = [str(a) for a in GAME.legal_actions(state, seat)]
    mine = draw_board(GAME.view(state, seat), legal=legal, names=names)
    spectator = GAME.view(state, None)
    assert str(mine) == str(draw_board(spectator, legal=legal, names=names))


def test_long_texts_fit_and_wrap():
    assert draw.fit("Cy the very long named chef", 120, 20).endswith("…")
    assert draw.text_width(draw.fit("Cy the very long named chef", 120, 20), 20) <= 120
    assert draw.fit("Ann", 120, 20) == "Ann"
    lines = draw.wrap(
        "Every player except the buyer returns all its fish cards to the pile.", 300, 20, 3
    )
    assert 2 <= len(lines) <= 3 and all(draw.text_width(line, 20) <= 300 for line in lines)
    assert " ".join(lines).startswith("Every player except")
    cjk = draw.wrap("除得標者外，每位玩家將手上所有魚食材卡放回食材堆。", 200, 20, 2)
    assert len(cjk) == 2 and all(draw.text_width(line, 20) <= 200 for line in cjk)


# -- texts in three languages ----------------------------------------------------------------


def shape(value):
    if isinstance(value, dict):
        return {key: shape(item) for key, item in value.items()}
    if isinstance(value, (tuple, list)):
        return [shape(item) for item in value]
    return i18n.placeholders(value)


@pytest.mark.parametrize("lang", OTHERS)
def test_every_text_in_every_language(lang):
    english_board = dict(
        draw.TEXT.by_language["en"] if isinstance(draw.TEXT, i18n.Localized) else draw.TEXT
    )
    assert shape(texts.BOARD[lang]) == shape(english_board)
    assert shape(texts.PANEL[lang]) == shape(ui.TEXT.by_language["en"])
    assert texts.BOARD[lang]["lang"] == lang


class Visible(HTMLParser):
    def __init__(self):
        super().__init__()
        self.parts, self.skip = [], False

    def handle_starttag(self, tag, attrs):
        self.skip = tag == "style"
        self.parts += [value for name, value in attrs if name in ("title", "aria-label") and value]

    def handle_endtag(self, tag):
        self.skip = False

    def handle_data(self, data):
        if not self.skip:
            self.parts.append(data)


def english_words(markup: str) -> set[str]:
    parser = Visible()
    parser.feed(markup)
    return set(re.findall(r"[A-Za-z]{2,}", " ".join(parser.parts)))


@pytest.mark.parametrize("lang", OTHERS)
def test_a_table_in_chinese_or_japanese_has_no_english_left(lang):
    table = Table.new(
        "foodtycoon",
        [
            Seat("Ann"),
            Seat("Bob", "bot:greedy"),
            Seat("Cy", "bot:greedy"),
            Seat("Dee", "bot:random"),
        ],
        {"rules": "advanced"},
        seed=11,
    )
    i18n.set_language(lang)
    screen = table_view.TableScreen()
    seen = set()
    while not table.is_over() and len(seen) < 8:
        if table.human_to_move() is None:
            table.bot_step()
            continue
        view = table.view(0)
        html = "".join(table_view.parts(table, screen).values())
        seen.add(view["phase"])
        assert english_words(html) <= {"Ann", "Bob", "Cy", "Dee", "Enter"}, (
            view["phase"],
            english_words(html),
        )
        legal = table.legal_texts(0)
        table.apply(0, next((m for m in legal if m.startswith("bid ")), legal[0]))
    assert {"setup-recipes", "setup-ingredients", "choose", "auction"} <= seen


def test_log_phrases_in_three_languages():
    said = {
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
            "played 'fly'",
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
            "執行了'fly'",
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
            "'fly'を指した",
        ],
    }
    moves = [
        "discard egg-tart",
        "take grain,egg",
        "choose fish,fish",
        "shop",
        "think",
        "roll",
        "order 3,1",
        "bid 7",
        "pass",
        "cook egg-tart",
        "fly",
    ]
    for lang, phrases in said.items():
        i18n.set_language(lang)
        assert [ui.describe(move) for move in moves] == phrases
    assert ui.describe("discard no-such-dish") == "'discard no-such-dish'を指した"


# -- the panel ---------------------------------------------------------------------------------


def offered(html: str) -> list[str]:
    """The enabled actions of a panel, in order."""
    return [
        m.group(1)
        for m in re.finditer(r'<[a-z]+ [^>]*?data-action="([^"]*)"(?![^>]*disabled)[^>]*>', html)
    ]


def panel_for(state, seat, choice=(), names=("Ann", "Bob", "Cy", "Dee", "Eve", "Fay")):
    view = GAME.view(state, seat)
    legal = [str(a) for a in GAME.legal_actions(state, seat)]
    return (
        ui.panel(
            view, legal, hidden=False, name=names[seat], choice=list(choice), names=list(names)
        ),
        view,
        legal,
    )


@pytest.mark.parametrize("players,rules,seed,state,seat", [s for s in ALL if s[4] is not None])
def test_panel_offers_only_legal_actions(players, rules, seed, state, seat):
    html, view, legal = panel_for(state, seat)
    for action in offered(html):
        assert action in legal or action.startswith("ui:"), action
    assert "<script" not in html
    phase = view["phase"]
    if phase in ("setup-recipes", "think"):
        cards = view["hand"] if phase == "setup-recipes" else view["drawn"]
        assert sorted(a for a in offered(html) if a.startswith("discard ")) == sorted(
            {f"discard {k}" for k in cards}
        )
    elif phase == "choose":
        assert [a for a in offered(html) if not a.startswith("ui:")] == [
            a for a in ("shop", "think") if a in legal
        ]
    elif phase == "cook":
        assert sorted(offered(html)) == sorted(legal)
    elif phase == "auction":
        high = view["auction"]["high"]
        quick = [a for a in (f"bid {high + 1}", f"bid {high + 5}") if a in legal]
        assert offered(html) == quick + ["pass", "ui:fill bid-amount bid"]
        assert f'min="{high + 1}" max="{view["money"][seat]}"' in html
    # your recipes: what each needs, and whether you can cook it now
    for key in view["hand"]:
        assert f'data-recipe="{key}"' in html


@pytest.mark.parametrize(
    "players,rules,seed,state,seat",
    [s for s in ALL if s[3].phase in ("setup-ingredients", "pick", "order")],
)
def test_pickers_build_the_finished_action(players, rules, seed, state, seat):
    html, view, legal = panel_for(state, seat)
    confirm = re.search(r'id="(?:pick|order)-confirm" data-action="([^"]*)"( disabled)?', html)
    assert confirm.group(2), "nothing chosen yet: the button waits"
    rng = Rng(seed)
    target = rng.choice(legal)
    if view["phase"] == "order":
        choice = target.split()[1].split(",")
    else:
        choice = list(reversed(target.split()[1].split(",")))  # chosen in any order
    html, view, legal = panel_for(state, seat, choice)
    confirm = re.search(r'id="(?:pick|order)-confirm" data-action="([^"]*)"( disabled)?', html)
    assert confirm.group(1) == target and not confirm.group(2)
    if view["phase"] != "order":
        assert all(f'data-action="ui:add {name}" disabled' in html for name in INGREDIENTS), (
            "no more than asked"
        )


def test_the_shop_button_names_the_income():
    state = next(
        s for *_, s, seat in ALL if s.phase == "choose" and seat is not None and any(s.dishes[seat])
    )
    seat = GAME.to_move(state)[0]
    html, view, legal = panel_for(state, seat)
    income = 5 + sum(RECIPES[d].bags for d in state.dishes[seat])
    assert f"+{income} money" in html


def test_a_whole_game_through_the_panel_and_board():
    """A person plays a whole game against three bots using only what the screen
    offers: enabled buttons of the panel and the board, pickers filled by ui:add, the
    bid box filled with an amount it allows."""
    table = Table.new(
        "foodtycoon",
        [
            Seat("Ann"),
            Seat("Bob", "bot:greedy"),
            Seat("Cy", "bot:greedy"),
            Seat("Dee", "bot:random"),
        ],
        {"rules": "advanced"},
        seed=21,
    )
    screen = table_view.TableScreen()
    rng = Rng(5)
    while not table.is_over():
        if table.human_to_move() is None:
            table.bot_step()
            continue
        parts = table_view.parts(table, screen)
        actions = [a for a in offered(parts["panel"] + parts["board"]) if not a.startswith("ui:")]
        view = table.view(0)
        if view["phase"] in ("setup-ingredients", "pick", "order"):
            adds = [a for a in offered(parts["panel"]) if a.startswith("ui:add ")]
            assert adds and not actions, "the finished action waits until it is put together"
            while not actions:
                screen.choice.append(rng.choice(adds).split()[1])
                parts = table_view.parts(table, screen)
                adds = [a for a in offered(parts["panel"]) if a.startswith("ui:add ")]
                actions = [a for a in offered(parts["panel"]) if not a.startswith("ui:")]
        if "ui:fill bid-amount bid" in offered(parts["panel"]) and rng.below(4) == 0:
            low, high = (
                int(v) for v in re.search(r'min="(\d+)" max="(\d+)"', parts["panel"]).groups()
            )
            actions = [f"bid {low + rng.below(high - low + 1)}"]
        assert actions, view["phase"]
        table.apply(0, rng.choice(actions))
        screen.clear_choice()
    assert table.result() is not None
    assert max(table.result().scores) >= 18


def test_privacy_two_people_share_the_device():
    table = Table.new(
        "foodtycoon",
        [Seat("Ann"), Seat("Bob"), Seat("Cy", "bot:greedy")],
        {"rules": "basic"},
        seed=2,
    )
    screen = table_view.TableScreen()
    parts = table_view.parts(table, screen)
    assert 'id="privacy"' in parts["panel"] and "Ann, click to show your recipes" in parts["panel"]
    hand = table.view(0)["hand"]
    names = [r.en for r in RECIPES if r.key in hand]
    everything = "".join(parts.values())
    assert not [n for n in names if n in everything], "no recipe of a covered hand anywhere"
    screen.shown_seat = 0
    parts = table_view.parts(table, screen)
    assert all(f'data-recipe="{key}"' in parts["panel"] for key in hand)


def test_prompts_in_each_phase():
    for *_, state, seat in ALL:
        if seat is None:
            continue
        view = GAME.view(state, seat)
        said = ui.prompt(view, "Ann")
        assert said.startswith("Ann: ") and "{" not in said and said != "Ann: your move.", view[
            "phase"
        ]
        if view["phase"] == "auction":
            assert f"lot {view['lot'] + 1}" in said and f"you have {view['money'][seat]}" in said


def test_the_game_is_offered_in_the_app():
    assert GAMES["foodtycoon"].playable
    screen = table_view.TableScreen(choice=["grain"], pick=1)
    screen.clear_choice()
    assert screen.choice == [] and screen.pick == 0
