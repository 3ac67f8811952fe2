"""Food Tycoon's table drawing, from real games: valid markup at every phase, lots
(face-down events stay unnamed), bids, the fame track, escaping, the one clickable
thing (the roll), no hand ever drawn."""

from __future__ import annotations

import collections
import xml.etree.ElementTree as ET

import pytest

from pygames import get_game
from pygames.core.rng import Rng
from pygames.foodtycoon.actions import Bid, Roll
from pygames.foodtycoon.data import (
    EVENTS,
    INGREDIENTS,
    LOTS,
    RECIPE_INDEX,
    RECIPES,
    event_msg,
)
from pygames.foodtycoon.drawing import layout, words
from pygames.foodtycoon.drawing.draw import draw_board

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
PICTURE_TAGS = {f"{NS}{tag}" for tag in ("rect", "ellipse", "circle", "path", "line", "polygon")}


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
        bidding = [a for a in legal if isinstance(a, Bid)]
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
    legal = GAME.legal_actions(state, seat) if seat is not None else []
    view = GAME.view(state, seat)
    markup = str(draw_board(view, legal=legal, names=names or names_for(state.players)))
    return markup, ET.fromstring(markup), view, legal


def groups(root, cls: str) -> list[ET.Element]:
    return [g for g in root.iter(f"{NS}g") if cls in g.get("class", "").split()]


def by_number(lots: list[ET.Element]) -> list[ET.Element]:
    """Lots by number (in a column of two rows the lot being auctioned stands first)."""
    return sorted(lots, key=lambda g: int(g.get("data-lot")))


def test_the_games_reach_every_phase():
    assert {state.phase for *_, state, _ in ALL} == set(PHASES)


def test_the_board_keeps_its_size_and_places_all_game():
    """Lots, bids and the last event keep their places from the first move to the last:
    the board never grows or shrinks under the players' eyes (nor is it redrawn whole)."""
    for players, rules, seed in GAMES_PLAYED:
        seen = collections.defaultdict(set)
        for state, seat in snapshots(players, rules, seed):
            markup, root, view, legal = render(state, seat)
            seen["viewBox"].add(root.get("viewBox"))
            for g in root.iter(f"{NS}g"):
                if g.get("id", "").startswith("board-layer-player-"):
                    seen[g.get("id")].add(g.find(f"{NS}g/{NS}rect").get("y"))
        assert len(seen["viewBox"]) == 1, (players, rules, seen["viewBox"])
        assert all(len(ys) == 1 for ys in seen.values()), (players, rules, seen)


@pytest.mark.parametrize("players,rules,seed,state,seat", ALL)
def test_board_is_well_formed_and_shows_the_public_table(players, rules, seed, state, seat):
    markup, root, view, legal = render(state, seat)
    assert root.tag == f"{NS}svg" and root.get("role") == "group"
    width, height = (int(v) for v in root.get("viewBox").split()[2:])
    # a laptop's two columns; six players' three (lots across, or a wall's)
    laptop = {plan.name: plan.width for plan in (layout.WIDE, layout.WIDE_LOTS, layout.WALL)}
    assert laptop.get(root.get("data-layout")) == width and 600 < height < 1300, "a laptop's"
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
    lots = by_number(groups(root, "lot"))
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
            assert str(event_msg(EVENTS[lot.event].key)) not in markup, (
                "a face-down event is never named"
            )
            assert "Event (face down)" in lots[index].get("aria-label")
    now = [g for g in lots if "now" in g.get("class").split()]
    if view["auction"]:
        assert [int(g.get("data-lot")) for g in now] == [view["lot"] + 1]
    else:
        assert now == []


WITH_RECIPES = [s for s in ALL if any(lot.recipe is not None for lot in s[3].lots)]


def test_some_snapshots_show_a_recipe_in_a_lot():
    assert len(WITH_RECIPES) >= 5


