"""Another player's board, compact: a card with the name and the three numbers that
matter (income, production, sales), the menu, the customers served, the idea discs and
the rest area, in words big enough for the screen it is on. ``draw.py`` draws the
others' boards so until one is asked for (a button in the players' list beside the
board, ``screen.py``: ``ui:add open-N``, a token of the decision put together on the
screen, which every move forgets and Escape drops), then that board whole
(``players.py``); its button then makes it small again (``ui:clear``). The buttons are
beside the board, not on it: the board's places are the game's actions alone."""

from __future__ import annotations

import svg
from pygames.core.drawing.parts import group
from pygames.core.drawing.svgtext import attrs
from pygames.core.screen import say
from pygames.cupcake.drawing.cupcakes import cupcake
from pygames.cupcake.drawing.pieces import (
    BOX_EDGE,
    INK,
    NOW,
    box,
    die,
    seat_colour,
    seat_token,
    svg_text,
)
from pygames.cupcake.drawing.words import (
    cupcake_letters,
    cupcake_name,
    die_letter,
    fit,
    player_name,
    text_width,
)

CARD_W = 390
CARD_H = 196


OPEN = "open-"  # the token of a board opened whole: "open-2"


def open_verb(seat: int | None) -> str:
    """The verb that opens ``seat``'s whole board (None: makes it a card again)."""
    return "ui:clear" if seat is None else f"ui:add {OPEN}{seat}"


def opened(choice) -> int | None:
    """The seat whose board was last opened whole, from the screen's tokens."""
    for token in reversed(list(choice)):
        if str(token).startswith(OPEN) and str(token)[len(OPEN) :].isdigit():
            return int(str(token)[len(OPEN) :])
    return None


def player_card(view: dict, entry: dict, names, x, y, w=CARD_W) -> svg.G:
    """``entry``'s board as a card at ``x, y``, ``w`` wide."""
    seat = entry["seat"]
    fill, ink = seat_colour(seat)
    acting = seat in view["to_move"]
    name = player_name(names, seat) + (say("cupcake.board.you") if view.get("seat") == seat else "")
    numbers = say(
        "cupcake.board.numbers",
        income=entry["income"],
        production=entry["production"],
        sales=entry["sales"],
    )
    parts: list[svg.Element] = [
        box(
            x,
            y,
            w,
            CARD_H,
            fill="#ffffff",
            stroke=NOW if acting else BOX_EDGE,
            width=5 if acting else 2,
        ),
        svg.Rect(x=x + 3, y=y + 3, width=w - 6, height=34, rx=6, fill=fill),
        *seat_token(seat, x + 22, y + 20, 13),
    ]
    room = w - 52
    if view["first"] == seat:
        first = say("cupcake.board.first")
        wide = min(text_width(first, 15) + 16, w // 2)
        parts += [
            box(x + w - 8 - wide, y + 8, wide, 24, fill="#ffffff", stroke=INK, width=1, rx=12),
            svg_text(
                x + w - 8 - wide // 2,
                y + 26,
                fit(first, wide - 8, 15),
                15,
                anchor="middle",
                weight=700,
            ),
        ]
        room -= wide + 8
    parts += [
        svg_text(x + 42, y + 27, fit(name, room, 19), 19, fill=ink, weight=700),
        svg_text(x + 12, y + 64, fit(numbers, w - 24, 18), 18, weight=700, classes=["numbers"]),
    ]
    # the menu: a cupcake per item, as many as the card holds, then "+n"
    menu = say("cupcake.board.menu", n=len(entry["menu"]))
    parts.append(svg_text(x + 12, y + 100, menu, 16, weight=700))
    at = x + 20 + text_width(menu, 16)
    room_for = max(0, (x + w - 40 - at) // 38)
    for item in entry["menu"][:room_for]:
        base, frosting = item["base"], item["frosting"]
        parts.append(
            group(
                cupcake_name(base, frosting),
                cupcake(base, frosting, at, y + 74, 36, cupcake_letters(base, frosting)),
                ["menu-item"],
                {"base": base, "frosting": frosting},
            )
        )
        at += 38
    if len(entry["menu"]) > room_for:
        parts.append(svg_text(at, y + 100, f"+{len(entry['menu']) - room_for}", 16, weight=700))
    # customers served and idea discs, then the rest area's dice
    served = say("cupcake.board.customers", n=len(entry["customers"]))
    ideas = say("cupcake.board.ideas_held", n=entry["ideas"])
    parts.append(svg_text(x + 12, y + 134, served, 16))
    parts.append(svg_text(x + 24 + text_width(served, 16), y + 134, ideas, 16))
    rest = say("cupcake.board.rest", n=len(entry["rest"]))
    parts.append(svg_text(x + 12, y + 168, rest, 16))
    at = x + 20 + text_width(rest, 16)
    for colour in entry["rest"][: max(0, (x + w - at - 150) // 32)]:
        parts += die(colour, 6, at, y + 146, 28, letter=die_letter(colour))
        at += 32
    data = {
        "seat": seat,
        "income": entry["income"],
        "production": entry["production"],
        "sales": entry["sales"],
        "ideas": entry["ideas"],
        "menu": len(entry["menu"]),
        "customers": len(entry["customers"]),
        "shape": "card",
    }
    label = say(
        "cupcake.board.card_label",
        name=player_name(names, seat),
        income=entry["income"],
        production=entry["production"],
        sales=entry["sales"],
    )
    return svg.G(
        class_=["player", "card"] + (["to-move"] if acting else []),
        data=attrs(data),
        extra=attrs({"role": "group", "aria-label": label}),
        elements=parts,
    )
