"""The decisions beside Food Tycoon's table, as HTML built from the legal actions
(objects), so nothing is offered that the rules would refuse:
- set-up and thinking: a Discard button on each recipe that may go (the rest are kept);
- the 2 ingredient cards of the set-up and the host's free choice in a lot: a picker,
  a row per ingredient with − and + (``ui:drop grain`` / ``ui:add grain``: the choice
  stays on the screen, ``Context.choice``) and one button carrying the finished action
  ("take grain,egg"), enabled once that action is legal;
- open shop or think: two buttons;
- the auction order (advanced rules): lots added in order the same way (``ui:add 3``),
  then "order 3,1,2"; a lot left out is removed;
- bidding: +1 and +5 over the high bid, any amount typed in the box
  (``ui:fill bid-amount bid``: the app reads the box when the button is clicked or
  Enter is pressed in it) and pass;
- cooking: a Cook button on each recipe you can cook now, and pass.
Your recipes are listed with what each needs and what you still lack. Every text comes
from the catalogs (``say``); every value passes through ``esc``.
"""

from __future__ import annotations

from pygames.core.messages import Count
from pygames.core.screen import esc, say
from pygames.foodtycoon.actions import Bid, Choose, Cook, Discard, Order, Pass, Shop, Take, Think
from pygames.foodtycoon.data import (
    COLOURS,
    INGREDIENTS,
    RECIPE_INDEX,
    RECIPES,
    SHOP_BASE,
    START_INGREDIENTS,
)
from pygames.foodtycoon.drawing.words import cards_text, ingredient_name, lot_contents, recipe_name

BID_INPUT = "bid-amount"


def panel_text(key: str, **params) -> str:
    return say(f"foodtycoon.panel.{key}", **params)


def income(view: dict, seat) -> int:
    """What opening shop brings ``seat`` (FT06)."""
    dishes = (view.get("dishes") or [])[seat] if isinstance(seat, int) else []
    return SHOP_BASE + sum(RECIPES[RECIPE_INDEX[key]].bags for key in dishes if key in RECIPE_INDEX)


def button(action, words: str, label: str, classes: str = "") -> str:
    return (
        f'<button type="button" class="{esc(classes)}" data-action="{esc(action)}" '
        f'aria-label="{esc(label)}" title="{esc(label)}">{esc(words)}</button>'
    )


# -- your recipes ------------------------------------------------------------------------------


def _missing(view: dict, key: str) -> list[int]:
    seat = view.get("seat")
    held = (view.get("ingredients") or [])[seat] if isinstance(seat, int) else [0] * 5
    return [max(0, need - have) for need, have in zip(RECIPES[RECIPE_INDEX[key]].needs, held)]


def _recipe_card(view: dict, key: str, legal: list, keep: list[str], copies: int = 1) -> str:
    """One recipe: colour (in words too), name, fame, money bags, needs, whether you
    can cook it now, and the Discard or Cook button when that is legal."""
    if key not in RECIPE_INDEX:
        return ""
    recipe = RECIPES[RECIPE_INDEX[key]]
    colour = COLOURS[recipe.colour]
    name = recipe_name(key)
    seat = view.get("seat")
    dishes = (view.get("dishes") or [])[seat] if isinstance(seat, int) else []
    missing = _missing(view, key)
    if key in dishes:
        can, state = panel_text("cooked_already"), "done"
    elif any(missing):
        can, state = panel_text("lacking", cards=cards_text(missing)), "short"
    else:
        can, state = panel_text("can_cook"), "ready"
    buttons = ""
    discard, cook = Discard(RECIPE_INDEX[key]), Cook(RECIPE_INDEX[key])
    if discard in legal:
        kept = [k for k in keep if k != key] if len(keep) == 2 else []
        label = (
            panel_text("discard_keep_label", recipe=name, kept=recipe_name(kept[0]))
            if kept
            else panel_text("discard_label", recipe=name)
        )
        buttons += button(discard, panel_text("discard"), label, "ft-discard")
    if cook in legal:
        label = panel_text("cook_label", recipe=name)
        buttons += button(cook, panel_text("cook"), label, "primary ft-cook")
    buttons = f'<span class="ft-buttons">{buttons}</span>' if buttons else ""
    many = f'<span class="ft-copies">×{copies}</span>' if copies > 1 else ""
    bags = Count("foodtycoon.count.bags", recipe.bags)
    reward = panel_text("reward", fame=recipe.fame, bags=bags)
    needs = panel_text("needs", cards=cards_text(recipe.needs))
    return (
        f'<li class="ft-recipe ft-c-{esc(colour)} {state}" data-recipe="{esc(key)}">'
        f'<span class="ft-recipe-head"><span class="ft-colour">'
        f"{esc(panel_text(f'colour.{colour}'))}</span>"
        f'<span class="ft-name">{esc(name)}</span>{many}</span>'
        f'<span class="ft-reward">{esc(reward)}</span>'
        f'<span class="ft-needs">{esc(needs)}</span>'
        f'<span class="ft-can">{esc(can)}</span>'
        f"{buttons}</li>"
    )


