"""Cake Master as SVG: the table (``draw_board``) and single cards (``draw_card``).

The table shows the customers in play, then the cakes: the seat whose screen it is
gets its three cakes large, everyone else's come smaller below, two players a row,
so the picture stays readable from a phone held upright to a projector. Everything
is laid out in integer units inside a ``viewBox`` and is byte-for-byte deterministic.

A cake is four quarter cards around a plate. The art of each kind of card is one
``<symbol>`` drawn as the top-right quarter (quarter 1) and placed with ``<use>``,
turned a quarter turn per quarter further clockwise. A half rosette sits on a cut
edge as a half disc whose straight side lies on the edge, so two halves meeting at a
joint close into one round rosette; a half that meets no half is ringed in red once
both quarters are down. Icings differ in lightness and texture as well as colour
(chocolate rings, strawberry dots, plain vanilla, matcha spokes), raspberries
(bumpy, red) and blueberries (smooth, with a ring) in shape as well as colour.

Only placements among ``legal`` ("place K C.Q") become clickable quarters. Nothing
of a hand is drawn: other seats' hands appear as counts. Every text a player reads
is in ``TEXT`` and reaches the markup through ``pygames.core.svgtext``.
"""

from __future__ import annotations

import re

import svg
from pygames.cakemaster.data import (
    CAKES,
    CUSTOMERS,
    ICING_NAMES,
    QUARTERS,
    ROUNDS,
    TURNS,
    card,
    customer_text,
    tasty_breakdown,
)
from pygames.core.svgtext import attrs, text, title

WIDTH = 760
PAD = 8
TOP = 46  # the round line
CUSTOMER_W, CUSTOMER_H = 240, 164
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

INK = "#2a1d16"
PAPER = "#fbf6ee"
BLOCK = "#ffffff"
BLOCK_EDGE = "#d8cbb8"
TO_MOVE_EDGE = "#25507a"
PLATE = "#e9eef2"
PLATE_EDGE = "#98a4ae"
LAST_MARK = "#e0115f"
HALF_MARK = "#c0221a"
LEGAL_EDGE = "#25507a"
CREAM, PIPING = "#fffaf0", "#b07f4f"
# Icing: (fill, texture colour). Lightness runs chocolate < matcha < strawberry < vanilla.
ICING = {
    "chocolate": ("#6b3e26", "#a36a45"),
    "strawberry": ("#f4a0b8", "#d4466f"),
    "vanilla": ("#f8edc4", "#d9c48a"),
    "matcha": ("#86b65a", "#4f7f2c"),
}

TEXT = {
    "lang": "en",  # which language of the data's texts (icings, customers) to use
    "board": "Cake Master table",
    "round": "Round {round} of {rounds} · turn {turn} of {turns}",
    "over": "Game over",
    "deck": "Deck: {n}",
    "exchanges": "Exchanges left: {n}",
    "customer": "Customer {number}: {request}",
    "no_customers": "No customer is waiting.",
    "player": "Player {n}",
    "stars_1": "{name}: 1 star",
    "stars": "{name}: {n} stars",
    "tasty_round": "{n} tasty points this round",
    "round_cakes": "{name}: the cakes of round {round}",
    "hand_1": "1 card in hand",
    "hand_n": "{n} cards in hand",
    "chosen": "✓ chosen",
    "choosing": "choosing…",
    "placing": "placing…",
    "done": "✓ done",
    "cake_building": "{name}, cake {cake}: {n} of 4 quarters",
    "cake_tasty": "{name}, cake {cake}: {total} tasty points (icing colours {colours}, rosettes {rosettes}, "
    "no half rosette {no_half}, raspberry-and-blueberry pairs {pairs})",
    "cake_done": "{name}, cake {cake}: complete",
    "serves": "Serves customer {number}: {request}",
    "where": ("top right", "bottom right", "bottom left", "top left"),
    "quarter": "Cake {cake}, {where}: {card}",
    "place": "Place {card} in cake {cake}, {where}",
    "card": "card {number}: {parts}",
    "sep": "; ",
    "icing": "{icing} icing",
    "rosette_both": "half rosettes on both cut edges",
    "rosette_cw": "a half rosette on the clockwise cut edge",
    "rosette_ccw": "a half rosette on the anticlockwise cut edge",
    "raspberry_1": "1 raspberry",
    "raspberry_n": "{n} raspberries",
    "blueberry_1": "1 blueberry",
    "blueberry_n": "{n} blueberries",
}

