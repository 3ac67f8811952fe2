"""Cupcake Empire beside its board: the prompt, the panel, every player's numbers, the
note under each name.

The board (``draw.py``) offers the actions that name one place: a column's level, a
disc space or disc, a menu item to make, a customer, a shop or bakery space, the
supply, the turn's buttons. The panel offers those made of several choices at once,
each a button in a small table built from the legal actions (objects), so nothing is
offered that the rules would refuse: rest dice brought back (which dice, how paid,
into which column), an extra-action disc for an idea disc (which kind onto which
column), a die moved for an idea disc or for 3 income (which die, from and to), and
a shop moved when none is left in reserve. It repeats the turn's buttons.

Nothing in this game is hidden but the dice still to be rolled, so there is no
private panel and no privacy screen (``has_secrets`` False); the panel is empty for a
spectator. Texts come from the catalogs (``say``); every value passes through
``esc``.
"""

from __future__ import annotations

from pygames.core.drawing.board import Memo
from pygames.core.messages import Fact, Msg
from pygames.core.screen import Context, GameScreen, esc, say
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
from pygames.cupcake.drawing.cards import opened
from pygames.cupcake.drawing.draw import draw_board
from pygames.cupcake.drawing.words import (
    column_name,
    dealt_disc,
    dealt_words,
    die_name,
    disc_name,
    player_name,
    sep,
)

# Laid out without the shell's style sheet (a game's own CSS would live in ui/style.css).
_ROW = "display:flex;flex-wrap:wrap;gap:8px;margin:6px 0"
_TABLE = "border-collapse:collapse;margin:4px 0 10px"
_CELL = "padding:2px 4px;text-align:left"

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


def _dice(colours) -> str:
    return sep().join(die_name(COLOURS[c]) for c in colours)


def _grid(
    title: str, rows: list[tuple[str, dict]], heads: list[str], css: str, opened: bool = False
) -> str:
    """A table of buttons, a column per target column and, per choice, its words on a
    row of their own above its buttons (so a long phrase, a Japanese one kept whole,
    never widens the table past the panel), in a section that opens and closes (and
    stays as the player left it across redraws)."""
    if not rows:
        return ""
    head = "".join(f'<th style="{_CELL}">{esc(h)}</th>' for h in heads)
    body = []
    for words, cells in rows:
        tds = "".join(f'<td style="{_CELL}">{cells.get(n, "")}</td>' for n in range(len(heads)))
        body.append(  # a row group per choice: its words head its buttons
            f'<tbody><tr><th scope="rowgroup" colspan="{len(heads)}" style="{_CELL}">'
            f"{esc(words)}</th></tr><tr>{tds}</tr></tbody>"
        )
    count = sum(len(cells) for _, cells in rows)
    return (
        f'<details class="{esc(css)}" data-keep="{esc(css)}"{" open" if opened else ""}>'
        f"<summary>{esc(title)} ({count})</summary>"
        f'<table style="{_TABLE}"><thead><tr>{head}</tr></thead>'
        f"{''.join(body)}</table></details>"
    )


def _targets() -> list[str]:
    return [str(n + 1) for n in range(len(COLUMNS))]


def _rest(ctx: Context) -> str:
    """CE44: the rest dice back into a column, for an idea disc or an income a die."""
    rows: dict[tuple, dict] = {}
    for action in ctx.legal:
        if isinstance(action, Rest):
            key = (action.pay, action.dice)
            words = _dice(action.dice)
            pay = (
                say("cupcake.screen.for_idea")
                if action.pay == "idea"
                else say("cupcake.screen.for_income", n=len(action.dice))
            )
            label = say(
                "cupcake.screen.rest_label", dice=words, column=_column(action.column), pay=pay
            )
            rows.setdefault(key, {})[action.column] = _button(
                action, str(action.column + 1), label, "ce-rest"
            )
    if not rows:
        return ""
    lines = []
    for (pay, dice), cells in sorted(rows.items(), key=lambda item: (item[0][0], item[0][1])):
        how = (
            say("cupcake.screen.for_idea")
            if pay == "idea"
            else say("cupcake.screen.for_income", n=len(dice))
        )
        lines.append((say("cupcake.screen.rest_row", dice=_dice(dice), pay=how), cells))
    return _grid(say("cupcake.screen.rest"), lines, _targets(), "ce-rest-area", True)


def _idea_discs(ctx: Context) -> str:
    """CE45: an idea disc for an extra-action disc onto a column."""
    rows: dict[int, dict] = {}
    for action in ctx.legal:
        if isinstance(action, IdeaDisc):
            kind = disc_name(DISC_KINDS[action.kind])
            label = say("cupcake.screen.idea_disc_label", kind=kind, column=_column(action.column))
            rows.setdefault(action.kind, {})[action.column] = _button(
                action, str(action.column + 1), label, "ce-idea-disc"
            )
    lines = [(disc_name(DISC_KINDS[k]), cells) for k, cells in sorted(rows.items())]
    return _grid(say("cupcake.screen.idea_disc"), lines, _targets(), "ce-idea-discs")


