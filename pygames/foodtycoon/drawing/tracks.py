"""The top of the table: round, phase and host; the supply (five ingredient piles, the
recipe and event decks). Each section is drawn across a column (``pieces.Frame``) and returns
(elements, height); its height is known beforehand (``layout`` plans with it)."""

from __future__ import annotations

from pygames.core.drawing.parts import group
from pygames.core.messages import Count
from pygames.core.screen import say
from pygames.foodtycoon.data import INGREDIENTS
from pygames.foodtycoon.drawing.pieces import (
    MUTED,
    svg_text,
    use,
)
from pygames.foodtycoon.drawing.words import (
    fit,
    ingredient_name,
    player_name,
    recipe_name,
)


def header_section(view, frame, y, names, legal):
    """The round, the phase and the host: in a line across a wide frame, one under the
    other in a narrow one (beside the supply)."""
    round_ = say("foodtycoon.board.round", round=view["round"])
    phase = say(f"foodtycoon.board.phase.{view['phase']}")
    line = say("foodtycoon.board.item_sep").join((round_, phase))
    if header_height(frame.w) > HEADER_H:
        host = say("foodtycoon.board.host", name=player_name(names, view["host"]))
        lines = [(round_, 26, "headline"), (phase, 26, "headline")]
        if frame.w >= 480:
            lines = [(line, 26, "headline")]
        return [
            svg_text(
                frame.x, y + 28 + 34 * n, fit(words, frame.w, size), size, weight=700, classes=[cls]
            )
            for n, (words, size, cls) in enumerate(lines + [(host, 22, "host")])
        ], header_height(frame.w)
    host_room = min(220, frame.w // 3)
    host = say("foodtycoon.board.host", name=fit(player_name(names, view["host"]), host_room, 22))
    return [
        svg_text(
            frame.x,
            y + 28,
            fit(line, frame.w - host_room - 70, 26),
            26,
            weight=700,
            classes=["headline"],
        ),
        svg_text(frame.right, y + 28, host, 22, anchor="end", weight=700, classes=["host"]),
    ], HEADER_H


HEADER_H = 40


def header_height(w: int) -> int:
    """A line across a wide frame; the host under the round and the phase in a narrower
    one (a phone's); round, phase and host one under the other beside the supply."""
    return HEADER_H if w >= 600 else 72 if w >= 480 else 106


# The supply's slots: a pile (card, count, name) and a deck (with its discards too).
PILE_W, DECK_W, SUPPLY_ROW = 92, 122, 118


ROW_W = 5 * PILE_W + 2 * DECK_W


def supply_height(w: int) -> int:
    """The supply in one row when its seven slots fit across ``w``, else in two."""
    return SUPPLY_ROW if w >= ROW_W else 2 * SUPPLY_ROW + 6


def supply_section(view, frame, y, names, legal):
    one_row = supply_height(frame.w) == SUPPLY_ROW
    pile_w = frame.w * PILE_W // ROW_W if one_row else frame.w // 5
    deck_w = (frame.w - 5 * pile_w) // 2 if one_row else frame.w // 2
    size = 20 if pile_w >= 110 else 18  # the words under the piles
    parts = []
    for kind, count in enumerate(view["piles"]):
        x = frame.x + kind * pile_w
        middle = x + pile_w // 2
        cards = Count("foodtycoon.count.cards", count)
        label = say("foodtycoon.board.pile", ingredient=ingredient_name(kind), n=cards)
        parts.append(
            group(
                label,
                [
                    use(f"ft-card-{kind}", middle - 40, y, 46, 64, opacity=None if count else 0.35),
                    svg_text(middle + 10, y + 44, count, 28, weight=700),
                    svg_text(
                        middle,
                        y + 90,
                        fit(ingredient_name(kind), pile_w - 2, size),
                        size,
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
                    n=Count("foodtycoon.count.cards", view["recipe_deck"]),
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
                    n=Count("foodtycoon.count.cards", view["event_deck"]),
                    discards=len(view["event_discard"]),
                ),
            ),
        )
    ):
        x = frame.x + (5 * pile_w + n * deck_w if one_row else n * deck_w)
        top_y = y if one_row else y + SUPPLY_ROW + 6
        middle = x + deck_w // 2
        parts.append(
            group(
                label,
                [
                    use(f"ft-back-{name}", middle - 40, top_y, 46, 64),
                    svg_text(middle + 10, top_y + 44, count, 28, weight=700),
                    svg_text(
                        middle,
                        top_y + 90,
                        fit(say(f"foodtycoon.board.{name}s"), deck_w - 4, size),
                        size,
                        anchor="middle",
                    ),
                    svg_text(
                        middle,
                        top_y + 112,
                        fit(say("foodtycoon.board.discards", n=thrown), deck_w - 2, size),
                        size,
                        fill=MUTED,
                        anchor="middle",
                    ),
                ],
                ["deck", name],
                {"count": count},
            )
        )
    return parts, supply_height(frame.w)
