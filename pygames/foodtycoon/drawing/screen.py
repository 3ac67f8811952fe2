"""Food Tycoon beside its table: the prompt, the panel of decisions with your recipes,
every player's dishes, the note under each name and the privacy screen's button.

The table (``draw.py``) offers only the roll; every other decision is made in the
panel (``panel.py``), with controls built from the legal actions. Your recipes are
never shown here for a spectator, nor while the privacy screen covers them when
several people share the device. Texts come from the catalogs (``say``); every value
passes through ``esc``; names come from ``Context.names``.
"""

from __future__ import annotations

from pygames.core.messages import Count, Msg
from pygames.core.screen import Context, GameScreen, action_buttons, esc, say
from pygames.foodtycoon.actions import Bid, Choose, Order, Take
from pygames.foodtycoon.data import COLOURS, INGREDIENTS, RECIPE_INDEX, RECIPES
from pygames.foodtycoon.drawing import panel, refusals
from pygames.foodtycoon.drawing.words import player_name, recipe_name
from pygames.foodtycoon.legal import PHASES

# What each phase's panel shows (set-up discards and cooking are buttons on the
# recipes, in the hand below).
_DECISIONS = {
    "setup-ingredients": lambda ctx: panel.picker(ctx.view, ctx.legal, _tokens(ctx)),
    "pick": lambda ctx: panel.picker(ctx.view, ctx.legal, _tokens(ctx)),
    "choose": lambda ctx: panel.shop_or_think(ctx.view, ctx.legal),
    "think": lambda ctx: panel.recipes(
        ctx.view,
        ctx.legal,
        list(ctx.view.get("drawn") or []),
        say("foodtycoon.panel.drawn"),
        "drawn",
    ),
    "roll": lambda ctx: (
        f'<p class="hint ft-roll-hint">{esc(say("foodtycoon.panel.roll_hint"))}</p>'
    ),
    "order": lambda ctx: panel.auction_order(ctx.view, ctx.legal, _tokens(ctx)),
    "auction": lambda ctx: panel.bidding(ctx.view, ctx.legal, lambda seat: _seat_name(ctx, seat)),
    "cook": lambda ctx: panel.cook_or_pass(ctx.legal),
    "setup-recipes": lambda ctx: "",
}


def _tokens(ctx: Context) -> list[str]:
    """What the player has put together so far (ingredients, lots)."""
    return [str(token) for token in ctx.choice or ()]


def _seat_name(ctx: Context, seat) -> str:
    if isinstance(seat, int) and 0 <= seat < len(ctx.names):
        return ctx.names[seat]
    if seat == ctx.seat and ctx.name:
        return ctx.name
    return player_name([], seat)


# Decisions whose legal actions show nothing hidden: taken at the public table, the
# player's recipes one press away (an auction costs no hand-over per bid).
PUBLIC_PHASES = frozenset({"setup-ingredients", "choose", "roll", "pick", "order", "auction"})


