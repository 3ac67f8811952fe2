"""The rounds played, beside the table: each round's stars as an HTML table
(``rounds_summary``) and its cakes as SVG (``draw_round_cakes``), one small picture a
player.

When a round is scored the next one starts at once and its cakes leave the table;
the rounds summary beside the table keeps them so players (and a teacher) can look
back at what was scored. Each picture shows the player's name, the stars and tasty
points of that round, and the three cakes with their tasty points and the customer
each served, drawn with the table's own art, labels and texts.

The card art is inline (no ``<symbol>`` ids): these pictures sit on the same page as
the table, often inside a closed ``<details>``, so nothing may clash with or depend
on ids defined elsewhere. Every text passes through ``pygames.core.drawing.svgtext``.
"""

from __future__ import annotations

import json

import svg
from pygames.cakemaster.data import CAKES, QUARTERS, rating_name
from pygames.cakemaster.drawing import draw
from pygames.cakemaster.drawing.cakes import cake_label, joint_marks, quarter_turn
from pygames.cakemaster.drawing.pieces import (
    BLOCK,
    BLOCK_EDGE,
    INK,
    PLATE,
    PLATE_EDGE,
    card_art,
    hat,
    star,
)
from pygames.cakemaster.drawing.words import card_label, fit, seat_name, where
from pygames.core.drawing.svgtext import attrs, text, title
from pygames.core.messages import Count, current_language
from pygames.core.screen import esc, say

# The table's size for other players' cakes, with a shorter head (no status line).
SIZE = {**draw.SMALL, "head": 40}
WIDTH = draw.SMALL["width"]


def _cards(round_entry: dict, seat: int, cake: int) -> list:
    try:
        cards = list(round_entry["cakes"][seat][cake - 1])
    except (KeyError, IndexError, TypeError):
        cards = []
    cards = [n if isinstance(n, int) and 1 <= n <= 72 else None for n in cards[:QUARTERS]]
    return cards + [None] * (QUARTERS - len(cards))


def _cake(
    round_entry: dict, view: dict, seat: int, cake: int, cx: int, cy: int, name: str
) -> svg.G:
    radius = SIZE["radius"]
    cards = _cards(round_entry, seat, cake)
    parts: list[svg.Element] = [
        svg.Circle(cx=cx, cy=cy, r=radius + 8, fill=PLATE, stroke=PLATE_EDGE, stroke_width=2)
    ]
    for q, number in enumerate(cards, 1):
        if number is None:
            continue
        label = say("cakemaster.board.quarter", cake=cake, where=where(q), card=card_label(number))
        parts.append(
            svg.G(
                class_=["quarter", f"q{cake}-{q}"],
                data=attrs({"card": number}),
                transform=quarter_turn(cx, cy, radius, q),
                elements=[title(label)] + card_art(number),
            )
        )
    parts += joint_marks(cards, cx, cy, radius)
    parts.append(cake_label(view, seat, cake, cards, cx, cy, SIZE, name))
    return svg.G(class_=["cake"], data=attrs({"seat": seat, "cake": cake}), elements=parts)


def _round_stars(round_entry: dict, seat: int) -> int:
    total = 0
    for key in ("tasty_stars", "customer_stars"):
        try:
            total += int(round_entry[key][seat])
        except (KeyError, IndexError, TypeError, ValueError):
            pass
    return total


