"""Cake Master's screen in CPython: the prompt, the panel built from action objects,
the rounds beside it, the players' notes; names escaped; zh-TW and ja from the
catalogs; a hidden choice shown to its own seat only."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from pygames import get_game
from pygames.cakemaster.actions import CHOICES, Discard, Exchange, Place
from pygames.cakemaster.drawing.screen import SCREEN, CakeMasterScreen
from pygames.cakemaster.lang import en, ja, zh_tw
from pygames.core.messages import set_current_language
from pygames.core.screen import Context, GameScreen, load_screen

GAME = get_game("cakemaster")
NS = "{http://www.w3.org/2000/svg}"
HOSTILE = "<script>alert(1)</script>\"&'"
NAMES = ["Ann", "Bob", "Cy", "Di", "Ed", "Flo"]


@pytest.fixture(autouse=True)
def english_after():
    yield
    set_current_language("en")


def ctx(state, seat, *, names=NAMES, hidden=False, pick=0, legal=None, went_on="") -> Context:
    view = GAME.view(state, seat)
    if legal is None:
        legal = GAME.legal_actions(state, seat) if seat is not None else []
    return Context(view, legal, names[: state.players], hidden=hidden, pick=pick, went_on=went_on)


def actions_in(html: str) -> list[str]:
    return re.findall(r'data-action="([^"]+)"', html)


def cards_in(html: str) -> set[int]:
    return {int(n) for n in re.findall(r'data-card="(\d+)"', html)}


def choose_all(state, seats) -> None:
    for seat in seats:
        GAME.apply(state, seat, GAME.legal_actions(state, seat)[0])


def test_the_screen_is_the_games_contract():
    assert isinstance(SCREEN, CakeMasterScreen) and isinstance(SCREEN, GameScreen)
    assert load_screen("cakemaster") is SCREEN and SCREEN.game_id == "cakemaster"


# -- the prompt --------------------------------------------------------------------------


def test_prompts_say_what_each_phase_wants():
    draft = GAME.new_game(3, {}, 1)
    assert SCREEN.prompt(ctx(draft, 0)) == (
        "Ann: choose the card to keep, then where the other two go."
    )
    duel = GAME.new_game(2, {}, 1)
    assert SCREEN.prompt(ctx(duel, 1)) == (
        "Bob: choose the card to keep; the other two go to the other player."
    )
    choose_all(duel, (0, 1))
    assert SCREEN.prompt(ctx(duel, 0)).startswith("Ann: keep one of the two cards")
    solo = GAME.new_game(1, {}, 1)
    assert SCREEN.prompt(ctx(solo, 0)) == "Ann: discard one of your four cards, or exchange one."
    choose_all(solo, (0,))
    assert SCREEN.prompt(ctx(solo, 0)) == (
        "Ann: choose a card, then an empty quarter of a cake, or exchange one."
    )
    choose_all(draft, (0, 1, 2))
    assert SCREEN.prompt(ctx(draft, 2)) == "Cy: choose a card, then an empty quarter of a cake."


def test_prompts_in_chinese_and_japanese_come_from_the_catalogs():
    state = GAME.new_game(3, {}, 1)
    for lang, texts in (("zh-TW", zh_tw.TEXTS), ("ja", ja.TEXTS)):
        set_current_language(lang)
        assert SCREEN.prompt(ctx(state, 0)) == texts["cakemaster.prompt.draft"].format(name="Ann")
        assert SCREEN.privacy_label("Ann") == texts["cakemaster.panel.show_cards"].format(
            name="Ann"
        )


# -- the panel -----------------------------------------------------------------------------


def test_draft_panel_keeps_the_card_picked_and_offers_both_ways():
    state = GAME.new_game(3, {}, 2)
    c = ctx(state, 0, pick=1)
    a, b, third = c.view["hand"]
    html = SCREEN.panel(c)
    assert [x for x in actions_in(html) if x.startswith("ui:")] == [
        "ui:pick 0",
        "ui:pick 1",
        "ui:pick 2",
    ]
    assert f'data-action="ui:pick 1" data-card="{b}" aria-pressed="true"' in html
    assert [x for x in actions_in(html) if not x.startswith("ui:")] == [
        f"keep {b} left {a} right {third}",
        f"keep {b} left {third} right {a}",
    ]
    assert SCREEN.board_actions(c) == []
    # every data-action is one of the legal actions' texts (or a ui: key)
    texts = {action.text() for action in c.legal}
    assert all(x in texts for x in actions_in(html) if not x.startswith("ui:"))


def test_two_player_panels_give_then_return():
    state = GAME.new_game(2, {}, 6)
    c = ctx(state, 0, pick=2)
    keep = c.view["hand"][2]
    html = SCREEN.panel(c)
    assert [x for x in actions_in(html) if not x.startswith("ui:")] == [
        next(a.text() for a in c.legal if a.keep == keep)
    ]
    choose_all(state, (0, 1))
    c = ctx(state, 0)
    html = SCREEN.panel(c)
    assert len([x for x in actions_in(html) if x.startswith("ui:pick")]) == 2
    assert [x for x in actions_in(html) if x.startswith("keep")] == [c.legal[0].text()]
    assert "return" in c.legal[0].text()
    assert "Kept" in html, "the card kept before is shown, set back"


def test_solo_panel_discards_and_exchanges_with_one_click():
    state = GAME.new_game(1, {}, 6)
    c = ctx(state, 0)
    assert {type(a) for a in c.legal} == {Discard, Exchange}
    html = SCREEN.panel(c)
    assert sorted(actions_in(html)) == sorted(a.text() for a in c.legal)
    assert "Exchanges left this game: 3" in html


def test_board_offers_the_quarters_of_the_card_picked():
    state = GAME.new_game(3, {}, 8)
    choose_all(state, (0, 1, 2))
    hand = GAME.view(state, 0)["hand"]
    for pick, number in enumerate(hand):
        offered = SCREEN.board_actions(ctx(state, 0, pick=pick))
        assert len(offered) == 12
        assert all(isinstance(a, Place) and a.card == number for a in offered)
    assert SCREEN.board_actions(ctx(state, 0, pick=7)) == SCREEN.board_actions(ctx(state, 0))
    board = SCREEN.board(ctx(state, 0, pick=1))
    assert sorted(actions_in(board)) == sorted(
        a.text() for a in SCREEN.board_actions(ctx(state, 0, pick=1))
    )


def test_no_hand_but_ones_own_is_in_the_panel():
    state = GAME.new_game(4, {}, 3)
    choose_all(state, (1, 2, 3))
    own = set(state.hands[0])
    assert cards_in(SCREEN.panel(ctx(state, 0))) == own
    assert SCREEN.panel(ctx(state, None)) == ""
    assert SCREEN.panel(ctx(state, 0, hidden=True)) == ""


def test_a_hidden_choice_is_shown_to_its_seat_only():
    state = GAME.new_game(3, {}, 4)
    choice = GAME.legal_actions(state, 0)[0]
    (event,) = GAME.apply(state, 0, choice)
    assert str(event) == "chose a card to keep and passed one each way"
    assert not re.search(r"\d", str(event))
    mine = SCREEN.panel(ctx(state, 0, legal=[]))
    assert "Your choice" in mine and cards_in(mine) == set(choice.cards())
    for other in (1, 2):
        theirs = SCREEN.panel(ctx(state, other))
        assert "Your choice" not in theirs and choice.keep not in cards_in(theirs)
        assert str(choice) not in theirs
    view = GAME.view(state, 1)
    assert SCREEN.player_note(view, 0) == "✓ has chosen · your right neighbour"
    assert SCREEN.player_note(view, 2) == "choosing… · your left neighbour"
    assert all(isinstance(a, CHOICES) for a in GAME.legal_actions(state, 1))


def test_every_event_of_a_hidden_choice_names_no_card():
    for players in (1, 2, 3):
        state = GAME.new_game(players, {}, 9)
        for _ in range(40):
            seat = GAME.to_move(state)[0]
            action = GAME.legal_actions(state, seat)[-1]
            events = GAME.apply(state, seat, action)
            if not isinstance(action, Place):
                # the phrase alone: no card, no cake, nothing another seat could learn
                assert [type(e).__name__ for e in events] == ["Event"]
                assert not events[0].params


def test_names_are_escaped_everywhere():
    names = [HOSTILE, "</td><script>", "&amp;"]
    state = GAME.new_game(3, {}, 7)
    while not state.rounds:
        seat = GAME.to_move(state)[0]
        GAME.apply(state, seat, GAME.legal_actions(state, seat)[0])
    paused = ctx(state, 0, names=names)  # the round just scored, still on the table
    for html in (SCREEN.panel(paused), SCREEN.board(paused)):
        assert "<script" not in html and "</td><script>" not in html
    c = ctx(state, 0, names=names, went_on="round-1")
    for html in (SCREEN.panel(c), SCREEN.side(c), SCREEN.board(c)):
        assert "<script" not in html and "</td><script>" not in html
    assert SCREEN.prompt(c).startswith(HOSTILE)  # plain text: the shell escapes it
    assert "&lt;script&gt;" in SCREEN.side(c) and "&amp;amp;" in SCREEN.side(c)
    assert "<script" not in SCREEN.player_note(c.view, 1)


# -- beside the panel ------------------------------------------------------------------------


def test_the_rounds_summary_keeps_each_finished_rounds_cakes():
    """The next round clears the table at once: the cakes just scored stay under the
    round's table, one picture a player, with hostile names escaped."""
    names = [HOSTILE, "Bob", "</title><script>"]
    state = GAME.new_game(3, {}, 7)
    while not state.rounds:
        seat = GAME.to_move(state)[0]
        GAME.apply(state, seat, GAME.legal_actions(state, seat)[0])
    view = GAME.view(state, 0)
    summary = view["rounds"][0]
    side = SCREEN.side(Context(view, [], names))
    assert "<script" not in side
    start = side.index('<details class="cm-round-cakes-box" data-round="1" data-keep="cm-round-1">')
    box = ET.fromstring(side[start : side.index("</details>", start) + len("</details>")])
    assert "".join(box.find("summary").itertext()) == "Show the cakes of round 1"
    pictures = box.findall(f"div/{NS}svg")
    assert [int(p.get("data-seat")) for p in pictures] == [0, 1, 2]
    for seat, picture in enumerate(pictures):
        assert picture.get("aria-label") == f"{names[seat]}: the cakes of round 1"
        shown = "".join(picture.find(f"{NS}text[@class='name']").itertext())
        assert names[seat].startswith(shown.removesuffix("…"))  # long names are cut to fit
        tasty = [
            int("".join(e.itertext()))
            for e in picture.iter()
            if "tasty" in e.get("class", "").split()
        ]
        assert tasty == summary["cake_tasty"][seat]
        served = [
            int(e.get("data-customer"))
            for e in picture.iter()
            if "served" in e.get("class", "").split()
        ]
        assert served == [c for c in summary["served"][seat] if c is not None]
        assert not any(e.get("id") for e in picture.iter())  # no ids to clash with the table's
    table = ET.fromstring(side[side.index("<table") : side.index("</table>") + len("</table>")])
    rows = table.findall("tbody/tr")
    assert [r.find("th").text for r in rows] == names
    assert [int(r.find("td[@class='total']").text) for r in rows] == [
        summary["tasty_stars"][s] + summary["customer_stars"][s] for s in range(3)
    ]


