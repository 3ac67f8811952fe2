"""Colour is never the only signal (issue 14 part 4): every palette that tells players,
companies or kinds of thing apart is checked under simulated protanopia, deuteranopia
and tritanopia. Two entries whose colours come too close must differ by shape,
pattern, picture or letter; every player colour (and every Cable Car company) has a
shape of its own (``pygames.core.drawing.marks``), on the board and in the players list.

The simulation is Machado, Oliveira and Fernandes (2009), severity 1.0, applied to
linear RGB (the matrices act on light, not on gamma-encoded values); the distance is
CIEDE2000 in CIELAB under D65. ``tests/browser/test_app_colour_vision.py`` runs the same
check on the boards as the browser paints them."""

from __future__ import annotations

import itertools
import math
import re
import xml.etree.ElementTree as ET

import pytest

from pygames import get_game
from pygames.cablecar.data import COLOURS as CC_PLAYERS
from pygames.cablecar.data import COMPANIES
from pygames.cablecar.drawing.art import PALETTE
from pygames.cakemaster.data import CARD_SHAPES, ICINGS
from pygames.cakemaster.drawing.pieces import ICING, card_art
from pygames.core.drawing import marks
from pygames.core.rng import Rng
from pygames.cupcake.data import COLOURS as DICE
from pygames.cupcake.drawing.draw_pieces import (
    DIE_FILLS,
    FROSTING_FILLS,
    SEAT_COLOURS,
    die,
    frosting_shape,
    seat_token,
)
from pygames.cupcake.drawing.draw_words import die_letter, frosting_letters
from pygames.foodparadise.data import KINDS as FP_KINDS
from pygames.foodparadise.drawing.pieces import CHAIN_COLOURS, token
from pygames.foodparadise.drawing.symbols import symbols as fp_symbols
from pygames.foodtycoon.data import COLOURS as DISH_COLOURS
from pygames.foodtycoon.data import INGREDIENT_CARD_COLOURS, RECIPES
from pygames.foodtycoon.drawing.icons import ingredient_icon
from pygames.foodtycoon.drawing.lots import _recipe_card
from pygames.foodtycoon.drawing.pieces import CARD, INK, SEATS, seat_marker

# Two marks seen apart on a board (not side by side) need far more than the
# just-noticeable difference (ΔE2000 ≈ 1-2 for large adjacent patches): around 10 is
# the usual floor for colours that must read as different categories at a glance.
THRESHOLD = 10.0

