"""Seats and bots for teaching (issue 13 part 6): bot levels named for people, the
setup link that carries them, the new-game form's shuffle and link, in CPython. The
checks loop over the registry or take a game from it by what they need."""

from __future__ import annotations

import dataclasses
import itertools

import pytest

from pygames import GAMES
from pygames.core.levels import LEVELS, kind_of_level, level_kinds, level_of_kind, same_as_casual
from pygames.core.record import Seat
from ui import links, pages
from ui.i18n import set_language, t


@pytest.fixture(autouse=True)
def english():
    set_language("en")
    yield
    set_language("en")


def fits(spec) -> bool:
    """A game with a heuristic and a search bot, options, and seats for three to five."""
    return (
        {"greedy", "search"} <= set(spec.bots)
        and spec.options
        and spec.min_players <= 3
        and spec.max_players >= 5
    )


# The game the links and the form are checked with.
SPEC = next(game.spec for game in GAMES.values() if fits(game.spec))
GAME_ID = SPEC.id


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_each_level_is_a_bot_the_game_has(game_id):
    spec = GAMES[game_id].spec
    kinds = level_kinds(spec)
    assert tuple(kinds) == LEVELS == ("beginner", "casual", "strong")
    # Beginner is the random bot, Casual the game's heuristic one (its first), Strong its
    # strongest (its last), as the README's bots section states them.
    assert tuple(kinds.values()) == ("bot:random", f"bot:{spec.bots[0]}", f"bot:{spec.bots[-1]}")
    bots = GAMES[game_id].bots()
    for level, kind in kinds.items():
        assert kind in spec.seat_kinds(), (game_id, level)
        assert kind == "bot:random" or kind[4:] in bots, (game_id, level)
    assert kinds["strong"] == f"bot:{spec.bots[-1]}"  # the strongest the game has
    assert not same_as_casual(spec)
    assert level_of_kind(spec, "bot:greedy") == "casual"
    # A game whose strongest bot is its heuristic one plays Strong as Casual.
    plain = dataclasses.replace(spec, bots=("greedy",))
    assert same_as_casual(plain) and level_kinds(plain)["strong"] == "bot:greedy"
    assert level_of_kind(plain, "bot:greedy") == "casual"
    assert level_of_kind(spec, "human") is None and kind_of_level(spec, "expert") is None


def test_a_game_without_bots_of_its_own_plays_every_level_at_random():
    from pygames.core.spec import GameSpec

    spec = GameSpec("tiny", {"en": "Tiny"}, 2, 2, 1, "tiny.rules")
    assert level_kinds(spec) == dict.fromkeys(LEVELS, "bot:random")


def test_setup_links_accept_levels_and_the_record_keeps_the_kind():
    fragment = (
        f"#new={GAME_ID}&seats=human:Ann,bot:beginner:Bo,bot:casual:Cy,bot:strong,bot:search:D"
    )
    setup = links.parse_new(links.parse_fragment(fragment))
    assert setup.seats == [
        Seat("Ann", "human"),
        Seat("Bo", "bot:random"),
        Seat("Cy", "bot:greedy"),
        Seat("Strong bot 4", "bot:search"),  # a level's default name says the level
        Seat("D", "bot:search"),
    ]
    three = links.parse_new(links.parse_fragment(f"#new={GAME_ID}&seats=human,bot:strong,human"))
    assert three.seats[1].kind == "bot:search"
    with pytest.raises(links.LinkError, match="bot:beginner, bot:casual, bot:strong"):
        links.parse_new(links.parse_fragment(f"#new={GAME_ID}&seats=human,bot:expert"))
    with pytest.raises(links.LinkError, match=", ".join(SPEC.seat_kinds())):
        links.parse_new(links.parse_fragment(f"#new={GAME_ID}&seats=human,bot:minimax,human"))


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_setup_link_with_levels_round_trips(game_id):
    spec = GAMES[game_id].spec
    count = max(spec.min_players, 3) if spec.max_players >= 3 else spec.max_players
    levels = ["human", "bot:beginner", "bot:casual", "bot:strong"]
    seats = [Seat(f"P, {n} & 名", levels[n % 4]) for n in range(count)]
    options = {o.key: o.choices[-1] for o in spec.options}
    fragment = links.new_link(game_id, seats, 2**63 - 1, options)
    setup = links.parse_new(links.parse_fragment(fragment))
    assert [s.name for s in setup.seats] == [s.name for s in seats]
    assert [s.kind for s in setup.seats] == [
        s.kind if s.kind == "human" else kind_of_level(spec, s.kind[4:]) for s in seats
    ]
    assert setup.seed == 2**63 - 1 and setup.options == options


