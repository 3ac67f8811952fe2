"""A player's tracks on its board: production and sales (0–20), a row of cells with the
seat's cube on its value, and the creativity ring, every few squares green (an idea
disc), with the seat's marker. ``players.py`` places them on the board."""

from __future__ import annotations

import svg
from pygames.core.drawing.board import Memo, markup
from pygames.core.screen import say
from pygames.cupcake.drawing.pieces import BOX_EDGE, INK, MUTED, seat_colour, svg_text

_pieces = Memo()


def _cached(key, make) -> str:
    """A piece's markup kept under ``key`` (everything it reads)."""
    return _pieces.get(key, lambda: markup(make()))


def _track_cells(most: int, x, y, w) -> list[svg.Element]:
    cell = w // (most + 1)
    parts: list[svg.Element] = []
    for n in range(most + 1):
        cx = x + n * cell
        parts.append(
            svg.Rect(
                x=cx,
                y=y + 17,
                width=cell,
                height=16,
                fill="#ffffff",
                stroke=BOX_EDGE,
                stroke_width=1,
            )
        )
        if n % 5 == 0:
            parts.append(svg_text(cx + cell // 2, y + 30, n, 12, fill=MUTED, anchor="middle"))
    return parts


def track(label: str, value: int, most: int, seat, x, y, w) -> list:
    """A 0..most track as a row of cells, the seat's cube on its value."""
    cell = w // (most + 1)
    parts: list = [
        svg_text(x, y + 12, label, 13, weight=700),
        _cached(("cells", most, x, y, w), lambda: _track_cells(most, x, y, w)),
    ]
    fill, _ = seat_colour(seat)
    cx = x + min(value, most) * cell
    parts.append(
        svg.Rect(
            x=cx + 1,
            y=y + 15,
            width=cell - 2,
            height=20,
            rx=3,
            fill=fill,
            stroke=INK,
            stroke_width=2,
        )
    )
    return parts


def _ring(squares: int, every: int, x, y, w) -> list[svg.Element]:
    """The creativity track's squares, every ``every``-th one green (an idea disc)."""
    cell = w // squares
    parts: list[svg.Element] = []
    for n in range(squares):
        green = n % every == 0
        parts.append(
            svg.Rect(
                x=x + n * cell,
                y=y + 17,
                width=cell - 2,
                height=18,
                rx=3,
                fill="#9fd8a5" if green else "#ffffff",
                stroke=INK if green else BOX_EDGE,
                stroke_width=1,
            )
        )
        if green:
            parts.append(
                svg_text(
                    x + n * cell + cell // 2 - 1, y + 31, "✦", 11, fill="#1d5e27", anchor="middle"
                )
            )
    parts.append(svg_text(x + squares * cell + 2, y + 31, "↻", 14, fill=MUTED))
    return parts


def creativity(entry, x, y, w) -> list:
    squares, every = entry["creativity_squares"], entry["green_every"]
    cell = w // squares
    fill, _ = seat_colour(entry["seat"])
    cx = x + entry["creativity"] * cell + cell // 2 - 1
    return [
        svg_text(
            x, y + 12, say("cupcake.board.creativity", square=entry["creativity"]), 13, weight=700
        ),
        _cached(("ring", squares, every, x, y, w), lambda: _ring(squares, every, x, y, w)),
        svg.Circle(cx=cx, cy=y + 26, r=7, fill=fill, stroke=INK, stroke_width=2),
    ]
