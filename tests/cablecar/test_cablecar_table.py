"""Cable Car at the table (the app shell in CPython, no browser): what a move logs
(CC05 draw, CC06 the hidden tile, the shares game's exchanges CC25 and profits CC26),
refusals passed through (CC01), undo where a draw or the hidden tile's replacement
showed a tile (CC05, CC06), the hidden tiles' privacy screen, the tile chosen and turned
(CC19, CC20) and the shares panel (CC21-CC29)."""

from __future__ import annotations

import html
import json
from pathlib import Path

import pytest

from pygames.core.errors import IllegalAction
from pygames.core.record import Record, Seat
from ui import table_view
from ui.i18n import t
from ui.session import Table, UndoRefused

HOSTILE = "<img src=x onerror=alert(1)>\"'&"


def two_humans(seed: int = 7) -> Table:
    return Table.new("cablecar", [Seat("Ann"), Seat("Bob")], seed=seed)


def human_and_bot(seed: int = 7, bot: str = "bot:greedy") -> Table:
    return Table.new("cablecar", [Seat("Ann"), Seat("Bot", bot)], seed=seed)


def first_hand_move(table: Table, seat: int) -> str:
    return next(t for t in table.legal_texts(seat) if t.startswith("hand"))


def draw_and_place(table: Table, seat: int) -> None:
    """A turn that may be taken back: the drawn tile's placement (the draw stays)."""
    table.apply(seat, "draw")
    table.apply(seat, table.legal_texts(seat)[0])


def bots_until_human(table: Table) -> None:
    while table.bot_to_move() is not None:
        table.bot_step()


def assert_no_markup_from_names(html: str) -> None:
    assert "<img" not in html and "onerror=alert(1)>" not in html
    assert "&lt;img src=x onerror=alert(1)&gt;" in html


SHARES = {"mode": "shares"}


FREE_TWO = {"orientation": "free", "hand": 2}


def cablecar_table(options: dict, seats=("Ann", "Bob"), seed: int = 3) -> Table:
    return Table.new("cablecar", [Seat(name) for name in seats], options, seed)


def board_actions_of(html: str) -> list[str]:
    import re

    return re.findall(r'data-action="([^"]+)"', html)


def board_actions(view, legal, pick, turns) -> list[str]:
    """Cable Car's board offers for the tile chosen and its turn (as texts)."""
    from pygames.core.screen import Context, load_screen

    screen = load_screen("cablecar")
    ctx = Context(view, list(legal), ["Ann", "Bob"], pick=pick, turns=turns)
    return [str(action) for action in screen.board_actions(ctx)]


def prompt(table: Table, seat: int) -> str:
    from pygames.core.screen import Context, load_screen

    ctx = Context(table.view(seat), table.legal_actions(seat), table.names())
    return load_screen(table.record.game).prompt(ctx)


ORDINAL_HAND = {"hand": "their hidden tile", "hand2": "their 2nd hidden tile"}
ORDINAL_HAND["hand3"] = "their 3rd hidden tile"


TURNED = {"": "", "r1": ", turned once", "r2": ", turned twice", "r3": ", turned three times"}


def cablecar_phrase(text: str) -> str:
    """What the log says a Cable Car action did (the test's own reading of the text)."""
    words = text.split()
    if words[0] == "draw":
        return "drew a tile from the pile"
    if words[0] == "exchange":
        # An exchange never names the share given away: it goes face down under its pile.
        taking = "the face-up card" if words[2] == "face-up" else "a hidden card"
        return f"exchanged a {words[1]}% share, taking {taking}"
    which = "the drawn tile" if words[0] == "place" else ORDINAL_HAND[words[0]]
    turned = TURNED[words[2] if len(words) > 2 else ""]
    return f"placed {which} at {words[1]}{turned}"


def test_apply_appends_to_the_record_and_logs_a_readable_line():
    table = two_humans()
    move = first_hand_move(table, 0)
    line = table.apply(0, move)
    assert table.record.actions == [(0, move)]
    assert table.moves == 1 and table.log == [line]
    assert line.startswith("Ann placed their hidden tile at ")
    assert table.to_move() == (1,)


