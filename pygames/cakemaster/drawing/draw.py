"""Cake Master as SVG: the table (``draw_board``).

The table shows the customers in play, then the cakes: the seat whose screen it is
gets its three cakes large, everyone else's come smaller below, two players a row,
so the picture stays readable from a phone held upright to a projector. Everything
is laid out in integer units inside a ``viewBox`` and is byte-for-byte deterministic.
The art of each kind of card is one ``<symbol>`` placed with ``<use>`` (``pieces``),
the cakes are drawn by ``cakes``, the customers by ``customers``.

Only placements among ``legal`` (``Place`` actions) become clickable quarters. Nothing
of a hand is drawn: other seats' hands appear as counts. Every text a player reads
comes from the game's catalogs and reaches the markup through ``pygames.core.drawing.svgtext``.
"""

from __future__ import annotations

from functools import partial

import svg
from pygames.cakemaster.actions import Place, parse_or_none
from pygames.cakemaster.data import CAKES, ROUNDS, TURNS
from pygames.cakemaster.drawing.cakes import cake_picture, placements
from pygames.cakemaster.drawing.customers import CUSTOMER_H, customers
from pygames.cakemaster.drawing.pieces import (
    BLOCK,
    BLOCK_EDGE,
    INK,
    PAPER,
    TO_MOVE_EDGE,
    card_art,
    card_symbol_id,
    hat,
    star,
)
from pygames.cakemaster.drawing.words import fit, seat_name
from pygames.core.drawing.board import LayeredBoard, Memo, markup
from pygames.core.drawing.svgtext import attrs, text, title
from pygames.core.messages import Count
from pygames.core.screen import LAPTOP, Space, say

WIDTH = 760
PAD = 8
TOP = 46  # the round line
# A block of one player's cakes: large for the seat whose screen it is, small for others.
BIG = {
    "radius": 100,
    "cell": 248,
    "head": 76,
    "name": 28,
    "label": 22,
    "foot": 40,
    "fit": 30,
    "width": WIDTH - 2 * PAD,
}
SMALL = {
    "radius": 50,
    "cell": 122,
    "head": 64,
    "name": 24,
    "label": 20,
    "foot": 28,
    "fit": 13,
    "width": (WIDTH - 3 * PAD) // 2,
}

_pieces = Memo()
CARD_LAYERS = 8

STYLE = """
.cm-board .legal { cursor: pointer; outline: none; }
.cm-board .legal .ghost { opacity: 0; transition: opacity .12s; }
.cm-board .legal:hover .ghost, .cm-board .legal:focus .ghost { opacity: .9; }
.cm-board .legal:hover .hit, .cm-board .legal:focus .hit { fill-opacity: 0; stroke-dasharray: none; }
.cm-board .legal:focus-visible .hit { stroke: #e0115f; stroke-width: 8; }
"""


def _status(view: dict, seat: int) -> str:
    """A seat's progress in the current phase, never what it chose."""
    phase = view.get("phase")
    moving = seat in (view.get("to_move") or [])
    if phase == "place":
        return say("cakemaster.board.placing") if moving else say("cakemaster.board.done")
    if phase in ("draft", "give", "return", "discard"):
        chosen = view.get("chosen") or []
        done = chosen[seat] if seat < len(chosen) else not moving
        return say("cakemaster.board.chosen") if done else say("cakemaster.board.choosing")
    return ""


