"""Why a click on Cupcake Empire's board plays nothing (``GameScreen.refusal``).

A place that names an action (a customer, a shop or bakery space, a column's level, a
disc, the supply, a first menu item) is read as the nearest action the click would
mean, and the rules say why they refuse it (``legal.PHASES`` and ``legal.refusal``) on
the position rebuilt from the seat's view (``views.determinize``: nothing but the dice
to come is hidden), so the game's state is never touched. Anything else (another
player's board or card, a goal, a score, the last roll) says what the turn asks now
(``cupcake.now.<phase>``), in the game's words.

The shop spaces and bakery spaces of a district carry the same data (district and space
number): a click there is read from the view (which of the two is free or whose it is),
else from the part of the action open now.
"""

from __future__ import annotations

from pygames.core.errors import IllegalAction
from pygames.core.messages import Msg
from pygames.core.rng import Rng
from pygames.cupcake import legal
from pygames.cupcake.actions import (
    Activate,
    BuyIdea,
    FirstMenu,
    GainCreativity,
    GainIncome,
    Hire,
    MakeMenu,
    PlaceBakery,
    PlaceShop,
    Sell,
    StartDisc,
    TakeBase,
    TakeDisc,
    TakeFrosting,
    parse,
)
from pygames.cupcake.data import BASE, COLOUR, COLUMNS, DISC, FROSTING
from pygames.cupcake.views import determinize

# What a disc on a column does when clicked (the others add a part when it activates).
DISC_USE = {"income": GainIncome(), "creativity": GainCreativity()}


def _number(place: dict[str, str], key: str) -> int | None:
    value = place.get(key, "")
    return int(value) if value.isdigit() else None


def _space_is_bakery(view: dict, state, district: int, space: int, owner) -> bool:
    """Whether the clicked space of ``district`` (numbered from 1) is a bakery's: read
    from the view where only one of its shop space and bakery space fits, else from the
    part open now (a shop part: the shop space)."""
    spots = view["districts"][district]
    shop = spots["shops"][space - 1] if space <= len(spots["shops"]) else None
    bakery = spots["bakeries"][space - 1] if space <= len(spots["bakeries"]) else None
    if bakery is None or shop is None:
        return shop is None

    def fits(spot: dict) -> bool:
        if owner is None:
            return spot.get("owner") is None and not spot.get("blocked")
        return spot.get("owner") == owner

    if fits(shop) != fits(bakery):
        return fits(bakery)
    if any(part.startswith("shop_") for part in state.parts):
        return False
    return any(part in state.parts for part in ("bakery_yellow", "hire_4"))


def candidates(view: dict, state, seat: int, place: dict[str, str]) -> list:
    """The actions the click at ``place`` would mean, nearest first (none: the place
    names no action of ``seat``'s)."""
    text = place.get("action", "")
    if text and not text.startswith("ui:"):
        try:
            return [parse(text)]
        except IllegalAction:
            return []
    owner_seat = _number(place, "seat")
    if owner_seat is not None and owner_seat != seat:
        return []  # another player's board, card or marker
    district, house = _number(place, "district"), _number(place, "house")
    if district is not None and not 1 <= district <= len(view["districts"]):
        return []
    if district is not None and house is not None:
        return [Sell(district - 1, house - 1)]
    space = _number(place, "space")
    if district is not None and space is not None:
        owner = _number(place, "owner")
        if _space_is_bakery(view, state, district - 1, space, owner):
            return [PlaceBakery(district - 1)]
        return [PlaceShop(district - 1, -1, -1 if owner is None else owner)]
    if "value" in place:
        return []  # a customer served
    base, frosting = place.get("base"), place.get("frosting")
    if "count" in place:  # the supply, or what the seat holds (its own board)
        if owner_seat is not None:
            return []
        kind, colour = place.get("kind"), place.get("colour")
        if base in BASE:
            return [TakeBase(BASE[base])]
        if frosting in FROSTING:
            return [TakeFrosting(FROSTING[frosting])]
        if colour in COLOUR:
            return [Hire(COLOUR[colour])]
        if kind in DISC:
            return [TakeDisc(DISC[kind], column) for column in range(len(COLUMNS))]
        return [BuyIdea()] if "kind" not in place and "colour" not in place else []
    if base in BASE and frosting in FROSTING:
        pair = (BASE[base], FROSTING[frosting])
        return [FirstMenu(*pair)] if state.phase == "menu" else [MakeMenu(*pair)]
    column = _number(place, "column")
    if column is None or not 1 <= column <= len(COLUMNS):
        return []
    if "kind" in place:  # a disc on one of the seat's columns
        use = DISC_USE.get(place["kind"])
        return [use] if use is not None else []
    if state.phase == "disc":
        return [StartDisc(column - 1)]
    if state.phase == "action" and "disc" in state.parts:
        return [TakeDisc(kind, column - 1) for kind in range(len(DISC))]
    level = _number(place, "level")
    return [] if level is None else [Activate(column - 1, level)]


def why_not(view: dict, seat: int, place: dict[str, str]) -> Msg:
    """Why the click at ``place`` plays nothing for ``seat`` (the seat to move, whose
    view ``view`` is), in one sentence: the rules' refusal of the nearest action, else
    what the turn asks now. The game's state is not read, so it cannot change."""
    state = determinize(view, view.get("mover", seat), Rng(0))
    first = None
    for action in candidates(view, state, seat, place):
        try:
            legal.PHASES.check(state.phase, action)
        except IllegalAction as exc:
            found = exc.message
        else:
            refused = legal.refusal(state, seat, action)
            if refused is None:
                first = None
                break  # the click means a legal action after all: say what the turn asks
            found = Msg(refused.key, **refused.params)
        first = first or found
    if first is not None:
        return first
    return Msg(legal.PHASES[state.phase].waiting)
