"""A column's levels, a row each: the level's number and what it gives (in full in its
tooltip), framed when the column's dice reach it, to click when it may be activated
(``activate C L``) or borrowed (``borrow C L``); at its left the level's extra-action
disc space, holding a disc (to use on the activated column: ``income``,
``creativity``), the start disc's place (``start-disc C``) or nothing. ``columns.py``
stacks them under the column's dice.
"""

from __future__ import annotations

import svg
from pygames.core.drawing.parts import clickable, group, quiet
from pygames.core.screen import say
from pygames.cupcake.actions import Borrow
from pygames.cupcake.drawing.pieces import (
    BOX_EDGE,
    COLUMN_W,
    INK,
    LEVEL_H,
    MUTED,
    box,
    disc,
    empty_disc,
    hit,
    svg_text,
)
from pygames.cupcake.drawing.words import (
    column_name,
    disc_letter,
    disc_name,
    level_short,
    level_words,
    wrap,
)


def level_row(
    spec, column, level, parts_of_level, actions, x, y, active, disc_entry, seat_turn
) -> list[svg.Element]:
    """A level's row: its disc space at the left, its number and what it gives."""
    number = spec["column"]
    name = column_name(number, spec["action"])
    reached = column["level"] >= level
    now = column["level"] == level
    elements: list[svg.Element] = []
    fill = "#fff1c9" if now else ("#ffffff" if reached else "#f3efe9")
    elements.append(
        box(
            x + 28,
            y,
            COLUMN_W - 30,
            LEVEL_H - 4,
            fill=fill,
            stroke=INK if now else BOX_EDGE,
            width=3 if now else 1,
            rx=5,
        )
    )
    ink = INK if reached else MUTED
    # the level's number, big, and what it gives in words (in full in its tooltip)
    elements.append(svg_text(x + 37, y + 19, level, 17, weight=800, anchor="middle", fill=ink))
    for k, line in enumerate(wrap(level_short(parts_of_level), COLUMN_W - 47, 12, 3)):
        elements.append(svg_text(x + 45, y + 14 + k * 13, line, 12, fill=ink))
    full = say(
        "cupcake.board.level_gives", column=name, level=level, parts=level_words(parts_of_level)
    )
    action = actions.get(("level", number - 1, level))
    row: list[svg.Element]
    if action is not None:
        key = "borrow" if isinstance(action, Borrow) else "activate"
        label = say(
            f"cupcake.board.{key}", column=name, level=level, parts=level_words(parts_of_level)
        )
        row = [
            clickable(
                action,
                label,
                [hit(x + 26, y - 2, COLUMN_W - 26, LEVEL_H), *elements],
                ["level"],
                {"column": number, "level": level},
            )
        ]
    else:
        row = [
            group(
                full,
                elements,
                ["level"] + (["now"] if now else []),
                {"column": number, "level": level},
            )
        ]
    # the level's disc space
    cx, cy, r = x + 13, y + LEVEL_H // 2 - 2, 12
    if disc_entry is not None:
        kind = disc_entry["kind"]
        usable = active and seat_turn is not None and seat_turn["level"] >= level
        use = actions.get(("use", kind)) if active else None
        label = say("cupcake.board.disc_on", kind=disc_name(kind), level=level)
        drawn = disc(kind, cx, cy, r, disc_letter(kind))
        if use is not None:
            words = say(f"cupcake.board.button_label.{kind}")
            row.append(
                clickable(
                    use,
                    words,
                    [hit(cx - r - 3, cy - r - 3, 2 * r + 6, 2 * r + 6, rx=r + 3), *drawn],
                    ["disc", "use"],
                    {"kind": kind},
                )
            )
        else:
            row.append(
                group(
                    label,
                    drawn,
                    ["disc"] + (["usable"] if usable else []),
                    {"kind": kind, "column": number},
                )
            )
    else:
        start = actions.get(("start", number - 1)) if level == _first_free(column, spec) else None
        drawn = empty_disc(cx, cy, r)
        if start is not None:
            label = say("cupcake.board.start_disc", column=name)
            row.append(
                clickable(
                    start,
                    label,
                    [hit(cx - r - 3, cy - r - 3, 2 * r + 6, 2 * r + 6, rx=r + 3), *drawn],
                    ["disc-space"],
                    {"column": number},
                )
            )
        else:
            label = say("cupcake.board.disc_space", level=level)
            row.append(quiet(label, drawn, ["disc-space"], {"column": number}))
    return row


def _first_free(column: dict, spec: dict) -> int:
    used = {d["space"] for d in column["discs"]}
    for n, level in enumerate(spec["disc_levels"]):
        if n + 1 not in used:
            return level
    return -1


def level_key(spec, column, level, parts_of_level, actions, x, y, active, disc_entry, turn):
    """Everything ``level_row`` reads, small: a move that leaves a level's row as it
    was (new dice below its threshold, another column's level) finds it in the memo."""
    number = spec["column"]
    action = actions.get(("level", number - 1, level))
    uses = tuple(
        str(actions[("use", k)]) for k in ("income", "creativity") if ("use", k) in actions
    )
    start = actions.get(("start", number - 1)) if disc_entry is None else None
    return (
        "level",
        number,
        spec["action"],
        level,
        repr(parts_of_level),
        column["level"],
        None if action is None else str(action),
        uses if active else (),
        repr(disc_entry),
        None if start is None else (str(start), level == _first_free(column, spec)),
        active,
        None if turn is None else turn["level"],
        x,
        y,
    )