# Machado et al. (2009), severity 1.0, for linear RGB.
MACHADO = {
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "tritanopia": (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
}
DEFICIENCIES = tuple(MACHADO)
NS = "{http://www.w3.org/2000/svg}"


# -- colour science ------------------------------------------------------------------


def parse_colour(value: str) -> tuple[int, int, int]:
    """``#rgb``, ``#rrggbb`` or ``rgb(r, g, b)`` (what a browser's computed style says)."""
    value = value.strip().lower()
    if value.startswith("rgb"):
        r, g, b = (int(float(v)) for v in re.findall(r"[\d.]+", value)[:3])
        return r, g, b
    digits = value.lstrip("#")
    if len(digits) == 3:
        digits = "".join(c * 2 for c in digits)
    return int(digits[0:2], 16), int(digits[2:4], 16), int(digits[4:6], 16)


def _linear(channel: int) -> float:
    c = channel / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def simulate(colour: str, deficiency: str | None) -> tuple[float, float, float]:
    """The colour in linear RGB as seen with ``deficiency`` (None: as it is)."""
    rgb = tuple(_linear(c) for c in parse_colour(colour))
    if deficiency is None:
        return rgb
    return tuple(
        min(1.0, max(0.0, sum(m * v for m, v in zip(row, rgb)))) for row in MACHADO[deficiency]
    )


def lab(linear: tuple[float, float, float]) -> tuple[float, float, float]:
    r, g, b = linear
    x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
    y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116

    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def ciede2000(lab1, lab2) -> float:
    """CIEDE2000 (Sharma, Wu and Dalal's formulation), kL = kC = kH = 1."""
    l1, a1, b1 = lab1
    l2, a2, b2 = lab2
    c_bar = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(c_bar**7 / (c_bar**7 + 25**7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360
    h2p = math.degrees(math.atan2(b2, a2p)) % 360
    dl, dc = l2 - l1, c2p - c1p
    if c1p * c2p == 0:
        dh = 0.0
    elif abs(h2p - h1p) <= 180:
        dh = h2p - h1p
    else:
        dh = h2p - h1p - 360 if h2p > h1p else h2p - h1p + 360
    dh_big = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dh / 2))
    l_bar, cp_bar = (l1 + l2) / 2, (c1p + c2p) / 2
    if c1p * c2p == 0:
        h_bar = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        h_bar = (h1p + h2p) / 2
    else:
        h_bar = (h1p + h2p + 360) / 2 if h1p + h2p < 360 else (h1p + h2p - 360) / 2
    t = (
        1
        - 0.17 * math.cos(math.radians(h_bar - 30))
        + 0.24 * math.cos(math.radians(2 * h_bar))
        + 0.32 * math.cos(math.radians(3 * h_bar + 6))
        - 0.20 * math.cos(math.radians(4 * h_bar - 63))
    )
    d_theta = 30 * math.exp(-(((h_bar - 275) / 25) ** 2))
    r_c = 2 * math.sqrt(cp_bar**7 / (cp_bar**7 + 25**7))
    s_l = 1 + 0.015 * (l_bar - 50) ** 2 / math.sqrt(20 + (l_bar - 50) ** 2)
    s_c = 1 + 0.045 * cp_bar
    s_h = 1 + 0.015 * cp_bar * t
    r_t = -math.sin(math.radians(2 * d_theta)) * r_c
    return math.sqrt(
        (dl / s_l) ** 2 + (dc / s_c) ** 2 + (dh_big / s_h) ** 2 + r_t * (dc / s_c) * (dh_big / s_h)
    )


def delta_e(colour1: str, colour2: str, deficiency: str | None) -> float:
    return ciede2000(lab(simulate(colour1, deficiency)), lab(simulate(colour2, deficiency)))


def clashes(entries: list[tuple[str, str, str]]) -> list[str]:
    """Pairs of (name, colour, mark) whose colours come closer than THRESHOLD for
    normal vision or a deficiency while their marks are the same."""
    found = []
    for (n1, c1, m1), (n2, c2, m2) in itertools.combinations(entries, 2):
        if m1 != m2:
            continue
        for deficiency in (None, *DEFICIENCIES):
            e = delta_e(c1, c2, deficiency)
            if e < THRESHOLD:
                seen = deficiency or "normal vision"
                alike = f"the same mark {m1!r}" if len(m1) <= 20 else "drawn alike but for colour"
                found.append(f"{n1} and {n2}: ΔE2000 {e:.1f} with {seen}, {alike}")
    return found


def minimum(colours: list[str], deficiency: str | None) -> float:
    return min(delta_e(a, b, deficiency) for a, b in itertools.combinations(colours, 2))


# -- what the drawings say ------------------------------------------------------------


def markup(elements) -> str:
    return "".join(str(e) for e in elements)


def shape_of(elements) -> str:
    """The one ``data-mark`` among drawn elements."""
    found = re.findall(r'data-mark="([^"]+)"', markup(elements))
    assert len(found) == 1, found
    return found[0]


def without_colours(text: str) -> str:
    """A drawing's markup with every colour taken out: what is left (outlines,
    patterns, pictures, letters) is what tells it apart without colour."""
    text = re.sub(r'(fill|stroke|color|id)="[^"]*"', "", text)
    return re.sub(r"#[0-9a-fA-F]{3,6}\b", "", text)


def owner_marks(board: str) -> dict[str, set[tuple[str, str]]]:
    """Each owner's (fill, shape) marks on a drawn board, read from ``data-owner``."""
    found: dict[str, set[tuple[str, str]]] = {}
    for element in ET.fromstring(board).iter():
        owner = element.get("data-owner")
        if owner is not None and element.get("data-mark"):
            fill = "#{:02x}{:02x}{:02x}".format(*parse_colour(element.get("fill")))
            found.setdefault(owner, set()).add((fill, element.get("data-mark")))
    return found


# -- the palettes ---------------------------------------------------------------------


def cc_entries(colours) -> list[tuple[str, str, str]]:
    return [(name, PALETTE[name][0], marks.colour_shape(name)) for name in colours]


def _seat_entries(draw, fills) -> list[tuple[str, str, str]]:
    return [(f"seat {s + 1}", fill, shape_of(draw(s))) for s, fill in enumerate(fills)]


PLAYER_PALETTES = {
    "cablecar players": lambda: cc_entries(CC_PLAYERS),
    "cablecar companies": lambda: cc_entries(COMPANIES),
    "foodtycoon seats": lambda: _seat_entries(
        lambda s: seat_marker(s, 20, 20, 12), [fill for fill, _ in SEATS]
    ),
    "cupcake seats": lambda: _seat_entries(
        lambda s: seat_token(s, 20, 20, 12), [fill for fill, _ in SEAT_COLOURS]
    ),
    "foodparadise tokens": lambda: [
        (f"seat {s + 1} ({colour})", fill, shape_of(token(s, colour, 20, 20, 12)))
        for s, (colour, (fill, _)) in enumerate(CHAIN_COLOURS.items())
    ],
}


def _fp_symbol(kind: str) -> str:
    found = [s for s in fp_symbols() if getattr(s, "id", None) == f"fp-{kind}"]
    return str(found[0])


def _first_fill(text: str) -> str:
    return re.search(r'fill="(#[0-9a-fA-F]{6})"', text).group(1)


# Kinds of thing told apart by colour: (name, colour, everything drawn but colour).
KIND_PALETTES = {
    "cakemaster icings": lambda: [
        (icing, ICING[icing][0], without_colours(markup(card_art(i * len(CARD_SHAPES) + 1))))
        for i, icing in enumerate(ICINGS)
    ],
    "foodtycoon ingredients": lambda: [
        (colour, CARD[colour][0], without_colours(markup(ingredient_icon(kind, INK))))
        for kind, colour in enumerate(INGREDIENT_CARD_COLOURS)
    ],
    "foodtycoon dish colours": lambda: [
        (colour, CARD[colour][0], without_colours(markup(_recipe_card(r.key, 0, 0, 300))))
        for colour in DISH_COLOURS
        for r in [next(r for r in RECIPES if DISH_COLOURS[r.colour] == colour)]
    ],
    "cupcake dice": lambda: [
        (colour, DIE_FILLS[colour], without_colours(markup(die(colour, 3, 0, 0, 30, letter=die_letter(colour)))))
        for colour in DICE
    ],
    "cupcake frostings": lambda: [
        (name, fill, without_colours(markup(frosting_shape(name, 0, 0, 30, frosting_letters(name)))))
        for name, fill in FROSTING_FILLS.items()
    ],
    "foodparadise ingredients": lambda: [
        (kind, _first_fill(_fp_symbol(kind)), without_colours(_fp_symbol(kind)))
        for kind in FP_KINDS
    ],
}  # fmt: skip


# -- the checks -----------------------------------------------------------------------


def test_the_simulation_keeps_grey_grey_and_brings_red_and_green_together():
    for deficiency in DEFICIENCIES:
        assert delta_e("#808080", "#808080", deficiency) == 0
        white = simulate("#ffffff", deficiency)
        assert all(abs(v - 1) < 0.01 for v in white), deficiency
    # Red and green: far apart for normal vision, close for the red-green deficiencies.
    assert delta_e("#c8362e", "#3f8f46", None) > 40
    assert delta_e("#c8362e", "#3f8f46", "deuteranopia") < THRESHOLD
    # Blue and yellow collapse for tritanopia only... into other hues, still apart.
    assert ciede2000((50, 2.6772, -79.7751), (50, 0, -82.7485)) == pytest.approx(2.0425, 1e-3)


def test_the_check_finds_colours_told_apart_by_colour_alone():
    """The check is not vacuous: red and green circles clash, red and green in two
    shapes do not."""
    same = clashes([("red", "#c8362e", "circle"), ("green", "#3f8f46", "circle")])
    assert same and "deuteranopia" in same[0]
    assert not clashes([("red", "#c8362e", "circle"), ("green", "#3f8f46", "square")])


@pytest.mark.parametrize("palette", sorted(PLAYER_PALETTES))
def test_every_player_colour_has_a_shape_of_its_own(palette):
    entries = PLAYER_PALETTES[palette]()
    shapes = [shape for _, _, shape in entries]
    assert len(set(shapes)) == len(shapes), f"{palette}: shapes {shapes}"
    assert set(shapes) <= set(marks.SHAPES)


@pytest.mark.parametrize("palette", sorted(PLAYER_PALETTES) + sorted(KIND_PALETTES))
def test_no_two_entries_look_alike_for_any_colour_vision(palette):
    entries = {**PLAYER_PALETTES, **KIND_PALETTES}[palette]()
    assert len(entries) >= 4
    assert not clashes(entries), f"{palette}: " + "; ".join(clashes(entries))


@pytest.mark.parametrize(
    "palette", ["cablecar players", "foodtycoon seats", "cupcake seats", "foodparadise tokens"]
)
def test_the_player_colours_stay_apart_by_colour_alone(palette):
    """Shape comes on top: at most 6 player colours can also stay apart by colour for
    every deficiency (8 companies cannot: their shapes carry them)."""
    colours = [colour for _, colour, _ in PLAYER_PALETTES[palette]()]
    for deficiency in DEFICIENCIES:
        assert minimum(colours, deficiency) >= THRESHOLD, (palette, deficiency)


def _mid_game_board(game_id: str, players: int, options=None) -> str:
    game = get_game(game_id)
    state = game.new_game(players, options or {}, 11)
    rng = Rng(3)
    for _ in range(60):
        movers = game.to_move(state)
        if not movers:
            break
        seat = movers[0]
        legal = game.legal_actions(state, seat)
        game.apply(state, seat, legal[rng.below(len(legal))])
    draw = __import__(f"pygames.{game_id}.drawing.draw", fromlist=["draw_board"])
    return str(draw.draw_board(game.view(state, None), names=[f"P{i}" for i in range(players)]))


BOARDS = [
    ("cablecar", 6, None),
    ("cablecar", 5, {"mode": "shares"}),
    ("foodtycoon", 6, None),
    ("foodparadise", 4, None),
    ("cupcake", 4, None),
]


@pytest.mark.parametrize("game_id, players, options", BOARDS)
def test_no_two_owners_marks_on_a_board_look_alike(game_id, players, options):
    """On a board in mid-game, every owner's marks (read from ``data-owner`` and
    ``data-mark``) differ from every other owner's in shape, or in colour for every
    colour vision."""
    found = owner_marks(_mid_game_board(game_id, players, options))
    assert len(found) >= (3 if game_id == "cablecar" else 2), found
    for (a, marks_a), (b, marks_b) in itertools.combinations(found.items(), 2):
        for (fill_a, shape_a), (fill_b, shape_b) in itertools.product(marks_a, marks_b):
            problems = clashes([(f"owner {a}", fill_a, shape_a), (f"owner {b}", fill_b, shape_b)])
            assert not problems, f"{game_id}: {problems}"


def test_the_players_list_swatch_is_the_boards_shape():
    """The players list shows each seat's colour as the shape its marks have on the
    board (``ui.table_view.players``)."""
    from pygames.core.record import Seat
    from ui import table_view
    from ui.session import Table

    table = Table.new("cablecar", [Seat(f"P{i}", "human") for i in range(6)], seed=11)
    listed = table_view.parts(table, table_view.TableScreen(mode="local", shown_seat=0))
    swatches = re.findall(
        r'<svg class="swatch mark-swatch c-(\w+)" data-mark="(\w+)"', listed["players"]
    )
    assert swatches == [(colour, marks.colour_shape(colour)) for colour in CC_PLAYERS]
    drawn = owner_marks(_mid_game_board("cablecar", 6))
    for owner, seen in drawn.items():
        assert {shape for _, shape in seen} == {swatches[int(owner)][1]}
