"""Why a Food Paradise move lost (``core.review``): one sentence from the mover's view.

``reason(question)`` compares the move played and the best found, in the game's terms:

- an offer declined that the best buys: the buy completes the face-up recipe, gives
  it an ingredient it lacks, is the ingredient the market demands (1,200), or keeps
  it from a rival whose face-up recipe lacks it, or a recipe still to come needs it;
  an offer bought that the best
  declines: the money paid for an ingredient none of the mover's recipes needs nor the
  market demands; a token taken from the wrong rival (FP11): the other one's face-up
  recipe needed it;
- a move (roll or price card): the money the best card's move makes at once (revenue
  passed or landed on, a sale) against the played one's, the ingredient its recipe
  lacks that the best card's space offers, or the research there that sells; a card
  played where a roll was better: the card spent (on a space that pays nothing);
- market research: the sale stayed from, or a research that sells nothing or skips
  the mover's own corner's revenue;
- a corner: how many of the face-up recipe's ingredients the next 18 spaces offer.

What a move makes at once is read off ``question.deal(k)`` positions (dealt from the
view: a card's move is the same in every deal); everything else from the view itself.
Else, for a loss of half a win or more, that the best found gives far better chances
(the generic sentence would count wins as points); None when nothing concrete is found
(the generic sentence follows).
"""

from __future__ import annotations

from pygames.core.errors import IllegalAction
from pygames.core.messages import Count, Msg, Player
from pygames.core.review import move_words
from pygames.foodparadise.actions import Buy, Corner, Decline, PlayCard, Research, Roll, Stay
from pygames.foodparadise.data import (
    CORNER_SPACES,
    KIND,
    KINDS,
    MARKET_PRICE,
    RECIPES,
    RESEARCH_STEPS,
    SPACES,
    TRACK,
    ingredient_msg,
    recipe_msg,
    space_msg,
)

DEALS = (1, 2)  # the deals a move's immediate money is read from (the same for a card)
# A loss of half a win or more (the margin is in wins: from a sure loss to a sure win is
# 2): said as such when nothing more concrete is found, not as "points".
SWING = 0.5


def reason(question) -> Msg | None:
    played, best, found = question.played, question.best, None
    if isinstance(played, (Buy, Decline)):
        found = _offer(question, played, best)
    elif isinstance(played, (Research, Stay)):
        found = _research(question, played)
    elif isinstance(played, (Roll, PlayCard)):
        found = _move(question, played, best)
    elif isinstance(played, Corner) and isinstance(best, Corner):
        found = _corner(question, played, best)
    if found is None and question.loss >= SWING:
        return Msg("foodparadise.review.swing", best=move_words(question, best))
    return found


# -- reading the view ----------------------------------------------------------------
def _face_up(view: dict, seat: int) -> tuple[int, ...]:
    recipe = view["seats"][seat]["recipe"]
    return RECIPES[recipe].ingredients if recipe is not None else ()


def _held(view: dict, seat: int, kind: int) -> int:
    return view["seats"][seat]["ingredients"][KINDS[kind]]


def _later_needs(view: dict, seat: int, kind: int) -> bool:
    """Whether a recipe of the seat's chain not yet built nor face up needs ``kind``."""
    entry = view["seats"][seat]
    recipe = entry["recipe"]
    if recipe is None:
        return False
    chain = RECIPES[recipe].chain
    return any(
        kind in r.ingredients
        for r in RECIPES
        if r.chain == chain and r.number != recipe and r.number not in entry["built"]
    )


def _lacking(view: dict, seat: int) -> int:
    """How many of its face-up recipe's 3 ingredients the seat lacks."""
    return sum(1 for kind in _face_up(view, seat) if not _held(view, seat, kind))


# -- offers (FP10-FP12) --------------------------------------------------------------
def _offer(question, played, best) -> Msg | None:
    view, seat = question.view, question.seat
    offer = view["offer"]
    kind, price = KIND[offer["ingredient"]], offer["price"]
    words = {"kind": ingredient_msg(kind), "price": price}
    recipe = view["seats"][seat]["recipe"]
    if isinstance(played, Decline) and isinstance(best, Buy):
        if kind in _face_up(view, seat) and not _held(view, seat, kind):
            if _lacking(view, seat) == 1:
                return Msg(
                    "foodparadise.review.decline_completes", recipe=recipe_msg(recipe), **words
                )
            return Msg("foodparadise.review.decline_needed", recipe=recipe_msg(recipe), **words)
        if KIND[view["demand"]] == kind and not _held(view, seat, kind):
            return Msg("foodparadise.review.decline_sale", **words)
        if _later_needs(view, seat, kind) and not _held(view, seat, kind):
            return Msg("foodparadise.review.decline_later", recipe=recipe_msg(recipe), **words)
        for other, entry in enumerate(view["seats"]):
            if other != seat and kind in _face_up(view, other) and not _held(view, other, kind):
                rival = recipe_msg(entry["recipe"])
                return Msg(
                    "foodparadise.review.decline_denies", who=Player(other), recipe=rival, **words
                )
        return None
    if isinstance(played, Buy) and isinstance(best, Decline):
        needed = kind in _face_up(view, seat) and not _held(view, seat, kind)
        wanted = _later_needs(view, seat, kind) or KIND[view["demand"]] == kind
        if not needed and not wanted:
            return Msg("foodparadise.review.buy_unneeded", **words)
        return None
    if isinstance(played, Buy) and isinstance(best, Buy) and best.source is not None:
        victim = view["seats"][best.source]
        if kind in _face_up(view, best.source) and _held(view, best.source, kind) == 1:
            return Msg(
                "foodparadise.review.take_from",
                who=Player(best.source),
                recipe=recipe_msg(victim["recipe"]),
                **words,
            )
    return None


