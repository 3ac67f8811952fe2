"""Cake Master beside its table: log phrases, prompts, the hand, the round scores.

Every decision starts from the hand in the panel. Drafting (keep one, pass one each
way), giving and returning (two players) take two steps: the player chooses the card
to keep (``ui:pick N``, keys 1–3), then one button per way the others can go carries
the whole action. To place, the player chooses a card the same way and the board
offers the empty quarters for it (``board_actions``). Solo discards and exchanges are
one button per card. Nothing is sent to the rules before the last click.

What a player chose in a hidden phase is shown to that player only (the view's
``choice``); the log says only that a choice was made. Every text a player reads is
in ``TEXT`` (in the language chosen: ``ui.i18n.Localized``); every value passes through
``esc``.
"""

from __future__ import annotations

import re

from ui.games import esc
from ui.i18n import Localized, localize_module
from ui.lang.cakemaster import BOARD, PANEL

_PLACE = re.compile(r"place (\d{1,2}) ([1-3])\.([1-4])\Z")
_DRAFT = re.compile(r"keep (\d{1,2}) left (\d{1,2}) right (\d{1,2})\Z")
_GIVE = re.compile(r"keep (\d{1,2}) give (\d{1,2}) (\d{1,2})\Z")
_RETURN = re.compile(r"keep (\d{1,2}) return (\d{1,2})\Z")
_DISCARD = re.compile(r"discard (\d{1,2})\Z")
_EXCHANGE = re.compile(r"exchange (\d{1,2})\Z")
_CHOOSING_PHASES = ("draft", "give", "return")

TEXT = Localized(
    {  # English here; 繁體中文 and 日本語 in ui/lang/cakemaster.py
        # log phrases ("Ann " + phrase); hidden choices never name a card
        "drafted": "chose a card to keep and passed one each way",
        "gave": "kept a card and gave two away",
        "returned": "kept one of the cards received and gave the other back",
        "discarded": "discarded a card",
        "exchanged": "exchanged a card for a new one",
        "placed": "put card {number} ({icing}) into cake {cake}, {where}",
        "played": "played {text!r}",
        # prompts
        "prompt_draft": "{name}: choose the card to keep, then where the other two go.",
        "prompt_give": "{name}: choose the card to keep; the other two go to the other player.",
        "prompt_return": "{name}: keep one of the two cards you were given; the other goes back.",
        "prompt_discard": "{name}: discard one of your four cards{exchange}.",
        "prompt_place": "{name}: choose a card, then an empty quarter of a cake{exchange}.",
        "or_exchange": ", or exchange one",
        "prompt_other": "{name}: your move.",
        # the hand
        "hand": "Your cards",
        "caption_keep": "Kept",
        "chosen": " (chosen)",
        "pick_keep_hint": "Choose the card to keep (keys 1–{n}).",
        "pick_place_hint": "Choose a card (keys 1–{n}), then a highlighted quarter of your cakes.",
        "pass_group": "Where the other two cards go",
        "to_left": "← to the left",
        "to_right": "to the right →",
        "pass_label": "Keep card {keep}; pass card {left} to the left (the next player) and card {right} "
        "to the right (the player before)",
        "give_button": "Keep it, give the other two",
        "give_label": "Keep card {keep}; give cards {a} and {b} to the other player",
        "return_button": "Keep it, give the other back",
        "return_label": "Keep card {keep}; give card {back} back",
        "discard_button": "Discard",
        "discard_label": "Discard card {number}",
        "exchange_button": "Exchange",
        "exchange_label": "Exchange card {number} for a new card from the deck",
        "exchanges_left": "Exchanges left this game: {n}",
        "your_choice": "Your choice",
        "choice_keep": "keep",
        "choice_left": "to the left",
        "choice_right": "to the right",
        "choice_give": "given away",
        "choice_back": "given back",
        "waiting": "Waiting for the others to choose.",
        "waiting_place": "Waiting for the others to place their cards.",
        # beside the panel
        "rounds": "Rounds",
        "round_n": "Round {n}",
        "player_col": "Player",
        "tasty_col": "Tasty",
        "tasty_stars_col": "★ tasty",
        "customer_stars_col": "★ customers",
        "total_col": "Stars",
        "customers_then": "Customers: {list}",
        "show_round_cakes": "Show the cakes of round {n}",
        "rating": "Rating: {rating}",
        "status_chosen": "✓ has chosen",
        "status_choosing": "choosing…",
        "status_placing": "placing cards…",
        "status_placed": "✓ has placed",
        "show_cards": "{name}, click to show your cards",
        "left_neighbour": "your left neighbour",
        "right_neighbour": "your right neighbour",
    },
    PANEL,
)


