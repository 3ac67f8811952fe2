"""Beside the city: the 4 goals in play (and who met them), the supply (bases,
frostings, dice, extra-action discs, idea discs), and the income track; the turn of the
moment is ``turn_box.py``. Each is drawn from its top left at ``x, y`` in a width the
layout (``layout.py``) gives it, its piles and cells in as many rows as that takes.

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
    text_width,
    wrap,
)

SIDE_W = 790
GOAL_W = 190
GOAL_H = 156
GOAL_GAP = 10
TRACK_LENGTH = 100  # the income track: 0 to 99
CELL = 30
TRACK_TOP = 30  # the track's title above its cells


def goals_height(per_row: int) -> int:
    """How tall the goals are drawn ``per_row`` a row."""
    return -(-4 // per_row) * (GOAL_H + GOAL_GAP) - GOAL_GAP


def track_height(per_row: int) -> int:
    """How tall the income track is drawn with ``per_row`` cells a row."""
    return TRACK_TOP + -(-TRACK_LENGTH // per_row) * CELL + 8


def _seat_mark(seat, cx, cy, r) -> list:
    """A seat's mark: its shape (``core.drawing.marks``) in its colour, with its number."""
    return seat_token(seat, cx, cy, r)


# -- goals -----------------------------------------------------------------------------------


def goals(view: dict, names, left=0, top=0, per_row=4) -> list[svg.Element]:
    """The goals, ``per_row`` a row, from ``left, top``."""
    parts = []
    for n, goal in enumerate(view["goals"]):
        row, col = divmod(n, per_row)
        x, y = left + col * (GOAL_W + GOAL_GAP), top + row * (GOAL_H + GOAL_GAP)
        words = goal_name(goal["id"])
        met = goal["met_by"]
        elements: list[svg.Element] = [
            box(x, y, GOAL_W, GOAL_H, fill="#fff8e8", stroke=INK, width=2),
            svg_text(x + 10, y + 26, goal["id"], 22, weight=800),
            svg_text(x + GOAL_W - 10, y + 24, "+6", 17, fill="#1d7a33", anchor="end", weight=700),
        ]
        for line_no, line in enumerate(wrap(words, GOAL_W - 18, 17, 5)):
            elements.append(svg_text(x + 9, y + 46 + line_no * 19, line, 17))
        # at the bottom right, clear of a fifth line of words at the left; their
        # numbers 18 units, as big as a room's words
        for k, seat in enumerate(met):
            cx = x + GOAL_W - 22 - (len(met) - 1 - k) * 34
            elements += _seat_mark(seat, cx, y + GOAL_H - 20, 15)
        who = sep().join(player_name(names, s) for s in met) or say("cupcake.board.nobody")
        label = say("cupcake.board.goal_label", goal=goal["id"], text=words, who=who)
        # each seat that met it a class of its own (presenter mode marks a seat's goals)
        classes = ["goal"] + [f"met-by-{seat}" for seat in met]
        parts.append(group(label, elements, classes, {"goal": goal["id"], "met": len(met)}))
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
    elements = [*draw(), svg_text(x + w - 2, y + h - 2, count, 17, anchor="end", weight=700)]
    if action is not None:
        return clickable(action, label, [hit(x - 3, y - 3, w + 6, h + 6), *elements], classes, data)
    return group(label, elements, classes, data)


def _groups(view: dict, legal) -> list[list[tuple]]:
    """The supply's piles in groups (bases, frostings, dice, discs, idea discs), each
    pile (width, height, action, label, draw(x, y), count, classes, data)."""
    stock = view["supply"]
    bases = {a.base: a for a in legal if isinstance(a, TakeBase)}
    frostings = {a.frosting: a for a in legal if isinstance(a, TakeFrosting)}
    hires = {a.colour: a for a in legal if isinstance(a, Hire)}

    def offer(action, taken: str, words: str, count: int) -> str:
        if action:
            return say(taken, what=words)
        return say("cupcake.board.in_supply", what=words, n=count)

    groups: list[list[tuple]] = [[], [], [], [], []]
    for n, base in enumerate(BASES):
        count, action = stock["bases"][base], bases.get(n)
        label = offer(action, "cupcake.board.take", base_name(base), count)
        draw = partial(_layer, base, "")
        data = {"base": base, "count": count}
        groups[0].append((60, 46, action, label, draw, count, ["stock", "base"], data))
    for n, frosting in enumerate(FROSTINGS):
        count, action = stock["frostings"][frosting], frostings.get(n)
        label = offer(action, "cupcake.board.take", frosting_name(frosting), count)
        draw = partial(_layer, "", frosting)
        data = {"frosting": frosting, "count": count}
        groups[1].append((60, 46, action, label, draw, count, ["stock", "frosting"], data))
    for n, (colour, count) in enumerate(stock["dice"].items()):
        if colour == "grey":
            continue
        action = hires.get(n)
        label = offer(action, "cupcake.board.hire", die_name(colour), count)
        draw = partial(_die, colour)
        data = {"colour": colour, "count": count}
        groups[2].append((64, 46, action, label, draw, count, ["stock", "die"], data))
    for kind, count in stock["discs"].items():
        label = say("cupcake.board.in_supply", what=disc_name(kind), n=count)
        draw = partial(_disc, kind)
        data = {"kind": kind, "count": count}
        groups[3].append((56, 46, None, label, draw, count, ["stock", "disc"], data))
    words = say("cupcake.board.ideas")
    label = say("cupcake.board.in_supply", what=words, n=stock["ideas"])
    data = {"count": stock["ideas"]}
    wide = 76 + text_width(words, 17)
    pile = (wide, 46, None, label, partial(_idea, words), stock["ideas"], ["stock", "ideas"], data)
    groups[4].append(pile)
    return groups


