"""The contract of a game's screen part, and the pieces every game's screen shares.

A game's ``screen`` module (``pygames/<game>/drawing/screen.py``) defines ``SCREEN``, an
instance of a ``GameScreen`` subclass; the app shell (``ui/``) calls only the methods
below, each with a default, so a new game is playable with plain buttons before it
has its own panel. Nothing here imports ``js``: screens are tested in CPython. Rules
never import this module.

Every method returns text or HTML with every user text escaped (``esc``); texts come
from the game's catalogs through ``say`` (``pygames/<game>/lang/*.py``).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pygames.core.drawing.markup import escape
from pygames.core.manifest import find
from pygames.core.messages import Msg, render


def esc(value) -> str:
    """Any value (a Msg rendered first) as text safe inside HTML and its attributes."""
    return escape(render(value))


def say(key: str, **params) -> str:
    """A catalog text in the language of the moment."""
    return Msg(key, **params).render()


# Board words at least this big (CSS px) on each kind of screen (the screen tests'
# targets, at the 10th percentile; a layout aims for its smallest word).
LEAST_WORD = {"phone": 11, "laptop": 12, "projector": 20}


@dataclass(frozen=True)
class Space:
    """The room the board has on the screen, in CSS px, and how it is pointed at: a
    game's drawing lays its board out for it (``draw_board(..., space=)``) rather than
    scaling one picture. ``width`` and ``height`` are the most the board may take (the
    height is what shows without scrolling); ``coarse`` is a finger (a touch screen);
    ``presenting`` a room reading a projector; ``stacked`` a narrow page, the side under
    the board, which the page scrolls down to.

    How the page shows a picture of ``w`` × ``h`` units is ``scale(w, h)``: stacked, the
    board fills the width (the page scrolls down); beside the side column it fits both
    ways. A word of ``f`` units is then ``f * scale`` px on the screen."""

    width: int = 860
    height: int = 610
    coarse: bool = False
    presenting: bool = False
    stacked: bool = False

    # Narrower than this a board is laid out for a phone.
    PHONE = 600

    @property
    def kind(self) -> str:
        """ "phone", "laptop" or "projector": the screen a layout is designed for."""
        if self.presenting:
            return "projector"
        return "phone" if self.width < self.PHONE else "laptop"

    @property
    def least_word(self) -> int:
        """The smallest a board's word may be here, in CSS px: what a hand-held phone,
        a laptop at arm's length and a projector across a classroom each need."""
        return LEAST_WORD[self.kind]

    def scale(self, width: float, height: float) -> float:
        """CSS px per unit of a picture ``width`` × ``height`` units shown here."""
        across = self.width / width if width else 1.0
        if self.stacked or not height:
            return across
        return min(across, self.height / height)


# What a screen is drawn for when nobody measured one (CPython, the CLI, tests).
LAPTOP = Space()


@dataclass
class Context:
    """What a screen is drawn from: the view of the seat whose eyes the screen is for
    (``seat`` None: a spectator), that seat's legal actions (objects; empty when it may
    not act), whether its private parts are covered, the names at the table, and the
    decision being put together on the screen: the piece chosen (``pick``), its turn
    (``turns``) and the tokens of a decision made over several clicks (``choice``), the
    room the board has on the screen (``space``) and the last pause the players went on
    from (``went_on``, a name ``GameScreen.pause`` gave)."""

    view: dict
    legal: list = field(default_factory=list)
    names: list[str] = field(default_factory=list)
    hidden: bool = False
    pick: int = 0
    turns: int = 0
    choice: list = field(default_factory=list)
    space: Space = LAPTOP
    went_on: str = ""

    @property
    def seat(self):
        return self.view.get("seat")

    @property
    def name(self) -> str:
        seat = self.seat
        return self.names[seat] if isinstance(seat, int) and 0 <= seat < len(self.names) else ""


