"""Cupcake Empire as SVG: the board (``draw_board``).

A ``viewBox`` ``WIDTH`` units wide, its height set by the player count (two player
boards a row), so it scales from a laptop to a projector and the output is
deterministic: the city's 6 districts (``city.py``), beside it the 4 goals and the
supply (``table.py``) and the turn of the moment (``turn_box.py``), the income track
under them (``table.py``), and every player's board (``players.py``: its columns in
``columns.py`` and ``levels.py``, its tracks in ``tracks.py``). The pieces are drawn by
``pieces.py`` and ``cupcakes.py``, named by ``words.py``.

What the seat to move may do is clickable (``data-action`` carries the action's text,
each a focusable ``role="button"`` with its ``aria-label``): the levels of its
columns, its disc spaces and discs, the menu items it can make, the customers, shop
and bakery spaces of the city, the supply, and the turn's buttons. Actions made of
several choices at once (the rest area, moving dice, an idea disc's disc, moving a
shop) are offered beside the board (``screen.py``). Nothing is hidden in this game
but the dice still to be rolled, so every seat sees the same board.

Drawn in layers (``core.drawing.board``), each kept in a memo under everything it reads: a
click sets again the layers it changed (a player's board, a district, the turn).
"""

from __future__ import annotations

import svg
from pygames.core.drawing.board import LayeredBoard, Memo, markup
from pygames.core.drawing.svgtext import attrs
from pygames.core.screen import LAPTOP, Space, say
from pygames.cupcake.actions import (
    BuyIdea,
    Done,
    EndTurn,
    FirstMenu,
    GainCreativity,
    GainIncome,
    Hire,
    TakeBase,
    TakeFrosting,
)
from pygames.cupcake.drawing.city import city_actions, city_height, district_markup
from pygames.cupcake.drawing.pieces import PAPER, WIDTH
from pygames.cupcake.drawing.players import BOARD_H, BOARD_W, player_board
from pygames.cupcake.drawing.table import (
    TRACK_H,
    goals,
    income_markers,
    income_track,
    supply,
)
from pygames.cupcake.drawing.turn_box import turn_box, turn_height

FONTS = "system-ui, 'Segoe UI', Roboto, 'Noto Sans TC', 'Noto Sans JP', sans-serif"
STYLE = """
.ce-board .legal { cursor: pointer; outline: none; }
.ce-board .legal .hit { fill: #fff6cc; fill-opacity: .55; }
.ce-board .legal:hover .hit, .ce-board .legal:focus .hit { fill: #ffe27a; fill-opacity: .9;
  stroke-width: 5; }
.ce-board .legal:focus-visible .hit { stroke-width: 7; }
.ce-board .button .hit { fill: #ffffff; fill-opacity: 1; }
.ce-board .button:hover .hit, .ce-board .button:focus .hit { fill: #ffe27a; }
"""

_layers = Memo()
TURN_BOX_ACTIONS = (Done, EndTurn, BuyIdea, GainIncome, GainCreativity, FirstMenu)


def height(players: int) -> int:
    rows = (players + 1) // 2
    return _players_top() + rows * (BOARD_H + 10)


def _players_top() -> int:
    return 10 + city_height() + 10 + TRACK_H + 10


def _key(*parts) -> str:
    return repr(parts)


def _disc_drawn(view: dict, legal) -> set:
    """The income and creativity discs offered on the board itself: those on the
    activated column of the seat whose turn it is."""
    turn = view["turn"]
    if not turn or not turn["column"]:
        return set()
    column = view["seats"][turn["seat"]]["columns"][turn["column"] - 1]
    kinds = {d["kind"] for d in column["discs"]}
    found = set()
    for action in legal:
        if isinstance(action, GainIncome) and "income" in kinds:
            found.add("income")
        elif isinstance(action, GainCreativity) and "creativity" in kinds:
            found.add("creativity")
    return found


