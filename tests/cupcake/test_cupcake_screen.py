"""Cupcake Empire's screen beside the board, in CPython: the prompt of every phase;
the panel offers every action the board does not (the rest area, idea discs, dice
moved, shops moved) exactly once, and only legal ones, besides the turn's buttons;
nothing for a covered device or a spectator; every player's numbers in the side;
the note under each name; names escaped; the texts in three languages; the special
actions in open sections with short row heads."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from pygames.core.messages import set_current_language
from pygames.core.rng import Rng
from pygames.core.screen import Context, load_screen
from pygames.cupcake.actions import BuyIdea, Done, EndTurn, IdeaDisc, IdeaMove, PayMove, Rest
from pygames.cupcake.data import COLUMNS
from pygames.cupcake.drawing.screen import SCREEN, panel_only
from pygames.cupcake.drawing.words import column_title
from pygames.cupcake.rules import GAME

NAMES = ["Ann", "Bob", "Cy", "Dee"]
ACTION = re.compile(r'data-action="([^"]*)"')


@pytest.fixture(autouse=True)
def english_after():
    yield
    set_current_language("en")


def playout(players: int, seed: int):
    state = GAME.new_game(players, {}, seed)
    rng = Rng(seed + 101)
    while GAME.to_move(state):
        seat = GAME.to_move(state)[0]
        legal = GAME.legal_actions(state, seat)
        yield state, seat, legal
        GAME.apply(state, seat, rng.choice(legal))
    yield state, None, []


def first_with_rest(players: int, seed: int):
    """The first position of a playout where rest dice may come back."""
    return next(p for p in playout(players, seed) if any(isinstance(a, Rest) for a in p[2]))


def final(players: int, seed: int):
    *_, last = playout(players, seed)
    return last[0]


def context(state, seat, legal, names=None, hidden=False) -> Context:
    return Context(
        view=GAME.view(state, seat),
        legal=legal,
        names=names or NAMES[: state.players],
        hidden=hidden,
    )


def unescape(text: str) -> str:
    return text.replace("&quot;", '"').replace("&#x27;", "'").replace("&amp;", "&")


def test_the_screen_is_the_games():
    assert load_screen("cupcake") is SCREEN


def test_the_panel_offers_every_action_the_board_does_not_exactly_once():
    kinds = Counter()
    for players, seed in ((2, 1), (3, 2), (4, 3)):
        for state, seat, legal in playout(players, seed):
            ctx = context(state, seat, legal)
            panel = SCREEN.panel(ctx)
            shown = [unescape(a) for a in ACTION.findall(panel)]
            texts = {str(a) for a in legal}
            assert set(shown) <= texts
            wanted = sorted(str(a) for a in legal if panel_only(a))
            turn = [str(a) for a in legal if isinstance(a, (Done, EndTurn, BuyIdea))]
            assert sorted(shown) == sorted(wanted + turn)
            board = {str(a) for a in SCREEN.board_actions(ctx)}
            assert board | set(wanted) == texts and not board & set(wanted)
            kinds.update(type(a) for a in legal if panel_only(a))
    assert {Rest, IdeaDisc, IdeaMove, PayMove} <= set(kinds)


def test_nothing_is_offered_to_a_covered_device_or_a_spectator():
    state, seat, legal = first_with_rest(2, 4)
    assert SCREEN.panel(context(state, seat, legal, hidden=True)) == ""
    assert SCREEN.panel(context(state, None, [])) == ""
    assert 'data-action="rest ' in SCREEN.panel(context(state, seat, legal))


def test_prompts_name_the_seat_to_act_in_every_phase():
    seen = set()
    for state, seat, legal in playout(3, 2):
        ctx = context(state, seat, legal)
        prompt = SCREEN.prompt(ctx)
        if state.phase != "over":
            assert prompt.startswith(NAMES[state.mover] + ":"), prompt
        seen.add(state.phase)
    assert {"disc", "menu", "start", "action", "after", "over"} <= seen


def test_side_and_notes_show_every_players_numbers():
    state = final(4, 3)
    view = GAME.view(state, None)
    side = SCREEN.side(context(state, None, []))
    for entry in view["seats"]:
        assert f'data-seat="{entry["seat"]}" data-income="{entry["income"]}"' in side
        note = SCREEN.player_note(view, entry["seat"])
        assert note.startswith(f"Income {entry['income']} · production {entry['production']}")
    assert SCREEN.player_note(view, 9) == ""


def test_names_with_markup_are_escaped_in_the_side_and_the_panel():
    names = ['<img src=x onerror="1">', "B&"]
    for state, seat, legal in playout(2, 1):
        side = SCREEN.side(context(state, seat, legal, names=names))
        panel = SCREEN.panel(context(state, seat, legal, names=names))
        assert "<img" not in side + panel
    assert "&lt;img" in side


def test_the_panel_speaks_three_languages():
    state, seat, legal = first_with_rest(2, 4)
    for lang, word in (("en", "Rest area"), ("zh-TW", "休息區"), ("ja", "休憩所")):
        set_current_language(lang)
        assert word in SCREEN.panel(context(state, seat, legal))


def test_the_rest_area_and_special_actions_are_open_with_short_row_heads():
    """The rest area (CE44), an idea disc's extra-action disc (CE45) and the dice moved
    (CE46, CE48) are open sections, not lists to unfold with a count such as "(28)":
    a heading, a button per column under the columns' numbers (their actions said once
    in the table's caption, so the table fits the side column), and per choice a row
    headed by its dice as chips (their names for a screen reader, no hidden text), in
    words short enough not to wrap in a narrow panel, in every language."""
    seen = set()
    for lang in ("en", "zh-TW", "ja"):
        set_current_language(lang)
        for players, seed in ((3, 2), (4, 3)):
            for state, seat, legal in playout(players, seed):
                if not any(panel_only(a) for a in legal):
                    continue
                panel = SCREEN.panel(context(state, seat, legal))
                assert "<details" not in panel and "<summary" not in panel
                assert not re.search(r"\(\d+\)", panel)
                for section in re.findall(r'<section class="ce-special ([^"]*)">', panel):
                    seen.add(section)
                assert "visually-hidden" not in panel
                titles = [column_title(c.key) for c in COLUMNS]
                for caption in re.findall(r"<caption[^>]*>(.*?)</caption>", panel):
                    assert caption.split(" · ") == [
                        f"{n}\u00a0{title}" for n, title in enumerate(titles, 1)
                    ]
                assert panel.count("<caption") == panel.count("<table")
                heads = re.findall(r'<th scope="col" aria-label="([^"]*)">(.*?)</th>', panel)
                assert len(heads) == len(COLUMNS) * panel.count("<table")
                for n, (label, head) in enumerate(heads[: len(COLUMNS)], 1):
                    assert re.sub(r"<[^>]+>", "", head) == str(n)
                    assert label == f"{n} {titles[n - 1]}"
                for head in re.findall(r'<th scope="row">(.*?)</th>', panel):
                    chips = re.findall(r'<span class="ce-chip[^"]*"[^>]*>([^<]*)</span>', head)
                    assert chips, head
                    words = re.sub(r"<[^>]+>", "", head)
                    assert len(words) <= 20, words  # the chips' letters and "from column 2"
    assert {"ce-rest-area", "ce-idea-discs", "ce-idea_moves", "ce-pay_moves"} <= seen
