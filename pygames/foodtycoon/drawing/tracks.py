"""The top of the table: round, phase and host; the supply (five ingredient piles, the
recipe and event decks); the fame track, a lane per player up to the fame that ends
the game. Each section returns (elements, height)."""

from __future__ import annotations

import svg
from pygames.core.drawing.parts import group
from pygames.core.screen import say
from pygames.foodtycoon.data import INGREDIENTS
from pygames.foodtycoon.drawing.pieces import (
    BOX_EDGE,
    INK,
    INNER,
    MUTED,
    PAD,
    WIDTH,
    seat_marker,
    svg_text,
    use,
)
from pygames.foodtycoon.drawing.words import (
    fit,
    ingredient_name,
    player_name,
    recipe_name,
)


def header_section(view, y, names, legal):
    phase = say(f"foodtycoon.board.phase.{view['phase']}")
    line = say("foodtycoon.board.item_sep").join(
        (say("foodtycoon.board.round", round=view["round"]), phase)
    )
    host = say("foodtycoon.board.host", name=fit(player_name(names, view["host"]), 220, 22))
    return [
        svg_text(PAD, y + 28, fit(line, INNER - 290, 26), 26, weight=700, classes=["headline"]),
        svg_text(WIDTH - PAD, y + 28, host, 22, anchor="end", weight=700, classes=["host"]),
    ], 40


def supply_section(view, y, names, legal):
    slot = INNER // 7
    parts = []
    for kind, count in enumerate(view["piles"]):
        x = PAD + kind * slot
        label = say("foodtycoon.board.pile", ingredient=ingredient_name(kind), n=count)
        parts.append(
            group(
                label,
                [
                    use(f"ft-card-{kind}", x + 6, y, 46, 64, opacity=None if count else 0.35),
                    svg_text(x + 56, y + 44, count, 28, weight=700),
                    svg_text(
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
            group(
                label,
                [
                    use(f"ft-back-{name}", x + 6, y, 46, 64),
                    svg_text(x + 56, y + 44, count, 28, weight=700),
                    svg_text(
                        x + slot // 2,
                        y + 90,
                        fit(say(f"foodtycoon.board.{name}s"), slot - 6, 19),
                        19,
                        anchor="middle",
                    ),
                    svg_text(
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


def fame_section(view, y, names, legal):
    target, players = int(view["target"]), view["players"]
    cell, lane, top = (INNER - 56) // (target + 1), 28, y + 52
    parts: list[svg.Element] = [
        svg_text(PAD, y + 22, say("foodtycoon.board.fame"), 22, weight=700),
        svg_text(
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
            svg_text(
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
            group(
                label,
                [
                    *seat_marker(seat, cx, cy, 12),
                    svg_text(WIDTH - PAD, cy + 8, fame, 22, anchor="end", weight=700),
                ],
                ["fame-marker", f"seat-{seat}"],
                {"seat": seat, "fame": fame},
            )
        )
    return parts, 52 + players * lane + 6
