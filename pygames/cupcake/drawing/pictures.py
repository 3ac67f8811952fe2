"""Cupcake Empire's rules pictures (``[picture: NAME]`` lines of ``help.py``): the game's
own pieces drawn by its own drawing code, in the language of the moment.

Each picture is a position played by the rules from a fixed seed (the set-up's
choices made by the rules' first legal action), then drawn as the board draws it:
a player's board (``players.py``) or a district (``city.py``) cut to the part that
shows the point, or the pieces themselves (``pieces.py``, ``cupcakes.py``). The
rulebook's worked examples (selling at distance 3 with two green experts; two 6s
rolled; column 5's level 4 borrowing column 4) set the position the example
describes (the dice in a column, a customer on a house), as the tests of those
examples do, then play the example's moves through the rules before drawing.

Nothing here is clickable (no legal action is passed to the drawing code), and the
board's layer ids are left out, so several pictures can share a page.
"""

from __future__ import annotations

import svg
from pygames.core.drawing.board import LAYER_PREFIX, markup
from pygames.core.drawing.parts import group
from pygames.core.drawing.pictures import picture_lookup
from pygames.core.screen import say
from pygames.cupcake.data import BASE, COLOUR, COLOURS, DISC_KINDS, FROSTING, LIKINGS
from pygames.cupcake.drawing.city import DISTRICT_H, DISTRICT_W, GAP, district_markup
from pygames.cupcake.drawing.columns import column_markup
from pygames.cupcake.drawing.cupcakes import cupcake
from pygames.cupcake.drawing.draw import FONTS
from pygames.cupcake.drawing.pieces import (
    COLUMN_W,
    PAPER,
    bakery,
    die,
    disc,
    meeple,
    shop,
    svg_text,
)
from pygames.cupcake.drawing.players import (
    BOARD_H,
    BOARD_W,
    RIGHT,
    RIGHT_LAYERS,
    TALL_W,
    board_size,
    player_board,
)
from pygames.cupcake.drawing.table import (
    GOAL_GAP,
    GOAL_W,
    goals,
    goals_height,
    income_markers,
    income_track,
    track_cells,
    track_height,
)
from pygames.cupcake.drawing.turn_box import last_roll, turn_box
from pygames.cupcake.drawing.words import (
    cupcake_letters,
    cupcake_name,
    die_letter,
    die_name,
    disc_letter,
    disc_name,
    fit,
    flavour_letter,
    liking_name,
    player_name,
)
from pygames.cupcake.rules import GAME
from pygames.cupcake.state import EMPTY

MOST_W = 480  # a picture's widest, in CSS px: it reads on a 390 px phone scaled down
SEED = 1
WHITE = "#ffffff"  # a player board's ground
SIDE_W = BOARD_W - RIGHT - 4  # a wide board's right part, from RIGHT - 2
_LAYER_ID = f' id="{LAYER_PREFIX}'  # a board layer's id, up to its name


# -- positions -----------------------------------------------------------------------------------


def _started(players: int = 2, seed: int = SEED):
    """A game past its set-up, every choice the rules' first legal one (the start
    discs on the columns the rules offer first), seat 0 the start player, to move."""
    state = GAME.new_game(players, {}, seed)
    while state.phase in ("disc", "menu"):
        seat = state.mover
        GAME.apply(state, seat, GAME.legal_actions(state, seat)[0])
    state.first = state.mover = 0
    return state


def _play(state, *texts: str) -> None:
    for text in texts:
        GAME.apply(state, state.mover, text)


def _dice(state, seat: int, *columns: str) -> None:
    """The seat's columns as an example sets them: a word of colours per column."""
    state.dice[seat] = [[COLOUR[c] for c in col.split(",") if c] for col in columns]


def _no_discs(state) -> None:
    """The start discs back in the supply: an example shows the discs it names."""
    for seat in range(state.players):
        for column in state.discs[seat]:
            for kind in column:
                state.supply_discs[kind] += 1
            column.clear()


def _liking(base: str, frosting: str) -> int:
    return LIKINGS.index((("vanilla", "chocolate").index(base), FROSTING[frosting]))


def _view(state, seat: int = 0) -> dict:
    return GAME.view(state, seat)


# -- markup --------------------------------------------------------------------------------------


def _flat(drawn) -> str:
    """A board part's markup without its layers' ids (unique on a board, not on a page
    of pictures)."""
    text, kept, at = str(drawn), [], 0
    while (found := text.find(_LAYER_ID, at)) >= 0:
        kept.append(text[at:found])
        at = text.index('"', found + len(_LAYER_ID)) + 1
    kept.append(text[at:])
    return "".join(kept)


