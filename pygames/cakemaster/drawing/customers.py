"""The customers in play as SVG cards: a number disc, the icons of the request as the
customer card shows them, and the request in words."""

from __future__ import annotations

import svg
from pygames.cakemaster.data import CUSTOMERS, customer_request
from pygames.cakemaster.drawing.pieces import BLOCK, BLOCK_EDGE, INK, badge, icon
from pygames.cakemaster.drawing.words import wrap
from pygames.core.drawing.svgtext import attrs, text, title
from pygames.core.screen import say

CUSTOMER_W, CUSTOMER_H = 240, 164


def _customer_card(number: int, x: int, y: int) -> svg.G:
    request = customer_request(number).render()
    label = say("cakemaster.board.customer", number=number, request=request)
    icons = CUSTOMERS[number - 1].icons
    parts: list[svg.Element] = [
        title(label),
        svg.Rect(
            x=x,
            y=y,
            width=CUSTOMER_W,
            height=CUSTOMER_H,
            rx=12,
            fill=BLOCK,
            stroke=BLOCK_EDGE,
            stroke_width=3,
        ),
        *badge(number, x + 26, y + 26, 19),
    ]
    slot = (CUSTOMER_W - 52) // max(1, len(icons))
    for n, (kind, caption) in enumerate(icons):
        cx = x + 52 + slot * n + slot // 2 - (14 if caption else 0)
        parts += icon(kind, cx, y + 34)
        if caption:
            parts.append(svg.Text(x=cx + 22, y=y + 44, text=text(caption), font_size=26, fill=INK))
    for n, line in enumerate(wrap(request, 24, 3)):
        parts.append(
            svg.Text(
                x=x + CUSTOMER_W // 2,
                y=y + 90 + 24 * n,
                text=text(line),
                font_size=20,
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


def customers(view: dict, y: int, width: int) -> list[svg.Element]:
    numbers = [
        n for n in view.get("customers") or [] if isinstance(n, int) and 1 <= n <= len(CUSTOMERS)
    ]
    if not numbers:
        return [
            svg.Text(
                x=width // 2,
                y=y + CUSTOMER_H // 2,
                text=text(say("cakemaster.board.no_customers")),
                font_size=22,
                fill=INK,
                text_anchor="middle",
            )
        ]
    gap = 10
    left = (width - len(numbers) * CUSTOMER_W - (len(numbers) - 1) * gap) // 2
    return [_customer_card(n, left + i * (CUSTOMER_W + gap), y) for i, n in enumerate(numbers)]
