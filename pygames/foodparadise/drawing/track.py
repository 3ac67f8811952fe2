"""The square track: 36 spaces clockwise from corner 1 (top left), each named and
drawn (sources with their ingredient's symbol, the market spaces with theirs, the
corners with the restaurant on them and the revenue under it), the players' tokens,
and the places the mover can go: a free corner to choose at set-up, the space each
playable price card would land on (clickable), the research target."""

from __future__ import annotations

from functools import partial

import svg
from pygames.core.drawing.board import Memo
from pygames.core.drawing.parts import clickable, group
from pygames.core.drawing.svgtext import attrs
from pygames.core.screen import say
from pygames.foodparadise.actions import Corner, PlayCard, Roll
from pygames.foodparadise.drawing.pieces import (
    BOX,
    BOX_EDGE,
    CHAIN_COLOURS,
    CORNER,
    GREY,
    HIGHLIGHT,
    INK,
    MUTED,
    NOW,
    SIZE,
    STEP,
    TOKEN_STRIP,
    box,
    svg_text,
    token,
    use,
)
from pygames.foodparadise.drawing.words import (
    chain_name,
    fit,
    player_name,
    space_words,
    wrap,
)

SIDE_SPACES = 8
SYMBOL = {"demand": "fp-market", "research": "fp-research"}


def space_rect(number: int) -> tuple[int, int, int, int, int]:
    """(x, y, w, h, side) of a space; side 0 is the top (corner 1 to corner 2), then
    clockwise. Corners are drawn with the side they start."""
    side, slot = divmod(number, SIDE_SPACES + 1)
    if slot == 0:
        x, y = ((0, 0), (SIZE - CORNER, 0), (SIZE - CORNER, SIZE - CORNER), (0, SIZE - CORNER))[
            side
        ]
        return x, y, CORNER, CORNER, side
    along = CORNER + (slot - 1) * STEP
    if side == 0:
        return along, 0, STEP, CORNER, side
    if side == 1:
        return SIZE - CORNER, along, CORNER, STEP, side
    if side == 2:
        return SIZE - along - STEP, SIZE - CORNER, STEP, CORNER, side
    return 0, SIZE - along - STEP, CORNER, STEP, side


def _strip(number: int) -> tuple[int, int, int, int]:
    """The space's inner edge, where the tokens stand."""
    x, y, w, h, side = space_rect(number)
    if number % (SIDE_SPACES + 1) == 0:
        return x + 8, y + h - TOKEN_STRIP - 4, w - 16, TOKEN_STRIP
    return (
        (x, y + h - TOKEN_STRIP, w, TOKEN_STRIP),
        (x, y, TOKEN_STRIP, h),
        (x, y, w, TOKEN_STRIP),
        (x + w - TOKEN_STRIP, y, TOKEN_STRIP, h),
    )[side]


def _content(number: int) -> tuple[int, int, int, int]:
    x, y, w, h, side = space_rect(number)
    return (
        (x, y, w, h - TOKEN_STRIP),
        (x + TOKEN_STRIP, y, w - TOKEN_STRIP, h),
        (x, y + TOKEN_STRIP, w, h - TOKEN_STRIP),
        (x, y, w - TOKEN_STRIP, h),
    )[side]


def token_spot(number: int, seat: int) -> tuple[int, int]:
    """Where seat ``seat``'s token stands on a space (four places, one per seat)."""
    x, y, w, h = _strip(number)
    if w >= h:
        return x + w * (2 * seat + 1) // 8, y + h // 2
    return x + w // 2, y + h * (2 * seat + 1) // 8


