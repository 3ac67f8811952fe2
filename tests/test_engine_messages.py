"""Every message an engine says to a player reads in 繁體中文 and 日本語, from the catalogs.

For each game, seeded random games are played; at sampled positions every seat tries
moves the rules must refuse (another seat's moves, moves of other phases seen earlier,
the seat's own moves with a number or a word changed, malformed texts), and every
distinct refusal is kept, and so is every line of the finished games' score
breakdowns and every event the moves reported. Each is a message key with parameters;
rendered in each language, every key in it (nested ones too) must come from that
language's own catalog: a missing key renders as the key itself, and a missing
translation would fall back to English, so no rendered text may equal its key or its
English, and every number of the English must be kept. What is played of each game (its set-ups, the least the
collection must find, its texts tried as malformed) is in its tests' folder:
tests/<game>/<game>_setups.py.
"""

from __future__ import annotations

import random
import re
import subprocess
import sys
from collections import Counter
from functools import cache
from pathlib import Path

import pytest
from helpers import game_tests_module

from pygames import GAMES
from pygames.core.errors import IllegalAction, Refusal
from pygames.core.messages import Msg, catalog, namespace_of, set_current_language
from pygames.core.record import Record, RecordError, Seat, new_record, replay

OTHERS = ("zh-TW", "ja")


def played(game_id: str):
    """The game's tests/<game>/<game>_setups.py: MESSAGES, LEAST_KEYS, MALFORMED."""
    return game_tests_module(game_id, "setups")


GAMES_PER_SETUP = 5
TRY_PROBABILITY = 0.12  # share of positions where refusals are tried
NUMBERS = ("0", "1", "2", "3", "4", "5", "9", "12", "40", "72", "99", "1000")
# Texts no seat may send now: every game's simple verbs and malformed moves (each game's
# own, from its tests' folder), then texts no game reads.
NO_MOVE = ("", "fly", "x" * 60, "\x00\t" * 20, "'quoted'", "\"double\" 'mixed'")


@cache
def malformed() -> tuple[str, ...]:
    found = [text for game_id in GAMES for text in played(game_id).MALFORMED]
    return tuple(dict.fromkeys(found + list(NO_MOVE)))


def variants(text: str, vocabulary: list[str], rng: random.Random) -> list[str]:
    """``text`` with one of its numbers, or one of its words after the verb, changed."""
    found = []
    for number in re.finditer(r"\d+", text):
        for value in rng.sample(NUMBERS, 3):
            found.append(text[: number.start()] + value + text[number.end() :])
    words = text.split()
    for index in range(1, len(words)):
        for value in rng.sample(vocabulary, min(3, len(vocabulary))):
            found.append(" ".join(words[:index] + [value] + words[index + 1 :]))
    return found


def try_refusals(game, state, players: int, pool: list[str], rng: random.Random, refusals: dict):
    """Every seat tries moves it may not make here; the refusals go into ``refusals``
    (English -> the refusal and the move that drew it). Refusals must leave the state as it was. Returns
    the state to play on (the same position, rebuilt if another text of a legal move
    was carried out)."""
    before = state.to_json()
    legal = {
        seat: {str(action) for action in game.legal_actions(state, seat)} for seat in range(players)
    }
    everyone = sorted(set().union(*legal.values()))
    vocabulary = sorted({word for text in pool for word in text.split()[1:]}) or ["x"]
    tries = rng.sample(everyone, min(30, len(everyone))) + rng.sample(pool, min(25, len(pool)))
    for text in rng.sample(everyone, min(8, len(everyone))):
        tries += variants(text, vocabulary, rng)
    tries += malformed()
    for seat in range(players):
        for text in tries:
            if text in legal[seat]:
                continue
            try:
                game.apply(state, seat, text)
            except IllegalAction as refusal:
                refusals.setdefault(str(refusal), (refusal, text))
            else:  # a text form of a legal move (e.g. reordered): put the position back
                state = game.state_from_json(before)
    assert state.to_json() == before, "refusals leave the state unchanged"
    return state