STYLE = """
.cm-board .legal { cursor: pointer; outline: none; }
.cm-board .legal .ghost { opacity: 0; transition: opacity .12s; }
.cm-board .legal:hover .ghost, .cm-board .legal:focus .ghost { opacity: .9; }
.cm-board .legal:hover .hit, .cm-board .legal:focus .hit { fill-opacity: 0; stroke-dasharray: none; }
.cm-board .legal:focus-visible .hit { stroke: #e0115f; stroke-width: 8; }
"""

_PLACE = re.compile(r"place ([1-9]|[1-6][0-9]|7[0-2]) ([1-3])\.([1-4])\Z")
# Where things sit on a quarter card (quarter 1, the cake's centre at 0,0, radius 100).
FRUIT_SLOTS = ((27, -75), (57, -57), (75, -27), (32, -32))
ROSETTE_AT = 55  # distance of a rosette's centre from the cake's centre
STRAWBERRY_DOTS = (
    (12, -86),
    (44, -82),
    (78, -50),
    (86, -14),
    (18, -20),
    (50, -28),
    (20, -50),
    (66, -74),
)
MATCHA_SPOKES = ((5, -19, 25, -92), (14, -14, 67, -67), (19, -5, 92, -25))


def _say(key: str, **values) -> str:
    return TEXT[key].format(**values)


def _lang() -> str:
    return TEXT["lang"]


def icing_name(icing: str) -> str:
    names = ICING_NAMES.get(icing, {})
    return names.get(_lang()) or names.get("en") or icing


def card_label(number: int) -> str:
    """A card in words: its icing, its half rosettes and its berries."""
    c = card(number)
    parts = [_say("icing", icing=icing_name(c.icing))]
    if c.rosette_cw and c.rosette_ccw:
        parts.append(TEXT["rosette_both"])
    elif c.rosette_cw or c.rosette_ccw:
        parts.append(TEXT["rosette_cw" if c.rosette_cw else "rosette_ccw"])
    for kind, n in (("raspberry", c.raspberries), ("blueberry", c.blueberries)):
        if n:
            parts.append(_say(f"{kind}_1") if n == 1 else _say(f"{kind}_n", n=n))
    return _say("card", number=number, parts=TEXT["sep"].join(parts))


def _name(names, seat: int) -> str:
    if names and 0 <= seat < len(names):
        return str(names[seat])
    return _say("player", n=seat + 1)


def _fit(value: str, units: int) -> str:
    """``value`` cut to about ``units`` half-em widths (wide characters count two)."""
    out, used = "", 0
    for ch in value:
        used += 2 if ord(ch) > 0x2E7F else 1
        if used > units:
            return out + "…"
        out += ch
    return out


def _wrap(value: str, units: int, lines: int) -> list[str]:
    """Lines of about ``units`` half-em widths: at spaces, else anywhere (CJK)."""
    words = value.split(" ") if " " in value else list(value)
    joiner = " " if " " in value else ""
    result, line = [], ""
    for word in words:
        candidate = f"{line}{joiner}{word}" if line else word
        if line and sum(2 if ord(ch) > 0x2E7F else 1 for ch in candidate) > units:
            result.append(line)
            line = word
        else:
            line = candidate
    result.append(line)
    if len(result) > lines:
        result = result[: lines - 1] + [_fit(joiner.join(result[lines - 1 :]), units)]
    return result


# -- a quarter card, drawn as quarter 1 of a cake centred on 0,0 with radius 100 ---------


def _sector(radius: int = 100) -> list[svg.PathData]:
    return [
        svg.MoveTo(0, 0),
        svg.LineTo(0, -radius),
        svg.Arc(radius, radius, 0, False, True, radius, 0),
        svg.ClosePath(),
    ]


