"""Food Tycoon as SVG: the table (``draw_board``).

Top to bottom: round, phase and host; the supply (five ingredient piles, the recipe and
event decks); the fame track, a lane per player up to the fame that ends the game; this
round's lots (dice, ingredient cards, the face-up recipe, the face-down event, buyer and
price); the bids for the lot being auctioned; each player's money, ingredient cards,
recipe hand size, dishes by colour and fame; the last event turned and what it did.

Laid out in integer units in a ``viewBox`` ``WIDTH`` wide (the height follows the player
count), so it scales from a phone to a projector and the output is deterministic. Pieces
drawn many times (dice faces, ingredient cards, card backs, the coin) are ``<symbol>``s
placed with ``<use>``. Colour is never the only cue: ingredient cards carry their
letter, dishes their colour's initial, player markers their seat number. No hand is
ever drawn, only how many recipes each player holds. The one clickable thing is the
next lot's slot while the host may roll (``data-action="roll"``); every other decision
is made beside the table (``ui/games/foodtycoon.py``). Every text a player reads is in
``TEXT`` (the app translates it; ``say("foodtycoon.board.lang")`` picks the language of the data's own
names) and reaches the markup through ``pygames.core.svgtext``.
"""

from __future__ import annotations

import svg
from pygames.core.screen import say
from pygames.core.svgtext import attrs, text, title
from pygames.foodtycoon import names as words
from pygames.foodtycoon.actions import Roll
from pygames.foodtycoon.data import (
    COLOURS,
    INGREDIENT_CARD_COLOURS,
    INGREDIENTS,
    RECIPE_INDEX,
    RECIPES,
    SIX,
)

WIDTH = 800
PAD = 16
INNER = WIDTH - 2 * PAD
GAP = 12

INK = "#2a1d16"
PAPER = "#f6eedd"
BOX = "#ffffff"
BOX_EDGE = "#cdbd9f"
MUTED = "#6b5d50"
NOW = "#25507a"  # the lot being auctioned, the player to move
FOCUS = "#e0115f"
DIE_FACE, SIX_FACE, SIX_PIP = "#ffffff", "#2a1d16", "#f2c94c"

# Card colours (the ingredient cards' backs and the recipes' colours): (fill, ink).
CARD = {
    "yellow": ("#f2c94c", INK),
    "red": ("#c8362e", "#ffffff"),
    "green": ("#3f8f46", "#ffffff"),
    "blue": ("#2d6cb5", "#ffffff"),
    "white": ("#fffdf7", INK),
}
# Seat markers (fill, ink); each also carries the seat number.
SEATS = (
    ("#1f6fc5", "#ffffff"),
    ("#e0630f", INK),
    ("#0f9d6e", "#ffffff"),
    ("#b45fa0", "#ffffff"),
    ("#f2d21b", INK),
    ("#4a4a4a", "#ffffff"),
)
RECIPE_BACK, EVENT_BACK = "#8c2f1b", "#3b2f63"

STYLE = """
.ft-board .legal { cursor: pointer; outline: none; }
.ft-board .legal:hover .hit, .ft-board .legal:focus .hit { stroke: #e0115f; stroke-width: 5; fill: #fff6cc; }
.ft-board .legal:focus-visible .hit { stroke-width: 8; }
"""

# Where a die face's pips go in its 40-unit box.
PIPS = {
    1: ((20, 20),),
    2: ((11, 11), (29, 29)),
    3: ((11, 11), (20, 20), (29, 29)),
    4: ((11, 11), (29, 11), (11, 29), (29, 29)),
    5: ((11, 11), (29, 11), (20, 20), (11, 29), (29, 29)),
    6: ((11, 10), (11, 20), (11, 30), (29, 10), (29, 20), (29, 30)),
}


# -- words -------------------------------------------------------------------------------


def ingredient_name(kind: int) -> str:
    return words.ingredient(kind).render()


def recipe_name(key: str) -> str:
    return say(f"foodtycoon.recipe.{key}")


def event_name(key: str) -> str:
    return say(f"foodtycoon.event.{key}")


def cards_text(counts) -> str:
    """ "2 × grain, 1 × egg": ingredient counts in words."""
    return words.cards(counts).render()


