"""The coach's words (issue 39 part 3): a hint names things as the screen shows them and
gives its reason in the game's terms, never the search's. For every game, hints at
seeded positions (Ann's decisions in games between greedy players) never speak of
playouts, simulations, the bot or the search, nor name a card by its internal number;
the same record gives the same sentence; the three languages hold the coach's keys."""

from __future__ import annotations

import re

import pytest

from pygames import GAMES
from pygames.core.bots import bot_for, bot_rng
from pygames.core.record import Record, Seat
from ui import coach, i18n
from ui.session import Table

HINTS = 20  # positions a game
NAMES = ("Ann", "Cy", "Dee", "Eve")
LANGUAGES = ("en", "zh_tw", "ja")
# Words of the search or the bot, in the three languages.
FORBIDDEN = re.compile(
    r"playout|simulation|\bbots?\b|search|プレイアウト|ボット|シミュレーション|探索|模擬|電腦|搜尋",
    re.IGNORECASE,
)
# A card named by its number: none shows one (a price card shows its price: said so).
BARE_NUMBER = re.compile(r"(?<!price )\bcards? \d|(?<!価格)カード\d|卡牌\d")


def positions(game_id: str, count: int = HINTS):
    """Up to ``count`` tables with Ann (a person) to choose among several moves, from
    seeded games where greedy plays every seat (Ann's moves too)."""
    found = []
    for seed in range(5, 30):
        spec = GAMES[game_id].spec
        players = min(max(spec.min_players, 2), spec.max_players)
        seats = [Seat("Ann")] + [Seat(name, "bot:greedy") for name in NAMES[1:players]]
        table = Table.new(game_id, seats, seed=seed)
        greedy = bot_for(table.game, "bot:greedy")
        every = 0
        while not table.is_over() and len(found) < count:
            if table.bot_to_move() is not None:
                table.bot_step()
                continue
            seat = table.human_to_move()
            legal = table.legal_actions(seat)
            if len(legal) > 1 and every % 2 == 0:
                found.append(Table(Record.from_json(table.record.to_json())))
            every += 1
            rng = bot_rng(table.record.seed, table.moves)
            table.apply(seat, greedy.choose(table.game, table.view(seat), seat, legal, rng))
        if len(found) >= count:
            return found
    return found


def said(hint, lang: str) -> str:
    i18n.set_language(lang)
    try:
        return str(hint.why)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("game_id", tuple(GAMES))
def test_hints_speak_the_games_terms_the_same_each_time(game_id):
    tables = positions(game_id)
    assert len(tables) >= HINTS
    keys = set()
    for table in tables:
        hint = coach.work_out(table, 0)
        keys.add(hint.why.key)
        for lang in LANGUAGES:
            text = said(hint, lang)
            assert not FORBIDDEN.search(text), (game_id, lang, text)
            assert not BARE_NUMBER.search(text), (game_id, lang, text)
            assert "{" not in text and "coach." not in text, text
        again = Table(Record.from_json(table.record.to_json()))
        assert str(coach.work_out(again, 0).why) == str(hint.why), "the same record, the same hint"
    assert keys & {"coach.ahead", "coach.even", "coach.reason", "coach.scores"}


def test_the_three_languages_hold_the_coachs_reasons():
    for lang in LANGUAGES:
        i18n.set_language(lang)
        try:
            for key in ("coach.ahead", "coach.even", "coach.reason", "coach.scores", "coach.only"):
                text = i18n.t(key, move="M", name="N", reason="R", points="P")
                assert text != key and "M" in text or key == "coach.only", (key, lang)
                assert not FORBIDDEN.search(text), (key, lang, text)
        finally:
            i18n.set_language("en")