def test_illegal_action_passes_through_unchanged_and_changes_nothing():
    table = two_humans()
    before = json.dumps(table.state.to_json(), sort_keys=True)
    with pytest.raises(IllegalAction) as info:
        table.apply(0, "hand 4,4")  # the power station
    assert info.value.rule == "CC01"
    with pytest.raises(IllegalAction, match="not your turn"):
        table.apply(1, first_hand_move(table, 1) if table.legal_texts(1) else "draw")
    with pytest.raises(IllegalAction):
        table.apply(0, "fly away")
    assert json.dumps(table.state.to_json(), sort_keys=True) == before
    assert table.record.actions == [] and table.log == []


def test_log_names_points_scored_by_the_move():
    table = Table.new("cablecar", [Seat("Ann", "bot:greedy"), Seat("Bob", "bot:greedy")], seed=3)
    while not table.is_over():
        table.bot_step()
    scoring = [line for line in table.log if "(" in line]
    assert scoring, "a whole game scores some lines"
    assert all(line.endswith(")") and ("+" in line) for line in scoring)
    assert sum(1 for line in table.log if "drew a tile" in line) == sum(
        1 for _, text in table.record.actions if text == "draw"
    )


def test_a_bot_turn_cannot_be_finished_after_the_game_moved_on():
    table = human_and_bot(bot="bot:search")
    draw_and_place(table, 0)
    turn = table.start_bot_turn()
    table.undo(0)
    with pytest.raises(ValueError, match="moved on"):
        table.finish_bot_turn(turn)
    assert table.moves == 1  # the draw stays: it showed a tile


def test_undo_takes_back_own_last_move_and_the_bot_moves_after_it():
    table = human_and_bot(bot="bot:random")
    ann_first = first_hand_move(table, 0)
    table.apply(0, ann_first)
    bots_until_human(table)
    # find a position where the bot's reply drew nothing, so undo is allowed
    for _ in range(30):
        if table.undo_problem(0) is None:
            break
        table.apply(
            0, first_hand_move(table, 0) if table.state.drawn is None else table.legal_texts(0)[0]
        )
        bots_until_human(table)
    assert table.undo_problem(0) is None
    last_ann = max(i for i, (who, _) in enumerate(table.record.actions) if who == 0)
    kept = table.record.actions[:last_ann]
    expected = Table(
        Record.from_json({**table.record.to_json(), "actions": [list(a) for a in kept]})
    )
    removed = table.undo(0)
    assert removed >= 1
    assert table.record.actions == kept
    assert table.state.to_json() == expected.state.to_json()
    assert table.log == expected.log
    assert table.human_to_move() == 0


def test_undo_is_disabled_with_its_reason_where_it_would_be_refused():
    """Where undo would be refused the button is disabled (aria-disabled, so it keeps
    its focus) and says why beside it, as a tooltip the style shows on hover and focus;
    where it would work it is a plain button."""
    table = two_humans()
    screen = table_view.TableScreen()

    def undo_html() -> str:
        tools = table_view.tools(table, screen)
        return tools[: tools.index('<button type="button" data-action="ui:share"')]

    nothing = html.escape(t("undo.nothing_yet"))
    assert undo_html() == (
        '<span class="undo-box"><button type="button" data-action="ui:undo" aria-disabled="true"'
        ' aria-describedby="undo-why">Undo</button>'
        f'<span class="why" role="tooltip" id="undo-why">{nothing}</span></span>'
    )
    table.apply(0, "draw")
    refused = undo_html()
    assert 'aria-disabled="true"' in refused
    assert f'id="undo-why">{html.escape(table.undo_problem(0))}</span>' in refused
    table.apply(0, table.legal_texts(0)[0])
    assert table.undo_problem(0) is None
    assert undo_html() == (
        '<button type="button" data-action="ui:undo" title="Take back Ann&#x27;s last move">'
        "Undo</button>"
    )
    style = (Path(__file__).resolve().parents[2] / "ui" / "style.css").read_text("utf-8")
    assert (
        ".undo-box button:hover + .why, .undo-box button:focus + .why { display: block; }" in style
    )


def test_undo_refuses_a_draw_it_revealed_a_tile():
    table = two_humans()
    table.apply(0, "draw")
    assert "cannot be taken back" in table.undo_problem(0)
    with pytest.raises(UndoRefused, match="drew a tile"):
        table.undo(0)
    place = table.legal_texts(0)[0]
    table.apply(0, place)
    # the placement after a draw may be taken back; the draw then stays
    assert table.undo(0) == 1
    assert table.record.actions == [(0, "draw")] and table.state.drawn is not None
    with pytest.raises(UndoRefused):
        table.undo(0)


