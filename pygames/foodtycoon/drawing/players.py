"""Each player's money, ingredient cards, recipe hand size (never the hand), dishes by
colour and fame; and the last event turned, with what it did."""

from __future__ import annotations

import svg
from pygames.core.drawing.board import Memo
from pygames.core.drawing.parts import group
from pygames.core.drawing.svgtext import attrs, title
from pygames.core.messages import Count
from pygames.core.screen import say
from pygames.foodtycoon.data import COLOURS, RECIPE_INDEX, RECIPES, effect_msg
from pygames.foodtycoon.drawing.pieces import (
    BOX_EDGE,
    CARD,
    EVENT_BACK,
    GAP,
    INK,
    MUTED,
    NOW,
    box,
    ingredient_card,
    seat_marker,
    svg_text,
    use,
)
from pygames.foodtycoon.drawing.words import (
    cards_text,
    event_name,
    fit,
    ingredient_name,
    player_name,
    recipe_name,
    text_width,
    wrap,
)


def _player(view, seat, x, y, w, names) -> svg.G:
    name = player_name(names, seat)
    moving = seat in (view.get("to_move") or [])
    host = seat == view["host"]
    fame = int(view["fame"][seat])
    parts: list[svg.Element] = [
        box(x, y, w, PLAYER_H, stroke=NOW if moving else BOX_EDGE, width=5 if moving else 2),
        *seat_marker(seat, x + 27, y + 28, 17),
    ]
    # The fame at the right (its star a full em wide), the host's badge before it.
    right = x + w - 12 - 28 - text_width(fame, 28) - 10
    badges = 0
    if host:
        badges = text_width(say("foodtycoon.board.host_badge"), 20) + 16
        parts += [
            svg.Rect(x=right - badges, y=y + 11, width=badges, height=30, rx=15, fill=INK),
            svg_text(
                right - badges // 2,
                y + 33,
                say("foodtycoon.board.host_badge"),
                20,
                fill="#ffffff",
                anchor="middle",
                classes=["host"],
            ),
        ]
    shown = ("▶ " if moving else "") + name
    parts += [
        svg_text(
            x + 52,
            y + 37,
            fit(shown, right - badges - 8 - (x + 52), 25),
            25,
            weight=700,
            classes=["name"],
        ),
        svg_text(x + w - 12, y + 38, f"★{fame}", 28, anchor="end", weight=700, classes=["fame"]),
    ]
    money, hand = view["money"][seat], view["hand_sizes"][seat]
    parts += [
        svg.G(
            elements=[
                title(say("foodtycoon.board.money", name=name, money=money)),
                use("ft-coin", x + 12, y + 56, 30, 30),
                svg_text(x + 46, y + 80, money, 24, weight=700, classes=["money"]),
            ]
        ),
        svg.G(
            elements=[
                title(
                    say(
                        "foodtycoon.board.hand",
                        name=name,
                        n=Count("foodtycoon.count.recipes", hand),
                    )
                ),
                use("ft-back-recipe", x + 88, y + 52, 27, 38),
                svg_text(x + 117, y + 80, f"×{hand}", 22, classes=["hand-size"]),
            ]
        ),
    ]
    held = view["ingredients"][seat]
    cards: list[svg.Element] = [
        title(say("foodtycoon.board.ingredients", name=name, list=cards_text(held)))
    ]
    for kind, count in enumerate(held):
        cards += ingredient_card(kind, count, x + w - 12 - 32 - (4 - kind) * 36, y + 50, 32)
    parts.append(svg.G(class_=["ingredients"], elements=cards))
    dishes = view["dishes"][seat]
    listed = say("foodtycoon.board.list_sep").join(recipe_name(key) for key in dishes) or say(
        "foodtycoon.board.no_dishes"
    )
    dish_parts: list[svg.Element] = [title(say("foodtycoon.board.dishes", name=name, list=listed))]
    colours = [RECIPES[RECIPE_INDEX[key]].colour for key in dishes]
    bonus = sum(view["fame_parts"][seat][1:]) if view.get("fame_parts") else 0
    said = say("foodtycoon.board.bonus", n=bonus) if bonus else ""
    step = min(54, (w - 24 - (text_width(said, 20) + 8 if said else 0)) // len(COLOURS))
    for colour, count in enumerate(colours.count(c) for c in range(len(COLOURS))):
        fill, ink = CARD[COLOURS[colour]]
        dx = x + 12 + colour * step
        dish_parts += [
            svg.Rect(
                x=dx,
                y=y + 104,
                width=step - 6,
                height=32,
                rx=6,
                fill=fill,
                stroke=INK,
                stroke_width=1.5,
                opacity=None if count else 0.3,
            ),
            svg_text(
                dx + (step - 6) // 2,
                y + 127,
                f"{say(f'foodtycoon.colour_letter.{COLOURS[colour]}')} {count}",
                20,
                fill=ink,
                anchor="middle",
                weight=700,
            ),
        ]
    if said:
        dish_parts.append(svg_text(x + w - 12, y + 127, said, 20, anchor="end", weight=700))
    parts.append(svg.G(class_=["dishes"], elements=dish_parts))
    return svg.G(
        class_=["player", f"seat-{seat}"] + (["to-move"] if moving else []),
        data=attrs({"seat": seat, "money": money, "fame": fame, "hand": hand}),
        elements=parts,
    )


_players = Memo()
PLAYER_H = 146
# A player's part is at least this wide: one to a row in a narrow column, three in a
# wall's wide one.
PLAYER_MIN_W = 340


def players_across(w: int) -> int:
    return max(1, min(3, (w + GAP) // (PLAYER_MIN_W + GAP)))


def players_height(players: int, w: int) -> int:
    rows = -(-players // players_across(w))
    return rows * PLAYER_H + (rows - 1) * GAP


def player_parts(view, frame, y, names) -> tuple[list[str], int]:
    """Each player's part of the table (its markup, kept in a memo under what it reads),
    and the height of them all."""
    parts = []
    for seat in range(view["players"]):
        reads = (
            seat in (view.get("to_move") or []),
            seat == view["host"],
            *(view[key][seat] for key in ("fame", "money", "hand_sizes", "ingredients", "dishes")),
            view["fame_parts"][seat] if view.get("fame_parts") else None,
        )
        key = (seat, repr(reads), player_name(names, seat), view["players"], frame, y)
        parts.append(_players.get(key, lambda seat=seat: _one(view, seat, frame, y, names)))
    return parts, players_height(view["players"], frame.w)


def _one(view, seat, frame, y, names) -> svg.G:
    across = players_across(frame.w)
    w = (frame.w - GAP * (across - 1)) // across
    row, col = divmod(seat, across)
    return _player(view, seat, frame.x + col * (w + GAP), y + row * (PLAYER_H + GAP), w, names)


def players_section(view, frame, y, names, legal):
    """Each player's part of the table, a layer each (``player_parts``)."""
    return player_parts(view, frame, y, names)


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
            gained = Count("foodtycoon.count.recipes", last["recipes"][seat], signed=True)
            said.append(gained.render())  # "+1 recipe"
        if said:
            found.append(
                f"{fit(player_name(names, seat), 160, 20)} "
                + say("foodtycoon.board.list_sep").join(said)
            )
    return (
        say("foodtycoon.board.changes", list=say("foodtycoon.board.item_sep").join(found))
        if found
        else say("foodtycoon.board.no_change")
    )


CHANGE_LINES, LINE = 3, 27


def effect_lines(w: int) -> int:
    """Lines for the longest event's effect across ``w`` units."""
    return 3 if w >= 680 else 5


def event_height(w: int) -> int:
    """Room for the longest event; kept all game, so that the board never changes size."""
    buyer_line = 0 if w >= 680 else 1  # who bought it, under the event's name
    return 50 + LINE * (buyer_line + effect_lines(w) + CHANGE_LINES) + 8


def last_event_section(view, frame, y, names, legal):
    """The last event turned; its box fills the height the frame gives it (``frame.h``),
    the effect taking lines as it needs."""
    last = view.get("last_event")
    x, w = frame.x, frame.w
    height = max(event_height(w), frame.h)
    more = (height - event_height(w)) // LINE  # lines the box holds beyond its own
    if not last:
        caption = wrap(say("foodtycoon.board.no_event"), w - 28, 20, 3)
        return [
            box(x, y, w, height, fill="none", stroke=BOX_EDGE, dash=[10, 6]),
            *[
                svg_text(x + 14, y + 33 + LINE * n, line, 20, fill=MUTED)
                for n, line in enumerate(caption)
            ],
        ], height
    head = say("foodtycoon.board.last_event", event=event_name(last["event"]))
    buyer = say("foodtycoon.board.bought_by", name=fit(player_name(names, last["buyer"]), 200, 22))
    lines = wrap(effect_msg(last["event"]).render(), w - 28, 20, effect_lines(w) + more) + wrap(
        _changes(last, names), w - 28, 20, CHANGE_LINES
    )
    label = f"{head} ({buyer}). {' '.join(lines)}"
    title = head + say("foodtycoon.board.item_sep") + buyer
    if text_width(title, 22) > w - 60 and w < 680:
        title, lines = head, [buyer] + lines
    parts: list[svg.Element] = [
        use("ft-back-event", x + 12, y + 10, 22, 31),
        svg_text(x + 44, y + 33, fit(title, w - 60, 22), 22, weight=700),
    ]
    parts += [svg_text(x + 14, y + 64 + LINE * n, line, 20) for n, line in enumerate(lines)]
    return [
        group(
            label,
            [box(x, y, w, height, fill="#f4f0fb", stroke=EVENT_BACK), *parts],
            ["last-event"],
            {"event": last["event"]},
        )
    ], height