# -- moves (FP08, FP09, FP16, FP18) --------------------------------------------------
def _money_now(question, action) -> int | None:
    """The mover's cash change the action makes at once, when every deal agrees."""
    found = set()
    for k in DEALS:
        position = question.deal(k)
        before = position.cash[question.seat]
        try:
            question.game.apply(position, question.seat, action)
        except IllegalAction:
            return None
        found.add(position.cash[question.seat] - before)
    return found.pop() if len(found) == 1 else None


def _move(question, played, best) -> Msg | None:
    view, seat = question.view, question.seat
    start = view["seats"][seat]["position"]
    if isinstance(best, PlayCard):
        to = (start + best.steps) % SPACES
        words = {"price": best.price, "space": space_msg(to)}
        made = _money_now(question, best)
        kept = _money_now(question, played) if isinstance(played, PlayCard) else 0
        if made and kept is not None and made > kept:
            return Msg("foodparadise.review.card_money", amount=made, **words)
        space = TRACK[to]
        if space.kind == "source":
            kind = space.ingredient
            if kind in _face_up(view, seat) and not _held(view, seat, kind):
                recipe = recipe_msg(view["seats"][seat]["recipe"])
                return Msg(
                    "foodparadise.review.card_source",
                    kind=ingredient_msg(kind),
                    recipe=recipe,
                    **words,
                )
        demand = KIND[view["demand"]]
        if space.kind == "research" and _held(view, seat, demand):
            return Msg("foodparadise.review.card_research", kind=ingredient_msg(demand), **words)
        return None
    if isinstance(played, PlayCard) and isinstance(best, Roll):
        to = (start + played.steps) % SPACES
        words = {"price": played.price, "space": space_msg(to)}
        if not _money_now(question, played) and TRACK[to].kind != "source":
            return Msg("foodparadise.review.card_wasted", **words)
        return Msg("foodparadise.review.card_kept", **words)
    return None


# -- market research (FP17) ----------------------------------------------------------
def _research(question, played) -> Msg | None:
    view, seat = question.view, question.seat
    demand = KIND[view["demand"]]
    at = view["seats"][seat]["position"]
    entry = view["seats"][seat]
    own = CORNER_SPACES[entry["corner"] - 1]
    skipped = 1 <= (own - at) % SPACES <= RESEARCH_STEPS
    revenue = view["corners"][entry["corner"] - 1]["revenue"]
    kind = ingredient_msg(demand)
    if isinstance(played, Stay):
        if _held(view, seat, demand):
            return Msg("foodparadise.review.stayed", kind=kind)
        return None
    if not _held(view, seat, demand):
        return Msg("foodparadise.review.research_nothing", kind=kind)
    if skipped and revenue >= MARKET_PRICE:
        return Msg("foodparadise.review.research_skips", kind=kind, revenue=revenue)
    return None


# -- the corner (FP03) ----------------------------------------------------------------
def _sources_ahead(corner: int, needs: tuple[int, ...]) -> int:
    start = CORNER_SPACES[corner - 1]
    ahead = (TRACK[(start + step) % SPACES] for step in range(1, 19))
    return sum(1 for space in ahead if space.kind == "source" and space.ingredient in needs)


def _corner(question, played, best) -> Msg | None:
    needs = _face_up(question.view, question.seat)
    mine, better = _sources_ahead(played.corner, needs), _sources_ahead(best.corner, needs)
    if better <= mine:
        return None
    return Msg(
        "foodparadise.review.corner",
        corner=best.corner,
        played=played.corner,
        n=Count("foodparadise.count.spaces", better),
        m=Count("foodparadise.count.spaces", mine),
        recipe=recipe_msg(question.view["seats"][question.seat]["recipe"]),
    )