def _draw():
    """The game's drawing module (it arrives with the game's code), speaking the
    language chosen."""
    from pygames.cakemaster import draw

    localize_module(draw, BOARD)
    return draw


def _card_info(number: int) -> tuple[str, str]:
    """(icing name, full description) of a card in the current language."""
    from pygames.cakemaster.data import card

    draw = _draw()
    return draw.icing_name(card(number).icing), draw.card_label(number)


def _round_cakes(summary: dict, names: list[str]) -> str:
    """A finished round's cakes, folded under its table: the next round has taken
    them off the board, and players (or a teacher) want to look back at them."""
    from pygames.cakemaster import draw_rounds

    _draw()  # the pictures use the table's texts, in the language chosen
    pictures = "".join(str(picture) for picture in draw_rounds.draw_round_cakes(summary, names))
    label = TEXT["show_round_cakes"].format(n=int(summary["round"]))
    return (
        f'<details class="cm-round-cakes-box" data-round="{int(summary["round"])}" data-keep="cm-round-{int(summary["round"])}"><summary>{esc(label)}</summary>'
        f'<div class="cm-round-cakes-list">{pictures}</div></details>'
    )


def _card_svg(number: int, label: str = "") -> str:
    return str(_draw().draw_card(number, label=label))


# -- the log and the prompt -------------------------------------------------------------


def describe(text: str) -> str:
    """An action as a log phrase. Drafting, giving, returning, discarding and
    exchanging never name a card: the others must not learn what was kept."""
    match = _PLACE.match(text)
    if match:
        number, cake, quarter = (int(g) for g in match.groups())
        if 1 <= number <= 72:
            icing, _ = _card_info(number)
            where = _draw().TEXT["where"][quarter - 1]
            return TEXT["placed"].format(number=number, icing=icing, cake=cake, where=where)
    for pattern, key in (
        (_DRAFT, "drafted"),
        (_GIVE, "gave"),
        (_RETURN, "returned"),
        (_DISCARD, "discarded"),
        (_EXCHANGE, "exchanged"),
    ):
        if pattern.match(text):
            return TEXT[key]
    return TEXT["played"].format(text=text)


def _exchanging(view: dict) -> bool:
    return bool(view.get("exchanges_left")) and bool(view.get("deck"))


def prompt(view: dict, name: str) -> str:
    phase = view.get("phase")
    exchange = TEXT["or_exchange"] if _exchanging(view) else ""
    if phase in ("draft", "give", "return"):
        return TEXT[f"prompt_{phase}"].format(name=name)
    if phase in ("discard", "place"):
        return TEXT[f"prompt_{phase}"].format(name=name, exchange=exchange)
    return TEXT["prompt_other"].format(name=name)


# -- choosing a card --------------------------------------------------------------------


def choosable(view: dict, legal: list[str]) -> list[int]:
    """The cards of the hand the player chooses among now, in hand order: the card to
    keep (draft, give, return) or to place."""
    if view.get("phase") == "place":
        wanted = {int(m.group(1)) for m in map(_PLACE.match, legal) if m}
    else:
        wanted = {
            int(m.group(1)) for p in (_DRAFT, _GIVE, _RETURN) for m in map(p.match, legal) if m
        }
    return [n for n in view.get("hand") or [] if n in wanted]


def picked(view: dict, legal: list[str], pick: int) -> int | None:
    """The card chosen: the ``pick``-th choosable card, else the first."""
    cards = choosable(view, legal)
    if not cards:
        return None
    return cards[pick] if 0 <= pick < len(cards) else cards[0]


def board_actions(view: dict, legal: list[str], pick: int = 0, turns: int = 0) -> list[str]:
    """The placements of the card chosen: one per empty quarter."""
    if view.get("phase") != "place":
        return []
    number = picked(view, legal, pick)
    return [text for text in legal if (m := _PLACE.match(text)) and int(m.group(1)) == number]


# -- the panel ------------------------------------------------------------------------------


def _figure(number: int, caption: str, extra: str = "", classes: str = "") -> str:
    icing, label = _card_info(number)
    return (
        f'<figure class="cm-hand-card{classes}" data-card="{number}">{_card_svg(number, label)}'
        f"<figcaption>{esc(caption or icing)}</figcaption>{extra}</figure>"
    )


def _pick_button(n: int, number: int, selected: bool) -> str:
    icing, label = _card_info(number)
    mark = TEXT["chosen"] if selected else ""
    return (
        f'<button type="button" class="cm-pick{" selected" * selected}" data-action="ui:pick {n}" '
        f'data-card="{number}" aria-pressed="{"true" if selected else "false"}" '
        f'aria-label="{esc(label + mark)}">{_card_svg(number)}'
        f'<span class="caption">{esc(icing)}{esc(mark)}</span></button>'
    )


