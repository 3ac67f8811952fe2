"""Why a Food Tycoon move lost (``core.review``): one sentence in the kitchen's terms.

Read from a position dealt from the mover's view (``question.deal``): the mover's own
recipes, ingredients, money and dishes and the lot on the table are the true ones there
(the others' hidden recipes and the face-down events are dealt at random, and nothing
here reads them). The sentences cover:

- an auction (FT13/FT15): a bid on a lot that completes no recipe of the mover's, or
  more than the lot is worth to it (greedy's measure, ``lot_worth``); a pass on a lot
  that would complete a recipe, or that holds ingredients its recipes lack; a bid
  higher than the best found, which would lead the bidding too;
- opening shop or thinking (FT05-FT07): thinking with recipes still to cook where the
  shop pays; opening shop with no recipe ready to cook;
- cooking (FT17-FT19): cooking nothing, or a dish of less fame, while a better is ready;
- a recipe discarded (FT02/FT07): one already cooked kept (FT19), or a recipe that
  lacks fewer ingredient cards than the one kept thrown away;
- ingredients taken or chosen (FT03/FT11): the best completes a recipe; or the cards
  taken are ones no recipe in hand still lacks.

Anything else (the host's order of the lots, FT22) gets None: the generic sentence.
"""

from __future__ import annotations

from pygames.core.messages import Count, Msg
from pygames.foodtycoon.actions import Bid, Choose, Cook, Discard, Pass, Shop, Take, Think
from pygames.foodtycoon.data import INGREDIENTS, RECIPES, SHOP_BASE, cards_msg, recipe_msg
from pygames.foodtycoon.greedy import lot_worth
from pygames.foodtycoon.scoring import fame_parts

KINDS = len(INGREDIENTS)


def reason(question) -> Msg | None:
    state, seat = question.deal(0), question.seat
    played, best = question.played, question.best
    phase = state.phase
    if phase == "auction" and type(played) in (Bid, Pass) and type(best) in (Bid, Pass):
        return _auction(state, seat, played, best)
    if phase == "choose":
        return _shop_or_think(state, seat, played, best)
    if phase == "cook" and type(best) is Cook:
        return _cook(state, seat, played, best)
    if type(played) is Discard and type(best) is Discard:
        return _discard(state, seat, played, best)
    if type(played) in (Take, Choose) and type(best) is type(played):
        return _cards(state, seat, played, best)
    return None


# -- what a seat's recipes lack ------------------------------------------------------------


def _live(state, seat: int, extra=()) -> list[int]:
    """The seat's recipes it may still cook (FT19), ``extra`` added, each once."""
    dishes = state.dishes[seat]
    return sorted({r for r in list(state.hands[seat]) + list(extra) if r not in dishes})


def _ready(recipes: list[int], have: list[int]) -> list[int]:
    return [r for r in recipes if all(h >= n for n, h in zip(RECIPES[r].needs, have))]


def _completes(state, seat: int, counts, recipe=None) -> list[int]:
    """The recipes (the lot's own ``recipe`` included) that ``counts`` more ingredient
    cards make ready to cook, and were not before, best first (fame, then bags)."""
    have = state.ingredients[seat]
    after = [h + c for h, c in zip(have, counts)]
    extra = () if recipe is None else (recipe,)
    before = set(_ready(_live(state, seat), have))
    found = [r for r in _ready(_live(state, seat, extra), after) if r not in before]
    return sorted(found, key=lambda r: (-RECIPES[r].fame, -RECIPES[r].bags, r))


def _lacked(state, seat: int, counts) -> list[int]:
    """Of ``counts``, the cards some recipe the seat may cook still lacks, per kind."""
    have = state.ingredients[seat]
    short = [0] * KINDS
    for r in _live(state, seat):
        for kind, need in enumerate(RECIPES[r].needs):
            short[kind] = max(short[kind], need - have[kind])
    return [min(c, s) for c, s in zip(counts, short)]


def _fame(state, seat: int, recipe: int) -> Count:
    """The fame cooking ``recipe`` adds (its printed fame, and advanced bonuses)."""
    dishes, advanced = state.dishes[seat], state.advanced
    gained = sum(fame_parts(dishes + [recipe], advanced)) - sum(fame_parts(dishes, advanced))
    return Count("foodtycoon.unit", gained)


