"""The coach (issue 13 part 2), in CPython: a hint is the strongest bot's own choice
from the seat's view with the generator a bot would get there, it plays nothing, it
is counted in the record's metadata (saved, kept by undo, carried by links) and the
result screen says the counts."""

from __future__ import annotations

import dataclasses

import pytest

from pygames import GAMES
from pygames.core.bots import bot_for, bot_rng
from pygames.core.record import Record, Seat
from pygames.core.screen import load_screen, say
from ui import coach, i18n, table_view
from ui.session import Table
from ui.table_view import TableScreen

GAMES_PLAYED = ("cablecar", "cakemaster", "foodtycoon", "foodparadise", "cupcake")


def table_at(game_id: str, decisions: int, *, seed: int = 5, players: int = 3) -> Table:
    """Ann (a person) and greedy bots; Ann's first ``decisions`` decisions made by the
    greedy rule, the bots' moves played out: the table with Ann to decide."""
    spec = GAMES[game_id].spec
    count = min(max(spec.min_players, players), spec.max_players)
    seats = [Seat("Ann")] + [Seat(f"Bot {n}", "bot:greedy") for n in range(1, count)]
    table = Table.new(game_id, seats, seed=seed)
    greedy = bot_for(table.game, "bot:greedy")
    made = 0
    while True:
        while table.bot_to_move() is not None:
            table.bot_step()
        seat = table.human_to_move()
        assert seat == 0, "the game ended before Ann's decision"
        if made == decisions:
            return table
        legal = table.legal_actions(seat)
        rng = bot_rng(table.record.seed, table.moves)
        table.apply(seat, greedy.choose(table.game, table.view(seat), seat, legal, rng))
        made += 1


def own_choice(table: Table, seat: int):
    """What the strongest bot in that seat chooses there, set up by hand: its seat kind,
    the hint's simulation count, the seat's view and legal actions, bot_rng."""
    game = table.game
    kind = coach.strongest_kind(GAMES[table.record.game].spec)
    bot = bot_for(game, kind)
    if hasattr(bot, "start"):
        bot.simulations, bot.budget = GAMES[table.record.game].tuning.coach_simulations, None
    view, legal = game.view(table.state, seat), game.legal_actions(table.state, seat)
    return bot.choose(game, view, seat, legal, bot_rng(table.record.seed, table.moves))


def test_the_strongest_bot_is_search_where_a_game_offers_it_else_greedy():
    kinds = {game_id: coach.strongest_kind(GAMES[game_id].spec) for game_id in GAMES_PLAYED}
    assert kinds == {
        "cablecar": "bot:search",
        "cakemaster": "bot:search",
        "foodtycoon": "bot:search",
        "foodparadise": "bot:search",
        "cupcake": "bot:search",
    }
    plain = dataclasses.replace(GAMES["foodtycoon"].spec, bots=("greedy",))
    assert coach.strongest_kind(plain) == "bot:greedy"


@pytest.mark.parametrize("game_id", GAMES_PLAYED)
@pytest.mark.parametrize("decisions", [0, 3])
def test_a_hint_is_the_strongest_bots_own_choice_and_plays_nothing(game_id, decisions):
    table = table_at(game_id, decisions)
    before = list(table.record.actions)
    state_before = table.state.to_json()
    hint = coach.work_out(table, 0)
    assert hint.action == own_choice(table, 0)
    assert hint.action in table.legal_actions(0)
    assert table.record.actions == before, "a hint plays nothing"
    assert table.state.to_json() == state_before, "nor changes the position"
    assert "hints" not in table.record.meta, "working one out counts nothing"
    assert str(hint.why).endswith((".", "。")) and "{" not in str(hint.why)


@pytest.mark.parametrize("game_id", GAMES_PLAYED)
def test_a_hint_in_slices_is_the_hint_at_once(game_id):
    table = table_at(game_id, 2)
    turn = coach.start_hint(table, 0)
    slices = 0
    while not turn.done:
        turn.run_for(0.005)
        slices += 1
    assert turn.hint().action == coach.work_out(table, 0).action
    assert turn.fresh(table)


def test_the_hint_reads_only_the_seats_view():
    """Cable Car: the pile's order and the other hands differ, the view is the same,
    so the hint is too."""
    table = table_at("cablecar", 2, players=3)
    first = coach.work_out(table, 0)
    view = table.view(0)
    state = table.state
    state.deck.reverse()
    state.hands[1], state.hands[2] = state.hands[2], state.hands[1]
    state.hands[1] = [(state.hands[1][0] + 5) % 20 + 1] if state.hands[1] else [3]
    assert table.view(0) == view, "only hidden parts were changed"
    again = coach.work_out(table, 0)
    assert again.action == first.action
    assert str(again.why) == str(first.why)


