"""A player's cakes as SVG: four quarter cards around a plate, each card a ``<use>`` of
its symbol turned to its quarter (or, where ids cannot be shared, its art inline), a
half rosette left alone ringed in red once both quarters are down, and under each
cake its tasty points and the customer it serves. Only the viewer's placements among
``legal`` become clickable quarters (``data-action``)."""

from __future__ import annotations

from functools import partial

import svg
from pygames.cakemaster.actions import Place
from pygames.cakemaster.data import CUSTOMERS, QUARTERS, card, customer_request, tasty_breakdown
from pygames.cakemaster.drawing.pieces import (
    HALF_MARK,
    INK,
    LAST_MARK,
    LEGAL_EDGE,
    PLATE,
    PLATE_EDGE,
    ROSETTE_AT,
    badge,
    card_symbol_id,
    hat,
    sector,
)
from pygames.cakemaster.drawing.words import card_label, seat_name, where
from pygames.core.drawing.board import Memo
from pygames.core.drawing.svgtext import attrs, path_text, text, title
from pygames.core.messages import Count
from pygames.core.screen import say

# -- cakes -----------------------------------------------------------------------------------


def quarter_turn(cx: int, cy: int, radius: int, quarter: int) -> list[svg.Transform]:
    turn = [svg.Translate(cx, cy), svg.Scale(radius / 100)]
    return turn + ([svg.Rotate(90 * (quarter - 1))] if quarter > 1 else [])


