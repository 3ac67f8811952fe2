"""The README says what the code does: every game's bots, examples of a sensible size."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from pygames import GAMES

README = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8")


def _bullet(name: str) -> str:
    """The README's paragraph on the game called ``name``: its "- **Name…**" bullet."""
    found = re.search(rf"^- \*\*{re.escape(name)}.*?(?=^- |^$)", README, re.M | re.S)
    assert found, name
    return " ".join(found.group(0).split())


def _said(kinds: list[str]) -> str:
    return kinds[0] if len(kinds) == 1 else f"{', '.join(kinds[:-1])} and {kinds[-1]}"


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_readme_names_every_games_bots(game_id):
    spec = GAMES[game_id].spec
    bullet = _bullet(spec.names["en"])
    assert f"; {_said(['random', *spec.bots])} bots." in bullet, bullet


def test_the_search_bot_example_is_of_a_size_that_finishes_in_minutes():
    """A search bot takes some 8 s of a laptop's time a Cable Car game (8 games: 61 s of
    CPU measured): the README's example plays a handful, each seat twice."""
    (example,) = re.findall(r"`(python3 -m pygames simulate [^`]*--bots search[^`]*)`", README)
    games = int(re.search(r"--games (\d+)", example).group(1))
    assert games <= 12 and games % 4 == 0, example