@pytest.mark.parametrize("players,rules,seed,state,seat", WITH_RECIPES)
def test_lots_are_read_without_hovering(players, rules, seed, state, seat):
    """A lot's ingredient cards carry their ingredient's picture, and its face-up recipe
    shows the cards it needs, one picture each, with its fame: nothing to hover."""
    _, root, view, _ = render(state, seat)
    symbols = {s.get("id"): s for s in root.iter(f"{NS}symbol")}
    for kind in range(len(INGREDIENTS)):
        card, need = symbols[f"ft-card-{kind}"], symbols[f"ft-need-{kind}"]
        for symbol in (card, need):
            pictures = [e for e in symbol.iter() if e.tag in PICTURE_TAGS]
            assert len(pictures) >= 2, symbol.get("id")  # a frame and a picture in it
    lots = by_number(groups(root, "lot"))
    for index, lot in enumerate(view["lots"]):
        element = lots[index]
        uses = [u.get("href") for u in element.iter(f"{NS}use")]
        held = [f"#ft-card-{k}" for k, n in enumerate(lot["ingredients"]) if n]
        assert [u for u in uses if u.startswith("#ft-card-")] == held
        needs = [u for u in uses if u.startswith("#ft-need-")]
        texts = ["".join(t.itertext()) for t in element.iter(f"{NS}text")]
        if lot["recipe"] is None:
            assert needs == []
            continue
        recipe = RECIPES[RECIPE_INDEX[lot["recipe"]]]
        assert needs == [f"#ft-need-{k}" for k, n in enumerate(recipe.needs) for _ in range(n)]
        assert f"★{recipe.fame}" in texts


@pytest.mark.parametrize(
    "players,rules,seed,state,seat", [s for s in ALL if s[3].phase == "auction"]
)
def test_bids_are_listed_with_the_high_bid(players, rules, seed, state, seat):
    markup, root, view, legal = render(
        state, seat, names=["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"][:players]
    )
    auction = view["auction"]
    chips = groups(root, "bid")
    earlier = [chip for chip in chips if "earlier" in chip.get("class")]
    # The latest bids, in the box's two rows; a first chip counts the earlier ones.
    shown = auction["bids"][len(auction["bids"]) - len(chips) + len(earlier) :]
    assert len(earlier) == (len(shown) < len(auction["bids"]))
    if earlier:
        left_out = len(auction["bids"]) - len(shown)
        assert chips[0] is earlier[0] and f"…{left_out} earlier" in "".join(chips[0].itertext())
    rows = {chip.find(f"{NS}rect").get("y") for chip in chips}
    wide = root.get("data-layout") == "wide"  # six players' bids: a narrower box, three rows
    assert len(rows) <= (2 if wide else 3), "the bids keep to the box's rows"
    least = 4 if wide else 3  # a narrow box holds a long chip ("… passed (forced)") a row
    assert len(shown) >= min(len(auction["bids"]), least), "at least the last few bids show"
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
    if Roll() in legal:
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
    legal = GAME.legal_actions(state, seat)
    mine = draw_board(GAME.view(state, seat), legal=legal, names=names)
    spectator = GAME.view(state, None)
    assert str(mine) == str(draw_board(spectator, legal=legal, names=names))


def test_long_texts_fit_and_wrap():
    assert words.fit("Cy the very long named chef", 120, 20).endswith("…")
    assert words.text_width(words.fit("Cy the very long named chef", 120, 20), 20) <= 120
    assert words.fit("Ann", 120, 20) == "Ann"
    lines = words.wrap(
        "Every player except the buyer returns all its fish cards to the pile.", 300, 20, 3
    )
    assert 2 <= len(lines) <= 3 and all(words.text_width(line, 20) <= 300 for line in lines)
    assert " ".join(lines).startswith("Every player except")
    cjk = words.wrap("除得標者外，每位玩家將手上所有魚食材卡放回食材堆。", 200, 20, 2)
    assert len(cjk) == 2 and all(words.text_width(line, 20) <= 200 for line in cjk)
