"""Why a Cake Master move lost (``core.review``): one sentence in the cakes' terms.

Everything is read from the mover's view (its hand, every seat's cakes, the customers
in play), which holds all a placement or a card choice depends on; the unseen cards
play no part. The sentences cover:

- a placement (CM13-CM20), comparing the quarter chosen with the best found: the best
  completes a cake for a customer (a star); the move played gives a cake another icing
  colour (fewer tasty points for its icing); the best completes a rosette; the move
  played leaves a half rosette unmatched (no point for a cake without one); the best
  makes a raspberry-and-blueberry pair;
- a card choice (draft, give and return, CM05/CM24): the card kept fits the mover's
  cakes less well than the one the best keeps; or the card passed fits a neighbour's
  cake well where the best passes that neighbour another;
- a solo discard (CM27): the card thrown away fits a cake better than the one the best
  throws away.

How well a card fits is ``search_policy.best_spots``' rule of thumb (colours kept,
rosettes closed or left half, berry pairs), the one the search's playouts place by.
Anything else (a solo exchange, cards alike) gets None: the generic sentence follows.
"""

from __future__ import annotations

from pygames.cakemaster.actions import Discard, Draft, Give, Place, Return
from pygames.cakemaster.data import QUARTERS, best_assignment, card, colour_points, customer
from pygames.cakemaster.search_policy import best_spots
from pygames.core.messages import Count, Msg, Player

STAR = 8  # a customer served, against a tasty point, when comparing placements


def reason(question) -> Msg | None:
    view, seat = question.view, question.seat
    played, best = question.played, question.best
    if type(played) is Place and type(best) is Place:
        return _placement(view, seat, played, best)
    if type(played) is Discard and type(best) is Discard:
        return _discard(view, seat, played, best)
    if type(played) in (Draft, Give, Return) and type(played) is type(best):
        return _choice(view, seat, played, best)
    return None


# -- placements ---------------------------------------------------------------------------


def _facts(view: dict, seat: int, move: Place) -> dict:
    """What putting ``move.card`` into its quarter does to its cake, as far as the cake
    is built: icing colours before and after, rosettes completed, half rosettes left
    unmatched against a neighbour, berry pairs made, and a customer newly served."""
    cakes = [list(cake) for cake in view["cakes"][seat]]
    cake = cakes[move.cake - 1]
    before = _cake_facts(cake)
    served_before = sum(c is not None for c in best_assignment(cakes, view["customers"]))
    cake[move.quarter - 1] = move.card
    after = _cake_facts(cake)
    served = best_assignment(cakes, view["customers"])
    customer = None
    if sum(c is not None for c in served) > served_before and None not in cake:
        customer = served[move.cake - 1]
    return {
        "colours": after["colours"],
        "icing_lost": colour_points(max(before["colours"], 1)) - colour_points(after["colours"]),
        "rosettes": after["rosettes"] - before["rosettes"],
        "halves": after["halves"] - before["halves"],
        "pairs": after["pairs"] - before["pairs"],
        "customer": customer,
    }


def _cake_facts(cake: list) -> dict:
    cards = [None if n is None else card(n) for n in cake]
    rosettes = halves = 0
    for q in range(QUARTERS):
        here, after = cards[q], cards[(q + 1) % QUARTERS]
        if here is None or after is None:
            continue  # a joint not yet made
        if here.rosette_cw and after.rosette_ccw:
            rosettes += 1
        elif here.rosette_cw or after.rosette_ccw:
            halves += 1
    placed = [c for c in cards if c is not None]
    red = sum(c.raspberries for c in placed)
    blue = sum(c.blueberries for c in placed)
    colours = len({c.icing for c in placed})
    return {"colours": colours, "rosettes": rosettes, "halves": halves, "pairs": min(red, blue)}