def test_the_solo_rating_in_every_language():
    state = GAME.new_game(1, {}, 30)
    while GAME.to_move(state):
        GAME.apply(state, 0, GAME.legal_actions(state, 0)[0])
    view = GAME.view(state, 0)
    key = f"cakemaster.rating.{view['rating']}"
    for lang, texts in (("en", en.TEXTS), ("zh-TW", zh_tw.TEXTS), ("ja", ja.TEXTS)):
        set_current_language(lang)
        side = SCREEN.side(Context(view, [], ["Ann"]))
        assert texts["cakemaster.panel.rating"].format(rating=texts[key]) in side
    assert "Rating: " not in side


@pytest.mark.parametrize("lang, texts", [("zh-TW", zh_tw.TEXTS), ("ja", ja.TEXTS)])
def test_the_panel_and_side_in_chinese_and_japanese(lang, texts):
    state = GAME.new_game(3, {}, 7)
    while not state.rounds:
        seat = GAME.to_move(state)[0]
        GAME.apply(state, seat, GAME.legal_actions(state, seat)[0])
    set_current_language(lang)
    c = ctx(state, 0, went_on="round-1")  # the players went on from the round scored
    panel, side = SCREEN.panel(c), SCREEN.side(c)
    assert texts["cakemaster.panel.hand"] in panel
    assert texts["cakemaster.panel.pass_group"] in panel
    assert texts["cakemaster.panel.rounds"] in side
    assert texts["cakemaster.panel.round_n"].format(n=1) in side
    visible = re.sub(r"<[^>]+>|&[a-z]+;|#\d+", " ", panel + side)
    visible = re.sub(r"Ann|Bob|Cy", " ", visible)
    assert not re.search(r"[A-Za-z]{3,}", visible), re.findall(r"[A-Za-z]{3,}", visible)[:5]
    note = SCREEN.player_note(c.view, 1)
    assert (
        note
        == f"{texts['cakemaster.panel.status_choosing']} · {texts['cakemaster.panel.left_neighbour']}"
    )


