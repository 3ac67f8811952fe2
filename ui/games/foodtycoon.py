"""Food Tycoon beside its table: log phrases, prompts, your recipes and every decision.

The table (``pygames/foodtycoon/draw.py``) offers only the roll; every other decision
is made in this panel, with controls built from the legal actions, so nothing is
offered that the rules would refuse:
- set-up and thinking: a Discard button on each recipe that may go (the rest are kept);
- the 2 ingredient cards of the set-up and the host's free choice in a lot: a picker,
  a row per ingredient with − and + (``ui:drop grain`` / ``ui:add grain``: the choice
  stays on the screen, ``TableScreen.choice``) and one button carrying the finished
  action ("take grain,egg"), enabled once that action is legal;
- open shop or think: two buttons;
- the auction order (advanced rules): lots added in order the same way (``ui:add 3``),
  then "order 3,1,2"; a lot left out is removed;
- bidding: +1 and +5 over the high bid, any amount typed in the box
  (``ui:fill bid-amount bid``: the app reads the box when the button is clicked or
  Enter is pressed in it) and pass. The rules list every amount one may bid; the
  controls come from the view (high bid, your money) and are offered when legal;
- cooking: a Cook button on each recipe you can cook now, and pass.

Your recipes are listed with what each needs and what you still lack. They are never
passed here for a spectator, and the app puts the privacy screen over them when
several people share the device. Every text a player reads is in ``TEXT`` (in the
language chosen: ``ui.i18n.Localized``); every value passes through ``esc``.
"""

from __future__ import annotations

from pygames.core.actions import Action
from pygames.core.errors import IllegalAction
from pygames.foodtycoon.actions import (
    Bid,
    Cards,
    Choose,
    Cook,
    Discard,
    Order,
    Pass,
    Roll,
    Shop,
    Take,
    Think,
    parse,
)
from pygames.foodtycoon.data import RECIPE_INDEX, RECIPES
from ui.games import action_buttons, esc
from ui.i18n import Localized, localize_module
from ui.lang.foodtycoon import BOARD, PANEL

INGREDIENTS = (
    "grain",
    "meat",
    "vegetable",
    "fish",
    "egg",
)  # data.INGREDIENTS, known before the game loads
START_INGREDIENTS = 2  # data.START_INGREDIENTS
SHOP_BASE = 5  # data.SHOP_BASE
BID_INPUT = "bid-amount"

