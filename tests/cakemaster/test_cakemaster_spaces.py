"""Cake Master's table laid out for the screen it is on (a phone, a laptop, a
projector), its words at least the size each asks for; the pause on a round just
scored (the cakes stay until the players go on, the rules and the record untouched);
the number keys the panel promises; requests in Chinese and Japanese broken only
between words."""

from __future__ import annotations

import re

import pytest

from pygames import get_game
from pygames.cakemaster.data import CUSTOMERS, customer_request
from pygames.cakemaster.drawing.customers import request_lines
from pygames.cakemaster.drawing.draw import WORDS, draw_board, layout
from pygames.cakemaster.drawing.screen import SCREEN, scored_round
from pygames.cakemaster.drawing.words import width, wrap
from pygames.core.messages import set_current_language
from pygames.core.rng import Rng
from pygames.core.screen import Context, Space
from tests import board_sizes

GAME = get_game("cakemaster")
NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve", "Flo"]
# The spaces the page measures at 390×844 (touch), 1280×800 and presenter mode at 1920×1080.
SPACES = {
    "phone": Space(382, 600, coarse=True, stacked=True),
    "laptop": Space(917, 610),
    "projector": Space(1472, 845, presenting=True),
}
LANGS = ("en", "zh-TW", "ja")


@pytest.fixture(autouse=True)
def english_after():
    yield
    set_current_language("en")


def play(players: int, moves: int, seed: int = 7):
    """A seeded random game after ``moves`` moves (or at its end)."""
    state = GAME.new_game(players, {}, seed)
    rng = Rng(seed * 13 + players)
    for _ in range(moves):
        movers = GAME.to_move(state)
        if not movers:
            break
        GAME.apply(state, movers[0], rng.choice(GAME.legal_actions(state, movers[0])))
    return state


def round_scored(players: int, seed: int = 7):
    """The state just after the first round is scored (the next round's first deal)."""
    state = GAME.new_game(players, {}, seed)
    rng = Rng(seed)
    while not state.rounds:
        seat = GAME.to_move(state)[0]
        GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)))
    return state


def word_sizes(markup: str, space: Space) -> list[tuple[float, str]]:
    """Every word drawn (a ``<text>`` with a letter or digit) as (CSS px, text)."""
    return [(size, text) for text, size in board_sizes.words(markup, space)]


POSITIONS = [(players, moves) for players in (1, 2, 3, 4, 5) for moves in (0, 40, 500)]


@pytest.mark.parametrize("kind", list(SPACES))
@pytest.mark.parametrize("players, moves", POSITIONS)
def test_every_board_word_is_at_least_the_screens_size(kind, players, moves):
    """Mid-game and at the end, seated and as a spectator, in three languages: the
    smallest word (not only the 10th percentile) meets the screen's size."""
    space = SPACES[kind]
    state = play(players, moves)
    for lang in LANGS:
        set_current_language(lang)
        for seat in (0, None):
            view = GAME.view(state, seat)
            markup = str(draw_board(view, names=NAMES[:players], space=space))
            small = [w for w in word_sizes(markup, space) if w[0] < WORDS[kind] - 0.01]
            assert small == [], (lang, seat, small[:3])


@pytest.mark.parametrize("kind", list(SPACES))
def test_the_picture_is_drawn_for_its_space_not_scaled(kind):
    """At four players the picture is as wide as the space and fits its height (a
    unit is a CSS px); the others' blocks take more than one column."""
    space = SPACES[kind]
    state = play(4, 60)
    for seat in (0, None):
        view = GAME.view(state, seat)
        plan = layout(space, 4, seat is not None, tuple(view["customers"]))
        assert plan["width"] == space.width
        assert plan["scale"] == 1.0, plan
        assert plan["columns"] >= 2, plan
        markup = str(draw_board(view, names=NAMES[:4], space=space))
        assert f'data-layout="{kind} {plan["columns"]}"' in markup
        assert f'viewBox="0 0 {space.width} {plan["height"]}"' in markup
    if not space.stacked:
        assert plan["height"] <= space.height


def test_a_phone_lists_the_customers_in_rows_and_wider_screens_as_cards():
    state = play(4, 500)  # the last round: three customers
    numbers = tuple(GAME.view(state, None)["rounds"][-1]["customers"])
    assert len(numbers) == 3
    assert layout(SPACES["phone"], 4, True, numbers)["rows"]
    assert not layout(SPACES["laptop"], 4, True, numbers)["rows"]
    assert not layout(SPACES["projector"], 4, False, numbers)["rows"]