def recipes(view: dict, legal: list, keys: list[str], heading: str, section_id: str) -> str:
    """The recipes of ``keys``; two copies of one recipe are one card marked ×2."""
    copies = {key: keys.count(key) for key in keys}
    cards = "".join(_recipe_card(view, key, legal, keys, copies[key]) for key in copies)
    body = (
        f'<ul class="ft-recipes">{cards}</ul>'
        if cards
        else f'<p class="hint">{esc(panel_text("no_recipes"))}</p>'
    )
    return f'<section class="ft-hand" id="{section_id}"><h2>{esc(heading)}</h2>{body}</section>'


# -- the ingredient picker ----------------------------------------------------------------------


def picker(view: dict, legal: list, choice: list[str]) -> str:
    lots = view.get("lots") or []
    if view.get("phase") == "setup-ingredients":
        finished, size = Take, START_INGREDIENTS
        heading = panel_text("take_heading", n=Count("foodtycoon.count.ingredient_cards", size))
    else:
        finished, size = Choose, int(lots[-1]["pending"]) if lots else 0
        cards = Count("foodtycoon.count.free_cards", size)
        heading = panel_text("choose_heading", n=cards, lot=len(lots))
    counts = [choice.count(name) for name in INGREDIENTS]
    total = sum(counts)
    piles = view.get("piles") or [0] * 5
    rows = []
    for kind, name in enumerate(INGREDIENTS):
        words = ingredient_name(kind)
        letter = say(f"foodtycoon.letter.{name}")
        minus = "" if counts[kind] else " disabled"
        plus = "" if total < size and counts[kind] < piles[kind] else " disabled"
        left = panel_text("pile_left", n=piles[kind])
        rows.append(
            f'<li class="ft-pick-row" data-ingredient="{name}">'
            f'<span class="ft-chip ft-i-{name}" aria-hidden="true">{esc(letter)}</span>'
            f'<span class="ft-what">{esc(words)}<span class="ft-left">{esc(left)}'
            f"</span></span>"
            f'<button type="button" class="ft-step" data-action="ui:drop {name}"{minus} '
            f'aria-label="{esc(panel_text("drop_label", ingredient=words))}">−</button>'
            f'<output class="ft-count" id="pick-{name}">{counts[kind]}</output>'
            f'<button type="button" class="ft-step" data-action="ui:add {name}"{plus} '
            f'aria-label="{esc(panel_text("add_label", ingredient=words))}">+</button></li>'
        )
    action = finished(tuple(kind for kind, n in enumerate(counts) for _ in range(n)))
    cards = cards_text(counts) if total else panel_text("nothing_yet")
    verb = "take" if finished is Take else "choose"
    label = panel_text(f"{verb}_label", cards=cards, lot=len(lots))
    enabled = "" if action in legal else " disabled"
    clear = " disabled" if not total else ""
    picked = panel_text("picked", n=total, size=size, cards=cards)
    return (
        f'<section class="ft-picker" id="picker"><h2>{esc(heading)}</h2>'
        f'<ul class="ft-pick-rows">{"".join(rows)}</ul>'
        f'<p class="ft-picked" role="status">{esc(picked)}</p>'
        f'<div class="actions"><button type="button" class="primary" id="pick-confirm" '
        f'data-action="{esc(action)}"{enabled} aria-label="{esc(label)}" title="{esc(label)}">'
        f"{esc(panel_text(f'{verb}_button'))}</button>"
        f'<button type="button" data-action="ui:clear"{clear}>{esc(panel_text("clear"))}'
        "</button></div></section>"
    )


# -- shop or think, the auction order, the bids ---------------------------------------------------


def shop_or_think(view: dict, legal: list) -> str:
    money = income(view, view.get("seat"))
    buttons = []
    if Shop() in legal:
        buttons.append(
            f'<button type="button" class="primary big" data-action="{esc(Shop())}" '
            f'aria-label="{esc(panel_text("shop_label", income=money))}">'
            f"{esc(panel_text('shop'))}"
            f'<span class="ft-gain">{esc(panel_text("shop_gain", income=money))}</span></button>'
        )
    if Think() in legal:
        buttons.append(
            f'<button type="button" class="big" data-action="{esc(Think())}" '
            f'aria-label="{esc(panel_text("think_label"))}">{esc(panel_text("think"))}'
            f'<span class="ft-gain">{esc(panel_text("think_gain"))}</span></button>'
        )
    return f'<div class="actions ft-choose">{"".join(buttons)}</div>'


