"""Cake Master's pictures for the rules help (``[picture: NAME]`` lines of help.py):
the table's own cards, cakes, customers and round cakes, drawn by the table's drawing
code in the language of the moment.

``picture(name)`` is the SVG markup of one picture (None: no such picture). Each is
small (at most 480 units wide, drawn at that many pixels and shrunk to a phone's
width) and sized to what it shows. Every word comes from the game's catalogs and
passes through ``svgtext``. The round's cakes are a worked example drawn from a
record: round 1 of a seeded three-player game, its moves replayed by the rules.
"""

from __future__ import annotations

import svg
from pygames.cakemaster.data import QUARTERS, card, tasty_breakdown
from pygames.cakemaster.drawing.cakes import empty_quarter, joint_marks, plate, quarter_turn
from pygames.cakemaster.drawing.customers import card_height, customers
from pygames.cakemaster.drawing.pieces import (
    HALF_MARK,
    INK,
    card_art,
    hat,
    icon,
    scaled,
    sector,
)
from pygames.cakemaster.drawing.rounds import draw_round_cakes
from pygames.cakemaster.drawing.words import fit, icing_name, where
from pygames.core.drawing.pictures import picture_lookup
from pygames.core.drawing.svgtext import path_text, text
from pygames.core.screen import say

FONT_STYLE = (
    "font-family: system-ui, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans TC', sans-serif; "
    "font-weight: 700"
)
FONT = 16  # the words' size: about 13 px when a 480-wide picture fits a phone
CARD = 90  # a card's side on its own (the art's 100 units, scaled)
GAP = 22  # between cards in a row

# Cards shown (numbers 1-72: 18 of each icing in data.CARDS' order).
SAMPLE_CARDS = (5, 27, 48, 72)  # one of each icing: none, cw, ccw, both half rosettes
DRAFT_CARDS = (26, 9, 58)
TWO_FIRST, TWO_SECOND = (40, 12, 67), (30, 53)
SOLO_CARDS = (20, 44, 62, 3)  # the last is discarded
# A cake: a complete rosette on the right, a half rosette left alone on the left.
CAKE = (27, 48, 8, 57)
# A strawberry cake: one icing 3, two complete rosettes 2, no half rosette 1, a pair 1.
APPRAISED = (26, 31, 25, 32)
APPRAISED_CUSTOMERS = (11, 12)
TURNED = 26  # a card with its half rosette on the clockwise edge, in each quarter

# The worked example: round 1 of a three-player game (seed 2), played by greedy bots;
# the picture shows the round's cakes of ``EXAMPLE_SEAT`` as the table scored them.
EXAMPLE_PLAYERS, EXAMPLE_SEED, EXAMPLE_SEAT = 3, 2, 1
EXAMPLE_MOVES = """\
0:keep_64_left_8_right_27 1:keep_46_left_39_right_5 2:keep_22_left_49_right_61
0:place_64_2.4 0:place_49_1.3 0:place_5_1.4 1:place_46_1.3 1:place_61_3.3 1:place_8_2.4
2:place_22_2.4 2:place_27_2.2 2:place_39_1.3 0:keep_50_left_66_right_45
1:keep_67_left_28_right_23 2:keep_33_left_41_right_57 0:place_50_2.1 0:place_41_2.2
0:place_23_1.1 1:place_67_1.4 1:place_57_1.1 1:place_66_3.2 2:place_28_2.1 2:place_33_2.3
2:place_45_1.4 0:keep_14_left_31_right_15 1:keep_35_left_6_right_25
2:keep_36_left_20_right_13 0:place_14_2.3 0:place_25_1.2 0:place_20_3.3 1:place_13_2.1
1:place_35_3.1 1:place_31_3.4 2:place_36_3.2 2:place_15_3.1 2:place_6_1.2
0:keep_34_left_63_right_59 1:keep_40_left_47_right_18 2:keep_48_left_1_right_62
0:place_18_3.1 0:place_34_3.4 0:place_1_3.2 1:place_40_1.2 1:place_63_2.2 1:place_62_2.3
2:place_48_1.1 2:place_47_3.3 2:place_59_3.4
"""


def _svg(width: int, height: int, parts: list) -> str:
    """A picture of ``width`` × ``height`` units, drawn at that many pixels at most."""
    body = "".join(str(part) for part in parts)
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" '
        f'width="{width}" height="{height}" class="cm-picture" style="{FONT_STYLE}">'
        f"{body}</svg>"
    )