def test_cake_master_hint_ignores_the_other_hands():
    table = table_at("cakemaster", 0, players=3)
    first = coach.work_out(table, 0).action
    view = table.view(0)
    table.state.hands[1], table.state.hands[2] = table.state.hands[2], table.state.hands[1]
    assert table.view(0) == view
    assert coach.work_out(table, 0).action == first


def test_the_sentence_says_the_points_a_move_makes_now():
    """Cable Car, two players: a suggested placement that closes a line says so."""
    for decisions in range(30):
        table = table_at("cablecar", decisions, players=2)
        hint = coach.work_out(table, 0)
        if hint.why.key == "coach.scores":
            break
    else:
        pytest.fail("no scoring hint in Ann's first 30 decisions")
    text = str(hint.why)
    assert text.startswith("If Ann placed") and " now." in text
    for lang in ("zh-TW", "ja"):
        i18n.set_language(lang)
        try:
            said = str(hint.why)
        finally:
            i18n.set_language("en")
        assert "Ann" in said and said != text and "coach." not in said


def test_a_hidden_choice_and_a_roll_are_said_in_the_games_words():
    """Cake Master's draft event hides the cards; Food Paradise's roll event would tell
    a roll not made: the coach says each as its button does."""
    table = table_at("cakemaster", 0, players=2)
    hint = coach.work_out(table, 0)
    assert hint.why.params["move"].key == "coach.if_words"
    assert f"Keep card {hint.action.keep}" in str(hint.why)
    turn = coach.start_hint(table_at("foodparadise", 1, players=2), 0)
    move = turn._move(GAMES["foodparadise"].rules().parse_action("roll"), [], ["Ann", "Bot 1"])
    assert "Roll the die" in str(move)


def test_a_single_move_is_said_without_playing_it_out():
    table = table_at("foodtycoon", 3)
    while len(table.legal_actions(0)) != 1:
        seat = table.human_to_move()
        table.apply(seat, table.legal_actions(seat)[0])
        while table.bot_to_move() is not None:
            table.bot_step()
        assert table.human_to_move() == 0
    assert str(coach.work_out(table, 0).why) == "This is the only move you can make now."


def test_counted_in_the_record_saved_kept_by_undo_and_links():
    table = Table.new("cablecar", [Seat("Ann"), Seat("Bob")], seed=7)
    assert table.count_hint(1) == 1 and table.count_hint(1) == 2
    assert table.record.meta == {"hints": [0, 2]}
    table.apply(0, "draw")
    table.apply(0, table.legal_texts(0)[0])
    table.count_hint(0)
    table.apply(1, "draw")
    table.apply(1, table.legal_texts(1)[0])
    table.undo(1)  # the placement of the drawn tile (the draw stays)
    assert table.record.meta["hints"] == [1, 2], "undo replays actions, keeps the counts"
    saved = Record.loads(table.record.dumps())
    assert saved.meta["hints"] == [1, 2]
    assert Record.from_share(table.share_text()).meta["hints"] == [1, 2]
    assert Table(saved).record.meta["hints"] == [1, 2]


def test_the_result_says_each_persons_hints_or_that_none_were_used():
    table = table_at("cupcake", 0, players=2)
    while not table.is_over():
        seat = table.human_to_move()
        if seat is None:
            table.bot_step()
        else:
            table.apply(seat, table.legal_actions(seat)[0])
    res = table.result()
    assert "No hints were used." in table_view.result(table, res)
    table.count_hint(0)
    html = table_view.result(table, res)
    assert 'data-hints="1"' in html and "Hints used: Ann 1 hint." in html
    table.count_hint(0)
    assert "Hints used: Ann 2 hints." in table_view.result(table, res)
    i18n.set_language("ja")
    try:
        assert "使ったヒント：Annは2回。" in table_view.result(table, res)
    finally:
        i18n.set_language("en")


def test_two_people_each_have_their_count():
    table = Table.new("cablecar", [Seat("Ann"), Seat("Bob")], seed=7)
    table.count_hint(0)
    assert table_view.hints_used(table).count("Ann 1 hint, Bob 0 hints") == 1