def _mini(number: int) -> str:
    return f'<span class="cm-mini" aria-hidden="true">{_card_svg(number)}</span>'


def _choice_buttons(view: dict, legal: list[str], keep: int) -> str:
    """The whole actions open for the card to keep: where the others go."""
    buttons = []
    for text in legal:
        if (m := _DRAFT.match(text)) and int(m.group(1)) == keep:
            left, right = int(m.group(2)), int(m.group(3))
            label = TEXT["pass_label"].format(keep=keep, left=left, right=right)
            buttons.append(
                f'<button type="button" class="cm-pass" data-action="{esc(text)}" aria-label="{esc(label)}" '
                f'title="{esc(label)}"><span class="half">{_mini(left)}<span class="way">{esc(TEXT["to_left"])}</span></span>'
                f'<span class="half"><span class="way">{esc(TEXT["to_right"])}</span>{_mini(right)}</span></button>'
            )
        elif (m := _GIVE.match(text)) and int(m.group(1)) == keep:
            a, b = int(m.group(2)), int(m.group(3))
            label = TEXT["give_label"].format(keep=keep, a=a, b=b)
            buttons.append(
                f'<button type="button" class="cm-pass primary" data-action="{esc(text)}" '
                f'aria-label="{esc(label)}" title="{esc(label)}">{_mini(keep)}'
                f'<span class="way">{esc(TEXT["give_button"])}</span>{_mini(a)}{_mini(b)}</button>'
            )
        elif (m := _RETURN.match(text)) and int(m.group(1)) == keep:
            back = int(m.group(2))
            label = TEXT["return_label"].format(keep=keep, back=back)
            buttons.append(
                f'<button type="button" class="cm-pass primary" data-action="{esc(text)}" '
                f'aria-label="{esc(label)}" title="{esc(label)}">{_mini(keep)}'
                f'<span class="way">{esc(TEXT["return_button"])}</span>{_mini(back)}</button>'
            )
    return (
        f'<div class="cm-choices" role="group" aria-label="{esc(TEXT["pass_group"])}">{"".join(buttons)}</div>'
        if buttons
        else ""
    )


def _own_choice(view: dict) -> str:
    """What this player chose in the hidden phase now waiting for the others."""
    choice = view.get("choice") or ""
    rows = []
    if m := _DRAFT.match(choice):
        rows = [
            ("choice_keep", m.group(1)),
            ("choice_left", m.group(2)),
            ("choice_right", m.group(3)),
        ]
    elif m := _GIVE.match(choice):
        rows = [
            ("choice_keep", m.group(1)),
            ("choice_give", m.group(2)),
            ("choice_give", m.group(3)),
        ]
    elif m := _RETURN.match(choice):
        rows = [("choice_keep", m.group(1)), ("choice_back", m.group(2))]
    if not rows:
        return ""
    cards = "".join(_figure(int(number), TEXT[key]) for key, number in rows)
    return (
        f'<section class="cm-choice" aria-label="{esc(TEXT["your_choice"])}"><h3>{esc(TEXT["your_choice"])}</h3>'
        f'<div class="cm-hand">{cards}</div><p class="hint" role="status">{esc(TEXT["waiting"])}</p></section>'
    )


def _exchange_button(number: int, legal: list[str]) -> str:
    text = f"exchange {number}"
    if text not in legal:
        return ""
    label = TEXT["exchange_label"].format(number=number)
    return (
        f'<button type="button" class="cm-exchange" data-action="{text}" aria-label="{esc(label)}" '
        f'title="{esc(label)}">{esc(TEXT["exchange_button"])}</button>'
    )