def _words(value: str, x: int, y: int, room: int, *, size: int = FONT, anchor="middle"):
    """A line of words at (x, y), cut to ``room`` units wide."""
    return svg.Text(
        x=x,
        y=y,
        text=text(fit(value, room * 2 // size)),
        font_size=size,
        fill=INK,
        text_anchor=anchor,
    )


def _card(number: int, x: int, y: int, side: int = CARD) -> svg.G:
    """A card on its own, its corner (the cake's centre) at the bottom left of the
    ``side`` × ``side`` box at (x, y), outlined as the hand shows it."""
    outline = svg.Path(d=path_text(sector()), fill="none", stroke="#9c8b7a", stroke_width=2)
    return svg.G(
        transform=[svg.Translate(x, y + side), svg.Scale(side / 100)],
        elements=card_art(number) + [outline],
    )


def _cake(cards, cx: int, cy: int, radius: int) -> list:
    """A cake on its plate as the table draws it: each card turned into its quarter,
    an empty quarter dashed, a half rosette left alone ringed in red."""
    parts: list = [plate(cx, cy, radius)]
    for q, number in enumerate(cards, 1):
        turn = quarter_turn(cx, cy, radius, q)
        if number is None:
            parts.append(empty_quarter(turn))
        else:
            parts.append(svg.G(transform=turn, elements=card_art(number)))
    if None not in cards:
        parts += joint_marks(list(cards), cx, cy, radius)
    return parts


def _row(cards, labels, y: int, left: int = 0, pitch: int = CARD + GAP) -> list:
    """Cards in a row from ``left``, one every ``pitch`` units, each with its words
    under it."""
    parts: list = []
    for n, (number, label) in enumerate(zip(cards, labels)):
        x = left + n * pitch
        parts.append(_card(number, x, y))
        if label:
            parts.append(_words(label, x + CARD // 2, y + CARD + FONT + 4, pitch - 4))
    return parts


def _crossed(x: int, y: int) -> svg.Path:
    """A red cross over the card whose box is at (x, y): it leaves the game."""
    a, b = 12, CARD - 12
    return svg.Path(
        d=[svg.M(x + a, y + a), svg.L(x + b, y + b), svg.M(x + b, y + a), svg.L(x + a, y + b)],
        stroke=HALF_MARK,
        stroke_width=6,
        stroke_linecap="round",
    )


# -- the pictures --------------------------------------------------------------------------


def _cards() -> str:
    """One card of each icing: no half rosette, one on the clockwise edge, one on the
    anticlockwise edge, both; and their berries."""
    labels = [icing_name(card(n).icing) for n in SAMPLE_CARDS]
    width = len(SAMPLE_CARDS) * (CARD + GAP) - GAP + 20
    return _svg(width, CARD + FONT + 16, _row(SAMPLE_CARDS, labels, 4, 10))


def _customers() -> str:
    """Two customers' cards, as the table shows them."""
    view = {"customers": list(APPRAISED_CUSTOMERS)}
    drawn = "".join(str(p) for p in customers(view, 4, 480, font=FONT, card=230))
    height = card_height(APPRAISED_CUSTOMERS, 230, FONT) + 8
    return _svg(480, height, [drawn.replace(' tabindex="0"', "")])


def _one_cake() -> str:
    """A cake with its quarters numbered 1-4 clockwise from the top right."""
    radius, cx, cy = 100, 150, 130
    parts = _cake(CAKE, cx, cy, radius)
    reach = (radius + 24) * 71 // 100  # the numbers beyond the plate, on the diagonals
    for q, (dx, dy) in enumerate(((1, -1), (1, 1), (-1, 1), (-1, -1)), 1):
        parts.append(
            svg.Text(
                x=cx + dx * reach,
                y=cy + dy * reach + FONT * 2 * 35 // 100,
                text=text(q),
                font_size=FONT * 2,
                fill=INK,
                text_anchor="middle",
            )
        )
    return _svg(300, 260, parts)


def _draft() -> str:
    """Three cards dealt: one kept, one to the left, one to the right."""
    labels = [
        say("cakemaster.panel.choice_keep"),
        say("cakemaster.panel.to_left"),
        say("cakemaster.panel.to_right"),
    ]
    pitch = 150  # room for "to the right →" under each card
    width = 3 * pitch - pitch + CARD + 60
    return _svg(width, CARD + FONT + 16, _row(DRAFT_CARDS, labels, 4, 30, pitch))


def _appraisal() -> str:
    """A complete cake and its tasty points, line by line."""
    cards = [card(n) for n in APPRAISED]
    lines = tasty_breakdown(cards)
    colours = len({c.icing for c in cards})
    radius, cx, cy = 80, 240, 96
    parts = _cake(APPRAISED, cx, cy, radius)
    rows = (
        ("colours", say("cakemaster.picture.colours", n=colours), lines["colours"]),
        ("rosette", say("cakemaster.picture.rosettes", n=lines["rosettes"]), lines["rosettes"]),
        ("no_half_rosette", say("cakemaster.picture.no_half"), lines["no_half"]),
        ("berry", say("cakemaster.picture.pairs", n=lines["pairs"]), lines["pairs"]),
    )
    top, step = cy + radius + 20, 34
    for n, (kind, label, points) in enumerate(rows):
        y = top + n * step
        parts.append(scaled(40, y + step // 2, 0.7, icon(kind, 0, 0)))
        parts.append(_words(label, 70, y + step // 2 + FONT * 35 // 100, 330, anchor="start"))
        parts.append(_words(f"+{points}", 450, y + step // 2 + FONT * 35 // 100, 60, anchor="end"))
    y = top + len(rows) * step + 4
    parts.append(svg.Line(x1=20, y1=y, x2=460, y2=y, stroke=INK, stroke_width=2))
    parts += hat(40, y + step // 2 + 4, 26)
    middle = y + step // 2 + FONT * 35 // 100
    parts.append(_words(say("cakemaster.picture.total"), 70, middle, 330, anchor="start"))
    parts.append(_words(str(lines["total"]), 450, middle, 60, size=FONT + 4, anchor="end"))
    return _svg(480, y + step + 4, parts)


def example_round() -> dict:
    """The worked example's round 1 as the table scored it (the view's ``rounds[0]``)."""
    from pygames.cakemaster.rules import GAME

    state = GAME.new_game(EXAMPLE_PLAYERS, {}, EXAMPLE_SEED)
    for move in EXAMPLE_MOVES.split():
        seat, action = move.split(":")
        GAME.apply(state, int(seat), action.replace("_", " "))
    return GAME.view(state, None)["rounds"][0]


_example: list[dict] = []


def _round() -> str:
    """A player's cakes of a scored round, drawn as the rounds beside the table show
    them (replayed from the example's record)."""
    if not _example:
        _example.append(example_round())
    drawn = str(draw_round_cakes(_example[0])[EXAMPLE_SEAT])
    width, height = (int(v) for v in drawn.split('viewBox="', 1)[1].split('"')[0].split()[2:])
    # The customer's disc under a cake reaches past the round's picture: room for it.
    inner = drawn.replace("<svg ", f'<svg width="{width}" height="{height}" overflow="visible" ', 1)
    return _svg(width, height + 10, [inner.replace(' role="group"', "")])


def _two_players() -> str:
    """The two-player draft: keep one of three and give two; keep one of the two
    received and give the other back."""
    first = [say("cakemaster.panel.choice_keep")] + [say("cakemaster.panel.choice_give")] * 2
    second = [say("cakemaster.panel.choice_keep"), say("cakemaster.panel.choice_back")]
    row = CARD + FONT + 24
    parts = _badge(1, 20, 4 + CARD // 2) + _row(TWO_FIRST, first, 4, 44)
    parts += _badge(2, 20, row + 4 + CARD // 2) + _row(TWO_SECOND, second, row + 4, 44)
    return _svg(44 + 3 * (CARD + GAP) - GAP + 10, 2 * row, parts)


def _badge(n: int, x: int, y: int) -> list:
    """A step's number in a ring."""
    return [
        svg.Circle(cx=x, cy=y, r=14, fill="#ffffff", stroke=INK, stroke_width=2),
        svg.Text(x=x, y=y + 6, text=text(n), font_size=FONT, fill=INK, text_anchor="middle"),
    ]


def _solo() -> str:
    """Solo: four cards drawn, one discarded, three placed."""
    labels = [say("cakemaster.panel.choice_keep")] * 3 + [say("cakemaster.panel.discard_button")]
    parts = _row(SOLO_CARDS, labels, 4, 10)
    parts.append(_crossed(10 + 3 * (CARD + GAP), 4))
    width = len(SOLO_CARDS) * (CARD + GAP) - GAP + 20
    return _svg(width, CARD + FONT + 16, parts)


def _turned() -> str:
    """The same card turned into each quarter: its half rosette stays on its own
    clockwise edge."""
    radius, cell = 44, 116
    parts: list = []
    for q in range(1, QUARTERS + 1):
        cards = [None] * QUARTERS
        cards[q - 1] = TURNED
        cx = cell * (q - 1) + cell // 2
        parts += _cake(cards, cx, 56, radius)
        parts.append(_words(where(q), cx, 56 + radius + 10 + FONT, cell - 6))
    return _svg(cell * QUARTERS, 56 + radius + 18 + FONT, parts)


PICTURES = {
    "cards": _cards,
    "customers": _customers,
    "cake": _one_cake,
    "draft": _draft,
    "appraisal": _appraisal,
    "round": _round,
    "two-players": _two_players,
    "solo": _solo,
    "turned": _turned,
}

picture = picture_lookup(PICTURES)
