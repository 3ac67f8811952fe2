"""The city: 6 districts (1 grey, 2 yellow, 3 beige), each with its 4 houses (the
distance from the mailbox in a circle, the house's number, its sale value, in a red
square as printed), the customer waiting at each (a meeple whose shirt and pants show
its liking), the shop spaces (a player's shop, free, or blocked at this player count)
and the bakery spaces.

Clickable here: a customer to sell to (``sell D H``), a free shop space (``shop D``),
another player's shop to displace (``shop D over P``) and a free bakery space
(``bakery D``). Moving a shop from another district is offered beside the board.
"""

from __future__ import annotations

import svg
from pygames.core.drawing.parts import clickable, group, quiet
from pygames.core.drawing.svgtext import attrs
from pygames.core.screen import say
from pygames.cupcake.actions import PlaceBakery, PlaceShop, Sell
from pygames.cupcake.drawing.pieces import (
    DISTRICT_FILLS,
    INK,
    MUTED,
    bakery,
    blocked,
    box,
    hit,
    meeple,
    shop,
    svg_text,
)
from pygames.cupcake.drawing.words import (
    district_name,
    fit,
    flavour_letter,
    liking_name,
    player_name,
    text_width,
)

DISTRICT_W = 256
DISTRICT_H = 262
GAP = 8
HOUSE_W = 60
PIECE = 34  # a shop or bakery space's side


