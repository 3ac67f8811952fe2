"""Cupcake Empire as SVG: the board (``draw_board``), laid out for the screen it is on.

``layout.py`` decides where each part goes and at what scale for the room the board has
(``core.screen.Space``): a phone, a laptop or a projector. The parts: the city's 6
districts (``city.py``), the 4 goals and the supply (``table.py``), the turn of the
moment (``turn_box.py``), the income track (``table.py``), the board of the player whose
screen it is (``players.py``: its columns in ``columns.py`` and ``levels.py``, its
tracks in ``tracks.py``) and the others' boards as cards (``cards.py``) until one is
opened. The pieces are drawn by ``pieces.py`` and ``cupcakes.py``, named by
``words.py``. The output is deterministic.

What the seat to move may do is clickable (``data-action`` carries the action's text,
each a focusable ``role="button"`` with its ``aria-label``): the levels of its
columns, its disc spaces and discs, the menu items it can make, the customers, shop
and bakery spaces of the city, the supply, and the turn's buttons (another player's
board opens whole from the players' list beside it: ``opened``). Actions made of
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
from pygames.cupcake.drawing.cards import player_card, wall_card
from pygames.cupcake.drawing.city import city_actions, district_markup
from pygames.cupcake.drawing.layout import Layout, Place, plan
from pygames.cupcake.drawing.pieces import PAPER
from pygames.cupcake.drawing.players import player_board
from pygames.cupcake.drawing.table import goals, income_markers, income_track, supply
from pygames.cupcake.drawing.turn_box import turn_box

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
SUPPLY_ACTIONS = (TakeBase, TakeFrosting, Hire)


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


def focus(legal, in_city: dict) -> str:
    """The part holding most of the places the current decision is made on: the city,
    the supply, or the player's own board (the turn's buttons are always first)."""
    supply_n = sum(isinstance(a, SUPPLY_ACTIONS) for a in legal)
    rest = len(legal) - supply_n - len(in_city)
    rest -= sum(isinstance(a, TURN_BOX_ACTIONS) for a in legal)
    best = max((len(in_city), "city"), (supply_n, "supply"), (rest, "me"))
    return best[1] if best[0] else "me"


def _placed(place: Place, inner: str) -> str:
    """``inner`` (drawn from 0, 0) at its place and scale."""
    return f'<g transform="{_transform(place)}">{inner}</g>'


def _transform(place: Place) -> str:
    scale = f"{place.scale:.4f}".rstrip("0").rstrip(".")
    return f"translate({place.x} {place.y}) scale({scale})"


def arranged(view: dict, space: Space, legal=(), opened: int | None = None) -> Layout:
    """The layout ``draw_board`` draws ``view`` in for ``space``."""
    legal = list(legal)
    drawn = _disc_drawn(view, legal)
    return plan(
        view,
        space,
        lambda w, least: _turn(view, [], legal, drawn, w, least)[1],
        focus(legal, city_actions(legal)),
        opened,
    )


def _turn(view: dict, names, legal, drawn: set, w: int, least: int = 0) -> tuple[str, int]:
    """The turn's box ``w`` wide (words at least ``least`` units), as markup, and its
    height, kept in a memo."""
    texts = tuple(str(a) for a in legal if isinstance(a, TURN_BOX_ACTIONS))
    key = _key(
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
        w,
        least,
    )

    def make():
        parts, height = turn_box(view, names, legal, drawn, 0, 0, w, least)
        return markup(parts), height

    return _layers.keep(("turn", key), make)


def draw_board(
    view: dict,
    *,
    legal=(),
    names: list[str] | None = None,
    space: Space = LAPTOP,
    opened: int | None = None,
) -> LayeredBoard:
    """The board for ``game.view(...)`` laid out for ``space``; ``legal`` holds the
    actions offered (objects), ``names`` the seats' player names, ``opened`` a seat
    whose whole board was asked for (the others are cards)."""
    legal = list(legal)
    names = list(names or [])
    drawn = _disc_drawn(view, legal)
    in_city = city_actions(legal)
    layout = plan(
        view,
        space,
        lambda w, least: _turn(view, names, legal, drawn, w, least)[1],
        focus(legal, in_city),
        opened,
    )
    places = layout.places
    wide, tall = layout.width, layout.height
    layers = [
        (
            "ground",
            _layers.get(
                ("ground", wide, tall),
                lambda: markup(
                    [
                        svg.Defs(elements=[svg.Style(text=STYLE)]),
                        svg.Rect(x=0, y=0, width=wide, height=tall, fill=PAPER),
                    ]
                ),
            ),
        ),
    ]
    per_row = layout.city_per_row
    for district in view["districts"]:
        # The city's actions name districts from 0, the view from 1.
        here = district["district"] - 1
        mine = tuple(sorted(str(a) for key, a in in_city.items() if key[1] == here))
        drawn_district = _layers.get(
            ("district", _key(district, names, mine, per_row)),
            lambda district=district: district_markup(district, names, in_city, per_row),
        )
        layers.append((f"district-{district['district']}", _placed(places["city"], drawn_district)))
    goals_row = layout.goals_per_row
    drawn_goals = _layers.get(
        ("goals", _key(view["goals"], names, goals_row)),
        lambda: markup(goals(view, names, 0, 0, goals_row)),
    )
    layers.append(("goals", _placed(places["goals"], drawn_goals)))
    stock = [a for a in legal if isinstance(a, SUPPLY_ACTIONS)]
    supply_w = places["supply"].width
    drawn_supply = _layers.get(
        ("supply", _key(view["supply"], stock, supply_w)),
        lambda: markup(supply(view, stock, 0, 0, supply_w)),
    )
    layers.append(("supply", _placed(places["supply"], drawn_supply)))
    turn_w = places["turn"].width
    turn = _turn(view, names, legal, drawn, turn_w, layout.least)[0]
    layers.append(("turn", _placed(places["turn"], turn)))
    if "income" in places:
        layers += _income(view, names, places["income"])
    for entry in view["seats"]:
        seat = entry["seat"]
        if seat != layout.me and f"seat-{seat}" not in places:
            continue
        if seat == layout.me or seat == layout.opened:
            place = places["me" if seat == layout.me else f"seat-{seat}"]
            layers.append((f"player-{seat}", _whole(view, entry, names, legal, layout, place)))
        else:
            place = places[f"seat-{seat}"]
            key = ("card", _key(entry, names, view["to_move"], view.get("seat"), view["first"]))
            if place.height:  # a projector's card, for a room to read
                key += (view["end_income"], place.width, place.height)
                card = _layers.get(
                    key,
                    lambda entry=entry, w=place.width, h=place.height: wall_card(
                        view, entry, names, 0, 0, w, h
                    ),
                )
            else:
                card = _layers.get(key, lambda entry=entry: player_card(view, entry, names, 0, 0))
            layers.append((f"player-{seat}", _placed(place, card)))
    return LayeredBoard(
        svg.SVG(
            viewBox=svg.ViewBoxSpec(0, 0, wide, tall),
            class_=["ce-board"],
            style=f"font-family: {FONTS}",
            data=attrs({"layout": layout.kind, "shape": layout.shape}),
            extra=attrs({"role": "group", "aria-label": say("cupcake.board.board")}),
        ),
        layers,
    )


def _income(view: dict, names, place: Place) -> list[tuple[str, str]]:
    """The income track's layers: the track apart from its markers, so that a move of
    income sets again the markers only."""
    track_w = place.width
    drawn_track = _layers.get(
        ("income", view["end_income"], track_w),
        lambda: markup(income_track(view["end_income"], 0, 0, track_w)),
    )
    incomes = [s["income"] for s in view["seats"]]
    drawn_markers = _layers.get(
        ("markers", _key(incomes, names, track_w)),
        lambda: markup(income_markers(view, names, 0, 0, track_w)),
    )
    return [
        ("income", _placed(place, drawn_track)),
        ("income-markers", _placed(place, drawn_markers)),
    ]


def _whole(view: dict, entry: dict, names, legal, layout: Layout, place: Place) -> str:
    """A player's whole board at its place: the actions offered on the seat to move's."""
    seat = entry["seat"]
    mine = legal if seat == view["mover"] else []
    turn = view["turn"] if view["turn"] and view["turn"]["seat"] == seat else None
    key = _key(
        entry,
        names,
        tuple(str(a) for a in mine),
        turn,
        seat in view["to_move"],
        view.get("seat") == seat,
        view["first"] == seat,
        layout.shape,
        _transform(place),
    )
    scale = round(place.scale, 4)
    transform = [svg.Translate(place.x, place.y), svg.Scale(scale)]
    return _layers.get(
        ("player", key),
        lambda: player_board(view, entry, names, mine, 0, 0, layout.shape, transform),
    )
