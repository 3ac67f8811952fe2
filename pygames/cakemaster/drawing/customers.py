"""The customers in play as SVG cards: a number disc, the icons of the request as the
customer card shows them, and the request in words."""

from __future__ import annotations

import svg
from pygames.cakemaster.data import CUSTOMERS, customer_request
from pygames.cakemaster.drawing.pieces import BLOCK, BLOCK_EDGE, INK, badge, icon, scaled
from pygames.cakemaster.drawing.words import wrap
from pygames.core.drawing.svgtext import attrs, text, title
from pygames.core.screen import say

CUSTOMER_W, CUSTOMER_H = 240, 164  # at the words' size of 20 units (``FONT``)
FONT = 20
GAP = 10


def request_lines(number: int, width: int, font: int) -> list[str]:
    """A customer's request in lines that fit a card ``width`` wide at ``font``."""
    return wrap(customer_request(number).render(), _units(width, font), 3)


def _units(width: int, font: int) -> int:
    """How many half-em widths fit a card ``width`` wide at ``font`` (a margin each side;
    bold Latin letters are a little wider than half an em)."""
    return max(8, (width - font) * 20 // (font * 11))


def card_height(numbers, width: int, font: int) -> int:
    """The height of the customers' cards ``width`` wide at ``font``: the icons' row,
    then as many lines of request as the longest has."""
    lines = max((len(request_lines(n, width, font)) for n in numbers), default=1)
    return _icon_row(font) + lines * font * 6 // 5 + font * 2 // 3


def _icon_row(font: int) -> int:
    return font * 60 // 20


def _row_text(width: int, font: int, icons: int) -> tuple[int, int]:
    """Where a row's request starts (from the row's left) and how wide it may be."""
    k = font / FONT
    start = 2 * max(font, font * 26 // 20) + 12 + int(icons * 64 * k)
    return start, width - start - font // 2


def row_height(numbers, width: int, font: int) -> int:
    """The height of one customer's row ``width`` wide at ``font`` (the tallest)."""
    lines = 1
    for n in numbers:
        start, room = _row_text(width, font, len(CUSTOMERS[n - 1].icons))
        lines = max(lines, len(wrap(customer_request(n).render(), _units(room + font, font), 2)))
    return max(2 * max(font, font * 26 // 20) + 12, lines * font * 6 // 5 + font)


def _customer_row(number: int, x: int, y: int, width: int, height: int, font: int) -> svg.G:
    """A customer on one row: its disc, its icons, then its request (a narrow screen)."""
    request = customer_request(number).render()
    label = say("cakemaster.board.customer", number=number, request=request)
    icons = CUSTOMERS[number - 1].icons
    k = font / FONT
    disc = max(font, font * 26 // 20)
    middle = y + height // 2
    parts: list[svg.Element] = [
        title(label),
        svg.Rect(
            x=x,
            y=y,
            width=width,
            height=height,
            rx=10,
            fill=BLOCK,
            stroke=BLOCK_EDGE,
            stroke_width=2,
        ),
        *badge(number, x + disc + 6, middle, disc),
    ]
    for n, (kind, caption) in enumerate(icons):
        cx = x + 2 * disc + 12 + int((64 * n + 20) * k)
        parts.append(scaled(cx, middle, k, icon(kind, 0, 0)))
        if caption:
            parts.append(
                svg.Text(
                    x=cx + int(20 * k),
                    y=middle + font * 4 // 10,
                    text=text(caption),
                    font_size=font,
                    fill=INK,
                )
            )
    start, room = _row_text(width, font, len(icons))
    lines = wrap(request, _units(room + font, font), 2)
    first = middle - (len(lines) - 1) * font * 6 // 10 + font * 35 // 100
    for n, line in enumerate(lines):
        parts.append(
            svg.Text(
                x=x + start,
                y=first + font * 6 // 5 * n,
                text=text(line),
                font_size=font,
                fill=INK,
                font_weight="normal",
            )
        )
    return svg.G(
        class_=["customer"],
        data=attrs({"customer": number}),
        tabindex=0,
        extra=attrs({"role": "img", "aria-label": label}),
        elements=parts,
    )


def _customer_card(number: int, x: int, y: int, width: int, height: int, font: int) -> svg.G:
    request = customer_request(number).render()
    label = say("cakemaster.board.customer", number=number, request=request)
    icons = CUSTOMERS[number - 1].icons
    k = font / FONT  # the icons and the disc grow with the words
    disc = max(font, font * 26 // 20)
    parts: list[svg.Element] = [
        title(label),
        svg.Rect(
            x=x,
            y=y,
            width=width,
            height=height,
            rx=12,
            fill=BLOCK,
            stroke=BLOCK_EDGE,
            stroke_width=3,
        ),
        *badge(number, x + disc + 6, y + disc + 6, disc),
    ]
    left = 2 * disc + 12
    slot = (width - left) // max(1, len(icons))
    for n, (kind, caption) in enumerate(icons):
        cx = x + left + slot * n + slot // 2 - (int(14 * k) if caption else 0)
        parts.append(scaled(cx, y + disc + 8, k, icon(kind, 0, 0)))
        if caption:
            parts.append(
                svg.Text(
                    x=cx + int(22 * k),
                    y=y + disc + 8 + font * 10 // 20,
                    text=text(caption),
                    font_size=font * 26 // 20,
                    fill=INK,
                )
            )
    for n, line in enumerate(request_lines(number, width, font)):
        parts.append(
            svg.Text(
                x=x + width // 2,
                y=y + _icon_row(font) + font + font * 6 // 5 * n,
                text=text(line),
                font_size=font,
                fill=INK,
                text_anchor="middle",
                font_weight="normal",
            )
        )
    return svg.G(
        class_=["customer"],
        data=attrs({"customer": number}),
        tabindex=0,
        extra=attrs({"role": "img", "aria-label": label}),
        elements=parts,
    )


def customers(
    view: dict, y: int, width: int, *, font: int = FONT, card: int = CUSTOMER_W, rows=False
) -> list[svg.Element]:
    """The customers in play in a row of cards centred in ``width``, each ``card``
    wide, its words at ``font``; or (``rows``) one under the other, each a row."""
    numbers = [
        n for n in view.get("customers") or [] if isinstance(n, int) and 1 <= n <= len(CUSTOMERS)
    ]
    if not numbers:
        return [
            svg.Text(
                x=width // 2,
                y=y + font * 2,
                text=text(say("cakemaster.board.no_customers")),
                font_size=font,
                fill=INK,
                text_anchor="middle",
            )
        ]
    if rows:
        height = row_height(numbers, card, font)
        left = (width - card) // 2
        return [
            _customer_row(n, left, y + i * (height + 6), card, height, font)
            for i, n in enumerate(numbers)
        ]
    height = card_height(numbers, card, font)
    left = (width - len(numbers) * card - (len(numbers) - 1) * GAP) // 2
    return [
        _customer_card(n, left + i * (card + GAP), y, card, height, font)
        for i, n in enumerate(numbers)
    ]
