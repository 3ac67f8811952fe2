"""pygames: faithful digital editions of five board games.

``GAMES`` lists every game by id. Specs are cheap; ``GAMES[id].load()`` imports the
game's rules only when that game is played.
"""

from pygames.core.spec import GameSpec, Option

GAMES: dict[str, GameSpec] = {
    spec.id: spec
    for spec in (
        GameSpec(
            id="cablecar",
            names={"en": "Cable Car", "zh-TW": "舊金山纜車", "ja": "ケーブルカー"},
            min_players=2,
            max_players=6,
            rules_version=1,
            module="pygames.cablecar.rules",
        ),
    )
}


def get_game(game_id: str):
    """The rules object of a registered game; ValueError for an unknown id."""
    spec = GAMES.get(game_id) if isinstance(game_id, str) else None
    if spec is None:
        raise ValueError(f"There is no game called {str(game_id)[:40]!r} here.")
    return spec.load()
