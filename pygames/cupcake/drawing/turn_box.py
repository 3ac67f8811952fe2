"""The turn of the moment, beside the city: at set-up the disc the player was dealt (and
the first menu item to choose); then whose turn it is, what the activated column still
gives, the last re-roll's dice and the turn's buttons (done, end of turn, 2 income for
an idea disc, the income and creativity discs when their disc is not on the board).
"""

from __future__ import annotations

import svg
from pygames.core.drawing.parts import clickable, group
from pygames.core.screen import say
from pygames.cupcake.actions import (
    BuyIdea,
    Done,
    EndTurn,
    FirstMenu,
    GainCreativity,
    GainIncome,
)
from pygames.cupcake.data import BASES, FROSTINGS, REST_FACE
from pygames.cupcake.drawing.cupcakes import cupcake
from pygames.cupcake.drawing.pieces import (
    INK,
    MUTED,
    NOW,
    box,
    button,
    die,
    disc,
    hit,
    svg_text,
)
from pygames.cupcake.drawing.table import GOAL_H, SIDE_W, SIDE_X
from pygames.cupcake.drawing.words import (
    column_name,
    cupcake_letters,
    cupcake_name,
    dealt_disc,
    dealt_words,
    die_letter,
    die_name,
    disc_letter,
    fit,
    part_name,
    player_name,
    sep,
    text_width,
    wrap,
)

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