TEXT = Localized(
    {  # English here; 繁體中文 and 日本語 in ui/lang/foodtycoon.py
        # log phrases ("Ann " + phrase)
        "discarded": "discarded {recipe} (face up)",
        "took": "took {cards}",
        "chose": "chose {cards} for the lot",
        "shopped": "opened shop",
        "thought": "thought of a dish (drew 2 recipes)",
        "rolled": "rolled the dice",
        "ordered": "set the auction order: lot {lots}",
        "bid": "bid {amount}",
        "passed": "passed",
        "cooked": "cooked {recipe}",
        "played": "played {text!r}",
        "lot_sep": ", ",
        # what an action set off (after the action's phrase)
        "sale": "lot {n} goes to {name} for {price}",
        "no_sale": "nobody bids for lot {n}",
        "turned": "the event is {event}",
        # prompts
        "prompt": {
            "setup-recipes": "{name}: keep 3 of your 4 recipes: discard one (face up).",
            "setup-ingredients": "{name}: take any 2 ingredient cards.",
            "choose": "{name}: open shop (+{income} money) or think of a dish (draw 2 recipes, keep 1).",
            "think": "{name}: keep one of the 2 recipes you drew; the other is discarded face up.",
            "roll": "{name}: roll the dice for lot {lot} of {lots}.",
            "pick": "{name}: choose {n} free ingredient cards for lot {lot}.",
            "order": "{name}: choose the auction order of the lots; you may leave one out.",
            "auction": "{name}: bid more than {high} for lot {lot} (you have {money}), or pass.",
            "auction_first": "{name}: bid for lot {lot} (you have {money}), or pass.",
            "cook": "{name}: cook a dish, or pass.",
        },
        "prompt_other": "{name}: your move.",
        "shop_only": "{name}: no recipes are left to draw: open shop (+{income} money).",
        # your recipes
        "your_recipes": "Your recipes",
        "drawn": "The 2 recipes you drew",
        "no_recipes": "You hold no recipes.",
        "needs": "Needs {cards}",
        "reward": "★{fame} fame · {bags} money bags",
        "can_cook": "✓ You can cook it now",
        "lacking": "You lack {cards}",
        "cooked_already": "Already one of your dishes",
        "discard": "Discard",
        "discard_label": "Discard {recipe} and keep the others",
        "discard_keep_label": "Discard {recipe} and keep {kept}",
        "cook": "Cook",
        "cook_label": "Cook {recipe}",
        "cook_pass": "Cook nothing this round",
        "colour": {
            "white": "White",
            "red": "Red",
            "green": "Green",
            "yellow": "Yellow",
            "blue": "Blue",
        },
        # the ingredient picker
        "take_heading": "Take {n} ingredient cards",
        "choose_heading": "Choose {n} free ingredient cards for lot {lot}",
        "picked": "Chosen {n} of {size}: {cards}",
        "pile_left": "{n} left",
        "add_label": "One more {ingredient}",
        "drop_label": "One {ingredient} less",
        "clear": "Start again",
        "take_button": "Take them",
        "choose_button": "Add them to the lot",
        "take_label": "Take {cards}",
        "choose_label": "Add {cards} to lot {lot}",
        "nothing_yet": "nothing yet",
        # shop or think
        "shop": "Open shop",
        "shop_label": "Open shop: take {income} money (5 + the money bags of your dishes)",
        "think": "Think of a dish",
        "think_label": "Think of a dish: draw 2 recipes, keep 1",
        "shop_gain": "+{income} money",
        "think_gain": "draw 2, keep 1",
        # rolling
        "roll_hint": "Roll the dice: click the highlighted lot on the table (or focus it and press Enter).",
        # ordering the lots
        "order_heading": "Auction order",
        "order_hint": "Click the lots in the order they are to be auctioned. A lot you leave out is removed "
        "(its cards go back).",
        "order_add": "Lot {n}",
        "order_add_label": "Auction lot {n} next",
        "order_so_far": "Order so far: {lots}",
        "order_removed": "Removed: lot {n}",
        "order_undo": "Undo last",
        "order_button": "Auction in this order",
        "order_label": "Auction the lots in the order {lots}",
        "order_remove_label": "Auction the lots in the order {lots} and remove lot {n}",
        # bidding
        "bid_heading": "Lot {lot}",
        "high": "High bid: {amount} ({name})",
        "no_bid": "No bid yet: any bid from 1",
        "your_money": "Your money: {money}",
        "bid_step": "Bid {amount} (+{step})",
        "bid_step_label": "Bid {amount}, {step} more than the high bid",
        "amount": "Amount",
        "amount_label": "Your bid, from {low} to {high}",
        "bid_button": "Bid",
        "bid_button_label": "Bid the amount in the box",
        "pass": "Pass",
        "pass_label": "Pass: no bid now (you may bid again when your turn comes round)",
        # waiting, the privacy screen, the side
        "show_recipes": "{name}, click to show your recipes",
        "note": "{money} money · {recipes} recipes",
        "note_host": "host",
        "dishes_heading": "Dishes",
        "no_dishes": "none yet",
        "dish": "{recipe} ★{fame}",
        "bonus": "Colour bonus +{n}",
    },
    PANEL,
)


def _draw():
    """The game's drawing module (it arrives with the game's code), speaking the
    language chosen: its names of recipes, ingredients and events serve here too."""
    from pygames.foodtycoon import draw

    localize_module(draw, BOARD)
    return draw


def _recipe(key: str):
    """The data's recipe for a key, or None (a key not in the table)."""
    from pygames.foodtycoon.data import RECIPE_INDEX, RECIPES

    return RECIPES[RECIPE_INDEX[key]] if key in RECIPE_INDEX else None


