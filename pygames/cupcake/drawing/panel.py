"""Cupcake Empire's panel beside the board: the actions made of several choices at once,
each a button in a small table built from the legal actions (objects), so nothing is
offered that the rules would refuse: rest dice brought back (which dice, how paid,
into which column), an extra-action disc for an idea disc (which kind onto which
column), a die moved for an idea disc or for 3 income (which die, from and to), and a
shop moved when none is left in reserve; and the turn's buttons again.

Every section is open (a special action is seen, not hidden in a list to unfold): a
heading, then a row per choice headed by what it is, drawn short (the dice as chips
of their colour with their letter, their names for a screen reader) so a row's words
never wrap in a narrow panel, and a button per column it may go to, the column's
number on it and the whole sentence in its label. The columns' heads are their
numbers, their actions said once in the table's caption ("1 Bake · 2 Frost · …"), so
the table fits the side column beside a laptop's board and a phone's width in every
language. Texts come from the catalogs (``say``); every value passes through ``esc``.
"""

from __future__ import annotations

from pygames.core.screen import Context, esc, say
from pygames.cupcake.actions import (
    BuyIdea,
    Done,
    EndTurn,
    IdeaDisc,
    IdeaMove,
    PayMove,
    PlaceShop,
    Rest,
)
from pygames.cupcake.data import COLOURS, COLUMNS, DISC_KINDS, DISTRICTS
from pygames.cupcake.drawing.pieces import DIE_FILLS, DIE_INK, DISC_FILLS, INK
from pygames.cupcake.drawing.words import (
    column_name,
    column_title,
    die_letter,
    die_name,
    disc_letter,
    disc_name,
    player_name,
    sep,
)

PANEL_ONLY = (Rest, IdeaDisc, IdeaMove, PayMove)


def panel_only(action) -> bool:
    """Whether an action is offered beside the board rather than on it."""
    return isinstance(action, PANEL_ONLY) or (isinstance(action, PlaceShop) and action.source >= 0)


def _button(action, words: str, label: str = "", classes: str = "") -> str:
    label = label or words
    return (
        f'<button type="button" class="{esc(classes)}" data-action="{esc(action)}" '
        f'aria-label="{esc(label)}" title="{esc(label)}">{esc(words)}</button>'
    )


def _column(index: int) -> str:
    return column_name(index + 1, COLUMNS[index].key)


def _district(index: int) -> str:
    return say(f"cupcake.district.{DISTRICTS[index].colour}", number=index + 1)


def _die_chip(colour: str) -> str:
    """A die as a chip of its colour with its letter (its name for a screen reader)."""
    fill, ink = DIE_FILLS.get(colour, "#ffffff"), DIE_INK.get(colour, "#ffffff")
    return (
        f'<span class="ce-chip" aria-hidden="true" style="background:{fill};color:{ink}">'
        f"{esc(die_letter(colour))}</span>"
    )


def _disc_chip(kind: str) -> str:
    fill = DISC_FILLS.get(kind, "#ffffff")
    return (
        f'<span class="ce-chip ce-disc" aria-hidden="true" style="background:{fill};color:{INK}">'
        f"{esc(disc_letter(kind))}</span>"
    )


def _dice(colours) -> str:
    return sep().join(die_name(COLOURS[c]) for c in colours)


def _named(chips: str, words: str) -> str:
    """Chips said as one picture by their names (a screen reader reads the names; no
    hidden text that a narrow cell would have to hold)."""
    return f'<span class="ce-chips" role="img" aria-label="{esc(words)}">{chips}</span>'


def _key() -> str:
    """The columns' numbers and actions, once: "1 Bake · 2 Frost · 3 Expand · …" (a
    number kept with its action, the lines broken between them)."""
    return " · ".join(f"{n + 1}\u00a0{esc(column_title(c.key))}" for n, c in enumerate(COLUMNS))


def _section(title: str, groups: list[tuple[str, list[tuple[str, dict]]]], css: str) -> str:
    """An open section: its heading, the columns' heads, and per group (a sub-heading,
    or "" for none) its rows, each headed by ``what`` (markup) with a button per
    column it may go to."""
    if not any(rows for _, rows in groups):
        return ""
    count = len(COLUMNS)
    heads = "".join(
        f'<th scope="col" aria-label="{n + 1} {esc(column_title(c.key))}">'
        f'<span class="ce-col">{n + 1}</span></th>'
        for n, c in enumerate(COLUMNS)
    )
    body = []
    for heading, rows in groups:
        lines = []
        if heading:
            lines.append(f'<tr><th scope="rowgroup" colspan="{count + 1}">{esc(heading)}</th></tr>')
        for what, cells in rows:
            tds = "".join(f"<td>{cells.get(n, '')}</td>" for n in range(count))
            lines.append(f'<tr><th scope="row">{what}</th>{tds}</tr>')
        body.append(f"<tbody>{''.join(lines)}</tbody>")
    return (
        f'<section class="ce-special {esc(css)}"><h3>{esc(title)}</h3>'
        f'<table class="ce-choices"><caption class="ce-key">{_key()}</caption>'
        f"<thead><tr><td></td>{heads}</tr></thead>"
        f"{''.join(body)}</table></section>"
    )


