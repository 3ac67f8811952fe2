"""The middle of the board: the face-up market demand, the two decks, the bank's
ingredients, and the decision of the moment (the die to roll, the ingredient on offer
with buy and decline, research or stay, the winner), each legal action a button. When
the buyer chooses whose token to take (FP11), the box says so where the buy button
stands, and the players it may take from are the buttons (``players``)."""

from __future__ import annotations

import svg
from pygames.core.drawing.parts import clickable, group
from pygames.core.screen import say
from pygames.foodparadise.actions import Buy, Decline, Research, Roll, Stay
from pygames.foodparadise.drawing.pieces import (
    BOX_EDGE,
    CORNER,
    HIGHLIGHT,
    INK,
    MUTED,
    NOW,
    SIZE,
    box,
    icon,
    svg_text,
    use,
)
from pygames.foodparadise.drawing.words import (
    counts_words,
    fit,
    ingredient_name,
    player_name,
    space_words,
    wrap,
)

LEFT = CORNER + 14
INNER = SIZE - 2 * CORNER - 28
TOP = CORNER + 14
ROW = 196  # the first row: demand, decks, the decision
SUPPLY_TOP = TOP + ROW + 10
SUPPLY_HEIGHT = 62
PLAYERS_TOP = SUPPLY_TOP + SUPPLY_HEIGHT + 10


