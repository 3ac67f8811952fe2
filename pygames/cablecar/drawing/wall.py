"""Cable Car's board on a wall (presenter mode, the "wall" layout): beside the board, in
the same picture and at a projector's sizes, what a class watching needs. Left, each
car owner (a player, or in the shares game a company): its colour and shape, its name,
its score and how many of its lines are done and still open. Right, from the bottom up
(presenter mode's "why this score" opens over the top right): the last tile placed,
the tiles left in the pile and, when the view shows them, the tile drawn and the hand.

Each panel is kept in a memo under everything it reads, the layout included (its
place and its words' sizes are the space's). Names reach the markup only through
``pygames.core.drawing.svgtext``; every word comes from the game's catalogs."""

from __future__ import annotations

import svg
from pygames.cablecar.drawing import words
from pygames.cablecar.drawing.layout import Layout
from pygames.cablecar.drawing.pieces import (
    FRAME_EDGE,
    LAST_MARK,
    TILE,
    owner_colours,
    owner_shape,
    tile_symbol_id,
)
from pygames.cablecar.drawing.side import side_of
from pygames.core.drawing.board import Memo
from pygames.core.drawing.marks import mark
from pygames.core.drawing.svgtext import attrs, text, title
from pygames.core.drawing.textfit import fit, text_width
from pygames.core.screen import say

# The panels' card, its ink, and the room kept around and inside it (units).
CARD = "#fffdf7"
INK = "#1c1a14"
MUTED = "#4a5560"
GAP = 14
PAD = 14


