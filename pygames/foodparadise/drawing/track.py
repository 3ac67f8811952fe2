"""The track: 36 spaces clockwise from corner 1, each named and drawn in its cell of
the layout (``layout``: round a wide board's edge, or down a tall one's sides):
sources with their ingredient's symbol, the market spaces with theirs, the corners
with the restaurant on them and the revenue; the players' tokens, and the places the
mover can go: a free corner to choose at set-up, the space each playable price card
would land on (clickable), the die's reach, the research target."""

from __future__ import annotations

from functools import partial

import svg
from pygames.core.drawing.board import Memo
from pygames.core.drawing.parts import clickable, group
from pygames.core.drawing.svgtext import attrs
from pygames.core.screen import say
from pygames.foodparadise.actions import Corner, PlayCard, Roll
from pygames.foodparadise.drawing.layout import TOKEN, Cell, F, Layout
from pygames.foodparadise.drawing.pieces import (
    BOX,
    BOX_EDGE,
    CHAIN_COLOURS,
    GREY,
    HIGHLIGHT,
    HIGHLIGHT_INK,
    INK,
    MUTED,
    NOW,
    svg_text,
    token,
    use,
)
from pygames.foodparadise.drawing.words import (
    bold,
    chain_name,
    fit,
    player_name,
    space_words,
    text_width,
    wrap,
)

SYMBOL = {"demand": "fp-market", "research": "fp-research"}
ICON = 40


def _icon_box(cell: Cell) -> tuple[int, int]:
    """Where a small space's symbol stands (its top left)."""
    c = cell.content
    if cell.across:
        return c.x + 8, c.y + c.h - ICON - 4
    return c.x + (c.w - ICON) // 2, c.y + 6


