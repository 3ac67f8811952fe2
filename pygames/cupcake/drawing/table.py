"""Beside the city: the 4 goals in play (and who met them), the supply (bases,
frostings, dice, extra-action discs, idea discs), and the income track under the city;
the turn of the moment, between them, is ``turn_box.py``.

Clickable here: a base or a frosting to take, a die to hire.
"""

from __future__ import annotations

from functools import partial

import svg
from pygames.core.drawing.board import Memo
from pygames.core.drawing.parts import clickable, group
from pygames.core.screen import say
from pygames.cupcake.actions import (
    Hire,
    TakeBase,
    TakeFrosting,
)
from pygames.cupcake.data import BASES, FROSTINGS
from pygames.cupcake.drawing.cupcakes import base_shape, frosting_shape
from pygames.cupcake.drawing.pieces import (
    BOX_EDGE,
    INK,
    MUTED,
    box,
    die,
    disc,
    hit,
    idea,
    seat_token,
    svg_text,
)
from pygames.cupcake.drawing.words import (
    base_letters,
    base_name,
    die_letter,
    die_name,
    disc_letter,
    disc_name,
    frosting_letters,
    frosting_name,
    goal_name,
    player_name,
    sep,
    wrap,
)

SIDE_X = 800
SIDE_W = 790
GOAL_W = 190
GOAL_H = 124
TRACK_CELLS = 50  # a row of the income track
TRACK_ROWS = 2
CELL = 30
TRACK_H = TRACK_ROWS * CELL + 34


def _seat_mark(seat, cx, cy, r) -> list:
    """A seat's mark: its shape (``core.drawing.marks``) in its colour, with its number."""
    return seat_token(seat, cx, cy, r)


# -- goals -----------------------------------------------------------------------------------


def goals(view: dict, names) -> list[svg.Element]:
    parts = []
    for n, goal in enumerate(view["goals"]):
        x, y = SIDE_X + n * (GOAL_W + 10), 10
        words = goal_name(goal["id"])
        met = goal["met_by"]
        elements: list[svg.Element] = [
            box(x, y, GOAL_W, GOAL_H, fill="#fff8e8", stroke=INK, width=2),
            svg_text(x + 10, y + 26, goal["id"], 22, weight=800),
            svg_text(x + GOAL_W - 10, y + 24, "+6", 17, fill="#1d7a33", anchor="end", weight=700),
        ]
        for line_no, line in enumerate(wrap(words, GOAL_W - 18, 14, 3)):
            elements.append(svg_text(x + 9, y + 48 + line_no * 18, line, 14))
        for k, seat in enumerate(met):
            elements += _seat_mark(seat, x + 18 + k * 28, y + GOAL_H - 16, 11)
        who = sep().join(player_name(names, s) for s in met) or say("cupcake.board.nobody")
        label = say("cupcake.board.goal_label", goal=goal["id"], text=words, who=who)
        parts.append(group(label, elements, ["goal"], {"goal": goal["id"], "met": len(met)}))
    return parts


# -- the supply ------------------------------------------------------------------------------


_piles = Memo()


def _stock(action, label, draw, count, x, y, w, h, classes, data) -> str:
    """One pile of the supply (``draw()`` its picture), as markup kept in a memo: a move
    draws again only the piles whose count or offer changed."""
    key = (str(action) if action else None, label, count, x, y, w, h, tuple(classes))
    key += (tuple(sorted(data.items())),)
    return _piles.get(key, partial(_pile, action, label, draw, count, x, y, w, h, classes, data))


def _pile(action, label, draw, count, x, y, w, h, classes, data) -> svg.Element:
    elements = [*draw(), svg_text(x + w - 2, y + h - 2, count, 15, anchor="end", weight=700)]
    if action is not None:
        return clickable(action, label, [hit(x - 3, y - 3, w + 6, h + 6), *elements], classes, data)
    return group(label, elements, classes, data)


