"""Cake Master beside its table: the prompt, the hand, the round scores (``rounds``).

Every decision starts from the hand in the panel. Drafting (keep one, pass one each
way), giving and returning (two players) take two steps: the player chooses the card
to keep (``ui:pick N``, keys 1–3), then one button per way the others can go carries
the whole action. To place, the player chooses a card the same way and the board
offers the empty quarters for it (``board_actions``). Solo discards and exchanges are
one button per card. Nothing is sent to the rules before the last click.

What a player chose in a hidden phase is shown to that player only (the view's
``choice``); the log says only that a choice was made (the rules' events). Every text
comes from the game's catalogs (``say``); every value passes through ``esc``.
"""

from __future__ import annotations

from pygames.cakemaster.actions import (
    CHOICES,
    Discard,
    Draft,
    Exchange,
    Give,
    Place,
    Return,
    parse_or_none,
)
from pygames.cakemaster.data import (
    CARD_COUNT,
    DEAL,
    SOLO_DRAW,
    best_assignment,
    card,
    tasty_breakdown,
)
from pygames.cakemaster.drawing import refusals
from pygames.cakemaster.drawing.draw import draw_board
from pygames.cakemaster.drawing.legend import legend
from pygames.cakemaster.drawing.pieces import draw_card
from pygames.cakemaster.drawing.rounds import rounds_summary
from pygames.cakemaster.drawing.words import card_label, icing_name
from pygames.cakemaster.legal import PHASES
from pygames.core.drawing.board import Memo
from pygames.core.messages import Count, Msg, current_language
from pygames.core.screen import Context, GameScreen, esc, say

_CHOOSING_PHASES = ("draft", "give", "return")


class CardWords(Msg):
    """A card in words as its picture shows it: its icing, its half rosettes and its
    berries ("the vanilla card with a half rosette on the clockwise cut edge and 1
    raspberry"), never its number (the cards show none), in any language."""

    __slots__ = ()

    def __init__(self, number: int, hand=()) -> None:
        """``hand``: the cards shown beside it; a card whose icing no other of them has
        is named by its icing alone, as its caption names it ("the vanilla card")."""
        alone = sum(1 for n in hand if card(n).icing == card(number).icing) == 1
        super().__init__("cakemaster.coach.card", number=number, alone=alone)

    def render(self, lang: str | None = None, names=None) -> str:
        lang = lang or current_language()
        c = card(self.params["number"])
        icing = Msg(f"cakemaster.icing.{c.icing}")
        if self.params["alone"]:
            return Msg("cakemaster.coach.card_icing", icing=icing).render(lang)
        parts = []
        if c.rosette_cw and c.rosette_ccw:
            parts.append(Msg("cakemaster.board.rosette_both"))
        elif c.rosette_cw or c.rosette_ccw:
            side = "cw" if c.rosette_cw else "ccw"
            parts.append(Msg(f"cakemaster.board.rosette_{side}"))
        for kind, n in (("raspberry", c.raspberries), ("blueberry", c.blueberries)):
            if n:
                parts.append(Count(f"cakemaster.board.{kind}", n))
        if not parts:
            return Msg("cakemaster.coach.card_plain", icing=icing).render(lang)
        joined = Msg("cakemaster.coach.and").render(lang).join(part.render(lang) for part in parts)
        return Msg("cakemaster.coach.card", icing=icing, parts=joined).render(lang)


_cards = Memo()  # a card's picture: the same each time it is shown


def _card_info(number: int) -> tuple[str, str]:
    """(icing name, full description) of a card in the current language."""
    return icing_name(card(number).icing), card_label(number)


def _card_svg(number: int, label: str = "") -> str:
    return _cards.get((number, label), lambda: draw_card(number, label=label))


# -- choosing a card --------------------------------------------------------------------


def choosable(view: dict, legal: list) -> list[int]:
    """The cards of the hand the player chooses among now, in hand order: the card to
    keep (draft, give, return) or to place."""
    if view.get("phase") == "place":
        wanted = {action.card for action in legal if isinstance(action, Place)}
    else:
        wanted = {action.keep for action in legal if isinstance(action, CHOICES)}
    return [n for n in view.get("hand") or [] if n in wanted]