def _recipe_name(key: str) -> str:
    return _draw().recipe_name(key) if _recipe(key) else key


def _cards(counts) -> str:
    return _draw().cards_text(counts)


def _kinds_counts(names) -> list[int]:
    names = list(names)
    return [names.count(name) for name in INGREDIENTS]


def _income(view: dict, seat) -> int:
    dishes = (view.get("dishes") or [])[seat] if isinstance(seat, int) else []
    return SHOP_BASE + sum(r.bags for r in map(_recipe, dishes) if r)


# -- the log and the prompt -------------------------------------------------------------


_SIMPLE_PHRASES = {Shop: "shopped", Think: "thought", Roll: "rolled", Pass: "passed"}


def _actions(legal) -> list:
    """The legal actions as objects (the app shell still hands over their texts)."""
    return [action if isinstance(action, Action) else parse(action) for action in legal]


def describe(text: str) -> str:
    """An action as a log phrase. Thinking never names the recipe kept: only the one
    discarded, which is put face up."""
    try:
        action = parse(text)
    except IllegalAction:
        return TEXT["played"].format(text=text)
    if type(action) in _SIMPLE_PHRASES:
        return TEXT[_SIMPLE_PHRASES[type(action)]]
    if isinstance(action, (Discard, Cook)):
        phrase = "discarded" if isinstance(action, Discard) else "cooked"
        return TEXT[phrase].format(recipe=_draw().recipe_name(RECIPES[action.recipe].key))
    if isinstance(action, Cards):
        counts = [action.kinds.count(kind) for kind in range(len(INGREDIENTS))]
        return TEXT["took" if isinstance(action, Take) else "chose"].format(cards=_cards(counts))
    if isinstance(action, Order):
        return TEXT["ordered"].format(lots=TEXT["lot_sep"].join(str(n + 1) for n in action.lots))
    return TEXT["bid"].format(amount=action.amount)


def aftermath(before: dict, after: dict, names: list[str]) -> list[str]:
    """A lot sold (and the event it held, turned at once) or left unsold: the last
    pass of an auction says so in the log."""
    lines = []
    earlier = before.get("lots") or []
    for index, lot in enumerate(after.get("lots") or []):
        was = earlier[index]["status"] if index < len(earlier) else None
        if lot["status"] == "sold" and was not in (None, "sold"):
            lines.append(
                TEXT["sale"].format(n=index + 1, name=names[lot["buyer"]], price=lot["price"])
            )
            if lot.get("turned"):
                lines.append(TEXT["turned"].format(event=_draw().event_name(lot["turned"])))
        elif lot["status"] == "unsold" and was not in (None, "unsold"):
            lines.append(TEXT["no_sale"].format(n=index + 1))
    return lines


def prompt(view: dict, name: str) -> str:
    phase = view.get("phase")
    seat = view.get("turn")
    money = (view.get("money") or [])[seat] if isinstance(seat, int) else 0
    lots = view.get("lots") or []
    prompts = TEXT["prompt"]
    if phase == "choose" and not view.get("recipe_deck") and not view.get("recipe_discard"):
        return TEXT["shop_only"].format(name=name, income=_income(view, seat))
    if phase == "auction" and view.get("auction") and view.get("lot") is not None:
        key = "auction" if view["auction"]["bidder"] is not None else "auction_first"
        return prompts[key].format(
            name=name, high=view["auction"]["high"], lot=view["lot"] + 1, money=money
        )
    if phase == "pick" and lots:
        return prompts["pick"].format(name=name, n=lots[-1]["pending"], lot=len(lots))
    if phase == "roll":
        return prompts["roll"].format(name=name, lot=len(lots) + 1, lots=view.get("lots_per_round"))
    if phase in ("setup-recipes", "setup-ingredients", "choose", "think", "order", "cook"):
        return prompts[phase].format(name=name, income=_income(view, seat))
    return TEXT["prompt_other"].format(name=name)


# -- your recipes ----------------------------------------------------------------------------