def _picture(inner, x: int, y: int, w: int, h: int, scale: float = 1.0, ground=PAPER) -> str:
    """The ``<svg>`` of ``inner`` (elements or markup) seen through ``x, y, w, h`` on
    ``ground``, shown ``scale`` CSS px a unit and at most ``MOST_W`` wide."""
    width = min(MOST_W, round(w * scale))
    height = round(h * width / w)
    body = inner if isinstance(inner, str) else markup(inner)
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="{x} {y} {w} {h}" '
        f'width="{width}" height="{height}" class="ce-picture" '
        f'style="font-family: {FONTS}">'
        f'<rect x="{x}" y="{y}" width="{w}" height="{h}" fill="{ground}"/>{body}</svg>'
    )


def _cut(drawn: str, x: int, y: int, w: int, h: int, at_x: int = 0, at_y: int = 0) -> str:
    """The part ``x, y, w, h`` of ``drawn``, nothing else of it, with its top left at
    ``at_x, at_y``."""
    return (
        f'<svg x="{at_x}" y="{at_y}" width="{w}" height="{h}" viewBox="{x} {y} {w} {h}" '
        f'overflow="hidden">{drawn}</svg>'
    )


def _right(view: dict, part: str, seat: int = 0) -> str:
    """A part of the right of a wide board (``players.RIGHT_LAYERS``: "tracks", "ideas",
    "stock", "served"), where the whole board would draw it."""
    entry = view["seats"][seat]
    for name, _, draw in RIGHT_LAYERS:
        if name == part:
            return markup(draw(entry, [], 0, 0))
    raise KeyError(part)


def _columns(view: dict, first: int, last: int, seat: int = 0) -> str:
    """Columns ``first`` to ``last`` (from 1) of a wide board, where it would draw them
    (the turn's column framed as activated)."""
    entry = view["seats"][seat]
    turn = view["turn"] if view["turn"] and view["turn"]["seat"] == seat else None
    drawn = ""
    for n in range(first - 1, last):
        spec, column = view["columns"][n], entry["columns"][n]
        x = 6 + n * (COLUMN_W + 3)
        drawn += _flat(column_markup(f"picture-{n + 1}", spec, column, {}, turn, x, 40))
    return drawn


def _district(view: dict, number: int, x: int = 0, y: int = 0) -> str:
    """District ``number`` (from 1) with its top left at ``x, y``."""
    district = view["districts"][number - 1]
    # district_markup places it in a city of 3 a row: moved back to 0, 0 first
    index = number - 1
    row, col = divmod(index, 3)
    dx, dy = x - col * (DISTRICT_W + GAP), y - row * (DISTRICT_H + GAP)
    drawn = _flat(district_markup(district, [], {}, 3))
    return f'<g transform="translate({dx} {dy})">{drawn}</g>'


def _words(x, y, text: str, size: int = 16, **kw) -> svg.Element:
    return svg_text(x, y, text, size, **kw)


# -- the pictures --------------------------------------------------------------------------------


def _pieces() -> str:
    """The components: a die of each colour, a customer, a shop, a bakery, a cupcake
    (a base under a frosting), each named under it."""
    parts: list = []
    size = 34
    for n, colour in enumerate(COLOURS):
        x = 8 + n * 52
        parts.append(
            group(die_name(colour), die(colour, n + 1, x, 8, size, letter=die_letter(colour)), [])
        )
    y = 64
    customer = {"base": "chocolate", "frosting": "mint", "shirt": "green", "pants": "dark"}
    parts.append(
        group(
            liking_name(customer),
            meeple(
                "green",
                "dark",
                14,
                y,
                52,
                shirt_letter=flavour_letter("mint"),
                pants_letter=flavour_letter("chocolate"),
            ),
            [],
        )
    )
    parts += [
        group(say("cupcake.board.shops"), shop(0, 76, y + 10, 38), []),
        group(say("cupcake.board.bakeries"), bakery(0, 130, y + 10, 38), []),
        group(
            cupcake_name("vanilla", "lemon"),
            cupcake("vanilla", "lemon", 186, y, 52, cupcake_letters("vanilla", "lemon")),
            [],
        ),
        group(
            cupcake_name("mixed", "mint+strawberry"),
            cupcake(
                "mixed", "mint+strawberry", 248, y, 52, cupcake_letters("mixed", "mint+strawberry")
            ),
            [],
        ),
    ]
    return _picture(parts, 0, 0, 316, 124, 1.4)


def _start_board() -> str:
    """Seat 0's board just after the set-up (its tall shape, as a phone shows it, to
    its columns): its dice on their columns, the start disc on a column's top space,
    income 5, production 2, sales 1."""
    view = _view(_started())
    entry = view["seats"][0]
    drawn = _flat(player_board(view, entry, [], [], 0, 0, "tall"))
    # a tall board's columns end where its right part (a wide board's, from y 40) begins
    top = board_size(view["columns"], "tall")[1] - (BOARD_H - 40) + 2
    return _picture(_cut(drawn, 0, 0, TALL_W, top), 0, 0, TALL_W, top, 1.2)