def test_undo_refused_once_another_human_has_moved():
    table = two_humans()
    draw_and_place(table, 0)
    draw_and_place(table, 1)
    with pytest.raises(UndoRefused, match="Bob has moved since"):
        table.undo(0)
    assert table.undo_seat() == 1
    assert table.undo(1) == 1
    assert table.moves == 3


def test_cc06_undo_refuses_a_hand_placement_that_drew_a_tile():
    """CC06: placing the hidden tile draws its replacement in the same action, so the
    placement showed the next tile of the pile and cannot be taken back (else a player
    could look at it and choose again); once the pile is empty it can."""
    table = two_humans()
    table.apply(0, first_hand_move(table, 0))
    with pytest.raises(UndoRefused, match="revealed what was hidden"):
        table.undo(0)
    assert table.moves == 1
    state = table.state
    state.deck.clear()  # the pile used up: a hand placement draws nothing
    table._reveals[-1] = table.game.reveal_count(state)
    table.apply(1, first_hand_move(table, 1))
    assert table.undo_problem(1) is None


def test_undo_refused_when_a_bot_drew_since():
    table = human_and_bot(bot="bot:random")
    for _ in range(60):
        if table.is_over():
            break
        table.apply(
            0, first_hand_move(table, 0) if table.state.drawn is None else table.legal_texts(0)[0]
        )
        bots_until_human(table)
        mine = max(i for i, (who, _) in enumerate(table.record.actions) if who == 0)
        if any(text == "draw" for _, text in table.record.actions[mine + 1 :]):
            with pytest.raises(UndoRefused, match="Since then Bot drew a tile"):
                table.undo(0)
            return
    pytest.fail("the random bot never drew")