class GameScreen:
    """Defaults for every hook; a game overrides what it draws itself."""

    game_id: str = ""
    # Whether a seat has secrets (a hand, hidden cards): only then do several people at
    # one device pass it on behind the privacy screen.
    has_secrets: bool = True
    # Keys that stand for a button of this game's panel ("r": "ui:turn 1").
    keys: dict[str, str] = {}
    # The screen's own ``ui:`` verbs: steps of a decision put together on the screen
    # before the rules see it (Cable Car's hidden tile: ``ui:pick N``, ``ui:turn ±1``;
    # Cake Master's card to keep: ``ui:pick N``), carried out by ``choose``.
    verbs: tuple[str, ...] = ()
    # The colours of the page's ``c-<name>`` classes (a seat's swatch in the players
    # list, a card of that colour): name -> (fill, ink that reads on it). The shell
    # writes them into the table's stylesheet.
    palette: dict[str, tuple[str, str]] = {}
    # What the result says for a seat whose score has no line (the game's own words).
    nothing_scored: str = "core.result.none"
    # Whether the board's whole view must stay as one picture, however small it is drawn
    # (nothing split into panes): the table then offers zoom buttons on the board's box
    # (``ui.zoom``), for those without a pinch.
    zoomable: bool = False

    def board(self, ctx: Context) -> str:
        """The board as SVG markup, offering ``board_actions`` as clickable places
        (a ``core.drawing.board.LayeredBoard`` is kept as it is: the page sets its layers)."""
        draw = find(self.game_id).drawing()
        board = draw.draw_board(
            ctx.view, legal=self.board_actions(ctx), names=ctx.names, space=ctx.space
        )
        return board if isinstance(board, str) else str(board)

    def board_actions(self, ctx: Context) -> list:
        """The actions the board offers (a game where a piece is chosen first narrows
        them to that piece)."""
        return list(ctx.legal)

    def prompt(self, ctx: Context) -> str:
        """What the seat to act should do now (plain text)."""
        return say("core.prompt.choose", name=ctx.name)

    def panel(self, ctx: Context) -> str:
        """HTML beside the board: hands, and buttons for actions not on the board."""
        return action_buttons(ctx.legal)

    def side(self, ctx: Context) -> str:
        """HTML under the panel (public parts: companies, scored lines, rounds)."""
        return ""

    def player_note(self, view: dict, seat: int) -> str:
        """HTML under a player's name in the list of players."""
        return ""

    def player_colour(self, view: dict, seat: int) -> str | None:
        """The colour ``seat`` is shown in, in the list of players (a name of
        ``palette``), or None: seats told apart by name alone (the default)."""
        return None

    def choose(self, verb: str, arg: str, pick: int, turns: int) -> tuple[int, int] | None:
        """One of ``verbs`` with the text after it, applied to the decision put together
        on the screen: the piece chosen (``pick``) and its quarter turns (``turns``)
        after it; None when ``arg`` says nothing the screen can do. The default carries
        out ``ui:pick N``, the Nth of at most three pieces (a game that offers it lists
        it in ``verbs``)."""
        try:
            number = int(arg)
        except ValueError:
            return None
        if verb == "ui:pick" and 0 <= number < 3:
            return number, turns
        return pick, turns

    def pause(self, view: dict) -> str:
        """The name of a pause the screen makes at the public ``view`` before play goes
        on ("" none): what the players look at until one of them presses ``ui:go-on``
        (Cake Master's round just scored, its cakes still on the table); bots wait too.
        The screen's alone: the rules and the record know nothing of it, and presenter
        mode shows it at the step where it starts."""
        return ""

    def paused(self, ctx: Context) -> bool:
        """Whether the screen drawn from ``ctx`` holds a pause nobody went on from."""
        name = self.pause(ctx.view)
        return bool(name) and name != ctx.went_on

    def score_lines(self, view: dict, seat: int) -> list | None:
        """Before the end, how ``seat``'s score so far was made, as the result's
        breakdown lines ``(label, points)``, from the public ``view`` alone; None when
        the game can say it only at the end (presenter mode's "why this score")."""
        return None

    def scored_marks(self, ctx: Context, seat: int) -> list[str]:
        """What made ``seat``'s score on the board drawn from ``ctx``: CSS selectors of
        board elements (Cable Car's lines, Cake Master's quarters), which presenter mode
        highlights; none by default."""
        return []

    def decides_in_public(self, view: dict) -> bool:
        """Whether the seat to act can decide now from the public table (``view``, a
        spectator's), its secrets one press away instead of behind the privacy screen;
        only for decisions whose legal actions show nothing hidden."""
        return False

    def privacy_label(self, name: str, view: dict | None = None) -> str:
        """The privacy screen's button: what it uncovers (``view``: the spectator's)."""
        return say("core.privacy.show", name=name)

    def refusal(self, ctx: Context, place: dict[str, str]) -> Msg:
        """Why a click on the board plays nothing now, in one sentence, when the seat of
        ``ctx`` may act: ``place`` holds the data attributes of what was clicked (its
        own first, then those of the groups it is in: ``{"seat": "2"}``). The default
        points at the places the board offers, or at the decision's buttons when it
        offers none."""
        if self.board_actions(ctx):
            return Msg("core.refusal.board")
        return Msg("core.refusal.panel")

    def hint_reason(self, view: dict, action) -> Msg | None:
        """The coach's reason for suggesting ``action`` (a move that makes no points
        now) from the seat's ``view``, in the game's words; None: the coach says why
        its bot chose it."""
        return None

    def hint_words(self, view: dict, action) -> Msg | None:
        """The coach's words for ``action`` when the event it reports hides what was
        chosen (a hidden choice: "kept a card and gave two away"), as a phrase such as
        a button's label; None: the event says it."""
        return None

    def hint_step(self, ctx: Context, action) -> str | None:
        """For an action put together over several clicks, the ``data-action`` of the
        next click towards it from what the screen has chosen so far (``ctx.pick``,
        ``ctx.turns``, ``ctx.choice``), for the coach to point at; None: the action is
        on the screen as it is (or nothing leads to it)."""
        return None


def action_buttons(actions) -> str:
    """Plain buttons for actions (the generic panel)."""
    buttons = "".join(
        f'<button type="button" data-action="{esc(action)}">{esc(action)}</button>'
        for action in actions
    )
    return f'<div class="actions">{buttons}</div>' if buttons else ""


def load_screen(game_id: str) -> GameScreen:
    """The game's ``SCREEN`` (its manifest's ``screen()``: drawing/screen.py, imported on
    first use)."""
    return find(game_id).screen()
