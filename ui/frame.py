"""One repaint's facts, worked out once: who is to move, whose secrets are shown, what
can be played.

A repaint asks the same questions many times (the status line, the players list, the
panel, the tools, the privacy screen, the coach's button): ``Moment`` holds the table
still while it is drawn, so who is to move, each seat's view, the result and the names
are asked of the game once each; ``Frame`` is what the table screen decides from them
(hot-seat privacy, the view drawn, the legal actions offered). ``ui.table_view`` draws
from a frame; presenter mode draws from a moment of its timeline. Pure Python: tested
in CPython (tests/test_frame.py counts the game's calls).
"""

from __future__ import annotations

import inspect
import types
from dataclasses import dataclass

from pygames.core.screen import LAPTOP, Context, GameScreen, load_screen


class Moment:
    """A table (``session.Table``, or a ``timeline.Timeline``) held still for one
    repaint. Who is to move, a seat's view, the result and the names are asked of the
    table once; any other method is the table's own, run on the moment, so what it asks
    (``human_to_move`` asks ``to_move``) is answered from what is kept. Attributes are
    the table's. Only for drawing: nothing may change the table while it is held."""

    def __init__(self, table) -> None:
        self._held = table
        self._kept: dict = {}
        self.frames: dict[int, Frame] = {}  # the frame of each screen drawn (by id)

    def _keep(self, key, work):
        if key not in self._kept:
            self._kept[key] = work()
        return self._kept[key]

    def to_move(self) -> tuple[int, ...]:
        return self._keep("to_move", self._held.to_move)

    def view(self, seat: int | None) -> dict:
        return self._keep(("view", seat), lambda: self._held.view(seat))

    def result(self):
        return self._keep("result", self._held.result)

    def names(self) -> list[str]:
        return self._keep("names", self._held.names)

    def __getattr__(self, name: str):
        if name.startswith("__") or name in ("_held", "_kept", "frames"):
            raise AttributeError(name)
        member = inspect.getattr_static(type(self._held), name, None)
        if inspect.isfunction(member):  # a method: run on the moment
            return types.MethodType(member, self)
        return getattr(self._held, name)


def still(table) -> Moment:
    """``table`` held still (a moment already is one)."""
    return table if isinstance(table, Moment) else Moment(table)


def itself(table):
    """The table a moment holds (a table itself: as it is), for what asks which table
    it is (a hint is fresh at its own table only)."""
    return table._held if isinstance(table, Moment) else table


@dataclass
class Frame:
    """What one repaint of a table shows, decided once."""

    table: Moment
    screen: object  # the table_view.TableScreen
    game_screen: GameScreen
    seat: int | None  # the person at this device who is to act now
    guards: bool  # several people share the device and a seat has secrets
    public: bool  # the seat to act decides from the public table (its secrets one press away)
    screened: bool  # the seat to act is behind the privacy screen
    viewer: int | None  # whose secrets the screen shows (None: a spectator's view)
    ctx: Context  # what the game's screen is drawn from
    settled: bool = False  # worked out after ``settle``

    @property
    def to_move(self) -> tuple[int, ...]:
        return self.table.to_move()

    @property
    def over(self) -> bool:
        return not self.table.to_move()

    @property
    def result(self):
        return self.table.result()

    @property
    def away(self) -> int | None:
        """The person at another device whose turn it is (a game played by link)."""
        return self.table.waiting_for()

    @property
    def secrets(self) -> int | None:
        """The seat whose secrets the page holds (None: nobody's, or nothing hidden)."""
        return self.viewer if self.game_screen.has_secrets else None

    @property
    def hint_seat(self) -> int | None:
        """The person who may ask the coach now: at a local table, the human to act,
        once their secrets are on the screen (a hint comes from them)."""
        seat = self.seat
        if self.screen.mode != "local" or seat is None or self.viewer != seat:
            return None
        return seat


def frame(table, screen, *, settle: bool = False) -> Frame:
    """The frame of ``table`` as ``screen`` shows it now. With ``settle`` (before a
    repaint): when a different person is to act than the one who last said they are
    at the screen, that person has handed the device on, so nobody is known to be at
    the screen any more (``screen.shown_seat`` None). A move, an undo, a bot's move,
    the end of a phase: whatever brings another seat's turn, its secrets stay covered
    until that seat confirms.

    A moment keeps the frame of each screen it was drawn for: the questions of one
    repaint (``ui.table_view``'s, the page's) are answered from that one frame."""
    table = still(table)
    kept = table.frames.get(id(screen))
    if kept is not None and kept.screen is screen and (kept.settled or not settle):
        return kept
    game_screen = load_screen(table.record.game)
    local = screen.mode == "local"
    seat = table.human_to_move()
    # Secrets are guarded where two people or more share this device: never at a device
    # that plays one seat by link (nobody to pass it to).
    here = [s for s in table.humans() if table.plays_here(s)]
    guards = local and len(here) >= 2 and game_screen.has_secrets
    if settle and seat is not None and seat != screen.shown_seat and guards:
        screen.shown_seat = None
    covered = seat is not None and guards and screen.shown_seat != seat
    public = covered and game_screen.decides_in_public(table.view(None))
    screened = covered and not public
    viewer = _viewer(table, screen, seat, guards)
    view = table.view(viewer)
    if public:
        view = dict(view, seat=seat)  # the public table, drawn for the seat to act
    may_act = local and seat is not None and not screened
    ctx = Context(
        view,
        table.legal_actions(seat) if may_act else [],
        table.names(),
        hidden=screened,
        pick=screen.pick,
        turns=screen.turns,
        choice=list(screen.choice),
        space=getattr(screen, "space", LAPTOP),
        went_on=getattr(screen, "went_on", ""),
    )
    made = Frame(table, screen, game_screen, seat, guards, public, screened, viewer, ctx, settle)
    table.frames[id(screen)] = made
    return made


def _viewer(table, screen, seat: int | None, guards: bool) -> int | None:
    """Whose secrets the screen shows (None: a spectator's view, hidden parts hidden)."""
    if screen.mode != "local":
        return None
    humans = table.humans()
    if len(humans) == 1:
        return humans[0]
    if seat is None and table.here is not None and len(table.here) == 1:
        (seat,) = table.here  # played by link: the person here, waiting for their turn
    if seat is None or not guards:
        return seat
    return seat if screen.shown_seat == seat else None