def _half_rosette(cw: bool) -> list[svg.Element]:
    """A half disc of piped cream on a cut edge: on the anticlockwise edge (x = 0) it
    lies right of the edge, on the clockwise edge (y = 0) above it. Only the round
    side is outlined, so two halves meeting at a joint read as one rosette."""
    parts = []
    for radius, fill, width in ((16, CREAM, 2), (10, "none", 1.5), (4, "#e6c393", 0)):
        if cw:
            d = [
                svg.MoveTo(ROSETTE_AT - radius, 0),
                svg.Arc(radius, radius, 0, False, True, ROSETTE_AT + radius, 0),
            ]
        else:
            d = [
                svg.MoveTo(0, -ROSETTE_AT - radius),
                svg.Arc(radius, radius, 0, False, True, 0, -ROSETTE_AT + radius),
            ]
        parts.append(
            svg.Path(
                d=d,
                fill=fill,
                stroke=PIPING if width else None,
                stroke_width=width or None,
                class_=["rosette-half", "cw" if cw else "ccw"] if radius == 16 else None,
            )
        )
    return parts


def raspberry(x: int, y: int) -> list[svg.Element]:
    """A raspberry: red and bumpy (four drupelets), told from a blueberry by shape too."""
    parts: list[svg.Element] = [
        svg.Circle(cx=x, cy=y, r=10, fill="#c21f4a", stroke="#6e0b26", stroke_width=1.5)
    ]
    parts += [
        svg.Circle(cx=x + dx, cy=y + dy, r=2.8, fill="#ef6f91")
        for dx, dy in ((-4, -3), (3, -4), (4, 3), (-3, 4))
    ]
    return parts


def blueberry(x: int, y: int) -> list[svg.Element]:
    """A blueberry: dark blue and smooth, with the ring of its crown."""
    return [
        svg.Circle(cx=x, cy=y, r=10, fill="#2f3f8f", stroke="#141c4a", stroke_width=1.5),
        svg.Circle(cx=x, cy=y, r=3.5, fill="#141c4a", stroke="#b3c3f3", stroke_width=1.5),
    ]


def card_art(number: int) -> list[svg.Element]:
    """One card as quarter 1 (top right) of a cake centred on 0,0, radius 100."""
    c = card(number)
    fill, texture = ICING.get(c.icing, ("#cccccc", "#999999"))
    parts: list[svg.Element] = [svg.Path(d=_sector(), fill=fill, stroke="#ffffff", stroke_width=2)]
    if c.icing == "chocolate":
        parts += [
            svg.Path(
                d=[svg.MoveTo(0, -r), svg.Arc(r, r, 0, False, True, r, 0)],
                fill="none",
                stroke=texture,
                stroke_width=4,
            )
            for r in (30, 62, 90)
        ]
    elif c.icing == "strawberry":
        parts += [svg.Circle(cx=x, cy=y, r=4, fill=texture) for x, y in STRAWBERRY_DOTS]
    elif c.icing == "matcha":
        parts += [
            svg.Line(
                x1=x1, y1=y1, x2=x2, y2=y2, stroke=texture, stroke_width=4, stroke_linecap="round"
            )
            for x1, y1, x2, y2 in MATCHA_SPOKES
        ]
    parts.append(
        svg.Path(
            d=[svg.MoveTo(0, -99), svg.Arc(99, 99, 0, False, True, 99, 0)],
            fill="none",
            stroke=INK,
            stroke_width=3,
        )
    )
    if c.rosette_ccw:
        parts += _half_rosette(cw=False)
    if c.rosette_cw:
        parts += _half_rosette(cw=True)
    fruit = ["raspberry"] * c.raspberries + ["blueberry"] * c.blueberries
    for kind, (x, y) in zip(fruit, FRUIT_SLOTS):
        parts += raspberry(x, y) if kind == "raspberry" else blueberry(x, y)
    return parts


def card_symbol_id(number: int) -> str:
    """Cards that look alike share a symbol."""
    c = card(number)
    return (
        f"cm-card-{c.icing}-{int(c.rosette_cw)}{int(c.rosette_ccw)}{c.raspberries}{c.blueberries}"
    )