def _player(round_entry: dict, seat: int, names) -> svg.SVG:
    players = len(round_entry.get("cakes") or [])
    # The shape of ``game.view`` that the table's cake labels read.
    view = {"players": players, "served": round_entry.get("served")}
    name = seat_name(names, seat)
    stars = _round_stars(round_entry, seat)
    font = SIZE["name"]
    line = font + 8
    parts: list[svg.Element] = [
        svg.Rect(
            x=0,
            y=0,
            width=WIDTH,
            height=_height(),
            rx=14,
            fill=BLOCK,
            stroke=BLOCK_EDGE,
            stroke_width=3,
        ),
        svg.Text(
            x=14,
            y=line,
            text=text(fit(name, SIZE["fit"])),
            font_size=font,
            fill=INK,
            class_=["name"],
        ),
        svg.G(
            class_=["round-stars"],
            elements=[
                title(
                    say("cakemaster.board.stars", name=name, stars=Count("cakemaster.unit", stars))
                ),
                star(WIDTH - font * 27 // 10 - 8, line - font * 35 // 100, font * 6 // 10),
                svg.Text(
                    x=WIDTH - 14,
                    y=line,
                    text=text(stars),
                    font_size=font,
                    fill=INK,
                    text_anchor="end",
                ),
            ],
        ),
    ]
    tasty = round_entry.get("tasty") or []
    if players > 1 and seat < len(tasty):
        hat_x = WIDTH - font * 57 // 10 - 8
        parts.append(
            svg.G(
                class_=["tasty-round"],
                elements=[
                    title(
                        say(
                            "cakemaster.board.tasty_round",
                            n=Count("cakemaster.count.tasty", tasty[seat]),
                        )
                    )
                ]
                + hat(hat_x, line - font // 4, font + 2)
                + [
                    svg.Text(
                        x=hat_x + font * 7 // 10,
                        y=line,
                        text=text(tasty[seat]),
                        font_size=font,
                        fill=INK,
                    )
                ],
            )
        )
    for cake in range(1, CAKES + 1):
        cx = (WIDTH - CAKES * SIZE["cell"]) // 2 + SIZE["cell"] * (cake - 1) + SIZE["cell"] // 2
        parts.append(
            _cake(round_entry, view, seat, cake, cx, SIZE["head"] + SIZE["radius"] + 8, name)
        )
    label = say("cakemaster.board.round_cakes", name=name, round=round_entry.get("round", ""))
    return svg.SVG(
        viewBox=svg.ViewBoxSpec(0, 0, WIDTH, _height()),
        class_=["cm-round-cakes"],
        style="font-family: system-ui, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans TC', sans-serif; "
        "font-weight: 700",
        data=attrs({"seat": seat, "round": round_entry.get("round")}),
        elements=[title(label)] + parts,
        extra=attrs({"role": "group", "aria-label": label}),
    )


def _height() -> int:
    return SIZE["head"] + 2 * SIZE["radius"] + 16 + SIZE["foot"]


def draw_round_cakes(round_entry: dict, names: list[str] | None = None) -> list[svg.SVG]:
    """One picture a seat of a finished round (an entry of the view's ``rounds``):
    its three cakes as scored, their tasty points and the customers they served."""
    players = len(round_entry.get("cakes") or [])
    return [_player(round_entry, seat, names) for seat in range(players)]


# -- the summary beside the table -------------------------------------------------------


def _round_cakes(summary: dict, names: list[str]) -> str:
    """A finished round's cakes, folded under its table: the next round has taken
    them off the board, and players (or a teacher) want to look back at them."""
    key = (current_language(), json.dumps(summary, sort_keys=True), tuple(names))
    pictures = _pictures.get(key)
    if pictures is None:
        # A finished round never changes: drawn once per language, not on every click.
        pictures = "".join(str(p) for p in draw_round_cakes(summary, names))
        if len(_pictures) >= 64:
            _pictures.clear()
        _pictures[key] = pictures
    number = int(summary["round"])
    label = say("cakemaster.panel.show_round_cakes", n=number)
    return (
        f'<details class="cm-round-cakes-box" data-round="{number}" '
        f'data-keep="cm-round-{number}"><summary>{esc(label)}</summary>'
        f'<div class="cm-round-cakes-list">{pictures}</div></details>'
    )


_pictures: dict[tuple, str] = {}


def _round_table(summary: dict, names: list[str], players: int, head: str) -> str:
    solo = players == 1
    body = []
    for seat in range(players):
        who = names[seat] if seat < len(names) else seat + 1
        tasty_stars = int(summary["tasty_stars"][seat])
        customer_stars = int(summary["customer_stars"][seat])
        cells = (
            [] if solo else [f"<td>{int(summary['tasty'][seat])}</td>", f"<td>{tasty_stars}</td>"]
        )
        cells += [
            f"<td>{customer_stars}</td>",
            f'<td class="total">{tasty_stars + customer_stars}</td>',
        ]
        body.append(f'<tr data-seat="{seat}"><th scope="row">{esc(who)}</th>{"".join(cells)}</tr>')
    number = int(summary["round"])
    customers = ", ".join(f"#{int(c)}" for c in summary.get("customers") or [])
    return (
        f"<h3>{esc(say('cakemaster.panel.round_n', n=number))}</h3>"
        f'<p class="hint">{esc(say("cakemaster.panel.customers_then", list=customers))}</p>'
        f'<table class="cm-round-table" data-round="{number}"><thead><tr>{head}</tr></thead>'
        f"<tbody>{''.join(body)}</tbody></table>{_round_cakes(summary, names)}"
    )


def rounds_summary(view: dict, names: list[str]) -> str:
    """The rounds scored so far, beside the table: a table of stars a round, its cakes
    folded under it, and solo's rating at the end ("" before the first round ends)."""
    rounds = view.get("rounds") or []
    players = int(view.get("players") or 0)
    if not rounds:
        return ""
    head_keys = (
        ["cakemaster.panel.player_col"]
        + (
            []
            if players == 1
            else ["cakemaster.panel.tasty_col", "cakemaster.panel.tasty_stars_col"]
        )
        + ["cakemaster.panel.customer_stars_col", "cakemaster.panel.total_col"]
    )
    head = "".join(f'<th scope="col">{esc(say(key))}</th>' for key in head_keys)
    tables = "".join(_round_table(summary, names, players, head) for summary in rounds)
    rating = ""
    if view.get("rating"):
        words = say("cakemaster.panel.rating", rating=rating_name(view["rating"]))
        rating = f'<p class="cm-rating">{esc(words)}</p>'
    return (
        f'<section class="cm-rounds" id="rounds"><h2>{esc(say("cakemaster.panel.rounds"))}</h2>'
        f"{tables}{rating}</section>"
    )