def _small_space(view, space) -> list[svg.Element]:
    number = space["number"]
    x, y, w, h = _content(number)
    kind = space["kind"]
    symbol = f"fp-{space['ingredient']}" if kind == "source" else SYMBOL[kind]
    words = (
        say(f"foodparadise.source.{space['ingredient']}")
        if kind == "source"
        else say(f"foodparadise.board.{kind}")
    )
    size = 44 if h >= 100 else 38
    parts: list[svg.Element] = [
        svg_text(x + 5, y + 16, number, 14, fill=MUTED),
        use(symbol, x + (w - size) // 2, y + 18, size, size),
    ]
    lines = wrap(words, w - 8, 14, 2)
    top = y + 18 + size + 16
    for n, line in enumerate(lines):
        parts.append(svg_text(x + w // 2, top + n * 15, line, 14, anchor="middle", weight=700))
    return parts


def _corner_space(view, space, names) -> list[svg.Element]:
    number = space["number"]
    x, y, w, h, _ = space_rect(number)
    corner = view["corners"][space["corner"] - 1]
    owner = corner["owner"]
    parts: list[svg.Element] = [
        svg_text(
            x + 8, y + 22, say("foodparadise.board.corner", corner=space["corner"]), 17, weight=700
        ),
        svg_text(x + w - 8, y + 22, number, 14, fill=MUTED, anchor="end"),
    ]
    if owner is not None:
        chain = view["seats"][owner]["chain"]
        fill, ink = CHAIN_COLOURS.get(chain["colour"], GREY)
        parts += [
            svg.Rect(
                x=x + 6,
                y=y + 30,
                width=w - 12,
                height=44,
                rx=6,
                fill=fill,
                stroke=INK,
                stroke_width=1.5,
            ),
            svg_text(
                x + w // 2,
                y + 52,
                fit(chain["name"], w - 20, 20),
                20,
                fill=ink,
                anchor="middle",
                weight=700,
            ),
            svg_text(
                x + w // 2,
                y + 69,
                fit(player_name(names, owner), w - 20, 13),
                13,
                fill=ink,
                anchor="middle",
            ),
        ]
    revenue = say("foodparadise.board.revenue", amount=corner["revenue"])
    parts.append(
        svg_text(x + w // 2, y + 94, fit(revenue, w - 12, 16), 16, anchor="middle", weight=700)
    )
    return parts


def _space_label(view, space, names) -> str:
    what = space_words(view, space["number"])
    if space["kind"] == "corner":
        corner = view["corners"][space["corner"] - 1]
        owner = corner["owner"]
        if owner is None:
            whose = say("foodparadise.board.corner_free")
        else:
            chain = view["seats"][owner]["chain"]
            whose = say(
                "foodparadise.board.corner_of",
                chain=f"{chain['name']} {chain_name(chain)}".strip(),
                name=player_name(names, owner),
            )
        revenue = say("foodparadise.board.revenue", amount=corner["revenue"])
        what = say("foodparadise.board.list_sep").join((what, whose, revenue))
    here = [s["seat"] for s in view["seats"] if s["position"] == space["number"]]
    if here:
        who = say("foodparadise.board.list_sep").join(player_name(names, s) for s in here)
        what += say("foodparadise.board.list_sep") + say(
            "foodparadise.board.tokens_here", names=who
        )
    return say("foodparadise.board.space_label", number=space["number"], what=what)


def _space(view, space, names) -> svg.G:
    number = space["number"]
    x, y, w, h, _ = space_rect(number)
    corner = space["kind"] == "corner"
    parts: list[svg.Element] = [
        svg.Rect(
            x=x,
            y=y,
            width=w,
            height=h,
            fill="#fffaf0" if corner else BOX,
            stroke=BOX_EDGE,
            stroke_width=2,
        )
    ]
    parts += _corner_space(view, space, names) if corner else _small_space(view, space)
    return group(
        _space_label(view, space, names),
        parts,
        ["space", space["kind"]],
        {
            "space": number,
            "kind": space["kind"],
            "ingredient": space["ingredient"],
            "corner": space["corner"],
        },
    )


def _tokens(view, names) -> list[svg.Element]:
    parts: list[svg.Element] = []
    for entry in view["seats"]:
        if entry["position"] is None:
            continue
        seat = entry["seat"]
        cx, cy = token_spot(entry["position"], seat)
        mover = seat == view["mover"] and view["phase"] != "over"
        ring = (
            [svg.Circle(cx=cx, cy=cy, r=15, fill="none", stroke=NOW, stroke_width=3)]
            if mover
            else []
        )
        parts.append(
            group(
                say(
                    "foodparadise.board.token",
                    name=player_name(names, seat),
                    space=entry["position"],
                ),
                ring + token(seat, entry["chain"]["colour"], cx, cy, 12),
                ["token"] + (["mover"] if mover else []),
                {"seat": seat, "space": entry["position"]},
            )
        )
    return parts


def _landing(view, action: PlayCard, names) -> svg.G:
    """A price card's landing space, highlighted and clickable, with its price."""
    mover = view["seats"][view["mover"]]
    to = (mover["position"] + action.steps) % len(view["spaces"])
    x, y, w, h, _ = space_rect(to)
    label = say(
        "foodparadise.board.land",
        price=action.price,
        steps=action.steps,
        space=space_words(view, to),
    )
    tag = f"{action.price:,}"
    tw = max(54, len(tag) * 11 + 12)
    cx, cy = x + w // 2, y + h // 2
    return clickable(
        action,
        label,
        [
            svg.Rect(
                x=x + 3,
                y=y + 3,
                width=w - 6,
                height=h - 6,
                rx=6,
                stroke=HIGHLIGHT,
                stroke_width=5,
                class_=["hit"],
            ),
            svg.Rect(x=cx - tw // 2, y=cy - 14, width=tw, height=28, rx=14, fill=HIGHLIGHT),
            svg_text(cx, cy + 7, tag, 19, fill="#ffffff", anchor="middle", weight=700),
        ],
        ["card", "landing"],
        {"space": to, "price": action.price, "steps": action.steps},
    )


def _corner_choice(view, action: Corner) -> svg.G:
    space = view["corners"][action.corner - 1]["space"]
    x, y, w, h, _ = space_rect(space)
    label = say("foodparadise.board.choose_corner", corner=action.corner)
    return clickable(
        action,
        label,
        [
            svg.Rect(
                x=x + 4,
                y=y + 4,
                width=w - 8,
                height=h - 8,
                rx=8,
                stroke=HIGHLIGHT,
                stroke_width=5,
                class_=["hit"],
            ),
            svg_text(
                x + w // 2,
                y + 126,
                fit(say("foodparadise.board.choose"), w - 12, 17),
                17,
                fill=HIGHLIGHT,
                anchor="middle",
                weight=700,
            ),
        ],
        ["corner-choice"],
        {"corner": action.corner},
    )


def _research_target(view) -> list[svg.Element]:
    research = view.get("research")
    if not research:
        return []
    x, y, w, h, _ = space_rect(research["to"])
    return [
        svg.Rect(
            x=x + 4,
            y=y + 4,
            width=w - 8,
            height=h - 8,
            rx=6,
            fill="none",
            stroke=NOW,
            stroke_width=4,
            stroke_dasharray=[8, 5],
            class_=["research-target"],
        )
    ]


def _die_reach(view) -> list[svg.Element]:
    """Where the die may take the mover: a small face value on each of those spaces
    (not clickable; the die is rolled in the middle of the board)."""
    start = view["seats"][view["mover"]]["position"]
    parts: list[svg.Element] = []
    for value in range(1, 5):
        number = (start + value) % len(view["spaces"])
        if number % (SIDE_SPACES + 1) == 0:  # a corner: beside its sign
            x, y, w, h, _ = space_rect(number)
            cx, cy = x + w - 14, y + 40
        else:  # clear of the tokens, beside the space's number
            x, y, w, h = _content(number)
            cx, cy = x + w - 14, y + 14
        parts.append(
            svg.G(
                class_=["die-reach"],
                data=attrs({"value": value}),
                elements=[
                    svg.Circle(cx=cx, cy=cy, r=11, fill="#ffffff", stroke=NOW, stroke_width=2),
                    svg_text(cx, cy + 5, value, 14, fill=NOW, anchor="middle", weight=700),
                ],
            )
        )
    return parts


_pieces = Memo()


def space_markup(view: dict, space: dict, names: list) -> str:
    """A space as markup, kept under what it shows: the space, its corner's owner and
    revenue, and who stands on it."""
    corner_key = None
    if space["kind"] == "corner":
        corner = view["corners"][space["corner"] - 1]
        owner = corner["owner"]
        chain = view["seats"][owner]["chain"] if owner is not None else {}
        corner_key = (owner, corner["revenue"], tuple(sorted(chain.items())))
    here = tuple(s["seat"] for s in view["seats"] if s["position"] == space["number"])
    key = (tuple(space.items()), corner_key, here, tuple(names))
    return _pieces.get(key, partial(_space, view, space, names))


def track(view: dict, names: list, legal: list) -> list[svg.Element]:
    """What lies on the spaces: the research target, the corners offered, the tokens,
    the die's reach and the price cards' landings."""
    parts: list[svg.Element] = _research_target(view)
    parts += [_corner_choice(view, a) for a in legal if isinstance(a, Corner)]
    parts += _tokens(view, names)
    if Roll() in legal:
        parts += _die_reach(view)
    parts += [_landing(view, a, names) for a in legal if isinstance(a, PlayCard)]
    return parts


def centre_frame() -> svg.Rect:
    return box(CORNER, CORNER, SIZE - 2 * CORNER, SIZE - 2 * CORNER, fill="#fbf5e8", rx=0, width=0)