def test_every_key_the_game_builds_is_in_every_catalog():
    """Keys put together from data (icings, quarters, customers, ratings, phases) are
    not seen by the static scan of the catalogs: name them all here."""
    from pygames.cakemaster.data import CUSTOMERS, ICINGS, SOLO_RATINGS
    from pygames.cakemaster.legal import PHASES
    from pygames.cakemaster.turn import _CHOSE

    keys = [f"cakemaster.icing.{icing}" for icing in ICINGS]
    keys += [f"cakemaster.where.{quarter}" for quarter in range(1, 5)]
    keys += [f"cakemaster.customer.{c.key}" for c in CUSTOMERS]
    keys += [f"cakemaster.rating.{key}" for _, key in SOLO_RATINGS]
    keys += [
        f"cakemaster.board.{kind}.{form}"
        for kind in ("raspberry", "blueberry")
        for form in ("one", "other")
    ]
    keys += [key for phase in PHASES.phases.values() for key in (phase.prompt, phase.waiting)]
    keys += list(_CHOSE.values())
    for texts in (en.TEXTS, zh_tw.TEXTS, ja.TEXTS):
        assert [key for key in keys if key not in texts] == []


def test_the_card_to_keep_is_the_screens_pick():
    """CM05: the card a seat keeps of those it drafts is chosen on the screen with
    ``ui:pick N`` (its screen's one verb) before the split is put together."""
    from pygames.core.screen import load_screen

    screen = load_screen("cakemaster")
    assert set(screen.verbs) == {"ui:pick"}
    assert screen.choose("ui:pick", "2", 0, 0) == (2, 0)
