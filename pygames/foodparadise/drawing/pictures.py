"""Food Paradise's pictures for the rules help (``[picture: NAME]`` lines in ``help.py``).

Each picture is a part of the board drawn by the board's own code (``track``:
spaces, corners, tokens, a price card's landing; ``centre``: the market demand;
``decision``: an offer, the end; ``players``: a player's box with its recipe), in a
position replayed through the rules from a seed: every seat plays its first legal
action for a given number of actions, so the picture shows what the rules make of
that game. The pieces are still: nothing in a picture takes the focus or carries an
action. The ingredients' symbols each picture uses are defined in it under ids of
its own, so a page may hold any number of pictures beside the board. Words come from
the game's catalogs, in the language of the moment.
"""

from __future__ import annotations

import dataclasses

import svg
from pygames.core.drawing.pictures import picture_lookup
from pygames.core.screen import LAPTOP
from pygames.foodparadise.drawing.centre import _demand
from pygames.foodparadise.drawing.decision import decision
from pygames.foodparadise.drawing.draw import FONTS
from pygames.foodparadise.drawing.layout import GAP, Cell, Rect, layout_for
from pygames.foodparadise.drawing.pieces import PAPER
from pygames.foodparadise.drawing.players import TAKE_BADGE, _player, _take
from pygames.foodparadise.drawing.symbols import symbols
from pygames.foodparadise.drawing.track import _landing, _space, _tokens
from pygames.foodparadise.rules import GAME

PLAYERS = 3
SEED = 1
# How many actions into the seed's game (every seat playing its first legal action)
# each picture is drawn: found by playing it.
AT_START = 3  # the corners chosen
OFFER = 13  # a shrimp farm's price card turned, offered to the mover
LANDING = 25  # the mover, on space 13, holds price cards of 300 and 400
TAKE = 85  # the bank is out of beef: the buyer chooses whose to take (FP11)
RECIPE = 365  # a player holds two of its face-up recipe's three ingredients
# The end: a game played to its end, won by a 4th recipe.
END_SEED = 2
END = 10_000
STILL = ".fp-picture .legal { cursor: default; }"


def position(actions: int, seed: int = SEED):
    """The seed's game after ``actions`` actions, each the first legal one (or its
    end, if it ends before)."""
    state = GAME.new_game(PLAYERS, {}, seed)
    for _ in range(actions):
        if GAME.is_over(state):
            break
        seat = GAME.to_move(state)[0]
        GAME.apply(state, seat, GAME.legal_actions(state, seat)[0])
    return state


def _seen(state):
    """The view of the seat to move (its own price cards shown), and its legal
    actions; at the end, everyone's view and none."""
    if GAME.is_over(state):
        return GAME.view(state, None), []
    seat = GAME.to_move(state)[0]
    return GAME.view(state, seat), GAME.legal_actions(state, seat)


def _still(element):
    """A board piece made a picture's: no focus, no action, no accessible name of its
    own (the figure's caption names the picture)."""
    for name in ("tabindex", "data", "extra"):
        if getattr(element, name, None) is not None:
            setattr(element, name, None)
    for kid in getattr(element, "elements", None) or ():
        if not isinstance(kid, str):
            _still(kid)
    return element


def _picture(name: str, box: tuple[int, int, int, int], parts: list) -> str:
    """The parts in a picture of ``box`` (x, y, width, height in board units), with
    the symbols it uses under ids of its own (``fp-pic-NAME-…``)."""
    body = "".join(str(_still(part)) for part in parts)
    defs = [
        str(element)
        for element in symbols()
        if isinstance(element, svg.Style) or f'href="#{getattr(element, "id", "")}"' in body
    ]
    _, _, width, _ = box
    markup = str(
        svg.SVG(
            viewBox=svg.ViewBoxSpec(*box),
            width=min(width, 480),
            class_=["fp-board", "fp-picture"],
            style=f"font-family: {FONTS}",
            elements=[
                svg.Defs(elements=[*defs, str(svg.Style(text=STILL))]),
                svg.Rect(x=box[0], y=box[1], width=box[2], height=box[3], fill=PAPER),
                body,
            ],
        )
    )
    own = f"fp-pic-{name}-"
    return markup.replace('id="fp-', f'id="{own}').replace('href="#fp-', f'href="#{own}')


def _cells_box(cells: list[Cell], pad: int = 4) -> tuple[int, int, int, int]:
    left = min(c.x for c in cells) - pad
    top = min(c.y for c in cells) - pad
    right = max(c.x + c.w for c in cells) + pad
    bottom = max(c.y + c.h for c in cells) + pad
    return left, top, right - left, bottom - top