def _moves(ctx: Context, kind, key: str) -> str:
    """CE46/CE48: a die moved from one column to another."""
    rows: dict[tuple, dict] = {}
    for action in ctx.legal:
        if isinstance(action, kind):
            die = die_name(COLOURS[action.colour])
            label = say(
                f"cupcake.screen.{key}_label",
                die=die,
                source=_column(action.source),
                target=_column(action.target),
            )
            rows.setdefault((action.source, action.colour), {})[action.target] = _button(
                action, str(action.target + 1), label, f"ce-{key}"
            )
    lines = [
        (say("cupcake.screen.die_in", die=die_name(COLOURS[c]), column=s + 1), cells)
        for (s, c), cells in sorted(rows.items())
    ]
    return _grid(say(f"cupcake.screen.{key}"), lines, _targets(), f"ce-{key}s")


def _shop_moves(ctx: Context) -> str:
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
    return f'<section class="ce-shop-moves"><h3>{heading}</h3><div style="{_ROW}">{"".join(buttons)}</div></section>'


def _turn_buttons(ctx: Context) -> str:
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
    return (
        f'<div class="actions ce-actions" style="{_ROW}">{"".join(buttons)}</div>'
        if buttons
        else ""
    )


def _player(view: dict, entry: dict, names) -> str:
    seat = entry["seat"]
    goals = sep().join(entry["goals_met"]) or say("cupcake.board.none")
    line = say(
        "cupcake.screen.player_line",
        income=entry["income"],
        production=entry["production"],
        sales=entry["sales"],
        menu=len(entry["menu"]),
        customers=len(entry["customers"]),
        ideas=entry["ideas"],
    )
    return (
        f'<li class="ce-player" data-seat="{seat}" data-income="{entry["income"]}">'
        f"<strong>{esc(player_name(names, seat))}</strong> · {esc(line)}<br>"
        f"{esc(say('cupcake.screen.goals_met', list=goals))}</li>"
    )


class CupcakeScreen(GameScreen):
    game_id = "cupcake"
    has_secrets = False  # every part of the game is on the table

    def board(self, ctx: Context) -> str:
        """The board laid out for ``ctx.space``, the board asked for whole (a card's
        button: ``ui:add open-N``) opened."""
        return draw_board(
            ctx.view,
            legal=self.board_actions(ctx),
            names=ctx.names,
            space=ctx.space,
            opened=opened(ctx.choice),
        )

    def board_actions(self, ctx: Context) -> list:
        """Everything but what the panel offers (``panel_only``)."""
        return [action for action in ctx.legal if not panel_only(action)]

    def prompt(self, ctx: Context) -> str:
        view = ctx.view
        phase = view.get("phase")
        seat = view.get("mover")
        name = player_name(ctx.names, seat)
        dealt = dealt_disc(view)
        if dealt:  # CE11: which disc the player was dealt
            return say("cupcake.prompt.disc_dealt", name=name, **dealt_words(dealt))
        if phase in ("disc", "menu", "start", "action", "after"):
            return say(f"cupcake.prompt.{phase}", name=name)
        return super().prompt(ctx)

    def panel(self, ctx: Context) -> str:
        if ctx.hidden or not ctx.legal:
            return ""
        # The panel reads only the actions offered and the names: kept under them, it
        # costs nothing on a move that offers the same (the rest area's many buttons).
        key = (tuple(str(action) for action in ctx.legal), tuple(ctx.names))
        return _panels.get(key, lambda: _panel(ctx))

    def side(self, ctx: Context) -> str:
        """Every player's numbers and goals met (all public)."""
        seats = ctx.view.get("seats") or []
        if not seats:
            return ""
        rows = "".join(_player(ctx.view, entry, ctx.names) for entry in seats)
        heading = esc(say("cupcake.screen.players"))
        return (
            f'<section class="ce-players"><h2>{heading}</h2>'
            f'<ul style="list-style:none;padding:0;margin:0;display:grid;gap:6px">{rows}</ul>'
            "</section>"
        )

    def score_lines(self, view: dict, seat: int) -> list | None:
        """The income so far, and the tie-breaks the result will list."""
        entry = view["seats"][seat]
        shops = sum(entry["shops"].values())
        return [
            (Msg("cupcake.score.income"), entry["income"]),
            (Fact("cupcake.score.customers", n=len(entry["customers"])), 0),
            (Fact("cupcake.score.shops", n=shops), 0),
        ]

    def scored_marks(self, ctx: Context, seat: int) -> list[str]:
        """The seat's income on its board, and the customers it served."""
        seat = int(seat)
        return [f'.player[data-seat="{seat}"] .numbers', f"#board-layer-player-{seat}-served"]

    def player_note(self, view: dict, seat: int) -> str:
        seats = view.get("seats") or []
        if not 0 <= seat < len(seats):
            return ""
        entry = seats[seat]
        return esc(
            say(
                "cupcake.screen.note",
                income=entry["income"],
                production=entry["production"],
                sales=entry["sales"],
            )
        )


def _panel(ctx: Context) -> str:
    parts = [
        _turn_buttons(ctx),
        _rest(ctx),
        _idea_discs(ctx),
        _moves(ctx, IdeaMove, "idea_move"),
        _moves(ctx, PayMove, "pay_move"),
        _shop_moves(ctx),
    ]
    parts = [part for part in parts if part]
    return f'<div class="ce-panel">{"".join(parts)}</div>' if parts else ""


_panels = Memo(256)


SCREEN = CupcakeScreen()
