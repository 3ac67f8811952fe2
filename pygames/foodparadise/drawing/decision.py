"""The decision of the moment, in its box in the middle of the board: the die to roll,
the ingredient on offer with buy and decline, research or stay, the winner; each legal
action a button (on a touch screen at least a finger's 44 CSS px tall). When the buyer
chooses whose token to take (FP11), the box says so where the buy button stands, and
the players it may take from are the buttons (``players``). After a roll the box
shows the die as it fell (``die``). Words as large as keep them whole, never smaller
than ``F`` units."""

from __future__ import annotations

import svg
from pygames.core.drawing.parts import clickable
from pygames.core.screen import say
from pygames.foodparadise.actions import Buy, Decline, Research, Roll, Stay
from pygames.foodparadise.drawing.die import die_face, rolled
from pygames.foodparadise.drawing.layout import F, Layout, Rect
from pygames.foodparadise.drawing.pieces import (
    HIGHLIGHT_INK,
    INK,
    MUTED,
    NOW,
    box,
    icon,
    svg_text,
    use,
)
from pygames.foodparadise.drawing.words import (
    bold,
    fit,
    ingredient_name,
    largest,
    player_name,
    space_words,
    wrap,
)


def _button(action, label: str, words: str, x, y, w, h, *, primary=False) -> svg.G:
    return clickable(
        action,
        label,
        [
            box(
                x,
                y,
                w,
                h,
                stroke=NOW if primary else INK,
                width=4 if primary else 2,
                rx=12,
                classes=["hit"],
            ),
            fitted(words, x + w // 2, y + h // 2, bold(w - 14), anchor="middle"),
        ],
        ["button", action.text()],  # a one-word action: roll, buy, decline, research, stay
    )


def fitted(words: str, x, middle, width, *, anchor=None) -> svg.Text:
    """Bold words on one line as large as keeps them whole (28 units down to ``F``),
    centred on ``middle`` up and down."""
    size, (line,) = largest(words, width, (28, 24, 22, F))
    return svg_text(x, middle + size * 7 // 20, line, size, anchor=anchor, weight=700)


def _two_buttons(pairs, legal, r: Rect, button: int) -> list[svg.Element]:
    """The decision's two buttons side by side along the box's bottom."""
    bw = (r.w - 36) // 2
    return [
        _button(
            action,
            label,
            words,
            r.x + 12 + n * (bw + 12),
            r.y + r.h - button - 12,
            bw,
            button,
            primary=n == 0,
        )
        for n, (action, words, label) in enumerate(pairs)
        if action in legal
    ]


def _lines(words: str, x, y, width, size, count, **style) -> list[svg.Element]:
    """``words`` wrapped into at most ``count`` lines from the baseline ``y``."""
    return [
        svg_text(x, y + n * (size + 4), line, size, **style)
        for n, line in enumerate(wrap(words, width, size, count))
    ]


def _over(view, names, r: Rect) -> list[svg.Element]:
    winner = view.get("winner")
    words = (
        say(f"foodparadise.board.won_{view['end']}", name=player_name(names, winner))
        if winner is not None and view.get("end") in ("cash", "recipes", "limit")
        else say("foodparadise.board.over")
    )
    return _lines(
        words, r.x + 14, r.y + 40, bold(r.w - 28), 26, max(1, (r.h - 20) // 30), weight=700
    )


def _text_at(r: Rect, text_w: int) -> tuple[int, int, int]:
    """Where a decision's words start beside its symbol (64 units), and how wide they
    may run: beside it in a wide box, under it in a narrow one."""
    if text_w - 80 >= 240:
        return r.x + 80, r.y + 34, text_w - 80
    return r.x + 14, r.y + 96, r.w - 28


def _offer(view, names, legal, r: Rect, text_w: int, button: int) -> list[svg.Element]:
    offer = view["offer"]
    kind = offer["ingredient"]
    tx, ty, tw = _text_at(r, text_w)
    parts: list[svg.Element] = [icon(kind, r.x + 12, r.y + 12, 56)]
    words = say("foodparadise.board.offer", kind=ingredient_name(kind), price=offer["price"])
    size, lines = largest(words, bold(tw), (22, F), 2 if tx > r.x + 14 else 3)
    said = [svg_text(tx, ty + n * 26, line, size, weight=700) for n, line in enumerate(lines)]
    asked = say("foodparadise.board.offer_to", name=player_name(names, offer["asked"]))
    parts += said
    parts.append(svg_text(tx, ty + 26 * len(said), fit(asked, tw, F), F, fill=MUTED))
    x, y = r.x, r.y
    if offer.get("take_from"):  # FP11: the holders are the buttons
        choosing = any(isinstance(a, Buy) and a.source is not None for a in legal)
        words = (
            say("foodparadise.board.take_pick")
            if choosing
            else say("foodparadise.board.take_whose", name=player_name(names, offer["asked"]))
        )
        # where the buy button stands (the holders are the buttons): three lines
        lines = wrap(words, bold((r.w - 36) // 2), F, 3)
        top = y + r.h - button - 12 + (button - 21 * len(lines)) // 2 + 16
        parts += [
            svg_text(x + 12, top + n * 21, line, F, fill=HIGHLIGHT_INK, weight=700)
            for n, line in enumerate(lines)
        ]
    pairs = (
        (
            Buy(),
            say("foodparadise.board.buy", price=offer["price"]),
            say("foodparadise.board.buy_label", kind=ingredient_name(kind), price=offer["price"]),
        ),
        (
            Decline(),
            say("foodparadise.board.decline"),
            say("foodparadise.board.decline_label", kind=ingredient_name(kind)),
        ),
    )
    return parts + _two_buttons(pairs, legal, r, button)


def _research(view, legal, r: Rect, text_w: int, button: int) -> list[svg.Element]:
    to = view["research"]["to"]
    tx, ty, tw = _text_at(r, text_w)
    parts: list[svg.Element] = [use("fp-research", r.x + 12, r.y + 12, 52, 52)]
    parts.append(fitted(say("foodparadise.board.research"), tx, ty - 8, bold(tw)))
    parts += _lines(
        say("foodparadise.board.research_to", space=space_words(view, to)),
        tx,
        ty + 28,
        tw,
        F,
        2,
        fill=MUTED,
    )
    pairs = (
        (
            Research(),
            say("foodparadise.board.research_go"),
            say("foodparadise.board.research_label", space=space_words(view, to)),
        ),
        (Stay(), say("foodparadise.board.stay"), say("foodparadise.board.stay_label")),
    )
    return parts + _two_buttons(pairs, legal, r, button)


def _move(view, names, legal, r: Rect, text_w: int, button: int) -> list[svg.Element]:
    """Choosing corners, or moving: who, the last move, the die to roll."""
    x, y = r.x, r.y
    heading = (
        say("foodparadise.board.to_move", name=player_name(names, view["mover"]))
        if view["phase"] == "move"
        else say("foodparadise.board.choose_corners")
    )
    size, lines = largest(heading, bold(text_w - 28), (24, 22, F))
    if lines[0].endswith("…"):  # two lines, then
        size, lines = largest(heading, bold(text_w - 28), (22, F), 2)
    parts = [
        svg_text(x + 14, y + 32 + n * (size + 4), line, size, weight=700)
        for n, line in enumerate(lines)
    ]
    below = y + 60 + (len(lines) - 1) * (size + 4)
    last = view.get("last_move")
    roll = Roll() in legal
    if last is not None:
        key = "last_rolled" if last["die"] else "last_card"
        words = say(
            f"foodparadise.board.{key}",
            name=player_name(names, last["seat"]),
            die=last["die"] or 0,
            steps=last["steps"],
            space=space_words(view, last["to"]),
        )
        room = r.h - 44 - (button + 12 if roll else 0)
        room -= below - y - 60
        parts += _lines(words, x + 14, below, text_w - 28, F, max(1, room // 24), fill=MUTED)
    if roll:
        bh = button
        size = min(bh - 16, 48)  # the die's symbol
        parts.append(
            clickable(
                Roll(),
                say("foodparadise.board.roll_label"),
                [
                    box(
                        x + 12,
                        y + r.h - bh - 12,
                        r.w - 24,
                        bh,
                        stroke=NOW,
                        width=4,
                        rx=12,
                        classes=["hit"],
                    ),
                    use("fp-die", x + 24, y + r.h - 12 - (bh + size) // 2, size, size),
                    fitted(
                        say("foodparadise.board.roll"),
                        x + 36 + size,
                        y + r.h - 12 - bh // 2,
                        bold(r.w - 48 - size),
                    ),
                ],
                ["button", "roll"],
            )
        )
    return parts


DIE = 64  # the die as it fell, in the decision's top right


def decision(view, names, legal, lay: Layout) -> list[svg.Element]:
    """The box of the decision of the moment, its legal actions as buttons, and the
    die as it fell when the last move was a roll."""
    r = lay.decision
    parts: list[svg.Element] = [box(r.x, r.y, r.w, r.h, stroke=NOW, width=3)]
    phase = view["phase"]
    if phase == "over":
        return parts + _over(view, names, r)
    die = rolled(view) > 0
    text_w = r.w - (DIE + 8 if die else 0)
    if phase == "offer":
        parts += _offer(view, names, legal, r, text_w, lay.button)
    elif phase == "research":
        parts += _research(view, legal, r, text_w, lay.button)
    else:
        parts += _move(view, names, legal, r, text_w, lay.button)
    if die:
        parts.append(die_face(view, names, r.x + r.w - DIE - 10, r.y + 8, DIE))
    return parts