def test_the_button_only_for_the_person_to_move_at_a_local_table_with_secrets_shown():
    alone = table_at("cablecar", 0)
    screen = TableScreen()
    assert 'data-action="ui:hint"' in table_view.tools(alone, screen)
    shared = TableScreen(mode="shared", total_moves=alone.moves)
    assert "ui:hint" not in table_view.tools(alone, shared), "never at a shared table"
    two = Table.new("cablecar", [Seat("Ann"), Seat("Bob")], seed=7)
    hot_seat = TableScreen()
    table_view.settle(two, hot_seat)
    assert table_view.is_screened(two, hot_seat)
    assert "ui:hint" not in table_view.tools(two, hot_seat), "not behind the privacy screen"
    table_view.reveal(two, hot_seat, "0")
    assert "ui:hint" in table_view.tools(two, hot_seat)
    bots = Table.new("cablecar", [Seat("A", "bot:greedy"), Seat("B", "bot:greedy")], seed=7)
    assert "ui:hint" not in table_view.tools(bots, TableScreen()), "nobody to coach"


def test_the_button_thinks_then_the_hint_stands_until_a_move():
    table = table_at("cablecar", 1)
    screen = TableScreen()
    screen.hint = coach.start_hint(table, 0)
    assert "disabled" in table_view.hint_button(table, screen)
    assert "Thinking" in table_view.hint_button(table, screen)
    screen.hint.hint()
    assert table_view.hint_asked(table, screen) is screen.hint
    assert "disabled" not in table_view.hint_button(table, screen)
    table.apply(0, screen.hint.hint().action)
    assert table_view.hint_asked(table, screen) is None, "a move drops it"


def test_hint_steps_lead_to_actions_made_over_several_clicks():
    """Cake Master: the card to keep is chosen first; Food Tycoon: the ingredients are
    added one by one; Cable Car: another hidden tile is chosen first."""
    cake = Table.new("cakemaster", [Seat("Ann"), Seat("Bob", "bot:greedy")], seed=5)
    legal = cake.legal_actions(0)
    screen = load_screen("cakemaster")
    ctx = table_view.context(cake, TableScreen())
    cards = [n for n in cake.view(0)["hand"] if any(a.keep == n for a in legal)]
    other = next(a for a in legal if a.keep == cards[1])
    assert screen.hint_step(ctx, other) == "ui:pick 1"
    first = next(a for a in legal if a.keep == cards[0])
    assert screen.hint_step(ctx, first) is None, "its button is on the screen"

    food = table_at("foodtycoon", 1)  # the set-up's two ingredient cards
    take = next(a for a in food.legal_actions(0) if len(set(str(a)[5:].split(","))) == 2)
    names = str(take).split(" ", 1)[1].split(",")
    steps, picking = [], TableScreen()
    ft = load_screen("foodtycoon")
    while (step := ft.hint_step(table_view.context(food, picking), take)) is not None:
        steps.append(step)
        picking.choice.append(step.split(" ", 1)[1])
    assert steps == [f"ui:add {name}" for name in names]
    picking.choice = [names[0], names[0], names[0]]
    assert ft.hint_step(table_view.context(food, picking), take) == f"ui:drop {names[0]}"

    cable = Table.new("cablecar", [Seat("Ann"), Seat("Bob", "bot:greedy")], {"hand": 2}, seed=9)
    hand = cable.view(0)["hand"]
    assert hand[0] != hand[1]
    second = next(a for a in cable.legal_actions(0) if str(a).startswith("hand2 "))
    ctx = table_view.context(cable, TableScreen())
    assert load_screen("cablecar").hint_step(ctx, second) == "ui:pick 1"


def test_food_tycoons_reason_names_the_recipe_the_cards_help():
    """Greedy's choice of the set-up's two ingredients, in the game's words: how many
    cards a recipe in Ann's hand still lacks they give."""
    table = table_at("foodtycoon", 1)
    hint = coach.work_out(table, 0)
    assert str(hint.action).startswith("take ")
    assert hint.why.key == "coach.reason"
    assert "still lacks" in str(hint.why)
    recipes = [str(say(f"foodtycoon.recipe.{key}")) for key in table.view(0)["hand"]]
    assert any(name in str(hint.why) for name in recipes)


def test_cable_cars_reason_says_what_a_placement_does_to_the_lines():
    """A placement that scores nothing now: the tiles it adds to Ann's open lines, or
    the opponent's line it ends."""
    reasons = []
    for decisions in range(20):
        hint = coach.work_out(table_at("cablecar", decisions, players=3), 0)
        if hint.why.key == "coach.reason":
            reasons.append(str(hint.why))
    assert reasons, "no placement with a reason in Ann's first 20 decisions"
    assert all(
        ("to Ann's open lines" in text) or ("'s line from station" in text) for text in reasons
    )