def picked(view: dict, legal: list, pick: int) -> int | None:
    """The card chosen: the ``pick``-th choosable card, else the first."""
    cards = choosable(view, legal)
    if not cards:
        return None
    return cards[pick] if 0 <= pick < len(cards) else cards[0]


# -- the panel ------------------------------------------------------------------------------


def _figure(number: int, caption: str, extra: str = "", classes: str = "") -> str:
    icing, label = _card_info(number)
    return (
        f'<figure class="cm-hand-card{classes}" data-card="{number}">{_card_svg(number, label)}'
        f"<figcaption>{esc(caption or icing)}</figcaption>{extra}</figure>"
    )


def _pick_button(n: int, number: int, selected: bool) -> str:
    icing, label = _card_info(number)
    mark = say("cakemaster.panel.chosen") if selected else ""
    return (
        f'<button type="button" class="cm-pick{" selected" * selected}" data-action="ui:pick {n}" '
        f'data-card="{number}" aria-pressed="{"true" if selected else "false"}" '
        f'aria-label="{esc(label + mark)}">{_card_svg(number)}'
        f'<span class="caption"><span>{esc(icing)}</span>'
        f"{f'<span>{esc(mark)}</span>' if mark else ''}</span></button>"
    )


def _mini(number: int) -> str:
    return f'<span class="cm-mini" aria-hidden="true">{_card_svg(number)}</span>'


def _choice_button(action) -> str:
    """The button of one whole choice: where the cards not kept go."""
    if isinstance(action, Draft):
        label = say(
            "cakemaster.panel.pass_label", keep=action.keep, left=action.left, right=action.right
        )
        return (
            f'<button type="button" class="cm-pass" data-action="{esc(action)}" '
            f'aria-label="{esc(label)}" title="{esc(label)}"><span class="half">'
            f'{_mini(action.left)}<span class="way">{esc(say("cakemaster.panel.to_left"))}</span></span>'
            f'<span class="half"><span class="way">{esc(say("cakemaster.panel.to_right"))}</span>'
            f"{_mini(action.right)}</span></button>"
        )
    if isinstance(action, Give):
        a, b = action.give
        label = say("cakemaster.panel.give_label", keep=action.keep, a=a, b=b)
        word, minis = say("cakemaster.panel.give_button"), _mini(a) + _mini(b)
    else:
        label = say("cakemaster.panel.return_label", keep=action.keep, back=action.back)
        word, minis = say("cakemaster.panel.return_button"), _mini(action.back)
    return (
        f'<button type="button" class="cm-pass primary" data-action="{esc(action)}" '
        f'aria-label="{esc(label)}" title="{esc(label)}">{_mini(action.keep)}'
        f'<span class="way">{esc(word)}</span>{minis}</button>'
    )


def _choice_buttons(legal: list, keep: int) -> str:
    """The whole actions open for the card to keep: where the others go."""
    buttons = [
        _choice_button(action)
        for action in legal
        if isinstance(action, CHOICES) and action.keep == keep
    ]
    if not buttons:
        return ""
    group = esc(say("cakemaster.panel.pass_group"))
    return f'<div class="cm-choices" role="group" aria-label="{group}">{"".join(buttons)}</div>'


def _own_choice(view: dict) -> str:
    """What this player chose in the hidden phase now waiting for the others."""
    choice = parse_or_none(view.get("choice") or "")
    if isinstance(choice, Draft):
        rows = [
            ("cakemaster.panel.choice_keep", choice.keep),
            ("cakemaster.panel.choice_left", choice.left),
        ]
        rows.append(("cakemaster.panel.choice_right", choice.right))
    elif isinstance(choice, Give):
        rows = [("cakemaster.panel.choice_keep", choice.keep)] + [
            ("cakemaster.panel.choice_give", n) for n in choice.give
        ]
    elif isinstance(choice, Return):
        rows = [
            ("cakemaster.panel.choice_keep", choice.keep),
            ("cakemaster.panel.choice_back", choice.back),
        ]
    else:
        return ""
    cards = "".join(_figure(number, say(key)) for key, number in rows)
    title = esc(say("cakemaster.panel.your_choice"))
    return (
        f'<section class="cm-choice" aria-label="{title}"><h3>{title}</h3>'
        f'<div class="cm-hand">{cards}</div>'
        f'<p class="hint" role="status">{esc(say("cakemaster.panel.waiting"))}</p></section>'
    )