@cache
def said(game_id: str) -> tuple[dict, dict, dict]:
    """(refusals: English -> (refusal, a move that drew it), breakdown labels and events:
    English -> message) of many seeded games."""
    game = GAMES[game_id].rules()
    refusals, lines, events, pool = {}, {}, {}, set()
    for number, (players, options) in enumerate(played(game_id).MESSAGES):
        for seed in range(GAMES_PER_SETUP):
            rng = random.Random(f"{game_id} {number} {seed}")
            state = game.new_game(players, dict(options), seed)
            while game.to_move(state):
                for seat in game.to_move(state):
                    pool.update(str(action) for action in game.legal_actions(state, seat)[:40])
                if rng.random() < TRY_PROBABILITY:
                    state = try_refusals(game, state, players, sorted(pool), rng, refusals)
                seat = rng.choice(game.to_move(state))
                for event in game.apply(state, seat, rng.choice(game.legal_actions(state, seat))):
                    events.setdefault(str(event), event)
            state = try_refusals(game, state, players, sorted(pool), rng, refusals)  # at the end
            for seat_lines in game.result(state).breakdown:
                for label, _ in seat_lines:
                    lines.setdefault(str(label), label)
    return refusals, lines, events


def messages_in(message) -> list[Msg]:
    """A message and every message among its parameters, nested ones too."""
    found = [message]
    for value in message.params.values():
        if isinstance(value, Msg):
            found += messages_in(value)
    return found


def own_text(message: Msg) -> bool:
    """Whether the message is put into words by a catalog (not by a render of its own,
    as a game's name is, from the registry)."""
    return type(message).render is Msg.render


def problems(message, lang: str) -> list[str]:
    """What is wrong with ``message`` (a Msg or a Refusal) in ``lang`` (nothing: [])."""
    english = message.render("en")
    shown = message.render(lang)
    msg = message.message if isinstance(message, Refusal) else message
    found = []
    for part in messages_in(msg):
        if own_text(part) and part.key not in catalog(namespace_of(part.key), lang):
            found.append(f"{part.key} has no {lang} text")
        if own_text(part) and part.key in shown:
            found.append(f"{part.key} shown as its key: {shown!r}")
    if shown == english:
        found.append(f"still English: {english!r}")
    missing = Counter(re.findall(r"\d+", english)) - Counter(re.findall(r"\d+", shown))
    if missing:
        found.append(f"numbers {sorted(missing)} lost: {english!r} -> {shown!r}")
    return found


@pytest.fixture(autouse=True)
def english_after():
    yield
    set_current_language("en")


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_game_is_played_here(game_id):
    setups = played(game_id).MESSAGES
    spec = GAMES[game_id].spec
    assert setups and all(spec.min_players <= n <= spec.max_players for n, _ in setups)
    assert all(spec.option_values(options) for _, options in setups) or not spec.options


@pytest.mark.parametrize("lang", OTHERS)
@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_refusal_renders_from_the_catalogs(game_id, lang):
    refusals, _, _ = said(game_id)
    found = [
        problem
        for _, (refusal, _) in sorted(refusals.items())
        for problem in problems(refusal, lang)
    ]
    assert not found, "\n".join(found[:30])


@pytest.mark.parametrize("lang", OTHERS)
@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_breakdown_line_renders_from_the_catalogs(game_id, lang):
    _, lines, _ = said(game_id)
    found = [problem for _, label in sorted(lines.items()) for problem in problems(label, lang)]
    assert not found, "\n".join(found[:30])


@pytest.mark.parametrize("lang", OTHERS)
@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_event_renders_from_the_catalogs(game_id, lang):
    _, _, events = said(game_id)
    assert events, game_id
    found = []
    for _, event in sorted(events.items()):
        # A seat's name stays as it is in every language; the rest is the catalog's.
        found += [p for p in problems(event, lang) if not p.startswith("still English")]
        if event.render(lang) == event.render("en") and not event.key == "core.scored":
            found.append(f"still English: {event.render('en')!r}")
    assert not found, "\n".join(found[:30])