def test_a_projector_draws_larger_cakes_than_a_laptop_and_a_laptop_than_a_phone():
    numbers = (1, 2)
    radius = {
        kind: layout(space, 4, True, numbers)["me"]["radius"] for kind, space in SPACES.items()
    }
    assert radius["phone"] <= radius["laptop"] < radius["projector"], radius


# -- the pause on a round just scored -------------------------------------------------------


@pytest.mark.parametrize("players", [1, 2, 4])
def test_a_round_just_scored_holds_until_the_players_go_on(players):
    """CM12: the round is scored and the next dealt at once (the rules); the screen
    keeps the scored cakes on the table until ``ui:go-on``, and offers nothing else."""
    state = round_scored(players)
    view = GAME.view(state, 0)
    assert scored_round(view) == 1 and SCREEN.pause(view) == "round-1"
    assert all(q is None for cakes in view["cakes"] for cake in cakes for q in cake)
    legal = GAME.legal_actions(state, 0)
    held = Context(view, legal, NAMES[:players])
    assert SCREEN.paused(held)
    panel = SCREEN.panel(held)
    assert 'data-action="ui:go-on"' in panel and "ui:pick" not in panel
    assert SCREEN.prompt(held).startswith("Round 1 is scored")
    assert SCREEN.board_actions(held) == []
    assert SCREEN.hint_step(held, legal[0]) == "ui:go-on"  # the coach points at going on
    board = SCREEN.board(held)
    assert "Round 1 of 3 scored" in board
    scored_cards = {n for cakes in view["rounds"][0]["cakes"] for cake in cakes for n in cake}
    assert {int(n) for n in re.findall(r'data-card="(\d+)"', board)} == scored_cards
    gone_on = Context(view, legal, NAMES[:players], went_on="round-1")
    assert not SCREEN.paused(gone_on)
    panel = SCREEN.panel(gone_on)
    assert "ui:go-on" not in panel and 'aria-label="Your cards"' in panel  # the hand again
    assert "Round 1 of 3 scored" not in SCREEN.board(gone_on)


def test_the_pause_ends_with_the_first_move_of_the_next_round_and_never_at_the_end():
    """What shows a pause is the public view alone (presenter mode steps through it):
    the first move of the next round, or the game over, shows none."""
    state = round_scored(3)
    assert SCREEN.pause(GAME.view(state, None)) == "round-1"
    GAME.apply(state, 1, GAME.legal_actions(state, 1)[0])
    assert SCREEN.pause(GAME.view(state, None)) == ""
    assert SCREEN.pause(GAME.view(play(3, 5000), None)) == ""
    assert SCREEN.pause(GAME.view(GAME.new_game(3, {}, 7), None)) == ""


def test_the_pause_is_the_screens_alone_the_state_and_record_stay():
    """Drawing the pause changes nothing the rules hold: the view is the same before
    and after, and the next legal moves are those of the new round."""
    state = round_scored(4)
    before = GAME.view(state, 0)
    SCREEN.board(Context(before, GAME.legal_actions(state, 0), NAMES[:4]))
    assert GAME.view(state, 0) == before
    assert GAME.legal_actions(state, 0)  # the draft of round 2 is open to the rules


def test_in_presenter_mode_the_scored_round_shows_without_a_button():
    state = round_scored(4)
    view = GAME.view(state, None)
    shown = Context(view, [], NAMES[:4], space=SPACES["projector"])
    assert SCREEN.paused(shown)
    assert "ui:go-on" not in SCREEN.panel(shown)
    assert "Round 1 of 3 scored" in SCREEN.board(shown)
    # Presenter mode's all hands: a seat's hand looked at stays shown during the pause.
    looked_at = Context(GAME.view(state, 2), [], NAMES[:4])
    assert SCREEN.paused(looked_at) and 'aria-label="Your cards"' in SCREEN.panel(looked_at)


@pytest.mark.parametrize("lang", LANGS)
def test_the_pause_speaks_every_language(lang):
    set_current_language(lang)
    state = round_scored(3)
    held = Context(GAME.view(state, 0), GAME.legal_actions(state, 0), NAMES[:3])
    panel = SCREEN.panel(held)
    if lang != "en":
        assert "Next round" not in panel and "scored" not in panel


# -- keys ----------------------------------------------------------------------------------


def test_keys_one_to_three_choose_the_cards_the_panel_promises():
    """The panel says "keys 1–3": each key stands for the button choosing that card,
    and every one of those buttons is in the draft's panel; N goes on from a pause."""
    assert {SCREEN.keys[k] for k in "123"} == {"ui:pick 0", "ui:pick 1", "ui:pick 2"}
    state = play(3, 0)
    panel = SCREEN.panel(Context(GAME.view(state, 0), GAME.legal_actions(state, 0), NAMES[:3]))
    assert "keys 1–3" in panel
    for key in "123":
        assert f'data-action="{SCREEN.keys[key]}"' in panel
    assert SCREEN.choose("ui:pick", "2", 0, 0) == (2, 0)
    assert SCREEN.keys["n"] == SCREEN.keys["N"] == "ui:go-on"


