"""A player board's 5 action columns: the column's action and its experts' colour, its
6 dice spaces with the dice in them (faces, colour letters, a star on each expert),
and a row per level saying what that level gives, next to the level's extra-action
disc space (``levels.py``). The level the dice reach now is framed; every level is
readable before choosing (its row, and its tooltip in full).

Clickable here: a level to activate (``activate C L``) or to borrow (``borrow C L``),
a column with no level (``activate C 0``), the disc space for the start disc
(``start-disc C``), an extra-action disc to take onto the column (``disc KIND C``),
and the income and creativity discs of the activated column (``income``,
``creativity``).
"""

from __future__ import annotations

import svg
from pygames.core.drawing.board import LayeredBoard, Memo, markup
from pygames.core.drawing.parts import clickable, group
from pygames.core.messages import Count
from pygames.core.screen import say
from pygames.cupcake.actions import (
    Activate,
    Borrow,
    GainCreativity,
    GainIncome,
    StartDisc,
    TakeDisc,
)
from pygames.cupcake.data import DISC_KINDS
from pygames.cupcake.drawing.levels import level_key, level_row
from pygames.cupcake.drawing.pieces import (
    BOX_EDGE,
    COLUMN_W,
    DIE,
    DIE_FILLS,
    INK,
    LEVEL_H,
    LIT,
    MUTED,
    box,
    die,
    disc,
    hit,
    svg_text,
)
from pygames.cupcake.drawing.words import (
    column_name,
    column_title,
    die_letter,
    die_name,
    disc_letter,
    disc_name,
    fit,
    sep,
)


def column_actions(legal) -> dict:
    found: dict = {}
    for action in legal:
        kind = type(action)
        if kind is Activate:
            found[("level", action.column, action.level)] = action
        elif kind is Borrow:
            found[("level", action.column, action.level)] = action
        elif kind is StartDisc:
            found[("start", action.column)] = action
        elif kind is TakeDisc:
            found[("disc", action.kind, action.column)] = action
        elif kind is GainIncome:
            found[("use", "income")] = action
        elif kind is GainCreativity:
            found[("use", "creativity")] = action
    return found