def test_the_forms_setup_link_writes_levels_typed_names_and_the_seed():
    seats = [Seat("Ann", "human"), Seat("", "bot:strong"), Seat("Bob, jr", "bot:casual")]
    # Each option's last choice, as the form's selects give it: as text.
    chosen = {option.key: option.choices[-1] for option in reversed(SPEC.options)}
    texts = {key: str(value) for key, value in chosen.items()}
    fragment = links.setup_fragment(GAME_ID, seats, " 42 ", texts, drawn_seed=7)
    assert fragment == (
        f"#new={GAME_ID}&seats=human:Ann,bot:strong,bot:casual:Bob%2C%20jr&seed=42"
        + "".join(f"&opt.{key}={text}" for key, text in texts.items())
    )
    setup = links.parse_new(links.parse_fragment(fragment))
    assert [s.kind for s in setup.seats] == ["human", "bot:search", "bot:greedy"]
    assert setup.options == chosen
    with pytest.raises(links.LinkError, match="seed"):
        links.setup_fragment(GAME_ID, seats, "forty", {}, drawn_seed=7)


def test_a_setup_link_made_without_a_typed_seed_deals_everyone_the_same_game():
    """Issue 37 part 5: with no seed typed the link carries the seed drawn for it, so
    every device that opens it deals the same game."""
    seats = [Seat("", "human"), Seat("", "bot:casual")]
    fragment = links.setup_fragment(GAME_ID, seats, " ", {}, drawn_seed=123456789)
    assert fragment.endswith("&seed=123456789")
    assert links.parse_new(links.parse_fragment(fragment)).seed == 123456789
    assert "seed" in t("setup.link_hint") and "if a seed is typed" not in t("setup.link_hint")


def test_the_form_offers_levels_with_a_line_each_and_keeps_kinds_as_values():
    form = pages.setup_form(SPEC)
    for kind, level, label in [
        ("bot:random", "beginner", "Bot: Beginner"),
        ("bot:greedy", "casual", "Bot: Casual"),
        ("bot:search", "strong", "Bot: Strong"),
    ]:
        assert form.count(f'<option value="{kind}" data-level="{level}"') == SPEC.max_players
        assert form.count(f">{label}</option>") == SPEC.max_players
    assert "Bot (greedy)" not in form and "Bot (search)" not in form
    # the default opponent at every seat but the first
    assert form.count('data-level="casual" selected>') == SPEC.max_players - 1
    for key in ("level.hint.beginner", "level.hint.casual", "level.hint.strong"):
        assert f"<li>{t(key)}</li>" in form
    plain = pages.setup_form(dataclasses.replace(SPEC, bots=("greedy",)))
    assert f"Strong: {SPEC.names['en']} has no stronger bot yet" in plain
    assert plain.count('<option value="bot:greedy" data-level="strong">') == SPEC.max_players


def test_a_form_filled_from_a_link_shows_each_seat_at_its_level():
    setup = links.parse_new(
        links.parse_fragment(f"#new={GAME_ID}&seats=bot:search:A,bot:random:B,human:C")
    )
    form = pages.setup_form(SPEC, filled=setup)
    assert '<option value="bot:search" data-level="strong" selected>' in form
    assert '<option value="bot:random" data-level="beginner" selected>' in form
    assert '<option value="human" selected>' in form
    # the seats not shown
    assert form.count('data-level="casual" selected>') == SPEC.max_players - 3


def test_the_form_has_a_shuffle_button_and_a_setup_link_with_room_for_more():
    form = pages.setup_form(SPEC)
    assert 'data-action="ui:shuffle"' in form and t("setup.shuffle") in form
    assert '<input type="text" readonly id="setup-link" value="">' in form
    assert 'data-action="ui:setup-link"' in form and t("setup.link_button") in form
    assert '<span class="link-tools" id="setup-link-tools">' in form  # the QR button's place
    solo = pages.setup_form(next(g.spec for g in GAMES.values() if g.spec.min_players == 1))
    assert 'id="shuffle-seats" data-action="ui:shuffle"' in solo and 'title="' in solo
    assert '" hidden>' + t("setup.shuffle") in solo  # nothing to shuffle for one player


def test_the_shuffle_is_a_permutation_and_reaches_every_order():
    seen = set()
    for words in itertools.product(range(6), repeat=4):
        order = pages.shuffled_order(4, list(words))
        assert sorted(order) == [0, 1, 2, 3]
        seen.add(tuple(order))
    assert len(seen) == 24  # every order of four seats can come out
    assert pages.shuffled_order(1, [123]) == [0]


def test_the_level_texts_exist_in_every_language():
    for lang, words in [("zh-TW", "高手"), ("ja", "強豪")]:
        set_language(lang)
        assert words in pages.setup_form(SPEC)