def _card_button(action, css: str, word: str, label: str) -> str:
    return (
        f'<button type="button" class="{css}" data-action="{esc(action)}" '
        f'aria-label="{esc(label)}" title="{esc(label)}">{esc(say(word))}</button>'
    )


def _exchange_button(number: int, legal: list) -> str:
    if Exchange(number) not in legal:
        return ""
    label = say("cakemaster.panel.exchange_label", number=number)
    return _card_button(Exchange(number), "cm-exchange", "cakemaster.panel.exchange_button", label)


def _discard_button(number: int, legal: list) -> str:
    if Discard(number) not in legal:
        return ""
    label = say("cakemaster.panel.discard_label", number=number)
    return _card_button(Discard(number), "cm-discard", "cakemaster.panel.discard_button", label)


def _hand(items: list[str]) -> str:
    label = esc(say("cakemaster.panel.hand"))
    return f'<div class="cm-hand" role="group" aria-label="{label}">{"".join(items)}</div>'


def scored_round(view: dict) -> int:
    """The round just scored while the next one is untouched (its first deal, nobody has
    chosen, nothing exchanged): the number of that round, else 0. Read from the public
    view alone, so every seat, a spectator and presenter mode agree."""
    rounds = view.get("rounds") or []
    players = int(view.get("players") or 0)
    if not rounds or view.get("phase") not in ("draft", "give", "discard") or not players:
        return 0
    dealt = SOLO_DRAW if players == 1 else DEAL * players
    fresh = view.get("turn") == 1 and not any(view.get("chosen") or []) and not view.get("last")
    return len(rounds) if fresh and view.get("deck") == CARD_COUNT - dealt else 0


def _pause(ctx: Context) -> str:
    """The panel while a scored round stays on the table: what the board shows, and the
    button that goes on (at a table: presenter mode steps on by itself)."""
    number = scored_round(ctx.view)
    if ctx.space.presenting or not (ctx.legal or ctx.view.get("seat") is None):
        hint = say("cakemaster.panel.scored_shown", n=number)
        return f'<div class="cm-panel cm-pause"><p class="hint" role="status">{esc(hint)}</p></div>'
    return (
        f'<div class="cm-panel cm-pause"><p class="hint" role="status">'
        f"{esc(say('cakemaster.panel.scored', n=number))}</p>"
        f'<button type="button" class="primary big cm-go-on" data-action="ui:go-on">'
        f"{esc(say('cakemaster.panel.go_on'))}</button></div>"
    )


def _panel(ctx: Context) -> str:
    view, legal = ctx.view, ctx.legal
    hand = view.get("hand")
    if ctx.hidden or hand is None:
        return ""
    phase = view.get("phase")
    if view.get("choice") and not legal:
        return _own_choice(view)
    parts, hints = [], []
    cards = choosable(view, legal)
    chosen = picked(view, legal, ctx.pick)
    if cards:
        items = []
        for number in hand:
            exchange = _exchange_button(number, legal)
            if number in cards:
                button = _pick_button(cards.index(number), number, number == chosen)
            else:
                kept = say("cakemaster.panel.caption_keep") if number == view.get("kept") else ""
                button = _figure(number, kept, classes=" set-back")
            items.append(f'<div class="cm-slot">{button}{exchange}</div>')
        parts.append(_hand(items))
        key = (
            "cakemaster.panel.pick_place_hint"
            if phase == "place"
            else "cakemaster.panel.pick_keep_hint"
        )
        hints.append(say(key, keys=Count("cakemaster.count.keys", min(len(cards), 3))))
        if phase in _CHOOSING_PHASES:
            parts.append(_choice_buttons(legal, chosen))
    elif hand:
        parts.append(
            _hand(
                [
                    f'<div class="cm-slot">{_figure(number, "")}{_discard_button(number, legal)}'
                    f"{_exchange_button(number, legal)}</div>"
                    for number in hand
                ]
            )
        )
    elif phase == "place":
        hints.append(say("cakemaster.panel.waiting_place"))  # every card of this turn is down
    if view.get("exchanges_left") is not None and view.get("players") == 1:
        hints.append(say("cakemaster.panel.exchanges_left", n=view["exchanges_left"]))
    hint_html = "".join(f'<p class="hint" role="status">{esc(h)}</p>' for h in hints)
    return f'<div class="cm-panel">{"".join(parts)}{hint_html}</div>'