def _small_space(view, space, cell: Cell) -> list[svg.Element]:
    c = cell.content
    kind = space["kind"]
    symbol = f"fp-{space['ingredient']}" if kind == "source" else SYMBOL[kind]
    words = (
        say(f"foodparadise.source.{space['ingredient']}")
        if kind == "source"
        else say(f"foodparadise.board.{kind}")
    )
    ix, iy = _icon_box(cell)
    parts: list[svg.Element] = [
        svg_text(c.x + 5, c.y + F, space["number"], F, fill=MUTED),
        use(symbol, ix, iy, ICON, ICON),
    ]
    if cell.across:  # the words beside the symbol, in the middle of the space
        left = ix + ICON + 6
        lines = wrap(words, c.x + c.w - left - 4, F, 2)
        top = c.y + c.h // 2 + 7 - (len(lines) - 1) * 11
        parts += [svg_text(left, top + n * 22, line, F) for n, line in enumerate(lines)]
        return parts
    lines = wrap(words, c.w - 8, F, 2)
    top = iy + ICON + F
    for n, line in enumerate(lines):
        parts.append(svg_text(c.x + c.w // 2, top + n * 22, line, F, anchor="middle"))
    return parts


def _corner_space(view, space, names, cell: Cell) -> list[svg.Element]:
    x, y, w = cell.x, cell.y, cell.w
    corner = view["corners"][space["corner"] - 1]
    owner = corner["owner"]
    parts: list[svg.Element] = [
        svg_text(
            x + 8,
            y + 24,
            fit(say("foodparadise.board.corner", corner=space["corner"]), bold(w - 44), 22),
            22,
            weight=700,
        ),
        svg_text(x + w - 8, y + 24, space["number"], F, fill=MUTED, anchor="end"),
    ]
    if owner is not None:
        chain = view["seats"][owner]["chain"]
        fill, ink = CHAIN_COLOURS.get(chain["colour"], GREY)
        sign = fit(chain["name"], bold(w - 24), 22)
        room = w - 30 - text_width(sign, 22)
        whose = fit(player_name(names, owner), room, F) if room > 2 * F else ""
        parts += [
            svg.Rect(
                x=x + 6,
                y=y + 32,
                width=w - 12,
                height=38,
                rx=6,
                fill=fill,
                stroke=INK,
                stroke_width=1.5,
            ),
            svg_text(x + 14, y + 58, sign, 22, fill=ink, weight=700),
        ]
        if whose:
            parts.append(svg_text(x + w - 14, y + 58, whose, F, fill=ink, anchor="end"))
    revenue = say("foodparadise.board.revenue", amount=corner["revenue"])
    parts.append(svg_text(x + w // 2, y + 94, fit(revenue, w - 10, F), F, anchor="middle"))
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


def _space(view, space, names, cell: Cell) -> svg.G:
    number = space["number"]
    corner = space["kind"] == "corner"
    parts: list[svg.Element] = [
        svg.Rect(
            x=cell.x,
            y=cell.y,
            width=cell.w,
            height=cell.h,
            fill="#fffaf0" if corner else BOX,
            stroke=BOX_EDGE,
            stroke_width=2,
        )
    ]
    parts += _corner_space(view, space, names, cell) if corner else _small_space(view, space, cell)
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


def _tokens(view, names, lay: Layout) -> list[svg.Element]:
    """The tokens, side by side along their space's strip (a lone one in its middle)."""
    parts: list[svg.Element] = []
    standing = [e for e in view["seats"] if e["position"] is not None]
    for entry in standing:
        seat = entry["seat"]
        here = [e["seat"] for e in standing if e["position"] == entry["position"]]
        cx, cy = lay.cells[entry["position"]].spots(len(here))[here.index(seat)]
        mover = seat == view["mover"] and view["phase"] != "over"
        ring = (
            [svg.Circle(cx=cx, cy=cy, r=TOKEN + 4, fill="none", stroke=NOW, stroke_width=4)]
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
                ring + token(seat, entry["chain"]["colour"], cx, cy, TOKEN),
                ["token"] + (["mover"] if mover else []),
                {"seat": seat, "space": entry["position"]},
            )
        )
    return parts


def _landing(view, action: PlayCard, names, lay: Layout) -> svg.G:
    """A price card's landing space, highlighted and clickable, with its price."""
    mover = view["seats"][view["mover"]]
    to = (mover["position"] + action.steps) % len(view["spaces"])
    cell = lay.cells[to]
    label = say(
        "foodparadise.board.land",
        price=action.price,
        steps=action.steps,
        space=space_words(view, to),
    )
    tag = f"{action.price:,}"
    tw = text_width(tag, 22) + 18
    # over a space's symbol (its name stays in sight), within the space
    if cell.corner:  # over its heading: the owner and the revenue stay in sight
        cx, cy = cell.x + cell.w // 2, cell.y + 20
    elif cell.across:  # over its number and symbol, at the left
        c = cell.content
        cx, cy = c.x + 4 + tw // 2, c.y + c.h // 2
    else:
        ix, iy = _icon_box(cell)
        cx, cy = ix + ICON // 2, iy + ICON // 2
    return clickable(
        action,
        label,
        [
            svg.Rect(
                x=cell.x + 3,
                y=cell.y + 3,
                width=cell.w - 6,
                height=cell.h - 6,
                rx=6,
                stroke=HIGHLIGHT,
                stroke_width=5,
                class_=["hit"],
            ),
            svg.Rect(x=cx - tw // 2, y=cy - 17, width=tw, height=34, rx=17, fill=HIGHLIGHT),
            svg_text(cx, cy + 8, tag, 22, fill="#ffffff", anchor="middle", weight=700),
        ],
        ["card", "landing"],
        {"space": to, "price": action.price, "steps": action.steps},
    )


def _corner_choice(view, action: Corner, lay: Layout) -> svg.G:
    cell = lay.cells[view["corners"][action.corner - 1]["space"]]
    label = say("foodparadise.board.choose_corner", corner=action.corner)
    return clickable(
        action,
        label,
        [
            svg.Rect(
                x=cell.x + 4,
                y=cell.y + 4,
                width=cell.w - 8,
                height=cell.h - 8,
                rx=8,
                stroke=HIGHLIGHT,
                stroke_width=5,
                class_=["hit"],
            ),
            svg_text(
                cell.x + cell.w // 2,
                cell.y + 66,
                fit(say("foodparadise.board.choose"), bold(cell.w - 12), 24),
                24,
                fill=HIGHLIGHT_INK,
                anchor="middle",
                weight=700,
            ),
        ],
        ["corner-choice"],
        {"corner": action.corner},
    )


def _research_target(view, lay: Layout) -> list[svg.Element]:
    research = view.get("research")
    if not research:
        return []
    cell = lay.cells[research["to"]]
    return [
        svg.Rect(
            x=cell.x + 4,
            y=cell.y + 4,
            width=cell.w - 8,
            height=cell.h - 8,
            rx=6,
            fill="none",
            stroke=NOW,
            stroke_width=5,
            stroke_dasharray=[10, 6],
            class_=["research-target"],
        )
    ]


def _die_reach(view, lay: Layout) -> list[svg.Element]:
    """Where the die may take the mover: a small face value on each of those spaces
    (not clickable; the die is rolled in the decision's box), at its symbol's corner
    (a corner's, and a space laid across: over its number)."""
    start = view["seats"][view["mover"]]["position"]
    parts: list[svg.Element] = []
    for value in range(1, 5):
        number = (start + value) % len(view["spaces"])
        cell = lay.cells[number]
        if cell.corner:
            cx, cy = cell.x + cell.w - 18, cell.y + 18
        elif cell.across:  # over its number: its words stay in sight
            cx, cy = cell.content.x + 17, cell.content.y + 17
        else:
            ix, iy = _icon_box(cell)
            cx, cy = ix + ICON + 2, iy + 4
        parts.append(
            svg.G(
                class_=["die-reach"],
                data=attrs({"value": value}),
                elements=[
                    svg.Circle(cx=cx, cy=cy, r=15, fill="#ffffff", stroke=NOW, stroke_width=3),
                    svg_text(cx, cy + 7, value, F, fill=NOW, anchor="middle", weight=700),
                ],
            )
        )
    return parts


_pieces = Memo()


def space_markup(view: dict, space: dict, names: list, lay: Layout) -> str:
    """A space as markup, kept under what it shows: its cell, the space, its corner's
    owner and revenue, and who stands on it."""
    corner_key = None
    if space["kind"] == "corner":
        corner = view["corners"][space["corner"] - 1]
        owner = corner["owner"]
        chain = view["seats"][owner]["chain"] if owner is not None else {}
        corner_key = (owner, corner["revenue"], tuple(sorted(chain.items())))
    here = tuple(s["seat"] for s in view["seats"] if s["position"] == space["number"])
    cell = lay.cells[space["number"]]
    key = (cell, tuple(space.items()), corner_key, here, tuple(names))
    return _pieces.get(key, partial(_space, view, space, names, cell))


def track(view: dict, names: list, legal: list, lay: Layout) -> list[svg.Element]:
    """What lies on the spaces: the research target, the corners offered, the tokens,
    the price cards' landings and the die's reach."""
    parts: list[svg.Element] = _research_target(view, lay)
    parts += [_corner_choice(view, a, lay) for a in legal if isinstance(a, Corner)]
    parts += _tokens(view, names, lay)
    parts += [_landing(view, a, names, lay) for a in legal if isinstance(a, PlayCard)]
    if Roll() in legal:  # over the landings: a space both may reach shows both
        parts += _die_reach(view, lay)
    return parts