def sizes(layout: Layout) -> dict[str, int]:
    """The pile panel's fonts (units): a caption, a heading and the pile's count, a
    quarter over the least (the panel has the room)."""
    small = layout.panel * 5 // 4
    return {"small": small, "name": small * 4 // 3, "big": small * 3}


def wide(value: str, size: int) -> int:
    """About how wide ``value`` is in the board's bold type (0.7 em a Latin letter)."""
    return text_width(value, size, size * 7 // 10)


def fitted(value: str, width: int, size: int) -> str:
    return fit(value, width, size, narrow=size * 7 // 10)


def panels(view: dict, names: list[str] | None, layout: Layout) -> tuple[str, str]:
    """The two panels' markup (left, right), each from its memo."""
    owners = _owners(view, names)
    key = ("owners", layout, owners, tuple(view.get("to_move") or ()), view.get("mode"))
    left = _pieces.get(key, lambda: _owners_panel(view, owners, layout))
    last = view.get("last")
    placed = view["board"][last] if last is not None else None
    hand = view.get("hand")
    seat = view.get("seat")
    who = names[seat] if names and isinstance(seat, int) and seat < len(names) else ""
    key = (
        "pile",
        layout,
        int(view.get("deck") or 0),
        last,
        placed,
        None if hand is None else tuple(hand),
        view.get("drawn"),
        who,
    )
    right = _pieces.get(key, lambda: _pile_panel(view, who, layout))
    return left, right


_pieces = Memo()


def _owners(view: dict, names: list[str] | None) -> tuple:
    """Per car owner: its colour, name, score (a company's profit in the shares game)
    and its lines done and open."""
    colours = view.get("colours") or []
    shares = "companies" in view
    scores = (view.get("profits") if shares else view.get("scores")) or []
    side = side_of(view)
    found = []
    for owner, colour in enumerate(colours):
        cars = [car for car in view.get("cars") or [] if car["owner"] == owner]
        done = sum(1 for car in cars if car.get("scored"))
        score = int(scores[owner]) if owner < len(scores) else 0
        name = side.lines_owner(colour, owner, list(names or ()))
        found.append((colour, name, score, done, len(cars) - done))
    return tuple(found)


def _panel_box(layout: Layout, right: bool) -> tuple[int, int, int, int]:
    """x, y, width, height of a panel's card."""
    x, top, width, height = layout.view
    start, end = layout.frame
    if right:
        return end + GAP, top + GAP, x + width - end - 2 * GAP, height - 2 * GAP
    return x + GAP, top + GAP, start - x - 2 * GAP, height - 2 * GAP


def _card(x: int, y: int, w: int, h: int) -> svg.Rect:
    return svg.Rect(
        x=x, y=y, width=w, height=h, rx=18, fill=CARD, stroke=FRAME_EDGE, stroke_width=3
    )


def _text(x, y, value, size, *, fill=INK, anchor=None, classes=None) -> svg.Text:
    return svg.Text(
        x=x,
        y=y,
        text=text(value),
        font_size=size,
        fill=fill,
        text_anchor=anchor,
        class_=classes,
    )


def _counts(done: int, open_: int, width: int, size: int) -> str:
    """A row's lines in words, shorter where the longer does not fit."""
    long = say("cablecar.wall.lines", done=done, open=open_)
    if wide(long, size) <= width:
        return long
    return fitted(say("cablecar.wall.lines_short", done=done, open=open_), width, size)


def _owner_sizes(owners: tuple, layout: Layout, width: int, height: int) -> tuple[dict, int]:
    """The rows' fonts and inner room: as big as the panel holds (up to half again the
    least) with every name and count whole in the longer words, else in the shorter,
    else the least, names cut if need be."""
    inner = width - 2 * PAD
    fallback = None
    for counts in ("cablecar.wall.lines", "cablecar.wall.lines_short"):
        for small in range(layout.panel * 3 // 2, layout.panel - 1, -1):
            for pad in (PAD, PAD // 2):
                size = _row_sizes(small, pad)
                rows = len(owners) * size["row"] + max(0, len(owners) - 1) * size["gap"]
                if rows + 2 * small > height - 2 * PAD:
                    continue
                fallback = fallback or (size, pad)
                name_x = 2 * size["radius"] + PAD
                if all(
                    name_x + wide(name, size["name"]) + PAD + wide(str(score), size["score"])
                    <= inner
                    and wide(say(counts, done=done, open=open_), small) <= inner
                    for _, name, score, done, open_ in owners
                ):
                    return size, pad
    return fallback or (_row_sizes(layout.panel, PAD // 2), PAD // 2)


def _row_sizes(small: int, pad: int) -> dict[str, int]:
    size = {"small": small, "name": small * 4 // 3, "score": small * 3 // 2}
    size["radius"] = size["name"] * 3 // 5
    size["row"] = 2 * pad + size["score"] + small // 3 + small
    size["gap"] = small // 2 if pad == PAD else small // 4
    return size


def _owners_panel(view: dict, owners: tuple, layout: Layout) -> svg.G:
    """One row per owner, under a head naming the columns; the words as big as the
    panel holds them, the whole list in the panel's middle."""
    x, y, w, h = _panel_box(layout, right=False)
    size, pad = _owner_sizes(owners, layout, w, h)
    small, row = size["small"], size["row"]
    shares = "companies" in view
    to_move = set(view.get("to_move") or ()) if not shares else set()
    head = say("cablecar.side.companies" if shares else "cablecar.wall.players")
    unit = say("cablecar.side.profit_col" if shares else "cablecar.board.points")
    inner = w - 2 * PAD
    unit = fitted(unit, inner // 2, small)
    head = fitted(head, inner - wide(unit, small) - PAD, small)
    rows_h = len(owners) * row + max(0, len(owners) - 1) * size["gap"]
    top = y + max(PAD, (h - rows_h - 2 * small) // 2)
    parts: list[svg.Element] = [
        _card(x, y, w, h),
        _text(x + PAD, top + small, head, small, fill=MUTED),
        _text(x + w - PAD, top + small, unit, small, fill=MUTED, anchor="end"),
    ]
    top += 2 * small
    radius = size["radius"]
    for owner, (_, name, score, done, open_) in enumerate(owners):
        fill, _, tint = owner_colours(view, owner)
        moving = owner in to_move
        ry = top + owner * (row + size["gap"])
        middle = ry + pad + size["score"] // 2
        score_text = words.points(score, True)
        name_x = x + PAD + 2 * radius + PAD
        room = x + w - PAD - wide(score_text, size["score"]) - PAD - name_x
        label = say("cablecar.wall.row", name=name, score=score, done=done, open=open_)
        parts.append(
            svg.G(
                class_=["wall-owner"] + (["to-move"] if moving else []),
                data=attrs({"owner": owner}),
                elements=[
                    title(label),
                    svg.Rect(
                        x=x + PAD // 2,
                        y=ry,
                        width=w - PAD,
                        height=row,
                        rx=12,
                        fill=tint,
                        stroke=FRAME_EDGE if moving else fill,
                        stroke_width=7 if moving else 4,
                    ),
                    mark(
                        owner_shape(view, owner) or "circle",
                        x + PAD + radius,
                        middle,
                        radius,
                        fill=fill,
                        stroke=FRAME_EDGE,
                        stroke_width=2.5,
                        owner=owner,
                    ),
                    _text(
                        name_x,
                        middle + size["name"] * 7 // 20,
                        fitted(name, room, size["name"]),
                        size["name"],
                        classes=["name"],
                    ),
                    _text(
                        x + w - PAD,
                        middle + size["score"] * 7 // 20,
                        score_text,
                        size["score"],
                        anchor="end",
                        classes=["score"],
                    ),
                    _text(
                        x + PAD,
                        ry + row - pad - small // 5,
                        _counts(done, open_, inner, small),
                        small,
                        fill=MUTED,
                        classes=["lines"],
                    ),
                ],
            )
        )
    return svg.G(class_=["wall-panel", "wall-owners"], elements=parts)


def _tile(placed: int, x: int, y: int, size: int, edge: str | None = None) -> list[svg.Element]:
    """A tile (``kind * 4 + turns``) drawn ``size`` units wide from its symbol."""
    kind, turns = divmod(placed, 4)
    half = size // 2
    turn = [svg.Rotate(90 * turns, x + half, y + half)] if turns else None
    parts: list[svg.Element] = [
        svg.Use(href=f"#{tile_symbol_id(kind)}", x=x, y=y, width=size, height=size, transform=turn)
    ]
    if edge:
        parts.append(
            svg.Rect(
                x=x - 4,
                y=y - 4,
                width=size + 8,
                height=size + 8,
                rx=8,
                fill="none",
                stroke=edge,
                stroke_width=6,
            )
        )
    return parts


def _pile_panel(view: dict, who: str, layout: Layout) -> svg.G:
    """From the bottom up: the last tile placed (framed as the board frames it, with
    where it went), the tiles left, then the tile drawn and the hand when shown."""
    x, y, w, h = _panel_box(layout, right=True)
    size = sizes(layout)
    inner = w - 2 * PAD
    middle = x + w // 2
    hand = view.get("hand") or []
    drawn = view.get("drawn")
    shown = len(hand) + (drawn is not None)
    parts: list[svg.Element] = [_card(x, y, w, h)]
    bottom = y + h - PAD
    last = view.get("last")
    if last is not None:
        row, col = divmod(last, 8)
        where = say("cablecar.wall.at", row=row + 1, col=col + 1)
        parts.append(
            _text(
                middle, bottom, fitted(where, inner, size["small"]), size["small"], anchor="middle"
            )
        )
        tile = min(2 * TILE if not shown else TILE * 3 // 2, inner - 16)
        bottom -= size["small"] + 16 + tile
        art = _tile(view["board"][last], middle - tile // 2, bottom, tile, LAST_MARK)
        parts.append(svg.G(data=attrs({"square": f"{row + 1},{col + 1}"}), elements=art))
        bottom -= 14
        heading = fitted(say("cablecar.wall.last"), inner, size["name"])
        parts.append(_text(middle, bottom, heading, size["name"], anchor="middle"))
        bottom -= size["name"] + size["small"]
    parts.append(
        _text(
            middle,
            bottom,
            int(view.get("deck") or 0),
            size["big"],
            anchor="middle",
            classes=["pile"],
        )
    )
    bottom -= size["big"] + 6
    heading = fitted(say("cablecar.wall.pile"), inner, size["name"])
    parts.append(_text(middle, bottom, heading, size["name"], anchor="middle"))
    bottom -= size["name"] + size["small"]
    if shown:
        tile = min(TILE * 4 // 3, (inner - (shown - 1) * PAD) // shown)
        bottom -= tile
        left = middle - (shown * tile + (shown - 1) * PAD) // 2
        # A click on one says how it is put down (``CableCarScreen.refusal``).
        for n, kind in enumerate(hand):
            art = _tile(kind * 4, left + n * (tile + PAD), bottom, tile)
            parts.append(svg.G(data=attrs({"hand": n + 1}), elements=art))
        if drawn is not None:
            art = _tile(drawn * 4, left + len(hand) * (tile + PAD), bottom, tile)
            parts.append(svg.G(data=attrs({"drawn": 1}), elements=art))
        bottom -= 14
        if not who:
            heading = say("cablecar.panel.drawn")
        elif shown == 1 and drawn is None:
            heading = say("cablecar.panel.caption", name=who)
        else:
            heading = say("cablecar.wall.hand", name=who)
        parts.append(
            _text(
                middle, bottom, fitted(heading, inner, size["name"]), size["name"], anchor="middle"
            )
        )
    return svg.G(class_=["wall-panel", "wall-pile"], elements=parts)