# -- words never broken inside ----------------------------------------------------------------


def katakana_words(value: str) -> list[str]:
    return re.findall(r"[\u30a0-\u30ff]{2,}", value)


@pytest.mark.parametrize("lang", ["ja", "zh-TW"])
@pytest.mark.parametrize("units", [14, 18, 22, 26, 30])
def test_requests_break_between_words(lang, units):
    """A request in Japanese breaks after its punctuation or a particle, never inside
    a katakana word ("ラズ/ベリー") or a number and its counter ("2/顆")."""
    set_current_language(lang)
    for number in range(1, len(CUSTOMERS) + 1):
        request = customer_request(number).render()
        lines = wrap(request, units, 20)
        assert "".join(lines) == request
        whole = set(katakana_words(request))
        for line in lines:
            for word in katakana_words(line):
                assert word in whole or width(word) > units, (lines, word)
        for before, after in zip(lines, lines[1:]):
            assert not (before[-1].isdigit() and after[0] not in "、。，"), lines


@pytest.mark.parametrize("kind", list(SPACES))
def test_requests_on_the_cards_of_each_screen_are_whole(kind):
    """On every screen's cards, no request is cut short with an ellipsis."""
    for lang in LANGS:
        set_current_language(lang)
        for shown in (1, 2, 3):
            plan = layout(SPACES[kind], 4, True, tuple(range(1, shown + 1)))
            if plan["rows"]:
                continue  # a row is as wide as the board
            for number in range(1, len(CUSTOMERS) + 1):
                lines = request_lines(number, plan["card"], plan["font"])
                assert "…" not in "".join(lines), (lang, shown, lines)


def test_a_board_from_warm_memos_is_the_board_drawn_afresh_on_every_screen():
    """The memos' keys hold what of the space a piece depends on: boards drawn for one
    screen after another, warm, are those drawn with every memo empty."""
    from pygames.core.drawing import board as core_board

    def afresh(draw):
        kept = [memo.made for memo in core_board._memos]
        for memo in core_board._memos:
            memo.made = {}
        try:
            return draw()
        finally:
            for memo, made in zip(core_board._memos, kept):
                memo.made = made

    for moves in (20, 70, 140, 500):
        state = play(4, moves)
        for kind in ("laptop", "phone", "projector", "laptop"):
            for seat in (0, 2, None):
                view = GAME.view(state, seat)
                for scored in (False, True):

                    def draw(view=view, kind=kind, scored=scored):
                        board = draw_board(view, names=NAMES[:4], space=SPACES[kind], scored=scored)
                        return str(board)

                    assert draw() == afresh(draw), (moves, kind, seat, scored)


def test_a_table_of_bots_says_it_waits_for_the_players_to_go_on():
    """At a table where only bots are to move, the status line says the round is
    scored and waits (the bots wait too), not that the bots are thinking."""
    from pygames.core.record import Seat
    from ui import table_view
    from ui.frame import frame
    from ui.session import Table

    table = Table.new("cakemaster", [Seat(n, "bot:random") for n in NAMES[:3]], seed=5)
    while not table.view(None)["rounds"]:
        table.bot_step()
    screen = table_view.TableScreen()
    assert table_view.status_text(frame(table, screen)).startswith("Round 1 is scored")
    screen.went_on = SCREEN.pause(table.view(None))
    assert "Round 1 is scored" not in table_view.status_text(frame(table, screen))


@pytest.mark.parametrize("kind", ["laptop", "projector"])
@pytest.mark.parametrize("players", range(1, 7))
def test_every_table_size_fits_the_room_beside_the_side_column(kind, players):
    """One to six players, seated or watching, three customers: the picture fits the
    room's height, so it is never scaled below its words' size."""
    space = SPACES[kind]
    for seated in (True, False):
        plan = layout(space, players, seated, (1, 7, 9))
        assert plan["height"] <= space.height and plan["scale"] == 1.0, (seated, plan)


def test_a_room_too_small_for_any_layout_takes_the_least_tall():
    """A small window: of the ways to lay the others out, the least tall (the words
    shrink the least), not the one with the largest cakes (one column, drawn at half
    its size)."""
    plan = layout(Space(700, 450), 6, True, (1, 7, 9))
    assert plan["columns"] >= 2 and plan["scale"] > 0.8, plan