class CakeMasterScreen(GameScreen):
    game_id = "cakemaster"
    verbs = ("ui:pick",)  # the card chosen to keep, or to place (the default's choose)
    # The panel's promise: keys 1–3 choose the card; N goes on from a scored round.
    keys = {"1": "ui:pick 0", "2": "ui:pick 1", "3": "ui:pick 2", "n": "ui:go-on", "N": "ui:go-on"}

    def pause(self, view: dict) -> str:
        """A round just scored: its cakes stay on the table until the players go on."""
        number = scored_round(view)
        return f"round-{number}" if number else ""

    def board(self, ctx: Context) -> str:
        """The table; while a scored round holds, that round's cakes as they were scored."""
        board = draw_board(
            ctx.view,
            legal=self.board_actions(ctx),
            names=ctx.names,
            space=ctx.space,
            scored=self.paused(ctx),
        )
        return board if isinstance(board, str) else str(board)

    def board_actions(self, ctx: Context) -> list:
        """The placements of the card chosen: one per empty quarter."""
        if ctx.view.get("phase") != "place" or self.paused(ctx):
            return []
        number = picked(ctx.view, ctx.legal, ctx.pick)
        return [a for a in ctx.legal if isinstance(a, Place) and a.card == number]

    def refusal(self, ctx: Context, place: dict[str, str]) -> Msg:
        """A click on the table that plays nothing: the rules' refusal of what it would
        mean (a card in a cake kept, a quarter filled or another player's cake), each
        card named as the screen shows it; else what the decision asks (its prompt)."""
        if self.paused(ctx):
            return self.prompt_msg(ctx)  # the cakes shown are the round just scored
        view = ctx.view
        hand = list(view.get("hand") or [])
        chosen = picked(view, ctx.legal, ctx.pick)

        def words(number: int) -> CardWords:
            return CardWords(number, hand if number in hand else ())

        return refusals.why(ctx, place, chosen, words, self.prompt_msg(ctx))

    def prompt_msg(self, ctx: Context) -> Msg:
        """The prompt (``prompt``) as a message, for the page's language."""
        view = ctx.view
        phase = view.get("phase")
        if self.paused(ctx):
            return Msg("cakemaster.prompt.scored", n=scored_round(view))
        if phase in _CHOOSING_PHASES:
            return Msg(PHASES[phase].prompt, name=ctx.name)
        if phase in ("discard", "place"):
            exchanging = bool(view.get("exchanges_left")) and bool(view.get("deck"))
            exchange = Msg("cakemaster.prompt.or_exchange") if exchanging else ""
            return Msg(PHASES[phase].prompt, name=ctx.name, exchange=exchange)
        return Msg("cakemaster.prompt.other", name=ctx.name)

    def prompt(self, ctx: Context) -> str:
        return self.prompt_msg(ctx).render()

    def panel(self, ctx: Context) -> str:
        """The seat's hand (never anyone else's) and the buttons that finish a decision;
        while a scored round holds, the button that goes on (a hand only looked at, as
        presenter mode's all hands, stays as it is)."""
        if not self.paused(ctx) or (ctx.view.get("hand") and not ctx.legal):
            return _panel(ctx)
        return _pause(ctx)

    def side(self, ctx: Context) -> str:
        """What the marks on the cakes mean, then the scores of the rounds played, each
        with its cakes."""
        return legend() + rounds_summary(ctx.view, ctx.names)

    def player_note(self, view: dict, seat: int) -> str:
        """Under a player's name: how far they are in this phase (never what they chose),
        and which neighbour they are in the draft."""
        notes = []
        phase = view.get("phase")
        moving = seat in (view.get("to_move") or [])
        if phase in ("draft", "give", "return", "discard"):
            notes.append(
                say(
                    "cakemaster.panel.status_choosing"
                    if moving
                    else "cakemaster.panel.status_chosen"
                )
            )
        elif phase == "place":
            notes.append(
                say(
                    "cakemaster.panel.status_placing"
                    if moving
                    else "cakemaster.panel.status_placed"
                )
            )
        me, players = view.get("seat"), int(view.get("players") or 0)
        if view.get("mode") == "draft" and me is not None and players >= 3 and seat != me:
            if seat == (me + 1) % players:
                notes.append(say("cakemaster.panel.left_neighbour"))
            elif seat == (me - 1) % players:
                notes.append(say("cakemaster.panel.right_neighbour"))
        return esc(" · ".join(notes))

    def score_lines(self, view: dict, seat: int) -> list | None:
        """The stars of the rounds scored so far, as the result lists them (a round's
        cakes are counted when the round ends)."""
        lines = []
        for summary in view.get("rounds") or []:
            number = summary["round"]
            if int(view.get("players") or 0) > 1:
                tasty = Msg("cakemaster.score.tasty", round=number, points=summary["tasty"][seat])
                lines.append((tasty, summary["tasty_stars"][seat]))
            served = Msg("cakemaster.score.customers", round=number)
            lines.append((served, summary["customer_stars"][seat]))
        return lines

    def scored_marks(self, ctx: Context, seat: int) -> list[str]:
        """The seat's cakes on the board, quarter by quarter."""
        return [f'.cake[data-seat="{int(seat)}"] .quarter']

    def privacy_label(self, name: str, view: dict | None = None) -> str:
        """The privacy screen's button (several people share the device)."""
        return say("cakemaster.panel.show_cards", name=name)

    def hint_words(self, view: dict, action) -> Msg | None:
        """The coach's words for a move, each card named as the screen shows it (its
        icing, half rosettes and berries; never its number): the hidden choices, whose
        events tell only that a choice was made, and the placements."""
        hand = list(view.get("hand") or [])

        def said(number: int) -> CardWords:
            return CardWords(number, hand if number in hand else ())

        if isinstance(action, Draft):
            return Msg(
                "cakemaster.coach.pass",
                keep=said(action.keep),
                left=said(action.left),
                right=said(action.right),
            )
        if isinstance(action, Give):
            a, b = action.give
            return Msg(
                "cakemaster.coach.give",
                keep=said(action.keep),
                a=said(a),
                b=said(b),
            )
        if isinstance(action, Return):
            return Msg("cakemaster.coach.return", keep=said(action.keep), back=said(action.back))
        if isinstance(action, Place):
            return Msg(
                "cakemaster.coach.place",
                card=said(action.card),
                cake=action.cake,
                where=Msg(f"cakemaster.where.{action.quarter}"),
            )
        if isinstance(action, Discard):
            return Msg("cakemaster.coach.discard", card=said(action.card))
        if isinstance(action, Exchange):
            return Msg("cakemaster.coach.exchange", card=said(action.card))
        return None

    def hint_reason(self, view: dict, action) -> Msg | None:
        """A placement that completes a cake: the customer it now serves, else its
        tasty points (CM13–CM20; the round scores them later, so they are no points
        now)."""
        seat, cakes = view.get("seat"), view.get("cakes") or []
        if not isinstance(action, Place) or seat is None or seat >= len(cakes):
            return None
        after = [list(cake) for cake in cakes[seat]]
        if not 1 <= action.cake <= len(after) or not 1 <= action.quarter <= 4:
            return None
        cake = after[action.cake - 1]
        cake[action.quarter - 1] = action.card
        if None in cake:
            return None
        customers = list(view.get("customers") or [])
        before = list((view.get("served") or [[]] * len(cakes))[seat])
        served = best_assignment(after, customers)
        if sum(c is not None for c in served) > sum(c is not None for c in before):
            number = served[action.cake - 1]
            if number is not None:
                return Msg("cakemaster.coach.serves", cake=action.cake, customer=number)
        if view.get("players") == 1:
            return None  # solo: no tasty points
        tasty = tasty_breakdown([card(n) for n in cake])["total"]
        return Count("cakemaster.coach.completes", tasty, cake=action.cake)

    def hint_step(self, ctx: Context, action) -> str | None:
        """A suggested choice or placement of another card than the one chosen: choose
        that card first; while a round just scored holds, go on first."""
        if self.paused(ctx):
            return "ui:go-on"
        if isinstance(action, Place):
            number = action.card
        elif isinstance(action, CHOICES):
            number = action.keep
        else:
            return None
        cards = choosable(ctx.view, ctx.legal)
        if number in cards and picked(ctx.view, ctx.legal, ctx.pick) != number:
            return f"ui:pick {cards.index(number)}"
        return None


SCREEN = CakeMasterScreen()
