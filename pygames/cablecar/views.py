"""What a Cable Car seat sees (``view``: the board, its own hidden tiles, the hand
sizes; in the shares game its own shares and the share cards seen taken), and full
positions rebuilt from a view (``determinize``) for bots that search.
"""

from __future__ import annotations

from pygames.cablecar.data import TILE_COPIES
from pygames.cablecar.state import Line, State
from pygames.cablecar.tracks import EMPTY
from pygames.core.rng import Rng


def view(state: State, seat: int | None, to_move: tuple[int, ...]) -> dict:
    """What ``seat`` sees (None: a spectator), ``to_move`` being the seats to act."""
    cars = []
    mode = state.mode
    for owner, stations in enumerate(mode.chart(state)):
        for station in stations:
            line = state.scored.get(station)
            cars.append(
                {"station": station, "owner": owner, "scored": line.to_json() if line else None}
            )
    over = not to_move
    view = {
        "game": "cablecar",
        "players": state.players,
        "options": dict(state.options),
        "seat": seat,
        "current": state.current,
        "to_move": list(to_move),
        "board": list(state.board),
        "drawn": state.drawn,
        "last": state.last,
        "deck": len(state.deck),
        "hand_sizes": [len(h) for h in state.hands],
        "hand": list(state.hands[seat]) if seat is not None else None,
        "scores": list(state.scores),
        "cars": cars,
        "colours": mode.colours(state),  # of the car owners
        "placed": state.placed,
    }
    view.update(mode.view(state, seat, over))
    return view


def determinize(view: dict, seat: int, rng: Rng) -> State:
    """The view's board with the unseen tiles dealt at random to hands and pile
    (and, in the shares game, the unseen share cards to players and piles).

    The hands are dealt from the end of the shuffled tiles (``core.deal.deal_unseen``
    deals from the front): the search bot's records replay only with this order."""
    unseen = [kind for kind, (_, copies) in enumerate(TILE_COPIES) for _ in range(copies)]
    for placed in view["board"]:
        if placed != EMPTY:
            unseen.remove(placed // 4)
    for kind in view["hand"] + ([view["drawn"]] if view["drawn"] is not None else []):
        unseen.remove(kind)
    rng.shuffle(unseen)
    hands = []
    for other, size in enumerate(view["hand_sizes"]):
        hands.append(list(view["hand"]) if other == seat else [unseen.pop() for _ in range(size)])
    scored = {c["station"]: Line(**c["scored"]) for c in view["cars"] if c["scored"]}
    scores = [0 if s is None else s for s in view["scores"]]
    state = State(
        view["players"],
        dict(view["options"]),
        Rng(rng.next_u64()),
        unseen,
        hands,
        list(view["board"]),
        view["drawn"],
        view["current"],
        scores,
        scored,
        view["last"],
        view["placed"],
    )
    state.mode.deal_unseen(state, view, seat, rng)
    return state