def _pay(pay: str, dice) -> str:
    if pay == "idea":
        return say("cupcake.screen.for_idea")
    return say("cupcake.screen.for_income", n=len(dice))


def rest(ctx: Context) -> str:
    """CE44: the rest dice back into a column, for an idea disc or an income a die."""
    rows: dict[tuple, dict] = {}
    for action in ctx.legal:
        if isinstance(action, Rest):
            label = say(
                "cupcake.screen.rest_label",
                dice=_dice(action.dice),
                column=_column(action.column),
                pay=_pay(action.pay, action.dice),
            )
            rows.setdefault((action.pay, action.dice), {})[action.column] = _button(
                action, str(action.column + 1), label, "ce-rest"
            )
    groups: dict[str, list] = {}
    for (pay, dice), cells in sorted(rows.items()):
        what = _named("".join(_die_chip(COLOURS[c]) for c in dice), _dice(dice))
        groups.setdefault(_pay(pay, dice), []).append((what, cells))
    return _section(say("cupcake.screen.rest"), list(groups.items()), "ce-rest-area")


def idea_discs(ctx: Context) -> str:
    """CE45: an idea disc for an extra-action disc onto a column."""
    rows: dict[int, dict] = {}
    for action in ctx.legal:
        if isinstance(action, IdeaDisc):
            kind = disc_name(DISC_KINDS[action.kind])
            label = say("cupcake.screen.idea_disc_label", kind=kind, column=_column(action.column))
            rows.setdefault(action.kind, {})[action.column] = _button(
                action, str(action.column + 1), label, "ce-idea-disc"
            )
    lines = [
        (_disc_chip(DISC_KINDS[k]) + " " + esc(disc_name(DISC_KINDS[k])), cells)
        for k, cells in sorted(rows.items())
    ]
    return _section(say("cupcake.screen.idea_disc"), [("", lines)], "ce-idea-discs")


def moves(ctx: Context, kind, key: str) -> str:
    """CE46/CE48: a die moved from one column to another."""
    rows: dict[tuple, dict] = {}
    for action in ctx.legal:
        if isinstance(action, kind):
            label = say(
                f"cupcake.screen.{key}_label",
                die=die_name(COLOURS[action.colour]),
                source=_column(action.source),
                target=_column(action.target),
            )
            rows.setdefault((action.source, action.colour), {})[action.target] = _button(
                action, str(action.target + 1), label, f"ce-{key}"
            )
    lines = []
    for (source, colour), cells in sorted(rows.items()):
        die = COLOURS[colour]
        what = _named(_die_chip(die), die_name(die)) + " "
        what += esc(say("cupcake.screen.from", column=source + 1))
        lines.append((what, cells))
    return _section(say(f"cupcake.screen.{key}"), [("", lines)], f"ce-{key}s")


def shop_moves(ctx: Context) -> str:
    """CE29: with no shop in reserve, one of yours moved to another district."""
    buttons = []
    for action in ctx.legal:
        if isinstance(action, PlaceShop) and action.source >= 0:
            if action.victim >= 0:
                words = say(
                    "cupcake.screen.shop_move_over",
                    source=_district(action.source),
                    to=_district(action.district),
                    name=player_name(ctx.names, action.victim),
                )
            else:
                words = say(
                    "cupcake.screen.shop_move",
                    source=_district(action.source),
                    to=_district(action.district),
                )
            buttons.append(_button(action, words, classes="ce-shop-move"))
    if not buttons:
        return ""
    heading = esc(say("cupcake.screen.shop_moves"))
    return (
        f'<section class="ce-special ce-shop-moves"><h3>{heading}</h3>'
        f'<div class="ce-row">{"".join(buttons)}</div></section>'
    )


def turn_buttons(ctx: Context) -> str:
    buttons = []
    for action in ctx.legal:
        key = {Done: "done", EndTurn: "end", BuyIdea: "buy_idea"}.get(type(action))
        if key:
            buttons.append(
                _button(
                    action,
                    say(f"cupcake.board.button.{key}"),
                    say(f"cupcake.board.button_label.{key}"),
                    "primary" if key != "buy_idea" else "",
                )
            )
    return f'<div class="actions ce-actions ce-row">{"".join(buttons)}</div>' if buttons else ""


def panel(ctx: Context) -> str:
    """The whole panel for ``ctx`` ("" when it offers nothing)."""
    parts = [
        turn_buttons(ctx),
        rest(ctx),
        idea_discs(ctx),
        moves(ctx, IdeaMove, "idea_move"),
        moves(ctx, PayMove, "pay_move"),
        shop_moves(ctx),
    ]
    parts = [part for part in parts if part]
    return f'<div class="ce-panel">{"".join(parts)}</div>' if parts else ""
