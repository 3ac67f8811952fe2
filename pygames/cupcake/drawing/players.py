"""A player's board: the name and the three numbers that matter (income, production,
sales), the 5 columns (``columns.py``), the production and sales tracks and the
creativity ring (``tracks.py``), the idea discs, the layers held (and the menu items
they can make, to click), the menu, the customers served by sale value, the rest area
and the shops and bakeries still in reserve.

Two shapes (``shape``): "wide", the 5 columns in a row and the rest at their right
(``BOARD_W`` × ``BOARD_H``); "tall", for a narrow screen, the columns 3 and 2 a row and
the rest under them (``TALL_W`` wide), so its words keep their size."""

from __future__ import annotations

import svg
from pygames.core.drawing.board import LayeredBoard, Memo, markup
from pygames.core.drawing.parts import clickable, group
from pygames.core.drawing.svgtext import attrs
from pygames.core.messages import Count
from pygames.core.screen import say
from pygames.cupcake.actions import MakeMenu
from pygames.cupcake.data import BASES, FROSTINGS
from pygames.cupcake.drawing.columns import column_actions, column_markup
from pygames.cupcake.drawing.cupcakes import base_shape, cupcake, frosting_shape
from pygames.cupcake.drawing.pieces import (
    BOX_EDGE,
    COLUMN_W,
    DIE,
    INK,
    LEVEL_H,
    MUTED,
    NOW,
    box,
    die,
    hit,
    idea,
    meeple,
    seat_colour,
    seat_token,
    svg_text,
)
from pygames.cupcake.drawing.tracks import creativity, track
from pygames.cupcake.drawing.words import (
    base_letters,
    base_name,
    cupcake_letters,
    cupcake_name,
    die_letter,
    die_name,
    fit,
    flavour_letter,
    frosting_letters,
    frosting_name,
    liking_name,
    player_name,
    sep,
    text_width,
)

BOARD_W = 785
BOARD_H = 440
RIGHT = 5 * (COLUMN_W + 3) + 12  # where the tracks start, from the board's left
TALL_W = 3 * (COLUMN_W + 3) + 9
TALL_HEAD = 62  # a tall board's bar: the name, the numbers under it


def _mark(seat, cx, cy, r) -> list:
    """A seat's mark: its shape (``core.drawing.marks``) in its colour, with its number."""
    return seat_token(seat, cx, cy, r)


_pieces = Memo()
MENU_STEP = 34  # a menu item's place


def _held(entry, x, y) -> list[svg.Element]:
    """The bases and frostings held, with how many of each."""
    parts: list[svg.Element] = []
    cx = x
    for base in BASES:
        n = entry["bases"][base]
        if n:
            parts.append(
                group(
                    say("cupcake.board.held", what=base_name(base), n=n),
                    [
                        *base_shape(base, cx, y - 12, 30, base_letters(base)),
                        svg_text(cx + 32, y + 16, f"×{n}", 12, weight=700),
                    ],
                    ["held", "base"],
                    {"base": base, "count": n},
                )
            )
            cx += 50
    for frosting in FROSTINGS:
        n = entry["frostings"][frosting]
        if n:
            parts.append(
                group(
                    say("cupcake.board.held", what=frosting_name(frosting), n=n),
                    [
                        *frosting_shape(frosting, cx, y + 2, 30, frosting_letters(frosting)),
                        svg_text(cx + 32, y + 16, f"×{n}", 12, weight=700),
                    ],
                    ["held", "frosting"],
                    {"frosting": frosting, "count": n},
                )
            )
            cx += 50
    if not parts:
        parts.append(svg_text(x, y + 14, say("cupcake.board.no_layers"), 12, fill=MUTED))
    return parts


