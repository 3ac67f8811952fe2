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

BUTTON_H = 44  # a turn's button: a finger's width at the scale a phone shows it
ROLL_DIE = 30  # the dice of the last roll, drawn as the board draws dice
ROLL_STEP = ROLL_DIE + 5
ROLL_WORD = 16  # the last roll's words


def _roll_sizes(least: int) -> tuple[int, int]:
    """The last roll's dice and words for words at least ``least`` units (a
    projector's; a die's letter is two fifths of the die, ``pieces.die``)."""
    return max(ROLL_DIE, -(-least * 5 // 2)), max(ROLL_WORD, least)


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


def last_roll_width(roll: list[dict], least: int = 0) -> int:
    """About how wide ``last_roll`` draws ``roll``."""
    placed, rest = _roll_parts(roll)
    size, word = _roll_sizes(least)
    step = size + ROLL_STEP - ROLL_DIE
    width = text_width(say("cupcake.board.roll_label"), word) + 16 + step * len(placed)
    if rest:
        width += text_width(say("cupcake.board.roll_rest"), word) + 16 + step * len(rest)
    return width


def last_roll(roll: list[dict], right, y, two_lines: bool = False, least: int = 0) -> svg.G:
    """The latest re-roll, ending at ``right`` (its dice's top at ``y``): "Last roll:",
    each die in its colour with its pips and its colour's letter, then the 6s after
    "to the rest area:" (``two_lines``: on a line of their own, under); in words for a
    screen reader and as a tooltip. Laid out from the right, each text ending where its
    dice begin; its words at least ``least`` units, its dice' letters too."""
    placed, rest = _roll_parts(roll)
    parts: list[svg.Element] = []
    x = right
    die_size, size = _roll_sizes(least)
    step = die_size + ROLL_STEP - ROLL_DIE
    for found, words, fill in (
        (rest, "cupcake.board.roll_rest", MUTED),
        (placed, "cupcake.board.roll_label", INK),
    ):
        if not found:
            continue
        top = y + (step + 6 if two_lines and found is rest and placed else 0)
        base = top + die_size // 2 + 6
        if two_lines:
            x = right
        for d in reversed(found):
            x -= step
            parts += die(d["colour"], d["face"], x, top, die_size, letter=die_letter(d["colour"]))
        label = say(words)
        parts.append(svg_text(x - 6, base, label, size, fill=fill, anchor="end"))
        x -= 6 + text_width(label, size) + 10
    if not placed:  # all 6s: the label still says whose dice these are
        base = y + die_size // 2 + 6
        parts.append(svg_text(x, base, say("cupcake.board.roll_label"), size, anchor="end"))
    faces = " ".join(f"{d['colour']}:{d['face']}" for d in roll)
    return group(last_roll_words(roll), parts, ["last-roll"], {"roll": faces})


def dealt_box(kind: str, name: str, x, y, w, least: int = 0) -> tuple[svg.G, int]:
    """CE11 at set-up: the extra-action disc the player to move was dealt, drawn as the
    board draws it, with its name, what it gives, and where it goes (words at least
    ``least`` units)."""
    r = 18
    size, small = max(16, least), max(14, least)
    first = say("cupcake.board.dealt", name=name, **dealt_words(kind))
    then = say("cupcake.board.dealt_where")
    parts: list[svg.Element] = disc(kind, x + r, y + r, r, disc_letter(kind))
    lines = wrap(first, w - 2 * r - 20, size, 3)
    for k, line in enumerate(lines):
        parts.append(svg_text(x + 2 * r + 10, y + 15 + k * (size + 4), line, size))
    below = y + 16 + len(lines) * (size + 4)
    parts.append(svg_text(x + 2 * r + 10, below, fit(then, w - 2 * r - 20, small), small))
    return group(f"{first} {then}", parts, ["dealt"], {"kind": kind}), below - y + 12


def turn_box(
    view: dict, names, legal, disc_drawn: set, left=0, top=0, w=790, least: int = 0
) -> tuple:
    """Whose turn, what the activated column still gives, and the turn's buttons, from
    ``left, top``, ``w`` wide, every word at least ``least`` units (a projector's, where
    the last roll's dice grow to carry their letters at that size): its elements and how
    tall it is."""
    y = top
    parts: list[svg.Element] = []
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
        still = say("cupcake.board.and").join(part_name(p) for p in turn["parts"])
        lines.append(say("cupcake.board.left", parts=still or say("cupcake.board.nothing")))
    text_y = y + 26
    widths: list[int] = []
    for line in lines:
        for piece in wrap(line, w - 20, 17, 3):
            widths.append(text_width(piece, 17))
            parts.append(
                svg_text(left + 10, text_y, piece, 17, weight=700 if text_y == y + 26 else None)
            )
            text_y += 22
    dealt = dealt_disc(view)
    if dealt:
        drawn, tall = dealt_box(
            dealt, player_name(names, mover), left + 10, text_y - 12, w - 20, least
        )
        parts.append(drawn)
        text_y += tall
    if view["last_roll"]:
        # At the top right, beside whose turn it is (larger dice reach down beside the
        # second line too); under the lines if a long line leaves no room there.
        roll = view["last_roll"]
        width = last_roll_width(roll, least)
        row = _roll_sizes(least)[0] + 4
        right = left + w - 12
        beside = max(widths[: 1 if row <= ROLL_DIE + 4 else 2], default=0)
        if right - width > left + 10 + beside + 24:
            parts.append(last_roll(roll, right, y + 6, least=least))
        elif width <= w - 20:
            parts.append(last_roll(roll, left + 10 + width, text_y - 18, least=least))
            text_y += row
        else:  # too wide for one line: the dice to the rest area under the others
            placed, rest = _roll_parts(roll)
            parts.append(last_roll(roll, right, text_y - 18, two_lines=True, least=least))
            text_y += row * (1 + bool(placed and rest))
    if view["phase"] == "menu":
        per_row = max(1, (w - 20) // 62)
        parts += _first_menu(view, legal, left + 10, text_y + 2, per_row)
        text_y += 66 * -(-8 // per_row) + 6
    # the turn's buttons, in rows as wide as the box
    bx, by = left + 10, text_y
    buttons = 0
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
        size = max(120, text_width(words, BUTTON_H // 2) + 36)
        if bx + size > left + w - 10 and bx > left + 10:
            bx, by = left + 10, by + BUTTON_H + 10
        parts.append(button(action, label, words, bx, by, size, BUTTON_H))
        bx += size + 12
        buttons += 1
    bottom = by + (BUTTON_H + 10 if buttons else 0) - 6
    height = max(bottom - top, 64)
    frame = box(left, top, w, height, fill="#ffffff", stroke=NOW, width=3)
    return [frame, *parts], height
    return parts


def _first_menu(view: dict, legal, x, y, per_row: int = 8) -> list[svg.Element]:
    """CE12: the pairings still free, each a cupcake to click, ``per_row`` a row."""
    parts = []
    top = y
    offered = {(a.base, a.frosting): a for a in legal if isinstance(a, FirstMenu)}
    for b in range(2):
        for f in range(4):
            base, frosting = BASES[b], FROSTINGS[f]
            row, col = divmod(b * 4 + f, per_row)
            cx, y = x + col * 62, top + row * 66
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