def _sell_state(sold: bool, activate: str = "activate 4 2"):
    """The seed's selling example (CE30–CE34): two green experts in column 4 reach
    level 2 (distance 3); a shop in beige district 5; a customer at distance 3 there
    likes mint on chocolate, on the menu."""
    state = _started()
    _no_discs(state)
    state.houses = [[EMPTY] * 4 for _ in range(6)]
    state.menu[0] = [[BASE["chocolate"], FROSTING["mint"]]]
    state.shops[4][0] = 0  # a shop of seat 0's (its sales +1, as the rules give it)
    state.sales[0] += 1
    state.houses[4][:] = [
        _liking("vanilla", "lemon"),
        _liking("vanilla", "strawberry"),
        _liking("chocolate", "mint"),
        _liking("chocolate", "mint"),
    ]
    _dice(state, 0, "purple", "yellow", "orange", "green,green", "pink")
    if activate:
        _play(state, activate)
    if sold:
        _play(state, "sell 5 3")
    return state


def _sell_example() -> str:
    """Column 4 (sell) at level 2 beside district 5, before the sale."""
    view = _view(_sell_state(False))
    column_x = 6 + 3 * 99  # column 4 of a wide board, its top at 40
    inner = _cut(_columns(view, 4, 4), column_x - 2, 38, 100, 252, 2, 2) + _district(
        view, 5, 108, 4
    )
    return _picture(inner, 0, 0, 108 + DISTRICT_W + 4, 270, 1.25)


def _income_line(entry: dict, w: int) -> svg.Element:
    words = say(
        "cupcake.board.income_of", name=player_name([], entry["seat"]), income=entry["income"]
    )
    return _words(6, 22, fit(words, w - 12, 17), 17, weight=700)


def _sale_revenue() -> str:
    """After the sale: the customer on the board's value 3, income 5 + 3 = 8."""
    view = _view(_sell_state(True))
    w = SIDE_W
    inner = markup([_income_line(view["seats"][0], w)])
    inner += _cut(_right(view, "served"), RIGHT - 2, 272, w, 72, 0, 30)
    return _picture(inner, 0, 0, w, 106, 1.3, WHITE)


def _income_step() -> str:
    """The income step after that sale (no goal in play): production 2, sales 5, so
    income rises by 2, from 8 to 10."""
    state = _sell_state(True)
    state.goals = []
    _play(state, "done")
    view = _view(state)
    w = SIDE_W
    inner = markup([_income_line(view["seats"][0], w)])
    inner += _cut(_right(view, "tracks"), RIGHT - 2, 40, w, 74, 0, 30)
    return _picture(inner, 0, 0, w, 108, 1.3, WHITE)


def _column_levels() -> str:
    """Column 5 (hire) at level 2: 3 dice, one of them the pink expert (+1); its levels
    and what each gives, a disc space beside each (income +3 on level 1's)."""
    state = _started()
    _no_discs(state)
    _dice(state, 0, "purple", "yellow", "orange", "green", "pink,grey,grey")
    state.discs[0][4] = [DISC_KINDS.index("income")]
    column_x = 6 + 4 * 99
    inner = _cut(_columns(_view(state), 5, 5), column_x - 2, 38, 100, 302, 0, 0)
    return _picture(inner, 0, 0, 100, 302, 1.6)


def _borrow_state():
    """The seed's example of column 5's level 4 (CE38): column 5's pink expert lifts
    its 5 dice to level 4, which activates column 4 at level 3 (sell at distance 4)
    though column 4's one die reaches level 1 only; column 4's sell disc is not used
    (column 5's discs only). After ``activate 5 4`` and ``borrow 4 3``: the customer
    at distance 4 in district 5, where the player has a shop, may be served."""
    state = _sell_state(False, activate="")
    _dice(state, 0, "purple", "yellow", "orange", "green", "pink,grey,grey,grey,grey")
    state.discs[0][3] = [DISC_KINDS.index("sell")]
    state.houses[4][2] = EMPTY
    _play(state, "activate 5 4", "borrow 4 3")
    return state


def _borrow_example() -> str:
    """Columns 4 and 5 beside district 5, and the turn: column 4 borrowed at level 3."""
    state = _borrow_state()
    view = _view(state)
    w = 206 + DISTRICT_W + 4
    inner = _cut(_columns(view, 4, 5), 6 + 3 * 99 - 2, 38, 199, 356, 2, 2) + _district(
        view, 5, 206, 4
    )
    turn, tall = turn_box(view, [], [], set(), 4, 290, DISTRICT_W, 0)
    inner = inner + f'<g transform="translate(206 0)">{markup(turn)}</g>'
    return _picture(inner, 0, 0, w, max(360, 290 + tall), 1.0)