def supply(view: dict, legal) -> list[svg.Element]:
    stock = view["supply"]
    bases = {a.base: a for a in legal if isinstance(a, TakeBase)}
    frostings = {a.frosting: a for a in legal if isinstance(a, TakeFrosting)}
    hires = {a.colour: a for a in legal if isinstance(a, Hire)}
    top = 10 + GOAL_H + 10
    parts: list[svg.Element] = [
        box(SIDE_X, top, SIDE_W, 196, fill="#ffffff"),
        svg_text(SIDE_X + 10, top + 22, say("cupcake.board.supply"), 17, weight=700),
    ]
    x, y = SIDE_X + 10, top + 34
    for n, base in enumerate(BASES):
        count = stock["bases"][base]
        action = bases.get(n)
        words = base_name(base)
        label = (
            say("cupcake.board.take", what=words)
            if action
            else say("cupcake.board.in_supply", what=words, n=count)
        )
        elements = partial(_layer, base, "", x, y)
        parts.append(
            _stock(
                action,
                label,
                elements,
                count,
                x,
                y,
                52,
                44,
                ["stock", "base"],
                {"base": base, "count": count},
            )
        )
        x += 62
    x += 14
    for n, frosting in enumerate(FROSTINGS):
        count = stock["frostings"][frosting]
        action = frostings.get(n)
        words = frosting_name(frosting)
        label = (
            say("cupcake.board.take", what=words)
            if action
            else say("cupcake.board.in_supply", what=words, n=count)
        )
        elements = partial(_layer, "", frosting, x, y)
        parts.append(
            _stock(
                action,
                label,
                elements,
                count,
                x,
                y,
                52,
                44,
                ["stock", "frosting"],
                {"frosting": frosting, "count": count},
            )
        )
        x += 56
        if n == 3:
            x += 10
    # dice, discs, ideas
    x, y = SIDE_X + 10, top + 96
    for n, (colour, count) in enumerate(stock["dice"].items()):
        if colour == "grey":
            continue
        action = hires.get(n)
        words = die_name(colour)
        label = (
            say("cupcake.board.hire", what=words)
            if action
            else say("cupcake.board.in_supply", what=words, n=count)
        )
        elements = partial(die, colour, 5, x, y, 36, letter=die_letter(colour))
        parts.append(
            _stock(
                action,
                label,
                elements,
                count,
                x,
                y,
                58,
                40,
                ["stock", "die"],
                {"colour": colour, "count": count},
            )
        )
        x += 66
    x += 8
    for kind, count in stock["discs"].items():
        label = say("cupcake.board.in_supply", what=disc_name(kind), n=count)
        elements = partial(disc, kind, x + 18, y + 20, 17, disc_letter(kind))
        parts.append(
            _stock(
                None,
                label,
                elements,
                count,
                x,
                y,
                54,
                40,
                ["stock", "disc"],
                {"kind": kind, "count": count},
            )
        )
        x += 58
    y = top + 148
    label = say("cupcake.board.in_supply", what=say("cupcake.board.ideas"), n=stock["ideas"])
    parts.append(
        _stock(
            None,
            label,
            partial(idea, SIDE_X + 28, y + 20, 17),
            stock["ideas"],
            SIDE_X + 10,
            y,
            54,
            40,
            ["stock", "ideas"],
            {"count": stock["ideas"]},
        )
    )
    parts.append(svg_text(SIDE_X + 74, y + 27, say("cupcake.board.ideas"), 15, fill=MUTED))
    return parts


def _layer(base: str, frosting: str, x, y) -> list:
    """A base or a frosting in the supply."""
    if base:
        return base_shape(base, x, y - 14, 40, base_letters(base))
    return frosting_shape(frosting, x, y + 6, 40, frosting_letters(frosting))


# -- the income track ------------------------------------------------------------------------


def income_track(end: int, top: int) -> list[svg.Element]:
    """0 to 99 in two rows; ``end`` (70) ends the game."""
    left = 10 + (1580 - TRACK_CELLS * CELL) // 2
    parts: list[svg.Element] = [
        box(10, top, 1580, TRACK_H, fill="#fff8e8"),
        svg_text(20, top + 22, say("cupcake.board.income_track"), 16, weight=700),
    ]
    for n in range(TRACK_CELLS * TRACK_ROWS):
        row, col = divmod(n, TRACK_CELLS)
        x, y = left + col * CELL, top + 30 + row * CELL
        parts.append(
            svg.Rect(
                x=x,
                y=y,
                width=CELL,
                height=CELL,
                fill="#ffe3a3" if n == end else "#ffffff",
                stroke=INK if n == end else BOX_EDGE,
                stroke_width=3 if n == end else 1,
            )
        )
        if n % 5 == 0:
            parts.append(svg_text(x + 2, y + 11, n, 10, fill=MUTED))
    return parts


def income_markers(view: dict, names, top: int) -> list[svg.Element]:
    """Each seat's marker on the income track, carrying its seat number."""
    left = 10 + (1580 - TRACK_CELLS * CELL) // 2
    parts: list[svg.Element] = []
    by_cell: dict[int, list[int]] = {}
    for entry in view["seats"]:
        cell = min(entry["income"], TRACK_CELLS * TRACK_ROWS - 1)
        by_cell.setdefault(cell, []).append(entry["seat"])
    for cell, seats in by_cell.items():
        row, col = divmod(cell, TRACK_CELLS)
        x, y = left + col * CELL, top + 30 + row * CELL
        for k, seat in enumerate(seats):
            dx, dy = (k % 2) * 13, (k // 2) * 12
            label = say(
                "cupcake.board.income_of",
                name=player_name(names, seat),
                income=view["seats"][seat]["income"],
            )
            parts.append(
                group(
                    label,
                    _seat_mark(seat, x + 9 + dx, y + 10 + dy, 8),
                    ["income-marker"],
                    {"seat": seat, "income": view["seats"][seat]["income"]},
                )
            )
    return parts