def _missing(view: dict, key: str) -> list[int]:
    recipe = _recipe(key)
    seat = view.get("seat")
    held = (view.get("ingredients") or [])[seat] if isinstance(seat, int) else [0] * 5
    return [max(0, need - have) for need, have in zip(recipe.needs, held)]


def _button(action: str, words: str, label: str, classes: str = "") -> str:
    return (
        f'<button type="button" class="{esc(classes)}" data-action="{esc(action)}" '
        f'aria-label="{esc(label)}" title="{esc(label)}">{esc(words)}</button>'
    )


def _recipe_card(view: dict, key: str, legal: list, keep: list[str], copies: int = 1) -> str:
    """One recipe: colour (in words too), name, fame, money bags, needs, whether you
    can cook it now, and the Discard or Cook button when that is legal."""
    from pygames.foodtycoon.data import COLOURS

    recipe = _recipe(key)
    if recipe is None:
        return ""
    colour = COLOURS[recipe.colour]
    name = _recipe_name(key)
    seat = view.get("seat")
    dishes = (view.get("dishes") or [])[seat] if isinstance(seat, int) else []
    missing = _missing(view, key)
    if key in dishes:
        can, state = TEXT["cooked_already"], "done"
    elif any(missing):
        can, state = TEXT["lacking"].format(cards=_cards(missing)), "short"
    else:
        can, state = TEXT["can_cook"], "ready"
    buttons = ""
    discard, cook = Discard(RECIPE_INDEX[key]), Cook(RECIPE_INDEX[key])
    if discard in legal:
        kept = [k for k in keep if k != key] if len(keep) == 2 else []
        label = (
            TEXT["discard_keep_label"].format(recipe=name, kept=_recipe_name(kept[0]))
            if kept
            else TEXT["discard_label"].format(recipe=name)
        )
        buttons += _button(discard, TEXT["discard"], label, "ft-discard")
    if cook in legal:
        buttons += _button(
            cook, TEXT["cook"], TEXT["cook_label"].format(recipe=name), "primary ft-cook"
        )
    buttons = f'<span class="ft-buttons">{buttons}</span>' if buttons else ""
    many = f'<span class="ft-copies">×{copies}</span>' if copies > 1 else ""
    return (
        f'<li class="ft-recipe ft-c-{esc(colour)} {state}" data-recipe="{esc(key)}">'
        f'<span class="ft-recipe-head"><span class="ft-colour">{esc(TEXT["colour"][colour])}</span>'
        f'<span class="ft-name">{esc(name)}</span>{many}</span>'
        f'<span class="ft-reward">{esc(TEXT["reward"].format(fame=recipe.fame, bags=recipe.bags))}</span>'
        f'<span class="ft-needs">{esc(TEXT["needs"].format(cards=_cards(recipe.needs)))}</span>'
        f'<span class="ft-can">{esc(can)}</span>'
        f"{buttons}</li>"
    )


def _recipes(view: dict, legal: list, keys: list[str], heading: str, section_id: str) -> str:
    """The recipes of ``keys``; two copies of one recipe are one card marked ×2."""
    copies = {key: keys.count(key) for key in keys}
    cards = "".join(_recipe_card(view, key, legal, keys, copies[key]) for key in copies)
    body = (
        f'<ul class="ft-recipes">{cards}</ul>'
        if cards
        else f'<p class="hint">{esc(TEXT["no_recipes"])}</p>'
    )
    return f'<section class="ft-hand" id="{section_id}"><h2>{esc(heading)}</h2>{body}</section>'


# -- the ingredient picker ----------------------------------------------------------------------


