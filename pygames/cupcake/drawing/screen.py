"""Cupcake Empire beside its board: the board laid out for the screen, the prompt, the
panel, every player's numbers, the note under each name.

The board (``draw.py``) offers the actions that name one place: a column's level, a
disc space or disc, a menu item to make, a customer, a shop or bakery space, the
supply, the turn's buttons; a card's button opens another player's board whole. The
panel (``panel.py``) offers those made of several choices at once: rest dice brought
back, an extra-action disc for an idea disc, a die moved for an idea disc or for 3
income, and a shop moved when none is left in reserve. It repeats the turn's buttons.

Nothing in this game is hidden but the dice still to be rolled, so there is no
private panel and no privacy screen (``has_secrets`` False); the panel is empty for a
spectator. Texts come from the catalogs (``say``); every value passes through
``esc``.
"""

from __future__ import annotations

from pygames.core.drawing.board import Memo
from pygames.core.messages import Fact, Msg, current_language, set_current_language
from pygames.core.screen import Context, GameScreen, esc, say
from pygames.cupcake.actions import BuyIdea, FirstMenu, IdeaDisc, IdeaMove, PayMove, Rest
from pygames.cupcake.data import COLOURS, DISC_KINDS, base_msg, frosting_msg
from pygames.cupcake.drawing.cards import open_verb, opened
from pygames.cupcake.drawing.draw import draw_board
from pygames.cupcake.drawing.layout import me_of
from pygames.cupcake.drawing.panel import _column, _dice, _pay, panel, panel_only
from pygames.cupcake.drawing.refusals import why_not
from pygames.cupcake.drawing.words import (
    dealt_disc,
    dealt_words,
    die_name,
    disc_name,
    player_name,
    sep,
)
from pygames.cupcake.legal import PHASES

__all__ = ["SCREEN", "panel_only"]


def _player(view: dict, entry: dict, names, button: str = "") -> str:
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
        f"{esc(say('cupcake.screen.goals_met', list=goals))}{button}</li>"
    )


def _opener(ctx: Context, seat: int, shown: int | None) -> str:
    """The button that opens ``seat``'s board whole on the board (its card otherwise),
    or makes it small again."""
    name = player_name(ctx.names, seat)
    key = "close" if seat == shown else "open"
    return (
        f'<br><button type="button" class="ce-open" data-action="{esc(open_verb(seat if key == "open" else None))}" '
        f'aria-pressed="{"true" if key == "close" else "false"}" '
        f'aria-label="{esc(say(f"cupcake.board.{key}_board", name=name))}">'
        f"{esc(say(f'cupcake.board.{key}_cue', name=name))}</button>"
    )


class Label(Msg):
    """A button's label as the panel says it (``words``, run in the language asked
    for): the coach names a move by the button that plays it."""

    __slots__ = ("words",)

    def __init__(self, key: str, words) -> None:
        super().__init__(key)
        self.words = words

    def render(self, lang: str | None = None, names=None) -> str:
        kept = current_language()
        set_current_language(lang or kept)
        try:
            return self.words()
        finally:
            set_current_language(kept)


def button_label(action):
    """The label of the panel's button that plays ``action`` (a ``Label``), or None
    for an action the board plays."""
    if isinstance(action, IdeaDisc):
        return Label(
            "cupcake.screen.idea_disc_label",
            lambda: say(
                "cupcake.screen.idea_disc_label",
                kind=disc_name(DISC_KINDS[action.kind]),
                column=_column(action.column),
            ),
        )
    if isinstance(action, (IdeaMove, PayMove)):
        key = "idea_move" if isinstance(action, IdeaMove) else "pay_move"
        return Label(
            f"cupcake.screen.{key}_label",
            lambda: say(
                f"cupcake.screen.{key}_label",
                die=die_name(COLOURS[action.colour]),
                source=_column(action.source),
                target=_column(action.target),
            ),
        )
    if isinstance(action, Rest):
        return Label(
            "cupcake.screen.rest_label",
            lambda: say(
                "cupcake.screen.rest_label",
                dice=_dice(action.dice),
                column=_column(action.column),
                pay=_pay(action.pay, action.dice),
            ),
        )
    if isinstance(action, BuyIdea):
        return Msg("cupcake.board.button_label.buy_idea")
    if isinstance(action, FirstMenu):  # (its event reads as a heading, not a deed)
        return Msg(
            "cupcake.coach.first",
            base=base_msg(action.base),
            frosting=frosting_msg(action.frosting),
        )
    return None


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
        return _panels.get(key, lambda: panel(ctx))

    def side(self, ctx: Context) -> str:
        """Every player's numbers and goals met (all public), and under each board the
        board draws as a card, the button that opens it whole there."""
        seats = ctx.view.get("seats") or []
        if not seats:
            return ""
        me, shown = me_of(ctx.view), opened(ctx.choice)
        rows = "".join(
            _player(
                ctx.view,
                entry,
                ctx.names,
                ""
                if entry["seat"] == me or ctx.space.presenting
                else _opener(ctx, entry["seat"], shown),
            )
            for entry in seats
        )
        heading = esc(say("cupcake.screen.players"))
        return (
            f'<section class="ce-players"><h2>{heading}</h2>'
            f'<ul style="list-style:none;padding:0;margin:0;display:grid;gap:6px">{rows}</ul>'
            "</section>"
        )

    def refusal(self, ctx: Context, place: dict[str, str]) -> Msg:
        """A click that plays nothing: the rules' refusal of the action the place would
        mean (a customer, a column's level, the supply...), else what the turn asks now
        (``refusals.py``)."""
        view, seat = ctx.view, ctx.seat
        if not isinstance(seat, int) or view.get("phase") not in PHASES:
            return super().refusal(ctx, place)
        return why_not(view, seat, place)

    def hint_words(self, view: dict, action) -> Msg | None:
        """A move the panel offers, said as the label of its button (the log's words
        for an extra-action disc bought with an idea disc name neither its kind nor its
        column, and read like "Idea for 2", the button that does the opposite)."""
        return button_label(action)

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
        """What made the seat's income, wherever the board of ``ctx.space`` draws it: its
        numbers on its board or card, its marker on the income track (a phone's and a
        laptop's) or its income bar (a projector's card), the customers it served (a
        whole board's, a card's count), the goals it met and its shops in the city (the
        result's tie-breaks after the income)."""
        seat = int(seat)
        player = f'.player[data-seat="{seat}"]'
        return [
            f"{player} .numbers",
            f"{player} .income-bar",
            f'.income-marker[data-seat="{seat}"]',
            f"{player} .served",
            f".goal.met-by-{seat}",
            f'.shop-space.shop[data-owner="{seat}"]',
        ]

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


_panels = Memo(256)


SCREEN = CupcakeScreen()