def _menu_items() -> str:
    """Menu items: single and single +2, one mixed +3, both mixed +4."""
    parts: list = []
    items = (("vanilla", "lemon", 2), ("mixed", "mint", 3), ("mixed", "chocolate+strawberry", 4))
    for n, (base, frosting, gain) in enumerate(items):
        x = 10 + n * 110
        parts.append(
            group(
                cupcake_name(base, frosting),
                cupcake(base, frosting, x, 8, 60, cupcake_letters(base, frosting)),
                [],
            )
        )
        parts.append(_words(x + 66, 48, f"+{gain}", 22, weight=800, fill="#1d7a33"))
    return _picture(parts, 0, 0, 330, 80, 1.3)


def _discs() -> str:
    """The six extra-action discs, each with its name."""
    parts: list = []
    for n, kind in enumerate(DISC_KINDS):
        row, col = divmod(n, 2)
        x, y = 8 + col * 200, 6 + row * 44
        parts += disc(kind, x + 18, y + 18, 17, disc_letter(kind))
        parts.append(_words(x + 42, y + 24, fit(disc_name(kind), 150, 16), 16))
    return _picture(parts, 0, 0, 400, 140, 1.15)


SIXES_SEED = 6  # a seed whose roll in this example shows two 6s (searched once)


def _two_sixes_state():
    """The seed's creativity example (CE18, CE19): 5 dice of column 1 re-rolled, two 6s
    among them; seat 0's creativity on square 2, so the second 6 reaches a green
    square; seat 2's on square 1: moved 2 by the two 6s, it reaches one too."""
    state = _started(3, SIXES_SEED)
    _no_discs(state)
    state.goals = []
    _dice(state, 0, "purple,grey,grey,grey,grey", "", "", "", "")
    state.creativity = [2, 0, 1]
    _play(state, "activate 1 1", "base vanilla", "done")
    return state


def _two_sixes() -> str:
    """The roll, then seat 0's and seat 2's creativity rings and idea discs."""
    view = _view(_two_sixes_state())
    roll = view["last_roll"]
    w = SIDE_W
    inner = markup([last_roll(roll, w - 10, 6, two_lines=True)])
    y = 84
    for seat in (0, 2):
        inner += markup([_words(6, y + 16, player_name([], seat), 16, weight=700)])
        inner += _cut(_right(view, "ideas", seat), RIGHT - 2, 115, SIDE_W, 70, 0, y + 20)
        y += 100
    return _picture(inner, 0, 0, w, y, 1.3, WHITE)


def _rest_area() -> str:
    """The board's idea discs and rest area: two dice resting, one idea disc held."""
    state = _started()
    state.rest[0] = [COLOUR["grey"], COLOUR["green"]]
    state.ideas[0] = 1
    w = SIDE_W
    view = _view(state)
    inner = _cut(_right(view, "ideas"), RIGHT - 2, 156, w, 28)
    inner += _cut(_right(view, "served"), RIGHT - 2, 341, w, 54, 0, 34)
    return _picture(inner, 0, 0, w, 90, 1.3, WHITE)


def _income_track() -> str:
    """The income track near its end: one player past 70 ends the game at the end of
    the round."""
    state = _started(3)
    state.income = [71, 64, 68]
    view = _view(state)
    w = 480
    h = track_height(track_cells(w))
    parts = income_track(view["end_income"], 0, 0, w) + income_markers(view, [], 0, 0, w)
    return _picture(parts, 0, 0, w, h, 1.0)


def _goals() -> str:
    view = _view(_started())
    parts = goals(view, [], 4, 4, 2)
    return _picture(parts, 0, 0, 2 * GOAL_W + GOAL_GAP + 8, goals_height(2) + 8, 1.0)


def _blocked() -> str:
    """A beige district at 2 players: its 3+ and 4+ shop spaces blocked."""
    view = _view(_started())
    return _picture(_district(view, 5, 4, 4), 0, 0, DISTRICT_W + 8, DISTRICT_H + 8, 1.3)


PICTURES = {
    "pieces": _pieces,
    "start-board": _start_board,
    "income-step": _income_step,
    "two-sixes": _two_sixes,
    "column-levels": _column_levels,
    "menu-items": _menu_items,
    "borrow-example": _borrow_example,
    "sell-example": _sell_example,
    "sale-revenue": _sale_revenue,
    "discs": _discs,
    "rest-area": _rest_area,
    "income-track": _income_track,
    "goals": _goals,
    "blocked-spaces": _blocked,
}


picture = picture_lookup(PICTURES)