def _picker(view: dict, legal: list, choice: list[str]) -> str:
    phase = view.get("phase")
    lots = view.get("lots") or []
    if phase == "setup-ingredients":
        verb, size = "take", START_INGREDIENTS
        heading = TEXT["take_heading"].format(n=size)
    else:
        verb, size = "choose", int(lots[-1]["pending"]) if lots else 0
        heading = TEXT["choose_heading"].format(n=size, lot=len(lots))
    counts = _kinds_counts(t for t in choice if t in INGREDIENTS)
    total = sum(counts)
    piles = view.get("piles") or [0] * 5
    draw = _draw()
    rows = []
    for kind, name in enumerate(INGREDIENTS):
        words = draw.ingredient_name(kind)
        letter = draw.TEXT["letters"][kind]
        minus = "" if counts[kind] else " disabled"
        plus = "" if total < size and counts[kind] < piles[kind] else " disabled"
        rows.append(
            f'<li class="ft-pick-row" data-ingredient="{name}">'
            f'<span class="ft-chip ft-i-{name}" aria-hidden="true">{esc(letter)}</span>'
            f'<span class="ft-what">{esc(words)}<span class="ft-left">{esc(TEXT["pile_left"].format(n=piles[kind]))}'
            f"</span></span>"
            f'<button type="button" class="ft-step" data-action="ui:drop {name}"{minus} '
            f'aria-label="{esc(TEXT["drop_label"].format(ingredient=words))}">−</button>'
            f'<output class="ft-count" id="pick-{name}">{counts[kind]}</output>'
            f'<button type="button" class="ft-step" data-action="ui:add {name}"{plus} '
            f'aria-label="{esc(TEXT["add_label"].format(ingredient=words))}">+</button></li>'
        )
    kinds = tuple(kind for kind in range(len(INGREDIENTS)) for _ in range(counts[kind]))
    action = (Take if verb == "take" else Choose)(kinds)
    cards = _cards(counts) if total else TEXT["nothing_yet"]
    label = (TEXT["take_label"] if verb == "take" else TEXT["choose_label"]).format(
        cards=cards, lot=len(lots)
    )
    enabled = "" if action in legal else " disabled"
    words = TEXT["take_button"] if verb == "take" else TEXT["choose_button"]
    clear = " disabled" if not total else ""
    return (
        f'<section class="ft-picker" id="picker"><h2>{esc(heading)}</h2>'
        f'<ul class="ft-pick-rows">{"".join(rows)}</ul>'
        f'<p class="ft-picked" role="status">{esc(TEXT["picked"].format(n=total, size=size, cards=cards))}</p>'
        f'<div class="actions"><button type="button" class="primary" id="pick-confirm" data-action="{esc(action)}"'
        f'{enabled} aria-label="{esc(label)}" title="{esc(label)}">{esc(words)}</button>'
        f'<button type="button" data-action="ui:clear"{clear}>{esc(TEXT["clear"])}</button></div></section>'
    )


# -- shop or think, the auction order, the bids ---------------------------------------------------


def _shop_or_think(view: dict, legal: list) -> str:
    income = _income(view, view.get("seat"))
    buttons = []
    if Shop() in legal:
        buttons.append(
            f'<button type="button" class="primary big" data-action="shop" '
            f'aria-label="{esc(TEXT["shop_label"].format(income=income))}">{esc(TEXT["shop"])}'
            f'<span class="ft-gain">{esc(TEXT["shop_gain"].format(income=income))}</span></button>'
        )
    if Think() in legal:
        buttons.append(
            f'<button type="button" class="big" data-action="think" '
            f'aria-label="{esc(TEXT["think_label"])}">{esc(TEXT["think"])}'
            f'<span class="ft-gain">{esc(TEXT["think_gain"])}</span></button>'
        )
    return f'<div class="actions ft-choose">{"".join(buttons)}</div>'