def panel(
    view: dict, legal: list[str], *, hidden: bool, name: str, pick: int = 0, turns: int = 0
) -> str:
    """The seat's hand (never anyone else's) and the buttons that finish a decision."""
    hand = view.get("hand")
    if hidden or hand is None:
        return ""
    phase = view.get("phase")
    parts = []
    hints = []
    if view.get("choice") and not legal:
        return _own_choice(view)
    cards = choosable(view, legal)
    chosen = picked(view, legal, pick)
    if cards:
        items = []
        for number in hand:
            exchange = _exchange_button(number, legal)
            if number in cards:
                button = _pick_button(cards.index(number), number, number == chosen)
                items.append(f'<div class="cm-slot">{button}{exchange}</div>')
            else:
                kept = TEXT["caption_keep"] if number == view.get("kept") else ""
                items.append(
                    f'<div class="cm-slot">{_figure(number, kept, classes=" set-back")}{exchange}</div>'
                )
        parts.append(
            f'<div class="cm-hand" role="group" aria-label="{esc(TEXT["hand"])}">{"".join(items)}</div>'
        )
        key = "pick_place_hint" if phase == "place" else "pick_keep_hint"
        hints.append(TEXT[key].format(n=min(len(cards), 3)))
        if phase in _CHOOSING_PHASES:
            parts.append(_choice_buttons(view, legal, chosen))
    elif hand:
        items = []
        for number in hand:
            discard = ""
            if f"discard {number}" in legal:
                label = TEXT["discard_label"].format(number=number)
                discard = (
                    f'<button type="button" class="cm-discard" data-action="discard {number}" '
                    f'aria-label="{esc(label)}" title="{esc(label)}">{esc(TEXT["discard_button"])}</button>'
                )
            items.append(
                f'<div class="cm-slot">{_figure(number, "")}{discard}'
                f"{_exchange_button(number, legal)}</div>"
            )
        parts.append(
            f'<div class="cm-hand" role="group" aria-label="{esc(TEXT["hand"])}">{"".join(items)}</div>'
        )
    elif phase == "place":
        hints.append(TEXT["waiting_place"])  # every card of this turn is down
    if view.get("exchanges_left") is not None and view.get("players") == 1:
        hints.append(TEXT["exchanges_left"].format(n=view["exchanges_left"]))
    hint_html = "".join(f'<p class="hint" role="status">{esc(h)}</p>' for h in hints)
    return f'<div class="cm-panel">{"".join(parts)}{hint_html}</div>'


def privacy_label(name: str) -> str:
    """The privacy screen's button (several people share the device)."""
    return TEXT["show_cards"].format(name=name)


# -- beside the panel -------------------------------------------------------------------------


def player_note(view: dict, seat: int) -> str:
    """Under a player's name: how far they are in this phase (never what they chose),
    and which neighbour they are in the draft."""
    notes = []
    phase = view.get("phase")
    moving = seat in (view.get("to_move") or [])
    if phase in ("draft", "give", "return", "discard"):
        notes.append(TEXT["status_choosing" if moving else "status_chosen"])
    elif phase == "place":
        notes.append(TEXT["status_placing" if moving else "status_placed"])
    me, players = view.get("seat"), int(view.get("players") or 0)
    if view.get("mode") == "draft" and me is not None and players >= 3 and seat != me:
        if seat == (me + 1) % players:
            notes.append(TEXT["left_neighbour"])
        elif seat == (me - 1) % players:
            notes.append(TEXT["right_neighbour"])
    return esc(" · ".join(notes))


def _rounds(view: dict, names: list[str]) -> str:
    rounds = view.get("rounds") or []
    players = int(view.get("players") or 0)
    solo = players == 1
    if not rounds:
        return ""
    head_keys = (
        ["player_col"]
        + ([] if solo else ["tasty_col", "tasty_stars_col"])
        + ["customer_stars_col", "total_col"]
    )
    head = "".join(f'<th scope="col">{esc(TEXT[key])}</th>' for key in head_keys)
    tables = []
    for summary in rounds:
        body = []
        for seat in range(players):
            who = names[seat] if seat < len(names) else seat + 1
            tasty_stars = summary["tasty_stars"][seat]
            customer_stars = summary["customer_stars"][seat]
            cells = (
                []
                if solo
                else [f"<td>{int(summary['tasty'][seat])}</td>", f"<td>{int(tasty_stars)}</td>"]
            )
            cells += [
                f"<td>{int(customer_stars)}</td>",
                f'<td class="total">{int(tasty_stars) + int(customer_stars)}</td>',
            ]
            body.append(
                f'<tr data-seat="{seat}"><th scope="row">{esc(who)}</th>{"".join(cells)}</tr>'
            )
        customers = ", ".join(f"#{int(c)}" for c in summary.get("customers") or [])
        tables.append(
            f"<h3>{esc(TEXT['round_n'].format(n=int(summary['round'])))}</h3>"
            f'<p class="hint">{esc(TEXT["customers_then"].format(list=customers))}</p>'
            f'<table class="cm-round-table" data-round="{int(summary["round"])}"><thead><tr>{head}</tr></thead>'
            f"<tbody>{''.join(body)}</tbody></table>{_round_cakes(summary, names)}"
        )
    rating = ""
    if view.get("rating"):
        from pygames.cakemaster.data import SOLO_RATINGS
        from ui.i18n import current

        names_by_key = {key: words for _, key, words in SOLO_RATINGS}
        words = names_by_key.get(view["rating"], {})
        rating = f'<p class="cm-rating">{esc(TEXT["rating"].format(rating=words.get(current()) or words.get("en") or view["rating"]))}</p>'
    return (
        f'<section class="cm-rounds" id="rounds"><h2>{esc(TEXT["rounds"])}</h2>{"".join(tables)}{rating}'
        "</section>"
    )


def side(view: dict, *, names: list[str]) -> str:
    """HTML under the panel: the scores of the rounds played, each with its cakes."""
    return _rounds(view, names)
