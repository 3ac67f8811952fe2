"""Beside the city: the 4 goals in play (and who met them), the supply (bases,
frostings, dice, extra-action discs, idea discs), the turn of the moment (at set-up
the disc the player was dealt; then what the activated column still gives, the last
re-roll's dice, and its buttons), and the income track under the city.

Clickable here: a base or a frosting to take, a die to hire, the first menu item at
set-up, and the turn's buttons (done, end of turn, 2 income for an idea disc, the
income and creativity discs when their disc is not on the board).
"""

from __future__ import annotations

from functools import partial

import svg
from pygames.core.board import Memo
from pygames.core.screen import say
from pygames.core.svgparts import clickable, group
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
from pygames.cupcake.data import BASES, FROSTINGS, REST_FACE
from pygames.cupcake.drawing.draw_pieces import (
    BOX_EDGE,
    INK,
    MUTED,
    NOW,
    base_shape,
    box,
    button,
    cupcake,
    die,
    disc,
    frosting_shape,
    hit,
    idea,
    seat_token,
    svg_text,
)
from pygames.cupcake.drawing.draw_words import (
    base_letters,
    base_name,
    column_name,
    cupcake_letters,
    cupcake_name,
    dealt_disc,
    dealt_words,
    die_letter,
    die_name,
    disc_letter,
    disc_name,
    fit,
    frosting_letters,
    frosting_name,
    goal_name,
    part_name,
    player_name,
    sep,
    text_width,
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
    """A seat's mark: its shape (``core.marks``) in its colour, with its number."""
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


# -- the turn --------------------------------------------------------------------------------

TURN_Y = 10 + GOAL_H + 10 + 196 + 10


def turn_height(top_of_track: int) -> int:
    return top_of_track - 10 - TURN_Y


ROLL_DIE = 28  # the dice of the last roll, drawn as the board draws dice
ROLL_STEP = ROLL_DIE + 5


def _roll_parts(roll: list[dict]) -> tuple[list[dict], list[dict]]:
    """The dice rolled placed by number, and the 6s, gone to the rest area (CE17)."""
    placed = [d for d in roll if d["face"] != REST_FACE]
    return placed, [d for d in roll if d["face"] == REST_FACE]


def last_roll_words(roll: list[dict]) -> str:
    """ "Last roll: orange die showing 5, pink die showing 2; to the rest area: grey die
    showing 6"."""
    placed, rest = _roll_parts(roll)

    def dice(found):
        return sep().join(
            say("cupcake.board.roll_die", die=die_name(d["colour"]), face=d["face"]) for d in found
        )

    if not rest:
        return say("cupcake.board.last_roll", faces=dice(placed))
    if not placed:
        return say("cupcake.board.last_roll_only_rest", rest=dice(rest))
    return say("cupcake.board.last_roll_rest", faces=dice(placed), rest=dice(rest))


def last_roll_width(roll: list[dict]) -> int:
    """About how wide ``last_roll`` draws ``roll``."""
    placed, rest = _roll_parts(roll)
    width = text_width(say("cupcake.board.roll_label"), 16) + 16 + ROLL_STEP * len(placed)
    if rest:
        width += text_width(say("cupcake.board.roll_rest"), 14) + 16 + ROLL_STEP * len(rest)
    return width


def last_roll(roll: list[dict], right, y) -> svg.G:
    """The latest re-roll, ending at ``right`` (its dice's top at ``y``): "Last roll:",
    each die in its colour with its pips and its colour's letter, then the 6s after
    "to the rest area:"; in words for a screen reader and as a tooltip. Laid out from
    the right, each text ending where its dice begin."""
    placed, rest = _roll_parts(roll)
    base = y + ROLL_DIE // 2 + 6
    parts: list[svg.Element] = []
    x = right
    for found, words, size, fill in (
        (rest, "cupcake.board.roll_rest", 14, MUTED),
        (placed, "cupcake.board.roll_label", 16, INK),
    ):
        if not found:
            continue
        for d in reversed(found):
            x -= ROLL_STEP
            parts += die(d["colour"], d["face"], x, y, ROLL_DIE, letter=die_letter(d["colour"]))
        label = say(words)
        parts.append(svg_text(x - 6, base, label, size, fill=fill, anchor="end"))
        x -= 6 + text_width(label, size) + 10
    if not placed:  # all 6s: the label still says whose dice these are
        parts.append(svg_text(x, base, say("cupcake.board.roll_label"), 16, anchor="end"))
    faces = " ".join(f"{d['colour']}:{d['face']}" for d in roll)
    return group(last_roll_words(roll), parts, ["last-roll"], {"roll": faces})


def dealt_box(kind: str, name: str, x, y) -> svg.G:
    """CE11 at set-up: the extra-action disc the player to move was dealt, drawn as the
    board draws it, with its name, what it gives, and where it goes."""
    r = 18
    first = say("cupcake.board.dealt", name=name, **dealt_words(kind))
    then = say("cupcake.board.dealt_where")
    parts: list[svg.Element] = disc(kind, x + r, y + r, r, disc_letter(kind))
    parts.append(svg_text(x + 2 * r + 10, y + 15, fit(first, SIDE_W - 2 * r - 40, 16), 16))
    parts.append(svg_text(x + 2 * r + 10, y + 36, fit(then, SIDE_W - 2 * r - 40, 14), 14))
    return group(f"{first} {then}", parts, ["dealt"], {"kind": kind})


def turn_box(view: dict, names, legal, disc_drawn: set, height: int) -> list[svg.Element]:
    """Whose turn, what the activated column still gives, and the turn's buttons."""
    y = TURN_Y
    parts: list[svg.Element] = [box(SIDE_X, y, SIDE_W, height, fill="#ffffff", stroke=NOW, width=3)]
    mover = view["mover"]
    turn = view["turn"]
    lines: list[str] = []
    if view["phase"] == "over":
        lines.append(say("cupcake.board.over"))
    else:
        lines.append(say("cupcake.board.to_move", name=player_name(names, mover)))
    if view["ending"] and view["phase"] != "over":
        lines.append(say("cupcake.board.last_round"))
    if turn is not None and turn["column"]:
        column = view["columns"][turn["column"] - 1]
        lines.append(
            say(
                "cupcake.board.activated",
                column=column_name(column["column"], column["action"]),
                level=turn["level"],
            )
        )
        if turn["borrowed"]:
            other = view["columns"][turn["borrowed"] - 1]
            lines.append(
                say("cupcake.board.borrowed", column=column_name(other["column"], other["action"]))
            )
        left = say("cupcake.board.and").join(part_name(p) for p in turn["parts"])
        lines.append(say("cupcake.board.left", parts=left or say("cupcake.board.nothing")))
    text_y = y + 26
    first_width = 0
    for line in lines:
        for piece in wrap(line, SIDE_W - 20, 16, 2):
            first_width = first_width or text_width(piece, 16)
            parts.append(
                svg_text(SIDE_X + 10, text_y, piece, 16, weight=700 if text_y == y + 26 else None)
            )
            text_y += 21
    dealt = dealt_disc(view)
    if dealt:
        parts.append(dealt_box(dealt, player_name(names, mover), SIDE_X + 10, text_y - 12))
        text_y += 48
    if view["last_roll"]:
        # At the top right, beside whose turn it is; under the lines if a long name
        # leaves no room there.
        width = last_roll_width(view["last_roll"])
        right = SIDE_X + SIDE_W - 12
        if right - width > SIDE_X + 10 + first_width + 24:
            parts.append(last_roll(view["last_roll"], right, y + 6))
        else:
            parts.append(last_roll(view["last_roll"], SIDE_X + 10 + width, text_y - 18))
            text_y += 34
    if view["phase"] == "menu":
        parts += _first_menu(view, legal, SIDE_X + 10, text_y + 2)
        text_y += 72
    # the turn's buttons
    bx, by = SIDE_X + 10, y + height - 48
    for action in legal:
        kind = type(action)
        if (
            kind is GainIncome
            and "income" in disc_drawn
            or (kind is GainCreativity and "creativity" in disc_drawn)
        ):
            continue
        if kind not in (Done, EndTurn, BuyIdea, GainIncome, GainCreativity):
            continue
        key = {
            Done: "done",
            EndTurn: "end",
            BuyIdea: "buy_idea",
            GainIncome: "income",
            GainCreativity: "creativity",
        }[kind]
        words = say(f"cupcake.board.button.{key}")
        label = say(f"cupcake.board.button_label.{key}")
        w = max(120, len(words) * 11 + 30)
        parts.append(button(action, label, words, bx, by, w, 38))
        bx += w + 12
    return parts


def _first_menu(view: dict, legal, x, y) -> list[svg.Element]:
    """CE12: the pairings still free, each a cupcake to click."""
    parts = []
    offered = {(a.base, a.frosting): a for a in legal if isinstance(a, FirstMenu)}
    for b in range(2):
        for f in range(4):
            base, frosting = BASES[b], FROSTINGS[f]
            cx = x + (b * 4 + f) * 62
            elements = cupcake(base, frosting, cx + 8, y + 6, 44, cupcake_letters(base, frosting))
            words = cupcake_name(base, frosting)
            action = offered.get((b, f))
            data = {"base": base, "frosting": frosting}
            if action is not None:
                label = say("cupcake.board.choose_first", what=words)
                parts.append(
                    clickable(action, label, [hit(cx, y, 60, 60), *elements], ["first-menu"], data)
                )
            else:
                label = say("cupcake.board.first_taken", what=words)
                parts.append(
                    group(
                        label,
                        [
                            *elements,
                            svg.Line(
                                x1=cx + 4,
                                y1=y + 56,
                                x2=cx + 56,
                                y2=y + 4,
                                stroke=MUTED,
                                stroke_width=3,
                            ),
                        ],
                        ["first-menu", "taken"],
                        data,
                    )
                )
    return parts


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