def record_errors(game_id: str) -> list[RecordError]:
    """What reading a damaged record of ``game_id`` says: a move the rules refuse (the
    refusal nested in the message), the wrong rules version, player count, option, seat."""
    game, spec = GAMES[game_id].rules(), GAMES[game_id].spec
    players, options = played(game_id).MESSAGES[-1]
    record = new_record(game_id, [Seat(f"玩家{n + 1}") for n in range(players)], options, seed=8)
    state, rng = game.new_game(players, record.options, 8), random.Random(game_id)
    for _ in range(12):
        seat = rng.choice(game.to_move(state))
        action = str(rng.choice(game.legal_actions(state, seat)))
        game.apply(state, seat, action)
        record.actions.append((seat, action))
    broken = []
    for seat, text in (
        (record.actions[5][0], "fly"),
        ((record.actions[5][0] + 1) % players, record.actions[5][1]),
        (record.actions[5][0], record.actions[0][1]),
    ):
        data = record.to_json()
        data["actions"] = [list(pair) for pair in record.actions[:5]] + [[seat, text]]
        broken.append(data)
    for change in (
        {"rules_version": 99},
        {"seats": data["seats"][:1] * (spec.max_players + 1)},
        {"options": {**record.options, "speed": "fast"}},
        {"seats": [{"name": "甲", "kind": "bot:genius"}] * players},
    ):
        broken.append({**record.to_json(), **change})
    if spec.options:
        broken.append({**record.to_json(), "options": {spec.options[0].key: "sideways"}})
    errors = []
    for data in broken:
        with pytest.raises(RecordError) as caught:
            replay(Record.from_json(data))
        errors.append(caught.value)
    return errors


@pytest.mark.parametrize("lang", OTHERS)
@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_record_errors_of_every_game_render_from_the_catalogs(game_id, lang):
    found = [problem for error in record_errors(game_id) for problem in problems(error, lang)]
    assert not found, "\n".join(found)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_refused_move_in_a_record_nests_the_refusal_with_its_rule(game_id):
    errors = record_errors(game_id)
    nested = errors[1]
    assert str(nested).startswith("Move 6 (") and "breaks the rules: " in str(nested)
    assert nested.message.key == "core.record.move_breaks_rules"
    why = nested.message.params["why"]
    assert why.key == "core.ruled" and str(why).endswith(")")
    assert "違反規則" in nested.render("zh-TW") and nested.render("zh-TW").endswith(")")


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_collection_reaches_many_refusals(game_id):
    refusals, lines, _ = said(game_id)
    refusal_keys = {refusal.message.key for refusal, _ in refusals.values()}
    line_keys = {label.key for label in lines.values()}
    # The least the collection must find (fewer means it stopped reaching positions).
    least_refusals, least_lines = played(game_id).LEAST_KEYS
    assert len(refusal_keys) >= least_refusals, sorted(refusal_keys)
    assert len(line_keys) >= least_lines, sorted(line_keys)


def test_the_rule_id_stays_at_the_end():
    refusal = IllegalAction("core.not_your_turn", "FT05")
    assert str(refusal) == "It is not your turn. (FT05)"
    assert refusal.render("ja") == "あなたの手番ではありません。 (FT05)"
    assert refusal.render("zh-TW") == "現在不是你的回合。 (FT05)"


def test_a_games_texts_are_read_once_its_messages_are_shown():
    """Start-up reads no game's catalog (of a game, only its manifest is loaded); showing
    a game's message reads only its own."""
    shown, other = list(GAMES)[:2]
    script = (
        "import sys\n"
        "from ui import i18n\n"
        "from pygames.core.messages import Msg\n"
        "i18n.set_language('ja')\n"
        f"print(sorted(m for m in sys.modules if m.startswith('pygames.{shown}.')\n"
        "    and not m.endswith('.manifest')))\n"
        f"print(Msg('{shown}.no_such_key').render() == '{shown}.no_such_key')\n"
        f"print('pygames.{shown}.lang.ja' in sys.modules, 'pygames.{other}.lang' in sys.modules)\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        check=True,
        cwd=str(Path(__file__).resolve().parents[1]),
    ).stdout
    assert out.splitlines() == ["[]", "True", "True False"]
