"""Every message an engine says to a player reads in 繁體中文 and 日本語.

For each game, seeded random games are played; at sampled positions every seat tries
moves the rules must refuse (another seat's moves, moves of other phases seen earlier,
the seat's own moves with a number or a word changed, malformed texts), and every
distinct refusal is kept, and so is every line of the finished games' score
breakdowns. Each must come out of ``ui.i18n.engine_message`` changed, with no English
word left (moves quoted as written and the rule id aside) and with every number of the
English. A message added to an engine without its translation in ``ENGINE`` of
``ui/lang/<game>.py`` fails here.
"""

from __future__ import annotations

import importlib
import random
import re
import subprocess
import sys
from collections import Counter
from functools import cache

import pytest

from pygames import GAMES
from pygames.core.errors import IllegalAction
from pygames.core.record import Record, RecordError, Seat, new_record, replay
from ui import i18n

OTHERS = ("zh-TW", "ja")
CJK = re.compile(r"[\u2e80-\u9fff\uff00-\uffef]")
RULE_ID = re.compile(r" \([A-Z]{2}\d{2}\)\Z")
QUOTED = re.compile(r"'[^']*'|\"[^\"]*\"")

# (players, options) played per game: every mode and variant the rules know.
SETUPS = {
    "cablecar": [
        (2, {}),
        (3, {"orientation": "free", "hand": 2}),
        (4, {"mode": "shares"}),
        (5, {"mode": "shares", "hand": 3, "orientation": "free"}),
        (6, {"hand": 3}),
    ],
    "cakemaster": [(1, {}), (2, {}), (3, {}), (4, {}), (6, {})],
    "foodtycoon": [
        (3, {"rules": "basic"}),
        (4, {"rules": "advanced"}),
        (5, {"rules": "basic"}),
        (6, {"rules": "advanced"}),
    ],
}
GAMES_PER_SETUP = 5
TRY_PROBABILITY = 0.12  # share of positions where refusals are tried
NUMBERS = ("0", "1", "2", "3", "4", "5", "9", "12", "40", "72", "99", "1000")
# Texts no seat may send now: the simple verbs of every phase, then malformed moves.
MALFORMED = (
    "draw",
    "shop",
    "think",
    "roll",
    "pass",
    "",
    "fly",
    "draw 9",
    "place",
    "hand 9,9",
    "place 4,4 r7",
    "exchange 50 pile",
    "keep",
    "keep 1 left 1 right 1",
    "keep 1 give 1 1",
    "place 1 4.5",
    "place 1 9.9",
    "place 99 1.1",
    "discard",
    "exchange 99",
    "bid",
    "bid 0",
    "bid 1000000",
    "order 9",
    "order 1,1",
    "take grain,grain,grain,grain,grain",
    "choose egg",
    "cook",
    "cook x",
    "discard pizza",
    "x" * 60,
    "\x00\t" * 20,
    "'quoted'",
    "\"double\" 'mixed'",
)


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
    (text -> the move that drew it). Refusals must leave the state as it was. Returns
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
    tries += MALFORMED
    for seat in range(players):
        for text in tries:
            if text in legal[seat]:
                continue
            try:
                game.apply(state, seat, text)
            except IllegalAction as refusal:
                refusals.setdefault(str(refusal), text)
            else:  # a text form of a legal move (e.g. reordered): put the position back
                state = game.state_from_json(before)
    assert state.to_json() == before, "refusals leave the state unchanged"
    return state


@cache
def said(game_id: str) -> tuple[dict, set]:
    """(refusals: text -> a move that drew it, breakdown lines) of many seeded games."""
    game = GAMES[game_id].load()
    refusals, lines, pool = {}, set(), set()
    for number, (players, options) in enumerate(SETUPS[game_id]):
        for seed in range(GAMES_PER_SETUP):
            rng = random.Random(f"{game_id} {number} {seed}")
            state = game.new_game(players, dict(options), seed)
            while game.to_move(state):
                for seat in game.to_move(state):
                    pool.update(str(action) for action in game.legal_actions(state, seat)[:40])
                if rng.random() < TRY_PROBABILITY:
                    state = try_refusals(game, state, players, sorted(pool), rng, refusals)
                seat = rng.choice(game.to_move(state))
                game.apply(state, seat, rng.choice(game.legal_actions(state, seat)))
            state = try_refusals(
                game, state, players, sorted(pool), rng, refusals
            )  # the game is over
            lines.update(
                label for seat_lines in game.result(state).breakdown for label, _ in seat_lines
            )
    return refusals, lines