PILE_ROW = 58  # a row of the supply's piles
SUPPLY_TOP = 40  # its title above them


def _placed(view: dict, legal, w: int) -> list[tuple[int, int, tuple]]:
    """Each pile at its place (x, y from the supply's top left), in rows ``w`` wide, a
    group going on where the last ended, a little apart."""
    placed, x, y = [], 10, SUPPLY_TOP
    for group_piles in _groups(view, legal):
        if x > 10:
            x += 12
        for pile in group_piles:
            if x + pile[0] > w - 6 and x > 10:
                x, y = 10, y + PILE_ROW
            placed.append((x, y, pile))
            x += pile[0] + 6
    return placed


def supply_height(view: dict, w: int) -> int:
    """How tall the supply is drawn ``w`` wide."""
    last = _placed(view, [], w)[-1]
    return last[1] + PILE_ROW + 4


def supply(view: dict, legal, left=0, top=0, w=SIDE_W) -> list[svg.Element]:
    """The supply from ``left, top``, ``w`` wide: bases, frostings, dice, extra-action
    discs and idea discs, each pile with its count; what may be taken, to click."""
    placed = _placed(view, legal, w)
    parts: list[svg.Element] = [
        box(left, top, w, supply_height(view, w), fill="#ffffff"),
        svg_text(left + 10, top + 26, say("cupcake.board.supply"), 18, weight=700),
    ]
    for x, y, (pw, ph, action, label, draw, count, classes, data) in placed:
        x, y = left + x, top + y
        parts.append(_stock(action, label, partial(draw, x, y), count, x, y, pw, ph, classes, data))
    return parts


def _die(colour: str, x, y) -> list:
    return die(colour, 5, x, y, 44, letter=die_letter(colour))


def _disc(kind: str, x, y) -> list:
    return disc(kind, x + 20, y + 22, 19, disc_letter(kind))


def _idea(words: str, x, y) -> list:
    return [*idea(x + 20, y + 22, 19), svg_text(x + 46, y + 29, words, 17, fill=MUTED)]


def _layer(base: str, frosting: str, x, y) -> list:
    """A base or a frosting in the supply."""
    if base:
        return base_shape(base, x, y - 18, 44, base_letters(base))
    return frosting_shape(frosting, x, y + 4, 44, frosting_letters(frosting))


# -- the income track ------------------------------------------------------------------------


def track_cells(w: int) -> int:
    """How many cells of the income track a row ``w`` wide holds (a multiple of 5)."""
    return max(5, (w - 20) // CELL // 5 * 5)


def _cell_at(n: int, left, top, w) -> tuple[int, int]:
    per_row = track_cells(w)
    row, col = divmod(n, per_row)
    return left + (w - per_row * CELL) // 2 + col * CELL, top + TRACK_TOP + row * CELL


def income_track(end: int, left=0, top=0, w=SIDE_W) -> list[svg.Element]:
    """0 to 99 in rows ``w`` wide; ``end`` (70) ends the game."""
    parts: list[svg.Element] = [
        box(left, top, w, track_height(track_cells(w)), fill="#fff8e8"),
        svg_text(left + 10, top + 22, say("cupcake.board.income_track"), 16, weight=700),
    ]
    for n in range(TRACK_LENGTH):
        x, y = _cell_at(n, left, top, w)
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
            parts.append(svg_text(x + 2, y + 13, n, 12, fill=MUTED))
    return parts


def income_markers(view: dict, names, left=0, top=0, w=SIDE_W) -> list[svg.Element]:
    """Each seat's marker on the income track, carrying its seat number."""
    parts: list[svg.Element] = []
    by_cell: dict[int, list[int]] = {}
    for entry in view["seats"]:
        cell = min(entry["income"], TRACK_LENGTH - 1)
        by_cell.setdefault(cell, []).append(entry["seat"])
    for cell, seats in by_cell.items():
        x, y = _cell_at(cell, left, top, w)
        for k, seat in enumerate(seats):
            dx, dy = (k % 2) * 14, (k // 2) * 12
            label = say(
                "cupcake.board.income_of",
                name=player_name(names, seat),
                income=view["seats"][seat]["income"],
            )
            parts.append(
                group(
                    label,
                    _seat_mark(seat, x + 9 + dx, y + 11 + dy, 10),
                    ["income-marker"],
                    {"seat": seat, "income": view["seats"][seat]["income"]},
                )
            )
    return parts