def auction_order(view: dict, legal: list, choice: list[str]) -> str:
    count = len(view.get("lots") or [])
    chosen = []
    for token in choice:
        if token.isdigit() and 1 <= int(token) <= count and int(token) not in chosen:
            chosen.append(int(token))
    lots = say("foodtycoon.log.lot_sep").join(str(n) for n in chosen) or panel_text("nothing_yet")
    adds = "".join(
        f'<button type="button" class="ft-order-lot" data-action="ui:add {n}"'
        f"{' disabled' if n in chosen else ''} "
        f'aria-label="{esc(panel_text("order_add_label", n=n))}">'
        f"{esc(panel_text('order_add', n=n))}</button>"
        for n in range(1, count + 1)
    )
    left_out = [n for n in range(1, count + 1) if n not in chosen]
    action = Order(tuple(n - 1 for n in chosen))
    if len(left_out) == 1:
        label = panel_text("order_remove_label", lots=lots, n=left_out[0])
        removed = f'<p class="ft-removed">{esc(panel_text("order_removed", n=left_out[0]))}</p>'
    else:
        label, removed = panel_text("order_label", lots=lots), ""
    undo = (
        f'<button type="button" data-action="ui:drop {chosen[-1]}">'
        f"{esc(panel_text('order_undo'))}</button>"
        if chosen
        else ""
    )
    enabled = "" if action in legal else " disabled"
    return (
        f'<section class="ft-order" id="order"><h2>{esc(panel_text("order_heading"))}</h2>'
        f'<p class="hint">{esc(panel_text("order_hint"))}</p><div class="actions">{adds}</div>'
        f'<p class="ft-picked" role="status">{esc(panel_text("order_so_far", lots=lots))}</p>'
        f'{removed}<div class="actions"><button type="button" class="primary" '
        f'id="order-confirm" data-action="{esc(action)}"{enabled} aria-label="{esc(label)}" '
        f'title="{esc(label)}">{esc(panel_text("order_button"))}</button>{undo}'
        f'<button type="button" data-action="ui:clear"{"" if chosen else " disabled"}>'
        f"{esc(panel_text('clear'))}</button></div></section>"
    )


def bidding(view: dict, legal: list, name_of) -> str:
    auction = view.get("auction") or {}
    seat = view.get("seat")
    money = (view.get("money") or [])[seat] if isinstance(seat, int) else 0
    high = int(auction.get("high") or 0)
    bidder = auction.get("bidder")
    lot = view.get("lot")
    state = (
        panel_text("high", amount=high, name=name_of(bidder))
        if bidder is not None
        else panel_text("no_bid")
    )
    quick = [
        button(
            Bid(high + step),
            panel_text("bid_step", amount=high + step, step=step),
            panel_text("bid_step_label", amount=high + step, step=step),
            "primary ft-bid",
        )
        for step in (1, 5)
        if Bid(high + step) in legal
    ]
    custom = ""
    if Bid(high + 1) in legal:
        fill = f"ui:fill {BID_INPUT} bid"
        custom = (
            f'<div class="ft-custom"><label for="{BID_INPUT}">{esc(panel_text("amount"))}</label>'
            f'<input type="number" id="{BID_INPUT}" min="{high + 1}" max="{money}" step="1" '
            f'value="{high + 1}" inputmode="numeric" required data-enter="{fill}" '
            f'aria-label="{esc(panel_text("amount_label", low=high + 1, high=money))}">'
            f'<button type="button" class="ft-bid" data-action="{fill}" '
            f'aria-label="{esc(panel_text("bid_button_label"))}">'
            f"{esc(panel_text('bid_button'))}</button></div>"
        )
    passing = (
        button(Pass(), panel_text("pass"), panel_text("pass_label"), "ft-pass")
        if Pass() in legal
        else ""
    )
    heading = panel_text("bid_heading", lot=(lot + 1) if isinstance(lot, int) else "?")
    lots = view.get("lots") or []
    contents = lot_contents(lots[lot]) if isinstance(lot, int) and lot < len(lots) else ""
    return (
        f'<section class="ft-bidding" id="bidding"><h2>{esc(heading)}</h2>'
        f'<p class="ft-lot">{esc(contents)}</p>'
        f'<p class="ft-high">{esc(state)}</p>'
        f'<p class="ft-money">{esc(panel_text("your_money", money=money))}</p>'
        f'<div class="actions">{"".join(quick)}{passing}</div>{custom}</section>'
    )


def cook_or_pass(legal: list) -> str:
    if Pass() not in legal:
        return ""
    words = panel_text("cook_pass")
    return f'<div class="actions">{button(Pass(), words, words, "ft-pass")}</div>'