def _player(
    view: dict, seat: int, x: int, y: int, size: dict, names, offered: dict, last: set
) -> svg.G:
    name = seat_name(names, seat)
    stars = (view.get("stars") or [0] * (seat + 1))[seat]
    moving = seat in (view.get("to_move") or [])
    head, width = size["head"], size["width"]
    height = head + 2 * size["radius"] + 16 + size["foot"]
    line_one = y + size["name"] + 10
    parts: list[svg.Element] = [
        svg.Rect(
            x=x,
            y=y,
            width=width,
            height=height,
            rx=14,
            fill=BLOCK,
            stroke=TO_MOVE_EDGE if moving else BLOCK_EDGE,
            stroke_width=5 if moving else 3,
            class_=["block"] + (["to-move"] if moving else []),
        ),
        svg.Text(
            x=x + 14,
            y=line_one,
            text=text(fit(name, size["fit"])),
            font_size=size["name"],
            fill=INK,
            class_=["name"],
        ),
        star(
            x + width - size["name"] * 27 // 10 - 8,
            line_one - size["name"] * 35 // 100,
            size["name"] * 6 // 10,
        ),
        svg.Text(
            x=x + width - 14,
            y=line_one,
            text=text(stars),
            font_size=size["name"],
            fill=INK,
            text_anchor="end",
            class_=["stars"],
        ),
    ]
    tasty = view.get("tasty") or []
    if view.get("players", 0) > 1 and seat < len(tasty):
        # This round's tasty points so far: a chef's hat and the number, left of the stars.
        hat_x = x + width - size["name"] * 57 // 10 - 8
        tasty_label = say("cakemaster.board.tasty_round", n=tasty[seat])
        parts.append(
            svg.G(
                class_=["tasty-round"],
                extra=attrs({"role": "img", "aria-label": tasty_label}),
                elements=[title(tasty_label)]
                + hat(hat_x, line_one - size["name"] // 4, size["name"] + 2)
                + [
                    svg.Text(
                        x=hat_x + size["name"] * 7 // 10,
                        y=line_one,
                        text=text(tasty[seat]),
                        font_size=size["name"],
                        fill=INK,
                    )
                ],
            )
        )
    facts = []
    hand = view.get("hand_sizes") or []
    if seat != view.get("seat") and seat < len(hand) and hand[seat]:
        facts.append(
            say("cakemaster.board.hand_1")
            if hand[seat] == 1
            else say("cakemaster.board.hand_n", n=hand[seat])
        )
    status = _status(view, seat)
    line = " · ".join(([status] if status else []) + facts)
    if line:
        parts.append(
            svg.Text(
                x=x + 14,
                y=line_one + size["label"] + 6,
                text=text(line),
                font_size=size["label"] - 2,
                fill="#5a4a3c",
                font_weight="normal",
                class_=["facts"],
            )
        )
    for cake in range(1, CAKES + 1):
        cx = x + (width - CAKES * size["cell"]) // 2 + size["cell"] * (cake - 1) + size["cell"] // 2
        cy = y + head + size["radius"] + 8
        parts.append(cake_picture(view, seat, cake, cx, cy, size, names, offered, last))
    label = say("cakemaster.board.stars", name=name, stars=Count("cakemaster.unit", stars))
    return svg.G(
        class_=["player"],
        data=attrs({"seat": seat}),
        extra=attrs({"role": "group", "aria-label": label}),
        elements=[title(label)] + parts,
    )


def _block_height(size: dict) -> int:
    return size["head"] + 2 * size["radius"] + 16 + size["foot"]


def _last_quarters(view: dict) -> dict:
    """The quarters filled by the placements in ``last`` (this phase's public moves)."""
    marked = {}
    for entry in view.get("last") or []:
        try:
            who, action = entry
        except (TypeError, ValueError):
            continue
        placed = parse_or_none(action)
        if isinstance(placed, Place):
            marked.setdefault(who, set()).add((placed.cake, placed.quarter))
    return marked


def draw_board(
    view: dict, *, legal=(), names: list[str] | None = None, space: Space = LAPTOP
) -> LayeredBoard:
    """The table for ``game.view(...)``. Each placement among ``legal`` ("place K C.Q")
    becomes one focusable quarter of the viewer's cakes carrying ``data-action`` and
    showing card K while hovered or focused; pass the placements of the card chosen.
    ``names`` are the seats' player names."""
    rounds = view.get("rounds") or []
    if view.get("phase") == "over" and rounds:
        # The last round's customers have left the table; the finished cakes stay with
        # the customers they served.
        view = {**view, "customers": rounds[-1]["customers"], "served": rounds[-1]["served"]}
    players = int(view.get("players") or len(view.get("cakes") or []))
    me = view.get("seat")
    offered = placements(legal) if me is not None else {}
    shown = {
        n for seat_cakes in (view.get("cakes") or []) for cake in seat_cakes for n in cake if n
    }
    shown.update(action.card for action in offered.values())
    phase = view.get("phase")
    heading = (
        say("cakemaster.board.over")
        if phase == "over"
        else say(
            "cakemaster.board.round",
            round=view.get("round", 1),
            rounds=ROUNDS,
            turn=view.get("turn", 1),
            turns=TURNS,
        )
    )
    extras = [say("cakemaster.board.deck", n=view.get("deck", 0))]
    if view.get("exchanges_left") is not None:
        extras.append(say("cakemaster.board.exchanges", n=view["exchanges_left"]))
    headings = [
        svg.Text(x=PAD + 6, y=32, text=text(heading), font_size=24, fill=INK, class_=["round"]),
        svg.Text(
            x=WIDTH - PAD - 6,
            y=32,
            text=text(" · ".join(extras)),
            font_size=20,
            fill="#5a4a3c",
            text_anchor="end",
            font_weight="normal",
        ),
    ]
    y = TOP
    numbers = tuple(view.get("customers") or ())
    table = _pieces.get(("customers", numbers), lambda: markup(customers(view, y, WIDTH)))
    y += CUSTOMER_H + 12
    last = _last_quarters(view)
    others = list(range(players))
    blocks = []
    if me is not None and 0 <= me < players:
        others.remove(me)
        blocks.append(_player(view, me, PAD, y, BIG, names, offered, last.get(me, set())))
        y += _block_height(BIG) + PAD
    for i, seat in enumerate(others):
        x = PAD + (i % 2) * (SMALL["width"] + PAD)
        blocks.append(_player(view, seat, x, y, SMALL, names, {}, last.get(seat, set())))
        if i % 2 == 1 or i == len(others) - 1:
            y += _block_height(SMALL) + PAD
    height = y + PAD
    background = svg.Rect(x=0, y=0, width=WIDTH, height=height, rx=18, fill=PAPER)
    return LayeredBoard(
        svg.SVG(
            viewBox=svg.ViewBoxSpec(0, 0, WIDTH, height),
            class_=["cm-board"],
            style="font-family: system-ui, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans TC', "
            "sans-serif; font-weight: 700",
            extra=attrs({"role": "group", "aria-label": say("cakemaster.board.board")}),
        ),
        _defs(shown)
        + [("ground", markup([background, *headings])), ("customers", table)]
        # Named by place, not seat: when the screen passes to another person, the
        # blocks change places and the rest of the board stays as it is.
        + [(f"block-{place}", str(block)) for place, block in enumerate(blocks)],
    )


def _defs(shown) -> list[tuple[str, str]]:
    """The style, and the symbols of the cards shown in ``CARD_LAYERS`` layers (by
    number): a card coming into view sets again one of them, not every symbol."""
    layers = [("style", _pieces.get("style", lambda: svg.Defs(elements=[svg.Style(text=STYLE)])))]
    for part in range(CARD_LAYERS):
        numbers = tuple(n for n in sorted(shown, key=card_symbol_id) if n % CARD_LAYERS == part)
        symbols = [_pieces.get(("symbol", n), partial(_card_symbol, n)) for n in numbers]
        layers.append((f"cards-{part}", str(svg.Defs(elements=symbols)) if symbols else ""))
    return layers


def _card_symbol(number: int) -> svg.Symbol:
    return svg.Symbol(
        id=card_symbol_id(number),
        viewBox=svg.ViewBoxSpec(0, -100, 100, 100),
        elements=card_art(number),
    )
