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
    parts.append(svg_text(x + 12, y + 134, served, 16, classes=["served"]))
    parts.append(svg_text(x + 24 + text_width(served, 16), y + 134, ideas, 16))
    rest = say("cupcake.board.rest", n=len(entry["rest"]))
    parts.append(svg_text(x + 12, y + 168, rest, 16))
    at = x + 20 + text_width(rest, 16)
    for colour in entry["rest"][: max(0, (x + w - at - 150) // 32)]:
        parts += die(colour, 6, at, y + 146, 28, letter=die_letter(colour))
        at += 32
    return _card(entry, names, acting, parts)


def _card(entry: dict, names, acting: bool, parts: list, shape: str = "card") -> svg.G:
    """A card's group: the seat's numbers as data, its label for a screen reader."""
    seat = entry["seat"]
    data = {
        "seat": seat,
        "income": entry["income"],
        "production": entry["production"],
        "sales": entry["sales"],
        "ideas": entry["ideas"],
        "menu": len(entry["menu"]),
        "customers": len(entry["customers"]),
        "shape": shape,
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


# A card on a projector: its words' size (units; the layout takes it only where the room
# shows them at least 20 CSS px), the size of its cupcakes and dice, whose letters are
# words too (``cupcakes._letters``, ``pieces.die``: two fifths of it, so 17 units), and
# the height below which its rest area is left off.
WALL_WORD = 17
WALL_PIECE = 43
WALL_REST_H = 210


def wall_card(view: dict, entry: dict, names, x, y, w, h) -> svg.G:
    """``entry``'s card for a room (presenter mode), ``w`` × ``h`` at ``x, y``: the
    name, the three numbers, the income as a bar towards the game's end (the track's
    end, so the bars side by side show who leads), the menu, the customers served and
    the idea discs, and where the card is tall enough the rest area; every word at
    least ``WALL_WORD`` units."""
    seat = entry["seat"]
    fill, ink = seat_colour(seat)
    acting = seat in view["to_move"]
    word = WALL_WORD
    parts: list[svg.Element] = [
        box(
            x, y, w, h, fill="#ffffff", stroke=NOW if acting else BOX_EDGE, width=5 if acting else 2
        ),
        svg.Rect(x=x + 3, y=y + 3, width=w - 6, height=36, rx=6, fill=fill),
        *seat_token(seat, x + 23, y + 21, 15),  # its number 18 units
    ]
    room = w - 56
    if view["first"] == seat:
        first = say("cupcake.board.first")
        wide = min(text_width(first, word) + 16, w // 2)
        parts += [
            box(x + w - 8 - wide, y + 8, wide, 26, fill="#ffffff", stroke=INK, width=1, rx=13),
            svg_text(
                x + w - 8 - wide // 2,
                y + 27,
                fit(first, wide - 8, word),
                word,
                anchor="middle",
                weight=700,
            ),
        ]
        room -= wide + 8
    name = player_name(names, seat) + (say("cupcake.board.you") if view.get("seat") == seat else "")
    parts.append(svg_text(x + 44, y + 29, fit(name, room, 20), 20, fill=ink, weight=700))
    numbers = say(
        "cupcake.board.numbers",
        income=entry["income"],
        production=entry["production"],
        sales=entry["sales"],
    )
    # as large as the card holds them, at least the card's words
    size = max(word, min(20, 20 * (w - 24) // max(1, text_width(numbers, 20))))
    parts.append(
        svg_text(x + 12, y + 64, fit(numbers, w - 24, size), size, weight=700, classes=["numbers"])
    )
    parts.append(_income_bar(view, entry, x + 12, y + 72, w - 24))
    menu = say("cupcake.board.menu", n=len(entry["menu"]))
    parts.append(svg_text(x + 12, y + 118, menu, word, weight=700))
    at = x + 20 + text_width(menu, word)
    # every item if the row holds them all, else as many as leave room for "+n"
    step = WALL_PIECE + 2
    room_for = (x + w - 10 - at + 2) // step
    if len(entry["menu"]) > room_for:
        room_for = max(0, (x + w - 10 - at - text_width("+9", word)) // step)
    for item in entry["menu"][:room_for]:
        base, frosting = item["base"], item["frosting"]
        letters = cupcake_letters(base, frosting)
        parts.append(
            group(
                cupcake_name(base, frosting),
                cupcake(base, frosting, at, y + 88, WALL_PIECE, letters),
                ["menu-item"],
                {"base": base, "frosting": frosting},
            )
        )
        at += step
    if len(entry["menu"]) > room_for:
        more = f"+{len(entry['menu']) - room_for}"
        parts.append(svg_text(at, y + 118, more, word, weight=700))
    served = say("cupcake.board.customers", n=len(entry["customers"]))
    ideas = say("cupcake.board.ideas_held", n=entry["ideas"])
    parts.append(svg_text(x + 12, y + 152, served, word, classes=["served"]))
    parts.append(svg_text(x + 28 + text_width(served, word), y + 152, ideas, word))
    if h >= WALL_REST_H:
        rest = say("cupcake.board.rest", n=len(entry["rest"]))
        parts.append(svg_text(x + 12, y + 192, rest, word))
        at = x + 20 + text_width(rest, word)
        step = WALL_PIECE + 4
        for colour in entry["rest"][: max(0, (x + w - 8 - at) // step)]:
            parts += die(colour, 6, at, y + 162, WALL_PIECE, letter=die_letter(colour))
            at += step
    return _card(entry, names, acting, parts, "wall")


def _income_bar(view: dict, entry: dict, x, y, w) -> svg.G:
    """The seat's income as a bar in its colour from 0 to the track's end (the income
    that ends the game, marked; past it, the bar is full)."""
    fill, _ = seat_colour(entry["seat"])
    end = max(1, view["end_income"])
    filled = w * min(entry["income"], end) // end
    parts: list[svg.Element] = [
        svg.Rect(x=x, y=y, width=w, height=10, rx=5, fill="#f1e6d6", stroke=BOX_EDGE),
        svg.Rect(x=x, y=y, width=max(10, filled), height=10, rx=5, fill=fill, stroke=INK),
    ]
    return svg.G(
        class_=["income-bar"],
        data=attrs({"seat": entry["seat"], "income": entry["income"], "end": end}),
        extra={"aria-hidden": "true"},
        elements=parts,
    )