def _track_part(name: str, view: dict, numbers: list[int], extra: list | None = None) -> str:
    """The spaces ``numbers`` where the laptop's board has them, their tokens, and
    ``extra`` over them."""
    lay = layout_for(LAPTOP, len(view["seats"]))
    cells = [lay.cells[n] for n in numbers]
    spaces = [_space(view, view["spaces"][n], [], lay.cells[n]) for n in numbers]
    return _picture(name, _cells_box(cells), [*spaces, *_tokens(view, [], lay), *(extra or [])])


# -- the pictures ----------------------------------------------------------------------


def spaces() -> str:
    """Corner 1 and the first spaces of its side: its restaurant and revenue, an
    ingredient source, the market demand, another source; the tokens standing there."""
    view, _ = _seen(position(OFFER))
    return _track_part("spaces", view, [0, 1, 2, 3])


def corners() -> str:
    """Set-up: the four corners once chosen, each with 500 revenue under it, one
    nobody took; drawn two by two."""
    view, _ = _seen(position(AT_START))
    lay = layout_for(LAPTOP, PLAYERS)
    parts, cells = [], []
    for n, corner in enumerate(view["corners"]):
        cell = lay.cells[corner["space"]]
        moved = Cell(
            (n % 2) * (cell.w + GAP), (n // 2) * (cell.h + GAP), cell.w, cell.h, "bottom", True
        )
        cells.append(moved)
        parts.append(_space(view, view["spaces"][corner["space"]], [], moved))
    return _picture("corners", _cells_box(cells), parts)


def demand() -> str:
    """The face-up market-demand card: the ingredient the market wants."""
    view, _ = _seen(position(OFFER))
    r = Rect(0, 0, 260, 150)
    return _picture("demand", (-4, -4, r.w + 8, r.h + 8), [_demand(view, r)])


def price_card() -> str:
    """The mover's price cards (300, 400) and where each would land, 3 and 4 spaces
    on, ringed with its price."""
    view, legal = _seen(position(LANDING))
    lay = layout_for(LAPTOP, PLAYERS)
    landings = [_landing(view, action, [], lay) for action in legal if hasattr(action, "price")]
    start = view["seats"][view["mover"]]["position"]
    reach = max(action.steps for action in legal if hasattr(action, "price"))
    numbers = [(start + n) % len(view["spaces"]) for n in range(reach + 1)]
    return _track_part("price-card", view, numbers, landings)


def _decision_box(name: str, view: dict, legal: list, width: int = 460, height: int = 200) -> str:
    lay = dataclasses.replace(
        layout_for(LAPTOP, len(view["seats"])), decision=Rect(0, 0, width, height)
    )
    return _picture(name, (-4, -4, width + 8, height + 8), decision(view, [], legal, lay))


def offer() -> str:
    """A price card turned on an ingredient source: the offer, to buy or decline."""
    view, legal = _seen(position(OFFER))
    return _decision_box("offer", view, legal)


def recipe() -> str:
    """A player's box: cash, ingredients held, price cards, the face-up recipe (the
    ingredients held ticked) and the recipes built."""
    state = position(RECIPE)
    view = GAME.view(state, None)
    entry = next(
        entry
        for entry in view["seats"]
        if isinstance(entry["recipe"], int)
        and sum(
            1
            for kind in view["recipes"][entry["recipe"]]["ingredients"]
            if entry["ingredients"][kind]
        )
        == 2
    )
    r = Rect(0, 0, 300, 270)
    return _picture("recipe", (-4, -4, r.w + 8, r.h + 8), [_player(view, entry, [], r)])


def take() -> str:
    """FP11 (rules version 2): the bank is out of the ingredient; the buyer chooses
    which holder to take it from: the holders' boxes, each ringed, marked "take it"."""
    view, legal = _seen(position(TAKE))
    takes = [action for action in legal if getattr(action, "source", None) is not None]
    w, h = 260, 250
    parts = []
    for n, action in enumerate(takes):
        entry = view["seats"][action.source]
        r = Rect(n * (w + 2 * GAP), 0, w, h)
        drawn = _player(view, entry, [], r, badge=TAKE_BADGE + 6)
        parts.append(_take(view, entry, [], action, drawn, r))
    width = len(takes) * (w + 2 * GAP) - 2 * GAP
    return _picture("take", (-10, -10, width + 20, h + 20), parts)


def end() -> str:
    """The end of a game: who won, and why, over the winner's box (4 recipes built)."""
    view, legal = _seen(position(END, END_SEED))
    w = 400
    lay = dataclasses.replace(layout_for(LAPTOP, PLAYERS), decision=Rect(0, 0, w, 100))
    winner = view["seats"][view["winner"]]
    parts = [*decision(view, [], legal, lay), _player(view, winner, [], Rect(0, 112, w, 260))]
    return _picture("end", (-4, -4, w + 8, 380), parts)


PICTURES = {
    "spaces": spaces,
    "demand": demand,
    "recipe": recipe,
    "price-card": price_card,
    "corners": corners,
    "offer": offer,
    "end": end,
    "take": take,
}

picture = picture_lookup(PICTURES)