class FoodTycoonScreen(GameScreen):
    game_id = "foodtycoon"
    nothing_scored = "foodtycoon.result.none"

    def decides_in_public(self, view: dict) -> bool:
        return view.get("phase") in PUBLIC_PHASES

    def prompt(self, ctx: Context) -> str:
        return self.prompt_msg(ctx).render()

    def prompt_msg(self, ctx: Context) -> Msg:
        """What the seat to act should do now, as a catalog message."""
        view = ctx.view
        phase = view.get("phase")
        seat = view.get("turn")
        name = _seat_name(ctx, seat) if isinstance(seat, int) else ctx.name
        money = (view.get("money") or [])[seat] if isinstance(seat, int) else 0
        lots = view.get("lots") or []
        income = panel.income(view, seat)
        if phase == "choose" and not view.get("recipe_deck") and not view.get("recipe_discard"):
            return Msg("foodtycoon.prompt.shop_only", name=name, income=income)
        if phase == "auction" and view.get("auction") and view.get("lot") is not None:
            key = "auction" if view["auction"]["bidder"] is not None else "auction_first"
            return Msg(
                f"foodtycoon.prompt.{key}",
                name=name,
                high=view["auction"]["high"],
                lot=view["lot"] + 1,
                money=money,
            )
        if phase == "pick" and lots:
            cards = Count("foodtycoon.count.free_cards", lots[-1]["pending"])
            return Msg("foodtycoon.prompt.pick", name=name, n=cards, lot=len(lots))
        if phase == "roll":
            lots_per_round = view.get("lots_per_round")
            return Msg("foodtycoon.prompt.roll", name=name, lot=len(lots) + 1, lots=lots_per_round)
        if phase in ("setup-recipes", "setup-ingredients", "choose", "think", "order", "cook"):
            return Msg(PHASES[phase].prompt, name=name, income=income)
        return Msg("foodtycoon.prompt.other", name=name)

    def refusal(self, ctx: Context, place: dict[str, str]) -> Msg:
        """A click on the table that plays nothing: the rules' refusal of what a lot
        is for (a bid for the lot being auctioned, its recipe cooked), else what the
        lot or the player's part waits for and what to do now, else the prompt
        (``refusals``)."""
        return refusals.refusal(
            ctx, place, lambda seat: _seat_name(ctx, seat), lambda: self.prompt_msg(ctx)
        )

    def panel(self, ctx: Context) -> str:
        """The decision in hand (built from ``ctx.legal``) and your recipes; nothing
        private when hidden or for a spectator."""
        if ctx.hidden:
            return ""
        view = ctx.view
        phase = view.get("phase")
        hand = view.get("hand")
        parts = []
        hand_legal = ctx.legal  # set-up discards and cooking are buttons on the recipes
        if ctx.legal:
            decision = _DECISIONS.get(phase)
            # a phase this panel does not know: plain buttons
            parts.append(decision(ctx) if decision else action_buttons(ctx.legal))
            if phase == "think":
                hand_legal = []  # the discard is one of the two drawn, never one in hand
        if hand is not None:
            heading = say("foodtycoon.panel.your_recipes")
            parts.append(panel.recipes(view, hand_legal, list(hand), heading, "recipes"))
        parts = [part for part in parts if part]
        return f'<div class="ft-panel">{"".join(parts)}</div>' if parts else ""

    def hint_reason(self, view: dict, action) -> Msg | None:
        """Ingredients taken, chosen or bid for: how many of those a recipe in hand still
        lacks (the recipe they help most)."""
        if isinstance(action, (Take, Choose)):
            counts, key = [action.kinds.count(kind) for kind in range(len(INGREDIENTS))], "gives"
        elif isinstance(action, Bid) and isinstance(view.get("lot"), int):
            lots = view.get("lots") or []
            if view["lot"] >= len(lots):
                return None
            lot = lots[view["lot"]]
            counts, key = [a + b for a, b in zip(lot["ingredients"], lot["chosen"])], "holds"
        else:
            return None
        best, helped = None, 0
        for recipe in view.get("hand") or []:
            if recipe not in RECIPE_INDEX:
                continue
            lacking = panel._missing(view, recipe)
            n = sum(min(short, have) for short, have in zip(lacking, counts))
            if n > helped:
                best, helped = recipe, n
        if best is None:
            return None
        return Count(f"foodtycoon.coach.{key}", helped, recipe=Msg(f"foodtycoon.recipe.{best}"))

    def hint_step(self, ctx: Context, action) -> str | None:
        """The next click of a suggestion put together in the panel: an ingredient to
        take away or add, a lot to add to the order (or start it again), the amount box
        for a bid."""
        tokens = _tokens(ctx)
        if isinstance(action, (Take, Choose)):
            wanted = [INGREDIENTS[kind] for kind in action.kinds]
            for name in INGREDIENTS:
                if tokens.count(name) > wanted.count(name):
                    return f"ui:drop {name}"
            for name in wanted:
                if tokens.count(name) < wanted.count(name):
                    return f"ui:add {name}"
            return None
        if isinstance(action, Order):
            wanted = [str(lot + 1) for lot in action.lots]
            so_far = list(dict.fromkeys(token for token in tokens if token.isdigit()))
            if so_far != wanted[: len(so_far)]:
                return "ui:clear"
            return f"ui:add {wanted[len(so_far)]}" if len(so_far) < len(wanted) else None
        if isinstance(action, Bid):
            return f"ui:fill {panel.BID_INPUT} bid"
        return None

    def privacy_label(self, name: str, view: dict | None = None) -> str:
        """The privacy screen's button (several people share the device)."""
        return say("foodtycoon.panel.show_recipes", name=name)

    def player_note(self, view: dict, seat: int) -> str:
        """Under a player's name: money and recipes in hand (counts are public), host."""
        money, sizes = view.get("money") or [], view.get("hand_sizes") or []
        if seat >= len(money) or seat >= len(sizes):
            return ""
        recipes = Count("foodtycoon.count.recipes", sizes[seat])
        note = say("foodtycoon.panel.note", money=money[seat], recipes=recipes)
        if seat == view.get("host"):
            note += " · " + say("foodtycoon.panel.note_host")
        return esc(note)

    def score_lines(self, view: dict, seat: int) -> list | None:
        """The dishes cooked so far and their fame (the bonuses in one line)."""
        lines = []
        for key in (view.get("dishes") or [[]] * (seat + 1))[seat]:
            dish = RECIPES[RECIPE_INDEX[key]]
            label = Msg(
                "foodtycoon.score.dish",
                recipe=Msg(f"foodtycoon.recipe.{key}"),
                colour=Msg(f"foodtycoon.colour.{COLOURS[dish.colour]}"),
            )
            lines.append((label, dish.fame))
        parts = view.get("fame_parts") or []
        bonus = sum(parts[seat][1:]) if seat < len(parts) else 0
        if bonus:
            lines.append((Msg("foodtycoon.board.bonus", n=bonus), bonus))
        return lines

    def scored_marks(self, ctx: Context, seat: int) -> list[str]:
        """The seat's dishes on its part of the board."""
        return [f".player.seat-{int(seat)} .dishes"]

    def side(self, ctx: Context) -> str:
        """Every player's dishes by name (the table shows only their colours); once the
        game is over the result lists them with their fame (each breakdown once)."""
        view = ctx.view
        dishes = view.get("dishes") or []
        if not any(dishes) or view.get("phase") == "over":
            return ""
        rows = []
        for seat, keys in enumerate(dishes):
            who = ctx.names[seat] if seat < len(ctx.names) else seat + 1
            items = "".join(_dish(key) for key in keys if key in RECIPE_INDEX) or (
                f'<li class="none">{esc(say("foodtycoon.panel.no_dishes"))}</li>'
            )
            parts = view.get("fame_parts") or []
            bonus = sum(parts[seat][1:]) if seat < len(parts) else 0
            extra = (
                f'<li class="ft-bonus">{esc(say("foodtycoon.panel.bonus", n=bonus))}</li>'
                if bonus
                else ""
            )
            rows.append(
                f'<div class="ft-dishes-of" data-seat="{seat}"><h3>{esc(who)}</h3>'
                f"<ul>{items}{extra}</ul></div>"
            )
        heading = esc(say("foodtycoon.panel.dishes_heading"))
        return f'<section class="ft-dishes" id="dishes"><h2>{heading}</h2>{"".join(rows)}</section>'


def _dish(key: str) -> str:
    recipe = RECIPES[RECIPE_INDEX[key]]
    words = say("foodtycoon.panel.dish", recipe=recipe_name(key), fame=recipe.fame)
    return f'<li class="ft-dish ft-c-{esc(COLOURS[recipe.colour])}">{esc(words)}</li>'


SCREEN = FoodTycoonScreen()