def _make(legal, x, y, w) -> list[svg.Element]:
    """CE23: each menu item that could be made now, a cupcake to click."""
    parts = []
    offers = [a for a in legal if isinstance(a, MakeMenu)]
    per_row = w // 38
    for n, action in enumerate(offers):
        base, frosting = BASES[action.base], FROSTINGS[action.frosting]
        cx, cy = x + (n % per_row) * 38, y + (n // per_row) * 38
        label = say(
            "cupcake.board.make",
            what=cupcake_name(base, frosting),
            gain=2 + (base == "mixed") + ("+" in frosting),
        )
        parts.append(
            clickable(
                action,
                label,
                [
                    hit(cx, cy, 37, 37),
                    *cupcake(base, frosting, cx + 3, cy + 3, 30, cupcake_letters(base, frosting)),
                ],
                ["make-menu"],
                {"base": base, "frosting": frosting},
            )
        )
    return parts


def _menu(entry, x, y, w) -> list[svg.Element]:
    parts = []
    per_row = w // MENU_STEP
    for n, item in enumerate(entry["menu"]):
        cx, cy = x + (n % per_row) * MENU_STEP, y + (n // per_row) * MENU_STEP
        label = cupcake_name(item["base"], item["frosting"])
        parts.append(
            group(
                label,
                cupcake(
                    item["base"],
                    item["frosting"],
                    cx,
                    cy,
                    MENU_STEP - 4,
                    cupcake_letters(item["base"], item["frosting"]),
                ),
                ["menu-item"],
                {"base": item["base"], "frosting": item["frosting"]},
            )
        )
    return parts


def _customers(entry, x, y, w) -> list[svg.Element]:
    """The customers served, in the board's value boxes 1, 2 and 3."""
    parts: list[svg.Element] = []
    part_w = w // 3
    for value in (1, 2, 3):
        bx = x + (value - 1) * part_w
        served = [c for c in entry["customers"] if c["value"] == value]
        parts += [
            svg.Rect(
                x=bx,
                y=y,
                width=part_w - 4,
                height=40,
                rx=4,
                fill="#fdf0ef",
                stroke=BOX_EDGE,
                stroke_width=1,
            ),
            svg.Rect(x=bx + 2, y=y + 2, width=16, height=16, rx=2, fill="#c8362e"),
            svg_text(bx + 10, y + 15, value, 12, fill="#ffffff", anchor="middle", weight=700),
        ]
        step = max(6, min(16, (part_w - 26) // max(1, len(served))))
        for n, customer in enumerate(served):
            parts.append(
                group(
                    liking_name(customer),
                    meeple(
                        customer["shirt"],
                        customer["pants"],
                        bx + 20 + n * step,
                        y + 4,
                        32,
                        shirt_letter=flavour_letter(customer["frosting"]),
                        pants_letter=flavour_letter(customer["base"]),
                    ),
                    ["served"],
                    {"value": value, "base": customer["base"], "frosting": customer["frosting"]},
                )
            )
    return parts


def _rest(entry, x, y) -> list[svg.Element]:
    parts: list[svg.Element] = [
        svg_text(x, y + 14, say("cupcake.board.rest", n=len(entry["rest"])), 13, weight=700)
    ]
    for n, colour in enumerate(entry["rest"]):
        parts += die(colour, 6, x + 118 + n * 28, y - 2, 26, letter=die_letter(colour))
    return parts


def _label(entry, names) -> str:
    menu = sep().join(cupcake_name(m["base"], m["frosting"]) for m in entry["menu"])
    return say(
        "cupcake.board.player_label",
        name=player_name(names, entry["seat"]),
        income=entry["income"],
        production=entry["production"],
        sales=entry["sales"],
        ideas=entry["ideas"],
        menu=menu or say("cupcake.board.none"),
        customers=len(entry["customers"]),
        rest=sep().join(die_name(c) for c in entry["rest"]) or say("cupcake.board.none"),
    )


def _tracks(entry: dict, x, y) -> list[svg.Element]:
    """The production and sales tracks."""
    seat = entry["seat"]
    rx, ry, rw = x + RIGHT, y + 40, BOARD_W - RIGHT - 10
    production = say("cupcake.board.production", n=entry["production"])
    sales = say("cupcake.board.sales", n=entry["sales"])
    return [
        *track(production, entry["production"], 20, seat, rx, ry, rw),
        *track(sales, entry["sales"], 20, seat, rx, ry + 38, rw),
    ]


def _ideas(entry: dict, x, y) -> list[svg.Element]:
    """The creativity ring and the idea discs held."""
    rx, ry, rw = x + RIGHT, y + 40, BOARD_W - RIGHT - 10
    parts = creativity(entry, rx, ry + 76, rw - 14)
    parts.append(
        svg_text(rx, ry + 134, say("cupcake.board.ideas_held", n=entry["ideas"]), 13, weight=700)
    )
    for n in range(3):
        parts += idea(rx + 130 + n * 28, ry + 129, 11, held=n < entry["ideas"])
    return parts


def _stock(entry: dict, legal: list, x, y) -> list[svg.Element]:
    """The cupcake layers held, and the menu items they make (to click)."""
    rx, ry, rw = x + RIGHT, y + 40, BOARD_W - RIGHT - 10
    parts: list[svg.Element] = [svg_text(rx, ry + 160, say("cupcake.board.layers"), 13, weight=700)]
    parts += _held(entry, rx + 70, ry + 144)
    if legal:
        parts += _make(legal, rx, ry + 176, rw)
    return parts


def _served(entry: dict, legal: list, x, y) -> list[svg.Element]:
    """The menu, the customers served, the rest area and the shops and bakeries left."""
    rx, ry, rw = x + RIGHT, y + 40, BOARD_W - RIGHT - 10
    menu_y = ry + 176 + (44 if legal else 0)
    parts: list[svg.Element] = [
        svg_text(rx, menu_y + 14, say("cupcake.board.menu", n=len(entry["menu"])), 13, weight=700)
    ]
    parts += _menu(entry, rx, menu_y + 20, rw)
    rows = (len(entry["menu"]) - 1) // max(1, rw // MENU_STEP) + 1
    cy = menu_y + 20 + MENU_STEP * rows + 6
    cy = max(cy, menu_y + 58)
    customers = say("cupcake.board.customers", n=len(entry["customers"]))
    parts.append(svg_text(rx, cy + 12, customers, 13, weight=700))
    parts += _customers(entry, rx, cy + 18, rw)
    parts += _rest(entry, rx, cy + 66)
    reserve = say(
        "cupcake.board.reserve",
        shops=Count("cupcake.count.shops", entry["shops_left"]),
        bakeries=Count("cupcake.count.bakeries", entry["bakeries_left"]),
    )
    parts.append(svg_text(rx, cy + 108, fit(reserve, rw, 13), 13, fill=MUTED))
    return parts


# The right of a board, in layers (name, what the layer reads of the seat's entry, how it
# is drawn): a move repaints the part it changed.
RIGHT_LAYERS = (
    ("tracks", ("seat", "production", "sales"), lambda entry, legal, x, y: _tracks(entry, x, y)),
    (
        "ideas",
        ("seat", "creativity", "creativity_squares", "green_every", "ideas"),
        lambda entry, legal, x, y: _ideas(entry, x, y),
    ),
    ("stock", ("bases", "frostings"), _stock),
    ("served", ("menu", "customers", "rest", "shops_left", "bakeries_left"), _served),
)


def _rows(columns: list[dict]) -> tuple[int, int]:
    """How tall a tall board's two rows of columns are (the columns' levels decide)."""

    def tall(specs) -> int:
        return 30 + 2 * (DIE + 4) + 4 + max(len(c["levels"]) for c in specs) * LEVEL_H + 60

    return tall(columns[:3]), tall(columns[3:])


def board_size(columns: list[dict], shape: str = "wide") -> tuple[int, int]:
    """How wide and tall a player's board is drawn in ``shape`` (``columns``: the
    view's, whose levels decide a tall board's height)."""
    if shape == "tall":
        return TALL_W, TALL_HEAD + sum(_rows(columns)) + 12 + BOARD_H - 40
    return BOARD_W, BOARD_H


def _places(columns: list[dict], shape: str, x, y) -> tuple[list[tuple[int, int]], tuple]:
    """Where the columns go (each one's top left), and the origin the right part's
    pieces are drawn from (they add ``RIGHT`` and 40, as on a wide board)."""
    if shape == "tall":
        top = y + TALL_HEAD
        first, second = _rows(columns)
        places = [
            (x + 6 + (n % 3) * (COLUMN_W + 3), top + (n // 3) * (first + 6)) for n in range(5)
        ]
        return places, (x + 19 - RIGHT, top + first + second + 12 - 40)
    return [(x + 6 + n * (COLUMN_W + 3), y + 40) for n in range(5)], (x, y)


def _head(view: dict, entry: dict, names, shape: str, x, y, w) -> list[svg.Element]:
    """The bar's words: the name (and "you"), the start player's marker, the numbers."""
    seat = entry["seat"]
    _, ink = seat_colour(seat)
    parts: list[svg.Element] = []
    numbers = say(
        "cupcake.board.numbers",
        income=entry["income"],
        production=entry["production"],
        sales=entry["sales"],
    )
    you = view.get("seat") == seat
    name = player_name(names, seat) + (say("cupcake.board.you") if you else "")
    room = 240
    if view["first"] == seat:  # the start player's marker
        first = say("cupcake.board.first")
        at = x + 290 if shape == "wide" else x + w - 130
        room = 240 if shape == "wide" else w - 180
        parts += [
            box(at, y + 8, 120, 22, fill="#ffffff", stroke=INK, width=1, rx=11),
            svg_text(at + 60, y + 24, fit(first, 110, 13), 13, anchor="middle", weight=700),
        ]
    parts.append(svg_text(x + 42, y + 26, fit(name, room, 19), 19, fill=ink, weight=700))
    if shape == "wide":
        at, anchor, base = x + w - 12, "end", y + 26
    else:
        at, anchor, base = x + 12, None, y + 52
    # as large as the bar holds them, at least 13
    size = max(13, min(18, 18 * (w - 24) // max(1, text_width(numbers, 18))))
    parts.append(
        svg_text(
            at,
            base,
            fit(numbers, w - 24, size),
            size,
            fill=ink,
            anchor=anchor,
            weight=700,
            classes=["numbers"],
        )
    )
    return parts


def player_board(
    view: dict, entry: dict, names, legal, x, y, shape: str = "wide", transform=None
) -> LayeredBoard:
    """One player's board at ``x, y`` in ``shape`` ("wide" or "tall"), placed on the
    screen by ``transform`` (svg.py's transforms); ``legal`` holds the actions it
    offers (the seat whose turn it is: its columns, discs and menu items)."""
    seat = entry["seat"]
    fill, _ = seat_colour(seat)
    acting = seat in view["to_move"]
    actions = column_actions(legal)
    w, h = board_size(view["columns"], shape)
    bar = 32 if shape == "wide" else TALL_HEAD - 8
    ground = [
        box(
            x,
            y,
            w,
            h,
            fill="#ffffff",
            stroke=NOW if acting else BOX_EDGE,
            width=5 if acting else 2,
        ),
        svg.Rect(x=x + 3, y=y + 3, width=w - 6, height=bar, rx=6, fill=fill),
        *_mark(seat, x + 22, y + 19, 12),
    ]
    parts = _head(view, entry, names, shape, x, y, w)
    turn = view["turn"] if view["turn"] and view["turn"]["seat"] == seat else None
    # In layers of its own: a move sets again the column, or the tracks, it changed (the
    # board's ground apart, so that new numbers do not repaint the whole board).
    ground_key = ("ground", seat, acting, x, y, shape)
    layers = [
        (f"player-{seat}-ground", _pieces.get(ground_key, lambda: markup(ground))),
        (f"player-{seat}-head", markup(parts)),
    ]
    columns, (ox, oy) = _places(view["columns"], shape, x, y)
    for n, (spec, column) in enumerate(zip(view["columns"], entry["columns"])):
        at, top = columns[n]
        layers.append(
            (
                f"player-{seat}-column-{n + 1}",
                column_markup(
                    f"player-{seat}-column-{n + 1}", spec, column, actions, turn, at, top
                ),
            )
        )
    makes = [a for a in legal if isinstance(a, MakeMenu)]
    for part, reads, draw in RIGHT_LAYERS:
        key = (part, repr([entry[field] for field in reads]), repr(makes), ox, oy)
        drawn = _pieces.get(key, lambda draw=draw: markup(draw(entry, makes, ox, oy)))
        layers.append((f"player-{seat}-{part}", drawn))
    element = svg.G(
        transform=transform,
        class_=["player"] + (["to-move"] if acting else []),
        data=attrs(
            {
                "seat": seat,
                "income": entry["income"],
                "production": entry["production"],
                "sales": entry["sales"],
                "ideas": entry["ideas"],
                "menu": len(entry["menu"]),
                "customers": len(entry["customers"]),
                "shape": shape,
            }
        ),
        extra=attrs({"role": "group", "aria-label": _label(entry, names)}),
    )
    return LayeredBoard(element, layers)
