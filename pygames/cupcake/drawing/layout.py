"""Where each part of Cupcake Empire's board goes on the screen it is on
(``core.screen.Space``), and at what scale, so that its words are as big as that
screen needs (a phone 11 CSS px, a laptop 12, a projector 20) rather than one picture
scaled down.

The parts: the turn of the moment (``turn``), the goals, the supply, the city, the
income track (``income``), the board of the player whose eyes the screen is for (or, for
a spectator, of the player to move: ``me``) and the others' boards (``seat-N``), compact
cards until one is opened (``cards.py``).

- a phone: one column as wide as the screen, read by scrolling down: the turn, then
  another player's board asked for whole, then the part where the current decision's
  places are, then the rest; the city two districts a
  row, my board in its tall shape (its columns 3 and 2 a row), the others' cards one a
  row.
- a laptop: the same column, wider: the city three districts a row, my board wide, the
  others' cards two a row.
- a projector (presenter mode, nobody clicks): the city with the goals under it, and
  the turn with the supply under it, as large as the room allows; in a room wider than
  that (presenter mode's 2.2:1 at 1920x1080), the players' cards on their left in a
  column as tall as the others (``cards.wall_card``: each one's numbers, income bar, menu and
  customers), so a class sees who leads and why, when the room still shows the words
  at its least size (``Space.least_word``) or its height decides the scale anyway;
  else the players' numbers are in the list beside the board alone.

The layout's units are CSS px when the page shows the board at the width it measured
(``Space.scale``), so a word of ``f`` units drawn at ``scale`` is ``f * scale`` px.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from pygames.core.screen import Space
from pygames.cupcake.drawing.cards import CARD_H, CARD_W
from pygames.cupcake.drawing.city import city_size
from pygames.cupcake.drawing.players import board_size
from pygames.cupcake.drawing.table import (
    GOAL_GAP,
    GOAL_W,
    goals_height,
    supply_height,
    track_cells,
    track_height,
)

MARGIN = 6
GAP = 12
# The narrowest a stacked layout is drawn (a narrower phone scales it down a little).
LEAST = 320
# A window's scroll bar: a laptop's page scrolls down to the board's end, which takes
# this much of the width the page measured before the board was drawn.
SCROLLBAR = 16
# The width of a projector's second column (the turn and the supply), in its units;
# narrower beside the players' cards.
PROJECTOR_SIDE = 380
WALL_SIDE = 340
# The players' cards on a projector: their column's width (what the room leaves, within
# these), a card's most height, and the size (units) of the words the projector's parts
# are drawn at: the layout with the cards is taken when the room shows these at its
# least size.
CARDS_LEAST = 390
CARDS_MOST = 480
CARD_MOST_H = 260
WALL_WORD = 17


@dataclass(frozen=True)
class Place:
    """A part's top left and scale; ``width`` the width it is drawn at in its own
    units (the turn, the supply and the income track are drawn at any width), and
    ``height`` (a projector's cards) the height."""

    x: int
    y: int
    scale: float = 1.0
    width: int = 0
    height: int = 0


@dataclass
class Layout:
    kind: str  # "phone", "laptop" or "projector"
    width: int = 0
    height: int = 0
    city_per_row: int = 3
    goals_per_row: int = 4
    shape: str = "wide"  # the whole player boards' shape
    me: int | None = None  # whose board is drawn whole
    opened: int | None = None  # another seat's board opened whole
    places: dict[str, Place] = field(default_factory=dict)
    least: int = 0  # the least size (units) of the turn's words, its dice' letters too


def me_of(view: dict) -> int | None:
    """Whose board a screen shows whole: its own seat's, or the seat to move's."""
    seat = view.get("seat")
    if isinstance(seat, int):
        return seat
    mover = view.get("mover")
    return mover if isinstance(mover, int) and view.get("phase") != "over" else None


def goals_width(per_row: int) -> int:
    return per_row * (GOAL_W + GOAL_GAP) - GOAL_GAP


def plan(
    view: dict,
    space: Space,
    turn_height: Callable[[int], int],
    focus: str = "me",
    opened: int | None = None,
) -> Layout:
    """The layout for ``view`` in ``space``: ``turn_height(w, least)`` is how tall the
    turn's box is drawn ``w`` wide with words at least ``least`` units (0: its own
    sizes); ``focus`` the part holding the current decision's places
    (it follows the turn on a phone and a laptop); ``opened`` a seat whose whole board
    was asked for."""
    if space.kind == "projector":
        return _projector(view, space, turn_height)
    return _column(view, space, turn_height, focus, opened)


def _column(view, space: Space, turn_height, focus: str, opened) -> Layout:
    phone = space.kind == "phone"
    width = max(space.width - (0 if space.stacked else SCROLLBAR), LEAST)
    inner = width - 2 * MARGIN
    me = me_of(view)
    layout = Layout(
        space.kind,
        width,
        city_per_row=2 if phone else 3,
        goals_per_row=2 if phone else 4,
        shape="tall" if phone else "wide",
        me=me,
        opened=opened if opened != me and opened in range(view["players"]) else None,
    )
    board_w, board_h = board_size(view["columns"], layout.shape)
    city_w, city_h = city_size(layout.city_per_row)
    parts: dict[str, tuple[int, int]] = {
        "turn": (inner, turn_height(inner, 0)),
        "me": (board_w, board_h),
        "supply": (inner, supply_height(view, inner)),
        "city": (city_w, city_h),
        "goals": (goals_width(layout.goals_per_row), goals_height(layout.goals_per_row)),
        "income": (inner, track_height(track_cells(inner))),
    }
    if me is None:
        del parts["me"]
    # a board asked for whole comes right after the turn, where the eyes are
    first = ["turn"]
    if layout.opened is not None:
        first.append(f"seat-{layout.opened}")
        parts[first[-1]] = (board_w, board_h)
    first.append(focus)
    order = first + [name for name in parts if name not in first]
    y = MARGIN
    for name in order:
        if name not in parts:
            continue
        w, h = parts[name]
        scale = inner / w
        layout.places[name] = Place(MARGIN, y, scale, w)
        y += round(h * scale) + GAP
    y = _others(view, layout, inner, y, 1 if phone else 2)
    layout.height = y - GAP + MARGIN
    return layout


def _others(view: dict, layout: Layout, inner: int, y: int, per_row: int) -> int:
    """The others' cards, ``per_row`` a row (but the board opened whole)."""
    seats = [s for s in range(view["players"]) if s != layout.me]
    scale = inner / (per_row * CARD_W + (per_row - 1) * GAP)
    n = 0
    for seat in seats:
        if seat == layout.opened:
            continue
        row, col = divmod(n, per_row)
        x = MARGIN + round(col * (CARD_W + GAP) * scale)
        layout.places[f"seat-{seat}"] = Place(x, y + round(row * (CARD_H + GAP) * scale), scale)
        n += 1
    if n:
        y += round(-(-n // per_row) * (CARD_H + GAP) * scale)
    return y


def _projector(view: dict, space: Space, turn_height) -> Layout:
    """The city with the goals under it and the turn with the supply under it, scaled
    together to fill the room, every word at least ``WALL_WORD`` units (the turn's last
    roll drawn larger for it); the players' cards beside them when the room is wide
    enough to show their words at its least size, or to draw them without making the
    rest smaller (else the players' numbers are in the players' list beside the board
    alone; nobody decides on a projector). Where the turn's larger roll alone would
    leave the cards off (a tall turn, two rows of dice: rare), the roll keeps its own
    sizes and the cards stay, so they do not come and go from one move to the next."""
    plain, plain_scale = _wall(view, space, turn_height, PROJECTOR_SIDE, False, WALL_WORD)
    enough = min(plain_scale, space.least_word / WALL_WORD)
    for least in (WALL_WORD, 0):
        with_cards, scale = _wall(view, space, turn_height, WALL_SIDE, True, least)
        if scale >= enough:
            return with_cards
    return plain


def _wall(
    view: dict, space: Space, turn_height, side: int, cards: bool, least: int
) -> tuple[Layout, float]:
    """A projector's layout (the turn and the supply ``side`` wide, the turn's words at
    least ``least`` units, the players' cards in a column of their own on the left with
    ``cards``) and its scale."""
    layout = Layout("projector", city_per_row=3, goals_per_row=4, me=None, least=least)
    city_w, city_h = city_size(3)
    columns = [
        [("city", city_w, city_h), ("goals", goals_width(4), goals_height(4))],
        [("turn", side, turn_height(side, least)), ("supply", side, supply_height(view, side))],
    ]
    x, tall = 0, 0
    for column in columns:
        y = 0
        for name, w, h in column:
            layout.places[name] = Place(x, y, 1.0, w)
            y += h + GAP
        tall = max(tall, y - GAP)
        x += max(w for _, w, _ in column) + GAP * 2
    wide = x - GAP * 2
    if cards:
        # as wide as the room leaves at the scale its height allows, within bounds
        room = space.width * (tall + 2 * MARGIN) / space.height - 2 * MARGIN - x
        card_w = max(CARDS_LEAST, min(CARDS_MOST, int(room)))
        n = view["players"]
        card_h = min(CARD_MOST_H, (tall - (n - 1) * GAP) // n)
        # on the left: presenter mode's "why this score" opens over the board's top
        # right, where it covers the turn rather than a player's numbers
        for name, place in layout.places.items():
            layout.places[name] = Place(place.x + card_w + GAP * 2, place.y, 1.0, place.width)
        for seat in range(n):
            layout.places[f"seat-{seat}"] = Place(0, seat * (card_h + GAP), 1.0, card_w, card_h)
        wide = x + card_w
    # one scale for all, as large as the room allows both ways
    scale = min(space.width / (wide + 2 * MARGIN), space.height / (tall + 2 * MARGIN))
    for name, place in layout.places.items():
        layout.places[name] = Place(
            round((MARGIN + place.x) * scale),
            round((MARGIN + place.y) * scale),
            scale,
            place.width,
            place.height,
        )
    layout.width = round((wide + 2 * MARGIN) * scale)
    layout.height = round((tall + 2 * MARGIN) * scale)
    return layout, scale