def test_undo_never_crosses_a_reveal_the_game_counts(monkeypatch):
    """A game that counts what it has shown (``reveal_count``) keeps undo from crossing
    a change of that count, even for actions its ``can_undo`` would allow."""
    from pygames import get_game

    game = get_game("cablecar")
    # Count a reveal at every second tile placed: no rule on action texts could know it.
    monkeypatch.setattr(game, "reveal_count", lambda state: state.placed // 2)
    table = two_humans()
    table.apply(0, first_hand_move(table, 0))
    assert table.undo_problem(0) is None  # one tile placed: nothing shown yet
    table.apply(1, first_hand_move(table, 1))
    with pytest.raises(UndoRefused, match="cannot be taken back"):
        table.undo(1)
    assert table.moves == 2


def test_privacy_screen_hides_the_hand_between_two_people():
    table = two_humans()
    screen = table_view.TableScreen(mode="local")
    assert table_view.is_screened(table, screen)
    covered = table_view.parts(table, screen)
    assert 'data-action="ui:reveal 0"' in covered["panel"] and "hand-tile" not in covered["panel"]
    assert 'data-action="hand' not in covered["board"]  # nothing to click until uncovered
    screen.shown_seat = 0
    shown = table_view.parts(table, screen)
    assert "hand-tile" in shown["panel"] and 'data-action="hand' in shown["board"]
    table.apply(0, first_hand_move(table, 0))
    assert table_view.is_screened(table, screen)  # Bob's turn: covered again


def test_no_privacy_screen_with_one_person_and_bots():
    table = human_and_bot()
    screen = table_view.TableScreen(mode="local")
    assert not table_view.is_screened(table, screen)
    assert "hand-tile" in table_view.parts(table, screen)["panel"]


def test_a_shares_game_logs_company_profits_and_ends_without_a_crash():
    table = Table.new(
        "cablecar",
        [Seat("A", "bot:greedy"), Seat("B", "bot:random"), Seat("C", "bot:greedy")],
        SHARES,
        seed=3,
    )
    while table.bot_step() is not None:
        pass
    assert table.is_over() and table.scores() == table.result().scores
    gains = [line for line in table.log if "(" in line]
    assert gains and all(" +" in line for line in gains)
    companies = ("Yellow", "Blue", "Orange", "Black", "Red", "Brown", "Green", "Purple")
    assert any(name + " +" in line for line in gains for name in companies)
    assert not any("None" in line for line in table.log)
    assert Table(Record.from_json(table.record.to_json())).log == table.log


def test_an_exchange_is_logged_without_the_share_given_away():
    table = cablecar_table(SHARES)
    given = table.state.shares[0][1]
    line = table.apply(0, "exchange 20 face-up")
    assert line == "Ann exchanged a 20% share, taking the face-up card"
    assert table.state.share_piles[1][0] == given  # it went under the pile, unnamed
    assert table.apply(1, "exchange 10 pile") == "Bob exchanged a 10% share, taking a hidden card"


def test_the_board_offers_the_chosen_tile_turned_as_chosen():
    table = cablecar_table(FREE_TWO, seed=5)
    view = table.view(0)
    legal = table.legal_actions(0)
    placements = {str(action) for action in legal if str(action).startswith("hand")}
    offered = set()
    for pick in (0, 1):
        for turns in range(4):
            actions = board_actions(view, legal, pick, turns)
            assert actions and set(actions) <= placements
            squares = [text.split()[1] for text in actions]
            assert len(squares) == len(set(squares))  # one action per square
            verb = "hand" if view["hand"].index(view["hand"][pick]) == 0 else "hand2"
            assert {text.split()[0] for text in actions} == {verb}
            offered |= set(actions)
    assert offered == placements  # every legal placement can be chosen
    # Two hidden tiles of one kind: the second places what the first does.
    table.state.hands[0] = [table.state.hands[0][0]] * 2
    view, legal = table.view(0), table.legal_actions(0)
    assert board_actions(view, legal, 1, 0) == board_actions(view, legal, 0, 0)
    # Fixed orientation: the turn is ignored.
    fixed = cablecar_table({"hand": 2}, seed=5)
    view, legal = fixed.view(0), fixed.legal_actions(0)
    assert board_actions(view, legal, 1, 3) == board_actions(view, legal, 1, 0)
    assert all(" r" not in text for text in board_actions(view, legal, 1, 3))


def test_the_screen_remembers_the_choice_until_the_next_move():
    table = cablecar_table(FREE_TWO, seed=5)
    screen = table_view.TableScreen(mode="local", shown_seat=0)
    screen.pick, screen.turns = 1, 1
    parts = table_view.parts(table, screen)
    expected = board_actions(table.view(0), table.legal_actions(0), 1, 1)
    assert sorted(board_actions_of(parts["board"])) == sorted(expected)
    assert 'data-action="ui:pick 1" aria-pressed="true"' in parts["panel"]
    assert 'data-action="ui:turn 1"' in parts["panel"] and "Turned once" in parts["panel"]
    table.apply(0, expected[0])
    screen.clear_choice()
    assert (screen.pick, screen.turns) == (0, 0)
    assert table.log[-1].startswith("Ann placed their")


def test_no_turn_buttons_when_tiles_keep_their_orientation():
    table = cablecar_table({"hand": 3})
    panel = table_view.parts(table, table_view.TableScreen(mode="local", shown_seat=0))["panel"]
    assert "ui:turn" not in panel and panel.count('data-action="ui:pick ') == 3


def test_shares_panel_shows_companies_own_shares_and_legal_exchanges():
    table = cablecar_table(SHARES)
    screen = table_view.TableScreen(mode="local", shown_seat=0)
    parts = table_view.parts(table, screen)
    assert "swatch" not in parts["players"]  # players own no colour: companies do
    assert parts["extra"].count('class="company"') == 8 and "reaches 25" in parts["extra"]
    own = table.view(0)["shares"]
    assert parts["panel"].count('class="yours"') == 4
    for percent, company in zip((10, 20, 30, 40), own):
        row = parts["panel"].split(f'data-percent="{percent}"')[1].split("</tr>")[0]
        assert (
            f'class="card c-{table.view(0)["companies"][company]}"'
            in row.split('class="face-up"')[0]
        )
    exchanges = [a for a in board_actions_of(parts["panel"]) if a.startswith("exchange")]
    assert sorted(exchanges) == sorted(t for t in table.legal_texts(0) if t.startswith("exchange"))
    assert not [a for a in board_actions_of(parts["board"]) if a.startswith("exchange")]
    # Covered for the next person: no one's shares, no exchange buttons.
    table.apply(0, "exchange 30 pile")
    covered = table_view.parts(table, screen)
    assert 'class="yours"' not in "".join(covered.values()) and "exchange " not in covered["panel"]
    assert "tile and shares" in covered["panel"]
    # Everyone saw Ann take nothing face up; Bob sees the face-up card Ann would take.
    table.apply(1, "exchange 10 face-up")
    seen = table_view.parts(table, table_view.TableScreen(mode="local", shown_seat=0))["players"]
    assert "Seen taking: 10%" in seen


def test_exchanges_close_once_a_marker_reaches_25():
    table = cablecar_table(SHARES)
    table.state.profits[2] = 25
    parts = table_view.parts(table, table_view.TableScreen(mode="local", shown_seat=0))
    assert "exchange " not in parts["panel"] and "Exchanges are closed" in parts["panel"]
    assert "no more exchanges" in parts["extra"] and 'class="bar reached"' in parts["extra"]
    assert "or exchange a share" not in parts["status"]


def test_shares_game_end_shows_every_holding_and_the_breakdown():
    table = Table.new(
        "cablecar", [Seat("Ann", "bot:greedy"), Seat(HOSTILE, "bot:greedy")], SHARES, seed=4
    )
    while table.bot_step() is not None:
        pass
    parts = table_view.parts(table, table_view.TableScreen(mode="local"))
    assert 'id="holdings"' in parts["extra"] and parts["extra"].count('<tr data-seat="') == 2
    assert_no_markup_from_names(parts["extra"] + parts["result"])
    for seat, _holding in enumerate(table.state.shares):
        row = parts["extra"].split(f'<tr data-seat="{seat}">')[1].split("</tr>")[0]
        assert row.count('class="card c-') == 4
    assert "majority" in parts["result"] and "× 10 × value" in parts["result"]
    assert [int(s) for s in table.result().scores] == table.scores()


def test_scored_lines_are_listed_per_owner_and_name_their_station():
    table = Table.new("cablecar", [Seat("Ann", "bot:greedy"), Seat("Bob", "bot:greedy")], seed=3)
    for _ in range(40):
        table.bot_step()
    extra = table_view.parts(table, table_view.TableScreen(mode="local"))["extra"]
    view = table.view(None)
    scored = sorted(c["station"] for c in view["cars"] if c["scored"])
    import re

    assert sorted(int(n) for n in re.findall(r'data-trace="(\d+)"', extra)) == scored
    for owner, name in enumerate(("Ann", "Bob")):
        if any(c["scored"] and c["owner"] == owner for c in view["cars"]):
            total = view["scores"][owner]
            assert (
                f'<span class="who">{name}</span><span class="total">{total} points</span>' in extra
            )
    while not table.is_over():
        table.bot_step()
    # Once the game is over the result lists each player's lines; the side does not.
    over = table_view.parts(table, table_view.TableScreen(mode="local"))
    assert "lines-list" not in over["extra"]
    assert over["result"].count("Station ") == len(table.view(None)["cars"]) > 0
    shares = Table.new(
        "cablecar", [Seat("A", "bot:greedy"), Seat("B", "bot:greedy")], SHARES, seed=3
    )
    for _ in range(60):
        shares.bot_step()
    extra = table_view.parts(shares, table_view.TableScreen(mode="local"))["extra"]
    owners = re.findall(r'<span class="who">([^<]*)</span>', extra)
    assert owners and set(owners) <= {
        "Yellow",
        "Blue",
        "Orange",
        "Black",
        "Red",
        "Brown",
        "Green",
        "Purple",
    }


def test_prompts_name_the_choices():
    assert (
        prompt(cablecar_table(SHARES), 0)
        == "Ann: place your hidden tile or draw from the pile, or exchange a share."
    )
    assert (
        prompt(cablecar_table({"hand": 2}), 0)
        == "Ann: place one of your hidden tiles or draw from the pile."
    )


@pytest.mark.parametrize(
    "options",
    [{}, {"orientation": "free", "hand": 3}, {"mode": "shares", "hand": 2, "orientation": "free"}],
)
def test_cablecar_log_phrases(options):
    table = Table.new(
        "cablecar", [Seat("Ann", "bot:random"), Seat("Bob", "bot:greedy")], options, seed=6
    )
    while table.bot_step() is not None:
        pass
    for (seat, text), line in zip(table.record.actions, table.log):
        assert line.startswith(f"{table.name(seat)} {cablecar_phrase(text)}"), (text, line)