def draw_card(number: int | None, *, label: str = "") -> svg.SVG:
    """One card on its own (a hand), as the top-right quarter of a cake; ``None`` is a
    card face down. The art is inline with no ids, so any number can share a page."""
    if number is None:
        art: list[svg.Element] = [svg.Path(d=_sector(), fill="#8a6a52", stroke=INK, stroke_width=3)]
    else:
        # Alone on a page the cut edges need an outline (on a cake the neighbours give one).
        art = card_art(number) + [
            svg.Path(d=_sector(), fill="none", stroke="#9c8b7a", stroke_width=2)
        ]
    body: list[svg.Element] = [title(label)] if label else []
    return svg.SVG(
        viewBox=svg.ViewBoxSpec(-6, -106, 112, 112),
        class_=["cm-card"],
        elements=body + art,
        extra=attrs(
            {"role": "img", "aria-label": label or None, "aria-hidden": None if label else "true"}
        ),
    )


# -- icons (customers, headers) ---------------------------------------------------------


def _scaled(x: int, y: int, scale: float, elements: list[svg.Element]) -> svg.G:
    turn = [svg.Translate(x, y)] + ([svg.Scale(scale)] if scale != 1 else [])
    return svg.G(transform=turn, elements=elements)


def icon(kind: str, x: int, y: int) -> list[svg.Element]:
    """A customer card's icon centred on (x, y), about 36 units across."""
    base = kind.removeprefix("no_")
    if base == "raspberry":
        parts = [_scaled(x, y, 1.5, raspberry(0, 0))]
    elif base == "blueberry":
        parts = [_scaled(x, y, 1.5, blueberry(0, 0))]
    elif base == "berry":
        parts = [_scaled(x - 7, y, 1.2, raspberry(0, 0)), _scaled(x + 7, y, 1.2, blueberry(0, 0))]
    elif base == "colours":
        parts = [
            _scaled(
                x,
                y,
                0.17,
                [
                    svg.G(
                        transform=[svg.Rotate(90 * q)],
                        elements=[
                            svg.Path(d=_sector(), fill=ICING[icing][0], stroke=INK, stroke_width=8)
                        ],
                    )
                    for q, icing in enumerate(("chocolate", "strawberry", "vanilla", "matcha"))
                ],
            )
        ]
    elif base in ("rosette", "half_rosette"):
        whole = base == "rosette"
        parts = [
            _scaled(
                x - (0 if whole else 8),
                y,
                1.1,
                [
                    svg.Circle(cx=0, cy=0, r=16, fill=CREAM, stroke=PIPING, stroke_width=2)
                    if whole
                    else svg.Path(
                        d=[
                            svg.MoveTo(0, -16),
                            svg.Arc(16, 16, 0, False, True, 0, 16),
                            svg.ClosePath(),
                        ],
                        fill=CREAM,
                        stroke=PIPING,
                        stroke_width=2,
                    ),
                    svg.Circle(cx=0, cy=0, r=4, fill="#e6c393"),
                ],
            )
        ]
    else:
        parts = [svg.Circle(cx=x, cy=y, r=14, fill="#cccccc")]
    if kind.startswith("no_"):
        parts.append(
            svg.Line(
                x1=x - 17,
                y1=y + 17,
                x2=x + 17,
                y2=y - 17,
                stroke=HALF_MARK,
                stroke_width=5,
                stroke_linecap="round",
            )
        )
    return parts