def recipe_label(key: str) -> str:
    recipe = RECIPES[RECIPE_INDEX[key]]
    return say(
        "foodtycoon.board.recipe_card",
        recipe=recipe_name(key),
        colour=words.colour(recipe.colour),
        needs=cards_text(recipe.needs),
        fame=recipe.fame,
        bags=recipe.bags,
    )


def player_name(seats, seat) -> str:
    if isinstance(seat, int) and 0 <= seat < len(seats):
        return str(seats[seat])
    return say("foodtycoon.board.player", n=seat + 1 if isinstance(seat, int) else "?")


# -- text in boxes ---------------------------------------------------------------------------


def _wide(ch: str) -> bool:
    return ord(ch) >= 0x2E80  # CJK and full-width forms


def text_width(value: str, size: int) -> int:
    """About how wide ``value`` is at ``size`` (CJK a full em, other characters 0.6)."""
    return sum(size if _wide(ch) else size * 3 // 5 for ch in value)


def fit(value: str, width: int, size: int) -> str:
    """``value`` cut to ``width`` with an ellipsis (names can be long)."""
    value = str(value)
    if text_width(value, size) <= width:
        return value
    while value and text_width(value + "…", size) > width:
        value = value[:-1]
    return value + "…"


def wrap(value: str, width: int, size: int, lines: int) -> list[str]:
    """``value`` broken into at most ``lines`` lines of ``width``: at spaces, or
    anywhere between CJK characters; the last line is cut if need be."""
    out: list[str] = []
    rest = str(value)
    while rest and len(out) < lines:
        if text_width(rest, size) <= width or len(out) == lines - 1:
            out.append(fit(rest, width, size))
            break
        cut = 1
        while cut < len(rest) and text_width(rest[: cut + 1], size) <= width:
            cut += 1
        space = rest.rfind(" ", 0, cut + 1)
        if space > 0 and not _wide(rest[cut - 1]):
            cut = space
        out.append(rest[:cut].rstrip())
        rest = rest[cut:].lstrip()
    return out


def _text(x, y, value, size, *, fill=INK, anchor=None, weight=None, classes=None) -> svg.Text:
    return svg.Text(
        x=x,
        y=y,
        text=text(value),
        font_size=size,
        fill=fill,
        text_anchor=anchor,
        font_weight=weight,
        class_=classes,
    )


def _box(x, y, w, h, *, fill=BOX, stroke=BOX_EDGE, width=2, dash=None, classes=None) -> svg.Rect:
    return svg.Rect(
        x=x,
        y=y,
        width=w,
        height=h,
        rx=10,
        fill=fill,
        stroke=stroke,
        stroke_width=width,
        stroke_dasharray=dash,
        class_=classes,
    )


def _use(symbol: str, x, y, w, h, *, opacity=None) -> svg.Use:
    return svg.Use(href=f"#{symbol}", x=x, y=y, width=w, height=h, opacity=opacity)


def _group(label: str, elements: list, classes: list[str], data: dict | None = None) -> svg.G:
    """A part of the table with an accessible name (and a tooltip)."""
    return svg.G(
        class_=classes,
        data=attrs(data or {}),
        extra=attrs({"role": "img", "aria-label": label}),
        elements=[title(label)] + elements,
    )


# -- the pieces, defined once ------------------------------------------------------------------


def _symbols() -> list[svg.Element]:
    parts: list[svg.Element] = []
    for face, pips in PIPS.items():
        six = face == SIX
        parts.append(
            svg.Symbol(
                id=f"ft-die-{face}",
                viewBox=svg.ViewBoxSpec(0, 0, 40, 40),
                elements=[
                    svg.Rect(
                        x=1,
                        y=1,
                        width=38,
                        height=38,
                        rx=7,
                        fill=SIX_FACE if six else DIE_FACE,
                        stroke=INK,
                        stroke_width=2,
                    ),
                    *[
                        svg.Circle(cx=px, cy=py, r=4, fill=SIX_PIP if six else INK)
                        for px, py in pips
                    ],
                ],
            )
        )
    for kind, colour in enumerate(INGREDIENT_CARD_COLOURS):
        fill, ink = CARD[colour]
        parts.append(
            svg.Symbol(
                id=f"ft-card-{kind}",
                viewBox=svg.ViewBoxSpec(0, 0, 36, 50),
                elements=[
                    svg.Rect(
                        x=1, y=1, width=34, height=48, rx=5, fill=fill, stroke=INK, stroke_width=1.5
                    ),
                    svg.Text(
                        x=18,
                        y=19,
                        text=text(say(f"foodtycoon.letter.{INGREDIENTS[kind]}")),
                        font_size=15,
                        fill=ink,
                        text_anchor="middle",
                    ),
                ],
            )
        )
    for name, fill, mark in (("recipe", RECIPE_BACK, "♨"), ("event", EVENT_BACK, "?")):
        parts.append(
            svg.Symbol(
                id=f"ft-back-{name}",
                viewBox=svg.ViewBoxSpec(0, 0, 36, 50),
                elements=[
                    svg.Rect(
                        x=1, y=1, width=34, height=48, rx=5, fill=fill, stroke=INK, stroke_width=1.5
                    ),
                    svg.Rect(
                        x=5,
                        y=5,
                        width=26,
                        height=40,
                        rx=3,
                        fill="none",
                        stroke="#ffffff",
                        stroke_width=1.5,
                        stroke_opacity=0.6,
                    ),
                    svg.Text(
                        x=18,
                        y=33,
                        text=text(mark),
                        font_size=20,
                        fill="#ffffff",
                        text_anchor="middle",
                    ),
                ],
            )
        )
    parts.append(
        svg.Symbol(
            id="ft-coin",
            viewBox=svg.ViewBoxSpec(0, 0, 32, 32),
            elements=[
                svg.Circle(cx=16, cy=16, r=14, fill="#e8b923", stroke="#8a6a00", stroke_width=2),
                svg.Circle(cx=16, cy=16, r=9, fill="none", stroke="#8a6a00", stroke_width=1.5),
            ],
        )
    )
    return parts


def _card(kind: int, count: int, x: int, y: int, w: int = 36) -> list[svg.Element]:
    """An ingredient card (its letter on top) with a count on it."""
    h = w * 50 // 36
    ink = CARD[INGREDIENT_CARD_COLOURS[kind]][1]
    return [
        _use(f"ft-card-{kind}", x, y, w, h, opacity=None if count else 0.35),
        _text(x + w // 2, y + h - h // 7, count, w * 2 // 3, fill=ink, anchor="middle"),
    ]


def _marker(seat: int, cx: int, cy: int, r: int) -> list[svg.Element]:
    fill, ink = SEATS[seat % len(SEATS)]
    return [
        svg.Circle(cx=cx, cy=cy, r=r, fill=fill, stroke=INK, stroke_width=2),
        _text(cx, cy + r * 2 // 5 + 1, seat + 1, r * 6 // 5, fill=ink, anchor="middle"),
    ]


# -- the sections, top to bottom; each returns (elements, height) -----------------------------------


def _header(view, y, names, legal):
    phase = say(f"foodtycoon.board.phase.{view['phase']}")
    line = say("foodtycoon.board.item_sep").join(
        (say("foodtycoon.board.round", round=view["round"]), phase)
    )
    host = say("foodtycoon.board.host", name=fit(player_name(names, view["host"]), 220, 22))
    return [
        _text(PAD, y + 28, fit(line, INNER - 290, 26), 26, weight=700, classes=["headline"]),
        _text(WIDTH - PAD, y + 28, host, 22, anchor="end", weight=700, classes=["host"]),
    ], 40


def _supply(view, y, names, legal):
    slot = INNER // 7
    parts = []
    for kind, count in enumerate(view["piles"]):
        x = PAD + kind * slot
        label = say("foodtycoon.board.pile", ingredient=ingredient_name(kind), n=count)
        parts.append(
            _group(
                label,
                [
                    _use(f"ft-card-{kind}", x + 6, y, 46, 64, opacity=None if count else 0.35),
                    _text(x + 56, y + 44, count, 28, weight=700),
                    _text(
                        x + slot // 2,
                        y + 90,
                        fit(ingredient_name(kind), slot - 6, 19),
                        19,
                        anchor="middle",
                    ),
                ],
                ["pile", INGREDIENTS[kind]],
                {"count": count},
            )
        )
    discards = view["recipe_discard"]
    top = say("foodtycoon.board.top_discard", recipe=recipe_name(discards[-1])) if discards else ""
    for n, (name, count, thrown, label) in enumerate(
        (
            (
                "recipe",
                view["recipe_deck"],
                len(discards),
                say(
                    "foodtycoon.board.recipe_deck",
                    n=view["recipe_deck"],
                    discards=len(discards),
                    top=top,
                ),
            ),
            (
                "event",
                view["event_deck"],
                len(view["event_discard"]),
                say(
                    "foodtycoon.board.event_deck",
                    n=view["event_deck"],
                    discards=len(view["event_discard"]),
                ),
            ),
        )
    ):
        x = PAD + (5 + n) * slot
        parts.append(
            _group(
                label,
                [
                    _use(f"ft-back-{name}", x + 6, y, 46, 64),
                    _text(x + 56, y + 44, count, 28, weight=700),
                    _text(
                        x + slot // 2,
                        y + 90,
                        fit(say(f"foodtycoon.board.{name}s"), slot - 6, 19),
                        19,
                        anchor="middle",
                    ),
                    _text(
                        x + slot // 2,
                        y + 112,
                        fit(say("foodtycoon.board.discards", n=thrown), slot, 16),
                        16,
                        fill=MUTED,
                        anchor="middle",
                    ),
                ],
                ["deck", name],
                {"count": count},
            )
        )
    return parts, 118


def _fame_track(view, y, names, legal):
    target, players = int(view["target"]), view["players"]
    cell, lane, top = (INNER - 56) // (target + 1), 28, y + 52
    parts: list[svg.Element] = [
        _text(PAD, y + 22, say("foodtycoon.board.fame"), 22, weight=700),
        _text(
            WIDTH - PAD,
            y + 22,
            say("foodtycoon.board.target", target=target),
            19,
            fill=MUTED,
            anchor="end",
        ),
    ]
    for value in range(target + 1):
        x = PAD + value * cell
        last = value == target
        parts += [
            svg.Rect(
                x=x,
                y=top,
                width=cell - 2,
                height=players * lane + 6,
                rx=4,
                fill="#f2c94c" if last else ("#efe5d2" if value % 2 else "#faf5ea"),
                stroke=BOX_EDGE,
                stroke_width=1,
            ),
            _text(
                x + cell // 2,
                top - 8,
                f"{value}★" if last else value,
                17 if cell > 40 else 15,
                fill=INK if last else MUTED,
                anchor="middle",
                weight=700 if last else None,
            ),
        ]
    for seat in range(players):
        fame = int(view["fame"][seat])
        cy = top + 3 + seat * lane + lane // 2
        cx = PAD + min(fame, target) * cell + cell // 2 - 1
        label = say("foodtycoon.board.fame_marker", name=player_name(names, seat), fame=fame)
        parts.append(
            _group(
                label,
                [
                    *_marker(seat, cx, cy, 12),
                    _text(WIDTH - PAD, cy + 8, fame, 22, anchor="end", weight=700),
                ],
                ["fame-marker", f"seat-{seat}"],
                {"seat": seat, "fame": fame},
            )
        )
    return parts, 52 + players * lane + 6


def lot_contents(lot) -> str:
    """What a lot holds, in words (face-down events unnamed)."""
    parts = [cards_text(lot["ingredients"])]
    if any(lot["chosen"]):
        parts.append(say("foodtycoon.board.host_choice", list=cards_text(lot["chosen"])))
    if lot["pending"]:
        parts.append(say("foodtycoon.board.pending", n=lot["pending"]))
    if lot["recipe"]:
        parts.append(recipe_label(lot["recipe"]))
    if lot["turned"]:
        parts.append(say("foodtycoon.board.event_turned", event=event_name(lot["turned"])))
    elif lot["event"]:
        parts.append(say("foodtycoon.board.event_down"))
    return say("foodtycoon.board.item_sep").join(parts)


def _lot_status(view, index, lot, names, width: int) -> tuple[str, str]:
    """(status word, the line under it) of a lot; names are cut to fit ``width``."""
    status = lot["status"]
    if status == "sold":
        name = fit(player_name(names, lot["buyer"]), width // 2, 19)
        return say("foodtycoon.board.status.sold"), say(
            "foodtycoon.board.sold_to", name=name, price=lot["price"]
        )
    if status in ("unsold", "removed"):
        return say(f"foodtycoon.board.status.{status}"), ""
    if lot["pending"]:
        return say("foodtycoon.board.status.pending"), ""
    if view.get("lot") == index and view.get("auction"):
        auction = view["auction"]
        name = fit(player_name(names, auction["bidder"]), width // 2, 19)
        line = (
            say("foodtycoon.board.high", amount=auction["high"], name=name)
            if auction["bidder"] is not None
            else say("foodtycoon.board.no_bid")
        )
        return say("foodtycoon.board.status.now"), line
    order = view.get("order") or []
    ordered = order != list(range(len(order)))
    line = (
        say("foodtycoon.board.order", n=order.index(index) + 1)
        if index in order and ordered
        else ""
    )
    return say("foodtycoon.board.status.waiting"), line


def _lot(view, index, lot, x, y, w, h, names) -> svg.G:
    now = view.get("lot") == index and bool(view.get("auction"))
    gone = lot["status"] in ("unsold", "removed")
    word, line = _lot_status(view, index, lot, names, w - 24)
    parts: list[svg.Element] = [
        _box(
            x,
            y,
            w,
            h,
            stroke=NOW if now else BOX_EDGE,
            width=6 if now else 2,
            fill="#eee8dc" if gone else BOX,
            dash=[10, 6] if gone else None,
        ),
        _text(x + 12, y + 30, say("foodtycoon.board.lot", n=index + 1), 24, weight=700),
    ]
    die = min(44, (w - 24 - 3 * 6) // 4)
    for n, face in enumerate(lot["dice"]):
        meaning = say("foodtycoon.board.six") if face == SIX else ingredient_name(face - 1)
        parts.append(
            svg.G(
                class_=["die"],
                elements=[
                    title(say("foodtycoon.board.die", face=face, meaning=meaning)),
                    _use(f"ft-die-{face}", x + 12 + n * (die + 6), y + 42, die, die),
                ],
            )
        )
    kinds = [k for k, count in enumerate(lot["ingredients"]) if count]
    card_w = min(40, (w - 24 - 4 * 6) // 5)
    for n, kind in enumerate(kinds):
        parts += _card(kind, lot["ingredients"][kind], x + 12 + n * (card_w + 6), y + 94, card_w)
    note = (
        say("foodtycoon.board.pending", n=lot["pending"])
        if lot["pending"]
        else ""
        if kinds
        else say("foodtycoon.board.no_ingredients")
    )
    if note:
        parts.append(
            _text(
                x + 12,
                y + 124 if not kinds else y + 94 + card_w * 50 // 36 + 18,
                fit(note, w - 24, 18),
                18,
                fill=MUTED,
            )
        )
    cy = y + 158
    if lot["recipe"]:
        recipe = RECIPES[RECIPE_INDEX[lot["recipe"]]]
        fill, ink = CARD[COLOURS[recipe.colour]]
        needs = "".join(
            say(f"foodtycoon.letter.{INGREDIENTS[k]}") * n for k, n in enumerate(recipe.needs)
        )
        parts += [
            svg.Rect(
                x=x + 12,
                y=cy,
                width=w - 24,
                height=56,
                rx=6,
                fill=fill,
                stroke=INK,
                stroke_width=1.5,
            ),
            _text(
                x + 20,
                cy + 23,
                fit(recipe_name(lot["recipe"]), w - 40, 19),
                19,
                fill=ink,
                weight=700,
            ),
            _text(
                x + 20,
                cy + 47,
                fit(
                    f"{say(f'foodtycoon.colour_letter.{COLOURS[recipe.colour]}')} · {needs} · ★{recipe.fame}",
                    w - 40,
                    18,
                ),
                18,
                fill=ink,
            ),
        ]
    if lot["event"]:
        ey = cy + 62
        if lot["turned"]:
            parts += [
                svg.Rect(
                    x=x + 12,
                    y=ey,
                    width=w - 24,
                    height=34,
                    rx=6,
                    fill="#efeaf8",
                    stroke=EVENT_BACK,
                    stroke_width=2,
                ),
                _text(
                    x + 20,
                    ey + 24,
                    fit(event_name(lot["turned"]), w - 40, 19),
                    19,
                    fill=EVENT_BACK,
                    weight=700,
                ),
            ]
        else:
            parts += [
                _use("ft-back-event", x + 12, ey, 24, 34),
                _text(
                    x + 44,
                    ey + 24,
                    fit(say("foodtycoon.board.event_card"), w - 56, 19),
                    19,
                    fill=EVENT_BACK,
                    weight=700,
                ),
            ]
    parts.append(
        _text(
            x + 12,
            y + h - 42,
            fit(word, w - 24, 19),
            19,
            weight=700,
            fill=NOW if now else MUTED,
            classes=["status"],
        )
    )
    if line:
        parts.append(
            _text(
                x + 12,
                y + h - 14,
                fit(line, w - 24, 19),
                19,
                weight=700 if now else None,
                classes=["line"],
            )
        )
    label = say(
        "foodtycoon.board.lot_label",
        n=index + 1,
        contents=lot_contents(lot),
        status=say("foodtycoon.board.item_sep").join(p for p in (word, line) if p),
    )
    return _group(
        label,
        parts,
        ["lot", lot["status"]] + (["now"] if now else []),
        {
            "lot": index + 1,
            "status": lot["status"],
            "buyer": lot["buyer"],
            "price": lot["price"] if lot["status"] == "sold" else None,
        },
    )


def _empty_lot(index, x, y, w, h, rollable: bool) -> svg.G:
    label = say("foodtycoon.board.lot", n=index + 1)
    parts: list[svg.Element] = [
        _box(
            x,
            y,
            w,
            h,
            fill="none" if not rollable else BOX,
            dash=[10, 6],
            stroke=MUTED if rollable else BOX_EDGE,
            width=3 if rollable else 2,
            classes=["hit"] if rollable else None,
        ),
        _text(x + 12, y + 30, label, 24, weight=700, fill=INK if rollable else MUTED),
    ]
    if not rollable:
        parts.append(
            _text(
                x + 12, y + 62, fit(say("foodtycoon.board.not_rolled"), w - 24, 18), 18, fill=MUTED
            )
        )
        return svg.G(class_=["lot", "empty"], data=attrs({"lot": index + 1}), elements=parts)
    parts += [
        _use("ft-die-6", x + 12, y + 42, 40, 40),
        _use("ft-die-3", x + 58, y + 42, 40, 40),
        _text(x + 12, y + 106, fit(say("foodtycoon.board.roll"), w - 24, 22), 22, weight=700),
    ]
    return svg.G(
        class_=["lot", "empty", "legal", "roll"],
        data=attrs({"action": "roll", "lot": index + 1}),
        tabindex=0,
        extra=attrs(
            {"role": "button", "aria-label": say("foodtycoon.board.roll_label", n=index + 1)}
        ),
        elements=[title(say("foodtycoon.board.roll_label", n=index + 1))] + parts,
    )


def _lots(view, y, names, legal):
    count = max(int(view["lots_per_round"]), len(view["lots"]))
    w = (INNER - GAP * (count - 1)) // count
    h = 316 if view["lots"] else 120  # nothing rolled yet: the empty slots stay low
    parts = []
    for index in range(count):
        x = PAD + index * (w + GAP)
        if index < len(view["lots"]):
            parts.append(_lot(view, index, view["lots"][index], x, y, w, h, names))
        else:
            parts.append(_empty_lot(index, x, y, w, h, bool(legal) and index == len(view["lots"])))
    return parts, h


def _bids(view, y, names, legal):
    auction = view.get("auction")
    if not auction or view.get("lot") is None:
        return [], 0
    head = say("foodtycoon.board.bids", n=view["lot"] + 1)
    high = (
        say(
            "foodtycoon.board.high",
            amount=auction["high"],
            name=player_name(names, auction["bidder"]),
        )
        if auction["bidder"] is not None
        else say("foodtycoon.board.no_bid")
    )
    parts: list[svg.Element] = [
        _text(
            PAD + 14,
            y + 30,
            fit(head + say("foodtycoon.board.item_sep") + high, INNER - 28, 22),
            22,
            weight=700,
            classes=["high"],
        )
    ]
    entries = auction["bids"]
    shown = entries[-18:]
    chips = []
    if len(entries) > len(shown):
        chips.append(
            (None, say("foodtycoon.board.earlier", n=len(entries) - len(shown)), "earlier")
        )
    for seat, amount, forced in shown:
        name = fit(player_name(names, seat), 150, 18)
        if amount is not None:
            chips.append((seat, say("foodtycoon.board.bid_entry", name=name, amount=amount), "bid"))
        else:
            chips.append(
                (
                    seat,
                    say(
                        "foodtycoon.board." + ("forced_entry" if forced else "pass_entry"),
                        name=name,
                    ),
                    "forced" if forced else "pass",
                )
            )
    cx, cy = PAD + 14, y + 46
    for seat, label, kind in chips:
        w = text_width(label, 20) + (46 if seat is not None else 22)
        if cx + w > WIDTH - PAD - 14:
            cx, cy = PAD + 14, cy + 40
        element: list[svg.Element] = [
            svg.Rect(
                x=cx,
                y=cy,
                width=w,
                height=32,
                rx=16,
                fill=BOX if kind == "bid" else "#eee8dc",
                stroke=INK if kind == "bid" else BOX_EDGE,
                stroke_width=2,
                stroke_dasharray=[5, 4] if kind == "forced" else None,
            )
        ]
        if seat is not None:
            element += _marker(seat, cx + 16, cy + 16, 11)
        element.append(
            _text(
                cx + (34 if seat is not None else 10),
                cy + 22,
                label,
                18,
                weight=700 if kind == "bid" else None,
                fill=INK if kind == "bid" else MUTED,
            )
        )
        parts.append(svg.G(class_=["bid", kind], elements=element))
        cx += w + 8
    height = cy + 32 + 12 - y
    return [_box(PAD, y, INNER, height, stroke=NOW, width=3), *parts], height


def _player(view, seat, x, y, w, names) -> svg.G:
    name = player_name(names, seat)
    moving = seat in (view.get("to_move") or [])
    host = seat == view["host"]
    fame = int(view["fame"][seat])
    parts: list[svg.Element] = [
        _box(x, y, w, 146, stroke=NOW if moving else BOX_EDGE, width=5 if moving else 2),
        *_marker(seat, x + 26, y + 28, 16),
    ]
    badges = 0
    if host:
        badges = text_width(say("foodtycoon.board.host_badge"), 16) + 16
        parts += [
            svg.Rect(x=x + w - 84 - badges, y=y + 12, width=badges, height=26, rx=13, fill=INK),
            _text(
                x + w - 84 - badges // 2,
                y + 31,
                say("foodtycoon.board.host_badge"),
                16,
                fill="#ffffff",
                anchor="middle",
                classes=["host"],
            ),
        ]
    shown = ("▶ " if moving else "") + name
    parts += [
        _text(x + 50, y + 37, fit(shown, w - 150 - badges, 25), 25, weight=700, classes=["name"]),
        _text(x + w - 12, y + 38, f"★{fame}", 28, anchor="end", weight=700, classes=["fame"]),
    ]
    money, hand = view["money"][seat], view["hand_sizes"][seat]
    parts += [
        svg.G(
            elements=[
                title(say("foodtycoon.board.money", name=name, money=money)),
                _use("ft-coin", x + 12, y + 56, 30, 30),
                _text(x + 48, y + 80, money, 26, weight=700, classes=["money"]),
            ]
        ),
        svg.G(
            elements=[
                title(say("foodtycoon.board.hand", name=name, n=hand)),
                _use("ft-back-recipe", x + 100, y + 52, 27, 38),
                _text(x + 130, y + 80, f"×{hand}", 22, classes=["hand-size"]),
            ]
        ),
    ]
    held = view["ingredients"][seat]
    cards: list[svg.Element] = [
        title(say("foodtycoon.board.ingredients", name=name, list=cards_text(held)))
    ]
    for kind, count in enumerate(held):
        cards += _card(kind, count, x + w - 12 - 34 - (4 - kind) * 39, y + 50, 34)
    parts.append(svg.G(class_=["ingredients"], elements=cards))
    dishes = view["dishes"][seat]
    listed = say("foodtycoon.board.list_sep").join(recipe_name(key) for key in dishes) or say(
        "foodtycoon.board.no_dishes"
    )
    dish_parts: list[svg.Element] = [title(say("foodtycoon.board.dishes", name=name, list=listed))]
    colours = [RECIPES[RECIPE_INDEX[key]].colour for key in dishes]
    for colour, count in enumerate(colours.count(c) for c in range(len(COLOURS))):
        fill, ink = CARD[COLOURS[colour]]
        dx = x + 12 + colour * 54
        dish_parts += [
            svg.Rect(
                x=dx,
                y=y + 104,
                width=48,
                height=32,
                rx=6,
                fill=fill,
                stroke=INK,
                stroke_width=1.5,
                opacity=None if count else 0.3,
            ),
            _text(
                dx + 24,
                y + 127,
                f"{say(f'foodtycoon.colour_letter.{COLOURS[colour]}')} {count}",
                18,
                fill=ink,
                anchor="middle",
                weight=700,
            ),
        ]
    bonus = sum(view["fame_parts"][seat][1:]) if view.get("fame_parts") else 0
    if bonus:
        dish_parts.append(
            _text(
                x + w - 12,
                y + 127,
                say("foodtycoon.board.bonus", n=bonus),
                18,
                anchor="end",
                weight=700,
            )
        )
    parts.append(svg.G(class_=["dishes"], elements=dish_parts))
    return svg.G(
        class_=["player", f"seat-{seat}"] + (["to-move"] if moving else []),
        data=attrs({"seat": seat, "money": money, "fame": fame, "hand": hand}),
        elements=parts,
    )


def _players(view, y, names, legal):
    w = (INNER - GAP) // 2
    parts = []
    for seat in range(view["players"]):
        row, col = divmod(seat, 2)
        parts.append(_player(view, seat, PAD + col * (w + GAP), y + row * (146 + GAP), w, names))
    rows = (view["players"] + 1) // 2
    return parts, rows * 146 + (rows - 1) * GAP


def _changes(last, names) -> str:
    found = []
    for seat, money in enumerate(last["money"]):
        said = []
        if money:
            said.append(say("foodtycoon.board.change_money", delta=f"{money:+d}"))
        for kind, delta in enumerate(last["ingredients"][seat]):
            if delta:
                said.append(
                    say(
                        "foodtycoon.board.change_cards",
                        delta=f"{delta:+d}",
                        ingredient=ingredient_name(kind),
                    )
                )
        if last["recipes"][seat]:
            said.append(say("foodtycoon.board.change_recipes", delta=f"{last['recipes'][seat]:+d}"))
        if said:
            found.append(
                f"{fit(player_name(names, seat), 160, 19)} "
                + say("foodtycoon.board.list_sep").join(said)
            )
    return (
        say("foodtycoon.board.changes", list=say("foodtycoon.board.item_sep").join(found))
        if found
        else say("foodtycoon.board.no_change")
    )


def _last_event(view, y, names, legal):
    last = view.get("last_event")
    if not last:
        return [], 0
    head = say("foodtycoon.board.last_event", event=event_name(last["event"]))
    buyer = say("foodtycoon.board.bought_by", name=fit(player_name(names, last["buyer"]), 200, 22))
    lines = wrap(words.effect(last["event"]).render(), INNER - 28, 19, 2) + wrap(
        _changes(last, names), INNER - 28, 19, 3
    )
    parts: list[svg.Element] = [
        _use("ft-back-event", PAD + 12, y + 10, 22, 31),
        _text(
            PAD + 44,
            y + 33,
            fit(head + say("foodtycoon.board.item_sep") + buyer, INNER - 60, 22),
            22,
            weight=700,
        ),
    ]
    parts += [_text(PAD + 14, y + 64 + 26 * n, line, 19) for n, line in enumerate(lines)]
    height = 50 + 26 * len(lines) + 8
    label = f"{head} ({buyer}). {' '.join(lines)}"
    return [
        _group(
            label,
            [_box(PAD, y, INNER, height, fill="#f4f0fb", stroke=EVENT_BACK), *parts],
            ["last-event"],
            {"event": last["event"]},
        )
    ], height


SECTIONS = (_header, _supply, _fame_track, _lots, _bids, _players, _last_event)


def draw_board(view: dict, *, legal=(), names: list[str] | None = None) -> svg.SVG:
    """The table for ``game.view(...)``. ``legal`` holds the actions offered: of them
    only the roll is drawn, as the next lot's clickable slot. ``names`` are the seats'
    player names."""
    legal = [action for action in legal if isinstance(action, Roll)]
    names = list(names or [])
    parts: list[svg.Element] = []
    y = PAD
    for section in SECTIONS:
        elements, height = section(view, y, names, legal)
        if height:
            parts += elements
            y += height + GAP
    height = y - GAP + PAD
    return svg.SVG(
        viewBox=svg.ViewBoxSpec(0, 0, WIDTH, height),
        class_=["ft-board"],
        style="font-family: system-ui, 'Segoe UI', Roboto, 'Noto Sans TC', 'Noto Sans JP', sans-serif",
        elements=[
            svg.Defs(elements=[svg.Style(text=STYLE)] + _symbols()),
            svg.Rect(x=0, y=0, width=WIDTH, height=height, rx=20, fill=PAPER),
            *parts,
        ],
        extra=attrs({"role": "group", "aria-label": say("foodtycoon.board.board")}),
    )