def plate_rim(radius: int) -> int:
    """How far a cake's plate shows around it: 8 units round a cake of 100, less round
    a small one."""
    return max(3, radius // 12)


def placements(legal) -> dict[tuple[int, int], Place]:
    """(cake, quarter) -> the placement among ``legal`` there; the first naming a
    quarter wins, so each quarter carries one action."""
    found: dict[tuple[int, int], Place] = {}
    for action in legal:
        if isinstance(action, Place):
            found.setdefault((action.cake, action.quarter), action)
    return found


def joint_marks(cards: list, cx: int, cy: int, radius: int) -> list[svg.Element]:
    """A red dashed ring around each half rosette whose neighbour is down without the
    other half: it stays half (no 'no half rosette' bonus)."""
    marks = []
    for q in range(QUARTERS):
        here, after = cards[q], cards[(q + 1) % QUARTERS]
        if here is None or after is None:
            continue
        halves = card(here).rosette_cw, card(after).rosette_ccw
        if halves[0] != halves[1]:
            marks.append(
                svg.G(
                    transform=quarter_turn(cx, cy, radius, q + 1),
                    class_=["half-mark"],
                    elements=[
                        svg.Circle(
                            cx=ROSETTE_AT,
                            cy=0,
                            r=20,
                            fill="none",
                            stroke=HALF_MARK,
                            stroke_width=4,
                            stroke_dasharray=[6, 4],
                        )
                    ],
                )
            )
    return marks


_pieces = Memo()


def cake_picture(
    view: dict,
    seat: int,
    cake: int,
    cx: int,
    cy: int,
    size: dict,
    names,
    offered: dict,
    last: set,
) -> svg.G:
    """One cake: its quarters on the plate, the viewer's offered quarters and the
    label. Each of the three is kept in a memo under what it shows, so a move redraws
    only the cake it changed, and a card chosen only the quarters offered."""
    radius = size["radius"]
    cards = tuple((view.get("cakes") or [])[seat][cake - 1])
    marked = tuple(sorted(q for c, q in last if c == cake))
    parts = [
        _pieces.get(
            ("body", cake, cards, marked, cx, cy, radius),
            partial(_cake_body, cake, list(cards), set(marked), cx, cy, radius),
        )
    ]
    if seat == view.get("seat"):
        for q in range(1, QUARTERS + 1):
            if (cake, q) in offered and cards[q - 1] is None:
                action = offered[(cake, q)]
                parts.append(
                    _pieces.get(
                        ("legal", action.text(), cake, q, cx, cy, radius),
                        partial(_legal_quarter, action, cake, q, cx, cy, radius),
                    )
                )
    name = seat_name(names, seat)
    solo = view.get("players") == 1
    served = _served_by(view, seat, cake)
    key = (
        "label",
        seat,
        cake,
        cards,
        cx,
        cy,
        radius,
        size["label"],
        size["cell"],
        name,
        solo,
        served,
    )
    parts.append(
        _pieces.get(key, partial(cake_label, view, seat, cake, list(cards), cx, cy, size, name))
    )
    return svg.G(class_=["cake"], data=attrs({"seat": seat, "cake": cake}), elements=parts)


def plate(cx: int, cy: int, radius: int) -> svg.Circle:
    """The plate under a cake of ``radius`` centred at (cx, cy)."""
    return svg.Circle(
        cx=cx, cy=cy, r=radius + plate_rim(radius), fill=PLATE, stroke=PLATE_EDGE, stroke_width=2
    )


def empty_quarter(turn, **more) -> svg.Path:
    """A quarter no card fills yet: dashed (``turn`` puts it in its place)."""
    return svg.Path(
        d=path_text(sector(96)),
        transform=turn,
        fill="none",
        stroke=PLATE_EDGE,
        stroke_width=3,
        stroke_dasharray=[8, 6],
        **more,
    )


def _cake_body(cake: int, cards: list, last: set, cx: int, cy: int, radius: int) -> str:
    """The plate, the quarters down (the last placed ringed) and the half rosettes."""
    parts: list[svg.Element] = [plate(cx, cy, radius)]
    for q, number in enumerate(cards, 1):
        turn = quarter_turn(cx, cy, radius, q)
        if number is None:
            parts.append(
                empty_quarter(turn, class_=["empty"], extra=attrs({"data-quarter": f"{cake}.{q}"}))
            )
            continue
        parts.append(
            svg.G(
                class_=["quarter", f"q{cake}-{q}"],
                data=attrs({"card": number}),
                elements=[
                    title(
                        say(
                            "cakemaster.board.quarter",
                            cake=cake,
                            where=where(q),
                            card=card_label(number),
                        )
                    ),
                    svg.Use(
                        href=f"#{card_symbol_id(number)}",
                        x=0,
                        y=-100,
                        width=100,
                        height=100,
                        transform=turn,
                    ),
                ],
            )
        )
        if q in last:
            parts.append(
                svg.Path(
                    d=path_text(sector(97)),
                    transform=turn,
                    fill="none",
                    stroke=LAST_MARK,
                    stroke_width=6,
                    class_=["last-mark"],
                )
            )
    parts += joint_marks(cards, cx, cy, radius)
    return "".join(str(part) for part in parts)


def _legal_quarter(action: Place, cake: int, quarter: int, cx: int, cy: int, radius: int) -> svg.G:
    number = action.card
    label = say("cakemaster.board.place", card=card_label(number), cake=cake, where=where(quarter))
    turn = quarter_turn(cx, cy, radius, quarter)
    return svg.G(
        class_=["legal"],
        data=attrs({"action": action.text()}),
        tabindex=0,
        extra=attrs({"role": "button", "aria-label": label}),
        elements=[
            title(label),
            svg.G(
                class_=["ghost"],
                elements=[
                    svg.Use(
                        href=f"#{card_symbol_id(number)}",
                        x=0,
                        y=-100,
                        width=100,
                        height=100,
                        transform=turn,
                    )
                ],
            ),
            svg.Path(
                d=path_text(sector(94)),
                transform=turn,
                fill="#ffffff",
                fill_opacity=0.55,
                stroke=LEGAL_EDGE,
                stroke_width=5,
                stroke_dasharray=[10, 7],
                class_=["hit"],
            ),
        ],
    )


def cake_label(
    view: dict, seat: int, cake: int, cards: list, cx: int, cy: int, size: dict, name: str
) -> svg.G:
    """Under a cake: its tasty points (a chef's hat) once complete, and the customer it
    serves (that customer's numbered disc); the whole story in the tooltip."""
    font = size["label"]
    y = cy + size["radius"] + plate_rim(size["radius"]) + 6 + font
    parts: list[svg.Element] = []
    if None in cards:
        label = say(
            "cakemaster.board.cake_building", name=name, cake=cake, n=QUARTERS - cards.count(None)
        )
        parts.append(
            svg.Text(
                x=cx, y=y, text=text(cake), font_size=font, fill="#7a6a5c", text_anchor="middle"
            )
        )
    else:
        lines = tasty_breakdown([card(n) for n in cards])
        solo = view.get("players") == 1
        label = say(
            "cakemaster.board.cake_done" if solo else "cakemaster.board.cake_tasty",
            name=name,
            cake=cake,
            **dict(lines, total=Count("cakemaster.count.tasty", lines["total"])),
        )
        served = _served_by(view, seat, cake)
        # The hat, the points and the customer's disc, centred together under the cake;
        # the points larger where the cake's cell has room.
        points = font + 4 if size["cell"] >= font * 6 else font
        digits = len(str(lines["total"])) * points * 62 // 100
        span = font + 3 + digits + (4 + 2 * font if served is not None else 0)
        left = cx - span // 2
        if not solo:
            parts += hat(left + font // 2, y - font // 4, font + 6)
            parts.append(
                svg.Text(
                    x=left + font + 3,
                    y=y,
                    text=text(lines["total"]),
                    font_size=points,
                    fill=INK,
                    class_=["tasty"],
                )
            )
        if served is not None:
            label += " · " + say(
                "cakemaster.board.serves", number=served, request=customer_request(served).render()
            )
            parts.append(
                svg.G(
                    class_=["served"],
                    data=attrs({"customer": served}),
                    # A disc as wide as two of the label's words: its number (two
                    # digits at the disc's radius) no smaller than the words.
                    elements=badge(
                        served,
                        cx if solo else left + font + 3 + digits + 4 + font,
                        y - font * 4 // 10,
                        font,
                    ),
                )
            )
    return svg.G(
        class_=["cake-label"],
        extra=attrs({"aria-label": label, "role": "img"}),
        elements=[title(label)] + parts,
    )


def _served_by(view: dict, seat: int, cake: int) -> int | None:
    try:
        value = view["served"][seat][cake - 1]
    except (KeyError, IndexError, TypeError):
        return None
    return value if isinstance(value, int) and 1 <= value <= len(CUSTOMERS) else None