def _star(x: int, y: int, size: int, fill: str = "#f2b705") -> svg.Polygon:
    """A five-pointed star of outer radius ``size`` centred on (x, y)."""
    # Unit star points (outer, inner alternately), ×1000, from the top clockwise.
    unit = (
        (0, -1000),
        (225, -309),
        (951, -309),
        (363, 118),
        (588, 809),
        (0, 382),
        (-588, 809),
        (-363, 118),
        (-951, -309),
        (-225, -309),
    )
    points = []
    for ux, uy in unit:
        points += [x + ux * size // 1000, y + uy * size // 1000]
    return svg.Polygon(points=points, fill=fill, stroke="#8a6400", stroke_width=1.5)


def _hat(x: int, y: int, size: int) -> list[svg.Element]:
    """A chef's hat (tasty points), ``size`` tall, its band's centre at (x, y)."""
    k = size / 30
    return [
        _scaled(
            x,
            y,
            k,
            [
                svg.Circle(cx=-7, cy=-16, r=8, fill="#ffffff", stroke=INK, stroke_width=2),
                svg.Circle(cx=7, cy=-16, r=8, fill="#ffffff", stroke=INK, stroke_width=2),
                svg.Circle(cx=0, cy=-20, r=9, fill="#ffffff", stroke=INK, stroke_width=2),
                svg.Rect(
                    x=-9, y=-14, width=18, height=12, fill="#ffffff", stroke=INK, stroke_width=2
                ),
            ],
        )
    ]


# -- the customers -----------------------------------------------------------------------


def _customer(number: int, x: int, y: int) -> svg.G:
    request = customer_text(number, _lang())
    label = _say("customer", number=number, request=request)
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
        *_badge(number, x + 26, y + 26, 19),
    ]
    slot = (CUSTOMER_W - 52) // max(1, len(icons))
    for n, (kind, caption) in enumerate(icons):
        cx = x + 52 + slot * n + slot // 2 - (14 if caption else 0)
        parts += icon(kind, cx, y + 34)
        if caption:
            parts.append(svg.Text(x=cx + 22, y=y + 44, text=text(caption), font_size=26, fill=INK))
    for n, line in enumerate(_wrap(request, 24, 3)):
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


def _customers(view: dict, y: int) -> list[svg.Element]:
    numbers = [
        n for n in view.get("customers") or [] if isinstance(n, int) and 1 <= n <= len(CUSTOMERS)
    ]
    if not numbers:
        return [
            svg.Text(
                x=WIDTH // 2,
                y=y + CUSTOMER_H // 2,
                text=text(TEXT["no_customers"]),
                font_size=22,
                fill=INK,
                text_anchor="middle",
            )
        ]
    gap = 10
    left = (WIDTH - len(numbers) * CUSTOMER_W - (len(numbers) - 1) * gap) // 2
    return [_customer(n, left + i * (CUSTOMER_W + gap), y) for i, n in enumerate(numbers)]


# -- cakes -----------------------------------------------------------------------------------


def _quarter_turn(cx: int, cy: int, radius: int, quarter: int) -> list[svg.Transform]:
    turn = [svg.Translate(cx, cy), svg.Scale(radius / 100)]
    return turn + ([svg.Rotate(90 * (quarter - 1))] if quarter > 1 else [])


def _placements(legal) -> dict[tuple[int, int], tuple[str, int]]:
    """(cake, quarter) -> (action text, card) for the placements among ``legal``; the
    first naming a quarter wins, so each quarter carries one action."""
    found: dict[tuple[int, int], tuple[str, int]] = {}
    for action in legal:
        match = _PLACE.match(str(action))
        if match:
            number, cake, quarter = (int(g) for g in match.groups())
            found.setdefault((cake, quarter), (str(action), number))
    return found


def _joint_marks(cards: list, cx: int, cy: int, radius: int) -> list[svg.Element]:
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
                    transform=_quarter_turn(cx, cy, radius, q + 1),
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


