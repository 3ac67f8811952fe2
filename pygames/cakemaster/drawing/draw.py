"""Cake Master as SVG: the table (``draw_board``).

The table shows the customers in play, then the cakes: the seat whose screen it is
gets its three cakes large, everyone else's come smaller below in as many columns as
suit the room. The picture is laid out for the space it is shown in (``layout``):
one unit is one CSS px there, so every word is drawn at least at the size that
screen asks for (``WORDS``: 11 px on a phone, 12 on a laptop, 20 on a projector) and
the cakes take the room left; a phone lists the customers in rows, wider screens as
cards. Everything is laid out in integer units inside a ``viewBox`` and is
byte-for-byte deterministic for a view and a space.
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
from pygames.cakemaster.data import CAKES, CUSTOMERS, ROUNDS, TURNS
from pygames.cakemaster.drawing.cakes import cake_picture, placements
from pygames.cakemaster.drawing.customers import card_height, customers, row_height
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
# The size of another player's block on a laptop (the rounds' pictures beside the table).
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

# The least size of a word on the board, in CSS px, by screen (tests/browser/board_words.py);
# the words are drawn a pixel larger (``MARGIN``), so that a box a few pixels narrower than
# measured (a scroll bar come since) keeps them at least that size.
WORDS = {"phone": 11, "laptop": 12, "projector": 20}
MARGIN = 1
# The widest a customer's card grows, in its words' sizes (a projector has room to spare).
CARD_EMS = 18

_pieces = Memo()
CARD_LAYERS = 8


def block_size(width: int, radius: int, font: int) -> dict:
    """The sizes of one player's block ``width`` wide, its cakes of ``radius``, its
    words at ``font``: a name line, a line of facts, the cakes and their labels."""
    name = font + 2
    return {
        "radius": radius,
        "cell": (width - 16) // CAKES,
        "head": name + 10 + font + 12,
        "name": name,
        "label": font,
        "facts": font,
        "foot": font * 3 // 2 + 12,
        "fit": max(6, (width - name * 6 - 30) * 2 // name),
        "width": width,
    }


def _radius_across(width: int) -> int:
    """The largest cakes three to a block ``width`` wide allow: each on its plate (a
    twelfth wider all round), 10 units apart."""
    return ((width - 16) // CAKES - 10) * 12 // 26


def _chrome(font: int) -> int:
    """A block's height besides its cakes: the name, the facts, the labels."""
    size = block_size(400, 0, font)
    return size["head"] + 16 + size["foot"]


