"""Colour is never the only signal: the colour science and drawing readers the colour
checks share (tests/test_colour_vision.py, each game's tests/<game>/test_<game>_colours.py,
tests/browser/test_app_colour_vision.py).

The simulation is Machado, Oliveira and Fernandes (2009), severity 1.0, applied to
linear RGB (the matrices act on light, not on gamma-encoded values); the distance is
CIEDE2000 in CIELAB under D65. Two entries whose colours come closer than THRESHOLD for
normal vision or a deficiency must differ by shape, pattern, picture or letter."""

from __future__ import annotations

import itertools
import math
import re
import xml.etree.ElementTree as ET

from pygames import GAMES
from pygames.core.rng import Rng

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


def mid_game_board(game_id: str, players: int, options=None) -> str:
    """A game's board drawn for everyone after up to 60 seeded random moves."""
    manifest = GAMES[game_id]
    game = manifest.rules()
    state = game.new_game(players, options or {}, 11)
    rng = Rng(3)
    for _ in range(60):
        movers = game.to_move(state)
        if not movers:
            break
        seat = movers[0]
        legal = game.legal_actions(state, seat)
        game.apply(state, seat, legal[rng.below(len(legal))])
    draw = manifest.drawing()
    return str(draw.draw_board(game.view(state, None), names=[f"P{i}" for i in range(players)]))


def assert_owners_apart(found: dict[str, set[tuple[str, str]]], where: str) -> None:
    """Every owner's marks (``owner_marks``) differ from every other owner's in shape,
    or in colour for every colour vision."""
    for (a, marks_a), (b, marks_b) in itertools.combinations(found.items(), 2):
        for (fill_a, shape_a), (fill_b, shape_b) in itertools.product(marks_a, marks_b):
            problems = clashes([(f"owner {a}", fill_a, shape_a), (f"owner {b}", fill_b, shape_b)])
            assert not problems, f"{where}: {problems}"


def assert_shapes_of_their_own(entries: list[tuple[str, str, str]], palette: str) -> None:
    """Every player colour of a palette has a shape of its own, one of ``marks.SHAPES``."""
    from pygames.core.drawing import marks

    shapes = [shape for _, _, shape in entries]
    assert len(set(shapes)) == len(shapes), f"{palette}: shapes {shapes}"
    assert set(shapes) <= set(marks.SHAPES)


def assert_none_alike(entries: list[tuple[str, str, str]], palette: str) -> None:
    """No two of at least four entries (name, colour, mark) look alike for any colour
    vision: close colours differ in their mark."""
    assert len(entries) >= 4
    assert not clashes(entries), f"{palette}: " + "; ".join(clashes(entries))


def assert_apart_by_colour(entries: list[tuple[str, str, str]], palette: str) -> None:
    """Shape comes on top: player colours also stay apart by colour alone, for every
    deficiency (at most 6 can; 8 companies cannot, their shapes carry them)."""
    colours = [colour for _, colour, _ in entries]
    for deficiency in DEFICIENCIES:
        assert minimum(colours, deficiency) >= THRESHOLD, (palette, deficiency)


def assert_board_owners_apart(game_id: str, players: int, options=None, at_least=2) -> None:
    """On a board in mid-game, at least ``at_least`` owners' marks (read from
    ``data-owner`` and ``data-mark``), each differing from every other owner's in shape,
    or in colour for every colour vision."""
    found = owner_marks(mid_game_board(game_id, players, options))
    assert len(found) >= at_least, found
    assert_owners_apart(found, game_id)