def draw_board(
    view: dict, *, legal=(), names: list[str] | None = None, space: Space = LAPTOP
) -> LayeredBoard:
    """The board for ``game.view(...)``; ``legal`` holds the actions offered (objects),
    ``names`` the seats' player names."""
    legal = list(legal)
    names = list(names or [])
    players = view["players"]
    tall = height(players)
    # The turn box offers only the turn's buttons and the first menu items.
    texts = tuple(str(a) for a in legal if isinstance(a, TURN_BOX_ACTIONS))
    in_city = city_actions(legal)
    drawn = _disc_drawn(view, legal)
    track_top = 10 + city_height() + 10
    layers = [
        (
            "ground",
            _layers.get(
                ("ground", tall),
                lambda: markup(
                    [
                        svg.Defs(elements=[svg.Style(text=STYLE)]),
                        svg.Rect(x=0, y=0, width=WIDTH, height=tall, fill=PAPER),
                    ]
                ),
            ),
        ),
    ]
    for district in view["districts"]:
        # The city's actions name districts from 0, the view from 1.
        here = district["district"] - 1
        mine = tuple(sorted(str(a) for key, a in in_city.items() if key[1] == here))
        layers.append(
            (
                f"district-{district['district']}",
                _layers.get(
                    ("district", _key(district, names, mine)),
                    lambda district=district: district_markup(district, names, in_city),
                ),
            )
        )
    table_key = _key(view["goals"], names)
    layers.append(("goals", _layers.get(("goals", table_key), lambda: markup(goals(view, names)))))
    stock = [a for a in legal if isinstance(a, (TakeBase, TakeFrosting, Hire))]
    layers.append(
        (
            "supply",
            _layers.get(
                ("supply", _key(view["supply"], stock)), lambda: markup(supply(view, stock))
            ),
        )
    )
    turn_key = _key(
        view["phase"],
        view["mover"],
        view["turn"],
        view["ending"],
        view["last_roll"],
        view["seats"][view["mover"]]["menu"] if view["phase"] == "menu" else None,
        view["seats"][view["mover"]]["start_disc"] if view["phase"] == "disc" else None,
        names,
        texts,
        sorted(drawn),
        track_top,
    )
    layers.append(
        (
            "turn",
            _layers.get(
                ("turn", turn_key),
                lambda: markup(turn_box(view, names, legal, drawn, turn_height(track_top))),
            ),
        )
    )
    # The track apart from its markers: a move of income sets again the markers only.
    track = ("income", view["end_income"], track_top)
    layers.append(
        (
            "income",
            _layers.get(track, lambda: markup(income_track(view["end_income"], track_top))),
        )
    )
    incomes = [s["income"] for s in view["seats"]]
    layers.append(
        (
            "income-markers",
            _layers.get(
                ("markers", _key(incomes, names, track_top)),
                lambda: markup(income_markers(view, names, track_top)),
            ),
        )
    )
    top = _players_top()
    for entry in view["seats"]:
        seat = entry["seat"]
        mine = legal if seat == view["mover"] else []
        row, col = divmod(seat, 2)
        x, y = 10 + col * (BOARD_W + 10), top + row * (BOARD_H + 10)
        turn = view["turn"] if view["turn"] and view["turn"]["seat"] == seat else None
        key = _key(
            entry,
            names,
            tuple(str(a) for a in mine),
            turn,
            seat in view["to_move"],
            view.get("seat") == seat,
            view["first"] == seat,
        )
        layers.append(
            (
                f"player-{seat}",
                _layers.get(
                    ("player", key),
                    lambda entry=entry, mine=mine, x=x, y=y: player_board(
                        view, entry, names, mine, x, y
                    ),
                ),
            )
        )
    return LayeredBoard(
        svg.SVG(
            viewBox=svg.ViewBoxSpec(0, 0, WIDTH, tall),
            class_=["ce-board"],
            style=f"font-family: {FONTS}",
            extra=attrs({"role": "group", "aria-label": say("cupcake.board.board")}),
        ),
        layers,
    )