def _order(view: dict, legal: list, choice: list[str]) -> str:
    count = len(view.get("lots") or [])
    chosen = []
    for token in choice:
        if token.isdigit() and 1 <= int(token) <= count and int(token) not in chosen:
            chosen.append(int(token))
    lots = TEXT["lot_sep"].join(str(n) for n in chosen) or TEXT["nothing_yet"]
    adds = "".join(
        f'<button type="button" class="ft-order-lot" data-action="ui:add {n}"{" disabled" if n in chosen else ""} '
        f'aria-label="{esc(TEXT["order_add_label"].format(n=n))}">{esc(TEXT["order_add"].format(n=n))}</button>'
        for n in range(1, count + 1)
    )
    left_out = [n for n in range(1, count + 1) if n not in chosen]
    action = Order(tuple(n - 1 for n in chosen))
    if len(left_out) == 1:
        label = TEXT["order_remove_label"].format(lots=lots, n=left_out[0])
        removed = f'<p class="ft-removed">{esc(TEXT["order_removed"].format(n=left_out[0]))}</p>'
    else:
        label, removed = TEXT["order_label"].format(lots=lots), ""
    undo = (
        f'<button type="button" data-action="ui:drop {chosen[-1]}">{esc(TEXT["order_undo"])}</button>'
        if chosen
        else ""
    )
    enabled = "" if action in legal else " disabled"
    return (
        f'<section class="ft-order" id="order"><h2>{esc(TEXT["order_heading"])}</h2>'
        f'<p class="hint">{esc(TEXT["order_hint"])}</p><div class="actions">{adds}</div>'
        f'<p class="ft-picked" role="status">{esc(TEXT["order_so_far"].format(lots=lots))}</p>{removed}'
        f'<div class="actions"><button type="button" class="primary" id="order-confirm" data-action="{esc(action)}"'
        f'{enabled} aria-label="{esc(label)}" title="{esc(label)}">{esc(TEXT["order_button"])}</button>{undo}'
        f'<button type="button" data-action="ui:clear"{"" if chosen else " disabled"}>{esc(TEXT["clear"])}'
        "</button></div></section>"
    )


def _bidding(view: dict, legal: list, name_of) -> str:
    auction = view.get("auction") or {}
    seat = view.get("seat")
    money = (view.get("money") or [])[seat] if isinstance(seat, int) else 0
    high = int(auction.get("high") or 0)
    bidder = auction.get("bidder")
    lot = view.get("lot")
    state = (
        TEXT["high"].format(amount=high, name=name_of(bidder))
        if bidder is not None
        else TEXT["no_bid"]
    )
    quick = []
    for step in (1, 5):
        amount = high + step
        if Bid(amount) in legal:
            quick.append(
                _button(
                    Bid(amount),
                    TEXT["bid_step"].format(amount=amount, step=step),
                    TEXT["bid_step_label"].format(amount=amount, step=step),
                    "primary ft-bid",
                )
            )
    custom = ""
    if Bid(high + 1) in legal:
        action = f"ui:fill {BID_INPUT} bid"
        custom = (
            f'<div class="ft-custom"><label for="{BID_INPUT}">{esc(TEXT["amount"])}</label>'
            f'<input type="number" id="{BID_INPUT}" min="{high + 1}" max="{money}" step="1" value="{high + 1}" '
            f'inputmode="numeric" required data-enter="{action}" '
            f'aria-label="{esc(TEXT["amount_label"].format(low=high + 1, high=money))}">'
            f'<button type="button" class="ft-bid" data-action="{action}" '
            f'aria-label="{esc(TEXT["bid_button_label"])}">{esc(TEXT["bid_button"])}</button></div>'
        )
    passing = (
        _button(Pass(), TEXT["pass"], TEXT["pass_label"], "ft-pass") if Pass() in legal else ""
    )
    heading = TEXT["bid_heading"].format(lot=(lot + 1) if isinstance(lot, int) else "?")
    lots = view.get("lots") or []
    contents = _draw().lot_contents(lots[lot]) if isinstance(lot, int) and lot < len(lots) else ""
    return (
        f'<section class="ft-bidding" id="bidding"><h2>{esc(heading)}</h2>'
        f'<p class="ft-lot">{esc(contents)}</p>'
        f'<p class="ft-high">{esc(state)}</p><p class="ft-money">{esc(TEXT["your_money"].format(money=money))}</p>'
        f'<div class="actions">{"".join(quick)}{passing}</div>{custom}</section>'
    )


# -- the panel -----------------------------------------------------------------------------------