def city_size(per_row: int) -> tuple[int, int]:
    """How wide and tall the city is drawn with ``per_row`` districts a row."""
    rows = -(-6 // per_row)
    return per_row * (DISTRICT_W + GAP) - GAP, rows * (DISTRICT_H + GAP) - GAP


def _house(district: dict, house: dict, names, actions: dict, x, y) -> svg.Element:
    n, distance, number = house["house"], house["distance"], house["number"]
    parts: list[svg.Element] = [
        svg.Polygon(
            points=[x + 4, y + 22, x + 30, y + 2, x + 56, y + 22, x + 56, y + 58, x + 4, y + 58],
            fill="#fffaf2",
            stroke=INK,
            stroke_width=1.5,
        ),
        # the distance from the mailbox, and the house's number (its sale value)
        svg.Circle(cx=x + 18, cy=y + 40, r=11, fill="#ffffff", stroke=INK, stroke_width=1.5),
        svg_text(x + 18, y + 46, distance, 17, anchor="middle", weight=700),
        svg.Rect(x=x + 33, y=y + 29, width=21, height=22, rx=3, fill="#c8362e"),
        svg_text(x + 43, y + 46, number, 17, fill="#ffffff", anchor="middle", weight=700),
    ]
    customer = house["customer"]
    where = say(
        "cupcake.board.house",
        house=n,
        district=district_name(district),
        distance=distance,
        number=number,
    )
    if customer is None:
        label = say("cupcake.board.house_empty", house=where)
        return group(label, parts, ["house"], {"district": district["district"], "house": n})
    parts += meeple(
        customer["shirt"],
        customer["pants"],
        x + 10,
        y + 62,
        52,
        shirt_letter=flavour_letter(customer["frosting"]),
        pants_letter=flavour_letter(customer["base"]),
        letter=17,
    )
    label = say("cupcake.board.house_customer", house=where, customer=liking_name(customer))
    data = {
        "district": district["district"],
        "house": n,
        "base": customer["base"],
        "frosting": customer["frosting"],
    }
    action = actions.get(("sell", district["district"] - 1, n - 1))
    if action is not None:
        label = say("cupcake.board.sell", customer=liking_name(customer), house=where)
        # the house and its customer: a finger's width even where a phone shows the city small
        return clickable(action, label, [hit(x - 1, y - 2, 62, 120), *parts], ["house"], data)
    return group(label, parts, ["house", "customer"], data)


def _shop_space(district: dict, space: dict, names, actions: dict, x, y, offered: set):
    d = district["district"] - 1
    name = district_name(district)
    data = {"district": district["district"], "space": space["space"]}
    if space["blocked"]:
        label = say("cupcake.board.shop_blocked", district=name)
        return quiet(label, blocked(x, y, PIECE), ["shop-space", "blocked"], data)
    owner = space["owner"]
    if owner is None:
        action = actions.get(("shop", d, -1)) if "free" not in offered else None
        parts = [box(x, y, PIECE, PIECE, fill="#ffffff", stroke=MUTED, dash="4 3", rx=3)]
        if action is not None:
            offered.add("free")
            label = say("cupcake.board.open_shop", district=name)
            return clickable(
                action,
                label,
                [hit(x - 2, y - 2, PIECE + 4, PIECE + 4), *parts],
                ["shop-space"],
                data,
            )
        label = say("cupcake.board.shop_free", district=name)
        return quiet(label, parts, ["shop-space", "free"], data)
    data["owner"] = owner
    parts = shop(owner, x, y, PIECE)
    who = player_name(names, owner)
    action = actions.get(("shop", d, owner)) if owner not in offered else None
    if action is not None:
        offered.add(owner)
        label = say("cupcake.board.displace", name=who, district=name)
        return clickable(
            action,
            label,
            [hit(x - 2, y - 2, PIECE + 4, PIECE + 4), *parts],
            ["shop-space", "shop"],
            data,
        )
    label = say("cupcake.board.shop_of", name=who, district=name)
    return group(label, parts, ["shop-space", "shop"], data)


def _bakery_space(district: dict, space: dict, names, actions: dict, x, y, offered: set):
    name = district_name(district)
    data = {"district": district["district"], "space": space["space"]}
    owner = space["owner"]
    if owner is not None:
        data["owner"] = owner
        label = say("cupcake.board.bakery_of", name=player_name(names, owner), district=name)
        return group(label, bakery(owner, x, y, PIECE), ["bakery-space", "bakery"], data)
    parts = [
        svg.Rect(
            x=x,
            y=y + PIECE // 4,
            width=PIECE,
            height=PIECE * 3 // 4,
            rx=3,
            fill="#ffffff",
            stroke=MUTED,
            stroke_dasharray="4 3",
            stroke_width=1.5,
        )
    ]
    action = actions.get(("bakery", district["district"] - 1)) if not offered else None
    if action is not None:
        offered.add("bakery")
        label = say("cupcake.board.build_bakery", district=name)
        return clickable(
            action, label, [hit(x - 2, y - 2, PIECE + 4, PIECE + 4), *parts], ["bakery-space"], data
        )
    label = say("cupcake.board.bakery_free", district=name)
    return quiet(label, parts, ["bakery-space", "free"], data)


def district_markup(district: dict, names, actions: dict, per_row: int = 3) -> svg.G:
    """One district, at its place in the city (``per_row`` a row, the city's top left
    at 0, 0)."""
    index = district["district"] - 1
    row, col = divmod(index, per_row)
    x = col * (DISTRICT_W + GAP)
    y = row * (DISTRICT_H + GAP)
    colour = district["colour"]
    name = district_name(district)
    parts: list[svg.Element] = [
        box(x, y, DISTRICT_W, DISTRICT_H, fill=DISTRICT_FILLS[colour], stroke=INK, width=2),
        svg.Circle(cx=x + 20, cy=y + 20, r=13, fill="#ffffff", stroke=INK, stroke_width=1.5),
        svg_text(x + 20, y + 26, district["district"], 17, anchor="middle", weight=700),
        svg_text(
            x + 40,
            y + 27,
            fit(say(f"cupcake.board.district_title.{colour}"), DISTRICT_W - 50, 17),
            17,
            weight=700,
        ),
    ]
    for n, house in enumerate(district["houses"]):
        parts.append(_house(district, house, names, actions, x + 4 + n * (HOUSE_W + 2), y + 36))
    row_y = y + 160
    if district["shops"]:
        words = fit(say("cupcake.board.shops"), 74, 17)
        parts.append(svg_text(x + 8, row_y + 24, words, 17, fill=MUTED))
        offered: set = set()
        for n, space in enumerate(district["shops"]):
            parts.append(
                _shop_space(
                    district, space, names, actions, x + 84 + n * (PIECE + 8), row_y, offered
                )
            )
        row_y += PIECE + 12
    # the bakery spaces from the right, their word having the room left (or, in a
    # district without shops, the row above when that is not enough)
    spaces = district["bakeries"]
    first = x + DISTRICT_W - 4 - len(spaces) * (PIECE + 8)
    words = say("cupcake.board.bakeries")
    if text_width(words, 17) > first - x - 12 and not district["shops"]:
        parts.append(svg_text(x + 8, row_y + 14, words, 17, fill=MUTED))
        row_y += 24
    else:
        words = fit(words, first - x - 12, 17)
        parts.append(svg_text(x + 8, row_y + 24, words, 17, fill=MUTED))
    offered = set()
    for n, space in enumerate(spaces):
        parts.append(
            _bakery_space(district, space, names, actions, first + n * (PIECE + 8), row_y, offered)
        )
    label = name
    return svg.G(
        class_=["district", colour],
        data=attrs({"district": district["district"], "colour": colour}),
        extra=attrs({"role": "group", "aria-label": label}),
        elements=parts,
    )


def city_actions(legal) -> dict:
    """The city's clickable actions by what they name."""
    found: dict = {}
    for action in legal:
        if isinstance(action, Sell):
            found[("sell", action.district, action.house)] = action
        elif isinstance(action, PlaceShop) and action.source < 0:
            found[("shop", action.district, action.victim)] = action
        elif isinstance(action, PlaceBakery):
            found[("bakery", action.district)] = action
    return found