def _dice(spec: dict, column: dict, x, y) -> list[svg.Element]:
    """The 6 dice spaces, 3 a row; an empty space where a threshold is shows the level
    it completes."""
    parts: list[svg.Element] = []
    dice = column["dice"]
    new = column["new"]
    thresholds = spec["thresholds"]
    for n in range(6):
        dx, dy = x + (n % 3) * (DIE + 4), y + (n // 3) * (DIE + 4)
        if n < len(dice):
            colour = dice[n]
            expert = colour in ("pink", spec["colour"])
            parts += die(
                colour, spec["column"], dx, dy, DIE, letter=die_letter(colour), expert=expert
            )
        elif n - len(dice) < len(new):
            colour = new[n - len(dice)]
            parts.append(
                svg.G(opacity=0.55, elements=die(colour, 0, dx, dy, DIE, letter=die_letter(colour)))
            )
        else:
            parts.append(
                svg.Rect(
                    x=dx,
                    y=dy,
                    width=DIE,
                    height=DIE,
                    rx=5,
                    fill="#ffffff",
                    stroke=BOX_EDGE,
                    stroke_width=1.2,
                )
            )
            if n + 1 in thresholds:
                parts.append(
                    svg_text(
                        dx + DIE // 2,
                        dy + DIE * 2 // 3,
                        thresholds.index(n + 1) + 1,
                        12,
                        fill=MUTED,
                        anchor="middle",
                    )
                )
    return parts


def _tray(spec, actions, x, y) -> list[svg.Element]:
    """The extra-action discs that may go on this column now, each one to click."""
    number = spec["column"]
    name = column_name(number, spec["action"])
    parts = []
    offered = [
        (kind, actions[("disc", k, number - 1)])
        for k, kind in enumerate(DISC_KINDS)
        if ("disc", k, number - 1) in actions
    ]
    for n, (kind, action) in enumerate(offered):
        cx, cy = x + 16 + (n % 3) * 30, y + 14 + (n // 3) * 28
        label = say("cupcake.board.take_disc", kind=disc_name(kind), column=name)
        parts.append(
            clickable(
                action,
                label,
                [hit(cx - 14, cy - 13, 28, 26, rx=13), *disc(kind, cx, cy, 11, disc_letter(kind))],
                ["take-disc"],
                {"kind": kind, "column": number},
            )
        )
    return parts


_columns = Memo()
_pieces = Memo()


def _belongs(key: tuple, column: int, active: bool) -> bool:
    if key[0] in ("level", "start"):
        return key[1] == column
    if key[0] == "disc":
        return key[2] == column
    return active  # the discs of the activated column


def column_markup(layer: str, spec: dict, column: dict, actions: dict, turn, x, y) -> str:
    """One column of a player board, ``x, y`` its top left, as the board's layer named
    ``layer``, kept in a memo under what it reads (a click changes one or two columns)."""
    number = spec["column"]
    active = turn is not None and turn["column"] == number
    level = turn["level"] if active else None
    mine = {k: v for k, v in actions.items() if _belongs(k, number - 1, active)}
    key = repr((spec, column, sorted((repr(k), str(v)) for k, v in mine.items()), level, x, y))
    key += layer
    return _columns.get(key, lambda: _column(layer, spec, column, mine, active, level, x, y))


def _head(spec: dict, active: bool, x, y) -> list[svg.Element]:
    """The column's frame, its number in its experts' colour and its action's name."""
    number = spec["column"]
    return [
        box(
            x,
            y,
            COLUMN_W,
            30 + 2 * (DIE + 4) + 4 + len(spec["levels"]) * LEVEL_H + 60,
            fill="#fff6fa" if active else "#fbf8f4",
            stroke=LIT if active else BOX_EDGE,
            width=3 if active else 1,
        ),
        svg.Rect(
            x=x + 4,
            y=y + 5,
            width=20,
            height=20,
            rx=4,
            fill=DIE_FILLS[spec["colour"]],
            stroke=INK,
            stroke_width=1,
        ),
        svg_text(
            x + 14,
            y + 20,
            number,
            15,
            anchor="middle",
            weight=800,
            fill="#ffffff" if spec["colour"] in ("purple", "green") else INK,
        ),
        svg_text(
            x + 28, y + 20, fit(column_title(spec["action"]), COLUMN_W - 32, 15), 15, weight=700
        ),
    ]


def _column(layer, spec: dict, column: dict, actions: dict, active: bool, level, x, y):
    number = spec["column"]
    name = column_name(number, spec["action"])
    turn = {"level": level} if active else None
    # Its pieces in layers and memos of their own: a roll changes the dice, not the
    # levels' words, and the page repaints the dice only.
    head_key = ("head", number, spec["action"], spec["colour"], len(spec["levels"]), active, x, y)
    dice_key = ("dice", repr(spec["thresholds"]), repr(column["dice"]), repr(column["new"]))
    dice_key += (number, spec["colour"], x, y)
    dice_words = sep().join(die_name(c) for c in column["dice"]) or say("cupcake.board.none")
    label = say(
        "cupcake.board.column_label",
        column=name,
        dice=dice_words,
        level=column["level"],
        experts=Count("cupcake.count.experts", column["experts"]),
    )
    layers = [
        (f"{layer}-name", str(group(label, [], ["column-name"]))),
        (f"{layer}-head", _pieces.get(head_key, lambda: markup(_head(spec, active, x, y)))),
        (
            f"{layer}-dice",
            _pieces.get(dice_key, lambda: markup(_dice(spec, column, x + 3, y + 30))),
        ),
    ]
    discs = {d["level"]: d for d in column["discs"]}
    level_y = y + 30 + 2 * (DIE + 4) + 4
    for level, parts_of_level in enumerate(spec["levels"], start=1):
        row = (
            spec,
            column,
            level,
            parts_of_level,
            actions,
            x,
            level_y + (level - 1) * LEVEL_H,
            active,
            discs.get(level),
            turn,
        )
        drawn = _pieces.get(level_key(*row), lambda row=row: markup(level_row(*row)))
        layers.append((f"{layer}-level-{level}", drawn))
    parts: list[svg.Element] = []
    bottom = level_y + len(spec["levels"]) * LEVEL_H + 2
    zero = actions.get(("level", number - 1, 0))
    if zero is not None:
        label = say("cupcake.board.activate_zero", column=name)
        parts.append(
            clickable(
                zero,
                label,
                [
                    hit(x + 4, bottom, COLUMN_W - 8, 37),
                    svg_text(
                        x + COLUMN_W // 2,
                        bottom + 24,
                        say("cupcake.board.level_zero"),
                        14,
                        anchor="middle",
                        weight=700,
                    ),
                ],
                ["level", "zero"],
                {"column": number, "level": 0},
            )
        )
        bottom += 39
    parts += _tray(spec, actions, x, bottom)
    layers.append((f"{layer}-offers", markup(parts)))
    element = svg.G(
        class_=["column"] + (["active"] if active else []),
        data={
            "column": str(number),
            "level": str(column["level"]),
            "dice": str(len(column["dice"])),
        },
    )
    return LayeredBoard(element, layers)
