"""Words every game's drawing shows alike: a seat's player name."""

from __future__ import annotations

from pygames.core.messages import Msg


def player_name(names, seat, key: str) -> str:
    """The name of the player at ``seat`` (an index into ``names``), or the game's
    text ``key`` ("Player {n}", seats numbered from 1; "?" for no seat) when there is
    no name."""
    if isinstance(seat, int) and 0 <= seat < len(names or ()):
        return str(names[seat])
    return Msg(key, n=seat + 1 if isinstance(seat, int) else "?").render()
