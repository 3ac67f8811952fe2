"""Cake Master's art: the quarter-cake cards, the customers' icons, stars, chef's hats
and number discs, and the colours they share.

A card is drawn as the top-right quarter (quarter 1) of a cake centred on 0,0 with
radius 100; the table turns it into place. A half rosette sits on a cut edge as a half
disc whose straight side lies on the edge, so two halves meeting at a joint close into
one round rosette. Icings differ in lightness and texture as well as colour (chocolate
rings, strawberry dots, plain vanilla, matcha spokes), raspberries (bumpy, red) and
blueberries (smooth, with a ring) in shape as well as colour.
"""

from __future__ import annotations

import svg
from pygames.cakemaster.data import card
from pygames.core.drawing.svgtext import attrs, text, title

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


# -- a quarter card, drawn as quarter 1 of a cake centred on 0,0 with radius 100 ---------


def sector(radius: int = 100) -> list[svg.PathData]:
    return [
        svg.MoveTo(0, 0),
        svg.LineTo(0, -radius),
        svg.Arc(radius, radius, 0, False, True, radius, 0),
        svg.ClosePath(),
    ]


def half_rosette(cw: bool) -> list[svg.Element]:
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
    parts: list[svg.Element] = [svg.Path(d=sector(), fill=fill, stroke="#ffffff", stroke_width=2)]
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
        parts += half_rosette(cw=False)
    if c.rosette_cw:
        parts += half_rosette(cw=True)
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
        art: list[svg.Element] = [svg.Path(d=sector(), fill="#8a6a52", stroke=INK, stroke_width=3)]
    else:
        # Alone on a page the cut edges need an outline (on a cake the neighbours give one).
        art = card_art(number) + [
            svg.Path(d=sector(), fill="none", stroke="#9c8b7a", stroke_width=2)
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


def scaled(x: int, y: int, scale: float, elements: list[svg.Element]) -> svg.G:
    turn = [svg.Translate(x, y)] + ([svg.Scale(scale)] if scale != 1 else [])
    return svg.G(transform=turn, elements=elements)


def icon(kind: str, x: int, y: int) -> list[svg.Element]:
    """A customer card's icon centred on (x, y), about 36 units across."""
    base = kind.removeprefix("no_")
    if base == "raspberry":
        parts = [scaled(x, y, 1.5, raspberry(0, 0))]
    elif base == "blueberry":
        parts = [scaled(x, y, 1.5, blueberry(0, 0))]
    elif base == "berry":
        parts = [scaled(x - 7, y, 1.2, raspberry(0, 0)), scaled(x + 7, y, 1.2, blueberry(0, 0))]
    elif base == "colours":
        parts = [
            scaled(
                x,
                y,
                0.17,
                [
                    svg.G(
                        transform=[svg.Rotate(90 * q)],
                        elements=[
                            svg.Path(d=sector(), fill=ICING[icing][0], stroke=INK, stroke_width=8)
                        ],
                    )
                    for q, icing in enumerate(("chocolate", "strawberry", "vanilla", "matcha"))
                ],
            )
        ]
    elif base in ("rosette", "half_rosette"):
        whole = base == "rosette"
        parts = [
            scaled(
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


def star(x: int, y: int, size: int, fill: str = "#f2b705") -> svg.Polygon:
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


def hat(x: int, y: int, size: int) -> list[svg.Element]:
    """A chef's hat (tasty points), ``size`` tall, its band's centre at (x, y)."""
    k = size / 30
    return [
        scaled(
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


def badge(number: int, x: int, y: int, radius: int) -> list[svg.Element]:
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