def panel(view: dict, legal: list, *, hidden: bool, name: str, choice=(), names=()) -> str:
    """The decision in hand (built from ``legal``) and your recipes; nothing private
    when ``hidden`` or for a spectator. ``choice`` is what the player has put together
    so far (ingredients, lots), ``names`` the seats' names."""
    if hidden:
        return ""
    choice = [str(token) for token in choice or ()]
    legal = _actions(legal)
    names = list(names or ())
    phase = view.get("phase")
    hand = view.get("hand")
    parts = []
    hand_legal = legal  # set-up discards and cooking are buttons on the recipes
    if legal:
        if phase in ("setup-ingredients", "pick"):
            parts.append(_picker(view, legal, choice))
        elif phase == "choose":
            parts.append(_shop_or_think(view, legal))
        elif phase == "think":
            hand_legal = []  # the discard is one of the two drawn, never one in hand
            parts.append(
                _recipes(view, legal, list(view.get("drawn") or []), TEXT["drawn"], "drawn")
            )
        elif phase == "roll":
            parts.append(f'<p class="hint ft-roll-hint">{esc(TEXT["roll_hint"])}</p>')
        elif phase == "order":
            parts.append(_order(view, legal, choice))
        elif phase == "auction":
            parts.append(_bidding(view, legal, lambda seat: _seat_name(view, seat, name, names)))
        elif phase == "cook":
            parts.append(
                f'<div class="actions">{_button(Pass(), TEXT["cook_pass"], TEXT["cook_pass"], "ft-pass")}'
                "</div>"
                if Pass() in legal
                else ""
            )
        elif phase != "setup-recipes":
            parts.append(action_buttons(legal))  # a phase this panel does not know: plain buttons
    if hand is not None:
        parts.append(_recipes(view, hand_legal, list(hand), TEXT["your_recipes"], "recipes"))
    parts = [part for part in parts if part]
    return f'<div class="ft-panel">{"".join(parts)}</div>' if parts else ""


def _seat_name(view: dict, seat, own_name: str, names: list[str]) -> str:
    if isinstance(seat, int) and 0 <= seat < len(names):
        return names[seat]
    if seat == view.get("seat") and own_name:
        return own_name
    return _draw().player_name([], seat)


def privacy_label(name: str) -> str:
    """The privacy screen's button (several people share the device)."""
    return TEXT["show_recipes"].format(name=name)


# -- beside the panel ----------------------------------------------------------------------------


def player_note(view: dict, seat: int) -> str:
    """Under a player's name: money and recipes in hand (counts are public), host."""
    money, sizes = view.get("money") or [], view.get("hand_sizes") or []
    if seat >= len(money) or seat >= len(sizes):
        return ""
    note = TEXT["note"].format(money=money[seat], recipes=sizes[seat])
    if seat == view.get("host"):
        note += " · " + TEXT["note_host"]
    return esc(note)


def side(view: dict, *, names: list[str]) -> str:
    """HTML under the panel: every player's dishes by name (the table shows colours)."""
    dishes = view.get("dishes") or []
    if not any(dishes):
        return ""
    rows = []
    for seat, keys in enumerate(dishes):
        who = names[seat] if seat < len(names) else seat + 1
        items = (
            "".join(
                f'<li class="ft-dish ft-c-{esc(_colour_of(key))}">'
                f"{esc(TEXT['dish'].format(recipe=_recipe_name(key), fame=_recipe(key).fame))}</li>"
                for key in keys
                if _recipe(key)
            )
            or f'<li class="none">{esc(TEXT["no_dishes"])}</li>'
        )
        parts = view.get("fame_parts") or []
        bonus = sum(parts[seat][1:]) if seat < len(parts) else 0
        extra = f'<li class="ft-bonus">{esc(TEXT["bonus"].format(n=bonus))}</li>' if bonus else ""
        rows.append(
            f'<div class="ft-dishes-of" data-seat="{seat}"><h3>{esc(who)}</h3><ul>{items}{extra}</ul></div>'
        )
    return f'<section class="ft-dishes" id="dishes"><h2>{esc(TEXT["dishes_heading"])}</h2>{"".join(rows)}</section>'


def _colour_of(key: str) -> str:
    from pygames.foodtycoon.data import COLOURS

    return COLOURS[_recipe(key).colour]
