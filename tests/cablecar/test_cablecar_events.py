"""What ``perform`` reports: the action as the log tells it, then the points it made
(per seat in the basic game, per company marker in the shares game), agreeing with
what the views show before and after."""

from __future__ import annotations

import pytest

from pygames import get_game
from pygames.cablecar.actions import Draw, Exchange, Place
from pygames.cablecar.turn import describe
from pygames.core.messages import Event, Player, Scored
from pygames.core.rng import Rng

GAME = get_game("cablecar")


@pytest.mark.parametrize(
    "action,phrase",
    [
        (Draw(), "drew a tile from the pile"),
        (Place("drawn", 2, 4, 0, 1), "placed the drawn tile at 3,5, turned once"),
        (Place("hand", 0, 0), "placed their hidden tile at 1,1"),
        (Place("hand", 7, 7, 1, 2), "placed their 2nd hidden tile at 8,8, turned twice"),
        (Place("hand", 5, 1, 2, 3), "placed their 3rd hidden tile at 6,2, turned three times"),
        (Exchange(20, "face-up"), "exchanged a 20% share, taking the face-up card"),
        (Exchange(40, "pile"), "exchanged a 40% share, taking a hidden card"),
    ],
)
def test_actions_as_the_log_tells_them(action, phrase):
    assert str(describe(action)) == phrase
    assert describe(action).render("zh-TW") != phrase
    assert describe(action).render("ja") != phrase


@pytest.mark.parametrize(
    "options",
    [{}, {"orientation": "free", "hand": 2}, {"mode": "shares"}, {"mode": "shares", "hand": 3}],
)
@pytest.mark.parametrize("players", [2, 4, 6])
def test_events_agree_with_the_views(options, players):
    state = GAME.new_game(players, options, players * 11)
    rng = Rng(players)
    shares = options.get("mode") == "shares"
    while GAME.to_move(state):
        seat = GAME.to_move(state)[0]
        legal = GAME.legal_actions(state, seat)
        action = legal[rng.below(len(legal))]
        before = GAME.view(state, None)
        events = GAME.apply(state, seat, action)
        after = GAME.view(state, None)
        assert events[0] == describe(action) and type(events[0]) is Event
        gains = events[1:]
        assert all(isinstance(e, Scored) and e.delta > 0 for e in gains)
        if shares:
            changed = [
                (f"cablecar.company.{c}", a - b)
                for c, b, a in zip(after["companies"], before["profits"], after["profits"])
                if a != b
            ]
            assert [(e.params["who"].key, e.delta) for e in gains] == changed
            assert all(e.seat is None for e in gains)
        else:
            changed = [
                (s, a - b)
                for s, (b, a) in enumerate(zip(before["scores"], after["scores"]))
                if a != b
            ]
            assert [(e.seat, e.delta) for e in gains] == changed
            assert all(e.params["who"] == Player(e.seat) for e in gains)


def test_a_company_gain_in_words():
    from pygames.core.messages import Msg

    gain = Scored(None, 4, what=Msg("cablecar.company.yellow"))
    assert str(gain) == "Yellow +4"
    assert gain.render("zh-TW") == "黃色 +4"
