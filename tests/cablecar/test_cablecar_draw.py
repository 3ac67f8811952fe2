"""The Cable Car board drawing: valid markup, clickable placements, escaping, lines."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections import Counter

import pytest

import svg
from pygames import get_game
from pygames.cablecar.actions import Draw, Exchange, Place
from pygames.cablecar.data import CONNECT, TILE_NAMES
from pygames.cablecar.drawing.draw import PALETTE, STYLE, draw_board, draw_tile
from pygames.cablecar.tracks import EMPTY, follow, trace, waiting_square
from pygames.core.drawing import svgtext
from pygames.core.rng import Rng

GAME = get_game("cablecar")
NS = "{http://www.w3.org/2000/svg}"
HOSTILE = "<img src=x onerror=alert(1)>\"'&"
# The variants (free orientation, 2–3 hidden tiles) and the shares game.
VARIANTS = (
    {"orientation": "free", "hand": 2},
    {"hand": 3, "mode": "shares"},
    {"orientation": "free", "hand": 3, "mode": "shares"},
)


def snapshots(players: int, seed: int, points=(0, 1, 2, 9, 30, 70), options=None):
    """(state, seat to move or None) at several points of a random playout, always
    ending with the finished game. Odd points stop right after a "draw", so both
    kinds of placement ("hand" before drawing, "place" after) are covered."""
    state = GAME.new_game(players, dict(options or {}), seed)
    rng = Rng(seed * 7919 + players)
    moves = 0
    while GAME.to_move(state):
        if moves in points:
            yield state.clone(), GAME.to_move(state)[0]
        seat = GAME.to_move(state)[0]
        legal = GAME.legal_actions(state, seat)
        if moves % 2 == 0 and moves in points and any(str(a) == "draw" for a in legal):
            action = "draw"
        else:
            action = rng.choice(legal)
        GAME.apply(state, seat, action)
        moves += 1
    yield state, None


ALL_SNAPSHOTS = [
    (players, seed, state, seat)
    for players in range(2, 7)
    for seed in (1, 2)
    for state, seat in snapshots(players, seed)
]
VARIANT_SNAPSHOTS = [
    (players, seed, state, seat)
    for n, options in enumerate(VARIANTS)
    for players, seed in ((2, 3 + n), (5, 6 + n))
    for state, seat in snapshots(players, seed, options=options)
]


def selections(legal: list) -> dict[tuple[str, int], list[Place]]:
    """The placements grouped by what the player chooses before a square: which tile
    (the verb) and how it is turned. The app passes one group to the board at a time."""
    groups: dict[tuple[str, int], list[Place]] = {}
    for action in legal:
        if isinstance(action, Place):
            groups.setdefault((action.verb, action.turns), []).append(action)
    return groups


def render(state, seat, **kwargs) -> tuple[str, ET.Element, dict, list]:
    legal = GAME.legal_actions(state, seat) if seat is not None else []
    view = GAME.view(state, seat)
    text = str(draw_board(view, legal=legal, **kwargs))
    return text, ET.fromstring(text), view, legal


def classes(element: ET.Element) -> set[str]:
    return set(element.get("class", "").split())


@pytest.mark.parametrize("players,seed,state,seat", ALL_SNAPSHOTS)
def test_board_is_well_formed_svg(players, seed, state, seat):
    text, root, view, _ = render(state, seat)
    assert root.tag == NS + "svg"
    assert "cc-board" in classes(root)
    assert root.get("viewBox") and root.get("width") is None  # scales to its container
    squares = [e for e in root.iter() if "square" in classes(e)]
    assert len(squares) == 64
    stations = [e for e in root.iter() if "station" in classes(e)]
    assert sorted(int(e.get("data-station")) for e in stations) == list(range(1, 33))
    assert text == str(
        draw_board(
            view,
            legal=GAME.legal_actions(state, seat) if seat is not None else [],
        )
    )  # deterministic


@pytest.mark.parametrize("players,seed,state,seat", ALL_SNAPSHOTS + VARIANT_SNAPSHOTS)
def test_each_legal_placement_is_exactly_one_element(players, seed, state, seat):
    """For each choice of tile and turn, every legal placement of that choice is one
    element, and there is one element per square."""
    view = GAME.view(state, seat)
    legal = GAME.legal_actions(state, seat) if seat is not None else []
    groups = selections(legal)
    for group in groups.values() or [[]]:
        root = ET.fromstring(str(draw_board(view, legal=group + [Draw(), Exchange(10, "pile")])))
        elements = [e for e in root.iter() if e.get("data-action")]
        carried = Counter(e.get("data-action") for e in elements)
        for action in group:
            assert carried[str(action)] == 1, action
        assert set(carried) == {
            str(a) for a in group
        }  # nothing that is not a placement of the choice
        squares = [(e.find(NS + "rect").get("x"), e.find(NS + "rect").get("y")) for e in elements]
        assert len(set(squares)) == len(squares)
        for element in elements:
            assert element.get("tabindex") == "0" and element.get("role") == "button"
            assert element.get("aria-label") and "legal" in classes(element)


def test_snapshots_cover_every_kind_of_placement():
    kinds = {
        (action.verb + (" turned" if action.turns else ""))
        if isinstance(action, Place)
        else type(action).__name__.lower()
        for _, _, state, seat in ALL_SNAPSHOTS + VARIANT_SNAPSHOTS
        if seat is not None
        for action in GAME.legal_actions(state, seat)
    }
    assert {
        "place",
        "hand",
        "hand2",
        "hand3",
        "draw",
        "exchange",
        "place turned",
        "hand turned",
        "hand2 turned",
        "hand3 turned",
    } <= kinds


def test_one_element_per_square_even_if_given_more():
    """Given several placements of one square (all tiles and turns at once), the board
    still draws one element there: the first placement named."""
    state = GAME.new_game(2, {"orientation": "free", "hand": 2}, 5)
    view = GAME.view(state, 0)
    legal = GAME.legal_actions(state, 0)
    root = ET.fromstring(str(draw_board(view, legal=legal)))
    carried = [e.get("data-action") for e in root.iter() if e.get("data-action")]
    placements = [a for a in legal if isinstance(a, Place)]
    squares = {action.square for action in placements}
    assert len(carried) == len(squares) < len(placements)
    first = {}
    for action in placements:
        first.setdefault(action.square, str(action))
    assert sorted(carried) == sorted(first.values())


def test_ghost_and_label_show_the_chosen_tile_turned():
    state = GAME.new_game(3, {"orientation": "free", "hand": 3}, 8)
    view = GAME.view(state, 0)
    legal = GAME.legal_actions(state, 0)
    hand = view["hand"]
    for (verb, turns), group in selections(legal).items():
        index = {"hand": 0, "hand2": 1, "hand3": 2}[verb]
        root = ET.fromstring(str(draw_board(view, legal=group)))
        squares = [e for e in root.iter() if "legal" in classes(e)]
        assert len(squares) == len(group)
        for element in squares:
            use = next(element.iter(NS + "use"))
            assert use.get("href") == f"#cc-tile-{hand[index]}"
            assert (use.get("transform") or "rotate(0").startswith(f"rotate({90 * turns}")
            label = element.get("aria-label")
            action = next(a for a in group if str(a) == element.get("data-action"))
            row, col = action.row + 1, action.col + 1
            which = {
                "hand": "your 1st hidden tile",
                "hand2": "your 2nd hidden tile",
                "hand3": "your 3rd hidden tile",
            }[verb]
            turn_words = ("", ", turned once", ", turned twice", ", turned three times")[turns]
            assert label == f"Place {which} at row {row}, column {col}{turn_words}"
    # One hidden tile: "your hidden tile"; the drawn tile: "the drawn tile".
    state = GAME.new_game(2, {}, 8)
    view = GAME.view(state, 0)
    root = ET.fromstring(str(draw_board(view, legal=[Place("hand", 0, 0)])))
    assert (
        next(e for e in root.iter() if e.get("data-action")).get("aria-label")
        == "Place your hidden tile at row 1, column 1"
    )


def test_only_placements_are_drawn():
    state = GAME.new_game(3, {}, 4)
    view = GAME.view(state, 0)
    others = [
        Draw(),
        "place 2,2",  # a text is no action: the board takes action objects
        f"hand {HOSTILE}",
        Place("drawn", 0, 0),
        Exchange(20, "pile"),
        Place("hand", 1, 2, 1, 3),
    ]
    root = ET.fromstring(str(draw_board(view, legal=others)))
    assert [e.get("data-action") for e in root.iter() if e.get("data-action")] == [
        "place 1,1",
        "hand2 2,3 r3",
    ]


def test_hostile_names_are_escaped():
    state = next(s for _, _, s, seat in ALL_SNAPSHOTS if seat is None and s.players == 6)
    view = GAME.view(state, None)
    names = [HOSTILE, HOSTILE + "\x00\x1b", "Ann", "</title><script>", "&amp;", "'\""]
    text = str(draw_board(view, names=names, trace_station=1))
    assert "<img" not in text and "<script" not in text
    root = ET.fromstring(text)  # the control characters did not break the XML either
    titles = [e.text or "" for e in root.iter(NS + "title")]
    first = [t for t in titles if t.startswith("Station 1 — ")]
    assert first and first[0].startswith(f"Station 1 — {HOSTILE} (yellow)")
    assert any(f"— {HOSTILE}\ufffd\ufffd (blue)" in t for t in titles)
    assert any("— &amp; (purple)" in t for t in titles)
    assert any("— '\" (black)" in t for t in titles)


def test_svgtext_escapes_text_and_attributes():
    assert svgtext.text(HOSTILE) == "&lt;img src=x onerror=alert(1)&gt;&quot;&#39;&amp;"
    element = svg.G(
        data=svgtext.attrs({"action": HOSTILE}),
        extra=svgtext.attrs({"aria-label": HOSTILE, "skipped": None}),
        elements=[svgtext.title(HOSTILE)],
    )
    parsed = ET.fromstring(str(element))
    assert parsed.get("data-action") == HOSTILE and parsed.get("aria-label") == HOSTILE
    assert parsed.get("skipped") is None
    assert parsed.find("title").text == HOSTILE
    for bad in ("on click", 'x"', "a=b", "", "<x"):
        with pytest.raises(ValueError):
            svgtext.attrs({bad: "v"})


def test_each_tile_kind_is_one_symbol_used_with_use():
    state = next(s for _, _, s, seat in ALL_SNAPSHOTS if seat is None)
    view = GAME.view(state, None)
    root = ET.fromstring(str(draw_board(view)))
    symbols = Counter(e.get("id") for e in root.iter(NS + "symbol"))
    assert all(count == 1 for count in symbols.values())
    # Every kind is defined, once: the definitions never change during a game.
    assert set(symbols) == {f"cc-tile-{kind}" for kind in range(len(TILE_NAMES))}
    uses = [e for e in root.iter(NS + "use") if "tile" in classes(e)]
    assert len(uses) == sum(placed != EMPTY for placed in view["board"])
    for use in uses:
        row, col = next(
            (int(m[1]), int(m[2])) for c in classes(use) if (m := re.fullmatch(r"r(\d)c(\d)", c))
        )
        placed = view["board"][(row - 1) * 8 + col - 1]
        assert use.get("href") == f"#cc-tile-{placed // 4}"
        turn = use.get("transform")
        assert (turn is None) == (placed % 4 == 0)
        if turn:
            assert turn.startswith(f"rotate({90 * (placed % 4)} ")
    # Each symbol's art is drawn only inside its symbol: four tracks of three strokes.
    for symbol in root.iter(NS + "symbol"):
        assert len(symbol.findall(NS + "path")) == 12


def _rotate(x: float, y: float, turn: str | None) -> tuple[int, int]:
    """Apply a "rotate(a cx cy)" transform (SVG: positive angles turn clockwise)."""
    if not turn:
        return round(x), round(y)
    a, cx, cy = (float(v) for v in turn[len("rotate(") : -1].split())
    for _ in range(int(a) // 90 % 4):
        x, y = cx - (y - cy), cy + (x - cx)
    return round(x), round(y)


def test_turned_tiles_join_the_ends_the_engine_joins():
    """Tiles put on the board turned (kind * 4 + turns) must show the tracks that
    CONNECT follows: each track's two ends, turned, are a pair of CONNECT."""
    view = GAME.view(GAME.new_game(2, {}, 3), None)
    view["board"] = [(square % 24) * 4 + square // 24 % 4 for square in range(64)]
    root = ET.fromstring(str(draw_board(view)))
    symbols = {"#" + s.get("id"): s for s in root.iter(NS + "symbol")}
    ends = [(30, 0), (60, 0), (90, 30), (90, 60), (60, 90), (30, 90), (0, 60), (0, 30)]
    for use in (e for e in root.iter(NS + "use") if "tile" in classes(e)):
        x, y = int(use.get("x")), int(use.get("y"))
        square = (y - 64) // 90 * 8 + (x - 64) // 90
        placed = view["board"][square]
        joined = set()
        for path in symbols[use.get("href")].findall(NS + "path")[1::3]:
            numbers = [float(n) for n in re.findall(r"-?\d+(?:\.\d+)?", path.get("d"))]
            a = _rotate(x + numbers[0], y + numbers[1], use.get("transform"))
            b = _rotate(x + numbers[-2], y + numbers[-1], use.get("transform"))
            joined.add(
                frozenset((ends.index((a[0] - x, a[1] - y)), ends.index((b[0] - x, b[1] - y))))
            )
        assert joined == {frozenset((e, CONNECT[placed][e])) for e in range(8)}, placed


def test_ghost_tiles_show_the_tile_being_placed():
    state = GAME.new_game(2, {}, 11)
    GAME.apply(state, 0, "draw")
    view = GAME.view(state, 0)
    legal = GAME.legal_actions(state, 0)
    root = ET.fromstring(str(draw_board(view, legal=legal)))
    ghosts = [use for g in root.iter(NS + "g") if "ghost" in classes(g) for use in g]
    assert len(ghosts) == len(legal)
    assert {use.get("href") for use in ghosts} == {f"#cc-tile-{view['drawn']}"}
    spectator = GAME.view(GAME.new_game(2, {}, 11), None)  # no hand shown: no ghost
    root = ET.fromstring(str(draw_board(spectator, legal=[Place("hand", 0, 0)])))
    assert not [g for g in root.iter(NS + "g") if "ghost" in classes(g)]


def test_last_placed_tile_is_marked():
    for _, _, state, seat in ALL_SNAPSHOTS:
        _, root, view, _ = render(state, seat)
        marks = [e for e in root.iter() if "last-mark" in classes(e)]
        if view["last"] is None:
            assert not marks
            continue
        row, col = divmod(view["last"], 8)
        assert len(marks) == 1 and f"r{row + 1}c{col + 1}" in classes(marks[0])
        assert (marks[0].get("x"), marks[0].get("y")) == (
            str(64 + col * 90 + 3),
            str(64 + row * 90 + 3),
        )


def test_line_steps_follow_the_engine_trace():
    for _, _, state, _ in ALL_SNAPSHOTS:
        for station in range(1, 33):
            steps, end, _ = follow(state.board, station)
            tiles, trace_end, squares = trace(state.board, station)
            assert [square for square, _, _ in steps] == squares
            assert end == trace_end and len(steps) == tiles


def test_scored_lines_are_drawn_in_their_owners_colour():
    checked = 0
    for _, _, state, seat in ALL_SNAPSHOTS:
        _, root, view, _ = render(state, seat)
        lines = {
            int(g.get("data-station")): g
            for g in root.iter(NS + "g")
            if "scored-line" in classes(g)
        }
        scored = [car for car in view["cars"] if car["scored"]]
        assert sorted(lines) == sorted(car["station"] for car in scored)
        for car in scored:
            colour = PALETTE[view["colours"][car["owner"]]][0]
            strokes = [path.get("stroke") for path in lines[car["station"]]]
            assert colour in strokes
            station = next(
                e
                for e in root.iter()
                if e.get("data-station") == str(car["station"]) and "station" in classes(e)
            )
            assert "scored" in classes(station)
            points = [t.text for t in station.iter(NS + "text") if "points" in classes(t)]
            assert points == [str(car["scored"]["points"])]
            checked += 1
    assert checked > 50


def test_trace_station_highlights_that_line():
    state = next(s for _, _, s, seat in ALL_SNAPSHOTS if seat is None)
    view = GAME.view(state, None)
    root = ET.fromstring(str(draw_board(view, trace_station=7)))
    traces = [g for g in root.iter(NS + "g") if "trace" in classes(g)]
    assert len(traces) == 1 and traces[0].get("data-station") == "7"
    steps, _, _ = follow(view["board"], 7)
    # One cubic curve per tile passed.
    assert traces[0][0].get("d").count("C") == len(steps)
    root = ET.fromstring(str(draw_board(view)))
    assert not [g for g in root.iter(NS + "g") if "trace" in classes(g)]


@pytest.mark.parametrize("kind", range(len(TILE_NAMES)))
def test_draw_tile_draws_every_kind(kind):
    for turns in range(4):
        root = ET.fromstring(str(draw_tile(kind, turns=turns, label=HOSTILE)))
        assert root.tag == NS + "svg" and "cc-tile" in classes(root)
        assert root.get("aria-label") == HOSTILE and root.find(NS + "title").text == HOSTILE
        assert len(list(root.iter(NS + "path"))) == 12
        assert not [e for e in root.iter() if e.get("id")]  # safe to repeat on a page
        group = root.find(NS + "g")
        assert (group.get("transform") or "rotate(0").startswith(f"rotate({90 * turns}")


def test_draw_tile_face_down():
    root = ET.fromstring(str(draw_tile(None)))
    assert root.tag == NS + "svg" and not list(root.iter(NS + "path"))
    assert root.get("aria-label") is None


# -- the shares game and the play aids -----------------------------------------------


def test_shares_stations_name_their_company_not_a_player():
    for _, _, state, seat in VARIANT_SNAPSHOTS:
        if state.profits is None:
            continue
        view = GAME.view(state, seat)
        root = ET.fromstring(str(draw_board(view, names=["Ann", "Bob", "Cy", "Di", "Ed"])))
        titles = [e.text for e in root.iter(NS + "title") if e.text.startswith("Station ")]
        assert len(titles) == 32
        for car in view["cars"]:
            company = view["companies"][car["owner"]]
            title = next(t for t in titles if t.startswith(f"Station {car['station']} — "))
            assert title.startswith(f"Station {car['station']} — {company} company"), title
        assert not any(name in t for t in titles for name in ("Ann", "Bob", "Cy", "Di", "Ed"))


@pytest.mark.parametrize("players,seed,state,seat", ALL_SNAPSHOTS[::3] + VARIANT_SNAPSHOTS[::2])
def test_every_station_with_a_car_carries_its_line_aid(players, seed, state, seat):
    """Hovering or focusing a station shows its line as it stands and what it scores:
    a hidden group inside the (focusable) station, shown by the board's CSS."""
    view = GAME.view(state, seat)
    root = ET.fromstring(str(draw_board(view)))
    cars = {car["station"]: car for car in view["cars"]}
    stations = {int(e.get("data-station")): e for e in root.iter() if "station" in classes(e)}
    for number, element in stations.items():
        aids = [g for g in element.iter(NS + "g") if "aid" in classes(g)]
        car = cars.get(number)
        if car is None:
            assert not aids and element.get("tabindex") is None
            continue
        assert len(aids) == 1 and element.get("tabindex") == "0"
        assert element.get("aria-label") == element.find(NS + "title").text
        tiles, end, _ = trace(view["board"], number)
        value = next(t.text for t in aids[0].iter(NS + "text") if "aid-value" in classes(t))
        if car["scored"]:
            assert value == str(car["scored"]["points"])
            points = car["scored"]["points"]  # counted: "= 1 point", "= 4 points"
            assert element.get("aria-label").endswith(f"= {points} point{'s' * (points != 1)}")
        else:
            assert end is None and value == str(tiles)
            assert f"open line, {tiles} tile{'s' * (tiles != 1)} so far" in element.get(
                "aria-label"
            )
            # The empty square the line runs into is outlined.
            row, col = divmod(waiting_square(view["board"], number), 8)
            outlines = [r for r in aids[0].iter(NS + "rect") if r.get("stroke-dasharray")]
            assert [(r.get("x"), r.get("y")) for r in outlines] == [
                (str(64 + col * 90 + 5), str(64 + row * 90 + 5))
            ]
        paths = list(aids[0].iter(NS + "path"))
        assert (len(paths) == 2) == (tiles > 0)
        if tiles:
            assert paths[0].get("d").count("C") == tiles


def test_aids_show_only_on_hover_focus_or_a_named_line():
    assert ".cc-board .aid { display: none;" in STYLE
    assert (
        ".cc-board .station:hover .aid, .cc-board .station:focus .aid { display: inline; }" in STYLE
    )
    for n in (1, 17, 32):
        assert f'[data-trace="{n}"] > .cc-board .station.s{n} .aid {{ display: inline; }}' in STYLE
    assert ":has(" not in STYLE  # a page-wide :has() restyles the page at every redraw
    # The scored lines' badges again, hidden, for presenter mode's "why this score".
    assert ".cc-board .badge { display: none; pointer-events: none; }" in STYLE
    # The stations are drawn after the tiles and squares, so a shown line lies over
    # them; only the badges (over every line) come after.
    view = GAME.view(next(s for _, _, s, seat in ALL_SNAPSHOTS if seat is None), None)
    root = ET.fromstring(str(draw_board(view)))
    order = [classes(e) for layer in root for e in layer]  # the board is drawn in layers
    first_station = next(i for i, c in enumerate(order) if "station" in c)
    assert all("station" in c or "badge" in c for c in order[first_station:])
    assert "badge" in order[-1]