def problems(english: str, lang: str, move: str = "") -> list[str]:
    """What is wrong with the translation of ``english`` into ``lang`` (nothing: []).
    ``move`` is the text tried: a refusal may quote it as written."""
    i18n.set_language(lang)
    shown = i18n.engine_message(english)
    found = []
    if shown == english:
        return [f"not translated: {english!r}"]
    bare = RULE_ID.sub("", shown).replace(repr(move[:30]), "")
    words = re.findall(r"[A-Za-z]+", QUOTED.sub("", bare))
    if words:
        found.append(f"English left {words}: {english!r} -> {shown!r}")
    if not CJK.search(shown):
        found.append(f"no {lang} in {shown!r}")
    missing = Counter(re.findall(r"\d+", english)) - Counter(re.findall(r"\d+", shown))
    if missing:
        found.append(f"numbers {sorted(missing)} lost: {english!r} -> {shown!r}")
    return found


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("lang", OTHERS)
@pytest.mark.parametrize("game_id", sorted(SETUPS))
def test_every_refusal_is_translated(game_id, lang):
    refusals, _ = said(game_id)
    found = [
        problem for text, move in sorted(refusals.items()) for problem in problems(text, lang, move)
    ]
    assert not found, "\n".join(found[:30])


@pytest.mark.parametrize("lang", OTHERS)
@pytest.mark.parametrize("game_id", sorted(SETUPS))
def test_every_breakdown_line_is_translated(game_id, lang):
    _, lines = said(game_id)
    found = [problem for text in sorted(lines) for problem in problems(text, lang)]
    assert not found, "\n".join(found[:30])


# Messages random play seldom or never meets (a full tie on fame and everything else, a
# move an action object allows but no text makes), checked as written.
RARE = {
    "cablecar": [
        "That is not a Cable Car move.",
        "You hold no hidden tile. (CC06)",
        "There is no 50% share pile. (CC22)",
        "The 30% pile has no hidden card left. (CC25)",
        "You have already drawn a tile: place it first. (CC05)",
        "Row 2, column 7 touches neither the edge of the board nor a placed tile. (CC08)",
    ],
    "cakemaster": [
        "You may exchange a card only while you hold cards. (CM28)",
        "You have used all 3 exchanges of the game. (CM28)",
        "Rating: Cake master",
        "Rating: Apprentice",
        "Rating: Head pastry chef",
    ],
    "foodtycoon": [
        "Tie-break: dice 4, 2, 6",
        "Tie-break: dice 3",
        "Dishes of all 5 colours",
        "A bid must be at least 1. (FT13)",
        "Take exactly 1 ingredient card. (FT11)",
        "The egg pile has only 1 card left. (FT03)",
        "Buddha jumps over the wall needs more ingredients: you lack 2 fish, 1 meat, 3 vegetable, "
        "1 grain, 4 egg. (FT17)",
    ],
}


@pytest.mark.parametrize("lang", OTHERS)
@pytest.mark.parametrize("game_id", sorted(RARE))
def test_rare_messages_are_translated(game_id, lang):
    GAMES[game_id].load()
    found = [problem for text in RARE[game_id] for problem in problems(text, lang)]
    assert not found, "\n".join(found)


def record_errors(game_id: str) -> list[str]:
    """What reading a damaged record of ``game_id`` says: a move the rules refuse (the
    refusal nested in the message), the wrong rules version, player count, option, seat."""
    game, spec = GAMES[game_id].load(), GAMES[game_id]
    players, options = SETUPS[game_id][-1]
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
    said = []
    for data in broken:
        with pytest.raises(RecordError) as caught:
            replay(Record.from_json(data))
        said.append(str(caught.value))
    return said


@pytest.mark.parametrize("lang", OTHERS)
@pytest.mark.parametrize("game_id", sorted(SETUPS))
def test_record_errors_of_every_game_are_translated(game_id, lang):
    found = [problem for text in record_errors(game_id) for problem in problems(text, lang)]
    assert not found, "\n".join(found)


def sentence_shapes(texts) -> set[str]:
    """Messages with their numbers and quoted moves blotted out: the distinct sentences."""
    return {re.sub(r"\d+", "#", QUOTED.sub("'…'", text)) for text in texts}