def _demand(view) -> svg.G:
    kind = view["demand"]
    x, y, w, h = LEFT, TOP, 156, ROW
    label = say("foodparadise.board.demand_card", kind=ingredient_name(kind))
    return group(
        label,
        [
            box(x, y, w, h, stroke=INK, width=3),
            use("fp-market", x + 8, y + 8, 30, 30),
            *[
                svg_text(x + 44, y + 24 + n * 17, line, 15, weight=700)
                for n, line in enumerate(
                    wrap(say("foodparadise.board.market_wants"), w - 52, 15, 2)
                )
            ],
            icon(kind, x + (w - 84) // 2, y + 52, 84),
            svg_text(
                x + w // 2,
                y + 160,
                fit(ingredient_name(kind), w - 12, 20),
                20,
                anchor="middle",
                weight=700,
            ),
            svg_text(
                x + w // 2,
                y + 184,
                fit(say("foodparadise.board.demand_deck", n=view["demand_deck"]), w - 12, 14),
                14,
                fill=MUTED,
                anchor="middle",
            ),
        ],
        ["demand-card"],
        {"ingredient": kind, "deck": view["demand_deck"]},
    )


def _price_deck(view) -> svg.G:
    x, y, w, h = LEFT + 166, TOP, 110, ROW
    count = view["price_deck"]
    label = say("foodparadise.board.price_deck", n=count)
    return group(
        label,
        [
            box(x, y, w, h),
            use("fp-card", x + 15, y + 14, 80, 80, opacity=None if count else 0.3),
            svg_text(x + w // 2, y + 130, count, 32, anchor="middle", weight=700),
            *[
                svg_text(x + w // 2, y + 156 + n * 17, line, 14, fill=MUTED, anchor="middle")
                for n, line in enumerate(wrap(say("foodparadise.board.price_cards"), w - 10, 14, 2))
            ],
        ],
        ["deck", "price-deck"],
        {"count": count},
    )


def _button(action, label: str, words: str, x, y, w, h, *, primary=False) -> svg.G:
    return clickable(
        action,
        label,
        [
            box(
                x,
                y,
                w,
                h,
                stroke=NOW if primary else INK,
                width=4 if primary else 2,
                rx=12,
                classes=["hit"],
            ),
            svg_text(
                x + w // 2, y + h // 2 + 8, fit(words, w - 14, 22), 22, anchor="middle", weight=700
            ),
        ],
        ["button", action.text()],  # a one-word action: roll, buy, decline, research, stay
    )


def _decision(view, names, legal) -> list[svg.Element]:
    """The box of the decision of the moment, its legal actions as buttons."""
    x, y, w, h = LEFT + 286, TOP, INNER - 286, ROW
    parts: list[svg.Element] = [box(x, y, w, h, stroke=NOW, width=3)]
    phase = view["phase"]
    mover = view["mover"]
    who = player_name(names, mover)
    last = view.get("last_move")
    if phase == "over":
        winner = view.get("winner")
        words = (
            say(f"foodparadise.board.won_{view['end']}", name=player_name(names, winner))
            if winner is not None and view.get("end") in ("cash", "recipes", "limit")
            else say("foodparadise.board.over")
        )
        for n, line in enumerate(wrap(words, w - 28, 26, 3)):
            parts.append(svg_text(x + 14, y + 60 + n * 34, line, 26, weight=700))
        return parts
    if phase == "offer":
        offer = view["offer"]
        kind = offer["ingredient"]
        parts += [
            icon(kind, x + 14, y + 14, 64),
            *[
                svg_text(x + 90, y + 38 + n * 26, line, 22, weight=700)
                for n, line in enumerate(
                    wrap(
                        say(
                            "foodparadise.board.offer",
                            kind=ingredient_name(kind),
                            price=offer["price"],
                        ),
                        w - 104,
                        22,
                        2,
                    )
                )
            ],
            svg_text(
                x + 90,
                y + 100,
                fit(
                    say("foodparadise.board.offer_to", name=player_name(names, offer["asked"])),
                    w - 104,
                    17,
                ),
                17,
                fill=MUTED,
            ),
        ]
        bw = (w - 36) // 2
        if offer.get("take_from"):  # FP11: the holders are the buttons
            choosing = any(isinstance(a, Buy) and a.source is not None for a in legal)
            words = (
                say("foodparadise.board.take_pick")
                if choosing
                else say("foodparadise.board.take_whose", name=player_name(names, offer["asked"]))
            )
            parts += [
                svg_text(x + 12, y + h - 56 + n * 18, line, 16, fill=HIGHLIGHT, weight=700)
                for n, line in enumerate(wrap(words, bw, 16, 3))
            ]
        for n, (cls, words, label) in enumerate(
            (
                (
                    Buy,
                    say("foodparadise.board.buy", price=offer["price"]),
                    say(
                        "foodparadise.board.buy_label",
                        kind=ingredient_name(kind),
                        price=offer["price"],
                    ),
                ),
                (
                    Decline,
                    say("foodparadise.board.decline"),
                    say("foodparadise.board.decline_label", kind=ingredient_name(kind)),
                ),
            )
        ):
            if cls() in legal:
                parts.append(
                    _button(
                        cls(),
                        label,
                        words,
                        x + 12 + n * (bw + 12),
                        y + h - 70,
                        bw,
                        56,
                        primary=n == 0,
                    )
                )
        return parts
    if phase == "research":
        to = view["research"]["to"]
        parts += [
            use("fp-research", x + 14, y + 14, 56, 56),
            svg_text(
                x + 84, y + 40, fit(say("foodparadise.board.research"), w - 96, 22), 22, weight=700
            ),
            svg_text(
                x + 84,
                y + 68,
                fit(say("foodparadise.board.research_to", space=space_words(view, to)), w - 96, 16),
                16,
                fill=MUTED,
            ),
        ]
        bw = (w - 36) // 2
        for n, (action, words, label) in enumerate(
            (
                (
                    Research(),
                    say("foodparadise.board.research_go"),
                    say("foodparadise.board.research_label", space=space_words(view, to)),
                ),
                (Stay(), say("foodparadise.board.stay"), say("foodparadise.board.stay_label")),
            )
        ):
            if action in legal:
                parts.append(
                    _button(
                        action,
                        label,
                        words,
                        x + 12 + n * (bw + 12),
                        y + h - 70,
                        bw,
                        56,
                        primary=n == 0,
                    )
                )
        return parts
    # choosing corners, or moving
    heading = (
        say("foodparadise.board.to_move", name=who)
        if phase == "move"
        else say("foodparadise.board.choose_corners")
    )
    parts.append(svg_text(x + 14, y + 32, fit(heading, w - 28, 20), 20, weight=700))
    if last is not None:
        key = "last_rolled" if last["die"] else "last_card"
        words = say(
            f"foodparadise.board.{key}",
            name=player_name(names, last["seat"]),
            die=last["die"] or 0,
            steps=last["steps"],
            space=space_words(view, last["to"]),
        )
        for n, line in enumerate(wrap(words, w - 28, 16, 2)):
            parts.append(svg_text(x + 14, y + 58 + n * 19, line, 16, fill=MUTED))
    if Roll() in legal:
        label = say("foodparadise.board.roll_label")
        parts.append(
            clickable(
                Roll(),
                label,
                [
                    box(
                        x + 12, y + h - 86, w - 24, 72, stroke=NOW, width=4, rx=12, classes=["hit"]
                    ),
                    use("fp-die", x + 24, y + h - 78, 56, 56),
                    svg_text(
                        x + 92,
                        y + h - 40,
                        fit(say("foodparadise.board.roll"), w - 120, 26),
                        26,
                        weight=700,
                    ),
                ],
                ["button", "roll"],
            )
        )
    elif phase == "move" and last is not None and last["die"]:
        parts += [
            use("fp-die", x + 24, y + h - 78, 56, 56),
            svg_text(x + 52, y + h - 32, last["die"], 22, anchor="middle", weight=700),
        ]
    return parts


def _supply(view) -> svg.G:
    x, y, w, h = LEFT, SUPPLY_TOP, INNER, SUPPLY_HEIGHT
    supply = view["supply"]
    label = say("foodparadise.board.supply_label", list=counts_words(supply))
    parts: list[svg.Element] = [
        box(x, y, w, h, fill="#fffdf7", stroke=BOX_EDGE),
        svg_text(x + 12, y + 38, fit(say("foodparadise.board.supply"), 80, 17), 17, weight=700),
    ]
    slot = (w - 96) // len(supply)
    for n, (kind, count) in enumerate(supply.items()):
        sx = x + 96 + n * slot
        parts += [
            icon(kind, sx, y + 9, 44, faded=not count),
            svg_text(sx + 50, y + 40, count, 22, weight=700, fill=INK if count else MUTED),
        ]
    return group(label, parts, ["supply"], {kind: count for kind, count in supply.items()})


def centre(view: dict, names: list, legal: list) -> list[svg.Element]:
    return [
        _demand(view),
        _price_deck(view),
        svg.G(class_=["decision", view["phase"]], elements=_decision(view, names, legal)),
        _supply(view),
    ]