def _cake(
    view: dict,
    seat: int,
    cake: int,
    cx: int,
    cy: int,
    size: dict,
    names,
    placements: dict,
    last: set,
) -> svg.G:
    radius = size["radius"]
    cards = list((view.get("cakes") or [])[seat][cake - 1])
    name = _name(names, seat)
    parts: list[svg.Element] = [
        svg.Circle(cx=cx, cy=cy, r=radius + 8, fill=PLATE, stroke=PLATE_EDGE, stroke_width=2)
    ]
    for q, number in enumerate(cards, 1):
        where = TEXT["where"][q - 1]
        turn = _quarter_turn(cx, cy, radius, q)
        if number is None:
            parts.append(
                svg.Path(
                    d=_sector(96),
                    transform=turn,
                    fill="none",
                    stroke=PLATE_EDGE,
                    stroke_width=3,
                    stroke_dasharray=[8, 6],
                    class_=["empty"],
                    extra=attrs({"data-quarter": f"{cake}.{q}"}),
                )
            )
            continue
        parts.append(
            svg.G(
                class_=["quarter", f"q{cake}-{q}"],
                data=attrs({"card": number}),
                elements=[
                    title(_say("quarter", cake=cake, where=where, card=card_label(number))),
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
        if (cake, q) in last:
            parts.append(
                svg.Path(
                    d=_sector(97),
                    transform=turn,
                    fill="none",
                    stroke=LAST_MARK,
                    stroke_width=6,
                    class_=["last-mark"],
                )
            )
    parts += _joint_marks(cards, cx, cy, radius)
    if seat == view.get("seat"):
        for q in range(1, QUARTERS + 1):
            if (cake, q) in placements and cards[q - 1] is None:
                parts.append(_legal_quarter(placements[(cake, q)], cake, q, cx, cy, radius))
    parts.append(_cake_label(view, seat, cake, cards, cx, cy, size, name))
    return svg.G(class_=["cake"], data=attrs({"seat": seat, "cake": cake}), elements=parts)


def _legal_quarter(
    placement: tuple[str, int], cake: int, quarter: int, cx: int, cy: int, radius: int
) -> svg.G:
    action, number = placement
    label = _say("place", card=card_label(number), cake=cake, where=TEXT["where"][quarter - 1])
    turn = _quarter_turn(cx, cy, radius, quarter)
    return svg.G(
        class_=["legal"],
        data=attrs({"action": action}),
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
                d=_sector(94),
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


def _badge(number: int, x: int, y: int, radius: int) -> list[svg.Element]:
    """A customer's number in a disc, as on the customer's card (two digits smaller)."""
    font = radius * (13 if number < 10 else 10) // 10
    return [
        svg.Circle(cx=x, cy=y, r=radius, fill=TO_MOVE_EDGE, stroke="#ffffff", stroke_width=2),
        svg.Text(
            x=x,
            y=y + font * 35 // 100,
            text=text(number),
            font_size=font,
            fill="#ffffff",
            text_anchor="middle",
        ),
    ]


def _cake_label(
    view: dict, seat: int, cake: int, cards: list, cx: int, cy: int, size: dict, name: str
) -> svg.G:
    """Under a cake: its tasty points (a chef's hat) once complete, and the customer it
    serves (that customer's numbered disc); the whole story in the tooltip."""
    font = size["label"]
    y = cy + size["radius"] + 10 + font
    parts: list[svg.Element] = []
    if None in cards:
        label = _say("cake_building", name=name, cake=cake, n=QUARTERS - cards.count(None))
        parts.append(
            svg.Text(
                x=cx, y=y, text=text(cake), font_size=font, fill="#7a6a5c", text_anchor="middle"
            )
        )
    else:
        lines = tasty_breakdown([card(n) for n in cards])
        solo = view.get("players") == 1
        label = _say("cake_done" if solo else "cake_tasty", name=name, cake=cake, **lines)
        served = _served(view, seat, cake)
        left = cx if solo else cx - font * 3 // 2 if served is not None else cx - font
        if not solo:
            parts += _hat(left + font // 2, y - font // 4, font + 6)
            parts.append(
                svg.Text(
                    x=left + font + 4,
                    y=y,
                    text=text(lines["total"]),
                    font_size=font + 4,
                    fill=INK,
                    class_=["tasty"],
                )
            )
        if served is not None:
            label += " · " + _say("serves", number=served, request=customer_text(served, _lang()))
            parts.append(
                svg.G(
                    class_=["served"],
                    data=attrs({"customer": served}),
                    elements=_badge(
                        served,
                        cx if solo else left + font * 3,
                        y - font * 4 // 10,
                        font * 7 // 10 + 2,
                    ),
                )
            )
    return svg.G(
        class_=["cake-label"],
        extra=attrs({"aria-label": label, "role": "img"}),
        elements=[title(label)] + parts,
    )


def _served(view: dict, seat: int, cake: int) -> int | None:
    try:
        value = view["served"][seat][cake - 1]
    except (KeyError, IndexError, TypeError):
        return None
    return value if isinstance(value, int) and 1 <= value <= len(CUSTOMERS) else None


def _status(view: dict, seat: int) -> str:
    """A seat's progress in the current phase, never what it chose."""
    phase = view.get("phase")
    moving = seat in (view.get("to_move") or [])
    if phase == "place":
        return TEXT["placing"] if moving else TEXT["done"]
    if phase in ("draft", "give", "return", "discard"):
        chosen = view.get("chosen") or []
        done = chosen[seat] if seat < len(chosen) else not moving
        return TEXT["chosen"] if done else TEXT["choosing"]
    return ""


def _player(
    view: dict, seat: int, x: int, y: int, size: dict, names, placements: dict, last: set
) -> svg.G:
    name = _name(names, seat)
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
            text=text(_fit(name, size["fit"])),
            font_size=size["name"],
            fill=INK,
            class_=["name"],
        ),
        _star(
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
        tasty_label = _say("tasty_round", n=tasty[seat])
        parts.append(
            svg.G(
                class_=["tasty-round"],
                extra=attrs({"role": "img", "aria-label": tasty_label}),
                elements=[title(tasty_label)]
                + _hat(hat_x, line_one - size["name"] // 4, size["name"] + 2)
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
        facts.append(_say("hand_1") if hand[seat] == 1 else _say("hand_n", n=hand[seat]))
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
        parts.append(_cake(view, seat, cake, cx, cy, size, names, placements, last))
    label = _say("stars_1", name=name) if stars == 1 else _say("stars", name=name, n=stars)
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
        match = _PLACE.match(str(action))
        if match:
            marked.setdefault(who, set()).add((int(match.group(2)), int(match.group(3))))
    return marked


def draw_board(view: dict, *, legal=(), names: list[str] | None = None) -> svg.SVG:
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
    placements = _placements(legal) if me is not None else {}
    shown = {
        n for seat_cakes in (view.get("cakes") or []) for cake in seat_cakes for n in cake if n
    }
    shown.update(number for _, number in placements.values())
    symbols = {card_symbol_id(n): n for n in sorted(shown)}
    defs = svg.Defs(
        elements=[svg.Style(text=STYLE)]
        + [
            svg.Symbol(
                id=symbol, viewBox=svg.ViewBoxSpec(0, -100, 100, 100), elements=card_art(number)
            )
            for symbol, number in sorted(symbols.items())
        ]
    )
    phase = view.get("phase")
    heading = (
        TEXT["over"]
        if phase == "over"
        else _say(
            "round",
            round=view.get("round", 1),
            rounds=ROUNDS,
            turn=view.get("turn", 1),
            turns=TURNS,
        )
    )
    extras = [_say("deck", n=view.get("deck", 0))]
    if view.get("exchanges_left") is not None:
        extras.append(_say("exchanges", n=view["exchanges_left"]))
    parts: list[svg.Element] = [
        defs,
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
    parts += _customers(view, y)
    y += CUSTOMER_H + 12
    last = _last_quarters(view)
    others = list(range(players))
    if me is not None and 0 <= me < players:
        others.remove(me)
        parts.append(_player(view, me, PAD, y, BIG, names, placements, last.get(me, set())))
        y += _block_height(BIG) + PAD
    for i, seat in enumerate(others):
        x = PAD + (i % 2) * (SMALL["width"] + PAD)
        parts.append(_player(view, seat, x, y, SMALL, names, {}, last.get(seat, set())))
        if i % 2 == 1 or i == len(others) - 1:
            y += _block_height(SMALL) + PAD
    height = y + PAD
    background = svg.Rect(x=0, y=0, width=WIDTH, height=height, rx=18, fill=PAPER)
    return svg.SVG(
        viewBox=svg.ViewBoxSpec(0, 0, WIDTH, height),
        class_=["cm-board"],
        style="font-family: system-ui, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans TC', sans-serif; "
        "font-weight: 700",
        elements=[parts[0], background] + parts[1:],
        extra=attrs({"role": "group", "aria-label": TEXT["board"]}),
    )