# The least the collection must find (fewer means it stopped reaching positions).
LEAST_SHAPES = {"cablecar": (12, 4), "cakemaster": (12, 3), "foodtycoon": (14, 5)}


@pytest.mark.parametrize("game_id", sorted(SETUPS))
def test_the_collection_reaches_many_refusals(game_id):
    refusals, lines = said(game_id)
    least_refusals, least_lines = LEAST_SHAPES[game_id]
    assert len(sentence_shapes(refusals)) >= least_refusals, sorted(sentence_shapes(refusals))
    assert len(sentence_shapes(lines)) >= least_lines, sorted(sentence_shapes(lines))


@pytest.mark.parametrize("game_id", sorted(SETUPS))
def test_a_message_is_read_by_its_own_game_only(game_id):
    """No game's pattern reads another game's message (the first match would win)."""
    refusals, lines = said(game_id)
    for other in GAMES:
        GAMES[other].load()
    tables = i18n.game_patterns()
    for text in sorted(set(refusals) | lines):
        bare = RULE_ID.sub("", text)
        readers = {owner for owner, pattern, _, _ in tables if pattern.match(bare)}
        assert readers <= {game_id}, (text, readers)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_templates_have_the_fields_of_their_pattern(game_id):
    texts = importlib.import_module(f"ui.lang.{game_id}")
    assert texts.ENGINE, game_id
    groups_used = set()
    for pattern, templates in texts.ENGINE:
        groups = set(re.compile(pattern).groupindex)
        groups_used |= groups
        assert set(templates) == set(OTHERS), pattern
        for lang, template in templates.items():
            assert i18n.placeholders(template) == groups, (pattern, lang)
            assert CJK.search(template), (pattern, lang)
    assert set(getattr(texts, "ENGINE_WORDS", {})) <= groups_used, "words for groups no pattern has"


def test_the_rule_id_stays_at_the_end():
    GAMES["cakemaster"].load()
    i18n.set_language("zh-TW")
    assert i18n.engine_message("Card 5 is not in your hand. (CM06)") == "卡牌5不在你的手上。 (CM06)"
    i18n.set_language("ja")
    assert (
        i18n.engine_message("It is not your turn. (FT05)") == "あなたの手番ではありません。 (FT05)"
    )


def test_known_words_come_from_the_games_data():
    for game_id in ("cakemaster", "foodtycoon"):
        GAMES[game_id].load()
    i18n.set_language("zh-TW")
    assert i18n.engine_message("Rating: Pastry chef") == "評價：甜點師"
    assert i18n.engine_message("Pig's blood cake (red)") == "豬血糕（紅色）"
    assert (
        i18n.engine_message("Ramen needs more ingredients: you lack 1 grain, 2 egg. (FT17)")
        == "拉麵需要更多食材：你還缺1張穀、2張蛋。 (FT17)"
    )
    i18n.set_language("ja")
    assert i18n.engine_message("Buddha jumps over the wall (blue)") == "仏跳牆（青）"
    assert (
        i18n.engine_message("The vegetable pile has only 1 card left. (FT03)")
        == "野菜の山は残り1枚しかありません。 (FT03)"
    )
    assert (
        i18n.engine_message(
            "Move 4 (Ann: 'cook salad') breaks the rules: You hold no Salad recipe. (FT17)"
        )
        == "4手目（Ann：'cook salad'）がルールに反しています：サラダのレシピを持っていません。 (FT17)"
    )


def test_a_games_messages_are_read_once_its_code_is_loaded():
    """Start-up loads no game's texts; opening a game (its code) brings its patterns."""
    script = (
        "import sys\n"
        "from ui import i18n\n"
        "i18n.set_language('ja')\n"
        "text = 'Card 5 is not in your hand. (CM06)'\n"
        "print(i18n.engine_message(text) == text, 'ui.lang.cakemaster' in sys.modules)\n"
        "from pygames import GAMES\n"
        "GAMES['cakemaster'].load()\n"
        "print(i18n.engine_message(text), 'ui.lang.foodtycoon' in sys.modules)\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        check=True,
        cwd=str(__import__("pathlib").Path(__file__).resolve().parents[1]),
    ).stdout
    assert out.splitlines() == ["True False", "カード5は手札にありません。 (CM06) False"]