def test_the_table_names_bots_by_their_level():
    from pygames.core.record import Seat
    from pygames.core.screen import load_screen
    from ui import table_view
    from ui.session import Table

    seats = [Seat("Ann"), Seat("Rob", "bot:greedy"), Seat("Sue", "bot:random")]
    table = Table.new(GAME_ID, seats, {}, 1)
    html = table_view.players(table, table.view(None), load_screen(GAME_ID), None)
    assert "Casual bot" in html and "Beginner bot" in html and "greedy" not in html


@pytest.mark.parametrize("lang", ["en", "zh-TW", "ja"])
def test_a_bot_named_by_kind_in_a_link_is_named_by_the_level_its_badge_says(lang):
    """Issue 37 part 5: ``bot:greedy`` and ``bot:search`` in a link get the default name
    of the level their badge shows ("Casual bot 2" badged "Casual bot", never "Greedy
    bot 2"), in the page's language."""
    from ui.table_view import bot_label

    set_language(lang)
    link = f"#new={GAME_ID}&seats=human,bot:greedy,bot:search,bot:random"
    seats = links.parse_new(links.parse_fragment(link)).seats
    for n, seat in enumerate(seats[1:], 2):
        level = level_of_kind(SPEC, seat.kind)
        assert seat.name == t(f"name.level.{level}", n=n), (lang, seat)
        badge = bot_label(seat.kind, SPEC)
        assert seat.name.startswith(badge) and badge == t(f"player.level.{level}"), (lang, seat)


def test_a_default_name_reads_in_the_language_of_the_page():
    """Issue 37 part 5: a name nobody typed (kept in the record as said when the game
    began, in English, or as an earlier edition said it) reads in the page's language;
    a typed name stays as typed."""
    from ui.session import Table

    seats = [
        Seat("Player 1"),
        Seat("Greedy bot 2", "bot:greedy"),  # an earlier edition's default
        Seat("Strong bot 3", "bot:search"),
        Seat("Ann", "bot:random"),
    ]
    table = Table.new(GAME_ID, seats, {}, 1)
    assert table.names() == ["Player 1", "Casual bot 2", "Strong bot 3", "Ann"]
    set_language("ja")
    assert table.names() == ["プレイヤー1", "カジュアルボット2", "強豪ボット3", "Ann"]
    set_language("zh-TW")
    assert table.names()[:3] == ["玩家1", "休閒電腦2", "高手電腦3"]


def test_the_forms_name_fields_show_the_name_each_seat_gets_untyped():
    """Issue 37 part 5: a bot's seat on the new-game form shows its level's default name
    (the name it will have), a person's "Player n"."""
    form = pages.setup_form(SPEC, players=3)
    assert 'id="name-0" name="name-0" type="text" placeholder="Player 1"' in form
    assert 'id="name-1" name="name-1" type="text" placeholder="Casual bot 2"' in form
    filled = links.parse_new(links.parse_fragment(f"#new={GAME_ID}&seats=human:A,bot:strong"))
    assert 'placeholder="Strong bot 2"' in pages.setup_form(SPEC, filled=filled)


def test_the_saved_games_list_says_default_names_in_the_language_of_the_page():
    """Issue 37 part 5: the home page's saved games name their seats as the table does:
    a default name in the page's language, a typed one as typed."""
    from ui.session import Table
    from ui.storage import MemoryStore, Saves

    saves = Saves(MemoryStore())
    seats = [Seat("Ann"), Seat("Casual bot 2", "bot:greedy"), Seat("Player 3")]
    saves.write(f"{GAME_ID}-x", Table.new(GAME_ID, seats, {}, 1).record, finished=False, now_ms=1)
    set_language("ja")
    listed, _ = saves.list()
    home = pages.home([SPEC], listed, [], format_time=str)
    assert "Ann、カジュアルボット2、プレイヤー3" in home


def test_the_app_names_a_bot_by_its_level_not_its_algorithm():
    """Issue 37 part 5: one name for one thing: what the app says of a bot (the coach's
    reasons name none) uses the level words ("Strong bot 2"); the words of a
    kind ("greedy", "search") only name a kind no level stands for."""
    from ui.lang import en

    by_kind = ("kind.bot:", "name.bot.", "player.bot")
    said = [
        key
        for key, text in en.TEXTS.items()
        if any(word in text.lower() for word in ("greedy", "search bot"))
        and not key.startswith(by_kind)
        and "bot:greedy" not in text  # a link's syntax, as typed
    ]
    assert said == []
    # The coach's reasons are in the game's terms (issue 39): they name no bot at all.
    for key in ("coach.ahead", "coach.even"):
        assert "bot" not in t(key, move="m", name="Ann").lower(), key