def layout(space: Space, players: int, seated: bool, numbers: tuple = ()) -> dict:
    """How the table is laid out in ``space`` for ``players`` (``seated``: the screen
    is one of theirs, drawn large) and the customers ``numbers``: the picture's width,
    the words' size, the customers' cards (``rows`` on a narrow screen), the seat's
    own cakes and the others' in ``columns``. One unit is one CSS px where the space
    shows it; where the room is not tall enough for the least cakes, the picture is
    scaled down (``scale`` below 1)."""
    font = WORDS[space.kind] + MARGIN
    width = max(300, space.width)
    pad = max(6, font // 2)
    inner = width - 2 * pad
    shown = max(1, len(numbers))
    card = min(CARD_EMS * font, (inner - (shown - 1) * 10) // shown)
    rows = card < 14 * font  # too narrow for a request in two lines: a row each
    if rows:
        card = inner
        band = row_height(numbers, card, font) * shown + 6 * (shown - 1)
    else:
        band = card_height(numbers, card, font)
    heading = font * 5 // 4
    top = heading + font + 6
    others = players - 1 if seated else players
    least = max(font * 3 // 2, 16)  # the smallest cakes worth drawing
    chrome = _chrome(font)
    # The others' blocks: as many columns as leave each wide enough for its words (a
    # name, a hat and stars, the facts line) and three cakes with their labels.
    narrowest = font * 27 // 2 + 16
    most = max(1, min(others, (inner + pad) // (narrowest + pad))) if others else 1
    room = None if space.stacked else space.height - top - band - 3 * pad
    plans = []
    for columns in range(1, most + 1):
        block = (inner - (columns - 1) * pad) // columns
        lines = -(-others // columns) if others else 0
        other_r, me_r = _radii(room, seated, lines, chrome, pad, _radius_across(block))
        me_r = max(least, min(me_r, _radius_across(inner), font * 8)) if seated else 0
        other_r = min(other_r, _radius_across(block), me_r * 3 // 4 if seated else other_r)
        other_r = max(least, other_r)
        height = top + band + pad + lines * (chrome + 2 * other_r + pad) + pad
        if seated:
            height += chrome + 2 * me_r + pad
        if space.stacked:  # the page scrolls: two players watched one under the other;
            # more, the shortest whose cakes are worth drawing
            score = (other_r >= least, others <= 2 and not seated and columns == 1, -lines, other_r)
        else:  # what fits the room, with the most cake; else the least too tall
            fits = height <= space.height
            score = (fits, me_r * me_r + others * other_r * other_r if fits else -height)
        plans.append((score, columns, block, lines, other_r, me_r, height))
    _, columns, block, lines, other_r, me_r, height = max(plans)
    return {
        "font": font,
        "width": width,
        "height": height,
        "pad": pad,
        "heading": heading,
        "top": top,
        "card": card,
        "rows": rows,
        "band": band,
        "columns": columns,
        "me": block_size(inner, me_r, font) if seated else None,
        "other": block_size(block, other_r, font),
        "scale": space.scale(width, height),
    }


def _radii(room, seated: bool, lines: int, chrome: int, pad: int, across: int):
    """The others' and the seat's cake radius that fill ``room`` (None: as large as
    the width allows), the others' at most three quarters of the seat's."""
    if room is None:
        return across, 10_000
    left = room - (chrome + pad if seated else 0) - lines * (chrome + pad)
    if not seated:
        return (left // (2 * lines) if lines else 0), 0
    if not lines:
        return 0, left // 2
    other = min(across, left * 3 // (8 + 6 * lines))
    return other, (left - 2 * lines * other) // 2


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
        tasty_label = say(
            "cakemaster.board.tasty_round", n=Count("cakemaster.count.tasty", tasty[seat])
        )
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
        facts.append(Count("cakemaster.board.hand", hand[seat]).render())
    status = _status(view, seat)
    if view.get("phase") == "scored":  # a round just scored: what it gave, not the hand
        round_stars = (view.get("round_stars") or [0] * (seat + 1))[seat]
        status = say("cakemaster.board.round_stars", stars=Count("cakemaster.unit", round_stars))
        facts = []
    line = " · ".join(([status] if status else []) + facts)
    if line:
        facts_font = size.get("facts", size["label"] - 2)
        parts.append(
            svg.Text(
                x=x + 14,
                y=line_one + facts_font + 8,
                text=text(fit(line, (width - 28) * 2 * 10 // (facts_font * 11))),
                font_size=facts_font,
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


def _scored_view(view: dict) -> dict:
    """The view as the round just scored left the table: its customers, its cakes and
    whom they served, its tasty points; every block's facts say its stars of that round."""
    last = (view.get("rounds") or [{}])[-1]
    cakes = last.get("cakes") or view.get("cakes")
    players = len(cakes or [])
    stars = [
        int((last.get("tasty_stars") or [0] * players)[s])
        + int((last.get("customer_stars") or [0] * players)[s])
        for s in range(players)
    ]
    return {
        **view,
        "phase": "scored",
        "round": last.get("round", view.get("round")),
        "customers": last.get("customers") or [],
        "cakes": cakes,
        "served": last.get("served"),
        "tasty": last.get("tasty") or view.get("tasty"),
        "round_stars": stars,
        "to_move": [],
        "last": [],
    }


def _heading(view: dict, players: int) -> str:
    phase = view.get("phase")
    if phase == "over":
        return say("cakemaster.board.over")
    if phase == "scored":
        return say("cakemaster.board.scored", round=view.get("round", 1), rounds=ROUNDS)
    return say(
        "cakemaster.board.round",
        round=view.get("round", 1),
        rounds=ROUNDS,
        turn=view.get("turn", 1),
        turns=TURNS,
    )


def draw_board(
    view: dict,
    *,
    legal=(),
    names: list[str] | None = None,
    space: Space = LAPTOP,
    scored: bool = False,
) -> LayeredBoard:
    """The table for ``game.view(...)``, laid out for ``space`` (``layout``). Each
    placement among ``legal`` ("place K C.Q") becomes one focusable quarter of the
    viewer's cakes carrying ``data-action`` and showing card K while hovered or
    focused; pass the placements of the card chosen. ``names`` are the seats' player
    names. ``scored``: the round just scored stays on the table (its cakes, customers
    and stars) until the players go on (the screen's pause)."""
    rounds = view.get("rounds") or []
    if scored and rounds:
        view = _scored_view(view)
        legal = ()
    elif view.get("phase") == "over" and rounds:
        # The last round's customers have left the table; the finished cakes stay with
        # the customers they served.
        view = {**view, "customers": rounds[-1]["customers"], "served": rounds[-1]["served"]}
    players = int(view.get("players") or len(view.get("cakes") or []))
    me = view.get("seat")
    seated = me is not None and 0 <= me < players
    offered = placements(legal) if seated else {}
    shown = {
        n for seat_cakes in (view.get("cakes") or []) for cake in seat_cakes for n in cake if n
    }
    shown.update(action.card for action in offered.values())
    numbers = tuple(
        n for n in view.get("customers") or () if isinstance(n, int) and 1 <= n <= len(CUSTOMERS)
    )
    plan = layout(space, players, seated, numbers)
    width, pad, font = plan["width"], plan["pad"], plan["font"]
    extras = [say("cakemaster.board.deck", n=view.get("deck", 0))]
    if view.get("exchanges_left") is not None:
        extras.append(say("cakemaster.board.exchanges", n=view["exchanges_left"]))
    baseline = pad + plan["heading"] + 2
    headings = [
        svg.Text(
            x=pad + 6,
            y=baseline,
            text=text(_heading(view, players)),
            font_size=plan["heading"],
            fill=INK,
            class_=["round"],
        ),
        svg.Text(
            x=width - pad - 6,
            y=baseline,
            text=text(" · ".join(extras)),
            font_size=font,
            fill="#5a4a3c",
            text_anchor="end",
            font_weight="normal",
        ),
    ]
    y = plan["top"]
    table = _pieces.get(
        ("customers", numbers, width, font, plan["card"], plan["rows"]),
        lambda: markup(customers(view, y, width, font=font, card=plan["card"], rows=plan["rows"])),
    )
    y += plan["band"] + pad
    last = _last_quarters(view)
    others = list(range(players))
    blocks = []
    if seated:
        others.remove(me)
        big = plan["me"]
        blocks.append(_player(view, me, pad, y, big, names, offered, last.get(me, set())))
        y += _block_height(big) + pad
    small, columns = plan["other"], plan["columns"]
    for i, seat in enumerate(others):
        x = pad + (i % columns) * (small["width"] + pad)
        blocks.append(_player(view, seat, x, y, small, names, {}, last.get(seat, set())))
        if i % columns == columns - 1 or i == len(others) - 1:
            y += _block_height(small) + pad
    height = y + pad
    background = svg.Rect(x=0, y=0, width=width, height=height, rx=18, fill=PAPER)
    return LayeredBoard(
        svg.SVG(
            viewBox=svg.ViewBoxSpec(0, 0, width, height),
            class_=["cm-board"],
            style="font-family: system-ui, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans TC', "
            "sans-serif; font-weight: 700",
            data=attrs({"layout": f"{space.kind} {columns}"}),
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