# -- the decisions --------------------------------------------------------------------------


def _auction(state, seat: int, played, best) -> Msg | None:
    lot = state.lots[state.order[state.current]]
    done = _completes(state, seat, lot.ingredients, lot.recipe)
    if type(played) is Bid and type(best) is Pass:
        if not done:
            return Msg("foodtycoon.review.bid_nothing", amount=played.amount)
        worth = lot_worth(state, seat, lot)
        if played.amount > worth:
            return Msg(
                "foodtycoon.review.bid_too_much",
                amount=played.amount,
                worth=worth,
                recipe=recipe_msg(done[0]),
            )
        return None
    if type(played) is Pass and type(best) is Bid:
        if done:
            recipe = done[0]
            return Msg(
                "foodtycoon.review.pass_completes",
                recipe=recipe_msg(recipe),
                fame=_fame(state, seat, recipe),
                amount=best.amount,
            )
        lacked = _lacked(state, seat, lot.ingredients)
        if any(lacked):
            return Msg("foodtycoon.review.pass_lacked", cards=cards_msg(lacked), amount=best.amount)
        return None
    if type(played) is Bid and type(best) is Bid and played.amount > best.amount:
        return Msg(
            "foodtycoon.review.overbid",
            amount=played.amount,
            enough=best.amount,
            more=played.amount - best.amount,
        )
    return None


def _shop_or_think(state, seat: int, played, best) -> Msg | None:
    live = _live(state, seat)
    recipes = Count("foodtycoon.review.recipes", len(live))
    if type(played) is Think and type(best) is Shop and live:
        money = SHOP_BASE + sum(RECIPES[d].bags for d in state.dishes[seat])
        return Msg("foodtycoon.review.think", recipes=recipes, money=money)
    if type(played) is Shop and type(best) is Think and not _ready(live, state.ingredients[seat]):
        return Msg("foodtycoon.review.shop", recipes=recipes)
    return None


def _cook(state, seat: int, played, best: Cook) -> Msg | None:
    if type(played) is Pass:
        return Msg(
            "foodtycoon.review.no_cook",
            recipe=recipe_msg(best.recipe),
            fame=_fame(state, seat, best.recipe),
        )
    if type(played) is Cook:
        mine, theirs = _fame(state, seat, played.recipe), _fame(state, seat, best.recipe)
        if theirs.count > mine.count:
            return Msg(
                "foodtycoon.review.cook_less",
                played=recipe_msg(played.recipe),
                fame=mine,
                best=recipe_msg(best.recipe),
                best_fame=theirs,
            )
    return None


def _lacking(state, seat: int, recipe: int) -> int:
    """Ingredient cards the recipe needs beyond those in the seat's hand."""
    have = state.ingredients[seat]
    return sum(max(0, n - h) for n, h in zip(RECIPES[recipe].needs, have))


def _discard(state, seat: int, played: Discard, best: Discard) -> Msg | None:
    dishes = state.dishes[seat]
    if best.recipe in dishes and played.recipe not in dishes:
        return Msg("foodtycoon.review.keeps_cooked", recipe=recipe_msg(best.recipe))
    mine, theirs = _lacking(state, seat, played.recipe), _lacking(state, seat, best.recipe)
    if mine < theirs and played.recipe not in dishes:
        return Msg(
            "foodtycoon.review.discard",
            played=recipe_msg(played.recipe),
            lacks=Count("foodtycoon.review.cards", mine),
            best=recipe_msg(best.recipe),
            best_lacks=Count("foodtycoon.review.cards", theirs),
        )
    return None


def _cards(state, seat: int, played, best) -> Msg | None:
    counts = [[action.kinds.count(k) for k in range(KINDS)] for action in (played, best)]
    mine, theirs = (_completes(state, seat, c) for c in counts)
    words = [cards_msg(c) for c in counts]
    if theirs and not mine:
        return Msg(
            "foodtycoon.review.take_completes",
            played=words[0],
            best=words[1],
            recipe=recipe_msg(theirs[0]),
        )
    if not any(_lacked(state, seat, counts[0])) and any(_lacked(state, seat, counts[1])):
        return Msg("foodtycoon.review.take_unneeded", played=words[0], best=words[1])
    return None