def _worth(facts: dict) -> int:
    """Tasty points a placement makes or spoils so far (a customer counts ``STAR``)."""
    gained = facts["rosettes"] + facts["pairs"] - facts["icing_lost"]
    gained -= 1 if facts["halves"] > 0 else 0
    return gained + (STAR if facts["customer"] is not None else 0)


def _placement(view: dict, seat: int, played: Place, best: Place) -> Msg | None:
    mine, theirs = _facts(view, seat, played), _facts(view, seat, best)
    if _worth(theirs) <= _worth(mine):
        return None  # nothing to tell on the cakes as they stand
    better = _put(best)
    if theirs["customer"] is not None and mine["customer"] is None:
        number = theirs["customer"]
        request = Msg(f"cakemaster.customer.{_customer_key(number)}")
        return Msg("cakemaster.review.serves", best=better, request=request)
    if mine["icing_lost"] > max(theirs["icing_lost"], 0):
        points = colour_points(mine["colours"])
        return Count(
            "cakemaster.review.colour",
            mine["colours"],
            cake=played.cake,
            points=points,
            best=better,
        )
    if theirs["rosettes"] > mine["rosettes"]:
        return Msg("cakemaster.review.rosette", best=better)
    if mine["halves"] > 0 and theirs["halves"] <= 0:
        return Msg("cakemaster.review.half", cake=played.cake, best=better)
    if theirs["pairs"] > mine["pairs"]:
        return Msg("cakemaster.review.pair", best=better)
    return None


def _put(move: Place) -> Msg:
    return Msg(
        "cakemaster.review.put",
        icing=_icing(move.card),
        cake=move.cake,
        where=Msg(f"cakemaster.where.{move.quarter}"),
    )


def _icing(number: int) -> Msg:
    return Msg(f"cakemaster.icing.{card(number).icing}")


def _customer_key(number: int) -> str:
    return customer(number).key


# -- card choices ---------------------------------------------------------------------------


def _fit(cakes: list, number: int) -> tuple[int, int, int]:
    """(score, cake, quarter) of a card's best quarter in ``cakes`` (both from 1; the
    score is ``best_spots``' rule of thumb)."""
    score, c, q = best_spots(cakes, [number])[0]
    return score, c + 1, q + 1


def _choice(view: dict, seat: int, played, best) -> Msg | None:
    cakes = view["cakes"][seat]
    if played.keep != best.keep:
        if card(played.keep).icing == card(best.keep).icing:
            return None  # two cards of one icing: the words would not tell them apart
        kept, better = _fit(cakes, played.keep), _fit(cakes, best.keep)
        if better[0] <= kept[0] or better[1] < 1:
            return None
        return Msg(
            "cakemaster.review.keep",
            kept=_icing(played.keep),
            better=_icing(best.keep),
            cake=better[1],
            where=Msg(f"cakemaster.where.{better[2]}"),
        )
    if type(played) is Draft:
        players = view["players"]
        for gift, other, to in (
            (played.left, best.left, (seat + 1) % players),
            (played.right, best.right, (seat - 1) % players),
        ):
            if gift == other or card(gift).icing == card(other).icing:
                continue
            given, instead = _fit(view["cakes"][to], gift), _fit(view["cakes"][to], other)
            if given[0] > instead[0] and given[0] > 0 and given[1] >= 1:
                return Msg(
                    "cakemaster.review.gift",
                    card=_icing(gift),
                    player=Player(to),
                    cake=given[1],
                    other=_icing(other),
                )
    return None


def _discard(view: dict, seat: int, played: Discard, best: Discard) -> Msg | None:
    if card(played.card).icing == card(best.card).icing:
        return None
    cakes = view["cakes"][seat]
    thrown, other = _fit(cakes, played.card), _fit(cakes, best.card)
    if thrown[0] <= other[0] or thrown[1] < 1:
        return None
    return Msg(
        "cakemaster.review.discard",
        card=_icing(played.card),
        cake=thrown[1],
        where=Msg(f"cakemaster.where.{thrown[2]}"),
        other=_icing(best.card),
    )
